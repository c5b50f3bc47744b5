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
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: The masked score's symbol, as explain's: after the mask it is not s′ any more (−∞ where hidden).
MASKED = "ŝ"
#: The logit steps a head makes, last first, each with its own symbol.
LOGITS = (("masked", MASKED), ("softcapped", "s_cap"), ("biased", "s″"), ("scaled", "s′"), ("scores", "s"))
#: A row of those steps in words (the masked step's title names its mask: "Causal mask").
_ROW_OF = {"masked": QT_TRANSLATE_NOOP("ExplainRecent", "row {row} of the masked scores"),
           "softcapped": QT_TRANSLATE_NOOP("ExplainRecent", "row {row} of the soft-capped scores"),
           "biased": QT_TRANSLATE_NOOP("ExplainRecent", "row {row} of the biased scores"),
           "scaled": QT_TRANSLATE_NOOP("ExplainRecent", "row {row} of the scaled scores"),
           "scores": QT_TRANSLATE_NOOP("ExplainRecent", "row {row} of the scores")}


def _row_of(sid: str, i: int) -> str:
    """"row 2 of the scaled scores": row i of a logit step, counted from 1."""
    return translate("ExplainRecent", _ROW_OF[sid]).format(row=i + 1)


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
        root, why = "√(d_k/2)", translate("ExplainRecent", "d_k/2 = {d}: each map's score sums the products of half "
                                                           "of q and k").format(d=d)
    elif session.latent is not None and session.latent.d_r:
        root, why = "√(d_k + r)", translate("ExplainRecent", "d_k + r = {d_k} + {r}: the score sums the content "
                                                             "and the rotated products").format(d_k=session.d_k,
                                                                                                r=session.latent.d_r)
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
        formula += "  " + translate("ExplainRecent", "(scaling off)")
    elif why:
        formula += f"  ({why})"
    return Line(translate("ExplainRecent", "scaled"), formula, (score, divisor), value), value


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
        intro.append(Line(translate("ExplainRecent", "halves"),
                          translate("ExplainRecent", "differential attention splits q and k in two: {q_half} and "
                                                     "{k_half} are columns {first}…{last} of {q} and {k}, map {map} "
                                                     "of 2").format(
                              q_half=a_name, k_half=b_name, first=cols[0] + 1, last=cols[-1] + 1, q=sub(qs, i),
                              k=sub(ks, j), map=2 if second else 1)))
    elif session.latent is not None and session.latent.d_r:
        intro.append(Line(translate("ExplainRecent", "parts"),
                          translate("ExplainRecent", "{q} and {k} hold d_k + r = {count} numbers: the first {d_k} "
                                                     "compare content (k from c), the last {r} positions "
                                                     "(RoPE)").format(
                              q=sub(qs, i), k=sub(ks, j), count=len(q), d_k=session.d_k, r=session.latent.d_r)))
    lines, total = dot_lines(a_name, q[cols], b_name, k[cols], sub(symbol, i, j))
    title = cell_title(ctx, translate("ExplainRecent", "Second-map score {symbol} ({tokens}, head {head})")
                       if ctx.step.id == "scores_2" else
                       translate("ExplainRecent", "Score {symbol} ({tokens}, head {head})"), sub(symbol, i, j))
    sources = [Cell(ctx.key(qs), i, t) for t in cols] + [Cell(ctx.key(ks), j, t) for t in cols]
    return title, total, intro + lines, sources


def _scaled(ctx: Context) -> Built:
    i, j = ctx.index
    line, value = _scaled_line(ctx, i, j, ctx.cell("scores", i, j))
    return (cell_title(ctx, translate("ExplainRecent", "Scaled score {symbol} ({tokens}, head {head})"),
                       sub("s′", i, j)), value, [line], [Cell(ctx.key("scores"), i, j)])


def _biased(ctx: Context) -> Built:
    i, j = ctx.index
    scaled_text, scaled = _scaled_line(ctx, i, j, ctx.cell("scores", i, j))
    line, value = bias_line(ctx, i, j, scaled)
    sources = [Cell(ctx.key("scores"), i, j), Cell(ctx.key("bias"), i, j)]
    return (cell_title(ctx, translate("ExplainRecent", "Biased score {symbol} ({tokens}, head {head})"),
                       sub("s″", i, j)), value, [scaled_text, line], sources)


def _softcapped(ctx: Context) -> Built:
    i, j = ctx.index
    before, symbol = _logits(ctx, "softcapped")
    x = ctx.cell(before, i, j)
    cap = float(ctx.session.softcap)
    inner = x / cap
    th = math.tanh(inner)
    value = cap * th  # the forward's c·tanh(S / c)
    mine = sub("s_cap", i, j)
    lines = [Line(translate("ExplainRecent", "cap"),
                  f"{mine} = c·tanh({sub(symbol, i, j)} / c) = {fmt(cap)}·tanh({fmt(x)} / {fmt(cap)}) = "
                  f"{fmt(cap)}·tanh({fmt(inner)}) = {fmt(cap)}·{paren(th)} = {fmt(value)}",
                  (x, cap, th), value),
             Line(translate("ExplainRecent", "why"),
                  translate("ExplainRecent", "soft-capping keeps logits from running away: |{symbol}| < c = {cap}, "
                                             "while a small score passes almost unchanged").format(symbol=mine,
                                                                                                  cap=fmt(cap)))]
    return (cell_title(ctx, translate("ExplainRecent", "Soft-capped score {symbol} ({tokens}, head {head})"), mine),
            value, lines, [Cell(ctx.key(before), i, j)])


def _topk_line(ctx: Context, i: int, j: int, row: np.ndarray, symbol: str) -> tuple[Line, bool]:
    """Whether key j is among query i's k largest visible scores (the lower key first among equals)."""
    k = int(ctx.session.topk)
    e = np.where(_hidden_row(ctx.session, i), -np.inf, row)
    visible = [t for t in range(len(e)) if e[t] > -np.inf]
    order = sorted(visible, key=lambda t: (-e[t], t))  # what the forward's stable sort of −S does
    rank = order.index(j)
    kept = rank < k
    ties = (" " + translate("ExplainRecent", "(among equal scores the lower key comes first)")
            if len({e[t] for t in visible}) < len(visible) else "")
    key_score = translate("ExplainRecent", "key {key}: {score}")
    shown = elide(len(order), lambda r: key_score.format(key=order[r] + 1, score=fmt(e[order[r]])), ", ", keep=rank)
    text = (translate("ExplainRecent", "query {query} keeps its k = {k} largest visible scores; largest first: "
                                       "{scores}{ties}. {symbol} = {value} is number {rank}: kept  (top-k spends "
                                       "attention only on the keys that matter)") if kept else
            translate("ExplainRecent", "query {query} keeps its k = {k} largest visible scores; largest first: "
                                       "{scores}{ties}. {symbol} = {value} is number {rank}: past the top k: masked "
                                       "to −∞, so its weight is 0  (top-k spends attention only on the keys that "
                                       "matter)"))
    return Line("top-k", text.format(query=i + 1, k=k, scores=shown, ties=ties, symbol=sub(symbol, i, j),
                                     value=fmt(float(row[j])), rank=rank + 1),
                tuple(float(e[t]) for t in order), float(rank + 1)), kept


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
    lines.append(Line(translate("ExplainRecent", "result"), f"{sub(MASKED, i, j)} = {fmt(value)}", (x,), value))
    return (cell_title(ctx, translate("ExplainRecent", "Masked score {symbol} ({tokens}, head {head})"),
                       sub(MASKED, i, j)), value, lines, sources)


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
