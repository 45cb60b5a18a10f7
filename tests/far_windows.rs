//! Windows of a split dimension that reach past the neighbouring devices — the q/k/v split of
//! a tp-split `[b, s, 3d]` projection is one — are assembled from pieces of farther devices
//! (`dist.shift` by each offset, each device cutting the piece its receiver needs) instead of
//! gathering the dimension. Every slice and edge padding of a split dimension (sizes divisible
//! or padded, windows of any start and length) partitions to the reference's values.

use shardc::fuzz;
use shardc_ir::op::UnaryOp;
use shardc_ir::{
    DenseElements, DimSharding, ElementType, FunctionBuilder, Location, Mesh, MeshDecl, Module,
    OpKind, Sharding, TensorType,
};

/// `tanh(x)` sliced (or edge-padded: `start < 0`) along its split dimension 1 to `len`
/// elements from `start`, the result kept split over the same axis.
fn window_program(k: i64, n: i64, start: i64, len: i64) -> Module {
    let x = TensorType::new([3, n], ElementType::F32);
    let split = Sharding::new(
        "mesh",
        vec![DimSharding::closed::<&str>([]), DimSharding::closed(["x"])],
    );
    let mut b = FunctionBuilder::new("main", vec![x.clone()], vec![]);
    b.shard_arg(0, split.clone());
    let t = b.unary(UnaryOp::Tanh, b.arg(0)).unwrap();
    let kind = if start >= 0 {
        OpKind::Slice {
            start: vec![0, start],
            limit: vec![3, start + len],
            strides: vec![1, 1],
        }
    } else {
        OpKind::Pad {
            low: vec![0, -start],
            high: vec![0, start + len - n],
            interior: vec![0, 0],
        }
    };
    let operands = match &kind {
        OpKind::Pad { .. } => {
            let v = b
                .constant(DenseElements::splat_float(
                    TensorType::scalar(ElementType::F32),
                    0.5,
                ))
                .unwrap();
            vec![t, v]
        }
        _ => vec![t],
    };
    let y = b.op(kind, operands, None).unwrap();
    b.set_sharding(y, split.clone());
    let z = b.unary(UnaryOp::Negate, y).unwrap();
    let mut f = b.finish();
    f.result_types = vec![TensorType::new([3, len], ElementType::F32)];
    f.result_shardings = vec![Some(split)];
    f.result_attrs = vec![Default::default()];
    f.append_op(OpKind::Return, vec![z], vec![], Location::Unknown);
    let mut m = Module::new();
    m.meshes.push(MeshDecl {
        name: "mesh".into(),
        mesh: Mesh::new([("x", k)]),
        loc: Location::Unknown,
    });
    m.functions.push(f);
    m
}

#[test]
fn far_windows_match_the_reference() {
    let mut far = 0;
    let mut checked = 0;
    for k in [2i64, 4, 8] {
        for n in [k * 3, k * 3 + 1, k * 5 - 1, 24] {
            for len in [1, 2, k, n / 3, n / 2, n - 1] {
                if len < 1 || len > n {
                    continue;
                }
                for start in [-2, 0, 1, n / 3, n / 2, n - len] {
                    if start + len > n + 2 || (start < 0 && start + len < 1) {
                        continue;
                    }
                    let (m, s) = (len, start);
                    if s >= 0 && s + m > n {
                        continue;
                    }
                    let program = window_program(k, n, s, m);
                    let sh = shardc_passes_halo_far(n, m, s, k);
                    far += usize::from(sh);
                    checked += 1;
                    if let Err(f) = fuzz::check(program, 1) {
                        panic!(
                            "k={k} n={n} start={s} len={m}: {}\n{}",
                            f.message, f.program
                        );
                    }
                }
            }
        }
    }
    assert!(checked > 200, "{checked}");
    assert!(
        far > 40,
        "only {far} of {checked} windows reach past the neighbours"
    );
}

/// True when the window is kept split with pieces from past the neighbours.
fn shardc_passes_halo_far(n: i64, m: i64, start: i64, k: i64) -> bool {
    use shardc_passes::sharding::halo;
    !halo::halo(n, m, start, k).fits() && halo::kept_split_elements(n, m, start, k).is_some()
}

/// The q/k/v split of a projection split 4 ways: each third is assembled from two pieces of
/// a quarter-window each, where gathering would move three blocks.
#[test]
fn thirds_of_a_split_dimension_move_pieces_not_blocks() {
    use shardc_passes::sharding::halo;
    let (n, k) = (96, 4);
    for third in 0..3 {
        let p = halo::pieces(n, 32, 32 * third, k);
        assert_eq!(p.elements(), 16, "{p:?}");
        assert_eq!(halo::kept_split_elements(n, 32, 32 * third, k), Some(16));
    }
    // Gathering the dimension would bring (k - 1) blocks of 24.
    let block = halo::pieces(n, 32, 0, k).block;
    assert_eq!(block, 24);
    assert!(16 < (k - 1) * block);
}
