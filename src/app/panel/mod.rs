//! The side panel: players and clocks, the status line, the move list with
//! history browsing, and every action of an over-the-board game. One file
//! per widget; this one lays them out.

mod actions;
mod annotations;
mod dialogs;
mod file_bar;
mod game_list;
mod moves;
mod players;
mod settings;

use bevy::{prelude::*, window::RequestRedraw};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use shakmaty::{Move, san::SanPlus};

use crate::{
    app::{
        board::layout::{BoardLayout, DEFAULT_PANEL_WIDTH, SidePanelWidth},
        files::{Document, DropHover, FileCommand, FileNotice, GameList, PathPrompt, SaveChoice},
        flow::{
            ChessGame, GameClock, GameCommand, LastError, Orientation, Players, TakebackRequest,
        },
        shortcuts::PanelRequest,
        theme::Theme,
        timer,
    },
    game::DrawClaim,
};

/// The panel's own state.
#[derive(Resource, Debug, Default)]
struct PanelState {
    last_status: Option<crate::game::Status>,
    dialogs: dialogs::DialogState,
    styled: bool,
    settings_open: bool,
    shortcuts_open: bool,
    list: game_list::ListView,
    /// The game and viewed position last frame (the move list scrolls to
    /// a new one).
    last_view: Option<(u64, crate::game::ViewCursor)>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelState>()
        .add_systems(EguiPrimaryContextPass, side_panel);
}

/// Everything the panel reads and writes, in one place.
#[derive(bevy::ecs::system::SystemParam)]
struct PanelWorld<'w> {
    game: Res<'w, ChessGame>,
    players: ResMut<'w, Players>,
    clock: Res<'w, GameClock>,
    orientation: Res<'w, Orientation>,
    settings: ResMut<'w, crate::app::settings::PlayerSettings>,
    takeback: Res<'w, TakebackRequest>,
    last_error: Res<'w, LastError>,
    layout: Res<'w, BoardLayout>,
    width: ResMut<'w, SidePanelWidth>,
    theme: Res<'w, Theme>,
    time: Res<'w, Time<Real>>,
    restored: ResMut<'w, crate::app::autosave::RestoredGame>,
}

/// What the panel shows and asks of files.
#[derive(bevy::ecs::system::SystemParam)]
struct FileWorld<'w> {
    document: Res<'w, Document>,
    list: Res<'w, GameList>,
    notice: Res<'w, FileNotice>,
    prompt: ResMut<'w, PathPrompt>,
    hover: Res<'w, DropHover>,
    choice: ResMut<'w, SaveChoice>,
    autosave: Res<'w, crate::app::autosave::AutosaveFolder>,
}

fn side_panel(
    mut contexts: EguiContexts,
    mut world: PanelWorld,
    mut files: FileWorld,
    mut file_out: MessageWriter<FileCommand>,
    mut state: ResMut<PanelState>,
    mut claims: Local<(Option<u64>, Vec<(Move, SanPlus, DrawClaim)>)>,
    mut last_dialogs: Local<Option<[bool; 8]>>,
    mut commands: MessageWriter<GameCommand>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut panel_requests: MessageReader<PanelRequest>,
    wake: Option<Res<timer::WakeTimer>>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    if !state.styled {
        style(&ctx);
        // egui asks for a later frame to show a tooltip after its delay;
        // bevy_egui passes on only immediate requests, so the sleeping
        // window is woken for the later ones here.
        if let Some(wake) = wake {
            let sender = wake.sender();
            ctx.set_request_repaint_callback(move |info| {
                if info.delay > std::time::Duration::ZERO
                    && info.delay < std::time::Duration::from_secs(60)
                {
                    let _ = sender.send(std::time::Instant::now() + info.delay);
                }
            });
        }
        state.styled = true;
    }
    let now = timer::now(&world.time);
    let mut out: Vec<GameCommand> = Vec::new();
    let mut file_commands: Vec<FileCommand> = Vec::new();
    let dirty = files.document.is_dirty(&world.game);
    let viewed = (world.game.revision(), world.game.view_cursor().clone());
    let follow = state.last_view.as_ref() != Some(&viewed);
    if follow {
        state.last_view = Some(viewed);
        // The list lays out this frame; it scrolls in the next.
        redraw.write(RequestRedraw);
    }

    // Claims with a move are worked out once per state of the game: its
    // revision changes with every move, takeback, ending and new game.
    let key = Some(world.game.revision());
    if claims.0 != key {
        *claims = (key, players::claim_moves(&world.game));
    }

    // A new ending shows the banner again.
    let status = world.game.status();
    if state.last_status != Some(status) {
        state.last_status = Some(status);
        state.dialogs.banner_hidden = false;
    }

    requested(&mut panel_requests, &mut world, &mut state);

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
            egui::Panel::top("file bar")
                .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 4)))
                .show(ui, |ui| {
                    file_bar::file_bar(ui, &files, dirty, &mut file_commands);
                });
            let top = !world.orientation.0;
            let bottom = world.orientation.0;
            egui::Panel::top("top player")
                .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 6)))
                .show(ui, |ui| {
                    players::player_block(
                        ui, top, &mut world, &mut state, &claims.1, now, &mut out,
                    );
                });
            egui::Panel::bottom("bottom player")
                .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 6)))
                .show(ui, |ui| {
                    players::player_block(
                        ui, bottom, &mut world, &mut state, &claims.1, now, &mut out,
                    );
                });
            moves::status_block(ui, &world, &files);
            file_bar::notices(ui, &files, &world.theme);
            ui.separator();
            let actions_height = 92.0;
            let list_height = (ui.available_height() - actions_height - 40.0).max(60.0);
            moves::move_list(
                ui,
                &world,
                world.settings.figurines,
                follow,
                list_height,
                &mut out,
            );
            moves::navigation(ui, &world, &mut state, &mut out);
            ui.separator();
            actions::actions(ui, &mut world, &mut state, &mut out);
        });
    world
        .width
        .set_if_neq(SidePanelWidth(response.response.rect.width()));

    dialogs::new_game_dialog(&ctx, &mut world, &mut state.dialogs, &mut out);
    dialogs::resign_dialog(&ctx, &mut state.dialogs, &world, &mut out);
    dialogs::game_over_banner(&ctx, &mut state.dialogs, &world);
    dialogs::restored_banner(&ctx, &mut world, &mut state.dialogs, &mut out);
    settings::settings_window(&ctx, &mut world, &mut state.settings_open);
    shortcuts_window(&ctx, &mut state.shortcuts_open);
    game_list::game_list(&ctx, &files, &mut state.list, &mut file_commands);
    file_bar::path_prompt(&ctx, &mut files, &mut file_commands);
    file_bar::save_choice(&ctx, &mut files, &mut file_commands);
    file_bar::drop_hint(&ctx, &files, &world.theme);

    // egui lays a new window out in one frame and shows it in the next.
    let dialogs = [
        state.dialogs.new_game.open,
        state.dialogs.confirm_resign.is_some(),
        state.dialogs.banner_hidden,
        state.settings_open || state.shortcuts_open,
        files.prompt.0.is_some(),
        files.choice.0,
        files.list.shown,
        files.hover.0.is_some() || world.restored.0,
    ];
    let dialogs_changed = *last_dialogs != Some(dialogs);
    *last_dialogs = Some(dialogs);

    if !out.is_empty() || !file_commands.is_empty() || dialogs_changed {
        commands.write_batch(out);
        file_out.write_batch(file_commands);
        // Commands are applied in the next frame; a sleeping window must
        // not wait for the mouse to move to show their effect.
        redraw.write(RequestRedraw);
    }
    Ok(())
}

fn style(ctx: &egui::Context) {
    // Ctrl+plus and Ctrl+minus would scale the panel but not the board's
    // layout, which is computed in logical pixels: keyboard zoom is off.
    ctx.options_mut(|o| o.zoom_with_keyboard = false);
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
        // Tooltips appear after this delay; the window wakes for them.
        style.interaction.tooltip_delay = 0.5;
        style.spacing.button_padding = egui::vec2(8.0, 4.0);
    });
}

/// A dialog window of the panel: fixed size, centred over the window, with
/// an id of its own (its title may change).
fn dialog(title: impl Into<egui::WidgetText>, id: &str) -> egui::Window<'static> {
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
}

/// Dialogs the shortcuts asked for (Ctrl+N, F1).
fn requested(
    requests: &mut MessageReader<PanelRequest>,
    world: &mut PanelWorld,
    state: &mut PanelState,
) {
    for request in requests.read() {
        match request {
            PanelRequest::NewGameDialog => state.dialogs.new_game.open_for(world, None),
            PanelRequest::ToggleHelp => state.shortcuts_open = !state.shortcuts_open,
        }
    }
}

/// Every keyboard shortcut, in one window (F1).
fn shortcuts_window(ctx: &egui::Context, open: &mut bool) {
    if !*open {
        return;
    }
    dialog("Keyboard shortcuts", "shortcuts")
        .open(open)
        .show(ctx, |ui| {
            egui::Grid::new("shortcut list")
                .num_columns(2)
                .striped(true)
                .spacing(egui::vec2(24.0, 6.0))
                .show(ui, |ui| {
                    for (keys, what) in crate::app::shortcuts::help_lines() {
                        ui.label(egui::RichText::new(keys).monospace().strong());
                        ui.label(what);
                        ui.end_row();
                    }
                });
        });
}
