//! The Explorer view: the moves the listed file's games played from the
//! viewed position, each with its number of games, a bar of White's wins,
//! draws and Black's wins with percentages, and the players' average
//! rating, the most played first. A click on a move plays it on the
//! analysis board (in a record: browses or creates the variation);
//! "Games reaching this position" keeps the game list to them.

use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::egui;
use shakmaty::san::SanPlus;

use super::{Asks, FileWorld, PanelUi, PanelWorld, annotations::san_text};
use crate::i18n::Arg;
use crate::{
    app::{
        explorer::{ExplorerCommand, ExplorerState},
        files::file_name,
        theme::egui_color,
    },
    chess::explorer::{Explorer, PLY_LIMIT, PositionStats, counts_moves},
    chess::game::RepetitionKey,
};

/// The label the explorer's list of moves carries in the accessibility
/// tree.
pub const EXPLORER_LABEL: &str = "label-explorer-moves";

/// Which view fills the panel's middle.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) enum Tab {
    /// The move list.
    #[default]
    Moves,
    /// The explorer.
    Explorer,
}

/// The stats of the position last shown, kept until the position or the
/// explorer changes (a lookup of the start position of 1,500,000 games
/// takes a few milliseconds: not every frame).
#[derive(Resource, Debug, Default)]
pub(super) struct Explored {
    key: Option<(usize, RepetitionKey)>,
    stats: PositionStats,
}

impl Explored {
    fn follow(&mut self, explorer: &Arc<Explorer>, position: &shakmaty::Chess) -> &PositionStats {
        let key = (Arc::as_ptr(explorer) as usize, RepetitionKey::of(position));
        if self.key != Some(key) {
            self.stats = explorer.position(position);
            self.key = Some(key);
        }
        &self.stats
    }
}

pub(super) fn install(world: &mut World) {
    world.init_resource::<Tab>();
    world.init_resource::<Explored>();
}

/// Whether the middle shows `tab`.
pub(super) fn tab_is(tab: Tab) -> impl Fn(Res<Tab>) -> bool {
    move |shown| *shown == tab
}

/// The tabs over the panel's middle, when the listed file has an explorer.
pub(super) fn tabs(
    mut parts: ResMut<PanelUi>,
    files: FileWorld,
    mut tab: ResMut<Tab>,
    words: Res<crate::app::language::AppWords>,
) {
    let w = &words.0;
    if matches!(files.explorer.state, ExplorerState::None) {
        tab.set_if_neq(Tab::Moves);
        return;
    }
    let Some(ui) = parts.middle() else {
        return;
    };
    let mut chosen = *tab;
    ui.horizontal(|ui| {
        ui.selectable_value(&mut chosen, Tab::Moves, w.get("tab-moves"));
        let title = match files.explorer.state.progress() {
            Some(progress) => w.with(
                "tab-explorer-progress",
                &[("percent", Arg::Count((progress * 100.0).round() as i64))],
            ),
            None => w.get("tab-explorer"),
        };
        ui.selectable_value(&mut chosen, Tab::Explorer, title);
    });
    tab.set_if_neq(chosen);
}

/// The Explorer view, in the rest of the middle.
pub(super) fn explorer_view(
    mut parts: ResMut<PanelUi>,
    world: PanelWorld,
    files: FileWorld,
    mut explored: ResMut<Explored>,
    mut asks: Asks,
) {
    let Some(ui) = parts.middle() else {
        return;
    };
    let height = ui.available_height().max(40.0);
    parts.list_rect = view(ui, &world, &files, &mut explored, height, &mut asks);
}

/// The explorer while it is not ready: its pass's progress and Cancel,
/// or why it stopped or failed.
fn not_ready(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    files: &FileWorld,
    file: &[(&str, Arg); 1],
    asks: &mut Asks,
) {
    match &files.explorer.state {
        ExplorerState::Ready(_) | ExplorerState::None => {}
        ExplorerState::Building { .. } => {
            ui.label(world.tr_with("explorer-playing", file));
            ui.horizontal(|ui| {
                let progress = files.explorer.state.progress().unwrap_or(0.0);
                ui.add(
                    egui::ProgressBar::new(progress)
                        .desired_width((ui.available_width() - 80.0).max(60.0))
                        .show_percentage(),
                );
                if ui.button(world.tr("explorer-cancel")).clicked() {
                    asks.explorer(ExplorerCommand::Cancel);
                }
            });
        }
        ExplorerState::Stopped => {
            ui.label(world.tr_with("explorer-stopped", file));
            if ui.button(world.tr("explorer-again")).clicked() {
                asks.explorer(ExplorerCommand::Restart);
            }
        }
        ExplorerState::Failed(why) => {
            ui.label(world.tr_with(
                "explorer-failed",
                &[file[0], ("why", Arg::Text(&world.words.0.say(why)))],
            ));
        }
    }
}

/// The Explorer view, in `height` points; returns the rectangle its list
/// of moves shows, if any.
fn view(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    files: &FileWorld,
    explored: &mut Explored,
    height: f32,
    asks: &mut Asks,
) -> Option<egui::Rect> {
    let name = files
        .list
        .path
        .as_deref()
        .map_or_else(|| world.tr("explorer-pasted"), file_name);
    let file = [("file", Arg::Text(&name))];
    let ExplorerState::Ready(explorer) = &files.explorer.state else {
        not_ready(ui, world, files, &file, asks);
        return None;
    };
    let position = world.session.game().view_position();
    if !counts_moves(position) {
        past_the_limit(ui, world, files, asks);
        return None;
    }
    let stats = explored.follow(explorer, position);
    ui.horizontal_wrapped(|ui| {
        ui.label(world.tr_with(
            "explorer-games",
            &[
                ("count", Arg::Count(stats.games as i64)),
                (
                    "shown",
                    Arg::Text(&world.words.0.number(stats.games as u64)),
                ),
            ],
        ));
        if ui
            .add_enabled(
                stats.games > 0,
                egui::Button::new(world.tr("explorer-reaching")),
            )
            .on_hover_text(world.tr("explorer-reaching-hover"))
            .clicked()
        {
            asks.explorer(ExplorerCommand::ShowReaching);
        }
    });
    if stats.moves.is_empty() {
        ui.label(
            egui::RichText::new(if stats.games == 0 {
                world.tr_with("explorer-none-reach", &file)
            } else {
                world.tr("explorer-none-on")
            })
            .weak(),
        );
        return None;
    }
    let playable = world.session.is_analysis();
    let notation = world.notation();
    // What the heading left of the middle.
    let height = ui.available_height().min(height).max(40.0);
    let shown = ui.scope(|ui| {
        ui.ctx().accesskit_node_builder(ui.unique_id(), |node| {
            node.set_role(egui::accesskit::Role::List);
            node.set_label(world.tr(EXPLORER_LABEL));
            node.set_class_name(EXPLORER_LABEL);
        });
        let look = Look {
            playable,
            notation,
            theme: world.theme(),
            words: &world.words.0,
        };
        moves_played(ui, stats, position, &look, height, asks)
    });
    Some(shown.inner)
}

/// A position past the explorer's ply limit: what it counts, and the
/// search for the games reaching it (with its progress and Stop).
fn past_the_limit(ui: &mut egui::Ui, world: &PanelWorld, files: &FileWorld, asks: &mut Asks) {
    ui.label(world.tr_with(
        "explorer-limit",
        &[
            ("plies", Arg::Count(PLY_LIMIT as i64)),
            ("moves", Arg::Count((PLY_LIMIT / 2) as i64)),
        ],
    ));
    match files.explorer.searching {
        Some(progress) => {
            ui.label(world.tr("explorer-replaying"));
            ui.horizontal(|ui| {
                ui.add(
                    egui::ProgressBar::new(progress)
                        .desired_width((ui.available_width() - 80.0).max(60.0))
                        .show_percentage(),
                );
                if ui.button(world.tr("explorer-stop")).clicked() {
                    asks.explorer(ExplorerCommand::CancelSearch);
                }
            });
        }
        None => {
            if ui
                .button(world.tr("explorer-reaching"))
                .on_hover_text(world.tr("explorer-replay-hover"))
                .clicked()
            {
                asks.explorer(ExplorerCommand::ShowReaching);
            }
        }
    }
}

/// How the explorer's rows look and behave.
struct Look<'a> {
    /// Whether a click on a move plays it (not during a live game).
    playable: bool,
    /// Figurines instead of piece letters.
    notation: super::annotations::Notation,
    /// The colours of the score bars.
    theme: crate::app::theme::Theme,
    /// The player's language.
    words: &'a crate::i18n::Words,
}

/// The moves played from the position, in a list that scrolls; returns the
/// rectangle it shows.
fn moves_played(
    ui: &mut egui::Ui,
    stats: &PositionStats,
    position: &shakmaty::Chess,
    look: &Look,
    height: f32,
    asks: &mut Asks,
) -> egui::Rect {
    let Look {
        playable,
        notation,
        ref theme,
        words,
    } = *look;
    egui::ScrollArea::vertical()
        .id_salt("explorer moves")
        .max_height(height)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            let width = ui.available_width();
            let (mv, games, rating) = (52.0, 64.0, 40.0);
            let spacing = ui.spacing().item_spacing.x;
            let bar = (width - mv - games - rating - 3.0 * spacing - 4.0).max(60.0);
            egui::Grid::new("explorer grid")
                .num_columns(4)
                .striped(true)
                .min_col_width(0.0)
                .show(ui, |ui| {
                    for m in &stats.moves {
                        let san = SanPlus::from_move(position.clone(), m.mv);
                        let text = san_text(&san, notation);
                        let button = ui.add_enabled_ui(playable, |ui| {
                            ui.add_sized(
                                [mv, 20.0],
                                egui::Button::new(egui::RichText::new(text).strong()).frame(false),
                            )
                        });
                        let button = button
                            .inner
                            .on_disabled_hover_text(words.get("explorer-during-game"));
                        // A move that gets the keyboard is scrolled into sight.
                        if button.gained_focus() {
                            button.scroll_to_me(None);
                        }
                        if button.clicked() {
                            asks.explorer(ExplorerCommand::Play(m.mv));
                        }
                        number_label(ui, games, &words.number(u64::from(m.games)));
                        score_bar(ui, theme, words, bar, m.percentages());
                        number_label(
                            ui,
                            rating,
                            &m.average_rating().map_or(String::new(), |r| r.to_string()),
                        );
                        ui.end_row();
                    }
                    ui.label(egui::RichText::new("Σ").weak());
                    number_label(ui, games, &words.number(u64::from(stats.games)));
                    score_bar(ui, theme, words, bar, stats.percentages());
                    ui.label("");
                    ui.end_row();
                });
        })
        .inner_rect
}

/// A number in its column, centred.
fn number_label(ui: &mut egui::Ui, width: f32, text: &str) {
    ui.add_sized([width, 20.0], egui::Label::new(text));
}

/// White's wins, draws and Black's wins as one bar, with the percentages
/// where they fit.
fn score_bar(
    ui: &mut egui::Ui,
    theme: &crate::app::theme::Theme,
    words: &crate::i18n::Words,
    width: f32,
    shares: Option<[u32; 3]>,
) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, 18.0), egui::Sense::hover());
    let words = shares.map_or_else(
        || words.get("explorer-no-result"),
        |[w, d, b]| {
            words.with(
                "explorer-shares",
                &[
                    ("white", Arg::Count(i64::from(w))),
                    ("draws", Arg::Count(i64::from(d))),
                    ("black", Arg::Count(i64::from(b))),
                ],
            )
        },
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, &words));
    response.on_hover_text(words);
    let painter = ui.painter_at(rect);
    let Some(shares) = shares else {
        painter.rect_stroke(
            rect,
            2.0,
            egui::Stroke::new(1.0, egui_color(theme.text_secondary)),
            egui::StrokeKind::Inside,
        );
        return;
    };
    let fills = theme.score_fills.map(egui_color);
    let texts = theme.score_texts.map(egui_color);
    let mut left = rect.left();
    for (i, share) in shares.into_iter().enumerate() {
        let right = if i == 2 {
            rect.right()
        } else {
            left + rect.width() * share as f32 / 100.0
        };
        let part = egui::Rect::from_x_y_ranges(left..=right, rect.y_range());
        painter.rect_filled(part, 0.0, fills[i]);
        if part.width() >= 30.0 {
            painter.text(
                part.center(),
                egui::Align2::CENTER_CENTER,
                format!("{share}%"),
                egui::FontId::proportional(11.0),
                texts[i],
            );
        }
        left = right;
    }
}
