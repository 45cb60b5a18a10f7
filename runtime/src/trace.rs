//! Execution traces of compiled runs, written in the Chrome trace-event format (readable by
//! Perfetto and `chrome://tracing`): one process per device, one slice per step (kernel
//! launch, GEMM, collective or host op), and each collective's slices on the devices linked by
//! a flow arrow.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// What a step was, for the trace and the per-kind summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum StepKind {
    /// A fused kernel.
    Kernel,
    /// A matrix product.
    Gemm,
    /// A collective (including the wait for the other members).
    Collective,
    /// An op run on the reference evaluator.
    Host,
    /// A loop's test or jump back.
    Control,
}

impl StepKind {
    /// Lower-case name.
    pub fn name(self) -> &'static str {
        match self {
            StepKind::Kernel => "kernel",
            StepKind::Gemm => "gemm",
            StepKind::Collective => "collective",
            StepKind::Host => "host",
            StepKind::Control => "control",
        }
    }
}

/// One step one device ran.
#[derive(Clone, Debug)]
pub struct TraceEvent {
    /// The device.
    pub device: usize,
    /// Which run (`--steps`) it belongs to.
    pub iteration: usize,
    /// Index of the step in the program.
    pub step: usize,
    /// What kind of step.
    pub kind: StepKind,
    /// Its name (kernel, op).
    pub name: String,
    /// Start, from the start of the trace.
    pub start: Duration,
    /// How long it took.
    pub duration: Duration,
    /// What the step did, as `(measure, amount)`: `flops` (GEMMs and kernels), `bytes`
    /// (memory a kernel reads and writes, or a collective's operand).
    pub work: Vec<(&'static str, f64)>,
}

/// Collects events from every device of a run.
#[derive(Debug)]
pub struct TraceLog {
    origin: Instant,
    events: Mutex<Vec<TraceEvent>>,
}

impl Default for TraceLog {
    fn default() -> Self {
        TraceLog::new()
    }
}

impl TraceLog {
    /// An empty log whose clock starts now.
    pub fn new() -> TraceLog {
        TraceLog {
            origin: Instant::now(),
            events: Mutex::new(Vec::new()),
        }
    }

    /// The time since the log started.
    pub fn now(&self) -> Duration {
        self.origin.elapsed()
    }

    /// Records events (one device's, in a batch).
    pub fn record(&self, events: Vec<TraceEvent>) {
        self.events
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend(events);
    }

    /// Every event recorded so far.
    pub fn events(&self) -> Vec<TraceEvent> {
        self.events
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Total time per kind of step, summed over devices, with its share of the total.
    pub fn summary(&self) -> Vec<(StepKind, Duration, usize)> {
        let mut totals: std::collections::BTreeMap<StepKind, (Duration, usize)> =
            Default::default();
        for e in self.events() {
            let t = totals.entry(e.kind).or_default();
            t.0 += e.duration;
            t.1 += 1;
        }
        totals.into_iter().map(|(k, (d, n))| (k, d, n)).collect()
    }

    /// Writes the trace as a Chrome trace-event JSON document (streamed: a long run's trace
    /// is never held as a document tree).
    pub fn write_chrome_json(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        let mut events = self.events();
        events.sort_by_key(|e| (e.iteration, e.step, e.device));
        let mut devices: Vec<usize> = events.iter().map(|e| e.device).collect();
        devices.sort_unstable();
        devices.dedup();
        let mut first = true;
        let mut emit = |out: &mut dyn std::io::Write, v: Value| -> std::io::Result<()> {
            out.write_all(if first { b"\n" } else { b",\n" })?;
            first = false;
            serde_json::to_writer(&mut *out, &v).map_err(std::io::Error::other)
        };
        out.write_all(b"{\"displayTimeUnit\": \"ms\", \"traceEvents\": [")?;
        for &d in &devices {
            emit(
                out,
                json!({"ph": "M", "name": "process_name", "pid": d, "tid": 0,
                             "args": {"name": format!("device {d}")}}),
            )?;
            emit(
                out,
                json!({"ph": "M", "name": "process_sort_index", "pid": d, "tid": 0,
                             "args": {"sort_index": d}}),
            )?;
        }
        let us = |d: Duration| d.as_secs_f64() * 1e6;
        for (i, e) in events.iter().enumerate() {
            let mut args = json!({"step": e.step, "iteration": e.iteration});
            for (what, amount) in &e.work {
                args[*what] = json!(amount);
            }
            emit(
                out,
                json!({"ph": "X", "name": e.name, "cat": e.kind.name(), "pid": e.device,
                             "tid": 0, "ts": us(e.start), "dur": us(e.duration), "args": args}),
            )?;
            if e.kind == StepKind::Collective {
                // One flow per collective step and iteration, through every device's slice.
                let id = e.iteration * 1_000_000 + e.step;
                let same =
                    |j: usize| events[j].step == e.step && events[j].iteration == e.iteration;
                let ph = if i == 0 || !same(i - 1) {
                    "s"
                } else if i + 1 == events.len() || !same(i + 1) {
                    "f"
                } else {
                    "t"
                };
                emit(
                    out,
                    json!({"ph": ph, "name": e.name, "cat": "collective", "id": id,
                                 "pid": e.device, "tid": 0, "ts": us(e.start), "bp": "e"}),
                )?;
            }
        }
        out.write_all(b"\n]}\n")
    }
}
