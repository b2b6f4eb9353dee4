//! A player's box: name, clock, draw offers and claims, resignation, and the
//! answers the opponent asked for.

use crate::session::Action;
use std::time::Instant;

use bevy_egui::egui;
use shakmaty::{Color as Side, Move, san::SanPlus};

use super::{Asked, PanelState, PanelWorld};
use crate::{
    app::{session::GameCommand, theme::egui_color},
    clock::{Clock, clock_face},
    game::{DrawClaim, Game, GameMode, side_name},
};

/// The latest `[%clk]` reading of a side up to the viewed position.
fn recorded_clock(game: &Game, side: Side) -> Option<std::time::Duration> {
    if !game.plies().iter().any(|p| p.clock.is_some()) {
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

fn claim_name(claim: DrawClaim) -> &'static str {
    match claim {
        DrawClaim::ThreefoldRepetition => "threefold repetition",
        DrawClaim::FiftyMoveRule => "50-move rule",
    }
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

pub(super) fn player_block(
    ui: &mut egui::Ui,
    side: Side,
    world: &mut PanelWorld,
    state: &mut PanelState,
    claim_moves: &[(Move, SanPlus, DrawClaim)],
    now: Instant,
    asked: &mut Asked,
) {
    let out = &mut asked.games;
    let game = world.session.game();
    let ongoing = !game.status().is_finished();
    let to_move = ongoing && game.turn() == side;
    let theme = world.theme();
    let accent = egui_color(theme.accent);
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
                let live = game.mode() != GameMode::Record;
                let row = ui.horizontal(|ui| {
                    let (dot_rect, _) =
                        ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
                    // The field edits a copy: the players' names change (and
                    // everything that watches them runs) only when typed.
                    let mut name = world.session.players().get(side).name.as_str().to_owned();
                    // The clock and the two buttons take their room at the
                    // right; the name the rest.
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        if let Some(clock) = &world.session.clock() {
                            clock_label(ui, clock, side, now, &theme);
                        } else if let Some(left) = recorded_clock(game, side) {
                            // A record's [%clk] readings at the viewed move.
                            ui.label(
                                egui::RichText::new(clock_face(left))
                                    .monospace()
                                    .size(CLOCK_SIZE * 0.8)
                                    .color(egui_color(theme.idle_clock)),
                            )
                            .on_hover_text("Clock reading recorded in the game");
                        }
                        if live {
                            // Lichess's signs: a flag to resign, ½ to offer
                            // a draw; the words are in their tooltips.
                            if ui
                                .add_enabled(ongoing, egui::Button::new("⚑"))
                                .on_hover_text(format!("{} resigns…", world.session.name(side)))
                                .clicked()
                            {
                                state.dialogs.confirm_resign = Some(side);
                            }
                            let offered = game.draw_offer() == Some(side);
                            let offer = ui
                                .add_enabled(
                                    ongoing && game.draw_offer().is_none(),
                                    egui::Button::new("½").selected(offered),
                                )
                                .on_hover_text(if offered {
                                    format!("{} has offered a draw", world.session.name(side))
                                } else {
                                    format!("{} offers a draw", world.session.name(side))
                                })
                                .on_disabled_hover_text(if offered {
                                    format!("{} has offered a draw", world.session.name(side))
                                } else {
                                    "A draw can be offered while the game goes on".to_owned()
                                });
                            if offer.clicked() {
                                out.push(GameCommand::Act(Action::OfferDraw(side)));
                            }
                        }
                        let edited = ui
                            .add(
                                egui::TextEdit::singleline(&mut name)
                                    .desired_width(ui.available_width())
                                    .hint_text(side_name(side)),
                            )
                            .on_hover_text(format!("{}'s name", side_name(side)))
                            .changed();
                        if edited && name != world.session.players().get(side).name.as_str() {
                            out.push(GameCommand::Act(Action::Rename(side, name)));
                        }
                    });
                    dot_rect
                });
                // The dot sits at the row's middle, known once the row is laid
                // out.
                let dot = if to_move {
                    accent
                } else {
                    egui_color(theme.idle_dot)
                };
                let center = egui::pos2(row.inner.center().x, row.response.rect.center().y);
                ui.painter().circle_filled(center, 5.0, dot);
                if !live {
                    // A record is browsed, not played: no offers or claims.
                    return;
                }
                // A claim takes the box's whole width, its words wrapping
                // rather than being cut at the panel's edge.
                if to_move && let Some(claim) = game.claimable_draw() {
                    let label = format!("Claim a draw ({})", claim_name(claim));
                    if wide_button(ui, &label, Some(egui_color(theme.accent_fill))).clicked() {
                        out.push(GameCommand::Act(Action::ClaimDraw));
                    }
                }
                // Answers the opponent asked for, Accept and Decline far apart.
                if ongoing && game.draw_offer() == Some(!side) {
                    ui.label(format!("{} offers a draw.", world.session.name(!side)));
                    answer_row(
                        ui,
                        egui_color(theme.accent_fill),
                        "Accept draw",
                        "Decline",
                        |allow| {
                            out.push(if allow {
                                GameCommand::Act(Action::AcceptDraw(side))
                            } else {
                                GameCommand::Act(Action::DeclineDraw(side))
                            });
                        },
                    );
                }
                if world.session.takeback_request() == Some(!side) {
                    ui.label(format!(
                        "{} asks to take back their last move.",
                        world.session.name(!side)
                    ));
                    answer_row(
                        ui,
                        egui_color(theme.accent_fill),
                        "Allow takeback",
                        "Refuse",
                        |allow| {
                            out.push(GameCommand::Act(Action::AnswerTakeback { allow }));
                        },
                    );
                }
                if to_move {
                    for (m, san, claim) in claim_moves {
                        let label = format!("Claim a draw with {san}");
                        if wide_button(ui, &label, None)
                            .on_hover_text(format!(
                                "Plays {san} and claims the draw by {} it allows",
                                claim_name(*claim)
                            ))
                            .clicked()
                            && let Some(from) = m.from()
                        {
                            let to = game.target_squares(*m).first().copied().unwrap_or(m.to());
                            out.push(GameCommand::Act(Action::ClaimDrawWithMove {
                                from,
                                to,
                                promotion: m.promotion(),
                            }));
                        }
                    }
                }
            });
        });
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

fn clock_label(
    ui: &mut egui::Ui,
    clock: &Clock,
    side: Side,
    now: Instant,
    theme: &crate::app::theme::Theme,
) {
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
        .size(CLOCK_SIZE)
        .color(color);
    let frame = egui::Frame::new()
        .corner_radius(4)
        .inner_margin(egui::Margin::symmetric(6, 0))
        .fill(if running {
            egui_color(theme.running_clock_fill)
        } else {
            egui::Color32::TRANSPARENT
        });
    frame.show(ui, |ui| ui.label(text));
}
