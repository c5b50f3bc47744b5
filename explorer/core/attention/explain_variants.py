"""Inspector trails for the variants' steps: positions, rotations, the ALiBi
bias, the visibility mask and KV groups.

Helpers of :mod:`explorer.core.attention.explain` (reading :mod:`explorer.core.attention.explain_context`); every
number is recomputed here in float64 from the session and the trace.
"""

from __future__ import annotations

import math
import numpy as np

from explorer.core.attention.explain_context import Built, Context, scaled_line
from explorer.core.attention.explain_text import Cell, Line, fmt, paren, sub
from explorer.core.attention.masks import Visibility
from explorer.core.attention.positions import SINUSOIDAL_BASE, pair_indices, rope_frequencies
from explorer.core.session import Session
from explorer.core.attention.step_keys import input_symbol
from explorer.core.attention.variants import group_name, slopes_of


def mask_line(session: Session, i: int, j: int, value: float) -> tuple[Line, float]:
    """Whether the mask hides key j from query i, naming each part that does
    (each part's own words, :class:`explorer.core.attention.masks.Part`)."""
    rule = Visibility.of(session)
    hiding = [p for p in rule.parts if p.hides(i, j)]
    if rule.names == ("causal",):  # the causal mask alone: the sentences the inspector always showed
        if hiding:
            return Line("mask", f"key {j + 1} lies right of query {i + 1} (j > i): masked to −∞, so its weight is 0",
                        (value,), -math.inf), -math.inf
        return Line("mask", f"key {j + 1} is not right of query {i + 1} (j ≤ i): kept, {fmt(value)}",
                    (value,), value), value
    if hiding:
        return Line("mask", f"key {j + 1} is hidden from query {i + 1}: "
                    + " and ".join(p.why_hidden(i, j) for p in hiding)
                    + "; masked to −∞, so its weight is 0", (value,), -math.inf), -math.inf
    checks = ", ".join(p.why_kept(i, j) for p in rule.parts)
    return Line("mask", f"key {j + 1} is visible to query {i + 1} ({checks}): kept, {fmt(value)}",
                (value,), value), value


def bias_line(ctx: Context, i: int, j: int, scaled: float) -> tuple[Line, float]:
    """s″_ij = s′_ij − m_h·|i − j| with the head's slope."""
    slope = float(slopes_of(ctx.session)[ctx.head])
    bias = -slope * abs(i - j)
    value = scaled + bias
    return Line("bias", f"{sub('s″', i, j)} = {sub('s′', i, j)} − m_{ctx.head + 1}·|i − j| = {fmt(scaled)} − "
                        f"{fmt(slope)}·{abs(i - j)} = {fmt(scaled)} + {paren(bias)} = {fmt(value)}",
                (scaled, bias), value), value


def _pe(ctx: Context) -> Built:
    p, c = ctx.index
    d = ctx.session.d_model
    two_i = c // 2 * 2
    angle = p / SINUSOIDAL_BASE ** (two_i / d)
    fn, value = ("sin", math.sin(angle)) if c % 2 == 0 else ("cos", math.cos(angle))
    source = ctx.step.id == "pe_src"
    lines = [Line("position", f"token {p + 1} ({ctx.step.row_labels[p]}) is at position p = {p} "
                              f"(positions count from 0{', in the source' if source else ''})", (float(p),), float(p)),
             Line("angle", f"component {c + 1} is 2i{'' if c % 2 == 0 else '+1'} with 2i = {two_i}: "
                           f"p / 10000^(2i/d_model) = {p} / 10000^({two_i}/{d}) = {fmt(angle)}", (angle,), angle),
             Line(fn, f"PE({p}, {c}) = {fn}({fmt(angle)}) = {fmt(value)}", (angle,), value)]
    title = f"Positional encoding PE({p}, {c}) ({ctx.step.row_labels[p]})"
    return title, value, lines, []


def _x_pe(ctx: Context) -> Built:
    p, c = ctx.index
    source = ctx.step.id == "x_pe_src"
    x_id, pe_id = ("source_embeddings", "pe_src") if source else ("embeddings", "pe")
    x = float(ctx.matrix(x_id)[p, c])
    pe = float(ctx.trace.get(pe_id).array[p, c])
    value = x + pe
    sym = input_symbol(x_id, ctx.session.mode).lower()  # x_enc (x_dec) in cross mode, as explain's q rows
    lines = [Line("sum", f"{sub(sym, p, c)} + PE({p}, {c}) = {fmt(x)} + {paren(pe)} = {fmt(value)}", (x, pe), value)]
    title = f"Embedding with position {sub(sym, p, c)} ({ctx.step.row_labels[p]})"
    return title, value, lines, [Cell(x_id, p, c), Cell(pe_id, p, c)]


def _rot(ctx: Context) -> Built:
    p, c = ctx.index
    base = "q" if ctx.step.id == "q_rot" else "k"
    pos = ctx.session.positions
    d_k = ctx.session.d_k
    first, second = pair_indices(d_k, pos.pairs)
    pair = int(np.flatnonzero((first == c) | (second == c))[0])
    a_col, b_col = int(first[pair]), int(second[pair])
    row = ctx.row(base, p)
    a, b = float(row[a_col]), float(row[b_col])
    freq = float(rope_frequencies(d_k, pos.theta)[pair])
    angle = p * freq
    cos, sin = math.cos(angle), math.sin(angle)
    new_a, new_b = a * cos - b * sin, b * cos + a * sin
    value = new_a if c == a_col else new_b
    how = "(i, i + d_k/2)" if pos.pairs == "half" else "(2i, 2i+1)"
    r = sub(base, p)
    lines = [
        Line("pair", f"component {c + 1} is in pair i = {pair} {how}: components {a_col + 1} and {b_col + 1} "
                     f"of {r}", (float(pair),)),
        Line("angle", f"angle = p·θ^(−2i/d_k) = {p}·{fmt(pos.theta)}^(−{2 * pair}/{d_k}) = {p}·{fmt(freq)} "
                      f"= {fmt(angle)} rad", (float(p), freq), angle),
        Line("before", f"({r}[{a_col + 1}], {r}[{b_col + 1}]) = ({fmt(a)}, {fmt(b)})", (a, b)),
        Line("after", f"({fmt(a)}·cos − {paren(b)}·sin, {fmt(b)}·cos + {paren(a)}·sin) with cos = {fmt(cos)}, "
                      f"sin = {fmt(sin)} = ({fmt(new_a)}, {fmt(new_b)})", (new_a, new_b), value),
        Line("length", f"the pair keeps its length: √(a² + b²) = {fmt(math.hypot(a, b))} before and "
                       f"{fmt(math.hypot(new_a, new_b))} after", (math.hypot(a, b), math.hypot(new_a, new_b))),
    ]
    title = f"{ctx.step.title} {sub(base + '_rot', p, c)} ({ctx.step.row_labels[p]}, head {ctx.head + 1})"
    return title, value, lines, [Cell(ctx.key(base), p, a_col), Cell(ctx.key(base), p, b_col)]


def _bias(ctx: Context) -> Built:
    i, j = ctx.index
    slopes = slopes_of(ctx.session)
    slope = float(slopes[ctx.head])
    value = -slope * abs(i - j)
    given = ctx.session.positions.slopes is not None
    origin = "given in the session" if given else \
        f"the default 2^(−8h/H) = 2^(−8·{ctx.head + 1}/{len(slopes)})"
    lines = [Line("slope", f"m_{ctx.head + 1} = {fmt(slope)} ({origin})", (slope,), slope),
             Line("bias", f"{sub('b', i, j)} = −m_{ctx.head + 1}·|i − j| = −{fmt(slope)}·|{i + 1} − {j + 1}| = "
                          f"{fmt(value)}", (slope, float(abs(i - j))), value)]
    title = f"ALiBi bias {sub('b', i, j)} ({ctx.step.row_labels[i]} → {ctx.step.col_labels[j]}, head {ctx.head + 1})"
    return title, value, lines, []


def _biased(ctx: Context) -> Built:
    i, j = ctx.index

    scaled_text, scaled = scaled_line(ctx, i, j, ctx.cell("scores", i, j))
    line, value = bias_line(ctx, i, j, scaled)
    title = f"Biased score {sub('s″', i, j)} ({ctx.step.row_labels[i]} → {ctx.step.col_labels[j]}, " \
            f"head {ctx.head + 1})"
    return title, value, [scaled_text, line], [Cell(ctx.key("scores"), i, j), Cell(ctx.key("bias"), i, j)]


def _visibility(ctx: Context) -> Built:
    i, j = ctx.index
    line, value = mask_line(ctx.session, i, j, 1.0)
    visible = 0.0 if math.isinf(value) else 1.0
    title = f"Visibility of key {j + 1} to query {i + 1} ({ctx.step.row_labels[i]} → {ctx.step.col_labels[j]})"
    return title, visible, [line], []


def _kv_groups(ctx: Context) -> Built:
    h, g = ctx.index
    session = ctx.session
    per = len(session.heads) // session.kv_groups
    reads = session.kv_group(h)
    value = 1.0 if reads == g else 0.0
    lines = [Line("group", f"head {h + 1} reads KV group h // (H / g) + 1 = {h} // {per} + 1 = {reads + 1}",
                  (float(h), float(per)), float(reads)),
             Line("shared", f"{group_name(session, reads)}: its W_K, W_V, K and V"),
             Line("cell", f"so this cell (head {h + 1}, group {g + 1}) is {fmt(value)}", (), value)]
    title = f"KV group of head {h + 1}"
    return title, value, lines, []


BUILDERS = {"pe": _pe, "pe_src": _pe, "x_pe": _x_pe, "x_pe_src": _x_pe, "q_rot": _rot, "k_rot": _rot,
            "bias": _bias, "biased": _biased, "visibility": _visibility, "kv_groups": _kv_groups}
