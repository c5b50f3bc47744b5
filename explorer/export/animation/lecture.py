"""The lecture as an animation: the lecture deck's pages, one at a time, cross-faded.

The same plan and the same page figures as the PDF and PowerPoint deck
(:func:`~explorer.export.deck.plan.plan_deck`, :func:`~explorer.export.deck.pages.page_figures`):
the video says exactly what the deck says, in the Step by step panel's order.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from explorer.core.attention.trace import Trace
from explorer.core.session import Session
from explorer.core.wording import translate
from explorer.export.animation.scenes import Animation, Shot, hold_frames
from explorer.export.deck.page_types import PAGE_H, PAGE_W, DeckMovie, ExtraPage
from explorer.export.options import FigureOptions
from explorer.export.render import ensure_gui
from explorer.export.theme import theme

#: The cross-fade between two pages, in seconds: short enough not to slow a lecture down.
FADE_S = 0.4


def lecture_animation(trace: Trace, head: int = 0, options: FigureOptions | None = None, *, fps: int = 30,
                      hold: float = 2.0, query: int | None = None, session: Session | None = None,
                      extras: tuple[ExtraPage, ...] = (), model: Any = None) -> Animation:
    """The deck of ``head`` (from 0) as shots: each page held ``hold`` seconds, cross-faded in
    over :data:`FADE_S`. ``model`` as for the deck (run from the session's import record when None)."""
    from explorer.export.deck.pages import page_figures
    from explorer.export.deck.plan import plan_deck
    from explorer.export.deck.views import model_run

    ensure_gui()  # figures measure their text when made
    options = options or FigureOptions()
    session = session if session is not None else trace.session
    if model is None:
        model = model_run(session)
    plan = plan_deck(trace, head, query, extras, model)
    held, fade = hold_frames(hold, fps), round(FADE_S * fps)
    pages = plan.page_count

    def shots() -> Iterator[Shot]:
        for k, figure in enumerate(page_figures(plan, trace, options, session)):
            yield Shot(figure, held, fade if k else 0,
                       caption=translate("Lecture", "page {page} of {total}").format(page=k + 1, total=pages))

    return Animation("lecture", plan.name, fps, pages * held + (pages - 1) * fade, (PAGE_W, PAGE_H),
                     theme(options.theme).background, shots)



def deck_movie(animation: Animation) -> DeckMovie:
    """``animation`` as an MP4 at 1280 × 720 for a deck's slide, with its first frame as the poster."""
    import io
    import tempfile
    from pathlib import Path

    from PIL import Image

    from explorer.export.animation.scenes import DEFAULT_SIZE, Framer
    from explorer.export.animation.write import write_animation

    with tempfile.TemporaryDirectory(prefix="attention-explorer-") as folder:
        path = Path(folder) / "lecture.mp4"
        written = write_animation(animation, path, "mp4", size=DEFAULT_SIZE)
        video = path.read_bytes()
    framer = Framer(*DEFAULT_SIZE, animation.extent, animation.background)
    poster = io.BytesIO()
    Image.fromarray(framer.pixels(next(iter(animation.shots())).figure), "RGB").save(poster, "PNG")
    description = translate("Lecture", "{title}: a video of {seconds:.0f} seconds showing the lecture's pages one "
                                       "at a time").format(title=animation.title, seconds=written.seconds)
    return DeckMovie(video, poster.getvalue(), description)
