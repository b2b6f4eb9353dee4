//! Images of the board: the position shown written as PNG or SVG, the
//! main line as an animated GIF (File › Export image…, the format by the
//! name's extension), or the PNG put on the clipboard (Copy image). The
//! image is made on a background task: a long game's GIF takes a while,
//! and a frame never waits for it.

use crate::i18n::Said;
use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::{EguiClipboard, egui};

use super::{FileCommand, file_name};
use crate::{
    app::{
        Phase, notice::PanelNotice, session::GameSession, settings::PlayerSettings, theme::Theme,
    },
    chess::diagram::{Diagram, Palette},
    chess::session::Session,
    desktop::image::{Format, GifOptions},
    desktop::job::{Answer, Job},
};

/// How images are made: chosen in the export window, kept while Rookery
/// runs.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct ExportOptions {
    /// The board's width in pixels.
    pub size: u32,
    /// A line under the board: the players and the move shown (a GIF's
    /// last frame: the players and the result).
    pub caption: bool,
    /// A GIF's time per position, in milliseconds.
    pub delay_ms: u32,
    /// Whether the export window shows.
    pub window: bool,
}

impl Default for ExportOptions {
    fn default() -> ExportOptions {
        ExportOptions {
            size: 480,
            caption: true,
            delay_ms: 1000,
            window: false,
        }
    }
}

/// An image being made and written.
#[derive(Resource)]
struct Exporting(Job<Result<Said, Said>>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ExportOptions>()
        .add_systems(Update, (export, follow_export).chain().in_set(Phase::Files));
}

/// What the position shown looks like as a diagram, as the board shows it.
pub fn diagram_of(session: &Session, settings: &PlayerSettings, caption: bool) -> Diagram {
    let game = session.game();
    let cursor = game.view_cursor().clone();
    let last = game.view_last_ply();
    let caption = caption.then(|| {
        let players = format!(
            "{} – {}",
            session.name(shakmaty::Color::White),
            session.name(shakmaty::Color::Black)
        );
        match last {
            Some(ply) => {
                use shakmaty::Position;
                let number = ply.position.fullmoves().get()
                    - u32::from(ply.mover() == shakmaty::Color::Black);
                let dots = if ply.mover() == shakmaty::Color::White {
                    "."
                } else {
                    "…"
                };
                format!("{players}, after {number}{dots}{}", ply.san)
            }
            None => players,
        }
    });
    Diagram {
        orientation: session.orientation(),
        last_move: last
            .and_then(|p| p.mv)
            .and_then(|m| Some((m.from()?, m.to()))),
        shapes: game.shapes(&cursor),
        coordinates: settings.coordinates,
        caption,
        ..Diagram::new(shakmaty::Position::board(game.view_position()).clone())
    }
}

/// Where an export goes: its job, the clipboard, its words.
#[derive(bevy::ecs::system::SystemParam)]
struct ExportOut<'w, 's> {
    commands: Commands<'w, 's>,
    clipboard: Option<ResMut<'w, EguiClipboard>>,
    notice: ResMut<'w, PanelNotice>,
    inline: Res<'w, super::loading::InlineLoading>,
}

fn export(
    mut requests: MessageReader<FileCommand>,
    session: Res<GameSession>,
    settings: Res<PlayerSettings>,
    mut options: ResMut<ExportOptions>,
    out: ExportOut,
) {
    let ExportOut {
        mut commands,
        mut clipboard,
        mut notice,
        inline,
    } = out;
    let palette = Theme::named(settings.theme).palette();
    for request in requests.read() {
        match request {
            FileCommand::ExportWindow => options.window = true,
            FileCommand::CopyImage => {
                let diagram = diagram_of(&session, &settings, options.caption);
                match crate::desktop::image::rasterise(&diagram.svg(&palette, options.size)) {
                    Ok((width, height, rgba)) => {
                        if let Some(clipboard) = clipboard.as_mut() {
                            clipboard.set_image(&egui::ColorImage::from_rgba_unmultiplied(
                                [width as usize, height as usize],
                                &rgba,
                            ));
                        }
                        notice.info(Said::new("notice-image-copied"));
                    }
                    Err(e) => notice.error(Said::new("notice-image-failed").with("why", e)),
                }
            }
            FileCommand::ExportTo(path) => {
                let job = Picture {
                    path: path.clone(),
                    diagram: diagram_of(&session, &settings, options.caption),
                    game: session.game().clone(),
                    palette,
                    gif: GifOptions {
                        size: options.size,
                        orientation: session.orientation(),
                        delay_ms: options.delay_ms,
                        coordinates: settings.coordinates,
                        last_caption: options.caption.then(|| {
                            let tags = session.tags();
                            format!(
                                "{} – {}   {}",
                                session.name(shakmaty::Color::White),
                                session.name(shakmaty::Color::Black),
                                tags.get("Result").unwrap_or("*")
                            )
                        }),
                    },
                    size: options.size,
                };
                notice.info(Said::new("notice-making").with("name", file_name(path)));
                match Job::start(inline.0, "rookery export", 0, move |worker| {
                    worker.send(job.run());
                }) {
                    Ok(job) => commands.insert_resource(Exporting(job)),
                    Err(e) => notice
                        .error(Said::new("notice-image-not-started").with("why", e.to_string())),
                }
            }
            _ => {}
        }
    }
}

/// An image to make and write (the board and the game as they were asked).
struct Picture {
    path: PathBuf,
    diagram: Diagram,
    game: crate::chess::game::Game,
    palette: Palette,
    gif: GifOptions,
    size: u32,
}

impl Picture {
    fn run(self) -> Result<Said, Said> {
        let name = file_name(&self.path);
        let bytes = match Format::of_path(&self.path) {
            Some(Format::Svg) => self.diagram.svg(&self.palette, self.size).into_bytes(),
            Some(Format::Gif) => crate::desktop::image::gif(&self.game, &self.palette, &self.gif)
                .map_err(|e| Said::new("notice-image-failed").with("why", e))?,
            Some(Format::Png) | None => {
                crate::desktop::image::png(&self.diagram, &self.palette, self.size)
                    .map_err(|e| Said::new("notice-image-failed").with("why", e))?
            }
        };
        crate::desktop::files::write_atomic(&self.path, &bytes).map_err(|e| {
            Said::new("notice-image-not-saved")
                .with("name", name.clone())
                .with("why", e.to_string())
        })?;
        Ok(Said::new("notice-saved").with("name", name))
    }
}

fn follow_export(
    mut commands: Commands,
    exporting: Option<Res<Exporting>>,
    mut notice: ResMut<PanelNotice>,
    mut look: crate::app::timer::LookAgain,
) {
    let Some(exporting) = exporting else {
        return;
    };
    let result = match exporting.0.answer() {
        Answer::Waiting => {
            look.after(std::time::Duration::from_millis(100));
            return;
        }
        Answer::Came(result) => result,
        Answer::Lost => {
            Err(Said::new("notice-image-failed").with("why", Said::new("work-stopped")))
        }
    };
    commands.remove_resource::<Exporting>();
    look.now();
    match result {
        Ok(words) => notice.info(words),
        Err(why) => notice.error(why),
    }
}
