//! One window per user: later launches hand their file (or `--fen` and
//! `--time`) to this one through [`crate::desktop::instance`], and the window raises
//! itself and opens what they asked for.

use std::sync::{
    Mutex,
    mpsc::{self, Receiver, Sender},
};

use crate::i18n::Said;
use bevy::{prelude::*, window::RequestRedraw};

use super::{Phase, notice::PanelNotice, start::StartCommand};
use crate::{
    desktop::cli,
    desktop::instance::{Primary, Request},
};

/// Requests from later launches, waiting for the next frame.
#[derive(Resource, Debug)]
pub struct InstanceInbox {
    sender: Sender<Request>,
    receiver: Mutex<Receiver<Request>>,
}

impl Default for InstanceInbox {
    fn default() -> Self {
        let (sender, receiver) = mpsc::channel();
        InstanceInbox {
            sender,
            receiver: Mutex::new(receiver),
        }
    }
}

impl InstanceInbox {
    /// Where the socket thread (or a test) puts requests.
    pub fn sender(&self) -> Sender<Request> {
        self.sender.clone()
    }
}

/// This process's hold on being the one Rookery, until the window has a
/// thread to take requests on.
#[derive(Resource, Debug)]
pub struct HeldInstance(pub Option<Primary>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InstanceInbox>()
        .add_message::<RaiseWindow>()
        // Before the start's own system reads what it asks for: a later
        // launch's file is opened in the frame that takes its request, not
        // in the next (the two were unordered, and the file came a frame
        // late one time in two, that frame drawn first).
        .add_systems(
            Update,
            take_requests
                .in_set(Phase::Input)
                .before(super::start::start_as_asked),
        );
}

/// The windowed app's part: the socket thread passes each request to the
/// inbox and wakes the sleeping window.
pub(super) fn serve_later_launches(
    mut held: ResMut<HeldInstance>,
    inbox: Res<InstanceInbox>,
    proxy: Res<bevy::winit::EventLoopProxyWrapper>,
) {
    let Some(primary) = held.0.take() else {
        return;
    };
    let sender = inbox.sender();
    let proxy = (**proxy).clone();
    primary.serve(move |request| {
        if sender.send(request).is_ok() {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        }
    });
}

/// A request from a later launch: read as that launch's command line, then
/// started like this one's; the window comes to the front.
fn take_requests(
    inbox: Res<InstanceInbox>,
    mut start: MessageWriter<StartCommand>,
    mut notice: ResMut<PanelNotice>,
    mut raise: MessageWriter<RaiseWindow>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let receiver = inbox.receiver.lock().unwrap_or_else(|e| e.into_inner());
    while let Ok(request) = receiver.try_recv() {
        raise.write(RaiseWindow);
        redraw.write(RequestRedraw);
        let mut args: Vec<std::ffi::OsString> = Vec::new();
        if let Some(fen) = &request.fen {
            args.extend(["--fen".into(), fen.into()]);
        }
        if let Some(time) = &request.time {
            args.extend(["--time".into(), time.into()]);
        }
        if let Some(file) = &request.file {
            args.push(file.clone().into_os_string());
        }
        match cli::parse_args(args) {
            Ok(parsed) => {
                let options = parsed.start_options();
                if !options.is_empty() {
                    start.write(StartCommand(options));
                }
            }
            Err(e) => {
                notice.error(
                    Said::new("notice-other-launch").with("why", cli::error_words(&e).to_string()),
                );
            }
        }
    }
}

/// Brings the window to the front (a later launch handed it a request).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct RaiseWindow;
