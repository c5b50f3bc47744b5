"""A BERT-family model folder's config.json: what the encoder needs, checked.

Only a regular, small file is read; nesting is bounded and duplicate keys are
refused (:func:`explorer.core.models.tensors.parse_config_json`); every size must be a
whole number within :data:`RANGES` and ``layer_norm_eps`` within 0 < eps < 1
(as a GGUF file's epsilon): a value past these is no real model, and would
import a head of garbage or fail later with an out-of-memory.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from explorer.core.io.budget import read_regular_file
from explorer.core.io.safe_text import excerpt
from explorer.core.session import SessionError
from explorer.core.models.tensors import TensorError, parse_config_json
from explorer.core.io.text_limits import MAX_TITLE_CHARS
from explorer.core.wording import translate

CONFIG = "config.json"
WEIGHTS = "model.safetensors"
TOKENIZER = "tokenizer.json"
#: model_type values whose checkpoints use BERT's tensor names and embeddings.
#: (RoBERTa shares the names but offsets its position ids, so it is not here.)
SUPPORTED_TYPES = ("bert",)
#: A config.json is a few KiB.
MAX_CONFIG_BYTES = 16 * 2**20

#: What a real BERT-family config holds, with room to spare (BERT-large: 1024
#: hidden, 24 layers, 16 heads, 4096 intermediate, 30 522 words, 512 positions).
RANGES: dict[str, tuple[int, int]] = {
    "hidden_size": (1, 65_536),
    "num_attention_heads": (1, 1_024),
    "num_hidden_layers": (1, 1_024),
    "intermediate_size": (1, 262_144),
    "vocab_size": (1, 10_000_000),
    "max_position_embeddings": (1, 1_048_576),
    "type_vocab_size": (1, 1_024),
}
#: layer_norm_eps lies strictly between these (BERT uses 1e-12).
EPS_RANGE = (0.0, 1.0)


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
        raise ModelError(translate("BertConfig", "{path}: missing (a model folder needs {config}, {weights} and "
                                                 "{tokenizer})").format(
            path=path, config=CONFIG, weights=WEIGHTS, tokenizer=TOKENIZER))
    try:
        # A regular file only (a FIFO would hang the dialog), and small.
        text = read_regular_file(path, MAX_CONFIG_BYTES).decode("utf-8")
    except SessionError as err:
        raise ModelError(translate("BertConfig", "{path}: {reason}").format(path=path, reason=err.detail)) from None
    except UnicodeDecodeError as err:
        raise ModelError(translate("BertConfig", "{path}: cannot be read as JSON (not UTF-8 text, byte {byte})").format(
            path=path, byte=err.start)) from None
    try:
        data = parse_config_json(text, path)
    except TensorError as err:
        raise ModelError(str(err)) from None
    if not isinstance(data, dict):
        raise ModelError(translate("BertConfig", "{path}: expected a JSON object").format(path=path))
    model_type = data.get("model_type")
    if model_type not in SUPPORTED_TYPES:
        raise ModelError(translate("BertConfig", "{path}: model_type {value} is not supported; this app imports "
                                                 "{types} encoders").format(
            path=path, value=excerpt(model_type), types=", ".join(SUPPORTED_TYPES)))
    act = data.get("hidden_act", "gelu")
    if act != "gelu":
        raise ModelError(translate("BertConfig", "{path}: hidden_act {value} is not supported (only BERT's erf GELU, "
                                                 "'gelu')").format(path=path, value=excerpt(act)))
    position = data.get("position_embedding_type", "absolute")
    if position != "absolute":
        raise ModelError(translate("BertConfig", "{path}: position_embedding_type {value} is not supported (only "
                                                 "'absolute')").format(path=path, value=excerpt(position)))

    def whole(key: str, default: int | None = None) -> int:
        value = data.get(key, default)
        low, high = RANGES[key]
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ModelError(translate("BertConfig", "{path}: {key} must be a positive whole number, got {value}").format(
                path=path, key=key, value=excerpt(value)))
        if not low <= value <= high:
            raise ModelError(translate("BertConfig", "{path}: {key} is {value:,}, outside the range of a real model "
                                                     "({low:,} to {high:,})").format(
                path=path, key=key, value=value, low=low, high=high))
        return value

    hidden, heads = whole("hidden_size"), whole("num_attention_heads")
    if hidden % heads:
        raise ModelError(translate("BertConfig", "{path}: hidden_size {hidden} is not a multiple of num_attention_heads "
                                                 "{heads}").format(path=path, hidden=hidden, heads=heads))
    eps = data.get("layer_norm_eps", 1e-12)
    if isinstance(eps, bool) or not isinstance(eps, (int, float)) or not math.isfinite(eps) \
            or not EPS_RANGE[0] < eps < EPS_RANGE[1]:
        raise ModelError(translate("BertConfig", "{path}: layer_norm_eps must be a number between 0 and 1 (BERT uses "
                                                 "1e-12), got {value}").format(path=path, value=excerpt(eps)))
    name = data.get("_name_or_path") or Path(folder).resolve().name
    if not isinstance(name, str) or len(name) > MAX_TITLE_CHARS:
        raise ModelError(translate("BertConfig", "{path}: _name_or_path must be text of at most {limit:,} characters, "
                                                 "got {value}").format(
            path=path, limit=MAX_TITLE_CHARS, value=excerpt(name)))
    return Config(model_type=model_type, name=str(name), hidden=hidden, layers=whole("num_hidden_layers"),
                  heads=heads, intermediate=whole("intermediate_size"), vocab=whole("vocab_size"),
                  max_positions=whole("max_position_embeddings", 512), type_vocab=whole("type_vocab_size", 2),
                  eps=float(eps))
