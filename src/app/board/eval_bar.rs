//! The evaluation bar beside the board, in a record: White's winning
//! chances (lichess's formula, a mate at the ends) as the light part of a
//! thin bar along the board's left edge, White's end at White's side of
//! the board. It follows the engine's best line for the position shown,
//! or the position's `[%eval]` when the engine is off (a file with
//! evaluations shows them with no engine).

use bevy::prelude::*;

use super::{layout::BoardLayout, shared::Z_DRAWING};
use crate::{
    app::{Phase, engine::EngineView, session::GameSession},
    chess::eval::{Eval, eval_in},
};

/// The bar's two parts (the dark background, White's light share).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum EvalBar {
    /// The whole bar, Black's colour.
    Back,
    /// White's share.
    White,
}

/// The bar's width, and its gap to the board, in logical pixels.
const WIDTH: f32 = 8.0;
const GAP: f32 = 3.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_bar.in_set(Phase::Sync).run_if(
            resource_changed::<GameSession>
                .or_eager(resource_changed::<EngineView>)
                .or_eager(resource_changed::<crate::app::settings::PlayerSettings>)
                .or_eager(resource_changed::<BoardLayout>),
        ),
    );
}

/// The evaluation the bar shows for the position shown, if any.
pub fn shown_eval(session: &GameSession, engine: &EngineView) -> Option<Eval> {
    if !session.is_analysis() {
        return None;
    }
    let game = session.game();
    if engine.on
        && let Some(best) = engine.lines_for(game.view_position()).first()
    {
        return Some(best.eval);
    }
    match game.view_last_ply() {
        Some(ply) => {
            eval_in(&ply.comments).or_else(|| crate::chess::report::settled(&ply.position))
        }
        None => eval_in(game.comments_before()),
    }
}

fn show_bar(
    mut commands: Commands,
    session: Res<GameSession>,
    engine: Res<EngineView>,
    layout: Res<BoardLayout>,
    settings: Res<crate::app::settings::PlayerSettings>,
    existing: Query<Entity, With<EvalBar>>,
) {
    let [black, white_fill, _] = settings.colours().evaluation;
    for entity in &existing {
        commands.entity(entity).despawn();
    }
    let Some(eval) = shown_eval(&session, &engine) else {
        return;
    };
    let board = layout.rect();
    let height = board.height();
    let x = board.min.x - GAP - WIDTH / 2.0;
    if x - WIDTH / 2.0 < -layout.window.x / 2.0 {
        return;
    }
    let share = ((eval.winning_chances() + 1.0) / 2.0) as f32;
    let white = height * share;
    // White's end is at the bottom when White sits there.
    let sign = if layout.orientation == shakmaty::Color::White {
        -1.0
    } else {
        1.0
    };
    let white_center = board.center().y + sign * (height - white) / 2.0;
    commands.spawn((
        Name::new("evaluation bar"),
        EvalBar::Back,
        Sprite::from_color(black, Vec2::new(WIDTH, height)),
        Transform::from_translation(Vec3::new(x, board.center().y, Z_DRAWING)),
    ));
    commands.spawn((
        Name::new(format!("evaluation bar {}", eval.shown())),
        EvalBar::White,
        Sprite::from_color(white_fill, Vec2::new(WIDTH, white)),
        Transform::from_translation(Vec3::new(x, white_center, Z_DRAWING + 0.1)),
    ));
}
