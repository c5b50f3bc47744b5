"""A lecture deck of one head: a title page, one page per step, the whole pipeline.

The deck walks the steps in the lecture order of the step-by-step panel
(:func:`explorer.model.lecture.order`), so the slides reveal the head the way
the app does. This module holds what the pages say (:func:`plan_deck`, plain
data, no Qt), where each text and figure goes on a 16:9 page (:data:`STEP_SLOTS`,
:data:`TITLE_SLOTS`, one layout for both writers) and the entry points that
write a PDF (:mod:`~explorer.export.deck_pdf`) or a PowerPoint file
(:mod:`~explorer.export.deck_pptx`): rendered to memory, checked, then written
atomically, so a failure keeps the old file.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from explorer.core.io.safe_text import plain
from explorer.core.session import Session
from explorer.core.attention.step_keys import input_symbol, parse_key
from explorer.core.attention.steps import axis_names
from explorer.core.attention.trace import Trace
from explorer.core.attention.what_if_text import attention_formula, what_if_note
from explorer.export.options import FigureOptions
from explorer.export.view import ExportError, WriteError
from explorer.model.identity import head_name
from explorer.model.lecture import order, step_line

DECK_FORMATS = ("pdf", "pptx")
DECK_NAMES = {"pdf": "PDF", "pptx": "PowerPoint"}
#: The page in logical pixels (1/96 in): 13.33 × 7.5 in, the widescreen slide.
PAGE_W, PAGE_H = 1280.0, 720.0
#: A deck is for teaching: past this many tokens a figure per step is no longer
#: readable on a slide (and each page would paint n² cells), so it is refused.
MAX_DECK_TOKENS = 256
#: The sentence on the title page is shortened past this many characters.
MAX_SENTENCE_CHARS = 160
MODE_NAMES = {"self": "Self-attention", "causal": "Masked (causal) self-attention", "cross": "Cross-attention"}
BRAND = "Attention Explorer"


@dataclass(frozen=True)
class Slot:
    """A box on the page (logical pixels) and the em size of its text.

    With ``after`` the box flows: it starts ``y`` below the text of the slot
    named ``after`` (so a one-line formula leaves no hole), and ``h`` is the
    most it may take."""

    x: float
    y: float
    w: float
    h: float
    px: float = 16.0
    bold: bool = False
    muted: bool = False
    after: str | None = None


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
    #: Pages that follow a step's own page (:mod:`~explorer.export.deck_asides`).
    asides: tuple[Aside, ...] = ()
    #: Pages after the steps that read the weights another way (lines, model view, rollout;
    #: see :mod:`explorer.export.deck_views`), their keys naming the figure.
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
    its figure drawn from ``data`` (see :func:`explorer.export.deck_pages.step_figures`)."""

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


#: How a step's inputs are named on its page.
_SYMBOLS = {"w_q": "W_Q", "w_k": "W_K", "w_v": "W_V",
            "w_o": "W_O", "q": "Q", "k": "K", "v": "V", "scores": "S", "scaled": "S\u2032",
            "masked": "masked S\u2032", "weights": "A", "output": "Z", "concat": "concat(Z)"}


def sentence_text(tokens: tuple[str, ...], limit: int = MAX_SENTENCE_CHARS) -> str:
    """The tokens as one quoted line, shortened past ``limit`` characters with
    the number of tokens left out said (a title page must stay a title page)."""
    shown: list[str] = []
    used = 0
    for token in map(plain, tokens):  # the PDF and the PPTX show the same visible escapes
        if shown and used + len(token) + 1 > limit:
            break
        shown.append(token)
        used += len(token) + 1
    text = "\u201c" + " ".join(shown) + "\u201d"
    rest = len(tokens) - len(shown)
    return text if rest == 0 else f"{text[:-1]} \u2026\u201d (+{rest} more tokens)"


def _count(k: int, noun: str) -> str:
    return f"{k} {noun}" if k == 1 else f"{k} {noun}s"


def _shape(trace: Trace, key: str) -> str:
    if key in trace:
        return trace.get(key).shape_text
    session = trace.session
    matrix = session.matrix(key) if session is not None else None
    return "" if matrix is None else " \u00d7 ".join(str(s) for s in matrix.shape)


def _read_name(trace: Trace, key: str) -> str:
    """How a step's input is named on its page: the inputs by their one name (X, X_dec, X_enc)."""
    name = parse_key(key)[0]
    if name in ("embeddings", "source_embeddings"):
        return input_symbol(name, trace.session.mode if trace.session is not None else "self")
    return _SYMBOLS.get(name, key)


def _step_facts(trace: Trace, key: str, query: int) -> tuple[str, ...]:
    step = trace.get(key)
    rows, cols = axis_names(step.id)
    facts = [f"Shape: {step.shape_text}  ({rows} \u00d7 {cols})" if len(step.shape) == 2
             else f"Shape: {step.shape_text}  (query \u00d7 key \u00d7 d_v)"]
    if len(step.shape) == 3:
        facts.append(f"Shown: the query \u201c{step.row_labels[query]}\u201d")
    reads = [f"{_read_name(trace, r)} {_shape(trace, r)}" for r in step.reads]
    if reads:
        facts.append("From: " + ",  ".join(reads))
    d_k = trace.step("q", step.head if step.head is not None else 0).shape[1]
    root = f"d_k = {d_k},  \u221ad_k = {math.sqrt(d_k):.3f}"
    if not trace.scale:
        root += "  (scaling switched off)"
    elif not math.isclose(trace.temperature, 1.0):
        root += f"  (divisor {trace.divisor:.3f} with temperature {trace.temperature:g})"
    facts.append(root)
    return tuple(facts)


def check_deck(trace: Trace, head: int) -> None:
    """ExportError (one line) unless ``head`` of ``trace`` can be made a deck."""
    if not 0 <= head < trace.n_heads:
        raise ExportError(f"no head {head}: this session has {trace.n_heads} head(s), "
                          f"numbered 0 to {trace.n_heads - 1}")
    n, m = trace.step("scores", head).shape[:2]
    if max(n, m) > MAX_DECK_TOKENS:
        raise ExportError(f"a lecture deck holds up to {MAX_DECK_TOKENS} tokens and this session has "
                          f"{max(n, m)}: export single steps instead")


def default_query(trace: Trace) -> int:
    """The query row whose weighted values a deck shows when none is chosen: in
    causal mode the last (it sees every key; the first sees only itself), else the first."""
    return trace.step("q", 0).shape[0] - 1 if trace.causal else 0


def plan_deck(trace: Trace, head: int = 0, query: int | None = None,
              extras: tuple[ExtraPage, ...] = (), model: Any = None) -> DeckPlan:
    """What the deck of ``head`` says: the title page, one page per step of the
    lecture order, the weights as lines, for an imported head the model view and
    rollout (``model``, a :class:`~explorer.export.deck_views.ModelRun`), and (the
    closing page) the head's pipeline slide. ``query`` is the query row whose
    weighted values are shown (None: :func:`default_query`)."""
    from explorer.export.deck_views import page_key, view_pages

    check_deck(trace, head)
    session = trace.session
    keys = order(trace, head)
    n = trace.step("q", head).shape[0]
    if query is not None and not 0 <= query < n:
        raise ExportError(f"no query row {query}: this session has rows 0 to {n - 1}")
    query = min(default_query(trace), n - 1) if query is None else query
    head_text = head_name(session, head, capital=False, of=trace.n_heads)  # an imported head by who it is
    footer = f"{BRAND}  \u00b7  {head_text}"
    from explorer.export.deck_asides import asides_for

    asides = asides_for(trace, head, head_text, keys)
    views, left_out = view_pages(trace, head, model, head_text)
    total = len(keys) + len(asides) + len(views) + len(extras) + 2
    steps, placed, number = [], [], 1  # number: the page last numbered
    for k, key in enumerate(keys):
        step = trace.get(key)
        number += 1
        steps.append(StepPage(key=key, kicker=f"{step_line(step.id, k, len(keys), trace.causal)}  \u00b7  {head_text}",
                              title=step.title, formula=step.formula, facts=_step_facts(trace, key, query),
                              description=step.description, footer=f"{footer}  \u00b7  {number} / {total}"))
        for aside in (a for a in asides if a.after == key):
            number += 1
            placed.append(replace(aside, page=replace(aside.page, footer=f"{footer}  \u00b7  {number} / {total}")))
    shown = tuple(StepPage(key=page_key(v), kicker=v.kicker, title=v.title, formula=v.formula, facts=v.facts,
                           description=v.description, footer=f"{footer}  \u00b7  {number + k + 1} / {total}",
                           wide=v.wide) for k, v in enumerate(views))
    number += len(shown)
    added = tuple((StepPage(key="", kicker=extra.kicker, title=extra.title, formula=extra.formula, facts=extra.facts,
                            description=extra.description,
                            footer=f"{footer}  \u00b7  {number + k + 1} / {total}"), extra.figure)
                  for k, extra in enumerate(extras))
    d_k = trace.step("q", head).shape[1]
    d_v = trace.step("v", head).shape[1]
    if session is not None:
        mode = MODE_NAMES.get(session.mode, session.mode)
        sentence = sentence_text(session.tokens)
        sizes = (f"n = {session.n} tokens  \u00b7  d_model = {session.d_model}  \u00b7  d_k = {d_k}  \u00b7  "
                 f"d_v = {d_v}  \u00b7  {_count(len(session.heads), 'head')}")
        facts = [sizes]
        if session.mode == "cross":
            facts.insert(0, "Source: " + sentence_text(session.key_tokens, MAX_SENTENCE_CHARS // 2))
    else:  # a trace without its session (not made by the app): what the trace itself tells
        mode, sentence = "Attention", sentence_text(trace.step("q", head).row_labels)
        facts = [f"n = {n} tokens  \u00b7  d_k = {d_k}  \u00b7  d_v = {d_v}"]
    facts.append(f"This deck: {head_text}, {len(keys)} steps")
    what_if = what_if_note(trace.scale, trace.temperature)
    if what_if:  # every page of it was computed so: the title page says it first
        facts.append(f"What if…: {what_if}")
    if session is not None and "model" in session.extras:  # an imported head: say what its deck lacks
        facts.extend(left_out)
    title = TitlePage(kicker=mode, title="Scaled dot-product attention", sentence=sentence, facts=tuple(facts),
                      formula=attention_formula(trace.step("scaled", head).formula), footer=f"{footer}  \u00b7  1 / {total}")
    return DeckPlan(head=head, query=query, title_page=title, steps=tuple(steps),
                    name=f"Scaled dot-product attention: {sentence}, {head_text}", extras=added,
                    asides=tuple(placed), views=shown, left_out=tuple(left_out), model=model)


def figure_options(options: FigureOptions) -> FigureOptions:
    """The options of a step's figure on a page: the page itself prints the title, formula and shape."""
    return replace(options, title="", header=False)


def fit_figure(width: float, height: float, box: Slot, max_zoom: float = MAX_ZOOM) -> tuple[float, float, float]:
    """(x, y, zoom): ``width`` × ``height`` scaled to fit ``box`` (at most ``max_zoom``), centred in it."""
    zoom = min(max_zoom, box.w / width, box.h / height)
    return box.x + (box.w - width * zoom) / 2, box.y + (box.h - height * zoom) / 2, zoom


def deck_format(path: str | Path, fmt: str | None = None) -> str:
    """``fmt`` (pdf or pptx) when given, else the suffix of ``path``; ExportError otherwise."""
    chosen = (fmt or Path(path).suffix).lower().lstrip(".")
    if chosen not in DECK_FORMATS:
        raise ExportError(f"a lecture is a PDF or PowerPoint deck: end {Path(path).name!r} with .pdf or .pptx")
    return chosen


# -- writing ---------------------------------------------------------------------------
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
               model: Any = None) -> DeckFile:
    """The deck of ``head`` as checked file bytes (no file is touched: a caller
    may render on a worker thread and write on its own). ``progress(done, total)``
    is called after each page. ``model`` (a deck_views.ModelRun) is run here from
    the session's import record when not given (seconds, for an imported head)."""
    from explorer.export.deck_views import model_run
    from explorer.export.render import ensure_gui

    ensure_gui()
    if model is None:
        model = model_run(session if session is not None else trace.session)
    plan = plan_deck(trace, head, query, extras, model)
    options = options or FigureOptions()
    try:
        if fmt == "pdf":
            from explorer.export.deck_pdf import pdf_deck

            data = pdf_deck(plan, trace, options, session, progress)
        elif fmt == "pptx":
            from explorer.export.deck_pptx import pptx_deck

            data = pptx_deck(plan, trace, options, session, progress)
        else:
            raise ExportError(f"unknown deck format {fmt!r}; expected pdf or pptx")
    except OSError as err:  # IncompleteOutput: the writer's bytes were not a whole file
        raise ExportError(f"could not make the {DECK_NAMES.get(fmt, fmt)} deck: {err}") from None
    return DeckFile(data, fmt, plan.page_count)


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
            why = f"the folder {folder} does not exist"
        elif not folder.is_dir():
            why = f"{folder} is a file, not a folder"
        elif path.is_dir():
            why = "a folder of that name is in the way"
        else:
            why = err.strerror or str(err)
        raise WriteError(f"cannot write {path}: {why}") from None
    return path


def export_deck(trace: Trace, head: int, path: str | Path, fmt: str | None = None,
                options: FigureOptions | None = None, *, query: int | None = None,
                session: Session | None = None) -> DeckFile:
    """Write the deck of ``head`` to ``path`` (format from the suffix when None)."""
    deck = deck_bytes(trace, head, deck_format(path, fmt), options, query=query, session=session)
    write_deck(deck, path)
    return deck
