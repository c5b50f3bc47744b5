"""The Export Lecture file dialog's choices: filters that pick the format and the theme
in one dialog, and the format a path asks for (no Qt)."""

from __future__ import annotations

from pathlib import Path

from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.export.deck.page_types import DECK_FORMATS
from explorer.export.view import ExportError

#: (filter text, format, theme) for the Export Lecture file dialog: the theme is
#: chosen with the file type, in one dialog. The texts are English: the dialog shows
#: them translated (:func:`filters_for`).
DECK_FILTERS: tuple[tuple[str, str, str], ...] = (
    (QT_TRANSLATE_NOOP("Choices", "PDF deck, light (*.pdf)"), "pdf", "light"),
    (QT_TRANSLATE_NOOP("Choices", "PDF deck, dark (*.pdf)"), "pdf", "dark"),
    (QT_TRANSLATE_NOOP("Choices", "PowerPoint deck, light (*.pptx)"), "pptx", "light"),
    (QT_TRANSLATE_NOOP("Choices", "PowerPoint deck, dark (*.pptx)"), "pptx", "dark"),
    (QT_TRANSLATE_NOOP("Choices", "PowerPoint deck with the lecture as a video, light (*.pptx)"), "pptx", "light"),
    (QT_TRANSLATE_NOOP("Choices", "PowerPoint deck with the lecture as a video, dark (*.pptx)"), "pptx", "dark"),
)
#: The filters that ask for the lecture's video on a slide.
_VIDEO_FILTERS = DECK_FILTERS[-2:]


def _shown(text: str) -> str:
    return translate("Choices", text)


def filters_for(theme: str) -> tuple[str, str]:
    """(the dialog's filter string, the filter selected at first): the PDF of ``theme``."""
    texts = [_shown(text) for text, _, _ in DECK_FILTERS]
    first = next(_shown(text) for text, fmt, th in DECK_FILTERS if fmt == "pdf" and th == theme)
    return ";;".join(texts), first


def deck_choice(path: str | Path, selected_filter: str, default_theme: str = "light") -> tuple[Path, str, str]:
    """(path, format, theme) from the dialog's answer: the suffix the person typed
    wins over the filter; a name with no suffix gets the filter's."""
    path = Path(path)
    fmt, theme = next(((f, t) for text, f, t in DECK_FILTERS if selected_filter in (_shown(text), text)),
                      ("pdf", default_theme))
    suffix = path.suffix.lower().lstrip(".")
    if suffix in DECK_FORMATS:
        fmt = suffix
    elif not suffix:
        path = path.with_name(path.name + "." + fmt)
    else:
        raise ExportError(translate("Choices", "a lecture is written as .pdf or .pptx, not .{suffix}").format(
            suffix=suffix))
    return path, fmt, theme


def wants_video(selected_filter: str, fmt: str) -> bool:
    """Whether the filter chosen asks for the lecture's video on a slide (a PowerPoint deck only)."""
    return fmt == "pptx" and any(selected_filter in (_shown(text), text) for text, _, _ in _VIDEO_FILTERS)
