//! Tests of Rookery's pure core (no window, no Bevy): the game model, and
//! later the clock, PGN and settings.

mod cli;
mod clock;
mod model;
