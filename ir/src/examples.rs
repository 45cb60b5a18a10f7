//! One canonical instance of every op kind, for tests that iterate over the op set.

use crate::attr::DenseElements;
use crate::op::*;
use crate::sharding::AxisRef;
use crate::types::{ElementType, TensorType};

/// An instance of the op called `name` with typical properties.
pub fn example_kind(name: &str) -> OpKind {
    let axes = || vec![AxisRef::axis("x")];
    match name {
        "hlo.constant" => OpKind::Constant(DenseElements::splat_float(
            TensorType::new([2], ElementType::F32),
            1.5,
        )),
        "hlo.iota" => OpKind::Iota { dimension: 0 },
        "hlo.compare" => OpKind::Compare(CompareDirection::Lt),
        "hlo.select" => OpKind::Select,
        "hlo.convert" => OpKind::Convert,
        "hlo.broadcast_in_dim" => OpKind::BroadcastInDim { dims: vec![1] },
        "hlo.bitcast_convert" => OpKind::BitcastConvert,
        "hlo.reshape" => OpKind::Reshape,
        "hlo.arg_reduce" => OpKind::ArgReduce {
            dimensions: vec![0],
            kind: ReduceKind::Max,
        },
        "hlo.select_and_scatter" => OpKind::SelectAndScatter {
            window_dimensions: vec![2],
            window_strides: vec![2],
            padding_low: vec![0],
            padding_high: vec![1],
            select: CompareDirection::Ge,
            kind: ReduceKind::Add,
        },
        "hlo.convolution" => OpKind::Convolution(ConvDims {
            input_batch: 0,
            input_feature: 3,
            input_spatial: vec![1, 2],
            kernel_input_feature: 2,
            kernel_output_feature: 3,
            kernel_spatial: vec![0, 1],
            output_batch: 0,
            output_feature: 3,
            output_spatial: vec![1, 2],
            window_strides: vec![2, 2],
            padding_low: vec![0, 1],
            padding_high: vec![1, 0],
            lhs_dilation: vec![1, 1],
            rhs_dilation: vec![1, 2],
            feature_group_count: 1,
        }),
        "hlo.reduce_window" => OpKind::ReduceWindow {
            window_dimensions: vec![2],
            window_strides: vec![1],
            window_dilations: vec![1],
            padding_low: vec![1],
            padding_high: vec![0],
            kind: ReduceKind::Add,
        },
        "hlo.sort_by" => OpKind::SortBy {
            dimension: 0,
            descending: true,
            total_order: true,
        },
        "hlo.reverse" => OpKind::Reverse {
            dimensions: vec![0],
        },
        "hlo.transpose" => OpKind::Transpose {
            permutation: vec![1, 0],
        },
        "hlo.slice" => OpKind::Slice {
            start: vec![0],
            limit: vec![2],
            strides: vec![1],
        },
        "hlo.concatenate" => OpKind::Concatenate { dimension: 0 },
        "hlo.pad" => OpKind::Pad {
            low: vec![1],
            high: vec![0],
            interior: vec![0],
        },
        "hlo.reduce" => OpKind::Reduce {
            dimensions: vec![0],
            kind: ReduceKind::Max,
        },
        "hlo.dot_general" => OpKind::DotGeneral(DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contracting: vec![2],
            rhs_contracting: vec![1],
        }),
        "hlo.gather" => OpKind::Gather(GatherDims {
            offset_dims: vec![1],
            collapsed_slice_dims: vec![0],
            start_index_map: vec![0],
            index_vector_dim: 1,
            slice_sizes: vec![1, 4],
            ..GatherDims::default()
        }),
        "hlo.scatter" => OpKind::Scatter {
            dims: ScatterDims {
                update_window_dims: vec![1],
                inserted_window_dims: vec![0],
                scatter_dims_to_operand_dims: vec![0],
                index_vector_dim: 1,
                ..ScatterDims::default()
            },
            kind: ScatterKind::Reduce(ReduceKind::Add),
        },
        "hlo.rng" => OpKind::Rng {
            distribution: RngDistribution::Normal,
            stream: 3,
            global_shape: Vec::new(),
        },
        "hlo.rng_bits" => OpKind::RngBits {
            algorithm: crate::op::BitAlgorithm::Philox,
            global_shape: Vec::new(),
        },
        "hlo.softmax" => OpKind::Softmax { dimension: 1 },
        "hlo.rotate" => OpKind::Rotate {
            dimension: 0,
            shift: 1,
        },
        "hlo.layer_norm" => OpKind::LayerNorm {
            dimension: 1,
            epsilon: 1e-5,
        },
        "hlo.gelu" => OpKind::Gelu { approximate: true },
        "dist.constraint" => OpKind::Constraint,
        "dist.all_gather" => OpKind::AllGather {
            gathering_axes: vec![axes(), vec![]],
        },
        "dist.all_reduce" => OpKind::AllReduce {
            reduction_axes: axes(),
            kind: ReduceKind::Add,
        },
        "dist.reduce_scatter" => OpKind::ReduceScatter {
            scatter_axes: vec![axes(), vec![]],
            kind: ReduceKind::Add,
        },
        "dist.all_to_all" => OpKind::AllToAll {
            source_dim: 0,
            target_dim: 1,
            axes: axes(),
        },
        "dist.all_slice" => OpKind::AllSlice {
            slicing_axes: vec![vec![], axes()],
        },
        "dist.collective_permute" => OpKind::CollectivePermute,
        "dist.axis_index" => OpKind::AxisIndex { axes: axes() },
        "dist.shift" => OpKind::Shift {
            axes: axes(),
            offset: 1,
            circular: true,
        },
        "dist.send" => OpKind::Send { channel: 7 },
        "dist.recv" => OpKind::Recv { channel: 7 },
        "func.call" => OpKind::Call {
            callee: "helper".into(),
        },
        "func.return" => OpKind::Return,
        other => {
            let m = other.strip_prefix("hlo.").unwrap_or(other);
            if let Some(u) = UnaryOp::ALL.into_iter().find(|u| u.mnemonic() == m) {
                OpKind::Unary(u)
            } else if let Some(b) = BinaryOp::ALL.into_iter().find(|b| b.mnemonic() == m) {
                OpKind::Binary(b)
            } else {
                panic!("no example for {other}")
            }
        }
    }
}
