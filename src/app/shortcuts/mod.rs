//! Every keyboard shortcut, in one table ([`table`]: the keys, what they
//! do, and the words the F1 list shows), and how keys become them. Each
//! key is read with the modifiers held when it went down ([`KeyChords`],
//! from the frame's key events in order): a
//! shortcut whose modifier is pressed and let go within one frame (a key
//! sender such as `xdotool key ctrl+n`, or a fast hand) counts, and a key
//! typed just after Ctrl was let go, in the same frame, is a plain key.

use crate::chess::session::Action;
use crate::i18n::Said;
use bevy::{
    input::{ButtonState, InputSystems, keyboard::KeyboardInput},
    prelude::*,
    window::RequestRedraw,
};
use shakmaty::Chess;

use super::{
    Phase,
    board::shared::UiCapture,
    files::FileCommand,
    session::{AnalysisEdit, GameCommand, GameSession, QuitRequest},
};
use crate::chess::session::NewGame;

pub mod table;

pub use table::{
    BINDINGS, Binding, MENU_KEYS, Menu, Modifier, Shortcut, help_lines, keys_for, letter_of_key,
    local_keys, menu_letters,
};

/// Something the panel shows on request (a key, a menu, a button): a
/// dialog or a window.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum PanelRequest {
    /// The new-game dialog.
    NewGameDialog,
    /// The new-game dialog, starting from this FEN (Play from here in the
    /// board editor).
    NewGameFrom(String),
    /// The new-game dialog, going on from the position shown with the
    /// moves that led to it (Continue from here…).
    ContinueFromHere,
    /// The new-game dialog with this game's time control (a restored
    /// game's, to play it again).
    NewGameLikeThis,
    /// The board editor, on the position shown.
    SetUpPosition,
    /// The question whether this side resigns.
    Resign(shakmaty::Color),
    /// The settings window.
    Settings,
    /// The list of shortcuts (shown, or hidden again).
    ToggleHelp,
    /// A menu, opened from the keyboard.
    OpenMenu(Menu),
}

/// One key that went down this frame, with the modifiers held at that
/// moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chord {
    /// The key.
    pub key: KeyCode,
    /// Ctrl (or the Command key) was held.
    pub ctrl: bool,
    /// Shift was held.
    pub shift: bool,
    /// Alt was held.
    pub alt: bool,
    /// The key's own repeat while it is held down.
    pub repeat: bool,
    /// The letter the key types in the keyboard's layout, lowercase (`ф`
    /// on a Russian keyboard's A key), when the window says it.
    pub letter: Option<char>,
}

impl Chord {
    /// The table's modifier for this chord, if it is one of the table's.
    fn modifier(&self) -> Option<Modifier> {
        match (self.ctrl, self.shift, self.alt) {
            (false, false, false) => Some(Modifier::None),
            (true, false, false) => Some(Modifier::Ctrl),
            (true, true, false) => Some(Modifier::CtrlShift),
            (false, true, false) => Some(Modifier::Shift),
            (false, false, true) => Some(Modifier::Alt),
            _ => None,
        }
    }
}

/// The keys that went down this frame, in order, each with the modifiers
/// held when it did (not those held when the frame is read: a key typed
/// right after Ctrl was let go is no Ctrl chord).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct KeyChords(pub Vec<Chord>);

/// Whether a key is a modifier, and which.
fn modifier_of(key: KeyCode) -> Option<usize> {
    match key {
        KeyCode::ControlLeft | KeyCode::ControlRight | KeyCode::SuperLeft | KeyCode::SuperRight => {
            Some(0)
        }
        KeyCode::ShiftLeft | KeyCode::ShiftRight => Some(1),
        KeyCode::AltLeft | KeyCode::AltRight => Some(2),
        _ => None,
    }
}

/// The modifiers held at each of a frame's key events (Ctrl or Command,
/// Shift, Alt), in order: the modifier keys held as the frame began
/// (`held_now` with the frame's own changes undone), then each event's
/// change. A modifier key's own event gets the state after it.
pub fn modifiers_at_each(
    events: &[(KeyCode, ButtonState)],
    held_now: &[KeyCode],
) -> Vec<[bool; 3]> {
    let mut held: Vec<KeyCode> = held_now
        .iter()
        .copied()
        .filter(|&k| modifier_of(k).is_some())
        .collect();
    for &(key, state) in events.iter().rev() {
        if modifier_of(key).is_some() {
            match state {
                ButtonState::Pressed => held.retain(|&k| k != key),
                ButtonState::Released if !held.contains(&key) => held.push(key),
                ButtonState::Released => {}
            }
        }
    }
    events
        .iter()
        .map(|&(key, state)| {
            if modifier_of(key).is_some() {
                match state {
                    ButtonState::Pressed if !held.contains(&key) => held.push(key),
                    ButtonState::Pressed => {}
                    ButtonState::Released => held.retain(|&k| k != key),
                }
            }
            [0, 1, 2].map(|m| held.iter().any(|&k| modifier_of(k) == Some(m)))
        })
        .collect()
}

/// The chords of a frame's key events (key, state, repeat): each key that
/// went down or repeated (not a modifier) with the modifiers held then.
pub fn chords_of(events: &[(KeyCode, ButtonState, bool)], held_now: &[KeyCode]) -> Vec<Chord> {
    let typed: Vec<_> = events.iter().map(|&(k, s, r)| (k, s, r, None)).collect();
    chords_typed(&typed, held_now)
}

/// As [`chords_of`], each key with the letter it types, if known.
pub fn chords_typed(
    events: &[(KeyCode, ButtonState, bool, Option<char>)],
    held_now: &[KeyCode],
) -> Vec<Chord> {
    let plain: Vec<(KeyCode, ButtonState)> = events.iter().map(|&(k, s, _, _)| (k, s)).collect();
    let modifiers = modifiers_at_each(&plain, held_now);
    events
        .iter()
        .zip(modifiers)
        .filter(|((key, state, _, _), _)| {
            modifier_of(*key).is_none() && *state == ButtonState::Pressed
        })
        .map(|(&(key, _, repeat, letter), [ctrl, shift, alt])| Chord {
            key,
            ctrl,
            shift,
            alt,
            repeat,
            letter,
        })
        .collect()
}

/// Reads the frame's key events into [`KeyChords`] (after Bevy's input,
/// so the keys held are this frame's).
pub fn read_chords(
    mut events: MessageReader<KeyboardInput>,
    keys: Res<ButtonInput<KeyCode>>,
    mut chords: ResMut<KeyChords>,
) {
    let events: Vec<_> = events
        .read()
        .map(|e| {
            let letter = match &e.logical_key {
                bevy::input::keyboard::Key::Character(text) => {
                    text.chars().next().and_then(|c| c.to_lowercase().next())
                }
                _ => None,
            };
            (e.key_code, e.state, e.repeat, letter)
        })
        .collect();
    if events.is_empty() && chords.0.is_empty() {
        return;
    }
    let held: Vec<KeyCode> = keys.get_pressed().copied().collect();
    chords.0 = chords_typed(&events, &held);
}

/// The set [`read_chords`] runs in, in `PreUpdate`.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ReadChords;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PanelRequest>()
        .init_resource::<KeyChords>()
        .add_systems(
            PreUpdate,
            read_chords.in_set(ReadChords).after(InputSystems),
        )
        .add_systems(Update, read_shortcuts.in_set(Phase::Input));
}

/// The shortcuts pressed this frame, each key with its own modifiers.
/// A move back or forward counts at each press, and again as the key
/// repeats while it is held (many can come in one frame); any other
/// shortcut counts once, and not as its key repeats.
pub fn pressed(chords: &[Chord], typing: bool) -> Vec<Shortcut> {
    pressed_in(chords, typing, ['f', 'g', 'm'])
}

/// As [`pressed`], the menus opened with Alt and `letters` (a language's,
/// [`menu_letters`]): the letter the key types, or an English keyboard's
/// letter of the key where the window does not say it. Alt+F, Alt+G and
/// Alt+M still open the menus where they are no other menu's letter.
pub fn pressed_in(chords: &[Chord], typing: bool, letters: [char; 3]) -> Vec<Shortcut> {
    let mut out = Vec::new();
    for chord in chords {
        let Some(modifier) = chord.modifier() else {
            continue;
        };
        let letter = chord.letter.or_else(|| letter_of_key(chord.key));
        let menu = letters.iter().position(|&c| Some(c) == letter);
        if modifier == Modifier::Alt
            && let Some(at) = menu
        {
            if !chord.repeat && !out.contains(&Shortcut::Menu(Menu::ALL[at])) {
                out.push(Shortcut::Menu(Menu::ALL[at]));
            }
            continue;
        }
        for b in BINDINGS {
            let steps = matches!(b.shortcut, Shortcut::Back | Shortcut::Forward);
            if b.modifier == modifier
                && b.key == chord.key
                && (b.while_typing || !typing)
                && !matches!(b.key, KeyCode::Escape | KeyCode::Enter)
                && (steps || (!chord.repeat && !out.contains(&b.shortcut)))
            {
                out.push(b.shortcut);
            }
        }
    }
    out
}

/// What a shortcut asks of the app.
#[derive(Debug, Clone)]
pub(crate) enum Asked {
    Game(GameCommand),
    File(FileCommand),
    Panel(PanelRequest),
    Engine(crate::app::engine::EngineCommand),
    Opponent(crate::app::opponent::OpponentCommand),
    Quit,
    /// Words for the panel's notice line: why the key does nothing now.
    Notice(Said),
}

/// What `shortcut` asks for with this game at the board, if anything (Undo
/// in a game being played asks for a takeback; a glyph needs a move).
pub(crate) fn asked_of(
    shortcut: Shortcut,
    session: &crate::chess::session::Session,
) -> Option<Asked> {
    let analysis = session.is_analysis();
    let on_move = analysis && session.game().view_last_ply().is_some();
    let viewed = || session.game().view_cursor().clone();
    let act = |action| Some(Asked::Game(GameCommand::Act(action)));
    match shortcut {
        Shortcut::NewGame => Some(Asked::Panel(PanelRequest::NewGameDialog)),
        Shortcut::Open => Some(Asked::File(FileCommand::OpenDialog)),
        Shortcut::Save => Some(Asked::File(FileCommand::Save)),
        Shortcut::SaveAs => Some(Asked::File(FileCommand::SaveAsDialog)),
        Shortcut::Paste => Some(Asked::File(FileCommand::PasteFromClipboard)),
        Shortcut::Undo if analysis => act(Action::Undo),
        Shortcut::Undo if session.against_computer() => Some(Asked::Opponent(
            crate::app::opponent::OpponentCommand::TakeBack,
        )),
        Shortcut::Hint if session.against_computer() && !analysis => {
            Some(Asked::Opponent(crate::app::opponent::OpponentCommand::Hint))
        }
        Shortcut::Hint => Some(Asked::Notice(Said::new("hint-computer-only"))),
        Shortcut::Undo => {
            let mover = session.game().plies().last()?.mover();
            session
                .can_request_takeback(mover)
                .then_some(Asked::Game(GameCommand::Act(Action::RequestTakeback(
                    mover,
                ))))
        }
        Shortcut::Redo if analysis => act(Action::Redo),
        Shortcut::Redo => None,
        Shortcut::SetUp => Some(Asked::Panel(PanelRequest::SetUpPosition)),
        Shortcut::NewAnalysis => Some(Asked::Game(GameCommand::NewGame(Box::new(
            NewGame::analysis(Chess::default(), shakmaty::CastlingMode::Standard),
        )))),
        Shortcut::Glyph(nag) if on_move => act(Action::Edit(AnalysisEdit::Glyph(viewed(), nag))),
        Shortcut::Delete if on_move => act(Action::Edit(AnalysisEdit::DeleteFrom(viewed()))),
        Shortcut::Glyph(_) | Shortcut::Delete => None,
        Shortcut::Quit => Some(Asked::Quit),
        Shortcut::Answer(yes) => answer(session, yes).map(|a| Asked::Game(GameCommand::Act(a))),
        Shortcut::Flip => act(Action::Flip),
        Shortcut::Back => act(Action::ViewBack),
        Shortcut::Forward => act(Action::ViewForward),
        Shortcut::Start => act(Action::ViewStart),
        Shortcut::Latest => act(Action::ViewLatest),
        Shortcut::Help => Some(Asked::Panel(PanelRequest::ToggleHelp)),
        Shortcut::Listed => None,
        Shortcut::Engine if analysis => {
            Some(Asked::Engine(crate::app::engine::EngineCommand::Toggle))
        }
        Shortcut::Threat if analysis => {
            Some(Asked::Engine(crate::app::engine::EngineCommand::Threat))
        }
        Shortcut::Report if analysis => Some(Asked::Engine(
            crate::app::engine::EngineCommand::AnalyseGame,
        )),
        // Said, not silently ignored: a game being played gets no help.
        Shortcut::Engine | Shortcut::Report | Shortcut::Threat
            if !session.game().status().is_finished() =>
        {
            Some(Asked::Notice(Said::new("notice-engine-off-in-game")))
        }
        Shortcut::Engine | Shortcut::Report | Shortcut::Threat => {
            Some(Asked::Notice(Said::new("notice-engine-on-analysis")))
        }
        Shortcut::Board => None,
        Shortcut::Menu(menu) => Some(Asked::Panel(PanelRequest::OpenMenu(menu))),
    }
}

/// The answer to the standing takeback request or draw offer, `yes` or
/// not, by the side it was asked of (Alt+Y, Alt+N, and the Game menu).
pub fn answer(session: &crate::chess::session::Session, yes: bool) -> Option<Action> {
    let game = session.game();
    if session.takeback_request().is_some() {
        return Some(Action::AnswerTakeback { allow: yes });
    }
    let offerer = game.draw_offer().filter(|_| !game.status().is_finished())?;
    Some(if yes {
        Action::AcceptDraw(!offerer)
    } else {
        Action::DeclineDraw(!offerer)
    })
}

/// Where the shortcuts' requests go.
#[derive(bevy::ecs::system::SystemParam)]
struct ShortcutsOut<'w> {
    files: MessageWriter<'w, FileCommand>,
    games: MessageWriter<'w, GameCommand>,
    panel: MessageWriter<'w, PanelRequest>,
    engine: MessageWriter<'w, crate::app::engine::EngineCommand>,
    opponent: MessageWriter<'w, crate::app::opponent::OpponentCommand>,
    quit: MessageWriter<'w, QuitRequest>,
    redraw: MessageWriter<'w, RequestRedraw>,
    notice: ResMut<'w, crate::app::notice::PanelNotice>,
}

fn read_shortcuts(
    chords: Res<KeyChords>,
    capture: Res<UiCapture>,
    words: Res<crate::app::language::AppWords>,
    session: Res<GameSession>,
    mut out: ShortcutsOut,
) {
    if chords.0.is_empty() {
        return;
    }
    let letters = menu_letters(&words.0);
    for shortcut in pressed_in(&chords.0, capture.keyboard, letters) {
        match asked_of(shortcut, &session) {
            Some(Asked::Game(command)) => {
                out.games.write(command);
            }
            Some(Asked::File(command)) => {
                out.files.write(command);
            }
            Some(Asked::Panel(request)) => {
                out.panel.write(request);
            }
            Some(Asked::Engine(command)) => {
                out.engine.write(command);
            }
            Some(Asked::Opponent(command)) => {
                out.opponent.write(command);
            }
            Some(Asked::Quit) => {
                out.quit.write(QuitRequest);
            }
            Some(Asked::Notice(words)) => out.notice.info(words),
            None => {}
        }
        // Some readers of these messages may have run this frame already:
        // a sleeping window must not wait for the next input to answer.
        out.redraw.write(RequestRedraw);
    }
}
