//! The chess clock with injected time: increments, both delays, time odds,
//! flag fall at exactly zero, pause, takeback restore and display.

use std::time::{Duration, Instant};

use rookery::chess::clock::{Clock, DelayMode, SideControl, TimeControl, clock_face};
use shakmaty::{ByColor, Color};

fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(s)
}

fn at(t0: Instant, s: f64) -> Instant {
    t0 + secs(s)
}

fn control(base: f64, inc: f64, mode: DelayMode) -> TimeControl {
    TimeControl::both(SideControl {
        base: secs(base),
        increment: secs(inc),
        mode,
    })
}

#[test]
fn the_first_move_is_untimed_and_starts_blacks_clock() {
    let t0 = Instant::now();
    let mut c = Clock::new(TimeControl::fischer_minutes(5, 0));
    assert_eq!(c.running(), None);
    assert_eq!(c.remaining(Color::White, at(t0, 30.0)), secs(300.0));
    let white_left = c.on_move(Color::White, at(t0, 30.0));
    assert_eq!(white_left, secs(300.0), "White's first move costs nothing");
    assert_eq!(c.running(), Some(Color::Black));
    assert_eq!(c.remaining(Color::Black, at(t0, 42.0)), secs(288.0));
    assert_eq!(c.remaining(Color::White, at(t0, 42.0)), secs(300.0));
}

#[test]
fn fischer_increment_is_added_after_the_move() {
    let t0 = Instant::now();
    let mut c = Clock::new(TimeControl::fischer_minutes(3, 2));
    c.on_move(Color::White, t0);
    assert_eq!(c.remaining(Color::Black, at(t0, 5.0)), secs(175.0));
    assert_eq!(c.on_move(Color::Black, at(t0, 5.0)), secs(177.0));
    assert_eq!(c.running(), Some(Color::White));
    assert_eq!(c.on_move(Color::White, at(t0, 15.0)), secs(172.0));
}

#[test]
fn simple_delay_spares_the_first_seconds() {
    let t0 = Instant::now();
    let mut c = Clock::new(control(300.0, 5.0, DelayMode::Simple));
    c.on_move(Color::White, t0);
    // Within the delay nothing is charged.
    assert_eq!(c.remaining(Color::Black, at(t0, 4.0)), secs(300.0));
    assert_eq!(c.on_move(Color::Black, at(t0, 3.0)), secs(300.0));
    // Beyond it only the excess counts, and nothing is added.
    assert_eq!(c.remaining(Color::White, at(t0, 11.0)), secs(297.0));
    assert_eq!(c.on_move(Color::White, at(t0, 11.0)), secs(297.0));
}

#[test]
fn bronstein_adds_back_at_most_the_delay() {
    let t0 = Instant::now();
    let mut c = Clock::new(control(300.0, 3.0, DelayMode::Bronstein));
    c.on_move(Color::White, t0);
    // Black uses 2 s: all of it comes back.
    assert_eq!(c.remaining(Color::Black, at(t0, 2.0)), secs(298.0));
    assert_eq!(c.on_move(Color::Black, at(t0, 2.0)), secs(300.0));
    // White uses 10 s: only 3 s come back.
    assert_eq!(c.on_move(Color::White, at(t0, 12.0)), secs(293.0));
}

#[test]
fn time_odds_give_each_side_its_own_control() {
    let t0 = Instant::now();
    let odds = TimeControl {
        sides: ByColor {
            white: SideControl::fischer(secs(300.0), secs(0.0)),
            black: SideControl::fischer(secs(60.0), secs(1.0)),
        },
    };
    assert_eq!(odds.to_string(), "W 5+0 / B 1+1");
    let mut c = Clock::new(odds);
    assert_eq!(c.remaining(Color::Black, t0), secs(60.0));
    c.on_move(Color::White, t0);
    assert_eq!(c.on_move(Color::Black, at(t0, 10.0)), secs(51.0));
    assert_eq!(c.on_move(Color::White, at(t0, 20.0)), secs(290.0));
}

#[test]
fn the_flag_falls_exactly_at_zero_and_not_a_tick_before() {
    let t0 = Instant::now();
    let mut c = Clock::new(TimeControl::fischer_minutes(1, 0));
    c.on_move(Color::White, t0);
    let fall = c.flag_instant().unwrap();
    assert_eq!(fall, at(t0, 60.0));
    assert_eq!(c.flagged(fall - Duration::from_nanos(1)), None);
    assert_eq!(
        c.remaining(Color::Black, fall - Duration::from_nanos(1)),
        Duration::from_nanos(1)
    );
    assert_eq!(c.flagged(fall), Some(Color::Black));
    assert_eq!(c.remaining(Color::Black, at(t0, 99.0)), Duration::ZERO);
}

#[test]
fn the_flag_instant_includes_a_simple_delay() {
    let t0 = Instant::now();
    let mut c = Clock::new(control(10.0, 5.0, DelayMode::Simple));
    c.on_move(Color::White, t0);
    assert_eq!(c.flag_instant(), Some(at(t0, 15.0)));
    assert_eq!(c.flagged(at(t0, 14.9)), None);
    assert_eq!(c.flagged(at(t0, 15.0)), Some(Color::Black));
}

#[test]
fn pause_freezes_both_clocks() {
    let t0 = Instant::now();
    let mut c = Clock::new(TimeControl::fischer_minutes(5, 0));
    c.on_move(Color::White, t0);
    c.pause(at(t0, 10.0));
    assert!(c.is_paused());
    assert_eq!(c.running(), None);
    assert_eq!(c.flag_instant(), None);
    assert_eq!(c.remaining(Color::Black, at(t0, 500.0)), secs(290.0));
    c.resume(at(t0, 500.0));
    assert_eq!(c.remaining(Color::Black, at(t0, 505.0)), secs(285.0));
    assert_eq!(c.flag_instant(), Some(at(t0, 500.0 + 290.0)));
}

#[test]
fn a_move_while_paused_leaves_the_next_clock_stopped() {
    let t0 = Instant::now();
    let mut c = Clock::new(TimeControl::fischer_minutes(5, 0));
    c.on_move(Color::White, t0);
    c.pause(at(t0, 10.0));
    c.on_move(Color::Black, at(t0, 20.0));
    assert_eq!(c.remaining(Color::White, at(t0, 100.0)), secs(300.0));
    c.resume(at(t0, 100.0));
    assert_eq!(c.remaining(Color::White, at(t0, 101.0)), secs(299.0));
}

#[test]
fn takeback_restores_the_recorded_times() {
    let t0 = Instant::now();
    let mut c = Clock::new(TimeControl::fischer_minutes(3, 2));
    let w1 = c.on_move(Color::White, t0);
    let b1 = c.on_move(Color::Black, at(t0, 10.0));
    let _w2 = c.on_move(Color::White, at(t0, 40.0));
    // Take back White's second move: White is to move again with the time
    // it had after its first move, Black with the time after its move.
    c.restore(
        ByColor {
            white: w1,
            black: b1,
        },
        Color::White,
        true,
        at(t0, 50.0),
    );
    assert_eq!(c.running(), Some(Color::White));
    assert_eq!(c.remaining(Color::White, at(t0, 50.0)), secs(180.0));
    assert_eq!(c.remaining(Color::Black, at(t0, 50.0)), secs(172.0));
    assert_eq!(c.remaining(Color::White, at(t0, 53.0)), secs(177.0));
}

#[test]
fn stop_keeps_the_times_shown() {
    let t0 = Instant::now();
    let mut c = Clock::new(TimeControl::fischer_minutes(5, 0));
    c.on_move(Color::White, t0);
    c.stop(at(t0, 7.0));
    assert!(c.is_stopped());
    assert_eq!(c.running(), None);
    assert_eq!(c.remaining(Color::Black, at(t0, 100.0)), secs(293.0));
}

#[test]
fn low_time_is_under_ten_seconds_or_a_tenth_of_the_base() {
    let t0 = Instant::now();
    let mut blitz = Clock::new(TimeControl::fischer_minutes(1, 0));
    blitz.on_move(Color::White, t0);
    assert!(!blitz.is_low(Color::Black, at(t0, 50.0)));
    assert!(blitz.is_low(Color::Black, at(t0, 50.5)));
    let mut classical = Clock::new(TimeControl::fischer_minutes(90, 30));
    classical.on_move(Color::White, t0);
    // 10 % of 90 minutes is 9 minutes.
    assert!(!classical.is_low(Color::Black, at(t0, 81.0 * 60.0 - 1.0)));
    assert!(classical.is_low(Color::Black, at(t0, 81.0 * 60.0 + 1.0)));
}

#[test]
fn display_format() {
    assert_eq!(clock_face(secs(3600.0)), "1:00:00");
    assert_eq!(clock_face(secs(5400.0)), "1:30:00");
    assert_eq!(clock_face(secs(3599.9)), "59:59");
    assert_eq!(clock_face(secs(59.0)), "0:59");
    assert_eq!(clock_face(secs(59.99)), "0:59");
    assert_eq!(clock_face(secs(10.0)), "0:10");
    assert_eq!(clock_face(secs(9.99)), "0:09.9");
    assert_eq!(clock_face(secs(9.9)), "0:09.9");
    assert_eq!(clock_face(secs(0.05)), "0:00.0");
}

#[test]
fn the_next_wake_up_is_when_a_digit_changes() {
    let t0 = Instant::now();
    let mut c = Clock::new(TimeControl::fischer_minutes(1, 0));
    c.on_move(Color::White, t0);
    // 60 s left: "1:00" turns into "0:59" right away.
    let wake = c.next_display_change(at(t0, 0.25)).unwrap();
    assert_eq!(wake, secs(0.75) + Duration::from_millis(1));
    assert_ne!(
        clock_face(c.remaining(Color::Black, at(t0, 0.25))),
        clock_face(c.remaining(Color::Black, at(t0, 0.25) + wake))
    );
    // Under ten seconds, tenths change.
    let wake = c.next_display_change(at(t0, 55.02)).unwrap();
    assert!(wake <= Duration::from_millis(101), "{wake:?}");
    let mut delayed = Clock::new(control(60.0, 5.0, DelayMode::Simple));
    delayed.on_move(Color::White, t0);
    let wake = delayed.next_display_change(at(t0, 1.0)).unwrap();
    assert_eq!(
        wake,
        secs(4.0) + Duration::from_millis(1),
        "waits out the delay"
    );
    c.pause(at(t0, 2.0));
    assert_eq!(c.next_display_change(at(t0, 3.0)), None);
}

#[test]
fn presets_print_as_players_write_them() {
    let names: Vec<String> = TimeControl::PRESETS
        .iter()
        .map(|&(m, i)| TimeControl::fischer_minutes(m, i).to_string())
        .collect();
    assert_eq!(names[0], "1+0");
    assert_eq!(names[3], "3+2");
    assert_eq!(names[11], "90+30");
    assert_eq!(
        control(300.0, 3.0, DelayMode::Bronstein).to_string(),
        "5+3 Bronstein"
    );
}
