//! The board editor in the window: while a position is set up (the
//! board's [`BoardMode::SettingUp`]), the board shows it (see
//! [`crate::app::board::pieces::shown_board`]) and the pointer edits it — the tool
//! chosen in the panel's palette is put on a clicked square, the hand
//! drags a piece to another square or off the board, a right click
//! removes. The panel's form sends the rest as [`EditorCommand`]s. The
//! rules of what may be set up are the core's ([`crate::chess::editor::SetUp`]).

use crate::i18n::Said;
use std::num::NonZeroU32;

use bevy::{prelude::*, window::RequestRedraw};
use shakmaty::{CastlingSide, Color as Side, Piece, Square};

use crate::{
    app::{
        Phase,
        autosave::AutosaveFolder,
        board::{
            layout::BoardLayout,
            shared::{BoardMode, PointerEventKind, PointerEvents, UiCapture},
        },
        notice::PanelNotice,
        session::{GameCommand, GameSession},
        shortcuts::PanelRequest,
    },
    chess::editor::{SetUp, fen_words},
    chess::session::NewGame,
    desktop::files::write_atomic,
};

/// What the pointer does on the board while a position is set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tool {
    /// Drag pieces to other squares or off the board.
    #[default]
    Hand,
    /// Put this piece on every square clicked.
    Piece(Piece),
    /// Clear every square clicked.
    Eraser,
}

/// A position being set up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Editing {
    /// The position.
    pub set_up: SetUp,
    /// The palette's choice.
    pub tool: Tool,
    /// The FEN field's text (the position's FEN unless being typed).
    pub fen: String,
    /// Why the typed FEN cannot be read.
    pub fen_error: Option<crate::i18n::Said>,
    /// What of the typed FEN the position cannot use and was dropped (a
    /// castling right, an en passant square), and why.
    pub fen_notes: Vec<crate::i18n::Said>,
    /// The square a piece is being dragged from.
    dragged: Option<Square>,
}

impl Editing {
    /// The editor opened on `set_up`, the hand in it.
    fn new(set_up: &SetUp) -> Editing {
        Editing {
            fen: set_up.fen(),
            set_up: set_up.clone(),
            tool: Tool::Hand,
            fen_error: None,
            fen_notes: Vec::new(),
            dragged: None,
        }
    }

    /// Carries out an edit of the position (a tool, a piece, a right, the
    /// counters, a typed FEN); the FEN field follows, unless it was typed.
    fn edit(&mut self, command: &EditorCommand) {
        let set_up = &mut self.set_up;
        match command {
            EditorCommand::Tool(tool) => self.tool = *tool,
            EditorCommand::Put(square, piece) => set_up.put(*square, *piece),
            EditorCommand::Move(from, to) => set_up.move_piece(*from, *to),
            EditorCommand::Turn(side) => set_up.set_turn(*side),
            EditorCommand::Castling(side, wing, on) => set_up.set_castling(*side, *wing, *on),
            EditorCommand::EnPassant(square) => set_up.set_en_passant(*square),
            EditorCommand::Counters(half, full) => set_up.set_counters(*half, *full),
            EditorCommand::Start => *set_up = SetUp::start(),
            EditorCommand::Clear => set_up.clear(),
            EditorCommand::Chess960(number) => {
                if let Some(position) = SetUp::chess960(*number) {
                    *set_up = position;
                }
            }
            EditorCommand::Fen(text) => {
                self.fen = text.clone();
                match SetUp::read_fen(text) {
                    Ok(read) => {
                        *set_up = read.set_up;
                        self.fen_error = None;
                        self.fen_notes = read.dropped;
                    }
                    Err(e) => {
                        self.fen_error = Some(fen_words(&e));
                        self.fen_notes.clear();
                    }
                }
                return;
            }
            EditorCommand::Open(_)
            | EditorCommand::Close
            | EditorCommand::Play
            | EditorCommand::Analyse => {}
        }
        self.fen = self.set_up.fen();
        self.fen_error = None;
        self.fen_notes.clear();
    }
}

/// The board editor, when open: opened with the board's
/// [`BoardMode::SettingUp`], emptied when the board leaves it.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct BoardEditor(pub Option<Editing>);

/// What the panel (or a key) asks of the editor.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum EditorCommand {
    /// Opens the editor on a position.
    Open(SetUp),
    /// Closes it; the game is as it was.
    Close,
    /// The palette's tool.
    Tool(Tool),
    /// Puts a piece on a square, or clears it.
    Put(Square, Option<Piece>),
    /// Moves a piece.
    Move(Square, Square),
    /// The side to move.
    Turn(Side),
    /// A castling right.
    Castling(Side, CastlingSide, bool),
    /// The en passant square.
    EnPassant(Option<Square>),
    /// The half-move clock and the move number.
    Counters(u32, NonZeroU32),
    /// The FEN field's text: the board follows when it reads.
    Fen(String),
    /// The starting position.
    Start,
    /// An empty board.
    Clear,
    /// A Chess960 starting position by its number.
    Chess960(u32),
    /// Opens the new-game dialog from the position (names, clock).
    Play,
    /// Opens the position in the analysis board.
    Analyse,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardEditor>()
        .add_message::<EditorCommand>()
        .add_systems(
            Update,
            (
                pick_tool,
                editor_pointer.run_if(in_state(BoardMode::SettingUp)),
            )
                .chain()
                .in_set(Phase::Input)
                .after(super::board::input::BoardInput),
        )
        // Before Apply: Analyse becomes a game command read the same frame.
        .add_systems(
            Update,
            (open_on_request, apply).chain().in_set(Phase::Files),
        )
        // After the modes are entered (a closed editor is emptied then).
        .add_systems(
            Update,
            keep_position
                .run_if(resource_changed::<BoardEditor>)
                .in_set(Phase::Follow),
        )
        .add_systems(Update, bring_back.in_set(Phase::Input))
        .add_systems(OnExit(BoardMode::SettingUp), close);
}

/// The board leaves the editor: what was set up goes (its file with it).
fn close(mut editor: ResMut<BoardEditor>) {
    editor.0 = None;
}

/// A tool chosen in the palette counts for a click on the board in the
/// same frame (the other commands wait for Files).
fn pick_tool(mut chosen: MessageReader<EditorCommand>, mut editor: ResMut<BoardEditor>) {
    let tool = chosen.read().fold(None, |tool, c| match c {
        EditorCommand::Tool(t) => Some(*t),
        _ => tool,
    });
    // The tool is no change of the position: nothing follows it.
    if let Some(tool) = tool
        && let Some(editing) = editor.bypass_change_detection().0.as_mut()
    {
        editing.tool = tool;
    }
}

/// Clicks and drags on the board become edits.
fn editor_pointer(
    events: Res<PointerEvents>,
    capture: Res<UiCapture>,
    layout: Res<BoardLayout>,
    mut editor: ResMut<BoardEditor>,
    mut out: MessageWriter<EditorCommand>,
) {
    // A piece picked up is no change of the position yet.
    let Some(editing) = editor.bypass_change_detection().0.as_mut() else {
        return;
    };
    for event in &events.0 {
        let square = event.at.and_then(|w| layout.square_at(w));
        match event.kind {
            PointerEventKind::Pressed(MouseButton::Left) if !capture.pointer => {
                let Some(square) = square else { continue };
                match editing.tool {
                    Tool::Piece(piece) => {
                        // The same piece again takes it away.
                        let put = (editing.set_up.piece_at(square) != Some(piece)).then_some(piece);
                        out.write(EditorCommand::Put(square, put));
                    }
                    Tool::Eraser => {
                        out.write(EditorCommand::Put(square, None));
                    }
                    Tool::Hand => {
                        if editing.set_up.piece_at(square).is_some() {
                            editing.dragged = Some(square);
                        }
                    }
                }
            }
            PointerEventKind::Released(MouseButton::Left) => {
                if let Some(from) = editing.dragged.take() {
                    match square {
                        Some(to) if to != from => {
                            out.write(EditorCommand::Move(from, to));
                        }
                        Some(_) => {}
                        // Dropped off the board: the piece goes.
                        None => {
                            out.write(EditorCommand::Put(from, None));
                        }
                    }
                }
            }
            PointerEventKind::Pressed(MouseButton::Right) if !capture.pointer => {
                editing.dragged = None;
                if let Some(square) = square {
                    out.write(EditorCommand::Put(square, None));
                }
            }
            _ => {}
        }
    }
}

/// Ctrl+E (or the menu) opens the editor on the position shown.
fn open_on_request(
    mut requests: MessageReader<PanelRequest>,
    session: Res<GameSession>,
    mut out: MessageWriter<EditorCommand>,
) {
    for request in requests.read() {
        if *request == PanelRequest::SetUpPosition {
            out.write(EditorCommand::Open(SetUp::of(
                session.game().view_position(),
            )));
        }
    }
}

/// Carries out the editor's commands; the board shows the result.
fn apply(
    mut commands: MessageReader<EditorCommand>,
    mut editor: ResMut<BoardEditor>,
    mut mode: ResMut<NextState<BoardMode>>,
    mut games: MessageWriter<GameCommand>,
    mut panel: MessageWriter<PanelRequest>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let mut any = false;
    let mut closing = false;
    for command in commands.read() {
        any = true;
        if let EditorCommand::Open(set_up) = command {
            closing = false;
            editor.0 = Some(Editing::new(set_up));
            continue;
        }
        let Some(editing) = editor.0.as_mut() else {
            continue;
        };
        match command {
            EditorCommand::Close => closing = true,
            EditorCommand::Play
                if editing.set_up.position().is_ok() && editing.set_up.ending().is_none() =>
            {
                panel.write(PanelRequest::NewGameFrom(editing.set_up.fen()));
                closing = true;
            }
            EditorCommand::Analyse => {
                if let Ok(position) = editing.set_up.position() {
                    let new = NewGame::analysis(position, editing.set_up.mode());
                    games.write(GameCommand::NewGame(Box::new(new)));
                    closing = true;
                }
            }
            _ => editing.edit(command),
        }
    }
    if !any {
        return;
    }
    // The board's mode is the editor's: open, it shows the position
    // being set up (the pieces follow the editor's changes); leaving it
    // closes the editor (entered this frame, see crate::app::modes).
    (*mode).set_if_neq(if editor.0.is_some() && !closing {
        BoardMode::SettingUp
    } else {
        BoardMode::Play
    });
    redraw.write(RequestRedraw);
}

/// The file that keeps the position being set up, beside the autosave.
pub const EDITOR_FILE: &str = "editor.fen";

/// The position being set up is kept on disk after every change (and
/// removed when the editor closes), so a crash or kill loses none of it.
fn keep_position(
    editor: Res<BoardEditor>,
    folder: Res<AutosaveFolder>,
    mut notice: ResMut<PanelNotice>,
) {
    let Some(dir) = &folder.0 else {
        return;
    };
    let fen = editor.0.as_ref().map(|e| e.set_up.fen());
    let path = dir.join(EDITOR_FILE);
    let written = match &fen {
        Some(fen) => {
            std::fs::create_dir_all(dir).and_then(|()| write_atomic(&path, fen.as_bytes()))
        }
        None if path.exists() => std::fs::remove_file(&path),
        None => Ok(()),
    };
    match written {
        Ok(()) => {}
        Err(e) => notice.error(
            Said::new("notice-editor-not-kept")
                .with(
                    "path",
                    crate::desktop::files::display_path(&path).to_string(),
                )
                .with("why", e.to_string()),
        ),
    }
}

/// On the first frame: a position left in the editor (a crash, a kill)
/// opens the editor again.
fn bring_back(
    mut done: Local<bool>,
    folder: Res<AutosaveFolder>,
    mut notice: ResMut<PanelNotice>,
    mut out: MessageWriter<EditorCommand>,
) {
    if std::mem::replace(&mut *done, true) {
        return;
    }
    let Some(dir) = &folder.0 else {
        return;
    };
    let Ok(fen) = std::fs::read_to_string(dir.join(EDITOR_FILE)) else {
        return;
    };
    match SetUp::from_fen(&fen) {
        Ok(set_up) => {
            out.write(EditorCommand::Open(set_up));
            notice.info(Said::new("notice-editor-back"));
        }
        Err(e) => notice.error(
            Said::new("notice-editor-not-back")
                .with("why", fen_words(&e))
                .with(
                    "path",
                    crate::desktop::files::display_path(&dir.join(EDITOR_FILE)).to_string(),
                ),
        ),
    }
}
