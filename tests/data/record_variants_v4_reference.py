"""Records tests/data/variants_v4_reference.json from PyTorch: an implementation
of the version-4 variants (QK-norm, scaled RoPE, soft-capping, attention sinks,
top-k, differential attention, linear attention, multi-head latent attention)
independent of the app's.

Run once, by hand, in an environment with PyTorch and transformers (the app has
neither):

    /work/main/.venv/bin/python tests/data/record_variants_v4_reference.py

Each case is a complete version-4 session file (small random numbers from a fixed
seed) and what PyTorch makes of it in float64, computed from the session as read
back from its own JSON text (so the numbers are exactly the file's):

- per head the weights that multiply V, its output A·V and the final output
  (heads concatenated, · W_O when present), with the steps a variant adds:
  ``q_norm`` / ``k_norm`` (RMSNorm, before RoPE), ``q_rot`` / ``k_rot``,
  ``softcapped`` (c·tanh(S/c) of the whole scaled and biased matrix, before any
  key is hidden), ``sink_share``, ``weights_1`` / ``weights_2`` (differential),
  ``latent`` (c = X·W_DKV), ``inv_freq`` and ``attention_factor`` (scaled RoPE);
- RoPE from a transcription of Hugging Face transformers' ``rotate_half`` /
  ``apply_rotary_pos_emb`` (Llama; cos and sin times the attention factor, as
  ``LlamaRotaryEmbedding`` does) and of GPT-J's ``rotate_every_two``;
- the scaled inverse frequencies: "linear" and "yarn" as
  ``transformers.modeling_rope_utils.ROPE_INIT_FUNCTIONS`` computes them.  Those
  functions work in float32, so the file holds a float64 transcription of each,
  asserted here to agree with the function's own float32 result (relative 1e-6);
  the YaRN attention factor is the function's own (a Python float,
  0.1·ln(s) + 1).  "ntk" is θ′ = θ·s^(d/(d−2)) computed directly, checked against
  transformers' "dynamic" at the one sequence length where the two agree;
- a training objective and its gradients by torch autograd: L_Z, the mean
  squared error of the final output against a fixed target Z*, and L_A, the
  cross-entropy −(1/n)·Σ_i Σ_j T_ij·ln A_ij of head 0's weights against a target
  T whose mass lies only on keys that head 0 sees (and keeps, under top-k); the
  gradients are keyed by parameter id (``heads[0].w_q``, ``w_o``,
  ``qk_norm.g_q``, ``sinks``, ``latent.kv[0].w_uk``, ...).  Top-k's kept set is a
  constant (no gradient through the selection).  Every case's gradients are
  checked against finite differences (``torch.autograd.gradcheck``).

Order of operations in a head: X → q, k, v → QK-norm → RoPE → q·kᵀ → ÷ scale →
ALiBi bias → soft-cap → visibility (causal ∧ window ∧ padding ∧ top-k) →
softmax (with the sink) → A·V.  The window rule is the one of
record_variants_reference.py: a causal query i sees keys i − w < j ≤ i.
"""

from __future__ import annotations

import json
import math
import platform
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F
import transformers
from transformers import LlamaConfig
from transformers.modeling_rope_utils import ROPE_INIT_FUNCTIONS

OUT = Path(__file__).with_name("variants_v4_reference.json")
torch.set_default_dtype(torch.float64)


# -- transcriptions of transformers' RoPE (modeling_llama.py, modeling_gptj.py) ---------------
def rotate_half(x: torch.Tensor) -> torch.Tensor:
    """Rotates half the hidden dims of the input (transformers, modeling_llama)."""
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


def rope_half(x: torch.Tensor, inv_freq: torch.Tensor, attention_factor: float = 1.0) -> torch.Tensor:
    """LlamaRotaryEmbedding + apply_rotary_pos_emb on an n × d matrix at positions 0..n−1:
    emb = cat(freqs, freqs); cos, sin = emb.cos()·attention_scaling, emb.sin()·attention_scaling."""
    positions = torch.arange(x.shape[0], dtype=torch.float64)
    freqs = positions[:, None] * inv_freq[None, :]
    emb = torch.cat((freqs, freqs), dim=-1)
    cos, sin = emb.cos() * attention_factor, emb.sin() * attention_factor
    return (x * cos) + (rotate_half(x) * sin)


def rotate_every_two(x: torch.Tensor) -> torch.Tensor:
    """transformers, modeling_gptj: the interleaved pairing (2i, 2i+1)."""
    x1 = x[..., ::2]
    x2 = x[..., 1::2]
    x = torch.stack((-x2, x1), dim=-1)
    return x.flatten(-2)


def rope_interleaved(x: torch.Tensor, inv_freq: torch.Tensor, attention_factor: float = 1.0) -> torch.Tensor:
    """GPT-J's apply_rotary_pos_emb (sin and cos repeated pairwise) at positions 0..n−1."""
    positions = torch.arange(x.shape[0], dtype=torch.float64)
    sinusoid = positions[:, None] * inv_freq[None, :]
    sin = torch.repeat_interleave(sinusoid.sin(), 2, dim=-1) * attention_factor
    cos = torch.repeat_interleave(sinusoid.cos(), 2, dim=-1) * attention_factor
    return (x * cos) + (rotate_every_two(x) * sin)


def plain_inv_freq(dim: int, theta: float) -> torch.Tensor:
    """1 / θ^(arange(0, dim, 2)/dim), in float64."""
    return 1.0 / (theta ** (torch.arange(0, dim, 2, dtype=torch.int64).to(torch.float64) / dim))


# -- scaled inverse frequencies ------------------------------------------------------------------
def hf_config(dim: int, rope_parameters: dict, max_position: int) -> LlamaConfig:
    """The config object ROPE_INIT_FUNCTIONS reads: head_dim, max_position_embeddings and
    rope_parameters (rope_type, rope_theta, factor, original_max_position_embeddings,
    beta_fast, beta_slow; no partial_rotary_factor, so all of head_dim rotates)."""
    return LlamaConfig(hidden_size=2 * dim, num_attention_heads=2, head_dim=dim,
                       max_position_embeddings=max_position, rope_parameters=dict(rope_parameters))


def yarn_float64(dim: int, theta: float, factor: float, original_max: int, beta_fast: float,
                 beta_slow: float, truncate: bool = True) -> tuple[torch.Tensor, dict]:
    """transformers' _compute_yarn_parameters, line for line, in float64 (it computes in float32)."""
    def find_correction_dim(num_rotations, dim, base, max_position_embeddings):
        return (dim * math.log(max_position_embeddings / (num_rotations * 2 * math.pi))) / (2 * math.log(base))

    def find_correction_range(low_rot, high_rot, dim, base, max_position_embeddings, truncate):
        low = find_correction_dim(low_rot, dim, base, max_position_embeddings)
        high = find_correction_dim(high_rot, dim, base, max_position_embeddings)
        if truncate:
            low = math.floor(low)
            high = math.ceil(high)
        return max(low, 0), min(high, dim - 1)

    def linear_ramp_factor(min, max, dim):
        if min == max:
            max += 0.001
        linear_func = (torch.arange(dim, dtype=torch.float64) - min) / (max - min)
        return torch.clamp(linear_func, 0, 1)

    pos_freqs = theta ** (torch.arange(0, dim, 2).to(torch.float64) / dim)
    inv_freq_extrapolation = 1.0 / pos_freqs
    inv_freq_interpolation = 1.0 / (factor * pos_freqs)
    low, high = find_correction_range(beta_fast, beta_slow, dim, theta, original_max, truncate)
    extrapolation_factor = 1 - linear_ramp_factor(low, high, dim // 2)
    inv_freq = (inv_freq_interpolation * (1 - extrapolation_factor)
                + inv_freq_extrapolation * extrapolation_factor)
    return inv_freq, {"low": low, "high": high, "inv_freq_extrapolation_factor": extrapolation_factor.tolist()}


def scaled_rope(dim: int, theta: float, scaling: dict | None) -> tuple[torch.Tensor, float, dict]:
    """The inverse frequencies (float64), the attention factor and what was checked, for a
    positions' "scaling" (None: plain RoPE)."""
    if scaling is None:
        return plain_inv_freq(dim, theta), 1.0, {}
    kind, s = scaling["kind"], float(scaling["factor"])
    if kind == "linear":
        inv_freq = plain_inv_freq(dim, theta) / s
        hf, factor = ROPE_INIT_FUNCTIONS["linear"](
            hf_config(dim, {"rope_type": "linear", "rope_theta": float(theta), "factor": s}, 64), "cpu")
        assert factor == 1.0
        torch.testing.assert_close(inv_freq, hf.to(torch.float64), rtol=1e-6, atol=0)
        return inv_freq, 1.0, {}
    if kind == "ntk":
        theta_ntk = theta * s ** (dim / (dim - 2))
        inv_freq = plain_inv_freq(dim, theta_ntk)
        # transformers' "dynamic": θ·((s·len/max) − (s − 1))^(d/(d−2)); equal to the NTK base at
        # len = max·(2s − 1)/s (here max = 8·s, len = 8·(2s − 1)).
        max_position = 8 * int(s)
        hf, factor = ROPE_INIT_FUNCTIONS["dynamic"](
            hf_config(dim, {"rope_type": "dynamic", "rope_theta": float(theta), "factor": s}, max_position),
            "cpu", seq_len=max_position * (2 * s - 1) / s)
        assert factor == 1.0
        torch.testing.assert_close(inv_freq, hf.to(torch.float64), rtol=1e-6, atol=0)
        return inv_freq, 1.0, {"theta_ntk": theta_ntk}
    if kind == "yarn":
        L = int(scaling["original_max"])
        beta_fast, beta_slow = scaling.get("beta_fast", 32), scaling.get("beta_slow", 1)
        params = {"rope_type": "yarn", "rope_theta": float(theta), "factor": s,
                  "original_max_position_embeddings": L, "beta_fast": beta_fast, "beta_slow": beta_slow}
        cfg = hf_config(dim, params, int(L * s))
        hf, attention_factor = ROPE_INIT_FUNCTIONS["yarn"](cfg, "cpu")
        assert cfg.rope_parameters["original_max_position_embeddings"] == L
        assert "truncate" not in cfg.rope_parameters          # so the function's default (True) applies
        assert attention_factor == 0.1 * math.log(s) + 1.0
        inv_freq, ramp = yarn_float64(dim, float(theta), s, L, beta_fast, beta_slow, truncate=True)
        torch.testing.assert_close(inv_freq, hf.to(torch.float64), rtol=1e-6, atol=0)
        return inv_freq, attention_factor, {"yarn_ramp": ramp}
    raise ValueError(kind)


def check_yarn_factor_one() -> None:
    """YaRN with factor 1 is plain RoPE: same frequencies, attention factor 1."""
    dim, theta = 8, 10000.0
    params = {"rope_type": "yarn", "rope_theta": theta, "factor": 1.0,
              "original_max_position_embeddings": 8, "beta_fast": 32, "beta_slow": 1}
    hf, attention_factor = ROPE_INIT_FUNCTIONS["yarn"](hf_config(dim, params, 8), "cpu")
    assert attention_factor == 1.0
    hf_plain = 1.0 / (theta ** (torch.arange(0, dim, 2, dtype=torch.int64).to(dtype=torch.float32) / dim))
    torch.testing.assert_close(hf, hf_plain, rtol=1e-7, atol=0)
    inv_freq, _ = yarn_float64(dim, theta, 1.0, 8, 32, 1)
    torch.testing.assert_close(inv_freq, plain_inv_freq(dim, theta), rtol=1e-15, atol=0)
    x = torch.tensor(np.random.default_rng(99).uniform(-1, 1, (6, dim)))
    for rope in (rope_half, rope_interleaved):
        torch.testing.assert_close(rope(x, inv_freq, attention_factor), rope(x, plain_inv_freq(dim, theta)),
                                   rtol=1e-14, atol=1e-15)


# -- the model -----------------------------------------------------------------------------------
def t(value) -> torch.Tensor:
    return torch.tensor(value, dtype=torch.float64)


def parameters(session: dict) -> dict[str, torch.Tensor]:
    """Every trainable matrix and vector of the session, by parameter id."""
    out: dict[str, torch.Tensor] = {}
    for h, head in enumerate(session["heads"]):
        for key in ("w_q", "w_k", "w_v", "w_qr"):
            if key in head:
                out[f"heads[{h}].{key}"] = t(head[key])
    if "w_o" in session:
        out["w_o"] = t(session["w_o"])
    if "qk_norm" in session:
        norm = session["qk_norm"]
        width = len(session["heads"][0]["w_q"][0]) * (1 if norm["scope"] == "head" else len(session["heads"]))
        out["qk_norm.g_q"] = t(norm.get("g_q", [1.0] * width))
        out["qk_norm.g_k"] = t(norm.get("g_k", [1.0] * width))
    if "sinks" in session:
        out["sinks"] = t(session["sinks"])
    if "latent" in session:
        latent = session["latent"]
        out["latent.w_dkv"] = t(latent["w_dkv"])
        for h, kv in enumerate(latent["kv"]):
            out[f"latent.kv[{h}].w_uk"] = t(kv["w_uk"])
            out[f"latent.kv[{h}].w_uv"] = t(kv["w_uv"])
        if "rope" in latent:
            out["latent.rope.w_kr"] = t(latent["rope"]["w_kr"])
    return out


def hidden_keys(session: dict, n: int, m: int) -> torch.Tensor:
    """True where causal ∧ window ∧ padding hides key j from query i (before top-k)."""
    mode = session["mode"]
    i = torch.arange(n)[:, None]
    j = torch.arange(m)[None, :]
    hidden = torch.zeros(n, m, dtype=torch.bool)
    if mode == "causal":
        hidden |= j > i
    if "window" in session:
        w = session["window"]
        hidden |= (i - j >= w) if mode == "causal" else ((i - j).abs() >= w)
    for p in session.get("padding", []):
        hidden[:, p] = True
    return hidden


def rms_norm(x: torch.Tensor, g: torch.Tensor, eps: float) -> torch.Tensor:
    return g * x / torch.sqrt((x * x).mean(dim=-1, keepdim=True) + eps)


def elu1(x: torch.Tensor) -> torch.Tensor:
    return F.elu(x) + 1.0


def top_k_kept(logits: torch.Tensor, k: int) -> torch.Tensor:
    """The k largest finite logits of each row (ties: the lower key index wins; a stable
    descending sort keeps equal values in index order)."""
    order = torch.sort(logits, dim=-1, descending=True, stable=True).indices
    kept = torch.zeros_like(logits, dtype=torch.bool)
    for i in range(logits.shape[0]):
        for j in order[i, :k].tolist():
            if math.isfinite(logits[i, j].item()):
                kept[i, j] = True
    return kept


def forward(session: dict, P: dict[str, torch.Tensor], kept: list | None = None) -> dict:
    """The session's attention in float64; ``kept`` (per head, n × m bool) fixes top-k's selection."""
    mode = session["mode"]
    x = t(session["embeddings"])
    src = t(session["source_embeddings"]) if mode == "cross" else x
    n, m = x.shape[0], src.shape[0]
    H = len(session["heads"])
    rec: dict = {}
    hidden = hidden_keys(session, n, m)
    pos = session.get("positions") or {}
    diff = session.get("differential")
    kernel = session.get("kernel")

    # projections
    if "latent" in session:
        latent = session["latent"]
        c = src @ P["latent.w_dkv"]
        rec["latent"] = c
        qs = [x @ P[f"heads[{h}].w_q"] for h in range(H)]
        ks = [c @ P[f"latent.kv[{h}].w_uk"] for h in range(H)]
        vs = [c @ P[f"latent.kv[{h}].w_uv"] for h in range(H)]
        d_k = qs[0].shape[1]
        scale = math.sqrt(d_k)
        rec["q_nope"], rec["k_nope"] = qs, ks
        if "rope" in latent:
            r = int(latent["rope"]["d_r"])
            inv_freq = plain_inv_freq(r, 10000.0)
            k_r = rope_interleaved(src @ P["latent.rope.w_kr"], inv_freq)
            qs = [torch.cat((q, rope_interleaved(x @ P[f"heads[{h}].w_qr"], inv_freq)), dim=-1)
                  for h, q in enumerate(qs)]
            ks = [torch.cat((k, k_r), dim=-1) for k in ks]
            scale = math.sqrt(d_k + r)
            rec["q_rot"], rec["k_rot"] = qs, ks
    else:
        qs = [x @ P[f"heads[{h}].w_q"] for h in range(H)]
        ks = [src @ P[f"heads[{h}].w_k"] for h in range(H)]
        vs = [src @ P[f"heads[{h}].w_v"] for h in range(H)]
        d_k = qs[0].shape[1]
        scale = math.sqrt(d_k // 2 if diff else d_k)

    # QK-norm
    if "qk_norm" in session:
        norm = session["qk_norm"]
        eps = float(norm.get("eps", 1e-6))
        g_q, g_k = P["qk_norm.g_q"], P["qk_norm.g_k"]
        if norm["scope"] == "head":
            qs = [rms_norm(q, g_q, eps) for q in qs]
            ks = [rms_norm(k, g_k, eps) for k in ks]
        else:
            qs = list(rms_norm(torch.cat(qs, dim=-1), g_q, eps).split(d_k, dim=-1))
            ks = list(rms_norm(torch.cat(ks, dim=-1), g_k, eps).split(d_k, dim=-1))
        rec["q_norm"], rec["k_norm"] = qs, ks

    # RoPE (scaled)
    if pos.get("kind") == "rope":
        assert not diff and "latent" not in session
        inv_freq, attention_factor, extra = scaled_rope(d_k, float(pos.get("theta", 10000)), pos.get("scaling"))
        rope = rope_half if pos.get("pairs", "half") == "half" else rope_interleaved
        qs = [rope(q, inv_freq, attention_factor) for q in qs]
        ks = [rope(k, inv_freq, attention_factor) for k in ks]
        rec["q_rot"], rec["k_rot"] = qs, ks
        if "scaling" in pos:
            rec["inv_freq"], rec["attention_factor"] = inv_freq, attention_factor
            rec.update(extra)
    else:
        assert not pos or pos.get("kind") == "alibi"

    i = torch.arange(n)[:, None]
    j = torch.arange(m)[None, :]
    keys = ("weights", "output", "softcapped", "sink_share", "weights_1", "weights_2", "logits")
    for key in keys:
        rec[key] = []
    rec["kept"] = []
    for h in range(H):
        q, k, v = qs[h], ks[h], vs[h]
        if kernel:
            assert kernel == "elu1"
            scores = elu1(q) @ elu1(k).T
            scores = scores.masked_fill(hidden, 0.0)
            a = scores / scores.sum(dim=-1, keepdim=True)
        elif diff:
            d = d_k // 2
            lam = float(diff["lambda"])
            a1 = torch.softmax(((q[:, :d] @ k[:, :d].T) / scale).masked_fill(hidden, -math.inf), dim=-1)
            a2 = torch.softmax(((q[:, d:] @ k[:, d:].T) / scale).masked_fill(hidden, -math.inf), dim=-1)
            rec["weights_1"].append(a1)
            rec["weights_2"].append(a2)
            a = a1 - lam * a2
        else:
            s = (q @ k.T) / scale
            if pos.get("kind") == "alibi":
                slope = 2.0 ** (-8.0 * (h + 1) / H)
                s = s - slope * (i - j).abs().to(torch.float64)
            if "softcap" in session:
                cap = float(session["softcap"])
                s = cap * torch.tanh(s / cap)
                rec["softcapped"].append(s)
            logits = s.masked_fill(hidden, -math.inf)
            if "topk" in session:
                keep = kept[h] if kept is not None else top_k_kept(logits.detach(), int(session["topk"]))
                rec["kept"].append(keep)
                logits = logits.masked_fill(~keep, -math.inf)
            rec["logits"].append(logits)
            if "sinks" in session:
                # gpt-oss: the sink as an extra column, softmax, the column dropped
                sink = P["sinks"][h].reshape(1, 1).expand(n, 1)
                probs = torch.softmax(torch.cat((logits, sink), dim=-1), dim=-1)
                a = probs[:, :-1]
                rec["sink_share"].append(probs[:, -1])
            else:
                a = torch.softmax(logits, dim=-1)
        rec["weights"].append(a)
        rec["output"].append(a @ v)
        rec["v"] = rec.get("v", []) + [v]
    final = torch.cat(rec["output"], dim=-1)
    if "w_o" in P:
        final = final @ P["w_o"]
    rec["final"] = final
    rec["hidden"] = hidden
    rec["q"], rec["k"], rec["scale"] = qs, ks, scale
    return rec


def losses(session: dict, P: dict, kept, z_star: torch.Tensor, target: torch.Tensor | None):
    rec = forward(session, P, kept)
    loss_z = ((rec["final"] - z_star) ** 2).mean()
    if target is None:
        return loss_z, None, rec
    a = rec["weights"][0]
    safe = torch.where(target > 0, a, torch.ones_like(a))
    loss_a = -(target * torch.log(safe)).sum() / target.shape[0]
    return loss_z, loss_a, rec


# -- the cases -----------------------------------------------------------------------------------
YARN8 = {"kind": "yarn", "factor": 4, "original_max": 8, "beta_fast": 32, "beta_slow": 1}
CASES = [
    dict(name="softcap 1.5, causal, alibi", mode="causal", w_scale=2.0, w_o=True,
         tokens=["the", "storm", "broke", "over", "the", "harbour"],
         extra={"positions": {"kind": "alibi"}, "softcap": 1.5}),
    dict(name="qk_norm head scope, rope half, self",
         tokens=["norms", "keep", "queries", "and", "keys", "tame"],
         qk_norm="head", extra={"positions": {"kind": "rope", "theta": 10000, "pairs": "half"}}),
    dict(name="qk_norm all scope, rope interleaved, causal", mode="causal", w_o=True,
         tokens=["one", "norm", "over", "every", "head"],
         qk_norm="all", extra={"positions": {"kind": "rope", "theta": 10000, "pairs": "interleaved"}}),
    dict(name="sinks +0.8 and -1.1, causal", mode="causal", w_o=True,
         tokens=["attention", "can", "rest", "on", "a", "sink"],
         extra={"sinks": [0.8, -1.1]}),
    dict(name="sinks, self, padding key 2",
         tokens=["my", "cat", "<pad>", "sat", "down"],
         extra={"sinks": [-0.4, 1.3], "padding": [2]}),
    dict(name="topk 2, self", w_scale=1.5,
         tokens=["only", "the", "two", "loudest", "keys", "count"],
         extra={"topk": 2}),
    dict(name="topk 3, causal, window 4", mode="causal", w_o=True, w_scale=1.5,
         tokens=["a", "window", "then", "the", "best", "three"],
         extra={"window": 4, "topk": 3}),
    dict(name="differential 0.8, self", differential=True,
         tokens=["noise", "cancels", "between", "two", "maps"],
         extra={"differential": {"lambda": 0.8}}),
    dict(name="differential 0.8, causal", mode="causal", differential=True, w_o=True,
         tokens=["subtract", "one", "softmax", "from", "another", "map"],
         extra={"differential": {"lambda": 0.8}}),
    dict(name="kernel elu1, self",
         tokens=["linear", "attention", "has", "no", "softmax"],
         extra={"kernel": "elu1"}),
    dict(name="kernel elu1, causal", mode="causal", w_o=True,
         tokens=["a", "running", "sum", "of", "keys", "grows"],
         extra={"kernel": "elu1"}),
    dict(name="kernel elu1, cross", mode="cross", m=4,
         tokens=["the", "cat", "is", "black", "tonight"],
         source_tokens=["le", "chat", "est", "noir"],
         extra={"kernel": "elu1"}),
    dict(name="latent d_c 3, self", latent=3, w_o=True,
         tokens=["keys", "and", "values", "from", "one", "latent"]),
    dict(name="latent d_c 3 with rope d_r 2, causal", mode="causal", latent=3, latent_rope=2,
         tokens=["a", "shared", "rotated", "key", "for", "all"]),
    dict(name="rope linear 2, interleaved, self", d_k=8,
         tokens=["positions", "are", "halved", "by", "linear", "scaling"],
         extra={"positions": {"kind": "rope", "theta": 10000, "pairs": "interleaved",
                              "scaling": {"kind": "linear", "factor": 2}}}),
    dict(name="rope ntk 4, half, causal", mode="causal", d_k=8, w_o=True,
         tokens=["a", "larger", "base", "stretches", "slow", "pairs"],
         extra={"positions": {"kind": "rope", "theta": 10000, "pairs": "half",
                              "scaling": {"kind": "ntk", "factor": 4}}}),
    dict(name="rope yarn 4, original_max 8, half, causal", mode="causal", d_k=8, w_o=True,
         tokens=["yarn", "interpolates", "the", "slow", "pairs", "only"],
         notes="YaRN through transformers' ROPE_INIT_FUNCTIONS['yarn'] with its default truncate=True: "
               "the correction range is floored/ceiled, low = max(floor(8·ln(8/(32·2π))/(2·ln 10000)), 0) = 0, "
               "high = ceil(8·ln(8/(1·2π))/(2·ln 10000)) = ceil(0.105) = 1, so the ramp over the 4 pairs is "
               "[0, 1, 1, 1]: pair 0 keeps its frequency (extrapolated), pairs 1, 2, 3 are divided by 4 "
               "(interpolated). Attention factor 0.1·ln 4 + 1 multiplies cos and sin (scores by its square).",
         extra={"positions": {"kind": "rope", "theta": 10000, "pairs": "half", "scaling": YARN8}}),
    dict(name="rope yarn 4, original_max 128, interleaved, self", d_k=8,
         tokens=["one", "pair", "is", "half", "way", "between"],
         notes="YaRN with truncate=True (transformers' default): low = max(floor(8·ln(128/(32·2π))/(2·ln 10000)), 0) "
               "= 0, high = ceil(8·ln(128/(2π))/(2·ln 10000)) = ceil(1.31) = 2, ramp over the 4 pairs "
               "[0, 0.5, 1, 1]: pair 0 extrapolated, pair 1 half-way (inv_freq = (θ^(−2/8)/4 + θ^(−2/8))/2), "
               "pairs 2 and 3 interpolated (÷ 4).",
         extra={"positions": {"kind": "rope", "theta": 10000, "pairs": "interleaved",
                              "scaling": {"kind": "yarn", "factor": 4, "original_max": 128,
                                          "beta_fast": 32, "beta_slow": 1}}}),
    dict(name="combination: causal, qk_norm head, yarn, softcap, sinks, topk 3", mode="causal", w_o=True,
         w_scale=2.0, qk_norm="head",
         tokens=["every", "variant", "in", "one", "small", "head"],
         notes="d_k = 4 (2 pairs): YaRN with truncate=True gives low = 0, high = ceil(4·ln(8/2π)/(2·ln 10000)) = 1, "
               "ramp [0, 1]: pair 0 extrapolated, pair 1 interpolated (÷ 4). The sink logit enters the softmax "
               "as it is (not scaled, biased, capped or subject to top-k); top-k picks among the visible keys "
               "on the capped logits.",
         extra={"positions": {"kind": "rope", "theta": 10000, "pairs": "half", "scaling": YARN8},
                "softcap": 1.5, "sinks": [0.5, -0.7], "topk": 3}),
]


def rounded(rng: np.random.Generator, *shape: int, scale: float = 1.0) -> list:
    return np.round(rng.uniform(-scale, scale, shape), 2).tolist()


def make_session(case: dict, seed: int) -> dict:
    rng = np.random.default_rng(1000 + seed)
    tokens = case["tokens"]
    n, d = len(tokens), case.get("d_model", 6)
    d_k, d_v, H = case.get("d_k", 4), case.get("d_v", 3), case.get("heads", 2)
    ws = case.get("w_scale", 1.0)
    out = {"format": "attention-explorer/session", "version": 4, "mode": case.get("mode", "self"),
           "tokens": list(tokens), "embeddings": rounded(rng, n, d)}
    if out["mode"] == "cross":
        out["source_tokens"] = list(case["source_tokens"])
        out["source_embeddings"] = rounded(rng, len(case["source_tokens"]), d)
    heads = []
    if "latent" in case:
        d_c, r = case["latent"], case.get("latent_rope")
        for _ in range(H):
            head = {"w_q": rounded(rng, d, d_k, scale=ws)}
            if r:
                head["w_qr"] = rounded(rng, d, r, scale=ws)
            heads.append(head)
        latent = {"w_dkv": rounded(rng, d, d_c, scale=ws),
                  "kv": [{"w_uk": rounded(rng, d_c, d_k, scale=ws), "w_uv": rounded(rng, d_c, d_v, scale=ws)}
                         for _ in range(H)]}
        if r:
            latent["rope"] = {"d_r": r, "w_kr": rounded(rng, d, r, scale=ws)}
    else:
        for _ in range(H):
            heads.append({"w_q": rounded(rng, d, d_k, scale=ws), "w_k": rounded(rng, d, d_k, scale=ws),
                          "w_v": rounded(rng, d, d_v, scale=ws)})
    out["heads"] = heads
    if case.get("w_o"):
        out["w_o"] = rounded(rng, H * d_v, d)
    out.update(case.get("extra", {}))
    if "qk_norm" in case:
        width = d_k if case["qk_norm"] == "head" else H * d_k
        out["qk_norm"] = {"scope": case["qk_norm"], "eps": 1e-6,
                          "g_q": np.round(rng.uniform(0.5, 1.5, width), 2).tolist(),
                          "g_k": np.round(rng.uniform(0.5, 1.5, width), 2).tolist()}
    if "latent" in case:
        out["latent"] = latent
    return out


def as_list(value):
    if isinstance(value, torch.Tensor):
        return value.detach().tolist()
    if isinstance(value, (list, tuple)):
        return [as_list(item) for item in value]
    return value


def self_checks(case: dict, session: dict, rec: dict, P: dict) -> None:
    n = len(session["tokens"])
    H = len(session["heads"])
    for h in range(H):
        a = rec["weights"][h]
        if "differential" in session:
            ones = torch.ones(n)
            torch.testing.assert_close(rec["weights_1"][h].sum(-1), ones, rtol=0, atol=1e-14)
            torch.testing.assert_close(rec["weights_2"][h].sum(-1), ones, rtol=0, atol=1e-14)
            lam = session["differential"]["lambda"]
            torch.testing.assert_close(a.sum(-1), ones * (1 - lam), rtol=0, atol=1e-14)
        elif "sinks" in session:
            torch.testing.assert_close(a.sum(-1), 1 - rec["sink_share"][h], rtol=0, atol=1e-14)
            assert (rec["sink_share"][h] > 0).all()
        else:
            torch.testing.assert_close(a.sum(-1), torch.ones(n), rtol=0, atol=1e-14)
        assert (a[rec["hidden"]] == 0).all()
        if "topk" in session:
            kept = rec["kept"][h]
            assert (kept.sum(-1) == torch.clamp((~rec["hidden"]).sum(-1), max=session["topk"])).all()
            assert (a[~kept] == 0).all()
        # softmax cases: the output as torch's scaled_dot_product_attention makes it
        if not any(key in session for key in ("differential", "kernel", "sinks", "softcap", "topk")):
            mask = torch.zeros_like(a).masked_fill(rec["hidden"], -math.inf)
            if (session.get("positions") or {}).get("kind") == "alibi":
                continue
            sdpa = F.scaled_dot_product_attention(rec["q"][h][None, None], rec["k"][h][None, None],
                                                  rec["v"][h][None, None], attn_mask=mask[None, None],
                                                  scale=1.0 / rec["scale"])[0, 0]
            torch.testing.assert_close(sdpa, rec["output"][h], rtol=1e-13, atol=1e-14)
    if "softcap" in session:
        cap = session["softcap"]
        raw = max((rec["softcapped"][h].abs().max().item()) for h in range(H))
        assert raw > 0.8 * cap, f"{case['name']}: soft-cap barely bends ({raw})"
    if "latent" in session:
        # the absorbed form: (q·W_UKᵀ)·cᵀ = q·kᵀ
        c = rec["latent"]
        for h in range(H):
            w_uk = P[f"latent.kv[{h}].w_uk"]
            q = rec["q_nope"][h]
            torch.testing.assert_close((q @ w_uk.T) @ c.T, q @ rec["k_nope"][h].T, rtol=1e-13, atol=1e-14)
            if "rope" in session["latent"]:
                d_k = q.shape[1]
                full = rec["q_rot"][h] @ rec["k_rot"][h].T
                absorbed = (q @ w_uk.T) @ c.T + rec["q_rot"][h][:, d_k:] @ rec["k_rot"][h][:, d_k:].T
                torch.testing.assert_close(absorbed, full, rtol=1e-13, atol=1e-14)
    if session.get("kernel") == "elu1" and session["mode"] == "causal":
        # the recurrent form of causal linear attention
        for h in range(H):
            phq, phk, v = elu1(rec["q"][h]), elu1(rec["k"][h]), rec["v"][h]
            state = torch.zeros(phk.shape[1], v.shape[1])
            z = torch.zeros(phk.shape[1])
            rows = []
            for i in range(n):
                state = state + torch.outer(phk[i], v[i])
                z = z + phk[i]
                rows.append((phq[i] @ state) / (phq[i] @ z))
            torch.testing.assert_close(torch.stack(rows), rec["output"][h], rtol=1e-13, atol=1e-14)


def reference(case: dict, session: dict) -> dict:
    rng = np.random.default_rng(5000 + len(case["name"]) * 31 + sum(map(ord, case["name"])))
    P = parameters(session)
    rec = forward(session, P)
    self_checks(case, session, rec, P)
    kept = rec["kept"] or None
    n, m = rec["weights"][0].shape
    d_out = rec["final"].shape[1]
    z_star = t(rounded(rng, n, d_out))
    differential = "differential" in session
    target = None
    if not differential:
        visible = ~rec["hidden"]
        if kept is not None:
            visible = visible & kept[0]
        raw = torch.tensor(rng.uniform(0.1, 1.0, (n, m))) * visible
        target = raw / raw.sum(-1, keepdim=True)
        assert (target.sum(-1) - 1).abs().max() < 1e-14

    names = list(P)
    leaves = {name: P[name].clone().requires_grad_(True) for name in names}
    loss_z, loss_a, _ = losses(session, leaves, kept, z_star, target)
    grads_z = torch.autograd.grad(loss_z, [leaves[k] for k in names], allow_unused=True, retain_graph=True)
    loss = {"z_star": z_star.tolist(), "head": 0, "loss_output": loss_z.item(),
            "grads_output": {k: (g if g is not None else torch.zeros_like(P[k])).tolist()
                             for k, g in zip(names, grads_z)}}
    if target is not None:
        grads_a = torch.autograd.grad(loss_a, [leaves[k] for k in names], allow_unused=True)
        loss["target_weights"] = target.tolist()
        loss["loss_weights"] = loss_a.item()
        loss["grads_weights"] = {k: (g if g is not None else torch.zeros_like(P[k])).tolist()
                                 for k, g in zip(names, grads_a)}

    # finite differences
    def objective(*values):
        params = dict(zip(names, values))
        lz, la, _ = losses(session, params, kept, z_star, target)
        return (lz, la) if la is not None else lz
    assert torch.autograd.gradcheck(objective, tuple(P[k].clone().requires_grad_(True) for k in names),
                                    eps=1e-6, atol=1e-7, rtol=1e-5)

    expected: dict = {"weights": as_list(rec["weights"]), "output": as_list(rec["output"]),
                      "final": as_list(rec["final"])}
    for key in ("q_norm", "k_norm", "softcapped", "sink_share", "weights_1", "weights_2",
                "latent", "q_rot", "k_rot", "inv_freq", "attention_factor", "yarn_ramp"):
        if key in rec and not (isinstance(rec[key], list) and not rec[key]):
            expected[key] = as_list(rec[key])
    if kept is not None:
        expected["topk_kept"] = [[torch.nonzero(row).flatten().tolist() for row in kh] for kh in kept]
    expected["loss"] = loss
    return expected


def main() -> None:
    check_yarn_factor_one()
    cases = []
    for seed, case in enumerate(CASES):
        text = json.dumps(make_session(case, seed))
        session = json.loads(text)                     # the numbers exactly as the file holds them
        entry = {"name": case["name"]}
        if "notes" in case:
            entry["notes"] = case["notes"]
        entry["session"] = session
        entry["expected"] = reference(case, session)
        cases.append(entry)
    made_with = {"torch": torch.__version__, "transformers": transformers.__version__,
                 "numpy": np.__version__, "python": platform.python_version(),
                 "dtype": "float64, CPU", "script": "tests/data/record_variants_v4_reference.py"}
    OUT.write_text(json.dumps({"made_with": made_with, "cases": cases}, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT} ({len(cases)} cases, {OUT.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
