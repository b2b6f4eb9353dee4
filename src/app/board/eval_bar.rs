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

/// The bar's width beside a board of `side` logical pixels: a fortieth of
/// the board, from 8 pixels (a small window) to 24 (a big one: 8 pixels
/// was a hairline beside a 1,048-pixel board).
///
/// ```
/// use rookery::app::board::eval_bar::bar_width;
/// assert_eq!(bar_width(240.0), 8.0);
/// assert_eq!(bar_width(600.0), 15.0);
/// assert_eq!(bar_width(1048.0), 24.0);
/// ```
pub fn bar_width(side: f32) -> f32 {
    (side / 40.0).clamp(8.0, 24.0)
}

/// The gap between the bar and the board, in logical pixels.
const GAP: f32 = 3.0;

/// The bar's width beside the board `layout` lays out: [`bar_width`], or
/// less where the board leaves less room at its left; `None` when there is
/// not room for a bar of 6 pixels.
///
/// ```
/// use bevy::math::Vec2;
/// use rookery::app::{board::{eval_bar::shown_width, layout::BoardLayout}, panel::panel_width};
/// let wide = BoardLayout::fit(Vec2::new(1920.0, 1080.0), panel_width(1920.0, 0.32), 1.0,
///     shakmaty::Color::White);
/// assert!(wide.rect().width() > 1000.0);
/// assert_eq!(shown_width(&wide), Some(24.0));
/// ```
pub fn shown_width(layout: &BoardLayout) -> Option<f32> {
    let board = layout.rect();
    let room = board.min.x + layout.window.x / 2.0 - GAP - 1.0;
    let width = bar_width(board.width()).min(room);
    (width >= 6.0).then_some(width)
}

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
    if let Some(best) = own_lines(engine).first() {
        return Some(best.eval);
    }
    match game.view_last_ply() {
        Some(ply) => {
            eval_in(&ply.comments).or_else(|| crate::chess::report::settled(&ply.position))
        }
        None => eval_in(game.comments_before()),
    }
}

/// The engine's win/draw/loss chances for the position shown, where it
/// gives them.
pub fn shown_wdl(session: &GameSession, engine: &EngineView) -> Option<crate::chess::uci::Wdl> {
    if !session.is_analysis() {
        return None;
    }
    own_lines(engine).first()?.wdl
}

/// The engine's lines of the position shown itself (not the threat's).
fn own_lines(engine: &EngineView) -> &[crate::chess::uci::PvLine] {
    match engine.shown_lines() {
        (lines, false) if engine.is_on() => lines,
        _ => &[],
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
    let Some(width) = shown_width(&layout) else {
        return;
    };
    let x = board.min.x - GAP - width / 2.0;
    let share = match shown_wdl(&session, &engine) {
        Some(wdl) if settings.engine.bar_wdl => wdl.expected(),
        _ => ((eval.winning_chances() + 1.0) / 2.0) as f32,
    };
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
        Sprite::from_color(black, Vec2::new(width, height)),
        Transform::from_translation(Vec3::new(x, board.center().y, Z_DRAWING)),
    ));
    commands.spawn((
        Name::new(format!("evaluation bar {}", eval.shown())),
        EvalBar::White,
        Sprite::from_color(white_fill, Vec2::new(width, white)),
        Transform::from_translation(Vec3::new(x, white_center, Z_DRAWING + 0.1)),
    ));
}
