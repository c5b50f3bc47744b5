"""From ∂L/∂q_rot, ∂L/∂k_rot and ∂L/∂V of every head back to the parameters.

The second half of the backward (the first, down to the rotated queries and
keys, is :mod:`explorer.core.training.head_backward`), the forward's stages
before S in reverse: RoPE turned back (its transpose, YaRN's factor included;
differential attention turns each half on its own; latent attention turns
only the decoupled part, whose key is shared by every head), QK-norm (per
head, or over all heads side by side, where one head's q moves every head's
norm), then the projections: X·W_Q + b_Q, X_src·W_K + b_K (a KV group's
parameter sums its heads) or, with latent attention, c·W_UK,h and c·W_UV,h
with c = X·W_DKV (W_DKV gets the sum over the heads and over K and V).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from explorer.core.attention import forward
# The forward's own turn of latent attention's decoupled part, so the backward turns the same way.
from explorer.core.attention.forward import HeadPass, Inputs, _latent_rotate, own_parameter, param_id
from explorer.core.attention.recent_stages import rms_norm_backward
from explorer.core.training.head_backward import HeadGrads


def lookup(session: Any, params: Mapping[str, Any], head: int, name: str) -> Any:
    """The array head ``head`` reads for ``name``: from ``params`` (by :func:`param_id`),
    else the session's own (as :func:`forward.heads_pass` does)."""
    pid = param_id(session, head, name)
    if pid in params:
        return params[pid]
    if name in forward.SESSION_PARAMETERS or name in forward.LATENT_HEAD:
        return own_parameter(session, pid)
    return getattr(session.heads[head], name)


def params_backward(inputs: Inputs, params: Mapping[str, Any], passes: list[HeadPass], back: list[HeadGrads],
                    grads: dict[str, Any]) -> tuple[list[Any], list[Any]]:
    """Add ∂L/∂θ to ``grads`` (for the ids it holds) from every head's :class:`HeadGrads`;
    return each head's ∂L/∂Q and ∂L/∂K (the projections' outputs, before QK-norm; None
    where no loss reaches them)."""
    xp, session = inputs.xp, inputs.session
    d_qn, d_kn = _unrotate(inputs, params, back, grads)
    norm = session.qk_norm
    if norm is None:
        d_q, d_k = d_qn, d_kn
    else:
        d_q = _norm_backward(xp, norm, [one.q for one in passes], d_qn, lookup(session, params, 0, "g_q"),
                             "g_q", grads)
        d_k = _norm_backward(xp, norm, [one.k for one in passes], d_kn, lookup(session, params, 0, "g_k"),
                             "g_k", grads)
    d_c = None
    for h in range(len(passes)):
        _project(grads, session, h, "q", inputs.x, d_q[h])
        for which, d_proj in (("k", d_k[h]), ("v", back[h].d_v)):
            if d_proj is None:
                continue
            if session.latent is None:
                _project(grads, session, h, which, inputs.src, d_proj)
                continue
            # k_h = c·W_UK,h (v_h = c·W_UV,h): W_U gets cᵀ·∂L/∂k_h, and c collects ∂L/∂k_h·W_Uᵀ.
            up = xp.asarray(lookup(session, params, h, f"w_u{which}"), dtype=np.float64)
            _add(grads, param_id(session, h, f"w_u{which}"), passes[h].latent.T @ d_proj)
            d_c = d_proj @ up.T if d_c is None else d_c + d_proj @ up.T
    if d_c is not None:
        _add(grads, "w_dkv", inputs.src.T @ d_c)
    return d_q, d_k


def _add(grads: dict[str, Any], pid: str, value: Any) -> None:
    # Added, not set: a KV group's W_K, W_DKV and the gains are read by several heads.
    if pid in grads:
        grads[pid] = grads[pid] + value


def _project(grads: dict[str, Any], session: Any, h: int, which: str, rows: Any, d_proj: Any) -> None:
    # Proj = rows·W + b: ∂L/∂W = rowsᵀ·∂L/∂Proj, and the bias gets the column sums.
    if d_proj is None:
        return
    _add(grads, param_id(session, h, f"w_{which}"), rows.T @ d_proj)
    _add(grads, param_id(session, h, f"b_{which}"), d_proj.sum(axis=0))


def _unrotate(inputs: Inputs, params: Mapping[str, Any], back: list[HeadGrads],
              grads: dict[str, Any]) -> tuple[list[Any], list[Any]]:
    """∂L/∂q and ∂L/∂k after QK-norm (before RoPE) of every head; W_QR's and W_KR's gradients."""
    xp, session, dt = inputs.xp, inputs.session, np.float64
    latent = session.latent
    d_q: list[Any] = []
    d_k: list[Any] = []
    d_kr = None
    for h, g in enumerate(back):
        if g.d_q_rot is None:
            d_q.append(None)
            d_k.append(None)
        elif latent is not None and latent.w_kr is not None:
            # q_rot = [q ; RoPE(X·W_QR,h)], k_rot = [k ; RoPE(X·W_KR)]: split, turn the rotated part back.
            width = session.d_k
            d_q.append(g.d_q_rot[:, :width])
            d_k.append(g.d_k_rot[:, :width])
            _add(grads, param_id(session, h, "w_qr"),
                 inputs.x.T @ _latent_rotate(xp, session, g.d_q_rot[:, width:], dt, inverse=True))
            d_kr = g.d_k_rot[:, width:] if d_kr is None else d_kr + g.d_k_rot[:, width:]
        elif latent is not None:  # no decoupled part: latent attention turns nothing
            d_q.append(g.d_q_rot)
            d_k.append(g.d_k_rot)
        elif session.differential is not None:
            half = session.d_k // 2
            d_q.append(_halves_back(xp, session, g.d_q_rot, half))
            d_k.append(_halves_back(xp, session, g.d_k_rot, half))
        else:
            d_q.append(forward.rotate(xp, session, g.d_q_rot, dt, inverse=True))
            d_k.append(forward.rotate(xp, session, g.d_k_rot, dt, inverse=True))
    if d_kr is not None:  # the one rotated key every head reads
        _add(grads, "w_kr", inputs.x.T @ _latent_rotate(xp, session, d_kr, dt, inverse=True))
    return d_q, d_k


def _halves_back(xp: Any, session: Any, rows: Any, half: int) -> Any:
    # Differential attention turns each half of q and k by itself.
    return xp.concatenate([forward.rotate(xp, session, rows[:, :half], np.float64, inverse=True),
                           forward.rotate(xp, session, rows[:, half:], np.float64, inverse=True)], axis=1)


def _norm_backward(xp: Any, norm: Any, xs: list[Any], dys: list[Any], g: Any, gid: str,
                   grads: dict[str, Any]) -> list[Any]:
    """∂L/∂x of every head's rows before QK-norm, and g's gradient added under ``gid``."""
    g = xp.asarray(g, dtype=np.float64)
    if all(dy is None for dy in dys):
        return list(dys)
    if norm.scope == "head":
        out: list[Any] = []
        for x, dy in zip(xs, dys):
            if dy is None:
                out.append(None)
                continue
            dx, dg = rms_norm_backward(xp, x, g, norm.eps, dy)
            _add(grads, gid, dg)
            out.append(dx)
        return out
    # Over all heads: one RMS per row of the heads side by side, so every head's rows get a
    # gradient once any head's do (a head without one of its own contributes zeros).
    width = int(xs[0].shape[1])
    dy = xp.concatenate([xp.zeros_like(x) if d is None else d for x, d in zip(xs, dys)], axis=1)
    dx, dg = rms_norm_backward(xp, xp.concatenate(xs, axis=1), g, norm.eps, dy)
    _add(grads, gid, dg)
    return [dx[:, h * width:(h + 1) * width] for h in range(len(xs))]
