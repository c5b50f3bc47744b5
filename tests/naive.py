"""An independent reference implementation: explicit Python loops, float64.

Shares nothing with explorer.core.attention.pipeline but the session it reads.
"""

from __future__ import annotations

import math


def matmul(a, b):
    rows, inner, cols = len(a), len(b), len(b[0])
    return [[math.fsum(a[i][t] * b[t][j] for t in range(inner)) for j in range(cols)] for i in range(rows)]


def plus_bias(rows, bias):
    """Add a bias vector (or nothing, for None) to every row."""
    if bias is None:
        return rows
    return [[value + float(b) for value, b in zip(row, bias)] for row in rows]


def attention(session):
    x = session.embeddings.tolist()
    src = session.source_embeddings.tolist() if session.mode == "cross" else x
    heads = []
    for head in session.heads:
        q = plus_bias(matmul(x, head.w_q.tolist()), head.b_q)
        k = plus_bias(matmul(src, head.w_k.tolist()), head.b_k)
        v = plus_bias(matmul(src, head.w_v.tolist()), head.b_v)
        d_k = len(q[0])
        scores = [[math.fsum(qi[t] * kj[t] for t in range(d_k)) for kj in k] for qi in q]
        scaled = [[s / math.sqrt(d_k) for s in row] for row in scores]
        weights = []
        for i, row in enumerate(scaled):
            allowed = [j for j in range(len(row)) if session.mode != "causal" or j <= i]
            peak = max(row[j] for j in allowed)
            exps = [math.exp(row[j] - peak) if j in allowed else 0.0 for j in range(len(row))]
            total = math.fsum(exps)
            weights.append([e / total for e in exps])
        output = [[math.fsum(weights[i][j] * v[j][c] for j in range(len(v))) for c in range(len(v[0]))]
                  for i in range(len(q))]
        heads.append({"q": q, "k": k, "v": v, "scores": scores, "scaled": scaled, "weights": weights,
                      "output": output})
    concat = [sum((h["output"][i] for h in heads), []) for i in range(len(x))]
    final = matmul(concat, session.w_o.tolist()) if session.w_o is not None else concat
    return heads, final
