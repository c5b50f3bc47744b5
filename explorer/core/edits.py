"""Structural edits of a session: sizes, mode, W_O, randomize.

Each function takes a session and returns a new one; the document wraps each
call in one undo step. New cells are filled deterministically: zeros, or
seeded random numbers rounded to one decimal so they stay readable and a
figure can be reproduced from the seed.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from explorer.core.io.budget import check_sizes, variant_sizes
from explorer.core.session import MODES, Head, Session, SessionError
from explorer.core.attention.variants import default_slopes
from explorer.core.wording import translate

FILLS = ("zeros", "random")
#: Largest size the editors offer for one dimension (long sequences come from the generator).
MAX_SIZE = 16384


def _fill(shape: tuple[int, int], fill: str, rng: np.random.Generator) -> np.ndarray:
    if fill == "zeros":
        return np.zeros(shape)
    if fill == "random":
        return np.round(rng.uniform(-1.0, 1.0, shape), 1)
    raise ValueError(translate("Edits", "unknown fill {fill}; expected one of {fills}").format(
        fill=repr(fill), fills=", ".join(FILLS)))


def _fit(old: np.ndarray, rows: int, cols: int, fill: str, rng: np.random.Generator) -> np.ndarray:
    """``old`` cut or grown to rows × cols: kept values stay, new cells are filled."""
    new = _fill((rows, cols), fill, rng)
    r, c = min(rows, old.shape[0]), min(cols, old.shape[1])
    new[:r, :c] = old[:r, :c]
    return new


def _fit_bias(old: np.ndarray | None, length: int, fill: str, rng: np.random.Generator) -> np.ndarray | None:
    """A bias vector cut or grown to ``length`` like a matrix row; None stays None."""
    if old is None:
        return None
    return _fit(old[None, :], 1, length, fill, rng)[0]


def _labels(old: tuple[str, ...], count: int, prefix: str) -> tuple[str, ...]:
    return tuple(old[:count]) + tuple(f"{prefix}{i + 1}" for i in range(len(old), count))


def resize(session: Session, *, n: int | None = None, m: int | None = None, d_model: int | None = None,
           d_k: int | None = None, d_v: int | None = None, heads: int | None = None,
           fill: str = "zeros", seed: int = 0, dtype: str = "auto") -> Session:
    """A session with new sizes; values that still fit are kept.

    ``m`` (source length) applies in cross mode only. New heads copy nothing:
    their matrices are filled like any new cell. Sizes whose trace in
    ``dtype`` would not fit the memory budget are refused (BudgetError, a
    SessionError) before anything is allocated.
    """
    n = session.n if n is None else n
    m = session.m if m is None else m
    d_model = session.d_model if d_model is None else d_model
    d_k = session.d_k if d_k is None else d_k
    d_v = session.d_v if d_v is None else d_v
    heads = len(session.heads) if heads is None else heads
    for name, value in (("n", n), ("m", m), ("d_model", d_model), ("d_k", d_k), ("d_v", d_v), ("heads", heads)):
        if not 1 <= value <= MAX_SIZE:
            raise SessionError(name, translate("Edits", "must be between 1 and {largest}, got {value}").format(
                largest=MAX_SIZE, value=value))
    d_out = int(session.w_o.shape[1]) if session.w_o is not None else None
    check_sizes(n, m if session.mode == "cross" else n, d_model, d_k, d_v, heads, dtype, d_out=d_out,
                causal=session.mode == "causal", what=translate("Edits", "these sizes"), **variant_sizes(session))
    rng = np.random.default_rng(seed)
    empty = np.zeros((0, 0))
    new_heads = []
    for h in range(heads):
        old = session.heads[h] if h < len(session.heads) else None
        new_heads.append(Head(
            _fit(old.w_q if old else empty, d_model, d_k, fill, rng),
            _fit(old.w_k if old else empty, d_model, d_k, fill, rng),
            _fit(old.w_v if old else empty, d_model, d_v, fill, rng),
            # Biases (an imported model head's) follow d_k and d_v; a head without stays without.
            _fit_bias(old.b_q if old else None, d_k, fill, rng),
            _fit_bias(old.b_k if old else None, d_k, fill, rng),
            _fit_bias(old.b_v if old else None, d_v, fill, rng),
        ))
    w_o = None
    if session.w_o is not None:
        # W_O's rows come in one block of d_v per head: keep each head's block.
        d_out = session.w_o.shape[1]
        blocks = []
        for h in range(heads):
            old_block = session.w_o[h * session.d_v:(h + 1) * session.d_v] if h < len(session.heads) else empty
            blocks.append(_fit(old_block, d_v, d_out, fill, rng))
        w_o = np.vstack(blocks)
    source_tokens = source_embeddings = None
    if session.mode == "cross":
        source_tokens = _labels(session.source_tokens or (), m, "s")
        source_embeddings = _fit(session.source_embeddings, m, d_model, fill, rng)
    g = session.kv_groups
    if g is not None:
        if heads % g:
            raise SessionError("kv_heads", translate(
                "Edits", "{heads} heads cannot share {groups} KV groups evenly; choose a multiple of {groups}").format(
                heads=heads, groups=g))
        new_heads = regroup(new_heads, g)
    positions = session.positions
    if positions is not None and positions.slopes is not None and len(positions.slopes) != heads:
        # Kept slopes stay, new heads get the default slope of their place.
        slopes = positions.slopes[:heads] + tuple(float(x) for x in default_slopes(heads)[len(positions.slopes):])
        positions = replace(positions, slopes=slopes)
    key_count = m if session.mode == "cross" else n
    recent = _resized_recent(session, heads, d_model, d_k, d_v, fill, rng)
    return replace(session, **recent, tokens=_labels(session.tokens, n, "t"),
                   embeddings=_fit(session.embeddings, n, d_model, fill, rng), heads=tuple(new_heads),
                   source_tokens=source_tokens, source_embeddings=source_embeddings, w_o=w_o, positions=positions,
                   padding=tuple(j for j in session.padding if j < key_count))


def _ones_after(old: np.ndarray, length: int) -> np.ndarray:
    """A gain vector cut or grown to ``length``: kept values stay, new ones are 1 (a gain of 0
    would silence its component for good)."""
    out = np.ones(length)
    out[:min(length, old.shape[0])] = old[:length]
    return out


def _resized_recent(session: Session, heads: int, d_model: int, d_k: int, d_v: int, fill: str,
                    rng: np.random.Generator) -> dict:
    """The version-4 arrays of ``session`` fitted to new sizes, as ``replace`` keywords: a new
    head's sink is 0 and its gains 1; latent matrices keep d_c and r and are filled like any cell."""
    out: dict = {}
    old_heads = len(session.heads)
    if session.sinks is not None:
        out["sinks"] = np.concatenate([session.sinks[:heads], np.zeros(max(0, heads - old_heads))])
    norm = session.qk_norm
    if norm is not None:
        gains = {}
        for name in ("g_q", "g_k"):
            g = getattr(norm, name)
            if g is None:
                continue
            if norm.scope == "head":
                gains[name] = _ones_after(g, d_k)
            else:  # one block of d_k per head
                old_d = session.d_k
                gains[name] = np.concatenate([_ones_after(g[h * old_d:(h + 1) * old_d] if h < old_heads
                                                          else np.zeros(0), d_k) for h in range(heads)])
        out["qk_norm"] = replace(norm, **gains)
    lat = session.latent
    if lat is not None:
        d_c, r = lat.d_c, lat.d_r
        empty = np.zeros((0, 0))

        def per_head(arrays: tuple, rows: int, cols: int) -> tuple:
            return tuple(_fit(arrays[h] if h < old_heads else empty, rows, cols, fill, rng) for h in range(heads))

        out["latent"] = replace(lat, w_dkv=_fit(lat.w_dkv, d_model, d_c, fill, rng),
                                w_uk=per_head(lat.w_uk, d_c, d_k), w_uv=per_head(lat.w_uv, d_c, d_v),
                                w_kr=None if lat.w_kr is None else _fit(lat.w_kr, d_model, r, fill, rng),
                                w_qr=None if lat.w_qr is None else per_head(lat.w_qr, d_model, r))
    return out


def regroup(heads: list[Head] | tuple[Head, ...], groups: int) -> list[Head]:
    """``heads`` sharing ``groups`` KV groups: each head takes the K and V (and
    their biases) of its group's first head, the one array for the whole group."""
    per = len(heads) // groups
    out = []
    for h, head in enumerate(heads):
        leader = out[h // per * per] if h % per else head
        out.append(replace(head, w_k=leader.w_k, w_v=leader.w_v, b_k=leader.b_k, b_v=leader.b_v)
                   if h % per else head)
    return out


def set_mode(session: Session, mode: str) -> Session:
    """Switch between self, causal and cross attention.

    Entering cross mode starts the source as a copy of the tokens (so the
    weights are unchanged until the source is edited); leaving it drops the source.
    """
    if mode not in MODES:
        raise SessionError("mode", translate("Edits", "unknown mode {mode}; expected one of {modes}").format(
            mode=repr(mode), modes=", ".join(MODES)))
    if mode == session.mode:
        return session
    if mode == "cross":
        return replace(session, mode=mode, source_tokens=session.tokens,
                       source_embeddings=session.embeddings)
    # Padding of the source's keys now names the tokens' keys: keep those that exist.
    return replace(session, mode=mode, source_tokens=None, source_embeddings=None,
                   padding=tuple(j for j in session.padding if j < session.n))


def set_output_projection(session: Session, enabled: bool) -> Session:
    """Add W_O (identity where it fits, so the output starts equal to the concat) or remove it."""
    if not enabled:
        return replace(session, w_o=None)
    if session.w_o is not None:
        return session
    rows = len(session.heads) * session.d_v
    return replace(session, w_o=np.eye(rows, session.d_model))


def randomize(session: Session, seed: int) -> Session:
    """Every number replaced by seeded random values in [-1, 1] (one decimal); shapes and labels kept."""
    rng = np.random.default_rng(seed)

    def fresh(array: np.ndarray | None) -> np.ndarray | None:
        return None if array is None else _fill(array.shape, "random", rng)

    heads = tuple(Head(fresh(h.w_q), fresh(h.w_k), fresh(h.w_v),
                       *(None if b is None else fresh(b[None, :])[0] for b in (h.b_q, h.b_k, h.b_v)))
                  for h in session.heads)
    if session.kv_groups is not None:
        heads = tuple(regroup(heads, session.kv_groups))
    return replace(session, embeddings=fresh(session.embeddings), source_embeddings=fresh(session.source_embeddings),
                   heads=heads, w_o=fresh(session.w_o), extras={**session.extras, "seed": int(seed)})
