//! PTX code generation: every kernel form the host generator accepts — each unary and
//! binary op, conversion and bitcast of every element type, each reduction kind under each
//! thread strategy, row reductions, scatters with every combiner, exact kernels — becomes
//! PTX that NVIDIA's assembler (`ptxas`) accepts for sm_90 and sm_80. Without ptxas (the PyPI
//! package `nvidia-cuda-nvcc-cu12` ships it; `scripts/setup.sh` installs it) the PTX is still
//! generated and the assembly is skipped with a message.

use std::process::Command;

use shardc_backend::codegen::{
    CudaArch, GpuStrategy, PtxModule, compile_ptx, find_libdevice, find_ptxas, llvm_ir, strategy,
};
use shardc_backend::exec::{IndexExpr, Kernel, KernelBody, Node};
use shardc_ir::op::{BinaryOp, ReduceKind, UnaryOp};
use shardc_ir::{ElementType, TensorType};

const TYPES: [ElementType; 13] = [
    ElementType::F32,
    ElementType::F64,
    ElementType::BF16,
    ElementType::F16,
    ElementType::I32,
    ElementType::I64,
    ElementType::U32,
    ElementType::U64,
    ElementType::I16,
    ElementType::I8,
    ElementType::U16,
    ElementType::U8,
    ElementType::I1,
];

/// Assembles `module` with ptxas for its architecture; panics with ptxas's message on a
/// rejection. False when ptxas is not installed.
fn assemble(module: &PtxModule, what: &str) -> bool {
    let Some(ptxas) = find_ptxas() else {
        eprintln!(
            "ptxas not found (pip install nvidia-cuda-nvcc-cu12; SHARDC_CUDA_HOME): {what} not assembled"
        );
        return false;
    };
    let dir = std::env::temp_dir().join(format!("shardc-ptx-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join(format!("{what}-{}.ptx", module.arch.name()));
    std::fs::write(&src, &module.ptx).unwrap();
    let cubin = dir.join(format!("{what}-{}.cubin", module.arch.name()));
    let out = Command::new(&ptxas)
        .args(["-arch", module.arch.name(), "-o"])
        .arg(&cubin)
        .arg(&src)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "ptxas rejected {what} for {}: {}\n(PTX kept at {})",
        module.arch.name(),
        String::from_utf8_lossy(&out.stderr),
        src.display()
    );
    let _ = std::fs::remove_file(&src);
    let _ = std::fs::remove_file(&cubin);
    true
}

fn load(param: usize, rank: usize) -> Node {
    Node::Load {
        param,
        index: (0..rank).map(IndexExpr::Var).collect(),
    }
}

fn map(params: Vec<TensorType>, output: TensorType, nodes: Vec<Node>, exact: bool) -> Kernel {
    let value = nodes.len() - 1;
    Kernel {
        params,
        space: output.shape.clone(),
        output,
        nodes,
        body: KernelBody::Map { value },
        exact,
        in_place: None,
    }
}

/// Kernels of every op and conversion the host generator accepts.
fn elementwise_kernels() -> Vec<Kernel> {
    let mut out = Vec::new();
    for t in TYPES {
        let ty = TensorType::new(vec![4, 33], t);
        for exact in [false, true] {
            for op in UnaryOp::ALL {
                let result = if op == UnaryOp::IsFinite {
                    ElementType::I1
                } else {
                    t
                };
                out.push(map(
                    vec![ty.clone()],
                    TensorType::new(vec![4, 33], result),
                    vec![load(0, 2), Node::Unary { op, ty: t, x: 0 }],
                    exact,
                ));
            }
            for op in BinaryOp::ALL {
                out.push(map(
                    vec![ty.clone(), ty.clone()],
                    ty.clone(),
                    vec![
                        load(0, 2),
                        load(1, 2),
                        Node::Binary {
                            op,
                            ty: t,
                            x: 0,
                            y: 1,
                        },
                    ],
                    exact,
                ));
            }
        }
        for to in TYPES {
            out.push(map(
                vec![ty.clone()],
                TensorType::new(vec![4, 33], to),
                vec![load(0, 2), Node::Convert { from: t, to, x: 0 }],
                false,
            ));
            out.push(map(
                vec![ty.clone()],
                TensorType::new(vec![4, 33], to),
                vec![load(0, 2), Node::Bitcast { from: t, to, x: 0 }],
                false,
            ));
        }
    }
    out
}

/// Reductions of every kind and type: over a long row (a block per row), a short one (a
/// thread per row), an outer dimension (a thread per output element), with a non-neutral
/// initial value, and exact.
fn reduction_kernels() -> Vec<Kernel> {
    let mut out = Vec::new();
    for t in TYPES {
        for kind in ReduceKind::ALL {
            for (space, reduced) in [
                (vec![3, 100], vec![false, true]),
                (vec![5, 8], vec![false, true]),
                (vec![100, 6], vec![true, false]),
                (vec![4, 5, 70], vec![true, false, true]),
                (vec![300], vec![true]),
            ] {
                for exact in [false, true] {
                    let kept: Vec<i64> = space
                        .iter()
                        .zip(&reduced)
                        .filter(|(_, r)| !**r)
                        .map(|(&d, _)| d)
                        .collect();
                    let init_bits = if t.is_float() {
                        1.5f64.to_bits() as i64
                    } else {
                        1
                    };
                    out.push(Kernel {
                        params: vec![TensorType::new(space.clone(), t)],
                        output: TensorType::new(kept, t),
                        space: space.clone(),
                        nodes: vec![
                            load(0, space.len()),
                            Node::Const {
                                ty: t,
                                bits: init_bits,
                            },
                        ],
                        body: KernelBody::Reduce {
                            value: 0,
                            init: 1,
                            kind,
                            reduced: reduced.clone(),
                        },
                        exact,
                        in_place: None,
                    });
                }
            }
            // A row kernel: x - reduce(x) over rows of 64 and of 7, in place and not.
            for (row, in_place) in [(64, false), (7, true), (200, true)] {
                for exact in [false, true] {
                    let ty = TensorType::new(vec![6, row], t);
                    let sub = if t == ElementType::I1 {
                        BinaryOp::Xor
                    } else {
                        BinaryOp::Subtract
                    };
                    let mut k = map(
                        vec![ty.clone()],
                        ty,
                        vec![
                            load(0, 2),
                            Node::Const { ty: t, bits: 0 },
                            Node::RowReduce {
                                kind,
                                ty: t,
                                value: 0,
                                init: 1,
                                dims: 1,
                            },
                            Node::Binary {
                                op: sub,
                                ty: t,
                                x: 0,
                                y: 2,
                            },
                        ],
                        exact,
                    );
                    k.in_place = in_place.then_some(0);
                    out.push(k);
                }
            }
        }
    }
    out
}

/// Scatters with every combiner and type: `out = base; out[idx[i]] op= upd[i]`.
fn scatter_kernels() -> Vec<Kernel> {
    let mut out = Vec::new();
    for t in TYPES {
        for kind in [
            None,
            Some(ReduceKind::Add),
            Some(ReduceKind::Max),
            Some(ReduceKind::Min),
            Some(ReduceKind::Mul),
        ] {
            for exact in [false, true] {
                let index = IndexExpr::Dynamic {
                    param: 2,
                    index: vec![IndexExpr::Var(0)],
                    lo: 0,
                    hi: 9,
                };
                out.push(Kernel {
                    params: vec![
                        TensorType::new(vec![10, 16], t),
                        TensorType::new(vec![40, 16], t),
                        TensorType::new(vec![40], ElementType::I32),
                    ],
                    output: TensorType::new(vec![10, 16], t),
                    space: vec![40, 16],
                    nodes: vec![load(0, 2), load(1, 2)],
                    body: KernelBody::Scatter {
                        base: 0,
                        update: 1,
                        index: vec![index.clone(), IndexExpr::Var(1)],
                        window_start: vec![index, IndexExpr::Const(0)],
                        window: vec![1, 16],
                        kind,
                    },
                    exact,
                    in_place: Some(0),
                });
            }
        }
    }
    out
}

/// The kernels the host generator accepts (the GPU must accept them all).
fn accepted_by_host(kernels: Vec<Kernel>) -> Vec<Kernel> {
    kernels
        .into_iter()
        .filter(|k| llvm_ir(std::slice::from_ref(k), false).is_ok())
        .collect()
}

fn check_all(kernels: &[Kernel], what: &str) {
    eprintln!("{what}: {} kernels", kernels.len());
    for arch in CudaArch::ALL {
        let module = match compile_ptx(kernels, arch) {
            Ok(m) => m,
            // Without NVIDIA's libdevice the math kernels cannot be linked: say so.
            Err(e) if find_libdevice().is_err() && e.message.contains("libdevice") => {
                eprintln!("{what}: not generated ({e})");
                return;
            }
            Err(e) => panic!("{what} for {}: {e}", arch.name()),
        };
        assert_eq!(module.kernels.len(), kernels.len());
        assert!(module.ptx.contains(&format!(".target {}", arch.name())));
        for (i, k) in module.kernels.iter().enumerate() {
            for l in &k.launches {
                assert!(
                    module.ptx.contains(&format!(".entry {}(", l.entry)),
                    "kernel {i}: no entry {}",
                    l.entry
                );
                assert!(l.block >= 1 && l.block <= 1024 && l.grid >= 1);
            }
        }
        assemble(&module, what);
    }
}

#[test]
fn every_elementwise_op_assembles() {
    let kernels = accepted_by_host(elementwise_kernels());
    assert!(kernels.len() > 500, "{} kernels", kernels.len());
    check_all(&kernels, "elementwise");
}

#[test]
fn every_reduction_strategy_assembles() {
    let kernels = accepted_by_host(reduction_kernels());
    let strategies: Vec<GpuStrategy> = kernels.iter().map(strategy).collect();
    let count = |f: fn(&GpuStrategy) -> bool| strategies.iter().filter(|s| f(s)).count();
    assert!(count(|s| matches!(s, GpuStrategy::BlockPerRow { .. })) > 50);
    assert!(count(|s| matches!(s, GpuStrategy::ThreadPerRow { .. })) > 50);
    check_all(&kernels, "reductions");
}

#[test]
fn every_scatter_combiner_assembles() {
    let kernels = accepted_by_host(scatter_kernels());
    assert!(kernels.len() >= 60, "{} kernels", kernels.len());
    check_all(&kernels, "scatters");
}

#[test]
fn strategies_follow_the_kernel_shape() {
    let reduce = |space: Vec<i64>, reduced: Vec<bool>, exact: bool| {
        let kept: Vec<i64> = space
            .iter()
            .zip(&reduced)
            .filter(|(_, r)| !**r)
            .map(|(&d, _)| d)
            .collect();
        Kernel {
            params: vec![TensorType::new(space.clone(), ElementType::F32)],
            output: TensorType::new(kept, ElementType::F32),
            space: space.clone(),
            nodes: vec![
                load(0, space.len()),
                Node::Const {
                    ty: ElementType::F32,
                    bits: 0,
                },
            ],
            body: KernelBody::Reduce {
                value: 0,
                init: 1,
                kind: ReduceKind::Add,
                reduced,
            },
            exact,
            in_place: None,
        }
    };
    // A long inner row: the block shares it.
    assert_eq!(
        strategy(&reduce(vec![8, 1024], vec![false, true], false)),
        GpuStrategy::BlockPerRow {
            rows: 8,
            row_len: 1024
        }
    );
    // Exact: the reference's order, one thread per row.
    assert_eq!(
        strategy(&reduce(vec![8, 1024], vec![false, true], true)),
        GpuStrategy::ThreadPerRow {
            rows: 8,
            row_len: 1024
        }
    );
    // A column sum (bias gradient): a thread per output element, coalesced across threads.
    assert_eq!(
        strategy(&reduce(vec![4096, 256], vec![true, false], false)),
        GpuStrategy::ThreadPerRow {
            rows: 256,
            row_len: 4096
        }
    );
    // Short rows: a thread each.
    assert_eq!(
        strategy(&reduce(vec![4096, 4], vec![false, true], false)),
        GpuStrategy::ThreadPerRow {
            rows: 4096,
            row_len: 4
        }
    );
}

#[test]
fn a_block_reduction_uses_warp_shuffles_and_one_barrier_pair() {
    let ty = TensorType::new(vec![8, 1000], ElementType::F32);
    let k = Kernel {
        params: vec![ty.clone()],
        output: TensorType::new(vec![8], ElementType::F32),
        space: vec![8, 1000],
        nodes: vec![
            load(0, 2),
            Node::Const {
                ty: ElementType::F32,
                bits: 0,
            },
        ],
        body: KernelBody::Reduce {
            value: 0,
            init: 1,
            kind: ReduceKind::Max,
            reduced: vec![false, true],
        },
        exact: false,
        in_place: None,
    };
    let m = compile_ptx(&[k], CudaArch::Sm90).unwrap();
    assert_eq!(m.kernels[0].launches[0].grid, 8);
    assert_eq!(m.kernels[0].launches[0].block, 512);
    assert_eq!(m.ptx.matches("shfl.sync.bfly.b32").count(), 5, "{}", m.ptx);
    assert_eq!(m.ptx.matches("bar.sync").count(), 2, "{}", m.ptx);
    assert!(m.ptx.contains(".shared"), "{}", m.ptx);
    assert!(m.libdevice.is_none());
}

/// A concatenation's or padding's clamped read (`IndexExpr::Clamp`: `llvm.smax`/`smin` on
/// the index) on every type.
#[test]
fn clamped_indices_assemble() {
    let kernels: Vec<Kernel> = TYPES
        .iter()
        .map(|&t| {
            let at = IndexExpr::Var(0).add_const(-2).clamped(0, 5);
            map(
                vec![TensorType::new(vec![6, 4], t)],
                TensorType::new(vec![10, 4], t),
                vec![Node::Load {
                    param: 0,
                    index: vec![at, IndexExpr::Var(1)],
                }],
                false,
            )
        })
        .collect();
    check_all(&accepted_by_host(kernels), "clamped loads");
}
