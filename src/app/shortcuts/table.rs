//! The shortcuts' table: what a shortcut does ([`Shortcut`]), the menus
//! the keyboard opens, and every binding of keys to a shortcut with the
//! words the F1 list shows. Read by the shortcuts' plugin, the menus, the
//! tooltips and the F1 list.

use bevy::prelude::KeyCode;

/// What a shortcut does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shortcut {
    /// A line of the F1 list only: the board, the move field and the game
    /// list read these keys themselves (never asks for anything here).
    Listed,
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
    /// Answer the standing draw offer or takeback request: yes (accept,
    /// allow) or no (decline, refuse).
    Answer(bool),
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
    /// Start or stop the engine on the position shown (a record only).
    Engine,
    /// Run the game report on the main line.
    Report,
    /// Show threat on or off (the engine on the position with the move
    /// passed).
    Threat,
    /// Against the computer: the piece to move, then the move.
    Hint,
    /// Put the keyboard on the board's squares (the panel does it).
    Board,
    /// Open one of the panel's menus, its first item with the keyboard.
    Menu(Menu),
}

/// The panel's menus the keyboard opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Menu {
    /// File: open, save, analyse, copy, quit.
    File,
    /// Game: every action of the game, and the switches.
    Game,
    /// Move (in an analysis): the tree's operations on the move shown.
    Move,
}

impl Menu {
    /// The menus in the order they stand, left to right.
    pub const ALL: [Menu; 3] = [Menu::File, Menu::Game, Menu::Move];

    /// Its title.
    pub fn title(self) -> &'static str {
        match self {
            Menu::File => "File",
            Menu::Game => "Game",
            Menu::Move => "Move",
        }
    }
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
    /// Shift.
    Shift,
    /// Alt.
    Alt,
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
pub const BINDINGS: [Binding; 41] = {
    use KeyCode::*;
    use Modifier::{Alt, Ctrl, CtrlShift, None as Plain, Shift};
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
        bind(
            Alt,
            KeyY,
            S::Answer(true),
            "Alt+Y",
            "Accept the draw offered, or allow the takeback asked for",
            true,
        ),
        bind(
            Alt,
            KeyN,
            S::Answer(false),
            "Alt+N",
            "Decline the draw offered, or refuse the takeback asked for",
            true,
        ),
        bind(Shift, KeyF, S::Flip, "Shift+F", "Flip the board", false),
        bind(
            Alt,
            KeyB,
            S::Board,
            "Alt+B",
            "The board's squares: the arrows walk them, Enter or Space picks up and puts down",
            true,
        ),
        bind(
            Plain,
            Enter,
            S::Listed,
            "Enter, or a move's first letter",
            "Type a move (Nf3, e2e4, O-O) or resign, draw, takeback, flip, clock, who, help",
            false,
        ),
        bind(
            Plain,
            KeyL,
            S::Engine,
            "L",
            "Engine on or off (analysis board)",
            false,
        ),
        bind(
            Plain,
            KeyX,
            S::Threat,
            "X",
            "Show threat: what the side that just moved threatens (analysis board)",
            false,
        ),
        bind(
            CtrlShift,
            KeyA,
            S::Report,
            "Ctrl+Shift+A",
            "Game report: the engine over every move",
            true,
        ),
        bind(
            Ctrl,
            KeyH,
            S::Hint,
            "Ctrl+H",
            "Hint against the computer: the piece to move, then the move",
            true,
        ),
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
        bind(
            Plain,
            F10,
            S::Menu(Menu::File),
            "F10",
            "The menus: ← → between them, ↑ ↓ and Enter in one, Esc closes",
            true,
        ),
        bind(
            Alt,
            KeyF,
            S::Menu(Menu::File),
            "Alt+F, Alt+G, Alt+M",
            "The File, Game and Move menus",
            true,
        ),
        bind(
            Alt,
            KeyG,
            S::Menu(Menu::Game),
            "Alt+F, Alt+G, Alt+M",
            "The File, Game and Move menus",
            true,
        ),
        bind(
            Alt,
            KeyM,
            S::Menu(Menu::Move),
            "Alt+F, Alt+G, Alt+M",
            "The File, Game and Move menus",
            true,
        ),
        // Listed for the F1 window only: the board and the game list read
        // these themselves.
        bind(
            Plain,
            Escape,
            S::Listed,
            "Esc or right click",
            "Put a selected piece back",
            false,
        ),
        bind(
            Plain,
            Escape,
            S::Listed,
            "Right drag, right click",
            "Draw an arrow, a circle (Shift or Ctrl: red, Alt: blue, both: yellow)",
            false,
        ),
        bind(
            Plain,
            Enter,
            S::Listed,
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

/// The id of the message that says what a line of the F1 list does in
/// the player's language: `help-` and the English words' first six, as
/// `assets/i18n/en.ftl` lists them.
///
/// ```
/// use rookery::app::shortcuts::help_id;
/// assert_eq!(help_id("Open a PGN file…"), "help-open-a-pgn-file");
/// ```
pub fn help_id(what: &str) -> String {
    let words: Vec<String> = what
        .to_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .take(6)
        .map(str::to_owned)
        .collect();
    format!("help-{}", words.join("-"))
}

/// The keys of a shortcut as menus and tooltips show them (its line of
/// the F1 list): `Ctrl+N`, `↓ or End`.
pub fn keys_for(shortcut: Shortcut) -> &'static str {
    BINDINGS
        .iter()
        .find(|b| b.shortcut == shortcut)
        .map_or("", |b| b.keys)
}
