//! The clipboard: paste a PGN (it opens) or a FEN (a new game starts from
//! it); copy the game's PGN or the viewed position's FEN.

use std::sync::Arc;

use bevy::{prelude::*, window::RequestRedraw};
use bevy_egui::EguiClipboard;
use shakmaty::{EnPassantMode, fen::Fen};

use super::{FileCommand, GameList};
use crate::app::notice::PanelNotice;
use crate::source::GameSource;
use crate::{
    app::{
        Phase,
        session::{GameCommand, GameSession},
        settings::PlayerSettings,
    },
    files::{Pasted, read_pasted},
    game_list::GameTable,
    pgn::Indexer,
    session::NewGame,
};

/// The text Rookery last put on the clipboard.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct LastCopied(pub String);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastCopied>()
        .add_systems(Update, clipboard.in_set(Phase::Files));
}

fn clipboard(
    mut requests: MessageReader<FileCommand>,
    mut clipboard: Option<ResMut<EguiClipboard>>,
    mut copied: ResMut<LastCopied>,
    mut notice: ResMut<PanelNotice>,
    mut list: ResMut<GameList>,
    mut out: MessageWriter<GameCommand>,
    mut commands: Commands,
    mut redraw: MessageWriter<RequestRedraw>,
    session: Res<GameSession>,
    settings: Res<PlayerSettings>,
) {
    for request in requests.read() {
        let text = match request {
            FileCommand::CopyPgn | FileCommand::CopyFen => {
                let (text, what) = if *request == FileCommand::CopyPgn {
                    (
                        crate::pgn::to_pgn(&session.tags(), session.game()),
                        "The game's PGN",
                    )
                } else {
                    let fen =
                        Fen::from_position(session.game().view_position(), EnPassantMode::Legal);
                    (fen.to_string(), "The position's FEN")
                };
                if let Some(clipboard) = clipboard.as_mut() {
                    clipboard.set_text(&text);
                }
                copied.0 = text;
                notice.info(format!("{what} is on the clipboard."));
                redraw.write(RequestRedraw);
                continue;
            }
            FileCommand::CopyLine(cursor) => {
                let line = session.game().line_record(cursor);
                let mut tags = session.tags();
                tags.set("Result", "*");
                let text = crate::pgn::to_pgn(&tags, &line);
                if let Some(clipboard) = clipboard.as_mut() {
                    clipboard.set_text(&text);
                }
                copied.0 = text;
                notice.info(format!(
                    "The line of {} moves is on the clipboard as PGN.",
                    line.ply_count()
                ));
                redraw.write(RequestRedraw);
                continue;
            }
            FileCommand::PasteFromClipboard => {
                match clipboard.as_mut().and_then(|c| c.get_text()) {
                    Some(text) => text,
                    None => {
                        notice.error("The clipboard holds no text.");
                        continue;
                    }
                }
            }
            FileCommand::Paste(text) => text.clone(),
            _ => continue,
        };
        redraw.write(RequestRedraw);
        match read_pasted(&text) {
            Pasted::Fen(position) => {
                notice.info("A new game starts from the pasted position.");
                out.write(GameCommand::NewGame(Box::new(NewGame {
                    game: *position,
                    control: None,
                    names: shakmaty::ByColor {
                        white: settings.white.clone(),
                        black: settings.black.clone(),
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
                *list = GameList {
                    source: Some(GameSource::Memory(bytes)),
                    games: table,
                    shown: false,
                    generation: list.generation + 1,
                    ..GameList::default()
                };
                if list.len() > 1 {
                    list.shown = true;
                    notice.info(format!("The pasted text holds {count} games."));
                } else {
                    commands.write_message(FileCommand::OpenGame(0));
                }
            }
            Pasted::Neither(why) => notice.error(why),
        }
    }
}
