"""Positions: the sinusoidal encoding and rotary (RoPE) rotations, on any backend.

Sinusoidal (Vaswani et al., 2017): PE(p, 2i) = sin(p / 10000^(2i/d_model)),
PE(p, 2i+1) = cos(p / 10000^(2i/d_model)), p counted from 0, added to X.

RoPE (Su et al., 2021): pair i (0 ≤ i < d_k/2) of the row of token p turns by
the angle p·θ^(−2i/d_k). ``"half"`` pairs component i with i + d_k/2 (Hugging
Face's ``rotate_half``), ``"interleaved"`` pairs 2i with 2i + 1 (RoFormer,
GGUF/llama.cpp). A rotation keeps each pair's length, so q·k depends on the
positions only through their difference.

RoPE scaling (version 4, :class:`~explorer.core.attention.recent_variants.RopeScaling`)
changes the frequencies: linear divides them by the factor s (positions ÷ s);
NTK-aware raises θ to θ·s^(d/(d−2)); YaRN blends each pair's frequency between
the interpolated θ^(−2i/d)/s and the original by a ramp over the pair indices,
and multiplies cos and sin by 0.1·ln(s) + 1 (Hugging Face transformers' "yarn"
rope type, computed here in float64).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from explorer.core.attention.recent_variants import RopeScaling

SINUSOIDAL_BASE = 10000.0


def sinusoidal(n: int, d_model: int, offset: int = 0) -> np.ndarray:
    """The n × d_model sinusoidal encoding of positions offset…offset + n − 1 (float64, read-only)."""
    return _sinusoidal(int(n), int(d_model), int(offset))


@lru_cache(maxsize=8)
def _sinusoidal(n: int, d_model: int, offset: int) -> np.ndarray:
    # The table depends on the sizes alone: made once per size, not on every edit.
    # Columns 2i and 2i + 1 share the angle p / 10000^(2i/d_model): one angle per pair.
    p = np.arange(offset, offset + n, dtype=np.float64)[:, None]
    two_i = np.arange(0, d_model, 2).astype(np.float64)[None, :]
    angle = p / SINUSOIDAL_BASE ** (two_i / d_model)
    out = np.empty((n, d_model))
    out[:, 0::2] = np.sin(angle)
    out[:, 1::2] = np.cos(angle[:, : d_model // 2])
    out.setflags(write=False)
    return out


def rope_frequencies(d_k: int, theta: float, scaling: RopeScaling | None = None) -> np.ndarray:
    """θ^(−2i/d_k) for each pair i = 0 … d_k/2 − 1 (as ``scaling`` changes them)."""
    exponents = np.arange(0, d_k, 2, dtype=np.float64) / d_k
    if scaling is None:
        return theta ** -exponents
    s = float(scaling.factor)
    if scaling.kind == "linear":
        return theta ** -exponents / s
    if scaling.kind == "ntk":
        return (theta * s ** (d_k / (d_k - 2))) ** -exponents
    # YaRN: pair i turns round (L / 2π)·θ^(−2i/d) times in the original L positions; the
    # pairs below ``low`` (many turns) keep their frequency, those above ``high`` are
    # interpolated, a linear ramp between (bounds floored and ceiled, as transformers does).
    def pair_for(turns: float) -> float:
        return d_k * math.log(scaling.original_max / (turns * 2 * math.pi)) / (2 * math.log(theta))

    low = max(math.floor(pair_for(scaling.beta_fast)), 0)
    high = min(math.ceil(pair_for(scaling.beta_slow)), d_k - 1)
    if low == high:
        high += 0.001
    ramp = np.clip((np.arange(d_k // 2, dtype=np.float64) - low) / (high - low), 0, 1)
    original = theta ** -exponents
    return original / s * ramp + original * (1 - ramp)


def rope_attention_factor(scaling: RopeScaling | None) -> float:
    """What YaRN multiplies cos and sin by, 0.1·ln(s) + 1 (so the scores by its square); 1 otherwise."""
    if scaling is None or scaling.kind != "yarn" or scaling.factor <= 1:
        return 1.0
    return 0.1 * math.log(scaling.factor) + 1.0


def rope_angles(n: int, d_k: int, theta: float, offset: int = 0, scaling: RopeScaling | None = None) -> np.ndarray:
    """The n × d_k/2 angles p·θ^(−2i/d_k) of positions offset…offset + n − 1."""
    p = np.arange(offset, offset + n, dtype=np.float64)[:, None]
    return p * rope_frequencies(d_k, theta, scaling)[None, :]


@lru_cache(maxsize=8)
def _cos_sin(n: int, d_k: int, theta: float, offset: int, scaling: RopeScaling | None = None
             ) -> tuple[np.ndarray, np.ndarray]:
    # Every head (and q and k alike) turns by the same angles: made once, kept read-only.
    angles = rope_angles(n, d_k, theta, offset, scaling)
    factor = rope_attention_factor(scaling)
    cos, sin = np.cos(angles), np.sin(angles)
    if factor != 1.0:
        cos *= factor
        sin *= factor
    cos.setflags(write=False)
    sin.setflags(write=False)
    return cos, sin


def pair_indices(d_k: int, pairs: str) -> tuple[np.ndarray, np.ndarray]:
    """(first, second): the components of each pair i — (i, i + d_k/2) or (2i, 2i + 1)."""
    half = d_k // 2
    i = np.arange(half)
    if pairs == "half":
        return i, i + half
    if pairs == "interleaved":
        return 2 * i, 2 * i + 1
    raise ValueError(f"pairs must be 'half' or 'interleaved', not {pairs!r}")


def rope_rotate(xp: Any, x: Any, theta: float, pairs: str, dtype: Any, offset: int = 0, *,
                inverse: bool = False, scaling: RopeScaling | None = None) -> Any:
    """Rows of ``x`` (n × d_k, on ``xp``) each turned by its position's angles:
    (a, b) → (a·cos − b·sin, b·cos + a·sin) for every pair (a, b). ``inverse``
    applies the transpose (turned back by the same angles, times YaRN's factor
    again: what carries a gradient through it)."""
    # A strided view (a differential head's half) as its own array: NumPy 2.4 wrote wrong
    # float32 numbers through ``negative(view, out=...)`` of a two-column view of one.
    x = xp.ascontiguousarray(x)
    n, d_k = int(x.shape[0]), int(x.shape[1])
    cos, sin = (xp.asarray(t) for t in _wide_cos_sin(n, d_k, float(theta), int(offset), pairs,
                                                     np.dtype(dtype).name, scaling))
    first, second = _pair_slices(d_k, pairs)
    # x·cos + turned·sin over whole rows, turned = each pair (a, b) as (−b, a) (Hugging
    # Face's rotate_half): long contiguous passes instead of one short one per pair half.
    turned = xp.empty_like(x)
    xp.negative(x[:, second], out=turned[:, first])
    turned[:, second] = x[:, first]
    out = x * cos
    turned *= sin
    if inverse:
        out -= turned
    else:
        out += turned
    return out


@lru_cache(maxsize=8)
def _wide_cos_sin(n: int, d_k: int, theta: float, offset: int, pairs: str, dtype: str,
                  scaling: RopeScaling | None = None) -> tuple[np.ndarray, np.ndarray]:
    """cos and sin of each pair's angle in both of its columns (n × d_k, ``dtype``, read-only)."""
    cos, sin = _cos_sin(n, d_k, theta, offset, scaling)
    first, second = _pair_slices(d_k, pairs)
    wide = []
    for table in (cos, sin):
        full = np.empty((n, d_k), dtype=dtype)
        full[:, first] = table
        full[:, second] = table
        full.setflags(write=False)
        wide.append(full)
    return wide[0], wide[1]


def _pair_slices(d_k: int, pairs: str) -> tuple[slice, slice]:
    """:func:`pair_indices` as slices: (i, i + d_k/2) is two halves, (2i, 2i + 1) every other column."""
    half = d_k // 2
    pair_indices(d_k, pairs)  # the same check of ``pairs``
    if pairs == "half":
        return slice(0, half), slice(half, 2 * half)
    return slice(0, 2 * half, 2), slice(1, 2 * half, 2)
