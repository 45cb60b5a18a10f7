//! Progress of long work on standard error: `compile`, `verify`, `interpret` and `run` name
//! the stage they are in. Work that finishes within [`QUIET_FOR`] (or the milliseconds
//! [`QUIET_FOR_ENV`] gives) prints nothing. Longer
//! work shows a spinner line with the stage and its elapsed time on a terminal (redrawn in
//! place, erased when done); otherwise it prints one plain line per stage once it has run
//! for [`QUIET_FOR`], and again every [`PLAIN_EVERY`] (logs stay readable). `--quiet` turns
//! it all off.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long a stage runs before progress shows (unless [`QUIET_FOR_ENV`] says otherwise).
pub const QUIET_FOR: Duration = Duration::from_millis(1500);
/// The environment variable that replaces [`QUIET_FOR`], in milliseconds (`0`: show progress
/// from the first tick, as the lit test of progress lines does, whatever the machine's speed).
pub const QUIET_FOR_ENV: &str = "SHARDC_PROGRESS_AFTER_MS";

/// [`QUIET_FOR`], or what [`QUIET_FOR_ENV`] says when it holds a number of milliseconds.
fn quiet_for() -> Duration {
    std::env::var(QUIET_FOR_ENV)
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map_or(QUIET_FOR, Duration::from_millis)
}
/// How often a plain (non-terminal) progress line repeats for a long stage.
pub const PLAIN_EVERY: Duration = Duration::from_secs(10);

struct Shared {
    /// The current stage and when it started.
    stage: Mutex<(String, Instant)>,
    done: AtomicBool,
}

/// Shows what long work is doing; stops (and erases its line) when dropped.
pub struct Progress {
    shared: Option<Arc<Shared>>,
    ticker: Option<JoinHandle<()>>,
}

impl Progress {
    /// Progress of `command` (`compile`, `verify`, …); nothing at all when `quiet`.
    pub fn start(command: &'static str, quiet: bool) -> Progress {
        Self::start_on(command, quiet, std::io::stderr().is_terminal())
    }

    /// Like [`Progress::start`], drawing for a terminal or not as `terminal` says.
    pub fn start_on(command: &'static str, quiet: bool, terminal: bool) -> Progress {
        if quiet {
            return Progress {
                shared: None,
                ticker: None,
            };
        }
        let shared = Arc::new(Shared {
            stage: Mutex::new(("starting".to_string(), Instant::now())),
            done: AtomicBool::new(false),
        });
        let s = Arc::clone(&shared);
        let quiet_for = quiet_for();
        let ticker = std::thread::Builder::new()
            .name("progress".into())
            .spawn(move || tick(command, &s, terminal, quiet_for))
            .ok();
        Progress {
            shared: Some(shared),
            ticker,
        }
    }

    /// Enters stage `name` (its clock starts now).
    pub fn stage(&self, name: &str) {
        if let Some(s) = &self.shared {
            let mut st = s.stage.lock().unwrap_or_else(|e| e.into_inner());
            *st = (name.to_string(), Instant::now());
        }
    }

    /// Stops showing progress (erasing a terminal line).
    pub fn finish(&mut self) {
        if let Some(s) = self.shared.take() {
            s.done.store(true, Ordering::SeqCst);
        }
        if let Some(t) = self.ticker.take() {
            t.thread().unpark();
            let _ = t.join();
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}

const SPINNER: [char; 4] = ['|', '/', '-', '\\'];

fn tick(command: &str, s: &Shared, terminal: bool, quiet_for: Duration) {
    let mut drawn = false;
    let mut frame = 0usize;
    // The plain line last printed: (stage, when).
    let mut last_plain: Option<(String, Instant)> = None;
    let mut err = std::io::stderr();
    while !s.done.load(Ordering::SeqCst) {
        std::thread::park_timeout(Duration::from_millis(100));
        if s.done.load(Ordering::SeqCst) {
            break;
        }
        let (stage, since) = s.stage.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let running = since.elapsed();
        if running < quiet_for {
            continue;
        }
        if terminal {
            frame += 1;
            let _ = write!(
                err,
                "\r\x1b[2K{command}: {stage} {} {:.1} s",
                SPINNER[frame % SPINNER.len()],
                running.as_secs_f64()
            );
            let _ = err.flush();
            drawn = true;
        } else {
            let due = match &last_plain {
                Some((st, at)) => *st != stage || at.elapsed() >= PLAIN_EVERY,
                None => true,
            };
            if due {
                let _ = writeln!(
                    err,
                    "{command}: {stage} ({:.0} s so far)",
                    running.as_secs_f64()
                );
                last_plain = Some((stage, Instant::now()));
            }
        }
    }
    if drawn {
        let _ = write!(err, "\r\x1b[2K");
        let _ = err.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quiet_progress_starts_no_thread() {
        let p = Progress::start_on("compile", true, true);
        assert!(p.ticker.is_none() && p.shared.is_none());
        p.stage("anything");
    }

    #[test]
    fn stages_are_tracked_and_finishing_stops_the_ticker() {
        let mut p = Progress::start_on("verify", false, false);
        p.stage("reference");
        let name = p.shared.as_ref().unwrap().stage.lock().unwrap().0.clone();
        assert_eq!(name, "reference");
        p.finish();
        assert!(p.ticker.is_none());
    }
}
