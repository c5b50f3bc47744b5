"""Every layer's and head's attention of an imported BERT-family model for one sentence.

One forward pass through all layers with the loading and arithmetic of
:mod:`explorer.core.bert` (the same float32 NumPy code that imports one head,
so a thumbnail of the model view is exactly that head's weights), keeping
each layer's heads × n × n weights. Also the attention-sink rule: the share
of a head's weight that lands on the first token, averaged over the queries.
NumPy only; no torch.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from explorer.core import bert
from explorer.core.bert_config import Config, ModelError, read_config
from explorer.core.budget import check_bytes
from explorer.core.session import SessionError
from explorer.core.tensors import TensorError, TensorFile

#: A head whose mean weight on the first token is at least this is marked as an attention sink.
SINK_SHARE = 0.5


@dataclass(frozen=True, eq=False)
class ModelAttention:
    """All heads of all layers for one sentence: ``weights`` is layers × heads × n × n (float32)."""

    config: Config
    folder: str
    sentence: str
    tokens: tuple[str, ...]
    weights: np.ndarray

    @property
    def layers(self) -> int:
        return int(self.weights.shape[0])

    @property
    def heads(self) -> int:
        return int(self.weights.shape[1])

    def head(self, layer: int, head: int) -> np.ndarray:
        """n × n weights of ``head`` in ``layer`` (both 0-based)."""
        return self.weights[layer, head]


def model_attention(folder: str | Path, sentence: str) -> ModelAttention:
    """Tokenize ``sentence``, run every layer, keep every head's weights.

    A :class:`~explorer.core.bert_config.ModelError` with one line naming the
    file, tensor or limit when it cannot be done (missing extra, bad folder,
    too many tokens, over the memory budget).
    """
    missing = bert.extra_missing()
    if missing:
        raise ModelError(missing)
    folder = Path(folder)
    if not folder.is_dir():
        raise ModelError(f"{folder}: not a folder")
    config = read_config(folder)
    path = folder / bert.WEIGHTS
    if not path.exists():
        raise ModelError(f"{path}: missing (a model folder needs {bert.CONFIG}, {bert.WEIGHTS} and {bert.TOKENIZER})")
    encoded = bert.encode(folder, sentence, config)
    n = int(encoded.ids.size)
    bert._check_budget(config, n, config.layers - 1)
    try:
        check_bytes(f"the attention of {config.layers} layers × {config.heads} heads for {n} tokens",
                    4 * config.layers * config.heads * n * n)
    except SessionError as err:
        raise ModelError(str(err)) from None
    out = np.empty((config.layers, config.heads, n, n), dtype=np.float32)
    try:
        handle_cm = TensorFile(path)
    except TensorError as err:
        raise ModelError(str(err)) from None
    with handle_cm as handle:
        weights = bert._Weights(path, handle, config)
        x = bert._embed(weights, encoded)
        for i in range(config.layers):
            layer = bert._read_layer(weights, i)
            # The very function bert.attention_weights uses: the thumbnails are the imported heads.
            out[i] = bert._attention_probs(x, layer, config, encoded.mask)[0]
            if i + 1 < config.layers:
                x = bert._run_layer(x, layer, config, encoded.mask)
    out.setflags(write=False)
    return ModelAttention(config, str(folder.resolve()), sentence, encoded.tokens, out)


def sink_shares(weights: np.ndarray) -> np.ndarray:
    """The mean weight on the first key over all queries, per head: ``weights``
    is (…, n, m); returns (…) in [0, 1]."""
    return np.asarray(weights, dtype=np.float64)[..., :, 0].mean(axis=-1)


def sinks(weights: np.ndarray, threshold: float = SINK_SHARE) -> np.ndarray:
    """Boolean (…): the heads that put at least ``threshold`` of their weight on the first token."""
    return sink_shares(weights) >= threshold
