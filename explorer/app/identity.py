"""Who an imported head is: its model, layer and head, counted from 1 (no Qt).

:func:`explorer.core.models.bert.import_head` records the model in the session's
``extras["model"]`` (kept on save); its ``name`` is the config's, which for a
fine-tuned package is often the base checkpoint ("nreimers/MiniLM-L6-H384-uncased"
for all-MiniLM-L6-v2), a GGUF file's ``general.name`` a training run's ("Smollm2
135M 8k Lc100K Mix1 Ep2"). People know the model by the package, folder or file
they opened, so that name comes first. The imported head is the session's first
(an import makes a one-head session; heads added later are new ones).
"""

from __future__ import annotations

import re
from typing import Any

from explorer.core.session import Session
from explorer.core.wording import QT_TRANSLATE_NOOP, translate


def model_name(model: dict[str, Any]) -> str:
    """The package, folder or file name ("all-MiniLM-L6-v2", "SmolLM2-135M-Instruct"),
    by :func:`explorer.core.models.installed.model_name`, the one rule the Model view,
    its figures and the deck name a model by; the recorded name only without a path."""
    # Here, not at the top: the models' readers are for an imported head, not the first paint.
    from explorer.core.models import installed as installed_models

    where = str(model.get("folder") or model.get("file") or "").rstrip("/\\")
    return installed_models.model_name(where) if where else str(model.get("name") or "model")


def _said(text: str, english: bool) -> str:
    """``text`` in the chosen language, or as written when ``english`` (a file name's part)."""
    return text if english else translate("Identity", text)


def head_identity(session: Session | None, *, english: bool = False) -> str | None:
    """"all-MiniLM-L6-v2 · layer 6 · head 12" for an imported head (layer and head
    stored 0-based in the session file, shown from 1), None for any other session.
    In the chosen language unless ``english``."""
    model = session.extras.get("model") if session is not None else None
    if not isinstance(model, dict):
        return None
    parts = [model_name(model)]
    for key in ("layer", "head"):
        value = model.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            said = (QT_TRANSLATE_NOOP("Identity", "layer {number}") if key == "layer"
                    else QT_TRANSLATE_NOOP("Identity", "head {number}"))
            parts.append(_said(said, english).format(number=value + 1))
    return " · ".join(parts)


def _plain_name(head: int, capital: bool, of: int | None, english: bool) -> str:
    if of is None:
        said = QT_TRANSLATE_NOOP("Identity", "Head {head}") if capital else QT_TRANSLATE_NOOP("Identity", "head {head}")
    elif capital:
        said = QT_TRANSLATE_NOOP("Identity", "Head {head} of {count}")
    else:
        said = QT_TRANSLATE_NOOP("Identity", "head {head} of {count}")
    return _said(said, english).format(head=head + 1, count=of)


def head_name(session: Session | None, head: int, capital: bool = True, of: int | None = None, *,
              english: bool = False) -> str:
    """How people name head ``head`` (0-based) of ``session``, on every tab, slide,
    figure and file: "Head 2" ("head 2" when not ``capital``; "head 2 of 4" with
    ``of``, the number of heads, for a figure's line); the imported head by who it
    is, "all-MiniLM-L6-v2 · layer 6 · head 12" (with "Head 1 (…)" before it when
    heads were added). In the chosen language unless ``english`` (a file name's part)."""
    plain = _plain_name(head, capital, of, english)
    who = head_identity(session, english=english) if head == 0 else None
    if who is None:
        return plain
    heads = of if of is not None else len(session.heads)
    return who if heads == 1 else f"{plain} ({who})"


def head_names(session: Session) -> list[str]:
    """:func:`head_name` of every head, for a head selector."""
    return [head_name(session, h) for h in range(len(session.heads))]


def head_note(session: Session | None, head: int | None) -> str:
    """:func:`head_name` (lower case) where a view says which head it shows: with
    several heads, or for an imported head; "" for the only head of a plain session."""
    if head is None or session is None or (len(session.heads) == 1 and head_identity(session) is None):
        return ""
    return head_name(session, head, capital=False)


def head_file_name(session: Session | None, head: int) -> str:
    """:func:`head_name` as a file name's part: "head-2", "all-minilm-l6-v2-layer-6-head-12"."""
    name = head_name(session, head, capital=False, english=True)  # a file's name stays English: ASCII, as shipped
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
