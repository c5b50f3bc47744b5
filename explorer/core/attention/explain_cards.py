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


def _absorbed(ctx: Context) -> Built:
    i, j = ctx.index
    q = ctx.row("q", i)
    w_uk = ctx.matrix(step_key("w_uk", ctx.head))
    c = np.asarray(ctx.trace.get("latent").row(j), dtype=np.float64)
    folded = w_uk @ q  # (q_i·W_UKᵀ): d_c numbers, made once per query
    lines = [Line("fold", f"{sub('q', i)}·W_UKᵀ = {vector(folded)}  (W_UK folded into the query: "
                          f"{len(folded)} numbers)", tuple(folded.tolist()))]
    more, total = dot_lines(f"({sub('q', i)}·W_UKᵀ)", folded, sub("c", j), c, sub("s", i, j))
    lines += more[1:]
    lines.append(Line("why", "the same score as q·k with k = c·W_UK, and no key was made: a cache of c "
                             "serves every head"))
    title = f"Absorbed score {sub('s', i, j)} ({ctx.step.row_labels[i]} → {ctx.step.col_labels[j]}, " \
            f"head {ctx.head + 1})"
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
        Line("state", f"column {col + 1} of S_{i + 1} = Σ_(j ≤ {i + 1}) φ(k_j)·v_j{col + 1} = {vector(state)}",
             tuple(state.tolist())),
        Line("normaliser", f"z_{i + 1} = Σ_(j ≤ {i + 1}) φ(k_j) = {vector(norm)}", tuple(norm.tolist())),
        Line("out", f"{sub('out', i, col)} = φ(q_{i + 1})·S / φ(q_{i + 1})·z = {fmt(num)} / {fmt(den)} = "
                    f"{fmt(value)}", (num, den), value),
        Line("why", f"the state holds d_k·d_v + d_k numbers ({d} × d_v + {d}) whatever the length: "
                    "linear attention is an RNN"),
    ]
    title = f"RNN view {sub('out', i, col)} ({ctx.step.row_labels[i]}, head {ctx.head + 1})"
    sources = ([Cell(ctx.key("phi_q"), i, t) for t in range(len(phi_q))]
               + [Cell(ctx.key("phi_k"), j, t) for j in range(i + 1) for t in range(d)]
               + [Cell(ctx.key("v"), j, col) for j in range(i + 1)])
    return title, value, lines, sources


def _cache(ctx: Context) -> Built:
    r, _ = ctx.index
    row = cache_rows(ctx.session, ctx.trace.dtype)[r]
    size = ctx.trace.dtype.itemsize
    lines = [Line("bytes", f"{row.per_token} numbers per token × {size} bytes ({ctx.trace.dtype.name}) = "
                           f"{row.bytes_per_token} bytes", (row.per_token, size), float(row.bytes_per_token))]
    if row.per_token:
        lines.append(Line("1 GiB", f"2³⁰ / {row.bytes_per_token} = {row.tokens_per_gib:,.0f} tokens fill 1 GiB"))
    else:
        lines.append(Line("state", f"nothing per token: a fixed state of {row.fixed_bytes} bytes, whatever n"))
    return f"Cache and cost {sub('b', r, 0)}: {row.name}", float(row.bytes_per_token), lines, []


BUILDERS = {"absorbed": _absorbed, "recurrent": _recurrent, "cache": _cache}
