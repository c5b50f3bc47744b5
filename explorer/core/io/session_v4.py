"""Reading and writing the version-4 keys of a session file (strict, one line per refusal).

``qk_norm``, ``softcap``, ``sinks``, ``topk``, ``differential``, ``kernel``,
``latent`` and RoPE's ``positions.scaling`` (see
:mod:`explorer.core.attention.recent_variants` and :mod:`explorer.core.attention.latent`).
Each is written only when used, so a session without them stays a version 1–3
file byte for byte. A latent session's heads hold ``w_q`` (and ``w_qr``) only.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import numpy as np

from explorer.core.attention.latent import Latent, expanded_heads
from explorer.core.attention.recent_variants import KERNELS, QK_NORM_SCOPES, SCALING_KINDS, QKNorm, RopeScaling
from explorer.core.io.file_keys import refuse_unknown_keys
from explorer.core.io.safe_text import excerpt
from explorer.core.attention.step_keys import head_prefix, step_key
from explorer.core.io.session_fields import kind_of, read_matrix, read_vector
from explorer.core.session import Head, Session, SessionError
from explorer.core.wording import translate

V4_KEYS = ("qk_norm", "softcap", "sinks", "topk", "differential", "kernel", "latent")
#: Keys a latent head holds (its keys and values come from the latent).
LATENT_HEAD_KEYS = ("w_q", "b_q", "w_qr")
_SCALING_KEYS = {"linear": {"kind", "factor"}, "ntk": {"kind", "factor"},
                 "yarn": {"kind", "factor", "original_max", "beta_fast", "beta_slow"}}


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(float(value))


def read_scaling(value: Any) -> RopeScaling:
    """``positions.scaling``: a :class:`RopeScaling`, or SessionError naming the field."""
    if not isinstance(value, dict):
        raise SessionError("scaling", translate("SessionV4", "expected an object with a \"kind\", got {kind}").format(
            kind=kind_of(value)))
    kind = value.get("kind")
    if kind not in SCALING_KINDS:
        raise SessionError("scaling", translate("SessionV4", "unknown kind {kind}; expected one of {kinds}").format(
            kind=excerpt(kind), kinds=", ".join(SCALING_KINDS)))
    refuse_unknown_keys(value, _SCALING_KEYS[kind], "scaling",
                        context=translate("SessionV4", "{kind} scaling").format(kind=kind))
    factor = value.get("factor")
    if not _number(factor) or float(factor) < 1:
        raise SessionError("factor", translate("SessionV4", "must be a number of at least 1, got {value}").format(
            value=excerpt(factor)))
    out = RopeScaling(kind, float(factor))
    if kind == "yarn":
        L = value.get("original_max")
        if L is None:
            raise SessionError("original_max", translate("SessionV4", "YaRN needs the context length the model was "
                                                                      "trained on"))
        if isinstance(L, bool) or not isinstance(L, int) or L < 1:
            raise SessionError("original_max", translate("SessionV4", "must be a whole number of at least 1, got "
                                                                      "{value}").format(value=excerpt(L)))
        fast, slow = value.get("beta_fast", 32), value.get("beta_slow", 1)
        for name, beta in (("beta_fast", fast), ("beta_slow", slow)):
            if not _number(beta) or not float(beta) > 0:
                raise SessionError("scaling", translate("SessionV4", "{name} must be a positive number, got {value}")
                                   .format(name=name, value=excerpt(beta)))
        out = RopeScaling(kind, float(factor), L, float(fast), float(slow))
    out.validate()
    return out


def _qk_norm(value: Any) -> QKNorm:
    if not isinstance(value, dict):
        raise SessionError("qk_norm", translate("SessionV4", "expected an object with a \"scope\", got {kind}").format(
            kind=kind_of(value)))
    refuse_unknown_keys(value, ("scope", "eps", "g_q", "g_k"), "qk_norm")
    scope = value.get("scope", "head")
    if scope not in QK_NORM_SCOPES:
        raise SessionError("scope", translate("SessionV4", "expected \"head\" or \"all\", got {value}").format(
            value=excerpt(scope)))
    eps = value.get("eps", 1e-6)
    if not _number(eps) or not float(eps) > 0:
        raise SessionError("eps", translate("SessionV4", "must be a positive number, got {value}").format(
            value=excerpt(eps)))
    gains = {}
    for name in ("g_q", "g_k"):
        if name in value:
            g = value[name]
            if not isinstance(g, list):
                raise SessionError(name, translate("SessionV4", "expected a list of numbers, got {kind}").format(
                    kind=kind_of(g)))
            gains[name] = read_vector(value, name, len(g), "", name)
    return QKNorm(scope, float(eps), **gains)


def read_latent_heads(heads_data: list[Any], d_model: int, d_k: int | None) -> list[Head]:
    """The heads of a latent session: ``w_q`` (and ``b_q``, ``w_qr``) each; K and V come later."""
    heads = []
    for h, head in enumerate(heads_data):
        where = head_prefix(h)
        if not isinstance(head, dict):
            raise SessionError(where, translate("SessionV4", "expected an object with w_q, got {kind}").format(
                kind=kind_of(head)))
        for name in ("w_k", "w_v", "b_k", "b_v"):
            if name in head:
                raise SessionError(step_key(name, h), translate("SessionV4", "not allowed with latent: a head's K and "
                                                                             "V come from c = X·W_DKV"))
        refuse_unknown_keys(head, LATENT_HEAD_KEYS, where)
        w_q = read_matrix(head, "w_q", d_model, "d_model", d_k, "d_k", where=step_key("w_q", h))
        d_k = w_q.shape[1]
        b_q = read_vector(head, "b_q", d_k, "d_k", step_key("b_q", h))
        heads.append(Head(w_q, np.zeros((d_model, d_k)), np.zeros((d_model, 1)), b_q=b_q))
    return heads


def _latent(value: Any, heads_data: list[Any], heads: list[Head], d_model: int) -> Latent:
    if not isinstance(value, dict):
        raise SessionError("latent", translate("SessionV4", "expected an object with w_dkv and kv, got {kind}").format(
            kind=kind_of(value)))
    refuse_unknown_keys(value, ("w_dkv", "kv", "rope"), "latent")
    w_dkv = read_matrix(value, "w_dkv", d_model, "d_model", where="w_dkv")
    d_c, d_k = w_dkv.shape[1], heads[0].d_k
    kv = value.get("kv")
    if not isinstance(kv, list) or len(kv) != len(heads):
        raise SessionError("latent", translate("SessionV4", "kv: expected a list of {count} objects (one per head), "
                                                            "got {got}").format(
            count=len(heads), got=kind_of(kv) if not isinstance(kv, list) else len(kv)))
    w_uk, w_uv, d_v = [], [], None
    for h, item in enumerate(kv):
        if not isinstance(item, dict):
            raise SessionError("latent", translate("SessionV4", "kv[{index}]: expected an object with w_uk, w_uv, got "
                                                                "{kind}").format(index=h, kind=kind_of(item)))
        refuse_unknown_keys(item, ("w_uk", "w_uv"), f"latent.kv[{h}]")
        w_uk.append(read_matrix(item, "w_uk", d_c, "d_c", d_k, translate("SessionV4", "d_k, as in w_q"), where="w_uk"))
        w_uv.append(read_matrix(item, "w_uv", d_c, "d_c", d_v, "d_v", where="w_uv"))
        d_v = w_uv[-1].shape[1]
    w_kr = w_qr = None
    if "rope" in value:
        rope = value["rope"]
        if not isinstance(rope, dict):
            raise SessionError("latent", translate("SessionV4", "rope: expected an object with d_r and w_kr, got {kind}")
                               .format(kind=kind_of(rope)))
        refuse_unknown_keys(rope, ("d_r", "w_kr"), "latent.rope")
        d_r = rope.get("d_r")
        if isinstance(d_r, bool) or not isinstance(d_r, int) or d_r < 2 or d_r % 2:
            raise SessionError("d_r", translate("SessionV4", "must be an even whole number of at least 2, got {value}")
                               .format(value=excerpt(d_r)))
        w_kr = read_matrix(rope, "w_kr", d_model, "d_model", d_r, "d_r", where="w_kr")
        w_qr = tuple(read_matrix(head, "w_qr", d_model, "d_model", d_r, "d_r", where=step_key("w_qr", h))
                     for h, head in enumerate(heads_data))
    else:
        for h, head in enumerate(heads_data):
            if "w_qr" in head:
                raise SessionError(step_key("w_qr", h), translate("SessionV4", "needs latent.rope (d_r and w_kr)"))
    return Latent(w_dkv, tuple(w_uk), tuple(w_uv), w_kr, w_qr)


def read_recent(data: dict[str, Any], version: int, heads_data: list[Any], heads: list[Head],
                d_model: int) -> dict[str, Any]:
    """The session keyword arguments of the version-4 keys of ``data`` (and the heads,
    a latent session's with their K and V made); SessionError naming the key."""
    present = [key for key in V4_KEYS if key in data]
    if present and version < 4:
        raise SessionError(present[0], translate("SessionV4", "needs version 4, the file says {version}").format(
            version=version))
    out: dict[str, Any] = {"heads": heads}
    if "qk_norm" in data:
        out["qk_norm"] = _qk_norm(data["qk_norm"])
    if "softcap" in data:
        c = data["softcap"]
        if not _number(c) or not float(c) > 0:
            raise SessionError("softcap", translate("SessionV4", "must be a positive number, got {value}").format(
                value=excerpt(c)))
        out["softcap"] = float(c)
    if "sinks" in data:
        s = data["sinks"]
        if not isinstance(s, list):
            raise SessionError("sinks", translate("SessionV4", "expected a list of numbers (one per head), got {kind}")
                               .format(kind=kind_of(s)))
        out["sinks"] = read_vector(data, "sinks", len(heads), translate("SessionV4", "one per head"), "sinks")
    if "topk" in data:
        k = data["topk"]
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise SessionError("topk", translate("SessionV4", "must be a whole number of at least 1, got {value}").format(
                value=excerpt(k)))
        out["topk"] = k
    if "differential" in data:
        d = data["differential"]
        if not isinstance(d, dict):
            raise SessionError("differential", translate("SessionV4", "expected an object with a \"lambda\", got "
                                                                      "{kind}").format(kind=kind_of(d)))
        refuse_unknown_keys(d, ("lambda",), "differential")
        lam = d.get("lambda")
        if not _number(lam):
            raise SessionError("lambda", translate("SessionV4", "must be a finite number, got {value}").format(
                value=excerpt(lam)))
        out["differential"] = float(lam)
    if "kernel" in data:
        if data["kernel"] not in KERNELS:
            raise SessionError("kernel", translate("SessionV4", "unknown kernel {kernel}; expected one of {kernels}")
                               .format(kernel=excerpt(data["kernel"]), kernels=", ".join(KERNELS)))
        out["kernel"] = data["kernel"]
    if "latent" in data:
        latent = _latent(data["latent"], heads_data, heads, d_model)
        out["latent"] = latent
        out["heads"] = list(expanded_heads(tuple(heads), latent))
    return out


def recent_to_dict(session: Session, rows: Callable[[np.ndarray], list]) -> dict[str, Any]:
    """The version-4 top-level keys of ``session`` (only those it uses), in file order."""
    out: dict[str, Any] = {}
    if session.qk_norm is not None:
        out["qk_norm"] = session.qk_norm.to_dict()
    if session.softcap is not None:
        out["softcap"] = float(session.softcap)
    if session.sinks is not None:
        out["sinks"] = [float(x) for x in session.sinks]
    if session.topk is not None:
        out["topk"] = int(session.topk)
    if session.differential is not None:
        out["differential"] = {"lambda": float(session.differential)}
    if session.kernel is not None:
        out["kernel"] = session.kernel
    latent = session.latent
    if latent is not None:
        item: dict[str, Any] = {"w_dkv": rows(latent.w_dkv),
                                "kv": [{"w_uk": rows(uk), "w_uv": rows(uv)} for uk, uv in zip(latent.w_uk, latent.w_uv)]}
        if latent.w_kr is not None:
            item["rope"] = {"d_r": latent.d_r, "w_kr": rows(latent.w_kr)}
        out["latent"] = item
    return out
