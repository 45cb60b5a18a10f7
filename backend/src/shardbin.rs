//! The sharded-binary file format.
//!
//! ```text
//! offset  size  content
//! 0       8     magic "SHARDBIN"
//! 8       4     format version, u32 little-endian
//! 12      4     reserved, zero
//! 16      8     payload length N, u64 little-endian
//! 24      N     payload: UTF-8 JSON (see `Payload`)
//! 24+N    32    SHA-256 of bytes [0, 24+N)
//! ```
//! A file whose magic, version, length or checksum does not match is refused with a message
//! saying which. Files are written atomically (temporary file, then rename:
//! [`write_file_atomically`]).

use std::path::Path;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::BackendError;
use crate::report::Report;

const MAGIC: &[u8; 8] = b"SHARDBIN";
/// The format version this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// The contents of a sharded binary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShardedBinary {
    /// The shardc version that wrote it.
    pub shardc_version: String,
    /// Mesh axes `(name, size)`, major to minor.
    pub mesh: Vec<(String, i64)>,
    /// The function every device runs.
    pub entry: String,
    /// The local-view (per-device) program, in shardc's generic text form.
    pub program: String,
    /// The global-view program after resharding (what the local program was made from), in
    /// generic form; used to explain and verify the plan.
    pub global_program: String,
    /// The plan's report.
    pub report: Report,
    /// Machine code of the program's kernels (absent when the program has no compiled form,
    /// or in binaries written before kernels were stored).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernels: Option<crate::codegen::KernelObjects>,
    /// The kernels as a PTX module for NVIDIA GPUs (`shardc compile --target cuda`), with
    /// each kernel's launches; `shardc run --device cuda` loads it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ptx: Option<crate::codegen::PtxModule>,
    /// Compiled with `--parity`: reductions pinned whole, kernels exact; results are bitwise
    /// the single-device program's.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub parity: bool,
    /// The plan's certificate (`shardc-certificate/1`): the derivation of `global_program`
    /// from the input program, which `shardc verify --certificate` replays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub certificate: Option<shardc_certify::Certificate>,
    /// Why no certificate could be derived, when none is stored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub certificate_missing: Option<String>,
}

/// Serializes `bin` into the file format.
pub fn encode(bin: &ShardedBinary) -> Vec<u8> {
    let payload = serde_json::to_vec(bin).expect("serializing plain data cannot fail");
    let mut out = Vec::with_capacity(payload.len() + 56);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&0u32.to_le_bytes());
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(&payload);
    let digest = Sha256::digest(&out);
    out.extend_from_slice(&digest);
    out
}

/// Parses the file format; `path` names the file in errors.
pub fn decode(bytes: &[u8], path: &str) -> Result<ShardedBinary, BackendError> {
    let corrupt = |message: String| BackendError::Corrupt {
        path: path.to_string(),
        message,
    };
    if bytes.len() < 24 + 32 || &bytes[..8] != MAGIC {
        return Err(corrupt("missing the SHARDBIN header".into()));
    }
    let version = u32::from_le_bytes(bytes[8..12].try_into().unwrap_or_default());
    if version != FORMAT_VERSION {
        return Err(BackendError::Version {
            path: path.to_string(),
            found: version,
            supported: FORMAT_VERSION,
        });
    }
    let len = u64::from_le_bytes(bytes[16..24].try_into().unwrap_or_default());
    let expected = 24u64.checked_add(len).and_then(|n| n.checked_add(32));
    if expected != Some(bytes.len() as u64) {
        return Err(corrupt(format!(
            "the payload length says {len} bytes but the file has {}",
            bytes.len()
        )));
    }
    let body_end = 24 + len as usize;
    let digest = Sha256::digest(&bytes[..body_end]);
    if digest.as_slice() != &bytes[body_end..] {
        return Err(corrupt("checksum mismatch (the file is damaged)".into()));
    }
    serde_json::from_slice(&bytes[24..body_end])
        .map_err(|e| corrupt(format!("malformed payload: {e}")))
}

/// Writes `bin` to `path` atomically ([`write_file_atomically`]).
pub fn write_shardbin(path: impl AsRef<Path>, bin: &ShardedBinary) -> Result<(), BackendError> {
    let path = path.as_ref();
    write_file_atomically(path, &encode(bin)).map_err(|source| BackendError::Io {
        action: "write",
        path: path.display().to_string(),
        source,
    })
}

/// Writes `bytes` to `path` so that no reader sees half a file and a failed write leaves
/// what was there: into a temporary file in the same folder (`.NAME.PID.N.tmp`), flushed to
/// disk, then renamed over the file. A symbolic link is followed (its target is replaced,
/// the link stays). A path that names something other than a regular file — a device such
/// as `/dev/null`, a pipe, a terminal — is written in place: renaming over it would put a
/// regular file where the device was (`shardc compile … -o /dev/null` run as root once
/// replaced the machine's `/dev/null`).
pub fn write_file_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let target = match std::fs::metadata(path) {
        Ok(m) if !m.is_file() => return std::fs::write(path, bytes),
        Ok(_) => std::fs::canonicalize(path)?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => path.to_path_buf(),
        Err(e) => return Err(e),
    };
    let file_name = target.file_name().ok_or_else(|| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "the path does not name a file",
        )
    })?;
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let tmp = dir.join(format!(
        ".{}.{}.{}.tmp",
        file_name.to_string_lossy(),
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let result = (|| {
        let mut f = std::fs::File::create_new(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, &target)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
        return result;
    }
    // Make the rename itself durable where the platform allows it; failing to is harmless.
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Reads and checks the sharded binary at `path`.
pub fn read_shardbin(path: impl AsRef<Path>) -> Result<ShardedBinary, BackendError> {
    let path = path.as_ref();
    let bytes = std::fs::read(path).map_err(|source| BackendError::Io {
        action: "read",
        path: path.display().to_string(),
        source,
    })?;
    decode(&bytes, &path.display().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> ShardedBinary {
        ShardedBinary {
            shardc_version: "0.1.0".into(),
            mesh: vec![("dp".into(), 2)],
            entry: "main".into(),
            program: "\"builtin.module\"() ({}) : () -> ()".into(),
            global_program: String::new(),
            report: Report::default(),
            kernels: Some(crate::codegen::KernelObjects {
                cpu: "znver4".into(),
                features: "+avx512f".into(),
                digest: "00".into(),
                count: 1,
                objects: vec![vec![0x7f, b'E', b'L', b'F', 0, 255]],
            }),
            ptx: None,
            parity: true,
            certificate: None,
            certificate_missing: Some("no plan".into()),
        }
    }

    #[test]
    fn round_trips_and_refuses_damage() {
        let bytes = encode(&sample());
        assert_eq!(decode(&bytes, "x").unwrap(), sample());
        let mut flipped = bytes.clone();
        flipped[30] ^= 1;
        assert!(
            decode(&flipped, "x")
                .unwrap_err()
                .to_string()
                .contains("checksum mismatch")
        );
        let mut versioned = bytes.clone();
        versioned[8] = 9;
        assert!(
            decode(&versioned, "x")
                .unwrap_err()
                .to_string()
                .contains("format version 9")
        );
        assert!(
            decode(&bytes[..bytes.len() - 1], "x")
                .unwrap_err()
                .to_string()
                .contains("payload length")
        );
        assert!(
            decode(b"hello", "x")
                .unwrap_err()
                .to_string()
                .contains("SHARDBIN header")
        );
    }

    /// Numbers stored in a binary read back bit for bit: `shardc inspect` of a binary shows
    /// the estimate compiling the program gives (serde_json's default parser can land one
    /// unit in the last place away, as it did for this estimate).
    #[test]
    fn floats_read_back_exactly() {
        for step_seconds in [9.308849426903861e-05, 0.1 + 0.2, 1e-300, f64::MAX] {
            let mut bin = sample();
            bin.report.estimate = crate::report::Estimate {
                profile: "cpu".into(),
                step_seconds,
                peak_bytes_per_device: 1,
            };
            let back = decode(&encode(&bin), "x").unwrap();
            let read = back.report.estimate.step_seconds;
            assert_eq!(read.to_bits(), step_seconds.to_bits(), "{step_seconds:e}");
        }
    }

    /// An atomic write replaces a regular file (through a symbolic link, which stays a
    /// link) and leaves no temporary file; a device is written in place, never replaced:
    /// renaming over `/dev/null` (which root may do) would leave a regular file there.
    #[cfg(unix)]
    #[test]
    fn atomic_writes_follow_links_and_leave_devices_in_place() {
        use std::os::unix::fs::FileTypeExt;
        let dir = std::env::temp_dir().join(format!("shardbin-write-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("out.bin");
        write_file_atomically(&file, b"first").unwrap();
        let link = dir.join("link.bin");
        std::os::unix::fs::symlink(&file, &link).unwrap();
        write_file_atomically(&link, b"second").unwrap();
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read(&file).unwrap(), b"second");
        let names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names.len(), 2, "a temporary file was left: {names:?}");
        let missing = dir.join("no-such-folder").join("out.bin");
        assert!(write_file_atomically(&missing, b"x").is_err());
        let null = Path::new("/dev/null");
        if std::fs::metadata(null).is_ok_and(|m| m.file_type().is_char_device()) {
            write_file_atomically(null, b"discarded").unwrap();
            let m = std::fs::symlink_metadata(null).unwrap();
            assert!(
                m.file_type().is_char_device(),
                "/dev/null was replaced: {m:?}"
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
