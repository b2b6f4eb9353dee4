//! The new-game dialog: names, a time control (a preset, untimed, or a
//! custom control with increment or delay per side) and a start position
//! as FEN. The form's logic is plain data, tested below; the dialog draws
//! it.

use bevy::prelude::*;
use bevy_egui::egui;
use shakmaty::Color as Side;

mod start;
mod time;

use super::{Asks, PanelContext, PanelWorld};
use crate::i18n::Arg;
use crate::{
    app::{
        editor::EditorCommand, session::GameCommand, shortcuts::PanelRequest, theme::egui_color,
    },
    chess::clock::{DelayMode, SideControl, TimeControl},
    chess::game::Game,
    chess::session::NewGame,
};
use start::start_position;
use time::time_control;

/// Which time control the form has chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum TimeChoice {
    Preset(usize),
    Untimed,
    Custom,
}

/// The new-game dialog's fields, kept between openings.
#[derive(Resource, Debug, Clone)]
pub(super) struct NewGameForm {
    pub open: bool,
    choice: TimeChoice,
    base_minutes: [f64; 2],
    increment_seconds: [f64; 2],
    mode: [DelayMode; 2],
    odds: bool,
    /// The FEN typed: empty each time the dialog opens, so a game never
    /// starts from an old position by surprise.
    fen: String,
    /// The last position a game was started from, offered to use again.
    last_fen: Option<String>,
    pub white: String,
    pub black: String,
    /// "Continue from here": the game to go on with, instead of a start
    /// position.
    pub base: Option<Game>,
    /// The Chess960 number field.
    chess960: u32,
    /// "Set up on the board…" was clicked: the board editor opens on the
    /// form's position.
    set_up: bool,
    /// The dialog just opened: White's name takes the keyboard.
    focus_first: bool,
    /// Whether the computer plays each side (White, Black).
    computer: [bool; 2],
    /// The computer's level for each side, kept between openings.
    level: [u8; 2],
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
            last_fen: None,
            white: "White".into(),
            black: "Black".into(),
            base: None,
            chess960: 518,
            set_up: false,
            focus_first: false,
            computer: [false; 2],
            level: [3; 2],
        }
    }
}

impl NewGameForm {
    /// Opens the dialog for a new game with the player's own last choices
    /// (the names typed, the computer and its level, the time control the
    /// settings remember): never the names of a game only looked at.
    pub(super) fn open_new(&mut self, world: &PanelWorld) {
        let settings = &world.settings;
        self.reset(
            &settings.white,
            &settings.black,
            settings.time_control,
            None,
            None,
        );
        // The computer as last chosen, where there is an engine to play.
        let engine = settings.engine.program().is_some();
        let remembered = [settings.computer_white, settings.computer_black];
        for (i, level) in remembered.into_iter().enumerate() {
            self.computer[i] = engine && level.is_some();
            self.level[i] = level.unwrap_or(self.level[i]);
        }
    }

    /// Opens the dialog to go on with the game at the board: from `base`
    /// (its position shown), or again with `control` (a restored game's:
    /// `Some(None)` for untimed), its players and its computer.
    pub(super) fn open_for(
        &mut self,
        world: &PanelWorld,
        base: Option<Game>,
        control: Option<Option<TimeControl>>,
    ) {
        // A side the computer played keeps the computer and its level; the
        // name field then offers the name last typed for that side.
        let session = &world.session;
        let name = |side: Side, remembered: &str| match session.computer(side) {
            Some(_) => remembered.to_owned(),
            None => session.players().get(side).name.clone(),
        };
        let (white, black) = (
            name(Side::White, &world.settings.white),
            name(Side::Black, &world.settings.black),
        );
        self.reset(&white, &black, world.settings.time_control, base, control);
        for (i, side) in [Side::White, Side::Black].into_iter().enumerate() {
            self.computer[i] = session.computer(side).is_some();
            if let Some(level) = session.computer(side) {
                self.level[i] = level;
            }
        }
    }

    /// Starts the game from this position (the board editor's).
    pub(super) fn set_fen(&mut self, fen: String) {
        self.fen = fen;
    }

    /// The position the form starts from, for the board editor.
    pub(super) fn fen(&self) -> &str {
        self.fen.trim()
    }

    /// The form as it opens.
    fn reset(
        &mut self,
        white: &str,
        black: &str,
        setting: Option<TimeControl>,
        base: Option<Game>,
        control: Option<Option<TimeControl>>,
    ) {
        self.open = true;
        self.focus_first = true;
        // A side left unnamed opens empty, its name in the player's
        // language the field's hint.
        let named = |name: &str, side: Side| match name == crate::chess::game::side_name(side) {
            true => String::new(),
            false => name.to_owned(),
        };
        self.white = named(white, Side::White);
        self.black = named(black, Side::Black);
        self.base = base;
        self.fen.clear();
        self.choose_control(control.unwrap_or(setting));
    }

    /// Chooses a time control: its preset, or the custom fields set to it.
    fn choose_control(&mut self, control: Option<TimeControl>) {
        let Some(control) = control else {
            self.choice = TimeChoice::Untimed;
            return;
        };
        let preset = TimeControl::PRESETS
            .iter()
            .position(|&(m, s)| TimeControl::fischer_minutes(m, s) == control);
        if let Some(i) = preset {
            self.choice = TimeChoice::Preset(i);
            return;
        }
        self.choice = TimeChoice::Custom;
        let sides = [control.side(Side::White), control.side(Side::Black)];
        self.odds = sides[0] != sides[1];
        for (i, side) in sides.into_iter().enumerate() {
            self.base_minutes[i] = side.base.as_secs_f64() / 60.0;
            self.increment_seconds[i] = side.increment.as_secs_f64();
            self.mode[i] = side.mode;
        }
    }

    fn side_control(&self, i: usize) -> SideControl {
        SideControl {
            base: std::time::Duration::from_secs_f64(self.base_minutes[i].max(0.0) * 60.0),
            increment: std::time::Duration::from_secs_f64(self.increment_seconds[i].max(0.0)),
            mode: self.mode[i],
        }
    }

    pub(super) fn control(&self) -> Option<TimeControl> {
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

    /// The sides the computer plays, at their levels.
    pub(super) fn computer(&self) -> shakmaty::ByColor<Option<u8>> {
        shakmaty::ByColor {
            white: self.computer[0].then_some(self.level[0]),
            black: self.computer[1].then_some(self.level[1]),
        }
    }

    /// The names the game starts with: the computer's provisional one
    /// (its engine's name replaces it once it answers).
    fn names(&self) -> shakmaty::ByColor<String> {
        let computer = self.computer();
        shakmaty::ByColor {
            white: computer.white.map_or_else(
                || non_empty(&self.white, "White"),
                crate::app::opponent::provisional_name,
            ),
            black: computer.black.map_or_else(
                || non_empty(&self.black, "Black"),
                crate::app::opponent::provisional_name,
            ),
        }
    }

    pub(super) fn game(&self) -> Result<Game, String> {
        if let Some(base) = &self.base {
            return Ok(base.clone());
        }
        if self.fen.trim().is_empty() {
            Ok(Game::new())
        } else {
            Game::from_fen(&self.fen).map_err(|e| e.to_string())
        }
    }

    /// The game is started: the form closes and remembers the position.
    fn started(&mut self) {
        let fen = self.fen.trim();
        if !fen.is_empty() {
            self.last_fen = Some(fen.to_owned());
        }
        self.open = false;
        self.base = None;
    }
}

/// The width of a player's name, or of the computer's level, in the
/// dialog.
const NAME_WIDTH: f32 = 200.0;

/// The ids of the dialog's one-line fields (Enter in one starts the game).
const WHITE_FIELD: &str = "new game white";
const BLACK_FIELD: &str = "new game black";
const FEN_FIELD: &str = "new game fen";

pub(super) fn install(world: &mut World) {
    world.init_resource::<NewGameForm>();
}

/// The new-game dialog opens on request: a key, a menu, the editor's Play
/// from here, a restored game's New game….
pub(super) fn take_requests(
    world: PanelWorld,
    mut form: ResMut<NewGameForm>,
    mut requests: MessageReader<PanelRequest>,
) {
    for request in requests.read() {
        match request {
            PanelRequest::NewGameDialog => form.open_new(&world),
            PanelRequest::NewGameFrom(fen) => {
                form.open_new(&world);
                form.set_fen(fen.clone());
            }
            PanelRequest::ContinueFromHere => {
                let base = world.session.game().continued_from_view();
                form.open_for(&world, Some(base), None);
            }
            PanelRequest::NewGameLikeThis => {
                let control = world.session.clock().map(|c| c.control());
                form.open_for(&world, None, Some(control));
            }
            _ => {}
        }
    }
}

/// The new-game dialog, while it is open.
pub(super) fn new_game_window(
    ctx: Res<PanelContext>,
    mut world: PanelWorld,
    mut form: ResMut<NewGameForm>,
    mut asks: Asks,
) {
    if !form.open {
        return;
    }
    let form = &mut *form;
    let (start, close) = dialog(&ctx.0, &world, form);
    if start && let Ok(game) = form.game() {
        // The names and the time control are remembered for next time.
        let settings = &mut world.settings;
        if !form.computer[0] {
            settings.white = non_empty(&form.white, "White");
        }
        if !form.computer[1] {
            settings.black = non_empty(&form.black, "Black");
        }
        settings.time_control = form.control();
        let computer = form.computer();
        (settings.computer_white, settings.computer_black) = (computer.white, computer.black);
        asks.game(GameCommand::NewGame(Box::new(NewGame {
            game,
            control: form.control(),
            names: form.names(),
            origin: None,
            computer: form.computer(),
            practice: false,
            exercise: false,
        })));
        form.started();
    }
    if close {
        form.open = false;
        form.base = None;
    }
    if std::mem::take(&mut form.set_up) {
        // The editor opens on the form's position (the usual start if none
        // or an unreadable one); the dialog closes meanwhile.
        let set_up = crate::chess::editor::SetUp::from_fen(form.fen())
            .unwrap_or_else(|_| crate::chess::editor::SetUp::start());
        asks.editor(EditorCommand::Open(set_up));
        form.open = false;
    }
}

/// Draws the dialog; returns whether the game starts (Start game, Enter)
/// and whether the dialog closes without it (Cancel, Esc, its ×).
fn dialog(ctx: &egui::Context, world: &PanelWorld, form: &mut NewGameForm) -> (bool, bool) {
    let accent_fill = egui_color(world.theme().accent_fill);
    let mut open = true;
    let mut start = false;
    let mut cancel = false;
    let title = world.tr(if form.base.is_some() {
        "new-title-continue"
    } else {
        "new-title"
    });
    let fields = [WHITE_FIELD, BLACK_FIELD, FEN_FIELD].map(egui::Id::new);
    let keys = super::dialog::keys(ctx, super::dialog::window_layer("new game"), &fields);
    super::dialog::dialog(&title, "new game")
        .open(&mut open)
        .show(ctx, |ui| {
            ui.set_max_width(440.0);
            // A program chosen that is not there is no engine either.
            let has_engine = world.settings.engine.program().is_some_and(|p| p.is_file());
            names(ui, form, has_engine, world);
            ui.separator();
            time_control(ui, form, world);
            ui.separator();
            start_position(ui, world, form);
            ui.separator();
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(
                        form.game().is_ok(),
                        egui::Button::new(egui::RichText::new(world.tr("new-start")).strong())
                            .fill(accent_fill),
                    )
                    .clicked()
                {
                    start = true;
                }
                if ui.button(world.tr("new-cancel")).clicked() {
                    cancel = true;
                }
            });
        });
    // Enter starts the game, Esc closes the dialog.
    (start || keys.enter, cancel || keys.escape || !open)
}

/// A level as the dialog lists it: "Level 3 (about 900)".
fn level_label(world: &PanelWorld, level: &crate::chess::opponent::LevelSpec) -> String {
    let number = [("number", Arg::Count(i64::from(level.number)))];
    match level.strength {
        crate::chess::opponent::Strength::Full => world.tr_with("new-level-full", &number),
        _ => world.tr_with(
            "new-level-about",
            &[number[0], ("rating", Arg::Count(i64::from(level.rating)))],
        ),
    }
}

/// The players: for each side a person (their name, White's taking the
/// keyboard as the dialog opens) or the computer at a level. Without an
/// engine the computer cannot be chosen, and the dialog says why.
fn names(ui: &mut egui::Ui, form: &mut NewGameForm, has_engine: bool, world: &PanelWorld) {
    if !has_engine {
        form.computer = [false; 2];
    }
    egui::Grid::new("names").num_columns(3).show(ui, |ui| {
        for (i, color) in [shakmaty::Color::White, shakmaty::Color::Black]
            .into_iter()
            .enumerate()
        {
            let side = world.side(color);
            let side_arg = [("side", Arg::Text(&side))];
            ui.label(&side);
            ui.horizontal(|ui| {
                let person = ui.selectable_label(!form.computer[i], world.tr("new-person"));
                if super::named(ui, person, world.tr_with("new-side-person", &side_arg)).clicked() {
                    form.computer[i] = false;
                }
                let computer = ui
                    .add_enabled(
                        has_engine,
                        egui::Button::selectable(form.computer[i], world.tr("new-computer")),
                    )
                    .on_disabled_hover_text(world.tr("engine-none-found"));
                if super::named(ui, computer, world.tr_with("new-side-computer", &side_arg))
                    .clicked()
                {
                    form.computer[i] = true;
                }
            });
            // A person's name, or the computer's level, in one place.
            name_or_level(ui, form, i, &side, world);
            ui.end_row();
        }
    });
    form.focus_first = false;
    if !has_engine {
        ui.add(
            egui::Label::new(
                egui::RichText::new(world.tr_with(
                    "new-cannot-play",
                    &[("why", Arg::Text(&world.tr("engine-none-found")))],
                ))
                .small(),
            )
            .wrap(),
        );
    }
}

/// A side's name field, or its computer's level (side `i`, 0 White).
fn name_or_level(
    ui: &mut egui::Ui,
    form: &mut NewGameForm,
    i: usize,
    side: &str,
    world: &PanelWorld,
) {
    let side_arg = [("side", Arg::Text(side))];
    if form.computer[i] {
        let level = &mut form.level[i];
        let shown = crate::chess::opponent::level(*level)
            .map(|l| level_label(world, l))
            .unwrap_or_default();
        let combo = egui::ComboBox::from_id_salt(("computer level", i))
            .selected_text(shown)
            .width(NAME_WIDTH)
            .show_ui(ui, |ui| {
                for spec in crate::chess::opponent::LEVELS {
                    ui.selectable_value(level, spec.number, level_label(world, &spec));
                }
            });
        super::named(
            ui,
            combo.response,
            world.tr_with("new-side-level", &side_arg),
        );
    } else {
        let field = if i == 0 {
            &mut form.white
        } else {
            &mut form.black
        };
        let id = egui::Id::new(if i == 0 { WHITE_FIELD } else { BLACK_FIELD });
        let name = ui.add(
            egui::TextEdit::singleline(field)
                .id(id)
                .hint_text(side)
                .desired_width(NAME_WIDTH),
        );
        let name = super::named(ui, name, world.tr_with("player-name", &side_arg));
        if i == 0 && form.focus_first {
            name.request_focus();
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    const FEN: &str = "8/8/8/8/8/4k3/8/R3K3 w Q - 0 1";

    fn opened(setting: &str, control: Option<Option<TimeControl>>) -> NewGameForm {
        let mut form = NewGameForm::default();
        let setting = (setting != "untimed").then(|| setting.parse().unwrap());
        form.reset("Alice", "Bob", setting, None, control);
        form
    }

    #[test]
    fn a_setting_chooses_its_preset_or_a_custom_control() {
        let form = opened("5+3", None);
        assert_eq!(form.choice, TimeChoice::Preset(5));
        assert_eq!(form.control(), Some(TimeControl::fischer_minutes(5, 3)));
        let form = opened("untimed", None);
        assert_eq!(form.control(), None);
        let form = opened("7+2", None);
        assert_eq!(form.choice, TimeChoice::Custom);
        assert_eq!(form.control(), Some(TimeControl::fischer_minutes(7, 2)));
        assert_eq!((form.white.as_str(), form.black.as_str()), ("Alice", "Bob"));
    }

    #[test]
    fn a_restored_games_control_wins_over_the_setting() {
        let odds = TimeControl {
            sides: shakmaty::ByColor {
                white: SideControl::fischer(
                    std::time::Duration::from_secs(300),
                    std::time::Duration::ZERO,
                ),
                black: SideControl {
                    base: std::time::Duration::from_secs(180),
                    increment: std::time::Duration::from_secs(2),
                    mode: DelayMode::Bronstein,
                },
            },
        };
        let form = opened("5+3", Some(Some(odds)));
        assert_eq!(form.choice, TimeChoice::Custom);
        assert!(form.odds);
        assert_eq!(form.control(), Some(odds));
        assert_eq!(opened("5+3", Some(None)).control(), None);
    }

    #[test]
    fn the_fen_starts_empty_each_time_and_the_last_one_is_kept_aside() {
        let mut form = opened("5+3", None);
        form.fen = FEN.into();
        assert_eq!(form.game().unwrap().fen(), FEN);
        form.started();
        assert!(!form.open);
        form.reset("Alice", "Bob", "5+3".parse().ok(), None, None);
        assert_eq!(form.fen, "");
        assert_eq!(form.game().unwrap().fen(), Game::new().fen());
        assert_eq!(form.last_fen.as_deref(), Some(FEN));
        form.fen = "8/8/8 w - - 0 1".into();
        assert!(form.game().unwrap_err().starts_with("invalid FEN"));
    }
}
