//! The partitioning fuzzer: random programs with random shardings, each compiled, run on the
//! CPU virtual mesh and compared with the single-device reference (integers and booleans
//! exactly, floats within a tolerance).
//!
//! A program is a pure function of its seed ([`random_program`]), so every failure is
//! reproduced by `shardc fuzz --seed S --count 1`. A failing program is shrunk by
//! regenerating it with fewer ops and by dropping its shardings one at a time while it still
//! fails ([`shrink`]).
//!
//! What the programs hold: 1-D, 2-D and 3-D meshes (with size-1 axes), argument shardings
//! with several axes per dimension and sub-axes, `unreduced` arguments (partial sums),
//! `dist.constraint` reshards mid-program; f32, f64, bf16, i32 and i1 values; elementwise
//! unary and binary ops (log, sqrt, floor, is_finite, not, and, or on bounded or boolean
//! inputs among them), softmax, layer norm, gelu, random draws, iotas and non-splat
//! constants, compare and select, convert, broadcast, transpose, reshapes with
//! compound and coprime factors, slices, edge padding, concatenation, rolls, reductions (add,
//! max, min)
//! and dot products; one to three results, each with a random declared sharding. Floats are
//! kept finite and moderate (`exp` of a `tanh`, divisors in (1, 2)), so that a mismatch
//! means a partitioning error rather than reordered rounding blown up.

use std::collections::BTreeMap;

use shardc_ir::interp::Tensor;
use shardc_ir::op::{BinaryOp, CompareDirection, DotDims, ReduceKind, RngDistribution, UnaryOp};
use shardc_ir::{
    AxisRef, DenseElements, DimSharding, ElementType, Form, FunctionBuilder, Location, Mesh,
    MeshDecl, Module, OpKind, Sharding, TensorType, Value, print_module, verify_module,
};
use shardc_runtime::RunOptions;

use crate::conditioning::{Rounding, outputs_past_float_range, perturbed_references};
use crate::execute::{run_reference, run_sharded, worst_error};
use crate::random_inputs::random_inputs;

/// The stride-1 slice `[from, to)` of dimension `d` of a value of `shape`, whole along the
/// other dimensions.
fn slice_along(shape: &[i64], d: usize, from: i64, to: i64) -> OpKind {
    let mut start = vec![0; shape.len()];
    let mut limit = shape.to_vec();
    start[d] = from;
    limit[d] = to;
    OpKind::Slice {
        start,
        limit,
        strides: vec![1; shape.len()],
    }
}

/// A small deterministic generator (splitmix64): the same seed draws the same programs on
/// every machine. Shared with the property tests of `tests/`.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    fn pick<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())].clone()
    }

    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

/// The meshes the fuzzer draws from, by kind.
const MESHES: &[(&str, &[(&str, i64)])] = &[
    ("1d", &[("x", 2)]),
    ("1d", &[("x", 4)]),
    ("1d", &[("x", 8)]),
    ("2d", &[("x", 2), ("y", 2)]),
    ("2d", &[("x", 2), ("y", 4)]),
    ("2d", &[("x", 4), ("y", 2)]),
    ("2d+size1", &[("p", 1), ("x", 4)]),
    ("3d", &[("x", 2), ("y", 2), ("z", 2)]),
    ("3d+size1", &[("x", 2), ("p", 1), ("y", 4)]),
];

/// Dimension sizes: powers of two, multiples of three, and primes that no mesh divides (so
/// reshapes meet coprime factors and shardings meet padding).
const DIMS: &[i64] = &[2, 3, 4, 5, 6, 7, 8, 12, 16];

/// How [`random_program`] shapes a program.
#[derive(Clone, Debug)]
pub struct ProgramShape {
    /// Ops generated (after the arguments).
    pub ops: usize,
    /// Arguments whose sharding is dropped (for shrinking).
    pub replicated_args: Vec<usize>,
    /// Drop every `dist.constraint` (for shrinking).
    pub no_constraints: bool,
}

/// A generated program and what it exercises.
pub struct Generated {
    /// The program (one function `@main`).
    pub module: Module,
    /// The mesh kind (`1d`, `2d`, `3d+size1`, …).
    pub mesh_kind: &'static str,
    /// Op names in the program.
    pub ops: Vec<String>,
    /// Why the generator could not make the program it meant to (a training step `grad`
    /// refused): a failure of the compiler the fuzzer reports, not a program to check.
    pub refused: Option<String>,
}

/// A random sharding of `shape` over `mesh`: each axis (or, sometimes, a sub-axis of it) on
/// at most one dimension it divides, in random order, so dimensions get several axes.
fn random_sharding(rng: &mut Rng, mesh: &Mesh, shape: &[i64], allow_unreduced: bool) -> Sharding {
    let mut dims = vec![DimSharding::closed::<&str>([]); shape.len()];
    let mut unreduced = Vec::new();
    let mut axes: Vec<(String, i64)> = mesh.axes.clone();
    for i in (1..axes.len()).rev() {
        let j = rng.below(i + 1);
        axes.swap(i, j);
    }
    for (name, size) in axes {
        if rng.chance(3) {
            continue;
        }
        if allow_unreduced && rng.chance(6) {
            unreduced.push(AxisRef::axis(&name));
            continue;
        }
        if shape.is_empty() {
            continue;
        }
        // A sub-axis: the major or minor half of an axis of size 4 or more.
        let axis = if size >= 4 && rng.chance(3) {
            if rng.chance(2) {
                AxisRef::sub_axis(&name, 1, 2)
            } else {
                AxisRef::sub_axis(&name, size / 2, 2)
            }
        } else {
            AxisRef::axis(&name)
        };
        let k = axis.size(mesh).unwrap_or(1);
        let d = rng.below(shape.len());
        let split: i64 = dims[d]
            .axes
            .iter()
            .map(|a| a.size(mesh).unwrap_or(1))
            .product();
        // Mostly even splits; sometimes one that pads the dimension (as GSPMD does).
        if shape[d] % (split * k) == 0 || (split * k <= shape[d] && rng.chance(3)) {
            dims[d].axes.push(axis);
        }
    }
    let mut s = Sharding::new("mesh", dims);
    s.unreduced = unreduced;
    s
}

fn random_shape(rng: &mut Rng) -> Vec<i64> {
    let rank = 1 + rng.below(3);
    (0..rank).map(|_| rng.pick(DIMS)).collect()
}

/// A random factorization of `total` elements into 1 to 3 dimensions (a reshape target).
fn refactor(rng: &mut Rng, mut total: i64) -> Vec<i64> {
    let mut shape = Vec::new();
    while total > 1 && shape.len() < 2 && !rng.chance(3) {
        let divisors: Vec<i64> = (2..total).filter(|d| total % d == 0).collect();
        if divisors.is_empty() {
            break;
        }
        let d = rng.pick(&divisors);
        shape.push(d);
        total /= d;
    }
    shape.push(total);
    shape
}

/// The program of `seed`, with `shape` limiting it (for shrinking).
pub fn random_program(seed: u64, shape: &ProgramShape) -> Generated {
    let mut rng = Rng(seed);
    let (mesh_kind, axes) = MESHES[rng.below(MESHES.len())];
    let mesh = Mesh::new(axes.iter().map(|&(n, s)| (n, s)));
    let element = rng.pick(&[
        ElementType::F32,
        ElementType::F32,
        ElementType::F32,
        ElementType::F64,
        ElementType::BF16,
        ElementType::I32,
    ]);
    let num_args = 1 + rng.below(3);
    let mut arg_types: Vec<TensorType> = (0..num_args)
        .map(|_| TensorType::new(random_shape(&mut rng), element))
        .collect();
    // Token ids for lookups (values 0..15: some beyond a small table, which gather clamps
    // and scatter drops).
    let ids_shape: Vec<i64> = (0..1 + rng.below(2))
        .map(|_| rng.pick(&[2i64, 4, 6]))
        .collect();
    arg_types.push(TensorType::new(ids_shape, ElementType::I32));
    let ids_arg = arg_types.len() - 1;
    let mut fb = FunctionBuilder::new("main", arg_types.clone(), vec![]);
    for (i, ty) in arg_types.iter().enumerate() {
        // Arguments may hold partial sums (`unreduced`): the runtime splits the inputs so.
        let s = random_sharding(&mut rng, &mesh, &ty.shape, true);
        if !shape.replicated_args.contains(&i) {
            fb.shard_arg(i, s);
        }
    }
    let ids = fb.arg(ids_arg);
    let mut pool: Vec<Value> = (0..num_args).map(|i| fb.arg(i)).collect();
    let mut ops = Vec::new();
    let mut made = 0;
    let mut attempts = 0;
    while made < shape.ops && attempts < shape.ops * 8 {
        attempts += 1;
        let x = rng.pick(&pool);
        let xt = fb.ty(x).clone();
        let same: Vec<Value> = pool.iter().copied().filter(|&v| fb.ty(v) == &xt).collect();
        let float = xt.element.is_float();
        let rank = xt.rank();
        let kind_and_operands: Option<(OpKind, Vec<Value>, Option<TensorType>)> = match rng
            .below(21)
        {
            0..=2 => {
                let ops: &[BinaryOp] = if xt.element.is_bool() {
                    &[BinaryOp::And, BinaryOp::Or, BinaryOp::Maximum]
                } else if float {
                    &[
                        BinaryOp::Add,
                        BinaryOp::Subtract,
                        BinaryOp::Multiply,
                        BinaryOp::Maximum,
                        BinaryOp::Minimum,
                        BinaryOp::Divide,
                    ]
                } else {
                    &[
                        BinaryOp::Add,
                        BinaryOp::Subtract,
                        BinaryOp::Multiply,
                        BinaryOp::Maximum,
                        BinaryOp::Minimum,
                    ]
                };
                let y = rng.pick(&same);
                Some((OpKind::Binary(rng.pick(ops)), vec![x, y], None))
            }
            3 | 4 => {
                let ops: &[UnaryOp] = if xt.element.is_bool() {
                    &[UnaryOp::Not]
                } else if float {
                    &[
                        UnaryOp::Tanh,
                        UnaryOp::Negate,
                        UnaryOp::Exponential,
                        UnaryOp::Abs,
                        UnaryOp::Logistic,
                    ]
                } else {
                    &[UnaryOp::Negate, UnaryOp::Abs, UnaryOp::Sign]
                };
                Some((OpKind::Unary(rng.pick(ops)), vec![x], None))
            }
            5 => {
                // compare + select
                let y = rng.pick(&same);
                let dir = rng.pick(&[
                    CompareDirection::Lt,
                    CompareDirection::Ge,
                    CompareDirection::Eq,
                ]);
                let c = fb.op(OpKind::Compare(dir), vec![x, y], None).ok();
                c.map(|c| (OpKind::Select, vec![c, y, x], None))
            }
            6 => {
                let mut perm: Vec<i64> = (0..rank as i64).collect();
                for i in (1..perm.len()).rev() {
                    let j = rng.below(i + 1);
                    perm.swap(i, j);
                }
                Some((OpKind::Transpose { permutation: perm }, vec![x], None))
            }
            7 | 8 => {
                let to = refactor(&mut rng, xt.num_elements());
                Some((
                    OpKind::Reshape,
                    vec![x],
                    Some(TensorType::new(to, xt.element)),
                ))
            }
            9 if rank >= 1 && !xt.element.is_bool() => {
                let d = rng.below(rank) as i64;
                let kind = rng.pick(&[ReduceKind::Add, ReduceKind::Max, ReduceKind::Min]);
                let init = match (kind, float) {
                    (ReduceKind::Add, true) => {
                        DenseElements::splat_float(TensorType::scalar(xt.element), 0.0)
                    }
                    (ReduceKind::Max, true) => DenseElements::splat_float(
                        TensorType::scalar(xt.element),
                        f64::NEG_INFINITY,
                    ),
                    (_, true) => {
                        DenseElements::splat_float(TensorType::scalar(xt.element), f64::INFINITY)
                    }
                    (ReduceKind::Add, false) => {
                        DenseElements::splat_int(TensorType::scalar(xt.element), 0)
                    }
                    (ReduceKind::Max, false) => {
                        DenseElements::splat_int(TensorType::scalar(xt.element), i32::MIN as i64)
                    }
                    (_, false) => {
                        DenseElements::splat_int(TensorType::scalar(xt.element), i32::MAX as i64)
                    }
                };
                let z = fb.constant(init).ok();
                z.map(|z| {
                    (
                        OpKind::Reduce {
                            dimensions: vec![d],
                            kind,
                        },
                        vec![x, z],
                        None,
                    )
                })
            }
            10 if (1..=2).contains(&rank) && !xt.element.is_bool() => {
                // A dot with a partner contracting x's last dimension.
                let k = xt.shape[rank - 1];
                let partner: Vec<Value> = pool
                    .iter()
                    .copied()
                    .filter(|&v| {
                        fb.ty(v).element == xt.element
                            && (1..=2).contains(&fb.ty(v).rank())
                            && fb.ty(v).shape[0] == k
                    })
                    .collect();
                (!partner.is_empty()).then(|| {
                    let y = rng.pick(&partner);
                    (
                        OpKind::DotGeneral(DotDims {
                            lhs_contracting: vec![rank as i64 - 1],
                            rhs_contracting: vec![0],
                            ..DotDims::default()
                        }),
                        vec![x, y],
                        None,
                    )
                })
            }
            11 if rank < 3 => {
                // Broadcast into a new dimension.
                let at = rng.below(rank + 1);
                let mut shape2 = xt.shape.clone();
                shape2.insert(at, rng.pick(&[2i64, 4, 3]));
                let dims: Vec<i64> = (0..rank)
                    .map(|d| if d < at { d as i64 } else { d as i64 + 1 })
                    .collect();
                Some((
                    OpKind::BroadcastInDim { dims },
                    vec![x],
                    Some(TensorType::new(shape2, xt.element)),
                ))
            }
            12 if rank >= 1 => {
                let d = rng.below(rank);
                let n = xt.shape[d];
                Some((
                    slice_along(&xt.shape, d, n / 2 - n / 4, n - n / 4),
                    vec![x],
                    None,
                ))
            }
            13 if rank >= 1 => {
                let y = rng.pick(&same);
                Some((
                    OpKind::Concatenate {
                        dimension: rng.below(rank) as i64,
                    },
                    vec![x, y],
                    None,
                ))
            }
            14 if float => {
                let target = rng.pick(&[ElementType::F32, ElementType::F64, ElementType::BF16]);
                Some((
                    OpKind::Convert,
                    vec![x],
                    Some(TensorType::new(xt.shape.clone(), target)),
                ))
            }
            16 | 17 if rank >= 1 && rng.chance(3) => {
                // `dynamic_slice` (a gather with a start index for every dimension, JAX's
                // one layer of a stack in a scan) and sometimes `dynamic_update_slice` (a
                // replacing scatter of the slice back, changed): some dimensions whole (their
                // start clamped to 0), starts possibly out of range.
                let sizes: Vec<i64> = xt
                    .shape
                    .iter()
                    .map(|&n| {
                        if rng.chance(2) {
                            n
                        } else {
                            1 + rng.below(n as usize) as i64
                        }
                    })
                    .collect();
                let starts: Vec<i64> = xt
                    .shape
                    .iter()
                    .map(|&n| rng.below(n as usize + 3) as i64 - 1)
                    .collect();
                let all: Vec<i64> = (0..rank as i64).collect();
                let index = fb.constant(DenseElements {
                    ty: TensorType::new([rank as i64], ElementType::I32),
                    values: shardc_ir::attr::ElementValues::Int(starts),
                    splat: false,
                });
                let gather = OpKind::Gather(shardc_ir::op::GatherDims {
                    offset_dims: all.clone(),
                    start_index_map: all.clone(),
                    index_vector_dim: 0,
                    slice_sizes: sizes.clone(),
                    ..Default::default()
                });
                let slice = index.and_then(|i| {
                    fb.op(gather, vec![x, i], Some(TensorType::new(sizes, xt.element)))
                        .map(|v| (v, i))
                });
                match slice {
                    Ok((slice, i)) if rng.chance(2) && !xt.element.is_bool() => {
                        ops.push("hlo.gather".to_string());
                        made += 1;
                        pool.push(slice);
                        let changed = fb
                            .op(OpKind::Unary(UnaryOp::Negate), vec![slice], None)
                            .unwrap_or(slice);
                        let scatter = OpKind::Scatter {
                            dims: shardc_ir::op::ScatterDims {
                                update_window_dims: all.clone(),
                                scatter_dims_to_operand_dims: all,
                                index_vector_dim: 0,
                                ..Default::default()
                            },
                            kind: shardc_ir::op::ScatterKind::Replace,
                        };
                        Some((scatter, vec![x, i, changed], None))
                    }
                    Ok((slice, _)) => {
                        pool.push(slice);
                        ops.push("hlo.gather".to_string());
                        made += 1;
                        None
                    }
                    Err(_) => None,
                }
            }
            16 | 17 if rank == 2 && !xt.element.is_bool() => {
                // An embedding lookup, and sometimes its gradient (a scatter-add of the
                // looked-up rows back into a table of x's shape).
                let it = fb.ty(ids).clone();
                let mut rshape = it.shape.clone();
                rshape.push(xt.shape[1]);
                let gather = OpKind::Gather(shardc_ir::op::GatherDims {
                    offset_dims: vec![it.rank() as i64],
                    collapsed_slice_dims: vec![0],
                    start_index_map: vec![0],
                    index_vector_dim: it.rank() as i64,
                    slice_sizes: vec![1, xt.shape[1]],
                    ..Default::default()
                });
                let rows = fb.op(
                    gather,
                    vec![x, ids],
                    Some(TensorType::new(rshape, xt.element)),
                );
                match rows {
                    Ok(rows) if rng.chance(2) => {
                        ops.push("hlo.gather".to_string());
                        made += 1;
                        let scatter = OpKind::Scatter {
                            dims: shardc_ir::op::ScatterDims {
                                update_window_dims: vec![it.rank() as i64],
                                inserted_window_dims: vec![0],
                                scatter_dims_to_operand_dims: vec![0],
                                index_vector_dim: it.rank() as i64,
                                ..Default::default()
                            },
                            kind: shardc_ir::op::ScatterKind::Reduce(ReduceKind::Add),
                        };
                        let zero = if float {
                            DenseElements::splat_float(xt.clone(), 0.0)
                        } else {
                            DenseElements::splat_int(xt.clone(), 0)
                        };
                        let input = if rng.chance(2) {
                            x
                        } else {
                            fb.constant(zero).unwrap_or(x)
                        };
                        pool.push(rows);
                        Some((scatter, vec![input, ids, rows], None))
                    }
                    Ok(rows) => {
                        pool.push(rows);
                        ops.push("hlo.gather".to_string());
                        made += 1;
                        None
                    }
                    Err(_) => None,
                }
            }
            18 if rank >= 1 => {
                // Edge padding (possibly negative, which crops) of one dimension.
                let d = rng.below(rank);
                let (lo, hi) = (rng.below(5) as i64 - 1, rng.below(5) as i64 - 1);
                let mut low = vec![0; rank];
                let mut high = vec![0; rank];
                low[d] = lo;
                high[d] = hi;
                let mut shape2 = xt.shape.clone();
                shape2[d] += lo + hi;
                let value = if float {
                    DenseElements::splat_float(TensorType::scalar(xt.element), 0.5)
                } else {
                    DenseElements::splat_int(TensorType::scalar(xt.element), 1)
                };
                match fb.constant(value) {
                    Ok(v) if shape2[d] > 0 => Some((
                        OpKind::Pad {
                            low,
                            high,
                            interior: vec![0; rank],
                        },
                        vec![x, v],
                        Some(TensorType::new(shape2, xt.element)),
                    )),
                    _ => None,
                }
            }
            19 if rank >= 1 => {
                // A roll (jnp.roll): the end of x, then its start, along one dimension.
                let d = rng.below(rank);
                let n = xt.shape[d];
                if n < 2 {
                    None
                } else {
                    let p = 1 + rng.below(n as usize - 1) as i64;
                    let cut = |fb: &mut FunctionBuilder, from: i64, to: i64| {
                        fb.op(slice_along(&xt.shape, d, from, to), vec![x], None)
                    };
                    match (cut(&mut fb, p, n), cut(&mut fb, 0, p)) {
                        (Ok(end), Ok(begin)) => Some((
                            OpKind::Concatenate {
                                dimension: d as i64,
                            },
                            vec![end, begin],
                            None,
                        )),
                        _ => None,
                    }
                }
            }
            20 if float => {
                // Composites and the rest of the float elementwise set, on bounded inputs.
                match rng.below(8) {
                    0 => Some((
                        OpKind::Softmax {
                            dimension: rng.below(rank.max(1)) as i64,
                        },
                        vec![x],
                        None,
                    ))
                    .filter(|_| rank >= 1),
                    1 => Some((
                        OpKind::Gelu {
                            approximate: rng.chance(2),
                        },
                        vec![x],
                        None,
                    )),
                    2 if rank >= 1 => {
                        let n = xt.shape[rank - 1];
                        let vt = TensorType::new([n], xt.element);
                        let scale = fb.constant(DenseElements::splat_float(vt.clone(), 1.5));
                        let bias = fb.constant(DenseElements::splat_float(vt, -0.25));
                        match (scale, bias) {
                            (Ok(sc), Ok(b)) => Some((
                                OpKind::LayerNorm {
                                    dimension: rank as i64 - 1,
                                    epsilon: 1e-5,
                                },
                                vec![x, sc, b],
                                None,
                            )),
                            _ => None,
                        }
                    }
                    3 => fb
                        .op(OpKind::Unary(UnaryOp::Logistic), vec![x], None)
                        .ok()
                        .map(|l| (OpKind::Unary(UnaryOp::Log), vec![l], None)),
                    4 => fb
                        .op(OpKind::Unary(UnaryOp::Abs), vec![x], None)
                        .ok()
                        .map(|a| {
                            (
                                OpKind::Unary(rng.pick(&[UnaryOp::Sqrt, UnaryOp::Floor])),
                                vec![a],
                                None,
                            )
                        }),
                    5 => {
                        // A random draw of x's shape: the same bits whatever the layout.
                        let seed = fb.constant(DenseElements::splat_int(
                            TensorType::scalar(ElementType::I64),
                            7,
                        ));
                        seed.ok().map(|seed| {
                            (
                                OpKind::Rng {
                                    distribution: rng
                                        .pick(&[RngDistribution::Uniform, RngDistribution::Normal]),
                                    stream: rng.below(4) as i64,
                                    global_shape: Vec::new(),
                                },
                                vec![seed],
                                Some(xt.clone()),
                            )
                        })
                    }
                    6 if rank >= 1 => {
                        // An iota of x's shape, and a non-splat constant added to it.
                        let d = rng.below(rank) as i64;
                        let values: Vec<f64> = (0..xt.num_elements())
                            .map(|i| (i % 7) as f64 * 0.25)
                            .collect();
                        let c = fb.constant(DenseElements {
                            ty: xt.clone(),
                            values: shardc_ir::ElementValues::Float(values),
                            splat: false,
                        });
                        let i = fb.op(OpKind::Iota { dimension: d }, Vec::new(), Some(xt.clone()));
                        match (c, i) {
                            (Ok(c), Ok(i)) => {
                                Some((OpKind::Binary(BinaryOp::Add), vec![c, i], None))
                            }
                            _ => None,
                        }
                    }
                    _ => {
                        // Booleans: is_finite, not, and/or of comparisons.
                        let finite = fb.op(OpKind::Unary(UnaryOp::IsFinite), vec![x], None);
                        let y = rng.pick(&same);
                        let lt = fb.op(OpKind::Compare(CompareDirection::Lt), vec![x, y], None);
                        match (finite, lt) {
                            (Ok(a), Ok(b)) => {
                                let op = rng.pick(&[BinaryOp::And, BinaryOp::Or]);
                                fb.op(OpKind::Binary(op), vec![a, b], None)
                                    .ok()
                                    .map(|c| (OpKind::Unary(UnaryOp::Not), vec![c], None))
                            }
                            _ => None,
                        }
                    }
                }
            }
            15 if !shape.no_constraints => {
                let s = random_sharding(&mut rng, &mesh, &xt.shape, false);
                let c = fb.op(OpKind::Constraint, vec![x], None).ok();
                if let Some(c) = c {
                    fb.set_sharding(c, s);
                    pool.push(c);
                    ops.push("dist.constraint".to_string());
                    made += 1;
                }
                None
            }
            _ => None,
        };
        let Some((kind, mut operands, ty)) = kind_and_operands else {
            continue;
        };
        // Keep floats finite and moderate, so that a mismatch is a partitioning error and not
        // reordered rounding blown up: `exp` sees a tanh, a divisor lies in (1, 2).
        match kind {
            OpKind::Unary(UnaryOp::Exponential) => {
                let Ok(t) = fb.op(OpKind::Unary(UnaryOp::Tanh), vec![operands[0]], None) else {
                    continue;
                };
                operands[0] = t;
            }
            OpKind::Binary(BinaryOp::Divide) => {
                let yt = fb.ty(operands[1]).clone();
                let (Ok(l), Ok(one)) = (
                    fb.op(OpKind::Unary(UnaryOp::Logistic), vec![operands[1]], None),
                    fb.constant(DenseElements::splat_float(yt, 1.0)),
                ) else {
                    continue;
                };
                let Ok(d) = fb.op(OpKind::Binary(BinaryOp::Add), vec![l, one], None) else {
                    continue;
                };
                operands[1] = d;
            }
            _ => {}
        }
        let name = kind.name();
        if let Ok(v) = fb.op(kind, operands, ty) {
            pool.push(v);
            ops.push(name);
            made += 1;
        }
    }
    // One to three results: the last value and others from the pool.
    let mut results = vec![*pool.last().expect("the pool holds the arguments")];
    for _ in 0..rng.below(3) {
        let v = rng.pick(&pool);
        if !results.contains(&v) {
            results.push(v);
        }
    }
    let result_types: Vec<TensorType> = results.iter().map(|&v| fb.ty(v).clone()).collect();
    let result_shardings: Vec<Option<Sharding>> = result_types
        .iter()
        .map(|t| (!rng.chance(3)).then(|| random_sharding(&mut rng, &mesh, &t.shape, false)))
        .collect();
    finish_program(
        fb,
        (results, result_types, result_shardings),
        mesh,
        mesh_kind,
        Some(ops),
    )
}

/// Returns `results` (with their types and declared shardings) from the function `fb`
/// builds, in a module over `mesh`. `ops` names the ops the generator made (`None`: every
/// op of the body).
fn finish_program(
    fb: FunctionBuilder,
    (results, result_types, result_shardings): (Vec<Value>, Vec<TensorType>, Vec<Option<Sharding>>),
    mesh: Mesh,
    mesh_kind: &'static str,
    ops: Option<Vec<String>>,
) -> Generated {
    let mut f = fb.finish();
    let ops = ops.unwrap_or_else(|| f.body.iter().map(|&op| f.ops[op].kind.name()).collect());
    f.result_attrs = vec![Default::default(); results.len()];
    f.result_types = result_types;
    f.result_shardings = result_shardings;
    f.append_op(OpKind::Return, results, vec![], Location::Unknown);
    let mut module = Module::new();
    module.meshes.push(MeshDecl {
        name: "mesh".into(),
        mesh,
        loc: Location::Unknown,
    });
    module.functions.push(f);
    Generated {
        module,
        mesh_kind,
        ops,
        refused: None,
    }
}

/// A program of `ops` ops on `ui32` tensors, as JAX's random numbers compute: wrapping
/// arithmetic, bitwise ops, shifts (by amounts past the width too), unsigned division,
/// comparison and extremes, `ui64` detours, `rng_bits` draws, iotas, and bits turned into
/// floats in [1, 2) by `bitcast_convert` and back; with reshapes, transposes and
/// constraints, on random meshes and shardings. Every result is an integer, so the sharded
/// run must equal the reference exactly.
pub fn random_bits_program(seed: u64, ops: usize) -> Generated {
    use shardc_ir::op::BitAlgorithm;
    let mut rng = Rng(seed ^ 0xB175_B175_B175_B175);
    let (mesh_kind, axes) = MESHES[rng.below(MESHES.len())];
    let mesh = Mesh::new(axes.iter().map(|&(n, s)| (n, s)));
    let u32t = |shape: &[i64]| TensorType::new(shape.to_vec(), ElementType::U32);
    let shape = random_shape(&mut rng);
    let num_args = 1 + rng.below(2);
    let arg_types = vec![u32t(&shape); num_args];
    let mut fb = FunctionBuilder::new("main", arg_types.clone(), vec![]);
    for (i, ty) in arg_types.iter().enumerate() {
        let s = random_sharding(&mut rng, &mesh, &ty.shape, true);
        fb.shard_arg(i, s);
    }
    let mut pool: Vec<Value> = (0..num_args).map(|i| fb.arg(i)).collect();
    let mut made_ops = 0;
    let splat = |fb: &mut FunctionBuilder, ty: &TensorType, v: i64| {
        fb.constant(DenseElements::splat_int(ty.clone(), v))
    };
    let mut attempts = 0;
    while made_ops < ops && attempts < ops * 8 {
        attempts += 1;
        let x = rng.pick(&pool);
        let xt = fb.ty(x).clone();
        let same: Vec<Value> = pool.iter().copied().filter(|&v| fb.ty(v) == &xt).collect();
        let made: Result<Value, String> = match rng.below(10) {
            0..=2 => {
                let op = rng.pick(&[
                    BinaryOp::Xor,
                    BinaryOp::And,
                    BinaryOp::Or,
                    BinaryOp::Add,
                    BinaryOp::Subtract,
                    BinaryOp::Multiply,
                    BinaryOp::Maximum,
                    BinaryOp::Minimum,
                    BinaryOp::Divide,
                    BinaryOp::Remainder,
                    BinaryOp::ShiftLeft,
                    BinaryOp::ShiftRightLogical,
                    BinaryOp::ShiftRightArithmetic,
                ]);
                let y = rng.pick(&same);
                fb.binary(op, x, y)
            }
            3 => {
                // A shift by a constant, around and past the width.
                let by = rng.pick(&[1i64, 7, 9, 13, 31, 32, 33]);
                let op = rng.pick(&[
                    BinaryOp::ShiftLeft,
                    BinaryOp::ShiftRightLogical,
                    BinaryOp::ShiftRightArithmetic,
                ]);
                splat(&mut fb, &xt, by).and_then(|c| fb.binary(op, x, c))
            }
            4 => {
                // Random bits of x's shape, mixed in.
                let algorithm = rng.pick(&[BitAlgorithm::Philox, BitAlgorithm::ThreeFry]);
                let words = if algorithm == BitAlgorithm::Philox && rng.chance(2) {
                    vec![0x1234_5678_9abc_def0u64 as i64, -3, 5]
                } else {
                    vec![42, -(rng.below(5) as i64)]
                };
                let st = TensorType::new([words.len() as i64], ElementType::U64);
                fb.constant(DenseElements {
                    ty: st,
                    values: shardc_ir::ElementValues::Int(words),
                    splat: false,
                })
                .and_then(|state| {
                    fb.op(
                        OpKind::RngBits {
                            algorithm,
                            global_shape: Vec::new(),
                        },
                        vec![state],
                        Some(xt.clone()),
                    )
                })
                .and_then(|b| fb.binary(BinaryOp::Xor, x, b))
            }
            5 if xt.rank() >= 1 => {
                let d = rng.below(xt.rank()) as i64;
                fb.op(OpKind::Iota { dimension: d }, Vec::new(), Some(xt.clone()))
                    .and_then(|i| fb.binary(BinaryOp::Add, x, i))
            }
            6 => {
                // Bits to a float in [1, 2), scaled, truncated back: exact on every device.
                let ft = xt.with_element(ElementType::F32);
                (|| -> Result<Value, String> {
                    let nine = splat(&mut fb, &xt, 9)?;
                    let m = fb.binary(BinaryOp::ShiftRightLogical, x, nine)?;
                    let one = splat(&mut fb, &xt, 0x3f80_0000)?;
                    let m = fb.binary(BinaryOp::Or, m, one)?;
                    let f = fb.op(OpKind::BitcastConvert, vec![m], Some(ft.clone()))?;
                    let three = fb.constant(DenseElements::splat_float(ft.clone(), 3.0))?;
                    let f = fb.binary(BinaryOp::Multiply, f, three)?;
                    fb.op(OpKind::Convert, vec![f], Some(xt.clone()))
                })()
            }
            7 => {
                // A ui64 detour: widen, multiply by a large odd constant, shift, narrow.
                let wt = xt.with_element(ElementType::U64);
                (|| -> Result<Value, String> {
                    let w = fb.op(OpKind::Convert, vec![x], Some(wt.clone()))?;
                    let k = splat(&mut fb, &wt, 0x9E37_79B9_7F4A_7C15u64 as i64)?;
                    let w = fb.binary(BinaryOp::Multiply, w, k)?;
                    let by = splat(&mut fb, &wt, 29)?;
                    let w = fb.binary(BinaryOp::ShiftRightLogical, w, by)?;
                    fb.op(OpKind::Convert, vec![w], Some(xt.clone()))
                })()
            }
            8 => {
                // Unsigned comparison and select.
                let y = rng.pick(&same);
                fb.op(OpKind::Compare(CompareDirection::Lt), vec![x, y], None)
                    .and_then(|c| fb.op(OpKind::Select, vec![c, x, y], None))
            }
            _ => {
                if rng.chance(2) {
                    let s = random_sharding(&mut rng, &mesh, &xt.shape, false);
                    fb.op(OpKind::Constraint, vec![x], None).inspect(|&c| {
                        fb.set_sharding(c, s);
                    })
                } else {
                    let mut perm: Vec<i64> = (0..xt.rank() as i64).collect();
                    for i in (1..perm.len()).rev() {
                        perm.swap(i, rng.below(i + 1));
                    }
                    fb.op(OpKind::Transpose { permutation: perm }, vec![x], None)
                }
            }
        };
        if let Ok(v) = made {
            pool.push(v);
            made_ops += 1;
        }
    }
    let last = *pool.last().expect("the pool holds the arguments");
    let results = vec![last];
    let result_types = vec![fb.ty(last).clone()];
    let result_shardings = vec![
        (!rng.chance(3)).then(|| random_sharding(&mut rng, &mesh, &result_types[0].shape, false)),
    ];
    finish_program(
        fb,
        (results, result_types, result_shardings),
        mesh,
        mesh_kind,
        None,
    )
}

/// A program of the vision and ranking ops on an NHWC f32 tensor: convolutions (strides,
/// padding, dilation, feature groups), window reductions, max-pooling gradients
/// (`select_and_scatter`), reverses, sorts and argmaxes, with negations between them and
/// constraints that move the layout — on random meshes and shardings, so that
/// their sharding rules (whole windows, contracted input features) are checked against the
/// reference.
pub fn random_windows_program(seed: u64, ops: usize) -> Generated {
    use shardc_ir::op::ConvDims;
    let mut rng = Rng(seed ^ 0x5717_D057_17D0);
    let (mesh_kind, axes) = MESHES[rng.below(MESHES.len())];
    let mesh = Mesh::new(axes.iter().map(|&(n, s)| (n, s)));
    let shape = vec![
        rng.pick(&[2i64, 4]),
        rng.pick(&[4i64, 6, 8]),
        rng.pick(&[4i64, 5, 8]),
        rng.pick(&[2i64, 3, 4]),
    ];
    let xt = TensorType::new(shape.clone(), ElementType::F32);
    let mut fb = FunctionBuilder::new("main", vec![xt.clone()], vec![]);
    let s = random_sharding(&mut rng, &mesh, &shape, false);
    fb.shard_arg(0, s);
    let mut cur = fb.arg(0);
    let mut extra: Vec<Value> = Vec::new();
    let f32s = |shape: Vec<i64>| TensorType::new(shape, ElementType::F32);
    let mut made = 0;
    let mut attempts = 0;
    while made < ops && attempts < ops * 8 {
        attempts += 1;
        let t = fb.ty(cur).clone();
        let (b, h, w, c) = (t.shape[0], t.shape[1], t.shape[2], t.shape[3]);
        let zero = || DenseElements::splat_float(TensorType::scalar(ElementType::F32), 0.0);
        let result: Result<Value, String> = match rng.below(8) {
            0 => {
                let (kh, kw) = (1 + rng.below(3) as i64, 1 + rng.below(3) as i64);
                let (sh, sw) = (1 + rng.below(2) as i64, 1 + rng.below(2) as i64);
                let (ph, pw) = (rng.below(2) as i64, rng.below(2) as i64);
                let groups = if rng.chance(3) { c } else { 1 };
                let cout = if groups > 1 {
                    c
                } else {
                    rng.pick(&[2i64, 3, 4])
                };
                let kshape = vec![kh, kw, c / groups, cout];
                let n: i64 = kshape.iter().product();
                let values: Vec<f64> = (0..n).map(|i| ((i * 7 % 11) as f64 - 5.0) / 8.0).collect();
                let dims = ConvDims {
                    input_batch: 0,
                    input_feature: 3,
                    input_spatial: vec![1, 2],
                    kernel_input_feature: 2,
                    kernel_output_feature: 3,
                    kernel_spatial: vec![0, 1],
                    output_batch: 0,
                    output_feature: 3,
                    output_spatial: vec![1, 2],
                    window_strides: vec![sh, sw],
                    padding_low: vec![ph, pw],
                    padding_high: vec![pw, ph],
                    lhs_dilation: vec![1, 1],
                    rhs_dilation: vec![1, 1 + rng.below(2) as i64],
                    feature_group_count: groups,
                };
                // Half the convolutions read computed operands (a logistic of the input and
                // of the constant kernel, on their blocks): their padding, where a split does
                // not divide the input features, is not zero.
                let computed = rng.chance(2);
                let input = if computed {
                    fb.op(OpKind::Unary(UnaryOp::Logistic), vec![cur], None)
                } else {
                    Ok(cur)
                };
                input.and_then(|x| {
                    fb.constant(DenseElements {
                        ty: f32s(kshape.clone()),
                        values: shardc_ir::ElementValues::Float(values),
                        splat: false,
                    })
                    .and_then(|k| {
                        if computed {
                            fb.op(OpKind::Unary(UnaryOp::Logistic), vec![k], None)
                        } else {
                            Ok(k)
                        }
                    })
                    .and_then(|k| {
                        let out = shardc_ir::op::conv_output_type(&dims, &t, &f32s(kshape))?;
                        if out.num_elements() == 0 {
                            return Err("empty".into());
                        }
                        fb.op(OpKind::Convolution(dims), vec![x, k], Some(out))
                    })
                })
            }
            1 | 2 => {
                let window = vec![1, 1 + rng.below(3) as i64, 1 + rng.below(3) as i64, 1];
                let strides = vec![1, 1 + rng.below(2) as i64, 1 + rng.below(2) as i64, 1];
                let low = vec![0, rng.below(2) as i64, rng.below(2) as i64, 0];
                let high = vec![0, rng.below(2) as i64, 0, 0];
                let kind = rng.pick(&[ReduceKind::Add, ReduceKind::Max]);
                let init = if kind == ReduceKind::Max {
                    DenseElements::splat_float(
                        TensorType::scalar(ElementType::F32),
                        f64::NEG_INFINITY,
                    )
                } else {
                    zero()
                };
                let pool_grad = rng.chance(2);
                fb.constant(init).and_then(|i| {
                    let rw = fb.op(
                        OpKind::ReduceWindow {
                            window_dimensions: window.clone(),
                            window_strides: strides.clone(),
                            window_dilations: vec![1; 4],
                            padding_low: low.clone(),
                            padding_high: high.clone(),
                            kind,
                        },
                        vec![cur, i],
                        None,
                    )?;
                    if fb.ty(rw).num_elements() == 0 {
                        return Err("empty".into());
                    }
                    if !pool_grad {
                        return Ok(rw);
                    }
                    // The max-pooling gradient of these windows, the pooled values as the
                    // incoming gradient.
                    let z = fb.constant(zero())?;
                    fb.op(
                        OpKind::SelectAndScatter {
                            window_dimensions: window,
                            window_strides: strides,
                            padding_low: low,
                            padding_high: high,
                            select: CompareDirection::Ge,
                            kind: ReduceKind::Add,
                        },
                        vec![cur, rw, z],
                        None,
                    )
                })
            }
            3 => {
                let dims: Vec<i64> = (0..4).filter(|_| rng.chance(2)).collect();
                fb.op(OpKind::Reverse { dimensions: dims }, vec![cur], None)
            }
            4 => {
                let d = 1 + rng.below(3) as i64;
                fb.op(
                    OpKind::SortBy {
                        dimension: d,
                        descending: rng.chance(2),
                        total_order: rng.chance(2),
                    },
                    vec![cur, cur],
                    None,
                )
            }
            5 => {
                // An argmax to a side output (converted so outputs stay float).
                let d = rng.below(4) as i64;
                let it = TensorType::new(t.shape.clone(), ElementType::I32);
                let out_shape: Vec<i64> = (0..4)
                    .filter(|&k| k != d)
                    .map(|k| t.shape[k as usize])
                    .collect();
                let picked = (|| -> Result<Value, String> {
                    let i = fb.op(OpKind::Iota { dimension: d }, vec![], Some(it))?;
                    let lo = fb.constant(DenseElements::splat_float(
                        TensorType::scalar(ElementType::F32),
                        f64::NEG_INFINITY,
                    ))?;
                    let z = fb.constant(DenseElements::splat_int(
                        TensorType::scalar(ElementType::I32),
                        0,
                    ))?;
                    let a = fb.op(
                        OpKind::ArgReduce {
                            dimensions: vec![d],
                            kind: rng.pick(&[ReduceKind::Max, ReduceKind::Min]),
                        },
                        vec![cur, i, lo, z],
                        Some(TensorType::new(out_shape.clone(), ElementType::I32)),
                    )?;
                    fb.op(OpKind::Convert, vec![a], Some(f32s(out_shape.clone())))
                })();
                if let Ok(v) = picked {
                    extra.push(v);
                }
                Ok(cur)
            }
            6 => {
                let s = random_sharding(&mut rng, &mesh, &t.shape, false);
                fb.op(OpKind::Constraint, vec![cur], None)
                    .inspect(|&v| fb.set_sharding(v, s))
            }
            // Negate, not tanh: every op of this family computes bitwise alike on both engines
            // (the window ops run as host ops), so an argmax, sort or pooling gradient never
            // sees values an ulp apart — a kernel's tanh within a few ulps of the reference's
            // would flip ties there, which is rounding, not partitioning.
            _ => fb.op(OpKind::Unary(UnaryOp::Negate), vec![cur], None),
        };
        let _ = (b, h, w);
        if let Ok(v) = result {
            cur = v;
            made += 1;
        }
    }
    let mut results = vec![cur];
    results.extend(extra.into_iter().take(2));
    let result_types: Vec<TensorType> = results.iter().map(|&v| fb.ty(v).clone()).collect();
    let result_shardings: Vec<Option<Sharding>> = result_types
        .iter()
        .map(|t| (!rng.chance(3)).then(|| random_sharding(&mut rng, &mesh, &t.shape, false)))
        .collect();
    finish_program(
        fb,
        (results, result_types, result_shardings),
        mesh,
        mesh_kind,
        None,
    )
}

/// A loop (`hlo.while`) carrying a counter and one to three `n x n` float tensors, on a
/// random mesh with random shardings on the initial values: the body computes each next value
/// from the carried ones with elementwise ops, products with a carried matrix (scaled to stay
/// bounded), transposes, row sums broadcast back and constraints to random shardings (reshards
/// inside the loop); the condition runs 0–4 iterations, sometimes also reducing a carried
/// value (a collective in the condition); ops before and after the loop; sometimes a second
/// loop, over the first one's results or (half the time) nested in its body. The results
/// must equal the reference on both engines.
pub fn random_loop_program(seed: u64, ops: usize) -> Generated {
    let mut rng = Rng(seed ^ 0x100F_100F_100F);
    let (mesh_kind, axes) = MESHES[rng.below(MESHES.len())];
    let mesh = Mesh::new(axes.iter().map(|&(n, s)| (n, s)));
    let n = rng.pick(&[2i64, 4, 6]);
    let mat = TensorType::new([n, n], ElementType::F32);
    let count = TensorType::scalar(ElementType::I32);
    let k = 1 + rng.below(3);
    let mut carried = vec![count.clone()];
    carried.extend(std::iter::repeat_n(mat.clone(), k));
    let mut functions = Vec::new();
    let mut made_ops: Vec<String> = Vec::new();
    let loops = 1 + usize::from(rng.chance(3));
    let mut main = FunctionBuilder::new("main", vec![mat.clone(); k], vec![]);
    for i in 0..k {
        if !rng.chance(4) {
            main.shard_arg(i, random_sharding(&mut rng, &mesh, &mat.shape, false));
        }
    }
    let mut values: Vec<Value> = (0..k).map(|i| main.arg(i)).collect();
    // Sometimes (a draw of its own, so the other draws stay as they were) the second loop
    // runs inside the first's body instead of after it.
    let nested = loops == 2 && Rng(seed ^ 0x2E57_ED00).chance(2);
    let mut inner: Option<(shardc_ir::Function, shardc_ir::Function)> = None;
    if nested {
        inner = random_loop_functions(&mut rng, 1, &carried, (ops, &mesh), None);
    }
    for l in 0..loops - usize::from(nested) {
        let names = inner
            .as_ref()
            .map(|(c, b)| (c.name.clone(), b.name.clone()));
        let Some((c, b)) = random_loop_functions(
            &mut rng,
            l,
            &carried,
            (ops, &mesh),
            names.as_ref().map(|(c, b)| (c.as_str(), b.as_str())),
        ) else {
            continue;
        };
        let (cond_name, body_name) = (c.name.clone(), b.name.clone());
        // The loop in @main, after an op on each value.
        let zero = main.constant(DenseElements::splat_int(count.clone(), 0));
        let Ok(zero) = zero else { continue };
        let mut operands = vec![zero];
        for &v in &values {
            operands.push(main.unary(UnaryOp::Negate, v).unwrap_or(v));
        }
        let results = main.op_with_results(
            OpKind::While {
                cond: cond_name,
                body: body_name,
            },
            operands,
            carried.clone(),
        );
        values = results[1..].to_vec();
        functions.push(c);
        functions.push(b);
        made_ops.push("hlo.while".to_string());
        // The inner loop's functions, once its one caller is in.
        if let Some((c, b)) = inner.take() {
            functions.push(c);
            functions.push(b);
            made_ops.push("hlo.while".to_string());
        }
    }
    let mut results = Vec::new();
    for &v in &values {
        results.push(main.unary(UnaryOp::Tanh, v).unwrap_or(v));
    }
    let result_types = vec![mat.clone(); results.len()];
    let result_shardings: Vec<Option<Sharding>> = result_types
        .iter()
        .map(|t| (!rng.chance(3)).then(|| random_sharding(&mut rng, &mesh, &t.shape, false)))
        .collect();
    let mut g = finish_program(
        main,
        (results, result_types, result_shardings),
        mesh,
        mesh_kind,
        Some(Vec::new()),
    );
    for mut f in functions {
        f.visibility = shardc_ir::Visibility::Private;
        made_ops.extend(f.body.iter().map(|&op| f.ops[op].kind.name()));
        g.module.functions.push(f);
    }
    made_ops.retain(|o| o != "func.return");
    g.ops = made_ops;
    g
}

/// The condition and body of loop `l` of [`random_loop_program`] over `carried` (a counter
/// and `k` matrices), the body of `ops` random ops (and, with `inner`, a loop over the
/// functions `inner` names); `None` when a builder refused an op.
fn random_loop_functions(
    rng: &mut Rng,
    l: usize,
    carried: &[TensorType],
    (ops, mesh): (usize, &Mesh),
    inner: Option<(&str, &str)>,
) -> Option<(shardc_ir::Function, shardc_ir::Function)> {
    let (cond_name, body_name) = (format!("cond{l}"), format!("body{l}"));
    let (k, count, mat) = (carried.len() - 1, &carried[0], &carried[1]);
    // The condition: a counter below a bound, and sometimes a finite sum (always true:
    // the trip count stays the bound, but the sum is a collective of sharded values).
    let mut c = FunctionBuilder::new(
        cond_name.as_str(),
        carried.to_vec(),
        vec![TensorType::scalar(ElementType::I1)],
    );
    let bound = rng.below(5) as i64;
    let pred = (|| -> Result<Value, String> {
        let limit = c.constant(DenseElements::splat_int(count.clone(), bound))?;
        let lt = c.op(
            OpKind::Compare(CompareDirection::Lt),
            vec![c.arg(0), limit],
            None,
        )?;
        if !rng.chance(2) {
            return Ok(lt);
        }
        let zero = c.constant(DenseElements::splat_float(
            TensorType::scalar(ElementType::F32),
            0.0,
        ))?;
        let total = c.reduce(c.arg(1), zero, vec![0, 1], ReduceKind::Add)?;
        let big = c.constant(DenseElements::splat_float(
            TensorType::scalar(ElementType::F32),
            1e30,
        ))?;
        let small = c.op(
            OpKind::Compare(CompareDirection::Lt),
            vec![total, big],
            None,
        )?;
        c.op(OpKind::Binary(BinaryOp::And), vec![lt, small], None)
    })();
    let pred = pred.ok()?;
    c.ret(vec![pred]);
    // The body.
    let mut b = FunctionBuilder::new(body_name.as_str(), carried.to_vec(), carried.to_vec());
    let mut pool: Vec<Value> = (1..=k).map(|i| b.arg(i)).collect();
    let mut made = 0;
    let mut attempts = 0;
    while made < ops && attempts < ops * 8 {
        attempts += 1;
        let x = rng.pick(&pool);
        let y = rng.pick(&pool);
        let next = match rng.below(7) {
            0 | 1 => {
                let op = rng.pick(&[
                    BinaryOp::Add,
                    BinaryOp::Subtract,
                    BinaryOp::Multiply,
                    BinaryOp::Maximum,
                ]);
                b.binary(op, x, y)
            }
            2 => b.unary(rng.pick(&[UnaryOp::Tanh, UnaryOp::Negate]), x),
            3 => b.matmul(x, y).and_then(|p| {
                let scale = b.constant(DenseElements::splat_float(mat.clone(), 0.25))?;
                b.binary(BinaryOp::Multiply, p, scale)
            }),
            4 => b.op(
                OpKind::Transpose {
                    permutation: vec![1, 0],
                },
                vec![x],
                None,
            ),
            5 => (|| {
                let zero = b.constant(DenseElements::splat_float(
                    TensorType::scalar(ElementType::F32),
                    0.0,
                ))?;
                let rows = b.reduce(x, zero, vec![1], ReduceKind::Add)?;
                let back = b.op(
                    OpKind::BroadcastInDim { dims: vec![0] },
                    vec![rows],
                    Some(mat.clone()),
                )?;
                let t = b.unary(UnaryOp::Tanh, back)?;
                b.binary(BinaryOp::Add, x, t)
            })(),
            _ => {
                let sh = random_sharding(rng, mesh, &mat.shape, false);
                b.op(OpKind::Constraint, vec![x], None)
                    .inspect(|&v| b.set_sharding(v, sh))
            }
        };
        if let Ok(v) = next {
            pool.push(v);
            made += 1;
        }
    }
    let counter = b
        .constant(DenseElements::splat_int(count.clone(), 1))
        .and_then(|one| b.binary(BinaryOp::Add, b.arg(0), one));
    let counter = counter.ok()?;
    // A loop nested in this one: over the newest values, its results joining the pool.
    if let Some((inner_cond, inner_body)) = inner {
        let zero = b
            .constant(DenseElements::splat_int(count.clone(), 0))
            .ok()?;
        let mut operands = vec![zero];
        operands.extend((0..k).map(|j| pool[pool.len() - 1 - (j % pool.len())]));
        let results = b.op_with_results(
            OpKind::While {
                cond: inner_cond.to_string(),
                body: inner_body.to_string(),
            },
            operands,
            carried.to_vec(),
        );
        // Squashed: iterations inside iterations would otherwise grow values past f32's
        // range, where the kernels' f32 sums and the reference's f64 ones overflow apart.
        for &r in &results[1..] {
            pool.push(b.unary(UnaryOp::Tanh, r).unwrap_or(r));
        }
    }
    let mut next = vec![counter];
    // The newest values become the next carried ones (an argument may pass through).
    for j in 0..k {
        let pick = if rng.chance(5) {
            b.arg(1 + j)
        } else {
            pool[pool.len() - 1 - (j % pool.len())]
        };
        next.push(pick);
    }
    b.ret(next);
    Some((c.finish(), b.finish()))
}

/// A random sharding of a block of `block` (one device's piece in a manual computation) that
/// splits over every manual axis, each on a random dimension (so no manual axis holds copies
/// that might differ), returning it with the global type.
fn manual_layout(
    rng: &mut Rng,
    manual: &[AxisRef],
    mesh: &Mesh,
    block: &TensorType,
) -> (Sharding, TensorType) {
    let mut dims = vec![DimSharding::closed::<&str>([]); block.rank()];
    for a in manual {
        dims[rng.below(block.rank())].axes.push(a.clone());
    }
    let s = Sharding::new("mesh", dims);
    let shape = (0..block.rank())
        .map(|d| block.shape[d] * s.dim_split(d, mesh))
        .collect::<Vec<_>>();
    (s, TensorType::new(shape, block.element))
}

/// A random non-empty list of distinct axes among `manual`, in random order.
fn some_axes(rng: &mut Rng, manual: &[AxisRef]) -> Vec<AxisRef> {
    let mut axes: Vec<AxisRef> = manual.to_vec();
    for i in (1..axes.len()).rev() {
        let j = rng.below(i + 1);
        axes.swap(i, j);
    }
    axes.truncate(1 + rng.below(axes.len()));
    axes
}

/// A program around a manual computation (`dist.manual_computation`, JAX's `shard_map`):
/// arguments with random shardings, an op on each, then a manual body over a random set of
/// manual axes (the rest free) of `ops` ops on one device's blocks — elementwise ops, and
/// every collective a body may hold over random manual axes (`all_reduce`, `all_gather`,
/// `reduce_scatter`, `all_to_all`, `all_slice`, ring and pipeline `shift`s, `axis_index`) —
/// and ops on its results. The reference interpreter runs the body on every device in
/// lockstep; the sharded run splices it into each device's program, so the two meanings of
/// every collective are checked against each other.
pub fn random_manual_program(seed: u64, ops: usize) -> Generated {
    let mut rng = Rng(seed ^ 0x3A2A_3A2A_3A2A);
    let (mesh_kind, axes) = MESHES[rng.below(MESHES.len())];
    let mesh = Mesh::new(axes.iter().map(|&(n, s)| (n, s)));
    let manual: Vec<AxisRef> = mesh
        .axes
        .iter()
        .filter(|_| !rng.chance(3))
        .map(|(n, _)| AxisRef::axis(n))
        .collect();
    let manual = if manual.is_empty() {
        vec![AxisRef::axis(&mesh.axes[0].0)]
    } else {
        manual
    };
    let k = 1 + rng.below(2);
    let blocks: Vec<TensorType> = (0..k)
        .map(|_| {
            let shape = vec![rng.pick(&[2i64, 4, 8]), rng.pick(&[2i64, 4, 8])];
            TensorType::new(shape, ElementType::F32)
        })
        .collect();
    let layouts: Vec<(Sharding, TensorType)> = blocks
        .iter()
        .map(|b| manual_layout(&mut rng, &manual, &mesh, b))
        .collect();
    let arg_types: Vec<TensorType> = layouts.iter().map(|(_, t)| t.clone()).collect();
    // The body.
    let mut b = FunctionBuilder::new("body", blocks.clone(), Vec::new());
    let mut pool: Vec<Value> = (0..k).map(|i| b.arg(i)).collect();
    let mut made_ops: Vec<String> = Vec::new();
    let mut attempts = 0;
    while made_ops.len() < ops && attempts < ops * 10 {
        attempts += 1;
        let x = rng.pick(&pool);
        let xt = b.ty(x).clone();
        let same: Vec<Value> = pool.iter().copied().filter(|&v| *b.ty(v) == xt).collect();
        let y = rng.pick(&same);
        let axes = some_axes(&mut rng, &manual);
        let group: i64 = axes.iter().map(|a| a.size(&mesh).unwrap_or(1)).product();
        let d = rng.below(2);
        let mut per_dim = vec![Vec::new(); 2];
        per_dim[d] = axes.clone();
        let kind = match rng.below(11) {
            0 | 1 => Some(OpKind::Binary(rng.pick(&[
                BinaryOp::Add,
                BinaryOp::Subtract,
                BinaryOp::Multiply,
                BinaryOp::Maximum,
            ]))),
            2 => Some(OpKind::Unary(rng.pick(&[UnaryOp::Tanh, UnaryOp::Sine]))),
            3 => Some(OpKind::AllReduce {
                reduction_axes: axes.clone(),
                kind: rng.pick(&[ReduceKind::Add, ReduceKind::Max, ReduceKind::Min]),
            }),
            4 if xt.shape[d] * group <= 64 => Some(OpKind::AllGather {
                gathering_axes: per_dim,
            }),
            5 if xt.shape[d] % group == 0 => Some(OpKind::ReduceScatter {
                scatter_axes: per_dim,
                kind: ReduceKind::Add,
            }),
            6 if xt.shape[d] % group == 0 => Some(OpKind::AllSlice {
                slicing_axes: per_dim,
            }),
            7 if xt.shape[d] % group == 0 && xt.shape[1 - d] * group <= 64 => {
                Some(OpKind::AllToAll {
                    source_dim: 1 - d as i64,
                    target_dim: d as i64,
                    axes: axes.clone(),
                })
            }
            8 | 9 => {
                let offset = rng.pick(&[1i64, -1, 2]);
                Some(OpKind::Shift {
                    axes: axes.clone(),
                    offset,
                    circular: rng.chance(2),
                })
            }
            10 => {
                // The device's position, added to a value: each device's own numbers.
                let at = b
                    .op(
                        OpKind::AxisIndex { axes: axes.clone() },
                        Vec::new(),
                        Some(TensorType::scalar(ElementType::I32)),
                    )
                    .and_then(|i| {
                        b.op(
                            OpKind::Convert,
                            vec![i],
                            Some(TensorType::scalar(ElementType::F32)),
                        )
                    })
                    .and_then(|f| {
                        b.op(
                            OpKind::BroadcastInDim { dims: Vec::new() },
                            vec![f],
                            Some(xt.clone()),
                        )
                    })
                    .and_then(|p| b.binary(BinaryOp::Add, x, p));
                if let Ok(v) = at {
                    pool.push(v);
                    made_ops.push("dist.axis_index".into());
                }
                None
            }
            _ => None,
        };
        let Some(kind) = kind else { continue };
        let name = kind.name();
        let v = match &kind {
            OpKind::Binary(_) => b.op(kind, vec![x, y], None),
            OpKind::Unary(_) => b.op(kind, vec![x], None),
            _ => match shardc_ir::verify::local_collective_type(&kind, &xt, &mesh) {
                Ok(t) => Ok(b.op_with_results(kind, vec![x], vec![t])[0]),
                Err(e) => Err(e),
            },
        };
        if let Ok(v) = v {
            pool.push(v);
            made_ops.push(name.to_string());
        }
    }
    // The body returns its newest values (one or two).
    let n_out = 1 + rng.below(2).min(pool.len() - 1);
    let returned: Vec<Value> = pool[pool.len() - n_out..].to_vec();
    let out_blocks: Vec<TensorType> = returned.iter().map(|&v| b.ty(v).clone()).collect();
    b.ret(returned);
    let mut body = b.finish();
    body.result_types = out_blocks.clone();
    body.result_shardings = vec![None; out_blocks.len()];
    body.result_attrs = vec![Default::default(); out_blocks.len()];
    body.visibility = shardc_ir::Visibility::Private;
    let outs: Vec<(Sharding, TensorType)> = out_blocks
        .iter()
        .map(|t| manual_layout(&mut rng, &manual, &mesh, t))
        .collect();
    // @main.
    let mut main = FunctionBuilder::new("main", arg_types.clone(), vec![]);
    for (i, t) in arg_types.iter().enumerate() {
        if !rng.chance(4) {
            main.shard_arg(i, random_sharding(&mut rng, &mesh, &t.shape, false));
        }
    }
    let operands: Vec<Value> = (0..k)
        .map(|i| {
            main.unary(UnaryOp::Negate, main.arg(i))
                .unwrap_or(main.arg(i))
        })
        .collect();
    let results = main.op_with_results(
        OpKind::ManualComputation {
            body: "body".into(),
            manual_axes: manual.clone(),
            in_shardings: layouts.iter().map(|(s, _)| s.clone()).collect(),
            out_shardings: outs.iter().map(|(s, _)| s.clone()).collect(),
        },
        operands,
        outs.iter().map(|(_, t)| t.clone()).collect(),
    );
    let finals: Vec<Value> = results
        .iter()
        .map(|&r| main.unary(UnaryOp::Tanh, r).unwrap_or(r))
        .collect();
    let result_types: Vec<TensorType> = outs.iter().map(|(_, t)| t.clone()).collect();
    let result_shardings: Vec<Option<Sharding>> = result_types
        .iter()
        .map(|t| (!rng.chance(3)).then(|| random_sharding(&mut rng, &mesh, &t.shape, false)))
        .collect();
    let mut g = finish_program(
        main,
        (finals, result_types, result_shardings),
        mesh,
        mesh_kind,
        Some(Vec::new()),
    );
    g.module.functions.push(body);
    made_ops.push("dist.manual_computation".into());
    g.ops = made_ops;
    g
}

/// Why a program failed.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The seed that generates the program.
    pub seed: u64,
    /// What went wrong.
    pub message: String,
    /// The program, pretty-printed.
    pub program: String,
}

/// An activation of a layer of [`random_train_program`].
#[derive(Clone, Copy)]
enum Activation {
    Tanh,
    Logistic,
    Gelu(bool),
    Relu,
    Softmax,
    /// Softmax over `heads` groups of the features (reshaped to `[batch, heads, width /
    /// heads]` and back), as attention's scores are normalized per head.
    Heads(i64),
    /// Layer norm with a learned scale and bias (two parameters).
    LayerNorm,
}

/// One layer of [`random_train_program`]: `act(x · W + b) (+ x)`.
struct TrainLayer {
    /// `W` is stored `[out, in]` and read transposed (as tied weights are).
    transposed: bool,
    bias: bool,
    act: Activation,
    residual: bool,
    /// A `dist.constraint` on the layer's output.
    constrained: bool,
}

/// The training step (`grad` and an optimizer update, as `shardc compile --train` makes it:
/// [`crate::compile::make_train_step`]) of a random network on random meshes and shardings:
/// an embedding lookup or a dense input; about `ops / 4` layers, each a product with a
/// weight (sometimes stored transposed), sometimes a bias, an activation (tanh, logistic,
/// gelu, relu, softmax, softmax per head, layer norm with a learned scale and bias),
/// sometimes a residual connection and a `dist.constraint`; a mean squared error or a
/// softmax cross-entropy loss; SGD (plain, momentum, Nesterov) or AdamW, sometimes with
/// gradient clipping or a loss scale. Arguments (inputs, parameters) get random shardings,
/// and the optimizer state takes its parameter's. The partitioned step's loss, updated
/// parameters and optimizer state are compared with the single-device reference's (the
/// state starting at zero, as `shardc run` starts it).
pub fn random_train_program(seed: u64, ops: usize) -> Generated {
    use crate::compile::{Optimizer, Rule, TrainSpec};
    let mut rng = Rng(seed ^ 0x7EA1_57E9_5EED);
    let (mesh_kind, axes) = MESHES[rng.below(MESHES.len())];
    let mesh = Mesh::new(axes.iter().map(|&(n, s)| (n, s)));
    const WIDTHS: [i64; 5] = [4, 6, 8, 12, 16];
    // `random_inputs` draws integers in [0, 16): every id is a row of the table.
    const VOCAB: i64 = 16;
    let f32 = ElementType::F32;
    let batch = rng.pick(&[2i64, 4, 6, 8]);
    let depth = (ops / 4).clamp(1, 6);
    let embedded = rng.chance(3);
    let widths: Vec<i64> = (0..=depth).map(|_| rng.pick(&WIDTHS)).collect();
    let layers: Vec<TrainLayer> = (0..depth)
        .map(|l| {
            let out = widths[l + 1];
            let act = match rng.below(8) {
                0 => Activation::Tanh,
                1 => Activation::Logistic,
                2 => Activation::Gelu(rng.chance(2)),
                3 => Activation::Relu,
                4 => Activation::Softmax,
                5 => match [4i64, 3, 2].into_iter().find(|h| out % h == 0 && out > *h) {
                    Some(h) => Activation::Heads(h),
                    None => Activation::Softmax,
                },
                6 => Activation::LayerNorm,
                _ => Activation::Tanh,
            };
            TrainLayer {
                transposed: rng.chance(3),
                bias: !rng.chance(3),
                act,
                residual: widths[l] == out && rng.chance(2),
                constrained: rng.chance(4),
            }
        })
        .collect();
    let cross_entropy = rng.chance(2);
    // Arguments: the input (ids or features), the target, then the parameters.
    let mut arg_types = vec![
        if embedded {
            TensorType::new([batch], ElementType::I32)
        } else {
            TensorType::new([batch, widths[0]], f32)
        },
        TensorType::new([batch, widths[depth]], f32),
    ];
    if embedded {
        arg_types.push(TensorType::new([VOCAB, widths[0]], f32));
    }
    let mut layer_args = Vec::new();
    for (l, layer) in layers.iter().enumerate() {
        let (i, o) = (widths[l], widths[l + 1]);
        let first = arg_types.len();
        arg_types.push(if layer.transposed {
            TensorType::new([o, i], f32)
        } else {
            TensorType::new([i, o], f32)
        });
        if layer.bias {
            arg_types.push(TensorType::new([o], f32));
        }
        if matches!(layer.act, Activation::LayerNorm) {
            arg_types.push(TensorType::new([o], f32));
            arg_types.push(TensorType::new([o], f32));
        }
        layer_args.push(first);
    }
    let scalar = TensorType::scalar(f32);
    let mut fb = FunctionBuilder::new("main", arg_types.clone(), vec![scalar.clone()]);
    for (i, t) in arg_types.iter().enumerate() {
        if !rng.chance(4) {
            fb.shard_arg(i, random_sharding(&mut rng, &mesh, &t.shape, false));
        }
    }
    let refused = |why: String, fb: FunctionBuilder, mesh: Mesh| {
        let mut g = finish_program(fb, (vec![], vec![], vec![]), mesh, mesh_kind, None);
        g.refused = Some(format!("the generator's forward program: {why}"));
        g
    };
    macro_rules! tried {
        ($e:expr) => {
            match $e {
                Ok(v) => v,
                Err(why) => return refused(why, fb, mesh),
            }
        };
    }
    let mut h = if embedded {
        let table = fb.arg(2);
        let gather = OpKind::Gather(shardc_ir::op::GatherDims {
            offset_dims: vec![1],
            collapsed_slice_dims: vec![0],
            start_index_map: vec![0],
            index_vector_dim: 1,
            slice_sizes: vec![1, widths[0]],
            ..Default::default()
        });
        let ids = fb.arg(0);
        tried!(fb.op(
            gather,
            vec![table, ids],
            Some(TensorType::new([batch, widths[0]], f32))
        ))
    } else {
        fb.arg(0)
    };
    for (l, layer) in layers.iter().enumerate() {
        let o = widths[l + 1];
        let rows = TensorType::new([batch, o], f32);
        let mut next = layer_args[l];
        let w = fb.arg(next);
        next += 1;
        let mut z = if layer.transposed {
            let dims = DotDims {
                lhs_contracting: vec![1],
                rhs_contracting: vec![1],
                ..DotDims::default()
            };
            tried!(fb.op(OpKind::DotGeneral(dims), vec![h, w], None))
        } else {
            tried!(fb.matmul(h, w))
        };
        if layer.bias {
            let b = fb.arg(next);
            next += 1;
            let wide = tried!(fb.op(
                OpKind::BroadcastInDim { dims: vec![1] },
                vec![b],
                Some(rows.clone())
            ));
            z = tried!(fb.binary(BinaryOp::Add, z, wide));
        }
        z = match layer.act {
            Activation::Tanh => tried!(fb.unary(UnaryOp::Tanh, z)),
            Activation::Logistic => tried!(fb.unary(UnaryOp::Logistic, z)),
            Activation::Gelu(approximate) => {
                tried!(fb.op(OpKind::Gelu { approximate }, vec![z], None))
            }
            Activation::Relu => {
                let zero = tried!(fb.constant(DenseElements::splat_float(rows.clone(), 0.0)));
                tried!(fb.binary(BinaryOp::Maximum, z, zero))
            }
            Activation::Softmax => tried!(fb.op(OpKind::Softmax { dimension: 1 }, vec![z], None)),
            Activation::Heads(heads) => {
                let split = TensorType::new([batch, heads, o / heads], f32);
                let r = tried!(fb.op(OpKind::Reshape, vec![z], Some(split)));
                let s = tried!(fb.op(OpKind::Softmax { dimension: 2 }, vec![r], None));
                tried!(fb.op(OpKind::Reshape, vec![s], Some(rows.clone())))
            }
            Activation::LayerNorm => {
                let (scale, bias) = (fb.arg(next), fb.arg(next + 1));
                tried!(fb.op(
                    OpKind::LayerNorm {
                        dimension: 1,
                        epsilon: 1e-5
                    },
                    vec![z, scale, bias],
                    None
                ))
            }
        };
        if layer.residual {
            z = tried!(fb.binary(BinaryOp::Add, z, h));
        }
        if layer.constrained {
            let c = tried!(fb.op(OpKind::Constraint, vec![z], None));
            fb.set_sharding(c, random_sharding(&mut rng, &mesh, &rows.shape, false));
            z = c;
        }
        h = z;
    }
    // The loss: a mean over the batch (and, for the squared error, the features).
    let target = fb.arg(1);
    let zero = tried!(fb.constant(DenseElements::splat_float(scalar.clone(), 0.0)));
    let (terms, scale) = if cross_entropy {
        let p = tried!(fb.op(OpKind::Softmax { dimension: 1 }, vec![h], None));
        let logp = tried!(fb.unary(UnaryOp::Log, p));
        let t = tried!(fb.binary(BinaryOp::Multiply, target, logp));
        (t, -1.0 / batch as f64)
    } else {
        let d = tried!(fb.binary(BinaryOp::Subtract, h, target));
        let sq = tried!(fb.binary(BinaryOp::Multiply, d, d));
        (sq, 1.0 / (batch * widths[depth]) as f64)
    };
    let total = tried!(fb.reduce(terms, zero, vec![0, 1], ReduceKind::Add));
    let factor = tried!(fb.constant(DenseElements::splat_float(scalar.clone(), scale)));
    let loss = tried!(fb.binary(BinaryOp::Multiply, total, factor));
    let mut g = finish_program(
        fb,
        (vec![loss], vec![scalar], vec![None]),
        mesh,
        mesh_kind,
        None,
    );
    let rule = match rng.below(3) {
        0 => Rule::Sgd {
            momentum: 0.0,
            nesterov: false,
        },
        1 => Rule::Sgd {
            momentum: 0.9,
            nesterov: rng.chance(2),
        },
        _ => Rule::AdamW {
            beta1: 0.9,
            beta2: 0.999,
            eps: 1e-8,
            weight_decay: 0.01,
        },
    };
    let optimizer = Optimizer {
        rule,
        lr: 0.05,
        clip_norm: rng.chance(3).then_some(1.0),
        loss_scale: rng.chance(4).then_some(128.0),
    };
    let spec = TrainSpec {
        optimizer,
        params: (2..arg_types.len()).collect(),
    };
    match crate::compile::make_train_step(&mut g.module, &spec) {
        Ok(()) => {
            let f = &g.module.functions[0];
            g.ops = f
                .body
                .iter()
                .map(|&op| f.ops[op].kind.name())
                .filter(|n| n != "func.return")
                .collect();
        }
        Err(d) => g.refused = Some(format!("the training step: {}", joined(&d))),
    }
    g
}

/// The tolerance floats are compared with: relative `rtol`, and an absolute `atol` that
/// scales with the output's largest magnitude (normwise), because a sum reordered across
/// devices is off by rounding errors of its terms, which cancellation can leave far larger
/// than the result: in bf16 (8 significant bits) that is visible after a dozen ops.
fn tolerance(element: ElementType, largest: f64) -> (f64, f64) {
    let scale = largest.max(1.0);
    match element {
        ElementType::BF16 | ElementType::F16 => (2e-2, 5e-2 * scale),
        ElementType::F32 => (1e-4, 1e-5 * scale),
        _ => (1e-9, 1e-12 * scale),
    }
}

/// Draws of perturbed runs [`input_rounding_spread`] makes: the spread is per element, and a
/// composite's rounding inside the kernels (a layer norm's mean in f32) moves a row
/// together, which independent draws of an ulp per element reach only in their largest
/// moves (fuzz seed 9704 needs more than four).
const SPREAD_DRAWS: u64 = 8;

/// How much a difference may exceed the tolerance, in units of the reference's own spread.
pub const SPREAD_FACTOR: f64 = 4.0;

/// Per output and element, how far the reference moves when every float input, and the
/// result of every top-level op the kernels may round otherwise
/// ([`crate::conditioning::may_round_otherwise`]), is moved by up to one unit of its last
/// place (integers untouched), the largest move over [`SPREAD_DRAWS`] seeded draws
/// ([`perturbed_references`]).
///
/// A sharded or compiled program rounds differently from the reference (sums in another
/// order, in f32 rather than f64); where an output is ill-conditioned — a layer norm of a
/// row of two nearly equal sums, a difference of large values — those rounding differences
/// are amplified past any fixed tolerance. Perturbing the inputs at their rounding level
/// shows how far the reference itself moves there; a difference within a few of those
/// moves is the conditioning's, not the plan's. A wrong plan (a missing reduction, a wrong
/// slice) is off by the values themselves, far beyond it. `reference` is the reference's run
/// on `inputs`. Empty vectors when the reference fails on perturbed inputs.
fn input_rounding_spread(
    input: &Module,
    inputs: &[Tensor],
    reference: &[Tensor],
    seed: u64,
) -> Vec<Vec<f64>> {
    let base: Vec<Vec<f64>> = reference.iter().map(|t| t.to_f64_vec()).collect();
    let mut spread: Vec<Vec<f64>> = base.iter().map(|v| vec![0.0; v.len()]).collect();
    let Ok(runs) = perturbed_references(
        input,
        "main",
        inputs,
        (seed, SPREAD_DRAWS),
        Rounding::Kernels,
    ) else {
        return Vec::new();
    };
    for moved in runs {
        for ((s, b), m) in spread.iter_mut().zip(&base).zip(&moved) {
            for ((s, &b), m) in s.iter_mut().zip(b).zip(m.to_f64_vec()) {
                let d = (m - b).abs();
                if d.is_finite() {
                    *s = s.max(d);
                }
            }
        }
    }
    spread
}

/// True when every element of `got` is within the tolerance `(rtol, atol)` of `expected`
/// widened by [`SPREAD_FACTOR`] times the reference's own spread there (`moves`, per
/// element), or the output is computed `past` the float range (see
/// [`outputs_past_float_range`]: rounding decides it there); false for integer outputs,
/// shape mismatches and NaNs where the reference has none.
fn within_rounding_spread(
    expected: &Tensor,
    got: &Tensor,
    (rtol, atol, past): (f64, f64, bool),
    moves: &[f64],
) -> bool {
    if !expected.ty.element.is_float()
        || expected.ty.shape != got.ty.shape
        || moves.len() != expected.len()
    {
        return false;
    }
    if past {
        return true;
    }
    let (e, g) = (expected.to_f64_vec(), got.to_f64_vec());
    e.iter().zip(&g).zip(moves).all(|((&a, &b), &m)| {
        a == b
            || a.is_nan() && b.is_nan()
            || (a - b).abs() <= atol + rtol * a.abs() + SPREAD_FACTOR * m
    })
}

/// What a passing program exercised.
#[derive(Clone, Debug, Default)]
pub struct Checked {
    /// Collectives in its per-device program.
    pub collectives: usize,
    /// Lookups run against a split table (gathers and scatters in their local form).
    pub split_lookups: usize,
    /// Values laid out with a padded dimension (a split that does not divide it).
    pub padded_values: usize,
    /// Halo exchanges (`dist.shift`) for windows of split dimensions.
    pub halo_shifts: usize,
    /// Tuple collectives (`comm-fusion`'s, more than one operand).
    pub tuple_collectives: usize,
    /// Steps of the plan's certificate the checker replayed.
    pub certified_steps: usize,
    /// Chains of `comm-fusion`'s rewrites (egg's explanations) the checker replayed.
    pub rewrite_chains: usize,
    /// Outputs outside the tolerance only by what rounding moves the reference itself (see
    /// [`input_rounding_spread`]), or computed past the float range (see
    /// [`outputs_past_float_range`]).
    pub ill_conditioned: usize,
    /// Outputs the compiled kernels got wrong beyond the reference's own spread that the
    /// op-by-op check of the kernels explains ([`crate::kernel_check`]): computed one op at
    /// a time they make the same wrong values, each op within its rounding of the reference
    /// op on the same operands.
    pub kernel_rounding: usize,
    /// With [`Checks::kernels_op_by_op`]: ops of the per-device program whose compiled
    /// kernels were checked against the reference op on the same operands (once per device).
    pub kernel_ops: usize,
    /// With [`Checks::kernels_op_by_op`]: the op closest to its rounding bound.
    pub kernel_closest: Option<crate::kernel_check::OpError>,
    /// Plan ops the certificate leaves to the partitioner (halos, masked lookups).
    pub partitioner_ops: usize,
    /// Loops whose carried values `--auto-shard` planned by searching their bodies (in the
    /// plan kept).
    pub searched_loops: usize,
    /// The plan's estimated peak bytes per device (after partitioning).
    pub peak_bytes: i64,
    /// The search's own estimate of that peak, when `--auto-shard` searched the plan kept.
    pub searched_peak_bytes: Option<i64>,
}

/// Compiles, runs and compares one program.
pub fn check(module: Module, seed: u64) -> Result<Checked, Failure> {
    check_with(module, seed, &crate::compile::CompileOptions::default())
}

/// Like [`check`], compiled with `options` (`--auto-shard`, …).
pub fn check_with(
    module: Module,
    seed: u64,
    options: &crate::compile::CompileOptions,
) -> Result<Checked, Failure> {
    check_with_checks(module, seed, options, Checks::default())
}

/// What the fuzzer checks beyond every program's outputs against the reference (and its
/// plan's certificate and round trip, which it always checks).
#[derive(Clone, Copy, Debug, Default)]
pub struct Checks {
    /// Check the compiled kernels op by op ([`crate::kernel_check`]): every op of the
    /// per-device program against the reference op on the operands the kernels computed,
    /// within its rounding bound. Stricter than the outputs' tolerance, and blind to the
    /// program's conditioning; it compiles and runs each program once more.
    pub kernels_op_by_op: bool,
}

/// Like [`check_with`], with the `checks` asked for.
pub fn check_with_checks(
    module: Module,
    seed: u64,
    options: &crate::compile::CompileOptions,
    checks: Checks,
) -> Result<Checked, Failure> {
    let program = print_module(&module, Form::Pretty);
    let fail = |message: String| Failure {
        seed,
        message,
        program: program.clone(),
    };
    let diags = verify_module(&module);
    if !diags.is_empty() {
        // The generator made an invalid program: a generator bug, reported as such.
        return Err(fail(format!("generated an invalid program: {}", diags[0])));
    }
    let compiled = crate::compile::compile_with_options(module, options, &|_| {})
        .map_err(|d| fail(format!("compile refused a valid program: {}", joined(&d))))?;
    let f = compiled
        .global
        .function("main")
        .ok_or_else(|| fail("no @main".into()))?;
    let mut inputs = random_inputs(&f.arg_types(), seed as i64);
    // A training step's optimizer state starts at zero (as `shardc run` starts it): AdamW's
    // second moment is a sum of squares.
    let input_main = compiled
        .input
        .function("main")
        .ok_or_else(|| fail("no @main".into()))?;
    for (input, attrs) in inputs.iter_mut().zip(&input_main.arg_attrs) {
        if shardc_passes::transforms::optimizer::is_optimizer_state(attrs) {
            *input = Tensor::filled(input.ty.clone(), 0.0);
        }
    }
    let reference = run_reference(&compiled.input, "main", &inputs)
        .map_err(|e| fail(format!("reference: {e}")))?;
    let sharded = run_sharded(&compiled.local, "main", &inputs, &RunOptions::default())
        .map_err(|e| fail(format!("virtual mesh: {e}")))?;
    let compiled_run = RunOptions {
        engine: shardc_runtime::Engine::Compiled,
        ..RunOptions::default()
    };
    let kernels = run_sharded(&compiled.local, "main", &inputs, &compiled_run)
        .map_err(|e| fail(format!("virtual mesh (compiled kernels): {e}")))?;
    // Floats are compared at the precision of the least precise float type the program
    // computes in (an f64 result converted from f32 work carries f32's rounding).
    let least_precise = compiled
        .input
        .functions
        .iter()
        .flat_map(|f| f.values.values().map(|v| v.ty.element))
        .filter(|e| e.is_float())
        .min_by_key(|e| e.byte_width())
        .unwrap_or(ElementType::F64);
    let runs = [("", &sharded), (" with compiled kernels", &kernels)];
    // How far the reference itself moves under input rounding: computed on the first
    // mismatch only.
    let mut spread: Option<Vec<Vec<f64>>> = None;
    let mut overflowed: Option<Vec<bool>> = None;
    let mut ill_conditioned = 0;
    let mut kernel_rounding = 0;
    let (mut kernel_ops, mut kernel_closest) = (0, None);
    // The kernels checked op by op: run once, on the first mismatch of theirs or for
    // `checks.kernels_op_by_op`.
    let mut kernel_check: Option<Result<crate::kernel_check::KernelCheck, String>> = None;
    let check_kernels = || {
        crate::kernel_check::check_kernels_op_by_op(&compiled.local, "main", &inputs, &compiled_run)
    };
    // The tolerance of an output: at the least precise float type's precision, relative to
    // the output's largest finite magnitude.
    let tolerance_of = |r: &Tensor| {
        let largest = r
            .to_f64_vec()
            .iter()
            .filter(|v| v.is_finite())
            .fold(0.0f64, |m, v| m.max(v.abs()));
        tolerance(least_precise, largest)
    };
    for (i, r) in reference.iter().enumerate() {
        let (rtol, atol) = tolerance_of(r);
        for (run, (how, outputs)) in runs.into_iter().enumerate() {
            if let Some(w) = worst_error(r, &outputs[i], rtol, atol)
                && w.ratio > 1.0
            {
                let spread = spread.get_or_insert_with(|| {
                    input_rounding_spread(&compiled.input, &inputs, &reference, seed)
                });
                let moves = spread.get(i).map(Vec::as_slice).unwrap_or(&[]);
                let past = overflowed
                    .get_or_insert_with(|| {
                        outputs_past_float_range(&compiled.input, "main", &inputs)
                    })
                    .get(i)
                    .copied()
                    .unwrap_or(false);
                if within_rounding_spread(r, &outputs[i], (rtol, atol, past), moves) {
                    ill_conditioned += 1;
                    continue;
                }
                // The compiled kernels: checked op by op on the same inputs.
                let mut verdict = String::new();
                if run == 1 {
                    let check = kernel_check.get_or_insert_with(check_kernels);
                    match check {
                        Ok(c) => match c.judge(&[(i, &w)], (rtol, atol)) {
                            crate::kernel_check::KernelVerdict::Amplified { .. } => {
                                kernel_rounding += 1;
                                continue;
                            }
                            v => verdict = format!("; {}", v.describe()),
                        },
                        Err(e) => {
                            verdict = format!("; the kernels could not be checked op by op ({e})")
                        }
                    }
                }
                let at = moves.get(w.index).copied().unwrap_or(0.0);
                return Err(fail(format!(
                    "out{i}{how} differs: element {} is {} instead of {} ({}; the reference moves by {at:.3e} there when its inputs and results are rounded differently){verdict}",
                    w.index,
                    w.got,
                    w.expected,
                    w.how_far()
                )));
            }
        }
    }
    if checks.kernels_op_by_op {
        let check = kernel_check.get_or_insert_with(check_kernels);
        match check {
            Ok(c) => {
                if let Some(e) = c.fault() {
                    return Err(fail(format!(
                        "a compiled kernel computes an op wrongly: {}",
                        e.describe()
                    )));
                }
                kernel_ops = c.checked;
                kernel_closest = c.worst.clone();
            }
            Err(e) => {
                return Err(fail(format!(
                    "the kernels could not be checked op by op: {e}"
                )));
            }
        }
    }
    // The search prices every plan it may choose: a plan priced infeasible was chosen blind.
    if let Some(r) = compiled.auto_shard.iter().find(|r| r.priced_infeasible()) {
        return Err(fail(format!(
            "the search priced its plan of @{} infeasible ({:.3e} s of communication): it needs a reshard the e-graph has no path for",
            r.function, r.communication_seconds
        )));
    }
    // The plan is a contract: its global view, written out, compiles again to itself.
    let global_text = print_module(&compiled.global, Form::Pretty);
    // Compiled again as given, without a search: within the same memory budget, which
    // bounds bucketing.
    let again_options = crate::compile::CompileOptions {
        auto_shard: None,
        memory_budget: options.plan_memory_budget(),
        ..options.clone()
    };
    let recompiled = round_trip_global(&global_text, &compiled.report, &again_options)
        .map_err(|e| fail(format!("the global view {e}")))?;
    let again =
        run_sharded(&recompiled.local, "main", &inputs, &RunOptions::default()).map_err(|e| {
            fail(format!(
                "virtual mesh (the global view compiled again): {e}"
            ))
        })?;
    for (i, (r, got)) in reference.iter().zip(&again).enumerate() {
        let (rtol, atol) = tolerance_of(r);
        if let Some(w) = worst_error(r, got, rtol, atol)
            && w.ratio > 1.0
            && worst_error(r, &sharded[i], rtol, atol).is_none_or(|s| s.ratio <= 1.0)
        {
            return Err(fail(format!(
                "out{i} of the global view compiled again differs: element {} is {} instead of {} ({})",
                w.index,
                w.got,
                w.expected,
                w.how_far()
            )));
        }
    }
    // The plan's certificate: derived, then replayed by the independent checker (loops by
    // induction, their conditions and bodies certified on their own; manual computations'
    // bodies value by value on each device).
    let plan_text = shardc_ir::print_module_with(&compiled.global, Form::Generic, true);
    let certificate = compiled
        .certificate_of(&plan_text)
        .map_err(|e| fail(format!("no certificate for a correct plan: {e}")))?;
    // Every value comm-fusion rewrote has its chain.
    if let Some(w) = compiled.warnings.iter().find(|w| {
        w.message
            .starts_with(shardc_passes::transforms::sharding_passes::UNEXPLAINED_REWRITES)
    }) {
        return Err(fail(w.message.clone()));
    }
    if let Some(why) = certificate.rewrites_refused.first() {
        return Err(fail(format!(
            "egg's explanation of a comm-fusion rewrite does not replay: {why}"
        )));
    }
    let certified = shardc_certify::check_certificate(
        &certificate,
        &plan_text,
        &shardc_certify::RuleSet::standard(),
    )
    .map_err(|e| fail(format!("certificate rejected: {e}")))?;
    let split_lookups = compiled
        .local
        .functions
        .iter()
        .flat_map(|f| f.body.iter().map(move |&op| &f.ops[op].kind))
        .filter(|k| matches!(k, OpKind::AxisIndex { .. }))
        .count();
    let mesh = &compiled.global.meshes[0].mesh;
    let padded_values = compiled
        .global
        .functions
        .iter()
        .flat_map(|f| f.values.values())
        .filter(|v| {
            v.sharding
                .as_ref()
                .is_some_and(|s| !s.uneven_dims(mesh, &v.ty.shape).is_empty())
        })
        .count();
    let halo_shifts = compiled
        .local
        .functions
        .iter()
        .flat_map(|f| f.body.iter().map(move |&op| &f.ops[op].kind))
        .filter(|k| matches!(k, OpKind::Shift { .. }))
        .count();
    let tuple_collectives = compiled
        .local
        .functions
        .iter()
        .flat_map(|f| f.body.iter().map(move |&op| &f.ops[op]))
        .filter(|d| d.kind.is_tuple_collective() && d.operands.len() > 1)
        .count();
    Ok(Checked {
        collectives: compiled.report.collectives.len(),
        split_lookups,
        padded_values,
        halo_shifts,
        tuple_collectives,
        certified_steps: certified.steps,
        rewrite_chains: certified.rewrites,
        ill_conditioned,
        kernel_rounding,
        kernel_ops,
        kernel_closest,
        partitioner_ops: certified
            .ops_by_class
            .get(shardc_certify::layout::RuleClass::Partitioner.name())
            .copied()
            .unwrap_or(0),
        searched_loops: compiled
            .auto_shard
            .iter()
            .filter(|r| !r.against_annotations.is_some_and(|a| a.kept_annotations))
            .map(|r| r.loops.len())
            .sum(),
        peak_bytes: compiled.report.estimate.peak_bytes_per_device,
        searched_peak_bytes: compiled
            .auto_shard
            .iter()
            .find(|r| r.function == compiled.entry)
            .filter(|r| !r.against_annotations.is_some_and(|a| a.kept_annotations))
            .map(|r| r.peak_bytes),
    })
}

/// Diagnostics on one line, `; ` between them.
fn joined(diags: &[shardc_ir::Diagnostic]) -> String {
    diags
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join("; ")
}

/// Compiles a global view (`shardc compile --emit global`'s output, whose report is
/// `report`) again with `options` (those it was compiled with, less the search: its memory
/// budget, which bounds bucketing, as `--memory-budget` alone), as a user who writes a plan
/// out and compiles it back would, and checks
/// that the plan comes back as itself: the same signatures (arguments' and results'
/// layouts) and the same collectives, in order, each over the same axes and types and to
/// the same layouts. (Local ops may come back simpler: `comm-fusion`, which runs last, can
/// make two operands one value, which `canonicalize` then folds.) An error says how the
/// plan did not come back: the first line that differs, and both plans' collectives, bytes
/// and estimated time.
pub fn round_trip_global(
    text: &str,
    report: &shardc_backend::report::Report,
    options: &crate::compile::CompileOptions,
) -> Result<crate::compile::Compiled, String> {
    let module = shardc_ir::parse_and_verify(text, "global.mlir")
        .map_err(|e| format!("does not read back: {e}"))?;
    let again = crate::compile::compile_with_options(module, options, &|_| {})
        .map_err(|d| format!("does not compile again: {}", joined(&d)))?;
    let second = print_module(&again.global, Form::Pretty);
    let (first_plan, second_plan) = (plan_lines(text), plan_lines(&second));
    let differ = first_plan
        .iter()
        .zip(&second_plan)
        .find(|(a, b)| a.1 != b.1)
        .map(|(a, b)| {
            format!(
                "line {} was\n  {}\nand is (line {})\n  {}",
                a.0, a.2, b.0, b.2
            )
        })
        .or_else(|| {
            (first_plan.len() != second_plan.len()).then(|| {
                format!(
                    "{} signatures and collectives, then {}",
                    first_plan.len(),
                    second_plan.len()
                )
            })
        });
    let Some(differ) = differ else {
        return Ok(again);
    };
    let (was, is) = (report, &again.report);
    Err(format!(
        "compiles again to another plan ({} collectives, {} bytes, {:.3e} s estimated; then {}, {}, {:.3e} s): {differ}",
        was.collectives.len(),
        was.collective_bytes_per_device,
        was.estimate.step_seconds,
        is.collectives.len(),
        is.collective_bytes_per_device,
        is.estimate.step_seconds
    ))
}

/// The lines of a printed global view that state its plan — function signatures and
/// collectives — each as (line number, the line with value names erased, the line).
fn plan_lines(text: &str) -> Vec<(usize, String, String)> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| {
            let l = l.trim();
            l.starts_with("func.func")
                || l.split_once(" = ")
                    .is_some_and(|(_, rest)| rest.starts_with("dist."))
        })
        .map(|(i, l)| {
            let mut erased = String::with_capacity(l.len());
            let mut chars = l.trim().chars().peekable();
            while let Some(c) = chars.next() {
                erased.push(c);
                if c == '%' {
                    while chars.peek().is_some_and(|c| {
                        c.is_ascii_alphanumeric() || *c == '_' || *c == '#' || *c == ':'
                    }) {
                        chars.next();
                    }
                }
            }
            (i + 1, erased, l.trim().to_string())
        })
        .collect()
}

/// The smallest program (fewest ops, fewest shardings) of `seed` that still fails.
pub fn shrink(seed: u64, ops: usize) -> (ProgramShape, Failure) {
    let fails = |shape: &ProgramShape| check(random_program(seed, shape).module, seed).err();
    let mut shape = ProgramShape {
        ops,
        replicated_args: Vec::new(),
        no_constraints: false,
    };
    let mut failure = fails(&shape).expect("shrink is given a failing seed");
    for n in 0..ops {
        let smaller = ProgramShape {
            ops: n,
            ..shape.clone()
        };
        if let Some(f) = fails(&smaller) {
            shape = smaller;
            failure = f;
            break;
        }
    }
    let without = ProgramShape {
        no_constraints: true,
        ..shape.clone()
    };
    if let Some(f) = fails(&without) {
        shape = without;
        failure = f;
    }
    for arg in 0..3 {
        let mut fewer = shape.clone();
        fewer.replicated_args.push(arg);
        if let Some(f) = fails(&fewer) {
            shape = fewer;
            failure = f;
        }
    }
    (shape, failure)
}

/// Counts of a fuzzing run.
#[derive(Debug, Default)]
pub struct Summary {
    /// Programs that matched their reference.
    pub passed: usize,
    /// Programs that failed (first few kept).
    pub failures: Vec<Failure>,
    /// Number of failing programs.
    pub failed: usize,
    /// Programs per mesh kind.
    pub by_mesh: BTreeMap<&'static str, usize>,
    /// Occurrences per op name (in passing and failing programs).
    pub by_op: BTreeMap<String, usize>,
    /// Collectives in the compiled programs.
    pub collectives: usize,
    /// `dist.axis_index` ops in the compiled programs (lookups into split tables, padding
    /// masks).
    pub split_lookups: usize,
    /// Values laid out with a padded dimension.
    pub padded_values: usize,
    /// Halo exchanges in the compiled programs.
    pub halo_shifts: usize,
    /// Tuple collectives in the compiled programs.
    pub tuple_collectives: usize,
    /// Certificate steps replayed (every passing program's plan is certified).
    pub certified_steps: usize,
    /// Chains of `comm-fusion`'s rewrites the certificates replayed.
    pub rewrite_chains: usize,
    /// Outputs excused as ill-conditioned (see [`Checked::ill_conditioned`]).
    pub ill_conditioned: usize,
    /// Outputs excused by the kernels' op-by-op check (see [`Checked::kernel_rounding`]).
    pub kernel_rounding: usize,
    /// Ops whose kernels were checked op by op (see [`Checked::kernel_ops`]).
    pub kernel_ops: usize,
    /// The op closest to its rounding bound over all programs, and its program's seed (see
    /// [`Checked::kernel_closest`]).
    pub kernel_closest: Option<(u64, crate::kernel_check::OpError)>,
    /// Plan ops the certificates leave to the partitioner.
    pub partitioner_ops: usize,
    /// Loops planned by searching their bodies (see [`Checked::searched_loops`]).
    pub searched_loops: usize,
    /// With a memory budget: programs the compiler refused because no plan fits it (an
    /// answer, not a failure: the budget may be below any plan).
    pub refused_budgets: usize,
    /// With `--auto-shard`: how close the search's peak came to the partitioned program's.
    pub peak_estimates: PeakEstimates,
}

/// The search's estimates of the peak bytes per device against the partitioned programs'
/// (the cost model's liveness scan of the per-device program), over the searched plans
/// kept: how well the search sees what a memory budget binds.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PeakEstimates {
    /// Searched plans compared.
    pub plans: usize,
    /// Those whose estimate is the partitioned peak to the byte.
    pub exact: usize,
    /// Those within 1% of it.
    pub within_one_percent: usize,
    /// Those below it (a budget the search thinks met may not be: the compilation driver
    /// checks the partitioned program and searches again).
    pub below: usize,
    /// The furthest off, relative to the partitioned peak: (seed, searched, partitioned).
    pub furthest: Option<(u64, i64, i64)>,
    /// The furthest below, relative to the partitioned peak (the misses a budget feels):
    /// (seed, searched, partitioned).
    pub furthest_below: Option<(u64, i64, i64)>,
    /// The seeds of the first [`PeakEstimates::SEEDS_NAMED`] plans below, to rerun.
    pub below_seeds: Vec<u64>,
}

impl PeakEstimates {
    /// How many seeds of plans below their partitioned peak are kept.
    pub const SEEDS_NAMED: usize = 12;

    /// Counts one plan's estimate.
    pub fn add(&mut self, seed: u64, searched: i64, partitioned: i64) {
        self.plans += 1;
        self.exact += usize::from(searched == partitioned);
        self.below += usize::from(searched < partitioned);
        let off = |s: i64, p: i64| (s - p).unsigned_abs() as f64 / p.max(1) as f64;
        self.within_one_percent += usize::from(off(searched, partitioned) <= 0.01);
        if self
            .furthest
            .is_none_or(|(_, s, p)| off(searched, partitioned) > off(s, p))
        {
            self.furthest = Some((seed, searched, partitioned));
        }
        if searched < partitioned {
            if self.below_seeds.len() < Self::SEEDS_NAMED {
                self.below_seeds.push(seed);
            }
            if self
                .furthest_below
                .is_none_or(|(_, s, p)| off(searched, partitioned) > off(s, p))
            {
                self.furthest_below = Some((seed, searched, partitioned));
            }
        }
    }
}

/// Which programs the fuzzer makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// [`random_program`]: floats and integers, every op family.
    Mixed,
    /// [`random_bits_program`]: `ui32`/`ui64` bit arithmetic, random bits, iotas, bitcasts.
    Bits,
    /// [`random_windows_program`]: convolutions, windows, pooling gradients, sorts, argmaxes.
    Windows,
    /// [`random_loop_program`]: `hlo.while` loops with sharded carried values.
    Loops,
    /// [`random_manual_program`]: manual computations (`shard_map`) with collectives in the
    /// body.
    Manual,
    /// [`random_train_program`]: training steps (`grad` and an optimizer update) of random
    /// networks.
    Train,
}

/// Runs `count` programs of `family` from seed `first` on with their shardings stripped and
/// the plan searched (`--auto-shard`): arguments, results and op results lose their
/// annotations on even seeds; on odd seeds the arguments keep theirs (the search places the
/// rest around them). `dist.constraint`s stay: they are annotations the search must keep.
///
/// With `budget_fraction` `F`, each program is searched twice: without a budget (its plan's
/// peak `P`), then under a memory budget of `F·P` bytes per device, and checked so. A plan
/// kept must hold no more than the budget (a failure otherwise); a program refused because
/// no plan fits counts in [`Summary::refused_budgets`].
pub fn run_auto_shard(
    first: u64,
    count: u64,
    ops: usize,
    (family, budget_fraction): (Family, Option<f64>),
    progress: impl FnMut(u64, &Summary),
) -> Summary {
    run_campaign(
        &Campaign {
            first,
            count,
            ops,
            family,
            auto_shard: true,
            budget_fraction,
            checks: Checks::default(),
        },
        progress,
    )
}

/// A fuzzing campaign: which programs, how they are planned, what is checked.
#[derive(Clone, Copy, Debug)]
pub struct Campaign {
    /// The first program's seed (program `i` uses `first + i`).
    pub first: u64,
    /// How many programs.
    pub count: u64,
    /// Ops per program.
    pub ops: usize,
    /// Which programs.
    pub family: Family,
    /// Search the plans ([`run_auto_shard`]) instead of compiling the programs' own.
    pub auto_shard: bool,
    /// With `auto_shard`: search each program again under this fraction of its plan's
    /// peak bytes ([`run_auto_shard`]).
    pub budget_fraction: Option<f64>,
    /// What is checked beyond the outputs.
    pub checks: Checks,
}

/// Runs a campaign ([`run_family`], or [`run_auto_shard`] with `auto_shard`).
pub fn run_campaign(c: &Campaign, progress: impl FnMut(u64, &Summary)) -> Summary {
    let options = crate::compile::CompileOptions {
        auto_shard: c
            .auto_shard
            .then(shardc_passes::autoshard::AutoShardOptions::default),
        ..Default::default()
    };
    let prepare: fn(&mut Module, u64) = if c.auto_shard {
        strip_shardings
    } else {
        |_, _| {}
    };
    drive(
        (c.first, c.count, c.ops, c.family),
        (
            &options,
            c.budget_fraction.filter(|_| c.auto_shard),
            c.checks,
        ),
        prepare,
        progress,
    )
}

/// The `count` seeds from `first` on (fewer when they would pass `u64::MAX`).
pub fn seeds(first: u64, count: u64) -> impl Iterator<Item = u64> {
    (0..count).map_while(move |i| first.checked_add(i))
}

/// The program of `family` with seed `seed` and `ops` ops as the fuzzer checks it: as
/// [`run_family`] compiles it, or with `auto_shard`, stripped of the shardings
/// [`run_auto_shard`] leaves to the search (`shardc fuzz --print` writes it, so a seed the
/// fuzzer names can be compiled, inspected and reduced by hand).
pub fn program(family: Family, seed: u64, ops: usize, auto_shard: bool) -> Module {
    let shape = ProgramShape {
        ops,
        replicated_args: Vec::new(),
        no_constraints: false,
    };
    let mut g = generate(family, seed, &shape);
    if auto_shard {
        strip_shardings(&mut g.module, seed);
    }
    g.module
}

/// The program of `family` with seed `seed`, shaped by `shape`.
fn generate(family: Family, seed: u64, shape: &ProgramShape) -> Generated {
    match family {
        Family::Mixed => random_program(seed, shape),
        Family::Bits => random_bits_program(seed, shape.ops),
        Family::Windows => random_windows_program(seed, shape.ops),
        Family::Loops => random_loop_program(seed, shape.ops),
        Family::Manual => random_manual_program(seed, shape.ops),
        Family::Train => random_train_program(seed, shape.ops),
    }
}

/// Removes the shardings `run_auto_shard` leaves to the search.
fn strip_shardings(module: &mut Module, seed: u64) {
    for f in &mut module.functions {
        let keep_args = seed % 2 == 1;
        let args = f.args.clone();
        let constraints: Vec<shardc_ir::Value> = f
            .body
            .iter()
            .filter(|&&op| matches!(f.ops[op].kind, OpKind::Constraint))
            .flat_map(|&op| f.ops[op].results.clone())
            .collect();
        for (v, data) in f.values.iter_mut() {
            if constraints.contains(&v) || (keep_args && args.contains(&v)) {
                continue;
            }
            data.sharding = None;
        }
        for r in &mut f.result_shardings {
            *r = None;
        }
    }
}

/// Generates, prepares (`prepare(module, seed)`), compiles with `options`, runs and checks
/// `count` programs of `family` from seed `first` on.
fn drive(
    (first, count, ops, family): (u64, u64, usize, Family),
    (options, budget_fraction, checks): (&crate::compile::CompileOptions, Option<f64>, Checks),
    prepare: fn(&mut Module, u64),
    mut progress: impl FnMut(u64, &Summary),
) -> Summary {
    let mut summary = Summary::default();
    let shape = ProgramShape {
        ops,
        replicated_args: Vec::new(),
        no_constraints: false,
    };
    for seed in seeds(first, count) {
        let mut g = generate(family, seed, &shape);
        prepare(&mut g.module, seed);
        *summary.by_mesh.entry(g.mesh_kind).or_default() += 1;
        for op in &g.ops {
            *summary.by_op.entry(op.clone()).or_default() += 1;
        }
        let program = budget_fraction.map(|_| print_module(&g.module, Form::Pretty));
        if let Some(why) = g.refused {
            summary.failed += 1;
            if summary.failures.len() < 10 {
                summary.failures.push(Failure {
                    seed,
                    message: why,
                    program: print_module(&g.module, Form::Pretty),
                });
            }
            progress(seed, &summary);
            continue;
        }
        let (budget, checked) = match budget_fraction {
            None => (None, check_with_checks(g.module, seed, options, checks)),
            Some(fraction) => check_within_budget(g.module, seed, (options, checks), fraction),
        };
        match checked {
            Err(f) if budget.is_some() && f.message.contains("no plan fits the memory budget") => {
                summary.refused_budgets += 1;
            }
            Ok(c) if budget.is_some_and(|b| c.peak_bytes > b) => {
                summary.failed += 1;
                if summary.failures.len() < 10 {
                    summary.failures.push(Failure {
                        seed,
                        message: format!(
                            "the plan kept holds {} bytes per device, over the memory budget of {}",
                            c.peak_bytes,
                            budget.unwrap_or_default()
                        ),
                        program: program.unwrap_or_default(),
                    });
                }
            }
            Ok(c) => {
                summary.passed += 1;
                summary.collectives += c.collectives;
                summary.split_lookups += c.split_lookups;
                summary.padded_values += c.padded_values;
                summary.halo_shifts += c.halo_shifts;
                summary.tuple_collectives += c.tuple_collectives;
                summary.certified_steps += c.certified_steps;
                summary.rewrite_chains += c.rewrite_chains;
                summary.ill_conditioned += c.ill_conditioned;
                summary.kernel_rounding += c.kernel_rounding;
                summary.kernel_ops += c.kernel_ops;
                if let Some(e) = c.kernel_closest
                    && summary
                        .kernel_closest
                        .as_ref()
                        .is_none_or(|(_, w)| e.ratio > w.ratio)
                {
                    summary.kernel_closest = Some((seed, e));
                }
                summary.partitioner_ops += c.partitioner_ops;
                summary.searched_loops += c.searched_loops;
                if let Some(searched) = c.searched_peak_bytes {
                    summary.peak_estimates.add(seed, searched, c.peak_bytes);
                }
            }
            Err(f) => {
                summary.failed += 1;
                if summary.failures.len() < 10 {
                    summary.failures.push(f);
                }
            }
        }
        progress(seed, &summary);
    }
    summary
}

/// [`check_with`] under a memory budget of `fraction` of the peak of the plan `options`
/// give without one: the budget, and the check (`None` and the first check's failure when
/// that one fails).
fn check_within_budget(
    module: Module,
    seed: u64,
    (options, checks): (&crate::compile::CompileOptions, Checks),
    fraction: f64,
) -> (Option<i64>, Result<Checked, Failure>) {
    let unbounded = match check_with_checks(module.clone(), seed, options, checks) {
        Ok(c) => c,
        Err(f) => return (None, Err(f)),
    };
    let budget = (unbounded.peak_bytes as f64 * fraction).floor() as i64;
    let mut bounded = options.clone();
    if let Some(search) = &mut bounded.auto_shard {
        search.memory_budget = Some(budget);
    }
    (
        Some(budget),
        check_with_checks(module, seed, &bounded, checks),
    )
}

/// Runs `count` programs from seed `first` on; `ops` ops each.
pub fn run(first: u64, count: u64, ops: usize, progress: impl FnMut(u64, &Summary)) -> Summary {
    run_family(first, count, ops, Family::Mixed, progress)
}

/// Runs `count` programs of `family` from seed `first` on; `ops` ops each.
pub fn run_family(
    first: u64,
    count: u64,
    ops: usize,
    family: Family,
    progress: impl FnMut(u64, &Summary),
) -> Summary {
    run_campaign(
        &Campaign {
            first,
            count,
            ops,
            family,
            auto_shard: false,
            budget_fraction: None,
            checks: Checks::default(),
        },
        progress,
    )
}

#[cfg(test)]
mod conditioning_tests {
    use super::*;

    fn tensor(values: &[f64]) -> Tensor {
        Tensor::from_f64(
            shardc_ir::TensorType::new([values.len() as i64], ElementType::F32),
            values.to_vec(),
        )
    }

    /// The rounding of intermediate results counts too: a layer norm of a nearly constant
    /// row made from constants (fuzz seed 9704) moves with its `tanh`'s last bit, which no
    /// input rounding reaches. Here the scaled difference of `tanh(1)` and its f32 value.
    #[test]
    fn the_spread_follows_intermediate_rounding() {
        let text = r#"dist.mesh @mesh = <["x"=1]>
func.func @main(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %one = hlo.constant dense<1.0> : tensor<2xf32>
  %t = hlo.tanh %one : tensor<2xf32>
  %c = hlo.constant dense<0.7615941762924194> : tensor<2xf32>
  %d = hlo.subtract %t, %c : tensor<2xf32>
  %k = hlo.constant dense<1.0e6> : tensor<2xf32>
  %m = hlo.multiply %d, %k : tensor<2xf32>
  %n = hlo.negate %a : tensor<2xf32>
  return %m, %n : tensor<2xf32>, tensor<2xf32>
}
"#;
        let module = shardc_ir::parse_module(text, "t.mlir").unwrap();
        let inputs = vec![tensor(&[1.0, 3.0])];
        let reference = run_reference(&module, "main", &inputs).unwrap();
        let spread = input_rounding_spread(&module, &inputs, &reference, 7);
        // An ulp of tanh(1) is 6e-8: times 1e6, about 0.06.
        assert!(spread[0].iter().all(|&m| m > 1e-2), "{:?}", spread[0]);
        // A negation rounds nothing: only its input's ulp moves it.
        assert!(spread[1].iter().all(|&m| m < 4e-7), "{:?}", spread[1]);
    }

    /// Past the float range the order of rounding decides between a number and an infinity
    /// (and so a NaN after `inf - inf`, fuzz seed 200046 with `--loops`), and the sign of an
    /// infinity (and so of a `tanh` of it, seed 5300162 with `--loops --auto-shard --ops
    /// 16`): an output computed from a value that left the float range is excused however
    /// far off; one computed elsewhere is not, NaN or finite.
    #[test]
    fn only_outputs_computed_past_the_float_range_are_excused() {
        let text = r#"dist.mesh @mesh = <["x"=1]>
func.func @main(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %k = hlo.constant dense<1.0e30> : tensor<2xf32>
  %b = hlo.multiply %a, %k : tensor<2xf32>
  %c = hlo.multiply %b, %k : tensor<2xf32>
  %t = hlo.tanh %c : tensor<2xf32>
  %u = hlo.tanh %a : tensor<2xf32>
  return %t, %u : tensor<2xf32>, tensor<2xf32>
}
"#;
        let module = shardc_ir::parse_module(text, "t.mlir").unwrap();
        // %c overflows: %t is computed from it, %u is not.
        assert_eq!(
            outputs_past_float_range(&module, "main", &[tensor(&[1.0, -2.0])]),
            [true, false]
        );
        assert_eq!(
            outputs_past_float_range(&module, "main", &[tensor(&[1e-30, -2e-30])]),
            [false, false]
        );
        // Non-finite inputs are the program's own, not an overflow.
        assert_eq!(
            outputs_past_float_range(&module, "main", &[tensor(&[f64::INFINITY, 0.0])]),
            [false, false]
        );
        let expected = tensor(&[1.0, -1.0]);
        let moves = [0.0, 0.0];
        for got in [
            tensor(&[f64::NAN, -1.0]),
            tensor(&[-1.0, -1.0]),
            tensor(&[0.5, -1.0]),
        ] {
            assert!(within_rounding_spread(
                &expected,
                &got,
                (1e-4, 1e-5, true),
                &moves
            ));
            // Computed elsewhere (an overflow in another output's ops): a failure.
            assert!(!within_rounding_spread(
                &expected,
                &got,
                (1e-4, 1e-5, false),
                &moves
            ));
        }
    }

    /// A well-conditioned program moves by about an ulp under input rounding, so a value off
    /// by a thousandth is still wrong; an ill-conditioned one (a difference of nearly equal
    /// values, scaled up) moves by as much as its rounding differences.
    #[test]
    fn the_spread_excuses_conditioning_and_nothing_else() {
        let text = r#"dist.mesh @mesh = <["x"=1]>
func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %s = hlo.add %a, %b : tensor<2xf32>
  %d = hlo.subtract %a, %b : tensor<2xf32>
  %k = hlo.constant dense<1.0e6> : tensor<2xf32>
  %m = hlo.multiply %d, %k : tensor<2xf32>
  return %s, %m : tensor<2xf32>, tensor<2xf32>
}
"#;
        let module = shardc_ir::parse_module(text, "t.mlir").unwrap();
        let inputs = vec![tensor(&[1.0, 3.0]), tensor(&[1.000001, 2.0])];
        let reference = run_reference(&module, "main", &inputs).unwrap();
        let spread = input_rounding_spread(&module, &inputs, &reference, 7);
        let (rtol, atol) = (1e-4, 1e-5);
        // The sum: an ulp of spread at most; off by 1e-3 relative is not excused.
        assert!(spread[0].iter().all(|&m| m < 1e-6), "{:?}", spread[0]);
        let sum = reference[0].to_f64_vec();
        let wrong = tensor(&[sum[0] * 1.001, sum[1]]);
        assert!(!within_rounding_spread(
            &reference[0],
            &wrong,
            (rtol, atol, false),
            &spread[0]
        ));
        // The scaled difference of nearly equal values moves by about 0.1 per ulp of input:
        // a difference of that size is conditioning.
        assert!(spread[1][0] > 1e-2, "{:?}", spread[1]);
        let scaled = reference[1].to_f64_vec();
        let rounded = tensor(&[scaled[0] + spread[1][0], scaled[1]]);
        assert!(within_rounding_spread(
            &reference[1],
            &rounded,
            (rtol, atol, false),
            &spread[1]
        ));
        // ... but not a value off by far more than that.
        let far = tensor(&[scaled[0] * 2.0, scaled[1]]);
        assert!(!within_rounding_spread(
            &reference[1],
            &far,
            (rtol, atol, false),
            &spread[1]
        ));
    }
}
