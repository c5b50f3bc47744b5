"""The one rule for keys in a session file: every object holds only the keys
the format defines for it, at every level (the top, each head, each KV group,
``positions``). Any other key is refused, naming it and where it is, with a
near spelling when there is one (``heads[1].bq: unknown key; did you mean
b_q?``). A typo then never drops a bias unseen, and nothing a person wrote is
lost on save without a word. Free-form data has its own keys at the top level
(:data:`FREE_FORM_KEYS`), kept as they are.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from explorer.core.io.safe_text import plain
from explorer.core.session import SessionError
from explorer.core.wording import translate

#: Top-level keys whose content is free (any JSON), kept on save as read:
#: a title and notes for people, the view state, and what the app records
#: (an imported model, a generated session's seed, a training run), and an
#: exercise (kept here as read; explorer.core.exercises checks it when the file is used as one).
FREE_FORM_KEYS = ("title", "notes", "view", "model", "seed", "training", "exercise")
#: A key longer than this is named by its start only (it may be huge).
_KEY_SHOWN = 40


def _shown(key: str) -> str:
    return plain(key[:_KEY_SHOWN]) + ("…" if len(key) > _KEY_SHOWN else "")


def refuse_unknown_keys(data: Mapping[str, Any], allowed: Collection[str], where: str = "",
                        top_level: Collection[str] = (), context: str = "") -> None:
    """Raise :class:`SessionError` for the first key of ``data`` not in
    ``allowed``; the field is ``where.key``. ``top_level``: keys that belong at
    the top of the file (a misplaced ``window`` in a head is told so);
    ``context`` says whose keys ``allowed`` are ("sinusoidal positions")."""
    for key in data:
        if key in allowed:
            continue
        field = f"{where}.{_shown(key)}" if where else _shown(key)
        if key in top_level:
            raise SessionError(field, translate("FileKeys", "unknown key here; {key} belongs at the top level of the "
                                                            "file").format(key=key))
        import difflib  # only for a refused key: not for every start

        near = difflib.get_close_matches(key.lower()[:_KEY_SHOWN], list(allowed), n=1, cutoff=0.6)
        if near:
            message = (translate("FileKeys", "unknown key for {context}; did you mean {key}?") if context
                       else translate("FileKeys", "unknown key; did you mean {key}?"))
            raise SessionError(field, message.format(context=context, key=near[0]))
        message = (translate("FileKeys", "unknown key for {context}; allowed: {keys}") if context
                   else translate("FileKeys", "unknown key; allowed: {keys}"))
        raise SessionError(field, message.format(context=context, keys=", ".join(sorted(allowed))))
