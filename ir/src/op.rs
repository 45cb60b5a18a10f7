//! The op set: compute ops (`hlo` dialect, StableHLO semantics), distribution ops (`dist`
//! dialect) and function-level ops (`func`).
//!
//! Each op's inherent data is a typed field of [`OpKind`]. [`OpKind::properties`] turns it
//! into named attributes for printing; [`OpKind::from_properties`] builds it back when
//! parsing, so both text forms share one mapping.

use std::fmt;

use crate::attr::{Attribute, DenseElements};
use crate::sharding::{AxisRef, Sharding};
use crate::types::ElementType;

/// Elementwise ops with one operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum UnaryOp {
    Negate,
    Exponential,
    Log,
    Tanh,
    Logistic,
    Sqrt,
    Rsqrt,
    Abs,
    Sign,
    Floor,
    Not,
    IsFinite,
    Erf,
    Erfc,
    Ceil,
    RoundNearestEven,
    RoundNearestAfz,
    LogPlusOne,
    ExponentialMinusOne,
    Sine,
    Cosine,
    Tan,
    Cbrt,
    Sinh,
    Cosh,
    Asin,
    Acos,
    Atan,
    Asinh,
    Acosh,
    Atanh,
    ErfInv,
    Lgamma,
    Digamma,
    /// The number of set bits (integers).
    Popcnt,
    /// The number of leading zero bits (integers).
    CountLeadingZeros,
}

impl UnaryOp {
    /// Every unary op.
    pub const ALL: [UnaryOp; 36] = [
        UnaryOp::Negate,
        UnaryOp::Exponential,
        UnaryOp::Log,
        UnaryOp::Tanh,
        UnaryOp::Logistic,
        UnaryOp::Sqrt,
        UnaryOp::Rsqrt,
        UnaryOp::Abs,
        UnaryOp::Sign,
        UnaryOp::Floor,
        UnaryOp::Not,
        UnaryOp::IsFinite,
        UnaryOp::Erf,
        UnaryOp::Erfc,
        UnaryOp::Ceil,
        UnaryOp::RoundNearestEven,
        UnaryOp::RoundNearestAfz,
        UnaryOp::LogPlusOne,
        UnaryOp::ExponentialMinusOne,
        UnaryOp::Sine,
        UnaryOp::Cosine,
        UnaryOp::Tan,
        UnaryOp::Cbrt,
        UnaryOp::Sinh,
        UnaryOp::Cosh,
        UnaryOp::Asin,
        UnaryOp::Acos,
        UnaryOp::Atan,
        UnaryOp::Asinh,
        UnaryOp::Acosh,
        UnaryOp::Atanh,
        UnaryOp::ErfInv,
        UnaryOp::Lgamma,
        UnaryOp::Digamma,
        UnaryOp::Popcnt,
        UnaryOp::CountLeadingZeros,
    ];

    /// The op name without dialect prefix.
    pub fn mnemonic(self) -> &'static str {
        match self {
            UnaryOp::Negate => "negate",
            UnaryOp::Exponential => "exponential",
            UnaryOp::Log => "log",
            UnaryOp::Tanh => "tanh",
            UnaryOp::Logistic => "logistic",
            UnaryOp::Sqrt => "sqrt",
            UnaryOp::Rsqrt => "rsqrt",
            UnaryOp::Abs => "abs",
            UnaryOp::Sign => "sign",
            UnaryOp::Floor => "floor",
            UnaryOp::Not => "not",
            UnaryOp::IsFinite => "is_finite",
            UnaryOp::Erf => "erf",
            UnaryOp::Erfc => "erfc",
            UnaryOp::Ceil => "ceil",
            UnaryOp::RoundNearestEven => "round_nearest_even",
            UnaryOp::RoundNearestAfz => "round_nearest_afz",
            UnaryOp::LogPlusOne => "log_plus_one",
            UnaryOp::ExponentialMinusOne => "exponential_minus_one",
            UnaryOp::Sine => "sine",
            UnaryOp::Cosine => "cosine",
            UnaryOp::Tan => "tan",
            UnaryOp::Cbrt => "cbrt",
            UnaryOp::Sinh => "sinh",
            UnaryOp::Cosh => "cosh",
            UnaryOp::Asin => "asin",
            UnaryOp::Acos => "acos",
            UnaryOp::Atan => "atan",
            UnaryOp::Asinh => "asinh",
            UnaryOp::Acosh => "acosh",
            UnaryOp::Atanh => "atanh",
            UnaryOp::ErfInv => "erf_inv",
            UnaryOp::Lgamma => "lgamma",
            UnaryOp::Digamma => "digamma",
            UnaryOp::Popcnt => "popcnt",
            UnaryOp::CountLeadingZeros => "count_leading_zeros",
        }
    }

    /// Which element types the op accepts.
    pub fn accepts(self, t: ElementType) -> bool {
        match self {
            UnaryOp::Not => t.is_integer(),
            UnaryOp::Popcnt | UnaryOp::CountLeadingZeros => t.is_integer() && !t.is_bool(),
            UnaryOp::Negate | UnaryOp::Abs | UnaryOp::Sign => !t.is_bool(),
            _ => t.is_float(),
        }
    }
}

/// Elementwise ops with two operands of the same type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum BinaryOp {
    Add,
    Subtract,
    Multiply,
    Divide,
    Maximum,
    Minimum,
    Power,
    And,
    Or,
    Atan2,
    Remainder,
    Xor,
    /// `x << y`; a shift by the bit width or more gives 0.
    ShiftLeft,
    /// `x >> y` filling with zeros; a shift by the bit width or more gives 0.
    ShiftRightLogical,
    /// `x >> y` filling with the sign bit; a shift by the bit width or more gives 0 or -1.
    ShiftRightArithmetic,
}

impl BinaryOp {
    /// Every binary op.
    pub const ALL: [BinaryOp; 15] = [
        BinaryOp::Add,
        BinaryOp::Subtract,
        BinaryOp::Multiply,
        BinaryOp::Divide,
        BinaryOp::Maximum,
        BinaryOp::Minimum,
        BinaryOp::Power,
        BinaryOp::And,
        BinaryOp::Or,
        BinaryOp::Atan2,
        BinaryOp::Remainder,
        BinaryOp::Xor,
        BinaryOp::ShiftLeft,
        BinaryOp::ShiftRightLogical,
        BinaryOp::ShiftRightArithmetic,
    ];

    /// The op name without dialect prefix.
    pub fn mnemonic(self) -> &'static str {
        match self {
            BinaryOp::Add => "add",
            BinaryOp::Subtract => "subtract",
            BinaryOp::Multiply => "multiply",
            BinaryOp::Divide => "divide",
            BinaryOp::Maximum => "maximum",
            BinaryOp::Minimum => "minimum",
            BinaryOp::Power => "power",
            BinaryOp::And => "and",
            BinaryOp::Or => "or",
            BinaryOp::Atan2 => "atan2",
            BinaryOp::Remainder => "remainder",
            BinaryOp::Xor => "xor",
            BinaryOp::ShiftLeft => "shift_left",
            BinaryOp::ShiftRightLogical => "shift_right_logical",
            BinaryOp::ShiftRightArithmetic => "shift_right_arithmetic",
        }
    }

    /// Which element types the op accepts.
    pub fn accepts(self, t: ElementType) -> bool {
        match self {
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => t.is_integer(),
            BinaryOp::ShiftLeft | BinaryOp::ShiftRightLogical | BinaryOp::ShiftRightArithmetic => {
                t.is_integer() && !t.is_bool()
            }
            BinaryOp::Atan2 => t.is_float(),
            BinaryOp::Add | BinaryOp::Maximum | BinaryOp::Minimum | BinaryOp::Multiply => true,
            _ => !t.is_bool(),
        }
    }
}

/// The combiner of a reduction (`reduce`, `all_reduce`, `reduce_scatter`, `scatter`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum ReduceKind {
    Add,
    Max,
    Min,
    Mul,
}

impl ReduceKind {
    /// Every reduction kind.
    pub const ALL: [ReduceKind; 4] = [
        ReduceKind::Add,
        ReduceKind::Max,
        ReduceKind::Min,
        ReduceKind::Mul,
    ];

    /// The keyword used in the `kind` attribute.
    pub fn keyword(self) -> &'static str {
        match self {
            ReduceKind::Add => "add",
            ReduceKind::Max => "max",
            ReduceKind::Min => "min",
            ReduceKind::Mul => "mul",
        }
    }
}

/// How `scatter` combines updates with the existing values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScatterKind {
    /// Overwrite (the last update in index order wins).
    Replace,
    /// Combine with a reduction (`add` for embedding gradients).
    Reduce(ReduceKind),
}

impl ScatterKind {
    /// The keyword used in the `kind` attribute.
    pub fn keyword(self) -> &'static str {
        match self {
            ScatterKind::Replace => "replace",
            ScatterKind::Reduce(k) => k.keyword(),
        }
    }
}

/// The predicate of `compare`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum CompareDirection {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CompareDirection {
    /// Every direction.
    pub const ALL: [CompareDirection; 6] = [
        CompareDirection::Eq,
        CompareDirection::Ne,
        CompareDirection::Lt,
        CompareDirection::Le,
        CompareDirection::Gt,
        CompareDirection::Ge,
    ];

    /// The StableHLO keyword (`EQ`, `LT`, ...).
    pub fn keyword(self) -> &'static str {
        match self {
            CompareDirection::Eq => "EQ",
            CompareDirection::Ne => "NE",
            CompareDirection::Lt => "LT",
            CompareDirection::Le => "LE",
            CompareDirection::Gt => "GT",
            CompareDirection::Ge => "GE",
        }
    }
}

/// The distribution `rng` samples from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RngDistribution {
    /// Uniform on `[0, 1)`.
    Uniform,
    /// Standard normal.
    Normal,
}

impl RngDistribution {
    /// The keyword used in the `distribution` attribute.
    pub fn keyword(self) -> &'static str {
        match self {
            RngDistribution::Uniform => "uniform",
            RngDistribution::Normal => "normal",
        }
    }
}

/// The bit generator of `hlo.rng_bits` (StableHLO's `rng_bit_generator`, as XLA computes
/// it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BitAlgorithm {
    /// Philox-4x32-10 (what XLA's `DEFAULT` is on CPUs and GPUs).
    Philox,
    /// Threefry-2x32-20.
    ThreeFry,
}

impl BitAlgorithm {
    /// The keyword used in the `algorithm` attribute (StableHLO's spelling).
    pub fn keyword(self) -> &'static str {
        match self {
            BitAlgorithm::Philox => "PHILOX",
            BitAlgorithm::ThreeFry => "THREE_FRY",
        }
    }
}

/// The layout and window of `convolution`: which dimension of the input, kernel and output
/// is the batch, the feature and each spatial dimension, and how the kernel slides.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ConvDims {
    /// The input's batch dimension.
    pub input_batch: i64,
    /// The input's feature dimension.
    pub input_feature: i64,
    /// The input's spatial dimensions, in order.
    pub input_spatial: Vec<i64>,
    /// The kernel's input-feature dimension.
    pub kernel_input_feature: i64,
    /// The kernel's output-feature dimension.
    pub kernel_output_feature: i64,
    /// The kernel's spatial dimensions (paired with the input's).
    pub kernel_spatial: Vec<i64>,
    /// The output's batch dimension.
    pub output_batch: i64,
    /// The output's feature dimension.
    pub output_feature: i64,
    /// The output's spatial dimensions.
    pub output_spatial: Vec<i64>,
    /// The step of the window per spatial dimension.
    pub window_strides: Vec<i64>,
    /// Padding before each spatial dimension.
    pub padding_low: Vec<i64>,
    /// Padding after each spatial dimension.
    pub padding_high: Vec<i64>,
    /// Input dilation per spatial dimension (a transposed convolution's stride).
    pub lhs_dilation: Vec<i64>,
    /// Kernel dilation per spatial dimension (atrous convolution).
    pub rhs_dilation: Vec<i64>,
    /// Feature groups (depthwise convolution: as many as input features).
    pub feature_group_count: i64,
}

/// The type a convolution of `x` by `k` with `c` produces (the result's element type is
/// taken as x's), or what is wrong with the operands.
pub fn conv_output_type(
    c: &ConvDims,
    x: &crate::types::TensorType,
    k: &crate::types::TensorType,
) -> Result<crate::types::TensorType, String> {
    let s = c.input_spatial.len();
    let r = s + 2;
    if x.rank() != r || k.rank() != r {
        return Err(format!(
            "a convolution with {s} spatial dimension(s) takes rank-{r} input and kernel, found {x} and {k}"
        ));
    }
    let dims_ok = |dims: Vec<i64>| {
        let mut seen = dims.clone();
        seen.sort_unstable();
        seen == (0..r as i64).collect::<Vec<_>>()
    };
    let mut input_dims = vec![c.input_batch, c.input_feature];
    input_dims.extend(&c.input_spatial);
    let mut kernel_dims = vec![c.kernel_input_feature, c.kernel_output_feature];
    kernel_dims.extend(&c.kernel_spatial);
    let mut output_dims = vec![c.output_batch, c.output_feature];
    output_dims.extend(&c.output_spatial);
    if c.kernel_spatial.len() != s
        || c.output_spatial.len() != s
        || !dims_ok(input_dims)
        || !dims_ok(kernel_dims)
        || !dims_ok(output_dims)
    {
        return Err(
            "convolution dimension numbers must name every dimension of the input, kernel and output once".into(),
        );
    }
    for (name, v) in [
        ("window_strides", &c.window_strides),
        ("padding_low", &c.padding_low),
        ("padding_high", &c.padding_high),
        ("lhs_dilation", &c.lhs_dilation),
        ("rhs_dilation", &c.rhs_dilation),
    ] {
        if v.len() != s {
            return Err(format!(
                "{name} has {} entries for {s} spatial dimension(s)",
                v.len()
            ));
        }
    }
    let g = c.feature_group_count;
    let cin = x.shape[c.input_feature as usize];
    let kin = k.shape[c.kernel_input_feature as usize];
    let cout = k.shape[c.kernel_output_feature as usize];
    if g < 1 || cin != kin * g || cout % g != 0 {
        return Err(format!(
            "feature groups: the input has {cin} features, the kernel {kin} per group and {cout} outputs, with {g} group(s)"
        ));
    }
    let mut shape = vec![0i64; r];
    shape[c.output_batch as usize] = x.shape[c.input_batch as usize];
    shape[c.output_feature as usize] = cout;
    for d in 0..s {
        let (st, ld, rd) = (c.window_strides[d], c.lhs_dilation[d], c.rhs_dilation[d]);
        if st < 1 || ld < 1 || rd < 1 {
            return Err(format!(
                "spatial dimension {d}: strides and dilations must be positive"
            ));
        }
        let n = x.shape[c.input_spatial[d] as usize];
        let w = k.shape[c.kernel_spatial[d] as usize];
        let input =
            if n == 0 { 0 } else { (n - 1) * ld + 1 } + c.padding_low[d] + c.padding_high[d];
        let window = if w == 0 { 0 } else { (w - 1) * rd + 1 };
        shape[c.output_spatial[d] as usize] = if input < window || window == 0 {
            0
        } else {
            (input - window) / st + 1
        };
    }
    Ok(crate::types::TensorType::new(shape, x.element))
}

/// Dimension numbers of `dot_general`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct DotDims {
    /// Batch dimensions of the left operand.
    pub lhs_batch: Vec<i64>,
    /// Batch dimensions of the right operand (paired with `lhs_batch`).
    pub rhs_batch: Vec<i64>,
    /// Contracting dimensions of the left operand.
    pub lhs_contracting: Vec<i64>,
    /// Contracting dimensions of the right operand (paired with `lhs_contracting`).
    pub rhs_contracting: Vec<i64>,
}

/// Dimension numbers of `gather` (StableHLO's, including batching dimensions).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
#[allow(missing_docs)]
pub struct GatherDims {
    pub offset_dims: Vec<i64>,
    pub collapsed_slice_dims: Vec<i64>,
    pub operand_batching_dims: Vec<i64>,
    pub start_indices_batching_dims: Vec<i64>,
    pub start_index_map: Vec<i64>,
    pub index_vector_dim: i64,
    pub slice_sizes: Vec<i64>,
}

/// Dimension numbers of `scatter` (StableHLO's, including batching dimensions).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
#[allow(missing_docs)]
pub struct ScatterDims {
    pub update_window_dims: Vec<i64>,
    pub inserted_window_dims: Vec<i64>,
    pub input_batching_dims: Vec<i64>,
    pub scatter_indices_batching_dims: Vec<i64>,
    pub scatter_dims_to_operand_dims: Vec<i64>,
    pub index_vector_dim: i64,
}

/// What an op does, with its inherent (typed) attributes.
#[derive(Clone, Debug, PartialEq)]
pub enum OpKind {
    /// `hlo.constant`: a constant tensor.
    Constant(DenseElements),
    /// `hlo.iota`: `result[i0, ..] = i_dimension`.
    Iota {
        /// The dimension whose index is produced.
        dimension: i64,
    },
    /// An elementwise unary op.
    Unary(UnaryOp),
    /// An elementwise binary op.
    Binary(BinaryOp),
    /// `hlo.compare`: elementwise comparison producing `i1`.
    Compare(CompareDirection),
    /// `hlo.select`: `pred ? on_true : on_false`, elementwise.
    Select,
    /// `hlo.convert`: elementwise element-type conversion.
    Convert,
    /// `hlo.bitcast_convert`: elementwise reinterpretation of the bits of each element as
    /// another element type of the same width (f32 ↔ i32/ui32, f64 ↔ i64/ui64, …).
    BitcastConvert,
    /// `hlo.broadcast_in_dim`: operand dimension `i` becomes result dimension `dims[i]`.
    BroadcastInDim {
        /// Result dimension for each operand dimension.
        dims: Vec<i64>,
    },
    /// `hlo.reshape`: same elements in row-major order, new shape.
    Reshape,
    /// `hlo.transpose`: `result.shape[i] = operand.shape[permutation[i]]`.
    Transpose {
        /// The permutation.
        permutation: Vec<i64>,
    },
    /// `hlo.slice`: a strided static slice.
    Slice {
        /// First index per dimension.
        start: Vec<i64>,
        /// One past the last index per dimension.
        limit: Vec<i64>,
        /// Step per dimension.
        strides: Vec<i64>,
    },
    /// `hlo.concatenate`: joins operands along `dimension`.
    Concatenate {
        /// The dimension to join along.
        dimension: i64,
    },
    /// `hlo.pad`: edge and interior padding with a scalar padding value (second operand).
    Pad {
        /// Padding before each dimension (may be negative).
        low: Vec<i64>,
        /// Padding after each dimension (may be negative).
        high: Vec<i64>,
        /// Padding between elements of each dimension.
        interior: Vec<i64>,
    },
    /// `hlo.reduce`: reduces `dimensions` of the first operand with `kind`, starting from the
    /// scalar init value (second operand).
    Reduce {
        /// Dimensions reduced away.
        dimensions: Vec<i64>,
        /// The combiner.
        kind: ReduceKind,
    },
    /// `hlo.dot_general`: a general tensor contraction.
    DotGeneral(DotDims),
    /// `hlo.gather`: StableHLO gather (embedding lookups).
    Gather(GatherDims),
    /// `hlo.scatter`: StableHLO scatter (embedding gradients) with a combiner.
    Scatter {
        /// Dimension numbers.
        dims: ScatterDims,
        /// How updates combine with existing values.
        kind: ScatterKind,
    },
    /// `hlo.rng`: counter-based random numbers; element bits depend only on the seed operand,
    /// `stream` and the element's global index, never on sharding.
    Rng {
        /// Uniform or normal.
        distribution: RngDistribution,
        /// Distinguishes independent streams drawn from one seed.
        stream: i64,
        /// In the local view, the shape of the whole draw this op makes a block of: its second
        /// operand then gives, per dimension, where the block starts, and element `i` of the
        /// block is element `start + i` of the whole draw (bits from its global index). Empty
        /// for a whole draw.
        global_shape: Vec<i64>,
    },
    /// `hlo.arg_reduce`: the index of the largest (`kind = "max"`) or smallest (`"min"`)
    /// element along `dimensions` — the index result of StableHLO's two-input reduce that
    /// `jnp.argmax`/`argmin` export. Operands: the values, the indices paired with them
    /// (an iota), and the two init scalars. A NaN counts as the largest and the smallest;
    /// ties go to the lower index.
    ArgReduce {
        /// The reduced dimensions.
        dimensions: Vec<i64>,
        /// `Max` (argmax) or `Min` (argmin).
        kind: ReduceKind,
    },
    /// `hlo.convolution`: StableHLO's convolution (without batch groups or window reversal):
    /// each output element sums input × kernel over the input features of its group and the
    /// kernel's window (`jax.lax.conv_general_dilated`: ViT patches, ResNet).
    Convolution(ConvDims),
    /// `hlo.reduce_window`: each result element combines (with `kind`, from the init value)
    /// the operand's elements in one window: along dimension d, output index o covers input
    /// indices `o·stride + w·dilation − padding_low` for `w < window`; positions in the padding
    /// take the init value (`jnp.cumsum`, max/average pooling).
    ReduceWindow {
        /// The window's extent per dimension.
        window_dimensions: Vec<i64>,
        /// The step between windows per dimension.
        window_strides: Vec<i64>,
        /// The step between a window's elements per dimension.
        window_dilations: Vec<i64>,
        /// Padding before each dimension.
        padding_low: Vec<i64>,
        /// Padding after each dimension.
        padding_high: Vec<i64>,
        /// The combiner.
        kind: ReduceKind,
    },
    /// `hlo.select_and_scatter`: the result starts as the init value everywhere; for each
    /// element of `source` (one per window of the operand, placed as `reduce_window` places
    /// them), the operand element its window selects — scanning the window's in-bounds
    /// positions in row-major order and moving to a position unless `select(current,
    /// candidate)` holds — receives it, combined with `kind`. JAX's max-pooling gradient
    /// (`select = GE`: the first maximum).
    SelectAndScatter {
        /// The window's extent per dimension.
        window_dimensions: Vec<i64>,
        /// The step between windows per dimension.
        window_strides: Vec<i64>,
        /// Padding before each dimension (never selected).
        padding_low: Vec<i64>,
        /// Padding after each dimension.
        padding_high: Vec<i64>,
        /// The comparison that keeps the current selection.
        select: CompareDirection,
        /// How a source element combines with the result.
        kind: ReduceKind,
    },
    /// `hlo.sort_by`: the second operand reordered along `dimension` by a stable sort of the
    /// first (the keys) — ascending, or descending with `descending` — in the canonical total
    /// order JAX's comparators use: −0 equals +0, NaN is above everything (NaNs equal). The
    /// results of StableHLO's `sort` (`jnp.sort` is `sort_by(x, x)`, `jnp.argsort`
    /// `sort_by(x, iota)`).
    SortBy {
        /// The sorted dimension.
        dimension: i64,
        /// Largest first.
        descending: bool,
        /// IEEE totalOrder instead (−0 below +0, −NaN below everything, +NaN above): the
        /// order of `chlo.top_k`.
        total_order: bool,
    },
    /// `hlo.reverse`: the operand with the order of the elements along `dimensions` reversed
    /// (`jnp.flip`).
    Reverse {
        /// The reversed dimensions.
        dimensions: Vec<i64>,
    },
    /// `hlo.rng_bits`: the random bits StableHLO's `rng_bit_generator` makes from its state
    /// operand (a `tensor<2xui64>` or, for Philox, `tensor<3xui64>`), bit for bit as XLA makes
    /// them. The new state is not a result: the importer computes it with ordinary ops.
    RngBits {
        /// Philox or Threefry.
        algorithm: BitAlgorithm,
        /// In the local view, the shape of the whole output this op makes a block of, as for
        /// `hlo.rng`: the second operand gives where the block starts. Empty when whole.
        global_shape: Vec<i64>,
    },
    /// `hlo.rotate`: composite circular shift along `dimension` (`jnp.roll`): element `i` of
    /// the result is element `(i - shift) mod n` of the operand. Made from a concatenation of
    /// two slices of one value that wrap around, so a split dimension can rotate with one halo.
    Rotate {
        /// The rotated dimension.
        dimension: i64,
        /// How far elements move towards higher indices (any integer; taken modulo the size).
        shift: i64,
    },
    /// `hlo.softmax`: composite `exp(x - max) / sum(exp(x - max))` along `dimension`.
    Softmax {
        /// The normalized dimension.
        dimension: i64,
    },
    /// `hlo.layer_norm`: composite `(x - mean) / sqrt(var + epsilon) * scale + bias` over the
    /// trailing `dimension`; operands `x`, `scale` and `bias` (the latter two of the size of
    /// that dimension).
    LayerNorm {
        /// The normalized dimension.
        dimension: i64,
        /// Added to the variance.
        epsilon: f64,
    },
    /// `hlo.gelu`: composite GELU, exact (erf) or with the tanh approximation.
    Gelu {
        /// True for `0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))`.
        approximate: bool,
    },
    /// `dist.constraint`: pins the sharding of its result (the value is unchanged).
    Constraint,
    /// `dist.all_gather`: removes the listed axes from each dimension's sharding. Variadic
    /// like `dist.all_reduce` (a tuple all-gather of values gathered alike).
    AllGather {
        /// Per dimension, the axes gathered (the minor-most axes of that dimension).
        gathering_axes: Vec<Vec<AxisRef>>,
    },
    /// `dist.all_reduce`: reduces partial values over `reduction_axes`. Variadic, like
    /// StableHLO's: result `i` is operand `i` reduced, all in one collective (a tuple
    /// all-reduce, as `comm-fusion` makes of gradients reduced together).
    AllReduce {
        /// The axes reduced over (removed from `unreduced`).
        reduction_axes: Vec<AxisRef>,
        /// The combiner.
        kind: ReduceKind,
    },
    /// `dist.reduce_scatter`: reduces over the listed axes and scatters the result along
    /// each dimension over them. Variadic like `dist.all_reduce`.
    ReduceScatter {
        /// Per dimension, the axes the result is scattered over.
        scatter_axes: Vec<Vec<AxisRef>>,
        /// The combiner.
        kind: ReduceKind,
    },
    /// `dist.all_to_all`: moves `axes` from dimension `split_dim`... to `concat_dim`: the
    /// result is split along `split_dim` over `axes` and gathered along `concat_dim`.
    AllToAll {
        /// Dimension whose sharding loses `axes`.
        source_dim: i64,
        /// Dimension whose sharding gains `axes`.
        target_dim: i64,
        /// The moved axes.
        axes: Vec<AxisRef>,
    },
    /// `dist.all_slice`: each device keeps its slice (no communication); adds axes.
    AllSlice {
        /// Per dimension, the axes added (as minor-most axes).
        slicing_axes: Vec<Vec<AxisRef>>,
    },
    /// `dist.collective_permute`: same split sizes, devices exchange pieces so the result has
    /// its declared sharding.
    CollectivePermute,
    /// `dist.shift` (local view only): every device receives the operand of the device
    /// `offset` positions before it in its group over `axes` (row-major over the axes as
    /// listed); a device with no such neighbour receives zeros, or, when `circular`, the
    /// group wraps around. Partitioned programs use it to exchange halos (the edge of a
    /// neighbour's block) for slices, pads and rotations of split dimensions.
    Shift {
        /// The (sub-)axes, major to minor.
        axes: Vec<AxisRef>,
        /// How many positions data moves forward (negative: backward).
        offset: i64,
        /// Positions wrap around the group (the first device's left neighbour is the last).
        circular: bool,
    },
    /// `dist.axis_index` (local view only): the device's position in its group over `axes`
    /// (row-major over the axes as listed), as a scalar integer. Partitioned programs use it
    /// to find where the device's block starts (masked gathers, shifted scatters).
    AxisIndex {
        /// The (sub-)axes, major to minor.
        axes: Vec<AxisRef>,
    },
    /// `dist.send`: sends its operand on `channel` (pipeline stage boundary).
    Send {
        /// Pairs the send with its `dist.recv`.
        channel: i64,
    },
    /// `dist.recv`: receives the value sent on `channel`.
    Recv {
        /// Pairs the receive with its `dist.send`.
        channel: i64,
    },
    /// `func.call`: calls a function of the module.
    Call {
        /// The callee's symbol name.
        callee: String,
    },
    /// `hlo.while`: StableHLO's loop. Its operands are the loop-carried values' initial
    /// values; while `cond` (a function of the carried values returning `tensor<i1>`) is
    /// true, `body` (a function from the carried values to their next values) runs; the
    /// results are the carried values when `cond` is false. The regions of
    /// `stablehlo.while` are private functions here, so every function stays one block.
    While {
        /// The condition function's symbol name.
        cond: String,
        /// The body function's symbol name.
        body: String,
    },
    /// `dist.manual_computation`: Shardy's manual computation (JAX's `shard_map`). Operand
    /// `i`, laid out by `in_shardings[i]`, is handed to `body` as each device's block; `body`
    /// is a *manual* function: written in the local view over `manual_axes` (its types are
    /// per-device blocks and its collectives name those axes), it runs on every device, and
    /// result `i` is assembled from the blocks it returns as laid out by `out_shardings[i]`
    /// (an axis a result's sharding does not name holds equal copies; the global value is
    /// the copy at position 0 on that axis). The mesh axes not in `manual_axes` are free:
    /// the body is replicated over them.
    ManualComputation {
        /// The manual body's symbol name.
        body: String,
        /// The mesh axes the body is written for, in mesh order.
        manual_axes: Vec<AxisRef>,
        /// How each operand is split into the body's arguments (manual axes only).
        in_shardings: Vec<Sharding>,
        /// How each result is assembled from the body's results (manual axes only).
        out_shardings: Vec<Sharding>,
    },
    /// `func.return`: returns from the function; its operands are the function's results.
    Return,
}

/// How many operands an op takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly this many.
    Exactly(usize),
    /// At least this many.
    AtLeast(usize),
}

impl Arity {
    /// True when `n` operands are allowed.
    pub fn allows(self, n: usize) -> bool {
        match self {
            Arity::Exactly(k) => n == k,
            Arity::AtLeast(k) => n >= k,
        }
    }
}

impl fmt::Display for Arity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arity::Exactly(k) => write!(f, "{k}"),
            Arity::AtLeast(k) => write!(f, "at least {k}"),
        }
    }
}

/// Every op name the IR knows, for error messages and documentation.
pub const OP_NAMES: &[&str] = &[
    "hlo.constant",
    "hlo.iota",
    "hlo.negate",
    "hlo.exponential",
    "hlo.log",
    "hlo.tanh",
    "hlo.logistic",
    "hlo.sqrt",
    "hlo.rsqrt",
    "hlo.abs",
    "hlo.sign",
    "hlo.floor",
    "hlo.not",
    "hlo.is_finite",
    "hlo.erf",
    "hlo.erfc",
    "hlo.ceil",
    "hlo.round_nearest_even",
    "hlo.round_nearest_afz",
    "hlo.log_plus_one",
    "hlo.exponential_minus_one",
    "hlo.sine",
    "hlo.cosine",
    "hlo.tan",
    "hlo.cbrt",
    "hlo.sinh",
    "hlo.cosh",
    "hlo.asin",
    "hlo.acos",
    "hlo.atan",
    "hlo.asinh",
    "hlo.acosh",
    "hlo.atanh",
    "hlo.erf_inv",
    "hlo.lgamma",
    "hlo.digamma",
    "hlo.popcnt",
    "hlo.count_leading_zeros",
    "hlo.atan2",
    "hlo.remainder",
    "hlo.xor",
    "hlo.shift_left",
    "hlo.shift_right_logical",
    "hlo.shift_right_arithmetic",
    "hlo.add",
    "hlo.subtract",
    "hlo.multiply",
    "hlo.divide",
    "hlo.maximum",
    "hlo.minimum",
    "hlo.power",
    "hlo.and",
    "hlo.or",
    "hlo.compare",
    "hlo.select",
    "hlo.convert",
    "hlo.bitcast_convert",
    "hlo.broadcast_in_dim",
    "hlo.reshape",
    "hlo.transpose",
    "hlo.reverse",
    "hlo.sort_by",
    "hlo.reduce_window",
    "hlo.convolution",
    "hlo.select_and_scatter",
    "hlo.arg_reduce",
    "hlo.slice",
    "hlo.concatenate",
    "hlo.pad",
    "hlo.reduce",
    "hlo.dot_general",
    "hlo.gather",
    "hlo.scatter",
    "hlo.rng",
    "hlo.rng_bits",
    "hlo.rotate",
    "hlo.softmax",
    "hlo.layer_norm",
    "hlo.gelu",
    "dist.constraint",
    "dist.all_gather",
    "dist.all_reduce",
    "dist.reduce_scatter",
    "dist.all_to_all",
    "dist.all_slice",
    "dist.collective_permute",
    "dist.axis_index",
    "dist.shift",
    "dist.send",
    "dist.recv",
    "func.call",
    "func.return",
];

impl OpKind {
    /// The full op name, `dialect.mnemonic`.
    pub fn name(&self) -> String {
        match self {
            OpKind::Unary(u) => format!("hlo.{}", u.mnemonic()),
            OpKind::Binary(b) => format!("hlo.{}", b.mnemonic()),
            other => other.static_name().to_string(),
        }
    }

    fn static_name(&self) -> &'static str {
        match self {
            OpKind::Constant(_) => "hlo.constant",
            OpKind::Iota { .. } => "hlo.iota",
            OpKind::Unary(_) | OpKind::Binary(_) => "",
            OpKind::Compare(_) => "hlo.compare",
            OpKind::Select => "hlo.select",
            OpKind::Convert => "hlo.convert",
            OpKind::BitcastConvert => "hlo.bitcast_convert",
            OpKind::BroadcastInDim { .. } => "hlo.broadcast_in_dim",
            OpKind::Reshape => "hlo.reshape",
            OpKind::Transpose { .. } => "hlo.transpose",
            OpKind::Reverse { .. } => "hlo.reverse",
            OpKind::SortBy { .. } => "hlo.sort_by",
            OpKind::SelectAndScatter { .. } => "hlo.select_and_scatter",
            OpKind::ReduceWindow { .. } => "hlo.reduce_window",
            OpKind::Convolution(_) => "hlo.convolution",
            OpKind::ArgReduce { .. } => "hlo.arg_reduce",
            OpKind::Slice { .. } => "hlo.slice",
            OpKind::Concatenate { .. } => "hlo.concatenate",
            OpKind::Pad { .. } => "hlo.pad",
            OpKind::Reduce { .. } => "hlo.reduce",
            OpKind::DotGeneral(_) => "hlo.dot_general",
            OpKind::Gather(_) => "hlo.gather",
            OpKind::Scatter { .. } => "hlo.scatter",
            OpKind::Rng { .. } => "hlo.rng",
            OpKind::RngBits { .. } => "hlo.rng_bits",
            OpKind::Rotate { .. } => "hlo.rotate",
            OpKind::Softmax { .. } => "hlo.softmax",
            OpKind::LayerNorm { .. } => "hlo.layer_norm",
            OpKind::Gelu { .. } => "hlo.gelu",
            OpKind::Constraint => "dist.constraint",
            OpKind::AllGather { .. } => "dist.all_gather",
            OpKind::AllReduce { .. } => "dist.all_reduce",
            OpKind::ReduceScatter { .. } => "dist.reduce_scatter",
            OpKind::AllToAll { .. } => "dist.all_to_all",
            OpKind::AllSlice { .. } => "dist.all_slice",
            OpKind::CollectivePermute => "dist.collective_permute",
            OpKind::AxisIndex { .. } => "dist.axis_index",
            OpKind::Shift { .. } => "dist.shift",
            OpKind::Send { .. } => "dist.send",
            OpKind::Recv { .. } => "dist.recv",
            OpKind::Call { .. } => "func.call",
            OpKind::While { .. } => "hlo.while",
            OpKind::ManualComputation { .. } => "dist.manual_computation",
            OpKind::Return => "func.return",
        }
    }

    /// How many operands the op takes.
    pub fn arity(&self) -> Arity {
        match self {
            OpKind::Constant(_)
            | OpKind::Iota { .. }
            | OpKind::Recv { .. }
            | OpKind::AxisIndex { .. } => Arity::Exactly(0),
            OpKind::Binary(_)
            | OpKind::Compare(_)
            | OpKind::Pad { .. }
            | OpKind::Reduce { .. }
            | OpKind::ReduceWindow { .. } => Arity::Exactly(2),
            OpKind::DotGeneral(_)
            | OpKind::Gather(_)
            | OpKind::SortBy { .. }
            | OpKind::Convolution(_) => Arity::Exactly(2),
            OpKind::Select | OpKind::Scatter { .. } | OpKind::LayerNorm { .. } => Arity::Exactly(3),
            OpKind::ArgReduce { .. } => Arity::Exactly(4),
            OpKind::SelectAndScatter { .. } => Arity::Exactly(3),
            OpKind::Concatenate { .. }
            | OpKind::AllReduce { .. }
            | OpKind::AllGather { .. }
            | OpKind::ReduceScatter { .. }
            | OpKind::While { .. } => Arity::AtLeast(1),
            OpKind::Call { .. } | OpKind::ManualComputation { .. } | OpKind::Return => {
                Arity::AtLeast(0)
            }
            OpKind::Rng { global_shape, .. } | OpKind::RngBits { global_shape, .. }
                if !global_shape.is_empty() =>
            {
                Arity::Exactly(2)
            }
            _ => Arity::Exactly(1),
        }
    }

    /// How many results the op has, when fixed by the op itself (`func.call` takes its
    /// callee's result count, a tuple collective and `hlo.while` one per operand).
    pub fn fixed_num_results(&self) -> Option<usize> {
        match self {
            OpKind::Call { .. } | OpKind::While { .. } | OpKind::ManualComputation { .. } => None,
            k if k.is_tuple_collective() => None,
            OpKind::Return | OpKind::Send { .. } => Some(0),
            _ => Some(1),
        }
    }

    /// The functions the op runs: a call's callee, a loop's condition and body.
    pub fn callees(&self) -> Vec<&str> {
        match self {
            OpKind::Call { callee } => vec![callee],
            OpKind::While { cond, body } => vec![cond, body],
            OpKind::ManualComputation { body, .. } => vec![body],
            _ => Vec::new(),
        }
    }

    /// True for ops without side effects, which `cse` may merge and dead-code elimination
    /// may delete.
    pub fn is_pure(&self) -> bool {
        !matches!(
            self,
            OpKind::Send { .. }
                | OpKind::Recv { .. }
                | OpKind::Return
                | OpKind::Call { .. }
                | OpKind::While { .. }
                | OpKind::ManualComputation { .. }
        )
    }

    /// True for the collectives that may carry several values at once, one result per
    /// operand, each pair as the one-operand op would be (`dist.all_reduce`,
    /// `dist.all_gather`, `dist.reduce_scatter`: XLA's tuple forms, `comm-fusion`'s buckets).
    pub fn is_tuple_collective(&self) -> bool {
        matches!(
            self,
            OpKind::AllReduce { .. } | OpKind::AllGather { .. } | OpKind::ReduceScatter { .. }
        )
    }

    /// The op's name with the axes a collective acts on, as explanations of rewrites print
    /// it: `dist.all_reduce{"tp"}`, `dist.all_slice[{"tp"},{}]`; other ops by name.
    pub fn brief(&self) -> String {
        let axes = AxisRef::joined;
        let dims = |d: &[Vec<AxisRef>]| {
            d.iter()
                .map(|a| format!("{{{}}}", axes(a)))
                .collect::<Vec<_>>()
                .join(",")
        };
        match self {
            OpKind::AllReduce { reduction_axes, .. } => {
                format!("{}{{{}}}", self.name(), axes(reduction_axes))
            }
            OpKind::AllGather { gathering_axes } => {
                format!("{}[{}]", self.name(), dims(gathering_axes))
            }
            OpKind::ReduceScatter { scatter_axes, .. } => {
                format!("{}[{}]", self.name(), dims(scatter_axes))
            }
            OpKind::AllSlice { slicing_axes } => format!("{}[{}]", self.name(), dims(slicing_axes)),
            _ => self.name(),
        }
    }

    /// True for collectives (ops that move data between devices).
    pub fn is_collective(&self) -> bool {
        matches!(
            self,
            OpKind::AllGather { .. }
                | OpKind::AllReduce { .. }
                | OpKind::ReduceScatter { .. }
                | OpKind::AllToAll { .. }
                | OpKind::AllSlice { .. }
                | OpKind::CollectivePermute
                | OpKind::Shift { .. }
                | OpKind::Send { .. }
                | OpKind::Recv { .. }
        )
    }

    /// True for elementwise ops (result element `i` depends only on operand elements `i`).
    pub fn is_elementwise(&self) -> bool {
        matches!(
            self,
            OpKind::Unary(_)
                | OpKind::Binary(_)
                | OpKind::Compare(_)
                | OpKind::Select
                | OpKind::Convert
                | OpKind::BitcastConvert
                | OpKind::Gelu { .. }
        )
    }

    /// The inherent attributes of the op, by name, in a fixed order.
    pub fn properties(&self) -> Vec<(&'static str, Attribute)> {
        let arr = |v: &Vec<i64>| Attribute::I64Array(v.clone());
        let int = |v: i64| Attribute::Int(v, ElementType::I64);
        let s = |v: &str| Attribute::String(v.to_string());
        match self {
            OpKind::Constant(e) => vec![("value", Attribute::Elements(e.clone()))],
            OpKind::Iota { dimension } => vec![("iota_dimension", int(*dimension))],
            OpKind::Compare(d) => vec![("comparison_direction", s(d.keyword()))],
            OpKind::BroadcastInDim { dims } => vec![("broadcast_dimensions", arr(dims))],
            OpKind::Transpose { permutation } => vec![("permutation", arr(permutation))],
            OpKind::Reverse { dimensions } => vec![("dimensions", arr(dimensions))],
            OpKind::SelectAndScatter {
                window_dimensions,
                window_strides,
                padding_low,
                padding_high,
                select,
                kind,
            } => vec![
                ("window_dimensions", arr(window_dimensions)),
                ("window_strides", arr(window_strides)),
                ("padding_low", arr(padding_low)),
                ("padding_high", arr(padding_high)),
                ("select", s(select.keyword())),
                ("kind", s(kind.keyword())),
            ],
            OpKind::Convolution(c) => vec![
                ("input_batch_dimension", int(c.input_batch)),
                ("input_feature_dimension", int(c.input_feature)),
                ("input_spatial_dimensions", arr(&c.input_spatial)),
                (
                    "kernel_input_feature_dimension",
                    int(c.kernel_input_feature),
                ),
                (
                    "kernel_output_feature_dimension",
                    int(c.kernel_output_feature),
                ),
                ("kernel_spatial_dimensions", arr(&c.kernel_spatial)),
                ("output_batch_dimension", int(c.output_batch)),
                ("output_feature_dimension", int(c.output_feature)),
                ("output_spatial_dimensions", arr(&c.output_spatial)),
                ("window_strides", arr(&c.window_strides)),
                ("padding_low", arr(&c.padding_low)),
                ("padding_high", arr(&c.padding_high)),
                ("lhs_dilation", arr(&c.lhs_dilation)),
                ("rhs_dilation", arr(&c.rhs_dilation)),
                ("feature_group_count", int(c.feature_group_count)),
            ],
            OpKind::ReduceWindow {
                window_dimensions,
                window_strides,
                window_dilations,
                padding_low,
                padding_high,
                kind,
            } => vec![
                ("window_dimensions", arr(window_dimensions)),
                ("window_strides", arr(window_strides)),
                ("window_dilations", arr(window_dilations)),
                ("padding_low", arr(padding_low)),
                ("padding_high", arr(padding_high)),
                ("kind", s(kind.keyword())),
            ],
            OpKind::SortBy {
                dimension,
                descending,
                total_order,
            } => {
                let mut p = vec![("dimension", int(*dimension))];
                if *descending {
                    p.push(("descending", Attribute::Bool(true)));
                }
                if *total_order {
                    p.push(("total_order", Attribute::Bool(true)));
                }
                p
            }
            OpKind::ArgReduce { dimensions, kind } => {
                vec![("dimensions", arr(dimensions)), ("kind", s(kind.keyword()))]
            }
            OpKind::Slice {
                start,
                limit,
                strides,
            } => vec![
                ("start_indices", arr(start)),
                ("limit_indices", arr(limit)),
                ("strides", arr(strides)),
            ],
            OpKind::Concatenate { dimension } => vec![("dimension", int(*dimension))],
            OpKind::Pad {
                low,
                high,
                interior,
            } => vec![
                ("edge_padding_low", arr(low)),
                ("edge_padding_high", arr(high)),
                ("interior_padding", arr(interior)),
            ],
            OpKind::Reduce { dimensions, kind } => {
                vec![("dimensions", arr(dimensions)), ("kind", s(kind.keyword()))]
            }
            OpKind::DotGeneral(d) => vec![
                ("lhs_batching_dimensions", arr(&d.lhs_batch)),
                ("rhs_batching_dimensions", arr(&d.rhs_batch)),
                ("lhs_contracting_dimensions", arr(&d.lhs_contracting)),
                ("rhs_contracting_dimensions", arr(&d.rhs_contracting)),
            ],
            OpKind::Gather(g) => vec![
                ("offset_dims", arr(&g.offset_dims)),
                ("collapsed_slice_dims", arr(&g.collapsed_slice_dims)),
                ("operand_batching_dims", arr(&g.operand_batching_dims)),
                (
                    "start_indices_batching_dims",
                    arr(&g.start_indices_batching_dims),
                ),
                ("start_index_map", arr(&g.start_index_map)),
                ("index_vector_dim", int(g.index_vector_dim)),
                ("slice_sizes", arr(&g.slice_sizes)),
            ],
            OpKind::Scatter { dims, kind } => vec![
                ("update_window_dims", arr(&dims.update_window_dims)),
                ("inserted_window_dims", arr(&dims.inserted_window_dims)),
                ("input_batching_dims", arr(&dims.input_batching_dims)),
                (
                    "scatter_indices_batching_dims",
                    arr(&dims.scatter_indices_batching_dims),
                ),
                (
                    "scatter_dims_to_operand_dims",
                    arr(&dims.scatter_dims_to_operand_dims),
                ),
                ("index_vector_dim", int(dims.index_vector_dim)),
                ("kind", s(kind.keyword())),
            ],
            OpKind::Rng {
                distribution,
                stream,
                global_shape,
            } => {
                let mut p = vec![
                    ("distribution", s(distribution.keyword())),
                    ("stream", int(*stream)),
                ];
                if !global_shape.is_empty() {
                    p.push(("global_shape", arr(global_shape)));
                }
                p
            }
            OpKind::RngBits {
                algorithm,
                global_shape,
            } => {
                let mut p = vec![("algorithm", s(algorithm.keyword()))];
                if !global_shape.is_empty() {
                    p.push(("global_shape", arr(global_shape)));
                }
                p
            }
            OpKind::Softmax { dimension } => vec![("dimension", int(*dimension))],
            OpKind::Rotate { dimension, shift } => {
                vec![("dimension", int(*dimension)), ("shift", int(*shift))]
            }
            OpKind::LayerNorm { dimension, epsilon } => vec![
                ("dimension", int(*dimension)),
                ("epsilon", Attribute::Float(*epsilon, ElementType::F64)),
            ],
            OpKind::Gelu { approximate } => vec![("approximate", Attribute::Bool(*approximate))],
            OpKind::AllGather { gathering_axes } => {
                vec![("gathering_axes", Attribute::DimAxes(gathering_axes.clone()))]
            }
            OpKind::AllReduce {
                reduction_axes,
                kind,
            } => vec![
                ("reduction_axes", Attribute::Axes(reduction_axes.clone())),
                ("kind", s(kind.keyword())),
            ],
            OpKind::ReduceScatter { scatter_axes, kind } => vec![
                ("scatter_axes", Attribute::DimAxes(scatter_axes.clone())),
                ("kind", s(kind.keyword())),
            ],
            OpKind::AllToAll {
                source_dim,
                target_dim,
                axes,
            } => vec![
                ("source_dim", int(*source_dim)),
                ("target_dim", int(*target_dim)),
                ("axes", Attribute::Axes(axes.clone())),
            ],
            OpKind::AllSlice { slicing_axes } => {
                vec![("slicing_axes", Attribute::DimAxes(slicing_axes.clone()))]
            }
            OpKind::Send { channel } | OpKind::Recv { channel } => vec![("channel", int(*channel))],
            OpKind::AxisIndex { axes } => vec![("axes", Attribute::Axes(axes.clone()))],
            OpKind::Shift {
                axes,
                offset,
                circular,
            } => {
                let mut p = vec![
                    ("axes", Attribute::Axes(axes.clone())),
                    ("offset", int(*offset)),
                ];
                if *circular {
                    p.push(("circular", Attribute::Bool(true)));
                }
                p
            }
            OpKind::Call { callee } => vec![("callee", Attribute::Symbol(callee.clone()))],
            OpKind::While { cond, body } => vec![
                ("cond", Attribute::Symbol(cond.clone())),
                ("body", Attribute::Symbol(body.clone())),
            ],
            OpKind::ManualComputation {
                body,
                manual_axes,
                in_shardings,
                out_shardings,
            } => {
                let list = |v: &[Sharding]| {
                    Attribute::Array(v.iter().cloned().map(Attribute::Sharding).collect())
                };
                vec![
                    ("body", Attribute::Symbol(body.clone())),
                    ("manual_axes", Attribute::Axes(manual_axes.clone())),
                    ("in_shardings", list(in_shardings)),
                    ("out_shardings", list(out_shardings)),
                ]
            }
            OpKind::Unary(_)
            | OpKind::Binary(_)
            | OpKind::Select
            | OpKind::Convert
            | OpKind::BitcastConvert
            | OpKind::Reshape
            | OpKind::Constraint
            | OpKind::CollectivePermute
            | OpKind::Return => Vec::new(),
        }
    }

    /// Builds an op from its name and inherent attributes. Consumes the attributes it
    /// understands from `props`; an unknown name, a missing or ill-typed attribute, or an
    /// attribute left over is an error naming it.
    pub fn from_properties(name: &str, props: &mut Properties) -> Result<OpKind, String> {
        let kind = match name {
            "hlo.constant" => OpKind::Constant(props.elements("value")?),
            "hlo.iota" => OpKind::Iota {
                dimension: props.int("iota_dimension")?,
            },
            "hlo.compare" => OpKind::Compare(props.keyword(
                "comparison_direction",
                &CompareDirection::ALL,
                CompareDirection::keyword,
            )?),
            "hlo.select" => OpKind::Select,
            "hlo.convert" => OpKind::Convert,
            "hlo.bitcast_convert" => OpKind::BitcastConvert,
            "hlo.broadcast_in_dim" => OpKind::BroadcastInDim {
                dims: props.i64s("broadcast_dimensions")?,
            },
            "hlo.reshape" => OpKind::Reshape,
            "hlo.transpose" => OpKind::Transpose {
                permutation: props.i64s("permutation")?,
            },
            "hlo.reverse" => OpKind::Reverse {
                dimensions: props.i64s("dimensions")?,
            },
            "hlo.select_and_scatter" => OpKind::SelectAndScatter {
                window_dimensions: props.i64s("window_dimensions")?,
                window_strides: props.i64s("window_strides")?,
                padding_low: props.i64s("padding_low")?,
                padding_high: props.i64s("padding_high")?,
                select: props.keyword(
                    "select",
                    &CompareDirection::ALL,
                    CompareDirection::keyword,
                )?,
                kind: props.keyword("kind", &ReduceKind::ALL, ReduceKind::keyword)?,
            },
            "hlo.convolution" => OpKind::Convolution(ConvDims {
                input_batch: props.int("input_batch_dimension")?,
                input_feature: props.int("input_feature_dimension")?,
                input_spatial: props.i64s_or_empty("input_spatial_dimensions")?,
                kernel_input_feature: props.int("kernel_input_feature_dimension")?,
                kernel_output_feature: props.int("kernel_output_feature_dimension")?,
                kernel_spatial: props.i64s_or_empty("kernel_spatial_dimensions")?,
                output_batch: props.int("output_batch_dimension")?,
                output_feature: props.int("output_feature_dimension")?,
                output_spatial: props.i64s_or_empty("output_spatial_dimensions")?,
                window_strides: props.i64s_or_empty("window_strides")?,
                padding_low: props.i64s_or_empty("padding_low")?,
                padding_high: props.i64s_or_empty("padding_high")?,
                lhs_dilation: props.i64s_or_empty("lhs_dilation")?,
                rhs_dilation: props.i64s_or_empty("rhs_dilation")?,
                feature_group_count: props.int("feature_group_count")?,
            }),
            "hlo.reduce_window" => OpKind::ReduceWindow {
                window_dimensions: props.i64s("window_dimensions")?,
                window_strides: props.i64s("window_strides")?,
                window_dilations: props.i64s("window_dilations")?,
                padding_low: props.i64s("padding_low")?,
                padding_high: props.i64s("padding_high")?,
                kind: props.keyword("kind", &ReduceKind::ALL, ReduceKind::keyword)?,
            },
            "hlo.sort_by" => OpKind::SortBy {
                dimension: props.int("dimension")?,
                descending: props.bool_or_false("descending")?,
                total_order: props.bool_or_false("total_order")?,
            },
            "hlo.arg_reduce" => OpKind::ArgReduce {
                dimensions: props.i64s("dimensions")?,
                kind: props.keyword(
                    "kind",
                    &[ReduceKind::Max, ReduceKind::Min],
                    ReduceKind::keyword,
                )?,
            },
            "hlo.slice" => OpKind::Slice {
                start: props.i64s("start_indices")?,
                limit: props.i64s("limit_indices")?,
                strides: props.i64s("strides")?,
            },
            "hlo.concatenate" => OpKind::Concatenate {
                dimension: props.int("dimension")?,
            },
            "hlo.pad" => OpKind::Pad {
                low: props.i64s("edge_padding_low")?,
                high: props.i64s("edge_padding_high")?,
                interior: props.i64s("interior_padding")?,
            },
            "hlo.reduce" => OpKind::Reduce {
                dimensions: props.i64s("dimensions")?,
                kind: props.keyword("kind", &ReduceKind::ALL, ReduceKind::keyword)?,
            },
            "hlo.dot_general" => OpKind::DotGeneral(DotDims {
                lhs_batch: props.i64s_or_empty("lhs_batching_dimensions")?,
                rhs_batch: props.i64s_or_empty("rhs_batching_dimensions")?,
                lhs_contracting: props.i64s_or_empty("lhs_contracting_dimensions")?,
                rhs_contracting: props.i64s_or_empty("rhs_contracting_dimensions")?,
            }),
            "hlo.gather" => OpKind::Gather(GatherDims {
                offset_dims: props.i64s_or_empty("offset_dims")?,
                collapsed_slice_dims: props.i64s_or_empty("collapsed_slice_dims")?,
                operand_batching_dims: props.i64s_or_empty("operand_batching_dims")?,
                start_indices_batching_dims: props.i64s_or_empty("start_indices_batching_dims")?,
                start_index_map: props.i64s("start_index_map")?,
                index_vector_dim: props.int("index_vector_dim")?,
                slice_sizes: props.i64s("slice_sizes")?,
            }),
            "hlo.scatter" => OpKind::Scatter {
                dims: ScatterDims {
                    update_window_dims: props.i64s_or_empty("update_window_dims")?,
                    inserted_window_dims: props.i64s_or_empty("inserted_window_dims")?,
                    input_batching_dims: props.i64s_or_empty("input_batching_dims")?,
                    scatter_indices_batching_dims: props
                        .i64s_or_empty("scatter_indices_batching_dims")?,
                    scatter_dims_to_operand_dims: props.i64s("scatter_dims_to_operand_dims")?,
                    index_vector_dim: props.int("index_vector_dim")?,
                },
                kind: {
                    let all = [
                        ScatterKind::Replace,
                        ScatterKind::Reduce(ReduceKind::Add),
                        ScatterKind::Reduce(ReduceKind::Max),
                        ScatterKind::Reduce(ReduceKind::Min),
                        ScatterKind::Reduce(ReduceKind::Mul),
                    ];
                    props.keyword("kind", &all, ScatterKind::keyword)?
                },
            },
            "hlo.rng" => OpKind::Rng {
                distribution: props.keyword(
                    "distribution",
                    &[RngDistribution::Uniform, RngDistribution::Normal],
                    RngDistribution::keyword,
                )?,
                stream: props.int("stream")?,
                global_shape: props.i64s_or_empty("global_shape")?,
            },
            "hlo.rng_bits" => OpKind::RngBits {
                algorithm: props.keyword(
                    "algorithm",
                    &[BitAlgorithm::Philox, BitAlgorithm::ThreeFry],
                    BitAlgorithm::keyword,
                )?,
                global_shape: props.i64s_or_empty("global_shape")?,
            },
            "hlo.rotate" => OpKind::Rotate {
                dimension: props.int("dimension")?,
                shift: props.int("shift")?,
            },
            "hlo.softmax" => OpKind::Softmax {
                dimension: props.int("dimension")?,
            },
            "hlo.layer_norm" => OpKind::LayerNorm {
                dimension: props.int("dimension")?,
                epsilon: props.float("epsilon")?,
            },
            "hlo.gelu" => OpKind::Gelu {
                approximate: props.bool("approximate")?,
            },
            "dist.constraint" => OpKind::Constraint,
            "dist.all_gather" => OpKind::AllGather {
                gathering_axes: props.dim_axes("gathering_axes")?,
            },
            "dist.all_reduce" => OpKind::AllReduce {
                reduction_axes: props.axes("reduction_axes")?,
                kind: props.keyword("kind", &ReduceKind::ALL, ReduceKind::keyword)?,
            },
            "dist.reduce_scatter" => OpKind::ReduceScatter {
                scatter_axes: props.dim_axes("scatter_axes")?,
                kind: props.keyword("kind", &ReduceKind::ALL, ReduceKind::keyword)?,
            },
            "dist.all_to_all" => OpKind::AllToAll {
                source_dim: props.int("source_dim")?,
                target_dim: props.int("target_dim")?,
                axes: props.axes("axes")?,
            },
            "dist.all_slice" => OpKind::AllSlice {
                slicing_axes: props.dim_axes("slicing_axes")?,
            },
            "dist.collective_permute" => OpKind::CollectivePermute,
            "dist.axis_index" => OpKind::AxisIndex {
                axes: props.axes("axes")?,
            },
            "dist.shift" => OpKind::Shift {
                axes: props.axes("axes")?,
                offset: props.int("offset")?,
                circular: props.bool_or_false("circular")?,
            },
            "dist.send" => OpKind::Send {
                channel: props.int("channel")?,
            },
            "dist.recv" => OpKind::Recv {
                channel: props.int("channel")?,
            },
            "func.call" => OpKind::Call {
                callee: props.symbol("callee")?,
            },
            "hlo.while" => OpKind::While {
                cond: props.symbol("cond")?,
                body: props.symbol("body")?,
            },
            "dist.manual_computation" => OpKind::ManualComputation {
                body: props.symbol("body")?,
                manual_axes: props.axes("manual_axes")?,
                in_shardings: props.shardings("in_shardings")?,
                out_shardings: props.shardings("out_shardings")?,
            },
            "func.return" => OpKind::Return,
            other => {
                let mnemonic = other.strip_prefix("hlo.");
                if let Some(u) = UnaryOp::ALL
                    .into_iter()
                    .find(|u| Some(u.mnemonic()) == mnemonic)
                {
                    OpKind::Unary(u)
                } else if let Some(b) = BinaryOp::ALL
                    .into_iter()
                    .find(|b| Some(b.mnemonic()) == mnemonic)
                {
                    OpKind::Binary(b)
                } else {
                    return Err(unknown_op_message(other));
                }
            }
        };
        Ok(kind)
    }
}

/// The message for an op name the IR does not define, with the closest known names.
pub fn unknown_op_message(name: &str) -> String {
    let dialect = name.split('.').next().unwrap_or("");
    let same_dialect: Vec<&str> = OP_NAMES
        .iter()
        .copied()
        .filter(|n| n.starts_with(&format!("{dialect}.")))
        .collect();
    if same_dialect.is_empty() {
        format!("unknown op '{name}': shardc knows the dialects 'hlo', 'dist' and 'func'")
    } else {
        format!(
            "unknown op '{name}'; the '{dialect}' dialect has: {}",
            same_dialect.join(", ")
        )
    }
}

/// Named attributes being consumed while an op is built from text.
#[derive(Debug, Default)]
pub struct Properties {
    entries: Vec<(String, Attribute)>,
}

impl Properties {
    /// Wraps a list of named attributes.
    pub fn new(entries: Vec<(String, Attribute)>) -> Properties {
        Properties { entries }
    }

    fn take(&mut self, key: &str) -> Option<Attribute> {
        let pos = self.entries.iter().position(|(k, _)| k == key)?;
        Some(self.entries.remove(pos).1)
    }

    fn require(&mut self, key: &str) -> Result<Attribute, String> {
        self.take(key)
            .ok_or_else(|| format!("missing attribute '{key}'"))
    }

    fn mismatch(key: &str, expected: &str, found: &Attribute) -> String {
        format!(
            "attribute '{key}' must be {expected}, found {}",
            found.kind_name()
        )
    }

    /// An `array<i64: ...>` (a `[...]` of integers is accepted too).
    pub fn i64s(&mut self, key: &str) -> Result<Vec<i64>, String> {
        match self.require(key)? {
            Attribute::I64Array(v) => Ok(v),
            Attribute::Array(items) => items
                .iter()
                .map(|a| match a {
                    Attribute::Int(v, _) => Ok(*v),
                    other => Err(Self::mismatch(key, "array<i64>", other)),
                })
                .collect(),
            other => Err(Self::mismatch(key, "array<i64>", &other)),
        }
    }

    /// Like [`Properties::i64s`], empty when absent.
    pub fn i64s_or_empty(&mut self, key: &str) -> Result<Vec<i64>, String> {
        if self.entries.iter().any(|(k, _)| k == key) {
            self.i64s(key)
        } else {
            Ok(Vec::new())
        }
    }

    /// An integer.
    pub fn int(&mut self, key: &str) -> Result<i64, String> {
        match self.require(key)? {
            Attribute::Int(v, _) => Ok(v),
            other => Err(Self::mismatch(key, "an integer", &other)),
        }
    }

    /// A float (an integer is accepted).
    pub fn float(&mut self, key: &str) -> Result<f64, String> {
        match self.require(key)? {
            Attribute::Float(v, _) => Ok(v),
            Attribute::Int(v, _) => Ok(v as f64),
            other => Err(Self::mismatch(key, "a float", &other)),
        }
    }

    /// Like [`Properties::bool`], false when absent.
    pub fn bool_or_false(&mut self, key: &str) -> Result<bool, String> {
        if self.entries.iter().any(|(k, _)| k == key) {
            self.bool(key)
        } else {
            Ok(false)
        }
    }

    /// `true` or `false`.
    pub fn bool(&mut self, key: &str) -> Result<bool, String> {
        match self.require(key)? {
            Attribute::Bool(v) => Ok(v),
            other => Err(Self::mismatch(key, "true or false", &other)),
        }
    }

    /// A symbol reference `@name`.
    pub fn symbol(&mut self, key: &str) -> Result<String, String> {
        match self.require(key)? {
            Attribute::Symbol(v) => Ok(v),
            other => Err(Self::mismatch(key, "a symbol reference", &other)),
        }
    }

    /// Dense elements `dense<...> : tensor<...>`.
    pub fn elements(&mut self, key: &str) -> Result<DenseElements, String> {
        match self.require(key)? {
            Attribute::Elements(v) => Ok(v),
            other => Err(Self::mismatch(key, "dense elements", &other)),
        }
    }

    /// `#dist.axes<{...}>`.
    pub fn axes(&mut self, key: &str) -> Result<Vec<AxisRef>, String> {
        match self.require(key)? {
            Attribute::Axes(v) => Ok(v),
            other => Err(Self::mismatch(key, "#dist.axes", &other)),
        }
    }

    /// A `[...]` of `#dist.sharding<...>`.
    pub fn shardings(&mut self, key: &str) -> Result<Vec<Sharding>, String> {
        match self.require(key)? {
            Attribute::Array(items) => items
                .into_iter()
                .map(|a| match a {
                    Attribute::Sharding(s) => Ok(s),
                    other => Err(Self::mismatch(key, "a list of #dist.sharding", &other)),
                })
                .collect(),
            other => Err(Self::mismatch(key, "a list of #dist.sharding", &other)),
        }
    }

    /// `#dist.dim_axes<[...]>`.
    pub fn dim_axes(&mut self, key: &str) -> Result<Vec<Vec<AxisRef>>, String> {
        match self.require(key)? {
            Attribute::DimAxes(v) => Ok(v),
            other => Err(Self::mismatch(key, "#dist.dim_axes", &other)),
        }
    }

    /// A string naming one of `options` (by `keyword`).
    pub fn keyword<T: Copy>(
        &mut self,
        key: &str,
        options: &[T],
        keyword: fn(T) -> &'static str,
    ) -> Result<T, String> {
        let names = || {
            options
                .iter()
                .map(|o| keyword(*o))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self.require(key)? {
            Attribute::String(s) => options
                .iter()
                .copied()
                .find(|o| keyword(*o) == s)
                .ok_or_else(|| {
                    format!("attribute '{key}' is \"{s}\"; expected one of {}", names())
                }),
            other => Err(Self::mismatch(
                key,
                &format!("a string (one of {})", names()),
                &other,
            )),
        }
    }

    /// The attributes not consumed.
    pub fn into_rest(self) -> Vec<(String, Attribute)> {
        self.entries
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_builds_and_round_trips_through_properties() {
        for name in OP_NAMES {
            // Build with a plausible property set taken from a canonical example of each op.
            let example = crate::examples::example_kind(name);
            assert_eq!(&example.name(), name);
            let props: Vec<(String, Attribute)> = example
                .properties()
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect();
            let mut p = Properties::new(props);
            let rebuilt = OpKind::from_properties(name, &mut p).unwrap();
            assert_eq!(rebuilt, example);
            assert!(p.into_rest().is_empty());
        }
    }

    #[test]
    fn unknown_ops_list_the_dialect() {
        let msg = unknown_op_message("hlo.fft");
        assert!(msg.contains("hlo.add"), "{msg}");
        assert!(unknown_op_message("shard.x").contains("'hlo', 'dist' and 'func'"));
    }
}
