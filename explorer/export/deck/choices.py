"""The Export Lecture file dialog's choices: filters that pick the format and the theme
in one dialog, and the format a path asks for (no Qt)."""

from __future__ import annotations

from pathlib import Path

from explorer.export.deck.page_types import DECK_FORMATS, DECK_NAMES
from explorer.export.view import ExportError

#: (filter text, format, theme) for the Export Lecture file dialog: the theme is
#: chosen with the file type, in one dialog.
DECK_FILTERS: tuple[tuple[str, str, str], ...] = tuple(
    (f"{DECK_NAMES[fmt]} deck, {theme} (*.{fmt})", fmt, theme) for fmt in DECK_FORMATS for theme in ("light", "dark")) + \
    tuple((f"PowerPoint deck with the lecture as a video, {theme} (*.pptx)", "pptx", theme) for theme in ("light", "dark"))


def filters_for(theme: str) -> tuple[str, str]:
    """(the dialog's filter string, the filter selected at first): the PDF of ``theme``."""
    texts = [text for text, _, _ in DECK_FILTERS]
    first = next(text for text, fmt, th in DECK_FILTERS if fmt == "pdf" and th == theme)
    return ";;".join(texts), first


def deck_choice(path: str | Path, selected_filter: str, default_theme: str = "light") -> tuple[Path, str, str]:
    """(path, format, theme) from the dialog's answer: the suffix the person typed
    wins over the filter; a name with no suffix gets the filter's."""
    path = Path(path)
    fmt, theme = next(((f, t) for text, f, t in DECK_FILTERS if text == selected_filter), ("pdf", default_theme))
    suffix = path.suffix.lower().lstrip(".")
    if suffix in DECK_FORMATS:
        fmt = suffix
    elif not suffix:
        path = path.with_name(path.name + "." + fmt)
    else:
        raise ExportError(f"a lecture is written as .pdf or .pptx, not .{suffix}")
    return path, fmt, theme


def wants_video(selected_filter: str, fmt: str) -> bool:
    """Whether the filter chosen asks for the lecture's video on a slide (a PowerPoint deck only)."""
    return fmt == "pptx" and "as a video" in selected_filter
