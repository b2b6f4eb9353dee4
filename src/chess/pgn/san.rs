//! Moves as files write them, resolved in their position: standard SAN
//! through one candidate list, and pawn captures written without their `x`.
//! [`read_word`] is the one reading of a game's move word: the game reader,
//! the explorer's pass and through it the game list read moves with it (a
//! text first made standard by [`super::Lenient`]).

use shakmaty::{
    Chess, Position,
    san::{San, SanError},
};

/// What a move word of a game's text is, in its position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Word {
    /// A legal move, with its standard SAN (no suffix).
    Move(shakmaty::Move, San),
    /// A null move (`--`): the turn passes.
    Null,
}

/// Why a move word cannot be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WordError {
    /// No legal move fits it.
    Illegal,
    /// More than one legal move fits it.
    Ambiguous,
    /// A null move while in check, which no pass can answer.
    NullInCheck,
}

/// Reads one move word in its position as every reader of games does: SAN
/// and its lenient forms (a capture mark added or dropped, from-to
/// coordinates), and null moves.
pub fn read_word(san: San, position: &Chess) -> Result<Word, WordError> {
    if san == San::Null {
        return if position.is_check() {
            Err(WordError::NullInCheck)
        } else {
            Ok(Word::Null)
        };
    }
    match resolve_lenient(san, position, canonical_san) {
        Ok((m, canonical)) => Ok(Word::Move(m, canonical)),
        Err(e) => Err(word_error(e)),
    }
}

/// As [`read_word`], without the standard SAN: the move alone (`None` for
/// a null move), for a reader that only plays the game (the explorer's
/// pass reads every move of a database so).
pub fn read_move(san: San, position: &Chess) -> Result<Option<shakmaty::Move>, WordError> {
    if san == San::Null {
        return if position.is_check() {
            Err(WordError::NullInCheck)
        } else {
            Ok(None)
        };
    }
    match resolve_lenient(san, position, |_, _, _| ()) {
        Ok((m, ())) => Ok(Some(m)),
        Err(e) => Err(word_error(e)),
    }
}

fn word_error(e: SanError) -> WordError {
    match e {
        SanError::AmbiguousSan => WordError::Ambiguous,
        SanError::IllegalSan => WordError::Illegal,
    }
}

/// The standard SAN of a move found among `candidates` (the moves of its
/// role to its square; empty for a pawn's or a castling's).
fn canonical_san(position: &Chess, m: shakmaty::Move, candidates: &shakmaty::MoveList) -> San {
    if m.role() == shakmaty::Role::Pawn || candidates.is_empty() {
        San::from_move(position, m)
    } else {
        San::disambiguate(m, candidates)
    }
}

/// The legal move a SAN names and its standard SAN, from one list of
/// candidates. This is shakmaty's `San::to_move` filter, written out so the
/// candidate list it builds also serves `San::disambiguate`: calling
/// `to_move` and then `San::from_move` would build the list twice per move,
/// the largest single cost of an import. `name` gives what the caller
/// wants of the move beside it (its standard SAN, or nothing).
pub(super) fn resolve<T>(
    san: San,
    position: &Chess,
    name: impl Fn(&Chess, shakmaty::Move, &shakmaty::MoveList) -> T,
) -> Result<(shakmaty::Move, T), SanError> {
    let San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    } = san
    else {
        let m = san.to_move(position)?;
        return Ok((m, name(position, m, &shakmaty::MoveList::new())));
    };
    let candidates = position.san_candidates(role, to);
    let mut found = None;
    for &m in &candidates {
        let fits = match m {
            shakmaty::Move::Normal {
                from,
                capture: c,
                promotion: p,
                ..
            } => {
                file.is_none_or(|f| f == from.file())
                    && rank.is_none_or(|r| r == from.rank())
                    && capture == c.is_some()
                    && promotion == p
            }
            shakmaty::Move::EnPassant { from, .. } => {
                file.is_none_or(|f| f == from.file())
                    && rank.is_none_or(|r| r == from.rank())
                    && capture
                    && promotion.is_none()
            }
            _ => false,
        };
        if fits {
            if found.is_some() {
                return Err(SanError::AmbiguousSan);
            }
            found = Some(m);
        }
    }
    let m = found.ok_or(SanError::IllegalSan)?;
    Ok((m, name(position, m, &candidates)))
}

/// The legal move a file's word means, and its standard SAN: standard SAN
/// first; else the same move with its capture mark added or dropped
/// (`Qe2+` onto a piece, `Kf4` for `Kxf4`, `Rxg6` to an empty square, `cd4`),
/// if exactly one legal move fits it so; else from-to coordinates, as engine
/// matches write every move (`g1f3`, `e1g1` or king takes rook for castling,
/// `e7e8q`). The error is the standard reading's, or the capture-blind
/// reading's when that one is ambiguous.
pub(crate) fn resolve_lenient<T>(
    san: San,
    position: &Chess,
    name: impl Fn(&Chess, shakmaty::Move, &shakmaty::MoveList) -> T,
) -> Result<(shakmaty::Move, T), SanError> {
    let error = match resolve(san, position, &name) {
        Ok(found) => return Ok(found),
        Err(e) => e,
    };
    let San::Normal {
        role,
        file,
        rank,
        to,
        promotion,
        ..
    } = san
    else {
        return Err(error);
    };
    let mut flipped = san;
    if let San::Normal { capture, .. } = &mut flipped {
        *capture = !*capture;
    }
    match resolve(flipped, position, &name) {
        Ok(found) => return Ok(found),
        Err(SanError::AmbiguousSan) if error == SanError::IllegalSan => {
            return Err(SanError::AmbiguousSan);
        }
        Err(_) => {}
    }
    // From-to coordinates read as SAN are a pawn move from a named square.
    if let (shakmaty::Role::Pawn, Some(file), Some(rank)) = (role, file, rank) {
        let uci = shakmaty::uci::UciMove::Normal {
            from: shakmaty::Square::from_coords(file, rank),
            to,
            promotion,
        };
        if let Ok(m) = uci.to_move(position) {
            return Ok((m, name(position, m, &shakmaty::MoveList::new())));
        }
    }
    Err(error)
}
