"""Today's attention variants as session data: positions, a window, padding, KV groups.

Session file version 3 adds, all optional (absent means the 2017 mechanism):

- ``positions``: :class:`Positions` — sinusoidal (added to X), RoPE (q and k
  rows rotated after the linear maps) or ALiBi (a linear bias on the scaled
  scores);
- ``window``: a sliding window of ``w`` keys;
- ``padding``: key indices hidden from every query;
- ``kv_groups``: grouped-query attention, g groups of K and V shared by H / g
  heads each.

Grouped-query heads are kept as ordinary :class:`~explorer.core.session.Head`
objects whose ``w_k``, ``w_v`` (and ``b_k``, ``b_v``) are the *same arrays*
for every head of a group: each reader of ``head.w_k`` keeps working, and the
session checks that the heads of a group really agree. The file holds each
group once (``kv_heads``), as a model does.

This module holds the rules that do not need the session class (so the
session imports it, not the reverse). Which keys a query may read (the
window's and padding's rule) is :class:`explorer.core.attention.masks.Visibility`'s.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from explorer.core.attention.masks import Visibility
from explorer.core.session_error import SessionError
from explorer.core.attention.recent_variants import RopeScaling
from explorer.core.wording import translate

if TYPE_CHECKING:
    from explorer.core.session import Session

POSITION_KINDS = ("sinusoidal", "rope", "alibi")
ROPE_PAIRS = ("half", "interleaved")
DEFAULT_THETA = 10000.0


def _error(field: str, message: str) -> Exception:
    return SessionError(field, message)


@dataclass(frozen=True)
class Positions:
    """How token positions enter attention.

    ``theta`` and ``pairs`` are RoPE's (base of the angles; which components
    pair up), ``slopes`` ALiBi's (one per head, or None for the default
    m_h = 2^(−8h/H), h = 1…H).
    """

    kind: str
    theta: float = DEFAULT_THETA
    pairs: str = "half"
    slopes: tuple[float, ...] | None = None
    #: RoPE's scaling to longer contexts (version 4), None for plain RoPE.
    scaling: RopeScaling | None = None

    def __post_init__(self) -> None:
        if self.slopes is not None:
            object.__setattr__(self, "slopes", tuple(float(s) for s in self.slopes))
        object.__setattr__(self, "theta", float(self.theta))

    def validate(self) -> None:
        if self.kind not in POSITION_KINDS:
            raise _error("positions", translate("Variants", "unknown kind {kind}; expected one of {kinds}").format(
                kind=repr(self.kind), kinds=", ".join(POSITION_KINDS)))
        if not (math.isfinite(self.theta) and self.theta > 0):
            raise _error("theta", translate("Variants", "must be a positive number, got {value:g}").format(
                value=self.theta))
        if self.pairs not in ROPE_PAIRS:
            raise _error("pairs", translate("Variants", "expected one of {choices}, got {value}").format(
                choices=", ".join(ROPE_PAIRS), value=repr(self.pairs)))
        if self.slopes is not None:
            if self.kind != "alibi":
                raise _error("slopes", translate("Variants", "only ALiBi has slopes, not {kind}").format(kind=self.kind))
            for h, s in enumerate(self.slopes):
                if not math.isfinite(s):
                    raise _error("slopes", translate("Variants", "slope {head} is not a finite number").format(
                        head=h + 1))

    def to_dict(self) -> dict[str, Any]:
        """The file's ``positions`` object (only the keys its kind has)."""
        if self.kind == "rope":
            theta: float | int = int(self.theta) if self.theta.is_integer() else self.theta
            out: dict[str, Any] = {"kind": "rope", "theta": theta, "pairs": self.pairs}
            if self.scaling is not None:
                out["scaling"] = self.scaling.to_dict()
            return out
        if self.kind == "alibi" and self.slopes is not None:
            return {"kind": "alibi", "slopes": list(self.slopes)}
        return {"kind": self.kind}


def default_slopes(heads: int) -> np.ndarray:
    """ALiBi's slopes m_h = 2^(−8h/H) for h = 1…H (Press et al., 2022)."""
    h = np.arange(1, heads + 1, dtype=np.float64)
    return 2.0 ** (-8.0 * h / heads)


def slopes_of(session: Session) -> np.ndarray:
    """The ALiBi slope of every head of ``session`` (given ones, or the default)."""
    pos = session.positions
    if pos is not None and pos.slopes is not None:
        return np.array(pos.slopes, dtype=np.float64)
    return default_slopes(len(session.heads))


def group_of(session: Session, head: int) -> int:
    """The KV group head ``head`` (0-based) reads: h // (H / g); the head itself without groups."""
    if session.kv_groups is None:
        return head
    return head // (len(session.heads) // session.kv_groups)


def group_heads(session: Session, group: int) -> range:
    """The heads (0-based) that share KV group ``group``."""
    if session.kv_groups is None:
        return range(group, group + 1)
    per = len(session.heads) // session.kv_groups
    return range(group * per, (group + 1) * per)


def group_name(session: Session, group: int) -> str:
    """How people name KV group ``group`` (0-based): "KV group 1, shared by heads 1–2"
    (heads counted from 1; "read by head 3 alone" when each head has its own)."""
    heads = group_heads(session, group)
    if len(heads) == 1:
        return translate("Variants", "KV group {group}, read by head {head} alone").format(group=group + 1,
                                                                                         head=heads[0] + 1)
    return translate("Variants", "KV group {group}, shared by heads {first}–{last}").format(
        group=group + 1, first=heads[0] + 1, last=heads[-1] + 1)


def uses_variants(session: Session) -> bool:
    """True when the session needs a version-3 file."""
    return (session.positions is not None or session.window is not None or bool(session.padding)
            or session.kv_groups is not None)


def validate_variants(session: Session) -> None:
    """Raise SessionError naming the first variant field that is wrong."""
    cross = session.mode == "cross"
    heads = len(session.heads)
    pos = session.positions
    if pos is not None:
        if not isinstance(pos, Positions):
            raise _error("positions", translate("Variants", "not a positions object"))
        pos.validate()
        if cross and pos.kind in ("rope", "alibi"):
            raise _error("cross", translate("Variants", "{kind} positions are not allowed in cross mode (queries "
                                                        "and keys come from different sequences); use sinusoidal or "
                                                        "none").format(kind=pos.kind))
        if pos.kind == "rope" and session.d_k % 2:
            raise _error("d_k", translate("Variants", "RoPE turns pairs of components, so d_k must be even, not "
                                                      "{d_k}").format(d_k=session.d_k))
        if pos.slopes is not None and len(pos.slopes) != heads:
            raise _error("slopes", translate("Variants", "expected {heads} slopes (one per head), got {count}").format(
                heads=heads, count=len(pos.slopes)))
    if session.window is not None:
        w = session.window
        if isinstance(w, bool) or not isinstance(w, (int, np.integer)) or w < 1:
            raise _error("window", translate("Variants", "must be a whole number of at least 1, got {value}").format(
                value=repr(w)))
        if cross:
            raise _error("cross", translate("Variants", "a sliding window is not allowed in cross mode (window)"))
    m = session.m
    seen: set[int] = set()
    for j in session.padding:
        if isinstance(j, bool) or not isinstance(j, (int, np.integer)):
            raise _error("padding", translate("Variants", "key indices are whole numbers, got {value}").format(
                value=repr(j)))
        if not 0 <= j < m:
            raise _error("padding", translate("Variants", "key index {index} is outside 0…{last} (indices count "
                                                          "from 0)").format(index=j, last=m - 1))
        if j in seen:
            raise _error("padding", translate("Variants", "key index {index} is listed twice").format(index=j))
        seen.add(int(j))
    blind = Visibility.of(session).first_blind_query()
    if blind is not None:
        raise _error("padding", translate("Variants", "query {query} ({token}) would see no key at all; unpad one "
                                                      "of the keys it may attend to").format(
            query=blind + 1, token=repr(session.tokens[blind])))
    g = session.kv_groups
    if g is not None:
        if isinstance(g, bool) or not isinstance(g, (int, np.integer)) or g < 1:
            raise _error("kv_heads", translate("Variants", "the number of KV groups must be a whole number of at "
                                                           "least 1, got {value}").format(value=repr(g)))
        if heads % g:
            raise _error("kv_heads", translate("Variants", "{groups} KV groups do not divide {heads} heads "
                                                           "evenly").format(groups=g, heads=heads))
        _check_groups(session)


def _check_groups(session: Session) -> None:
    per = len(session.heads) // session.kv_groups
    for h, head in enumerate(session.heads):
        first = session.heads[(h // per) * per]
        for name in ("w_k", "w_v", "b_k", "b_v"):
            a, b = getattr(head, name), getattr(first, name)
            same = (a is None and b is None) or (a is not None and b is not None and np.array_equal(a, b))
            if not same:
                field = name if name in ("w_k", "w_v") else "kv_heads"
                raise _error(field, translate("Variants", "head {head} is in KV group {group} but its {matrix} "
                                                          "differs from head {first}'s; a group shares one K and "
                                                          "V").format(head=h + 1, group=h // per + 1, matrix=name,
                                                                      first=(h // per) * per + 1))
