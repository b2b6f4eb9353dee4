//! A player's box: name, clock, draw offers and claims, resignation, and the
//! answers the opponent asked for. Two systems draw them, one for the box
//! beside the board's top edge and one beside its bottom edge.

use std::time::Instant;

use bevy::prelude::*;
use bevy_egui::egui;
use shakmaty::{Color as Side, Move, san::SanPlus};

use super::{Asks, PanelUi, PanelWorld};
use crate::i18n::Arg;
use crate::{
    app::{session::Action, shortcuts::PanelRequest, theme::egui_color, timer},
    chess::clock::{Clock, clock_face},
    chess::game::{DrawClaim, Game, GameMode},
};
/// The latest `[%clk]` reading of a side up to the viewed position, in a
/// record (a game being played untimed, such as practice from a recorded
/// game, shows no clock: its readings are the old game's).
fn recorded_clock(game: &Game, side: Side) -> Option<std::time::Duration> {
    if game.mode() != GameMode::Record || !game.plies().iter().any(|p| p.clock.is_some()) {
        return None;
    }
    game.view_line()
        .iter()
        .rev()
        .find(|p| p.mover() == side && p.clock.is_some())
        .and_then(|p| p.clock)
        .or_else(|| {
            // Before a side's first move: its first reading is the closest.
            game.plies()
                .iter()
                .find(|p| p.mover() == side)
                .and_then(|p| p.clock)
        })
}

/// Size of the clock digits.
const CLOCK_SIZE: f32 = 28.0;

/// The least room a player's name keeps beside the clock.
const NAME_ROOM: f32 = 72.0;

/// The room ⚑ and ½ take, with the dot and their spacing.
const BUTTONS_ROOM: f32 = 90.0;

/// The clock digits' size: CLOCK_SIZE, or smaller (down to half of it) so
/// that `face` fits in `room` pixels.
fn clock_size(ui: &egui::Ui, face: &str, room: f32) -> f32 {
    let width = ui.fonts_mut(|f| {
        f.layout_no_wrap(
            face.to_owned(),
            egui::FontId::monospace(CLOCK_SIZE),
            egui::Color32::WHITE,
        )
        .size()
        .x
    }) + 12.0;
    if width <= room {
        CLOCK_SIZE
    } else {
        (CLOCK_SIZE * room / width).max(CLOCK_SIZE / 2.0)
    }
}

pub(super) fn claim_name(words: &crate::i18n::Words, claim: DrawClaim) -> String {
    words.get(match claim {
        DrawClaim::ThreefoldRepetition => "claim-threefold",
        DrawClaim::FiftyMoveRule => "claim-fifty",
    })
}

/// The moves the player to move could announce with a draw claim, worked
/// out once per state of the game (its revision changes with every move,
/// takeback, ending and new game): both boxes read them.
#[derive(Resource, Debug, Default)]
pub(super) struct ClaimMoves {
    revision: Option<u64>,
    moves: Vec<(Move, SanPlus, DrawClaim)>,
}

impl ClaimMoves {
    /// The claims with a move in `game`.
    fn of(&mut self, game: &Game) -> &[(Move, SanPlus, DrawClaim)] {
        if self.revision != Some(game.revision()) {
            self.revision = Some(game.revision());
            self.moves = claim_moves(game);
        }
        &self.moves
    }
}

pub(super) fn install(world: &mut World) {
    world.init_resource::<ClaimMoves>();
}

/// The moves the player to move could announce with a draw claim.
pub(super) fn claim_moves(game: &Game) -> Vec<(Move, SanPlus, DrawClaim)> {
    if game.claimable_draw().is_some() {
        return Vec::new();
    }
    game.legal_moves()
        .into_iter()
        .filter_map(|m| {
            game.claimable_draw_with_move(m)
                .map(|claim| (m, game.san_of(m), claim))
        })
        .collect()
}

/// The box beside the board's top edge (`TOP`) or its bottom edge: the
/// player sitting there.
pub(super) fn player_box<const TOP: bool>(
    mut parts: ResMut<PanelUi>,
    world: PanelWorld,
    mut claims: ResMut<ClaimMoves>,
    mut asks: Asks,
) {
    let Some(ui) = parts.region() else {
        return;
    };
    let bottom = world.session.orientation();
    let (side, panel, margin) = if TOP {
        (
            !bottom,
            egui::Panel::top("top player"),
            egui::Margin {
                bottom: 6,
                ..egui::Margin::ZERO
            },
        )
    } else {
        (
            bottom,
            egui::Panel::bottom("bottom player"),
            egui::Margin {
                top: 6,
                ..egui::Margin::ZERO
            },
        )
    };
    let claims = claims.of(world.session.game());
    panel
        .frame(egui::Frame::NONE.inner_margin(margin))
        .show_separator_line(false)
        .show(ui, |ui| {
            player_block(ui, side, &world, claims, &mut asks);
        });
}

fn player_block(
    ui: &mut egui::Ui,
    side: Side,
    world: &PanelWorld,
    claim_moves: &[(Move, SanPlus, DrawClaim)],
    asks: &mut Asks,
) {
    let game = world.session.game();
    let to_move = !game.status().is_finished() && game.turn() == side;
    let theme = world.theme();
    let fill = egui_color(if to_move {
        theme.active_fill
    } else {
        theme.idle_fill
    });
    egui::Frame::new()
        .fill(fill)
        .corner_radius(6)
        .inner_margin(egui::Margin::same(8))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            // Top-down inside, even when the block is placed from the bottom.
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                let row = ui.horizontal(|ui| name_row(ui, side, world, asks));
                // The dot sits at the row's middle, known once the row is laid
                // out.
                let dot = if to_move {
                    egui_color(theme.accent)
                } else {
                    egui_color(theme.idle_dot)
                };
                let center = egui::pos2(row.inner.center().x, row.response.rect.center().y);
                ui.painter().circle_filled(center, 5.0, dot);
                // A record is browsed, not played: no offers or claims.
                if game.mode() != GameMode::Record {
                    questions(ui, side, world, claim_moves, asks);
                }
            });
        });
}

/// The dot's place, the name, ⚑ and ½, and the clock, on one row; returns
/// the dot's rectangle.
fn name_row(ui: &mut egui::Ui, side: Side, world: &PanelWorld, asks: &mut Asks) -> egui::Rect {
    let game = world.session.game();
    let theme = world.theme();
    let (dot_rect, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
    // The field edits a copy: the players' names change (and everything
    // that watches them runs) only when typed.
    let mut name = world.session.players().get(side).name.as_str().to_owned();
    // A side left unnamed ("White", PGN's placeholder) shows its name in
    // the player's language, as the field's hint, until a name is typed.
    if name == crate::chess::game::side_name(side) {
        name.clear();
    }
    // The clock and the two buttons take their room at the right; the name
    // the rest, never less than NAME_ROOM: a clock that shows tenths
    // ("0:09.8") in a narrow box gets smaller digits rather than leave the
    // name "…".
    let row = ui.available_width();
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        if let Some(clock) = &world.session.clock() {
            let now = timer::now(&world.time);
            let face = clock_face(clock.remaining(side, now));
            let buttons = if world.session.computer(side).is_some() {
                0.0
            } else {
                BUTTONS_ROOM
            };
            let size = clock_size(ui, &face, row - buttons - NAME_ROOM);
            let label = ClockLabel {
                clock,
                side,
                now,
                size,
            };
            clock_label(ui, label, &theme, &world.words.0);
        } else if let Some(left) = recorded_clock(game, side) {
            // A record's [%clk] readings at the viewed move.
            ui.label(
                egui::RichText::new(clock_face(left))
                    .monospace()
                    .size(CLOCK_SIZE * 0.8)
                    .color(egui_color(theme.idle_clock)),
            )
            .on_hover_text(world.tr("player-clock-recorded"));
        }
        // The computer answers offers and never resigns: its box has no
        // ⚑ or ½, and its name has their room.
        let computer = world.session.computer(side);
        if let Some(level) = computer {
            computer_name_label(ui, side, level, world);
            return;
        }
        if game.mode() != GameMode::Record {
            resign_and_offer(ui, side, world, asks);
        }
        name_field(ui, side, name, world, asks);
    });
    dot_rect
}

/// A person's name, edited in place: the players' names change only when
/// typed (`name` is the field's copy).
fn name_field(
    ui: &mut egui::Ui,
    side: Side,
    mut name: String,
    world: &PanelWorld,
    asks: &mut Asks,
) {
    // A name longer than the field ends in "…" while it is not being
    // edited (a field only clips its text); edited, it scrolls as
    // usual.
    let id = egui::Id::new(("player name", side as u8));
    let editing = ui.memory(|m| m.has_focus(id));
    let mut layouter = |ui: &egui::Ui, text: &dyn egui::TextBuffer, width: f32| {
        let font = egui::TextStyle::Body.resolve(ui.style());
        let color = ui.visuals().widgets.inactive.text_color();
        let mut job =
            egui::text::LayoutJob::simple_singleline(text.as_str().to_owned(), font, color);
        job.keep_trailing_whitespace = true;
        if !editing {
            job.wrap = egui::text::TextWrapping {
                max_width: width,
                max_rows: 1,
                break_anywhere: true,
                overflow_character: Some('…'),
            };
        }
        ui.fonts_mut(|f| f.layout_job(job))
    };
    let field = ui.add(
        egui::TextEdit::singleline(&mut name)
            .id(id)
            .desired_width(ui.available_width())
            .hint_text(world.side(side))
            .layouter(&mut layouter),
    );
    let name_words = world.tr_with("player-name", &[("side", Arg::Text(&world.side(side)))]);
    let edited = super::named(ui, field, name_words.clone())
        .on_hover_text(name_words)
        .changed();
    if edited && name != world.session.players().get(side).name.as_str() {
        asks.act(Action::Rename(side, name));
    }
}

/// Lichess's signs beside a person's name: a flag to resign, ½ to offer
/// a draw; the words are in their tooltips and said to a screen reader.
fn resign_and_offer(ui: &mut egui::Ui, side: Side, world: &PanelWorld, asks: &mut Asks) {
    let game = world.session.game();
    let ongoing = !game.status().is_finished();
    // Lichess's signs: a flag to resign, ½ to offer a draw; the
    // words are in their tooltips.
    let who = world.player(side);
    let resign = ui.add_enabled(ongoing, egui::Button::new("⚑"));
    // A screen reader says the words, not the sign.
    let name = world.tr_with("player-resign-name", &[("name", Arg::Text(&who))]);
    resign.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, ongoing, &name));
    let resigns = world.tr_with("control-resigns", &[("name", Arg::Text(&who))]);
    if resign.on_hover_text(resigns).clicked() {
        asks.open(PanelRequest::Resign(side));
    }
    let offered = game.draw_offer() == Some(side);
    let can_offer = ongoing && game.draw_offer().is_none();
    let offer = ui.add_enabled(can_offer, egui::Button::new("½").selected(offered));
    let who_arg = [("name", Arg::Text(&who))];
    let has_offered = world.tr_with("player-has-offered", &who_arg);
    let name = if offered {
        has_offered.clone()
    } else {
        world.tr_with("player-offer-name", &who_arg)
    };
    offer.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, can_offer, &name));
    let offer = offer
        .on_hover_text(if offered {
            has_offered.clone()
        } else {
            world.tr_with("control-offers-draw", &who_arg)
        })
        .on_disabled_hover_text(if offered {
            has_offered
        } else {
            world.tr("player-offer-disabled")
        });
    if offer.clicked() {
        asks.act(Action::OfferDraw(side));
    }
}

/// The computer's name, its level first so that a narrow box cuts the
/// engine's name and never the level ("Level 3 · Stockfish 15.1"); the
/// whole name on hover and for a screen reader.
fn computer_name_label(ui: &mut egui::Ui, side: Side, level: u8, world: &PanelWorld) {
    let raw = world.session.players().get(side).name.as_str();
    let engine = raw
        .rsplit_once(", Rookery level ")
        .map_or(raw, |(engine, _)| engine);
    let engine = match engine {
        "Computer" => world.tr("player-computer"),
        engine => engine.to_owned(),
    };
    let level_words = level.to_string();
    let short = world.tr_with(
        "player-computer-short",
        &[
            ("level", Arg::Text(&level_words)),
            ("engine", Arg::Text(&engine)),
        ],
    );
    let full = world.player(side);
    let label = ui.add(egui::Label::new(short).truncate());
    let label = super::named(ui, label, full.clone());
    label.on_hover_text(full);
}

/// Under the name: a claim the player to move can make, the opponent's
/// offer or takeback request to answer, and the claims with a move.
fn questions(
    ui: &mut egui::Ui,
    side: Side,
    world: &PanelWorld,
    claim_moves: &[(Move, SanPlus, DrawClaim)],
    asks: &mut Asks,
) {
    let game = world.session.game();
    let ongoing = !game.status().is_finished();
    let to_move = ongoing && game.turn() == side;
    let accent = egui_color(world.theme().accent_fill);
    // A claim takes the box's whole width, its words wrapping rather than
    // being cut at the panel's edge.
    if to_move && let Some(claim) = game.claimable_draw() {
        let claim = claim_name(&world.words.0, claim);
        let label = world.tr_with("player-claim", &[("claim", Arg::Text(&claim))]);
        if wide_button(ui, &label, Some(accent)).clicked() {
            asks.act(Action::ClaimDraw);
        }
    }
    // Answers the opponent asked for, Accept and Decline far apart.
    if ongoing && game.draw_offer() == Some(!side) {
        ui.label(world.tr_with(
            "player-offers",
            &[("name", Arg::Text(&world.player(!side)))],
        ));
        let (yes, no) = (world.tr("player-accept-draw"), world.tr("player-decline"));
        answer_row(ui, accent, &yes, &no, |allow| {
            asks.act(if allow {
                Action::AcceptDraw(side)
            } else {
                Action::DeclineDraw(side)
            });
        });
    }
    if world.session.takeback_request() == Some(!side) {
        ui.label(world.tr_with(
            "player-asks-takeback",
            &[("name", Arg::Text(&world.player(!side)))],
        ));
        let (yes, no) = (world.tr("player-allow-takeback"), world.tr("player-refuse"));
        answer_row(ui, accent, &yes, &no, |allow| {
            asks.act(Action::AnswerTakeback { allow });
        });
    }
    if !to_move {
        return;
    }
    for (m, san, claim) in claim_moves {
        let shown = world.letters().local(&san.to_string());
        let label = world.tr_with("player-claim-with", &[("move", Arg::Text(&shown))]);
        let claim = claim_name(&world.words.0, *claim);
        if wide_button(ui, &label, None)
            .on_hover_text(world.tr_with(
                "player-claim-with-hover",
                &[("move", Arg::Text(&shown)), ("claim", Arg::Text(&claim))],
            ))
            .clicked()
            && let Some(from) = m.from()
        {
            let to = game.target_squares(*m).first().copied().unwrap_or(m.to());
            asks.act(Action::ClaimDrawWithMove {
                from,
                to,
                promotion: m.promotion(),
            });
        }
    }
}

/// A button as wide as the box, its words wrapping if they must.
fn wide_button(ui: &mut egui::Ui, label: &str, fill: Option<egui::Color32>) -> egui::Response {
    let mut button = egui::Button::new(label)
        .wrap_mode(egui::TextWrapMode::Wrap)
        .min_size(egui::vec2(ui.available_width(), 0.0));
    if let Some(fill) = fill {
        button = button.fill(fill);
    }
    ui.add(button)
}

/// A confirming button on the left and a refusing one at the far right.
pub(super) fn answer_row(
    ui: &mut egui::Ui,
    accent: egui::Color32,
    yes: &str,
    no: &str,
    mut answer: impl FnMut(bool),
) {
    ui.horizontal(|ui| {
        if ui
            .add(egui::Button::new(egui::RichText::new(yes).strong()).fill(accent))
            .clicked()
        {
            answer(true);
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button(no).clicked() {
                answer(false);
            }
        });
    });
}

/// A side's clock as the panel shows it.
struct ClockLabel<'a> {
    clock: &'a Clock,
    side: Side,
    now: Instant,
    /// The digits' size.
    size: f32,
}

fn clock_label(
    ui: &mut egui::Ui,
    label: ClockLabel,
    theme: &crate::app::theme::Theme,
    words: &crate::i18n::Words,
) {
    let ClockLabel {
        clock,
        side,
        now,
        size,
    } = label;
    use crate::i18n::Arg;
    let left = clock.remaining(side, now);
    let running = clock.running() == Some(side);
    let color = if clock.is_low(side, now) {
        egui_color(theme.low_time)
    } else if running {
        egui_color(theme.running_clock)
    } else {
        egui_color(theme.idle_clock)
    };
    let text = egui::RichText::new(clock_face(left))
        .monospace()
        .size(size)
        .color(color);
    let frame = egui::Frame::new()
        .corner_radius(4)
        .inner_margin(egui::Margin::symmetric(6, 0))
        .fill(if running {
            egui_color(theme.running_clock_fill)
        } else {
            egui::Color32::TRANSPARENT
        });
    // A screen reader hears whose clock it is, and whether it runs.
    let name = words.with(
        if running {
            "clock-name-running"
        } else {
            "clock-name"
        },
        &[
            (
                "side",
                Arg::Text(&words.get(side.fold_wb("side-white", "side-black"))),
            ),
            ("time", Arg::Text(&clock_face(left))),
        ],
    );
    frame.show(ui, |ui| {
        let label = ui.label(text);
        label.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, &name));
    });
}
