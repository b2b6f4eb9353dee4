//! Mouse and keyboard on the board: click-click and drag-and-drop moves,
//! selection, cancelling, flipping and browsing keys.

use bevy::prelude::*;
use shakmaty::{Position, Square};

use super::{
    flow::{BoardChanged, ChessGame, GameCommand, MoveIntent, TurnSet},
    layout::BoardLayout,
    promotion::PromotionChooser,
};
use crate::game::GameMode;

/// How far (logical pixels) the pointer must move with the button held
/// before a press becomes a drag.
const DRAG_THRESHOLD: f32 = 4.0;

/// The pointer in world coordinates, fed by the window (or by tests).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct BoardPointer {
    /// Where the pointer is, if it is over the window.
    pub world: Option<Vec2>,
}

/// Whether egui has the pointer or the keyboard (a text field, a dialog):
/// then the board ignores them.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct UiCapture {
    /// The pointer is over a panel or dialog.
    pub pointer: bool,
    /// A text field has the keyboard.
    pub keyboard: bool,
}

/// The selected square, if a piece is selected.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Selection(pub Option<Square>);

/// A left-button press on one of the mover's pieces, which may become a drag.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Press {
    from: Square,
    at: Vec2,
    pointer: Vec2,
    was_selected: bool,
    active: bool,
}

/// The press or drag in progress.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct DragState {
    press: Option<Press>,
}

impl DragState {
    /// The dragged piece's square and the pointer, while dragging.
    pub fn dragging(&self) -> Option<(Square, Vec2)> {
        self.press.filter(|p| p.active).map(|p| (p.from, p.pointer))
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardPointer>()
        .init_resource::<UiCapture>()
        .init_resource::<Selection>()
        .init_resource::<DragState>()
        .add_systems(
            Update,
            (board_pointer, board_keys, drop_stale_selection)
                .chain()
                .in_set(TurnSet::Input),
        );
}

/// Whether the board takes moves now: a live game that goes on, showing the
/// latest position, with no promotion choice pending.
pub fn board_takes_moves(game: &ChessGame, chooser: &PromotionChooser) -> bool {
    game.mode() == GameMode::Live
        && !game.status().is_finished()
        && !game.is_viewing_past()
        && !chooser.is_open()
}

fn is_target(game: &ChessGame, from: Square, to: Square) -> bool {
    game.legal_moves_from(from)
        .into_iter()
        .any(|m| game.target_squares(m).contains(&to))
}

fn own_piece_at(game: &ChessGame, square: Square) -> bool {
    game.position().board().color_at(square) == Some(game.turn())
}

pub(super) fn board_pointer(
    buttons: Res<ButtonInput<MouseButton>>,
    pointer: Res<BoardPointer>,
    capture: Res<UiCapture>,
    layout: Res<BoardLayout>,
    game: Res<ChessGame>,
    chooser: Res<PromotionChooser>,
    mut selection: ResMut<Selection>,
    mut drag: ResMut<DragState>,
    mut moves: MessageWriter<MoveIntent>,
    mut changed: MessageWriter<BoardChanged>,
) {
    let open = board_takes_moves(&game, &chooser);

    // Right click cancels whatever is in progress.
    if buttons.just_pressed(MouseButton::Right) {
        if drag.press.take().is_some_and(|p| p.active) {
            changed.write(BoardChanged::SLIDE);
        }
        selection.0 = None;
        return;
    }

    if let Some(press) = drag.press.as_mut()
        && let Some(at) = pointer.world
    {
        press.pointer = at;
        if !press.active && at.distance(press.at) > DRAG_THRESHOLD {
            press.active = true;
        }
    }

    if buttons.just_pressed(MouseButton::Left) && !capture.pointer {
        let square = pointer.world.and_then(|w| layout.square_at(w));
        drag.press = None;
        match square {
            Some(_) if !open => selection.0 = None,
            Some(to)
                if selection
                    .0
                    .is_some_and(|from| from != to && is_target(&game, from, to)) =>
            {
                let from = selection.0.take().expect("checked above");
                moves.write(MoveIntent {
                    from,
                    to,
                    promotion: None,
                    animate: true,
                });
            }
            Some(square) if own_piece_at(&game, square) => {
                let at = pointer.world.unwrap_or_default();
                drag.press = Some(Press {
                    from: square,
                    at,
                    pointer: at,
                    was_selected: selection.0 == Some(square),
                    active: false,
                });
                selection.0 = Some(square);
            }
            _ => selection.0 = None,
        }
    }

    if buttons.just_released(MouseButton::Left)
        && let Some(press) = drag.press.take()
    {
        if press.active {
            let target = pointer.world.and_then(|w| layout.square_at(w));
            match target {
                Some(to) if open && to != press.from && is_target(&game, press.from, to) => {
                    selection.0 = None;
                    moves.write(MoveIntent {
                        from: press.from,
                        to,
                        promotion: None,
                        animate: false,
                    });
                }
                // Off the board, an illegal square or its own square: the
                // piece goes home and stays selected.
                _ => {
                    changed.write(BoardChanged::SLIDE);
                }
            }
        } else if press.was_selected {
            // A click on the selected piece deselects it.
            selection.0 = None;
        }
    }
}

fn board_keys(
    keys: Res<ButtonInput<KeyCode>>,
    capture: Res<UiCapture>,
    mut selection: ResMut<Selection>,
    mut drag: ResMut<DragState>,
    mut commands: MessageWriter<GameCommand>,
    mut changed: MessageWriter<BoardChanged>,
) {
    if capture.keyboard {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        if drag.press.take().is_some_and(|p| p.active) {
            changed.write(BoardChanged::SLIDE);
        }
        selection.0 = None;
    }
    let command = if keys.just_pressed(KeyCode::KeyF) {
        Some(GameCommand::Flip)
    } else if keys.just_pressed(KeyCode::ArrowLeft) {
        Some(GameCommand::ViewBack)
    } else if keys.just_pressed(KeyCode::ArrowRight) {
        Some(GameCommand::ViewForward)
    } else if keys.just_pressed(KeyCode::ArrowUp) || keys.just_pressed(KeyCode::Home) {
        Some(GameCommand::ViewStart)
    } else if keys.just_pressed(KeyCode::ArrowDown) || keys.just_pressed(KeyCode::End) {
        Some(GameCommand::ViewLatest)
    } else {
        None
    };
    if let Some(command) = command {
        commands.write(command);
    }
}

/// A selection that no longer fits the game (after a takeback, a new game,
/// browsing or the end of the game) is dropped.
fn drop_stale_selection(
    game: Res<ChessGame>,
    chooser: Res<PromotionChooser>,
    mut selection: ResMut<Selection>,
    mut drag: ResMut<DragState>,
) {
    if !game.is_changed() {
        return;
    }
    let valid = |sq: Square| board_takes_moves(&game, &chooser) && own_piece_at(&game, sq);
    if selection.0.is_some_and(|sq| !valid(sq)) {
        selection.0 = None;
    }
    if drag.press.is_some_and(|p| !valid(p.from)) {
        drag.press = None;
    }
}
