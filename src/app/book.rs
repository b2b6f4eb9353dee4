//! The opening book on the analysis board: the moves a Polyglot book
//! ([`crate::desktop::book`]) gives for the position shown, with their
//! weights, and the book the computer opens from.
//!
//! A position's moves are read in the frame that shows it: a binary search
//! of 16-byte entries is a score of small reads from the page cache, less
//! than a background job would cost to start.

use crate::i18n::Said;
use std::{path::PathBuf, sync::Arc};

use bevy::prelude::*;

use crate::{
    app::{
        Phase,
        files::FileCommand,
        session::{GameSession, SessionChanged},
        settings::PlayerSettings,
    },
    desktop::book::{Book, BookMove},
};

/// What the panel shows of the book.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct BookView {
    /// The book's moves for the position shown, with that position.
    pub moves: Option<(shakmaty::Chess, Vec<BookMove>)>,
    /// Why the book cannot be read, in words.
    pub problem: Option<Said>,
}

impl BookView {
    /// The book's moves, if they are of `position`.
    pub fn for_position(&self, position: &shakmaty::Chess) -> Option<&[BookMove]> {
        self.moves
            .as_ref()
            .filter(|(of, _)| of == position)
            .map(|(_, m)| m.as_slice())
    }
}

/// The book opened, and the file it came from.
#[derive(Resource, Default)]
pub struct OpenBook {
    book: Option<Arc<Book>>,
    file: Option<PathBuf>,
    problem: Option<Said>,
}

impl OpenBook {
    /// The book, if one is chosen and reads.
    pub fn book(&self) -> Option<Arc<Book>> {
        self.book.clone()
    }

    /// Why the book chosen does not read, in words.
    pub fn problem(&self) -> Option<&Said> {
        self.problem.as_ref()
    }

    /// Opens the book at `file` unless it is the one open.
    fn follow(&mut self, file: Option<PathBuf>) {
        if self.file == file && (self.book.is_some() || self.problem.is_some() || file.is_none()) {
            return;
        }
        (self.book, self.problem) = match file.as_deref().map(Book::open) {
            None => (None, None),
            Some(Ok(book)) => (Some(Arc::new(book)), None),
            Some(Err(e)) => (None, Some(e.said())),
        };
        self.file = file;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BookView>()
        .init_resource::<OpenBook>()
        .add_systems(Update, choose_book.in_set(Phase::Input))
        .add_systems(
            Update,
            (open_book, follow_position)
                .chain()
                .in_set(Phase::Follow)
                .run_if(on_message::<SessionChanged>.or_eager(resource_changed::<PlayerSettings>)),
        );
}

/// A book chosen in the dialog (or typed) becomes the settings' book.
fn choose_book(mut chosen: MessageReader<FileCommand>, mut settings: ResMut<PlayerSettings>) {
    for command in chosen.read() {
        if let FileCommand::ChooseBook(path) = command {
            settings.0.engine.book = Some(path.clone());
        }
    }
}

/// The book follows the settings.
fn open_book(settings: Res<PlayerSettings>, mut open: ResMut<OpenBook>) {
    open.follow(settings.0.engine.book_file());
}

/// Reads the book's moves for the position shown on the analysis board.
fn follow_position(session: Res<GameSession>, open: Res<OpenBook>, mut view: ResMut<BookView>) {
    let position = session.game().view_position();
    let wanted = match (session.is_analysis(), open.book()) {
        (true, Some(book)) => match book.moves(position) {
            Ok(moves) => BookView {
                moves: Some((position.clone(), moves)),
                problem: None,
            },
            Err(e) => BookView {
                moves: None,
                problem: Some(e.said()),
            },
        },
        (true, None) => BookView {
            moves: None,
            problem: open.problem.clone(),
        },
        (false, _) => BookView::default(),
    };
    if *view != wanted {
        *view = wanted;
    }
}
