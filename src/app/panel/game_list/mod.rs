//! The game list of a file with many games: a search box that filters as
//! you type, sortable columns, a progress bar and Cancel while the file is
//! indexed, and only the visible rows drawn, so 55,000 games scroll
//! smoothly. Up/down and Enter or a double click open a game. The
//! file's edits (add, delete, copy, append, duplicates, undo) are in
//! [`edits`].

use bevy::prelude::*;
use bevy_egui::egui;

use super::{Asks, FileWorld, PanelContext, PanelWorld};
use crate::i18n::Arg;
use crate::{
    app::{
        files::{FileCommand, GameList, file_name, manage::FileEdits},
        theme::egui_color,
    },
    chess::game_list::Column,
};

mod edits;
mod table;

/// The list's own state: the selection and what it has read.
#[derive(Resource, Debug, Default)]
pub(super) struct ListView {
    /// Index into the shown rows.
    selected: usize,
    scroll_to_selected: bool,
    focus_search: bool,
    /// Games read whole since the file was opened (the selected ones):
    /// their error, if any.
    checked: std::collections::HashMap<u32, Option<String>>,
    /// The file the view was set up for.
    generation: Option<u64>,
    /// Games chosen for Delete and Copy to (indexes in the file), besides
    /// the selected row: Ctrl+click or Ctrl+Space adds or takes one,
    /// Shift+click a run.
    chosen: std::collections::BTreeSet<u32>,
    /// The keys moved the selection since the search last changed: a
    /// screen reader hears the selected row rather than the search field.
    browsing: bool,
    /// The selected row's widget in this pass, if it was drawn.
    selected_row: Option<egui::Id>,
}

impl ListView {
    /// Starts afresh for another file.
    /// The same file listed again after an edit keeps the selected row
    /// (the game after a deleted one, or the last).
    fn follow(&mut self, list: &GameList) {
        if self.generation != Some(list.generation) {
            self.generation = Some(list.generation);
            if !list.relisted {
                self.selected = 0;
                self.focus_search = true;
            }
            self.scroll_to_selected = list.relisted;
            self.checked.clear();
            self.chosen.clear();
        }
        // While the list grows, the place waits for its row to come.
        if !list.is_indexing() {
            self.selected = self.selected.min(list.rows().len().saturating_sub(1));
        }
    }
}

pub(super) fn install(world: &mut World) {
    world.init_resource::<ListView>();
}

/// What the player changed in the list this frame.
#[derive(Debug, Default)]
struct Edits {
    query: String,
    sort: Option<(Column, bool)>,
    show_all: bool,
}

/// The sort after a click on `column`'s heading: by it, or the other way
/// when it already sorts.
fn sorted_by(sort: Option<(Column, bool)>, column: Column) -> Option<(Column, bool)> {
    match sort {
        Some((c, descending)) if c == column => Some((column, !descending)),
        _ => Some((column, false)),
    }
}

/// The list window's title: the file's name, or "pasted".
fn list_title(list: &GameList, world: &PanelWorld) -> String {
    match &list.path {
        Some(path) => world.tr_with("list-title", &[("file", Arg::Text(&file_name(path)))]),
        None => world.tr("list-pasted"),
    }
}

/// The list of the file's games, while it shows: a search or a sort
/// changed shows its rows in the next frame.
pub(super) fn game_list_window(
    ctx: Res<PanelContext>,
    world: PanelWorld,
    mut files: FileWorld,
    mut view: ResMut<ListView>,
    mut asks: Asks,
    edits: Res<FileEdits>,
) {
    if !files.list.shown {
        return;
    }
    let ctx = &ctx.0;
    view.follow(&files.list);
    let files_edits = edits;
    edits::delete_question(ctx, &files.list, &files_edits, &mut asks);
    let mut edits = Edits {
        query: files.list.view.query.clone(),
        sort: files.list.view.sort,
        show_all: false,
    };
    let list = &files.list;
    let screen = ctx.content_rect();
    let size = egui::vec2(
        (screen.width() - 24.0).clamp(300.0, 1200.0),
        (screen.height() - 24.0).clamp(240.0, 820.0),
    );
    let title = list_title(list, &world);
    // Esc closes the list (Enter opens the chosen game, in `keys`).
    // While the deletion is asked about, its window has the keys.
    let asking = files_edits.asking.is_some();
    let mut open =
        asking || !super::dialog::keys(ctx, super::dialog::window_layer("game list"), &[]).escape;
    let warning = egui_color(world.theme().warning);
    egui::Window::new(title)
        .id(egui::Id::new("game list"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .fixed_size(size)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            search_row(ui, list, &mut view, &mut edits.query, &world.words.0);
            edits::manage_row(ui, list, &view, &files_edits, &mut asks);
            reading_rows(ui, list, &mut edits.show_all, &mut asks);
            if !asking {
                keys(ui, list, &mut view, &mut asks);
            }
            check_selected(list, &mut view);
            let footer = selected_error(list, &view);
            view.selected_row = None;
            let clicked = table::table(ui, list, &mut view, warning, &mut asks);
            say_selected_row(ui.ctx(), &view);
            if let Some(column) = clicked {
                edits.sort = sorted_by(edits.sort, column);
                view.scroll_to_selected = true;
            }
            if let Some(error) = footer {
                ui.add(
                    egui::Label::new(egui::RichText::new(format!("⚠ {error}")).color(warning))
                        .truncate(),
                );
            }
        });
    if !open {
        asks.file(FileCommand::HideList);
    }
    if edits.show_all {
        files.list.view.set_within(None);
        files.list.reaching = None;
    }
    if edits.show_all || edits.query != files.list.view.query || edits.sort != files.list.view.sort
    {
        files.list.view.query = edits.query;
        files.list.view.sort = edits.sort;
        asks.redraw();
    }
}

/// While the arrows browse the list, the search field (which keeps the
/// keyboard for typing) names the selected row as its active one: a screen
/// reader says the row, "3 of 50,000: Tal – Petrosian, 1-0, …", at each
/// step, as it does a list box's.
fn say_selected_row(ctx: &egui::Context, view: &ListView) {
    let (true, Some(row)) = (view.browsing, view.selected_row) else {
        return;
    };
    let search = egui::Id::new(SEARCH_FIELD);
    if ctx.memory(|m| m.has_focus(search)) {
        ctx.accesskit_node_builder(search, |node| {
            node.set_active_descendant(row.accesskit_id());
        });
    }
}

/// The id of the list's search box.
const SEARCH_FIELD: &str = "game list search";

/// The search box (which has the keyboard unless something else took it)
/// and how many games it leaves.
fn search_row(
    ui: &mut egui::Ui,
    list: &GameList,
    view: &mut ListView,
    query: &mut String,
    w: &crate::i18n::Words,
) {
    ui.horizontal(|ui| {
        ui.label(w.get("list-search"));
        let search = ui.add(
            egui::TextEdit::singleline(query)
                .id(egui::Id::new(SEARCH_FIELD))
                .desired_width((ui.available_width() - 200.0).max(120.0))
                .hint_text(w.get("list-search-hint")),
        );
        let search = super::named(ui, search, w.get("list-search-name"));
        if view.focus_search || !ui.ctx().memory(|m| m.focused().is_some()) {
            search.request_focus();
            view.focus_search = false;
        }
        if search.changed() {
            view.selected = 0;
            view.scroll_to_selected = true;
            view.browsing = false;
        }
        let total = list.len();
        let shown = list.rows().len();
        ui.label(if shown == total {
            w.with(
                "explorer-games",
                &[
                    ("count", Arg::Count(total as i64)),
                    ("shown", Arg::Text(&w.number(total as u64))),
                ],
            )
        } else {
            w.with(
                "list-of",
                &[
                    ("shown", Arg::Text(&w.number(shown as u64))),
                    ("total", Arg::Text(&w.number(total as u64))),
                ],
            )
        });
    });
}

/// A numbered line (`1. e4 e5 2. Nf3`) told by its last six moves or so,
/// from a move number (`… 44. Kxd2 fxe5 45. f5 Rd6+ 46. Ke2 Rb6`).
fn last_moves(line: &str) -> String {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.len() <= 18 {
        return line.to_owned();
    }
    let tail = &words[words.len() - 18..];
    let from = tail.iter().position(|w| w.ends_with('.')).unwrap_or(0);
    format!("… {}", tail[from..].join(" "))
}

/// The games kept to those reaching a position (Show all games), and the
/// file's reading: its progress and Cancel, or that it was stopped.
fn reading_rows(ui: &mut egui::Ui, list: &GameList, show_all: &mut bool, asks: &mut Asks) {
    if let Some(reaching) = &list.reaching {
        // Wrapped, and a long line told by its last moves: the heading
        // never widens the list (past the explorer's ply limit, a line is
        // fifty plies or more).
        ui.horizontal_wrapped(|ui| {
            let w = &asks.words.0;
            let position = if reaching.line.is_empty() {
                w.get("list-start")
            } else {
                w.with(
                    "list-after",
                    &[("line", Arg::Text(&last_moves(&reaching.line)))],
                )
            };
            let games = list.view.within().map_or(0, <[u32]>::len);
            ui.label(
                egui::RichText::new(w.with(
                    "list-only",
                    &[
                        ("count", Arg::Count(games as i64)),
                        ("shown", Arg::Text(&w.number(games as u64))),
                        ("position", Arg::Text(&position)),
                    ],
                ))
                .strong(),
            );
            if ui.button(w.get("list-show-all")).clicked() {
                *show_all = true;
            }
        });
    }
    if let Some(progress) = list.progress {
        ui.horizontal(|ui| {
            ui.add(
                egui::ProgressBar::new(progress)
                    .desired_width((ui.available_width() - 90.0).max(80.0))
                    // Not animated: an animated bar asks egui for every
                    // frame it can draw, which takes the reading's cores.
                    .show_percentage(),
            );
            if ui.button(asks.tr("prompt-cancel")).clicked() {
                asks.file(FileCommand::CancelIndexing);
            }
        });
    } else if list.cancelled {
        ui.label(egui::RichText::new(asks.tr("list-stopped")).weak());
    }
}

/// Reads the selected game whole (one game takes well under a
/// millisecond) to learn whether it has an error the index cannot see.
fn check_selected(list: &GameList, view: &mut ListView) {
    let Some(index) = list.rows().get(view.selected) else {
        return;
    };
    if view.checked.contains_key(&index) {
        return;
    }
    let Some(game) = list.games.get(index as usize) else {
        return;
    };
    let bytes = list.source.as_ref().map(|s| s.read(game.range()));
    let error = match bytes {
        Some(Ok(bytes)) => crate::chess::pgn::read_numbered_bytes(&bytes, game.number())
            .error
            .map(|e| e.to_string()),
        Some(Err(e)) => Some(e.to_string()),
        None => None,
    };
    view.checked.insert(index, error);
}

/// The error of the selected game, if it has one.
fn selected_error(list: &GameList, view: &ListView) -> Option<String> {
    let index = list.rows().get(view.selected)?;
    view.checked.get(&index)?.clone()
}

/// Up, down, page up/down and Enter.
fn keys(ui: &egui::Ui, list: &GameList, view: &mut ListView, asks: &mut Asks) {
    let n = list.rows().len();
    if n == 0 {
        return;
    }
    if ui.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, egui::Key::Space))
        && let Some(current) = list.rows().get(view.selected)
        && !view.chosen.remove(&current)
    {
        view.chosen.insert(current);
    }
    // Every press counts, however many came within a frame.
    let (down, up, page_down, page_up, enter) = ui.input_mut(|i| {
        (
            i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::ArrowDown),
            i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::ArrowUp),
            i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::PageDown),
            i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::PageUp),
            i.consume_key(egui::Modifiers::NONE, egui::Key::Enter),
        )
    });
    let before = view.selected;
    let steps = (down + 20 * page_down) as isize - (up + 20 * page_up) as isize;
    view.selected = (view.selected as isize + steps).clamp(0, n as isize - 1) as usize;
    if view.selected != before {
        view.scroll_to_selected = true;
    }
    if steps != 0 {
        view.browsing = true;
    }
    if enter && let Some(row) = list.rows().get(view.selected) {
        asks.file(FileCommand::OpenGame(row as usize));
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_long_line_is_told_by_its_last_moves_from_a_move_number() {
        assert_eq!(super::last_moves("1. e4 e5 2. Nf3"), "1. e4 e5 2. Nf3");
        let long: Vec<String> = (1..=30).map(|n| format!("{n}. a{n} b{n}")).collect();
        assert_eq!(
            super::last_moves(&long.join(" ")),
            "… 25. a25 b25 26. a26 b26 27. a27 b27 28. a28 b28 29. a29 b29 30. a30 b30"
        );
    }
}
