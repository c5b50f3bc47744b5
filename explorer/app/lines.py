"""The lines view, as plain data: which lines to draw, how strong, where.

BertViz's head view read: queries in a column on the left, keys on the right,
one line per (query, key) pair whose opacity is the weight (alpha = a_ij,
exactly), one colour per head. Pairs the visibility rule hides (causal j > i,
outside a window, padding keys: :class:`explorer.core.attention.masks.Visibility`) are
absent, not drawn at zero. Past :data:`MAX_LINES` lines the weakest are left
out below a threshold that :attr:`Lines.note` states; hovering a token shows all of its
lines, unthinned (:func:`focus_lines`). No Qt: sizes are whatever unit the
painter uses.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from explorer.core.attention.masks import Visibility
from explorer.core.attention.step_keys import step_key
from explorer.core.attention.trace import Trace
from explorer.app.frame import Frame
from explorer.app.view import View
from explorer.app.identity import head_name
from explorer.core.wording import translate

#: At most this many lines are drawn at once (the weakest are thinned away beyond it).
MAX_LINES = 20000
#: When thinning, lines weaker than this are never drawn (they would be nearly invisible anyway).
MIN_THRESHOLD = 0.01
#: Okabe & Ito's colour-blind-safe qualitative palette (black left out: it is the text's colour).
#: The light theme starts with the darker ones, the dark theme with the lighter ones.
PALETTE_LIGHT = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#B8A200")
PALETTE_DARK = ("#56B4E9", "#E69F00", "#009E73", "#CC79A7", "#F0E442", "#3D9BE0", "#E8743B")


def hex_rgb(color: str) -> tuple[int, int, int]:
    """"#rrggbb" as three numbers 0–255."""
    c = color.lstrip("#")
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


def head_color(head: int, theme: str = "light") -> str:
    """The colour of ``head`` (0-based); the palette repeats every 7 heads."""
    palette = PALETTE_DARK if theme == "dark" else PALETTE_LIGHT
    return palette[head % len(palette)]


#: Each head's dash, dash and gap lengths in pixels (None: solid), repeating with the colours:
#: heads told apart without colour (a grey-scale print, a colour-blind reader).
HEAD_DASHES: tuple[tuple[float, ...] | None, ...] = (
    None, (7.0, 3.0), (2.0, 2.5), (9.0, 3.0, 2.0, 3.0), (4.0, 4.0), (12.0, 3.0), (2.0, 2.5, 2.0, 6.0))


def head_dash(head: int) -> tuple[float, ...] | None:
    """The dash of ``head`` (0-based) in pixels, None for a solid line: :data:`HEAD_DASHES`."""
    return HEAD_DASHES[head % len(HEAD_DASHES)]


@dataclass(frozen=True, eq=False)
class LinesData:
    """What the lines view shows: tokens on both sides and per-head n × m weights."""

    queries: tuple[str, ...]
    keys: tuple[str, ...]
    #: One n × m matrix per entry of :attr:`heads` (NaN or any value where masked: the mask decides).
    weights: tuple[np.ndarray, ...]
    #: Which heads these are (0-based): they pick the colours and the legend.
    heads: tuple[int, ...]
    causal: bool = False
    # Defaults made when an instance is (in the chosen language), never at import.
    title: str = field(default_factory=lambda: translate("Lines", "Attention weights"))
    query_title: str = field(default_factory=lambda: translate("Lines", "queries"))
    key_title: str = field(default_factory=lambda: translate("Lines", "keys"))
    #: Legend names of the heads (default "head h+1").
    names: tuple[str, ...] = ()
    #: Which keys each query may read (a session's rule); None: ``causal`` alone decides
    #: (a model's heads, read without a session).
    visibility: Visibility | None = None

    @property
    def rule(self) -> Visibility:
        """The visibility rule the lines obey: the session's, else causal or none."""
        if self.visibility is not None:
            return self.visibility
        return Visibility("causal" if self.causal else "self", self.n, self.m)

    @property
    def n(self) -> int:
        return len(self.queries)

    @property
    def m(self) -> int:
        return len(self.keys)

    def name(self, index: int) -> str:
        if index < len(self.names):
            return self.names[index]
        return translate("Lines", "head {head}").format(head=self.heads[index] + 1)


def lines_data(trace: Trace, head: int | None = None) -> LinesData:
    """The lines of one head of ``trace`` (0-based), or of every head when ``head`` is None."""
    session = trace.session
    assert session is not None
    heads = tuple(range(trace.n_heads)) if head is None else (head,)
    mode = {"self": translate("Lines", "self-attention"),
            "causal": translate("Lines", "masked (causal) self-attention"),
            "cross": translate("Lines", "cross-attention")}
    which = translate("Lines", "all heads") if head is None else head_name(session, head, capital=False)
    cross = session.mode == "cross"
    return LinesData(
        queries=session.tokens, keys=session.key_tokens,
        weights=tuple(trace.get(step_key("weights", h)).array for h in heads), heads=heads,
        names=tuple(head_name(session, h, capital=False) for h in heads),
        causal=trace.causal, visibility=Visibility.of(session),
        title=translate("Lines", "Attention weights, {which}: {mode}").format(
            which=which, mode=mode.get(session.mode, session.mode)),
        query_title=translate("Lines", "queries (decoder)") if cross else translate("Lines", "queries"),
        key_title=translate("Lines", "keys (source)") if cross else translate("Lines", "keys"))


def shown_head(view: View) -> int | None:
    """The head the Lines view draws (0-based), or None for every head (its "All heads" choice)."""
    return None if view.lines_all_heads else view.head


def resolve(frame: Frame) -> LinesData:
    """What the Lines view draws for ``frame``: its head's lines, or every head's."""
    return lines_data(frame.trace, shown_head(frame.view))


@dataclass(frozen=True, eq=False)
class Lines:
    """Lines to draw, one entry each: index into :attr:`LinesData.heads`, query, key, weight."""

    head: np.ndarray
    query: np.ndarray
    key: np.ndarray
    weight: np.ndarray
    #: Unmasked pairs in all shown heads (the lines there would be without thinning).
    total: int = 0
    #: Lines below this weight were left out (0: none).
    threshold: float = 0.0
    focus: tuple[str, int] | None = field(default=None)
    #: Unmasked pairs left out because their line could not be seen (:mod:`explorer.app.faint`).
    faint: int = 0
    #: Unmasked pairs whose weight is below 0 (differential attention's A₁ − λA₂): a line's
    #: opacity is its weight, so they have none.
    negative: int = 0

    def __len__(self) -> int:
        return int(self.weight.size)

    @property
    def alpha(self) -> np.ndarray:
        """The opacity of each line: its weight (clipped to [0, 1])."""
        return np.clip(self.weight, 0.0, 1.0)

    @property
    def note(self) -> str:
        """"" when every line is drawn; else the sentence that states the thinning (and, on the
        screen, how to see the rest)."""
        if not self.thinning:
            return ""
        return translate("Lines", "{thinning} Hover a token for all of its lines.").format(thinning=self.thinning)

    @property
    def thinning(self) -> str:
        """The thinning alone, for a figure that cannot be hovered (an export, a slide)."""
        said = self._thinned()
        if not self.negative:
            return said
        negative = translate("Lines", "{count:,} weights below 0 (differential attention) have no line; the "
                                      "heatmap shows them.").format(count=self.negative)
        return f"{said} {negative}" if said else negative

    def _thinned(self) -> str:
        if self.threshold > 0 and self.faint:
            return translate("Lines", "{drawn:,} of {total:,} lines drawn: the others are too faint to see or weigh "
                                      "below {threshold:.3g}.").format(drawn=len(self), total=self.total,
                                                                       threshold=self.threshold)
        if self.faint:
            return translate("Lines", "{drawn:,} of {total:,} lines drawn: the others are too faint to see.").format(
                drawn=len(self), total=self.total)
        if self.threshold <= 0:
            return ""
        return translate("Lines", "Lines with a weight below {threshold:.3g} are not drawn: {drawn:,} of {total:,} "
                                  "shown.").format(threshold=self.threshold, drawn=len(self), total=self.total)


#: Rows of weights looked at together when lines are chosen: the temporaries stay a
#: band's size at any n (whole-matrix masks and a float32 copy of every visible weight
#: left a 4096-token window 3 n × n matrices larger after each edit in view).
BAND_ROWS = 256
#: At most this many weights of at least MIN_THRESHOLD are kept to choose the threshold
#: from (softmax rows have at most 1 / MIN_THRESHOLD of them); past it the threshold is
#: found by counting, a pass per guess.
MAX_CANDIDATES = 1 << 21


def _bands(data: LinesData, least: Sequence[float] | None = None):
    """(head index, first row, rows of weights, which of them are lines) a band at a time;
    with ``least``, only the weights at or above ``least[head index]`` are lines."""
    rule = data.rule
    for index, w in enumerate(data.weights):
        w = np.asarray(w)
        n = w.shape[0]
        for r0 in range(0, n, BAND_ROWS):
            band = w[r0:r0 + BAND_ROWS]
            ok = np.isfinite(band)
            hidden = rule.hidden_mask(np, rows=np.arange(r0, r0 + band.shape[0]))  # a band's size, never n × m
            if hidden is not None:
                ok &= ~hidden
            if least is not None and least[index] > 0:
                ok &= band >= least[index]
            yield index, r0, band, ok


def two_digit_steps(low: float, high: float) -> list[float]:
    """The numbers of two significant digits (10 … 99 × 10^k) from ``low`` up to the first above ``high``."""
    out: list[float] = []
    k = int(np.floor(np.log10(low))) - 1
    while not out or out[-1] <= high:
        out.extend(v for v in (float(f"{c}e{k}") for c in range(10, 100)) if v >= low)
        k += 1
    return out[:next(i for i, v in enumerate(out) if v > high) + 1]


def _choose_threshold(data: LinesData, max_lines: int, highest: float, least: Sequence[float] | None) -> float:
    """The least number of two significant digits, at least MIN_THRESHOLD, at or above which
    fewer than ``max_lines`` lines lie (so ties cannot push past it)."""
    candidates: list[np.ndarray] | None = []
    kept = 0
    for _index, _r0, band, ok in _bands(data, least):
        found = band[ok & (band >= MIN_THRESHOLD)]
        kept += found.size
        if kept > MAX_CANDIDATES:
            candidates = None  # not softmax-like: count instead
            break
        candidates.append(found)
    if candidates is not None:
        pool = np.sort(np.concatenate(candidates))

        def at_least(t: float) -> int:
            # t in the weights' dtype, as ``band >= t`` compares it
            return int(pool.size - np.searchsorted(pool, np.asarray(t, dtype=pool.dtype), side="left"))
    else:
        def at_least(t: float) -> int:
            return sum(int(np.count_nonzero(ok & (band >= t))) for _i, _r, band, ok in _bands(data, least))
    steps = two_digit_steps(MIN_THRESHOLD, highest)
    lo, hi = 0, len(steps) - 1  # the last step is above every weight: no lines at or above it
    while lo < hi:
        mid = (lo + hi) // 2
        if at_least(steps[mid]) < max_lines:
            hi = mid
        else:
            lo = mid + 1
    return steps[lo]


def build_lines(data: LinesData, max_lines: int = MAX_LINES, threshold: float | None = None,
                least: Sequence[float] | None = None) -> Lines:
    """Every unmasked line of ``data``, or past ``max_lines`` only those at or
    above a threshold (the least two-digit number, at least :data:`MIN_THRESHOLD`,
    that leaves fewer than ``max_lines``). ``threshold`` forces one. ``least``: for
    each shown head, the least weight whose line can be seen
    (:func:`explorer.app.faint.least_seen`); lines below it are left out and counted
    in :attr:`Lines.faint`. Work is done a band of rows at a time: a pass to count,
    one to choose the threshold, one to collect (a few more for weights that are not
    softmax-like)."""
    total, seen, highest, negative = 0, 0, -np.inf, 0
    for index, _r0, band, ok in _bands(data):
        total += int(np.count_nonzero(ok))
        negative += int(np.count_nonzero(ok & (band < 0)))
        if least is not None and least[index] > 0:
            ok = ok & (band >= least[index])
        seen += int(np.count_nonzero(ok))
        if ok.any():
            highest = max(highest, float(band[ok].max()))
    if threshold is None:
        threshold = _choose_threshold(data, max_lines, highest, least) if seen > max_lines else 0.0
    parts: list[tuple[np.ndarray, ...]] = []
    for index, r0, band, ok in _bands(data, least):
        keep = ok & (band >= threshold) if threshold > 0 else ok
        q, k = np.nonzero(keep)
        parts.append((np.full(q.size, index, np.int32), (q + r0).astype(np.int32), k.astype(np.int32),
                      band[q, k].astype(np.float64)))
    lines = _concat(parts, total, threshold)
    if negative:  # not faint: no opacity says a negative weight (they are counted apart)
        lines = replace(lines, negative=negative)
    faint = total - seen - (negative if least is not None else 0)
    return replace(lines, faint=faint) if faint > 0 else lines


def _concat(parts: list[tuple[np.ndarray, ...]], total: int, threshold: float,
            focus: tuple[str, int] | None = None) -> Lines:
    if not parts:
        empty = np.zeros(0, np.int32)
        return Lines(empty, empty, empty, np.zeros(0), total, threshold, focus)
    cols = [np.concatenate([p[c] for p in parts]) for c in range(4)]
    return Lines(*cols, total=total, threshold=threshold, focus=focus)


def focus_lines(data: LinesData, side: str, token: int) -> Lines:
    """All the lines of one token, unthinned: ``side`` "query" (its row) or "key" (its column)."""
    if side not in ("query", "key"):
        raise ValueError(f"side is 'query' or 'key', not {side!r}")
    parts = []
    rule = data.rule
    hidden = (rule.hidden_mask(np, rows=[token]) if side == "query" else rule.hidden_mask(np, cols=[token]))
    for index, w in enumerate(data.weights):
        w = np.asarray(w)
        values = w[token] if side == "query" else w[:, token]
        others = np.arange(values.size)
        ok = np.isfinite(values)
        if hidden is not None:
            ok &= ~hidden.reshape(-1)
        if side == "query":
            q, k = np.full(int(ok.sum()), token), others[ok]
        else:
            q, k = others[ok], np.full(int(ok.sum()), token)
        parts.append((np.full(q.size, index, np.int32), q.astype(np.int32), k.astype(np.int32),
                      values[ok].astype(np.float64)))
    lines = _concat(parts, 0, 0.0, (side, token))
    return Lines(lines.head, lines.query, lines.key, lines.weight, len(lines), 0.0, (side, token))  # total: these


def focus_caption(data: LinesData, lines: Lines, decimals: int = 3) -> str:
    """One line that says what the hovered token's lines are (the numbers are drawn beside the tokens)."""
    if lines.focus is None:
        return ""
    side, token = lines.focus
    label = (data.queries if side == "query" else data.keys)[token]
    if side == "query":
        said = translate("Lines", "Query {number} “{token}”: where it looks (its weights sum to 1 in each head)")
    else:
        said = translate("Lines", "Key {number} “{token}”: which queries look at it")
    return said.format(number=token + 1, token=label)


def cell_count(weights: Sequence[np.ndarray]) -> int:
    """How many weights the shown heads hold (the view computes its lines off the UI thread past a limit)."""
    return int(sum(np.asarray(w).size for w in weights))
