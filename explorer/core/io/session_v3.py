"""Reading and writing the version-3 keys of a session file (strict, one line per refusal).

``positions``, ``window``, ``padding`` and ``kv_heads`` (see
:mod:`explorer.core.attention.variants`). Each key is written only when it is used, so a
session without variants stays a version-1 or version-2 file byte for byte.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import numpy as np

from explorer.core.session import Head, Session, SessionError
from explorer.core.io.session_fields import kind_of, read_matrix, read_vector
from explorer.core.io.file_keys import refuse_unknown_keys
from explorer.core.io.safe_text import excerpt
from explorer.core.io.session_v4 import read_scaling
from explorer.core.io.text_limits import MAX_NAME_CHARS, check_length
from explorer.core.attention.variants import DEFAULT_THETA, POSITION_KINDS, ROPE_PAIRS, Positions
from explorer.core.wording import translate

V3_KEYS = ("positions", "window", "padding", "kv_heads")
_POSITION_KEYS = {"sinusoidal": {"kind"}, "rope": {"kind", "theta", "pairs", "scaling"}, "alibi": {"kind", "slopes"}}


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(float(value))


def _positions(value: Any, kind_of: Callable[[Any], str]) -> Positions:
    if not isinstance(value, dict):
        raise SessionError("positions", translate("SessionV3", "expected an object with a \"kind\", got {kind}").format(
            kind=kind_of(value)))
    kind = value.get("kind")
    check_length("positions.kind", kind, MAX_NAME_CHARS)
    if kind not in POSITION_KINDS:
        raise SessionError("positions", translate("SessionV3", "unknown kind {kind}; expected one of {kinds}").format(
            kind=excerpt(kind), kinds=", ".join(POSITION_KINDS)))
    refuse_unknown_keys(value, _POSITION_KEYS[kind], "positions",
                        context=translate("SessionV3", "{kind} positions").format(kind=kind))
    theta = value.get("theta", DEFAULT_THETA)
    if not _number(theta) or not float(theta) > 0:
        raise SessionError("theta", translate("SessionV3", "must be a positive number, got {value}").format(
            value=excerpt(theta)))
    pairs = value.get("pairs", "half")
    if pairs not in ROPE_PAIRS:
        raise SessionError("pairs", translate("SessionV3", "expected \"half\" or \"interleaved\", got {value}").format(
            value=excerpt(pairs)))
    slopes = value.get("slopes")
    if slopes is not None:
        if not isinstance(slopes, list):
            raise SessionError("slopes", translate("SessionV3", "expected a list of numbers (one per head), got {kind}")
                               .format(kind=kind_of(slopes)))
        for h, s in enumerate(slopes):
            if not _number(s):
                raise SessionError("slopes", translate("SessionV3", "slope {number} is not a finite number ({kind})")
                                   .format(number=h + 1, kind=kind_of(s)))
    scaling = None
    if "scaling" in value:
        scaling = read_scaling(value["scaling"])
    return Positions(kind, float(theta), pairs, None if slopes is None else tuple(float(s) for s in slopes),
                     scaling)


def _padding(value: Any, kind_of: Callable[[Any], str]) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise SessionError("padding", translate("SessionV3", "expected a list of key indices, got {kind}").format(
            kind=kind_of(value)))
    for j in value:
        if not _whole(j):
            raise SessionError("padding", translate("SessionV3", "key indices are whole numbers counted from 0, got "
                                                                 "{kind}").format(kind=kind_of(j)))
    return tuple(value)


def _kv_heads(value: Any, heads: list[Head], d_model: int) -> tuple[list[Head], int]:

    if not isinstance(value, list):
        raise SessionError("kv_heads", translate("SessionV3", "expected a list of KV groups, got {kind}").format(
            kind=kind_of(value)))
    if not value:
        raise SessionError("kv_heads", translate("SessionV3", "at least one KV group is needed"))
    g, count = len(value), len(heads)
    if count % g:
        raise SessionError("kv_heads", translate("SessionV3", "{groups} KV groups do not divide {heads} heads evenly")
                           .format(groups=g, heads=count))
    d_k = heads[0].d_k
    groups = []
    d_v = None
    for i, group in enumerate(value):
        where = f"kv_heads[{i}]"
        if not isinstance(group, dict):
            raise SessionError(where, translate("SessionV3", "expected an object with w_k, w_v, got {kind}").format(
                kind=kind_of(group)))
        refuse_unknown_keys(group, ("w_k", "w_v", "b_k", "b_v"), where)
        w_k = read_matrix(group, "w_k", d_model, "d_model", d_k, translate("SessionV3", "d_k, as in the heads' w_q"),
                          where=f"{where}.w_k")
        w_v = read_matrix(group, "w_v", d_model, "d_model", d_v, "d_v", where=f"{where}.w_v")
        d_v = w_v.shape[1]
        groups.append((w_k, w_v, read_vector(group, "b_k", d_k, "d_k", f"{where}.b_k"),
                       read_vector(group, "b_v", d_v, "d_v", f"{where}.b_v")))
    per = count // g
    out = []
    for h, head in enumerate(heads):
        shared = groups[h // per]
        if h % per == 0:  # freeze the group's arrays once, then share them
            first = replace(head, w_k=shared[0], w_v=shared[1], b_k=shared[2], b_v=shared[3])
            out.append(first)
        else:
            out.append(replace(head, w_k=first.w_k, w_v=first.w_v, b_k=first.b_k, b_v=first.b_v))
    return out, g


def read_variants(data: dict[str, Any], version: int, mode: str, heads: list[Head],
                  d_model: int) -> dict[str, Any]:
    """The session keyword arguments of the version-3 keys of ``data`` (and the
    heads, with their groups' K and V filled in); SessionError naming the key."""

    present = [key for key in V3_KEYS if key in data]
    if present and version < 3:
        raise SessionError(present[0], translate("SessionV3", "needs version 3, the file says {version}").format(
            version=version))
    out: dict[str, Any] = {"heads": heads}
    if "positions" in data:
        out["positions"] = _positions(data["positions"], kind_of)
        if out["positions"].scaling is not None and version < 4:
            raise SessionError("scaling", translate("SessionV3", "needs version 4, the file says {version}").format(
                version=version))
    if "window" in data:
        w = data["window"]
        if not _whole(w) or w < 1:
            raise SessionError("window", translate("SessionV3", "must be a whole number of at least 1, got {value}")
                               .format(value=excerpt(w)))
        if mode == "cross":
            raise SessionError("cross", translate("SessionV3", "a sliding window is not allowed in cross mode (window)"))
        out["window"] = w
    if "padding" in data:
        out["padding"] = _padding(data["padding"], kind_of)
    if "kv_heads" in data:
        out["heads"], out["kv_groups"] = _kv_heads(data["kv_heads"], heads, d_model)
    return out


def variants_to_dict(session: Session, rows: Callable[[np.ndarray], list]) -> dict[str, Any]:
    """The version-3 keys of ``session`` (only those it uses), in file order."""
    out: dict[str, Any] = {}
    if session.kv_groups is not None:
        groups = []
        for head in session.kv_heads:
            item: dict[str, Any] = {"w_k": rows(head.w_k), "w_v": rows(head.w_v)}
            for name in ("b_k", "b_v"):
                if getattr(head, name) is not None:
                    item[name] = [float(x) for x in getattr(head, name)]
            groups.append(item)
        out["kv_heads"] = groups
    if session.positions is not None:
        out["positions"] = session.positions.to_dict()
    if session.window is not None:
        out["window"] = int(session.window)
    if session.padding:
        out["padding"] = [int(j) for j in session.padding]
    return out
