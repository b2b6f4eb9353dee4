//! The move field, beside the browsing arrows: a move typed there is
//! played as soon as it is the only one that fits ([`crate::chess::typed`]),
//! Enter plays the one written when more could still fit, and what cannot
//! be played is said under it. Enter focuses it from anywhere on the board,
//! and so does typing a move's first letter there (a file, a piece, `O`).
//! It takes the words `resign`, `draw` (`draw Nf3` claims with that move),
//! `takeback`, `flip`, `clock`, `who` and `help` too.

use bevy::prelude::*;
use bevy_egui::egui;
use shakmaty::{Color, Move, Position, san::SanPlus};

use super::{Asks, PanelWorld};
use crate::i18n::Arg;
use crate::{
    app::{board::shared::Selection, session::Action},
    chess::{
        clock::clock_face,
        typed::{Command, Typed, read_typed_in},
    },
};

/// The field's id (for focus); a screen reader hears its hint
/// (`field-hint`, "Type a move") as its name.
pub const MOVE_FIELD: &str = "Type a move";

/// What the field holds, and what it last said.
#[derive(Resource, Debug, Default)]
pub(super) struct MoveField {
    text: String,
    /// Why the text cannot be played, or what a command answered.
    words: Option<(String, bool)>,
    /// The game's revision when the words were said: a later change of
    /// the game retires them.
    said_at: Option<u64>,
}

impl MoveField {
    /// What the field says under it: why what was typed cannot be played,
    /// or a command's answer (`clock`, `who`).
    pub(super) fn said(&self) -> Option<&str> {
        self.words.as_ref().map(|(words, _)| words.as_str())
    }
}

/// The first letters of a move typed on the board: files, pieces (the
/// language's too, in capitals: a plain `l` is the engine's key, `L` the
/// German bishop), castling.
fn starts_a_move(c: char, letters: crate::i18n::Letters) -> bool {
    matches!(
        c,
        'a'..='h' | 'N' | 'B' | 'R' | 'Q' | 'K' | 'n' | 'r' | 'q' | 'k' | 'O' | 'o' | '0'
    ) || (c.is_uppercase() && letters.0.iter().any(|l| l.starts_with(c)))
}

/// Enter, or a move's first letter typed on the board, gives the field
/// (`id`) the keyboard when nothing else has it.
fn focus_on_typing(ctx: &egui::Context, id: egui::Id, world: &PanelWorld) {
    let nothing_focused = ctx.memory(|m| m.focused().is_none());
    if nothing_focused && !ctx.egui_wants_keyboard_input() {
        // Enter, or a move's first letter typed on the board, focuses it.
        // Letters typed with Alt or Ctrl are shortcuts (Alt+B the board).
        let typed = ctx.input(|i| {
            !(i.modifiers.alt || i.modifiers.ctrl)
                && i.events.iter().any(|e| {
                matches!(e, egui::Event::Text(t) if t.chars().next().is_some_and(|c| starts_a_move(c, world.letters())))
            })
        });
        // The field, focused before it is drawn, takes the letter itself.
        if typed {
            ctx.memory_mut(|m| m.request_focus(id));
        } else if !world_has_window(ctx)
            && ctx.memory(|m| m.top_modal_layer().is_none())
            && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Enter))
        {
            // Taken here: the field would read the same Enter as "done"
            // and let go of the keyboard it was just given.
            ctx.memory_mut(|m| m.request_focus(id));
        }
    }
}

/// The arrows browse the game, as on the board.
fn browse_with_arrows(ctx: &egui::Context, asks: &mut Asks) {
    let (back, forward) = ctx.input_mut(|i| {
        (
            i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::ArrowLeft),
            i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::ArrowRight),
        )
    });
    for _ in 0..back {
        asks.act(Action::ViewBack);
    }
    for _ in 0..forward {
        asks.act(Action::ViewForward);
    }
}

/// The field, `width` wide, in a row; its words go under the row.
pub(super) fn field(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    state: &mut MoveField,
    selection: &mut Selection,
    asks: &mut Asks,
) {
    let id = egui::Id::new(MOVE_FIELD);
    let ctx = ui.ctx().clone();
    let mut enter = false;
    focus_on_typing(&ctx, id, world);
    // Ctrl+Z in an empty field is the game's (a takeback asked, an edit
    // undone), not the field's: taken before the field sees it, which would
    // bring back the text of the move just played.
    if ctx.memory(|m| m.has_focus(id)) && state.text.is_empty() {
        game_undo(world, asks, &ctx);
    }
    let width = ui.available_width().clamp(70.0, 130.0);
    let response = ui.add(
        egui::TextEdit::singleline(&mut state.text)
            .id(id)
            .desired_width(width)
            .hint_text(world.tr("field-hint")),
    );
    // A screen reader names the field by its purpose, not its contents.
    let name = world.tr("field-hint");
    ui.ctx()
        .accesskit_node_builder(id, |node| node.set_label(name));
    let response = response.on_hover_text(world.tr_with(
        "field-hover",
        &[("examples", Arg::Text(&examples(world.letters(), false)))],
    ));
    if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
        enter = true;
    }
    // An empty field lets the arrows browse the game, as the board does.
    if response.has_focus() && state.text.is_empty() {
        browse_with_arrows(&ctx, asks);
    }
    if response.changed() || enter {
        let keep = read(world, state, selection, asks, enter);
        // A move played or a command run empties the field, and with it
        // its history: the next Ctrl+Z is the game's.
        if state.text.is_empty()
            && let Some(mut edit) = egui::text_edit::TextEditState::load(&ctx, id)
        {
            edit.clear_undoer();
            edit.store(&ctx, id);
        }
        state.said_at = Some(world.session.game().revision());
        // The field keeps the keyboard for the next move, unless what was
        // typed opened a question (resigning) that takes it.
        if enter && keep {
            ctx.memory_mut(|m| m.request_focus(id));
        }
    }
}

/// Ctrl+Z, and Ctrl+Shift+Z or Ctrl+Y, pressed in the empty field: the
/// game's Undo and Redo, as the shortcuts carry them out on the board.
fn game_undo(world: &PanelWorld, asks: &mut Asks, ctx: &egui::Context) {
    use crate::app::shortcuts::{Asked, Shortcut, asked_of};
    let (command, shift) = (egui::Modifiers::COMMAND, egui::Modifiers::SHIFT);
    let (redo, undo) = ctx.input_mut(|i| {
        let redo =
            i.consume_key(command | shift, egui::Key::Z) || i.consume_key(command, egui::Key::Y);
        (redo, i.consume_key(command, egui::Key::Z))
    });
    let shortcuts = [(undo, Shortcut::Undo), (redo, Shortcut::Redo)];
    for (_, shortcut) in shortcuts.into_iter().filter(|(pressed, _)| *pressed) {
        match asked_of(shortcut, &world.session) {
            Some(Asked::Game(command)) => {
                asks.games.write(command);
            }
            Some(Asked::Opponent(command)) => {
                asks.opponent.write(command);
            }
            _ => {}
        }
        asks.redraw.write(bevy::window::RequestRedraw);
    }
}

/// A new game starts with an empty field; what the field said goes when
/// the game changes after it (a "no move to take back" after the takeback
/// was made another way).
pub(super) fn forget_on_new_game(
    mut state: ResMut<MoveField>,
    session: Res<crate::app::session::GameSession>,
    mut changes: MessageReader<crate::app::session::SessionChanged>,
) {
    if changes.read().any(|c| c.0.new_game) && !state.text.is_empty() {
        state.text.clear();
    }
    let revision = session.game().revision();
    if state.words.is_some() && state.said_at.is_some_and(|at| at != revision) {
        state.words = None;
    }
}

/// Whether a window (a dialog) is open, whose Enter is its own.
fn world_has_window(ctx: &egui::Context) -> bool {
    ctx.memory(|m| {
        m.areas()
            .visible_layer_ids()
            .iter()
            .any(|layer| layer.order == egui::Order::Middle)
    })
}

/// Reads the text and does what it says; whether the field keeps the
/// keyboard after Enter.
fn read(
    world: &PanelWorld,
    state: &mut MoveField,
    selection: &mut Selection,
    asks: &mut Asks,
    enter: bool,
) -> bool {
    let session = &world.session;
    let game = session.game();
    let position = game.view_position();
    let text = state.text.trim().to_owned();
    let tongue = world.tongue();
    // `draw Nf3` (`remis Sf3`): a claim with the move that brings it about.
    let lower = text.to_lowercase();
    let claim = ["draw", tongue.word(Command::Draw)]
        .into_iter()
        .find_map(|word| lower.strip_prefix(word)?.strip_prefix(' '));
    if let Some(rest) = claim {
        if enter && let Typed::Play(m) = read_typed_in(rest, position, true, None, &tongue) {
            claim_with(state, world, asks, m);
        }
        return true;
    }
    if game.status().is_finished() && !session.is_analysis() {
        state.words = (!text.is_empty()).then(|| (world.tr("field-game-over"), true));
        if let Typed::Command(command) = read_typed_in(&text, position, enter, None, &tongue) {
            state.text.clear();
            return run(command, world, state, asks);
        }
        return true;
    }
    match read_typed_in(&text, position, enter, selection.0, &tongue) {
        Typed::Empty | Typed::Wait(_) => state.words = None,
        Typed::Play(m) => {
            play(asks, m);
            selection.0 = None;
            state.text.clear();
            state.words = None;
        }
        Typed::Select(square) => {
            selection.0 = Some(square);
            state.text.clear();
            state.words = None;
        }
        Typed::Command(command) => {
            state.text.clear();
            return run(command, world, state, asks);
        }
        Typed::Refused(why) => {
            if enter {
                asks.sound(crate::chess::sound::Sound::Error);
            }
            state.words = Some((world.words.0.say(&why), true));
        }
    }
    true
}

fn play(asks: &mut Asks, m: Move) {
    let Some(from) = m.from() else {
        return;
    };
    asks.act(Action::Play {
        from,
        to: m.to(),
        promotion: m.promotion(),
        dropped: false,
    });
}

fn claim_with(state: &mut MoveField, world: &PanelWorld, asks: &mut Asks, m: Move) {
    if world.session.game().claimable_draw_with_move(m).is_none() {
        state.words = Some((world.tr("field-no-claim"), true));
        return;
    }
    asks.act(Action::ClaimDrawWithMove {
        from: m.from().unwrap_or(m.to()),
        to: m.to(),
        promotion: m.promotion(),
    });
    state.text.clear();
    state.words = None;
}

/// Carries out a command of the field; whether the field keeps the
/// keyboard (not when resigning asks once more).
///
/// `draw` and `takeback` answer first: a standing offer is accepted for
/// the side it was made to, a pending takeback request is allowed (both
/// players share the keyboard; the one who asked would not type it).
fn run(command: Command, world: &PanelWorld, state: &mut MoveField, asks: &mut Asks) -> bool {
    let session = &world.session;
    let game = session.game();
    let turn = game.turn();
    state.words = None;
    match command {
        Command::Resign if game.status().is_finished() || session.is_analysis() => {
            state.words = Some((world.tr("field-no-game"), true));
        }
        Command::Resign => {
            asks.panel
                .write(crate::app::shortcuts::PanelRequest::Resign(turn));
            asks.redraw.write(bevy::window::RequestRedraw);
            return false;
        }
        Command::Draw if game.draw_offer().is_some() => {
            let offerer = game.draw_offer().unwrap_or(turn);
            asks.act(Action::AcceptDraw(!offerer));
        }
        Command::Draw if game.claimable_draw().is_some() => asks.act(Action::ClaimDraw),
        Command::Draw => asks.act(Action::OfferDraw(turn)),
        Command::Takeback if session.takeback_request().is_some() => {
            asks.act(Action::AnswerTakeback { allow: true });
        }
        Command::Takeback => match game.plies().last().map(|p| p.mover()) {
            Some(mover) if session.can_request_takeback(mover) => {
                asks.act(Action::RequestTakeback(mover));
            }
            _ => state.words = Some((world.tr("field-no-takeback"), true)),
        },
        Command::Flip => asks.act(Action::Flip),
        Command::Clock => {
            let now = crate::app::timer::now(&world.time);
            state.words = Some((
                match session.clock() {
                    Some(clock) => format!(
                        "{}: {}, {}: {}",
                        &world.player(Color::White),
                        clock_face(clock.remaining(Color::White, now)),
                        &world.player(Color::Black),
                        clock_face(clock.remaining(Color::Black, now)),
                    ),
                    None => world.tr("field-no-clock"),
                },
                false,
            ));
        }
        Command::Who => state.words = Some((who(world), false)),
        Command::Help => {
            let letters = world.letters();
            state.words = Some((
                world.tr_with(
                    "field-help",
                    &[
                        ("examples", Arg::Text(&examples(letters, true))),
                        ("claim", Arg::Text(&letters.local("Nf3"))),
                    ],
                ),
                false,
            ));
        }
    }
    true
}

/// Whose move it is, and the last move: "Black to move; White played 12. Nf3".
fn who(world: &PanelWorld) -> String {
    let session = &world.session;
    let game = session.game();
    let position = game.view_position();
    let mut words = world.tr_with(
        "field-to-move",
        &[
            ("name", Arg::Text(&world.player(position.turn()))),
            ("side", Arg::Text(&world.side(position.turn()))),
        ],
    );
    if let Some(ply) = game.view_last_ply() {
        let san: &SanPlus = &ply.san;
        let shown = world.letters().local(&san.to_string());
        words.push_str(&world.tr_with(
            "field-played",
            &[
                ("name", Arg::Text(&world.player(ply.mover()))),
                ("move", Arg::Text(&shown)),
            ],
        ));
    }
    words
}

/// Moves as the field takes them, in the language's letters: `Nf3,
/// e2e4, O-O, e8=Q` (`Sf3, e2e4, O-O, e8=D` in German), or with every
/// spelling (`exd5 or ed5`, `0-0`, `e8q`).
fn examples(letters: crate::i18n::Letters, every: bool) -> String {
    let knight = letters.local("Nf3");
    let queen = letters.local("e8=Q");
    if every {
        format!(
            "{knight}, exd5 / ed5, e2e4, O-O / 0-0, {queen} / {}",
            queen.replace('=', "").to_lowercase()
        )
    } else {
        format!("{knight}, e2e4, O-O, {queen}")
    }
}

/// The field's words under the row, if any.
pub(super) fn words(ui: &mut egui::Ui, state: &MoveField, error: egui::Color32) {
    if let Some((words, is_error)) = &state.words {
        let text = egui::RichText::new(words).small();
        let text = if *is_error { text.color(error) } else { text };
        ui.add(egui::Label::new(text).wrap());
    }
}
