"""Large arrays given back to the system when they are freed (glibc).

glibc maps an allocation on its own only above a threshold, and it raises that
threshold (up to 32 MiB) each time such a block is freed. After the first edits
the n × n temporaries of a few thousand tokens came from heaps that keep what
is freed: at 4096 tokens the window stayed 0.7 n × n larger after the Export
dialog closed, and every later edit peaked at 3.1 n × n instead of 2.5
(benchmarks/README.md, bench_stalls). A fixed threshold keeps every block over
4 MiB mapped on its own, unmapped when freed (bench_compute: no slower at
512–4096 tokens).
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable

#: glibc's mallopt parameter for the threshold (malloc.h).
M_MMAP_THRESHOLD = -3
#: Blocks above this are mapped on their own (and given back when freed). Not lower:
#: mapping the 2 MiB arrays of a 512-token edit anew each time (page faults on the UI
#: thread, where it runs) made each edit 3 ms slower at 1 MiB.
THRESHOLD = 4 << 20


def _glibc(name: str, *argtypes: type) -> Callable[..., int] | None:
    """The C library's function ``name`` taking ``argtypes``, or None off Linux or where it has none."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        function = getattr(ctypes.CDLL(None), name)
    except (OSError, AttributeError):
        return None
    function.argtypes = argtypes
    function.restype = ctypes.c_int
    return function


def return_freed_memory(threshold: int = THRESHOLD) -> bool:
    """Fix glibc's mmap threshold at ``threshold`` bytes; whether it was set (False
    off Linux, or where the C library has no ``mallopt``)."""
    mallopt = _glibc("mallopt", ctypes.c_int, ctypes.c_int)
    return mallopt is not None and mallopt(M_MMAP_THRESHOLD, int(threshold)) == 1


def release_free_pages() -> bool:
    """Give the free pages inside glibc's heaps back to the system (``malloc_trim``);
    whether it could (False off Linux, or without it).

    Blocks under the threshold (at 4096 tokens Q, K, V and the output, 1 MiB each,
    and a figure's pictures) leave holes among live ones when freed, and glibc
    only trims a heap's top: the document calls this before each recompute, and
    an edit with the Lines tab in view peaked 6 MiB (0.1 n × n) lower. About 1 ms."""
    malloc_trim = _glibc("malloc_trim", ctypes.c_size_t)
    if malloc_trim is None:
        return False
    malloc_trim(0)
    return True
