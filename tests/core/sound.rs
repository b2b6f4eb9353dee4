//! Which sound each moment of a game makes: a table over moves, then the
//! players' decisions, browsing, and the low-time warning; and the sounds
//! themselves.

use std::time::{Duration, Instant};

use rookery::{
    chess::clock::TimeControl,
    chess::game::Game,
    chess::session::{Action, NewGame, Session},
    chess::sound::{BROWSE_GAP, Cue, Cues, Sound, low_time_threshold, synth},
};
use shakmaty::{Color, uci::UciMove};

fn play(uci: &str) -> Action {
    let UciMove::Normal {
        from,
        to,
        promotion,
    } = uci.parse::<UciMove>().unwrap()
    else {
        panic!("{uci}");
    };
    Action::Play {
        from,
        to,
        promotion,
        dropped: false,
    }
}

fn loud(sound: Sound) -> Cue {
    Cue {
        sound,
        quiet: false,
    }
}

fn quiet(sound: Sound) -> Cue {
    Cue { sound, quiet: true }
}

/// What is heard when `action` is done in a live game from `fen`.
fn heard_after(fen: &str, action: &Action) -> Vec<Cue> {
    let t0 = Instant::now();
    let mut session = Session::new(NewGame::untimed(Game::from_fen(fen).unwrap()), t0);
    let mut cues = Cues::default();
    cues.watch(&session);
    let change = session.apply(action, t0).unwrap();
    cues.after(&session, change, t0)
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn each_move_makes_its_sound_and_an_ending_follows_it() {
    use Sound::*;
    let table: &[(&str, &str, &[Sound])] = &[
        (START, "e2e4", &[Move]),
        (START, "g1f3", &[Move]),
        // A capture, en passant too.
        (
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
            "e4d5",
            &[Capture],
        ),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "e5f6",
            &[Capture],
        ),
        // A check, a capture with check: the check is heard.
        ("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", &[Check]),
        ("r3k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", &[Check]),
        // Castling on either side.
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", &[Castle]),
        ("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", &[Castle]),
        // A promotion; one that gives check is a check.
        ("8/P6p/8/8/8/8/8/k6K w - - 0 1", "a7a8n", &[Promote]),
        ("8/P6p/8/8/8/8/8/k6K w - - 0 1", "a7a8q", &[Check]),
        // Promoted to a knight against a lone king: dead, a draw.
        ("8/P7/8/8/8/8/8/k6K w - - 0 1", "a7a8n", &[Promote, Draw]),
        // Mate: the check, then the win.
        (
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
            "d8h4",
            &[Check, Win],
        ),
        // Stalemate and a dead position: the move, then the draw.
        ("k7/8/8/2Q5/8/8/8/7K w - - 0 1", "c5b6", &[Move, Draw]),
        ("k7/8/8/8/8/8/1r6/K7 w - - 0 1", "a1b2", &[Capture, Draw]),
    ];
    for (fen, uci, sounds) in table {
        let got: Vec<Sound> = heard_after(fen, &play(uci))
            .iter()
            .map(|c| {
                assert!(!c.quiet, "{uci} is heard in full");
                c.sound
            })
            .collect();
        assert_eq!(&got, sounds, "{uci} from {fen}");
    }
}

#[test]
fn decisions_make_their_sounds() {
    let t0 = Instant::now();
    let table: &[(Action, &[Cue])] = &[
        (Action::Resign(Color::White), &[loud(Sound::Win)]),
        (Action::OfferDraw(Color::White), &[loud(Sound::Offer)]),
        (Action::RequestTakeback(Color::Black), &[loud(Sound::Offer)]),
    ];
    for (action, expected) in table {
        // After 1.e4 e5, so a takeback can be asked for.
        let mut session = Session::new(NewGame::untimed(Game::new()), t0);
        for uci in ["e2e4", "e7e5"] {
            session.apply(&play(uci), t0).unwrap();
        }
        let mut cues = Cues::default();
        cues.watch(&session);
        let change = session.apply(action, t0).unwrap();
        assert_eq!(&cues.after(&session, change, t0), expected, "{action:?}");
    }

    // An offer accepted: the draw; a takeback granted: nothing.
    let mut session = Session::new(NewGame::untimed(Game::new()), t0);
    let mut cues = Cues::default();
    cues.watch(&session);
    let mut steps = Vec::new();
    for action in [
        play("e2e4"),
        play("e7e5"),
        Action::RequestTakeback(Color::Black),
        Action::AnswerTakeback { allow: true },
        Action::OfferDraw(Color::Black),
        Action::AcceptDraw(Color::White),
    ] {
        let change = session.apply(&action, t0).unwrap();
        steps.push(cues.after(&session, change, t0));
    }
    assert_eq!(
        steps,
        [
            vec![loud(Sound::Move)],
            vec![loud(Sound::Move)],
            vec![loud(Sound::Offer)],
            vec![],
            vec![loud(Sound::Offer)],
            vec![loud(Sound::Draw)],
        ]
    );
}

#[test]
fn a_live_game_starts_with_its_sound_and_a_fallen_flag_ends_it() {
    let t0 = Instant::now();
    let mut session = Session::new(NewGame::untimed(Game::new()), t0);
    let mut cues = Cues::default();
    cues.watch(&session);
    let blitz = NewGame::timed(Game::new(), TimeControl::fischer_minutes(1, 0));
    let (change, _) = session.replace(blitz, t0);
    assert_eq!(cues.after(&session, change, t0), [loud(Sound::Start)]);
    // A record opened makes no start sound.
    let mut other = session.clone();
    let (change, _) = other.replace(NewGame::untimed(Game::new().into_record()), t0);
    assert_eq!(Cues::default().after(&other, change, t0), []);

    for (i, uci) in ["e2e4", "e7e5"].into_iter().enumerate() {
        let t = t0 + Duration::from_secs(i as u64);
        let change = session.apply(&play(uci), t).unwrap();
        assert_eq!(cues.after(&session, change, t), [loud(Sound::Move)]);
    }
    // White's flag falls: Black wins.
    let late = t0 + Duration::from_secs(200);
    let change = session.apply(&Action::FlagFall, late).unwrap();
    assert_eq!(cues.after(&session, change, late), [loud(Sound::Win)]);
}

#[test]
fn browsing_is_quiet_and_never_faster_than_the_gap() {
    let t0 = Instant::now();
    let mut session = Session::new(NewGame::untimed(Game::new()), t0);
    for uci in ["e2e4", "d7d5", "e4d5", "d8d5", "b1c3"] {
        session.apply(&play(uci), t0).unwrap();
    }
    let mut cues = Cues::default();
    cues.watch(&session);
    let gap = BROWSE_GAP.as_millis() as u64;
    let steps: &[(u64, Action, &[Cue])] = &[
        // Back to after 3...Qxd5 (a capture), then within the gap: silent.
        (0, Action::ViewBack, &[quiet(Sound::Capture)]),
        (gap - 1, Action::ViewBack, &[]),
        // After the gap: 2.exd5.
        (2 * gap, Action::ViewBack, &[quiet(Sound::Move)]),
        (3 * gap, Action::ViewForward, &[quiet(Sound::Capture)]),
        // At the start nothing led to the position.
        (4 * gap, Action::ViewStart, &[]),
        (5 * gap, Action::ViewLatest, &[quiet(Sound::Move)]),
    ];
    for (millis, action, expected) in steps {
        let t = t0 + Duration::from_millis(*millis);
        let change = session.apply(action, t).unwrap();
        assert_eq!(
            &cues.after(&session, change, t),
            expected,
            "{action:?} at {millis} ms"
        );
    }
}

#[test]
fn the_low_time_warning_follows_lichess_threshold() {
    let table = [
        (30, 10_000),
        (60, 10_000),
        (180, 22_500),
        (300, 37_500),
        (480, 60_000),
        (5400, 60_000),
    ];
    for (initial, threshold) in table {
        assert_eq!(
            low_time_threshold(Duration::from_secs(initial)),
            Duration::from_millis(threshold),
            "{initial} s"
        );
    }
}

#[test]
fn the_low_time_warning_sounds_once_per_game_and_player() {
    let t0 = Instant::now();
    let control = TimeControl::fischer_minutes(1, 0);
    let mut session = Session::new(NewGame::timed(Game::new(), control), t0);
    let mut cues = Cues::default();
    cues.watch(&session);
    session.apply(&play("e2e4"), t0).unwrap();
    session.apply(&play("e7e5"), t0).unwrap();
    for side in [Color::White, Color::Black] {
        let now = session
            .clock()
            .unwrap()
            .flag_instant()
            .unwrap()
            .checked_sub(Duration::from_secs(10))
            .unwrap();
        // The moment: 10 s left of a minute.
        let due = cues.low_time_in(&session, now - Duration::from_secs(5));
        assert_eq!(due, Some(Duration::from_millis(5_001)), "{side:?}");
        assert_eq!(
            cues.low_time(&session, now - Duration::from_millis(1)),
            None
        );
        assert_eq!(
            cues.low_time(&session, now + Duration::from_millis(1)),
            Some(loud(Sound::LowTime)),
            "{side:?}"
        );
        assert_eq!(cues.low_time(&session, now + Duration::from_secs(1)), None);
        assert_eq!(cues.low_time_in(&session, now), None);
        let mv = if side == Color::White { "g1f3" } else { "b8c6" };
        session
            .apply(&play(mv), now + Duration::from_secs(2))
            .unwrap();
    }
    // A new game warns again.
    let (change, _) = session.replace(NewGame::timed(Game::new(), control), t0);
    cues.after(&session, change, t0);
    session.apply(&play("e2e4"), t0).unwrap();
    let flag = session.clock().unwrap().flag_instant().unwrap();
    assert_eq!(
        cues.low_time(&session, flag - Duration::from_secs(1)),
        Some(loud(Sound::LowTime))
    );
}

#[test]
fn every_sound_is_short_quiet_and_not_silent() {
    for sound in Sound::ALL {
        let samples = synth::samples(sound);
        let seconds = samples.len() as f64 / f64::from(synth::RATE);
        let peak = samples.iter().map(|s| s.unsigned_abs()).max().unwrap();
        assert!(
            (0.05..0.8).contains(&seconds),
            "{sound:?} lasts {seconds} s"
        );
        // Half of full scale (16383.5), to the rounding.
        assert!((16383..=16384).contains(&peak), "{sound:?} peaks at {peak}");
        // It is heard from its start (within 5 ms).
        let onset = samples
            .iter()
            .position(|s| s.unsigned_abs() > 1000)
            .unwrap();
        assert!(onset < 240, "{sound:?} starts at sample {onset}");
    }
    // The same samples every time.
    assert_eq!(synth::samples(Sound::Move), synth::samples(Sound::Move));
    assert_ne!(synth::samples(Sound::Win), synth::samples(Sound::Draw));
}
