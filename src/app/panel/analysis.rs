//! The analysis board in the panel: under the move list, undo and redo,
//! the tree's operations on the move shown, its glyphs in lichess's three
//! groups and its comment (after it, and before a variation's first move);
//! and the menu a right click on any move opens. Every action also has a
//! button or a key, so nothing needs the right button.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{
    Asks, PanelUi, PanelWorld,
    glyphs::{glyph_name, nag_shown},
    menus::MenuKeyboard,
};
use crate::i18n::Arg;
use crate::{
    app::{
        files::FileCommand,
        session::{Action, AnalysisEdit},
        shortcuts::{Menu, Shortcut, keys_for},
        theme::egui_color,
    },
    chess::game::{Game, MOVE_GLYPHS, OBSERVATION_GLYPHS, POSITION_GLYPHS, ViewCursor},
};

/// The comment being written, kept between frames: it is saved to the game
/// (one edit) when the field lets go of the keyboard or on Enter.
#[derive(Resource, Debug, Default)]
pub(super) struct CommentBox {
    /// The move the texts belong to, and the game's revision they were read
    /// at.
    read_at: Option<(ViewCursor, u64)>,
    /// The comment after the move.
    after: String,
    /// The comment before a variation's first move.
    before: String,
    /// The field takes the keyboard in the next frame (the menu's
    /// "Comment…").
    pub focus: bool,
}

pub(super) fn install(world: &mut World) {
    world.init_resource::<CommentBox>();
}

/// The analysis bar, under the move list and over the controls.
pub(super) fn analysis_bar(
    mut parts: ResMut<PanelUi>,
    world: PanelWorld,
    mut comment: ResMut<CommentBox>,
    mut keyboard: ResMut<MenuKeyboard>,
    mut asks: Asks,
) {
    // While one's mistakes are puzzles, a move on the board answers one
    // and the record is not edited: the bar gives its room to the
    // puzzle's words and buttons (six rows of moves stay at 800×600).
    if world.retro.side.is_some() {
        return;
    }
    let Some(ui) = parts.region() else {
        return;
    };
    egui::Panel::bottom("analysis")
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 4)))
        .show(ui, |ui| {
            bar(ui, &world, &mut comment, &mut keyboard, &mut asks);
        });
}

/// One row: undo, redo, the Move menu (the tree's operations on the move
/// shown), then its glyphs as far as they fit, the rest in a "⋯" menu;
/// under it, its comment in a box of fixed height that scrolls.
fn bar(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    comment: &mut CommentBox,
    keyboard: &mut MenuKeyboard,
    asks: &mut Asks,
) {
    let session = &world.session;
    let game = session.game();
    let at = game.view_cursor().clone();
    let on_move = game.view_last_ply().is_some();
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        let undo = session.undo_label().map(|label| world.words.0.say(label));
        let redo = session.redo_label().map(|label| world.words.0.say(label));
        for (sign, what, ids, shortcut, action) in [
            (
                "⟲",
                undo,
                ["analysis-undo", "analysis-undo-nothing"],
                Shortcut::Undo,
                Action::Undo,
            ),
            (
                "⟳",
                redo,
                ["analysis-redo", "analysis-redo-nothing"],
                Shortcut::Redo,
                Action::Redo,
            ),
        ] {
            // With nothing to undo, the button says only what it does.
            let keys = keys_for(shortcut, &world.words.0);
            let hover = match &what {
                Some(what) => world.tr_with(
                    ids[0],
                    &[("what", Arg::Text(what)), ("keys", Arg::Text(&keys))],
                ),
                None => world.tr_with(ids[1], &[("keys", Arg::Text(&keys))]),
            };
            // Named by what it does, not by its sign.
            let r = ui.add_enabled(what.is_some(), egui::Button::new(sign));
            let r = super::named(ui, r, hover.clone()).on_hover_text(hover);
            if r.clicked() {
                asks.act(action);
            }
        }
        // A disabled menu is drawn as a plain disabled button.
        if on_move {
            let title = super::menus::title(ui, Menu::Move, &world.words.0);
            let menu = ui.menu_button(title, |ui| {
                let first = move_menu(ui, game, &at, true, comment, asks);
                if let Some(first) = first {
                    super::menus::first_item(&first, Menu::Move, keyboard);
                }
            });
            super::menus::follow(
                ui.ctx(),
                Menu::Move,
                &menu.response,
                &world.words.0,
                &world.shown_menus(),
                keyboard,
            );
            menu.response
                .on_hover_text(world.tr("analysis-move-menu-hover"));
        } else {
            ui.add_enabled(false, egui::Button::new(world.tr("menu-move")));
        }
        ui.add_space(4.0);
        glyph_row(ui, world, &at, asks);
    });
    comment_fields(ui, game, &at, comment, asks);
}

/// A group's menu label: its title, or the glyphs of it the move has.
fn group_label(ui: &egui::Ui, title: &str, group: &[u8], nags: &[u8]) -> String {
    let chosen: Vec<String> = group
        .iter()
        .filter(|n| nags.contains(n))
        .map(|&n| nag_shown(ui, n))
        .collect();
    if chosen.is_empty() {
        title.to_owned()
    } else {
        chosen.join(" ")
    }
}

/// A move glyph's button (the `i`th, enabled on a move), named for a
/// screen reader by what the sign means ("Good move", not "!"); whether
/// it was clicked.
fn glyph_button(
    ui: &mut egui::Ui,
    button: egui::Button,
    on_move: bool,
    nag: u8,
    i: usize,
    asks: &Asks,
) -> bool {
    let name = glyph_name(&asks.words.0, nag);
    let response = ui.add_enabled(on_move, button);
    let response = super::named(ui, response, name.clone());
    response
        .on_hover_text(format!("{name} ({})", i + 1))
        .clicked()
}

/// The glyphs of the move shown that fit the rest of the row (the move's
/// own, then the position's and the observations' menus); the others in
/// a "⋯" menu.
fn glyph_row(ui: &mut egui::Ui, world: &PanelWorld, at: &ViewCursor, asks: &mut Asks) {
    let game = world.session.game();
    let on_move = game.view_last_ply().is_some();
    let nags = game
        .view_last_ply()
        .map(|p| p.nags.clone())
        .unwrap_or_default();
    let accent = egui_color(world.theme().accent_fill);
    let glyphs: Vec<String> = MOVE_GLYPHS.iter().map(|&n| nag_shown(ui, n)).collect();
    let groups = [
        (
            "±",
            &POSITION_GLYPHS[..],
            world.tr("analysis-position-glyphs"),
        ),
        (
            "N…",
            &OBSERVATION_GLYPHS[..],
            world.tr("analysis-observation-glyphs"),
        ),
    ];
    let group_labels: Vec<String> = groups
        .iter()
        .map(|(title, group, _)| group_label(ui, title, group, &nags))
        .collect();
    let (shown, all) = glyphs_that_fit(ui, &glyphs, &group_labels);
    for (i, nag) in MOVE_GLYPHS.into_iter().enumerate().take(shown) {
        let on = nags.contains(&nag);
        let mut button =
            egui::Button::selectable(on, egui::RichText::new(&glyphs[i]).monospace().strong());
        if on {
            button = button.fill(accent);
        }
        if glyph_button(ui, button, on_move, nag, i, asks) {
            asks.act(Action::Edit(AnalysisEdit::Glyph(at.clone(), nag)));
        }
    }
    for (g, (_, group, hover)) in groups.iter().enumerate() {
        if MOVE_GLYPHS.len() + g >= shown {
            break;
        }
        if on_move {
            ui.menu_button(group_labels[g].as_str(), |ui| {
                glyph_items(ui, group, &nags, at, asks);
            })
            .response
            .on_hover_text(hover.as_str());
        } else {
            ui.add_enabled(false, egui::Button::new(group_labels[g].as_str()));
        }
    }
    if shown < all {
        let menu = ui.add_enabled_ui(on_move, |ui| {
            ui.menu_button("⋯", |ui| {
                let hidden_moves = &MOVE_GLYPHS[shown.min(MOVE_GLYPHS.len())..];
                glyph_items(ui, hidden_moves, &nags, at, asks);
                for (g, (title, group, _)) in groups.iter().enumerate() {
                    if MOVE_GLYPHS.len() + g >= shown {
                        ui.menu_button(*title, |ui| {
                            glyph_items(ui, group, &nags, at, asks);
                        });
                    }
                }
            })
        });
        let more = asks.tr("analysis-more-glyphs");
        super::named(ui, menu.inner.response, more.clone()).on_hover_text(more);
    }
}

/// How many of the glyph buttons (the moves' `glyphs`, then the groups'
/// menus) fit the rest of the row, with room for "⋯" when not all do; and
/// how many there are.
fn glyphs_that_fit(ui: &egui::Ui, glyphs: &[String], group_labels: &[String]) -> (usize, usize) {
    let spacing = ui.spacing().item_spacing.x;
    let padding = 2.0 * ui.spacing().button_padding.x;
    // Strong text and rounding: a little room to spare.
    let spare = 2.0;
    let measure = |text: &str, style: egui::TextStyle| {
        let font = style.resolve(ui.style());
        let galley = ui
            .painter()
            .layout_no_wrap(text.to_owned(), font, egui::Color32::WHITE);
        galley.size().x + padding + spacing + spare
    };
    let widths: Vec<f32> = glyphs
        .iter()
        .map(|label| measure(label, egui::TextStyle::Monospace))
        .chain(
            group_labels
                .iter()
                .map(|label| measure(label, egui::TextStyle::Button)),
        )
        .collect();
    let more = measure("⋯", egui::TextStyle::Button);
    let room = ui.available_width();
    let all: f32 = widths.iter().sum();
    if all <= room {
        return (widths.len(), widths.len());
    }
    let mut used = more;
    let shown = widths
        .iter()
        .take_while(|&&w| {
            used += w;
            used <= room
        })
        .count();
    (shown, widths.len())
}

/// A menu's glyph items, ticked when on.
fn glyph_items(ui: &mut egui::Ui, group: &[u8], nags: &[u8], at: &ViewCursor, asks: &mut Asks) {
    for &nag in group {
        let on = nags.contains(&nag);
        let text = format!(
            "{} {}  {}",
            if on { "✔" } else { "  " },
            nag_shown(ui, nag),
            glyph_name(&asks.words.0, nag)
        );
        if ui.button(text).clicked() {
            asks.act(Action::Edit(AnalysisEdit::Glyph(at.clone(), nag)));
            ui.close();
        }
    }
}

/// The comment after the move shown (for the start position: before the
/// first move), and before it when it opens a variation.
fn comment_fields(
    ui: &mut egui::Ui,
    game: &Game,
    at: &ViewCursor,
    comment: &mut CommentBox,
    asks: &mut Asks,
) {
    let revision = game.revision();
    let before_text = game.comment_before_text(at);
    let fresh = comment.read_at.as_ref() != Some(&(at.clone(), revision));
    let typing = ui.ctx().memory(|m| {
        m.focused()
            .is_some_and(|id| id == after_id() || id == before_id())
    });
    if fresh && !typing {
        comment.after = game.comment_text(at);
        comment.before = before_text.clone().unwrap_or_default();
        comment.read_at = Some((at.clone(), revision));
    }
    let name = match game.view_last_ply() {
        Some(ply) => format!(
            "{}{}",
            move_number(game.view_position_before()),
            asks.words.0.letters().local(&ply.san.to_string())
        ),
        None => asks.tr("analysis-start"),
    };
    // The box keeps its height however long the comment: it scrolls, and
    // the move list above keeps its rows.
    let rows = if ui.ctx().content_rect().height() >= 700.0 {
        3
    } else {
        2
    };
    if before_text.is_some() {
        let hint = asks
            .words
            .0
            .with("analysis-before", &[("name", Arg::Text(&name))]);
        let field = field(ui, &mut comment.before, before_id(), &hint, 1);
        if finished(ui, &field) {
            let (cursor, _) = comment.read_at.clone().unwrap_or((at.clone(), revision));
            asks.act(Action::Edit(AnalysisEdit::CommentBefore(
                cursor,
                comment.before.clone(),
            )));
        }
    }
    let hint = asks
        .words
        .0
        .with("analysis-comment-on", &[("name", Arg::Text(&name))]);
    let field = field(ui, &mut comment.after, after_id(), &hint, rows);
    if std::mem::take(&mut comment.focus) {
        field.request_focus();
    }
    if finished(ui, &field) {
        // The move the text was written for, even if the view moved on.
        let (cursor, _) = comment.read_at.clone().unwrap_or((at.clone(), revision));
        asks.act(Action::Edit(AnalysisEdit::Comment(
            cursor,
            comment.after.clone(),
        )));
    }
}

fn after_id() -> egui::Id {
    egui::Id::new("comment after")
}

fn before_id() -> egui::Id {
    egui::Id::new("comment before")
}

/// A comment field of `rows` lines' height whatever its length: it wraps
/// and scrolls; Shift+Enter breaks a line, Enter saves.
fn field(
    ui: &mut egui::Ui,
    text: &mut String,
    id: egui::Id,
    hint: &str,
    rows: usize,
) -> egui::Response {
    // Whole lines: the text edit's rows and its margin above and below.
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let height = rows as f32 * line + 4.0;
    let scoped = ui.scope(|ui| {
        // The width the box has, less a scroll bar's.
        let width = ui.available_width() - ui.spacing().scroll.bar_width - 4.0;
        let shown = egui::ScrollArea::vertical()
            .id_salt(id.with("scroll"))
            .max_height(height)
            .min_scrolled_height(height)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                ui.add(
                    egui::TextEdit::multiline(text)
                        .id(id)
                        .desired_rows(rows)
                        .desired_width(width)
                        .hint_text(hint)
                        .return_key(egui::KeyboardShortcut::new(
                            egui::Modifiers::SHIFT,
                            egui::Key::Enter,
                        )),
                )
            });
        (ui.unique_id(), shown.inner_rect, shown.inner)
    });
    let (node, rect, response) = scoped.inner;
    // The field itself is named as its box is (it had no name).
    ui.ctx()
        .accesskit_node_builder(response.id, |node| node.set_label(hint));
    // The box is named for screen readers, with the part of the comment it
    // shows (the layout probe clips the field to it).
    ui.ctx().accesskit_node_builder(node, |node| {
        node.set_role(egui::accesskit::Role::ScrollView);
        node.set_label(hint);
        node.set_bounds(egui::accesskit::Rect {
            x0: rect.min.x.into(),
            y0: rect.min.y.into(),
            x1: rect.max.x.into(),
            y1: rect.max.y.into(),
        });
    });
    response
}

/// Whether a field's text is done: it let go of the keyboard, or Enter was
/// pressed in it (which also lets go).
fn finished(ui: &egui::Ui, field: &egui::Response) -> bool {
    if field.has_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter) && !i.modifiers.shift) {
        field.surrender_focus();
        return true;
    }
    field.lost_focus()
}

/// `12.` or `12…` before a move played in `before`.
fn move_number(before: &shakmaty::Chess) -> String {
    use shakmaty::Position;
    let dots = if before.turn().is_white() { "." } else { "…" };
    format!("{}{dots}", before.fullmoves())
}

/// The Glyphs submenu of a move's menu: every glyph, the move's own on.
fn glyphs_menu(ui: &mut egui::Ui, game: &Game, cursor: &ViewCursor, asks: &mut Asks) {
    let nags = game
        .line_to(cursor)
        .last()
        .map(|p| p.nags.clone())
        .unwrap_or_default();
    ui.menu_button(asks.tr("analysis-glyphs"), |ui| {
        glyph_items(ui, &MOVE_GLYPHS, &nags, cursor, asks);
        ui.separator();
        glyph_items(ui, &POSITION_GLYPHS, &nags, cursor, asks);
        ui.separator();
        glyph_items(ui, &OBSERVATION_GLYPHS, &nags, cursor, asks);
    });
}

/// What a right click on a move offers (and the Move menu); returns its
/// first item that can be chosen.
pub(super) fn move_menu(
    ui: &mut egui::Ui,
    game: &Game,
    cursor: &ViewCursor,
    analysis: bool,
    comment: &mut CommentBox,
    asks: &mut Asks,
) -> Option<egui::Response> {
    let in_variation = cursor.is_in_variation();
    let mut first = None;
    let delete_keys = keys_for(Shortcut::Delete, &asks.words.0);
    // Each edit of the line: its words, its keys, whether it can be
    // chosen here, and the edit.
    let edits = [
        (
            "analysis-promote",
            "",
            in_variation,
            AnalysisEdit::Promote(cursor.clone()),
        ),
        (
            "analysis-main-line",
            "",
            in_variation,
            AnalysisEdit::MakeMainLine(cursor.clone()),
        ),
        (
            "analysis-delete-from",
            delete_keys.as_str(),
            true,
            AnalysisEdit::DeleteFrom(cursor.clone()),
        ),
        (
            "analysis-delete-variation",
            "",
            in_variation,
            AnalysisEdit::DeleteVariation(cursor.clone()),
        ),
        (
            "analysis-collapse",
            "",
            in_variation,
            AnalysisEdit::Collapse(cursor.clone(), true),
        ),
    ];
    if analysis {
        for (label, keys, enabled, e) in edits {
            let label = asks.tr(label);
            let response = ui.add_enabled(enabled, super::menus::menu_item(label, keys));
            if response.clicked() {
                asks.act(Action::Edit(e));
                ui.close();
            }
            if enabled && first.is_none() {
                first = Some(response);
            }
        }
        ui.separator();
        if ui.button(asks.tr("analysis-comment")).clicked() {
            asks.act(Action::View(cursor.clone()));
            comment.focus = true;
            ui.close();
        }
        glyphs_menu(ui, game, cursor, asks);
        ui.separator();
    }
    let copy = ui.button(asks.tr("analysis-copy-line"));
    if copy.clicked() {
        asks.file(FileCommand::CopyLine(cursor.clone()));
        ui.close();
    }
    first.or(Some(copy))
}
