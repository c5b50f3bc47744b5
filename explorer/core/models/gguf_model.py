"""One head of a Llama-family decoder in a GGUF file, as a session (NumPy only, no torch).

:func:`import_head` tokenizes a sentence with the file's own tokenizer, runs
the token embeddings and blocks 0 … L−1 in float32 NumPy
(:mod:`explorer.core.models.llama_forward`), and returns a causal session whose X is
block L's attention input (after its RMSNorm), with W_Q of query head h and
W_K, W_V of the KV head it shares, and RoPE settings
``{"kind": "rope", "theta": llama.rope.freq_base, "pairs": "interleaved"}``.
From there the app's own pipeline computes that head step by step.

Dequantized blocks are kept in a small cache (:data:`CACHE_BYTES`) so that the
next head or layer of the same file does not dequantize the blocks below again.
Layers and heads are 0-based here; the dialog and the command count from 1.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from explorer.core.models.bert_config import ModelError
from explorer.core.io.budget import check_bytes, format_bytes
from explorer.core.models.gguf_file import GGUFFile, LlamaConfig, extra_missing
from explorer.core.models.gguf_tokenizer import MAX_TOKENS, Encoded, encode
from explorer.core.models.llama_forward import (
    LlamaLayer,
    attention,
    layer_bytes,
    rms_norm,
    run_layer,
)
from explorer.core.session import Head, Session, SessionError
from explorer.core.attention.variants import Positions
from explorer.core.wording import translate

__all__ = ["CACHE_BYTES", "Forward", "ModelError", "attention_weights", "forward", "head_outputs",
           "import_head", "open_model"]

#: The most dequantized block weights kept between imports (SmolLM2-135M: 12.8 MiB a block).
CACHE_BYTES = 256 * 2**20

Progress = Callable[[int, int], None]

_cache: OrderedDict[tuple, LlamaLayer] = OrderedDict()
_cache_lock = threading.Lock()


def open_model(path: str | Path) -> GGUFFile:
    """The file, its settings read and checked (ModelError otherwise); opened
    once per path, size and modification time (parsing SmolLM2's 49 152-token
    vocabulary takes seconds)."""
    missing = extra_missing()
    if missing:
        raise ModelError(missing)
    path = Path(path)
    try:
        stat = path.stat()
    except OSError as err:
        raise ModelError(translate("GgufModel", "{path}: cannot be read ({reason})").format(
            path=path, reason=err.strerror or err)) from None
    return _open(str(path.resolve()), stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=2)
def _open(path: str, mtime_ns: int, size: int) -> GGUFFile:
    return GGUFFile(path)


def _key(gguf: GGUFFile, i: int) -> tuple:
    stat = gguf.path.stat()
    return (str(gguf.path.resolve()), stat.st_mtime_ns, stat.st_size, i)


def read_layer(gguf: GGUFFile, i: int) -> LlamaLayer:
    """Block ``i``'s weights, dequantized (or from the cache)."""
    key = _key(gguf, i)
    with _cache_lock:
        if key in _cache:
            _cache.move_to_end(key)
            return _cache[key]
    c = gguf.config
    h, kv, inner = c.hidden, c.kv_heads * c.d_head, c.intermediate
    base = f"blk.{i}."
    layer = LlamaLayer(
        attn_norm=gguf.get(base + "attn_norm.weight", (h,)), q=gguf.get(base + "attn_q.weight", (h, h)),
        k=gguf.get(base + "attn_k.weight", (kv, h)), v=gguf.get(base + "attn_v.weight", (kv, h)),
        o=gguf.get(base + "attn_output.weight", (h, h)), ffn_norm=gguf.get(base + "ffn_norm.weight", (h,)),
        gate=gguf.get(base + "ffn_gate.weight", (inner, h)), up=gguf.get(base + "ffn_up.weight", (inner, h)),
        down=gguf.get(base + "ffn_down.weight", (h, inner)))
    with _cache_lock:
        # One file at a time; and the lowest blocks first, never evicted for
        # higher ones: every run goes through blocks 0, 1, … in order, so an LRU
        # smaller than the model would evict each block just before it is needed.
        for other in [k for k in _cache if k[:3] != key[:3]]:
            del _cache[other]
        if sum(v.nbytes for v in _cache.values()) + layer.nbytes <= CACHE_BYTES:
            _cache[key] = layer
    return layer


def clear_cache() -> None:
    """Forget the dequantized blocks and the open files."""
    with _cache_lock:
        _cache.clear()
    _open.cache_clear()


def check_budget(c: LlamaConfig, n: int, what: str) -> None:
    """ModelError when two blocks' weights (one in use, one being dequantized),
    the cache and the activations of ``n`` tokens would not fit the budget."""
    activations = 4 * n * (4 * c.hidden + 2 * c.intermediate) + 4 * 3 * c.heads * n * n
    needs = 2 * layer_bytes(c) + CACHE_BYTES + activations
    try:
        check_bytes(translate("GgufModel", "{what} of {model} ({layers} layers, d_model {d_model}) for {count} tokens "
                                           "(with a {cache} cache of dequantized layers)").format(
            what=what, model=c.name, layers=c.layers, d_model=c.hidden, count=n, cache=format_bytes(CACHE_BYTES)),
                    needs)
    except SessionError as err:
        raise ModelError(str(err)) from None


@dataclass(frozen=True)
class Forward:
    """One run up to a layer: the tokens, that block's attention input (normed) and weights."""

    gguf: GGUFFile
    encoded: Encoded
    layer_input: np.ndarray
    layer: LlamaLayer
    index: int

    @property
    def config(self) -> LlamaConfig:
        return self.gguf.config


def embed(gguf: GGUFFile, ids: np.ndarray) -> np.ndarray:
    c = gguf.config
    # Only the sentence's rows are dequantized (the whole table is 108 MiB as float32).
    return gguf.get("token_embd.weight", (c.vocab, c.hidden), rows=ids)


def forward(path: str | Path, sentence: str, layer: int, progress: Progress | None = None,
            limit: int = MAX_TOKENS) -> Forward:
    """Tokenize ``sentence`` and run the decoder up to (not through) block ``layer``.
    ``progress(done, total)`` is called after each block (from the calling thread)."""
    gguf = open_model(path)
    c = gguf.config
    if not 0 <= layer < c.layers:
        raise ModelError(translate("GgufModel", "layer {layer} does not exist: the model has layers 0 to {last}").format(
            layer=layer, last=c.layers - 1))
    encoded = encode(gguf, sentence, limit)
    check_budget(c, int(encoded.ids.size), translate("GgufModel", "layer {layer}").format(layer=layer))
    x = embed(gguf, encoded.ids)
    for i in range(layer):
        x = run_layer(x, read_layer(gguf, i), c)
        if progress is not None:
            progress(i + 1, layer + 1)
    target = read_layer(gguf, layer)
    normed = rms_norm(x, target.attn_norm, c.eps)
    if progress is not None:
        progress(layer + 1, layer + 1)
    assert normed.dtype == np.float32, normed.dtype  # a float64 scalar slipped in somewhere
    if not np.isfinite(normed).all():
        raise ModelError(translate("GgufModel", "{path}: layer {layer}'s input is not finite (a damaged file?)").format(
            path=gguf.path, layer=layer))
    return Forward(gguf, encoded, normed, target, layer)


def attention_weights(path: str | Path, sentence: str, layer: int) -> np.ndarray:
    """All query heads' weights of ``layer`` (heads × n × n, float32), by the forward pass's own code."""
    run = forward(path, sentence, layer)
    return attention(run.layer_input, run.layer, run.config)[0]


def head_outputs(path: str | Path, sentence: str, layer: int) -> np.ndarray:
    """All query heads' outputs of ``layer`` (heads × n × d_head): o_proj's input, head by head."""
    run = forward(path, sentence, layer)
    return attention(run.layer_input, run.layer, run.config)[1]


def session_of(run: Forward, head: int, sentence: str) -> Session:
    """The causal one-head session of query head ``head`` of the run's layer."""
    c = run.config
    if not 0 <= head < c.heads:
        raise ModelError(translate("GgufModel", "head {head} does not exist: layer {layer} has heads 0 to {last}").format(
            head=head, layer=run.index, last=c.heads - 1))
    d = c.d_head
    group = head // c.group_size
    rows, kv_rows = slice(head * d, (head + 1) * d), slice(group * d, (group + 1) * d)
    # Stored out × in; the session's maps are d_model × d_k (x · W). float32 → float64 is exact.
    return Session(
        mode="causal",
        tokens=run.encoded.tokens,
        embeddings=run.layer_input,
        heads=(Head(run.layer.q[rows].T, run.layer.k[kv_rows].T, run.layer.v[kv_rows].T),),
        positions=Positions("rope", theta=c.theta, pairs="interleaved"),
        extras={"model": {"name": c.name, "file": str(run.gguf.path.resolve()), "sentence": sentence,
                          "layer": run.index, "head": head, "layers": c.layers, "heads": c.heads,
                          "kv_heads": c.kv_heads, "kv_group": group,
                          "token_ids": [int(i) for i in run.encoded.ids]}},
    )


def import_head(path: str | Path, sentence: str, layer: int, head: int, progress: Progress | None = None) -> Session:
    """A causal session: the sentence's tokens, block ``layer``'s normed input as X,
    W_Q of query head ``head``, W_K and W_V of its KV group, RoPE on interleaved pairs."""
    gguf = open_model(path)
    if not 0 <= head < gguf.config.heads:
        raise ModelError(translate("GgufModel", "head {head} does not exist: the model has heads 0 to {last}").format(
            head=head, last=gguf.config.heads - 1))
    return session_of(forward(path, sentence, layer, progress), head, sentence)
