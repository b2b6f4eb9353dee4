//! The side panel: players and clocks, the status line, the move list with
//! history browsing, and every action of an over-the-board game.
//!
//! The panel is a schedule of small systems ([`PanelPass`]), one per widget,
//! each with its own resource: the frame first, then the boxes from the
//! panel's edges in (the players beside the board's top and bottom edges,
//! which never move for anything else; the controls; the analysis bar),
//! then the middle (the file bar, the status, the notices, the move list
//! or the explorer, which takes the room left and scrolls), then the
//! windows over the board. A widget asks for something through `Asks`
//! (a game command, a file command, a dialog) and never reaches into
//! another widget's state; buttons that do not fit a row are left to the
//! Game menu, which holds every action.

mod analysis;
mod annotations;
mod banners;
mod board_access;
mod book;
mod controls;
mod dialog;
mod editor;
mod engine;
mod explorer;
mod export;
mod file_bar;
mod file_windows;
mod fonts;
mod frame;
mod game_list;
mod game_menu;
mod glyphs;
mod menus;
mod move_buttons;
mod move_field;
mod moves;
mod new_game;
mod players;
mod puzzles;
mod repertoire;
mod report_strip;
mod settings;
mod tablebase;
mod timing;
mod widget_tree;

pub use board_access::{ANNOUNCEMENT, announcement, square_id, square_name};
pub use move_field::MOVE_FIELD;
pub use report_strip::GRAPH_LABEL;
pub use widget_tree::{
    Probe, ProbedWidget, probe_click, probe_drag, probe_frames, probe_keys, probe_layout,
    probe_typing, widgets_of,
};

use bevy::{
    ecs::{
        schedule::{ScheduleLabel, SingleThreadedExecutor},
        system::SystemParam,
    },
    prelude::*,
    window::RequestRedraw,
};
use bevy_egui::egui;

use crate::app::{
    board::{input::BoardHint, layout::BoardLayout},
    editor::EditorCommand,
    explorer::ExplorerCommand,
    files::{DropHover, FileCommand, GameList, PathPrompt, SaveChoice},
    notice::PanelNotice,
    session::{Action, GameCommand, GameSession, LastError, QuitRequest},
    shortcuts::{Menu, PanelRequest},
    theme::{Theme, egui_color},
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
        crate::desktop::settings::DEFAULT_PANEL_SHARE
    };
    (window * share).clamp(
        MIN_PANEL_WIDTH,
        (window - MIN_BOARD_ROOM).max(MIN_PANEL_WIDTH),
    )
}

/// Names a file the window writes its widgets to (role, selected, the
/// rectangle's left, top, right and bottom, words, a field's value: one per line,
/// tab-separated) whenever they change: the window tests find
/// buttons by it, as a screen reader would.
pub const WIDGETS_ENV: &str = "ROOKERY_WIDGETS";

/// With this set, every frame's panel pass (egui's layout of the whole
/// panel) prints how long it took and how long since the last frame's, to
/// standard error: `panel 1.234 ms frame 16.700 ms`.
pub const PANEL_TIMES_ENV: &str = "ROOKERY_PANEL_TIMES";

pub(super) fn plugin(app: &mut App) {
    install(app.world_mut());
    app.add_systems(bevy_egui::EguiPrimaryContextPass, frame::draw_panel);
    if std::env::var_os(PANEL_TIMES_ENV).is_some() {
        app.add_systems(First, timing::update_started)
            .add_systems(Last, timing::update_ended);
    }
}

/// The schedule that draws the panel, once per egui pass.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PanelPass;

/// The steps of a panel pass, in order.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PanelStep {
    /// The panel's frame: its width, the part its boxes fill, and what
    /// the keyboard asked of the menus.
    Frame,
    /// The boxes carved off the edges: the players beside the board's top
    /// and bottom edges, the controls and the analysis bar under the list.
    Edges,
    /// The middle: the file bar, the status, the notices, the tabs and the
    /// move list or the explorer (or, while a position is set up, the
    /// editor's form in the whole panel).
    Middle,
    /// The windows and banners over the board.
    Windows,
    /// The divider, and the pass's parts let go.
    Close,
}

/// The egui context the pass draws in (the window's, or the probe's).
#[derive(Resource, Clone)]
pub(super) struct PanelContext(pub egui::Context);

/// The parts of the panel being drawn in this pass, and where the last
/// pass put them.
#[derive(Resource)]
pub(super) struct PanelUi {
    /// The whole window, under everything.
    root: Option<egui::Ui>,
    /// The panel inside its margins.
    content: Option<egui::Ui>,
    /// The part the boxes fill (the editor's form fills the whole panel).
    region: Option<egui::Ui>,
    /// What the boxes left: the middle.
    middle: Option<egui::Ui>,
    /// The panel, margins included.
    pub panel: egui::Rect,
    /// The part the boxes fill, and whether it follows the board's top and
    /// bottom edges (else the panel's whole height).
    pub region_rect: Option<(egui::Rect, bool)>,
    /// The part the move list (or the explorer's list) shows.
    pub list_rect: Option<egui::Rect>,
}

impl Default for PanelUi {
    fn default() -> Self {
        PanelUi {
            root: None,
            content: None,
            region: None,
            middle: None,
            panel: egui::Rect::NOTHING,
            region_rect: None,
            list_rect: None,
        }
    }
}

impl PanelUi {
    /// The part the boxes fill, while the pass draws.
    pub(super) fn region(&mut self) -> Option<&mut egui::Ui> {
        self.region.as_mut()
    }

    /// The middle, while the pass draws it.
    pub(super) fn middle(&mut self) -> Option<&mut egui::Ui> {
        self.middle.as_mut()
    }

    /// The whole window, while the pass draws.
    pub(super) fn root(&mut self) -> Option<&mut egui::Ui> {
        self.root.as_mut()
    }
}

/// The panel pass's last steps: the windows and dialogs over the board,
/// then the divider and the end of the frame.
fn add_windows(schedule: &mut Schedule) {
    schedule.add_systems(
        (
            banners::board_hint,
            report_strip::report_strip,
            board_access::board_squares.run_if(not(editing)),
            board_access::editor_squares.run_if(editing),
            (new_game::take_requests, new_game::new_game_window).chain(),
            (banners::take_resign_requests, banners::resign_question).chain(),
            banners::game_over_banner,
            banners::unsaved_question,
            banners::restored_banner,
            settings::settings_window,
            export::export_window,
            settings::shortcuts_window,
            game_list::game_list_window,
            file_windows::path_prompt,
            file_windows::archive_chooser,
            file_windows::save_choice,
            file_windows::drop_hint,
        )
            .chain()
            .in_set(PanelStep::Windows),
    );
    schedule.add_systems(
        (frame::divider, frame::name_close_buttons, frame::end)
            .chain()
            .in_set(PanelStep::Close),
    );
}

/// The panel's pass: its steps in order, each part of the panel a system.
fn panel_schedule() -> Schedule {
    let mut schedule = Schedule::new(PanelPass);
    schedule.set_executor(SingleThreadedExecutor::new());
    schedule.configure_sets(
        (
            PanelStep::Frame,
            PanelStep::Edges,
            PanelStep::Middle,
            PanelStep::Windows,
            PanelStep::Close,
        )
            .chain(),
    );
    schedule.add_systems(
        (
            frame::style_once,
            frame::begin,
            menus::take_requests,
            moves::note_changes,
            move_field::forget_on_new_game,
        )
            .chain()
            .in_set(PanelStep::Frame),
    );
    schedule.add_systems(
        (
            players::player_box::<true>,
            players::player_box::<false>,
            controls::controls,
            analysis::analysis_bar.run_if(analysis_bar_shown),
        )
            .chain()
            .in_set(PanelStep::Edges)
            .run_if(not(editing)),
    );
    schedule.add_systems(
        (
            frame::begin_middle,
            file_bar::file_bar,
            moves::status,
            file_bar::notices_line,
            engine::engine_box,
            tablebase::tablebase_box,
            book::book_box,
            explorer::tabs,
            moves::move_list.run_if(explorer::tab_is(explorer::Tab::Moves)),
            explorer::explorer_view.run_if(explorer::tab_is(explorer::Tab::Explorer)),
        )
            .chain()
            .in_set(PanelStep::Middle)
            .run_if(not(editing)),
    );
    schedule.add_systems(
        editor::editor_form
            .in_set(PanelStep::Middle)
            .run_if(editing),
    );
    add_windows(&mut schedule);
    schedule
}

/// Puts the panel's schedule and resources in `world` (the app's, or a
/// probed one).
fn install(world: &mut World) {
    world.init_resource::<PanelUi>();
    world.init_resource::<frame::DraggedShare>();
    menus::install(world);
    players::install(world);
    analysis::install(world);
    moves::install(world);
    world.init_resource::<move_field::MoveField>();
    explorer::install(world);
    banners::install(world);
    new_game::install(world);
    settings::install(world);
    game_list::install(world);
    world.add_schedule(panel_schedule());
}

/// Names a widget for a screen reader: a field, a number box or a combo
/// box says its value, and without a name a screen reader cannot tell
/// which it is ("White's name", "Hash in MB").
fn named(ui: &egui::Ui, response: egui::Response, name: impl Into<String>) -> egui::Response {
    let name = name.into();
    ui.ctx()
        .accesskit_node_builder(response.id, |node| node.set_label(name));
    response
}

/// Whether the analysis bar shows: in an analysis, unless the Explorer
/// tab takes its room (a small window shows more moves played).
fn analysis_bar_shown(session: Res<GameSession>, tab: Res<explorer::Tab>) -> bool {
    session.is_analysis() && *tab != explorer::Tab::Explorer
}

/// Whether a position is being set up (its form fills the panel).
fn editing(editor: Res<crate::app::editor::BoardEditor>) -> bool {
    editor.0.is_some()
}

/// What the panel shows of the game: the session, the settings (the Game
/// menu's switches and the new-game form write them), the board's layout,
/// the time, and what the board and the session last refused.
#[derive(SystemParam)]
struct PanelWorld<'w> {
    session: Res<'w, GameSession>,
    settings: ResMut<'w, crate::app::settings::PlayerSettings>,
    last_error: Res<'w, LastError>,
    layout: Res<'w, BoardLayout>,
    time: Res<'w, Time<Real>>,
    hint: Res<'w, BoardHint>,
    unsaved: Res<'w, crate::app::session::UnsavedQuestion>,
    engine: Res<'w, crate::app::engine::EngineView>,
    opponent: Res<'w, crate::app::opponent::OpponentView>,
    retro: Res<'w, crate::app::training::RetroView>,
    tactics: Res<'w, crate::app::puzzles::PuzzleView>,
    tactics_on: Res<'w, State<crate::app::modes::Tactics>>,
    repertoire: Res<'w, crate::app::repertoire::RepertoireView>,
    drilling: Res<'w, State<crate::app::modes::Drilling>>,
    words: Res<'w, crate::app::language::AppWords>,
}

impl PanelWorld<'_> {
    /// How moves are written: figurines, or the letters of the language
    /// (or English letters, as the settings say).
    fn notation(&self) -> annotations::Notation {
        annotations::Notation::of(&self.settings.0, &self.words.0)
    }

    /// A side's name in the player's language: White, Weiß, Blancs.
    fn side(&self, side: shakmaty::Color) -> String {
        self.tr(side.fold_wb("side-white", "side-black"))
    }

    /// A player's name as shown: an unnamed side in the player's language.
    fn player(&self, side: shakmaty::Color) -> String {
        crate::app::language::player(&self.words.0, &self.session, side)
    }

    /// Message `id` in the player's language.
    fn tr(&self, id: &str) -> String {
        self.words.0.get(id)
    }

    /// Message `id` with its arguments, in the player's language.
    fn tr_with(&self, id: &str, args: &[(&str, crate::i18n::Arg)]) -> String {
        self.words.0.with(id, args)
    }

    /// The piece letters the move field reads besides English's: the
    /// language's, unless the settings ask for English letters.
    fn letters(&self) -> crate::i18n::Letters {
        if self.settings.english_letters {
            crate::i18n::Language::English.letters()
        } else {
            self.words.0.letters()
        }
    }

    /// What the move field reads besides English: the piece letters above,
    /// and the language's words for its commands (`aufgeben`).
    fn tongue(&self) -> crate::chess::typed::Tongue {
        crate::chess::typed::Tongue::new(self.letters(), |id| self.words.0.get(id))
    }

    /// The colours the settings choose.
    fn theme(&self) -> Theme {
        self.settings.colours()
    }

    /// The menus the panel shows now, left to right (the Move menu in an
    /// analysis, on a move).
    fn shown_menus(&self) -> Vec<Menu> {
        let mut menus = vec![Menu::File, Menu::Game];
        if self.session.is_analysis() && self.session.game().view_last_ply().is_some() {
            menus.push(Menu::Move);
        }
        menus
    }
}

/// What the panel shows of files: the listed file, the notice line, the
/// path field, a file dragged over the window, Save's question, the
/// autosave's archive and the explorer.
#[derive(SystemParam)]
struct FileWorld<'w> {
    list: ResMut<'w, GameList>,
    notice: Res<'w, PanelNotice>,
    prompt: ResMut<'w, PathPrompt>,
    hover: Res<'w, DropHover>,
    choice: ResMut<'w, SaveChoice>,
    autosave: Res<'w, crate::app::autosave::AutosaveFolder>,
    explorer: Res<'w, crate::app::explorer::FileExplorer>,
    chooser: Res<'w, crate::app::files::FileChooser>,
}

/// What a widget asks of the rest of the app: a game command, a file
/// command, the editor, the explorer, a dialog of the panel, or quitting.
/// Each is carried out at the app's next update (a dialog in this pass),
/// and the sleeping window is woken for it.
#[derive(SystemParam)]
struct Asks<'w> {
    games: MessageWriter<'w, GameCommand>,
    files: MessageWriter<'w, FileCommand>,
    editor: MessageWriter<'w, EditorCommand>,
    explorer: MessageWriter<'w, ExplorerCommand>,
    engine: MessageWriter<'w, crate::app::engine::EngineCommand>,
    panel: MessageWriter<'w, PanelRequest>,
    quit: MessageWriter<'w, QuitRequest>,
    redraw: MessageWriter<'w, RequestRedraw>,
    sound: MessageWriter<'w, crate::app::sound::PlaySound>,
    manage: MessageWriter<'w, crate::app::files::manage::ManageCommand>,
    opponent: MessageWriter<'w, crate::app::opponent::OpponentCommand>,
    retro: MessageWriter<'w, crate::app::training::RetroCommand>,
    puzzles: MessageWriter<'w, crate::app::puzzles::PuzzleCommand>,
    repertoire: MessageWriter<'w, crate::app::repertoire::RepertoireCommand>,
    /// The player's language, for widgets deep in a menu.
    words: Res<'w, crate::app::language::AppWords>,
}

impl Asks<'_> {
    /// Message `id` in the player's language.
    fn tr(&self, id: &str) -> String {
        self.words.0.get(id)
    }

    /// An edit of the listed file of games.
    fn manage(&mut self, command: crate::app::files::manage::ManageCommand) {
        self.manage.write(command);
        self.redraw.write(RequestRedraw);
    }

    /// A sound (a refused typed move's).
    fn sound(&mut self, sound: crate::chess::sound::Sound) {
        self.sound.write(crate::app::sound::PlaySound(sound));
    }

    /// A command for the computer opponent.
    fn opponent(&mut self, command: crate::app::opponent::OpponentCommand) {
        self.opponent.write(command);
        self.redraw.write(RequestRedraw);
    }

    /// A command for the series of puzzles.
    fn retro(&mut self, command: crate::app::training::RetroCommand) {
        self.retro.write(command);
        self.redraw.write(RequestRedraw);
    }

    /// A command for the tactics puzzles.
    fn puzzle(&mut self, command: crate::app::puzzles::PuzzleCommand) {
        self.puzzles.write(command);
        self.redraw.write(RequestRedraw);
    }

    /// A command for the opening repertoire.
    fn repertoire(&mut self, command: crate::app::repertoire::RepertoireCommand) {
        self.repertoire.write(command);
        self.redraw.write(RequestRedraw);
    }

    /// A command for the game at the board.
    fn game(&mut self, command: GameCommand) {
        self.games.write(command);
        self.redraw.write(RequestRedraw);
    }

    /// An action on the game at the board.
    fn act(&mut self, action: Action) {
        self.game(GameCommand::Act(action));
    }

    /// Something to do with files.
    fn file(&mut self, command: FileCommand) {
        self.files.write(command);
        self.redraw.write(RequestRedraw);
    }

    /// Something for the board editor.
    fn editor(&mut self, command: EditorCommand) {
        self.editor.write(command);
        self.redraw.write(RequestRedraw);
    }

    /// Something for the explorer.
    fn explorer(&mut self, command: ExplorerCommand) {
        self.explorer.write(command);
        self.redraw.write(RequestRedraw);
    }

    /// Something for the engine.
    fn engine(&mut self, command: crate::app::engine::EngineCommand) {
        self.engine.write(command);
        self.redraw.write(RequestRedraw);
    }

    /// A dialog or window of the panel (it opens in this pass).
    fn open(&mut self, request: PanelRequest) {
        self.panel.write(request);
        self.redraw.write(RequestRedraw);
    }

    /// Closing Rookery.
    fn quit(&mut self) {
        self.quit.write(QuitRequest);
        self.redraw.write(RequestRedraw);
    }

    /// Another frame, for what changed inside the panel only (the game
    /// list's search or sort: its rows follow in the next frame).
    fn redraw(&mut self) {
        self.redraw.write(RequestRedraw);
    }
}

/// The panel's look: its fonts and text sizes, and egui's colours made
/// readable.
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
        // Glyphs on whole pixels: one bitmap per glyph and size, where
        // sub-pixel binning kept up to four (a running clock's digits,
        // right-aligned, met a new bitmap nearly every second for its first
        // minute, each one a frame drawn twice), and text reads sharper.
        style.visuals.text_options.subpixel_binning = false;
        // Secondary words and the move shown read at 4.5:1 (egui's own
        // dimmed text does not): the theme's colours.
        style.visuals.weak_text_color = Some(egui_color(theme.text_secondary));
        style.visuals.selection.bg_fill = egui_color(theme.selection);
        style.visuals.selection.stroke.color = egui_color(theme.selected_text);
    });
}
