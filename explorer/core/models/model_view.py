"""Every layer's and head's attention of an imported model for one sentence.

One forward pass through all layers, per family, with that family's own
loading and arithmetic — :mod:`explorer.core.models.bert` for a BERT-family folder,
:mod:`explorer.core.models.gguf_model` and :mod:`explorer.core.models.llama_forward` for a
Llama-family GGUF file — so a thumbnail of the model view is exactly the
weights that importing that head gives. Each layer's heads × n × n weights
are kept (the memory for all of them is checked first). Also the
attention-sink rule: the share of a head's weight that lands on the first
token, averaged over the queries. NumPy only; no torch.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from explorer.core.models.bert_config import ModelError
from explorer.core.io.budget import check_bytes
from explorer.core.session import SessionError
from explorer.core.wording import translate

#: A head whose mean weight on the first token is at least this is marked as an attention sink (by default).
SINK_SHARE = 0.5

Progress = Callable[[int, int], None]
Stop = Callable[[], bool]


class Cancelled(Exception):
    """The person cancelled the forward pass (checked between layers)."""


@dataclass(frozen=True, eq=False)
class ModelAttention:
    """All heads of all layers for one sentence: ``weights`` is layers × heads × n × n (float32)."""

    name: str
    #: "bert" (a folder) or "gguf" (a file): which import opens one of its heads.
    kind: str
    #: The folder or file, resolved.
    path: str
    sentence: str
    tokens: tuple[str, ...]
    weights: np.ndarray
    #: A decoder's heads see only the keys up to their query (the cells after it are masked).
    causal: bool = False

    @property
    def layers(self) -> int:
        return int(self.weights.shape[0])

    @property
    def heads(self) -> int:
        return int(self.weights.shape[1])

    def head(self, layer: int, head: int) -> np.ndarray:
        """n × n weights of ``head`` in ``layer`` (both 0-based)."""
        return self.weights[layer, head]


def _budget(name: str, layers: int, heads: int, n: int) -> None:
    try:
        check_bytes(translate("ModelView", "the attention of {model}'s {layers} layers × {heads} heads for {count} "
                                           "tokens").format(model=name, layers=layers, heads=heads, count=n),
                    4 * layers * heads * n * n)
    except SessionError as err:
        raise ModelError(str(err)) from None


def _step(done: int, total: int, progress: Progress | None, stop: Stop | None) -> None:
    if progress is not None:
        progress(done, total)
    if stop is not None and stop():
        raise Cancelled()


def _bert(folder: Path, sentence: str, progress: Progress | None, stop: Stop | None
          ) -> tuple[tuple[str, ...], np.ndarray, bool]:
    from explorer.core.models import bert
    from explorer.core.models.bert_config import read_config
    from explorer.core.models.tensors import TensorError, TensorFile

    missing = bert.extra_missing()
    if missing:
        raise ModelError(missing)
    if not folder.is_dir():
        raise ModelError(translate("ModelView", "{path}: not a folder").format(path=folder))
    config = read_config(folder)
    path = folder / bert.WEIGHTS
    if not path.exists():
        raise ModelError(translate("ModelView", "{path}: missing (a model folder needs {config}, {weights} and "
                                                "{tokenizer})").format(
            path=path, config=bert.CONFIG, weights=bert.WEIGHTS, tokenizer=bert.TOKENIZER))
    encoded = bert.encode(folder, sentence, config)
    n = int(encoded.ids.size)
    bert._check_budget(config, n, config.layers - 1)
    _budget(config.name, config.layers, config.heads, n)
    out = np.empty((config.layers, config.heads, n, n), dtype=np.float32)
    try:
        handle_cm = TensorFile(path)
    except TensorError as err:
        raise ModelError(str(err)) from None
    with handle_cm as handle:
        weights = bert._Weights(path, handle, config)
        x = bert._embed(weights, encoded)
        _step(0, config.layers, progress, stop)
        for i in range(config.layers):
            layer = bert._read_layer(weights, i)
            # The very function bert.attention_weights uses: the thumbnails are the imported heads.
            out[i] = bert._attention_probs(x, layer, config, encoded.mask)[0]
            if i + 1 < config.layers:
                x = bert._run_layer(x, layer, config, encoded.mask)
            _step(i + 1, config.layers, progress, stop)
    return encoded.tokens, out, False


def _llama(path: Path, sentence: str, progress: Progress | None, stop: Stop | None
           ) -> tuple[tuple[str, ...], np.ndarray, bool]:
    from explorer.core.models import gguf_model
    from explorer.core.models.gguf_tokenizer import MAX_TOKENS, encode
    from explorer.core.models.llama_forward import run_block

    gguf = gguf_model.open_model(path)
    c = gguf.config
    encoded = encode(gguf, sentence, MAX_TOKENS)
    n = int(encoded.ids.size)
    gguf_model.check_budget(c, n, translate("ModelView", "every layer"))
    _budget(c.name, c.layers, c.heads, n)
    out = np.empty((c.layers, c.heads, n, n), dtype=np.float32)
    x = gguf_model.embed(gguf, encoded.ids)
    _step(0, c.layers, progress, stop)
    for i in range(c.layers):
        # run_block hands back the weights its attention used: the same arithmetic
        # as gguf_model.attention_weights, once per layer.
        x, out[i] = run_block(x, gguf_model.read_layer(gguf, i), c)
        _step(i + 1, c.layers, progress, stop)
    if not np.isfinite(out).all():
        raise ModelError(translate("ModelView", "{path}: the attention weights are not finite (a damaged file?)").format(
            path=gguf.path))
    return encoded.tokens, out, True


def model_attention(model: str | Path, sentence: str, progress: Progress | None = None,
                    stop: Stop | None = None) -> ModelAttention:
    """Tokenize ``sentence``, run every layer of ``model`` (a BERT folder, a GGUF
    file or an installed model's name), keep every head's weights.

    ``progress(done, layers)`` is called from the calling thread once the model
    is open (0) and after each layer; when ``stop()`` turns true the run ends
    there with :class:`Cancelled`. A :class:`~explorer.core.models.bert_config.ModelError`
    with one line naming the file, tensor or limit when it cannot be done
    (missing extra, bad folder, too many tokens, over the memory budget).
    """
    from explorer.core.models.installed import resolve

    found = resolve(model)
    run = _llama if found.kind == "gguf" else _bert
    tokens, weights, causal = run(Path(found.path), sentence, progress, stop)
    weights.setflags(write=False)
    return ModelAttention(found.name, found.kind, str(Path(found.path).resolve()),
                          sentence, tokens, weights, causal)


def sink_shares(weights: np.ndarray) -> np.ndarray:
    """The mean weight on the first key over all queries, per head: ``weights``
    is (…, n, m); returns (…) in [0, 1]."""
    return np.asarray(weights, dtype=np.float64)[..., :, 0].mean(axis=-1)


def sinks(weights: np.ndarray, threshold: float = SINK_SHARE) -> np.ndarray:
    """Boolean (…): the heads that put at least ``threshold`` of their weight on the first token."""
    return sink_shares(weights) >= threshold
