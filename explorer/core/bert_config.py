"""A BERT-family model folder's config.json: what the encoder needs, checked.

Only a regular, small file is read; nesting is bounded and duplicate keys are
refused (:func:`explorer.core.tensors.parse_config_json`); every size must be a
positive whole number and ``layer_norm_eps`` a positive finite number.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from explorer.core.budget import read_regular_file
from explorer.core.session import SessionError
from explorer.core.tensors import TensorError, parse_config_json

CONFIG = "config.json"
WEIGHTS = "model.safetensors"
TOKENIZER = "tokenizer.json"
#: model_type values whose checkpoints use BERT's tensor names and embeddings.
#: (RoBERTa shares the names but offsets its position ids, so it is not here.)
SUPPORTED_TYPES = ("bert",)
#: A config.json is a few KiB.
MAX_CONFIG_BYTES = 16 * 2**20

class ModelError(ValueError):
    """A model folder that cannot be imported; ``str(err)`` is one line."""


@dataclass(frozen=True)
class Config:
    """The parts of config.json the encoder needs."""

    model_type: str
    name: str
    hidden: int
    layers: int
    heads: int
    intermediate: int
    vocab: int
    max_positions: int
    type_vocab: int
    eps: float

    @property
    def d_head(self) -> int:
        return self.hidden // self.heads


def read_config(folder: str | Path) -> Config:
    path = Path(folder) / CONFIG
    if not path.exists():
        raise ModelError(f"{path}: missing (a model folder needs {CONFIG}, {WEIGHTS} and {TOKENIZER})")
    try:
        # A regular file only (a FIFO would hang the dialog), and small.
        text = read_regular_file(path, MAX_CONFIG_BYTES).decode("utf-8")
    except SessionError as err:
        raise ModelError(f"{path}: {err.detail}") from None
    except UnicodeDecodeError as err:
        raise ModelError(f"{path}: cannot be read as JSON (not UTF-8 text, byte {err.start})") from None
    try:
        data = parse_config_json(text, path)
    except TensorError as err:
        raise ModelError(str(err)) from None
    if not isinstance(data, dict):
        raise ModelError(f"{path}: expected a JSON object")
    model_type = data.get("model_type")
    if model_type not in SUPPORTED_TYPES:
        raise ModelError(f"{path}: model_type {model_type!r} is not supported; "
                         f"this app imports {', '.join(SUPPORTED_TYPES)} encoders")
    act = data.get("hidden_act", "gelu")
    if act != "gelu":
        raise ModelError(f"{path}: hidden_act {act!r} is not supported (only BERT's erf GELU, 'gelu')")
    position = data.get("position_embedding_type", "absolute")
    if position != "absolute":
        raise ModelError(f"{path}: position_embedding_type {position!r} is not supported (only 'absolute')")

    def whole(key: str, default: int | None = None) -> int:
        value = data.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ModelError(f"{path}: {key} must be a positive whole number, got {value!r}")
        return value

    hidden, heads = whole("hidden_size"), whole("num_attention_heads")
    if hidden % heads:
        raise ModelError(f"{path}: hidden_size {hidden} is not a multiple of num_attention_heads {heads}")
    eps = data.get("layer_norm_eps", 1e-12)
    if isinstance(eps, bool) or not isinstance(eps, (int, float)) or not eps > 0 or not math.isfinite(eps):
        raise ModelError(f"{path}: layer_norm_eps must be a positive number, got {eps!r}")
    name = data.get("_name_or_path") or Path(folder).resolve().name
    return Config(model_type=model_type, name=str(name), hidden=hidden, layers=whole("num_hidden_layers"),
                  heads=heads, intermediate=whole("intermediate_size"), vocab=whole("vocab_size"),
                  max_positions=whole("max_position_embeddings", 512), type_vocab=whole("type_vocab_size", 2),
                  eps=float(eps))
