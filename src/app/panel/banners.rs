//! Over the board: the hint of why the board did not take a move, the
//! resignation question, the game-over banner (which offers to analyse
//! the game), the banner of a game restored at start, and the question an
//! analysis's unsaved edits ask before they would be lost.

use bevy::prelude::*;
use bevy_egui::egui;
use shakmaty::Color as Side;

use super::{Asks, FileWorld, PanelContext, PanelWorld, new_game::NewGameForm};
use crate::app::{
    files::{FileCommand, PromptPurpose, file_name},
    session::{Action, GameCommand, Pending, SessionChanged},
    shortcuts::PanelRequest,
    theme::egui_color,
};
use crate::i18n::Arg;

/// The side asked to confirm its resignation, while the question stands.
#[derive(Resource, Debug, Default)]
pub(super) struct ResignQuestion(Option<Side>);

/// Whether the player closed the game-over banner (it shows again when a
/// game ends anew, or another game comes).
#[derive(Resource, Debug, Default)]
pub(super) struct BannerHidden(bool);

pub(super) fn install(world: &mut World) {
    world.init_resource::<ResignQuestion>();
    world.init_resource::<BannerHidden>();
}

/// Why the board did not take what the player tried, over the board's top
/// edge, until the view changes.
pub(super) fn board_hint(ctx: Res<PanelContext>, world: PanelWorld) {
    let Some(id) = world.hint.0 else {
        return;
    };
    let text = world.tr(id);
    let layout = &world.layout;
    let board = layout.rect();
    let top = layout.to_window(Vec2::new(board.center().x, board.max.y));
    let width = board.width() * 0.8;
    egui::Area::new(egui::Id::new("board hint"))
        .pivot(egui::Align2::CENTER_TOP)
        .fixed_pos(egui::pos2(top.x, top.y + layout.square * 0.25))
        .order(egui::Order::Middle)
        .interactable(false)
        .show(&ctx.0, |ui| {
            egui::Frame::new()
                .fill(egui_color(world.theme().banner_fill))
                .stroke(egui::Stroke::new(1.0, egui_color(world.theme().accent)))
                .corner_radius(6)
                .inner_margin(egui::Margin::symmetric(12, 8))
                .show(ui, |ui| {
                    ui.set_max_width(width);
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(text).color(egui_color(world.theme().banner_text)),
                        )
                        .wrap(),
                    );
                });
        });
}

/// The question is asked when a player's ⚑ (or the Game menu's item) is
/// chosen.
pub(super) fn take_resign_requests(
    mut question: ResMut<ResignQuestion>,
    mut requests: MessageReader<PanelRequest>,
) {
    for request in requests.read() {
        if let PanelRequest::Resign(side) = request {
            question.0 = Some(*side);
        }
    }
}

/// "Resign as …?", while it is asked.
pub(super) fn resign_question(
    ctx: Res<PanelContext>,
    world: PanelWorld,
    mut question: ResMut<ResignQuestion>,
    mut asks: Asks,
) {
    let ctx = &ctx.0;
    let Some(side) = question.0 else {
        return;
    };
    // Enter resigns (what the player asked for), Esc keeps playing.
    let keys = super::dialog::keys(ctx, super::dialog::modal_layer("confirm resign"), &[]);
    if keys.enter {
        asks.act(Action::Resign(side));
        question.0 = None;
        return;
    }
    let modal = egui::Modal::new(egui::Id::new("confirm resign")).show(ctx, |ui| {
        ui.set_width(280.0);
        let (loser, winner) = (world.player(side), world.player(!side));
        ui.heading(world.tr_with("resign-title", &[("name", Arg::Text(&loser))]));
        ui.label(world.tr_with("resign-winner", &[("name", Arg::Text(&winner))]));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let resign = ui.add(
                egui::Button::new(world.tr("resign-button"))
                    .fill(egui_color(world.theme().danger_fill)),
            );
            if resign.clicked() {
                asks.act(Action::Resign(side));
                question.0 = None;
            }
            let keep = ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.button(world.tr("resign-keep"))
            });
            if keep.inner.clicked() {
                question.0 = None;
            }
            // The question takes the keyboard, on Resign (what Enter does),
            // so a screen reader says it as it opens.
            let ids = [resign.id, keep.inner.id];
            if !ctx.memory(|m| m.focused().is_some_and(|f| ids.contains(&f))) {
                resign.request_focus();
            }
        });
    });
    if modal.should_close() || keys.escape {
        question.0 = None;
    }
}

/// The result over the board when a game ends: Analyse or Close.
pub(super) fn game_over_banner(
    ctx: Res<PanelContext>,
    world: PanelWorld,
    mut hidden: ResMut<BannerHidden>,
    mut changes: MessageReader<SessionChanged>,
    mut asks: Asks,
) {
    // A new ending, or another game, shows the banner again.
    if changes.read().any(|c| c.0.ended || c.0.new_game) {
        hidden.0 = false;
    }
    let ctx = &ctx.0;
    let theme = &world.theme();
    let status = world.session.game().status();
    // A record opened from a file is read, not finished here: no banner.
    // Nor over a window the player opened (Settings): it comes back when
    // the window closes.
    if !status.is_finished()
        || hidden.0
        || world.session.game().is_viewing_past()
        || world.session.game().mode() == crate::chess::game::GameMode::Record
        || super::dialog::a_window_is_open(ctx)
    {
        return;
    }
    // Enter analyses the game, Esc closes the banner.
    let keys = super::dialog::banner_keys(ctx);
    if keys.enter {
        asks.act(Action::Analyse);
    }
    if keys.escape {
        hidden.0 = true;
        return;
    }
    let layout = &world.layout;
    let center = layout.to_window(layout.center);
    let words = crate::app::banner_text(&world.session, &world.words.0);
    // As wide as the words, up to most of the board: a long result
    // ("Draw by threefold repetition (claimed by Alice)") takes two lines
    // at most, never a narrow column.
    let font = egui::FontId::proportional(18.0);
    let words_width = ctx.fonts_mut(|f| {
        f.layout_no_wrap(words.clone(), font.clone(), egui::Color32::WHITE)
            .size()
            .x
    });
    let width = words_width
        .min(layout.rect().width() * 0.8 - 56.0)
        .max(160.0);
    egui::Area::new(egui::Id::new("game over"))
        .pivot(egui::Align2::CENTER_CENTER)
        .fixed_pos(egui::pos2(center.x, center.y))
        .order(egui::Order::Middle)
        // Its buttons take the keyboard; the banner itself is no Tab stop.
        .sense(egui::Sense::CLICK)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui_color(theme.banner_fill))
                .shadow(egui::Shadow {
                    offset: [0, 4],
                    blur: 16,
                    spread: 0,
                    color: egui_color(theme.banner_shadow),
                })
                .stroke(egui::Stroke::new(1.0, egui_color(theme.banner_stroke)))
                .corner_radius(10)
                .inner_margin(egui::Margin::symmetric(28, 18))
                .show(ui, |ui| {
                    ui.set_width(width);
                    ui.vertical_centered(|ui| {
                        banner_contents(ui, &world, words, font, &mut hidden, &mut asks);
                    });
                });
        });
}

/// The result, its `words` in their font, Analyse and Close.
fn banner_contents(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    words: String,
    font: egui::FontId,
    hidden: &mut BannerHidden,
    asks: &mut Asks,
) {
    let theme = world.theme();
    let status = world.session.game().status();
    ui.label(
        egui::RichText::new(status.result_str().replace("1/2", "½"))
            .size(34.0)
            .strong()
            .color(egui_color(theme.banner_result)),
    );
    ui.add(
        egui::Label::new(
            egui::RichText::new(words)
                .font(font)
                .color(egui_color(theme.banner_text)),
        )
        .wrap(),
    );
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        if ui
            .add(
                egui::Button::new(egui::RichText::new(world.tr("over-analyse")).strong())
                    .fill(egui_color(theme.accent_fill)),
            )
            .on_hover_text(world.tr("over-analyse-hover"))
            .clicked()
        {
            asks.act(Action::Analyse);
        }
        if ui.button(world.tr("over-close")).clicked() {
            hidden.0 = true;
        }
    });
}

/// A game restored at start: its clocks wait until the players resume.
/// A banner over the board's top, no wider than the board: on a small
/// window it never covers the panel (nor a clock).
fn over_the_board(ctx: &egui::Context, world: &PanelWorld, title: &str) -> egui::Window<'static> {
    let layout = &world.layout;
    let rect = layout.rect();
    let top_middle = layout.to_window(bevy::math::Vec2::new(rect.center().x, rect.max.y));
    let widest = (rect.width() - 40.0).max(200.0);
    // As wide as its title at least (a window's title is cut, not wrapped:
    // "Analyse wiederhergestellt" lost its end at 800×600).
    let font = ctx.global_style().text_styles[&egui::TextStyle::Heading].clone();
    let title_width = ctx.fonts_mut(|f| {
        f.layout_no_wrap(title.to_owned(), font, egui::Color32::WHITE)
            .size()
            .x
    });
    egui::Window::new(title.to_owned())
        .id(egui::Id::new("restored"))
        .collapsible(false)
        .resizable(false)
        .pivot(egui::Align2::CENTER_TOP)
        .fixed_pos(egui::pos2(top_middle.x, top_middle.y + 12.0))
        .min_width((title_width + 8.0).min(widest))
        .max_width(widest)
}

/// A game or analysis restored at start: go on, or (a game) a new one.
pub(super) fn restored_banner(
    ctx: Res<PanelContext>,
    world: PanelWorld,
    files: FileWorld,
    form: Res<NewGameForm>,
    mut asks: Asks,
) {
    let ctx = &ctx.0;
    // Not over the game list (what the player is looking at), nor over the
    // new-game form opened from it (cancelled, the banner is back).
    if !world.session.is_restored() || files.list.shown || form.open {
        return;
    }
    let accent = egui_color(world.theme().accent_fill);
    // Enter goes on (the clocks run again).
    if super::dialog::banner_keys(ctx).enter {
        asks.act(Action::ResumeClock);
    }
    if world.session.is_analysis() {
        over_the_board(ctx, &world, &world.tr("restored-analysis")).show(ctx, |ui| {
            ui.label(match &world.session.origin().path {
                Some(path) => world.tr_with(
                    "restored-analysis-of",
                    &[("file", Arg::Text(&file_name(path)))],
                ),
                None => world.tr("restored-analysis-words"),
            });
            ui.horizontal(|ui| {
                if ui
                    .add(
                        egui::Button::new(egui::RichText::new(world.tr("restored-go-on")).strong())
                            .fill(accent),
                    )
                    .clicked()
                {
                    asks.act(Action::ResumeClock);
                }
            });
        });
        return;
    }
    let timed = world.session.clock().is_some_and(|c| !c.is_stopped());
    over_the_board(ctx, &world, &world.tr("restored-game")).show(ctx, |ui| {
        let moves = world.session.game().ply_count().div_ceil(2);
        ui.label(world.tr_with(
            "restored-game-words",
            &[
                ("white", Arg::Text(&world.player(Side::White))),
                ("black", Arg::Text(&world.player(Side::Black))),
                ("count", Arg::Count(moves as i64)),
            ],
        ));
        if timed {
            ui.label(world.tr("restored-paused"));
        }
        ui.horizontal(|ui| {
            let resume = world.tr(if timed {
                "restored-resume"
            } else {
                "restored-continue"
            });
            if ui
                .add(egui::Button::new(egui::RichText::new(resume).strong()).fill(accent))
                .clicked()
            {
                // The clocks run again, and the game goes on.
                asks.act(Action::ResumeClock);
            }
            if ui.button(world.tr("control-new-game")).clicked() {
                // The restored game's names and time control, to play again.
                asks.open(PanelRequest::NewGameLikeThis);
            }
        });
    });
}

/// Save, Discard or Cancel, before an analysis's unsaved edits would go
/// (another game, or quitting).
///
/// While Save's chooser is open (the native dialog, the path field, or
/// the choice between the file's game and a new file), the question
/// stands aside: a click there is the chooser's, not one that closes the
/// question. Saved, what waited goes on; cancelled, the question is back.
pub(super) fn unsaved_question(
    ctx: Res<PanelContext>,
    world: PanelWorld,
    files: FileWorld,
    mut asks: Asks,
) {
    let ctx = &ctx.0;
    let Some(pending) = &world.unsaved.0 else {
        return;
    };
    let saving = files.chooser.0 == Some(PromptPurpose::Save)
        || files.choice.0
        || files
            .prompt
            .0
            .as_ref()
            .is_some_and(|p| p.purpose == PromptPurpose::Save);
    if saving {
        return;
    }
    let name = match &world.session.origin().path {
        Some(path) => file_name(path),
        None => world.tr("unsaved-this"),
    };
    let then = world.tr(match pending {
        Pending::Replace(new) if new.practice => "unsaved-before-practice",
        Pending::Replace(_) => "unsaved-before-open",
        Pending::Quit => "unsaved-before-quit",
    });
    let accent = egui_color(world.theme().accent_fill);
    // Enter saves, Esc cancels.
    let keys = super::dialog::keys(ctx, super::dialog::modal_layer("unsaved edits"), &[]);
    if keys.enter {
        asks.file(FileCommand::Save);
    }
    let modal = egui::Modal::new(egui::Id::new("unsaved edits")).show(ctx, |ui| {
        ui.set_width(320.0);
        ui.heading(world.tr_with("unsaved-title", &[("name", Arg::Text(&name))]));
        ui.add(egui::Label::new(then).wrap());
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui
                .add(
                    egui::Button::new(egui::RichText::new(world.tr("unsaved-save")).strong())
                        .fill(accent),
                )
                .clicked()
            {
                // Once saved, what waited goes on.
                asks.file(FileCommand::Save);
            }
            if ui.button(world.tr("unsaved-discard")).clicked() {
                asks.act(Action::DiscardEdits);
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button(world.tr("new-cancel")).clicked() {
                    asks.game(GameCommand::KeepEditing);
                }
            });
        });
    });
    if modal.should_close() || keys.escape {
        asks.game(GameCommand::KeepEditing);
    }
}
