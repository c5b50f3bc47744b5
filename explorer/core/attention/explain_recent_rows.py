"""Inspector trails for the version-4 rows: latent attention's c and the keys and
values made from it, QK-norm, and linear attention's features, kernel scores and
weights (RoPE's rows: :mod:`explorer.core.attention.explain_rope`).

Helpers of :mod:`explorer.core.attention.explain_recent`. Every number is
recomputed here in float64 from the trace's rows and the session's matrices
(rounded to the trace's dtype first: what the forward multiplied), in the order
:mod:`explorer.core.attention.forward` computes it, so an explanation arrives at
the trace's own number.
"""

from __future__ import annotations

import math

import numpy as np

from explorer.core.attention.explain_context import Built, Context, dot_lines
from explorer.core.attention.explain_text import (Cell, Line, and_join, elide, exact_sum, fmt, fmt_result, paren, sub,
                                                  vector)
from explorer.core.attention.masks import Visibility
from explorer.core.attention.step_keys import input_symbol, step_key as make_key
from explorer.core.wording import translate


def side_of(step_id: str) -> str:
    """"q" for a query step (q_norm, q_rot, phi_q), "k" for a key step."""
    return "q" if step_id.startswith("q") or step_id == "phi_q" else "k"


def has(ctx: Context, step_id: str) -> bool:
    """Whether this head's trace has the step."""
    return ctx.key(step_id) in ctx.trace


def before_rope(ctx: Context, side: str) -> str:
    """The step RoPE turns (and the scores read without RoPE): QK-norm's rows if any."""
    return f"{side}_norm" if has(ctx, f"{side}_norm") else side


def last_rows(ctx: Context, side: str) -> str:
    """The last step of a side before the scores (or φ): rotated, normed or plain."""
    return f"{side}_rot" if has(ctx, f"{side}_rot") else before_rope(ctx, side)


def _inputs(ctx: Context) -> tuple[str, np.ndarray, str]:
    """(id, rows, name) of X as the latent maps read it: X + PE when the session adds positions."""
    if "x_pe" in ctx.trace:
        return "x_pe", np.asarray(ctx.trace.get("x_pe").array, dtype=np.float64), "X + PE"
    return "embeddings", ctx.matrix("embeddings"), input_symbol("embeddings", ctx.session.mode)


def _head_title(ctx: Context, symbol: str, row: int) -> str:
    return translate("ExplainRecentRows", "{title} {symbol} ({token}, head {head})").format(
        title=ctx.step.title, symbol=symbol, token=ctx.step.row_labels[row], head=ctx.head + 1)


def cell_title(ctx: Context, template: str, symbol: str) -> str:
    """The title of a query-key cell: its symbol, both tokens and the head, counted from 1.
    ``template`` is the title already translated, with the placeholders {symbol}, {tokens}
    and {head} ("Score {symbol} ({tokens}, head {head})")."""
    i, j = ctx.index
    return template.format(symbol=symbol, tokens=f"{ctx.step.row_labels[i]} → {ctx.step.col_labels[j]}",
                           head=ctx.head + 1)


def column_of(matrix: str, c: int) -> str:
    """"W_DKV column 3": a column of a weight matrix, counted from 1."""
    return translate("ExplainRecentRows", "{matrix} column {column}").format(matrix=matrix, column=c + 1)


def equals(x: float) -> str:
    """"= 0.25", or "≈ 1" for a result that only rounds to a whole number (as explain writes it)."""
    shown = fmt_result(x)
    return shown if shown.startswith("≈") else f"= {shown}"


# -- latent attention ------------------------------------------------------------------

def _latent(ctx: Context) -> Built:
    i, c = ctx.index
    x_id, x, x_name = _inputs(ctx)
    w = ctx.matrix("w_dkv")
    lines, total = dot_lines(sub("x", i), x[i], column_of("W_DKV", c), w[:, c], sub("c", i, c))
    row_of = translate("ExplainRecentRows", "(row {row} of {matrix}: {token})").format(
        row=i + 1, matrix=x_name, token=ctx.step.row_labels[i])
    lines[0] = Line(lines[0].label, lines[0].formula + "  " + row_of, lines[0].terms)
    session, latent = ctx.session, ctx.session.latent
    kept = latent.d_c + latent.d_r
    full = len(session.heads) * (session.d_k + session.d_v)
    why = (translate("ExplainRecentRows", "the KV cache keeps only c: d_c = {d_c} numbers + r = {d_r} rotated key "
                                          "numbers per token, not every head's k and v (H·(d_k + d_v) = {full}); "
                                          "{kept} in all") if latent.d_r else
           translate("ExplainRecentRows", "the KV cache keeps only c: d_c = {d_c} numbers per token, not every "
                                          "head's k and v (H·(d_k + d_v) = {full}); {kept} in all"))
    lines.append(Line(translate("ExplainRecentRows", "why"),
                      why.format(d_c=latent.d_c, d_r=latent.d_r, full=full, kept=kept)))
    title = translate("ExplainRecentRows", "Latent {symbol} ({token})").format(symbol=sub('c', i, c),
                                                                               token=ctx.step.row_labels[i])
    sources = [Cell(x_id, i, t) for t in range(x.shape[1])] + [Cell("w_dkv", t, c) for t in range(w.shape[0])]
    return title, total, lines, sources


def _latent_kv(ctx: Context) -> Built:
    i, c = ctx.index
    sid = ctx.step.id
    latent = np.asarray(ctx.trace.get("latent").row(i), dtype=np.float64)
    w_id = make_key(f"w_u{sid}", ctx.head)
    w = ctx.matrix(w_id)
    w_name = f"W_U{sid.upper()}"
    lines, total = dot_lines(sub("c", i), latent, column_of(w_name, c), w[:, c], sub(sid, i, c))
    from_c = (translate("ExplainRecentRows", "latent attention makes the keys from c, not from X: "
                                             "{matrix} = c·{weights}, so the cache need not keep them") if sid == "k"
              else translate("ExplainRecentRows", "latent attention makes the values from c, not from X: "
                                                  "{matrix} = c·{weights}, so the cache need not keep them"))
    lines.insert(0, Line(translate("ExplainRecentRows", "from c"), from_c.format(matrix=sid.upper(), weights=w_name)))
    sources = [Cell("latent", i, t) for t in range(len(latent))] + [Cell(w_id, t, c) for t in range(w.shape[0])]
    return _head_title(ctx, sub(sid, i, c), i), total, lines, sources


# -- QK-norm -----------------------------------------------------------------------------

def _norm(ctx: Context) -> Built:
    i, c = ctx.index
    side = side_of(ctx.step.id)
    norm = ctx.session.qk_norm
    d = ctx.step.shape[1]
    if norm.scope == "head":
        row, at, heads = ctx.row(side, i), c, [ctx.head]
        over = translate("ExplainRecentRows", "row {row} of {side} (this head's d_k = {d_k} numbers)").format(
            row=i + 1, side=side, d_k=d)
    else:  # one norm over every head's row side by side
        heads = list(range(ctx.trace.n_heads))
        row = np.concatenate([np.asarray(ctx.trace.get(make_key(side, h)).row(i), dtype=np.float64) for h in heads])
        at = ctx.head * d + c
        over = translate("ExplainRecentRows", "row {row} of every head's {side} side by side (H·d_k = {count} "
                                              "numbers; this one is number {number})").format(
            row=i + 1, side=side, count=len(row), number=at + 1)
    g_id = f"g_{side}"
    g = float(ctx.matrix(g_id)[0, at])
    squares = row * row
    mean = exact_sum(squares) / len(row)
    root = math.sqrt(mean + norm.eps)
    x = float(row[at])
    value = x / root * g  # the forward's order: x / r, then times g
    r = sub(side, i)
    given = ctx.session.qk_norm.g_q if side == "q" else ctx.session.qk_norm.g_k
    lines = [
        Line(translate("ExplainRecentRows", "row"), f"{over}: {vector(row, keep=at)}", tuple(row.tolist())),
        Line(translate("ExplainRecentRows", "mean square"),
             f"mean({r}²) = (" + elide(len(squares), lambda t: fmt(squares[t]), " + ", keep=at,
                                                      values=squares) + f") / {len(row)} = {fmt(mean)}",
             tuple(squares.tolist()), mean),
        Line(translate("ExplainRecentRows", "root"),
             f"rms = √(mean + ε) = √({fmt(mean)} + {norm.eps:g}) = {fmt(root)}", (mean, norm.eps), root),
        Line(translate("ExplainRecentRows", "gain"),
             f"g_{side}[{at + 1}] = {fmt(g)}"
             + ("" if given is not None else "  " + translate("ExplainRecentRows", "(the file gives none: 1)")),
             (g,), g),
        Line(translate("ExplainRecentRows", "norm"),
             f"{sub(side + '_norm', i, c)} = {sub(side, i, c)} / rms · g = {fmt(x)} / {fmt(root)} · "
             f"{paren(g)} = {fmt(value)}", (x, root, g), value),
        Line(translate("ExplainRecentRows", "why"),
             translate("ExplainRecentRows", "QK-norm bounds the scores: each row has root-mean-square 1 before the "
                                            "gain, however large {matrix} makes it").format(
                 matrix=f"W_{side.upper()}")),
    ]
    sources = [Cell(make_key(side, h), i, t) for h in heads for t in range(d)] + [Cell(g_id, 0, at)]
    return _head_title(ctx, sub(side + "_norm", i, c), i), value, lines, sources


# -- linear attention -----------------------------------------------------------------

def _phi(ctx: Context) -> Built:
    i, c = ctx.index
    side = side_of(ctx.step.id)
    src = last_rows(ctx, side)
    x = ctx.cell(src, i, c)
    value = x + 1.0 if x > 0 else math.exp(min(x, 0.0))
    symbol = sub(f"φ({side})", i, c)
    how = f"x + 1 = {fmt(x)} + 1" if x > 0 else f"eˣ = e^({fmt(x)})"
    lines = [Line(translate("ExplainRecentRows", "input"), f"x = {sub(src, i, c)} = {fmt(x)}", (x,), x),
             Line("φ", translate("ExplainRecentRows", "{symbol} = elu(x) + 1 = {how} = {value}  (x + 1 above 0, eˣ "
                                                      "at or below)").format(symbol=symbol, how=how, value=fmt(value)),
                  (x,), value),
             Line(translate("ExplainRecentRows", "why"),
                  translate("ExplainRecentRows", "φ is positive, so every kernel score φ(q)·φ(k) is too: no softmax "
                                                 "is needed"))]
    return _head_title(ctx, symbol, i), value, lines, [Cell(ctx.key(src), i, c)]


def _kernel_scores(ctx: Context) -> Built:
    i, j = ctx.index
    rule = Visibility.of(ctx.session)
    title = cell_title(ctx, translate("ExplainRecentRows", "Kernel score {symbol} ({tokens}, head {head})"),
                       sub("P", i, j))
    if rule.hides(i, j):
        why = and_join(p.why_hidden(i, j) for p in rule.parts if p.hides(i, j))
        lines = [Line(translate("ExplainRecentRows", "mask"),
                      translate("ExplainRecentRows", "key {key} is hidden from query {query}: {reasons}; {symbol} = 0, "
                                                     "so its weight is 0").format(key=j + 1, query=i + 1, reasons=why,
                                                                                  symbol=sub('P', i, j)), (), 0.0)]
        return title, 0.0, lines, []
    phi_q, phi_k = ctx.row("phi_q", i), ctx.row("phi_k", j)
    lines, total = dot_lines(sub("φ(q)", i), phi_q, sub("φ(k)", j), phi_k, sub("P", i, j))
    lines.append(Line(translate("ExplainRecentRows", "why"),
                      translate("ExplainRecentRows", "a positive similarity in place of e^(q·k): φ(K)ᵀ·V can be "
                                                     "summed once, so the cost grows linearly with the length")))
    sources = ([Cell(ctx.key("phi_q"), i, t) for t in range(len(phi_q))]
               + [Cell(ctx.key("phi_k"), j, t) for t in range(len(phi_k))])
    return title, total, lines, sources


def _linear_weights(ctx: Context) -> Built:
    i, j = ctx.index
    row = ctx.row("kernel_scores", i)
    total = exact_sum(row)
    value = float(row[j]) / total
    mine = sub("a", i, j)
    lines = [Line(translate("ExplainRecentRows", "row {row}").format(row=i + 1),
                  f"{sub('P', i)}· = {vector(row, keep=j)}",
                  tuple(row.tolist())),
             Line(translate("ExplainRecentRows", "row sum"),
                  "Σ = " + elide(len(row), lambda t: fmt(row[t]), " + ", keep=j, values=row)
                  + f" = {fmt(total)}", tuple(row.tolist()), total),
             Line(translate("ExplainRecentRows", "divide"),
                  f"{mine} = {sub('P', i, j)} / Σ = {fmt(float(row[j]))} / {fmt(total)} {equals(value)}",
                  (float(row[j]), total), value),
             Line(translate("ExplainRecentRows", "why"),
                  translate("ExplainRecentRows", "no softmax: P is positive already, so dividing by the row sum makes "
                                                 "the row a distribution"))]
    sources = [Cell(ctx.key("kernel_scores"), i, t) for t in range(len(row))]
    return (cell_title(ctx, translate("ExplainRecentRows", "Attention weight {symbol} ({tokens}, head {head})"), mine),
            value, lines, sources)


BUILDERS = {"latent": _latent, "q_norm": _norm, "k_norm": _norm, "phi_q": _phi, "phi_k": _phi,
            "kernel_scores": _kernel_scores}
#: For the latent session's keys and values only.
LATENT_KV = _latent_kv
#: Linear attention's weights, P_ij / Σ_j P_ij.
LINEAR_WEIGHTS = _linear_weights
