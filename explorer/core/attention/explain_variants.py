"""Inspector trails for the variants' steps: positions, rotations, the ALiBi
bias, the visibility mask and KV groups.

Helpers of :mod:`explorer.core.attention.explain` (reading :mod:`explorer.core.attention.explain_context`); every
number is recomputed here in float64 from the session and the trace.
"""

from __future__ import annotations

import math
import numpy as np

from explorer.core.attention.explain_context import Built, Context, scaled_line
from explorer.core.attention.explain_text import Cell, Line, and_join, fmt, paren, sub
from explorer.core.attention.masks import Visibility
from explorer.core.attention.positions import SINUSOIDAL_BASE, pair_indices, rope_frequencies
from explorer.core.session import Session
from explorer.core.attention.step_keys import input_symbol
from explorer.core.attention.variants import group_name, slopes_of
from explorer.core.wording import translate


def mask_line(session: Session, i: int, j: int, value: float) -> tuple[Line, float]:
    """Whether the mask hides key j from query i, naming each part that does
    (each part's own words, :class:`explorer.core.attention.masks.Part`)."""
    rule = Visibility.of(session)
    hiding = [p for p in rule.parts if p.hides(i, j)]
    label = translate("ExplainVariants", "mask")
    if rule.names == ("causal",):  # the causal mask alone: the sentences the inspector always showed
        if hiding:
            return Line(label, translate("ExplainVariants", "key {key} lies right of query {query} (j > i): "
                                                            "masked to −∞, so its weight is 0").format(key=j + 1,
                                                                                                   query=i + 1),
                        (value,), -math.inf), -math.inf
        return Line(label, translate("ExplainVariants", "key {key} is not right of query {query} (j ≤ i): "
                                                        "kept, {value}").format(key=j + 1, query=i + 1,
                                                                                value=fmt(value)),
                    (value,), value), value
    if hiding:
        reasons = and_join(p.why_hidden(i, j) for p in hiding)
        return Line(label, translate("ExplainVariants", "key {key} is hidden from query {query}: {reasons}; "
                                                        "masked to −∞, so its weight is 0").format(
                        key=j + 1, query=i + 1, reasons=reasons), (value,), -math.inf), -math.inf
    checks = ", ".join(p.why_kept(i, j) for p in rule.parts)
    return Line(label, translate("ExplainVariants", "key {key} is visible to query {query} ({checks}): "
                                                    "kept, {value}").format(key=j + 1, query=i + 1, checks=checks,
                                                                            value=fmt(value)),
                (value,), value), value


def bias_line(ctx: Context, i: int, j: int, scaled: float) -> tuple[Line, float]:
    """s″_ij = s′_ij − m_h·|i − j| with the head's slope."""
    slope = float(slopes_of(ctx.session)[ctx.head])
    bias = -slope * abs(i - j)
    value = scaled + bias
    return Line(translate("ExplainVariants", "bias"),
                f"{sub('s″', i, j)} = {sub('s′', i, j)} − m_{ctx.head + 1}·|i − j| = {fmt(scaled)} − "
                f"{fmt(slope)}·{abs(i - j)} = {fmt(scaled)} + {paren(bias)} = {fmt(value)}",
                (scaled, bias), value), value


def _pe(ctx: Context) -> Built:
    p, c = ctx.index
    d = ctx.session.d_model
    two_i = c // 2 * 2
    angle = p / SINUSOIDAL_BASE ** (two_i / d)
    fn, value = ("sin", math.sin(angle)) if c % 2 == 0 else ("cos", math.cos(angle))
    source = ctx.step.id == "pe_src"
    position = (translate("ExplainVariants", "token {token} ({label}) is at position p = {position} "
                                             "(positions count from 0, in the source)") if source else
                translate("ExplainVariants", "token {token} ({label}) is at position p = {position} "
                                             "(positions count from 0)"))
    lines = [Line(translate("ExplainVariants", "position"),
                  position.format(token=p + 1, label=ctx.step.row_labels[p], position=p), (float(p),), float(p)),
             Line(translate("ExplainVariants", "angle"),
                  translate("ExplainVariants", "component {component} is {parity} with 2i = {two_i}: "
                                               "p / 10000^(2i/d_model) = {position} / 10000^({two_i}/{d_model}) "
                                               "= {angle}").format(
                      component=c + 1, parity="2i" if c % 2 == 0 else "2i+1", two_i=two_i, position=p, d_model=d,
                      angle=fmt(angle)), (angle,), angle),
             Line(fn, f"PE({p}, {c}) = {fn}({fmt(angle)}) = {fmt(value)}", (angle,), value)]
    title = translate("ExplainVariants", "Positional encoding {symbol} ({token})").format(
        symbol=f"PE({p}, {c})", token=ctx.step.row_labels[p])
    return title, value, lines, []


def _x_pe(ctx: Context) -> Built:
    p, c = ctx.index
    source = ctx.step.id == "x_pe_src"
    x_id, pe_id = ("source_embeddings", "pe_src") if source else ("embeddings", "pe")
    x = float(ctx.matrix(x_id)[p, c])
    pe = float(ctx.trace.get(pe_id).array[p, c])
    value = x + pe
    sym = input_symbol(x_id, ctx.session.mode).lower()  # x_enc (x_dec) in cross mode, as explain's q rows
    lines = [Line(translate("ExplainVariants", "sum"),
                  f"{sub(sym, p, c)} + PE({p}, {c}) = {fmt(x)} + {paren(pe)} = {fmt(value)}", (x, pe), value)]
    title = translate("ExplainVariants", "Embedding with position {symbol} ({token})").format(
        symbol=sub(sym, p, c), token=ctx.step.row_labels[p])
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
        Line(translate("ExplainVariants", "pair"),
             translate("ExplainVariants", "component {component} is in pair i = {pair} {how}: components {first} "
                                          "and {second} of {row}").format(
                 component=c + 1, pair=pair, how=how, first=a_col + 1, second=b_col + 1, row=r), (float(pair),)),
        Line(translate("ExplainVariants", "angle"),
             translate("ExplainVariants", "angle = p·θ^(−2i/d_k) = {position}·{theta}^(−{two_i}/{d_k}) = "
                                          "{position}·{frequency} = {angle} rad").format(
                 position=p, theta=fmt(pos.theta), two_i=2 * pair, d_k=d_k, frequency=fmt(freq), angle=fmt(angle)),
             (float(p), freq), angle),
        Line(translate("ExplainVariants", "before"), f"({r}[{a_col + 1}], {r}[{b_col + 1}]) = ({fmt(a)}, {fmt(b)})",
             (a, b)),
        Line(translate("ExplainVariants", "after"),
             translate("ExplainVariants", "({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) with cos = {cos}, "
                                          "sin = {sin} = ({new_a}, {new_b})").format(
                 a=fmt(a), b=paren(b), b_value=fmt(b), a_value=paren(a), cos=fmt(cos), sin=fmt(sin),
                 new_a=fmt(new_a), new_b=fmt(new_b)), (new_a, new_b), value),
        Line(translate("ExplainVariants", "length"),
             translate("ExplainVariants", "the pair keeps its length: √(a² + b²) = {before} before and "
                                          "{after} after").format(before=fmt(math.hypot(a, b)),
                                                                  after=fmt(math.hypot(new_a, new_b))),
             (math.hypot(a, b), math.hypot(new_a, new_b))),
    ]
    title = translate("ExplainVariants", "{title} {symbol} ({token}, head {head})").format(
        title=ctx.step.title, symbol=sub(base + '_rot', p, c), token=ctx.step.row_labels[p], head=ctx.head + 1)
    return title, value, lines, [Cell(ctx.key(base), p, a_col), Cell(ctx.key(base), p, b_col)]


def _bias(ctx: Context) -> Built:
    i, j = ctx.index
    slopes = slopes_of(ctx.session)
    slope = float(slopes[ctx.head])
    value = -slope * abs(i - j)
    given = ctx.session.positions.slopes is not None
    slope_text = (translate("ExplainVariants", "m_{head} = {slope} (given in the session)") if given else
                  translate("ExplainVariants", "m_{head} = {slope} (the default 2^(−8h/H) = 2^(−8·{head}/{heads}))"))
    lines = [Line(translate("ExplainVariants", "slope"),
                  slope_text.format(head=ctx.head + 1, slope=fmt(slope), heads=len(slopes)), (slope,), slope),
             Line(translate("ExplainVariants", "bias"),
                  f"{sub('b', i, j)} = −m_{ctx.head + 1}·|i − j| = −{fmt(slope)}·|{i + 1} − {j + 1}| = "
                  f"{fmt(value)}", (slope, float(abs(i - j))), value)]
    title = translate("ExplainVariants", "ALiBi bias {symbol} ({tokens}, head {head})").format(
        symbol=sub('b', i, j), tokens=f"{ctx.step.row_labels[i]} → {ctx.step.col_labels[j]}", head=ctx.head + 1)
    return title, value, lines, []


def _biased(ctx: Context) -> Built:
    i, j = ctx.index

    scaled_text, scaled = scaled_line(ctx, i, j, ctx.cell("scores", i, j))
    line, value = bias_line(ctx, i, j, scaled)
    title = translate("ExplainVariants", "Biased score {symbol} ({tokens}, head {head})").format(
        symbol=sub('s″', i, j), tokens=f"{ctx.step.row_labels[i]} → {ctx.step.col_labels[j]}", head=ctx.head + 1)
    return title, value, [scaled_text, line], [Cell(ctx.key("scores"), i, j), Cell(ctx.key("bias"), i, j)]


def _visibility(ctx: Context) -> Built:
    i, j = ctx.index
    line, value = mask_line(ctx.session, i, j, 1.0)
    visible = 0.0 if math.isinf(value) else 1.0
    title = translate("ExplainVariants", "Visibility of key {key} to query {query} ({tokens})").format(
        key=j + 1, query=i + 1, tokens=f"{ctx.step.row_labels[i]} → {ctx.step.col_labels[j]}")
    return title, visible, [line], []


def _kv_groups(ctx: Context) -> Built:
    h, g = ctx.index
    session = ctx.session
    per = len(session.heads) // session.kv_groups
    reads = session.kv_group(h)
    value = 1.0 if reads == g else 0.0
    lines = [Line(translate("ExplainVariants", "group"),
                  translate("ExplainVariants", "head {head} reads KV group h // (H / g) + 1 = {h} // {per} + 1 "
                                               "= {group}").format(head=h + 1, h=h, per=per, group=reads + 1),
                  (float(h), float(per)), float(reads)),
             Line(translate("ExplainVariants", "shared"),
                  translate("ExplainVariants", "{group}: its W_K, W_V, K and V").format(
                      group=group_name(session, reads))),
             Line(translate("ExplainVariants", "cell"),
                  translate("ExplainVariants", "so this cell (head {head}, group {group}) is {value}").format(
                      head=h + 1, group=g + 1, value=fmt(value)), (), value)]
    title = translate("ExplainVariants", "KV group of head {head}").format(head=h + 1)
    return title, value, lines, []


BUILDERS = {"pe": _pe, "pe_src": _pe, "x_pe": _x_pe, "x_pe_src": _x_pe, "q_rot": _rot, "k_rot": _rot,
            "bias": _bias, "biased": _biased, "visibility": _visibility, "kv_groups": _kv_groups}
