//! Mouse and keyboard on the board: click-click and drag-and-drop moves,
//! selection and cancelling. Pointer events are
//! read in the order they happened, each at its own position, so a tap
//! (move and press in one frame) lands where it was made.

use bevy::{
    input::{ButtonState, mouse::MouseButtonInput},
    prelude::*,
    window::{CursorLeft, CursorMoved, WindowEvent},
};
use shakmaty::{Position, Square};

use super::{
    layout::BoardLayout,
    shared::{
        BoardPointer, DragState, Drawing, DrawnShape, PointerEvent, PointerEventKind,
        PointerEvents, Press, PromotionChooser, Selection, UiCapture,
    },
};
use crate::{
    app::{
        Phase,
        session::{BoardChanged, GameSession, MoveIntent},
    },
    game::{Game, GameMode},
    session::Session,
};

/// How far (logical pixels) the pointer must move with the button held
/// before a press becomes a drag.
const DRAG_THRESHOLD: f32 = 4.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardPointer>()
        .init_resource::<Drawing>()
        .add_message::<DrawnShape>()
        .init_resource::<PointerEvents>()
        .init_resource::<UiCapture>()
        .init_resource::<Selection>()
        .init_resource::<DragState>()
        .init_resource::<BoardHint>()
        .init_resource::<super::shared::EditedBoard>()
        // The board reads a click before the promotion chooser does: an
        // open chooser makes the board ignore it, and the chooser closing
        // on it must not let the board take it too.
        .add_systems(
            Update,
            (
                read_pointer,
                board_pointer,
                super::promotion::chooser_input,
                board_keys,
            )
                .chain()
                .in_set(Phase::Input)
                .in_set(BoardInput),
        )
        .add_systems(Update, drop_stale_selection.in_set(Phase::Follow));
}

/// The board's reading of the pointer and keys, within
/// [`Phase::Input`]: what follows from a drawn shape runs after it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoardInput;

/// Words shown over the board when it cannot take what the player tried,
/// until the view changes.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BoardHint(pub Option<&'static str>);

/// The hint for a move tried while an earlier position is shown.
pub const BROWSING_HINT: &str =
    "You are looking at an earlier move. Back to the game to move: End or “Back to game”.";

/// Whether the board takes moves now: a live game that goes on, showing the
/// latest position, with no promotion choice pending.
pub fn board_takes_moves(session: &Session, chooser: &PromotionChooser) -> bool {
    session.takes_moves() && !chooser.is_open()
}

fn is_target(game: &Game, from: Square, to: Square) -> bool {
    game.legal_moves_from(from)
        .into_iter()
        .any(|m| game.target_squares(m).contains(&to))
}

fn own_piece_at(game: &Game, square: Square) -> bool {
    let position = game.board_position();
    position.board().color_at(square) == Some(position.turn())
}

/// Turns the window's events of this frame into ordered pointer events in
/// world coordinates.
pub(crate) fn read_pointer(
    mut window_events: MessageReader<WindowEvent>,
    layout: Res<BoardLayout>,
    mut pointer: ResMut<BoardPointer>,
    mut events: ResMut<PointerEvents>,
) {
    if !events.0.is_empty() {
        events.0.clear();
    }
    let mut at = pointer.world;
    for event in window_events.read() {
        let kind = match event {
            WindowEvent::CursorMoved(CursorMoved { position, .. }) => {
                at = Some(layout.to_world(*position));
                PointerEventKind::Moved
            }
            WindowEvent::CursorLeft(CursorLeft { .. }) => {
                at = None;
                PointerEventKind::Moved
            }
            WindowEvent::MouseButtonInput(MouseButtonInput { button, state, .. }) => match state {
                ButtonState::Pressed => PointerEventKind::Pressed(*button),
                ButtonState::Released => PointerEventKind::Released(*button),
            },
            _ => continue,
        };
        events.0.push(PointerEvent { kind, at });
    }
    pointer.set_if_neq(BoardPointer { world: at });
}

/// Selection, clicks and drags, event by event.
fn board_pointer(
    events: Res<PointerEvents>,
    capture: Res<UiCapture>,
    layout: Res<BoardLayout>,
    session: Res<GameSession>,
    chooser: Res<PromotionChooser>,
    mut selection: ResMut<Selection>,
    mut drag: ResMut<DragState>,
    mut moves: MessageWriter<MoveIntent>,
    mut changed: MessageWriter<BoardChanged>,
    mut hint: ResMut<BoardHint>,
    keys: Res<ButtonInput<KeyCode>>,
    mut drawing: ResMut<Drawing>,
    mut drawn: MessageWriter<DrawnShape>,
    edited: Res<super::shared::EditedBoard>,
) {
    if edited.0.is_some() {
        // The board editor reads the pointer instead.
        selection.set_if_neq(Selection(None));
        drag.press = None;
        return;
    }
    let open = board_takes_moves(&session, &chooser);
    let game = session.game();
    for event in &events.0 {
        match event.kind {
            PointerEventKind::Moved => {
                if let Some(press) = drag.press.as_mut()
                    && let Some(at) = event.at
                {
                    press.pointer = at;
                    if !press.dragging && at.distance(press.at) > DRAG_THRESHOLD {
                        press.dragging = true;
                    }
                }
                if let Some((from, to, brush)) = drawing.current {
                    let under = event.at.and_then(|w| layout.square_at(w));
                    if under != to {
                        drawing.current = Some((from, under, brush));
                    }
                }
            }
            // A right click cancels a selection or a drag in progress;
            // otherwise the right button draws.
            PointerEventKind::Pressed(MouseButton::Right) => {
                let busy = drag.press.is_some() || selection.0.is_some();
                if drag.press.take().is_some_and(|p| p.dragging) {
                    changed.write(BoardChanged::SLIDE);
                }
                selection.set_if_neq(Selection(None));
                let square = event.at.and_then(|w| layout.square_at(w));
                if let Some(square) = square
                    && !busy
                    && !capture.pointer
                {
                    let held = |codes: [KeyCode; 2]| keys.any_pressed(codes);
                    let brush = crate::game::Brush::for_modifiers(
                        held([KeyCode::ShiftLeft, KeyCode::ShiftRight])
                            || held([KeyCode::ControlLeft, KeyCode::ControlRight]),
                        held([KeyCode::AltLeft, KeyCode::AltRight]),
                    );
                    drawing.current = Some((square, Some(square), brush));
                }
            }
            PointerEventKind::Released(MouseButton::Right) => {
                if let Some((from, _, brush)) = drawing.current.take() {
                    let to = event.at.and_then(|w| layout.square_at(w));
                    match to {
                        Some(to) if to == from => {
                            drawn.write(DrawnShape(crate::game::Shape::Circle {
                                square: from,
                                brush,
                            }));
                        }
                        Some(to) => {
                            drawn.write(DrawnShape(crate::game::Shape::Arrow { from, to, brush }));
                        }
                        // Let go off the board: nothing is drawn.
                        None => {}
                    }
                }
            }
            PointerEventKind::Pressed(MouseButton::Left) if !capture.pointer => {
                let square = event.at.and_then(|w| layout.square_at(w));
                if drag.press.is_some() {
                    drag.press = None;
                }
                match square {
                    Some(_) if !open => {
                        selection.set_if_neq(Selection(None));
                        // A player who tries to move while looking at an
                        // earlier position is told why nothing happens,
                        // where they look.
                        if game.mode() == GameMode::Live
                            && !game.status().is_finished()
                            && game.is_viewing_past()
                        {
                            hint.set_if_neq(BoardHint(Some(BROWSING_HINT)));
                        }
                    }
                    Some(to)
                        if selection
                            .0
                            .is_some_and(|from| from != to && is_target(game, from, to)) =>
                    {
                        let from = selection.0.take().expect("checked above");
                        moves.write(MoveIntent {
                            from,
                            to,
                            promotion: None,
                            animate: true,
                        });
                    }
                    Some(square) if own_piece_at(game, square) => {
                        let at = event.at.unwrap_or_default();
                        drag.press = Some(Press {
                            from: square,
                            at,
                            pointer: at,
                            was_selected: selection.0 == Some(square),
                            dragging: false,
                        });
                        selection.set_if_neq(Selection(Some(square)));
                    }
                    _ => {
                        selection.set_if_neq(Selection(None));
                    }
                }
            }
            PointerEventKind::Released(MouseButton::Left) => {
                let Some(press) = drag.press.take() else {
                    continue;
                };
                if press.dragging {
                    let target = event.at.and_then(|w| layout.square_at(w));
                    match target {
                        Some(to) if open && to != press.from && is_target(game, press.from, to) => {
                            selection.set_if_neq(Selection(None));
                            moves.write(MoveIntent {
                                from: press.from,
                                to,
                                promotion: None,
                                animate: false,
                            });
                        }
                        // Off the board, an illegal square or its own square:
                        // the piece goes home and stays selected.
                        _ => {
                            changed.write(BoardChanged::SLIDE);
                        }
                    }
                } else if press.was_selected {
                    // A click on the selected piece deselects it.
                    selection.set_if_neq(Selection(None));
                }
            }
            _ => {}
        }
    }
}

/// Esc puts a selected or dragged piece back. (Flipping and browsing are
/// shortcuts: [`crate::app::shortcuts`].)
fn board_keys(
    keys: Res<ButtonInput<KeyCode>>,
    capture: Res<UiCapture>,
    mut selection: ResMut<Selection>,
    mut drag: ResMut<DragState>,
    mut changed: MessageWriter<BoardChanged>,
) {
    if capture.keyboard || !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    if drag.press.take().is_some_and(|p| p.dragging) {
        changed.write(BoardChanged::SLIDE);
    }
    selection.set_if_neq(Selection(None));
}

/// A selection that no longer fits the game (after a takeback, a new game,
/// browsing or the end of the game) is dropped.
fn drop_stale_selection(
    session: Res<GameSession>,
    chooser: Res<PromotionChooser>,
    mut selection: ResMut<Selection>,
    mut drag: ResMut<DragState>,
    mut hint: ResMut<BoardHint>,
) {
    if !session.is_changed() {
        return;
    }
    let game = session.game();
    hint.set_if_neq(BoardHint(None));
    let valid = |sq: Square| board_takes_moves(&session, &chooser) && own_piece_at(game, sq);
    if selection.0.is_some_and(|sq| !valid(sq)) {
        selection.0 = None;
    }
    if drag.press.is_some_and(|p| !valid(p.from)) {
        drag.press = None;
    }
}
