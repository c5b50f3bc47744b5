"""Load an embeddings matrix (n × d_model) from a ``.npy`` file or a CSV/TSV text file.

Both loaders return ``(tokens, array)``: the token labels when the file has
them (a CSV's first column of text), else ``None``, and a float64 matrix with
at least one row and one column and only finite numbers. Everything else is
refused with a :class:`~explorer.core.session.SessionError` whose one-line
message names the file and, for a bad value, the row and column.

CSV rules: delimiter comma, tab, semicolon or runs of whitespace (detected
from the first line unless given); an optional header row of column names;
an optional first column of token labels; blank lines and lines starting with
``#`` (as ``np.savetxt`` writes headers) are skipped; quoted fields are read
as the ``csv`` module reads them.
"""

from __future__ import annotations

import csv
import io
import math
from pathlib import Path

import numpy as np

from explorer.core.session import SessionError

#: Files larger than this are refused before reading (a 4096 × 4096 float64 matrix is 128 MiB).
MAX_BYTES = 512 * 1024 * 1024
DELIMITERS = {",": "comma", "\t": "tab", ";": "semicolon", " ": "whitespace"}

Loaded = tuple[tuple[str, ...] | None, np.ndarray]


def load_embeddings(path: str | Path, *, delimiter: str | None = None, header: bool | None = None,
                    labels: bool | None = None) -> Loaded:
    """Read ``path``: ``.npy`` with :func:`load_npy`, anything else as delimited text
    with :func:`parse_embeddings_text` (the keyword arguments are its)."""
    path = Path(path)
    name = path.name
    try:
        size = path.stat().st_size
    except OSError as err:
        raise SessionError(name, f"cannot read the file ({err.strerror or err})") from None
    if size > MAX_BYTES:
        raise SessionError(name, f"file is {size / 2**20:.0f} MiB; the limit is {MAX_BYTES // 2**20} MiB")
    if path.suffix.lower() == ".npy":
        return None, load_npy(path)
    try:
        text = path.read_text(encoding="utf-8-sig")  # -sig: drop the byte-order mark Excel writes
    except UnicodeDecodeError as err:
        raise SessionError(name, f"not UTF-8 text (byte {err.start}); save it as UTF-8 CSV") from None
    except OSError as err:
        raise SessionError(name, f"cannot read the file ({err.strerror or err})") from None
    return parse_embeddings_text(text, name=name, delimiter=delimiter, header=header, labels=labels)


def check_matrix(name: str, value: np.ndarray) -> np.ndarray:
    """``value`` as a float64 n × d matrix (n, d ≥ 1, finite), else a SessionError naming the cell."""
    if value.dtype.kind not in "iuf":
        raise SessionError(name, f"expected numbers, got an array of {_kind(value.dtype)}")
    if value.ndim != 2:
        raise SessionError(name, f"expected a matrix (2 dimensions: tokens × d_model), got {value.ndim}")
    if value.shape[0] < 1 or value.shape[1] < 1:
        raise SessionError(name, f"the matrix is empty ({value.shape[0]} × {value.shape[1]})")
    out = np.asarray(value, dtype=np.float64)
    bad = np.argwhere(~np.isfinite(out))
    if bad.size:
        r, c = (int(x) for x in bad[0])
        raise SessionError(name, f"not a finite number ({out[r, c]})", r, c)
    return out


def _kind(dtype: np.dtype) -> str:
    return {"b": "booleans", "c": "complex numbers", "O": "Python objects", "U": "text", "S": "bytes",
            "V": "records", "M": "dates", "m": "time spans"}.get(dtype.kind, str(dtype))


def load_npy(path: str | Path) -> np.ndarray:
    """A 2-D array of real numbers from a ``.npy`` file (never unpickles: object arrays are refused)."""
    path = Path(path)
    name = path.name
    try:
        value = np.load(path, allow_pickle=False)
    except ValueError as err:
        text = str(err)
        if text.startswith("Object arrays"):
            raise SessionError(name, "an array of Python objects, which is never loaded (it would "
                                     "unpickle); save a numeric array with np.save") from None
        if "pickle" in text:
            raise SessionError(name, "not a NumPy .npy array (no .npy header; pickled data is never loaded)") from None
        raise SessionError(name, f"not a readable .npy array ({text.splitlines()[0] if text else 'bad header'})") from None
    except OSError as err:
        raise SessionError(name, f"cannot read the file ({err.strerror or err})") from None
    except EOFError:
        raise SessionError(name, "the file is empty or cut short") from None
    if not isinstance(value, np.ndarray):  # np.load returns an NpzFile for .npz archives
        if hasattr(value, "close"):
            value.close()
        raise SessionError(name, "a .npz archive, not a .npy array; save one array with np.save")
    return check_matrix(name, value)


def _detect_delimiter(line: str) -> str:
    for candidate in ("\t", ";", ","):
        if candidate in line:
            return candidate
    return " "


def _split(text: str, delimiter: str) -> list[tuple[int, list[str]]]:
    """(1-based line number, stripped cells) for each row that is not blank or a comment."""
    rows = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if delimiter == " ":
            cells = stripped.split()
        else:
            cells = next(csv.reader(io.StringIO(line), delimiter=delimiter))
        rows.append((number, [c.strip() for c in cells]))
    return rows


def _number(cell: str) -> float | None:
    try:
        return float(cell)
    except ValueError:
        return None


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
        raise ValueError(f"delimiter must be one of {', '.join(map(repr, DELIMITERS))}")
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.strip().startswith("#")]
    if not lines:
        raise SessionError(name, "no rows of numbers found")
    sep = delimiter or _detect_delimiter(lines[0])
    try:
        rows = _split(text, sep)
    except csv.Error as err:
        raise SessionError(name, f"cannot split the rows ({err})") from None

    width = len(rows[0][1])
    for number, cells in rows:
        if len(cells) != width:
            raise SessionError(name, f"ragged rows: line {number} has {len(cells)} {DELIMITERS[sep]}-separated "
                                     f"field{'s' if len(cells) != 1 else ''}, the first row has {width}")

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
        raise SessionError(name, "only a header row; no rows of numbers")
    if labels is None:
        labels = width > 1 and (any(_number(cells[0]) is None for _, cells in body)
                                or (header and first[0] == ""))
    if labels and width < 2:
        raise SessionError(name, "a label column needs at least one column of numbers beside it")

    start = 1 if labels else 0
    tokens = tuple(cells[0] for _, cells in body) if labels else None
    try:
        # Fast path: NumPy parses the whole block; only a failure walks the cells.
        out = np.array([cells[start:] for _, cells in body], dtype=np.float64)
        if np.isfinite(out).all():
            return tokens, check_matrix(name, out)
    except ValueError:
        pass
    out = np.empty((len(body), width - start))
    for r, (number, cells) in enumerate(body):
        for c, cell in enumerate(cells[start:]):
            value = _number(cell)
            where = f"line {number}, field {c + start + 1}"
            if value is None:
                if cell == "":
                    raise SessionError(name, f"empty cell ({where})", r, c)
                hint = "; use a dot for decimals" if "," in cell and sep != "," else ""
                raise SessionError(name, f"not a number: {cell[:40]!r} ({where}{hint})", r, c)
            if not math.isfinite(value):
                raise SessionError(name, f"not a finite number: {cell[:40]!r} ({where})", r, c)
            out[r, c] = value
    return tokens, check_matrix(name, out)  # NumPy and float() disagreed on a spelling; float() won
