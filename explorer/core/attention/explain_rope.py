"""Inspector trails for RoPE's rows (q_rot, k_rot): the pair a component turns in, its
frequency with the session's scaling (linear, NTK, YaRN), the angle, and the turn; per
half under differential attention, and latent attention's decoupled columns. Helpers of
:mod:`explorer.core.attention.explain_recent`, recomputed in float64 in the order
:mod:`explorer.core.attention.forward` computes them, like
:mod:`explorer.core.attention.explain_recent_rows`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np

from explorer.core.attention.explain_context import Built, Context
from explorer.core.attention.explain_recent_rows import _head_title, _inputs, before_rope, side_of
from explorer.core.attention.explain_text import Cell, Line, exact_sum, fmt, paren, sub, vector
from explorer.core.attention.latent import LATENT_PAIRS, LATENT_THETA
from explorer.core.attention.positions import pair_indices, rope_attention_factor, rope_frequencies
from explorer.core.attention.step_keys import step_key as make_key
from explorer.core.wording import translate

if TYPE_CHECKING:
    from explorer.core.attention.recent_variants import RopeScaling


def _frequency_line(pair: int, width: int, theta: float, scaling: RopeScaling | None, freq: float) -> Line:
    """How pair i's frequency comes about, with the scaling the session uses."""
    base = theta ** -(2 * pair / width)
    plain = f"θ^(−2i/d) = {fmt(theta)}^(−{2 * pair}/{width}) = {fmt(base)}"
    label = translate("ExplainRecentRows", "frequency")
    if scaling is None:
        return Line(label, translate("ExplainRecentRows", "frequency = {formula}").format(formula=plain),
                    (theta,), freq)
    s = float(scaling.factor)
    if scaling.kind == "linear":
        text = translate("ExplainRecentRows", "linear scaling divides it by s = {factor}: {formula} / {factor} = "
                                              "{frequency}").format(factor=fmt(s), formula=plain, frequency=fmt(freq))
    elif scaling.kind == "ntk":
        bigger = theta * s ** (width / (width - 2))
        text = translate("ExplainRecentRows", "NTK scaling raises θ to θ·s^(d/(d−2)) = {theta}·{factor}^({d}/{d_less}) "
                                              "= {raised}: {raised}^(−{two_i}/{d}) = {frequency}").format(
            theta=fmt(theta), factor=fmt(s), d=width, d_less=width - 2, raised=fmt(bigger), two_i=2 * pair,
            frequency=fmt(freq))
    else:
        slow = base / s
        ramp = (base - freq) / (base - slow) if base != slow else 0.0
        text = translate("ExplainRecentRows", "YaRN blends {formula} and it ÷ s = {slow} by the ramp γ = {ramp} "
                                              "(0: fast pairs keep theirs, 1: slow pairs are interpolated): "
                                              "{frequency}").format(formula=plain, slow=fmt(slow), ramp=fmt(ramp),
                                                                    frequency=fmt(freq))
    return Line(label, text + "  " + translate("ExplainRecentRows", "(scaling slows the turning, so positions past "
                                                                    "the trained length get angles the model knows)"),
                (theta, s), freq)


def rotation(row: np.ndarray, col: int, p: int, theta: float, pairs: str, scaling: RopeScaling | None,
             name: str, dtype: np.dtype) -> tuple[list[Line], float, tuple[int, int]]:
    """RoPE of component ``col`` of ``row`` (the d numbers one rotation turns) at position ``p``:
    the lines, the value, and the pair's two columns (0-based, within ``row``)."""
    width = len(row)
    first, second = pair_indices(width, pairs)
    pair = int(np.flatnonzero((first == col) | (second == col))[0])
    a_col, b_col = int(first[pair]), int(second[pair])
    a, b = float(row[a_col]), float(row[b_col])
    freq = float(rope_frequencies(width, theta, scaling)[pair])
    angle = p * freq
    factor = rope_attention_factor(scaling)
    cos, sin = math.cos(angle), math.sin(angle)
    if factor != 1.0:
        cos, sin = cos * factor, sin * factor
    # The forward's cos and sin tables are in the trace's dtype.
    cos, sin = (float(np.asarray(t, dtype=dtype)) for t in (cos, sin))
    new_a, new_b = a * cos - b * sin, b * cos + a * sin
    value = new_a if col == a_col else new_b
    how = "(i, i + d/2)" if pairs == "half" else "(2i, 2i+1)"
    lines = [
        Line(translate("ExplainRecentRows", "pair"),
             translate("ExplainRecentRows", "component {component} is in pair i = {pair} {how}: components {first} "
                                            "and {second} of {row}").format(
                 component=col + 1, pair=pair, how=how, first=a_col + 1, second=b_col + 1, row=name),
             (float(pair),)),
        _frequency_line(pair, width, theta, scaling, freq),
        Line(translate("ExplainRecentRows", "angle"),
             translate("ExplainRecentRows", "angle = p·frequency = {position}·{frequency} = {angle} rad").format(
                 position=p, frequency=fmt(freq), angle=fmt(angle)), (float(p), freq), angle),
    ]
    if factor != 1.0:
        lines.append(Line(translate("ExplainRecentRows", "factor"),
                          translate("ExplainRecentRows", "YaRN multiplies cos and sin by 0.1·ln s + 1 = {factor}, "
                                                         "which keeps the softmax as sharp at long contexts").format(
                              factor=fmt(factor)), (factor,), factor))
    length = (translate("ExplainRecentRows", "the pair's length √(a² + b²) is {before} before and {after} after "
                                             "(a turn keeps it)") if factor == 1.0 else
              translate("ExplainRecentRows", "the pair's length √(a² + b²) is {before} before and {after} after "
                                             "(× {factor})"))
    lines += [
        Line(translate("ExplainRecentRows", "before"),
             f"({name}[{a_col + 1}], {name}[{b_col + 1}]) = ({fmt(a)}, {fmt(b)})", (a, b)),
        Line(translate("ExplainRecentRows", "after"),
             translate("ExplainRecentRows", "({a}·cos − {b}·sin, {b_value}·cos + {a_value}·sin) with cos = {cos}, "
                                            "sin = {sin} = ({new_a}, {new_b})").format(
                 a=fmt(a), b=paren(b), b_value=fmt(b), a_value=paren(a), cos=fmt(cos), sin=fmt(sin),
                 new_a=fmt(new_a), new_b=fmt(new_b)), (new_a, new_b), value),
        Line(translate("ExplainRecentRows", "length"),
             length.format(before=fmt(math.hypot(a, b)), after=fmt(math.hypot(new_a, new_b)), factor=fmt(factor)),
             (math.hypot(a, b), math.hypot(new_a, new_b))),
    ]
    return lines, value, (a_col, b_col)


def _rot(ctx: Context) -> Built:
    p, c = ctx.index
    side = side_of(ctx.step.id)
    session = ctx.session
    symbol = sub(f"{side}_rot", p, c)
    if session.latent is not None:
        return _latent_rot(ctx, side, symbol)
    pos = session.positions
    base = before_rope(ctx, side)
    row = ctx.row(base, p)
    offset, lines, name = 0, [], sub(base, p)
    if session.differential is not None:  # each half turns on its own, as d_k/2 numbers
        d = session.d_k // 2
        offset = c // d * d
        row = row[offset:offset + d]
        lines.append(Line(translate("ExplainRecentRows", "half"),
                          translate("ExplainRecentRows", "differential attention turns each half of {row} on its "
                                                         "own: component {component} is component {in_half} of half "
                                                         "{half}").format(row=sub(base, p), component=c + 1,
                                                                          in_half=c - offset + 1, half=c // d + 1)))
        name = translate("ExplainRecentRows", "half {half} of {row}").format(half=c // d + 1, row=name)
    more, value, (a_col, b_col) = rotation(row, c - offset, p, pos.theta, pos.pairs, pos.scaling, name,
                                           ctx.trace.dtype)
    lines += more
    lines.append(Line(translate("ExplainRecentRows", "why"),
                      translate("ExplainRecentRows", "RoPE turns each pair by an angle that grows with the position, "
                                                     "so q·k depends on the positions only through i − j")))
    sources = [Cell(ctx.key(base), p, offset + a_col), Cell(ctx.key(base), p, offset + b_col)]
    return _head_title(ctx, symbol, p), value, lines, sources


def _latent_rot(ctx: Context, side: str, symbol: str) -> Built:
    """Latent attention's q_rot = [q ; RoPE(X·W_QR)], k_rot = [k ; RoPE(X·W_KR)]."""
    p, c = ctx.index
    session = ctx.session
    d_k, r = session.d_k, session.latent.d_r
    if c < d_k:
        value = ctx.cell(side, p, c)
        lines = [Line(translate("ExplainRecentRows", "copy"),
                      translate("ExplainRecentRows", "column {column} is one of the first d_k = {d_k}: {symbol} = "
                                                     "{source} = {value}, not turned: only the last r = {r} "
                                                     "(decoupled) columns carry positions, so the keys made from c "
                                                     "need none").format(
                          column=c + 1, d_k=d_k, symbol=symbol, source=sub(side, p, c), value=fmt(value), r=r),
                      (value,), value)]
        return _head_title(ctx, symbol, p), value, lines, [Cell(ctx.key(side), p, c)]
    w_id = make_key("w_qr", ctx.head) if side == "q" else "w_kr"
    w_name = "W_QR" if side == "q" else "W_KR"
    x_id, x, x_name = _inputs(ctx)
    w = ctx.matrix(w_id)
    pre = np.array([exact_sum(x[p] * w[:, t]) for t in range(w.shape[1])])
    pos = session.positions
    theta, pairs, scaling = ((pos.theta, pos.pairs, pos.scaling) if pos is not None and pos.kind == "rope"
                             else (LATENT_THETA, LATENT_PAIRS, None))
    name = sub(f"(x·{w_name})", p)
    more, value, (a_col, b_col) = rotation(pre, c - d_k, p, theta, pairs, scaling, name, ctx.trace.dtype)
    decoupled = (translate("ExplainRecentRows", "column {column} is column {rotated} of the r = {r} decoupled ones: "
                                                "RoPE of {x}·{matrix} ({inputs} row {row}), this head's own")
                 if side == "q" else
                 translate("ExplainRecentRows", "column {column} is column {rotated} of the r = {r} decoupled ones: "
                                                "RoPE of {x}·{matrix} ({inputs} row {row}), one key part shared by "
                                                "every head"))
    lines = [Line(translate("ExplainRecentRows", "decoupled"),
                  decoupled.format(column=c + 1, rotated=c - d_k + 1, r=r, x=sub('x', p), matrix=w_name,
                                   inputs=x_name, row=p + 1)),
             Line(f"x·{w_name}",
                  translate("ExplainRecentRows", "{name} = {values}  (each a dot product of {x} with a column of "
                                                 "{matrix}: columns {first} and {second} are the pair)").format(
                      name=name, values=vector(pre), x=sub('x', p), matrix=w_name, first=a_col + 1,
                      second=b_col + 1), tuple(pre.tolist()))]
    lines += more
    sources = ([Cell(x_id, p, t) for t in range(x.shape[1])]
               + [Cell(w_id, t, col) for col in (a_col, b_col) for t in range(w.shape[0])])
    return _head_title(ctx, symbol, p), value, lines, sources


#: RoPE's rows, q_rot and k_rot.
ROT = _rot
