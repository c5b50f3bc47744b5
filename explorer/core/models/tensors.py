"""Read tensors from a ``.safetensors`` file with NumPy alone, checking before reading.

The format is an 8-byte little-endian header length, a JSON header naming
each tensor's dtype, shape and byte range, then the bytes. Reading it here
(not with ``safetensors.safe_open(framework="numpy")``) lets every tensor's
shape be checked against what the caller expects *before* its data is read
(a wrongly shaped 1.2 GB tensor used to be read whole first), and supports
BF16, which NumPy has no dtype for: its bits are the top half of a float32's.
F8 and every other dtype are refused by name.
"""

from __future__ import annotations

import json
import math
import os
import struct
from pathlib import Path
from typing import Any, BinaryIO

import numpy as np

from explorer.core.io.budget import check_bytes, open_regular
from explorer.core.session import SessionError
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: A header is a few KiB per hundred tensors; more is not a model file.
MAX_HEADER_BYTES = 100 * 2**20
#: The largest model file read (what is read of it is budgeted tensor by tensor).
MAX_FILE_BYTES = 2**40
_FLOATS = {"F64": np.dtype("<f8"), "F32": np.dtype("<f4"), "F16": np.dtype("<f2")}
_BF16 = "BF16"
_KNOWN_OTHERS = {"F8_E4M3": QT_TRANSLATE_NOOP("Tensors", "8-bit float (F8_E4M3)"),
                 "F8_E5M2": QT_TRANSLATE_NOOP("Tensors", "8-bit float (F8_E5M2)"),
                 "I64": QT_TRANSLATE_NOOP("Tensors", "64-bit integers"),
                 "I32": QT_TRANSLATE_NOOP("Tensors", "32-bit integers"),
                 "I16": QT_TRANSLATE_NOOP("Tensors", "16-bit integers"),
                 "I8": QT_TRANSLATE_NOOP("Tensors", "8-bit integers"),
                 "U8": QT_TRANSLATE_NOOP("Tensors", "unsigned bytes"), "BOOL": QT_TRANSLATE_NOOP("Tensors", "booleans")}


class TensorError(ValueError):
    """A tensor file or tensor that cannot be used; ``str(err)`` is one line naming it."""


def bf16_to_float32(raw: np.ndarray) -> np.ndarray:
    """BF16 bit patterns (uint16) as float32: the 16 bits are a float32's upper half."""
    return (raw.astype(np.uint32) << 16).view(np.float32)


class TensorFile:
    """An open ``.safetensors`` file: :meth:`get` reads one tensor as float32
    after checking its dtype and shape. Use as a context manager."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        try:
            self._handle: BinaryIO = open_regular(self.path, MAX_FILE_BYTES)
        except SessionError as err:
            raise TensorError(translate("Tensors", "{path}: {reason}").format(path=self.path, reason=err.detail)) from None
        try:
            self.entries = self._read_header()
        except BaseException:
            self._handle.close()
            raise

    def __enter__(self) -> TensorFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._handle.close()

    def keys(self) -> list[str]:
        return list(self.entries)

    def _read_header(self) -> dict[str, dict[str, Any]]:
        size = os.fstat(self._handle.fileno()).st_size
        head = self._handle.read(8)
        if len(head) < 8:
            raise TensorError(translate("Tensors", "{path}: not a safetensors file (too short)").format(path=self.path))
        (length,) = struct.unpack("<Q", head)
        if length > min(MAX_HEADER_BYTES, size - 8):
            raise TensorError(translate("Tensors", "{path}: not a safetensors file (its header claims {length} bytes)")
                              .format(path=self.path, length=length))
        from explorer.core.io.session_files import parse_json

        try:
            header = parse_json(self._handle.read(length).decode("utf-8"))
        except (SessionError, UnicodeDecodeError) as err:
            raise TensorError(translate("Tensors", "{path}: not a safetensors file (header: {reason})").format(
                path=self.path, reason=err)) from None
        if not isinstance(header, dict):
            raise TensorError(translate("Tensors", "{path}: not a safetensors file (the header is not an object)")
                              .format(path=self.path))
        header.pop("__metadata__", None)
        self._data_start = 8 + length
        data_size = size - self._data_start
        entries = {}
        for name, entry in header.items():
            if not isinstance(entry, dict):
                raise TensorError(translate("Tensors", "{path}: tensor {name}: the header entry is not an object")
                                  .format(path=self.path, name=name))
            shape, offsets, dtype = entry.get("shape"), entry.get("data_offsets"), entry.get("dtype")
            if (not isinstance(shape, list) or not all(type(d) is int and d >= 0 for d in shape)
                    or not isinstance(offsets, list) or len(offsets) != 2
                    or not all(type(o) is int for o in offsets) or not isinstance(dtype, str)):
                raise TensorError(translate("Tensors", "{path}: tensor {name}: the header entry needs dtype, shape "
                                                       "and data_offsets").format(path=self.path, name=name))
            begin, end = offsets
            if not 0 <= begin <= end <= data_size:
                raise TensorError(translate("Tensors", "{path}: tensor {name}: its bytes {begin}–{end} lie outside "
                                                       "the file ({size} bytes of data)").format(
                    path=self.path, name=name, begin=begin, end=end, size=data_size))
            entries[name] = {"shape": tuple(shape), "begin": begin, "end": end, "dtype": dtype}
        return entries

    def get(self, name: str, shape: tuple[int, ...]) -> np.ndarray:
        """Tensor ``name`` as float32, refused (TensorError, or BudgetError for
        one above the memory budget) unless it is a float tensor of ``shape``."""
        entry = self.entries.get(name)
        if entry is None:
            raise TensorError(translate("Tensors", "{path}: tensor {name} missing").format(path=self.path, name=name))
        if entry["shape"] != tuple(shape):
            raise TensorError(translate("Tensors", "{path}: tensor {name} has shape {shape}, expected {expected}").format(
                path=self.path, name=name, shape=entry["shape"], expected=tuple(shape)))
        dtype = entry["dtype"]
        if dtype == _BF16:
            stored = np.dtype("<u2")
        elif dtype in _FLOATS:
            stored = _FLOATS[dtype]
        else:
            what = (translate("Tensors", _KNOWN_OTHERS[dtype]) if dtype in _KNOWN_OTHERS
                    else translate("Tensors", "dtype {dtype}").format(dtype=repr(dtype)))
            raise TensorError(translate("Tensors", "{path}: tensor {name} holds {what}; only F32, F16, BF16 and F64 "
                                                   "tensors are read").format(path=self.path, name=name, what=what))
        count = math.prod(shape)
        if entry["end"] - entry["begin"] != count * stored.itemsize:
            raise TensorError(translate("Tensors", "{path}: tensor {name}: {size} bytes for {count} {dtype} numbers")
                              .format(path=self.path, name=name, size=entry["end"] - entry["begin"], count=count,
                                      dtype=dtype))
        # The stored array and its float32 copy are alive together.
        check_bytes(translate("Tensors", "tensor {name} {shape} {dtype}").format(name=name, shape=tuple(shape), dtype=dtype),
                    count * (stored.itemsize + 4))
        self._handle.seek(self._data_start + entry["begin"])
        raw = np.fromfile(self._handle, dtype=stored, count=count)
        if raw.size != count:
            raise TensorError(translate("Tensors", "{path}: tensor {name} is cut short").format(path=self.path, name=name))
        raw = raw.reshape(shape)
        if dtype == _BF16:
            return bf16_to_float32(raw)
        return raw.astype(np.float32, copy=False)


def parse_config_json(text: str, path: Path) -> Any:
    """config.json with the session reader's strictness (no key twice, bounded
    nesting) except that Infinity and NaN parse, so the field that holds one can
    be named by the caller's checks. ValueError-derived TensorError otherwise."""
    from explorer.core.io import session_files as session_io

    if session_io._text_nesting(text, session_io.MAX_DEPTH):
        raise TensorError(translate("Tensors", "{path}: nested deeper than {depth} levels: not a model config").format(
            path=path, depth=session_io.MAX_DEPTH))
    try:
        return json.loads(text, object_pairs_hook=session_io._object, parse_int=session_io._integer)
    except SessionError as err:
        raise TensorError(translate("Tensors", "{path}: {reason}").format(path=path, reason=err.detail)) from None
    except RecursionError:
        raise TensorError(translate("Tensors", "{path}: nested too deeply: not a model config").format(path=path)) from None
    except json.JSONDecodeError as err:
        # err.msg is json's own English.
        raise TensorError(translate("Tensors", "{path}: cannot be read as JSON (line {line}, column {column}: "
                                               "{reason})").format(path=path, line=err.lineno, column=err.colno,
                                                                   reason=err.msg)) from None
    except ValueError as err:
        raise TensorError(translate("Tensors", "{path}: cannot be read as JSON ({reason})").format(
            path=path, reason=str(err).splitlines()[0])) from None
