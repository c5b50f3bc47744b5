"""The score steps of a version-4 head in the inspector (QK-norm, soft-capping, sinks,
top-k, differential and latent attention): the logit steps' symbols and titles
(:data:`LOGITS`, :data:`MASKED`), and the trails of s, s′, s″, s_cap and ŝ as
:func:`explorer.core.attention.forward.heads_pass` makes them: differential
attention's scores over the halves of q and k, the divisor √(d_k/2) or √(d_k + r),
c·tanh(s / c), the visibility mask and top-k. The weights that read these logits are
in :mod:`explorer.core.attention.explain_recent`.
"""

from __future__ import annotations

import math

import numpy as np

from explorer.core.attention import forward
from explorer.core.attention.explain_context import Built, Context, dot_lines
from explorer.core.attention.explain_recent_rows import cell_title, has, last_rows
from explorer.core.attention.explain_text import Cell, Line, elide, fmt, paren, sub
from explorer.core.attention.explain_variants import bias_line, mask_line
from explorer.core.attention.masks import Visibility, has_visibility_mask, hidden_mask
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
