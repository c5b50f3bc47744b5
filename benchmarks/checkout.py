"""Which checkout's code a benchmark measures: the one on PYTHONPATH, else the scripts' own.

Imported first by every script here (this folder is on ``sys.path`` as the
script's own). ``side_by_side.sh`` runs these scripts against another checkout
by putting it on PYTHONPATH; the scripts used to put their own checkout at the
front of ``sys.path``, ahead of PYTHONPATH, so both sides ran the same code.
The scripts' checkout now goes right after the PYTHONPATH entries.
"""

from __future__ import annotations

import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir))
_ENTRIES = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
if ROOT not in sys.path:
    sys.path.insert(1 + len(_ENTRIES), ROOT)


def code() -> str:
    """The folder that holds the ``explorer`` package measured (the working directory a
    ``python -c`` child must run in: its sys.path starts with the working directory)."""
    import importlib.util

    spec = importlib.util.find_spec("explorer")
    assert spec is not None and spec.origin is not None, "explorer cannot be imported"
    return os.path.dirname(os.path.dirname(spec.origin))
