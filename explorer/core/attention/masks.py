"""The visibility rule: which keys each query may read (causal ∧ window ∧ padding).

A key is hidden from query i when the causal mask hides it (j > i), when it
lies outside the sliding window (causal mode: i − j ≥ w; self mode:
|i − j| ≥ w), or when it is padding. Hidden cells become −∞ before the
softmax, exactly as the causal mask alone always did.

This module is the one place that rule is written. :class:`Visibility` is made
from a session (:meth:`Visibility.of`) and holds its named :class:`Part`\\ s;
each part carries its predicate (an interval of allowed j − i for the
diagonal parts, a set of keys for padding) and its words (formula, legend,
description, reasons). Everything else is made from them: the full mask, a
block or row of it, the per-diagonal and per-column vectors the softmax adds,
each query's key range, the first query left blind, the cached pictures the
cards and figures hatch, the masked step's formula and title, and explain's
"hidden because …". The diagonal and column forms keep the pipeline's cost:
no n × m array is made where a view or a vector of n + m numbers will do.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np

from explorer.core.attention.diagonals import diagonal_view, offsets
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from explorer.core.session import Session

#: The parts of the mask, in the order formulas and explanations name them.
PARTS = ("causal", "window", "padding")
#: The parts' names as a mask's title says them (translated where shown: :meth:`Visibility.title`).
_PART_NAMES = {"causal": QT_TRANSLATE_NOOP("Masks", "causal"), "window": QT_TRANSLATE_NOOP("Masks", "window"),
               "padding": QT_TRANSLATE_NOOP("Masks", "padding")}


@dataclass(frozen=True)
class Part:
    """One named part of the visibility rule.

    A diagonal part keeps key j visible to query i when ``low ≤ j − i < high``
    (None: no bound on that side); the padding part hides its ``keys`` from
    every query. The words are the part's own: ``hidden`` and ``visible`` are
    its formula ("j > i", "j ≤ i"), ``legend`` a figure's words for what it
    hatches, ``description`` the masked step's, ``reason`` a tooltip's, and
    ``why``/``kept`` the templates explain fills for one cell ({d} = |i − j|). The words are
    in the language chosen when the part is made (:func:`causal_part` …).
    """

    name: str
    hidden: str
    visible: str
    legend: str
    description: str
    reason: str
    why: str
    kept: str
    low: int | None = None
    high: int | None = None
    keys: tuple[int, ...] = ()

    @property
    def diagonal(self) -> bool:
        """True when the part depends on j − i alone (causal, window); False for padding."""
        return self.name != "padding"

    def hides(self, i: int, j: int) -> bool:
        """The per-cell predicate: True when this part hides key j from query i."""
        if not self.diagonal:
            return j in self.keys
        d = j - i
        return (self.low is not None and d < self.low) or (self.high is not None and d >= self.high)

    def hidden_diagonals(self, k: np.ndarray) -> np.ndarray:
        """True for each diagonal j − i in ``k`` that this (diagonal) part hides."""
        hidden = np.zeros(k.shape, dtype=bool)
        if self.low is not None:
            hidden |= k < self.low
        if self.high is not None:
            hidden |= k >= self.high
        return hidden

    def why_hidden(self, i: int, j: int) -> str:
        """Explain's words for why this part hides key j from query i."""
        return self.why.format(d=abs(i - j))

    def why_kept(self, i: int, j: int) -> str:
        """Explain's words for the check key j passes for query i."""
        return self.kept.format(d=abs(i - j))


def causal_part() -> Part:
    """j > i is hidden: each token reads itself and the tokens on its left."""
    return Part("causal", "j > i", "j ≤ i", translate("Masks", "key after query (j > i)"),
                translate("Masks", "tokens on its right (causal)"), translate("Masks", "a later token"),
                translate("Masks", "it lies right of the query (causal: j > i)"), "j ≤ i", high=1)


def window_part(w: int, causal: bool) -> Part:
    """A sliding window of ``w`` keys: i − j ≥ w is hidden (causal mode; the causal
    part hides j > i), |i − j| ≥ w in self mode."""
    rule = "i − j" if causal else "|i − j|"
    # explain's templates keep {d} for the cell (why_hidden, why_kept fill it).
    return Part("window", f"{rule} ≥ {w}", f"{rule} < {w}",
                translate("Masks", "outside the window ({rule} ≥ {size})").format(rule=rule, size=w),
                translate("Masks", "tokens {size} or more places away (window)").format(size=w),
                translate("Masks", "outside the window"),
                translate("Masks", "it is {d} places away, outside the window of {size} ({rule} ≥ w)").format(
                    d="{d}", size=w, rule=rule),
                translate("Masks", "{d} < window {size}").format(d="{d}", size=w),
                low=1 - w, high=None if causal else w)


def padding_part(keys: tuple[int, ...]) -> Part:
    """The padding keys, hidden from every query."""
    return Part("padding", translate("Masks", "j is padding"), translate("Masks", "j is not padding"),
                translate("Masks", "padding key"), translate("Masks", "padding tokens"), translate("Masks", "padding"),
                translate("Masks", "it is padding"), translate("Masks", "not padding"),
                keys=tuple(sorted(int(j) for j in keys)))


@dataclass(frozen=True)
class Visibility:
    """Which keys each of ``n`` queries may read among ``m`` keys: the session's
    mode, window and padding keys, as named :attr:`parts` (none: every key is visible)."""

    mode: str
    n: int
    m: int
    window: int | None = None
    padding: tuple[int, ...] = ()
    parts: tuple[Part, ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "padding", tuple(int(j) for j in self.padding))
        causal = self.mode == "causal"
        parts = [causal_part()] if causal else []
        if self.window is not None:
            parts.append(window_part(int(self.window), causal))
        if self.padding:
            parts.append(padding_part(self.padding))
        object.__setattr__(self, "parts", tuple(parts))

    @classmethod
    def of(cls, session: Session) -> Visibility:
        """The rule of ``session``."""
        return cls(session.mode, session.n, session.m, session.window, tuple(session.padding))

    def __bool__(self) -> bool:
        """True when some part applies (some key may be hidden from some query)."""
        return bool(self.parts)

    @property
    def names(self) -> tuple[str, ...]:
        """The names of the parts that apply, in :data:`PARTS` order."""
        return tuple(p.name for p in self.parts)

    def shown_names(self) -> tuple[str, ...]:
        """:attr:`names` as a person reads them, in the chosen language."""
        return tuple(translate("Masks", _PART_NAMES[name]) for name in self.names)

    def part(self, name: str) -> Part | None:
        """The part called ``name`` ("causal", "window", "padding"), or None when it does not apply."""
        return next((p for p in self.parts if p.name == name), None)

    # The per-cell predicate: the reference every other form agrees with.

    def hiding_parts(self, i: int, j: int) -> tuple[str, ...]:
        """Which parts hide key j from query i (empty: the key is visible)."""
        return tuple(p.name for p in self.parts if p.hides(i, j))

    def hides(self, i: int, j: int) -> bool:
        """True when some part hides key j from query i."""
        return any(p.hides(i, j) for p in self.parts)

    # The vectorised forms: n + m − 1 numbers per diagonal, m per column.

    def hidden_diagonals(self) -> np.ndarray | None:
        """True for each diagonal j − i (:func:`~explorer.core.attention.diagonals.offsets`:
        n + m − 1 values) that a diagonal part hides, or None when none applies."""
        diagonal = [p for p in self.parts if p.diagonal]
        if not diagonal:
            return None
        k = offsets(self.n, self.m)
        hidden = np.zeros(k.shape, dtype=bool)
        for p in diagonal:
            hidden |= p.hidden_diagonals(k)
        return hidden

    def padded_keys(self) -> np.ndarray | None:
        """True for each padding key (m values), or None without padding."""
        if not self.padding:
            return None
        pad = np.zeros(self.m, dtype=bool)
        pad[list(self.padding)] = True
        return pad

    def hidden_mask(self, xp: Any, rows: Any = None, cols: Any = None) -> Any:
        """True where a key is hidden from a query (n × m on ``xp``), or None when
        nothing is hidden. ``rows``/``cols`` (index arrays) restrict it to a block
        (one query's row, a tile of keys) without building the n × m mask."""
        diagonals, pad = self.hidden_diagonals(), self.padded_keys()
        if diagonals is None and pad is None:
            return None
        n, m = self.n, self.m
        if rows is None and cols is None:
            # One boolean pass: the per-diagonal rule read through a view, padding or-ed in by column.
            hidden = (xp.zeros((n, m), dtype=bool) if diagonals is None
                      else xp.array(diagonal_view(xp, xp.asarray(diagonals), n, m), order="C"))
        else:
            i = xp.arange(n) if rows is None else xp.asarray(rows)
            j = xp.arange(m) if cols is None else xp.asarray(cols)
            if diagonals is None:
                hidden = xp.zeros((int(i.shape[0]), int(j.shape[0])), dtype=bool)
            elif cols is None:  # whole rows: copied out of the view, no index array of their size
                hidden = diagonal_view(xp, xp.asarray(diagonals), n, m)[i]
            else:
                hidden = xp.asarray(diagonals)[j[None, :] - i[:, None] + (n - 1)]
        if pad is not None:
            hidden |= xp.asarray(pad if cols is None else pad[np.asarray(cols)])[None, :]
        return hidden

    def key_ranges(self) -> tuple[np.ndarray, np.ndarray]:
        """(lo, hi): query i may read keys lo[i] ≤ j < hi[i] before padding (the
        diagonal parts' intervals of j − i, cut to the keys there are)."""
        i = np.arange(self.n, dtype=np.int64)
        lows = [p.low for p in self.parts if p.diagonal and p.low is not None]
        highs = [p.high for p in self.parts if p.diagonal and p.high is not None]
        lo = np.clip(i + max(lows), 0, self.m) if lows else np.zeros(self.n, dtype=np.int64)
        hi = np.clip(i + min(highs), 0, self.m) if highs else np.full(self.n, self.m, dtype=np.int64)
        return lo, np.maximum(hi, lo)

    def open_key_prefix(self) -> np.ndarray:
        """prefix[j] = how many of keys 0 … j − 1 are not padding (m + 1 numbers)."""
        open_keys = np.ones(self.m, dtype=np.int64)
        open_keys[list(self.padding)] = 0
        return np.concatenate([[0], np.cumsum(open_keys)])

    def first_blind_query(self) -> int | None:
        """The first query that would see no key at all, or None. O(n + m): a prefix
        count of the visible (unpadded) keys, read once per query's key range."""
        if not self.padding:
            return None  # the diagonal (or, in cross mode, every key) stays visible
        lo, hi = self.key_ranges()
        prefix = self.open_key_prefix()
        blind = np.flatnonzero(prefix[hi] - prefix[lo] == 0)
        return int(blind[0]) if blind.size else None

    def picture(self, shape: tuple[int, int]) -> np.ndarray:
        """The mask at a picture's ``shape`` (blocks of cells as :meth:`Step.preview`
        makes them): True where every cell of the block is hidden. Read-only and
        cached; the exact mask when ``shape`` is (n, m). Costs n × columns, never n × m."""
        return _picture(self, (int(shape[0]), int(shape[1])))

    # The words, each part's own, joined one way.

    def formula(self, symbol: str = "S′") -> str:
        """The masked step's formula: "S′_ij = −∞ where j > i or j is padding"."""
        hidden = [p.hidden for p in self.parts]
        conditions = functools.reduce(
            lambda first, second: translate("Masks", "{first} or {second}").format(first=first, second=second),
            hidden) if hidden else ""
        return translate("Masks", "{symbol}_ij = −∞ where {conditions}").format(symbol=symbol, conditions=conditions)

    def visible_formula(self) -> str:
        """The visibility step's formula: "visible_ij = (j ≤ i) ∧ (i − j < 3)"."""
        return "visible_ij = " + " ∧ ".join(f"({p.visible})" for p in self.parts)

    def title(self) -> str:
        """"Causal mask" alone, else the parts it combines ("Mask: causal ∧ padding")."""
        if self.names == ("causal",):
            return translate("Masks", "Causal mask")
        return translate("Masks", "Mask: {parts}").format(parts=" ∧ ".join(self.shown_names()))

    def description(self) -> str:
        """What the mask hides, in words (the plain causal sentence for the causal mask alone)."""
        if self.names == ("causal",):
            return translate("Masks", "Each token attends only to itself and the tokens on its left")
        return translate("Masks", "Each query is kept from {parts}").format(
            parts=", ".join(p.description for p in self.parts))

    def legend(self) -> list[str]:
        """Each part's legend words: what a figure's hatched cells are."""
        return [p.legend for p in self.parts]

    def reasons(self, i: int, j: int) -> list[str]:
        """A tooltip's short words for each part that hides key j from query i."""
        return [p.reason for p in self.parts if p.hides(i, j)]


@lru_cache(maxsize=16)
def _picture(vis: Visibility, shape: tuple[int, int]) -> np.ndarray:
    n, m = vis.n, vis.m
    rows, cols = shape
    kr, kc = -(-n // rows), -(-m // cols)
    lo, hi = vis.key_ranges()
    prefix = vis.open_key_prefix()
    starts = np.arange(0, m, kc)
    ends = np.minimum(starts + kc, m)
    # Visible keys of query i inside column block b: its range cut to the block, padding taken out.
    a = np.clip(lo[:, None], starts[None, :], ends[None, :])
    b = np.clip(hi[:, None], starts[None, :], ends[None, :])
    seen = (prefix[b] - prefix[a]) > 0
    visible = np.logical_or.reduceat(seen, np.arange(0, n, kr), axis=0)
    out = ~visible
    out.setflags(write=False)
    return out


# The session's rule in the forms the pipeline and the views read (each made from Visibility.of).

def has_visibility_mask(session: Session) -> bool:
    """True when some key is hidden from some query: causal mode, a window or padding."""
    return bool(Visibility.of(session))


def causal_alone(session: Session) -> bool:
    """True when the causal mask is all that hides keys (no window, no padding)."""
    return Visibility.of(session).names == ("causal",)


def hidden_diagonals(session: Session) -> np.ndarray | None:
    """:meth:`Visibility.hidden_diagonals` of ``session``."""
    return Visibility.of(session).hidden_diagonals()


def padded_keys(session: Session) -> np.ndarray | None:
    """:meth:`Visibility.padded_keys` of ``session``."""
    return Visibility.of(session).padded_keys()


def hidden_mask(xp: Any, session: Session, rows: Any = None, cols: Any = None) -> Any:
    """:meth:`Visibility.hidden_mask` of ``session``."""
    return Visibility.of(session).hidden_mask(xp, rows, cols)


def hiding_parts(session: Session, i: int, j: int) -> tuple[str, ...]:
    """Which parts of the mask hide key j from query i (empty: the key is visible)."""
    return Visibility.of(session).hiding_parts(i, j)


def hidden_picture(session: Session, shape: tuple[int, int]) -> np.ndarray:
    """:meth:`Visibility.picture` of ``session``."""
    return Visibility.of(session).picture(shape)


def mask_formula(session: Session) -> str:
    """The masked step's formula, naming each part that applies. It masks what
    the softmax reads: S″ (the biased scores) with ALiBi, else S′."""
    alibi = session.positions is not None and session.positions.kind == "alibi"
    return Visibility.of(session).formula("S″" if alibi else "S′")


def mask_title(session: Session) -> str:
    """The masked step's title: "Causal mask" alone, else the parts it combines."""
    return Visibility.of(session).title()


def mask_description(session: Session) -> str:
    """What the masked step hides, in words (the plain causal sentence as before)."""
    return Visibility.of(session).description()
