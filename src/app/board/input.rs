//! Mouse and keyboard on the board: click-click and drag-and-drop moves,
//! selection and cancelling, arrows and circles with the right button.
//! Pointer events are read in the order they happened, each at its own
//! position, so a tap (move and press in one frame) lands where it was
//! made. A move to the last rank opens the promotion chooser at once (the
//! legal moves are known here); every other move goes to the session as
//! an [`Action::Play`].

use bevy::{
    ecs::system::SystemParam,
    input::{ButtonState, mouse::MouseButtonInput},
    prelude::*,
    window::{CursorLeft, CursorMoved, WindowEvent},
};
use shakmaty::{Position, Square};

use super::{
    layout::BoardLayout,
    shared::{
        BoardMode, BoardPointer, DragState, Drawing, DrawnShape, PiecesHome, PointerEvent,
        PointerEventKind, PointerEvents, Press, PromotionChooser, Selection, UiCapture,
    },
};
use crate::{
    app::{
        Phase,
        session::{GameCommand, GameSession, SessionChanged},
    },
    chess::game::{Brush, Game, GameMode, Shape},
    chess::session::{Action, Session},
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
        // The board reads a click before the promotion chooser does: an
        // open chooser makes the board ignore it, and the chooser closing
        // on it must not let the board take it too.
        .add_systems(
            Update,
            (
                read_pointer,
                board_pointer.run_if(in_state(BoardMode::Play)),
                super::promotion::chooser_input.run_if(in_state(BoardMode::ChoosingPromotion)),
                board_keys,
            )
                .chain()
                .in_set(Phase::Input)
                .in_set(BoardInput),
        )
        .add_systems(
            Update,
            drop_stale_selection
                .in_set(Phase::Follow)
                .run_if(on_message::<SessionChanged>),
        )
        .add_systems(OnExit(BoardMode::Play), let_go);
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
/// (A message of the `.ftl` files.)
pub const BROWSING_HINT: &str = "hint-browsing";

/// Whether the board takes moves now: a record at any position shown, or a
/// live game that goes on, at its latest position.
pub fn board_takes_moves(session: &Session) -> bool {
    session.takes_moves()
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

/// What the board's pointer handling reads.
#[derive(SystemParam)]
struct BoardView<'w> {
    events: Res<'w, PointerEvents>,
    capture: Res<'w, UiCapture>,
    layout: Res<'w, BoardLayout>,
    session: Res<'w, GameSession>,
    keys: Res<'w, ButtonInput<KeyCode>>,
}

/// What it changes and says.
#[derive(SystemParam)]
struct BoardHands<'w> {
    selection: ResMut<'w, Selection>,
    drag: ResMut<'w, DragState>,
    drawing: ResMut<'w, Drawing>,
    hint: ResMut<'w, BoardHint>,
    chooser: ResMut<'w, PromotionChooser>,
    mode: ResMut<'w, NextState<BoardMode>>,
    moves: MessageWriter<'w, GameCommand>,
    home: MessageWriter<'w, PiecesHome>,
    drawn: MessageWriter<'w, DrawnShape>,
}

impl BoardHands<'_> {
    /// A move from `from` to `to` the player made: played, or the
    /// promotion chooser opens for it.
    fn make_move(&mut self, game: &Game, from: Square, to: Square, dropped: bool) {
        self.selection.set_if_neq(Selection(None));
        if game.is_promotion(from, to) {
            self.chooser.pending = Some((from, to));
            self.mode.set(BoardMode::ChoosingPromotion);
            if dropped {
                // The dragged pawn waits on its square for the choice.
                self.home.write(PiecesHome);
            }
            return;
        }
        self.moves.write(GameCommand::Act(Action::Play {
            from,
            to,
            promotion: None,
            dropped,
        }));
    }
}

/// Selection, clicks and drags, event by event.
fn board_pointer(view: BoardView, mut hands: BoardHands) {
    let open = board_takes_moves(&view.session);
    let game = view.session.game();
    for event in &view.events.0 {
        match event.kind {
            PointerEventKind::Moved => pointer_moved(&view, &mut hands, event),
            PointerEventKind::Pressed(MouseButton::Right) => {
                right_pressed(&view, &mut hands, event)
            }
            PointerEventKind::Released(MouseButton::Right) => {
                right_released(&view, &mut hands, event);
            }
            PointerEventKind::Pressed(MouseButton::Left) if !view.capture.pointer => {
                left_pressed(&view, &mut hands, event, open, game);
            }
            PointerEventKind::Released(MouseButton::Left) => {
                left_released(&view, &mut hands, event, open, game);
            }
            _ => {}
        }
    }
}

/// A drag follows the pointer; so does an arrow being drawn.
fn pointer_moved(view: &BoardView, hands: &mut BoardHands, event: &PointerEvent) {
    if let Some(press) = hands.drag.press.as_mut()
        && let Some(at) = event.at
    {
        press.pointer = at;
        if !press.dragging && at.distance(press.at) > DRAG_THRESHOLD {
            press.dragging = true;
        }
    }
    if let Some((from, to, brush)) = hands.drawing.current {
        let under = event.at.and_then(|w| view.layout.square_at(w));
        if under != to {
            hands.drawing.current = Some((from, under, brush));
        }
    }
}

/// A right click cancels a selection or a drag in progress; otherwise the
/// right button draws, its brush from the modifiers held.
fn right_pressed(view: &BoardView, hands: &mut BoardHands, event: &PointerEvent) {
    let busy = hands.drag.press.is_some() || hands.selection.0.is_some();
    if hands.drag.press.take().is_some_and(|p| p.dragging) {
        hands.home.write(PiecesHome);
    }
    hands.selection.set_if_neq(Selection(None));
    let square = event.at.and_then(|w| view.layout.square_at(w));
    if let Some(square) = square
        && !busy
        && !view.capture.pointer
    {
        let held = |codes: [KeyCode; 2]| view.keys.any_pressed(codes);
        let brush = Brush::for_modifiers(
            held([KeyCode::ShiftLeft, KeyCode::ShiftRight])
                || held([KeyCode::ControlLeft, KeyCode::ControlRight]),
            held([KeyCode::AltLeft, KeyCode::AltRight]),
        );
        hands.drawing.current = Some((square, Some(square), brush));
    }
}

/// Let go of the right button: a circle on the square it went down on, an
/// arrow to another, nothing off the board.
fn right_released(view: &BoardView, hands: &mut BoardHands, event: &PointerEvent) {
    let Some((from, _, brush)) = hands.drawing.current.take() else {
        return;
    };
    match event.at.and_then(|w| view.layout.square_at(w)) {
        Some(to) if to == from => {
            hands.drawn.write(DrawnShape(Shape::Circle {
                square: from,
                brush,
            }));
        }
        Some(to) => {
            hands
                .drawn
                .write(DrawnShape(Shape::Arrow { from, to, brush }));
        }
        None => {}
    }
}

/// The left button down: a move to a target of the selected piece, a
/// piece of the side to move picked up, or the selection let go.
fn left_pressed(
    view: &BoardView,
    hands: &mut BoardHands,
    event: &PointerEvent,
    open: bool,
    game: &Game,
) {
    let square = event.at.and_then(|w| view.layout.square_at(w));
    hands.drag.press = None;
    match square {
        Some(_) if !open => {
            hands.selection.set_if_neq(Selection(None));
            // A player who tries to move while looking at an earlier
            // position is told why nothing happens, where they look.
            if game.mode() == GameMode::Live
                && !game.status().is_finished()
                && game.is_viewing_past()
            {
                hands.hint.set_if_neq(BoardHint(Some(BROWSING_HINT)));
            }
        }
        Some(to)
            if hands
                .selection
                .0
                .is_some_and(|from| from != to && is_target(game, from, to)) =>
        {
            let from = hands.selection.0.expect("checked above");
            hands.make_move(game, from, to, false);
        }
        Some(square) if own_piece_at(game, square) => {
            let at = event.at.unwrap_or_default();
            hands.drag.press = Some(Press {
                from: square,
                at,
                pointer: at,
                was_selected: hands.selection.0 == Some(square),
                dragging: false,
            });
            hands.selection.set_if_neq(Selection(Some(square)));
        }
        _ => {
            hands.selection.set_if_neq(Selection(None));
        }
    }
}

/// The left button up: a drag ends in a move or goes home; a click on the
/// selected piece lets it go.
fn left_released(
    view: &BoardView,
    hands: &mut BoardHands,
    event: &PointerEvent,
    open: bool,
    game: &Game,
) {
    let Some(press) = hands.drag.press.take() else {
        return;
    };
    if press.dragging {
        match event.at.and_then(|w| view.layout.square_at(w)) {
            Some(to) if open && to != press.from && is_target(game, press.from, to) => {
                hands.make_move(game, press.from, to, true);
            }
            // Off the board, an illegal square or its own square: the piece
            // goes home and stays selected.
            _ => {
                hands.home.write(PiecesHome);
            }
        }
    } else if press.was_selected {
        // A click on the selected piece deselects it.
        hands.selection.set_if_neq(Selection(None));
    }
}

/// Esc puts a selected or dragged piece back. (Flipping and browsing are
/// shortcuts: [`crate::app::shortcuts`].)
fn board_keys(
    keys: Res<ButtonInput<KeyCode>>,
    capture: Res<UiCapture>,
    mut selection: ResMut<Selection>,
    mut drag: ResMut<DragState>,
    mut home: MessageWriter<PiecesHome>,
) {
    if capture.keyboard || !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    if drag.press.take().is_some_and(|p| p.dragging) {
        home.write(PiecesHome);
    }
    selection.set_if_neq(Selection(None));
}

/// Leaving play (the editor, the chooser): no piece stays picked up.
fn let_go(mut selection: ResMut<Selection>, mut drag: ResMut<DragState>) {
    selection.set_if_neq(Selection(None));
    drag.press = None;
}

/// A selection that no longer fits the game (after a takeback, a new game,
/// browsing or the end of the game) is dropped, as is the hint.
fn drop_stale_selection(
    session: Res<GameSession>,
    mut selection: ResMut<Selection>,
    mut drag: ResMut<DragState>,
    mut hint: ResMut<BoardHint>,
) {
    let game = session.game();
    hint.set_if_neq(BoardHint(None));
    let valid = |sq: Square| board_takes_moves(&session) && own_piece_at(game, sq);
    if selection.0.is_some_and(|sq| !valid(sq)) {
        selection.0 = None;
    }
    if drag.press.is_some_and(|p| !valid(p.from)) {
        drag.press = None;
    }
}
