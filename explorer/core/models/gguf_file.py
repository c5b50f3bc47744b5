"""A Llama-family GGUF file: its settings and its tensors, checked before they are read.

Read with the ``gguf`` package (llama.cpp's own reader, part of the ``model``
extra), which maps the file and dequantizes Q4_0, Q4_1, Q8_0, K-quants … in
NumPy. Nothing is dequantized before its shape has been checked against the
settings in the file's header and its float32 size against the memory budget.

Every problem is a :class:`~explorer.core.models.bert_config.ModelError`: one line
naming the file, the setting or the tensor.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from explorer.core.models.bert_config import ModelError
from explorer.core.io.budget import check_bytes
from explorer.core.session import SessionError
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: The first four bytes of every GGUF file.
MAGIC = b"GGUF"
#: The architectures whose tensors and forward pass this module knows.
SUPPORTED_ARCHITECTURES = ("llama",)
INSTALL_HINT = QT_TRANSLATE_NOOP("GgufFile", "pip install 'attention-explorer[model]'  (gguf and tokenizers)")


def extra_missing() -> str | None:
    """What to install when the packages a GGUF import needs are absent, else None."""
    missing = []
    for module in ("gguf", "tokenizers"):
        try:
            __import__(module)
        except ImportError:
            missing.append(module)
    if len(missing) == 1:
        return translate("GgufFile", "importing a GGUF model needs {module}: {hint}").format(
            module=missing[0], hint=translate("GgufFile", INSTALL_HINT))
    if missing:
        return translate("GgufFile", "importing a GGUF model needs {first} and {second}: {hint}").format(
            first=missing[0], second=missing[1], hint=translate("GgufFile", INSTALL_HINT))
    return None


def is_gguf(path: str | Path) -> bool:
    """True when ``path`` is a regular file that starts with the GGUF magic."""
    path = Path(path)
    try:
        if not path.is_file():
            return False
        with path.open("rb") as handle:
            return handle.read(4) == MAGIC
    except OSError:
        return False


@dataclass(frozen=True)
class LlamaConfig:
    """The settings of a Llama-family model, from ``llama.*`` metadata."""

    name: str
    layers: int
    hidden: int
    intermediate: int
    heads: int
    kv_heads: int
    vocab: int
    context: int
    theta: float
    eps: float

    @property
    def d_head(self) -> int:
        return self.hidden // self.heads

    @property
    def group_size(self) -> int:
        """Query heads per KV head."""
        return self.heads // self.kv_heads


def _value(field: Any) -> Any:
    """A scalar or string field of gguf's reader, in a way every gguf ≥ 0.10 supports."""
    part = field.parts[field.data[0]]
    if field.types and field.types[0].name == "STRING":
        return bytes(part).decode("utf-8", errors="replace")
    return part.tolist()[0]


def string_array(field: Any) -> list[str]:
    """An array-of-strings field (tokens, merges) as Python strings."""
    return [bytes(field.parts[i]).decode("utf-8", errors="replace") for i in field.data]


def int_array(field: Any) -> list[int]:
    return [int(field.parts[i][0]) for i in field.data]


@cache
def _plain_reader() -> type:
    """gguf's reader, reading its map as a plain ndarray.

    The reader slices its ``np.memmap`` once per field part (SmolLM2: ~250 000
    slices for the vocabulary and merges), and each memmap slice pays for
    memmap's ``__array_finalize__``: parsing took 9.9 s, through a plain view
    of the same map 4.4 s (same fields, same tensors; the view keeps the map
    open as its base)."""
    from gguf import GGUFReader

    class PlainReader(GGUFReader):
        @property
        def data(self) -> np.ndarray:
            return self._plain

        @data.setter
        def data(self, value: np.ndarray) -> None:
            self._plain = value.view(np.ndarray)

    return PlainReader


class GGUFFile:
    """An open GGUF file of a Llama-family model: ``config`` and :meth:`get`."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        if not self.path.is_file():
            raise ModelError(translate("GgufFile", "{path}: not a file").format(path=self.path))
        if not is_gguf(self.path):
            raise ModelError(translate("GgufFile", "{path}: not a GGUF file (it does not start with 'GGUF')").format(
                path=self.path))
        try:
            self.reader = _plain_reader()(str(self.path), "r")
        except ImportError:
            raise ModelError(extra_missing() or translate("GgufFile", "the gguf package is missing")) from None
        except Exception as err:  # noqa: BLE001 - gguf raises ValueError, IndexError, struct errors … on a damaged file
            raise ModelError(translate("GgufFile", "{path}: a damaged GGUF file ({kind}: {error})").format(
                path=self.path, kind=type(err).__name__, error=err)) from None
        self.fields = self.reader.fields
        self.tensors = {t.name: t for t in self.reader.tensors}
        self.config = self._read_config()
        #: Built by explorer.core.models.gguf_tokenizer on first use.
        self.tokenizer: Any = None

    def field(self, key: str, default: Any = None) -> Any:
        field = self.fields.get(key)
        if field is None:
            if default is None:
                raise ModelError(translate("GgufFile", "{path}: the setting {key} is missing").format(
                    path=self.path, key=key))
            return default
        try:
            return _value(field)
        except (IndexError, ValueError, TypeError) as err:
            raise ModelError(translate("GgufFile", "{path}: the setting {key} cannot be read ({error})").format(
                path=self.path, key=key, error=err)) from None

    def _read_config(self) -> LlamaConfig:
        arch = self.field("general.architecture")
        if arch not in SUPPORTED_ARCHITECTURES:
            raise ModelError(translate("GgufFile", "{path}: a {architecture} model; only Llama-family GGUF files "
                                                   "(general.architecture = llama) can be imported").format(
                path=self.path, architecture=repr(arch)))

        def whole(key: str, default: int | None = None) -> int:
            value = self.field(f"llama.{key}", default)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ModelError(translate("GgufFile", "{path}: llama.{key} must be a whole number ≥ 1, not {value}")
                                 .format(path=self.path, key=key, value=repr(value)))
            return value

        tokens = self.fields.get("tokenizer.ggml.tokens")
        vocab = whole("vocab_size", len(tokens.data) if tokens is not None else None)
        heads = whole("attention.head_count")
        hidden = whole("embedding_length")
        config = LlamaConfig(
            name=str(self.field("general.name", self.path.stem)), layers=whole("block_count"), hidden=hidden,
            intermediate=whole("feed_forward_length"), heads=heads,
            kv_heads=whole("attention.head_count_kv", heads), vocab=vocab,
            context=whole("context_length"), theta=float(self.field("llama.rope.freq_base", 10000.0)),
            eps=float(self.field("llama.attention.layer_norm_rms_epsilon")))
        if config.hidden % config.heads or config.heads % config.kv_heads:
            raise ModelError(translate("GgufFile", "{path}: {heads} heads do not divide d_model {d_model} or share "
                                                   "{kv_heads} KV heads evenly").format(
                path=self.path, heads=config.heads, d_model=config.hidden, kv_heads=config.kv_heads))
        rotary = self.field("llama.rope.dimension_count", config.d_head)
        if rotary != config.d_head:
            raise ModelError(translate("GgufFile", "{path}: RoPE turns {rotary} of {d_head} components; only a "
                                                   "rotation of the whole head is supported").format(
                path=self.path, rotary=rotary, d_head=config.d_head))
        if not (config.theta > 0 and 0 < config.eps < 1):
            raise ModelError(translate("GgufFile", "{path}: llama.rope.freq_base or the RMSNorm epsilon is out of "
                                                   "range").format(path=self.path))
        return config

    def _entry(self, name: str, shape: tuple[int, ...]) -> Any:
        tensor = self.tensors.get(name)
        if tensor is None:
            raise ModelError(translate("GgufFile", "{path}: tensor {name} missing").format(path=self.path, name=name))
        # GGUF lists dimensions innermost first; NumPy (and torch) outermost first.
        stored = tuple(int(d) for d in reversed(tensor.shape.tolist()))
        if stored != tuple(shape):
            raise ModelError(translate("GgufFile", "{path}: tensor {name} has shape {shape}, expected {expected}")
                             .format(path=self.path, name=name, shape=stored, expected=tuple(shape)))
        return tensor

    def get(self, name: str, shape: tuple[int, ...], rows: np.ndarray | None = None) -> np.ndarray:
        """Tensor ``name`` as float32 (out × in, as torch stores a Linear), after
        checking its shape and the budget; ``rows``: only those rows (an embedding)."""
        tensor = self._entry(name, shape)
        count = (len(rows) if rows is not None else shape[0]) * int(np.prod(shape[1:], dtype=np.int64))
        try:
            check_bytes(translate("GgufFile", "tensor {name} {shape} {dtype} as float32").format(
                name=name, shape=tuple(shape), dtype=tensor.tensor_type.name), count * 4)
        except SessionError as err:
            raise ModelError(translate("GgufFile", "{path}: {reason}").format(path=self.path, reason=err)) from None
        from gguf import quants

        data = tensor.data
        if rows is not None:
            data = data[np.asarray(rows)]
        try:
            out = quants.dequantize(np.asarray(data), tensor.tensor_type)
        except NotImplementedError:
            raise ModelError(translate("GgufFile", "{path}: tensor {name} is stored as {dtype}, which the gguf "
                                                   "package cannot dequantize").format(
                path=self.path, name=name, dtype=tensor.tensor_type.name)) from None
        except Exception as err:  # noqa: BLE001 - any failure of the reader is this tensor's
            raise ModelError(translate("GgufFile", "{path}: tensor {name} cannot be read ({kind}: {error})").format(
                path=self.path, name=name, kind=type(err).__name__, error=err)) from None
        want = (len(rows),) + tuple(shape[1:]) if rows is not None else tuple(shape)
        out = np.asarray(out, dtype=np.float32).reshape(want)
        if not np.isfinite(out).all():
            raise ModelError(translate("GgufFile", "{path}: tensor {name} holds numbers that are not finite").format(
                path=self.path, name=name))
        return out
