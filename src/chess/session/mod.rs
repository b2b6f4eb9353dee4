//! A game at the board: the [`Game`], its [`Clock`], the players, which
//! side sits at the bottom, a standing takeback request, whether the clocks
//! wait for the players after a restore, and where the game came from.
//! Every [`Action`] the players take goes through [`Session::apply`], which
//! applies all of its consequences at once (the mover's clock charged and
//! the reading recorded as `[%clk]`, the clocks stopped at the end, a
//! request withdrawn) and returns a [`Change`] saying what changed; a new
//! game replaces the session through [`Session::replace`]. Time is passed
//! in, never read. Pure: the app holds one [`Session`] as its game
//! resource.
//!
//! ```
//! use std::time::{Duration, Instant};
//! use rookery::chess::{clock::TimeControl, game::Game, session::{Action, NewGame, Session}};
//! use shakmaty::{Color, Square};
//!
//! let t0 = Instant::now();
//! let mut session = Session::new(
//!     NewGame::timed(Game::new(), TimeControl::fischer_minutes(3, 2)),
//!     t0,
//! );
//! let play = |from, to| Action::Play { from, to, promotion: None, dropped: false };
//! session.apply(&play(Square::E2, Square::E4), t0).unwrap();
//! let at = t0 + Duration::from_millis(12_345);
//! session.apply(&play(Square::E7, Square::E5), at).unwrap();
//! // Black's clock started with White's move: 180 s − 12.345 s + 2 s is
//! // 169.655 s, recorded to the tenth below as `[%clk 0:02:49.6]`.
//! let left = session.game().plies()[1].clock.unwrap();
//! assert_eq!(left, Duration::from_millis(169_600));
//! assert_eq!(session.clock().unwrap().running(), Some(Color::White));
//! ```

mod action;
mod analysis;
mod play;
mod snapshot;

pub use action::{Action, AnalysisEdit};
pub use snapshot::{AnalysisState, ClockState, Snapshot, worth_autosaving, worth_keeping};

use std::time::{Duration, Instant};

use shakmaty::{ByColor, Color};

use crate::chess::{
    clock::{Clock, TimeControl},
    game::{Game, GameMode, side_name},
    pgn::Tags,
};

/// Where a game at the board came from, and what it keeps of its file.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Origin {
    /// The file, if the game came from or was saved to one.
    pub path: Option<std::path::PathBuf>,
    /// Its index in that file's game list, when the file holds several.
    pub entry: Option<usize>,
    /// Its tags as read (for a new game: the names, date and time control).
    pub tags: Tags,
    /// What stopped it from being read whole, if anything.
    pub error: Option<String>,
}

/// A player at the board.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Player {
    /// The name as typed (empty while the field is).
    pub name: String,
    /// Their rating, if known.
    pub rating: Option<u16>,
    /// The computer plays this side, at this level (1–10).
    pub computer: Option<u8>,
}

/// How the pieces on the board follow a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardMotion {
    /// They slide to their squares.
    Slide,
    /// They jump there (a new game, a flag fall).
    Jump,
    /// The piece from this square was dropped where it belongs; the others
    /// slide (a castling rook).
    Dropped(shakmaty::Square),
}

/// What an operation changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Change {
    /// The pieces shown changed, and how they follow.
    pub board: Option<BoardMotion>,
    /// The game itself changed (a move, an ending, an offer, a name): the
    /// autosave writes it.
    pub game: bool,
    /// The clocks changed (started, paused, stopped, restored).
    pub clock: bool,
    /// The side at the bottom changed.
    pub orientation: bool,
    /// Another game replaced this one.
    pub new_game: bool,
    /// The game ended with this change (a mate, a claim, a flag, …).
    pub ended: bool,
}

impl Change {
    /// Nothing changed.
    pub const NONE: Change = Change {
        board: None,
        game: false,
        clock: false,
        orientation: false,
        new_game: false,
        ended: false,
    };

    /// The game changed, not what the board shows (a name, a request).
    pub const GAME: Change = Change {
        game: true,
        ..Change::NONE
    };

    /// The clocks changed (and the game with them: paused, resumed).
    pub const CLOCK: Change = Change {
        clock: true,
        ..Change::GAME
    };

    /// A move was played or taken back: pieces slide, the clocks follow.
    pub const MOVED: Change = Change {
        board: Some(BoardMotion::Slide),
        ..Change::CLOCK
    };

    /// The players decided something (an offer, a claim, resignation): no
    /// piece moves, the clocks may stop.
    pub const DECIDED: Change = Change::CLOCK;

    /// Only the position shown changed (browsing, a move already in the
    /// record followed).
    pub const VIEWED: Change = Change {
        board: Some(BoardMotion::Slide),
        ..Change::NONE
    };

    /// A record was edited, and the board may show another position.
    pub const EDITED: Change = Change {
        board: Some(BoardMotion::Slide),
        ..Change::GAME
    };

    /// Another game is at the board.
    const NEW_GAME: Change = Change {
        board: Some(BoardMotion::Jump),
        game: true,
        clock: true,
        orientation: true,
        new_game: true,
        ended: false,
    };

    /// Both changes.
    pub fn and(self, other: Change) -> Change {
        Change {
            board: other.board.or(self.board),
            game: self.game || other.game,
            clock: self.clock || other.clock,
            orientation: self.orientation || other.orientation,
            new_game: self.new_game || other.new_game,
            ended: self.ended || other.ended,
        }
    }

    /// Whether anything changed.
    pub fn any(&self) -> bool {
        *self != Change::NONE
    }
}

/// Everything a new game starts with.
#[derive(Debug, Clone)]
pub struct NewGame {
    /// The game, from the standard position, a FEN, or a file.
    pub game: Game,
    /// The time control, or none for an untimed game.
    pub control: Option<TimeControl>,
    /// The players' names (White, Black).
    pub names: ByColor<String>,
    /// Where it came from (a file) and its tags; `None` for a game begun
    /// here.
    pub origin: Option<Box<Origin>>,
    /// The sides the computer plays, at their levels (1–10).
    pub computer: ByColor<Option<u8>>,
    /// Practice (lichess's): each of the player's moves is judged by the
    /// winning chances it gives away. Not kept by the autosave: a game
    /// brought back is a game.
    pub practice: bool,
    /// A puzzle's or a drill's position: its moves belong to the exercise
    /// (kept in its own store), so neither the autosave nor the archive of
    /// games let go keeps it.
    pub exercise: bool,
}

impl NewGame {
    /// An untimed game between "White" and "Black".
    pub fn untimed(game: Game) -> NewGame {
        NewGame {
            game,
            control: None,
            names: ByColor {
                white: "White".into(),
                black: "Black".into(),
            },
            origin: None,
            computer: ByColor::default(),
            practice: false,
            exercise: false,
        }
    }

    /// A timed game between "White" and "Black".
    pub fn timed(game: Game, control: TimeControl) -> NewGame {
        NewGame {
            control: Some(control),
            ..NewGame::untimed(game)
        }
    }

    /// The computer plays `side` at `level`.
    pub fn against_computer(mut self, side: Color, level: u8) -> NewGame {
        *self.computer.get_mut(side) = Some(level);
        self
    }

    /// As practice ([`NewGame::practice`]).
    pub fn practising(mut self) -> NewGame {
        self.practice = true;
        self
    }

    /// As an exercise ([`NewGame::exercise`]).
    pub fn exercise(mut self) -> NewGame {
        self.exercise = true;
        self
    }

    /// With these names.
    pub fn named(mut self, white: &str, black: &str) -> NewGame {
        self.names = ByColor {
            white: white.to_owned(),
            black: black.to_owned(),
        };
        self
    }
}

/// A game at the board (see the module docs).
#[derive(Debug, Clone)]
pub struct Session {
    game: Game,
    clock: Option<Clock>,
    players: ByColor<Player>,
    orientation: Color,
    takeback: Option<Color>,
    /// Restored from the autosave, clocks waiting, not yet resumed.
    restored: bool,
    /// A practice ([`NewGame::practice`]).
    practice: bool,
    /// An exercise ([`NewGame::exercise`]).
    exercise: bool,
    origin: Origin,
    /// The game's revision when it was last opened or saved.
    saved_revision: Option<u64>,
    /// A record's edits, to undo and redo.
    history: analysis::History,
}

impl Default for Session {
    /// An untimed game from the start between White and Black, White at
    /// the bottom, with the tags of a game begun here.
    fn default() -> Self {
        // No clock: the instant is never read.
        Session::new(NewGame::untimed(Game::new()), Instant::now())
    }
}

impl Session {
    /// A session for a new game at `now`. A game that is over already (a
    /// finished record, a position that is mate) has its clocks stopped.
    pub fn new(new: NewGame, now: Instant) -> Session {
        let mut clock = new.control.map(Clock::new);
        if new.game.status().is_finished()
            && let Some(c) = clock.as_mut()
        {
            c.stop(now);
        }
        let (origin, saved_revision) = match new.origin {
            Some(origin) => (*origin, Some(new.game.revision())),
            None => {
                // A game begun here: the tags a PGN reader expects (the
                // app adds the date, which the core does not read).
                let mut tags = Tags::default();
                tags.set("Event", "Casual game");
                tags.set("Site", "Rookery");
                tags.set("White", new.names.white.clone());
                tags.set("Black", new.names.black.clone());
                if let Some(tc) = new.control.and_then(|c| c.pgn_tag()) {
                    tags.set("TimeControl", tc);
                }
                let origin = Origin {
                    tags,
                    ..Origin::default()
                };
                (origin, None)
            }
        };
        let ratings = ByColor {
            white: rating(&origin.tags, "WhiteElo"),
            black: rating(&origin.tags, "BlackElo"),
        };
        Session {
            players: ByColor::new_with(|side| Player {
                name: new.names.get(side).clone(),
                rating: *ratings.get(side),
                computer: *new.computer.get(side),
            }),
            game: new.game,
            clock,
            orientation: Color::White,
            takeback: None,
            restored: false,
            practice: new.practice,
            exercise: new.exercise,
            origin,
            saved_revision,
            history: analysis::History::default(),
        }
    }

    /// A game in progress brought back from the autosave, its clocks
    /// paused until the players resume.
    pub fn restore(snapshot: Snapshot, now: Instant) -> Session {
        let clock = snapshot.clock.map(|state| {
            let mut c = Clock::new(state.control);
            c.pause(now);
            c.restore(state.remaining, snapshot.game.turn(), state.started, now);
            c
        });
        let names = ByColor::new_with(|side| snapshot.tags.player(side));
        let mut session = Session::new(
            NewGame {
                game: snapshot.game,
                control: None,
                names,
                origin: Some(Box::new(Origin {
                    tags: snapshot.tags,
                    ..Origin::default()
                })),
                computer: snapshot.computer,
                practice: false,
                exercise: false,
            },
            now,
        );
        session.clock = clock;
        session.orientation = snapshot.orientation;
        session.takeback = snapshot.takeback;
        session.restored = true;
        if let Some(analysis) = snapshot.analysis {
            session.origin.path = analysis.file;
            session.origin.entry = analysis.entry;
        }
        // Its edits are not in any file yet.
        session.saved_revision = None;
        session
    }

    /// What the autosave writes: the game, its tags, the clocks as they
    /// stand at `now`, the orientation and a standing request.
    pub fn snapshot(&self, now: Instant) -> Snapshot {
        Snapshot {
            game: self.game.clone(),
            tags: self.tags(),
            clock: self.clock.as_ref().map(|c| ClockState {
                control: c.control(),
                remaining: ByColor::new_with(|side| c.remaining(side, now)),
                started: c.timing().is_some(),
            }),
            orientation: self.orientation,
            takeback: self.takeback,
            computer: ByColor::new_with(|side| self.players.get(side).computer),
            analysis: self.is_analysis().then(|| AnalysisState {
                view: self.game.view_cursor().clone(),
                file: self.origin.path.clone(),
                entry: self.origin.entry,
            }),
        }
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The chess clock, for a timed game.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The players.
    pub fn players(&self) -> &ByColor<Player> {
        &self.players
    }

    /// One side's name as players read it: "White" or "Black" while the
    /// field is empty.
    pub fn name(&self, side: Color) -> &str {
        let name = self.players.get(side).name.trim();
        if name.is_empty() {
            side_name(side)
        } else {
            name
        }
    }

    /// The side at the bottom of the board.
    pub fn orientation(&self) -> Color {
        self.orientation
    }

    /// The side that asked to take back its last move, while the question
    /// stands.
    pub fn takeback_request(&self) -> Option<Color> {
        self.takeback
    }

    /// Whether the game is a practice: begun as one, and the computer
    /// still plays in it.
    ///
    /// ```
    /// use rookery::chess::{game::Game, session::{NewGame, Session}};
    /// use shakmaty::Color;
    /// let now = std::time::Instant::now();
    /// let practice = NewGame::untimed(Game::new())
    ///     .against_computer(Color::Black, 10)
    ///     .practising();
    /// assert!(Session::new(practice.clone(), now).is_practice());
    /// // The same game not asked as practice, and a practice with no
    /// // computer, are games.
    /// let game = NewGame { practice: false, ..practice };
    /// assert!(!Session::new(game, now).is_practice());
    /// assert!(!Session::new(NewGame::untimed(Game::new()).practising(), now).is_practice());
    /// ```
    pub fn is_practice(&self) -> bool {
        self.practice && self.against_computer()
    }

    /// Whether the game came back from the autosave and waits for the
    /// players (its banner shows).
    pub fn is_restored(&self) -> bool {
        self.restored
    }

    /// Where the game came from.
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// Whether the game has changes that are not in a file.
    pub fn is_dirty(&self) -> bool {
        match self.saved_revision {
            Some(revision) => revision != self.game.revision(),
            None => self.game.ply_count() > 0,
        }
    }

    /// Sets one of the game's tags (the date of a game begun here).
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        self.origin.tags.set(name, value);
    }

    /// The tags the game is written with: its own, with the names as the
    /// players now read them.
    pub fn tags(&self) -> Tags {
        let mut tags = self.origin.tags.clone();
        for (side, name) in [(Color::White, "White"), (Color::Black, "Black")] {
            let value = self.players.get(side).name.trim();
            if !value.is_empty() && tags.get(name) != Some(value) {
                tags.set(name, value);
            }
        }
        tags
    }

    /// Whether the board takes moves: a record at any position shown (the
    /// analysis board), or a live game that goes on, at its latest
    /// position, with a person to move.
    pub fn takes_moves(&self) -> bool {
        if self.is_analysis() {
            return true;
        }
        self.game.mode() == GameMode::Live
            && !self.game.status().is_finished()
            && !self.game.is_viewing_past()
            && self.players.get(self.game.turn()).computer.is_none()
    }

    /// The level of the computer that plays `side`, if it does.
    pub fn computer(&self, side: Color) -> Option<u8> {
        self.players.get(side).computer
    }

    /// Whether the computer plays either side.
    pub fn against_computer(&self) -> bool {
        self.players.iter().any(|p| p.computer.is_some())
    }

    /// The side the computer must now move for, and its level: a live game
    /// that goes on, with its clocks running or untimed (a restored game
    /// waits for the player first).
    pub fn computer_to_move(&self) -> Option<(Color, u8)> {
        let turn = self.game.turn();
        let level = self.players.get(turn).computer?;
        let clock_waits = self.clock.as_ref().is_some_and(|c| c.is_paused());
        (self.game.mode() == GameMode::Live
            && !self.game.status().is_finished()
            && !self.restored
            && !clock_waits)
            .then_some((turn, level))
    }

    /// Whether the game is worth keeping in the archive when it ends or is
    /// replaced: a live game with a move, or set up from another position
    /// than the usual start; never an exercise's ([`NewGame::exercise`]).
    pub fn worth_keeping(&self) -> bool {
        !self.exercise && worth_keeping(&self.game)
    }

    /// Whether the autosave keeps the game: a live game with a move, or an
    /// analysis with edits that are in no file yet.
    pub fn worth_autosaving(&self) -> bool {
        !self.exercise && (worth_autosaving(&self.game) || (self.is_analysis() && self.is_dirty()))
    }

    /// When the window must wake next for this game's clock: a shown digit
    /// changes or the flag falls.
    pub fn next_wake(&self, now: Instant) -> Option<Duration> {
        self.clock.as_ref()?.next_display_change(now)
    }
}

/// A game the session let go for another while it was worth keeping (a live
/// game unfinished): the archive keeps it.
#[derive(Debug, Clone)]
pub struct LeftGame {
    /// Its tags, with the players' names as they read.
    pub tags: Tags,
    /// The game.
    pub game: Game,
}

impl Session {
    /// Another game at the board, at `now`: what changed, and the game
    /// let go if the archive should keep it.
    pub fn replace(&mut self, new: NewGame, now: Instant) -> (Change, Option<LeftGame>) {
        let old = std::mem::replace(self, Session::new(new, now));
        (Change::NEW_GAME, old.left_game())
    }

    /// The game the autosave kept, brought back at `now`: what changed
    /// (nothing to write: the autosave holds it as it stands), and the game
    /// let go if the archive should keep it.
    pub fn restore_from(&mut self, snapshot: Snapshot, now: Instant) -> (Change, Option<LeftGame>) {
        let old = std::mem::replace(self, Session::restore(snapshot, now));
        let change = Change {
            game: false,
            clock: false,
            orientation: false,
            ..Change::NEW_GAME
        };
        (change, old.left_game())
    }

    /// This game, if the archive keeps it when it is let go.
    fn left_game(&self) -> Option<LeftGame> {
        (self.worth_keeping() && !self.game.status().is_finished()).then(|| LeftGame {
            tags: self.tags(),
            game: self.game.clone(),
        })
    }
}

/// A rating from a tag (`WhiteElo`), if it is a number.
fn rating(tags: &Tags, name: &str) -> Option<u16> {
    tags.get(name)?.trim().parse().ok().filter(|&r| r > 0)
}
