"""Attention Explorer: edit small matrices and watch scaled dot-product attention.

``import explorer`` is the public Python API::

    s = explorer.Session.from_arrays(X, W_Q, W_K, W_V)   # or explorer.load(path), explorer.preset(name)
    t = explorer.compute(s)                               # t.step("weights", head=1): n × m
    explorer.export(s, "weights.svg")                     # every format the command line writes
    w = explorer.show(s)                                  # the desktop window (IPython: %gui qt first)
    explorer.head_view(attentions, tokens)                # BertViz's call, a native window

Nothing is imported until a name is used (``__getattr__`` below): ``import
explorer`` stays fast and loads no Qt, and neither do ``load``, ``preset``,
``compute`` and ``explain``; only the window and the figures import Qt.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

__version__ = "0.1.0"

#: Each public name and the module that holds it.
_NAMES = {
    "Session": "explorer.core.session",
    "ArgumentError": "explorer.core.session_error",
    "SessionError": "explorer.core.session_error",
    "load": "explorer.api.sessions",
    "preset": "explorer.api.sessions",
    "presets": "explorer.api.sessions",
    "vary": "explorer.api.sessions",
    "compute": "explorer.api.compute",
    "Trace": "explorer.api.compute",
    "explain": "explorer.api.explain",
    # The figures package itself, made callable (explorer/export/__init__.py says why).
    "export": "explorer.export",
    "show": "explorer.api.window",
    "Window": "explorer.api.window",
    "NoEventLoop": "explorer.api.qt_loop",
    "head_view": "explorer.api.weights",
    "model_view": "explorer.api.weights",
    "use_language": "explorer.app.language",
}

__all__ = sorted(_NAMES)


def __getattr__(name: str) -> Any:
    module = _NAMES.get(name)
    if module is None:
        raise AttributeError(f"module 'explorer' has no attribute {name!r}")
    value = import_module(module) if module == f"{__name__}.{name}" else getattr(import_module(module), name)
    globals()[name] = value  # once: later reads are plain attribute reads
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_NAMES))
