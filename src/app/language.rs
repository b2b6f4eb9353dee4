//! The app's words: those of the language the settings choose (else the
//! system's, else English), followed at once when the setting changes,
//! with no restart.

use bevy::prelude::*;

use crate::{app::settings::PlayerSettings, i18n::Words};

/// The words the panel and the screen reader say.
#[derive(Resource, Debug, Default)]
pub struct AppWords(pub Words);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AppWords>().add_systems(
        PreUpdate,
        follow_settings.run_if(resource_changed::<PlayerSettings>),
    );
}

/// A language chosen (or the system's at start) becomes the words.
fn follow_settings(settings: Res<PlayerSettings>, mut words: ResMut<AppWords>) {
    let language = settings.0.language();
    if words.0.language() != language {
        words.0 = Words::new(language);
    }
}

/// A player's name as the panel shows it: a side left unnamed ("White",
/// "Black", the PGN's placeholders) is the side's name in the player's
/// language ("Weiß"); a name given is the name.
pub fn player(
    words: &Words,
    session: &crate::chess::session::Session,
    side: shakmaty::Color,
) -> String {
    let name = session.name(side);
    if name == crate::chess::game::side_name(side) {
        words.get(side.fold_wb("side-white", "side-black"))
    } else {
        computer_name(words, name).unwrap_or_else(|| name.to_owned())
    }
}

/// The computer's name as the game's PGN keeps it, in English ("Stockfish
/// 15.1, Rookery level 3", "Computer, Rookery level 3" until its engine
/// answers), said in the player's language; `None` for any other name.
///
/// ```
/// use rookery::{app::language::computer_name, i18n::{Language, Words}};
/// let german = Words::new(Language::German);
/// assert_eq!(
///     computer_name(&german, "Stockfish 15.1, Rookery level 3").as_deref(),
///     Some("Stockfish 15.1, Rookery Stufe 3")
/// );
/// assert_eq!(
///     computer_name(&german, "Computer, Rookery level 10").as_deref(),
///     Some("Computer, Rookery Stufe 10")
/// );
/// assert_eq!(computer_name(&german, "Anna"), None);
/// ```
pub fn computer_name(words: &Words, name: &str) -> Option<String> {
    use crate::i18n::Arg;
    let (engine, level) = name.rsplit_once(", Rookery level ")?;
    if level.is_empty() || !level.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(if engine == "Computer" {
        words.with("computer-provisional", &[("level", Arg::Text(level))])
    } else {
        words.with(
            "computer-name",
            &[("engine", Arg::Text(engine)), ("level", Arg::Text(level))],
        )
    })
}

/// A game's result and its reason in the player's language, with the
/// players' names: "Karpov gewinnt auf Zeit".
pub fn describe(
    words: &Words,
    status: crate::chess::game::Status,
    name: impl Fn(shakmaty::Color) -> String,
) -> String {
    use crate::{
        chess::game::{Status, Termination},
        i18n::Arg,
    };
    use shakmaty::KnownOutcome;
    let (outcome, termination) = match status {
        Status::Ongoing => return words.get("end-ongoing"),
        Status::Finished {
            outcome,
            termination,
        } => (outcome, termination),
    };
    let winner = match outcome {
        KnownOutcome::Decisive { winner } => Some(winner),
        KnownOutcome::Draw => None,
    };
    let with = |id: &str, key: &str, side: shakmaty::Color| {
        words.with(id, &[(key, Arg::Text(&name(side)))])
    };
    match (termination, winner) {
        (Termination::Checkmate, Some(w)) => with("end-checkmate", "winner", w),
        (Termination::Stalemate, _) => words.get("end-stalemate"),
        (Termination::InsufficientMaterial, _) => words.get("end-insufficient"),
        (Termination::DeadPosition, _) => words.get("end-dead"),
        (Termination::FivefoldRepetition, _) => words.get("end-fivefold"),
        (Termination::SeventyFiveMoveRule, _) => words.get("end-seventy-five"),
        (Termination::ThreefoldRepetition { claimed_by }, _) => {
            with("end-threefold", "name", claimed_by)
        }
        (Termination::FiftyMoveRule { claimed_by }, _) => with("end-fifty", "name", claimed_by),
        (Termination::Agreement, _) => words.get("end-agreement"),
        (Termination::Resignation { resigned }, _) => with("end-resigns", "name", resigned),
        (Termination::Timeout { flagged }, _) => with("end-time", "winner", !flagged),
        (Termination::TimeoutVsInsufficientMaterial { flagged }, _) => words.with(
            "end-time-insufficient",
            &[
                ("flagged", Arg::Text(&name(flagged))),
                ("other", Arg::Text(&name(!flagged))),
            ],
        ),
        (_, Some(w)) => with("end-wins", "winner", w),
        (_, None) => words.get("end-draw"),
    }
}

/// A game's players for a notice, said in the player's language where they
/// are shown: "Weiß gegen Bob" (a side left unnamed is the language's word
/// for it, and "vs" the language's).
pub fn game_names(tags: &crate::chess::pgn::Tags) -> crate::i18n::Said {
    use crate::i18n::Said;
    let name = |side: shakmaty::Color| {
        let name = tags.player(side);
        if name == crate::chess::game::side_name(side) {
            Said::new(side.fold_wb("side-white", "side-black"))
        } else {
            Said::Text(name.to_owned())
        }
    };
    Said::new("game-names")
        .with("white", name(shakmaty::Color::White))
        .with("black", name(shakmaty::Color::Black))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        chess::game::{Status, Termination},
        i18n::Language,
    };
    use shakmaty::{Color, KnownOutcome};

    /// Every ending reads in English exactly as the core says it.
    #[test]
    fn every_ending_in_english_is_the_cores_words() {
        let words = Words::new(Language::English);
        let name = |c: Color| c.fold_wb("Anna", "Boris").to_owned();
        let decisive = |winner| KnownOutcome::Decisive { winner };
        let endings = [
            (decisive(Color::White), Termination::Checkmate),
            (KnownOutcome::Draw, Termination::Stalemate),
            (KnownOutcome::Draw, Termination::InsufficientMaterial),
            (KnownOutcome::Draw, Termination::DeadPosition),
            (KnownOutcome::Draw, Termination::FivefoldRepetition),
            (KnownOutcome::Draw, Termination::SeventyFiveMoveRule),
            (
                KnownOutcome::Draw,
                Termination::ThreefoldRepetition {
                    claimed_by: Color::Black,
                },
            ),
            (
                KnownOutcome::Draw,
                Termination::FiftyMoveRule {
                    claimed_by: Color::White,
                },
            ),
            (KnownOutcome::Draw, Termination::Agreement),
            (
                decisive(Color::Black),
                Termination::Resignation {
                    resigned: Color::White,
                },
            ),
            (
                decisive(Color::White),
                Termination::Timeout {
                    flagged: Color::Black,
                },
            ),
            (
                KnownOutcome::Draw,
                Termination::TimeoutVsInsufficientMaterial {
                    flagged: Color::White,
                },
            ),
        ];
        for (outcome, termination) in endings {
            let status = Status::Finished {
                outcome,
                termination,
            };
            let core = status.describe(|c| c.fold_wb("Anna", "Boris"));
            assert_eq!(describe(&words, status, name), core);
        }
        let german = Words::new(Language::German);
        let status = Status::Finished {
            outcome: decisive(Color::White),
            termination: Termination::Timeout {
                flagged: Color::Black,
            },
        };
        assert_eq!(describe(&german, status, name), "Anna gewinnt auf Zeit");
    }
}
