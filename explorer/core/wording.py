"""What a person reads, in their language: the one door every user-visible string goes through.

``translate(context, text)`` gives ``text`` in the language chosen for this process, or ``text``
itself (English) when none is chosen or the catalogue has no translation. The catalogues are
Qt's (``.ts`` sources, compiled ``.qm``, read by ``QTranslator``); the application layer
(:mod:`explorer.app.language`) loads one and hands its lookup to :func:`use_lookup`, so the core
translates without importing Qt.

Rules that keep every string translatable (``pyside6-lupdate`` finds them by these names):

- ``translate("Context", "Literal text")``: both arguments string literals; a value goes in
  through a named placeholder, ``translate("Export", "Saved {path}").format(path=p)``, never an
  f-string (the catalogue holds the text before ``format``).
- A string made when a module is imported (a table of titles, a dataclass default) is marked with
  ``QT_TRANSLATE_NOOP("Context", "text")`` where it is written and translated where it is shown,
  ``translate("Context", spec.title)``: the language is chosen after imports.
- Whole sentences, never pieces glued together: word order differs between languages.
- Numbers keep the math's decimal point on cards and figures (the formulas the app teaches are
  written with it); where a person types, the locale's decimal comma is accepted too.
"""

from __future__ import annotations

from collections.abc import Callable

#: (context, text) → the translation, or None when the catalogue has none.
Lookup = Callable[[str, str], "str | None"]

_lookup: Lookup | None = None


def translate(context: str, text: str) -> str:
    """``text`` in the chosen language; ``text`` itself when there is no translation."""
    if _lookup is None or not text:
        return text
    found = _lookup(context, text)
    return found if found else text


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for the catalogue under ``context`` without translating it now (it is translated
    where it is shown, with :func:`translate` and the same context)."""
    return text


def use_lookup(lookup: Lookup | None) -> None:
    """Translate through ``lookup`` from now on (None: English, the source text)."""
    global _lookup
    _lookup = lookup

