"""Where the runtime resources (presets, icons) are.

Installed, they are inside the package (``explorer/resources``, put there by
the wheel build); from a source checkout they are the top-level
``resources/`` folder. Both are found through :mod:`importlib.resources` so a
zip import or a frozen bundle works too.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from explorer.core.wording import translate


def resource_root() -> Traversable:
    """The folder that holds ``presets/`` and ``icons/``."""
    packaged = resources.files("explorer").joinpath("resources")
    if packaged.is_dir():
        return packaged
    checkout = Path(__file__).resolve().parents[3] / "resources"
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(translate("Resources", "Attention Explorer's resources are missing: reinstall the package"))


def resource(*parts: str) -> Traversable:
    """A file below the resource root, e.g. ``resource("icons", "app.svg")``."""
    node = resource_root()
    for part in parts:
        node = node.joinpath(part)
    return node
