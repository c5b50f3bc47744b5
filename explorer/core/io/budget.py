"""The memory budget: what a trace will need, checked before anything is allocated.

The trace of a session follows from its sizes alone (n queries, m keys,
d_model, d_k, d_v, heads, the dtype), so a request that cannot fit is refused
with a message before a loader, a spin box, an import or a command spends the
memory. The limit is a fraction of the memory this machine has available
(``MemAvailable`` on Linux), or ``ATTENTION_EXPLORER_MEMORY_LIMIT`` (bytes, or
with a unit: ``512M``, ``2G``, ``1.5GiB``) when set.

Files are read through :func:`read_regular_file`: only regular files (a FIFO
or ``/dev/zero`` is refused by name, without blocking), never more than a limit.
"""

from __future__ import annotations

import math
import os
import re
import stat
from pathlib import Path
from typing import Any

import numpy as np

from explorer.core.session import SessionError
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

ENV_VAR = "ATTENTION_EXPLORER_MEMORY_LIMIT"
#: The share of the available memory one session may use: the window, the
#: pictures and the rest of the machine need the other part.
FRACTION = 0.5
#: The limit when the available memory cannot be read (not Linux, no sysconf).
FALLBACK_LIMIT = 4 * 2**30
#: n × m arrays one head may keep: the scores and the weights, and the scaled
#: scores once a view or an export has read them (a trace caches its lazy
#: steps); a causal head also caches its masked scores. (A long sequence keeps
#: only its weights until something reads S whole, explorer/core/attention/pipeline.py's
#: LAZY_SCORES_CELLS; the budget is for the most a session can come to hold.)
KEPT_PER_HEAD = 3.0
#: What is alive only while one step is made: the softmax's working array, or
#: S / √d_k and the mask while the masked scores are made (bench_compute.py
#: measured 2.2–2.4 n × m arrays at the peak of one head before any lazy step
#: is read; tests/test_budget.py checks the whole estimate with tracemalloc).
TRANSIENT = 1.5
#: Bytes per number the ``compute`` command holds to print it: a Python float
#: in a nested list (24 + 8) and its JSON text, built whole before writing.
JSON_BYTES_PER_NUMBER = 80
#: Bytes a parsed JSON session may take per byte of file: nested Python lists
#: of floats (a 250 MB file took 10.8 GB, 43 bytes per byte).
PARSE_BYTES_PER_BYTE = 48

_UNITS = {"": 1, "b": 1, "k": 10**3, "kb": 10**3, "m": 10**6, "mb": 10**6, "g": 10**9, "gb": 10**9,
          "t": 10**12, "tb": 10**12, "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40}
_SIZE = re.compile(r"^\s*([0-9]+(?:\.[0-9]+)?)\s*([a-zA-Z]*)\s*$")


class BudgetError(SessionError):
    """A request above the memory budget. ``asked`` is what was asked for,
    ``needs`` and ``allowed`` are bytes; ``str(err)`` is one line saying all three."""

    def __init__(self, asked: str, needs: int, allowed: int, field: str = ""):
        self.asked = asked
        self.needs = int(needs)
        self.allowed = int(allowed)
        super().__init__(field, translate("Budget", "{request} needs about {needs} of memory; "
                                                    "{allowed} is allowed ({origin})").format(
            request=asked, needs=format_bytes(needs), allowed=format_bytes(allowed), origin=_limit_origin()))


def format_bytes(count: float) -> str:
    """``1.5 GiB``, ``12 MiB``, ``900 bytes``."""
    count = float(count)
    for unit, size in (("TiB", 2**40), ("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if count >= size:
            value = count / size
            return f"{value:.1f} {unit}" if value < 10 else f"{value:,.0f} {unit}"
    return translate("Budget", "{count:.0f} bytes").format(count=count)


def _limit_origin() -> str:
    if os.environ.get(ENV_VAR, "").strip():
        return translate("Budget", "set by {variable}").format(variable=ENV_VAR)
    return translate("Budget", "{share:.0%} of the memory available now; {variable} changes it").format(
        share=FRACTION, variable=ENV_VAR)


def parse_size(text: str) -> int:
    """Bytes from ``"1048576"``, ``"512M"``, ``"2 GiB"``; ValueError naming the text otherwise."""
    found = _SIZE.match(text) if text.isascii() else None
    unit = found.group(2).lower() if found else ""
    if not found or unit not in _UNITS:
        raise ValueError(translate("Budget", "{text} is not a size (a number of bytes, or with K, M, G, KiB, MiB, GiB)")
                         .format(text=repr(text)))
    return int(float(found.group(1)) * _UNITS[unit])


def available_bytes() -> int | None:
    """Memory available to a new allocation without swapping, or None when unknown."""
    try:
        with open("/proc/meminfo", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return int(os.sysconf("SC_AVPHYS_PAGES")) * int(os.sysconf("SC_PAGE_SIZE"))
    except (AttributeError, ValueError, OSError):
        return None


def memory_limit() -> int:
    """The bytes one session may use: ``$ATTENTION_EXPLORER_MEMORY_LIMIT``, else
    :data:`FRACTION` of :func:`available_bytes` (a fixed 4 GiB when unknown).
    A malformed variable is a SessionError naming it."""
    raw = os.environ.get(ENV_VAR, "").strip()
    if raw:
        try:
            return parse_size(raw)
        except ValueError as err:
            raise SessionError(ENV_VAR, str(err)) from None
    available = available_bytes()
    return int(available * FRACTION) if available else FALLBACK_LIMIT


def itemsize(dtype: str, cells: int) -> int:
    """Bytes per number of ``dtype`` (``auto`` is float32 from 1024 × 1024 cells, as the pipeline does)."""
    if dtype == "auto":
        from explorer.core.attention.pipeline import AUTO_FLOAT32_CELLS

        return 4 if cells >= AUTO_FLOAT32_CELLS else 8
    return int(np.dtype(dtype).itemsize)


def trace_bytes(n: int, m: int, d_model: int, d_k: int, d_v: int, heads: int, dtype: str = "float64", *,
                d_out: int | None = None, causal: bool = False, printed: bool = False,
                rope: bool = False, alibi: bool = False, sinusoidal: bool = False, visibility: bool = False,
                kv_groups: int | None = None) -> int:
    """Bytes a trace of these sizes needs at its peak (what :mod:`explorer.core.attention.pipeline` keeps).

    Per head: Q (n × d_k), K (m × d_k), V (m × d_v), the output (n × d_v) and
    two n × m arrays; once: the transient n × m arrays, the inputs (float64 in
    the session and a copy in the dtype), the causal mask, concat and W_O's
    product. ``printed``: add what the ``compute`` command holds to print
    q, k, v, scores, scaled, weights and output of every head as JSON.

    The variants add (:func:`variant_sizes` reads them from a session):
    ``rope`` the rotated Q and K of each head and the cos/sin tables;
    ``alibi`` the bias B and S″ of each head once read (the softmax adds the
    bias itself, from n + m numbers); ``sinusoidal`` PE, X + PE and the
    cached table; ``visibility`` (a window or padding) the mask as a step and
    the masked scores of each head; ``kv_groups`` K and V once per group, not
    per head.
    """
    n, m, d_model, d_k, d_v, heads = (max(int(x), 0) for x in (n, m, d_model, d_k, d_v, heads))
    groups = heads if kv_groups is None else max(int(kv_groups), 1)
    size = itemsize(dtype, n * m * heads)
    nm = n * m
    masked = causal or visibility
    per_head = (n * d_k + n * d_v) + (KEPT_PER_HEAD + (1 if masked else 0) + (2 if alibi else 0)) * nm
    per_head += (n * d_k + m * d_k) if rope else 0
    per_group = m * d_k + m * d_v
    inputs = (n + m) * d_model + heads * d_model * d_k + groups * d_model * (d_k + d_v)
    out = n * heads * d_v + (n * d_out + heads * d_v * d_out if d_out else 0)
    out += 2 * (n + m) * d_model if sinusoidal else 0
    out += 2 * max(n, m) * d_k if rope else 0  # the cos and sin of every column, in the dtype
    out += nm if visibility else 0
    total = (heads * per_head + groups * per_group + TRANSIENT * nm + out) * size + inputs * (8 + size)
    total += (n + m) * d_model * 8 if sinusoidal else 0  # the cached float64 table
    total += max(n, m) * d_k * 8 if rope else 0  # the float64 angles' cos and sin
    if masked:
        total += 2 * nm  # the boolean mask, shared by the heads, and a boolean temporary
    if printed:
        numbers = 3 * nm + n * d_k + m * d_k + m * d_v + n * d_v
        numbers += (n * d_k + m * d_k if rope else 0) + (nm if alibi else 0)
        total += heads * numbers * JSON_BYTES_PER_NUMBER
    return int(math.ceil(total))


def describe(n: int, m: int, d_model: int, d_k: int, d_v: int, heads: int, dtype: str = "float64",
             **variants: Any) -> str:
    """``2048 tokens × 2048 keys, d_model 64, d_k 64, d_v 64, 8 heads, float32`` and the
    variants that add memory (``, with RoPE, ALiBi, a window or padding``; KV groups save it)."""
    keys = "" if m == n else translate("Budget", " × {keys} keys").format(keys=m)
    size = itemsize(dtype, n * m * heads)
    names = {"rope": "RoPE", "alibi": "ALiBi", "sinusoidal": translate("Budget", "sinusoidal positions"),
             "visibility": translate("Budget", "a window or padding")}
    used = [names[k] for k in names if variants.get(k)]
    if heads == 1:
        text = translate("Budget", "{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} head, "
                                   "float{bits}")
    else:
        text = translate("Budget", "{tokens} tokens{keys}, d_model {d_model}, d_k {d_k}, d_v {d_v}, {heads} heads, "
                                   "float{bits}")
    text = text.format(tokens=n, keys=keys, d_model=d_model, d_k=d_k, d_v=d_v, heads=heads, bits=size * 8)
    return text + (translate("Budget", ", with {variants}").format(variants=", ".join(used)) if used else "")


def check_sizes(n: int, m: int, d_model: int, d_k: int, d_v: int, heads: int, dtype: str = "float64", *,
                d_out: int | None = None, causal: bool = False, printed: bool = False,
                what: str = "", limit: int | None = None, **variants: Any) -> int:
    """The bytes :func:`trace_bytes` gives, or a :class:`BudgetError` when they
    are above ``limit`` (default :func:`memory_limit`). ``what`` prefixes the
    description of the request in the message ("this session: ..."); ``variants``
    are :func:`trace_bytes`'s (rope, alibi, sinusoidal, visibility, kv_groups)."""
    needs = trace_bytes(n, m, d_model, d_k, d_v, heads, dtype, d_out=d_out, causal=causal, printed=printed,
                        **variants)
    allowed = memory_limit() if limit is None else limit
    if needs > allowed:
        asked = describe(n, m, d_model, d_k, d_v, heads, dtype, **variants)
        raise BudgetError(translate("Budget", "{what}: {request}").format(what=what, request=asked) if what else asked,
                          needs, allowed)
    return needs


def check_session(session, dtype: str = "auto", *, printed: bool = False, what: str = "",
                  limit: int | None = None) -> int:
    """:func:`check_sizes` for ``session`` (a :class:`~explorer.core.session.Session`)."""
    d_out = int(session.w_o.shape[1]) if session.w_o is not None else None
    return check_sizes(session.n, session.m, session.d_model, session.d_k, session.d_v, len(session.heads),
                       dtype, d_out=d_out, causal=session.mode == "causal", printed=printed, what=what,
                       limit=limit, **variant_sizes(session))


def variant_sizes(session) -> dict:
    """The keyword arguments of :func:`trace_bytes` that describe ``session``'s variants."""
    kind = session.positions.kind if session.positions is not None else None
    return {"rope": kind == "rope", "alibi": kind == "alibi", "sinusoidal": kind == "sinusoidal",
            "visibility": session.window is not None or bool(session.padding), "kv_groups": session.kv_groups}


def check_bytes(asked: str, needs: int, limit: int | None = None) -> None:
    """BudgetError when ``needs`` bytes (an array, a tensor) are above the limit."""
    allowed = memory_limit() if limit is None else limit
    if needs > allowed:
        raise BudgetError(asked, needs, allowed)


def max_tokens(d_model: int, d_k: int, d_v: int, heads: int, dtype: str = "auto", *, m: int | None = None,
               causal: bool = False, d_out: int | None = None, limit: int | None = None,
               ceiling: int = 2**31 - 1, **variants: Any) -> int:
    """The largest n that fits the budget with these sizes (at least 1, at most ``ceiling``).

    ``m``: the key count in cross mode (fixed); None means m = n (self or
    causal). ``variants`` are :func:`trace_bytes`'s (rope, alibi, sinusoidal,
    visibility, kv_groups). For the spin boxes: n's maximum, or with the
    other sizes fixed, the largest they allow.
    """
    allowed = memory_limit() if limit is None else limit

    def fits(n: int) -> bool:
        return trace_bytes(n, n if m is None else m, d_model, d_k, d_v, heads, dtype, d_out=d_out,
                           causal=causal, **variants) <= allowed

    low, high = 1, max(1, int(ceiling))
    if fits(high):
        return high
    while low < high:  # fits(low) is assumed: one token always fits a sane limit
        mid = (low + high + 1) // 2
        if fits(mid):
            low = mid
        else:
            high = mid - 1
    return low


def max_heads(n: int, m: int, d_model: int, d_k: int, d_v: int, dtype: str = "auto", *,
              causal: bool = False, d_out: int | None = None, limit: int | None = None, ceiling: int = 4096,
              **variants: Any) -> int:
    """The most heads that fit with these sizes (at least 1, at most ``ceiling``): the Heads spin box's maximum.

    ``variants`` are :func:`trace_bytes`'s; with ``kv_groups`` = g the count is
    a multiple of g (each group is shared by H / g heads), at least g."""
    allowed = memory_limit() if limit is None else limit
    step = max(int(variants.get("kv_groups") or 1), 1)
    # Counted in groups of ``step`` heads: the largest multiple that fits.
    low, high = 1, max(1, int(ceiling) // step)
    while low < high:
        mid = (low + high + 1) // 2
        if trace_bytes(n, m, d_model, d_k, d_v, mid * step, dtype, d_out=d_out, causal=causal,
                       **variants) <= allowed:
            low = mid
        else:
            high = mid - 1
    return low * step


def size_limits(session, dtype: str = "auto", *, ceiling: int = 2**31 - 1, limit: int | None = None) -> dict:
    """The largest n and head count ``session`` may take, the other sizes and its
    variants as they are: ``{"n": …, "heads": …}``, for the spin boxes' maxima
    (what :func:`explorer.core.edits.resize` would refuse is above them)."""
    d_out = int(session.w_o.shape[1]) if session.w_o is not None else None
    cross, causal, variants = session.mode == "cross", session.mode == "causal", variant_sizes(session)
    return {"n": max_tokens(session.d_model, session.d_k, session.d_v, len(session.heads), dtype,
                            m=session.m if cross else None, causal=causal, d_out=d_out, limit=limit,
                            ceiling=ceiling, **variants),
            "heads": max_heads(session.n, session.m, session.d_model, session.d_k, session.d_v, dtype,
                               causal=causal, d_out=d_out, limit=limit, ceiling=ceiling, **variants)}


def budget_key(session) -> tuple:
    """Everything :func:`check_session`'s estimate depends on: two sessions with the same
    key need the same memory (a change that keeps it needs no new check)."""
    w_o = None if session.w_o is None else session.w_o.shape
    return (session.mode, session.n, session.m, session.d_model, session.d_k, session.d_v, len(session.heads),
            w_o) + tuple(sorted(variant_sizes(session).items()))


# -- reading files -------------------------------------------------------------------------------
_KINDS = ((stat.S_ISDIR, QT_TRANSLATE_NOOP("Budget", "is a folder, not a file")),
          (stat.S_ISFIFO, QT_TRANSLATE_NOOP("Budget", "is a named pipe (FIFO), not a file")),
          (stat.S_ISCHR, QT_TRANSLATE_NOOP("Budget", "is a device, not a file")),
          (stat.S_ISBLK, QT_TRANSLATE_NOOP("Budget", "is a block device, not a file")),
          (stat.S_ISSOCK, QT_TRANSLATE_NOOP("Budget", "is a socket, not a file")))


class FileRefusal(SessionError):
    """A refusal that says what is wrong with the file itself ("is a folder, not a file",
    "the file is 3 GiB; …"): a whole phrase a reader quotes as it is (the others, "no such
    file", "cannot read: …", it may put in words of its own). Field ""."""


def not_regular(mode: int) -> str | None:
    """Why a file of ``st_mode`` cannot be read as data, or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    for test, why in _KINDS:
        if test(mode):
            return translate("Budget", why)
    return translate("Budget", "is not a regular file")


def open_regular(path: str | Path, max_bytes: int):
    """A binary file object for ``path`` once it is known to be a regular file
    of at most ``max_bytes``; SessionError (field "") saying why otherwise.

    The kind is checked before opening (so a FIFO is never opened, which
    would block), and again on the open descriptor (opened non-blocking, in
    case the name was swapped in between)."""
    path = Path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise SessionError("", translate("Budget", "no such file")) from None
    except PermissionError:
        raise SessionError("", translate("Budget", "permission denied")) from None
    except OSError as err:
        raise SessionError("", translate("Budget", "cannot read: {error}").format(error=err.strerror or err)) from None
    why = not_regular(info.st_mode)
    if why:
        raise FileRefusal("", why)
    if info.st_size > max_bytes:
        raise FileRefusal("", translate("Budget", "the file is {size}; at most {limit} can be read").format(
            size=format_bytes(info.st_size), limit=format_bytes(max_bytes)))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except PermissionError:
        raise SessionError("", translate("Budget", "permission denied")) from None
    except OSError as err:
        raise SessionError("", translate("Budget", "cannot read: {error}").format(error=err.strerror or err)) from None
    try:
        info = os.fstat(fd)
        why = not_regular(info.st_mode)
        if why:
            raise FileRefusal("", why)
        if info.st_size > max_bytes:
            raise FileRefusal("", translate("Budget", "the file is {size}; at most {limit} can be read").format(
                size=format_bytes(info.st_size), limit=format_bytes(max_bytes)))
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular_file(path: str | Path, max_bytes: int) -> bytes:
    """The bytes of ``path`` (see :func:`open_regular`); refused, not truncated,
    if the file grows past ``max_bytes`` while it is read."""
    with open_regular(path, max_bytes) as handle:
        try:
            # read(n) sets aside n bytes first: ask for the file's size (and one
            # more, to see growth), not the limit, or a 100 MB file costs the limit
            # in memory; only a file that grew is read on, up to the limit.
            size = os.fstat(handle.fileno()).st_size
            data = handle.read(min(size, max_bytes) + 1)
            if len(data) > size and len(data) <= max_bytes:
                data += handle.read(max_bytes + 1 - len(data))
        except OSError as err:
            raise SessionError("", translate("Budget", "cannot read: {error}").format(error=err.strerror or err)) from None
    if len(data) > max_bytes:
        raise FileRefusal("", translate("Budget", "the file grew past {limit} while it was read").format(
            limit=format_bytes(max_bytes)))
    return data


def file_limit(max_bytes: int, bytes_per_byte: float = PARSE_BYTES_PER_BYTE) -> int:
    """The largest file that may be read: ``max_bytes``, or less when parsing
    it (``bytes_per_byte`` of memory per byte of file) would not fit the budget."""
    return max(1, min(int(max_bytes), int(memory_limit() / bytes_per_byte)))
