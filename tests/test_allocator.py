"""Freed large arrays leave the process (glibc's mmap threshold fixed at start)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from explorer.core.allocator import THRESHOLD, return_freed_memory

# What the scenarios share: the resident set in bytes, and blocks freed among live ones.
RSS = """
import numpy as np
def rss():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) * 1024
def freed_between_small_ones(count, size):
    kept, small = [], []
    for _ in range(count):
        kept.append(np.ones(size, np.uint8))
        small.append(bytearray(64 << 10))
    return small  # the blocks are freed, the small objects between them live on
"""

# A freed 16 MiB block raises glibc's own threshold to 16 MiB; 6 MiB arrays then come from
# the heap, and small objects made between them keep the freed heap from being trimmed.
SCENARIO = RSS + """
import sys
from explorer.core.allocator import return_freed_memory
if sys.argv[1] == "fixed":
    assert return_freed_memory()
big = np.ones(16 << 20, np.uint8); del big
before = rss()
small = freed_between_small_ones(16, 6 << 20)
print(rss() - before)
"""


def retained(mode: str) -> int:
    done = subprocess.run([sys.executable, "-c", SCENARIO, mode], capture_output=True, text=True, check=True)
    return int(done.stdout)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt: Linux only")
def test_freed_arrays_are_given_back_to_the_system():
    assert retained("default") > 48 << 20  # 96 MiB were freed; glibc's heap kept most of it
    assert retained("fixed") < 8 << 20  # mapped on their own: unmapped when freed


def test_setting_the_threshold_says_whether_it_took():
    assert return_freed_memory(THRESHOLD) is sys.platform.startswith("linux")


# 1 MiB blocks (under the threshold: from the heap) with small objects between them:
# freed, their pages stay resident until the heap is trimmed inside, not only at its top.
HOLES = RSS + """
from explorer.core.allocator import release_free_pages, return_freed_memory
assert return_freed_memory()
before = rss()
small = freed_between_small_ones(48, 1 << 20)
held = rss() - before
assert release_free_pages()
print(held, rss() - before)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim: Linux only")
def test_the_free_pages_among_live_blocks_are_given_back():
    done = subprocess.run([sys.executable, "-c", HOLES], capture_output=True, text=True, check=True)
    held, after = map(int, done.stdout.split())
    assert held > 32 << 20  # 48 MiB freed among live blocks: resident still
    assert after < held - (32 << 20)
