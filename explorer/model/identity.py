"""Who an imported head is: its model, layer and head, counted from 1 (no Qt).

:func:`explorer.core.bert.import_head` records the model in the session's
``extras["model"]`` (kept on save); its ``name`` is the config's, which for a
fine-tuned package is often the base checkpoint ("nreimers/MiniLM-L6-H384-uncased"
for all-MiniLM-L6-v2). People know the model by the package or folder they
opened, so that name comes first.
"""

from __future__ import annotations

from pathlib import PurePath
from typing import Any

from explorer.core.session import Session


def model_name(model: dict[str, Any]) -> str:
    """The package or folder name ("all-MiniLM-L6-v2"), else the config's name."""
    folder = str(model.get("folder") or "").rstrip("/\\")
    return PurePath(folder).name if folder else str(model.get("name") or "model")


def head_identity(session: Session) -> str | None:
    """"all-MiniLM-L6-v2 · layer 6 · head 12" for an imported head (layer and head
    stored 0-based in the session file, shown from 1), None for any other session."""
    model = session.extras.get("model")
    if not isinstance(model, dict):
        return None
    parts = [model_name(model)]
    for key in ("layer", "head"):
        value = model.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            parts.append(f"{key} {value + 1}")
    return " · ".join(parts)
