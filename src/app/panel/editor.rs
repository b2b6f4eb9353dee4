//! The board editor's form in the panel, while a position is set up: the
//! palette, the side to move, the castling rights (each enabled only where
//! castling is possible), en passant (only where a capture is), the move
//! counters, the FEN both ways, what is wrong with the position, and Play
//! from here, Analyse, Cancel.

use std::num::NonZeroU32;

use bevy::prelude::*;
use bevy_egui::egui;
use shakmaty::{CastlingSide, Color as Side, Piece, Role};

use super::{Asks, FileWorld, PanelUi, PanelWorld};
use crate::app::{
    editor::{BoardEditor, Editing, EditorCommand, Tool},
    session::Action,
    theme::egui_color,
};

/// The figurine of a piece, for the palette.
fn figurine(piece: Piece) -> &'static str {
    match (piece.color, piece.role) {
        (Side::White, Role::King) => "♔",
        (Side::White, Role::Queen) => "♕",
        (Side::White, Role::Rook) => "♖",
        (Side::White, Role::Bishop) => "♗",
        (Side::White, Role::Knight) => "♘",
        (Side::White, Role::Pawn) => "♙",
        (Side::Black, Role::King) => "♚",
        (Side::Black, Role::Queen) => "♛",
        (Side::Black, Role::Rook) => "♜",
        (Side::Black, Role::Bishop) => "♝",
        (Side::Black, Role::Knight) => "♞",
        (Side::Black, Role::Pawn) => "♟",
    }
}

const ROLES: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// The whole form, in the whole panel.
pub(super) fn editor_form(
    mut parts: ResMut<PanelUi>,
    world: PanelWorld,
    files: FileWorld,
    editor: Res<BoardEditor>,
    mut chess960: Local<u32>,
    mut asks: Asks,
) {
    let (Some(ui), Some(editing)) = (parts.region(), &editor.0) else {
        return;
    };
    // Esc closes the editor as Cancel does, once no field or menu has the
    // keyboard (their Esc is their own: a field lets go, a menu closes).
    let ctx = ui.ctx().clone();
    if ctx.memory(|m| m.focused().is_none())
        && !egui::Popup::is_any_open(&ctx)
        && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
    {
        asks.editor(EditorCommand::Close);
    }
    // The buttons that end the editing are always in sight.
    egui::Panel::bottom("editor actions")
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 4)))
        .show(ui, |ui| verdict(ui, editing, &world, &mut asks));
    ui.label(egui::RichText::new(world.tr("editor-title")).strong());
    // What a file, the autosave or the editor itself has to say.
    super::file_bar::notices(ui, &files, &world.theme(), &mut asks);
    // The form's width, less a scroll bar's: the FEN field keeps to it.
    let width = ui.available_width() - ui.spacing().scroll.bar_width - 4.0;
    egui::ScrollArea::vertical()
        .id_salt("editor form")
        .auto_shrink([false, true])
        .show(ui, |ui| {
            palette(ui, editing, &world, &mut asks);
            whole_board(ui, &mut chess960, &mut asks);
            ui.separator();
            rights(ui, editing, &mut asks);
            fen(ui, editing, &world, width, &mut asks);
        });
}

/// What is wrong, or that the position is ready (above the buttons, so
/// the palette above never moves as it changes); Play from here, Analyse,
/// Cancel.
fn verdict(ui: &mut egui::Ui, editing: &Editing, world: &PanelWorld, asks: &mut Asks) {
    let problems: Vec<String> = editing
        .set_up
        .problems()
        .iter()
        .map(|problem| world.words.0.say(problem))
        .collect();
    let ending = editing
        .set_up
        .ending_status()
        .map(|status| crate::app::language::describe(&world.words.0, status, |c| world.side(c)));
    let error = egui_color(world.theme().error);
    if problems.is_empty() {
        match &ending {
            Some(words) => ui.label(
                egui::RichText::new(
                    world.tr_with("editor-over", &[("why", crate::i18n::Arg::Text(words))]),
                )
                .color(error),
            ),
            None => ui.label(
                egui::RichText::new(world.tr("editor-legal"))
                    .color(egui_color(world.theme().accent)),
            ),
        };
    } else {
        for problem in &problems {
            ui.add(
                egui::Label::new(egui::RichText::new(format!("• {problem}")).color(error)).wrap(),
            );
        }
    }
    let ready = problems.is_empty();
    ui.horizontal_wrapped(|ui| {
        let play = ui
            .add_enabled(
                ready && ending.is_none(),
                egui::Button::new(world.tr("editor-play")),
            )
            .on_hover_text(world.tr("editor-play-hover"));
        if play.clicked() {
            asks.editor(EditorCommand::Play);
        }
        let analyse = ui
            .add_enabled(ready, egui::Button::new(world.tr("editor-analyse")))
            .on_hover_text(world.tr("editor-analyse-hover"));
        if analyse.clicked() {
            asks.editor(EditorCommand::Analyse);
        }
        if ui
            .button(world.tr("new-cancel"))
            .on_hover_text(world.tr("editor-cancel-hover"))
            .clicked()
        {
            asks.editor(EditorCommand::Close);
        }
    });
}

/// The palette: the hand and White's six pieces, the eraser and Black's
/// six, one row each, however narrow the panel.
fn palette(ui: &mut egui::Ui, editing: &Editing, world: &PanelWorld, asks: &mut Asks) {
    let spacing = 4.0;
    let cell = ((ui.available_width() - 6.0 * spacing) / 7.0).floor();
    let put = world.tr("editor-piece");
    for (color, first, text, hover) in [
        (Side::White, Tool::Hand, "✋", world.tr("editor-hand")),
        (Side::Black, Tool::Eraser, "⌫", world.tr("editor-eraser")),
    ] {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = spacing;
            let mut tool = |ui: &mut egui::Ui, tool, text: &str, hover: &str| {
                let face = ToolFace { tool, text, hover };
                tool_button(ui, face, cell, editing, world, asks);
            };
            tool(ui, first, text, &hover);
            for role in ROLES {
                let piece = Piece { color, role };
                // Named by its piece ("white king"), not its figurine.
                let name = super::board_access::piece_name(&world.words.0, piece);
                tool(
                    ui,
                    Tool::Piece(piece),
                    figurine(piece),
                    &format!("{name}: {put}"),
                );
            }
        });
    }
}

/// One tool of the palette, `cell` wide: a click chooses it; a piece
/// dragged onto the board is put where it is dropped (and stays the tool).
/// A palette button: its tool, its sign, and the words it is named by.
struct ToolFace<'a> {
    tool: Tool,
    text: &'a str,
    hover: &'a str,
}

fn tool_button(
    ui: &mut egui::Ui,
    face: ToolFace,
    cell: f32,
    editing: &Editing,
    world: &PanelWorld,
    asks: &mut Asks,
) {
    let ToolFace { tool, text, hover } = face;
    let layout = &world.layout;
    let button =
        egui::Button::selectable(editing.tool == tool, egui::RichText::new(text).size(19.0))
            .min_size(egui::vec2(cell, 0.0))
            .sense(egui::Sense::click_and_drag());
    let response = ui.add(button);
    // Named by what it is and does, not by its sign (✋, ⌫, ♔).
    let response = super::named(ui, response, hover).on_hover_text(hover);
    if response.clicked() {
        asks.editor(EditorCommand::Tool(tool));
    }
    let Tool::Piece(piece) = tool else { return };
    let pointer = ui.ctx().pointer_latest_pos();
    if response.dragged()
        && let Some(at) = pointer
    {
        let painter = ui.ctx().layer_painter(egui::LayerId::new(
            egui::Order::Tooltip,
            egui::Id::new("palette drag"),
        ));
        painter.text(
            at,
            egui::Align2::CENTER_CENTER,
            text,
            egui::FontId::proportional(32.0),
            ui.visuals().strong_text_color(),
        );
    }
    if response.drag_stopped()
        && let Some(at) = pointer
        && let Some(square) = layout.square_at(layout.to_world(bevy::math::Vec2::new(at.x, at.y)))
    {
        asks.editor(EditorCommand::Tool(tool));
        asks.editor(EditorCommand::Put(square, Some(piece)));
    }
}

/// Start, Clear, Flip and a Chess960 position by number or at random.
fn whole_board(ui: &mut egui::Ui, chess960: &mut u32, asks: &mut Asks) {
    let [
        start,
        start_hover,
        clear,
        clear_hover,
        flip,
        flip_hover,
        number_words,
        number_name,
        set,
        random,
    ] = [
        "editor-start",
        "editor-start-hover",
        "editor-clear",
        "editor-clear-hover",
        "editor-flip",
        "editor-flip-hover",
        "editor-960",
        "new-960-name",
        "editor-set",
        "new-random",
    ]
    .map(|id| asks.tr(id));
    ui.horizontal_wrapped(|ui| {
        if ui.button(start).on_hover_text(start_hover).clicked() {
            asks.editor(EditorCommand::Start);
        }
        if ui.button(clear).on_hover_text(clear_hover).clicked() {
            asks.editor(EditorCommand::Clear);
        }
        if ui.button(flip).on_hover_text(flip_hover).clicked() {
            asks.act(Action::Flip);
        }
        ui.label(number_words);
        let number = ui.add(egui::DragValue::new(chess960).range(0..=959));
        super::named(ui, number, number_name);
        if ui.button(set).clicked() {
            asks.editor(EditorCommand::Chess960(*chess960));
        }
        if ui.button(random).clicked() {
            *chess960 = random_960();
            asks.editor(EditorCommand::Chess960(*chess960));
        }
    });
}

/// The side to move, the castling rights, en passant and the counters.
fn rights(ui: &mut egui::Ui, editing: &Editing, asks: &mut Asks) {
    let set_up = &editing.set_up;
    let [to_move, white, black, castling, castling_off] = [
        "editor-to-move",
        "side-white",
        "side-black",
        "editor-castling",
        "editor-castling-off",
    ]
    .map(|id| asks.tr(id));
    ui.horizontal(|ui| {
        ui.label(to_move);
        for side in [Side::White, Side::Black] {
            let name = side.fold_wb(white.as_str(), black.as_str());
            if ui.radio(set_up.turn() == side, name).clicked() {
                asks.editor(EditorCommand::Turn(side));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(castling);
        for toggle in set_up.castling() {
            let name = format!(
                "{} {}",
                toggle.color.fold_wb(white.as_str(), black.as_str()),
                match toggle.side {
                    CastlingSide::KingSide => "O-O",
                    CastlingSide::QueenSide => "O-O-O",
                }
            );
            let mut on = toggle.on;
            let response = ui
                .add_enabled(toggle.rook.is_some(), egui::Checkbox::new(&mut on, name))
                .on_disabled_hover_text(castling_off.as_str());
            if response.changed() {
                asks.editor(EditorCommand::Castling(toggle.color, toggle.side, on));
            }
        }
    });
    en_passant_row(ui, editing, asks);
    counters_row(ui, editing, asks);
}

/// The en passant square: none, or one the position allows.
fn en_passant_row(ui: &mut egui::Ui, editing: &Editing, asks: &mut Asks) {
    let set_up = &editing.set_up;
    let [en_passant, en_passant_name] =
        ["editor-en-passant", "editor-en-passant-name"].map(|id| asks.tr(id));
    ui.horizontal(|ui| {
        ui.label(en_passant);
        let options = set_up.en_passant_options();
        let shown = set_up
            .en_passant()
            .map_or("–".to_owned(), |s| s.to_string());
        ui.add_enabled_ui(!options.is_empty(), |ui| {
            let combo = egui::ComboBox::from_id_salt("en passant")
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    if ui
                        .selectable_label(set_up.en_passant().is_none(), "–")
                        .clicked()
                    {
                        asks.editor(EditorCommand::EnPassant(None));
                    }
                    for square in options {
                        let on = set_up.en_passant() == Some(square);
                        if ui.selectable_label(on, square.to_string()).clicked() {
                            asks.editor(EditorCommand::EnPassant(Some(square)));
                        }
                    }
                });
            super::named(ui, combo.response, en_passant_name);
        });
    });
}

/// The half-move clock and the move number.
fn counters_row(ui: &mut egui::Ui, editing: &Editing, asks: &mut Asks) {
    let set_up = &editing.set_up;
    let [half_moves, half_moves_name, move_words, move_name] = [
        "editor-half-moves",
        "editor-half-moves-name",
        "editor-move",
        "editor-move-name",
    ]
    .map(|id| asks.tr(id));
    ui.horizontal(|ui| {
        let mut half = set_up.halfmoves();
        let mut full = set_up.fullmoves().get();
        ui.label(half_moves);
        let a = ui.add(egui::DragValue::new(&mut half).range(0..=150));
        let a = super::named(ui, a, half_moves_name);
        ui.label(move_words);
        let b = ui.add(egui::DragValue::new(&mut full).range(1..=9999));
        let b = super::named(ui, b, move_name);
        if a.changed() || b.changed() {
            let full = NonZeroU32::new(full).unwrap_or(NonZeroU32::MIN);
            asks.editor(EditorCommand::Counters(half, full));
        }
    });
}

/// The FEN, `width` wide, both ways; why it cannot be read, and what it
/// gives that the position cannot use.
fn fen(ui: &mut egui::Ui, editing: &Editing, world: &PanelWorld, width: f32, asks: &mut Asks) {
    let error = egui_color(world.theme().error);
    let mut fen = editing.fen.clone();
    let response = ui.add(
        egui::TextEdit::singleline(&mut fen)
            .font(egui::TextStyle::Monospace)
            .hint_text("FEN")
            .desired_width(width),
    );
    let response = super::named(ui, response, "FEN");
    if response.changed() {
        asks.editor(EditorCommand::Fen(fen));
    }
    if let Some(why) = &editing.fen_error {
        let why = world.words.0.say(why);
        ui.add(egui::Label::new(egui::RichText::new(why).color(error)).wrap());
    }
    for note in &editing.fen_notes {
        let note = world.words.0.say(note);
        ui.add(egui::Label::new(egui::RichText::new(note).color(error)).wrap());
    }
}

/// A Chess960 number, from the clock's nanoseconds (no randomness crate
/// for one choice among 960).
pub(super) fn random_960() -> u32 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    nanos % 960
}
