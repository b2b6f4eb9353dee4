//! A game report: what an engine's search of every position of the main
//! line says of each move (its evaluation, lichess's judgement, a better
//! line at a mistake or blunder), written into the record as one edit; and
//! what the record's `[%eval]` commands say, with or without an engine
//! (the evaluation graph, each side's inaccuracies, mistakes, blunders and
//! average centipawn loss).

use shakmaty::{Chess, Color, Move, Position};

use crate::chess::{
    eval::{Eval, Judgement, eval_in, judge},
    game::{Edit, Game, GameError, MoveNote},
};

/// The most moves of a better line written into the record.
pub const BETTER_LINE_PLIES: usize = 10;

/// What the engine found at one position of the main line.
#[derive(Debug, Clone, PartialEq)]
pub struct Searched {
    /// Its evaluation, from White's side.
    pub eval: Eval,
    /// Its best line.
    pub best: Vec<Move>,
    /// What the endgame tables say it is worth, where they cover it.
    pub exact: Option<Exact>,
}

/// A position's worth by the endgame tables, from White's side. A win the
/// 50-move rule spoils (a cursed win, a blessed loss) counts as a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Exact {
    /// Black wins.
    BlackWins,
    /// A draw.
    Draw,
    /// White wins.
    WhiteWins,
}

impl Exact {
    /// The result for `side`: 1 a win, 0 a draw, −1 a loss.
    fn for_side(self, side: Color) -> i8 {
        let white = match self {
            Exact::BlackWins => -1,
            Exact::Draw => 0,
            Exact::WhiteWins => 1,
        };
        if side == Color::White { white } else { -white }
    }
}

/// What opens the words of a move the endgame tables judged.
pub const TABLES_WORDS: &str = "Endgame tables:";

/// The words of a move's comment when the tables say it spoiled the
/// result: "Endgame tables: this turns a win into a draw."
fn spoiled_words(before: i8, after: i8) -> String {
    let word = |r: i8| match r {
        1 => "a win",
        0 => "a draw",
        _ => "a loss",
    };
    format!(
        "{TABLES_WORDS} this turns {} into {}.",
        word(before),
        word(after)
    )
}

/// The evaluation a position gets without a search, for the graph and the
/// judgements (never written): a mated side has lost (counted as a mate in
/// one for the winner, the end of the scale), a stalemate is level; `None`
/// when a search is needed.
pub fn settled(position: &Chess) -> Option<Eval> {
    if position.is_checkmate() {
        return Some(match position.turn() {
            Color::White => Eval::Mate(-1),
            Color::Black => Eval::Mate(1),
        });
    }
    position.is_stalemate().then_some(Eval::Cp(0))
}

/// A report's progress in moves, as a player counts them: `done` of
/// `total` positions searched (the start and the position after each ply)
/// are moves 0..=`ceil(plies / 2)` of the game's.
///
/// ```
/// use rookery::chess::report::progress_in_moves;
/// assert_eq!(progress_in_moves(0, 79), (0, 39));
/// assert_eq!(progress_in_moves(8, 79), (4, 39));
/// assert_eq!(progress_in_moves(79, 79), (39, 39));
/// assert_eq!(progress_in_moves(2, 2), (1, 1));
/// ```
pub fn progress_in_moves(done: usize, total: usize) -> (usize, usize) {
    let moves = |positions: usize| positions.saturating_sub(1).div_ceil(2);
    (moves(done), moves(total))
}

/// The positions of the main line a report searches: the initial one, then
/// the one after each move.
pub fn main_line_positions(game: &Game) -> Vec<Chess> {
    (0..=game.plies().len())
        .filter_map(|ply| game.position_at(ply).cloned())
        .collect()
}

/// The notes a report writes from the searches of the main line's
/// positions (`searched[0]` the initial position, `searched[i]` the one
/// after move `i`; `None` where there was no search, as after a mate).
pub fn notes(game: &Game, searched: &[Option<Searched>]) -> Vec<MoveNote> {
    let positions = main_line_positions(game);
    let eval_at = |i: usize| -> Option<Eval> {
        searched
            .get(i)
            .and_then(|s| s.as_ref().map(|s| s.eval))
            .or_else(|| positions.get(i).and_then(settled))
    };
    game.plies()
        .iter()
        .enumerate()
        .take(searched.len())
        .map(|(i, ply)| {
            let after = eval_at(i + 1);
            let exact_at = |i: usize| searched.get(i).and_then(|s| s.as_ref()?.exact);
            // Where the tables cover both positions they judge, not the
            // engine: a move that spoils the result is a blunder, any
            // other is no mistake whatever the scores say.
            let (judgement, comment) = match (exact_at(i), exact_at(i + 1)) {
                (Some(before), Some(after)) => {
                    let (before, after) =
                        (before.for_side(ply.mover()), after.for_side(ply.mover()));
                    if after < before {
                        (Some(Judgement::Blunder), Some(spoiled_words(before, after)))
                    } else {
                        (None, None)
                    }
                }
                _ => match (eval_at(i), after) {
                    (Some(before), Some(after)) => (judge(ply.mover(), before, after), None),
                    _ => (None, None),
                },
            };
            let better = match (judgement, searched.get(i).and_then(Option::as_ref)) {
                (Some(Judgement::Mistake | Judgement::Blunder), Some(before))
                    if before.best.first().copied() != ply.mv =>
                {
                    before
                        .best
                        .iter()
                        .take(BETTER_LINE_PLIES)
                        .copied()
                        .collect()
                }
                _ => Vec::new(),
            };
            MoveNote {
                ply: i,
                eval: after.filter(|_| searched.get(i + 1).is_some_and(Option::is_some)),
                glyph: judgement.map(Judgement::nag),
                better,
                comment,
            }
        })
        .collect()
}

/// Writes a report into a record as one edit ("Game report").
pub fn write(game: &mut Game, searched: &[Option<Searched>]) -> Result<Edit, GameError> {
    let notes = notes(game, searched);
    game.annotate_main_line(&notes, crate::i18n::Said::new("undo-report"))
}

/// One side's count in a report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SideSummary {
    /// Moves that lost 0.1 of the winning chances.
    pub inaccuracies: u32,
    /// 0.2.
    pub mistakes: u32,
    /// 0.3.
    pub blunders: u32,
    /// The average centipawn loss, over the moves with an evaluation
    /// before and after (`None`: none had).
    pub acpl: Option<u32>,
}

/// The main line's evaluations as its `[%eval]` commands give them: the
/// initial position's (the comment before the first move, or lichess's
/// +0.15 for the standard start), then one after each move.
pub fn main_line_evals(game: &Game) -> Vec<Option<Eval>> {
    let start = eval_in(game.comments_before())
        .or_else(|| game.starts_from_standard_position().then_some(Eval::Cp(15)));
    std::iter::once(start)
        .chain(
            game.plies()
                .iter()
                .map(|ply| eval_in(&ply.comments).or_else(|| settled(&ply.position))),
        )
        .collect()
}

/// Whether any move of the main line carries an `[%eval]`.
pub fn has_evals(game: &Game) -> bool {
    game.plies()
        .iter()
        .any(|ply| eval_in(&ply.comments).is_some())
}

/// Each side's judgements and average centipawn loss over the main line,
/// from its evaluations (`None` when no move has one).
pub fn summary(game: &Game) -> Option<[SideSummary; 2]> {
    if !has_evals(game) {
        return None;
    }
    let evals = main_line_evals(game);
    let mut sides = [SideSummary::default(); 2];
    let mut losses = [(0i64, 0i64); 2];
    for (i, ply) in game.plies().iter().enumerate() {
        let side = usize::from(ply.mover() == Color::Black);
        // A move the endgame tables judged counts as they said.
        let by_tables = ply.comments.iter().any(|c| c.contains(TABLES_WORDS));
        let scores = evals[i].zip(evals[i + 1]);
        let judgement = match scores {
            _ if by_tables => Some(Judgement::Blunder),
            Some((before, after)) => judge(ply.mover(), before, after),
            None => None,
        };
        match judgement {
            Some(Judgement::Inaccuracy) => sides[side].inaccuracies += 1,
            Some(Judgement::Mistake) => sides[side].mistakes += 1,
            Some(Judgement::Blunder) => sides[side].blunders += 1,
            None => {}
        }
        let Some((before, after)) = scores else {
            continue;
        };
        let sign = if ply.mover() == Color::White { 1 } else { -1 };
        let loss = (sign * (before.capped_cp() - after.capped_cp())).max(0);
        losses[side].0 += i64::from(loss);
        losses[side].1 += 1;
    }
    for (side, (total, count)) in sides.iter_mut().zip(losses) {
        if count > 0 {
            side.acpl = Some(((total + count / 2) / count) as u32);
        }
    }
    Some(sides)
}

/// A game report under way, kept on disk as it goes, so that what it has
/// found survives the app being killed: a first line naming the game (its
/// start and its main line, so the journal of another game is never
/// taken), then a line per position searched, `INDEX EVAL BEST…` in UCI
/// (`-` for a position that needs no search). Written by hand: a few
/// lines of words a person can read, not worth a format crate.
pub mod journal {
    use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position, fen::Fen, uci::UciMove};

    use super::{Searched, main_line_positions};
    use crate::chess::{eval::Eval, game::Game};

    /// What opens the journal: the game's start and its main line.
    ///
    /// ```
    /// use rookery::chess::{game::Game, report::journal::header};
    /// let mut game = Game::new();
    /// game.play_san("e4").unwrap();
    /// assert_eq!(
    ///     header(&game),
    ///     "rookery-report rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4"
    /// );
    /// ```
    pub fn header(game: &Game) -> String {
        let mode = game.castling_mode();
        let start = Fen::from_position(game.initial_position(), EnPassantMode::Legal);
        let moves: Vec<String> = game
            .plies()
            .iter()
            .map_while(|p| p.mv)
            .map(|m| m.to_uci(mode).to_string())
            .collect();
        format!("rookery-report {start} | {}", moves.join(" "))
    }

    /// The line of position `index`'s search.
    ///
    /// ```
    /// use rookery::chess::{eval::Eval, report::{Searched, journal::line}};
    /// use shakmaty::{CastlingMode, Chess, Position, Square, Move, Role};
    /// let e4 = Move::Normal {
    ///     role: Role::Pawn,
    ///     from: Square::E2,
    ///     capture: None,
    ///     to: Square::E4,
    ///     promotion: None,
    /// };
    /// let found = Searched { eval: Eval::Cp(30), best: vec![e4], exact: None };
    /// assert_eq!(line(0, Some(&found), CastlingMode::Standard), "0 0.30 e2e4");
    /// assert_eq!(line(7, None, CastlingMode::Standard), "7 -");
    /// ```
    pub fn line(index: usize, searched: Option<&Searched>, mode: CastlingMode) -> String {
        match searched {
            Some(found) => {
                let mut out = format!("{index} {}", found.eval.pgn());
                for m in &found.best {
                    out.push(' ');
                    out.push_str(&m.to_uci(mode).to_string());
                }
                out
            }
            None => format!("{index} -"),
        }
    }

    /// What a journal holds for `game`: the searches of its first
    /// positions, in order, or `None` when the journal is of another game
    /// (or another main line), or unreadable from its start. Only whole
    /// lines count (each is written with its newline: a line without one
    /// was cut by the kill), and a line that cannot be read ends what is
    /// taken.
    pub fn read(text: &str, game: &Game) -> Option<Vec<Option<Searched>>> {
        let mut lines = text
            .split_inclusive('\n')
            .filter_map(|line| line.strip_suffix('\n'));
        if lines.next()? != header(game) {
            return None;
        }
        let positions = main_line_positions(game);
        let mut out = Vec::new();
        for line in lines {
            let mut words = line.split_whitespace();
            let index: usize = match words.next().and_then(|w| w.parse().ok()) {
                Some(i) if i == out.len() && i < positions.len() => i,
                _ => break,
            };
            match words.next() {
                Some("-") => out.push(None),
                Some(eval) => {
                    let Some(eval) = Eval::parse_pgn(eval) else {
                        break;
                    };
                    let Some(best) = moves_from(&positions[index], words) else {
                        break;
                    };
                    out.push(Some(Searched {
                        eval,
                        best,
                        exact: None,
                    }));
                }
                None => break,
            }
        }
        Some(out)
    }

    /// Moves in UCI played one after another from `position` (castling as
    /// the king's step or onto its rook); `None` when one is not legal
    /// there.
    fn moves_from<'a>(position: &Chess, words: impl Iterator<Item = &'a str>) -> Option<Vec<Move>> {
        let mut at = position.clone();
        let mut moves = Vec::new();
        for word in words {
            let m = UciMove::from_ascii(word.as_bytes())
                .ok()?
                .to_move(&at)
                .ok()?;
            at.play_unchecked(m);
            moves.push(m);
        }
        Some(moves)
    }
}
