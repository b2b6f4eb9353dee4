//! Files dropped on the window: a hover says what will open, a drop opens
//! it.

use crate::i18n::Said;
use std::path::PathBuf;

use bevy::{prelude::*, window::FileDragAndDrop, window::RequestRedraw};

use super::{FileCommand, file_name};
use crate::app::Phase;
use crate::app::notice::PanelNotice;

/// The file being dragged over the window, if any.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct DropHover(pub Option<PathBuf>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DropHover>()
        .add_message::<FileDragAndDrop>()
        .add_systems(Update, follow_drops.in_set(Phase::Input));
}

/// Whether a path names a PGN file: `.pgn`, compressed (`.pgn.gz`,
/// `.pgn.zst`, `.pgn.bz2`), or a `.zip` archive (which may hold some).
pub fn is_pgn(path: &std::path::Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    [".pgn", ".pgn.gz", ".pgn.zst", ".pgn.bz2", ".zip"]
        .iter()
        .any(|end| name.ends_with(end))
}

fn follow_drops(
    mut drops: MessageReader<FileDragAndDrop>,
    mut hover: ResMut<DropHover>,
    mut out: MessageWriter<FileCommand>,
    mut notice: ResMut<PanelNotice>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    for drop in drops.read() {
        redraw.write(RequestRedraw);
        match drop {
            FileDragAndDrop::HoveredFile { path_buf, .. } => hover.0 = Some(path_buf.clone()),
            FileDragAndDrop::HoveredFileCanceled { .. } => hover.0 = None,
            FileDragAndDrop::DroppedFile { path_buf, .. } => {
                hover.0 = None;
                if is_pgn(path_buf) {
                    out.write(FileCommand::Open(path_buf.clone()));
                } else {
                    notice.error(
                        Said::new("notice-dropped-not-pgn").with("name", file_name(path_buf)),
                    );
                }
            }
        }
    }
}
