//! Every keyboard shortcut, in one table: the keys, what they do, and the
//! words the F1 list shows. Keys are read from Bevy's input, where a
//! shortcut whose modifier is pressed and let go within one frame (a key
//! sender such as `xdotool key ctrl+n`, or a fast hand) still counts.

use bevy::{prelude::*, window::RequestRedraw};
use shakmaty::Chess;

use super::{
    Phase,
    board::shared::UiCapture,
    files::FileCommand,
    session::{AnalysisEdit, GameCommand, GameSession, QuitRequest},
};
use crate::session::NewGame;

/// What a shortcut does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shortcut {
    /// Open the new-game dialog.
    NewGame,
    /// Open a PGN file.
    Open,
    /// Save the game.
    Save,
    /// Save the game under a new name.
    SaveAs,
    /// Paste a game or a position.
    Paste,
    /// Undo the last edit of a record; in a game being played, ask to take
    /// back the last move.
    Undo,
    /// Make the last undone edit again.
    Redo,
    /// A new analysis from the starting position.
    NewAnalysis,
    /// Set up a position, from the one shown.
    SetUp,
    /// Put a move glyph on the move shown (`!` `?` `!!` `??` `!?` `?!`).
    Glyph(u8),
    /// Delete the move shown and what follows it.
    Delete,
    /// Quit Rookery.
    Quit,
    /// Turn the board around.
    Flip,
    /// One move back.
    Back,
    /// One move forward.
    Forward,
    /// The start of the game.
    Start,
    /// The latest move.
    Latest,
    /// The list of shortcuts.
    Help,
}

/// Which modifier a shortcut needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Modifier {
    /// None.
    None,
    /// Ctrl (or the Command key).
    Ctrl,
    /// Ctrl and Shift.
    CtrlShift,
}

/// One line of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Binding {
    /// The modifier held.
    pub modifier: Modifier,
    /// The key pressed.
    pub key: KeyCode,
    /// What it does.
    pub shortcut: Shortcut,
    /// The keys as the F1 list shows them.
    pub keys: &'static str,
    /// What it does, in words.
    pub what: &'static str,
    /// Whether it works while a text field has the keyboard (it means
    /// nothing to the field).
    pub while_typing: bool,
}

const fn bind(
    modifier: Modifier,
    key: KeyCode,
    shortcut: Shortcut,
    keys: &'static str,
    what: &'static str,
    while_typing: bool,
) -> Binding {
    Binding {
        modifier,
        key,
        shortcut,
        keys,
        what,
        while_typing,
    }
}

/// Every shortcut. The F1 list shows them in this order; a key listed
/// twice (↑ and Home) shows once per line.
pub const BINDINGS: [Binding; 29] = {
    use KeyCode::*;
    use Modifier::{Ctrl, CtrlShift, None as Plain};
    use Shortcut as S;
    [
        bind(Ctrl, KeyN, S::NewGame, "Ctrl+N", "New game…", true),
        bind(
            CtrlShift,
            KeyN,
            S::NewAnalysis,
            "Ctrl+Shift+N",
            "New analysis",
            true,
        ),
        bind(Ctrl, KeyE, S::SetUp, "Ctrl+E", "Set up a position…", true),
        bind(Ctrl, KeyO, S::Open, "Ctrl+O", "Open a PGN file…", true),
        bind(Ctrl, KeyS, S::Save, "Ctrl+S", "Save", true),
        bind(CtrlShift, KeyS, S::SaveAs, "Ctrl+Shift+S", "Save as…", true),
        bind(
            Ctrl,
            KeyV,
            S::Paste,
            "Ctrl+V",
            "Paste a game (PGN) or a position (FEN)",
            false,
        ),
        bind(
            Ctrl,
            KeyZ,
            S::Undo,
            "Ctrl+Z",
            "Undo an edit (in a game being played: ask to take back the last move)",
            false,
        ),
        bind(
            CtrlShift,
            KeyZ,
            S::Redo,
            "Ctrl+Shift+Z or Ctrl+Y",
            "Redo",
            false,
        ),
        bind(Ctrl, KeyY, S::Redo, "Ctrl+Shift+Z or Ctrl+Y", "Redo", false),
        bind(
            Plain,
            Digit1,
            S::Glyph(1),
            "1 … 6",
            "Mark the move ! ? !! ?? !? ?!",
            false,
        ),
        bind(
            Plain,
            Digit2,
            S::Glyph(2),
            "1 … 6",
            "Mark the move ! ? !! ?? !? ?!",
            false,
        ),
        bind(
            Plain,
            Digit3,
            S::Glyph(3),
            "1 … 6",
            "Mark the move ! ? !! ?? !? ?!",
            false,
        ),
        bind(
            Plain,
            Digit4,
            S::Glyph(4),
            "1 … 6",
            "Mark the move ! ? !! ?? !? ?!",
            false,
        ),
        bind(
            Plain,
            Digit5,
            S::Glyph(5),
            "1 … 6",
            "Mark the move ! ? !! ?? !? ?!",
            false,
        ),
        bind(
            Plain,
            Digit6,
            S::Glyph(6),
            "1 … 6",
            "Mark the move ! ? !! ?? !? ?!",
            false,
        ),
        bind(
            Plain,
            Delete,
            S::Delete,
            "Delete",
            "Delete the move shown and what follows",
            false,
        ),
        bind(Ctrl, KeyQ, S::Quit, "Ctrl+Q", "Quit", true),
        bind(Plain, KeyF, S::Flip, "F", "Flip the board", false),
        bind(Plain, ArrowLeft, S::Back, "←", "One move back", false),
        bind(
            Plain,
            ArrowRight,
            S::Forward,
            "→",
            "One move forward",
            false,
        ),
        bind(Plain, ArrowUp, S::Start, "↑ or Home", "The start", false),
        bind(Plain, Home, S::Start, "↑ or Home", "The start", false),
        bind(
            Plain,
            ArrowDown,
            S::Latest,
            "↓ or End",
            "The latest move",
            false,
        ),
        bind(Plain, End, S::Latest, "↓ or End", "The latest move", false),
        bind(Plain, F1, S::Help, "F1", "This list", true),
        // Listed for the F1 window only: the board and the game list read
        // these themselves.
        bind(
            Plain,
            Escape,
            S::Help,
            "Esc or right click",
            "Put a selected piece back",
            false,
        ),
        bind(
            Plain,
            Escape,
            S::Help,
            "Right drag, right click",
            "Draw an arrow, a circle (Shift or Ctrl: red, Alt: blue, both: yellow)",
            false,
        ),
        bind(
            Plain,
            Enter,
            S::Help,
            "↑ / ↓, Enter",
            "Choose and open a game in the game list",
            false,
        ),
    ]
};

/// The lines of the F1 list: (keys, what), each once.
pub fn help_lines() -> Vec<(&'static str, &'static str)> {
    let mut lines: Vec<(&str, &str)> = Vec::new();
    for b in BINDINGS {
        if !lines.iter().any(|(keys, _)| *keys == b.keys) {
            lines.push((b.keys, b.what));
        }
    }
    lines
}

/// Something the panel shows on request: a dialog or a window.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum PanelRequest {
    /// The new-game dialog.
    NewGameDialog,
    /// The new-game dialog, starting from this FEN (Play from here in the
    /// board editor).
    NewGameFrom(String),
    /// The board editor, on the position shown.
    SetUpPosition,
    /// The list of shortcuts (shown, or hidden again).
    ToggleHelp,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PanelRequest>()
        .add_systems(Update, read_shortcuts.in_set(Phase::Input));
}

/// The shortcuts pressed this frame.
pub fn pressed(keys: &ButtonInput<KeyCode>, typing: bool) -> Vec<Shortcut> {
    // A modifier let go in this frame was held when the key went down.
    let held = |codes: [KeyCode; 2]| keys.any_pressed(codes) || keys.any_just_released(codes);
    let ctrl = held([KeyCode::ControlLeft, KeyCode::ControlRight])
        || held([KeyCode::SuperLeft, KeyCode::SuperRight]);
    let shift = held([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let alt = held([KeyCode::AltLeft, KeyCode::AltRight]);
    let modifier = match (ctrl, shift, alt) {
        (false, false, false) => Some(Modifier::None),
        (true, false, false) => Some(Modifier::Ctrl),
        (true, true, false) => Some(Modifier::CtrlShift),
        _ => None,
    };
    let Some(modifier) = modifier else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for b in BINDINGS {
        if b.modifier == modifier
            && keys.just_pressed(b.key)
            && (b.while_typing || !typing)
            && !matches!(b.key, KeyCode::Escape | KeyCode::Enter)
            && !out.contains(&b.shortcut)
        {
            out.push(b.shortcut);
        }
    }
    out
}

fn read_shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    capture: Res<UiCapture>,
    session: Res<GameSession>,
    mut files: MessageWriter<FileCommand>,
    mut games: MessageWriter<GameCommand>,
    mut panel: MessageWriter<PanelRequest>,
    mut quit: MessageWriter<QuitRequest>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let analysis = session.is_analysis();
    let viewed = session.game().view_cursor().clone();
    if keys.get_just_pressed().next().is_none() {
        return;
    }
    for shortcut in pressed(&keys, capture.keyboard) {
        match shortcut {
            Shortcut::NewGame => {
                panel.write(PanelRequest::NewGameDialog);
            }
            Shortcut::Open => {
                files.write(FileCommand::OpenDialog);
            }
            Shortcut::Save => {
                files.write(FileCommand::Save);
            }
            Shortcut::SaveAs => {
                files.write(FileCommand::SaveAsDialog);
            }
            Shortcut::Paste => {
                files.write(FileCommand::PasteFromClipboard);
            }
            Shortcut::Undo if analysis => {
                games.write(GameCommand::Undo);
            }
            Shortcut::Undo => {
                if let Some(ply) = session.game().plies().last()
                    && session.can_request_takeback(ply.mover())
                {
                    games.write(GameCommand::RequestTakeback(ply.mover()));
                }
            }
            Shortcut::Redo => {
                if analysis {
                    games.write(GameCommand::Redo);
                }
            }
            Shortcut::SetUp => {
                panel.write(PanelRequest::SetUpPosition);
            }
            Shortcut::NewAnalysis => {
                games.write(GameCommand::NewGame(Box::new(NewGame::analysis(
                    Chess::default(),
                    shakmaty::CastlingMode::Standard,
                ))));
            }
            Shortcut::Glyph(nag) => {
                if analysis && session.game().view_last_ply().is_some() {
                    games.write(GameCommand::Edit(AnalysisEdit::Glyph(viewed.clone(), nag)));
                }
            }
            Shortcut::Delete => {
                if analysis && session.game().view_last_ply().is_some() {
                    games.write(GameCommand::Edit(AnalysisEdit::DeleteFrom(viewed.clone())));
                }
            }
            Shortcut::Quit => {
                quit.write(QuitRequest);
            }
            Shortcut::Flip => {
                games.write(GameCommand::Flip);
            }
            Shortcut::Back => {
                games.write(GameCommand::ViewBack);
            }
            Shortcut::Forward => {
                games.write(GameCommand::ViewForward);
            }
            Shortcut::Start => {
                games.write(GameCommand::ViewStart);
            }
            Shortcut::Latest => {
                games.write(GameCommand::ViewLatest);
            }
            Shortcut::Help => {
                panel.write(PanelRequest::ToggleHelp);
            }
        }
        // Some readers of these messages may have run this frame already:
        // a sleeping window must not wait for the next input to answer.
        redraw.write(RequestRedraw);
    }
}
