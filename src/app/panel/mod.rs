//! The side panel: players and clocks, the status line, the move list with
//! history browsing, and every action of an over-the-board game. One file
//! per widget; this one lays them out.
//!
//! The two player boxes sit beside the board's top and bottom edges and
//! never move for anything else; the move list between them takes the room
//! left and scrolls; buttons that do not fit a row are left to the Game
//! menu, which holds every action.

mod analysis;
mod annotations;
mod banners;
mod controls;
mod dialog;
mod editor;
mod explorer;
mod file_bar;
mod fonts;
mod game_list;
mod glyphs;
mod menus;
mod moves;
mod new_game;
mod players;
mod probe;
mod settings;

pub use probe::{
    Probe, ProbedWidget, probe_click, probe_drag, probe_keys, probe_layout, widgets_of,
};

use bevy::{ecs::system::SystemParam, prelude::*, window::RequestRedraw};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use shakmaty::{Move, san::SanPlus};

use crate::{
    app::{
        board::{
            input::BoardHint,
            layout::{BoardLayout, SidePanelWidth},
        },
        files::{DropHover, FileCommand, GameList, PathPrompt, SaveChoice},
        notice::PanelNotice,
        session::{GameCommand, GameSession, LastError, QuitRequest},
        shortcuts::PanelRequest,
        theme::{Theme, egui_color},
        timer,
    },
    game::DrawClaim,
};

/// The panel's narrowest: a row of buttons never breaks.
const MIN_PANEL_WIDTH: f32 = 280.0;
/// The room the board keeps beside the widest panel.
const MIN_BOARD_ROOM: f32 = 240.0;

/// The panel's width for a window `window` logical pixels wide at the
/// share of it the settings keep (the player drags the divider): never so
/// narrow that a row of buttons breaks, never leaving the board less than
/// 240 pixels.
pub fn panel_width(window: f32, share: f32) -> f32 {
    let share = if share.is_finite() {
        share.clamp(0.1, 0.8)
    } else {
        crate::settings::DEFAULT_PANEL_SHARE
    };
    (window * share).clamp(
        MIN_PANEL_WIDTH,
        (window - MIN_BOARD_ROOM).max(MIN_PANEL_WIDTH),
    )
}

/// Names a file the window writes its widgets to (role, selected, the
/// rectangle's left, top, right and bottom, words: one per line,
/// tab-separated) whenever they change: the window tests find
/// buttons by it, as a screen reader would.
pub const WIDGETS_ENV: &str = "ROOKERY_WIDGETS";

/// Below this board height the panel does not follow the board's edges (a
/// small window, or a board its width keeps small): it takes the whole
/// height, so the move list keeps its rows.
const MIN_REGION: f32 = 620.0;

/// Below this height the panel's controls take one row, not two.
const COMPACT_HEIGHT: f32 = 640.0;

/// The panel's own state.
#[derive(Resource, Debug, Default)]
struct PanelState {
    last_status: Option<crate::game::Status>,
    dialogs: banners::DialogState,
    new_game: new_game::NewGameForm,
    styled: bool,
    settings: settings::SettingsForm,
    shortcuts_open: bool,
    list: game_list::ListView,
    /// The game and viewed position last frame (the move list scrolls to
    /// a new one).
    last_view: Option<(u64, crate::game::ViewCursor)>,
    /// The move list's height last frame: when it changes (a notice
    /// appeared), the list scrolls to the viewed move again.
    list_height: f32,
    refollow: bool,
    /// Whether the list was asked to scroll to the viewed move last frame.
    followed: bool,
    /// The part of the panel the boxes fill, as last drawn, and whether it
    /// follows the board's edges (else the panel's whole height).
    region: Option<(egui::Rect, bool)>,
    /// The part the move list shows, as last drawn.
    list_rect: Option<egui::Rect>,
    /// The comment being written in an analysis.
    comment: analysis::CommentBox,
    /// The annotated move list's blocks, as last measured.
    heights: annotations::BlockHeights,
    /// The board editor's Chess960 number field.
    chess960: u32,
    /// The panel's share of the window while its divider is dragged (kept
    /// in the settings when let go).
    dragged_share: Option<f32>,
    /// The menus the keyboard opened.
    menus: menus::MenuKeyboard,
    /// The move list or the explorer.
    tab: explorer::Tab,
    /// The explorer's stats of the position shown.
    explored: explorer::Explored,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelState>()
        .add_systems(EguiPrimaryContextPass, side_panel);
    if std::env::var_os(PANEL_TIMES_ENV).is_some() {
        app.add_systems(First, update_started)
            .add_systems(Last, update_ended);
    }
}

/// When this frame's update began (measuring, with [`PANEL_TIMES_ENV`]).
#[derive(Resource)]
struct UpdateStarted(std::time::Instant);

fn update_started(mut commands: Commands) {
    commands.insert_resource(UpdateStarted(std::time::Instant::now()));
}

/// Prints the main thread's work in this frame: every system of the
/// update, the panel's pass among them (rendering follows on its own).
fn update_ended(started: Option<Res<UpdateStarted>>) {
    if let Some(started) = started {
        eprintln!("update {:.3} ms", started.0.elapsed().as_secs_f64() * 1e3);
    }
}

/// Everything the panel reads and writes of the game, in one place.
#[derive(SystemParam)]
struct PanelWorld<'w> {
    session: Res<'w, GameSession>,
    settings: ResMut<'w, crate::app::settings::PlayerSettings>,
    last_error: Res<'w, LastError>,
    layout: Res<'w, BoardLayout>,
    width: ResMut<'w, SidePanelWidth>,
    time: Res<'w, Time<Real>>,
    hint: Res<'w, BoardHint>,
    unsaved: Res<'w, crate::app::session::UnsavedQuestion>,
}

impl PanelWorld<'_> {
    /// The colours the settings choose.
    fn theme(&self) -> Theme {
        self.settings.colours()
    }
}

/// What the panel shows and asks of files.
#[derive(SystemParam)]
struct FileWorld<'w> {
    list: ResMut<'w, GameList>,
    notice: Res<'w, PanelNotice>,
    prompt: ResMut<'w, PathPrompt>,
    hover: Res<'w, DropHover>,
    choice: ResMut<'w, SaveChoice>,
    autosave: Res<'w, crate::app::autosave::AutosaveFolder>,
    explorer: Res<'w, crate::app::explorer::FileExplorer>,
}

/// Everything the panel system takes.
#[derive(SystemParam)]
struct PanelParams<'w, 's> {
    world: PanelWorld<'w>,
    files: FileWorld<'w>,
    file_out: MessageWriter<'w, FileCommand>,
    state: ResMut<'w, PanelState>,
    claims: Local<'s, (Option<u64>, Vec<(Move, SanPlus, DrawClaim)>)>,
    last_dialogs: Local<'s, Option<[bool; 9]>>,
    commands: MessageWriter<'w, GameCommand>,
    redraw: MessageWriter<'w, RequestRedraw>,
    panel_requests: MessageReader<'w, 's, PanelRequest>,
    quit: MessageWriter<'w, QuitRequest>,
    wake: Option<Res<'w, timer::WakeTimer>>,
    editor: Res<'w, crate::app::editor::BoardEditor>,
    editor_out: MessageWriter<'w, crate::app::editor::EditorCommand>,
    explorer_out: MessageWriter<'w, crate::app::explorer::ExplorerCommand>,
}

/// What the panel's widgets ask for, collected while drawing and sent
/// afterwards.
#[derive(Debug, Default)]
struct Asked {
    games: Vec<GameCommand>,
    files: Vec<FileCommand>,
    editor: Vec<crate::app::editor::EditorCommand>,
    explorer: Vec<crate::app::explorer::ExplorerCommand>,
    quit: bool,
}

/// With this set, every frame's panel pass (egui's layout of the whole
/// panel) prints how long it took and how long since the last frame's, to
/// standard error: `panel 1.234 ms frame 16.700 ms`.
pub const PANEL_TIMES_ENV: &str = "ROOKERY_PANEL_TIMES";

fn side_panel(
    mut contexts: EguiContexts,
    mut p: PanelParams,
    timed: Local<Option<bool>>,
    mut last_frame: Local<Option<std::time::Instant>>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut timed = timed;
    let timed = *timed.get_or_insert_with(|| std::env::var_os(PANEL_TIMES_ENV).is_some());
    let start = timed.then(std::time::Instant::now);
    draw(&ctx, &mut p);
    if let Some(start) = start {
        // The time since the last frame's panel: while frames follow each
        // other (a file being listed, an animation), a frame's length.
        let frame = last_frame.replace(start).map(|last| start - last);
        eprintln!(
            "panel {:.3} ms frame {:.3} ms",
            start.elapsed().as_secs_f64() * 1e3,
            frame.map_or(0.0, |f| f.as_secs_f64() * 1e3)
        );
    }
    Ok(())
}

/// Draws the whole panel and its windows for one frame.
fn draw(ctx: &egui::Context, p: &mut PanelParams) {
    let PanelParams {
        world,
        files,
        file_out,
        state,
        claims,
        last_dialogs,
        commands,
        redraw,
        panel_requests,
        quit,
        wake,
        editor,
        editor_out,
        explorer_out,
    } = p;
    let state = &mut **state;
    let editing = editor.0.clone();
    if !state.styled {
        style(ctx, &world.theme());
        fonts::install(ctx);
        if std::env::var_os(WIDGETS_ENV).is_some() {
            ctx.enable_accesskit();
        }
        // egui asks for a later frame to show a tooltip after its delay;
        // the sleeping window is woken for it.
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
    let mut asked = Asked::default();
    let dirty = world.session.is_dirty();
    let viewed = (
        world.session.game().revision(),
        world.session.game().view_cursor().clone(),
    );
    let mut follow =
        state.last_view.as_ref() != Some(&viewed) || std::mem::take(&mut state.refollow);
    if follow && state.followed {
        // A scroll asked for last frame shows only in this one: another
        // asked now would count from where the list was and overshoot.
        state.refollow = true;
        follow = false;
    }
    state.followed = follow;
    if follow || state.refollow {
        state.last_view = Some(viewed);
        // The list lays out this frame; it scrolls in the next.
        redraw.write(RequestRedraw);
    }

    // Claims with a move are worked out once per state of the game: its
    // revision changes with every move, takeback, ending and new game.
    let key = Some(world.session.game().revision());
    if claims.0 != key {
        **claims = (key, players::claim_moves(world.session.game()));
    }

    // A new ending shows the banner again.
    let status = world.session.game().status();
    if state.last_status != Some(status) {
        state.last_status = Some(status);
        state.dialogs.banner_hidden = false;
    }

    for request in panel_requests.read() {
        match request {
            PanelRequest::NewGameDialog => state.new_game.open_for(world, None, None),
            // The editor plugin opens itself on this one.
            PanelRequest::SetUpPosition => {}
            PanelRequest::NewGameFrom(fen) => {
                state.new_game.open_for(world, None, None);
                state.new_game.set_fen(fen.clone());
            }
            PanelRequest::ToggleHelp => state.shortcuts_open = !state.shortcuts_open,
            // Not behind a dialog: the dialog has the keyboard.
            PanelRequest::OpenMenu(menu) => {
                if ctx.memory(|m| m.top_modal_layer().is_none()) {
                    state.menus.request(*menu);
                }
            }
        }
    }

    let mut root = egui::Ui::new(
        ctx.clone(),
        "rookery root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let window_width = ctx.viewport_rect().width();
    let share = state.dragged_share.unwrap_or(world.settings.panel_share);
    let width = panel_width(window_width, share);
    let response = egui::Panel::right("side panel")
        .resizable(false)
        .exact_size(width)
        .show(&mut root, |ui| {
            if let Some(editing) = &editing {
                // Setting up a position: its form fills the panel, in place
                // of the players and the game.
                state.region = Some((ui.max_rect(), false));
                editor::editor_form(ui, editing, world, state, &mut asked, |ui, asked| {
                    file_bar::notices(ui, files, &world.theme(), &mut asked.files);
                });
                return;
            }
            let region = panel_region(ui.max_rect(), &world.layout);
            state.region = Some((region, region != ui.max_rect()));
            ui.scope_builder(egui::UiBuilder::new().max_rect(region), |ui| {
                let top = !world.session.orientation();
                let bottom = world.session.orientation();
                let box_frame = egui::Frame::NONE.inner_margin(egui::Margin {
                    left: 0,
                    right: 0,
                    top: 0,
                    bottom: 6,
                });
                egui::Panel::top("top player")
                    .frame(box_frame)
                    .show_separator_line(false)
                    .show(ui, |ui| {
                        players::player_block(ui, top, world, state, &claims.1, now, &mut asked);
                    });
                egui::Panel::bottom("bottom player")
                    .frame(egui::Frame::NONE.inner_margin(egui::Margin {
                        left: 0,
                        right: 0,
                        top: 6,
                        bottom: 0,
                    }))
                    .show_separator_line(false)
                    .show(ui, |ui| {
                        players::player_block(ui, bottom, world, state, &claims.1, now, &mut asked);
                    });
                // A low panel has one row of controls: the move list keeps
                // its rows.
                let compact = region.height() < COMPACT_HEIGHT;
                egui::Panel::bottom("controls")
                    .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 4)))
                    .show(ui, |ui| {
                        controls::navigation(ui, world, state, compact, &mut asked);
                        if !compact {
                            controls::actions(ui, world, state, &mut asked);
                        }
                    });
                // The Explorer tab takes the analysis bar's room: a small
                // window shows more moves played.
                if world.session.is_analysis() && state.tab != explorer::Tab::Explorer {
                    egui::Panel::bottom("analysis")
                        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 4)))
                        .show(ui, |ui| {
                            analysis::analysis_bar(
                                ui,
                                world,
                                &mut state.comment,
                                &mut state.menus,
                                &mut asked,
                            );
                        });
                }
                egui::CentralPanel::no_frame().show(ui, |ui| {
                    file_bar::file_bar(ui, files, world, state, dirty, &mut asked);
                    moves::status_block(ui, world);
                    file_bar::notices(ui, files, &world.theme(), &mut asked.files);
                    ui.separator();
                    explorer::tabs(ui, files, &mut state.tab);
                    let height = ui.available_height().max(40.0);
                    if state.tab == explorer::Tab::Explorer {
                        state.list_rect = explorer::explorer_view(
                            ui,
                            world,
                            files,
                            &mut state.explored,
                            height,
                            &mut asked,
                        );
                        return;
                    }
                    let shown = moves::move_list(
                        ui,
                        world,
                        follow,
                        height,
                        &mut state.comment,
                        &mut state.heights,
                        &mut asked,
                    );
                    state.list_rect = Some(shown);
                    let shown = shown.height();
                    if (shown - state.list_height).abs() > 0.5 {
                        // A notice or a row of buttons came or went: keep the
                        // viewed move in sight.
                        state.list_height = shown;
                        state.refollow = true;
                        redraw.write(RequestRedraw);
                    }
                });
            });
        });
    world
        .width
        .set_if_neq(SidePanelWidth(response.response.rect.width()));
    divider(
        &mut root,
        response.response.rect,
        window_width,
        world,
        state,
    );

    board_hint(ctx, world);
    new_game::new_game_dialog(ctx, world, &mut state.new_game, &mut asked.games);
    if std::mem::take(&mut state.new_game.set_up) {
        // The editor opens on the form's position (the usual start if none
        // or an unreadable one); the dialog closes meanwhile.
        let set_up = crate::editor::SetUp::from_fen(state.new_game.fen())
            .unwrap_or_else(|_| crate::editor::SetUp::start());
        asked
            .editor
            .push(crate::app::editor::EditorCommand::Open(set_up));
        state.new_game.open = false;
    }
    banners::resign_dialog(ctx, &mut state.dialogs, world, &mut asked.games);
    banners::game_over_banner(ctx, &mut state.dialogs, world, &mut asked.games);
    banners::unsaved_question(
        ctx,
        world,
        &world.unsaved,
        &mut asked.games,
        &mut asked.files,
    );
    banners::restored_banner(ctx, world, files, &mut state.new_game, &mut asked.games);
    settings::settings_window(ctx, world, &mut state.settings);
    shortcuts_window(ctx, &mut state.shortcuts_open);
    let warning = egui_color(world.theme().warning);
    if game_list::game_list(ctx, files, &mut state.list, warning, &mut asked.files) {
        redraw.write(RequestRedraw);
    }
    file_bar::path_prompt(ctx, files, &mut asked.files);
    file_bar::archive_chooser(ctx, files, &mut asked.files);
    file_bar::save_choice(ctx, files, &mut asked.files);
    file_bar::drop_hint(ctx, files, &world.theme());

    // egui lays a new window out in one frame and shows it in the next.
    let dialogs = [
        state.new_game.open,
        state.dialogs.confirm_resign.is_some(),
        state.dialogs.banner_hidden,
        state.settings.open || state.shortcuts_open,
        files.prompt.0.is_some(),
        files.choice.0,
        files.list.shown,
        files.hover.0.is_some() || world.session.is_restored(),
        world.unsaved.0.is_some(),
    ];
    let dialogs_changed = **last_dialogs != Some(dialogs);
    **last_dialogs = Some(dialogs);

    if asked.quit {
        quit.write(QuitRequest);
    }
    if !asked.games.is_empty()
        || !asked.files.is_empty()
        || !asked.editor.is_empty()
        || !asked.explorer.is_empty()
        || dialogs_changed
    {
        commands.write_batch(asked.games);
        file_out.write_batch(asked.files);
        editor_out.write_batch(asked.editor);
        explorer_out.write_batch(asked.explorer);
        // Commands are applied in the next frame; a sleeping window must
        // not wait for the mouse to move to show their effect.
        redraw.write(RequestRedraw);
    }
}

/// The menus the panel shows now, left to right (the Move menu in an
/// analysis, on a move).
fn shown_menus(world: &PanelWorld) -> Vec<crate::app::shortcuts::Menu> {
    use crate::app::shortcuts::Menu;
    let game = world.session.game();
    let mut menus = vec![Menu::File, Menu::Game];
    if world.session.is_analysis() && game.view_last_ply().is_some() {
        menus.push(Menu::Move);
    }
    menus
}

/// The edge between the board and the panel, which the player drags to
/// give the panel another share of the window (kept in the settings when
/// let go; the width follows the window from then on).
fn divider(
    root: &mut egui::Ui,
    panel: egui::Rect,
    window: f32,
    world: &mut PanelWorld,
    state: &mut PanelState,
) {
    let edge =
        egui::Rect::from_x_y_ranges(panel.left() - 3.0..=panel.left() + 3.0, panel.y_range());
    let response = root.interact(edge, egui::Id::new("panel divider"), egui::Sense::drag());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::WidgetType::Other, true, "Drag to resize the panel")
    });
    if response.hovered() || response.dragged() {
        root.ctx()
            .set_cursor_icon(egui::CursorIcon::ResizeHorizontal);
    }
    if response.dragged()
        && let Some(pointer) = response.interact_pointer_pos()
        && window > 0.0
    {
        state.dragged_share = Some(((window - pointer.x) / window).clamp(0.1, 0.8));
    }
    if response.drag_stopped()
        && let Some(share) = state.dragged_share.take()
    {
        // What the width came to, as a share: a drag past the limits
        // keeps the share that shows.
        world.settings.panel_share = panel_width(window, share) / window;
    }
}

/// The part of the panel its boxes fill: the height of the board, so the
/// player boxes sit beside its top and bottom edges, or the whole panel in
/// a window too low for that.
fn panel_region(panel: egui::Rect, layout: &BoardLayout) -> egui::Rect {
    let board = layout.rect();
    let top = layout.to_window(Vec2::new(board.min.x, board.max.y)).y;
    let bottom = layout.to_window(Vec2::new(board.min.x, board.min.y)).y;
    let (top, bottom) = (top.max(panel.top()), bottom.min(panel.bottom()));
    if bottom - top < MIN_REGION {
        panel
    } else {
        egui::Rect::from_x_y_ranges(panel.x_range(), top..=bottom)
    }
}

/// Why the board did not take what the player tried, over the board's top
/// edge, until the view changes.
fn board_hint(ctx: &egui::Context, world: &PanelWorld) {
    let Some(text) = world.hint.0 else {
        return;
    };
    let layout = &world.layout;
    let board = layout.rect();
    let top = layout.to_window(Vec2::new(board.center().x, board.max.y));
    let width = board.width() * 0.8;
    egui::Area::new(egui::Id::new("board hint"))
        .pivot(egui::Align2::CENTER_TOP)
        .fixed_pos(egui::pos2(top.x, top.y + layout.square * 0.25))
        .order(egui::Order::Middle)
        .interactable(false)
        .show(ctx, |ui| {
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

fn style(ctx: &egui::Context, theme: &Theme) {
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
        // A blinking text cursor asks egui for a frame at every blink, and
        // bevy_egui 0.42 draws any frame egui asks for at once, however
        // late egui wanted it (`has_requested_repaint` counts delayed
        // requests; <https://github.com/vladbat00/bevy_egui/pull/240>
        // discusses scheduling them instead): a focused search box kept two
        // cores busy. The cursor stays lit.
        style.visuals.text_cursor.blink = false;
        // Secondary words and the move shown read at 4.5:1 (egui's own
        // dimmed text does not): the theme's colours.
        style.visuals.weak_text_color = Some(egui_color(theme.text_secondary));
        style.visuals.selection.bg_fill = egui_color(theme.selection);
        style.visuals.selection.stroke.color = egui_color(theme.selected_text);
    });
}

/// Every keyboard shortcut, in one window (F1; Esc or Enter closes it).
fn shortcuts_window(ctx: &egui::Context, open: &mut bool) {
    if !*open {
        return;
    }
    let keys = dialog::keys(ctx, dialog::window_layer("shortcuts"), &[]);
    if keys.escape || keys.enter {
        *open = false;
        return;
    }
    dialog::dialog("Keyboard shortcuts", "shortcuts")
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
