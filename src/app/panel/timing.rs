//! A frame's update timed for measuring (`ROOKERY_PANEL_TIMES`): its wall
//! time and the main thread's CPU time, printed at its end.

use bevy::prelude::*;

/// When this frame's update began (measuring, with [`super::PANEL_TIMES_ENV`]).
#[derive(Resource)]
pub(super) struct UpdateStarted(std::time::Instant, Option<std::time::Duration>);

/// On the main thread, as its partner at the end (a thread's CPU clock).
pub(super) fn update_started(mut commands: Commands, _main: bevy::ecs::system::NonSendMarker) {
    commands.insert_resource(UpdateStarted(
        std::time::Instant::now(),
        crate::desktop::platform::thread_cpu_time(),
    ));
}

/// Prints this frame's update: every system, the panel's pass among them
/// (rendering follows on its own), as the time it took and the CPU time
/// the main thread spent in it (its work, whatever else the machine does,
/// software rendering's threads included: `update 5.123 ms cpu 4.321 ms`).
pub(super) fn update_ended(
    started: Option<Res<UpdateStarted>>,
    _main: bevy::ecs::system::NonSendMarker,
) {
    if let Some(started) = started {
        let cpu = match (started.1, crate::desktop::platform::thread_cpu_time()) {
            (Some(before), Some(after)) => {
                format!(
                    " cpu {:.3} ms",
                    (after.saturating_sub(before)).as_secs_f64() * 1e3
                )
            }
            _ => String::new(),
        };
        eprintln!(
            "update {:.3} ms{cpu}",
            started.0.elapsed().as_secs_f64() * 1e3
        );
    }
}
