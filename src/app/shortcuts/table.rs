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

    /// Its title, in English.
    pub fn title(self) -> &'static str {
        match self {
            Menu::File => "File",
            Menu::Game => "Game",
            Menu::Move => "Move",
        }
    }

    /// The id of its title's message.
    pub fn title_id(self) -> &'static str {
        match self {
            Menu::File => "menu-file",
            Menu::Game => "menu-game",
            Menu::Move => "menu-move",
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
    /// The keys as the F1 list shows them, in English's names (each
    /// language's are put in by [`local_keys`]).
    pub keys: &'static str,
    /// The id of the message that says what it does.
    pub help: &'static str,
    /// Whether it works while a text field has the keyboard (it means
    /// nothing to the field).
    pub while_typing: bool,
}

const fn bind(
    modifier: Modifier,
    key: KeyCode,
    shortcut: Shortcut,
    keys: &'static str,
    help: &'static str,
    while_typing: bool,
) -> Binding {
    Binding {
        modifier,
        key,
        shortcut,
        keys,
        help,
        while_typing,
    }
}

/// Every shortcut. The F1 list shows them in this order; a key listed
/// twice (↑ and Home) shows once per line.
pub const BINDINGS: [Binding; 42] = {
    use KeyCode::*;
    use Modifier::{Alt, Ctrl, CtrlShift, None as Plain, Shift};
    use Shortcut as S;
    [
        bind(Ctrl, KeyN, S::NewGame, "Ctrl+N", "help-new-game", true),
        bind(
            CtrlShift,
            KeyN,
            S::NewAnalysis,
            "Ctrl+Shift+N",
            "help-new-analysis",
            true,
        ),
        bind(
            Ctrl,
            KeyE,
            S::SetUp,
            "Ctrl+E",
            "help-set-up-a-position",
            true,
        ),
        bind(Ctrl, KeyO, S::Open, "Ctrl+O", "help-open-a-pgn-file", true),
        bind(Ctrl, KeyS, S::Save, "Ctrl+S", "help-save", true),
        bind(
            CtrlShift,
            KeyS,
            S::SaveAs,
            "Ctrl+Shift+S",
            "help-save-as",
            true,
        ),
        bind(
            Ctrl,
            KeyV,
            S::Paste,
            "Ctrl+V",
            "help-paste-a-game-pgn-or-a",
            false,
        ),
        bind(
            Ctrl,
            KeyZ,
            S::Undo,
            "Ctrl+Z",
            "help-undo-an-edit-in-a-game",
            false,
        ),
        bind(
            CtrlShift,
            KeyZ,
            S::Redo,
            "Ctrl+Shift+Z or Ctrl+Y",
            "help-redo",
            false,
        ),
        bind(
            Ctrl,
            KeyY,
            S::Redo,
            "Ctrl+Shift+Z or Ctrl+Y",
            "help-redo",
            false,
        ),
        bind(
            Plain,
            Digit1,
            S::Glyph(1),
            "1 … 6",
            "help-mark-the-move",
            false,
        ),
        bind(
            Plain,
            Digit2,
            S::Glyph(2),
            "1 … 6",
            "help-mark-the-move",
            false,
        ),
        bind(
            Plain,
            Digit3,
            S::Glyph(3),
            "1 … 6",
            "help-mark-the-move",
            false,
        ),
        bind(
            Plain,
            Digit4,
            S::Glyph(4),
            "1 … 6",
            "help-mark-the-move",
            false,
        ),
        bind(
            Plain,
            Digit5,
            S::Glyph(5),
            "1 … 6",
            "help-mark-the-move",
            false,
        ),
        bind(
            Plain,
            Digit6,
            S::Glyph(6),
            "1 … 6",
            "help-mark-the-move",
            false,
        ),
        bind(
            Plain,
            Delete,
            S::Delete,
            "Delete",
            "help-delete-the-move-shown-and-what",
            false,
        ),
        bind(Ctrl, KeyQ, S::Quit, "Ctrl+Q", "help-quit", true),
        bind(
            Alt,
            KeyY,
            S::Answer(true),
            "Alt+Y",
            "help-accept-the-draw-offered-or-allow",
            true,
        ),
        bind(
            Alt,
            KeyN,
            S::Answer(false),
            "Alt+N",
            "help-decline-the-draw-offered-or-refuse",
            true,
        ),
        bind(
            Shift,
            KeyF,
            S::Flip,
            "Shift+F",
            "help-flip-the-board",
            false,
        ),
        bind(
            Alt,
            KeyB,
            S::Board,
            "Alt+B",
            "help-the-board-s-squares-the-arrows",
            true,
        ),
        bind(
            Plain,
            Enter,
            S::Listed,
            "Enter, or a move's first letter",
            "help-type-a-move-nf3-e2e4-o",
            false,
        ),
        bind(
            Plain,
            KeyL,
            S::Engine,
            "L",
            "help-engine-on-or-off-analysis-board",
            false,
        ),
        bind(
            Plain,
            KeyX,
            S::Threat,
            "X",
            "help-show-threat-what-the-side-that",
            false,
        ),
        bind(
            CtrlShift,
            KeyA,
            S::Report,
            "Ctrl+Shift+A",
            "help-game-report-the-engine-over-every",
            true,
        ),
        bind(
            Ctrl,
            KeyH,
            S::Hint,
            "Ctrl+H",
            "help-hint-against-the-computer-the-piece",
            true,
        ),
        bind(Plain, ArrowLeft, S::Back, "←", "help-one-move-back", false),
        bind(
            Plain,
            ArrowRight,
            S::Forward,
            "→",
            "help-one-move-forward",
            false,
        ),
        bind(
            Plain,
            ArrowUp,
            S::Start,
            "↑ or Home",
            "help-the-start",
            false,
        ),
        bind(Plain, Home, S::Start, "↑ or Home", "help-the-start", false),
        bind(
            Plain,
            ArrowDown,
            S::Latest,
            "↓ or End",
            "help-the-latest-move",
            false,
        ),
        bind(
            Plain,
            End,
            S::Latest,
            "↓ or End",
            "help-the-latest-move",
            false,
        ),
        bind(Plain, F1, S::Help, "F1", "help-this-list", true),
        bind(
            Plain,
            F10,
            S::Menu(Menu::File),
            "F10",
            "help-the-menus-between-them-and-enter",
            true,
        ),
        bind(
            Alt,
            KeyF,
            S::Menu(Menu::File),
            MENU_KEYS,
            "help-the-file-game-and-move-menus",
            true,
        ),
        bind(
            Alt,
            KeyG,
            S::Menu(Menu::Game),
            MENU_KEYS,
            "help-the-file-game-and-move-menus",
            true,
        ),
        bind(
            Alt,
            KeyM,
            S::Menu(Menu::Move),
            MENU_KEYS,
            "help-the-file-game-and-move-menus",
            true,
        ),
        // Listed for the F1 window only: the board and the game list read
        // these themselves.
        bind(
            Plain,
            Escape,
            S::Listed,
            "Esc or right click",
            "help-put-a-selected-piece-back",
            false,
        ),
        bind(
            Plain,
            Escape,
            S::Listed,
            "Esc",
            "help-close-the-editor",
            false,
        ),
        bind(
            Plain,
            Escape,
            S::Listed,
            "Right drag, right click",
            "help-draw-an-arrow-a-circle-shift",
            false,
        ),
        bind(
            Plain,
            Enter,
            S::Listed,
            "↑ / ↓, Enter",
            "help-choose-and-open-a-game-in",
            false,
        ),
    ]
};

/// The lines of the F1 list: (keys, the id of what they do), each once.
pub fn help_lines() -> Vec<(&'static str, &'static str)> {
    let mut lines: Vec<(&str, &str)> = Vec::new();
    for b in BINDINGS {
        if !lines.iter().any(|(keys, _)| *keys == b.keys) {
            lines.push((b.keys, b.help));
        }
    }
    lines
}

/// The keys of the menus' line, in English.
pub const MENU_KEYS: &str = "Alt+F, Alt+G, Alt+M";

/// The names of keys and of what a hand does, in English's words, and the
/// id of each one's message: the keys of the table are written with these.
/// Longest first, so that a name inside another is not taken for it.
const KEY_NAMES: [(&str, &str); 12] = [
    ("a move's first letter", "key-first-letter"),
    ("right click", "key-right-click"),
    ("Right drag", "key-right-drag"),
    ("Delete", "key-delete"),
    ("Enter", "key-enter"),
    ("Shift", "key-shift"),
    ("Home", "key-home"),
    ("Ctrl", "key-ctrl"),
    (" or ", "key-or"),
    ("Alt", "key-alt"),
    ("End", "key-end"),
    ("Esc", "key-esc"),
];

/// Keys written with English's names (`Ctrl+Shift+Z or Ctrl+Y`) in a
/// language's (`Strg+Umschalt+Z oder Strg+Y` in German); the menus' keys
/// with the letters its titles are opened with ([`menu_letters`]).
///
/// ```
/// use rookery::{app::shortcuts::local_keys, i18n::{Language, Words}};
/// let german = Words::new(Language::German);
/// assert_eq!(local_keys("Ctrl+Shift+Z or Ctrl+Y", &german), "Strg+Umschalt+Z oder Strg+Y");
/// assert_eq!(local_keys("Alt+F, Alt+G, Alt+M", &german), "Alt+D, Alt+P, Alt+Z");
/// assert_eq!(local_keys("↓ or End", &german), "↓ oder Ende");
/// ```
pub fn local_keys(keys: &str, words: &crate::i18n::Words) -> String {
    if keys == MENU_KEYS {
        let alt = words.get("key-alt");
        let letters = menu_letters(words);
        return letters
            .iter()
            .map(|c| format!("{alt}+{}", c.to_uppercase()))
            .collect::<Vec<_>>()
            .join(", ");
    }
    let mut out = String::with_capacity(keys.len() + 8);
    let mut rest = keys;
    while let Some(c) = rest.chars().next() {
        match KEY_NAMES.iter().find(|(name, _)| rest.starts_with(name)) {
            Some((name, id)) => {
                let word = words.get(id);
                if name.starts_with(' ') {
                    out.push(' ');
                    out.push_str(&word);
                    out.push(' ');
                } else {
                    out.push_str(&word);
                }
                rest = &rest[name.len()..];
            }
            None => {
                out.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    out
}

/// The letter Alt opens each menu with in a language (File, Game, Move):
/// a letter of its title there, the first not taken by a menu before it
/// nor by another Alt shortcut (Alt+B, Alt+Y, Alt+N); English's letter
/// where the title has none free. German: `d` (Datei), `p` (Partie), `z`
/// (Zug); Russian: `ф`, `п`, `х`, as its keyboard types them.
///
/// ```
/// use rookery::{app::shortcuts::menu_letters, i18n::{Language, Words}};
/// assert_eq!(menu_letters(&Words::new(Language::English)), ['f', 'g', 'm']);
/// assert_eq!(menu_letters(&Words::new(Language::German)), ['d', 'p', 'z']);
/// // Polish: Plik, Partia, Ruch: the second P is taken.
/// assert_eq!(menu_letters(&Words::new(Language::Polish)), ['p', 'a', 'r']);
/// ```
pub fn menu_letters(words: &crate::i18n::Words) -> [char; 3] {
    let reserved: Vec<char> = BINDINGS
        .iter()
        .filter(|b| b.modifier == Modifier::Alt && !matches!(b.shortcut, Shortcut::Menu(_)))
        .filter_map(|b| letter_of_key(b.key))
        .collect();
    let mut taken: Vec<char> = Vec::new();
    for menu in Menu::ALL {
        let title = words.get(menu.title_id());
        let english = menu
            .title()
            .chars()
            .next()
            .unwrap_or('f')
            .to_ascii_lowercase();
        let free = title
            .chars()
            .filter(|c| c.is_alphabetic())
            .flat_map(char::to_lowercase)
            .find(|c| !taken.contains(c) && !reserved.contains(c));
        taken.push(free.unwrap_or(english));
    }
    [taken[0], taken[1], taken[2]]
}

/// The letter a letter key types on an English keyboard (`KeyF`: `f`).
pub fn letter_of_key(key: KeyCode) -> Option<char> {
    use KeyCode::*;
    const LETTERS: [KeyCode; 26] = [
        KeyA, KeyB, KeyC, KeyD, KeyE, KeyF, KeyG, KeyH, KeyI, KeyJ, KeyK, KeyL, KeyM, KeyN, KeyO,
        KeyP, KeyQ, KeyR, KeyS, KeyT, KeyU, KeyV, KeyW, KeyX, KeyY, KeyZ,
    ];
    let at = LETTERS.iter().position(|&k| k == key)?;
    Some(char::from(b'a' + at as u8))
}

/// The keys of a shortcut as menus and tooltips show them (its line of
/// the F1 list), in the language's names: `Ctrl+N`, `↓ or End` (`↓ oder
/// Ende` in German).
pub fn keys_for(shortcut: Shortcut, words: &crate::i18n::Words) -> String {
    BINDINGS
        .iter()
        .find(|b| b.shortcut == shortcut)
        .map_or(String::new(), |b| local_keys(b.keys, words))
}
