"""Row statistics of attention weights, and why √d_k scaling matters.

The what-if controls show, for each query row of a weights matrix, how spread
out its attention is (entropy) and how much goes to its favourite key
(maximum weight). :func:`saturation_vs_dk` shows the reason for the √d_k in
the formula: without it, dot products of random unit-variance vectors grow
like √d_k and the softmax saturates towards one-hot as d_k grows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from explorer.core.attention.pipeline import softmax_rows

UNITS = {"nats": 1.0, "bits": 1.0 / math.log(2.0)}
#: THE unit of entropy wherever the app shows one (What if…, Why √d_k, their figures):
#: log₂, so a row spread evenly over 2 keys has 1 bit and one-hot has 0.
ENTROPY_UNIT = "bits"


def _weights(weights: np.ndarray) -> np.ndarray:
    a = np.asarray(weights, dtype=np.float64)
    if a.ndim != 2:
        raise ValueError(f"expected an n × m weights matrix, got {a.ndim} dimension(s)")
    return a


def _check_unit(unit: str) -> float:
    if unit not in UNITS:
        raise ValueError(f"unit must be one of {', '.join(UNITS)}, not {unit!r}")
    return UNITS[unit]


def row_entropy(weights: np.ndarray, unit: str = ENTROPY_UNIT) -> np.ndarray:
    """Entropy −Σ_j a_ij log a_ij of each row of an n × m weights matrix: shape (n,).

    ``unit`` is ``"bits"`` (log₂; uniform over k keys gives log₂ k: the app's
    one unit) or ``"nats"`` (natural log; uniform gives ln k). Zero weights —
    masked keys — contribute 0 (the limit of a·log a as a → 0). Computed in
    float64 by :func:`weight_stats`' own pass.
    """
    factor = _check_unit(unit)
    return _row_stats(_weights(weights))[1] * factor


#: Rows per block in :func:`weight_stats`: the temporaries stay a few MB at any n.
STATS_BLOCK_ROWS = 256


def weight_stats(weights: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(max weight, entropy in bits) of each row of an n × m weights matrix,
    both shape (n,) float64: what :func:`row_max_weight` and :func:`row_entropy`
    give, in one pass over blocks of rows in the matrix's own dtype (a float32
    4096 × 4096 matrix is not copied to float64 whole, nor are five n × m
    temporaries made)."""
    a = np.asarray(weights)
    if a.ndim != 2:
        raise ValueError(f"expected an n × m weights matrix, got {a.ndim} dimension(s)")
    peak, entropy = _row_stats(a)
    return peak, entropy * UNITS[ENTROPY_UNIT]


def _row_stats(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(max weight, entropy in nats) of each row of 2-D ``a``: the one computation of both."""
    n = a.shape[0]
    peak = np.empty(n, dtype=np.float64)
    entropy = np.empty(n, dtype=np.float64)
    for start in range(0, n, STATS_BLOCK_ROWS):
        block = a[start:start + STATS_BLOCK_ROWS]
        peak[start:start + len(block)] = block.max(axis=1) if block.shape[1] else 0.0
        logs = np.zeros(block.shape, dtype=np.result_type(block.dtype, np.float32))
        # log of a zero weight (a masked key) is left 0: its term is the limit 0·log 0 = 0.
        np.log(block, out=logs, where=block > 0)
        logs *= block
        entropy[start:start + len(block)] = -logs.sum(axis=1, dtype=np.float64)
    # Clip the −0.0 / −1e-17 that rounding leaves on one-hot rows.
    return peak, np.maximum(entropy, 0.0)


def row_max_weight(weights: np.ndarray) -> np.ndarray:
    """The largest weight of each row: shape (n,), between 1/m and 1."""
    return _weights(weights).max(axis=1)


def allowed_keys(n: int, m: int, causal: bool) -> np.ndarray:
    """How many keys each of the n query rows may attend to: m, or i + 1 under the causal mask."""
    if causal:
        return np.minimum(np.arange(1, n + 1), m)
    return np.full(n, m)


def max_entropy(n: int, m: int, causal: bool = False, unit: str = ENTROPY_UNIT) -> np.ndarray:
    """The entropy of a uniform row over the allowed keys, per row: shape (n,).

    Divide :func:`row_entropy` by it for a 0…1 "spread" that compares rows
    of a causal matrix fairly (row 0 of a causal matrix is always 0).
    """
    return np.log(allowed_keys(n, m, causal).astype(np.float64)) * _check_unit(unit)


@dataclass(frozen=True)
class Saturation:
    """Mean row statistics of softmax(q·kᵀ) with and without √d_k, per d_k.

    All arrays have one entry per d_k in ``d_ks``. ``*_max`` is the mean of
    the rows' maximum weight (1/n is uniform, 1 is one-hot); ``*_entropy``
    the mean row entropy in bits (log₂ n is uniform, 0 is one-hot).
    """

    d_ks: np.ndarray
    n: int
    scaled_max: np.ndarray
    unscaled_max: np.ndarray
    scaled_entropy: np.ndarray
    unscaled_entropy: np.ndarray

    def rows(self) -> list[tuple[int, float, float, float, float]]:
        """(d_k, scaled max, unscaled max, scaled entropy, unscaled entropy) per d_k."""
        return [(int(d), float(a), float(b), float(c), float(e)) for d, a, b, c, e in
                zip(self.d_ks, self.scaled_max, self.unscaled_max, self.scaled_entropy, self.unscaled_entropy)]


def saturation_vs_dk(d_ks: Sequence[int] = (1, 4, 16, 64, 256, 1024), n: int = 64, seed: int = 0,
                     trials: int = 8) -> Saturation:
    """For each d_k: draw ``trials`` sets of n queries and n keys with i.i.d.
    N(0, 1) entries, and average the rows' max weight and entropy of
    softmax(Q·Kᵀ / √d_k) and of softmax(Q·Kᵀ). Deterministic given ``seed``.

    A score q·k is a sum of d_k unit-variance products, so its spread grows
    like √d_k; dividing by √d_k brings it back to 1 whatever d_k is.
    """
    if n < 1 or trials < 1 or not d_ks or min(d_ks) < 1:
        raise ValueError("n, trials and every d_k must be at least 1")
    rng = np.random.default_rng(seed)
    out = {key: [] for key in ("sm", "um", "se", "ue")}
    for d_k in d_ks:
        q = rng.standard_normal((trials, n, d_k))
        k = rng.standard_normal((trials, n, d_k))
        scores = (q @ k.transpose(0, 2, 1)).reshape(trials * n, n)
        scaled = softmax_rows(np, scores / math.sqrt(d_k))
        unscaled = softmax_rows(np, scores)
        out["sm"].append(row_max_weight(scaled).mean())
        out["um"].append(row_max_weight(unscaled).mean())
        out["se"].append(row_entropy(scaled).mean())
        out["ue"].append(row_entropy(unscaled).mean())
    return Saturation(np.asarray(d_ks, dtype=int), n, *(np.asarray(out[key]) for key in ("sm", "um", "se", "ue")))
