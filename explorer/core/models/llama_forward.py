"""The arithmetic of a Llama-family decoder layer in float32 NumPy.

RMSNorm, RoPE on interleaved pairs (2i, 2i + 1: llama.cpp stores W_Q and W_K
permuted for that convention, so the file's own rows need no un-permuting),
grouped-query causal attention, the SwiGLU MLP and the residual adds. Weights
are out × in, as the file (and torch) store a linear map: y = x · Wᵀ.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from explorer.core.models.gguf_file import LlamaConfig
from explorer.core.attention.positions import pair_indices, rope_angles

_F32 = np.float32


@dataclass(frozen=True)
class LlamaLayer:
    """One block's dequantized weights (float32, out × in)."""

    attn_norm: np.ndarray
    q: np.ndarray
    k: np.ndarray
    v: np.ndarray
    o: np.ndarray
    ffn_norm: np.ndarray
    gate: np.ndarray
    up: np.ndarray
    down: np.ndarray

    @property
    def nbytes(self) -> int:
        return sum(a.nbytes for a in (self.attn_norm, self.q, self.k, self.v, self.o, self.ffn_norm,
                                      self.gate, self.up, self.down))


def layer_bytes(c: LlamaConfig) -> int:
    """float32 bytes of one block's weights."""
    kv = c.kv_heads * c.d_head
    return 4 * (2 * c.hidden + 2 * c.hidden * c.hidden + 2 * kv * c.hidden + 3 * c.hidden * c.intermediate)


def rms_norm(x: np.ndarray, weight: np.ndarray, eps: float) -> np.ndarray:
    # eps as float32: a float64 NumPy scalar would turn the layer float64.
    return x / np.sqrt((x * x).mean(axis=-1, keepdims=True) + _F32(eps)) * weight


def rope(x: np.ndarray, theta: float) -> np.ndarray:
    """heads × n × d rows turned by their positions' angles, pairs (2i, 2i + 1)."""
    n, d = x.shape[-2], x.shape[-1]
    angles = rope_angles(n, d, theta)
    cos, sin = np.cos(angles).astype(_F32), np.sin(angles).astype(_F32)
    first, second = pair_indices(d, "interleaved")
    a, b = x[..., first], x[..., second]
    out = np.empty_like(x)
    out[..., first] = a * cos - b * sin
    out[..., second] = b * cos + a * sin
    return out


def attention(h: np.ndarray, layer: LlamaLayer, c: LlamaConfig) -> tuple[np.ndarray, np.ndarray]:
    """(weights heads × n × n, head outputs heads × n × d_head) of the normed input ``h``."""
    n, d = h.shape[0], c.d_head
    q = rope((h @ layer.q.T).reshape(n, c.heads, d).transpose(1, 0, 2), c.theta)
    k = rope((h @ layer.k.T).reshape(n, c.kv_heads, d).transpose(1, 0, 2), c.theta)
    v = (h @ layer.v.T).reshape(n, c.kv_heads, d).transpose(1, 0, 2)
    # Query head j reads KV head j // (heads / kv_heads).
    k, v = np.repeat(k, c.group_size, axis=0), np.repeat(v, c.group_size, axis=0)
    scores = q @ k.transpose(0, 2, 1) / _F32(math.sqrt(d))
    scores = np.where(np.tri(n, dtype=bool)[None], scores, _F32(-np.inf))
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    probs = e / e.sum(axis=-1, keepdims=True)
    return probs, probs @ v


def silu(x: np.ndarray) -> np.ndarray:
    return x / (_F32(1) + np.exp(-x))


def run_block(x: np.ndarray, layer: LlamaLayer, c: LlamaConfig) -> tuple[np.ndarray, np.ndarray]:
    """(the block's output n × hidden, its attention weights heads × n × n): the model
    view keeps the weights the block used instead of computing them a second time."""
    n = x.shape[0]
    probs, heads_out = attention(rms_norm(x, layer.attn_norm, c.eps), layer, c)
    x = x + heads_out.transpose(1, 0, 2).reshape(n, c.hidden) @ layer.o.T
    h = rms_norm(x, layer.ffn_norm, c.eps)
    return x + (silu(h @ layer.gate.T) * (h @ layer.up.T)) @ layer.down.T, probs


def run_layer(x: np.ndarray, layer: LlamaLayer, c: LlamaConfig) -> np.ndarray:
    """The block: x + attention(RMSNorm(x)), then + SwiGLU(RMSNorm(·))."""
    return run_block(x, layer, c)[0]
