//! Repeated layers, found by structural hashing, so that the search places each distinct
//! layer once.
//!
//! Each op gets a signature: its kind and attributes, its operand and result types, and for
//! each operand how many ops back it was computed (when near: further values, like a mask
//! every layer reads or the activations the backward pass reads, are a different distance in
//! each copy) or that it is an argument. A model's layers, written as a loop and unrolled, are runs of ops whose signature
//! equals the signature `P` ops later, `P` being the layer's length. Periods are taken from
//! the most frequent distances between ops of equal signature; each maximal run of a period
//! covering at least three whole copies becomes a set of classes, one per position in the
//! layer, whose members are that position in every copy.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use shardc_ir::{Function, OpId, Value};

/// Classes of repeated ops.
#[derive(Clone, Debug, Default)]
pub struct Repeats {
    /// Per op position, its class (`None`: not repeated).
    pub class_of: Vec<Option<u32>>,
    /// Per class, the positions of its members, in program order.
    pub members: Vec<Vec<usize>>,
}

impl Repeats {
    /// The members of `p`'s class (`p` among them), or `None` when `p` is not repeated.
    pub fn class(&self, p: usize) -> Option<&[usize]> {
        self.class_of
            .get(p)
            .copied()
            .flatten()
            .map(|c| self.members[c as usize].as_slice())
    }

    /// The member that stands for `p`'s class (its middle copy), or `p`.
    pub fn representative(&self, p: usize) -> usize {
        match self.class_of.get(p).copied().flatten() {
            Some(c) => {
                let m = &self.members[c as usize];
                m[m.len() / 2]
            }
            None => p,
        }
    }

    /// The number of ops in repeated classes.
    pub fn repeated_ops(&self) -> usize {
        self.members.iter().map(|m| m.len()).sum()
    }
}

/// Operands computed at most this many ops back are told apart by their distance.
const NEAR: usize = 200;

/// The signature of each op of `ops` (positions in `f`'s body order).
fn signatures(f: &Function, ops: &[OpId]) -> Vec<u64> {
    let mut position: HashMap<Value, usize> = HashMap::new();
    let mut out = Vec::with_capacity(ops.len());
    for (p, &op) in ops.iter().enumerate() {
        let data = &f.ops[op];
        let mut h = std::collections::hash_map::DefaultHasher::new();
        let kind = format!("{:?}", data.kind);
        kind[..kind.len().min(256)].hash(&mut h);
        for &v in &data.operands {
            match position.get(&v) {
                // A value from far back (a mask shared by every layer, an activation the
                // backward pass reads) is a different distance in each copy: only its type
                // counts.
                Some(&q) if p - q <= NEAR => (0u8, p - q).hash(&mut h),
                Some(_) => 2u8.hash(&mut h),
                None => 1u8.hash(&mut h),
            }
            f.ty(v).to_string().hash(&mut h);
        }
        for &r in &data.results {
            f.ty(r).to_string().hash(&mut h);
            position.insert(r, p);
        }
        out.push(h.finish());
    }
    out
}

/// The repeated layers among `ops` (the search's op positions) of `f`.
pub fn find(f: &Function, ops: &[OpId]) -> Repeats {
    let n = ops.len();
    let sig = signatures(f, ops);
    let mut last: HashMap<u64, usize> = HashMap::new();
    let mut gaps: HashMap<usize, usize> = HashMap::new();
    for (p, &s) in sig.iter().enumerate() {
        if let Some(q) = last.insert(s, p) {
            *gaps.entry(p - q).or_default() += 1;
        }
    }
    // Candidate periods: frequent distances long enough to be layers.
    let mut candidates: Vec<(usize, usize)> = gaps
        .into_iter()
        .filter(|&(gap, count)| gap >= 2 && count >= 8)
        .map(|(gap, count)| (count, gap))
        .collect();
    candidates.sort_by(|a, b| b.cmp(a));
    candidates.truncate(6);
    let mut repeats = Repeats {
        class_of: vec![None; n],
        members: Vec::new(),
    };
    for (_, period) in candidates {
        let mut i = 0;
        while i + period < n {
            if sig[i] != sig[i + period] {
                i += 1;
                continue;
            }
            let start = i;
            while i + period < n && sig[i] == sig[i + period] {
                i += 1;
            }
            // sig[j] == sig[j + period] for j in start..i: positions start..i+period repeat.
            let copies = (i + period - start) / period;
            if copies < 3 {
                continue;
            }
            let covered = start..start + copies * period;
            if covered.clone().any(|p| repeats.class_of[p].is_some()) {
                continue;
            }
            for j in 0..period {
                let id = repeats.members.len() as u32;
                let members: Vec<usize> = (0..copies).map(|c| start + c * period + j).collect();
                for &m in &members {
                    repeats.class_of[m] = Some(id);
                }
                repeats.members.push(members);
            }
        }
    }
    repeats
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layers_of_a_loop_are_found() {
        // Five identical layers (dot, tanh) after a first one that reads the argument.
        let mut text = String::from(
            "func.func @main(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {\n  %h0 = hlo.tanh %x : tensor<8x8xf32>\n",
        );
        for i in 1..=6 {
            text.push_str(&format!(
                "  %d{i} = hlo.dot_general %h{}, %w {{lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>}} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>\n  %e{i} = hlo.exponential %d{i} : tensor<8x8xf32>\n  %s{i} = hlo.add %e{i}, %d{i} : tensor<8x8xf32>\n  %h{i} = hlo.tanh %s{i} : tensor<8x8xf32>\n",
                i - 1
            ));
        }
        text.push_str("  return %h6 : tensor<8x8xf32>\n}\n");
        let module = shardc_ir::parse_module(&text, "t.mlir").unwrap();
        let f = &module.functions[0];
        let ops: Vec<OpId> = f.body[..f.body.len() - 1].to_vec();
        let r = find(f, &ops);
        assert_eq!(r.members.len(), 4, "{r:?}");
        // The first layer reads %h0 from as far back as the others read theirs: all six
        // layers repeat.
        assert!(r.members.iter().all(|m| m.len() == 6), "{r:?}");
        assert_eq!(r.representative(1), r.members[0][3]);
    }
}
