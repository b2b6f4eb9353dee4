//! What a game's tags say about how it starts and ends: the `Variant` and
//! `FEN` tags give the starting position, the `Result` and `Termination`
//! tags the result. Pure functions of the tags, table-tested below.

use shakmaty::{
    CastlingMode, Chess, Color, FromSetup, KnownOutcome, Position, PositionErrorKinds, fen::Fen,
};

use super::{PgnErrorKind, Tags};
use crate::chess::game::{FenError, Game, Termination};

/// Whether a `Variant` tag's value asks for Chess960 (`false` for standard
/// chess under any of its names, or no tag), or the variant Rookery does
/// not play.
fn variant_is_chess960(variant: Option<&str>) -> Result<bool, PgnErrorKind> {
    let Some(v) = variant.map(str::trim) else {
        return Ok(false);
    };
    let lower = v.to_ascii_lowercase();
    if matches!(
        lower.as_str(),
        "" | "standard" | "normal" | "chess" | "from position" | "fromposition"
    ) {
        Ok(false)
    } else if lower.starts_with("chess960")
        || lower.starts_with("chess 960")
        || lower.starts_with("fischerandom")
        || lower.starts_with("fischer random")
        || lower == "960"
    {
        Ok(true)
    } else {
        Err(PgnErrorKind::UnsupportedVariant(v.to_owned()))
    }
}

/// The empty record a game starts from: the standard position, or the
/// `FEN` tag's, in the castling mode the `Variant` tag and the position
/// call for.
pub(super) fn start(tags: &Tags) -> Result<Game, PgnErrorKind> {
    let (position, mode) = start_position(tags.get("FEN"), tags.get("Variant"))?;
    Ok(Game::from_position(position, mode).into_record())
}

/// The position a game starts from, from its `FEN` and `Variant` tags'
/// values, and its castling mode: what every reader of games plays from
/// (the game reader and the explorer's pass).
pub(crate) fn start_position(
    fen: Option<&str>,
    variant: Option<&str>,
) -> Result<(Chess, CastlingMode), PgnErrorKind> {
    let chess960 = variant_is_chess960(variant)?;
    let Some(fen) = fen.map(str::trim) else {
        let mode = if chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        return Ok((Chess::default(), mode));
    };
    let invalid = |reason: String| PgnErrorKind::InvalidFen {
        fen: fen.to_owned(),
        reason,
    };
    let setup = Fen::from_ascii(fen.as_bytes())
        .map_err(|e| invalid(FenError::Syntax(e).to_string()))?
        .into_setup();
    let modes: &[CastlingMode] = if chess960 {
        &[CastlingMode::Chess960]
    } else {
        &[CastlingMode::Standard, CastlingMode::Chess960]
    };
    let mut first_error = None;
    for &mode in modes {
        match Chess::from_setup(setup.clone(), mode) {
            Ok(position) => return Ok((position, mode)),
            Err(e) => {
                // Castling rights without their rook and an en passant
                // square no pawn can take on are common in real files
                // (odds games); like lichess, drop them.
                let harmless = PositionErrorKinds::INVALID_CASTLING_RIGHTS
                    | PositionErrorKinds::INVALID_EP_SQUARE;
                let kinds = e.kinds();
                if mode == CastlingMode::Standard
                    && kinds == PositionErrorKinds::INVALID_CASTLING_RIGHTS
                    && !chess960
                    && Chess::from_setup(setup.clone(), CastlingMode::Chess960).is_ok()
                {
                    // Rights a Chess960 rook explains: try that mode.
                    first_error.get_or_insert(kinds);
                    continue;
                }
                if harmless.contains(kinds) {
                    let position = match e.ignore_invalid_castling_rights() {
                        Ok(position) => Some(position),
                        Err(e) => e.ignore_invalid_ep_square().ok(),
                    };
                    if let Some(position) = position {
                        return Ok((position, mode));
                    }
                }
                first_error.get_or_insert(kinds);
            }
        }
    }
    let kinds = first_error.unwrap_or(PositionErrorKinds::empty());
    Err(invalid(FenError::IllegalPosition(kinds).to_string()))
}

/// The result the `Result` tag gives, for a game whose movetext ends
/// without one (forfeits as some club software writes them included).
pub(super) fn tag_outcome(tags: &Tags) -> Option<KnownOutcome> {
    let white = Some(KnownOutcome::Decisive {
        winner: Color::White,
    });
    let black = Some(KnownOutcome::Decisive {
        winner: Color::Black,
    });
    match tags.get("Result").map(str::trim)? {
        "1-0" | "+--" | "+/-" | "1-0 FF" => white,
        "0-1" | "--+" | "-/+" | "0-1 FF" => black,
        "1/2-1/2" => Some(KnownOutcome::Draw),
        _ => None,
    }
}

/// Why a recorded result came about, where the final position or the
/// `Termination` tag says so.
pub(super) fn recorded_termination(game: &Game, tags: &Tags, outcome: KnownOutcome) -> Termination {
    let position = game.position();
    match outcome {
        KnownOutcome::Decisive { winner }
            if position.is_checkmate() && position.turn() != winner =>
        {
            Termination::Checkmate
        }
        KnownOutcome::Draw if position.is_stalemate() => Termination::Stalemate,
        KnownOutcome::Decisive { winner }
            if tags
                .get("Termination")
                .is_some_and(|t| t.to_ascii_lowercase().contains("time")) =>
        {
            Termination::Timeout { flagged: !winner }
        }
        _ => Termination::Recorded,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(pairs: &[(&str, &str)]) -> Tags {
        let mut tags = Tags::default();
        for (name, value) in pairs {
            tags.set(name, *value);
        }
        tags
    }

    #[test]
    fn variants() {
        let cases: &[(&str, Result<bool, &str>)] = &[
            ("Standard", Ok(false)),
            ("  normal ", Ok(false)),
            ("From Position", Ok(false)),
            ("", Ok(false)),
            ("Chess960", Ok(true)),
            ("chess 960", Ok(true)),
            ("Fischerandom", Ok(true)),
            ("Fischer Random Chess", Ok(true)),
            ("960", Ok(true)),
            ("Crazyhouse", Err("Crazyhouse")),
            ("Atomic", Err("Atomic")),
        ];
        for (variant, expected) in cases {
            let got = variant_is_chess960(Some(variant));
            let expected = expected.map_err(|v| PgnErrorKind::UnsupportedVariant(v.to_owned()));
            assert_eq!(got, expected, "{variant:?}");
        }
        assert_eq!(variant_is_chess960(None), Ok(false));
    }

    #[test]
    fn starting_positions() {
        // (Variant, FEN, the position's FEN as set up, castling mode) or
        // the error's reason.
        let cases: &[(Option<&str>, &str, Result<(&str, CastlingMode), &str>)] = &[
            (
                None,
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                Ok((
                    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                    CastlingMode::Standard,
                )),
            ),
            // Castling rights with no rook behind them are dropped.
            (
                None,
                "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1",
                Ok(("4k3/8/8/8/8/8/8/4K3 w - - 0 1", CastlingMode::Standard)),
            ),
            // So is an en passant square no pawn can take on.
            (
                None,
                "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1",
                Ok(("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1", CastlingMode::Standard)),
            ),
            // Rights only a Chess960 rook explains: Chess960.
            (
                None,
                "bnrbkqnr/pppppppp/8/8/8/8/PPPPPPPP/BNRBKQNR w KQkq - 0 1",
                Ok((
                    "bnrbkqnr/pppppppp/8/8/8/8/PPPPPPPP/BNRBKQNR w KQkq - 0 1",
                    CastlingMode::Chess960,
                )),
            ),
            (
                Some("Chess960"),
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                Ok((
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                    CastlingMode::Chess960,
                )),
            ),
            (None, "not a fen", Err("not a fen")),
            // Two white kings.
            (
                None,
                "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
                Err("4k3/8/8/8/8/8/8/3KK3 w - - 0 1"),
            ),
        ];
        for (variant, fen, expected) in cases {
            let mut pairs = vec![("FEN", *fen)];
            pairs.extend(variant.map(|v| ("Variant", v)));
            match (start(&tags(&pairs)), expected) {
                (Ok(game), Ok((set_up, mode))) => {
                    assert_eq!(game.fen(), *set_up, "{fen}");
                    assert_eq!(game.castling_mode(), *mode, "{fen}");
                }
                (Err(PgnErrorKind::InvalidFen { fen: named, .. }), Err(name)) => {
                    assert_eq!(named, *name)
                }
                (got, expected) => panic!("{fen}: {got:?}, expected {expected:?}"),
            }
        }
        let standard = start(&Tags::default()).unwrap();
        assert_eq!(standard.castling_mode(), CastlingMode::Standard);
        assert_eq!(standard.position(), &Chess::default());
    }

    #[test]
    fn results_from_the_tag() {
        let white = Some(KnownOutcome::Decisive {
            winner: Color::White,
        });
        let black = Some(KnownOutcome::Decisive {
            winner: Color::Black,
        });
        let cases = [
            ("1-0", white),
            (" 0-1 ", black),
            ("1/2-1/2", Some(KnownOutcome::Draw)),
            ("+--", white),
            ("+/-", white),
            ("1-0 FF", white),
            ("--+", black),
            ("-/+", black),
            ("0-1 FF", black),
            ("*", None),
            ("½-½", None),
            ("", None),
        ];
        for (result, expected) in cases {
            assert_eq!(
                tag_outcome(&tags(&[("Result", result)])),
                expected,
                "{result:?}"
            );
        }
        assert_eq!(tag_outcome(&Tags::default()), None);
    }

    #[test]
    fn terminations() {
        let mate = Game::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
            .unwrap();
        let stalemate = Game::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
        let open = Game::new();
        let white = KnownOutcome::Decisive {
            winner: Color::White,
        };
        let black = KnownOutcome::Decisive {
            winner: Color::Black,
        };
        let on_time = tags(&[("Termination", "Time forfeit")]);
        let none = Tags::default();
        let cases = [
            (&mate, &none, black, Termination::Checkmate),
            // A mate the result contradicts is only recorded.
            (&mate, &none, white, Termination::Recorded),
            (
                &stalemate,
                &none,
                KnownOutcome::Draw,
                Termination::Stalemate,
            ),
            (
                &open,
                &on_time,
                white,
                Termination::Timeout {
                    flagged: Color::Black,
                },
            ),
            (&open, &on_time, KnownOutcome::Draw, Termination::Recorded),
            (&open, &none, white, Termination::Recorded),
        ];
        for (game, tags, outcome, expected) in cases {
            assert_eq!(
                recorded_termination(game, tags, outcome),
                expected,
                "{}",
                game.fen()
            );
        }
    }
}
