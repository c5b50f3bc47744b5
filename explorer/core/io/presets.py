"""Built-in example sessions, shipped as session files in ``resources/presets``."""

from __future__ import annotations

from dataclasses import dataclass

from explorer.core.io.resources import resource
from explorer.core.session import Session
from explorer.core.io.session_files import loads

DEFAULT_PRESET = "01-thinking-machines"


@dataclass(frozen=True)
class Preset:
    name: str  # file stem, e.g. "01-thinking-machines"
    title: str
    notes: str

    def load(self) -> Session:
        return load_preset(self.name)


def list_presets() -> list[Preset]:
    """Every preset, in file-name order."""
    out = []
    for node in sorted(resource("presets").iterdir(), key=lambda n: n.name):
        if node.name.endswith(".json"):
            session = loads(node.read_text(encoding="utf-8"))
            name = node.name[: -len(".json")]
            out.append(Preset(name, str(session.extras.get("title", name)), str(session.extras.get("notes", ""))))
    return out


def load_preset(name: str = DEFAULT_PRESET) -> Session:
    """The preset session ``name`` (file stem); KeyError if there is none."""
    node = resource("presets", f"{name}.json")
    if not node.is_file():
        raise KeyError(name)
    return loads(node.read_text(encoding="utf-8"))
