"""The Export feature's work on the window's job runner (:mod:`explorer.app.jobs`):
its purposes, which figures are drawn there rather than in line, and failures
said in a person's words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from explorer.core.failures import STOPS
from explorer.core.session import Session
from explorer.export.view import PIPELINE, parse_key

T = TypeVar("T")

#: The Export dialog's preview (on screen: Priority.VISIBLE).
PREVIEW = "export preview"
#: The Export dialog's file, written while the dialog waits (Priority.WAITED).
WRITE = "write export"
#: Edit → Copy Figure's image (the status bar says it is being drawn).
COPY_FIGURE = "copy figure"
#: The Export dialog's Copy image: a purpose of its own, so that it and a Copy Figure
#: still being drawn do not make each other's image stale.
COPY_IMAGE = "copy image"
#: File → Export Lecture's deck, rendered behind a progress dialog.
WRITE_DECK = "write deck"
#: File → Export Animation…'s preview: the plan, its first shots drawn small, the size estimated
#: (on screen: Priority.VISIBLE; a changed choice makes it stale and stops it).
ANIMATION_PREVIEW = "animation preview"
#: File → Export Animation…'s file, written frame by frame while the dialog counts them
#: (a purpose of its own: a preview being drawn meanwhile does not make it stale).
WRITE_ANIMATION = "write animation"

#: A figure of one step of a session with at most this many weights (n × m) is drawn
#: in line on the UI thread; a larger one, and every pipeline slide, on the runner.
#: Not :func:`explorer.app.jobs.inline`'s multiply-adds: a figure's cost is painting
#: (a cell, its number, its labels), which does not follow them. A 16 × 16 weights
#: preview takes 4 ms, 32 × 32 9 ms, 64 × 64 18 ms, 128 × 128 45 ms; the 16:9 slide
#: lays itself out for 60–600 ms (benchmarks/README.md, "Export previews").
FIGURE_INLINE_CELLS = 24 * 24


def draws_inline(session: Session, key: str = "") -> bool:
    """Whether the figure of ``key`` of ``session`` is drawn in line (see :data:`FIGURE_INLINE_CELLS`)."""
    return parse_key(key)[0] != PIPELINE and session.n * session.m <= FIGURE_INLINE_CELLS


class Said(ValueError):
    """A failure already said in a person's words (one line): the runner hands
    a ValueError's message to ``failed`` as it is."""


def in_words(call: Callable[[], T], words: Callable[[BaseException], str]) -> T:
    """``call()``; whatever it raises (a library's panic too) raised again as
    :class:`Said` with ``words(err)``. A stop (KeyboardInterrupt, SystemExit) passes."""
    try:
        return call()
    except STOPS:
        raise
    except BaseException as err:  # noqa: BLE001 - said in words, not as a type and a traceback
        raise Said(words(err)) from None
