//! Turn flow: the game resource, the messages between plugins, the ordered
//! system sets, and the systems that apply moves and commands to the model.

use bevy::prelude::*;
use shakmaty::{Color as Side, Role, Square};

use crate::{
    clock::{Clock, TimeControl},
    game::{Game, GameError},
};

/// The game being played: the truth that every entity mirrors.
#[derive(Resource, Debug, Clone, Default, Deref, DerefMut)]
pub struct ChessGame(pub Game);

/// The steps of a frame in `Update`, in order: every plugin puts its
/// systems in one of them, and no system names another file's system.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TurnSet {
    /// Window size, panel width and orientation become a board layout.
    Layout,
    /// The window's pointer events, in order, and egui's claims on input.
    Pointer,
    /// Pointer and keys on the board become intents.
    Input,
    /// The promotion chooser reads its click (after the board ignored it).
    Chooser,
    /// A fallen flag ends the game before any move of this frame.
    Flag,
    /// Intents and commands change the model.
    Commands,
    /// The clock follows what the commands did (moves, takebacks, pauses).
    ClockFollow,
    /// The layout follows what the commands changed (a flip) in the same
    /// frame: a reactive app may not draw another one soon.
    Relayout,
    /// Entities are brought in line with the model.
    Sync,
    /// Highlights and the promotion chooser are drawn.
    Highlights,
    /// Slides, fades and the dragged piece move.
    Animate,
}

/// A player asks to move a piece on the board.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveIntent {
    /// The square of the piece.
    pub from: Square,
    /// The square it goes to (for castling: the king's destination or its
    /// rook's square).
    pub to: Square,
    /// The promotion piece, once chosen.
    pub promotion: Option<Role>,
    /// Whether the piece slides there (a click) or is already there (a drop).
    pub animate: bool,
}

/// Everything a new game starts with (the new-game dialog's answers).
#[derive(Debug, Clone)]
pub struct NewGame {
    /// The game, from the standard position or a FEN.
    pub game: Game,
    /// The time control, or none for an untimed game.
    pub control: Option<TimeControl>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The file it came from, for a game opened from one.
    pub origin: Option<Box<crate::files::Origin>>,
}

impl NewGame {
    /// An untimed game between "White" and "Black".
    pub fn untimed(game: Game) -> NewGame {
        NewGame {
            game,
            control: None,
            white: "White".into(),
            black: "Black".into(),
            origin: None,
        }
    }
}

/// Something the players ask of the game outside of moving pieces: from the
/// side panel's buttons or keys.
#[derive(Message, Debug, Clone)]
pub enum GameCommand {
    /// Start a fresh game.
    NewGame(Box<NewGame>),
    /// Turn the board around.
    Flip,
    /// Take back the last ply (both players agreed in the panel).
    Takeback,
    /// View the position after this many plies.
    View(usize),
    /// View the position a move list names (in the mainline or a
    /// variation).
    ViewAt(crate::game::ViewCursor),
    /// View one ply earlier.
    ViewBack,
    /// View one ply later.
    ViewForward,
    /// View the initial position.
    ViewStart,
    /// Return to the latest position.
    ViewLatest,
    /// This side offers a draw.
    OfferDraw(Side),
    /// This side accepts the standing offer.
    AcceptDraw(Side),
    /// This side declines the standing offer.
    DeclineDraw(Side),
    /// The player to move claims a draw in the current position.
    ClaimDraw,
    /// The player to move claims a draw with this move.
    ClaimDrawWithMove {
        /// The square of the piece.
        from: Square,
        /// Its destination.
        to: Square,
        /// The promotion piece, if any.
        promotion: Option<Role>,
    },
    /// This side resigns.
    Resign(Side),
    /// This side asks to take back its last move.
    RequestTakeback(Side),
    /// The opponent answers a takeback request.
    AnswerTakeback {
        /// Whether the takeback is allowed.
        allow: bool,
    },
    /// Freeze both clocks.
    PauseClock,
    /// Start the clocks again.
    ResumeClock,
}

/// The model changed (or a dragged piece must go home): entities must follow.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardChanged {
    /// Whether pieces slide to their new squares.
    pub animate: bool,
    /// The origin of a piece the player dropped by drag: it is already where
    /// it belongs and does not slide (a castling rook still does).
    pub dropped: Option<Square>,
}

impl BoardChanged {
    /// Pieces slide to their squares.
    pub const SLIDE: BoardChanged = BoardChanged {
        animate: true,
        dropped: None,
    };
    /// Pieces jump to their squares.
    pub const INSTANT: BoardChanged = BoardChanged {
        animate: false,
        dropped: None,
    };
}

/// A move needs a promotion piece: the chooser opens for it.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PromotionNeeded {
    /// The pawn's square.
    pub from: Square,
    /// The promotion square.
    pub to: Square,
}

/// Which side sits at the bottom of the board.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Orientation(pub Side);

impl Default for Orientation {
    fn default() -> Self {
        Orientation(Side::White)
    }
}

/// Player preferences the turn flow needs.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FlowSettings {
    /// Turn the board after each move so the player to move sits at the
    /// bottom (pass-and-play).
    pub auto_flip: bool,
}

/// The players' names.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct Players {
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
}

impl Default for Players {
    fn default() -> Self {
        Players {
            white: "White".into(),
            black: "Black".into(),
        }
    }
}

impl Players {
    /// One side's name as typed (possibly empty).
    pub fn side(&self, side: Side) -> &str {
        side.fold_wb(&self.white, &self.black)
    }

    /// Sets one side's name.
    pub fn set(&mut self, side: Side, name: String) {
        match side {
            Side::White => self.white = name,
            Side::Black => self.black = name,
        }
    }

    /// The name of one side; "White" or "Black" while its field is empty.
    pub fn name(&self, side: Side) -> &str {
        let name = side.fold_wb(&self.white, &self.black).trim();
        if name.is_empty() {
            crate::game::side_name(side)
        } else {
            name
        }
    }
}

/// The chess clock of the game, if it is timed.
#[derive(Resource, Debug, Clone, Default, Deref, DerefMut)]
pub struct GameClock(pub Option<Clock>);

/// A standing request to take back a move, by the side that made it.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TakebackRequest(pub Option<Side>);

/// The last thing the model refused, in words, for the status line.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct LastError(pub Option<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ChessGame>()
        .init_resource::<Orientation>()
        .init_resource::<FlowSettings>()
        .init_resource::<LastError>()
        .init_resource::<Players>()
        .init_resource::<GameClock>()
        .init_resource::<TakebackRequest>()
        .add_message::<MoveIntent>()
        .add_message::<GameCommand>()
        .add_message::<BoardChanged>()
        .add_message::<PromotionNeeded>()
        .configure_sets(
            Update,
            (
                TurnSet::Layout,
                TurnSet::Pointer,
                TurnSet::Input,
                TurnSet::Chooser,
                TurnSet::Flag,
                TurnSet::Commands,
                TurnSet::ClockFollow,
                TurnSet::Relayout,
                TurnSet::Sync,
                TurnSet::Highlights,
                TurnSet::Animate,
            )
                .chain(),
        )
        .add_systems(Startup, announce_initial_board)
        .add_systems(
            Update,
            (apply_moves, apply_commands)
                .chain()
                .in_set(TurnSet::Commands),
        );
}

fn announce_initial_board(mut changed: MessageWriter<BoardChanged>) {
    changed.write(BoardChanged::INSTANT);
}

/// Plays requested moves on the model; a promotion without a piece opens the
/// chooser instead.
fn apply_moves(
    mut intents: MessageReader<MoveIntent>,
    mut game: ResMut<ChessGame>,
    mut changed: MessageWriter<BoardChanged>,
    mut promotions: MessageWriter<PromotionNeeded>,
    mut orientation: ResMut<Orientation>,
    settings: Res<FlowSettings>,
    mut last_error: ResMut<LastError>,
    mut takeback: ResMut<TakebackRequest>,
) {
    for intent in intents.read() {
        if game.is_viewing_past() {
            continue;
        }
        match game.play_move(intent.from, intent.to, intent.promotion) {
            Ok(_) => {
                last_error.0 = None;
                takeback.0 = None;
                if settings.auto_flip {
                    orientation.0 = game.turn();
                }
                changed.write(if intent.animate {
                    BoardChanged::SLIDE
                } else {
                    BoardChanged {
                        animate: true,
                        dropped: Some(intent.from),
                    }
                });
            }
            Err(GameError::PromotionRequired) => {
                promotions.write(PromotionNeeded {
                    from: intent.from,
                    to: intent.to,
                });
            }
            Err(e) => {
                last_error.0 = Some(e.to_string());
                // Whatever the pointer did, the pieces go back where the
                // model has them.
                changed.write(BoardChanged::SLIDE);
            }
        }
    }
}

/// Applies panel and keyboard commands to the model.
fn apply_commands(
    mut commands: MessageReader<GameCommand>,
    mut game: ResMut<ChessGame>,
    mut orientation: ResMut<Orientation>,
    mut changed: MessageWriter<BoardChanged>,
    mut last_error: ResMut<LastError>,
    mut players: ResMut<Players>,
    mut clock: ResMut<GameClock>,
    mut takeback: ResMut<TakebackRequest>,
) {
    for command in commands.read() {
        let result: Result<(), GameError> = match command {
            GameCommand::NewGame(new) => {
                game.0 = new.game.clone();
                clock.0 = new.control.map(Clock::new);
                players.set_if_neq(Players {
                    white: new.white.clone(),
                    black: new.black.clone(),
                });
                takeback.0 = None;
                Ok(())
            }
            GameCommand::RequestTakeback(side) => {
                let last_mover = game.plies().last().map(|p| p.mover());
                if !game.can_take_back() {
                    game.clone().takeback().map(|_| ())
                } else if last_mover == Some(*side) {
                    takeback.0 = Some(*side);
                    Ok(())
                } else {
                    Err(GameError::NothingToTakeBack)
                }
            }
            GameCommand::AnswerTakeback { allow } => match takeback.0.take() {
                Some(_) if *allow => game.takeback().map(|_| ()),
                _ => Ok(()),
            },
            // The clock plugin answers these.
            GameCommand::PauseClock | GameCommand::ResumeClock => Ok(()),
            GameCommand::Flip => {
                orientation.0 = !orientation.0;
                Ok(())
            }
            GameCommand::Takeback => {
                takeback.0 = None;
                game.takeback().map(|_| ())
            }
            GameCommand::View(ply) => game.set_view(*ply),
            GameCommand::ViewAt(cursor) => game.set_view_cursor(cursor.clone()),
            GameCommand::ViewBack => {
                game.view_back();
                Ok(())
            }
            GameCommand::ViewForward => {
                game.view_forward();
                Ok(())
            }
            GameCommand::ViewStart => game.set_view(0),
            GameCommand::ViewLatest => {
                game.view_latest();
                Ok(())
            }
            GameCommand::OfferDraw(side) => game.offer_draw(*side),
            GameCommand::AcceptDraw(side) => game.accept_draw(*side),
            GameCommand::DeclineDraw(side) => game.decline_draw(*side),
            GameCommand::ClaimDraw => game.claim_draw().map(|_| ()),
            GameCommand::ClaimDrawWithMove {
                from,
                to,
                promotion,
            } => game
                .find_move(*from, *to, *promotion)
                .and_then(|m| game.claim_draw_with_move(m))
                .map(|_| ()),
            GameCommand::Resign(side) => game.resign(*side),
        };
        match result {
            Ok(()) => last_error.0 = None,
            Err(e) => last_error.0 = Some(e.to_string()),
        }
        changed.write(BoardChanged::SLIDE);
    }
}
