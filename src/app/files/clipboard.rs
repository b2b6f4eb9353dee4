//! The clipboard: paste a PGN (it opens) or a FEN (a new game starts from
//! it); copy the game's PGN or the viewed position's FEN.

use crate::i18n::Said;
use std::sync::Arc;

use bevy::{prelude::*, window::RequestRedraw};
use bevy_egui::EguiClipboard;
use shakmaty::{EnPassantMode, fen::Fen};

use super::{FileCommand, GameList};
use crate::app::notice::PanelNotice;
use crate::desktop::source::GameSource;
use crate::{
    app::{
        Phase,
        session::{GameCommand, GameSession},
        settings::PlayerSettings,
    },
    chess::game_list::GameTable,
    chess::pgn::Indexer,
    chess::session::NewGame,
    desktop::files::{Pasted, read_pasted},
};

/// The text Rookery last put on the clipboard.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct LastCopied(pub String);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastCopied>()
        .add_systems(Update, clipboard.in_set(Phase::Files));
}

/// The clipboard, and the notice and frame copying and pasting bring.
#[derive(bevy::ecs::system::SystemParam)]
struct Clipboard<'w> {
    clipboard: Option<ResMut<'w, EguiClipboard>>,
    copied: ResMut<'w, LastCopied>,
    notice: ResMut<'w, PanelNotice>,
    redraw: MessageWriter<'w, RequestRedraw>,
}

impl Clipboard<'_> {
    /// Puts `text` on the clipboard; the notice says `what` is there.
    fn copy(&mut self, text: String, what: Said) {
        if let Some(clipboard) = self.clipboard.as_mut() {
            clipboard.set_text(&text);
        }
        self.copied.0 = text;
        self.notice.info(what);
        self.redraw.write(RequestRedraw);
    }
}

/// Where a pasted game or position goes: the game list, or a new game.
#[derive(bevy::ecs::system::SystemParam)]
struct Pasting<'w, 's> {
    list: ResMut<'w, GameList>,
    games: MessageWriter<'w, GameCommand>,
    commands: Commands<'w, 's>,
    settings: Res<'w, PlayerSettings>,
}

fn clipboard(
    mut requests: MessageReader<FileCommand>,
    mut clipboard: Clipboard,
    mut pasting: Pasting,
    session: Res<GameSession>,
) {
    for request in requests.read() {
        let text = match request {
            FileCommand::CopyPgn => {
                let pgn = crate::chess::pgn::to_pgn(&session.tags(), session.game());
                clipboard.copy(pgn, Said::new("notice-pgn-copied"));
                continue;
            }
            FileCommand::CopyFen => {
                let fen = Fen::from_position(session.game().view_position(), EnPassantMode::Legal);
                clipboard.copy(fen.to_string(), Said::new("notice-fen-copied"));
                continue;
            }
            FileCommand::CopyLine(cursor) => {
                let line = session.game().line_record(cursor);
                let mut tags = session.tags();
                tags.set("Result", "*");
                clipboard.copy(
                    crate::chess::pgn::to_pgn(&tags, &line),
                    Said::new("notice-line-copied").count("count", line.ply_count()),
                );
                continue;
            }
            FileCommand::PasteFromClipboard => {
                match clipboard.clipboard.as_mut().and_then(|c| c.get_text()) {
                    Some(text) => text,
                    None => {
                        clipboard.notice.error(Said::new("notice-clipboard-empty"));
                        continue;
                    }
                }
            }
            FileCommand::Paste(text) => text.clone(),
            _ => continue,
        };
        clipboard.redraw.write(RequestRedraw);
        paste(text, &mut pasting, &mut clipboard.notice);
    }
}

/// A pasted FEN starts a new game; a PGN of one game opens it, of several
/// lists them.
fn paste(text: String, pasting: &mut Pasting, notice: &mut PanelNotice) {
    match read_pasted(&text) {
        Pasted::Fen(position) => {
            notice.info(Said::new("notice-pasted-position"));
            pasting.games.write(GameCommand::NewGame(Box::new(NewGame {
                computer: Default::default(),
                practice: false,
                exercise: false,
                game: *position,
                control: None,
                names: shakmaty::ByColor {
                    white: pasting.settings.white.clone(),
                    black: pasting.settings.black.clone(),
                },
                origin: None,
            })));
        }
        Pasted::Pgn(games) => {
            let bytes: Arc<[u8]> = text.into_bytes().into();
            let mut table = GameTable::new();
            for entry in Indexer::new(&bytes[..]).filter_map(Result::ok) {
                table.push(&entry);
            }
            let count = table.len().max(games.len());
            let list = &mut pasting.list;
            **list = GameList {
                source: Some(GameSource::Memory(bytes)),
                games: table,
                shown: false,
                generation: list.generation + 1,
                ..GameList::default()
            };
            if list.len() > 1 {
                list.shown = true;
                notice.info(Said::new("notice-pasted-games").count("count", count));
            } else {
                pasting.commands.write_message(FileCommand::OpenGame(0));
            }
        }
        Pasted::Neither(why) => notice.error(why),
    }
}
