//! Special functions the reference interpreter computes in f64 (and compiled kernels call):
//! the inverse error function and the digamma function, which neither Rust's standard
//! library nor the `libm` crate provides.

/// The inverse of `erf` on `[-1, 1]`: `±inf` at `±1`, NaN outside. A rational initial
/// approximation (Giles, "Approximating the erfinv function", 2010) refined by two Newton
/// steps on `erf(x) − y` (each doubles the correct digits), to within a few ulps in f64.
// The coefficients are Giles' published ones, digits as published.
#[allow(clippy::excessive_precision)]
pub fn erf_inv(y: f64) -> f64 {
    if y.is_nan() || y.abs() > 1.0 {
        return f64::NAN;
    }
    if y == 1.0 {
        return f64::INFINITY;
    }
    if y == -1.0 {
        return f64::NEG_INFINITY;
    }
    if y == 0.0 {
        return y;
    }
    let w = -((1.0 - y) * (1.0 + y)).ln();
    let mut x = if w < 6.25 {
        let w = w - 3.125;
        let mut p = -3.6444120640178196996e-21;
        for c in [
            -1.685059138182016589e-19,
            1.2858480715256400167e-18,
            1.115787767802518096e-17,
            -1.333171662854620906e-16,
            2.0972767875968561637e-17,
            6.6376381343583238325e-15,
            -4.0545662729752068639e-14,
            -8.1519341976054721522e-14,
            2.6335093153082322977e-12,
            -1.2975133253453532498e-11,
            -5.4154120542946279317e-11,
            1.051212273321532285e-09,
            -4.1126339803469836976e-09,
            -2.9070369957882005086e-08,
            4.2347877827932403518e-07,
            -1.3654692000834678645e-06,
            -1.3882523362786468719e-05,
            0.0001867342080340571352,
            -0.00074070253416626697512,
            -0.0060336708714301490533,
            0.24015818242558961693,
            1.6536545626831027356,
        ] {
            p = c + p * w;
        }
        p * y
    } else if w < 16.0 {
        let w = w.sqrt() - 3.25;
        let mut p = 2.2137376921775787049e-09;
        for c in [
            9.0756561938885390979e-08,
            -2.7517406297064545428e-07,
            1.8239629214389227755e-08,
            1.5027403968909827627e-06,
            -4.013867526981545969e-06,
            2.9234449089955446044e-06,
            1.2475304481671778723e-05,
            -4.7318229009055733981e-05,
            6.8284851459573175448e-05,
            2.4031110387097893999e-05,
            -0.0003550375203628474796,
            0.00095328937973738049703,
            -0.0016882755560235047313,
            0.0024914420961078508066,
            -0.0037512085075692412107,
            0.005370914553590063617,
            1.0052589676941592334,
            3.0838856104922207635,
        ] {
            p = c + p * w;
        }
        p * y
    } else {
        let w = w.sqrt() - 5.0;
        let mut p = -2.7109920616438573243e-11;
        for c in [
            -2.5556418169965252055e-10,
            1.5076572693500548083e-09,
            -3.7894654401267369937e-09,
            7.6157012080783393804e-09,
            -1.4960026627149240478e-08,
            2.9147953450901080826e-08,
            -6.7711997758452339498e-08,
            2.2900482228026654717e-07,
            -9.9298272942317002539e-07,
            4.5260625972231537039e-06,
            -1.9681778105531670567e-05,
            7.5995277030017761139e-05,
            -0.00021503011930044477347,
            -0.00013871931833623122026,
            1.0103004648645343977,
            4.8499064014085844221,
        ] {
            p = c + p * w;
        }
        p * y
    };
    // Newton on erf(x) - y: erf'(x) = 2/sqrt(pi) e^(-x^2).
    let k = 2.0 / std::f64::consts::PI.sqrt();
    for _ in 0..2 {
        let slope = k * (-x * x).exp();
        if slope == 0.0 || !slope.is_finite() {
            break;
        }
        x -= (libm::erf(x) - y) / slope;
    }
    x
}

/// The digamma function ψ(x) = Γ'(x)/Γ(x): NaN at 0 and the negative integers (its poles)
/// and for NaN; `−inf` at `−inf` is NaN too. Reflection `ψ(1 − x) − π / tan(πx)` for
/// negative x, the recurrence `ψ(x) = ψ(x + 1) − 1/x` up to x ≥ 10, then the asymptotic
/// series in 1/x².
pub fn digamma(x: f64) -> f64 {
    if x.is_nan() || x == f64::NEG_INFINITY {
        return f64::NAN;
    }
    if x == f64::INFINITY {
        return x;
    }
    if x <= 0.0 && x == x.floor() {
        return f64::NAN;
    }
    if x < 0.0 {
        let pi = std::f64::consts::PI;
        return digamma(1.0 - x) - pi / (pi * x).tan();
    }
    let mut x = x;
    let mut shift = 0.0;
    while x < 10.0 {
        shift -= 1.0 / x;
        x += 1.0;
    }
    let r = 1.0 / (x * x);
    let series = r
        * (1.0 / 12.0
            - r * (1.0 / 120.0
                - r * (1.0 / 252.0 - r * (1.0 / 240.0 - r * (1.0 / 132.0 - r * 691.0 / 32760.0)))));
    shift + x.ln() - 0.5 / x - series
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn erf_inv_inverts_erf() {
        for i in -999..=999 {
            let y = i as f64 / 1000.0;
            let x = erf_inv(y);
            assert!(
                (libm::erf(x) - y).abs() <= 4.0 * f64::EPSILON,
                "erf(erf_inv({y})) = {}",
                libm::erf(x)
            );
        }
        for y in [1e-300, 0.999_999_999, -0.999_999_999_999] {
            assert!(
                (libm::erf(erf_inv(y)) - y).abs()
                    <= 4.0 * f64::EPSILON * y.abs().max(1e-300) + 1e-300
            );
        }
        assert_eq!(erf_inv(1.0), f64::INFINITY);
        assert_eq!(erf_inv(-1.0), f64::NEG_INFINITY);
        assert!(erf_inv(1.5).is_nan());
        assert_eq!(erf_inv(-0.0).to_bits(), (-0.0f64).to_bits());
    }

    #[test]
    fn digamma_known_values() {
        // ψ(1) = −γ, ψ(1/2) = −γ − 2 ln 2, ψ(10) = H_9 − γ.
        let gamma = 0.577_215_664_901_532_9;
        let close = |a: f64, b: f64| (a - b).abs() <= 1e-14 * b.abs().max(1.0);
        assert!(close(digamma(1.0), -gamma), "{}", digamma(1.0));
        assert!(close(digamma(0.5), -gamma - 2.0 * 2f64.ln()));
        let h9: f64 = (1..=9).map(|k| 1.0 / k as f64).sum();
        assert!(close(digamma(10.0), h9 - gamma));
        // Reflection: ψ(−0.5) = ψ(1.5) + π / tan(−π/2) … = 2 − γ − 2 ln 2 + 0.
        assert!(
            close(digamma(-0.5), 2.0 - gamma - 2.0 * 2f64.ln() + 0.0),
            "{}",
            digamma(-0.5)
        );
        assert!(digamma(0.0).is_nan() && digamma(-3.0).is_nan());
        // ψ is the derivative of ln Γ.
        for x in [0.3, 1.7, 4.2, 12.5, 80.0] {
            let h = 1e-6;
            let d = (libm::lgamma(x + h) - libm::lgamma(x - h)) / (2.0 * h);
            assert!((digamma(x) - d).abs() < 1e-6, "{x}: {} vs {d}", digamma(x));
        }
    }
}
