"""``explorer.load``, ``explorer.preset`` and ``explorer.presets``: sessions from files and the shipped examples."""

from __future__ import annotations

import os

from explorer.core.io.presets import list_presets, load_preset
from explorer.core.io.session_files import load as load_file
from explorer.core.session import Session
from explorer.core.session_error import ArgumentError


def load(path: str | os.PathLike[str]) -> Session:
    """The session in the file at ``path`` (format ``attention-explorer/session``, any version).

    Raises SessionError (a ValueError) naming the file's field and, for a matrix,
    its row and column; a missing or unreadable file is said the same way."""
    if not isinstance(path, (str, os.PathLike)):
        raise ArgumentError("path", f"expected a file name, got {type(path).__name__}")
    return load_file(path)


def _short(stem: str) -> str:
    """"thinking-machines" for "01-thinking-machines": the name without its ordering number."""
    number, _, rest = stem.partition("-")
    return rest if number.isdigit() and rest else stem


def presets() -> list[str]:
    """The names of the shipped example sessions, in the order File → Open Example lists
    them ("thinking-machines", "causal-decoder", …)."""
    return [_short(p.name) for p in list_presets()]


def preset(name: str = "thinking-machines") -> Session:
    """The shipped example ``name`` (one of :func:`presets`; its file name, "01-thinking-machines",
    works too). The default is the reference text's two words, "Thinking Machines", with d = 3."""
    stems = {p.name: p.name for p in list_presets()}
    stems.update({_short(stem): stem for stem in list(stems)})
    if not isinstance(name, str) or name not in stems:
        raise ArgumentError("name", f"no preset {name!r}; choose one of {', '.join(presets())}")
    return load_preset(stems[name])
