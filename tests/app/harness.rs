//! A headless Rookery app driven like a player drives it.

use std::collections::BTreeMap;

use bevy::{
    input::{
        ButtonState,
        keyboard::{Key, KeyboardInput, NativeKey},
        mouse::MouseButtonInput,
    },
    prelude::*,
};
use rookery::{
    app::{
        ChessGame, GameCommand, NewGame, headless_app,
        input::{BoardPointer, Selection},
        layout::BoardLayout,
        pieces::BoardPiece,
        promotion::PromotionChooser,
    },
    game::Game,
};
use shakmaty::{Piece, Position, Square};

pub struct Harness {
    pub app: App,
}

impl Harness {
    pub fn new() -> Harness {
        let mut app = headless_app();
        app.update();
        app.update();
        Harness { app }
    }

    pub fn from_fen(fen: &str) -> Harness {
        let mut h = Harness::new();
        let game = Game::from_fen(fen).expect("test FEN is legal");
        h.command(GameCommand::NewGame(Box::new(NewGame::untimed(game))));
        h
    }

    pub fn command(&mut self, command: GameCommand) {
        self.app.world_mut().write_message(command);
        self.update();
    }

    pub fn update(&mut self) {
        self.app.update();
    }

    /// Lets animations finish.
    pub fn settle(&mut self) {
        for _ in 0..3 {
            std::thread::sleep(std::time::Duration::from_millis(120));
            self.update();
        }
    }

    pub fn game(&self) -> &Game {
        &self.app.world().resource::<ChessGame>().0
    }

    pub fn layout(&self) -> BoardLayout {
        *self.app.world().resource::<BoardLayout>()
    }

    pub fn selection(&self) -> Option<Square> {
        self.app.world().resource::<Selection>().0
    }

    pub fn chooser(&self) -> PromotionChooser {
        *self.app.world().resource::<PromotionChooser>()
    }

    pub fn point_at(&mut self, world: Option<Vec2>) {
        self.app.world_mut().resource_mut::<BoardPointer>().world = world;
    }

    pub fn point(&mut self, square: Square) {
        let at = self.layout().square_center(square);
        self.point_at(Some(at));
    }

    fn button(&mut self, button: MouseButton, state: ButtonState) {
        self.app.world_mut().write_message(MouseButtonInput {
            button,
            state,
            window: Entity::PLACEHOLDER,
        });
        self.update();
    }

    pub fn press(&mut self, button: MouseButton) {
        self.button(button, ButtonState::Pressed);
    }

    pub fn release(&mut self, button: MouseButton) {
        self.button(button, ButtonState::Released);
    }

    pub fn click(&mut self, square: Square) {
        self.point(square);
        self.press(MouseButton::Left);
        self.release(MouseButton::Left);
    }

    pub fn click_at(&mut self, world: Vec2) {
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
