//! The side panel: players and clocks, the status line, the move list with
//! history browsing, and every action of an over-the-board game (new game,
//! flip, takeback, draw offers and claims, resignation, pause). Also the
//! new-game dialog and the game-over banner over the board.

use std::time::Instant;

use bevy::{prelude::*, window::RequestRedraw};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use shakmaty::{Color as Side, Move, Position, san::SanPlus};

use super::{
    flow::{
        ChessGame, FlowSettings, GameClock, GameCommand, LastError, NewGame, Orientation, Players,
        TakebackRequest,
    },
    layout::{BoardLayout, DEFAULT_PANEL_WIDTH, SidePanelWidth},
    status_text,
};
use crate::{
    clock::{Clock, DelayMode, SideControl, TimeControl, format_clock},
    game::{DrawClaim, Game, Status, side_name},
};

/// Accent for the side to move and the running clock.
const ACCENT: egui::Color32 = egui::Color32::from_rgb(0x62, 0x99, 0x24);
/// Clock digits when time is low.
const LOW_TIME: egui::Color32 = egui::Color32::from_rgb(0xe0, 0x4a, 0x3f);
/// The frame of the player to move.
const ACTIVE_FILL: egui::Color32 = egui::Color32::from_rgb(0x3a, 0x3f, 0x33);
/// The frame of the player waiting.
const IDLE_FILL: egui::Color32 = egui::Color32::from_rgb(0x2e, 0x2d, 0x2b);
/// Size of the clock digits.
const CLOCK_SIZE: f32 = 28.0;

/// Which time control the new-game dialog has chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TimeChoice {
    Preset(usize),
    Untimed,
    Custom,
}

/// The new-game dialog's fields, kept between openings.
#[derive(Debug, Clone)]
struct NewGameForm {
    open: bool,
    choice: TimeChoice,
    base_minutes: [f64; 2],
    increment_seconds: [f64; 2],
    mode: [DelayMode; 2],
    odds: bool,
    fen: String,
    white: String,
    black: String,
}

impl Default for NewGameForm {
    fn default() -> Self {
        NewGameForm {
            open: false,
            choice: TimeChoice::Preset(5),
            base_minutes: [5.0, 5.0],
            increment_seconds: [3.0, 3.0],
            mode: [DelayMode::Fischer; 2],
            odds: false,
            fen: String::new(),
            white: "White".into(),
            black: "Black".into(),
        }
    }
}

impl NewGameForm {
    fn side_control(&self, i: usize) -> SideControl {
        SideControl {
            base: std::time::Duration::from_secs_f64(self.base_minutes[i].max(0.0) * 60.0),
            increment: std::time::Duration::from_secs_f64(self.increment_seconds[i].max(0.0)),
            mode: self.mode[i],
        }
    }

    fn control(&self) -> Option<TimeControl> {
        match self.choice {
            TimeChoice::Untimed => None,
            TimeChoice::Preset(i) => {
                let (m, s) = TimeControl::PRESETS[i];
                Some(TimeControl::fischer_minutes(m, s))
            }
            TimeChoice::Custom => {
                let white = self.side_control(0);
                let black = if self.odds {
                    self.side_control(1)
                } else {
                    white
                };
                Some(TimeControl {
                    sides: shakmaty::ByColor { white, black },
                })
            }
        }
    }

    fn game(&self) -> Result<Game, String> {
        if self.fen.trim().is_empty() {
            Ok(Game::new())
        } else {
            Game::from_fen(&self.fen).map_err(|e| e.to_string())
        }
    }
}

/// The panel's own state.
#[derive(Resource, Debug, Default)]
struct PanelState {
    figurines: bool,
    confirm_resign: Option<Side>,
    banner_hidden: bool,
    last_status: Option<Status>,
    new_game: NewGameForm,
    styled: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelState>()
        .add_systems(EguiPrimaryContextPass, side_panel);
}

/// SAN with figurines instead of piece letters.
fn figurine(san: &str) -> String {
    san.chars()
        .map(|c| match c {
            'K' => '♔',
            'Q' => '♕',
            'R' => '♖',
            'B' => '♗',
            'N' => '♘',
            other => other,
        })
        .collect()
}

fn san_text(san: &SanPlus, figurines: bool) -> String {
    let s = san.to_string();
    if figurines { figurine(&s) } else { s }
}

fn claim_name(claim: DrawClaim) -> &'static str {
    match claim {
        DrawClaim::ThreefoldRepetition => "threefold repetition",
        DrawClaim::FiftyMoveRule => "50-move rule",
    }
}

/// The moves the player to move could announce with a draw claim.
fn claim_moves(game: &Game) -> Vec<(Move, SanPlus, DrawClaim)> {
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

/// Everything the panel reads and writes, in one place.
#[derive(bevy::ecs::system::SystemParam)]
struct PanelWorld<'w> {
    game: Res<'w, ChessGame>,
    players: ResMut<'w, Players>,
    clock: Res<'w, GameClock>,
    orientation: Res<'w, Orientation>,
    settings: ResMut<'w, FlowSettings>,
    takeback: Res<'w, TakebackRequest>,
    last_error: Res<'w, LastError>,
    layout: Res<'w, BoardLayout>,
    width: ResMut<'w, SidePanelWidth>,
}

fn side_panel(
    mut contexts: EguiContexts,
    mut world: PanelWorld,
    mut state: ResMut<PanelState>,
    mut claims: Local<(usize, Option<Status>, Vec<(Move, SanPlus, DrawClaim)>)>,
    mut last_dialogs: Local<Option<(bool, bool, bool, bool)>>,
    mut commands: MessageWriter<GameCommand>,
    mut redraw: MessageWriter<RequestRedraw>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    if !state.styled {
        style(&ctx);
        state.styled = true;
    }
    let now = Instant::now();
    let mut out: Vec<GameCommand> = Vec::new();

    // Claims with a move are worked out once per position.
    let key = (world.game.ply_count(), Some(world.game.status()));
    if (claims.0, claims.1) != key {
        *claims = (key.0, key.1, claim_moves(&world.game));
    }

    // A new ending shows the banner again.
    let status = world.game.status();
    if state.last_status != Some(status) {
        state.last_status = Some(status);
        state.banner_hidden = false;
    }

    let mut root = egui::Ui::new(
        ctx.clone(),
        "rookery root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let response = egui::Panel::right("side panel")
        .resizable(true)
        .default_size(DEFAULT_PANEL_WIDTH)
        // The board keeps most of a small window.
        .size_range(250.0..=(ctx.viewport_rect().width() * 0.45).clamp(260.0, 560.0))
        .show(&mut root, |ui| {
            let top = !world.orientation.0;
            let bottom = world.orientation.0;
            egui::Panel::top("top player")
                .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 6)))
                .show(ui, |ui| {
                    player_block(ui, top, &mut world, &mut state, &claims.2, now, &mut out);
                });
            egui::Panel::bottom("bottom player")
                .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 6)))
                .show(ui, |ui| {
                    player_block(ui, bottom, &mut world, &mut state, &claims.2, now, &mut out);
                });
            status_block(ui, &world);
            ui.separator();
            let actions_height = 92.0;
            let list_height = (ui.available_height() - actions_height - 40.0).max(60.0);
            move_list(ui, &world, &state, list_height, &mut out);
            navigation(ui, &world, &mut out);
            ui.separator();
            actions(ui, &mut world, &mut state, &mut out);
        });
    world
        .width
        .set_if_neq(SidePanelWidth(response.response.rect.width()));

    new_game_dialog(&ctx, &mut state, &mut out);
    resign_dialog(&ctx, &mut state, &world, &mut out);
    game_over_banner(&ctx, &mut state, &world);

    // egui lays a new window out in one frame and shows it in the next.
    let dialogs = (
        state.new_game.open,
        state.confirm_resign.is_some(),
        state.banner_hidden,
        state.figurines,
    );
    let dialogs_changed = *last_dialogs != Some(dialogs);
    *last_dialogs = Some(dialogs);

    if !out.is_empty() || dialogs_changed {
        commands.write_batch(out);
        // Commands are applied in the next frame; a sleeping window must
        // not wait for the mouse to move to show their effect.
        redraw.write(RequestRedraw);
    }
    Ok(())
}

fn style(ctx: &egui::Context) {
    ctx.global_style_mut(|style| {
        use egui::{FontFamily, FontId, TextStyle};
        style.text_styles = [
            (
                TextStyle::Heading,
                FontId::new(19.0, FontFamily::Proportional),
            ),
            (TextStyle::Body, FontId::new(14.5, FontFamily::Proportional)),
            (
                TextStyle::Monospace,
                FontId::new(14.0, FontFamily::Monospace),
            ),
            (
                TextStyle::Button,
                FontId::new(14.5, FontFamily::Proportional),
            ),
            (
                TextStyle::Small,
                FontId::new(11.0, FontFamily::Proportional),
            ),
        ]
        .into();
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.button_padding = egui::vec2(8.0, 4.0);
    });
}

fn player_block(
    ui: &mut egui::Ui,
    side: Side,
    world: &mut PanelWorld,
    state: &mut PanelState,
    claim_moves: &[(Move, SanPlus, DrawClaim)],
    now: Instant,
    out: &mut Vec<GameCommand>,
) {
    let game = &world.game;
    let ongoing = !game.status().is_finished();
    let to_move = ongoing && game.turn() == side;
    let fill = if to_move { ACTIVE_FILL } else { IDLE_FILL };
    egui::Frame::new()
        .fill(fill)
        .corner_radius(6)
        .inner_margin(egui::Margin::same(8))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            // Top-down inside, even when the block is placed from the bottom.
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                ui.horizontal(|ui| {
                    let dot = if to_move {
                        ACCENT
                    } else {
                        egui::Color32::from_gray(80)
                    };
                    let (rect, _) =
                        ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
                    ui.painter().circle_filled(rect.center(), 5.0, dot);
                    let name = match side {
                        Side::White => &mut world.players.white,
                        Side::Black => &mut world.players.black,
                    };
                    // The clock takes its room at the right; the name the rest.
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        if let Some(clock) = &world.clock.0 {
                            clock_label(ui, clock, side, now);
                        }
                        ui.add(
                            egui::TextEdit::singleline(name)
                                .desired_width(ui.available_width())
                                .hint_text(side_name(side)),
                        )
                        .on_hover_text(format!("{}'s name", side_name(side)));
                    });
                });
                ui.horizontal(|ui| {
                    let offered = game.draw_offer() == Some(side);
                    if offered {
                        ui.label(egui::RichText::new("Draw offered").italics());
                    } else if ui
                        .add_enabled(
                            ongoing && game.draw_offer().is_none(),
                            egui::Button::new("Offer draw"),
                        )
                        .clicked()
                    {
                        out.push(GameCommand::OfferDraw(side));
                    }
                    if ui
                        .add_enabled(ongoing, egui::Button::new("Resign…"))
                        .clicked()
                    {
                        state.confirm_resign = Some(side);
                    }
                    if to_move {
                        match game.claimable_draw() {
                            Some(claim) => {
                                let label = format!("Claim draw ({})", claim_name(claim));
                                if ui.add(egui::Button::new(label).fill(ACCENT)).clicked() {
                                    out.push(GameCommand::ClaimDraw);
                                }
                            }
                            None if claim_moves.is_empty() => {
                                ui.add_enabled(false, egui::Button::new("Claim draw"))
                                    .on_disabled_hover_text(
                                        "A draw can be claimed when the position occurs for \
                                         the third time, or after 50 moves by each side \
                                         without a capture or pawn move",
                                    );
                            }
                            None => {}
                        }
                    }
                });
                // Answers the opponent asked for, Accept and Decline far apart.
                if ongoing && game.draw_offer() == Some(!side) {
                    ui.label(format!("{} offers a draw.", world.players.name(!side)));
                    answer_row(ui, "Accept draw", "Decline", |allow| {
                        out.push(if allow {
                            GameCommand::AcceptDraw(side)
                        } else {
                            GameCommand::DeclineDraw(side)
                        });
                    });
                }
                if world.takeback.0 == Some(!side) {
                    ui.label(format!(
                        "{} asks to take back their last move.",
                        world.players.name(!side)
                    ));
                    answer_row(ui, "Allow takeback", "Refuse", |allow| {
                        out.push(GameCommand::AnswerTakeback { allow });
                    });
                }
                if to_move {
                    for (m, san, claim) in claim_moves {
                        let label = format!("Claim draw with {san}");
                        if ui
                            .button(label)
                            .on_hover_text(format!(
                                "Plays {san} and claims the draw by {} it allows",
                                claim_name(*claim)
                            ))
                            .clicked()
                            && let Some(from) = m.from()
                        {
                            let to = game.target_squares(*m).first().copied().unwrap_or(m.to());
                            out.push(GameCommand::ClaimDrawWithMove {
                                from,
                                to,
                                promotion: m.promotion(),
                            });
                        }
                    }
                }
            });
        });
}

/// A confirming button on the left and a refusing one at the far right.
fn answer_row(ui: &mut egui::Ui, yes: &str, no: &str, mut answer: impl FnMut(bool)) {
    ui.horizontal(|ui| {
        if ui
            .add(egui::Button::new(egui::RichText::new(yes).strong()).fill(ACCENT))
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

fn clock_label(ui: &mut egui::Ui, clock: &Clock, side: Side, now: Instant) {
    let left = clock.remaining(side, now);
    let running = clock.running() == Some(side);
    let color = if clock.is_low(side, now) {
        LOW_TIME
    } else if running {
        egui::Color32::WHITE
    } else {
        egui::Color32::from_gray(170)
    };
    let text = egui::RichText::new(format_clock(left))
        .monospace()
        .size(CLOCK_SIZE)
        .color(color);
    let frame = egui::Frame::new()
        .corner_radius(4)
        .inner_margin(egui::Margin::symmetric(6, 0))
        .fill(if running {
            egui::Color32::from_rgb(0x2f, 0x4d, 0x1a)
        } else {
            egui::Color32::TRANSPARENT
        });
    frame.show(ui, |ui| ui.label(text));
}

fn status_block(ui: &mut egui::Ui, world: &PanelWorld) {
    let game = &world.game;
    let mut text = status_text(game);
    if !game.status().is_finished() {
        text = text.replacen(side_name(game.turn()), world.players.name(game.turn()), 1);
    }
    let strong = egui::RichText::new(text).size(17.0).strong();
    ui.label(if game.status().is_finished() {
        strong.color(egui::Color32::from_rgb(0xf0, 0xc8, 0x5a))
    } else {
        strong
    });
    if let Some(side) = game.draw_offer() {
        ui.label(format!("{} has offered a draw.", world.players.name(side)));
    }
    if let Some(clock) = &world.clock.0 {
        let mut line = format!("Time control {}", clock.control());
        if clock.is_paused() {
            line.push_str(" — clocks paused");
        }
        ui.label(egui::RichText::new(line).small());
    }
    if let Some(err) = &world.last_error.0 {
        ui.colored_label(egui::Color32::LIGHT_RED, err);
    }
}

fn move_list(
    ui: &mut egui::Ui,
    world: &PanelWorld,
    state: &PanelState,
    height: f32,
    out: &mut Vec<GameCommand>,
) {
    let game = &world.game;
    let initial = game.initial_position();
    let first_number = initial.fullmoves().get() as usize;
    let offset = usize::from(initial.turn() == Side::Black);
    let plies = game.plies();
    let viewed = game.view_index();
    egui::ScrollArea::vertical()
        .max_height(height)
        .min_scrolled_height(height)
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            if plies.is_empty() {
                ui.label(egui::RichText::new("No moves yet.").weak());
                return;
            }
            egui::Grid::new("move list")
                .num_columns(3)
                .striped(true)
                .min_col_width(30.0)
                .spacing(egui::vec2(10.0, 2.0))
                .show(ui, |ui| {
                    let total = plies.len() + offset;
                    for row in 0..total.div_ceil(2) {
                        ui.label(egui::RichText::new(format!("{}.", first_number + row)).weak());
                        for col in 0..2 {
                            let k = row * 2 + col;
                            if k < offset || k - offset >= plies.len() {
                                ui.label(if k < offset { "…" } else { "" });
                                continue;
                            }
                            let i = k - offset;
                            let selected = viewed == i + 1;
                            let text = san_text(&plies[i].san, state.figurines);
                            let response = ui.add(egui::Button::selectable(
                                selected,
                                egui::RichText::new(text).monospace().size(15.0),
                            ));
                            if selected && game.is_viewing_past() {
                                response.scroll_to_me(None);
                            }
                            if response.clicked() {
                                out.push(GameCommand::View(i + 1));
                            }
                        }
                        ui.end_row();
                    }
                });
        });
}

fn navigation(ui: &mut egui::Ui, world: &PanelWorld, out: &mut Vec<GameCommand>) {
    let game = &world.game;
    ui.horizontal(|ui| {
        let at = game.view_index();
        let last = game.ply_count();
        if ui
            .add_enabled(at > 0, egui::Button::new("⏮"))
            .on_hover_text("Start (Home or ↑)")
            .clicked()
        {
            out.push(GameCommand::ViewStart);
        }
        if ui
            .add_enabled(at > 0, egui::Button::new("⏴"))
            .on_hover_text("Back one move (←)")
            .clicked()
        {
            out.push(GameCommand::ViewBack);
        }
        if ui
            .add_enabled(at < last, egui::Button::new("⏵"))
            .on_hover_text("Forward one move (→)")
            .clicked()
        {
            out.push(GameCommand::ViewForward);
        }
        if ui
            .add_enabled(at < last, egui::Button::new("⏭"))
            .on_hover_text("Latest move (End or ↓)")
            .clicked()
        {
            out.push(GameCommand::ViewLatest);
        }
        if game.is_viewing_past()
            && ui
                .add(egui::Button::new(egui::RichText::new("Back to game").strong()).fill(ACCENT))
                .clicked()
        {
            out.push(GameCommand::ViewLatest);
        }
    });
}

fn actions(
    ui: &mut egui::Ui,
    world: &mut PanelWorld,
    state: &mut PanelState,
    out: &mut Vec<GameCommand>,
) {
    let game = &world.game;
    ui.horizontal_wrapped(|ui| {
        if ui.button("New game…").clicked() {
            state.new_game.open = true;
            state.new_game.white = world.players.white.clone();
            state.new_game.black = world.players.black.clone();
        }
        if ui.button("Flip board").on_hover_text("F").clicked() {
            out.push(GameCommand::Flip);
        }
        let can_takeback = game.plies().last().is_some()
            && world.takeback.0.is_none()
            && match game.status() {
                Status::Ongoing => true,
                Status::Finished { termination, .. } => termination.is_automatic(),
            };
        if ui
            .add_enabled(can_takeback, egui::Button::new("Takeback…"))
            .on_hover_text("Asks the opponent to allow taking back the last move")
            .clicked()
            && let Some(ply) = game.plies().last()
        {
            out.push(GameCommand::RequestTakeback(ply.mover()));
        }
        if let Some(clock) = &world.clock.0
            && !clock.is_stopped()
            && !game.status().is_finished()
        {
            if clock.is_paused() {
                if ui.button("Resume clocks").clicked() {
                    out.push(GameCommand::ResumeClock);
                }
            } else if ui.button("Pause clocks").clicked() {
                out.push(GameCommand::PauseClock);
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.checkbox(&mut world.settings.auto_flip, "Auto-flip")
            .on_hover_text(
                "Turn the board after each move so the player to move sits at the bottom",
            );
        ui.checkbox(&mut state.figurines, "Figurines");
    });
}

fn new_game_dialog(ctx: &egui::Context, state: &mut PanelState, out: &mut Vec<GameCommand>) {
    if !state.new_game.open {
        return;
    }
    let form = &mut state.new_game;
    let mut open = true;
    let mut start = false;
    let mut cancel = false;
    egui::Window::new("New game")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            egui::Grid::new("names").num_columns(2).show(ui, |ui| {
                ui.label("White");
                ui.text_edit_singleline(&mut form.white);
                ui.end_row();
                ui.label("Black");
                ui.text_edit_singleline(&mut form.black);
                ui.end_row();
            });
            ui.separator();
            ui.label(egui::RichText::new("Time control").strong());
            egui::Grid::new("presets").num_columns(4).show(ui, |ui| {
                for (i, (m, s)) in TimeControl::PRESETS.iter().enumerate() {
                    ui.selectable_value(
                        &mut form.choice,
                        TimeChoice::Preset(i),
                        format!("{m}+{s}"),
                    );
                    if i % 4 == 3 {
                        ui.end_row();
                    }
                }
                ui.selectable_value(&mut form.choice, TimeChoice::Untimed, "Untimed");
                ui.selectable_value(&mut form.choice, TimeChoice::Custom, "Custom…");
                ui.end_row();
            });
            if form.choice == TimeChoice::Custom {
                let sides = if form.odds { 2 } else { 1 };
                for i in 0..sides {
                    ui.horizontal(|ui| {
                        if form.odds {
                            ui.label(if i == 0 { "White:" } else { "Black:" });
                        }
                        ui.add(
                            egui::DragValue::new(&mut form.base_minutes[i])
                                .range(0.25..=600.0)
                                .speed(0.25)
                                .suffix(" min"),
                        );
                        ui.label("+");
                        ui.add(
                            egui::DragValue::new(&mut form.increment_seconds[i])
                                .range(0.0..=600.0)
                                .speed(0.5)
                                .suffix(" s"),
                        );
                        egui::ComboBox::from_id_salt(("delay mode", i))
                            .selected_text(form.mode[i].label())
                            .show_ui(ui, |ui| {
                                for mode in DelayMode::ALL {
                                    ui.selectable_value(&mut form.mode[i], mode, mode.label());
                                }
                            });
                    });
                }
                ui.checkbox(&mut form.odds, "Different time for each side (time odds)");
            }
            ui.separator();
            ui.label(
                egui::RichText::new("Start position (FEN, empty for the usual start)").strong(),
            );
            ui.add(
                egui::TextEdit::singleline(&mut form.fen)
                    .desired_width(420.0)
                    .hint_text("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            );
            let game = form.game();
            match &game {
                Ok(_) if form.fen.trim().is_empty() => {}
                Ok(_) => {
                    ui.colored_label(ACCENT, "✔ a legal position");
                }
                Err(e) => {
                    ui.colored_label(LOW_TIME, e);
                }
            }
            ui.separator();
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(
                        game.is_ok(),
                        egui::Button::new(egui::RichText::new("Start game").strong()).fill(ACCENT),
                    )
                    .clicked()
                {
                    start = true;
                }
                if ui.button("Cancel").clicked() {
                    cancel = true;
                }
            });
        });
    if start && let Ok(game) = form.game() {
        out.push(GameCommand::NewGame(Box::new(NewGame {
            game,
            control: form.control(),
            white: non_empty(&form.white, "White"),
            black: non_empty(&form.black, "Black"),
        })));
        form.open = false;
    }
    if cancel || !open {
        form.open = false;
    }
}

fn non_empty(name: &str, default: &str) -> String {
    let name = name.trim();
    if name.is_empty() {
        default.to_owned()
    } else {
        name.to_owned()
    }
}

fn resign_dialog(
    ctx: &egui::Context,
    state: &mut PanelState,
    world: &PanelWorld,
    out: &mut Vec<GameCommand>,
) {
    let Some(side) = state.confirm_resign else {
        return;
    };
    let modal = egui::Modal::new(egui::Id::new("confirm resign")).show(ctx, |ui| {
        ui.set_width(280.0);
        ui.heading(format!("Resign as {}?", world.players.name(side)));
        ui.label(format!("{} will win the game.", world.players.name(!side)));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.add(egui::Button::new("Resign").fill(LOW_TIME)).clicked() {
                out.push(GameCommand::Resign(side));
                state.confirm_resign = None;
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button("Keep playing").clicked() {
                    state.confirm_resign = None;
                }
            });
        });
    });
    if modal.should_close() {
        state.confirm_resign = None;
    }
}

fn game_over_banner(ctx: &egui::Context, state: &mut PanelState, world: &PanelWorld) {
    let status = world.game.status();
    if !status.is_finished() || state.banner_hidden || world.game.is_viewing_past() {
        return;
    }
    let layout = &world.layout;
    let center = layout.to_window(layout.center);
    egui::Area::new(egui::Id::new("game over"))
        .pivot(egui::Align2::CENTER_CENTER)
        .fixed_pos(egui::pos2(center.x, center.y))
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(0x22, 0x20, 0x1e))
                .shadow(egui::Shadow {
                    offset: [0, 4],
                    blur: 16,
                    spread: 0,
                    color: egui::Color32::from_black_alpha(120),
                })
                .stroke(egui::Stroke::new(1.0, egui::Color32::from_gray(90)))
                .corner_radius(10)
                .inner_margin(egui::Margin::symmetric(28, 18))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.label(
                            egui::RichText::new(status.result_str().replace("1/2", "½"))
                                .size(34.0)
                                .strong()
                                .color(egui::Color32::WHITE),
                        );
                        let mut words = status.to_string();
                        for side in [Side::White, Side::Black] {
                            let name = world.players.name(side);
                            if name != side_name(side) {
                                words = words.replace(side_name(side), name);
                            }
                        }
                        ui.label(
                            egui::RichText::new(words)
                                .size(18.0)
                                .color(egui::Color32::from_gray(225)),
                        );
                        ui.add_space(6.0);
                        if ui.button("Close").clicked() {
                            state.banner_hidden = true;
                        }
                    });
                });
        });
}
