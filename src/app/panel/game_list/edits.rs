//! The edits of the listed file in the game list: the row of buttons (add
//! the game on the board, delete or copy the chosen games, append a file,
//! remove duplicates, undo), choosing games with Ctrl and Shift, and the
//! question before games are deleted.

use bevy_egui::egui;

use super::{GameList, ListView, SEARCH_FIELD, file_name};
use crate::app::{
    files::{
        FileCommand,
        manage::{FileEdits, ManageCommand},
    },
    panel::Asks,
};
use crate::chess::game_list::Rows;
use crate::i18n::Arg;

/// The games acted on, in words: "game 3", "4 games".
fn picked_words(picked: &[u32], asks: &Asks) -> String {
    let words = &asks.words.0;
    match picked {
        [game] => words.with("edits-one", &[("number", Arg::Count(i64::from(game + 1)))]),
        games => words.with("edits-many", &[("count", Arg::Count(games.len() as i64))]),
    }
}

/// What can be done to the file: add the game on the board, delete or
/// copy the selected game, append another file, remove duplicates, undo.
pub(super) fn manage_row(
    ui: &mut egui::Ui,
    list: &GameList,
    view: &ListView,
    edits: &FileEdits,
    asks: &mut Asks,
) {
    let Some(path) = &list.path else {
        return;
    };
    if list.progress.is_some() {
        return;
    }
    if let Some(reason) = crate::desktop::game_file::read_only_reason(path) {
        ui.label(egui::RichText::new(asks.words.0.say(&reason)).weak());
        return;
    }
    let picked = picked(list.rows().get(view.selected), &view.chosen);
    let what = picked_words(&picked, asks);
    let what_arg = [("what", Arg::Text(&what))];
    let [
        add,
        add_hover,
        hint,
        delete,
        copy,
        append,
        duplicates,
        duplicates_hover,
        undo,
    ] = [
        asks.tr("edits-add"),
        asks.tr("edits-add-hover"),
        asks.tr("edits-choose-hint"),
        asks.words.0.with("edits-delete", &what_arg),
        asks.words.0.with("edits-copy", &what_arg),
        asks.tr("edits-append"),
        asks.tr("edits-duplicates"),
        asks.tr("edits-duplicates-hover"),
        asks.tr("edits-undo"),
    ];
    let undo_hover = edits.done.last().map(|(what, _)| {
        let what = asks.words.0.say(what);
        (asks.words.0).with("edits-undo-hover", &[("what", Arg::Text(&what))])
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button(add).on_hover_text(add_hover).clicked() {
            asks.manage(ManageCommand::AddGame);
        }
        if !picked.is_empty() {
            if ui.button(delete).on_hover_text(hint.as_str()).clicked() {
                asks.manage(ManageCommand::AskDelete(picked.clone()));
            }
            if ui.button(copy).on_hover_text(hint.as_str()).clicked() {
                asks.manage(ManageCommand::Choose(picked.clone()));
                asks.file(FileCommand::CopyToDialog);
            }
        }
        if ui.button(append).clicked() {
            asks.file(FileCommand::AppendDialog);
        }
        if ui
            .button(duplicates)
            .on_hover_text(duplicates_hover)
            .clicked()
        {
            asks.manage(ManageCommand::RemoveDuplicates);
        }
        if let Some(undo_hover) = undo_hover
            && ui.button(undo).on_hover_text(undo_hover).clicked()
        {
            asks.manage(ManageCommand::Undo);
        }
    });
}

/// The games Delete and Copy to act on: the chosen ones, or else the
/// selected one.
fn picked(selected: Option<u32>, chosen: &std::collections::BTreeSet<u32>) -> Vec<u32> {
    if chosen.is_empty() {
        selected.into_iter().collect()
    } else {
        chosen.iter().copied().collect()
    }
}

/// A click on row `shown` (the selection was on row `selected`): with
/// Ctrl the game is added to the chosen ones or taken from them (the
/// selected one joins first), with Shift the run from the selection is
/// chosen, without either the choice is cleared.
pub(super) fn choose(
    chosen: &mut std::collections::BTreeSet<u32>,
    rows: Rows<'_>,
    selected: usize,
    shown: usize,
    ctrl: bool,
    shift: bool,
) {
    let Some(index) = rows.get(shown) else {
        return;
    };
    if shift {
        let (from, to) = (selected.min(shown), selected.max(shown));
        chosen.extend((from..=to).filter_map(|i| rows.get(i)));
    } else if ctrl {
        if chosen.is_empty()
            && let Some(current) = rows.get(selected)
        {
            chosen.insert(current);
        }
        if !chosen.remove(&index) {
            chosen.insert(index);
        }
    } else {
        chosen.clear();
    }
}

/// Asks before games are deleted: Enter deletes, Esc keeps them.
pub(super) fn delete_question(
    ctx: &egui::Context,
    list: &GameList,
    edits: &FileEdits,
    asks: &mut Asks,
) {
    let Some(games) = &edits.asking else {
        return;
    };
    // A modal over the list: Enter deletes, Esc keeps the games (the
    // list's own keys wait while this is asked).
    let keys = crate::app::panel::dialog::keys(
        ctx,
        crate::app::panel::dialog::modal_layer("delete games"),
        &[egui::Id::new(SEARCH_FIELD)],
    );
    let (mut delete, mut cancel) = (keys.enter, keys.escape);
    let w = &asks.words.0;
    let number = |game: u32| ("number", Arg::Count(i64::from(game + 1)));
    let what = match games.as_slice() {
        [game] => match list.games.get(*game as usize) {
            Some(row) => w.with(
                "edits-one-players",
                &[
                    number(*game),
                    ("white", Arg::Text(row.white())),
                    ("black", Arg::Text(row.black())),
                ],
            ),
            None => w.with("edits-one", &[number(*game)]),
        },
        games => w.with("edits-many", &[("count", Arg::Count(games.len() as i64))]),
    };
    let [rewritten, delete_words, cancel_words] = [
        w.get("edits-rewritten"),
        w.get("edits-delete-button"),
        w.get("prompt-cancel"),
    ];
    let name = list.path.as_deref().map(file_name).unwrap_or_default();
    let modal = egui::Modal::new(egui::Id::new("delete games")).show(ctx, |ui| {
        ui.set_width(320.0);
        ui.heading(w.with(
            "edits-delete-title",
            &[("what", Arg::Text(&what)), ("name", Arg::Text(&name))],
        ));
        ui.label(egui::RichText::new(rewritten.as_str()).weak());
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            delete |= ui.button(delete_words.as_str()).clicked();
            cancel |= ui.button(cancel_words.as_str()).clicked();
        });
    });
    cancel |= modal.should_close();
    if delete {
        asks.manage(ManageCommand::Delete(games.clone()));
    } else if cancel {
        asks.manage(ManageCommand::KeepGames);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn ctrl_and_shift_clicks_choose_games_and_a_plain_click_clears() {
        use crate::chess::game_list::Rows;
        use std::collections::BTreeSet;
        // The rows shown are the file's games 10, 11, 12, 13 (sorted or
        // searched, they need not follow each other).
        let rows = [10, 11, 12, 13];
        let mut chosen = BTreeSet::new();
        assert_eq!(super::picked(Some(10), &chosen), [10]);
        // Ctrl+click on the third row: the selected one and it.
        super::choose(&mut chosen, Rows::from(&rows[..]), 0, 2, true, false);
        assert_eq!(super::picked(Some(12), &chosen), [10, 12]);
        // Ctrl+click on it again takes it back.
        super::choose(&mut chosen, Rows::from(&rows[..]), 2, 2, true, false);
        assert_eq!(chosen.iter().copied().collect::<Vec<_>>(), [10]);
        // Shift+click from the second row to the last: the run.
        super::choose(&mut chosen, Rows::from(&rows[..]), 1, 3, false, true);
        assert_eq!(super::picked(Some(13), &chosen), [10, 11, 12, 13]);
        // A plain click: only the selected one again.
        super::choose(&mut chosen, Rows::from(&rows[..]), 3, 1, false, false);
        assert_eq!(super::picked(Some(11), &chosen), [11]);
    }
}
