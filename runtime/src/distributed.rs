//! Several processes as one mesh: `shardc run` launched by torchrun, Slurm or any launcher
//! that sets `RANK`, `WORLD_SIZE`, `LOCAL_RANK`, `MASTER_ADDR` and `MASTER_PORT`.
//!
//! Process `RANK` of `WORLD_SIZE` runs a contiguous block of the mesh's devices (one each when
//! the world is as large as the mesh); with `--device cuda` on GPU `LOCAL_RANK`. Every process
//! reads the same binary and inputs and takes its own devices' pieces.
//!
//! Collectives meet at rank 0: it listens on `MASTER_ADDR:MASTER_PORT`, every other rank
//! connects, and each remote device's rendezvous is served there by the same shared-memory
//! rendezvous the CPU virtual mesh uses ([`Shared`]) — so the semantics, the member order,
//! the mismatch and timeout checks are the single-process ones. After its devices finish, a
//! rank sends their results to rank 0, which assembles the global outputs and tells every
//! rank how the run ended. (A star through rank 0 moves every byte twice; on GPUs NCCL
//! communicators per mesh axis are to replace it for data, keeping this bootstrap.)
//!
//! Frames on the wire: a little-endian u32 length and a JSON header, then a u64 length and
//! that many raw bytes (payloads: a compiled run's buffers, or an interpreter value's
//! elements).

use std::collections::HashMap;
use std::io::{BufReader, BufWriter, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::ops::Range;
use std::sync::mpsc;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use shardc_ir::ElementType;

use crate::collectives::{Failure, OpDesc, Payload, Rendezvous, Shared};
use crate::tensor_io::{tensor_from_bytes, tensor_to_bytes};

/// A process's place in a multi-process run, from its launcher's environment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Launch {
    /// This process (`RANK`).
    pub rank: usize,
    /// Processes in the run (`WORLD_SIZE`).
    pub world: usize,
    /// This process's index on its node (`LOCAL_RANK`, default `RANK`): its GPU.
    pub local_rank: usize,
    /// Rank 0's address (`MASTER_ADDR:MASTER_PORT`; the address defaults to 127.0.0.1).
    pub master: String,
}

impl Launch {
    /// The launch the environment describes; None for a single process (`WORLD_SIZE` unset
    /// or 1).
    pub fn from_env() -> Result<Option<Launch>, String> {
        Launch::from_vars(|k| std::env::var(k).ok())
    }

    /// Like [`Launch::from_env`], reading variables through `get`.
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<Option<Launch>, String> {
        let number = |k: &str| -> Result<Option<usize>, String> {
            get(k)
                .map(|v| {
                    v.trim()
                        .parse::<usize>()
                        .map_err(|_| format!("{k}={v} is not a non-negative integer"))
                })
                .transpose()
        };
        let Some(world) = number("WORLD_SIZE")? else {
            return Ok(None);
        };
        if world == 0 {
            return Err("WORLD_SIZE=0: a run needs at least one process".into());
        }
        if world == 1 {
            return Ok(None);
        }
        let rank = number("RANK")?
            .ok_or("WORLD_SIZE is set but RANK is not (set both, as torchrun and Slurm do)")?;
        if rank >= world {
            return Err(format!("RANK={rank} is not below WORLD_SIZE={world}"));
        }
        let local_rank = number("LOCAL_RANK")?.unwrap_or(rank);
        let port = number("MASTER_PORT")?
            .ok_or("WORLD_SIZE is set but MASTER_PORT is not (rank 0 listens there)")?;
        if port == 0 || port > 65535 {
            return Err(format!("MASTER_PORT={port} is not a TCP port"));
        }
        let addr = get("MASTER_ADDR").unwrap_or_else(|| "127.0.0.1".into());
        Ok(Some(Launch {
            rank,
            world,
            local_rank,
            master: format!("{addr}:{port}"),
        }))
    }

    /// The devices of a mesh of `devices` this process runs: a contiguous block.
    pub fn devices(&self, devices: usize) -> Result<Range<usize>, String> {
        if devices % self.world != 0 {
            return Err(format!(
                "the mesh has {devices} device(s), which {} processes (WORLD_SIZE) cannot share evenly",
                self.world
            ));
        }
        let k = devices / self.world;
        Ok(self.rank * k..(self.rank + 1) * k)
    }
}

/// A frame's header.
#[derive(Debug, Serialize, Deserialize)]
enum Message {
    /// A rank introduces itself.
    Hello { rank: usize, world: usize },
    /// A device's rendezvous (its payload in the frame's bytes).
    Exchange {
        device: usize,
        members: Vec<usize>,
        seq: u64,
        desc: OpDesc,
        payload: WirePayload,
    },
    /// The members' payloads, in order (their bytes concatenated in the frame).
    Exchanged {
        device: usize,
        payloads: Vec<WirePayload>,
    },
    /// The rendezvous failed.
    ExchangeFailed { device: usize, message: String },
    /// A device finished (with its failure).
    Finish {
        device: usize,
        failure: Option<Failure>,
    },
    /// A device's results (lengths of its results, the bytes concatenated in the frame).
    Results { device: usize, lengths: Vec<u64> },
    /// The run ended (rank 0 to every rank): its error, if any.
    Done { error: Option<String> },
}

/// A payload's form on the wire (its bytes follow the header).
#[derive(Debug, Serialize, Deserialize)]
enum WirePayload {
    Bytes {
        len: u64,
    },
    Tensor {
        element: String,
        shape: Vec<i64>,
        len: u64,
    },
}

fn encode_payload(p: &Payload, blob: &mut Vec<u8>) -> Result<WirePayload, String> {
    Ok(match p {
        Payload::Bytes(b) => {
            blob.extend_from_slice(b);
            WirePayload::Bytes {
                len: b.len() as u64,
            }
        }
        Payload::Tensor(t) => {
            let bytes = tensor_to_bytes(t)?;
            blob.extend_from_slice(&bytes);
            WirePayload::Tensor {
                element: t.ty.element.keyword().to_string(),
                shape: t.ty.shape.clone(),
                len: bytes.len() as u64,
            }
        }
    })
}

fn decode_payload(w: &WirePayload, blob: &[u8], at: &mut usize) -> Result<Payload, String> {
    let len = match w {
        WirePayload::Bytes { len } | WirePayload::Tensor { len, .. } => *len as usize,
    };
    let bytes = blob
        .get(*at..*at + len)
        .ok_or("a frame is shorter than its header says")?;
    *at += len;
    Ok(match w {
        WirePayload::Bytes { .. } => Payload::Bytes(Arc::new(bytes.to_vec())),
        WirePayload::Tensor { element, shape, .. } => {
            let e = ElementType::ALL
                .iter()
                .copied()
                .find(|e| e.keyword() == element)
                .ok_or_else(|| format!("unknown element type '{element}' on the wire"))?;
            let dims: Vec<usize> = shape.iter().map(|&d| d.max(0) as usize).collect();
            Payload::Tensor(Arc::new(tensor_from_bytes(e, &dims, bytes)?))
        }
    })
}

/// The most a frame may hold (a header of 16 MiB, a body of 64 GiB): a damaged or foreign
/// stream is refused instead of allocating without bound.
const MAX_HEADER: u32 = 16 << 20;
const MAX_BODY: u64 = 64 << 30;

fn write_frame(w: &mut impl Write, m: &Message, blob: &[u8]) -> std::io::Result<()> {
    let head = serde_json::to_vec(m).map_err(std::io::Error::other)?;
    w.write_all(&(head.len() as u32).to_le_bytes())?;
    w.write_all(&head)?;
    w.write_all(&(blob.len() as u64).to_le_bytes())?;
    w.write_all(blob)?;
    w.flush()
}

fn read_frame(r: &mut impl Read) -> std::io::Result<(Message, Vec<u8>)> {
    let mut n4 = [0u8; 4];
    r.read_exact(&mut n4)?;
    let n = u32::from_le_bytes(n4);
    if n > MAX_HEADER {
        return Err(std::io::Error::other(format!(
            "a {n}-byte frame header: not a shardc peer"
        )));
    }
    let mut head = vec![0u8; n as usize];
    r.read_exact(&mut head)?;
    let m: Message = serde_json::from_slice(&head).map_err(std::io::Error::other)?;
    let mut n8 = [0u8; 8];
    r.read_exact(&mut n8)?;
    let len = u64::from_le_bytes(n8);
    if len > MAX_BODY {
        return Err(std::io::Error::other(format!(
            "a {len}-byte frame: not a shardc peer"
        )));
    }
    let mut blob = vec![0u8; len as usize];
    r.read_exact(&mut blob)?;
    Ok((m, blob))
}

/// Rank 0's side: the run's [`Shared`] rendezvous, served to the other ranks.
pub(crate) struct Hub {
    shared: Shared,
    /// Results of remote devices, and remote devices that finished with a failure.
    remote: Mutex<RemoteState>,
    cond: Condvar,
    writers: Vec<Mutex<BufWriter<TcpStream>>>,
}

#[derive(Default)]
struct RemoteState {
    results: HashMap<usize, Vec<Vec<u8>>>,
    failed: Vec<usize>,
}

impl Hub {
    /// Listens on `launch.master` and waits (at most `timeout`) for every other rank.
    pub(crate) fn start(
        launch: &Launch,
        devices: usize,
        timeout: Duration,
    ) -> Result<(Hub, Vec<TcpStream>), String> {
        let listener = TcpListener::bind(&launch.master)
            .map_err(|e| format!("rank 0 cannot listen on {}: {e}", launch.master))?;
        listener.set_nonblocking(true).map_err(|e| e.to_string())?;
        let deadline = Instant::now() + timeout;
        let mut conns: Vec<Option<TcpStream>> = (0..launch.world).map(|_| None).collect();
        let mut joined = 1;
        while joined < launch.world {
            match listener.accept() {
                Ok((stream, _)) => {
                    stream.set_nonblocking(false).map_err(|e| e.to_string())?;
                    stream.set_nodelay(true).ok();
                    // Unbuffered: the rank's next frames must stay in the socket for `serve`.
                    match read_frame(&mut &stream) {
                        Ok((Message::Hello { rank, world }, _))
                            if world == launch.world && rank > 0 && rank < world =>
                        {
                            if conns[rank].is_some() {
                                return Err(format!("two processes say they are rank {rank}"));
                            }
                            conns[rank] = Some(stream);
                            joined += 1;
                        }
                        Ok((Message::Hello { rank, world }, _)) => {
                            return Err(format!(
                                "a process says it is rank {rank} of {world}, but this run has WORLD_SIZE={}",
                                launch.world
                            ));
                        }
                        _ => return Err("a connection that is not a shardc rank".into()),
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                    if Instant::now() >= deadline {
                        let missing: Vec<String> = (1..launch.world)
                            .filter(|&r| conns[r].is_none())
                            .map(|r| r.to_string())
                            .collect();
                        return Err(format!(
                            "rank(s) {} did not connect to {} within {} s",
                            missing.join(", "),
                            launch.master,
                            timeout.as_secs()
                        ));
                    }
                    std::thread::sleep(Duration::from_millis(5));
                }
                Err(e) => return Err(format!("accepting a rank: {e}")),
            }
        }
        let streams: Vec<TcpStream> = conns.into_iter().flatten().collect();
        let writers = streams
            .iter()
            .map(|s| s.try_clone().map(|c| Mutex::new(BufWriter::new(c))))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        Ok((
            Hub {
                shared: Shared::new(devices, timeout),
                remote: Mutex::new(RemoteState::default()),
                cond: Condvar::new(),
                writers,
            },
            streams,
        ))
    }

    /// Serves rank `rank`'s connection (its reader; replies go through `writers[rank - 1]`)
    /// until it closes; `devices` are the rank's devices. Call in a thread per rank.
    pub(crate) fn serve(&self, rank: usize, stream: TcpStream, devices: Range<usize>) {
        let mut reader = BufReader::new(stream);
        let writer = &self.writers[rank - 1];
        std::thread::scope(|scope| {
            while let Ok((m, blob)) = read_frame(&mut reader) {
                match m {
                    Message::Exchange {
                        device,
                        members,
                        seq,
                        desc,
                        payload,
                    } => {
                        let payload = decode_payload(&payload, &blob, &mut 0);
                        scope.spawn(move || {
                            let result = payload
                                .and_then(|p| self.shared.exchange(device, &members, seq, desc, p));
                            let mut out = Vec::new();
                            let reply = match result.and_then(|ps| {
                                ps.iter()
                                    .map(|p| encode_payload(p, &mut out))
                                    .collect::<Result<Vec<_>, _>>()
                            }) {
                                Ok(payloads) => Message::Exchanged { device, payloads },
                                Err(message) => {
                                    out.clear();
                                    Message::ExchangeFailed { device, message }
                                }
                            };
                            let mut w = writer.lock().unwrap_or_else(|e| e.into_inner());
                            let _ = write_frame(&mut *w, &reply, &out);
                        });
                    }
                    Message::Finish { device, failure } => {
                        if failure.is_some() {
                            let mut st = self.remote.lock().unwrap_or_else(|e| e.into_inner());
                            st.failed.push(device);
                        }
                        self.shared.finish(device, failure);
                        self.cond.notify_all();
                    }
                    Message::Results { device, lengths } => {
                        let mut at = 0usize;
                        let mut results = Vec::with_capacity(lengths.len());
                        for len in lengths {
                            let end = (at + len as usize).min(blob.len());
                            results.push(blob[at..end].to_vec());
                            at = end;
                        }
                        let mut st = self.remote.lock().unwrap_or_else(|e| e.into_inner());
                        st.results.insert(device, results);
                        drop(st);
                        self.cond.notify_all();
                    }
                    _ => break,
                }
            }
            // The connection closed (the rank ended or died): its devices that never
            // finished fail the run now — before this scope waits for the rendezvous they
            // left open, which the failure wakes.
            self.rank_gone(rank, devices);
        });
    }

    /// Records that rank `rank` is gone; its devices without results fail the run.
    fn rank_gone(&self, rank: usize, devices: Range<usize>) {
        let mut st = self.remote.lock().unwrap_or_else(|e| e.into_inner());
        for d in devices {
            if !st.results.contains_key(&d) && !st.failed.contains(&d) {
                st.failed.push(d);
                self.shared.finish(
                    d,
                    Some(Failure::Device {
                        device: d,
                        message: format!(
                            "the process of rank {rank} exited before device {d} finished"
                        ),
                    }),
                );
            }
        }
        drop(st);
        self.cond.notify_all();
    }

    /// Waits until every device in `remote` has sent its results or failed; returns the
    /// results of those that finished.
    pub(crate) fn remote_results(&self, remote: &[usize]) -> HashMap<usize, Vec<Vec<u8>>> {
        let mut st = self.remote.lock().unwrap_or_else(|e| e.into_inner());
        while !remote
            .iter()
            .all(|d| st.results.contains_key(d) || st.failed.contains(d))
        {
            st = self.cond.wait(st).unwrap_or_else(|e| e.into_inner());
        }
        std::mem::take(&mut st.results)
    }

    /// The rendezvous rank 0's own devices use.
    pub(crate) fn shared(&self) -> &Shared {
        &self.shared
    }

    /// Tells every rank how the run ended.
    pub(crate) fn done(&self, error: Option<String>) {
        for w in &self.writers {
            let mut w = w.lock().unwrap_or_else(|e| e.into_inner());
            let _ = write_frame(
                &mut *w,
                &Message::Done {
                    error: error.clone(),
                },
                &[],
            );
        }
    }
}

/// Per device, where its pending rendezvous's answer goes.
type Waiting = Arc<Mutex<HashMap<usize, mpsc::Sender<Result<Vec<Payload>, String>>>>>;

/// A rank's side (rank > 0): its devices' rendezvous go to rank 0.
pub(crate) struct Client {
    writer: Mutex<BufWriter<TcpStream>>,
    waiting: Waiting,
    done: Arc<(Mutex<Option<Option<String>>>, Condvar)>,
}

impl Client {
    /// Connects to rank 0 (retrying for `timeout` while it starts).
    pub(crate) fn connect(launch: &Launch, timeout: Duration) -> Result<Client, String> {
        let deadline = Instant::now() + timeout;
        let stream = loop {
            match TcpStream::connect(&launch.master) {
                Ok(s) => break s,
                Err(e) if Instant::now() < deadline => {
                    let _ = e;
                    std::thread::sleep(Duration::from_millis(20));
                }
                Err(e) => {
                    return Err(format!(
                        "rank {} cannot reach rank 0 at {} within {} s: {e}",
                        launch.rank,
                        launch.master,
                        timeout.as_secs()
                    ));
                }
            }
        };
        stream.set_nodelay(true).ok();
        let mut writer = BufWriter::new(stream.try_clone().map_err(|e| e.to_string())?);
        write_frame(
            &mut writer,
            &Message::Hello {
                rank: launch.rank,
                world: launch.world,
            },
            &[],
        )
        .map_err(|e| format!("cannot greet rank 0: {e}"))?;
        let waiting: Waiting = Arc::default();
        let done: Arc<(Mutex<Option<Option<String>>>, Condvar)> = Arc::default();
        let (w2, d2) = (waiting.clone(), done.clone());
        let mut reader = BufReader::new(stream);
        std::thread::spawn(move || {
            let ended = loop {
                let (m, blob) = match read_frame(&mut reader) {
                    Ok(x) => x,
                    Err(e) => break Some(format!("the connection to rank 0 broke: {e}")),
                };
                match m {
                    Message::Exchanged { device, payloads } => {
                        let mut at = 0;
                        let r = payloads
                            .iter()
                            .map(|p| decode_payload(p, &blob, &mut at))
                            .collect::<Result<Vec<_>, _>>();
                        if let Some(tx) =
                            w2.lock().unwrap_or_else(|e| e.into_inner()).remove(&device)
                        {
                            let _ = tx.send(r);
                        }
                    }
                    Message::ExchangeFailed { device, message } => {
                        if let Some(tx) =
                            w2.lock().unwrap_or_else(|e| e.into_inner()).remove(&device)
                        {
                            let _ = tx.send(Err(message));
                        }
                    }
                    Message::Done { error } => break error.or(Some(String::new())),
                    _ => break Some("rank 0 sent an unexpected message".into()),
                }
            };
            // Wake every device still waiting, and whoever waits for the end.
            for (_, tx) in w2.lock().unwrap_or_else(|e| e.into_inner()).drain() {
                let _ = tx.send(Err(ended
                    .clone()
                    .filter(|e| !e.is_empty())
                    .unwrap_or_else(|| "the run ended".into())));
            }
            let (lock, cond) = &*d2;
            *lock.lock().unwrap_or_else(|e| e.into_inner()) = Some(ended.filter(|e| !e.is_empty()));
            cond.notify_all();
        });
        Ok(Client {
            writer: Mutex::new(writer),
            waiting,
            done,
        })
    }

    fn send(&self, m: &Message, blob: &[u8]) -> Result<(), String> {
        let mut w = self.writer.lock().unwrap_or_else(|e| e.into_inner());
        write_frame(&mut *w, m, blob).map_err(|e| format!("the connection to rank 0 broke: {e}"))
    }

    /// Sends a device's results to rank 0.
    pub(crate) fn send_results(&self, device: usize, results: &[Vec<u8>]) -> Result<(), String> {
        let lengths = results.iter().map(|r| r.len() as u64).collect();
        let blob = results.concat();
        self.send(&Message::Results { device, lengths }, &blob)
    }

    /// Waits for rank 0's word on how the run ended: None when it succeeded.
    pub(crate) fn wait_done(&self) -> Option<String> {
        let (lock, cond) = &*self.done;
        let mut st = lock.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if let Some(end) = st.as_ref() {
                return end.clone();
            }
            st = cond.wait(st).unwrap_or_else(|e| e.into_inner());
        }
    }
}

impl Rendezvous for Client {
    fn exchange(
        &self,
        device: usize,
        members: &[usize],
        seq: u64,
        desc: OpDesc,
        operand: Payload,
    ) -> Result<Vec<Payload>, String> {
        let (tx, rx) = mpsc::channel();
        self.waiting
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(device, tx);
        let mut blob = Vec::new();
        let payload = encode_payload(&operand, &mut blob)?;
        self.send(
            &Message::Exchange {
                device,
                members: members.to_vec(),
                seq,
                desc,
                payload,
            },
            &blob,
        )?;
        rx.recv()
            .map_err(|_| "the connection to rank 0 closed".to_string())?
    }

    fn finish(&self, device: usize, failure: Option<Failure>) {
        let _ = self.send(&Message::Finish { device, failure }, &[]);
    }
}

/// An interpreter value as a payload (used by tests of the wire format).
#[cfg(test)]
fn tensor_payload(t: shardc_ir::interp::Tensor) -> Payload {
    Payload::Tensor(Arc::new(t))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shardc_ir::TensorType;
    use shardc_ir::interp::Tensor;

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let m: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |k| m.get(k).cloned()
    }

    #[test]
    fn launches_come_from_the_launchers_variables() {
        assert_eq!(Launch::from_vars(vars(&[])), Ok(None));
        assert_eq!(Launch::from_vars(vars(&[("WORLD_SIZE", "1")])), Ok(None));
        let l = Launch::from_vars(vars(&[
            ("WORLD_SIZE", "4"),
            ("RANK", "2"),
            ("LOCAL_RANK", "0"),
            ("MASTER_ADDR", "node7"),
            ("MASTER_PORT", "29500"),
        ]))
        .unwrap()
        .unwrap();
        assert_eq!(
            l,
            Launch {
                rank: 2,
                world: 4,
                local_rank: 0,
                master: "node7:29500".into()
            }
        );
        assert_eq!(l.devices(8), Ok(4..6));
        assert!(l.devices(6).unwrap_err().contains("cannot share evenly"));
        for (bad, why) in [
            (vec![("WORLD_SIZE", "2")], "RANK is not"),
            (
                vec![("WORLD_SIZE", "2"), ("RANK", "2"), ("MASTER_PORT", "1")],
                "not below",
            ),
            (vec![("WORLD_SIZE", "x")], "not a non-negative integer"),
            (
                vec![("WORLD_SIZE", "2"), ("RANK", "1")],
                "MASTER_PORT is not",
            ),
            (
                vec![("WORLD_SIZE", "2"), ("RANK", "1"), ("MASTER_PORT", "70000")],
                "not a TCP port",
            ),
            (vec![("WORLD_SIZE", "0")], "at least one process"),
        ] {
            let err = Launch::from_vars(vars(&bad)).unwrap_err();
            assert!(err.contains(why), "{bad:?}: {err}");
        }
    }

    #[test]
    fn frames_round_trip_and_refuse_garbage() {
        let t = Tensor::from_f64(
            TensorType::new([2, 3], ElementType::BF16),
            vec![1.5, -2.0, 0.0, 3.0, 4.0, -0.5],
        );
        let mut blob = Vec::new();
        let a = encode_payload(&tensor_payload(t.clone()), &mut blob).unwrap();
        let b = encode_payload(&Payload::Bytes(Arc::new(vec![1, 2, 3])), &mut blob).unwrap();
        let m = Message::Exchanged {
            device: 3,
            payloads: vec![a, b],
        };
        let mut wire = Vec::new();
        write_frame(&mut wire, &m, &blob).unwrap();
        let (back, bytes) = read_frame(&mut wire.as_slice()).unwrap();
        let Message::Exchanged { device, payloads } = back else {
            panic!("{back:?}")
        };
        assert_eq!(device, 3);
        let mut at = 0;
        let p0 = decode_payload(&payloads[0], &bytes, &mut at).unwrap();
        let p1 = decode_payload(&payloads[1], &bytes, &mut at).unwrap();
        match (p0, p1) {
            (Payload::Tensor(x), Payload::Bytes(y)) => {
                assert_eq!(x.ty, t.ty);
                assert_eq!(x.to_f64_vec(), t.to_f64_vec());
                assert_eq!(*y, vec![1, 2, 3]);
            }
            other => panic!("{other:?}"),
        }
        // A truncated frame, a huge header, a foreign header: errors, never a panic.
        assert!(read_frame(&mut &wire[..wire.len() - 1]).is_err());
        assert!(read_frame(&mut &u32::MAX.to_le_bytes()[..]).is_err());
        let mut junk = 5u32.to_le_bytes().to_vec();
        junk.extend_from_slice(b"hello");
        junk.extend_from_slice(&0u64.to_le_bytes());
        assert!(read_frame(&mut junk.as_slice()).is_err());
        // A payload longer than its frame.
        let short = WirePayload::Bytes { len: 10 };
        assert!(decode_payload(&short, &[1, 2], &mut 0).is_err());
    }
}
