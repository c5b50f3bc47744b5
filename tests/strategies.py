"""Hypothesis strategies for random sessions of every mode."""

from __future__ import annotations

from functools import cache

import numpy as np
from hypothesis import strategies as st

from explorer.core.session import Head, Session

finite = st.floats(min_value=-5, max_value=5, allow_nan=False, allow_infinity=False)


# Cached: a strategy is immutable, and Hypothesis checks each new strategy object it is given
# again at every draw (a session draws a dozen; 300 sessions 8.4 → 6.0 s of CPU).
@cache
def matrices(rows: int, cols: int):
    return st.lists(st.lists(finite, min_size=cols, max_size=cols), min_size=rows, max_size=rows).map(np.array)


@cache
def vectors(length: int):
    return st.lists(finite, min_size=length, max_size=length).map(np.array)


@st.composite
def sessions(draw, modes=("self", "causal", "cross"), max_n: int = 5, max_d: int = 4, max_heads: int = 3,
             biases: bool = False):
    """Random sessions; with ``biases`` each head may carry any of b_q, b_k, b_v."""
    mode = draw(st.sampled_from(modes))
    n = draw(st.integers(1, max_n))
    m = draw(st.integers(1, max_n)) if mode == "cross" else n
    d_model = draw(st.integers(1, max_d))
    d_k = draw(st.integers(1, max_d))
    d_v = draw(st.integers(1, max_d))
    n_heads = draw(st.integers(1, max_heads))
    def bias(length: int):
        return draw(st.none() | vectors(length)) if biases else None

    heads = tuple(Head(draw(matrices(d_model, d_k)), draw(matrices(d_model, d_k)), draw(matrices(d_model, d_v)),
                       bias(d_k), bias(d_k), bias(d_v))
                  for _ in range(n_heads))
    w_o = draw(st.none() | matrices(n_heads * d_v, draw(st.integers(1, max_d))))
    return Session(
        mode=mode,
        tokens=tuple(f"t{i}" for i in range(n)),
        embeddings=draw(matrices(n, d_model)),
        heads=heads,
        source_tokens=tuple(f"s{j}" for j in range(m)) if mode == "cross" else None,
        source_embeddings=draw(matrices(m, d_model)) if mode == "cross" else None,
        w_o=w_o,
    )


#: Token text that breaks naive writers: terminal escapes, BEL, NUL, CR/LF,
#: the line and paragraph separators, lone surrogates, U+FFFE/U+FFFF, TeX's ^^M.
HOSTILE_PIECES = ["\x1b[31m", "\x07", "\x00", "\r", "\n", "\r\n", "\x0b", "\x0c", "\x85", "\u2028", "\u2029",
                  "\ud800", "\udfff", "\ufffe", "\uffff", "^^M", "^^", "%", "\\", "&", "<", ">", "\t", "\x7f"]


def hostile_tokens(max_size: int = 12):
    """One token: ordinary characters mixed with :data:`HOSTILE_PIECES`."""
    piece = st.sampled_from(HOSTILE_PIECES) | st.text(max_size=3)
    return st.lists(piece, min_size=1, max_size=max_size).map("".join)
