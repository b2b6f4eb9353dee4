//! The board for the keyboard and for screen readers. The pieces are
//! sprites, which AccessKit never sees, so 64 focusable egui squares lie
//! over the board, each named as a player would say it ("e4, white pawn",
//! "e5, empty", with "selected", "last move", "check" where true): the
//! arrow keys walk them (egui moves the focus to the square beside it as
//! the board is shown, turned or not), Enter or Space picks up
//! a piece and puts it down, as a click does. A live region says each move
//! as it is played ("Black: knight f6, check"), an offer, a claim, a flag
//! and the end of the game. While a position is set up, the same squares
//! take the palette's tool from the keyboard.

use bevy::prelude::*;
use bevy_egui::egui;
use shakmaty::{Position, Role, Square};

use super::{Asks, PanelUi, PanelWorld};
use crate::{
    app::{board::shared::Selection, session::Action},
    chess::{
        game::Status,
        typed::{Typed, read_typed},
    },
};

/// The name of the live region that says what happened.
pub const ANNOUNCEMENT: &str = "Announcement";

/// The id of a square's node (for focus).
pub fn square_id(square: Square) -> egui::Id {
    egui::Id::new(("board square", square as u8))
}

/// A piece in words: "white knight" (`piece-white-knight`).
pub(super) fn piece_name(words: &crate::i18n::Words, piece: shakmaty::Piece) -> String {
    let role = match piece.role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    };
    words.get(&format!("piece-{}-{role}", piece.color))
}

/// A square as a screen reader says it, in the language of `words`: "e4,
/// white pawn, last move"; `marks` are the ids of the marks' messages
/// (`mark-last-move`).
pub fn square_name(
    words: &crate::i18n::Words,
    board: &shakmaty::Board,
    square: Square,
    marks: &[&str],
) -> String {
    use crate::i18n::Arg;
    let at = square.to_string();
    let name = match board.piece_at(square) {
        Some(piece) => words.with(
            "square-piece",
            &[
                ("square", Arg::Text(&at)),
                ("piece", Arg::Text(&piece_name(words, piece))),
            ],
        ),
        None => words.with("square-empty", &[("square", Arg::Text(&at))]),
    };
    let marks = marks.iter().map(|mark| words.get(mark));
    words.parts(std::iter::once(name).chain(marks))
}

/// Lays the 64 named squares over the board (`name` names each); with
/// Alt+B the keyboard goes to `home`. Returns the square that has the
/// keyboard, framed, if Enter or Space was pressed on it.
///
/// The board is one Tab stop, as a grid widget is: only one square (the
/// one last walked to, else `home`) is in the Tab order, and the arrow
/// keys walk the squares as the board is shown, turned or not. Every press
/// counts (egui's own arrows move once a frame, whatever was pressed).
fn squares(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    home: Square,
    lifted: &mut bool,
    name: impl Fn(Square) -> String,
) -> Option<Square> {
    let cursor_id = egui::Id::new("board cursor");
    let was_focused_id = egui::Id::new("board had the keyboard");
    let mut focused_now = Square::ALL
        .into_iter()
        .find(|&square| ui.memory(|m| m.has_focus(square_id(square))));
    let mut cursor = focused_now
        .or_else(|| ui.data(|d| d.get_temp::<Square>(cursor_id)))
        .unwrap_or(home);
    // Esc with a piece picked up puts it back first, and the keyboard
    // stays on the board (egui let go of the focus on Esc already); the
    // next Esc leaves the board.
    let had_keyboard = ui.data(|d| d.get_temp::<bool>(was_focused_id)) == Some(true);
    if *lifted
        && had_keyboard
        && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
    {
        *lifted = false;
        focused_now = Some(cursor);
        ui.memory_mut(|m| m.request_focus(square_id(cursor)));
    }
    if ui.input_mut(|i| i.consume_key(egui::Modifiers::ALT, egui::Key::B)) {
        cursor = home;
        ui.memory_mut(|m| m.request_focus(square_id(home)));
    } else if let Some(at) = focused_now
        && let Some(to) = walked(ui, at, world.layout.orientation)
    {
        cursor = to;
        ui.memory_mut(|m| {
            m.move_focus(egui::FocusDirection::None);
            m.request_focus(square_id(to));
        });
    }
    ui.data_mut(|d| d.insert_temp(cursor_id, cursor));
    let layout = *world.layout;
    let mut focused = None;
    for square in Square::ALL {
        let center = layout.to_window(layout.square_center(square));
        let rect = egui::Rect::from_center_size(
            egui::pos2(center.x, center.y),
            egui::Vec2::splat(layout.square),
        );
        let name = name(square);
        let sense = if square == cursor {
            egui::Sense::focusable_noninteractive()
        } else {
            egui::Sense::hover()
        };
        let response = ui.interact(rect, square_id(square), sense);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, &name));
        if response.has_focus() {
            focused = Some((square, rect));
        }
    }
    ui.data_mut(|d| d.insert_temp(was_focused_id, focused.is_some()));
    let (square, rect) = focused?;
    let accent = crate::app::theme::egui_color(world.theme().accent);
    ui.painter().rect_stroke(
        rect.shrink(1.5),
        2.0,
        egui::Stroke::new(3.0, accent),
        egui::StrokeKind::Inside,
    );
    let pressed = ui.input_mut(|i| {
        i.consume_key(egui::Modifiers::NONE, egui::Key::Enter)
            | i.consume_key(egui::Modifiers::NONE, egui::Key::Space)
    });
    pressed.then_some(square)
}

/// Where this frame's arrow presses take the keyboard from `at`, the
/// board shown with `bottom` at the bottom (`None`: no arrow pressed). The
/// walk stops at the board's edges.
fn walked(ui: &mut egui::Ui, at: Square, bottom: shakmaty::Color) -> Option<Square> {
    let [left, right, up, down] = [
        egui::Key::ArrowLeft,
        egui::Key::ArrowRight,
        egui::Key::ArrowUp,
        egui::Key::ArrowDown,
    ]
    .map(|key| ui.input_mut(|i| i.count_and_consume_key(egui::Modifiers::NONE, key)) as i32);
    if left + right + up + down == 0 {
        return None;
    }
    // Seen from Black's side, right is towards the a-file and up towards
    // the first rank.
    let sign = if bottom == shakmaty::Color::White {
        1
    } else {
        -1
    };
    let file = (at.file() as i32 + sign * (right - left)).clamp(0, 7);
    let rank = (at.rank() as i32 + sign * (up - down)).clamp(0, 7);
    Some(Square::from_coords(
        shakmaty::File::new(file as u32),
        shakmaty::Rank::new(rank as u32),
    ))
}

/// The squares over the board while a position is set up: named from the
/// position being set up; Enter or Space uses the palette's tool there (a
/// piece put, a square cleared; with the hand, a piece picked up and put
/// down elsewhere).
pub(super) fn editor_squares(
    mut parts: ResMut<PanelUi>,
    world: PanelWorld,
    editor: Res<crate::app::editor::BoardEditor>,
    mut held: Local<Option<Square>>,
    mut asks: Asks,
) {
    use crate::app::editor::{EditorCommand, Tool};
    let (Some(ui), Some(editing)) = (parts.root(), editor.0.as_ref()) else {
        return;
    };
    let board = editing.set_up.board();
    let mut lifted = held.is_some();
    let pressed = squares(ui, &world, Square::E4, &mut lifted, |square| {
        let marks: &[&str] = if *held == Some(square) {
            &["mark-picked-up"]
        } else {
            &[]
        };
        square_name(&world.words.0, board, square, marks)
    });
    if !lifted {
        *held = None;
    }
    let Some(square) = pressed else {
        return;
    };
    match (editing.tool, *held) {
        (Tool::Piece(piece), _) => asks.editor(EditorCommand::Put(square, Some(piece))),
        (Tool::Eraser, _) => asks.editor(EditorCommand::Put(square, None)),
        (Tool::Hand, Some(from)) if from != square => {
            asks.editor(EditorCommand::Move(from, square));
            *held = None;
        }
        (Tool::Hand, Some(_)) => *held = None,
        (Tool::Hand, None) if board.piece_at(square).is_some() => *held = Some(square),
        (Tool::Hand, None) => {}
    }
}

/// The squares the piece on `from` can go to, and whether it takes there.
fn targets_of(game: &crate::chess::game::Game, from: Square) -> Vec<(Square, bool)> {
    let mut targets: Vec<(Square, bool)> = Vec::new();
    let position = game.view_position();
    for m in position
        .legal_moves()
        .iter()
        .filter(|m| m.from() == Some(from))
    {
        for to in game.target_squares(*m) {
            if !targets.iter().any(|(t, _)| *t == to) {
                targets.push((to, m.is_capture()));
            }
        }
    }
    targets
}

/// The notice line's words.
fn notice_words(notice: &crate::app::notice::PanelNotice, world: &PanelWorld) -> String {
    notice
        .0
        .as_ref()
        .map(|n| world.words.0.say(&n.said))
        .unwrap_or_default()
}

/// Announces what changed: a restored game, the move field's and the
/// notice's words (`said`), the engine's, the computer's and a puzzle's.
fn announce_all(ui: &mut egui::Ui, world: &PanelWorld, said: &[String; 2]) {
    let [field, notice] = said;
    // What the engine area says of its own: a fault, a report that stopped.
    let engine = &world.engine;
    let stopped = engine
        .stopped_report
        .filter(|_| engine.report.is_none())
        .map(|moves| super::engine::stopped_words(&world.words.0, moves))
        .unwrap_or_default();
    let say =
        |said: Option<&crate::i18n::Said>| said.map(|s| world.words.0.say(s)).unwrap_or_default();
    let problem = say(engine.problem.as_ref());
    // The computer's: a failed engine, practice's verdict, a puzzle's words.
    let opponent = &world.opponent;
    let computer = say(opponent.problem.as_ref());
    let verdict = say(opponent.verdict.as_ref().map(|(w, _)| w));
    let puzzle = say(Some(&world.retro.words));
    // A tactics puzzle's: what to find, right, wrong, solved.
    let tactics = if *world.tactics_on.get() == crate::app::modes::Tactics::On {
        say(Some(&world.tactics.words))
    } else {
        String::new()
    };
    // The repertoire drill's: the move to find, right, wrong.
    let drill = if *world.drilling.get() == crate::app::modes::Drilling::On {
        say(Some(&world.repertoire.words))
    } else {
        String::new()
    };
    let restored = restored_words(world);
    announce(
        ui,
        world,
        &[
            &restored, field, notice, &problem, &stopped, &computer, &verdict, &puzzle, &tactics,
            &drill,
        ],
    );
}

/// The squares over the board, and the announcement.
pub(super) fn board_squares(
    mut parts: ResMut<PanelUi>,
    world: PanelWorld,
    mut selection: ResMut<Selection>,
    field: Res<super::move_field::MoveField>,
    notice: Res<crate::app::notice::PanelNotice>,
    mut asks: Asks,
) {
    let Some(ui) = parts.root() else {
        return;
    };
    let game = world.session.game();
    let position = game.view_position();
    let last = game.view_last_ply().and_then(|p| p.mv);
    let checked = position
        .is_check()
        .then(|| position.board().king_of(position.turn()))
        .flatten();
    // Alt+B puts the keyboard on the piece picked up, the last move's
    // square, or the king of the side to move.
    let home = selection
        .0
        .or(last.map(|m| m.to()))
        .or(position.board().king_of(position.turn()))
        .unwrap_or(Square::E2);
    let selected = selection.0;
    let mut lifted = selected.is_some();
    // Where the piece picked up can go, named on those squares.
    let targets = match selected {
        Some(from) if world.session.takes_moves() => targets_of(game, from),
        _ => Vec::new(),
    };
    let pressed = squares(ui, &world, home, &mut lifted, |square| {
        let mut marks = Vec::new();
        if selected == Some(square) {
            marks.push("mark-selected");
        }
        match targets.iter().find(|(t, _)| *t == square) {
            Some((_, true)) => marks.push("mark-can-take"),
            Some((_, false)) => marks.push("mark-can-go"),
            None => {}
        }
        if last.is_some_and(|m| m.from() == Some(square) || m.to() == square) {
            marks.push("mark-last-move");
        }
        if checked == Some(square) {
            marks.push("mark-check");
        }
        square_name(&world.words.0, position.board(), square, &marks)
    });
    if !lifted && selection.0.is_some() {
        selection.0 = None;
    }
    if let Some(square) = pressed {
        press(square, position, &mut selection, &mut asks);
    }
    let said = [
        field.said().unwrap_or_default().to_owned(),
        notice_words(&notice, &world),
    ];
    announce_all(ui, &world, &said);
}

/// A game brought back at start, as its banner says it: whose game, how
/// far it had gone, that its clocks wait; empty once it goes on.
fn restored_words(world: &PanelWorld) -> String {
    use crate::i18n::Arg;
    let session = &world.session;
    if !session.is_restored() {
        return String::new();
    }
    if session.is_analysis() {
        return world.tr("restored-analysis");
    }
    let moves = session.game().ply_count().div_ceil(2);
    let mut words = world.tr_with(
        "restored-game-words",
        &[
            ("white", Arg::Text(&world.player(shakmaty::Color::White))),
            ("black", Arg::Text(&world.player(shakmaty::Color::Black))),
            ("count", Arg::Count(moves as i64)),
        ],
    );
    if session.clock().is_some_and(|c| !c.is_stopped()) {
        words.push(' ');
        words.push_str(&world.tr("restored-paused"));
    }
    words
}

/// Enter or Space on a square: as a click there.
fn press(square: Square, position: &shakmaty::Chess, selection: &mut Selection, asks: &mut Asks) {
    if selection.0 == Some(square) {
        selection.0 = None;
        return;
    }
    match read_typed(&square.to_string(), position, true, selection.0) {
        Typed::Select(square) => selection.0 = Some(square),
        Typed::Play(m) if selection.0.is_some() => {
            if let Some(from) = m.from() {
                asks.act(Action::Play {
                    from,
                    to: m.to(),
                    promotion: m.promotion(),
                    dropped: false,
                });
            }
            selection.0 = None;
        }
        _ => {}
    }
}

/// What just happened, for a screen reader, in the language of `words`:
/// the last move of the line shown with its mover and check (at the start,
/// who is to move), a standing offer or takeback request, a draw the
/// player to move can claim, a clock that runs low (at `now`), the end of
/// the game.
pub fn announcement(
    world_session: &crate::chess::session::Session,
    now: Option<std::time::Instant>,
    words: &crate::i18n::Words,
) -> String {
    use crate::i18n::Arg;
    let game = world_session.game();
    let name = |side| crate::app::language::player(words, world_session, side);
    let named = |id: &str, side| words.with(id, &[("name", Arg::Text(&name(side)))]);
    let mut said_all = Vec::new();
    match game.view_last_ply() {
        Some(ply) => {
            let before = game.view_position_before();
            let said = match ply.mv {
                Some(m) => move_words(words, before, m, &ply.position),
                None => words.get("say-passes"),
            };
            said_all.push(words.with(
                "say-moved",
                &[
                    ("name", Arg::Text(&name(ply.mover()))),
                    ("move", Arg::Text(&said)),
                ],
            ));
        }
        None => {
            let turn = game.view_position().turn();
            let side = words.get(turn.fold_wb("side-white", "side-black"));
            said_all.push(words.with(
                "say-to-move",
                &[("name", Arg::Text(&name(turn))), ("side", Arg::Text(&side))],
            ));
        }
    }
    if let Some(side) = game.draw_offer() {
        said_all.push(named("say-offers", side));
    }
    if let Some(side) = world_session.takeback_request() {
        said_all.push(named("say-asks-takeback", side));
    }
    let ongoing = !game.status().is_finished();
    if ongoing
        && world_session.takes_moves()
        && let Some(claim) = game.claimable_draw()
    {
        let claim = super::players::claim_name(words, claim);
        said_all.push(words.with(
            "say-can-claim",
            &[
                ("name", Arg::Text(&name(game.turn()))),
                ("claim", Arg::Text(&claim)),
            ],
        ));
    }
    if let (Some(clock), Some(now), true) = (world_session.clock(), now, ongoing) {
        for side in [shakmaty::Color::White, shakmaty::Color::Black] {
            if clock.is_low(side, now) {
                said_all.push(named("say-low-time", side));
            }
        }
    }
    if let Status::Finished { .. } = game.status() {
        said_all.push(crate::app::language::describe(
            words,
            game.status(),
            |side| name(side).to_owned(),
        ));
    }
    words.sentences(said_all)
}

/// A piece's kind as a screen reader says it: "knight", "Springer".
fn role_words(words: &crate::i18n::Words, role: Option<Role>) -> String {
    words.get(match role {
        Some(Role::King) => "role-king",
        Some(Role::Queen) => "role-queen",
        Some(Role::Rook) => "role-rook",
        Some(Role::Bishop) => "role-bishop",
        Some(Role::Knight) => "role-knight",
        Some(Role::Pawn) => "role-pawn",
        None => "role-piece",
    })
}

/// "knight f6, check", "pawn takes d5", "castles short", "pawn e8, queen".
fn move_words(
    words: &crate::i18n::Words,
    before: &shakmaty::Chess,
    m: shakmaty::Move,
    after: &shakmaty::Chess,
) -> String {
    use crate::i18n::Arg;
    let said = match m {
        shakmaty::Move::Castle { king, rook } => words.get(if rook.file() > king.file() {
            "say-castles-short"
        } else {
            "say-castles-long"
        }),
        _ => {
            let role = role_words(words, before.board().role_at(m.from().unwrap_or(m.to())));
            let square = m.to().to_string();
            words.with(
                if m.is_capture() {
                    "say-takes"
                } else {
                    "say-move"
                },
                &[("piece", Arg::Text(&role)), ("square", Arg::Text(&square))],
            )
        }
    };
    let promotion = m.promotion().map(|role| role_words(words, Some(role)));
    let check = if after.is_checkmate() {
        Some(words.get("say-checkmate"))
    } else if after.is_check() {
        Some(words.get("say-check"))
    } else {
        None
    };
    words.parts([Some(said), promotion, check].into_iter().flatten())
}

/// The live region: its words change as the game does, and a screen
/// reader says the change.
///
/// Rookery's own words join the game's: what the move field says (why a
/// typed move was refused, a command's answer), the panel's notice, the
/// engine area's (a fault, a report that stopped) and the computer's (its
/// engine's failure, practice's verdict, a puzzle's words).
fn announce(ui: &mut egui::Ui, world: &PanelWorld, also: &[&str]) {
    let now = crate::app::timer::now(&world.time);
    let game = announcement(&world.session, Some(now), &world.words.0);
    let words = world
        .words
        .0
        .sentences(std::iter::once(game.as_str()).chain(also.iter().copied()));
    let id = egui::Id::new(ANNOUNCEMENT);
    let rect = egui::Rect::from_min_size(ui.max_rect().min, egui::vec2(1.0, 1.0));
    let response = ui.interact(rect, id, egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, &words));
    ui.ctx().accesskit_node_builder(id, |node| {
        node.set_live(egui::accesskit::Live::Polite);
    });
}
