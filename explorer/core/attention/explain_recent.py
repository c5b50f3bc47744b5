"""Inspector trails for a session with the version-4 variants (QK-norm, soft-capping,
sinks, top-k, differential, linear and latent attention; RoPE scaling).

:func:`recent_builder` gives :func:`explorer.core.attention.explain.explain` the
builder for a step of such a session, or None where explain's own is right. A
version-4 head is made by :func:`explorer.core.attention.forward.heads_pass`, so
several 2023 steps mean something else there: the scores of differential
attention are over the first halves of q and k, the divisor is √(d_k/2) or
√(d_k + r), latent keys are c·W_UK, the weights may have a sink, be a difference
of two maps or P / ΣP, the mask may be top-k. The builders here follow the
forward's arithmetic step by step (the row trails are in
:mod:`explorer.core.attention.explain_recent_rows`).
"""

from __future__ import annotations

import math
from typing import Callable

import numpy as np

from explorer.core.attention import forward
from explorer.core.attention.explain_cards import BUILDERS as CARD_BUILDERS
from explorer.core.attention.explain_context import Built, Context, dot_lines
from explorer.core.attention.explain_recent_rows import (BUILDERS as ROW_BUILDERS, LATENT_KV, LINEAR_WEIGHTS, ROT,
                                                         cell_title, equals, has, last_rows)
from explorer.core.attention.explain_text import Cell, Line, elide, exact_sum, fmt, paren, sub, vector
from explorer.core.attention.explain_variants import bias_line, mask_line
from explorer.core.attention.masks import Visibility, has_visibility_mask, hidden_mask
from explorer.core.attention.variants import slopes_of
from explorer.core.session import Session

#: The masked score's symbol, as explain's: after the mask it is not s′ any more (−∞ where hidden).
MASKED = "ŝ"
#: The logit steps a head makes, last first, each with its own symbol.
LOGITS = (("masked", MASKED), ("softcapped", "s_cap"), ("biased", "s″"), ("scaled", "s′"), ("scores", "s"))
#: Those steps in words (the masked step's title names its mask: "Causal mask").
_NAMES = {"masked": "the masked scores", "softcapped": "the soft-capped scores", "biased": "the biased scores",
          "scaled": "the scaled scores", "scores": "the scores"}


def _logits(ctx: Context, before: str | None = None) -> tuple[str, str]:
    """(step id, symbol) of the last logit step of this head (made before ``before``)."""
    steps = [sid for sid, _ in LOGITS]
    start = steps.index(before) + 1 if before is not None else 0
    return next((sid, sym) for sid, sym in LOGITS[start:] if has(ctx, sid))


def _hidden_row(session: Session, i: int) -> np.ndarray:
    """Which keys the visibility rule hides from query i (top-k not included)."""
    if not has_visibility_mask(session):
        return np.zeros(session.m, dtype=bool)
    return np.asarray(hidden_mask(np, session, rows=np.array([i])))[0]


# -- the scores and what the softmax reads -------------------------------------------

def _scaled_line(ctx: Context, i: int, j: int, score: float) -> tuple[Line, float]:
    """s′ = s / √d with the forward's own divisor, d named as the variant makes it."""
    session, trace = ctx.session, ctx.trace
    d = forward.scale_width(session)
    if session.differential is not None:
        root, why = "√(d_k/2)", f"d_k/2 = {d}: each map's score sums the products of half of q and k"
    elif session.latent is not None and session.latent.d_r:
        root, why = "√(d_k + r)", f"d_k + r = {session.d_k} + {session.latent.d_r}: the score sums the content " \
                                  "and the rotated products"
    else:
        root, why = "√d_k", ""
    t, divisor = trace.temperature, trace.divisor
    if trace.scale:
        symbol, numbers = (root, f"√{d}") if t == 1.0 else (f"({root}·T)", f"(√{d}·{fmt(t)})")
    else:
        symbol, numbers = ("T", fmt(t)) if t != 1.0 else ("1", "1")
    value = score / divisor
    formula = f"{sub('s′', i, j)} = {sub('s', i, j)} / {symbol} = {fmt(score)} / {numbers}"
    if numbers != fmt(divisor):
        formula += f" = {fmt(score)} / {fmt(divisor)}"
    formula += f" = {fmt(value)}"
    if not trace.scale:
        formula += "  (scaling off)"
    elif why:
        formula += f"  ({why})"
    return Line("scaled", formula, (score, divisor), value), value


def _scores(ctx: Context) -> Built:
    i, j = ctx.index
    session = ctx.session
    qs, ks = last_rows(ctx, "q"), last_rows(ctx, "k")
    q, k = ctx.row(qs, i), ctx.row(ks, j)
    cols = list(range(len(q)))
    intro: list[Line] = []
    a_name, b_name, symbol = sub(qs, i), sub(ks, j), "s"
    if session.differential is not None:
        d = len(q) // 2
        second = ctx.step.id == "scores_2"
        cols = list(range(d, 2 * d)) if second else list(range(d))
        mark = "⁽²⁾" if second else "⁽¹⁾"
        a_name, b_name, symbol = sub(f"q{mark}", i), sub(f"k{mark}", j), f"s{mark}"
        intro.append(Line("halves", f"differential attention splits q and k in two: {a_name} and {b_name} are "
                                    f"columns {cols[0] + 1}…{cols[-1] + 1} of {sub(qs, i)} and {sub(ks, j)}, "
                                    f"map {2 if second else 1} of 2"))
    elif session.latent is not None and session.latent.d_r:
        intro.append(Line("parts", f"{sub(qs, i)} and {sub(ks, j)} hold d_k + r = {len(q)} numbers: the first "
                                   f"{session.d_k} compare content (k from c), the last {session.latent.d_r} "
                                   "positions (RoPE)"))
    lines, total = dot_lines(a_name, q[cols], b_name, k[cols], sub(symbol, i, j))
    title = cell_title(ctx, "Second-map score" if ctx.step.id == "scores_2" else "Score", sub(symbol, i, j))
    sources = [Cell(ctx.key(qs), i, t) for t in cols] + [Cell(ctx.key(ks), j, t) for t in cols]
    return title, total, intro + lines, sources


def _scaled(ctx: Context) -> Built:
    i, j = ctx.index
    line, value = _scaled_line(ctx, i, j, ctx.cell("scores", i, j))
    return cell_title(ctx, "Scaled score", sub("s′", i, j)), value, [line], [Cell(ctx.key("scores"), i, j)]


def _biased(ctx: Context) -> Built:
    i, j = ctx.index
    scaled_text, scaled = _scaled_line(ctx, i, j, ctx.cell("scores", i, j))
    line, value = bias_line(ctx, i, j, scaled)
    sources = [Cell(ctx.key("scores"), i, j), Cell(ctx.key("bias"), i, j)]
    return cell_title(ctx, "Biased score", sub("s″", i, j)), value, [scaled_text, line], sources


def _softcapped(ctx: Context) -> Built:
    i, j = ctx.index
    before, symbol = _logits(ctx, "softcapped")
    x = ctx.cell(before, i, j)
    cap = float(ctx.session.softcap)
    inner = x / cap
    th = math.tanh(inner)
    value = cap * th  # the forward's c·tanh(S / c)
    mine = sub("s_cap", i, j)
    lines = [Line("cap", f"{mine} = c·tanh({sub(symbol, i, j)} / c) = {fmt(cap)}·tanh({fmt(x)} / {fmt(cap)}) = "
                         f"{fmt(cap)}·tanh({fmt(inner)}) = {fmt(cap)}·{paren(th)} = {fmt(value)}",
                  (x, cap, th), value),
             Line("why", f"soft-capping keeps logits from running away: |{mine}| < c = {fmt(cap)}, while a "
                         "small score passes almost unchanged")]
    return cell_title(ctx, "Soft-capped score", mine), value, lines, [Cell(ctx.key(before), i, j)]


def _topk_line(ctx: Context, i: int, j: int, row: np.ndarray, symbol: str) -> tuple[Line, bool]:
    """Whether key j is among query i's k largest visible scores (the lower key first among equals)."""
    k = int(ctx.session.topk)
    e = np.where(_hidden_row(ctx.session, i), -np.inf, row)
    visible = [t for t in range(len(e)) if e[t] > -np.inf]
    order = sorted(visible, key=lambda t: (-e[t], t))  # what the forward's stable sort of −S does
    rank = order.index(j)
    kept = rank < k
    ties = " (among equal scores the lower key comes first)" if len({e[t] for t in visible}) < len(visible) else ""
    shown = elide(len(order), lambda r: f"key {order[r] + 1}: {fmt(e[order[r]])}", ", ", keep=rank)
    verdict = "kept" if kept else "past the top k: masked to −∞, so its weight is 0"
    return Line("top-k", f"query {i + 1} keeps its k = {k} largest visible scores; largest first: {shown}{ties}. "
                         f"{sub(symbol, i, j)} = {fmt(float(row[j]))} is number {rank + 1}: {verdict}  (top-k "
                         "spends attention only on the keys that matter)", tuple(float(e[t]) for t in order),
                float(rank + 1)), kept


def _masked(ctx: Context) -> Built:
    i, j = ctx.index
    session = ctx.session
    before, symbol = _logits(ctx, "masked")
    x = ctx.cell(before, i, j)
    lines, value = [], x
    sources = [Cell(ctx.key(before), i, j)]
    rule = Visibility.of(session)
    if rule:
        line, value = mask_line(session, i, j, x)
        lines.append(Line(line.label, f"{sub(MASKED, i, j)}: {line.formula}", line.terms, line.value))
    # Top-k, as the forward applies it: in the one-map softmax only (not in differential attention).
    if session.topk is not None and session.differential is None and not rule.hides(i, j):
        row = ctx.row(before, i)
        line, kept = _topk_line(ctx, i, j, row, symbol)
        lines.append(line)
        value = x if kept else -math.inf
        sources += [Cell(ctx.key(before), i, t) for t in range(len(row)) if t != j]
    lines.append(Line("result", f"{sub(MASKED, i, j)} = {fmt(value)}", (x,), value))
    return cell_title(ctx, "Masked score", sub(MASKED, i, j)), value, lines, sources


# -- the weights ------------------------------------------------------------------------

def _softmax(ctx: Context, i: int, j: int | None, row: np.ndarray, symbol: str, row_name: str,
             sink: float | None = None) -> tuple[list[Line], float, float, float | None]:
    """The lines of row i's softmax (and sink), as :func:`recent_stages.softmax_with_sink`
    computes it: (lines, exp of cell j, the row's total, the sink's term or None)."""
    raw = float(row.max()) if len(row) else -math.inf
    peak = raw if sink is None else max(raw, sink)
    finite = math.isfinite(peak)
    peak = peak if finite else 0.0  # every key masked, or an overflow: the forward shifts by 0
    with np.errstate(all="ignore"):
        exps = np.exp(row - peak)
    extra = None if sink is None else math.exp(sink - peak)
    total = exact_sum(exps.tolist() + ([] if extra is None else [extra]))
    h = ctx.head + 1
    r = sub(symbol, i)
    over = "the row and the sink" if sink is not None else "the row"
    lines = [Line(f"row {i + 1}", f"{r}· = {row_name} = {vector(row, keep=j)}", tuple(row.tolist()))]
    if sink is not None:
        lines.append(Line("sink", f"the sink's logit s_{h} = {fmt(sink)}: one more entry of the softmax, "
                                  "with no value to read", (sink,), sink))
    lines += [
        Line("row max", f"max over {over} = {fmt(peak)}  (subtracted before exp so that exp cannot overflow)"
             if finite else f"max over {over} is not finite, so 0 is subtracted instead", tuple(row.tolist()), peak),
        Line("exp", f"exp({r}j − max) for every key j: "
             + elide(len(exps), lambda t: fmt(exps[t]), ", ", keep=j, values=exps), tuple(exps.tolist())),
    ]
    if extra is not None:
        lines.append(Line("sink term", f"e^(s_{h} − max) = e^({fmt(sink)} − {paren(peak)}) = {fmt(extra)}",
                          (sink, peak), extra))
    plus = "" if extra is None else f" + {fmt(extra)}"
    lines.append(Line("row sum", "Σ = " + elide(len(exps), lambda t: fmt(exps[t]), " + ", keep=j, values=exps)
                      + f"{plus} = {fmt(total)}", tuple(exps.tolist()) + (() if extra is None else (extra,)), total))
    return lines, (float(exps[j]) if j is not None else math.nan), total, extra


def _chain(ctx: Context, i: int, j: int) -> tuple[Line, list[Cell]]:
    """The cell's own logit through the steps this head has: s → s′ → s″ → s_cap → ŝ."""
    present = [(sid, sym) for sid, sym in reversed(LOGITS) if has(ctx, sid)]
    text = " → ".join(f"{sub(sym, i, j)} = {fmt(ctx.cell(sid, i, j))}" for sid, sym in present)
    return (Line("logit", f"this cell's logit, step by step: {text}", tuple(ctx.cell(sid, i, j) for sid, _ in present)),
            [Cell(ctx.key(sid), i, j) for sid, _ in present])


def _sink(ctx: Context) -> float | None:
    return None if ctx.session.sinks is None else float(ctx.matrix("sinks")[0, ctx.head])


def _weights(ctx: Context) -> Built:
    """softmax over the row of what the forward's softmax reads, with the sink if any."""
    i, j = ctx.index
    sid, symbol = _logits(ctx)
    row = ctx.row(sid, i)
    chain, sources = _chain(ctx, i, j)
    sink = _sink(ctx)
    lines, e, total, extra = _softmax(ctx, i, j, row, symbol, f"row {i + 1} of {_NAMES[sid]}", sink)
    value = e / total
    lines = [chain] + lines
    lines.append(Line("softmax", f"{sub('a', i, j)} = exp({sub(symbol, i, j)} − max) / Σ = {fmt(e)} / {fmt(total)} "
                                 f"{equals(value)}", (e, total), value))
    if extra is not None:
        lines.append(Line("why", f"the sink took {fmt(extra / total)} of this row, so its weights add up to "
                                 f"{fmt(1 - extra / total)}: a query that needs no key need not pick one"))
        sources.append(Cell("sinks", 0, ctx.head))
    sources += [Cell(ctx.key(sid), i, t) for t in range(len(row)) if t != j]
    return cell_title(ctx, "Attention weight", sub("a", i, j)), value, lines, sources


def _sink_share(ctx: Context) -> Built:
    i, _ = ctx.index
    sid, symbol = _logits(ctx)
    row = ctx.row(sid, i)
    sink = _sink(ctx)
    lines, _, total, extra = _softmax(ctx, i, None, row, symbol, f"row {i + 1} of {_NAMES[sid]}", sink)
    value = extra / total
    mine = sub("p_sink", i)
    lines += [Line("share", f"{mine} = e^(s_{ctx.head + 1} − max) / Σ = {fmt(extra)} / {fmt(total)} {equals(value)}",
                   (extra, total), value),
              Line("why", f"the sink soaks up attention the head does not need: row {i + 1}'s weights add up to "
                          f"1 − {mine} = {fmt(1 - value)}")]
    title = f"Sink share {mine} ({ctx.step.row_labels[i]}, head {ctx.head + 1})"
    sources = [Cell(ctx.key(sid), i, t) for t in range(len(row))] + [Cell("sinks", 0, ctx.head)]
    return title, value, lines, sources


def _weights_1(ctx: Context) -> Built:
    i, j = ctx.index
    sid, symbol = _logits(ctx)
    row = ctx.row(sid, i)
    lines, e, total, _ = _softmax(ctx, i, j, row, symbol, f"row {i + 1} of {_NAMES[sid]}")
    value = e / total
    mine = sub("a⁽¹⁾", i, j)
    lines.append(Line("softmax", f"{mine} = exp({sub(symbol, i, j)} − max) / Σ = {fmt(e)} / {fmt(total)} "
                                 f"{equals(value)}", (e, total), value))
    sources = [Cell(ctx.key(sid), i, t) for t in range(len(row))]
    return cell_title(ctx, "First-map weight", mine), value, lines, sources


def _weights_2(ctx: Context) -> Built:
    """The second map's softmax: its logits are no step, so they are made here as the forward makes them."""
    i, j = ctx.index
    session = ctx.session
    scores = ctx.row("scores_2", i)
    logits = scores / ctx.trace.divisor
    lines = [Line("scores", f"row {i + 1} of S⁽²⁾ = {vector(scores, keep=j)}", tuple(scores.tolist())),
             Line("scaled", f"÷ {fmt(ctx.trace.divisor)} (the same divisor as the first map): "
                            f"{vector(logits, keep=j)}", tuple(logits.tolist()))]
    sources = [Cell(ctx.key("scores_2"), i, t) for t in range(len(scores))]
    if has(ctx, "bias"):
        slope = float(slopes_of(session)[ctx.head])
        bias = -np.abs(i - np.arange(len(logits), dtype=np.float64)) * slope
        logits = logits + bias
        lines.append(Line("bias", f"+ ALiBi's −m_{ctx.head + 1}·|i − j|, m_{ctx.head + 1} = {fmt(slope)}: "
                                  f"{vector(logits, keep=j)}", tuple(logits.tolist())))
        sources += [Cell(ctx.key("bias"), i, t) for t in range(len(logits))]
    if session.softcap is not None:
        cap = float(session.softcap)
        logits = cap * np.tanh(logits / cap)
        lines.append(Line("cap", f"c·tanh(·/c), c = {fmt(cap)}: {vector(logits, keep=j)}", tuple(logits.tolist())))
    hidden = _hidden_row(session, i)
    if hidden.any():
        logits = np.where(hidden, -np.inf, logits)
        keys = ", ".join(str(t + 1) for t in np.flatnonzero(hidden))
        lines.append(Line("mask", f"−∞ for the keys the mask hides ({keys}): {vector(logits, keep=j)}",
                          tuple(logits.tolist())))
    more, e, total, _ = _softmax(ctx, i, j, logits, "t", "the second map's logits (no step of their own)")
    value = e / total
    mine = sub("a⁽²⁾", i, j)
    lines += more
    lines.append(Line("softmax", f"{mine} = exp({sub('t', i, j)} − max) / Σ = {fmt(e)} / {fmt(total)} "
                                 f"{equals(value)}", (e, total), value))
    return cell_title(ctx, "Second-map weight", mine), value, lines, sources


def _difference(ctx: Context) -> Built:
    i, j = ctx.index
    lam = float(ctx.session.differential)
    a1, a2 = ctx.cell("weights_1", i, j), ctx.cell("weights_2", i, j)
    value = a1 - lam * a2  # the forward's A₁ − λ·A₂
    mine = sub("a", i, j)
    lines = [Line("difference", f"{mine} = {sub('a⁽¹⁾', i, j)} − λ·{sub('a⁽²⁾', i, j)} = {fmt(a1)} − "
                                f"{fmt(lam)}·{paren(a2)} = {fmt(value)}", (a1, lam, a2), value),
             Line("why", "what both maps attend to cancels (noise), what only the first does stays; "
                         "a weight can be negative, and a row adds up to 1 − λ")]
    sources = [Cell(ctx.key("weights_1"), i, j), Cell(ctx.key("weights_2"), i, j)]
    return cell_title(ctx, "Attention weight", mine), value, lines, sources


BUILDERS: dict[str, Callable[[Context], Built]] = {
    **ROW_BUILDERS, "scores": _scores, "scores_2": _scores, "scaled": _scaled, "biased": _biased,
    "softcapped": _softcapped, "masked": _masked, "weights_1": _weights_1, "weights_2": _weights_2,
    "sink_share": _sink_share,
}


def _scaled_rope(session: Session) -> bool:
    pos = session.positions
    return pos is not None and pos.kind == "rope" and pos.scaling is not None


def recent_builder(session: Session, step_id: str) -> Callable[[Context], Built] | None:
    """The builder for ``step_id`` in ``session`` when it uses the version-4 forward
    (or scaled RoPE), None where :mod:`explorer.core.attention.explain`'s own is right."""
    recent = forward.uses_recent_forward(session)
    if step_id in ("q_rot", "k_rot") and (recent or _scaled_rope(session)):
        return ROT
    if not recent:
        return None
    if step_id in ("k", "v"):
        return LATENT_KV if session.latent is not None else None
    if step_id == "weights":
        if session.kernel is not None:
            return LINEAR_WEIGHTS
        return _difference if session.differential is not None else _weights
    return BUILDERS.get(step_id) or CARD_BUILDERS.get(step_id)
