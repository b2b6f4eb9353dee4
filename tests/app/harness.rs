//! A headless Rookery app driven like a player drives it: time is injected
//! (every update a 16 ms frame unless a test lets more pass), files are read
//! within the frame that opens them, and the pointer taps as a touchscreen
//! does.

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use bevy::{
    input::{
        ButtonState,
        keyboard::{Key, KeyboardInput, NativeKey},
        mouse::MouseButtonInput,
    },
    prelude::*,
    time::TimeUpdateStrategy,
    window::{CursorLeft, CursorMoved, WindowEvent},
};
use rookery::{
    app::{
        GameCommand, GameSession,
        files::{DecodedCache, FileCommand, InlineLoading},
        headless_app,
        layout::BoardLayout,
        shared::{BoardPiece, BoardWork, PromotionChooser, Selection},
        timer,
    },
    chess::clock::Clock,
    chess::game::Game,
    chess::session::{NewGame, Session},
};
use shakmaty::{Piece, Position, Square};

pub struct Harness {
    pub app: App,
    /// The decoded copies of compressed files opened (removed with the
    /// harness).
    pub cache: tempfile::TempDir,
}

/// Messages of one type seen so far (see [`Harness::record`]).
#[derive(Resource)]
pub struct Recorded<M: Message>(pub Vec<M>);

fn record_messages<M: Message + Clone>(
    mut reader: MessageReader<M>,
    mut seen: ResMut<Recorded<M>>,
) {
    seen.0.extend(reader.read().cloned());
}

/// A fixture file of the test suite.
pub fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/pgn")
        .join(name)
}

/// 1.e4 e5 2.Nf3 Nc6 as board moves.
pub const OPEN_GAME: [(Square, Square); 4] = [
    (Square::E2, Square::E4),
    (Square::E7, Square::E5),
    (Square::G1, Square::F3),
    (Square::B8, Square::C6),
];

/// The knights out and back, 1.Nf3 Nf6 2.Ng1 Ng8: the start comes again.
pub const KNIGHTS_DANCE: [(Square, Square); 4] = [
    (Square::G1, Square::F3),
    (Square::G8, Square::F6),
    (Square::F3, Square::G1),
    (Square::F6, Square::G8),
];

/// Fool's mate, 1.f3 e5 2.g4 Qh4#: the shortest game that ends.
pub const FOOLS_MATE: [(Square, Square); 4] = [
    (Square::F2, Square::F3),
    (Square::E7, Square::E5),
    (Square::G2, Square::G4),
    (Square::D8, Square::H4),
];

impl Harness {
    /// Each update is a 16 ms frame of injected time: no test waits on the
    /// real clock, so a busy machine cannot change a result.
    pub const FRAME: Duration = Duration::from_millis(16);

    pub fn new() -> Harness {
        Harness::with_setup(|_| {})
    }

    /// A harness whose app is prepared before its first frame.
    pub fn with_setup(setup: impl FnOnce(&mut App)) -> Harness {
        let mut app = headless_app();
        app.insert_resource(InlineLoading(true));
        let cache = tempfile::tempdir().expect("a temporary folder");
        // A folder of its own inside the temporary one: what Rookery keeps
        // beside its cache folder (the copies kept for undo) stays this
        // harness's too. (Beside a bare temporary folder, every harness of
        // every test shared one, and each one's start tidied away the
        // others' copies: an undo failed now and then in a full run.)
        let decoded = cache.path().join("decoded");
        std::fs::create_dir_all(&decoded).expect("a cache folder");
        app.insert_resource(DecodedCache(decoded));
        setup(&mut app);
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Harness::FRAME));
        app.update();
        app.update();
        Harness { app, cache }
    }

    /// A harness at a position (untimed, White and Black).
    pub fn from_fen(fen: &str) -> Harness {
        let mut h = Harness::new();
        h.start(NewGame::untimed(
            Game::from_fen(fen).expect("test FEN is legal"),
        ));
        h
    }

    /// Starts a game, as the new-game dialog does.
    pub fn start(&mut self, new: NewGame) {
        self.command(GameCommand::NewGame(Box::new(new)));
    }

    /// A resource of the app.
    pub fn res<T: Resource>(&self) -> &T {
        self.app.world().resource::<T>()
    }

    /// From now on, keeps every message of type `M` (read them with
    /// [`Harness::recorded`]).
    pub fn record<M: Message + Clone>(&mut self) {
        self.app
            .insert_resource(Recorded::<M>(Vec::new()))
            .add_systems(Last, record_messages::<M>);
    }

    /// The messages of type `M` seen since the last call.
    pub fn recorded<M: Message + Clone>(&mut self) -> Vec<M> {
        std::mem::take(&mut self.app.world_mut().resource_mut::<Recorded<M>>().0)
    }

    /// Lets `time` pass in one frame.
    pub fn advance(&mut self, time: Duration) {
        self.app
            .insert_resource(TimeUpdateStrategy::ManualDuration(time));
        self.app.update();
        self.app
            .insert_resource(TimeUpdateStrategy::ManualDuration(Harness::FRAME));
    }

    /// How often the board's change-driven systems have run.
    pub fn work(&self) -> BoardWork {
        *self.res::<BoardWork>()
    }

    pub fn command(&mut self, command: GameCommand) {
        self.app.world_mut().write_message(command);
        self.update();
    }

    /// An action on the game at the board, and the frame that applies it.
    pub fn act(&mut self, action: rookery::chess::session::Action) {
        self.command(GameCommand::Act(action));
    }

    /// A file command, and the frame that carries it out (a file is read
    /// within it).
    pub fn file(&mut self, command: FileCommand) {
        self.app.world_mut().write_message(command);
        self.update();
        // The frame after: what it asked of the session is applied; and
        // a file it lists is listed whole.
        self.update();
        let world = self.app.world();
        if rookery::app::files::is_listing(world) || rookery::app::files::manage::is_editing(world)
        {
            self.finish_file_work();
        }
    }

    pub fn update(&mut self) {
        self.app.update();
    }

    /// Updates until the files' work is done: no edit being made and no
    /// file being listed for three frames in a row (a message between two
    /// steps may wait a frame, whichever order the systems ran in). Waits
    /// on the work, never on a fixed number of frames; panics after 300.
    pub fn finish_file_work(&mut self) {
        use rookery::app::files::{is_listing, manage::is_editing};
        let mut idle = 0;
        for _ in 0..300 {
            self.update();
            let world = self.app.world();
            if is_editing(world) || is_listing(world) {
                idle = 0;
            } else {
                idle += 1;
                if idle == 3 {
                    return;
                }
            }
        }
        panic!("the files' work did not end within 300 frames");
    }

    /// Lets animations finish.
    pub fn settle(&mut self) {
        self.advance(Duration::from_millis(400));
        self.update();
        self.update();
    }

    pub fn session(&self) -> &Session {
        &self.res::<GameSession>().0
    }

    pub fn game(&self) -> &Game {
        self.session().game()
    }

    /// The game's clock and the instant of this frame.
    pub fn clock(&self) -> (Clock, Instant) {
        let clock = self.session().clock().expect("a timed game").clone();
        (clock, timer::now(self.res()))
    }

    pub fn layout(&self) -> BoardLayout {
        *self.res::<BoardLayout>()
    }

    pub fn selection(&self) -> Option<Square> {
        self.res::<Selection>().0
    }

    pub fn chooser(&self) -> PromotionChooser {
        *self.res::<PromotionChooser>()
    }

    /// Moves the pointer (or takes it out of the window), as the window
    /// reports it; it takes effect with the next update.
    pub fn point_at(&mut self, world: Option<Vec2>) {
        let event = match world {
            Some(world) => WindowEvent::CursorMoved(CursorMoved {
                window: Entity::PLACEHOLDER,
                position: self.layout().to_window(world),
                delta: None,
            }),
            None => WindowEvent::CursorLeft(CursorLeft {
                window: Entity::PLACEHOLDER,
            }),
        };
        self.app.world_mut().write_message(event);
    }

    pub fn point(&mut self, square: Square) {
        let at = self.layout().square_center(square);
        self.point_at(Some(at));
    }

    fn button(&mut self, button: MouseButton, state: ButtonState) {
        self.app
            .world_mut()
            .write_message(WindowEvent::MouseButtonInput(MouseButtonInput {
                button,
                state,
                window: Entity::PLACEHOLDER,
            }));
        self.update();
    }

    pub fn press(&mut self, button: MouseButton) {
        self.button(button, ButtonState::Pressed);
    }

    pub fn release(&mut self, button: MouseButton) {
        self.button(button, ButtonState::Released);
    }

    /// A tap on a square: the pointer jumps there and presses in the same
    /// frame (as a touchscreen or `xdotool mousemove X Y click 1` delivers
    /// it), then releases.
    pub fn tap(&mut self, square: Square) {
        let at = self.layout().square_center(square);
        self.tap_at(at);
    }

    /// A tap at a world position.
    pub fn tap_at(&mut self, world: Vec2) {
        self.point_at(Some(world));
        self.press(MouseButton::Left);
        self.release(MouseButton::Left);
    }

    /// Presses on `from`, moves in steps to `to` (a world position or none
    /// for outside the window), releases there.
    pub fn drag_to(&mut self, from: Square, to: Option<Vec2>) {
        self.point(from);
        self.press(MouseButton::Left);
        let start = self.layout().square_center(from);
        let end = to.unwrap_or(start + Vec2::new(2000.0, 0.0));
        for t in [0.25, 0.5, 0.75] {
            self.point_at(Some(start.lerp(end, t)));
            self.update();
        }
        self.point_at(to);
        self.update();
        self.release(MouseButton::Left);
    }

    /// Plays moves by tapping the piece, then its square.
    pub fn play(&mut self, moves: &[(Square, Square)]) {
        for &(from, to) in moves {
            self.tap(from);
            self.tap(to);
        }
    }

    pub fn drag(&mut self, from: Square, to: Square) {
        let at = self.layout().square_center(to);
        self.drag_to(from, Some(at));
    }

    pub fn key(&mut self, key_code: KeyCode) {
        for state in [ButtonState::Pressed, ButtonState::Released] {
            self.app.world_mut().write_message(KeyboardInput {
                key_code,
                logical_key: Key::Unidentified(NativeKey::Unidentified),
                state,
                text: None,
                repeat: false,
                window: Entity::PLACEHOLDER,
            });
            self.update();
        }
    }

    /// A shortcut sent as a key sender sends it: the modifiers go down,
    /// the key goes down and up, the modifiers go up, all in one frame.
    pub fn chord(&mut self, modifiers: &[KeyCode], key_code: KeyCode) {
        let mut events: Vec<(KeyCode, ButtonState)> = Vec::new();
        events.extend(modifiers.iter().map(|&m| (m, ButtonState::Pressed)));
        events.push((key_code, ButtonState::Pressed));
        events.push((key_code, ButtonState::Released));
        events.extend(modifiers.iter().rev().map(|&m| (m, ButtonState::Released)));
        for (key_code, state) in events {
            self.app.world_mut().write_message(KeyboardInput {
                key_code,
                logical_key: Key::Unidentified(NativeKey::Unidentified),
                state,
                text: None,
                repeat: false,
                window: Entity::PLACEHOLDER,
            });
        }
        self.update();
    }

    /// Key events as a key sender delivers them, all in one frame, in
    /// order.
    pub fn keys_in_one_frame(&mut self, events: &[(KeyCode, ButtonState)]) {
        let events: Vec<_> = events.iter().map(|&(k, s)| (k, s, false)).collect();
        self.keys_repeating_in_one_frame(&events);
    }

    /// As [`Harness::keys_in_one_frame`], each event with its repeat flag
    /// (a held key's own repeats).
    pub fn keys_repeating_in_one_frame(&mut self, events: &[(KeyCode, ButtonState, bool)]) {
        for &(key_code, state, repeat) in events {
            self.app.world_mut().write_message(KeyboardInput {
                key_code,
                logical_key: Key::Unidentified(NativeKey::Unidentified),
                state,
                text: None,
                repeat,
                window: Entity::PLACEHOLDER,
            });
        }
        self.update();
    }

    /// The pieces the entities show, by square.
    pub fn entity_pieces(&mut self) -> BTreeMap<Square, Piece> {
        let mut query = self.app.world_mut().query::<&BoardPiece>();
        let mut map = BTreeMap::new();
        for bp in query.iter(self.app.world()) {
            assert!(
                map.insert(bp.square, bp.piece).is_none(),
                "two piece entities on {}",
                bp.square
            );
        }
        map
    }

    /// Asserts that the piece entities are exactly the viewed position.
    pub fn assert_board_matches_model(&mut self) {
        let model: BTreeMap<Square, Piece> = self.game().view_position().board().iter().collect();
        assert_eq!(
            self.entity_pieces(),
            model,
            "entities differ from the model"
        );
    }

    /// The piece entities show the position being set up in the editor.
    pub fn assert_board_matches_editor(&mut self) {
        let editor = self
            .res::<rookery::app::editor::BoardEditor>()
            .0
            .as_ref()
            .expect("the editor is open");
        let set_up: BTreeMap<Square, Piece> = editor.set_up.board().iter().collect();
        assert_eq!(
            self.entity_pieces(),
            set_up,
            "entities differ from the set-up"
        );
    }

    /// The world position of a piece entity on `square`.
    pub fn piece_translation(&mut self, square: Square) -> Vec2 {
        let mut query = self.app.world_mut().query::<(&BoardPiece, &Transform)>();
        query
            .iter(self.app.world())
            .find(|(bp, _)| bp.square == square)
            .map(|(_, t)| t.translation.truncate())
            .unwrap_or_else(|| panic!("no piece entity on {square}"))
    }

    pub fn sans(&self) -> Vec<String> {
        self.game()
            .plies()
            .iter()
            .map(|p| p.san.to_string())
            .collect()
    }
}
