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
:mod:`explorer.core.attention.explain_recent_rows`, the score steps in
:mod:`explorer.core.attention.explain_recent_scores`).
"""

from __future__ import annotations

import math
from typing import Callable

import numpy as np

from explorer.core.attention import forward
from explorer.core.attention.explain_cards import BUILDERS as CARD_BUILDERS
from explorer.core.attention.explain_context import Built, Context
from explorer.core.attention.explain_recent_rows import (BUILDERS as ROW_BUILDERS, LATENT_KV, LINEAR_WEIGHTS,
                                                         cell_title, equals, has)
from explorer.core.attention.explain_rope import ROT
from explorer.core.attention.explain_recent_scores import (LOGITS, _biased, _hidden_row, _logits, _masked, _row_of,
                                                           _scaled, _scores, _softcapped)
from explorer.core.attention.explain_text import Cell, Line, elide, exact_sum, fmt, paren, sub, vector
from explorer.core.attention.variants import slopes_of
from explorer.core.session import Session
from explorer.core.wording import translate


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
    if sink is not None:
        row_max = (translate("ExplainRecent", "max over the row and the sink = {max}  (subtracted before exp so "
                                              "that exp cannot overflow)") if finite else
                   translate("ExplainRecent", "max over the row and the sink is not finite, so 0 is subtracted "
                                              "instead"))
    else:
        row_max = (translate("ExplainRecent", "max over the row = {max}  (subtracted before exp so that exp cannot "
                                              "overflow)") if finite else
                   translate("ExplainRecent", "max over the row is not finite, so 0 is subtracted instead"))
    lines = [Line(translate("ExplainRecent", "row {row}").format(row=i + 1),
                  f"{r}· = {row_name} = {vector(row, keep=j)}",
                  tuple(row.tolist()))]
    if sink is not None:
        lines.append(Line(translate("ExplainRecent", "sink"),
                          translate("ExplainRecent", "the sink's logit s_{head} = {sink}: one more entry of the "
                                                     "softmax, with no value to read").format(head=h, sink=fmt(sink)),
                          (sink,), sink))
    lines += [
        Line(translate("ExplainRecent", "row max"), row_max.format(max=fmt(peak)), tuple(row.tolist()), peak),
        Line("exp", translate("ExplainRecent", "exp({row}j − max) for every key j: {values}").format(
                 row=r, values=elide(len(exps), lambda t: fmt(exps[t]), ", ", keep=j, values=exps)),
             tuple(exps.tolist())),
    ]
    if extra is not None:
        lines.append(Line(translate("ExplainRecent", "sink term"),
                          f"e^(s_{h} − max) = e^({fmt(sink)} − {paren(peak)}) = {fmt(extra)}",
                          (sink, peak), extra))
    plus = "" if extra is None else f" + {fmt(extra)}"
    lines.append(Line(translate("ExplainRecent", "row sum"),
                      "Σ = " + elide(len(exps), lambda t: fmt(exps[t]), " + ", keep=j, values=exps)
                      + f"{plus} = {fmt(total)}", tuple(exps.tolist()) + (() if extra is None else (extra,)), total))
    return lines, (float(exps[j]) if j is not None else math.nan), total, extra


def _chain(ctx: Context, i: int, j: int) -> tuple[Line, list[Cell]]:
    """The cell's own logit through the steps this head has: s → s′ → s″ → s_cap → ŝ."""
    present = [(sid, sym) for sid, sym in reversed(LOGITS) if has(ctx, sid)]
    text = " → ".join(f"{sub(sym, i, j)} = {fmt(ctx.cell(sid, i, j))}" for sid, sym in present)
    return (Line(translate("ExplainRecent", "logit"),
                 translate("ExplainRecent", "this cell's logit, step by step: {steps}").format(steps=text),
                 tuple(ctx.cell(sid, i, j) for sid, _ in present)),
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
    lines, e, total, extra = _softmax(ctx, i, j, row, symbol, _row_of(sid, i), sink)
    value = e / total
    lines = [chain] + lines
    lines.append(Line("softmax", f"{sub('a', i, j)} = exp({sub(symbol, i, j)} − max) / Σ = {fmt(e)} / {fmt(total)} "
                                 f"{equals(value)}", (e, total), value))
    if extra is not None:
        lines.append(Line(translate("ExplainRecent", "why"),
                          translate("ExplainRecent", "the sink took {share} of this row, so its weights add up to "
                                                     "{rest}: a query that needs no key need not pick one").format(
                              share=fmt(extra / total), rest=fmt(1 - extra / total))))
        sources.append(Cell("sinks", 0, ctx.head))
    sources += [Cell(ctx.key(sid), i, t) for t in range(len(row)) if t != j]
    return (cell_title(ctx, translate("ExplainRecent", "Attention weight {symbol} ({tokens}, head {head})"),
                       sub("a", i, j)), value, lines, sources)


def _sink_share(ctx: Context) -> Built:
    i, _ = ctx.index
    sid, symbol = _logits(ctx)
    row = ctx.row(sid, i)
    sink = _sink(ctx)
    lines, _, total, extra = _softmax(ctx, i, None, row, symbol, _row_of(sid, i), sink)
    value = extra / total
    mine = sub("p_sink", i)
    lines += [Line(translate("ExplainRecent", "share"),
                   f"{mine} = e^(s_{ctx.head + 1} − max) / Σ = {fmt(extra)} / {fmt(total)} {equals(value)}",
                   (extra, total), value),
              Line(translate("ExplainRecent", "why"),
                   translate("ExplainRecent", "the sink soaks up attention the head does not need: row {row}'s "
                                              "weights add up to 1 − {symbol} = {rest}").format(
                       row=i + 1, symbol=mine, rest=fmt(1 - value)))]
    title = translate("ExplainRecent", "Sink share {symbol} ({token}, head {head})").format(
        symbol=mine, token=ctx.step.row_labels[i], head=ctx.head + 1)
    sources = [Cell(ctx.key(sid), i, t) for t in range(len(row))] + [Cell("sinks", 0, ctx.head)]
    return title, value, lines, sources


def _weights_1(ctx: Context) -> Built:
    i, j = ctx.index
    sid, symbol = _logits(ctx)
    row = ctx.row(sid, i)
    lines, e, total, _ = _softmax(ctx, i, j, row, symbol, _row_of(sid, i))
    value = e / total
    mine = sub("a⁽¹⁾", i, j)
    lines.append(Line("softmax", f"{mine} = exp({sub(symbol, i, j)} − max) / Σ = {fmt(e)} / {fmt(total)} "
                                 f"{equals(value)}", (e, total), value))
    sources = [Cell(ctx.key(sid), i, t) for t in range(len(row))]
    return (cell_title(ctx, translate("ExplainRecent", "First-map weight {symbol} ({tokens}, head {head})"), mine),
            value, lines, sources)


def _weights_2(ctx: Context) -> Built:
    """The second map's softmax: its logits are no step, so they are made here as the forward makes them."""
    i, j = ctx.index
    session = ctx.session
    scores = ctx.row("scores_2", i)
    logits = scores / ctx.trace.divisor
    lines = [Line(translate("ExplainRecent", "scores"),
                  translate("ExplainRecent", "row {row} of S⁽²⁾ = {values}").format(row=i + 1,
                                                                                   values=vector(scores, keep=j)),
                  tuple(scores.tolist())),
             Line(translate("ExplainRecent", "scaled"),
                  translate("ExplainRecent", "÷ {divisor} (the same divisor as the first map): {values}").format(
                      divisor=fmt(ctx.trace.divisor), values=vector(logits, keep=j)), tuple(logits.tolist()))]
    sources = [Cell(ctx.key("scores_2"), i, t) for t in range(len(scores))]
    if has(ctx, "bias"):
        slope = float(slopes_of(session)[ctx.head])
        bias = -np.abs(i - np.arange(len(logits), dtype=np.float64)) * slope
        logits = logits + bias
        lines.append(Line(translate("ExplainRecent", "bias"),
                          translate("ExplainRecent", "+ ALiBi's −m_{head}·|i − j|, m_{head} = {slope}: {values}").format(
                              head=ctx.head + 1, slope=fmt(slope), values=vector(logits, keep=j)),
                          tuple(logits.tolist())))
        sources += [Cell(ctx.key("bias"), i, t) for t in range(len(logits))]
    if session.softcap is not None:
        cap = float(session.softcap)
        logits = cap * np.tanh(logits / cap)
        lines.append(Line(translate("ExplainRecent", "cap"),
                          f"c·tanh(·/c), c = {fmt(cap)}: {vector(logits, keep=j)}", tuple(logits.tolist())))
    hidden = _hidden_row(session, i)
    if hidden.any():
        logits = np.where(hidden, -np.inf, logits)
        keys = ", ".join(str(t + 1) for t in np.flatnonzero(hidden))
        lines.append(Line(translate("ExplainRecent", "mask"),
                          translate("ExplainRecent", "−∞ for the keys the mask hides ({keys}): {values}").format(
                              keys=keys, values=vector(logits, keep=j)), tuple(logits.tolist())))
    more, e, total, _ = _softmax(ctx, i, j, logits, "t",
                                 translate("ExplainRecent", "the second map's logits (no step of their own)"))
    value = e / total
    mine = sub("a⁽²⁾", i, j)
    lines += more
    lines.append(Line("softmax", f"{mine} = exp({sub('t', i, j)} − max) / Σ = {fmt(e)} / {fmt(total)} "
                                 f"{equals(value)}", (e, total), value))
    return (cell_title(ctx, translate("ExplainRecent", "Second-map weight {symbol} ({tokens}, head {head})"), mine),
            value, lines, sources)


def _difference(ctx: Context) -> Built:
    i, j = ctx.index
    lam = float(ctx.session.differential)
    a1, a2 = ctx.cell("weights_1", i, j), ctx.cell("weights_2", i, j)
    value = a1 - lam * a2  # the forward's A₁ − λ·A₂
    mine = sub("a", i, j)
    lines = [Line(translate("ExplainRecent", "difference"),
                  f"{mine} = {sub('a⁽¹⁾', i, j)} − λ·{sub('a⁽²⁾', i, j)} = {fmt(a1)} − "
                  f"{fmt(lam)}·{paren(a2)} = {fmt(value)}", (a1, lam, a2), value),
             Line(translate("ExplainRecent", "why"),
                  translate("ExplainRecent", "what both maps attend to cancels (noise), what only the first does "
                                             "stays; a weight can be negative, and a row adds up to 1 − λ"))]
    sources = [Cell(ctx.key("weights_1"), i, j), Cell(ctx.key("weights_2"), i, j)]
    return (cell_title(ctx, translate("ExplainRecent", "Attention weight {symbol} ({tokens}, head {head})"), mine),
            value, lines, sources)


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
