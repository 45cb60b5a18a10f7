//! Tensors in safetensors files.
//!
//! shardc's inputs, outputs and checkpoints are safetensors files, so that PyTorch, JAX and
//! Hugging Face tools read and write them directly. The element types map one to one:
//!
//! | shardc | safetensors |
//! |---|---|
//! | f64, f32, bf16, f16 | F64, F32, BF16, F16 |
//! | i64, i32 | I64, I32 |
//! | i1 | BOOL (one byte, 0 or 1) |
//!
//! A program's inputs are named `arg0, arg1, …` (its arguments in order) and its outputs
//! `out0, out1, …` (its results in order); a file may hold both, as the oracle cases do.
//!
//! Files are written atomically: into a temporary file in the same folder, flushed to disk,
//! then renamed over the target, so a reader never sees half a file and a failed write leaves
//! the old file in place.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use safetensors::tensor::{Dtype, SafeTensors, TensorView, View};
use shardc_ir::interp::{Data, Tensor};
use shardc_ir::{ElementType, TensorType};

use crate::RuntimeError;

/// The name prefix of a program's inputs: `arg0, arg1, …`.
pub const ARG_PREFIX: &str = "arg";
/// The name prefix of a program's outputs: `out0, out1, …`.
pub const OUT_PREFIX: &str = "out";

/// The safetensors dtype that stores `t`.
pub fn dtype_of(t: ElementType) -> Dtype {
    match t {
        ElementType::F64 => Dtype::F64,
        ElementType::F32 => Dtype::F32,
        ElementType::BF16 => Dtype::BF16,
        ElementType::F16 => Dtype::F16,
        ElementType::I64 => Dtype::I64,
        ElementType::I32 => Dtype::I32,
        ElementType::U64 => Dtype::U64,
        ElementType::U32 => Dtype::U32,
        ElementType::I16 => Dtype::I16,
        ElementType::U16 => Dtype::U16,
        ElementType::I8 => Dtype::I8,
        ElementType::U8 => Dtype::U8,
        ElementType::I1 => Dtype::BOOL,
    }
}

/// The element type a safetensors dtype holds, if shardc has one for it.
pub fn element_type_of(d: Dtype) -> Option<ElementType> {
    Some(match d {
        Dtype::F64 => ElementType::F64,
        Dtype::F32 => ElementType::F32,
        Dtype::BF16 => ElementType::BF16,
        Dtype::F16 => ElementType::F16,
        Dtype::I64 => ElementType::I64,
        Dtype::I32 => ElementType::I32,
        Dtype::U64 => ElementType::U64,
        Dtype::U32 => ElementType::U32,
        Dtype::I16 => ElementType::I16,
        Dtype::U16 => ElementType::U16,
        Dtype::I8 => ElementType::I8,
        Dtype::U8 => ElementType::U8,
        Dtype::BOOL => ElementType::I1,
        _ => return None,
    })
}

/// The little-endian bytes of `t` as safetensors stores them. Fails when the tensor is not
/// well formed (a negative dimension, an element count that does not match its shape, float
/// storage for an integer type or the reverse).
pub fn tensor_to_bytes(t: &Tensor) -> Result<Vec<u8>, String> {
    if let Some(d) = t.ty.shape.iter().find(|&&d| d < 0) {
        return Err(format!("{} has a negative dimension ({d})", t.ty));
    }
    let n = t.ty.num_elements() as usize;
    if t.len() != n {
        return Err(format!(
            "a tensor of type {} holds {} element(s), not {n}",
            t.ty,
            t.len()
        ));
    }
    let e = t.ty.element;
    let mut out = Vec::with_capacity(n * e.byte_width());
    match (&t.data, e) {
        (Data::Float(v), ElementType::F64) => v.iter().for_each(|x| out.extend(x.to_le_bytes())),
        (Data::Float(v), ElementType::F32) => {
            v.iter().for_each(|x| out.extend((*x as f32).to_le_bytes()))
        }
        (Data::Float(v), ElementType::BF16) => v
            .iter()
            .for_each(|x| out.extend(half::bf16::from_f64(*x).to_le_bytes())),
        (Data::Float(v), ElementType::F16) => v
            .iter()
            .for_each(|x| out.extend(half::f16::from_f64(*x).to_le_bytes())),
        (Data::Int(v), ElementType::I64 | ElementType::U64) => {
            v.iter().for_each(|x| out.extend(x.to_le_bytes()))
        }
        (Data::Int(v), ElementType::U32) => {
            v.iter().for_each(|x| out.extend((*x as u32).to_le_bytes()))
        }
        (Data::Int(v), ElementType::I32) => {
            v.iter().for_each(|x| out.extend((*x as i32).to_le_bytes()))
        }
        (Data::Int(v), ElementType::I16 | ElementType::U16) => {
            v.iter().for_each(|x| out.extend((*x as u16).to_le_bytes()))
        }
        (Data::Int(v), ElementType::I8 | ElementType::U8) => out.extend(v.iter().map(|&x| x as u8)),
        (Data::Int(v), ElementType::I1) => out.extend(v.iter().map(|&x| u8::from(x != 0))),
        (Data::Float(_), _) => return Err(format!("{} holds float elements", t.ty)),
        (Data::Int(_), _) => return Err(format!("{} holds integer elements", t.ty)),
    }
    Ok(out)
}

/// A tensor of `element` and `shape` from its little-endian bytes. Fails when the byte count
/// does not match, or a BOOL byte is neither 0 nor 1.
pub fn tensor_from_bytes(
    element: ElementType,
    shape: &[usize],
    bytes: &[u8],
) -> Result<Tensor, String> {
    let ty = TensorType::new(shape.iter().map(|&d| d as i64).collect::<Vec<_>>(), element);
    let n = ty.num_elements() as usize;
    let width = element.byte_width();
    if bytes.len() != n * width {
        return Err(format!(
            "{ty} needs {} byte(s), but the file gives {}",
            n * width,
            bytes.len()
        ));
    }
    fn words<const W: usize>(bytes: &[u8]) -> impl Iterator<Item = [u8; W]> + '_ {
        bytes
            .chunks_exact(W)
            .map(|c| <[u8; W]>::try_from(c).expect("chunks_exact gives W bytes"))
    }
    let data = match element {
        ElementType::F64 => Data::Float(words::<8>(bytes).map(f64::from_le_bytes).collect()),
        ElementType::F32 => Data::Float(
            words::<4>(bytes)
                .map(|w| f64::from(f32::from_le_bytes(w)))
                .collect(),
        ),
        ElementType::BF16 => Data::Float(
            words::<2>(bytes)
                .map(|w| half::bf16::from_le_bytes(w).to_f64())
                .collect(),
        ),
        ElementType::F16 => Data::Float(
            words::<2>(bytes)
                .map(|w| half::f16::from_le_bytes(w).to_f64())
                .collect(),
        ),
        ElementType::I64 | ElementType::U64 => {
            Data::Int(words::<8>(bytes).map(i64::from_le_bytes).collect())
        }
        ElementType::U32 => Data::Int(
            words::<4>(bytes)
                .map(|w| i64::from(u32::from_le_bytes(w)))
                .collect(),
        ),
        ElementType::I32 => Data::Int(
            words::<4>(bytes)
                .map(|w| i64::from(i32::from_le_bytes(w)))
                .collect(),
        ),
        ElementType::I16 => Data::Int(
            words::<2>(bytes)
                .map(|w| i64::from(i16::from_le_bytes(w)))
                .collect(),
        ),
        ElementType::U16 => Data::Int(
            words::<2>(bytes)
                .map(|w| i64::from(u16::from_le_bytes(w)))
                .collect(),
        ),
        ElementType::I8 => Data::Int(bytes.iter().map(|&b| i64::from(b as i8)).collect()),
        ElementType::U8 => Data::Int(bytes.iter().map(|&b| i64::from(b)).collect()),
        ElementType::I1 => {
            if let Some((i, b)) = bytes.iter().enumerate().find(|(_, b)| **b > 1) {
                return Err(format!(
                    "element {i} of a BOOL tensor is the byte 0x{b:02X}, not 0 or 1"
                ));
            }
            Data::Int(bytes.iter().map(|&b| i64::from(b)).collect())
        }
    };
    Ok(Tensor { ty, data })
}

/// A safetensors file read into memory and checked.
struct Loaded {
    path: PathBuf,
    bytes: Vec<u8>,
}

impl Loaded {
    fn open(path: &Path) -> Result<Loaded, RuntimeError> {
        let bytes = fs::read(path).map_err(|source| RuntimeError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        let loaded = Loaded {
            path: path.to_path_buf(),
            bytes,
        };
        loaded.view()?;
        Ok(loaded)
    }

    fn view(&self) -> Result<SafeTensors<'_>, RuntimeError> {
        SafeTensors::deserialize(&self.bytes).map_err(|e| RuntimeError::Corrupt {
            path: self.path.clone(),
            message: e.to_string(),
        })
    }

    fn names(&self) -> Result<Vec<String>, RuntimeError> {
        let mut names: Vec<String> = self
            .view()?
            .names()
            .into_iter()
            .map(str::to_string)
            .collect();
        names.sort();
        Ok(names)
    }

    /// Tensor `name`, converted.
    fn tensor(&self, name: &str) -> Result<Tensor, RuntimeError> {
        let st = self.view()?;
        let view = st.tensor(name).map_err(|_| RuntimeError::MissingTensor {
            path: self.path.clone(),
            name: name.to_string(),
            available: self.names().unwrap_or_default(),
        })?;
        self.convert(name, &view)
    }

    fn convert(&self, name: &str, view: &TensorView<'_>) -> Result<Tensor, RuntimeError> {
        let element =
            element_type_of(view.dtype()).ok_or_else(|| RuntimeError::UnsupportedDtype {
                path: self.path.clone(),
                name: name.to_string(),
                dtype: view.dtype().to_string(),
            })?;
        tensor_from_bytes(element, view.shape(), view.data()).map_err(|message| {
            RuntimeError::InvalidData {
                path: self.path.clone(),
                name: name.to_string(),
                message,
            }
        })
    }

    /// How many tensors `prefix0, prefix1, …` the file holds; an error names the first
    /// missing one when they are not numbered consecutively from 0.
    fn count_numbered(&self, prefix: &str) -> Result<usize, RuntimeError> {
        let names = self.names()?;
        let numbers: Vec<usize> = names.iter().filter_map(|n| numbered(n, prefix)).collect();
        let count = numbers.len();
        if let Some(missing) = (0..count).find(|i| !numbers.contains(i)) {
            return Err(RuntimeError::MissingTensor {
                path: self.path.clone(),
                name: format!("{prefix}{missing}"),
                available: names,
            });
        }
        Ok(count)
    }
}

/// `Some(i)` when `name` is `prefix` followed by the decimal `i` (without leading zeros).
fn numbered(name: &str, prefix: &str) -> Option<usize> {
    let digits = name.strip_prefix(prefix)?;
    let canonical = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'));
    if canonical { digits.parse().ok() } else { None }
}

/// Every tensor of the file at `path`, by name.
pub fn read_tensors(path: impl AsRef<Path>) -> Result<BTreeMap<String, Tensor>, RuntimeError> {
    tensors_of(&Loaded::open(path.as_ref())?)
}

/// Every tensor of safetensors data held in memory (`name` stands for the file in errors).
pub fn read_tensors_from_bytes(
    bytes: &[u8],
    name: &str,
) -> Result<BTreeMap<String, Tensor>, RuntimeError> {
    let file = Loaded {
        path: PathBuf::from(name),
        bytes: bytes.to_vec(),
    };
    file.view()?;
    tensors_of(&file)
}

fn tensors_of(file: &Loaded) -> Result<BTreeMap<String, Tensor>, RuntimeError> {
    let st = file.view()?;
    st.iter()
        .map(|(name, view)| Ok((name.to_string(), file.convert(name, &view)?)))
        .collect()
}

/// The tensors `prefix0, prefix1, …` of the file at `path`, in order (other tensors are
/// ignored). Fails when the numbering has a gap.
pub fn load_numbered(path: impl AsRef<Path>, prefix: &str) -> Result<Vec<Tensor>, RuntimeError> {
    let file = Loaded::open(path.as_ref())?;
    let count = file.count_numbered(prefix)?;
    (0..count)
        .map(|i| file.tensor(&format!("{prefix}{i}")))
        .collect()
}

/// A program's inputs `arg0, arg1, …` from the file at `path`, checked against the
/// program's argument types: the file must hold exactly one tensor per argument, each of
/// the argument's dtype and shape.
pub fn load_args(
    path: impl AsRef<Path>,
    expected: &[TensorType],
) -> Result<Vec<Tensor>, RuntimeError> {
    let path = path.as_ref();
    let file = Loaded::open(path)?;
    let found = file.count_numbered(ARG_PREFIX)?;
    if found != expected.len() {
        return Err(RuntimeError::CountMismatch {
            path: path.to_path_buf(),
            prefix: ARG_PREFIX.to_string(),
            expected: expected.len(),
            found,
            available: file.names()?,
        });
    }
    let st = file.view()?;
    let mut args = Vec::with_capacity(expected.len());
    for (i, want) in expected.iter().enumerate() {
        let name = format!("{ARG_PREFIX}{i}");
        let view = st.tensor(&name).map_err(|e| RuntimeError::Corrupt {
            path: path.to_path_buf(),
            message: e.to_string(),
        })?;
        match element_type_of(view.dtype()) {
            Some(e) if e == want.element => {}
            Some(_) => {
                return Err(RuntimeError::DtypeMismatch {
                    path: path.to_path_buf(),
                    name,
                    expected: want.element,
                    found: view.dtype().to_string(),
                });
            }
            None => {
                return Err(RuntimeError::UnsupportedDtype {
                    path: path.to_path_buf(),
                    name,
                    dtype: view.dtype().to_string(),
                });
            }
        }
        let shape: Vec<i64> = view.shape().iter().map(|&d| d as i64).collect();
        if shape != want.shape {
            return Err(RuntimeError::ShapeMismatch {
                path: path.to_path_buf(),
                name,
                expected: want.shape.clone(),
                found: shape,
            });
        }
        args.push(file.convert(&name, &view)?);
    }
    Ok(args)
}

/// One tensor prepared for serialization.
struct Encoded {
    dtype: Dtype,
    shape: Vec<usize>,
    bytes: Vec<u8>,
}

impl View for &Encoded {
    fn dtype(&self) -> Dtype {
        self.dtype
    }
    fn shape(&self) -> &[usize] {
        &self.shape
    }
    fn data(&self) -> Cow<'_, [u8]> {
        Cow::Borrowed(&self.bytes)
    }
    fn data_len(&self) -> usize {
        self.bytes.len()
    }
}

/// Writes `tensors` (name, value) to `path` atomically, replacing any file there.
pub fn write_tensors<'a>(
    path: impl AsRef<Path>,
    tensors: impl IntoIterator<Item = (&'a str, &'a Tensor)>,
) -> Result<(), RuntimeError> {
    let path = path.as_ref();
    let invalid = |message: String| RuntimeError::InvalidInput {
        path: path.to_path_buf(),
        message,
    };
    let mut encoded: BTreeMap<String, Encoded> = BTreeMap::new();
    for (name, t) in tensors {
        let bytes = tensor_to_bytes(t).map_err(|m| invalid(format!("tensor '{name}': {m}")))?;
        let e = Encoded {
            dtype: dtype_of(t.ty.element),
            shape: t.ty.shape.iter().map(|&d| d as usize).collect(),
            bytes,
        };
        if encoded.insert(name.to_string(), e).is_some() {
            return Err(invalid(format!("two tensors are named '{name}'")));
        }
    }
    let buffer = safetensors::serialize(encoded.iter().map(|(n, e)| (n.as_str(), e)), None)
        .map_err(|e| invalid(e.to_string()))?;
    write_atomically(path, &buffer)
}

/// Writes `tensors` as `prefix0, prefix1, …` to `path` atomically.
pub fn save_numbered(
    path: impl AsRef<Path>,
    prefix: &str,
    tensors: &[Tensor],
) -> Result<(), RuntimeError> {
    let names: Vec<String> = (0..tensors.len()).map(|i| format!("{prefix}{i}")).collect();
    write_tensors(path, names.iter().map(String::as_str).zip(tensors))
}

/// Writes a program's outputs as `out0, out1, …` to `path` atomically.
pub fn save_outputs(path: impl AsRef<Path>, outputs: &[Tensor]) -> Result<(), RuntimeError> {
    save_numbered(path, OUT_PREFIX, outputs)
}

/// Writes `bytes` to `path` atomically: through a temporary file in the same folder and a
/// rename, or in place where `path` is a device or pipe
/// ([`shardc_backend::shardbin::write_file_atomically`]).
fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), RuntimeError> {
    if path.file_name().is_none() {
        return Err(RuntimeError::InvalidInput {
            path: path.to_path_buf(),
            message: "the path does not name a file".to_string(),
        });
    }
    shardc_backend::shardbin::write_file_atomically(path, bytes).map_err(|source| {
        RuntimeError::Write {
            path: path.to_path_buf(),
            source,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};

    /// A fresh folder under the system temp folder, removed on drop.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(tag: &str) -> TempDir {
            static N: AtomicU64 = AtomicU64::new(0);
            let p = std::env::temp_dir().join(format!(
                "shardc-runtime-{tag}-{}-{}",
                std::process::id(),
                N.fetch_add(1, Ordering::Relaxed)
            ));
            fs::create_dir_all(&p).unwrap();
            TempDir(p)
        }
        fn path(&self, name: &str) -> PathBuf {
            self.0.join(name)
        }
        fn entries(&self) -> Vec<String> {
            let mut v: Vec<String> = fs::read_dir(&self.0)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
            v.sort();
            v
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    fn floats(shape: &[i64], e: ElementType, v: &[f64]) -> Tensor {
        Tensor::from_f64(TensorType::new(shape.to_vec(), e), v.to_vec())
    }

    fn ints(shape: &[i64], e: ElementType, v: &[i64]) -> Tensor {
        Tensor::from_i64(TensorType::new(shape.to_vec(), e), v.to_vec())
    }

    /// Equality that treats NaNs as equal to themselves (bitwise on floats).
    fn same(a: &Tensor, b: &Tensor) -> bool {
        a.ty == b.ty
            && match (&a.data, &b.data) {
                (Data::Float(x), Data::Float(y)) => {
                    x.len() == y.len()
                        && x.iter()
                            .zip(y)
                            .all(|(p, q)| p.to_bits() == q.to_bits() || (p.is_nan() && q.is_nan()))
                }
                (Data::Int(x), Data::Int(y)) => x == y,
                _ => false,
            }
    }

    fn samples() -> Vec<(&'static str, Tensor)> {
        use ElementType::*;
        let special = [
            0.0,
            -0.0,
            1.5,
            -2.25,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ];
        vec![
            ("f64", floats(&[7], F64, &special)),
            ("f64_exact", floats(&[2], F64, &[0.1, 1.0 + f64::EPSILON])),
            ("f32", floats(&[7], F32, &special)),
            (
                "f32_2d",
                floats(&[2, 3], F32, &[0.1, 0.2, 0.3, 1e-40, 3e38, -7.0]),
            ),
            ("bf16", floats(&[7], BF16, &special)),
            (
                "bf16_round",
                floats(&[3], BF16, &[1.0 + 2f64.powi(-9), 3.0e38, 1e-39]),
            ),
            ("f16", floats(&[7], F16, &special)),
            ("f16_sub", floats(&[3], F16, &[6.0e-8, 65504.0, 0.1])),
            ("i64", ints(&[4], I64, &[i64::MIN, -1, 0, i64::MAX])),
            (
                "i32",
                ints(&[2, 2], I32, &[i32::MIN as i64, -1, 0, i32::MAX as i64]),
            ),
            ("i1", ints(&[5], I1, &[1, 0, 0, 1, 1])),
            ("scalar", floats(&[], F32, &[42.5])),
            ("empty", floats(&[0, 3], F32, &[])),
            ("empty_int", ints(&[2, 0], I32, &[])),
        ]
    }

    #[test]
    fn every_dtype_round_trips() {
        let dir = TempDir::new("roundtrip");
        let path = dir.path("all.safetensors");
        let tensors = samples();
        write_tensors(&path, tensors.iter().map(|(n, t)| (*n, t))).unwrap();
        let back = read_tensors(&path).unwrap();
        assert_eq!(back.len(), tensors.len());
        for (name, t) in &tensors {
            let b = &back[*name];
            assert!(same(t, b), "{name}: wrote {t:?}, read {b:?}");
        }
        // Writing what was read gives the same bytes: the encoding is canonical.
        let again = dir.path("again.safetensors");
        write_tensors(&again, back.iter().map(|(n, t)| (n.as_str(), t))).unwrap();
        assert_eq!(fs::read(&path).unwrap(), fs::read(&again).unwrap());
    }

    #[test]
    fn files_use_the_standard_dtypes_and_little_endian_bytes() {
        let dir = TempDir::new("layout");
        let path = dir.path("x.safetensors");
        let t = floats(&[2], ElementType::BF16, &[1.0, -2.0]);
        let b = ints(&[3], ElementType::I1, &[1, 0, 1]);
        let i = ints(&[1], ElementType::I32, &[-2]);
        write_tensors(&path, [("w", &t), ("mask", &b), ("i", &i)]).unwrap();
        let bytes = fs::read(&path).unwrap();
        let st = SafeTensors::deserialize(&bytes).unwrap();
        let w = st.tensor("w").unwrap();
        assert_eq!(w.dtype(), Dtype::BF16);
        assert_eq!(w.shape(), &[2]);
        assert_eq!(w.data(), &[0x80, 0x3F, 0x00, 0xC0]);
        let m = st.tensor("mask").unwrap();
        assert_eq!(m.dtype(), Dtype::BOOL);
        assert_eq!(m.data(), &[1, 0, 1]);
        let i = st.tensor("i").unwrap();
        assert_eq!(i.dtype(), Dtype::I32);
        assert_eq!(i.data(), &(-2i32).to_le_bytes());
    }

    #[test]
    fn outputs_and_args_are_numbered() {
        let dir = TempDir::new("numbered");
        let path = dir.path("io.safetensors");
        let a = floats(&[2, 2], ElementType::F32, &[1.0, 2.0, 3.0, 4.0]);
        let b = ints(&[], ElementType::I64, &[7]);
        save_outputs(&path, &[a.clone(), b.clone()]).unwrap();
        let back = load_numbered(&path, OUT_PREFIX).unwrap();
        assert_eq!(back, vec![a.clone(), b.clone()]);
        assert!(load_numbered(&path, ARG_PREFIX).unwrap().is_empty());

        save_numbered(&path, ARG_PREFIX, &[a.clone(), b.clone()]).unwrap();
        let args = load_args(&path, &[a.ty.clone(), b.ty.clone()]).unwrap();
        assert_eq!(args, vec![a, b]);
    }

    #[test]
    fn numbering_ignores_lookalike_names() {
        assert_eq!(numbered("arg0", "arg"), Some(0));
        assert_eq!(numbered("arg12", "arg"), Some(12));
        assert_eq!(numbered("arg", "arg"), None);
        assert_eq!(numbered("arg01", "arg"), None);
        assert_eq!(numbered("arg1x", "arg"), None);
        assert_eq!(numbered("out1", "arg"), None);
    }

    #[test]
    fn load_args_checks_count_dtype_and_shape() {
        let dir = TempDir::new("args");
        let path = dir.path("in.safetensors");
        let x = floats(&[2, 3], ElementType::F32, &[0.0; 6]);
        let ids = ints(&[4], ElementType::I32, &[0, 1, 2, 3]);
        // Outputs in the same file do not count as inputs.
        let out = floats(&[1], ElementType::F32, &[0.0]);
        write_tensors(&path, [("arg0", &x), ("arg1", &ids), ("out0", &out)]).unwrap();
        let path_text = path.display().to_string();

        let err = load_args(&path, std::slice::from_ref(&x.ty)).unwrap_err();
        assert!(
            matches!(
                err,
                RuntimeError::CountMismatch {
                    expected: 1,
                    found: 2,
                    ..
                }
            ),
            "{err:?}"
        );
        let msg = err.to_string();
        assert!(msg.contains(&path_text) && msg.contains("arg0"), "{msg}");
        assert!(
            msg.contains(
                "but 1 are expected: arg1 is not taken by the program (it holds: arg0, arg1, out0)"
            ),
            "{msg}"
        );
        // Too few: the missing ones are named, and what the file holds is listed.
        let err = load_args(&path, &[x.ty.clone(), ids.ty.clone(), x.ty.clone()]).unwrap_err();
        let msg = err.to_string();
        assert!(
            msg.contains("but 3 are expected: arg2 is missing (it holds: arg0, arg1, out0)"),
            "{msg}"
        );

        let wrong_dtype = ids.ty.with_element(ElementType::I64);
        let err = load_args(&path, &[x.ty.clone(), wrong_dtype]).unwrap_err();
        let msg = err.to_string();
        assert!(matches!(err, RuntimeError::DtypeMismatch { .. }), "{err:?}");
        assert!(
            msg.contains("'arg1'") && msg.contains("I32") && msg.contains("i64"),
            "{msg}"
        );
        assert!(msg.contains(&path_text), "{msg}");

        let wrong_shape = TensorType::new([3, 2], ElementType::F32);
        let err = load_args(&path, &[wrong_shape, ids.ty.clone()]).unwrap_err();
        let msg = err.to_string();
        assert!(matches!(err, RuntimeError::ShapeMismatch { .. }), "{err:?}");
        assert!(msg.contains("'arg0'") && msg.contains("[2, 3]") && msg.contains("[3, 2]"));
    }

    #[test]
    fn a_gap_in_the_numbering_names_the_missing_tensor() {
        let dir = TempDir::new("gap");
        let path = dir.path("in.safetensors");
        let x = floats(&[1], ElementType::F32, &[1.0]);
        write_tensors(&path, [("arg0", &x), ("arg2", &x)]).unwrap();
        let err = load_args(&path, &[x.ty.clone(), x.ty.clone()]).unwrap_err();
        let msg = err.to_string();
        assert!(
            matches!(&err, RuntimeError::MissingTensor { name, .. } if name == "arg1"),
            "{err:?}"
        );
        assert!(msg.contains("arg0, arg2"), "{msg}");
    }

    #[test]
    fn a_missing_file_is_a_read_error_naming_it() {
        let dir = TempDir::new("missing");
        let path = dir.path("nope.safetensors");
        let err = read_tensors(&path).unwrap_err();
        assert!(matches!(err, RuntimeError::Read { .. }), "{err:?}");
        let msg = err.to_string();
        assert!(msg.contains("nope.safetensors"), "{msg}");
        assert!(load_args(&path, &[]).is_err());
    }

    #[test]
    fn corrupt_files_are_refused() {
        let dir = TempDir::new("corrupt");
        let garbage = dir.path("garbage.safetensors");
        fs::write(&garbage, b"this is not a safetensors file at all").unwrap();
        let err = read_tensors(&garbage).unwrap_err();
        assert!(matches!(err, RuntimeError::Corrupt { .. }), "{err:?}");
        assert!(err.to_string().contains("garbage.safetensors"));

        // A valid file cut short.
        let good = dir.path("good.safetensors");
        let t = floats(&[16], ElementType::F32, &[1.0; 16]);
        write_tensors(&good, [("arg0", &t)]).unwrap();
        let bytes = fs::read(&good).unwrap();
        let cut = dir.path("cut.safetensors");
        fs::write(&cut, &bytes[..bytes.len() - 5]).unwrap();
        let err = load_args(&cut, std::slice::from_ref(&t.ty)).unwrap_err();
        assert!(matches!(err, RuntimeError::Corrupt { .. }), "{err:?}");

        // Too short to hold the header length.
        let tiny = dir.path("tiny.safetensors");
        fs::write(&tiny, [1u8, 2, 3]).unwrap();
        assert!(matches!(
            read_tensors(&tiny).unwrap_err(),
            RuntimeError::Corrupt { .. }
        ));
    }

    #[test]
    fn unsupported_dtypes_and_bad_bools_are_named() {
        let dir = TempDir::new("dtype");
        let path = dir.path("f8.safetensors");
        let raw = [1u8, 2, 3];
        let view = TensorView::new(Dtype::F8_E4M3, vec![3], &raw).unwrap();
        let bytes = safetensors::serialize([("arg0", view)], None).unwrap();
        fs::write(&path, bytes).unwrap();
        let err = read_tensors(&path).unwrap_err();
        assert!(
            matches!(&err, RuntimeError::UnsupportedDtype { name, dtype, .. } if name == "arg0" && dtype == "F8_E4M3"),
            "{err:?}"
        );
        let err = load_args(&path, &[TensorType::new([3], ElementType::I32)]).unwrap_err();
        assert!(
            matches!(err, RuntimeError::UnsupportedDtype { .. }),
            "{err:?}"
        );

        let path = dir.path("bool.safetensors");
        let view = TensorView::new(Dtype::BOOL, vec![3], &raw).unwrap();
        fs::write(&path, safetensors::serialize([("m", view)], None).unwrap()).unwrap();
        let err = read_tensors(&path).unwrap_err();
        assert!(matches!(err, RuntimeError::InvalidData { .. }), "{err:?}");
        assert!(err.to_string().contains("0x02"), "{err}");
    }

    #[test]
    fn writes_are_atomic_and_leave_no_temporary_files() {
        let dir = TempDir::new("atomic");
        let path = dir.path("ckpt.safetensors");
        let a = floats(&[2], ElementType::F32, &[1.0, 2.0]);
        let b = floats(&[3], ElementType::F64, &[3.0, 4.0, 5.0]);
        write_tensors(&path, [("w", &a)]).unwrap();
        write_tensors(&path, [("w", &b)]).unwrap();
        assert_eq!(read_tensors(&path).unwrap()["w"], b);
        assert_eq!(dir.entries(), vec!["ckpt.safetensors".to_string()]);

        // A failed write (a malformed tensor) leaves the old file as it was.
        let before = fs::read(&path).unwrap();
        let bad = Tensor {
            ty: TensorType::new([4], ElementType::F32),
            data: Data::Float(vec![1.0]),
        };
        let err = write_tensors(&path, [("w", &bad)]).unwrap_err();
        assert!(matches!(err, RuntimeError::InvalidInput { .. }), "{err:?}");
        assert!(err.to_string().contains("'w'"), "{err}");
        assert_eq!(fs::read(&path).unwrap(), before);
        assert_eq!(dir.entries(), vec!["ckpt.safetensors".to_string()]);

        // Writing into a folder that does not exist fails cleanly.
        let nowhere = dir.path("no/such/dir/x.safetensors");
        let err = save_outputs(&nowhere, &[a]).unwrap_err();
        assert!(matches!(err, RuntimeError::Write { .. }), "{err:?}");
        assert!(err.to_string().contains("x.safetensors"), "{err}");
    }

    #[test]
    fn malformed_tensors_and_duplicate_names_are_refused() {
        let dir = TempDir::new("invalid");
        let path = dir.path("x.safetensors");
        let t = floats(&[1], ElementType::F32, &[1.0]);
        let err = write_tensors(&path, [("a", &t), ("a", &t)]).unwrap_err();
        assert!(
            err.to_string().contains("two tensors are named 'a'"),
            "{err}"
        );
        let mixed = Tensor {
            ty: TensorType::new([1], ElementType::I32),
            data: Data::Float(vec![1.0]),
        };
        let err = write_tensors(&path, [("m", &mixed)]).unwrap_err();
        assert!(err.to_string().contains("float elements"), "{err}");
        assert!(!path.exists());
    }

    #[test]
    fn byte_conversion_checks_lengths() {
        let err = tensor_from_bytes(ElementType::F32, &[3], &[0; 8]).unwrap_err();
        assert!(err.contains("needs 12 byte(s)"), "{err}");
        let t = tensor_from_bytes(ElementType::F16, &[1], &[0x00, 0x3C]).unwrap();
        assert_eq!(t.to_f64_vec(), vec![1.0]);
    }
}
