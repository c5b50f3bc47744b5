"""Records tests/data/variants_reference.json from PyTorch: an implementation
of positions, masks and grouped-query heads independent of the app's.

Run once, by hand, in an environment with PyTorch (not the app's, which has
none; ``python3 -m venv /work/torchenv && /work/torchenv/bin/pip install torch numpy``):

    /work/torchenv/bin/python tests/data/record_variants_reference.py

Each case is a version-3 session file (small random numbers from a fixed seed)
and what PyTorch makes of it in float64:

- the attention output of every head from
  ``torch.nn.functional.scaled_dot_product_attention`` with an additive
  ``attn_mask`` (−∞ where causal ∧ window ∧ padding hides a key, plus
  ALiBi's −m_h·|i − j|) and ``enable_gqa=True`` for grouped K and V;
- the weights softmax(Q·Kᵀ/√d_k + attn_mask);
- RoPE's rotated q and k, from a transcription of Hugging Face transformers'
  ``rotate_half`` / ``apply_rotary_pos_emb`` (Llama) and of its interleaved
  form (GPT-J's ``rotate_every_two``, the RoFormer / GGUF pairing);
- the sinusoidal encoding as torch computes it (the annotated Transformer's
  ``div_term = exp(arange(0, d, 2) · −ln(10000)/d)``).
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

OUT = Path(__file__).with_name("variants_reference.json")


# -- transcriptions of transformers' RoPE (modeling_llama.py, modeling_gptj.py) ---------------
def rotate_half(x: torch.Tensor) -> torch.Tensor:
    """Rotates half the hidden dims of the input (transformers, modeling_llama)."""
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_pos_emb(q, k, cos, sin, unsqueeze_dim=1):
    """transformers' apply_rotary_pos_emb (modeling_llama)."""
    cos = cos.unsqueeze(unsqueeze_dim)
    sin = sin.unsqueeze(unsqueeze_dim)
    q_embed = (q * cos) + (rotate_half(q) * sin)
    k_embed = (k * cos) + (rotate_half(k) * sin)
    return q_embed, k_embed


def llama_cos_sin(positions: torch.Tensor, dim: int, theta: float):
    """LlamaRotaryEmbedding: inv_freq = 1 / θ^(arange(0, dim, 2)/dim); emb = cat(freqs, freqs)."""
    inv_freq = 1.0 / (theta ** (torch.arange(0, dim, 2, dtype=torch.int64).to(torch.float64) / dim))
    freqs = positions[:, None].to(torch.float64) * inv_freq[None, :]
    emb = torch.cat((freqs, freqs), dim=-1)
    return emb.cos()[None], emb.sin()[None]


def rotate_every_two(x: torch.Tensor) -> torch.Tensor:
    """transformers, modeling_gptj: the interleaved pairing (2i, 2i+1)."""
    x1 = x[:, :, :, ::2]
    x2 = x[:, :, :, 1::2]
    x = torch.stack((-x2, x1), dim=-1)
    return x.flatten(-2)


def apply_rotary_interleaved(t: torch.Tensor, positions: torch.Tensor, dim: int, theta: float) -> torch.Tensor:
    inv_freq = 1.0 / (theta ** (torch.arange(0, dim, 2, dtype=torch.float64) / dim))
    sinusoid = positions[:, None].to(torch.float64) * inv_freq[None, :]
    sin = torch.repeat_interleave(sinusoid.sin(), 2, dim=-1)[None, None]
    cos = torch.repeat_interleave(sinusoid.cos(), 2, dim=-1)[None, None]
    return (t * cos) + (rotate_every_two(t) * sin)


def sinusoidal_pe(n: int, d_model: int) -> torch.Tensor:
    """The annotated Transformer's PositionalEncoding (odd d_model: the cosines stop one short)."""
    pe = torch.zeros(n, d_model, dtype=torch.float64)
    position = torch.arange(0, n, dtype=torch.float64).unsqueeze(1)
    div_term = torch.exp(torch.arange(0, d_model, 2, dtype=torch.float64) * -(math.log(10000.0) / d_model))
    pe[:, 0::2] = torch.sin(position * div_term)
    pe[:, 1::2] = torch.cos(position * div_term)[:, : d_model // 2]
    return pe


# -- the cases -----------------------------------------------------------------------------------
CASES = [
    dict(name="rope half, causal", mode="causal", n=6, d_model=4, d_k=4, d_v=3, heads=2,
         positions={"kind": "rope", "theta": 10000, "pairs": "half"}),
    dict(name="rope interleaved, self, window and padding", mode="self", n=7, d_model=5, d_k=6, d_v=2, heads=2,
         positions={"kind": "rope", "theta": 500, "pairs": "interleaved"}, window=3, padding=[1, 5]),
    dict(name="alibi, causal, default slopes", mode="causal", n=6, d_model=3, d_k=2, d_v=2, heads=4,
         positions={"kind": "alibi"}),
    dict(name="alibi, self, given slopes, padding", mode="self", n=5, d_model=3, d_k=3, d_v=2, heads=2,
         positions={"kind": "alibi", "slopes": [0.5, 0.125]}, padding=[0]),
    dict(name="gqa 4 heads 2 groups, causal, window", mode="causal", n=6, d_model=4, d_k=2, d_v=3, heads=4,
         kv_groups=2, window=2, biases=True),
    dict(name="multi-query, rope, self", mode="self", n=5, d_model=4, d_k=4, d_v=2, heads=3, kv_groups=1,
         positions={"kind": "rope", "theta": 10000, "pairs": "half"}),
    dict(name="sinusoidal, self", mode="self", n=6, d_model=5, d_k=3, d_v=3, heads=1,
         positions={"kind": "sinusoidal"}),
    dict(name="sinusoidal, cross, padding", mode="cross", n=4, m=6, d_model=4, d_k=3, d_v=2, heads=2,
         positions={"kind": "sinusoidal"}, padding=[0, 4]),
    dict(name="everything: rope, gqa, window, padding", mode="causal", n=8, d_model=4, d_k=4, d_v=2, heads=4,
         kv_groups=2, positions={"kind": "rope", "theta": 100, "pairs": "interleaved"}, window=4, padding=[2]),
]


def rounded(rng: np.random.Generator, *shape: int) -> list:
    return np.round(rng.uniform(-1.0, 1.0, shape), 2).tolist()


def make_session(case: dict, seed: int) -> dict:
    rng = np.random.default_rng(seed)
    n, m, d = case["n"], case.get("m", case["n"]), case["d_model"]
    d_k, d_v, heads = case["d_k"], case["d_v"], case["heads"]
    out = {"format": "attention-explorer/session", "version": 3, "mode": case["mode"],
           "tokens": [f"t{i + 1}" for i in range(n)], "embeddings": rounded(rng, n, d)}
    if case["mode"] == "cross":
        out["source_tokens"] = [f"s{i + 1}" for i in range(m)]
        out["source_embeddings"] = rounded(rng, m, d)
    g = case.get("kv_groups")
    head_list = []
    for _ in range(heads):
        head = {"w_q": rounded(rng, d, d_k)}
        if g is None:
            head["w_k"], head["w_v"] = rounded(rng, d, d_k), rounded(rng, d, d_v)
        if case.get("biases"):
            head["b_q"] = rounded(rng, d_k)
        head_list.append(head)
    out["heads"] = head_list
    if g is not None:
        groups = []
        for _ in range(g):
            group = {"w_k": rounded(rng, d, d_k), "w_v": rounded(rng, d, d_v)}
            if case.get("biases"):
                group["b_k"], group["b_v"] = rounded(rng, d_k), rounded(rng, d_v)
            groups.append(group)
        out["kv_heads"] = groups
    for key in ("positions", "window", "padding"):
        if key in case:
            out[key] = case[key]
    return out


def t(value) -> torch.Tensor:
    return torch.tensor(value, dtype=torch.float64)


def reference(case: dict, session: dict) -> dict:
    mode, n = case["mode"], case["n"]
    m = case.get("m", n)
    heads, d_k = case["heads"], case["d_k"]
    g = case.get("kv_groups") or heads
    pos = case.get("positions") or {}
    x = t(session["embeddings"])
    src = t(session["source_embeddings"]) if mode == "cross" else x
    record: dict = {}
    if pos.get("kind") == "sinusoidal":
        record["pe"] = sinusoidal_pe(n, case["d_model"]).tolist()
        x = x + sinusoidal_pe(n, case["d_model"])
        src = src + sinusoidal_pe(m, case["d_model"]) if mode == "cross" else x

    def proj(inp, item, w, b):
        out = inp @ t(item[w])
        return out + t(item[b]) if b in item else out

    q = torch.stack([proj(x, h, "w_q", "b_q") for h in session["heads"]])[None]            # 1 × H × n × d_k
    kv_items = session.get("kv_heads") or session["heads"]
    k = torch.stack([proj(src, h, "w_k", "b_k") for h in kv_items])[None]                  # 1 × g × m × d_k
    v = torch.stack([proj(src, h, "w_v", "b_v") for h in kv_items])[None]
    record["q"], record["k"] = q[0].tolist(), k[0].tolist()
    if pos.get("kind") == "rope":
        theta = float(pos.get("theta", 10000))
        if pos.get("pairs", "half") == "half":
            cos, sin = llama_cos_sin(torch.arange(n), d_k, theta)
            q, k = apply_rotary_pos_emb(q, k, cos, sin)
        else:
            q = apply_rotary_interleaved(q, torch.arange(n), d_k, theta)
            k = apply_rotary_interleaved(k, torch.arange(m), d_k, theta)
        record["q_rot"], record["k_rot"] = q[0].tolist(), k[0].tolist()
    # The additive mask: −∞ where a key is hidden, plus ALiBi's bias.
    i = torch.arange(n)[:, None]
    j = torch.arange(m)[None, :]
    hidden = torch.zeros(n, m, dtype=torch.bool)
    if mode == "causal":
        hidden |= j > i
    if "window" in case:
        w = case["window"]
        hidden |= (i - j >= w) if mode == "causal" else ((i - j).abs() >= w)
    for p in case.get("padding", []):
        hidden[:, p] = True
    mask = torch.zeros(heads, n, m, dtype=torch.float64)
    if pos.get("kind") == "alibi":
        slopes = pos.get("slopes") or [2.0 ** (-8.0 * (h + 1) / heads) for h in range(heads)]
        bias = -t(slopes)[:, None, None] * (i - j).abs().to(torch.float64)[None]
        mask = mask + bias
        record["bias"] = bias.tolist()
    mask = mask.masked_fill(hidden[None], float("-inf"))[None]                             # 1 × H × n × m
    out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, enable_gqa=g != heads)
    k_full = k.repeat_interleave(heads // g, dim=1)
    weights = torch.softmax(q @ k_full.transpose(-1, -2) / math.sqrt(d_k) + mask, dim=-1)
    record["weights"] = weights[0].tolist()
    record["output"] = out[0].tolist()
    return record


def main() -> None:
    cases = []
    for seed, case in enumerate(CASES):
        session = make_session(case, seed)
        cases.append({"name": case["name"], "session": session, "torch": reference(case, session)})
    OUT.write_text(json.dumps({"made_with": f"torch {torch.__version__}, float64, CPU; "
                                            "tests/data/record_variants_reference.py", "cases": cases},
                              indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT} ({len(cases)} cases)")


if __name__ == "__main__":
    main()
