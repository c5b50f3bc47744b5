"""An independent NumPy reference for the exercise tests: attention and the predicates,
read straight from a session file's JSON (no loader, no trace, no explorer code).

Covers what the shipped exercises use: self, causal and cross mode, several heads, W_O
and RoPE ("half" pairs: component i turns with i + d_k/2 by p·θ^(−2i/d_k), p from 0).
"""

from __future__ import annotations

import numpy as np


def _rope(x: np.ndarray, theta: float) -> np.ndarray:
    n, d = x.shape
    half = d // 2
    angles = np.arange(n)[:, None] * theta ** (-2.0 * np.arange(half) / d)[None, :]
    cos, sin = np.cos(angles), np.sin(angles)
    a, b = x[:, :half], x[:, half:]
    return np.concatenate([a * cos - b * sin, a * sin + b * cos], axis=1)


def forward(data: dict) -> dict:
    """Every head's q, k, v, scores, scaled, weights, output, and the final output, of a session dict."""
    x = np.array(data["embeddings"], dtype=np.float64)
    src = np.array(data["source_embeddings"], dtype=np.float64) if data["mode"] == "cross" else x
    positions = data.get("positions")
    heads = []
    for head in data["heads"]:
        q = x @ np.array(head["w_q"], dtype=np.float64)
        k = src @ np.array(head["w_k"], dtype=np.float64)
        v = src @ np.array(head["w_v"], dtype=np.float64)
        qr, kr = q, k
        if positions is not None:
            assert positions["kind"] == "rope" and positions.get("pairs", "half") == "half"
            qr, kr = _rope(q, float(positions.get("theta", 10000))), _rope(k, float(positions.get("theta", 10000)))
        scores = qr @ kr.T
        scaled = scores / np.sqrt(q.shape[1])
        if data["mode"] == "causal":
            scaled = np.where(np.triu(np.ones_like(scaled, dtype=bool), k=1), -np.inf, scaled)
        e = np.exp(scaled - scaled.max(axis=1, keepdims=True))
        weights = e / e.sum(axis=1, keepdims=True)
        heads.append({"q": q, "k": k, "v": v, "scores": scores, "scaled": qr @ kr.T / np.sqrt(q.shape[1]),
                      "weights": weights, "output": weights @ v})
    concat = np.concatenate([h["output"] for h in heads], axis=1)
    final = concat @ np.array(data["w_o"], dtype=np.float64) if data.get("w_o") is not None else concat
    return {"heads": heads, "final": final}


def _keys(check: dict, n: int, m: int, causal: bool) -> list[tuple[int, int]]:
    query = check.get("query", "all")
    queries = list(range(n)) if query == "all" else [q - 1 for q in (query if isinstance(query, list) else [query])]
    key = check["key"]
    pairs = []
    for i in queries:
        j = {"previous": max(i - 1, 0), "itself": i, "first": 0}.get(key, key - 1 if isinstance(key, int) else None)
        if j < m and not (causal and j > i):
            pairs.append((i, j))
    return pairs


def check(item: dict, data: dict, fwd: dict | None = None) -> tuple[bool, float]:
    """(passed, value) of one check of an exercise, as the docs define them."""
    fwd = fwd or forward(data)
    head = fwd["heads"][item.get("head", 1) - 1]
    a = head["weights"]
    n, m = a.shape
    name = item["predicate"]
    if name == "weight":
        values = [a[i, j] for i, j in _keys(item, n, m, data["mode"] == "causal")]
        if "at_least" in item:
            return min(values) >= item["at_least"], min(values)
        return max(values) <= item["at_most"], max(values)
    if name == "no_future":
        value = max(a[i, i + 1:].sum() for i in range(n))
        return value <= item["at_most"], value
    if name == "one_hot":
        query = item.get("query", "all")
        rows = range(n) if query == "all" else [q - 1 for q in (query if isinstance(query, list) else [query])]
        value = min(a[i].max() for i in rows)
        return value >= item["at_least"], value
    if name == "weights_close":
        value = np.abs(a - np.array(item["target"])).max()
        return value <= item["within"], value
    if name == "symmetric":
        s = head[item.get("step", "scores")]
        value = np.abs(s - s.T).max()
        return value <= item["within"], value
    if name == "output_close":
        value = np.abs(fwd["final"] - np.array(item["target"])).max()
        return value <= item["within"], value
    if name == "rows_close":
        row = head[item["step"]][item["row"] - 1]
        if "to" in item:
            other = np.array(item["to"], dtype=np.float64)
        else:
            o = item["other"]
            other = fwd["heads"][o.get("head", 1) - 1][o["step"]][o["row"] - 1]
        value = np.abs(row - other).max()
        return value <= item["within"], value
    if name == "value":
        value = head[item["step"]][item["row"] - 1, item["col"] - 1]
        if "equals" in item:
            return abs(value - item["equals"]) <= item["within"], value
        return (value >= item["at_least"], value) if "at_least" in item else (value <= item["at_most"], value)
    raise AssertionError(name)


def with_solution(data: dict) -> dict:
    """The session dict with the exercise's solved matrices in place."""
    out = {**data, "heads": [dict(h) for h in data["heads"]]}
    for key, matrix in data["exercise"]["solution"].items():
        if key.startswith("heads["):
            h, name = int(key[6:key.index("]")]), key.split(".")[1]
            out["heads"][h][name] = matrix
        else:
            out[key] = matrix
    return out
