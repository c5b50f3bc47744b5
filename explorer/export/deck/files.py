"""The lecture deck as a file: rendered to memory, checked, then written atomically.

:func:`deck_bytes` plans the deck (:mod:`~explorer.export.deck.plan`) and has
it painted as a PDF (:mod:`~explorer.export.deck.pdf`) or a PowerPoint file
(:mod:`~explorer.export.deck.pptx`); :func:`write_deck` writes those bytes so
that a failure keeps the old file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from explorer.core.attention.trace import Trace
from explorer.core.session import Session
from explorer.core.wording import translate
from explorer.export.deck.page_types import DECK_FORMATS, DECK_NAMES, ExtraPage
from explorer.export.deck.plan import plan_deck
from explorer.export.options import FigureOptions
from explorer.export.view import ExportError, WriteError


def deck_format(path: str | Path, fmt: str | None = None) -> str:
    """``fmt`` (pdf or pptx) when given, else the suffix of ``path``; ExportError otherwise."""
    chosen = (fmt or Path(path).suffix).lower().lstrip(".")
    if chosen not in DECK_FORMATS:
        raise ExportError(translate("Files", "a lecture is a PDF or PowerPoint deck: end {name} with .pdf or .pptx")
                          .format(name=repr(Path(path).name)))
    return chosen


@dataclass(frozen=True)
class DeckFile:
    """A finished deck in memory: its bytes, its format and how many pages it has."""

    data: bytes
    fmt: str
    pages: int

    @property
    def unit(self) -> str:
        """What its pages are called: "slides" in PowerPoint, "pages" in a PDF."""
        return "slides" if self.fmt == "pptx" else "pages"


def deck_bytes(trace: Trace, head: int, fmt: str, options: FigureOptions | None = None, *,
               query: int | None = None, session: Session | None = None,
               progress: Callable[[int, int], None] | None = None, extras: tuple[ExtraPage, ...] = (),
               model: Any = None, video: bool = False) -> DeckFile:
    """The deck of ``head`` as checked file bytes (no file is touched: a caller
    may render on a worker thread and write on its own). ``progress(done, total)``
    is called after each page. ``model`` (a deck_views.ModelRun) is run here from
    the session's import record when not given (seconds, for an imported head).
    ``video``: a PowerPoint deck gets the lecture's animation (MP4) on a slide after the title."""
    from explorer.export.deck.views import model_run
    from explorer.export.render import ensure_gui

    if video and fmt != "pptx":
        raise ExportError(translate("Files", "a video goes on a PowerPoint slide: write the deck as .pptx"))
    ensure_gui()
    if model is None:
        model = model_run(session if session is not None else trace.session)
    plan = plan_deck(trace, head, query, extras, model)
    options = options or FigureOptions()
    try:
        if fmt == "pdf":
            from explorer.export.deck.pdf import pdf_deck

            data = pdf_deck(plan, trace, options, session, progress)
        elif fmt == "pptx":
            from explorer.export.deck.pptx import pptx_deck

            movie = None
            if video:
                from explorer.export.animation.lecture import deck_movie, lecture_animation

                movie = deck_movie(lecture_animation(trace, head, options, query=query, session=session,
                                                     extras=extras, model=model))
            data = pptx_deck(plan, trace, options, session, progress, movie)
        else:
            raise ExportError(translate("Files", "unknown deck format {format}; expected pdf or pptx").format(
                format=repr(fmt)))
    except OSError as err:  # IncompleteOutput: the writer's bytes were not a whole file
        raise ExportError(translate("Files", "could not make the {format} deck: {reason}").format(
            format=DECK_NAMES.get(fmt, fmt), reason=err)) from None
    return DeckFile(data, fmt, plan.page_count + (video and fmt == "pptx"))


def write_deck(deck: DeckFile, path: str | Path) -> Path:
    """Write ``deck`` to ``path`` atomically; ExportError in a person's words when
    it cannot be (the file that was there stays)."""
    from explorer.core.io.atomic import atomic_write_bytes

    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    try:
        atomic_write_bytes(path, deck.data)
    except OSError as err:
        if not folder.exists():
            why = translate("Files", "the folder {folder} does not exist").format(folder=folder)
        elif not folder.is_dir():
            why = translate("Files", "{folder} is a file, not a folder").format(folder=folder)
        elif path.is_dir():
            why = translate("Files", "a folder of that name is in the way")
        else:
            why = err.strerror or str(err)
        raise WriteError(translate("Files", "cannot write {path}: {reason}").format(path=path, reason=why)) from None
    return path


def export_deck(trace: Trace, head: int, path: str | Path, fmt: str | None = None,
                options: FigureOptions | None = None, *, query: int | None = None,
                session: Session | None = None, video: bool = False) -> DeckFile:
    """Write the deck of ``head`` to ``path`` (format from the suffix when None; ``video``: with the
    lecture's animation on a slide, PowerPoint only)."""
    deck = deck_bytes(trace, head, deck_format(path, fmt), options, query=query, session=session, video=video)
    write_deck(deck, path)
    return deck
