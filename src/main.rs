//! Starts Rookery.

fn main() -> bevy::app::AppExit {
    rookery::app::run()
}
