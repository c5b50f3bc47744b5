"""Sessions made by a program: long random sequences and heads with known patterns.

Two makers, both deterministic given ``seed`` and linear in n (no n × n work):

* :func:`random_session` fills X and the weights with random numbers, scaled
  so that queries and keys have unit variance: the textbook setting in which
  the scores grow like √d_k and the scaling matters.
* :func:`patterned_session` builds heads whose attention is known in advance:
  ``diagonal`` (each token attends to itself), ``previous`` (to the token
  before it), ``first`` (to the first token), ``local`` (to a window around
  itself) and ``uniform`` (to every token equally). The embeddings are the
  sinusoidal positional encoding of "Attention Is All You Need" plus a
  first-token flag, a constant and random content; W_Q and W_K are chosen so
  that q_i·k_j peaks at the intended key j.

Why the positional heads work: with PE(p) = (cos ω_f p, sin ω_f p) for each
frequency ω_f, W_K rotating each (cos, sin) pair by ω_f·δ gives
k_j = PE(j + δ), and q_i = λ·PE(i) gives q_i·k_j = λ Σ_f cos(ω_f (i − j − δ)),
largest exactly when j = i − δ (δ = 0: diagonal, δ = 1: previous). λ is found
so that every row puts at least ``focus`` of its weight on the intended key.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Sequence

import numpy as np

from explorer.core.edits import resize
from explorer.core.session import MODES, Head, Session
from explorer.core.wording import translate

FILLS = ("normal", "uniform", "integers")
PATTERNS = ("diagonal", "previous", "first", "local", "uniform")
#: Base of the sinusoidal frequencies ω_f = BASE^(−f/F), as in Vaswani et al.
BASE = 10000.0


def _check(n: int, mode: str, m: int | None) -> int:
    if n < 1:
        raise ValueError(translate("Generate", "n must be at least 1"))
    if mode not in MODES:
        raise ValueError(translate("Generate", "unknown mode {mode}; expected one of {modes}").format(
            mode=repr(mode), modes=", ".join(MODES)))
    if m is not None and mode != "cross":
        raise ValueError(translate("Generate", "m (the number of source tokens) is only for cross mode"))
    m = n if m is None else m
    if m < 1:
        raise ValueError(translate("Generate", "m must be at least 1"))
    return m


def _tokens(prefix: str, count: int) -> tuple[str, ...]:
    return tuple(f"{prefix}{i}" for i in range(count))


def random_session(n: int, d_model: int = 64, d_k: int = 64, d_v: int = 64, heads: int = 1,
                   mode: str = "self", seed: int = 0, fill: str = "normal", *,
                   m: int | None = None, w_o: bool = False) -> Session:
    """A random session with n tokens (and m source tokens in cross mode, default n).

    ``fill``: ``"normal"`` — X ~ N(0, 1), weights ~ N(0, 1/d_model), so each
    entry of Q, K and V has unit variance; ``"uniform"`` — the same variances
    from uniform distributions; ``"integers"`` — whole numbers in −2…2, easy
    to check by hand. ``w_o=True`` adds a (heads·d_v) × d_model output
    projection. Tokens are labelled ``t0 … t{n−1}`` (sources ``s0 …``).
    """
    m = _check(n, mode, m)
    if min(d_model, d_k, d_v, heads) < 1:
        raise ValueError(translate("Generate", "d_model, d_k, d_v and heads must be at least 1"))
    if fill not in FILLS:
        raise ValueError(translate("Generate", "unknown fill {fill}; expected one of {fills}").format(
            fill=repr(fill), fills=", ".join(FILLS)))
    rng = np.random.default_rng(seed)

    def draw(rows: int, cols: int, std: float) -> np.ndarray:
        if fill == "normal":
            return rng.standard_normal((rows, cols)) * std
        if fill == "uniform":  # U(−a, a) has variance a²/3
            return rng.uniform(-1.0, 1.0, (rows, cols)) * (std * math.sqrt(3.0))
        return rng.integers(-2, 3, (rows, cols)).astype(np.float64)

    w_std = 1.0 / math.sqrt(d_model)
    x = draw(n, d_model, 1.0)
    src = draw(m, d_model, 1.0) if mode == "cross" else None
    head_list = tuple(Head(draw(d_model, d_k, w_std), draw(d_model, d_k, w_std), draw(d_model, d_v, w_std))
                      for _ in range(heads))
    out = draw(heads * d_v, d_model, 1.0 / math.sqrt(heads * d_v)) if w_o else None
    return Session(mode=mode, tokens=_tokens("t", n), embeddings=x, heads=head_list,
                   source_tokens=_tokens("s", m) if mode == "cross" else None, source_embeddings=src,
                   w_o=out)


# -- patterned heads ---------------------------------------------------------------

def frequencies(count: int) -> np.ndarray:
    """The ``count`` angular frequencies ω_f = 10000^(−f/count) of the positional code."""
    return BASE ** (-np.arange(count, dtype=np.float64) / count)


def positional_code(positions: np.ndarray, omegas: np.ndarray) -> np.ndarray:
    """(len(positions), 2·F): the pairs (cos ω_f p, sin ω_f p), frequency by frequency."""
    angles = np.outer(np.asarray(positions, dtype=np.float64), omegas)
    out = np.empty((angles.shape[0], 2 * angles.shape[1]))
    out[:, 0::2] = np.cos(angles)
    out[:, 1::2] = np.sin(angles)
    return out


def _rotation_block(omegas: np.ndarray, shift: int) -> np.ndarray:
    """(2F, 2F) block diagonal: row vector PE(p) times it is PE(p + shift)."""
    f = len(omegas)
    block = np.zeros((2 * f, 2 * f))
    a = omegas * shift
    c, s = np.cos(a), np.sin(a)
    idx = np.arange(f) * 2
    # [cos θ, sin θ] @ [[cos a, sin a], [−sin a, cos a]] = [cos(θ+a), sin(θ+a)]
    block[idx, idx], block[idx, idx + 1] = c, s
    block[idx + 1, idx], block[idx + 1, idx + 1] = -s, c
    return block


def _strength(penalty: np.ndarray, inside: np.ndarray, focus: float) -> float:
    """The smallest β with Σ_inside e^(−β·penalty) / Σ_all e^(−β·penalty) ≥ focus.

    ``penalty`` ≥ 0 is the drop of the scaled score from the row's peak for
    each relative offset, per unit of β; the share inside grows with β, so a
    bisection finds it.
    """
    def share(beta: float) -> float:
        w = np.exp(-beta * (penalty - penalty.min()))
        return float(w[inside].sum() / w.sum())

    lo, hi = 0.0, 1.0
    while share(hi) < focus:
        hi *= 2.0
        if hi > 1e6:
            raise ValueError(translate("Generate", "cannot reach that focus with this positional code; "
                                                   "use more frequencies"))
    for _ in range(60):
        mid = 0.5 * (lo + hi)
        lo, hi = (lo, mid) if share(mid) >= focus else (mid, hi)
    return hi


def patterned_session(n: int, patterns: Sequence[str] = ("diagonal", "previous", "first"), *,
                      mode: str = "self", m: int | None = None, focus: float = 0.9, window: int = 3,
                      n_frequencies: int = 16, d_content: int = 8, seed: int = 0) -> Session:
    """One head per pattern, over n tokens (m source tokens in cross mode).

    Embeddings (n × d_model, d_model = 2·n_frequencies + 2 + d_content): the
    sinusoidal code of the position, a flag that is 1 on the first token, a
    constant 1, and ``d_content`` random numbers (``seed``). Every head has
    d_k = 2·n_frequencies + 1 and d_v = d_content; W_V copies the content, so
    a head's output row is the content of the tokens it attends to.

    ``focus`` (0 < focus < 1) is the least weight each row gives its intended
    key (for ``local``: the least weight inside ``window`` tokens on either
    side). In cross mode positions are matched by index (query i, source j).
    """
    m = _check(n, mode, m)
    unknown = [p for p in patterns if p not in PATTERNS]
    if unknown or not patterns:
        raise ValueError(translate("Generate", "unknown pattern(s) {patterns}; choose from {choices}").format(
            patterns=unknown, choices=", ".join(PATTERNS)))
    if not 0 < focus < 1:
        raise ValueError(translate("Generate", "focus must lie between 0 and 1"))
    if n_frequencies < 1 or d_content < 1 or window < 1:
        raise ValueError(translate("Generate", "n_frequencies, d_content and window must be at least 1"))
    rng = np.random.default_rng(seed)
    f = n_frequencies
    pe_dims, flag, const = 2 * f, 2 * f, 2 * f + 1
    d_model, d_k = 2 * f + 2 + d_content, 2 * f + 1
    root = math.sqrt(d_k)
    omegas = frequencies(f)

    def embed(count: int) -> np.ndarray:
        x = np.zeros((count, d_model))
        x[:, :pe_dims] = positional_code(np.arange(count), omegas)
        x[0, flag] = 1.0
        x[:, const] = 1.0
        x[:, const + 1:] = rng.standard_normal((count, d_content))
        return x

    x = embed(n)
    src = embed(m) if mode == "cross" else x
    longest = max(n, m)
    # Every relative offset a row can meet, and the score drop at each one.
    offsets = np.arange(-(longest - 1), longest, dtype=np.float64)
    drop = (1.0 - np.cos(np.outer(offsets, omegas))).sum(axis=1)
    w_v = np.zeros((d_model, d_content))
    w_v[const + 1:, :] = np.eye(d_content)

    heads = []
    for pattern in patterns:
        w_q, w_k = np.zeros((d_model, d_k)), np.zeros((d_model, d_k))
        if pattern in ("diagonal", "previous"):
            # Σ_f cos(ω_f Δ) peaks only at Δ = 0; λ·drop/√d_k is the scaled gap.
            beta = _strength(drop, offsets == 0, focus)
            w_q[:pe_dims, :pe_dims] = np.eye(pe_dims) * (beta * root)
            w_k[:pe_dims, :pe_dims] = _rotation_block(omegas, 1 if pattern == "previous" else 0)
        elif pattern == "local":
            # Only the frequencies slow enough to vary little inside the window:
            # the score then falls smoothly with distance instead of at once.
            slow = omegas <= math.pi / (2 * window)
            if not slow.any():
                raise ValueError(translate("Generate", "window too wide for these frequencies; use more frequencies"))
            slow_drop = (1.0 - np.cos(np.outer(offsets, omegas[slow]))).sum(axis=1)
            beta = _strength(slow_drop, np.abs(offsets) <= window, focus)
            gain = np.repeat(slow.astype(np.float64), 2) * (beta * root)
            w_q[:pe_dims, :pe_dims] = np.diag(gain)
            w_k[:pe_dims, :pe_dims] = np.eye(pe_dims)
        elif pattern == "first":
            # q_i·k_j = λ on the first key, 0 on every other: softmax gives the
            # first key e^β / (e^β + m − 1), at least focus when β is:
            beta = math.log(focus * max(m - 1, 1) / (1 - focus))
            w_q[const, flag] = max(beta, 0.0) * root
            w_k[flag, flag] = 1.0
        # "uniform": W_Q = 0, so every score is 0 and every weight 1/m.
        heads.append(Head(w_q, w_k, w_v))

    return Session(mode=mode, tokens=_tokens("t", n), embeddings=x, heads=tuple(heads),
                   source_tokens=_tokens("s", m) if mode == "cross" else None,
                   source_embeddings=src if mode == "cross" else None,
                   extras={"title": translate("Generate", "Patterned heads: {patterns} (n = {n})").format(
                       patterns=", ".join(patterns), n=n)})


def intended_keys(pattern: str, n: int) -> np.ndarray:
    """For each query row, the key a ``pattern`` head is built to attend to (−1: none).

    ``diagonal``: i; ``previous``: i − 1 (none for row 0); ``first``: 0;
    ``local``: i (the centre of its window); ``uniform``: none.
    """
    rows = np.arange(n)
    if pattern in ("diagonal", "local"):
        return rows
    if pattern == "previous":
        return rows - 1
    if pattern == "first":
        return np.zeros(n, dtype=rows.dtype)
    if pattern == "uniform":
        return np.full(n, -1)
    raise ValueError(translate("Generate", "unknown pattern {pattern}").format(pattern=repr(pattern)))


def with_embeddings(session: Session, tokens: tuple[str, ...] | None, embeddings: np.ndarray,
                    fill: str = "zeros", seed: int = 0) -> Session:
    """``session`` with X replaced (n and d_model follow the file; weights are
    cut or grown to the new d_model like a resize)."""
    n, d_model = embeddings.shape
    resized = resize(session, n=n, d_model=d_model, m=session.m if session.mode == "cross" else None,
                     fill=fill, seed=seed)
    labels = tuple(tokens) if tokens is not None else resized.tokens
    return replace(resized, tokens=labels, embeddings=embeddings)
