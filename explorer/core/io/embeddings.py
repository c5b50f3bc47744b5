"""Load an embeddings matrix (n × d_model) from a ``.npy`` file or a CSV/TSV text file.

Both loaders return ``(tokens, array)``: the token labels when the file has
them (a CSV's first column of text), else ``None``, and a float64 matrix with
at least one row and one column and only finite numbers. Everything else is
refused with a :class:`~explorer.core.session.SessionError` whose one-line
message names the file and, for a bad value, the row and column.

CSV rules: one delimiter per file, comma, tab, semicolon or runs of
whitespace (detected from the first line unless given; a row that also holds
another delimiter outside quotes is refused, naming its line); an optional header row of column names;
an optional first column of token labels; blank lines and lines starting with
``#`` (as ``np.savetxt`` writes headers) are skipped; quoted fields are read
as the ``csv`` module reads them.
"""

from __future__ import annotations

import csv
import io
import math
import os
import re
from pathlib import Path

import numpy as np

from explorer.core.io.budget import (BudgetError, FileRefusal, check_bytes, check_sizes, file_limit, open_regular,
                                  read_regular_file, variant_sizes)
from explorer.core.session import Session, SessionError
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: Files larger than this are refused before reading (a 4096 × 4096 float64 matrix is 128 MiB).
MAX_BYTES = 512 * 1024 * 1024
DELIMITERS = {",": QT_TRANSLATE_NOOP("Embeddings", "comma"), "\t": QT_TRANSLATE_NOOP("Embeddings", "tab"),
              ";": QT_TRANSLATE_NOOP("Embeddings", "semicolon"), " ": QT_TRANSLATE_NOOP("Embeddings", "whitespace")}

Loaded = tuple[tuple[str, ...] | None, np.ndarray]


def load_embeddings(path: str | Path, *, delimiter: str | None = None, header: bool | None = None,
                    labels: bool | None = None, into: Session | None = None, dtype: str = "auto") -> Loaded:
    """Read ``path``: ``.npy`` with :func:`load_npy`, anything else as delimited text
    with :func:`parse_embeddings_text` (the keyword arguments are its).

    Only a regular file is read (a FIFO or a device is refused by name), at
    most :data:`MAX_BYTES` or what parsing can hold in the memory budget.
    ``into``: the session the rows will replace the embeddings of; the trace
    with that many tokens (and its heads) must fit the budget in ``dtype``,
    checked from a ``.npy`` header before its data is read.
    """
    path = Path(path)
    name = path.name
    if path.suffix.lower() == ".npy":
        return None, load_npy(path, into=into, dtype=dtype)
    # Text parses into Python lists of strings first: ~40 bytes per byte of file.
    raw = _read(path, file_limit(MAX_BYTES, TEXT_BYTES_PER_BYTE))
    try:
        text = raw.decode("utf-8-sig")  # -sig: drop the byte-order mark Excel writes
    except UnicodeDecodeError as err:
        raise SessionError(name, translate("Embeddings", "not UTF-8 text (byte {byte}); save it as UTF-8 CSV").format(
            byte=err.start)) from None
    tokens, out = parse_embeddings_text(text, name=name, delimiter=delimiter, header=header, labels=labels)
    if into is not None:
        _check_into(name, out.shape[0], out.shape[1], into, dtype)
    return tokens, out


#: Memory per byte of a CSV while it is split into cells (lists of str).
TEXT_BYTES_PER_BYTE = 40


def _read(path: Path, limit: int) -> bytes:
    try:
        return read_regular_file(path, limit)
    except SessionError as err:
        raise SessionError(path.name, _cannot_read(err)) from None


def _cannot_read(err: SessionError) -> str:
    # "cannot read the file (...)" is how this module has always said it; a refusal of
    # the file itself ("is a folder, not a file", "the file is …") is quoted as it is.
    if isinstance(err, FileRefusal):
        return err.detail
    return translate("Embeddings", "cannot read the file ({reason})").format(reason=err.detail)


def _check_into(name: str, rows: int, cols: int, into: Session, dtype: str) -> None:
    """BudgetError when ``into`` with ``rows`` tokens of ``cols`` numbers would not fit."""
    m = into.m if into.mode == "cross" else rows
    d_out = int(into.w_o.shape[1]) if into.w_o is not None else None
    try:
        check_sizes(rows, m, cols, into.d_k, into.d_v, len(into.heads), dtype, d_out=d_out,
                    causal=into.mode == "causal",
                    what=translate("Embeddings", "{name} as the embeddings").format(name=name), **variant_sizes(into))
    except BudgetError as err:
        raise BudgetError(err.asked, err.needs, err.allowed, field=name) from None


def check_matrix(name: str, value: np.ndarray) -> np.ndarray:
    """``value`` as a float64 n × d matrix (n, d ≥ 1, finite), else a SessionError naming the cell."""
    if value.dtype.kind not in "iuf":
        raise SessionError(name, translate("Embeddings", "expected numbers, got an array of {kind}").format(
            kind=_kind(value.dtype)))
    if value.ndim != 2:
        raise SessionError(name, translate("Embeddings", "expected a matrix (2 dimensions: tokens × d_model), "
                                                         "got {dimensions}").format(dimensions=value.ndim))
    if value.shape[0] < 1 or value.shape[1] < 1:
        raise SessionError(name, translate("Embeddings", "the matrix is empty ({rows} × {cols})").format(
            rows=value.shape[0], cols=value.shape[1]))
    out = np.asarray(value, dtype=np.float64)
    bad = np.argwhere(~np.isfinite(out))
    if bad.size:
        r, c = (int(x) for x in bad[0])
        raise SessionError(name, translate("Embeddings", "not a finite number ({value})").format(value=out[r, c]), r, c)
    return out


def _kind(dtype: np.dtype) -> str:
    kinds = {"b": translate("Embeddings", "booleans"), "c": translate("Embeddings", "complex numbers"),
             "O": translate("Embeddings", "Python objects"), "U": translate("Embeddings", "text"),
             "S": translate("Embeddings", "bytes"), "V": translate("Embeddings", "records"),
             "M": translate("Embeddings", "dates"), "m": translate("Embeddings", "time spans")}
    return kinds.get(dtype.kind, str(dtype))


def load_npy(path: str | Path, *, into: Session | None = None, dtype: str = "auto") -> np.ndarray:
    """A 2-D array of real numbers from a ``.npy`` file (never unpickles: object arrays are refused).

    The header's shape and dtype are checked before any data is read: the
    array must be numbers, 2-D, no bigger than the memory budget (nor, with
    ``into``, than what a trace with that many tokens can hold) and as long
    as the file."""
    path = Path(path)
    name = path.name
    try:
        handle = open_regular(path, MAX_BYTES)
    except SessionError as err:
        raise SessionError(name, _cannot_read(err)) from None
    with handle:
        if handle.read(4) == b"PK\x03\x04":  # a zip archive: what np.savez writes
            raise SessionError(name, translate("Embeddings", "a .npz archive, not a .npy array; save one array with "
                                                             "np.save"))
        handle.seek(0)
        try:
            version = np.lib.format.read_magic(handle)
            if version == (1, 0):
                shape, fortran, kind = np.lib.format.read_array_header_1_0(handle)
            elif version in ((2, 0), (3, 0)):
                shape, fortran, kind = np.lib.format.read_array_header_2_0(handle)
            else:
                raise ValueError(translate("Embeddings", "unknown .npy version {version}").format(version=version))
        except EOFError:
            raise SessionError(name, translate("Embeddings", "the file is empty or cut short")) from None
        except (ValueError, SyntaxError, TypeError, UnicodeDecodeError) as err:
            text = str(err)
            if "magic" in text.lower():
                raise SessionError(name, translate("Embeddings", "not a NumPy .npy array (no .npy header; pickled data "
                                                                 "is never loaded)")) from None
            raise SessionError(name, translate("Embeddings", "not a readable .npy array ({reason})").format(
                reason=text.splitlines()[0] if text else translate("Embeddings", "bad header"))) from None
        except OSError as err:
            raise SessionError(name, translate("Embeddings", "cannot read the file ({reason})").format(
                reason=err.strerror or err)) from None
        if kind.hasobject:
            raise SessionError(name, translate("Embeddings", "an array of Python objects, which is never loaded (it "
                                                             "would unpickle); save a numeric array with np.save"))
        if kind.kind not in "iuf" or kind.fields is not None:
            raise SessionError(name, translate("Embeddings", "expected numbers, got an array of {kind}").format(
                kind=_kind(kind)))
        if len(shape) != 2:
            raise SessionError(name, translate("Embeddings", "expected a matrix (2 dimensions: tokens × d_model), "
                                                             "got {dimensions}").format(dimensions=len(shape)))
        rows, cols = (int(x) for x in shape)
        count = rows * cols
        # The array as stored and as float64: both exist while it is converted.
        check_bytes(f"{name} ({rows} × {cols} {kind.name})", count * (kind.itemsize + 8))
        if into is not None and rows >= 1 and cols >= 1:
            _check_into(name, rows, cols, into, dtype)
        data_start = handle.tell()
        size = os.fstat(handle.fileno()).st_size
        if size - data_start < count * kind.itemsize:
            raise SessionError(name, translate("Embeddings", "the file is cut short: its header says {rows} × {cols} "
                                                             "{dtype} ({needed} bytes), {present} follow").format(
                rows=rows, cols=cols, dtype=kind.name, needed=count * kind.itemsize, present=size - data_start))
        handle.seek(0)
        try:
            value = np.lib.format.read_array(handle, allow_pickle=False)
        except (ValueError, EOFError) as err:
            raise SessionError(name, translate("Embeddings", "not a readable .npy array ({reason})").format(
                reason=str(err).splitlines()[0] if str(err) else translate("Embeddings", "cut short"))) from None
        except OSError as err:
            raise SessionError(name, translate("Embeddings", "cannot read the file ({reason})").format(
                reason=err.strerror or err)) from None
    return check_matrix(name, value)


def _detect_delimiter(line: str) -> str:
    for candidate in ("\t", ";", ","):
        if candidate in line:
            return candidate
    return " "


#: For a file's delimiter, the other delimiters an unquoted row may not hold:
#: a row "a,1<TAB>2" in a tab file is no token "a,1" but a row typed with two
#: delimiters. A comma in a semicolon file is a decimal comma (named by its
#: own hint), and whitespace files have no other delimiter to confuse.
_OTHERS = {"\t": (",", ";"), ",": ("\t", ";"), ";": ("\t",)}


def _split(text: str, delimiter: str, name: str = "text", given: bool = False) -> list[tuple[int, list[str]]]:
    """(1-based line number, stripped cells) for each row that is not blank or a
    comment. One delimiter per file: a row holding another one outside quotes
    is refused naming its line (unless the caller chose the delimiter)."""
    rows = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if delimiter == " ":
            cells = stripped.split()
        else:
            mixed = [d for d in _OTHERS[delimiter] if d in line] if not given and '"' not in line else []
            if mixed:
                ours, other = _plural(delimiter), _plural(mixed[0])
                what = (translate("Embeddings", "both {ours} and {others}") if not rows
                        else translate("Embeddings", "{others} as well as the first row's {ours}")).format(
                    ours=ours, others=other)
                raise SessionError(name, translate("Embeddings", "line {line} holds {what}: a file uses one delimiter; "
                                                                 "quote a field that holds a {delimiter}").format(
                    line=number, what=what, delimiter=translate("Embeddings", DELIMITERS[mixed[0]])))
            cells = next(csv.reader(io.StringIO(line), delimiter=delimiter))
        rows.append((number, [c.strip() for c in cells]))
    return rows


def _plural(delimiter: str) -> str:
    """The delimiter's name in the plural ("commas"), in words (whitespace is never mixed in)."""
    return {",": translate("Embeddings", "commas"), "\t": translate("Embeddings", "tabs"),
            ";": translate("Embeddings", "semicolons")}.get(delimiter, translate("Embeddings", DELIMITERS[delimiter]))


#: A number as a person writes one in a CSV: ASCII digits, an optional sign,
#: point and exponent. Python's float() also takes "1_000", Arabic-Indic
#: "١٢" and full-width "１２" digits (and NumPy does too): those are refused.
_NUMBER = r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
_NUMBER_RE = re.compile(_NUMBER)
_NUMBERS_RE = re.compile(f"{_NUMBER}(?:\x1f{_NUMBER})*")
#: Spellings of infinity and NaN: numbers, but not finite ones (refused with that message).
_NON_FINITE = {"inf", "+inf", "-inf", "infinity", "+infinity", "-infinity", "nan", "+nan", "-nan"}
_OTHER_NOTATION = re.compile(r"^[+-]?0[xXbBoO][0-9a-fA-F_]+$|^[+-]?[0-9][0-9_]*_[0-9_.eE+-]*$")


def _number(cell: str) -> float | None:
    if _NUMBER_RE.fullmatch(cell) or cell.lower() in _NON_FINITE:
        return float(cell)
    return None


def _number_like(cell: str) -> bool:
    """A number in a notation this reader refuses (hexadecimal, "1_000", other
    scripts' digits): never a token label, refused with a hint instead."""
    if _OTHER_NOTATION.match(cell):
        return True
    try:
        float(cell)
    except ValueError:
        return False
    return True


def _notation_hint(cell: str) -> str:
    if _number_like(cell):
        return translate("Embeddings", "; write numbers with the digits 0-9 in decimal (16, 1.5, 2e-3): hexadecimal, "
                                       "'_' separators and other scripts' digits are not read")
    return ""


def read_number(cell: str) -> float | None:
    """A number as this reader reads a CSV cell (ASCII digits, point, exponent;
    inf and nan spelt out), or None; for the editors' typed and pasted cells."""
    return _number(cell.strip())


def parse_embeddings_text(text: str, *, name: str = "text", delimiter: str | None = None,
                          header: bool | None = None, labels: bool | None = None) -> Loaded:
    """Parse delimited text into (token labels or None, n × d float64 matrix).

    ``delimiter`` is ``","``, ``"\\t"``, ``";"`` or ``" "`` (any whitespace);
    ``None`` detects it from the first row. ``header``: the first row holds
    column names; ``labels``: the first column holds token labels; ``None``
    detects each: a header when the first row has text where numbers belong
    (or starts with an empty cell, as pandas writes), labels when the first
    column has any text that is not a number. Errors name ``name``, the matrix
    row and column (0-based) and, in the message, the line of the file.
    """
    if delimiter is not None and delimiter not in DELIMITERS:
        raise ValueError(translate("Embeddings", "delimiter must be one of {delimiters}").format(
            delimiters=", ".join(map(repr, DELIMITERS))))
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.strip().startswith("#")]
    if not lines:
        raise SessionError(name, translate("Embeddings", "no rows of numbers found"))
    sep = delimiter or _detect_delimiter(lines[0])
    try:
        rows = _split(text, sep, name, given=delimiter is not None)
    except csv.Error as err:
        raise SessionError(name, translate("Embeddings", "cannot split the rows ({error})").format(error=err)) from None

    width = len(rows[0][1])
    for number, cells in rows:
        if len(cells) != width:
            if len(cells) == 1:
                text = translate("Embeddings", "ragged rows: line {line} has {count} {delimiter}-separated field, "
                                               "the first row has {width}")
            else:
                text = translate("Embeddings", "ragged rows: line {line} has {count} {delimiter}-separated fields, "
                                               "the first row has {width}")
            raise SessionError(name, text.format(line=number, count=len(cells),
                                                 delimiter=translate("Embeddings", DELIMITERS[sep]), width=width))

    first = rows[0][1]
    if header is None:
        # Column names are text where the numbers go; a row mixing numbers and
        # text is a data row with a bad cell, reported below, not a header.
        # A decimal comma ("2,5") is a misspelt number, not a column name.
        names = first[1:] if width > 1 else first
        header = (all(_number(c) is None and _number(c.replace(",", ".")) is None for c in names)
                  or (width > 1 and first[0] == ""))
    body = rows[1:] if header else rows
    if not body:
        raise SessionError(name, translate("Embeddings", "only a header row; no rows of numbers"))
    if labels is None:
        # A label column is text in most rows (a few tokens may be numbers,
        # "2019"); one stray word in a column of numbers is a bad cell, named
        # below, not a reason to take the whole column for labels.
        texts = sum(1 for _, cells in body if _number(cells[0]) is None and not _number_like(cells[0]))
        labels = width > 1 and (2 * texts > len(body) or (header and first[0] == ""))
    if labels and width < 2:
        raise SessionError(name, translate("Embeddings", "a label column needs at least one column of numbers beside it"))

    start = 1 if labels else 0
    tokens = tuple(cells[0] for _, cells in body) if labels else None
    # Fast path: one regex pass proves every cell is a plain decimal number
    # (NumPy alone would take "1_000" and "١٢"), then NumPy parses the block;
    # anything else walks the cells to name the first bad one.
    if _NUMBERS_RE.fullmatch("\x1f".join(cell for _, cells in body for cell in cells[start:])):
        out = np.array([cells[start:] for _, cells in body], dtype=np.float64)
        if np.isfinite(out).all():
            return tokens, check_matrix(name, out)
    out = np.empty((len(body), width - start))
    for r, (number, cells) in enumerate(body):
        for c, cell in enumerate(cells[start:]):
            value = _number(cell)
            where = translate("Embeddings", "line {line}, field {field}").format(line=number, field=c + start + 1)
            if value is None:
                if cell == "":
                    raise SessionError(name, translate("Embeddings", "empty cell ({where})").format(where=where), r, c)
                hint = (translate("Embeddings", "; use a dot for decimals") if "," in cell and sep != ","
                        else _notation_hint(cell))
                if not labels and c == 0 and not _number_like(cell):
                    hint += translate("Embeddings", "; a first column of token labels needs text in most rows")
                raise SessionError(name, translate("Embeddings", "not a number: {cell} ({where}{hint})").format(
                    cell=repr(cell[:40]), where=where, hint=hint), r, c)
            if not math.isfinite(value):
                raise SessionError(name, translate("Embeddings", "not a finite number: {cell} ({where})").format(
                    cell=repr(cell[:40]), where=where), r, c)
            out[r, c] = value
    return tokens, check_matrix(name, out)  # NumPy and float() disagreed on a spelling; float() won
