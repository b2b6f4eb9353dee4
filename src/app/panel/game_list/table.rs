//! The list's table: only the rows in sight drawn, each named for a
//! screen reader with its place in the list.

use bevy_egui::egui;
use egui_extras::{Column as TableColumn, TableBuilder};

use super::{ListView, edits};
use crate::app::panel::Asks;
use crate::i18n::Arg;
use crate::{
    app::files::{FileCommand, GameList},
    chess::game_list::Column,
};

/// The table of games (`warning`: the colour of a broken game's mark),
/// over a line kept for the selected game's error whether or not it has
/// one: the table never shrinks under a row just clicked, which the
/// error would then hide; returns a column whose heading was clicked.
pub(super) fn table(
    ui: &mut egui::Ui,
    list: &GameList,
    view: &mut ListView,
    warning: egui::Color32,
    asks: &mut Asks,
) -> Option<Column> {
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    // The list keeps its height when a search leaves few rows.
    let height = (ui.available_height() - 2.0 * row_height - 8.0).max(row_height);
    let widths = column_widths(ui);
    // A click on a cell's text selects the row (twice: opens the game),
    // not the text.
    ui.style_mut().interaction.selectable_labels = false;
    let mut table = TableBuilder::new(ui)
        .striped(true)
        .resizable(false)
        .sense(egui::Sense::click())
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center));
    for (i, width) in widths.into_iter().enumerate() {
        table = table.column(match width {
            Some(width) => TableColumn::exact(width).clip(matches!(i, 1 | 3 | 7)),
            None => TableColumn::remainder().at_least(60.0).clip(true),
        });
    }
    // The list jumps to the selected row rather than gliding there: egui
    // aims a glide still under way from where it has got to, so presses
    // of Page Down frame after frame (a held key) ran far past the row.
    let mut table = table
        .min_scrolled_height(height)
        .max_scroll_height(height)
        .auto_shrink([false, false])
        .animate_scrolling(false);
    if view.scroll_to_selected {
        table = table.scroll_to_row(view.selected, None);
        view.scroll_to_selected = false;
    }
    let mut clicked_sort = None;
    table
        .header(row_height + 2.0, |mut header| {
            for column in Column::ALL {
                header.col(|ui| {
                    let arrow = match list.view.sort {
                        Some((c, false)) if c == column => " ⏶",
                        Some((c, true)) if c == column => " ⏷",
                        _ => "",
                    };
                    let title = column.title_id().map_or("#".to_owned(), |id| asks.tr(id));
                    let label = format!("{title}{arrow}");
                    if ui
                        .add(egui::Button::new(egui::RichText::new(label).strong()).frame(false))
                        .on_hover_text(asks.tr("list-sort-hover"))
                        .clicked()
                    {
                        clicked_sort = Some(column);
                    }
                });
            }
        })
        .body(|body| {
            body.rows(row_height, list.rows().len(), |row| {
                game_row(row, list, view, warning, asks);
            });
        });
    clicked_sort
}

/// The columns' widths, following the window (`None`: the rest): the
/// names and the event share what the fixed columns leave.
fn column_widths(ui: &egui::Ui) -> [Option<f32>; 10] {
    let spacing = ui.spacing().item_spacing.x;
    let width = ui.available_width() - spacing * 9.0;
    let narrow = width < 700.0;
    // Number, Elo, Elo, result, date, moves.
    let elo = 44.0;
    let fixed = [
        if narrow { 48.0 } else { 60.0 },
        56.0,
        if narrow { 80.0 } else { 92.0 },
        50.0,
    ];
    let flexible = (width - fixed.iter().sum::<f32>() - 2.0 * elo).max(300.0);
    let name = (flexible * 0.24).max(70.0);
    let event = (flexible * 0.22).max(60.0);
    [
        Some(fixed[0]),
        Some(name),
        Some(elo),
        Some(name),
        Some(elo),
        Some(fixed[1]),
        Some(fixed[2]),
        Some(event),
        None,
        Some(fixed[3]),
    ]
}

/// One game's row: a click selects it, a double click opens it.
fn game_row(
    mut row: egui_extras::TableRow,
    list: &GameList,
    view: &mut ListView,
    warning: egui::Color32,
    asks: &mut Asks,
) {
    let shown = row.index();
    let Some(index) = list.rows().get(shown) else {
        return;
    };
    let Some(entry) = list.games.get(index as usize) else {
        return;
    };
    let selected = shown == view.selected || view.chosen.contains(&index);
    row.set_selected(selected);
    row.col(|ui| {
        let error = entry
            .syntax_error()
            .or_else(|| view.checked.get(&index).and_then(|e| e.as_deref()));
        if let Some(error) = error {
            ui.label(egui::RichText::new("⚠").color(warning))
                .on_hover_text(error);
        }
        ui.label(egui::RichText::new(entry.number().to_string()).weak());
    });
    let elo = |ui: &mut egui::Ui, elo: Option<u16>| {
        if let Some(elo) = elo {
            ui.label(elo.to_string());
        }
    };
    row.col(|ui| {
        ui.label(entry.white());
    });
    row.col(|ui| elo(ui, entry.elo()[0]));
    row.col(|ui| {
        ui.label(entry.black());
    });
    row.col(|ui| elo(ui, entry.elo()[1]));
    let date = asks.words.0.date(entry.date());
    for text in [entry.result(), &date, entry.event(), entry.opening()] {
        row.col(|ui| {
            ui.label(text);
        });
    }
    row.col(|ui| {
        ui.label(entry.plies().div_ceil(2).to_string());
    });
    let response = row.response();
    let named = NamedRow {
        shown,
        entry: &entry,
        selected,
        date: &date,
    };
    name_row(&response, list, named, asks);
    if shown == view.selected {
        view.selected_row = Some(response.id);
    }
    if response.clicked() {
        let (ctrl, shift) = response
            .ctx
            .input(|i| (i.modifiers.command || i.modifiers.ctrl, i.modifiers.shift));
        edits::choose(
            &mut view.chosen,
            list.rows(),
            view.selected,
            shown,
            ctrl,
            shift,
        );
        view.selected = shown;
        // A row half under the edge comes whole into sight.
        view.scroll_to_selected = true;
    }
    if response.double_clicked() {
        asks.file(FileCommand::OpenGame(index as usize));
    }
}

/// A row for a screen reader: an item of the list, selected or not, its
/// place ("3 of 50,000") and its game in words.
/// A row of the list, as a screen reader names it.
struct NamedRow<'a> {
    /// Its place among the rows shown.
    shown: usize,
    entry: &'a crate::chess::game_list::GameRow<'a>,
    selected: bool,
    date: &'a str,
}

fn name_row(response: &egui::Response, list: &GameList, row: NamedRow, asks: &Asks) {
    let NamedRow {
        shown,
        entry,
        selected,
        date,
    } = row;
    let w = &asks.words.0;
    let count = list.rows().len();
    let position = w.with(
        "list-of",
        &[
            ("shown", Arg::Text(&w.number(shown as u64 + 1))),
            ("total", Arg::Text(&w.number(count as u64))),
        ],
    );
    let name = w.with(
        "list-row-name",
        &[
            ("position", Arg::Text(&position)),
            ("white", Arg::Text(entry.white())),
            ("black", Arg::Text(entry.black())),
            ("result", Arg::Text(entry.result())),
            ("date", Arg::Text(date)),
            ("event", Arg::Text(entry.event())),
        ],
    );
    response.ctx.accesskit_node_builder(response.id, |node| {
        node.set_role(egui::accesskit::Role::ListItem);
        node.set_label(name);
        node.set_selected(selected);
        node.set_position_in_set(shown + 1);
        node.set_size_of_set(count);
    });
}
