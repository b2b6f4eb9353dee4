//! Moves as files write them, resolved in their position: standard SAN
//! through one candidate list, and pawn captures written without their `x`.

use shakmaty::{
    Chess, Position,
    san::{San, SanError},
};

/// The legal move a SAN names and its standard SAN, from one list of
/// candidates. This is shakmaty's `San::to_move` filter, written out so the
/// candidate list it builds also serves `San::disambiguate`: calling
/// `to_move` and then `San::from_move` would build the list twice per move,
/// the largest single cost of an import.
pub(super) fn resolve(san: San, position: &Chess) -> Result<(shakmaty::Move, San), SanError> {
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
        return Ok((m, San::from_move(position, m)));
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
    let canonical = if role == shakmaty::Role::Pawn {
        San::from_move(position, m)
    } else {
        San::disambiguate(m, &candidates)
    };
    Ok((m, canonical))
}

/// A pawn capture written without `x` (`cd4`, long algebraic `e4d5`): the
/// one legal capture it can mean, if there is exactly one.
pub(super) fn lenient_capture(san: San, position: &Chess) -> Option<shakmaty::Move> {
    match san {
        San::Normal {
            role,
            file: Some(file),
            rank,
            capture: false,
            to,
            promotion,
        } => San::Normal {
            role,
            file: Some(file),
            rank,
            capture: true,
            to,
            promotion,
        }
        .to_move(position)
        .ok(),
        _ => None,
    }
}
