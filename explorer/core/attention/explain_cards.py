"""Inspector trails for the cards that show why a variant works: latent attention's
absorbed scores, causal linear attention's RNN view, and the cache-and-cost card.

Helpers of :mod:`explorer.core.attention.explain_recent`; every number recomputed
in float64 from the trace's rows and the session's matrices.
"""

from __future__ import annotations

import numpy as np

from explorer.core.attention.cache_cost import cache_rows
from explorer.core.attention.explain_context import Built, Context, dot_lines
from explorer.core.attention.explain_text import Cell, Line, fmt, sub, vector
from explorer.core.attention.step_keys import step_key
from explorer.core.wording import translate


def _absorbed(ctx: Context) -> Built:
    i, j = ctx.index
    q = ctx.row("q", i)
    w_uk = ctx.matrix(step_key("w_uk", ctx.head))
    c = np.asarray(ctx.trace.get("latent").row(j), dtype=np.float64)
    folded = w_uk @ q  # (q_i·W_UKᵀ): d_c numbers, made once per query
    lines = [Line(translate("ExplainCards", "fold"),
                  translate("ExplainCards", "{q}·W_UKᵀ = {values}  (W_UK folded into the query: {count} "
                                            "numbers)").format(q=sub('q', i), values=vector(folded),
                                                               count=len(folded)), tuple(folded.tolist()))]
    more, total = dot_lines(f"({sub('q', i)}·W_UKᵀ)", folded, sub("c", j), c, sub("s", i, j))
    lines += more[1:]
    lines.append(Line(translate("ExplainCards", "why"),
                      translate("ExplainCards", "the same score as q·k with k = c·W_UK, and no key was made: a cache "
                                                "of c serves every head")))
    title = translate("ExplainCards", "Absorbed score {symbol} ({tokens}, head {head})").format(
        symbol=sub('s', i, j), tokens=f"{ctx.step.row_labels[i]} → {ctx.step.col_labels[j]}", head=ctx.head + 1)
    sources = ([Cell(ctx.key("q"), i, t) for t in range(len(q))]
               + [Cell("latent", j, t) for t in range(len(c))])
    return title, total, lines, sources


def _recurrent(ctx: Context) -> Built:
    i, col = ctx.index
    phi_q = ctx.row("phi_q", i)
    phi_k = np.asarray(ctx.trace.get(ctx.key("phi_k")).array[: i + 1], dtype=np.float64)
    v = np.asarray(ctx.trace.get(ctx.key("v")).array[: i + 1, col], dtype=np.float64)
    # Summed in the order the state is: one key at a time, so the arithmetic is the RNN's.
    state, norm = np.zeros(phi_k.shape[1]), np.zeros(phi_k.shape[1])
    for j in range(i + 1):
        state += phi_k[j] * v[j]
        norm += phi_k[j]
    num, den = float(phi_q @ state), float(phi_q @ norm)
    value = num / den
    d = phi_k.shape[1]
    lines = [
        Line(translate("ExplainCards", "state"),
             translate("ExplainCards", "column {column} of S_{row} = Σ_(j ≤ {row}) φ(k_j)·v_j{column} = "
                                       "{values}").format(column=col + 1, row=i + 1, values=vector(state)),
             tuple(state.tolist())),
        Line(translate("ExplainCards", "normaliser"),
             f"z_{i + 1} = Σ_(j ≤ {i + 1}) φ(k_j) = {vector(norm)}", tuple(norm.tolist())),
        Line(translate("ExplainCards", "out"),
             f"{sub('out', i, col)} = φ(q_{i + 1})·S / φ(q_{i + 1})·z = {fmt(num)} / {fmt(den)} = "
             f"{fmt(value)}", (num, den), value),
        Line(translate("ExplainCards", "why"),
             translate("ExplainCards", "the state holds d_k·d_v + d_k numbers ({d_k} × d_v + {d_k}) whatever the "
                                       "length: linear attention is an RNN").format(d_k=d)),
    ]
    title = translate("ExplainCards", "RNN view {symbol} ({token}, head {head})").format(
        symbol=sub('out', i, col), token=ctx.step.row_labels[i], head=ctx.head + 1)
    sources = ([Cell(ctx.key("phi_q"), i, t) for t in range(len(phi_q))]
               + [Cell(ctx.key("phi_k"), j, t) for j in range(i + 1) for t in range(d)]
               + [Cell(ctx.key("v"), j, col) for j in range(i + 1)])
    return title, value, lines, sources


def _cache(ctx: Context) -> Built:
    r, _ = ctx.index
    row = cache_rows(ctx.session, ctx.trace.dtype)[r]
    size = ctx.trace.dtype.itemsize
    lines = [Line(translate("ExplainCards", "bytes"),
                  translate("ExplainCards", "{numbers} numbers per token × {size} bytes ({dtype}) = {bytes} "
                                            "bytes").format(numbers=row.per_token, size=size,
                                                            dtype=ctx.trace.dtype.name, bytes=row.bytes_per_token),
                  (row.per_token, size), float(row.bytes_per_token))]
    if row.per_token:
        lines.append(Line("1 GiB", translate("ExplainCards", "2³⁰ / {bytes} = {tokens:,.0f} tokens fill 1 GiB").format(
            bytes=row.bytes_per_token, tokens=row.tokens_per_gib)))
    else:
        lines.append(Line(translate("ExplainCards", "state"),
                          translate("ExplainCards", "nothing per token: a fixed state of {bytes} bytes, "
                                                    "whatever n").format(bytes=row.fixed_bytes)))
    title = translate("ExplainCards", "Cache and cost {symbol}: {layout}").format(symbol=sub('b', r, 0),
                                                                                 layout=row.name)
    return title, float(row.bytes_per_token), lines, []


BUILDERS = {"absorbed": _absorbed, "recurrent": _recurrent, "cache": _cache}
