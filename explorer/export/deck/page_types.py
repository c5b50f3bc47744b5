"""The lecture deck's shared types: what a page says and where each thing goes on it.

The plan (:mod:`~explorer.export.deck.plan`), its asides and view pages, the
painted pages and both writers read these; this module reads none of them, so
the deck has no import cycle.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.export.options import FigureOptions

DECK_FORMATS = ("pdf", "pptx")
DECK_NAMES = {"pdf": "PDF", "pptx": "PowerPoint"}
#: The page in logical pixels (1/96 in): 13.33 × 7.5 in, the widescreen slide.
PAGE_W, PAGE_H = 1280.0, 720.0
#: A deck is for teaching: past this many tokens a figure per step is no longer
#: readable on a slide (and each page would paint n² cells), so it is refused.
MAX_DECK_TOKENS = 256
#: The sentence on the title page is shortened past this many characters.
MAX_SENTENCE_CHARS = 160
MODE_NAMES = {"self": QT_TRANSLATE_NOOP("PageTypes", "Self-attention"),
              "causal": QT_TRANSLATE_NOOP("PageTypes", "Masked (causal) self-attention"),
              "cross": QT_TRANSLATE_NOOP("PageTypes", "Cross-attention")}
BRAND = "Attention Explorer"


def mode_name(mode: str) -> str:
    """How the title page names a session's mode, in the chosen language ("Self-attention")."""
    return translate("PageTypes", MODE_NAMES[mode]) if mode in MODE_NAMES else mode


@dataclass(frozen=True)
class Slot:
    """A box on the page (logical pixels) and the em size of its text.

    With ``after`` the box flows: it starts ``y`` below the text of the slot
    named ``after`` (so a one-line formula leaves no hole), and ``h`` is the
    most it may take; with ``bottom`` too it never reaches past that y (the
    footer's), however far down the texts above it pushed it."""

    x: float
    y: float
    w: float
    h: float
    px: float = 16.0
    bold: bool = False
    muted: bool = False
    after: str | None = None
    italic: bool = False
    bottom: float | None = None


# Where everything goes. The text column on the left starts at the same place
# on every step page (a reveal reads as one slide changing); the figure takes
# the rest. A text longer than its slot's height is set smaller (see
# deck_pages.fitted_font), never cut.
STEP_SLOTS: dict[str, Slot] = {
    "kicker": Slot(48, 48, 400, 26, 16, muted=True),
    "title": Slot(48, 6, 400, 100, 36, bold=True, after="kicker"),
    "formula": Slot(48, 14, 400, 118, 28, after="title"),
    "facts": Slot(48, 28, 400, 168, 18, after="formula"),
    "description": Slot(48, 24, 400, 140, 18, muted=True, after="facts"),
    # The reference text's words for the ideas this step teaches (deck.ideas), quoted.
    "ideas": Slot(48, 20, 400, 400, 17, after="description", bottom=660, italic=True),
    "figure": Slot(476, 36, 756, 624),
    "footer": Slot(48, 676, 1184, 22, 13, muted=True),
}
TITLE_SLOTS: dict[str, Slot] = {
    "kicker": Slot(96, 128, 1088, 28, 18, muted=True),
    "title": Slot(96, 4, 1088, 76, 54, bold=True, after="kicker"),
    "sentence": Slot(96, 30, 1088, 140, 34, after="title"),
    "facts": Slot(96, 30, 1088, 120, 20, muted=True, after="sentence"),
    "formula": Slot(96, 30, 1088, 48, 26, after="facts"),
    "footer": Slot(48, 676, 1184, 22, 13, muted=True),
}
#: A figure is never enlarged past this (a 2-token heatmap would fill the page
#: with four cells and type bigger than the page's title).
MAX_ZOOM = 1.5
#: Pixels per inch of the figures in a PowerPoint file.
PICTURE_DPI = 300


@dataclass(frozen=True)
class TitlePage:
    kicker: str
    title: str
    sentence: str
    facts: tuple[str, ...]
    formula: str
    footer: str


@dataclass(frozen=True)
class StepPage:
    key: str
    kicker: str
    title: str
    formula: str
    facts: tuple[str, ...]
    description: str
    footer: str
    #: Laid out on deck_views.WIDE_SLOTS (a wide figure) instead of :data:`STEP_SLOTS`.
    wide: bool = False
    #: The reference text's ideas this step teaches, each quoted in its words (deck.ideas).
    ideas: tuple[str, ...] = ()


@dataclass(frozen=True)
class DeckPlan:
    """What every page of a deck says, in order: title, steps, the whole pipeline."""

    head: int
    query: int
    title_page: TitlePage
    steps: tuple[StepPage, ...]
    #: The document title (PDF title, PowerPoint core properties).
    name: str
    #: Pages after the steps with figures of their own (a training run), as (page, figure).
    extras: tuple[tuple[StepPage, Any], ...] = ()
    #: Pages that follow a step's own page (:mod:`~explorer.export.deck.asides`).
    asides: tuple[Aside, ...] = ()
    #: Pages after the steps that read the weights another way (lines, model view, rollout;
    #: see :mod:`explorer.export.deck.views`), their keys naming the figure.
    views: tuple[StepPage, ...] = ()
    #: Why a view page is not in the deck, one line each.
    left_out: tuple[str, ...] = ()
    #: The model run the model pages draw (a deck_views.ModelRun), or None.
    model: Any = None

    @property
    def page_count(self) -> int:
        return len(self.steps) + len(self.asides) + len(self.views) + len(self.extras) + 2


@dataclass(frozen=True)
class Aside:
    """A page right after the page of step ``after`` (the "why √d_k" chart after ÷ √d_k),
    its figure drawn from ``data`` (see :func:`explorer.export.deck.pages.step_figures`)."""

    after: str
    page: StepPage
    data: Any


@dataclass(frozen=True)
class ExtraPage:
    """A page the app adds after the steps (e.g. the Train panel's run): its texts and its figure."""

    kicker: str
    title: str
    formula: str
    facts: tuple[str, ...]
    description: str
    figure: Any


def figure_options(options: FigureOptions) -> FigureOptions:
    """The options of a step's figure on a page: the page itself prints the title, formula and shape."""
    return replace(options, title="", header=False)


def fit_figure(width: float, height: float, box: Slot, max_zoom: float = MAX_ZOOM) -> tuple[float, float, float]:
    """(x, y, zoom): ``width`` × ``height`` scaled to fit ``box`` (at most ``max_zoom``), centred in it."""
    zoom = min(max_zoom, box.w / width, box.h / height)
    return box.x + (box.w - width * zoom) / 2, box.y + (box.h - height * zoom) / 2, zoom


@dataclass(frozen=True)
class DeckMovie:
    """The lecture as a video for a PowerPoint slide: the MP4's bytes, its first frame as a PNG
    (the poster a slide shows before it plays) and what it shows in words (alternative text)."""

    video: bytes
    poster: bytes
    description: str
