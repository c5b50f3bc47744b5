"""The lecture deck's pages that read the weights another way: lines, the model view, rollout.

After the step pages a deck shows the head's weights as lines (BertViz's head
view; with several heads, every head's too). For a head imported from a model
whose files are on this computer, it runs the model once more for the
session's sentence and adds the model view (every layer × head, this head
framed) and attention rollout. Where a page cannot be made, :func:`view_pages`
says why in one line (the plan keeps it; an imported head's title page shows
it). Planning is plain data (no Qt); :func:`view_figure` makes a page's figure.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from explorer.core.models.model_view import ModelAttention
from explorer.core.models.rollout import FORMULA, caution
from explorer.core.session import Session
from explorer.core.attention.trace import Trace
from explorer.core.wording import translate
from explorer.export.deck.page_types import Slot
from explorer.export.options import FigureOptions
from explorer.app.lines import LinesData, build_lines, lines_data
from explorer.app.identity import head_name
from explorer.app.visibility import unlined_pairs

#: Up to this many tokens a lines page draws every line; past it, the strongest
#: :data:`LINES_PER_TOKEN` per token on average, below a threshold the page states.
MAX_ALL_LINES_TOKENS = 40
LINES_PER_TOKEN = 6
LINES_KEY, MODEL_VIEW_KEY, ROLLOUT_KEY, ROLLOUT_LINES_KEY = "lines", "model_view", "rollout", "rollout_lines"
#: A page whose figure is wide (the model view, rollout): the texts above it, the figure across the page.
WIDE_SLOTS: dict[str, Slot] = {
    "kicker": Slot(48, 36, 1184, 24, 16, muted=True),
    "title": Slot(48, 2, 1184, 48, 30, bold=True, after="kicker"),
    "formula": Slot(48, 4, 1184, 30, 18, after="title"),
    "facts": Slot(48, 6, 1184, 60, 15, after="formula"),
    "figure": Slot(48, 190, 1184, 452),
    "description": Slot(48, 646, 1184, 28, 14, muted=True),
    "footer": Slot(48, 676, 1184, 22, 13, muted=True),
}


@dataclass(frozen=True)
class ViewPage:
    """A page's texts and what its figure is: ``key`` "lines" (with ``head``, None for all heads),
    "model_view", "rollout" (a heatmap per layer) or "rollout_lines" (the last layer's)."""

    key: str
    head: int | None
    kicker: str
    title: str
    formula: str
    facts: tuple[str, ...]
    description: str
    #: The page's figure spans the page's width (the text above and below it).
    wide: bool = False


@dataclass(frozen=True)
class ModelRun:
    """The model behind an imported head, run for the deck: the weights of every layer, or why not."""

    attention: ModelAttention | None
    why: str = ""
    layer: int | None = None
    head: int | None = None


def model_run(session: Session | None) -> ModelRun:
    """Run the model the session's head was imported from (every layer, for its sentence); a
    ModelRun with the reason, in words, when that is not possible. Takes seconds for a real model."""
    model = session.extras.get("model") if session is not None else None
    if not isinstance(model, dict):
        return ModelRun(None, translate("Views", "the session is not a model's head (File → Import from Model), so "
                                                 "there are no other layers to show"))
    where, sentence = model.get("folder") or model.get("file"), model.get("sentence")
    if not isinstance(where, str) or not isinstance(sentence, str):
        return ModelRun(None, translate("Views", "the session names no model file and sentence to run again"))
    if not Path(where).exists():
        return ModelRun(None, translate("Views", "the model {model} is not on this computer").format(model=where))
    from explorer.core.models.model_view import model_attention

    try:
        attention = model_attention(where, sentence)
    except (ValueError, MemoryError) as err:  # ModelError: one line naming the file or the limit
        return ModelRun(None, translate("Views", "the model could not be run: {reason}").format(reason=err))
    if attention.tokens != session.tokens:
        return ModelRun(None, translate("Views", "the session's tokens were edited since the import, so the model's "
                                                 "layers no longer describe them"))
    layer, head = model.get("layer"), model.get("head")
    ok = isinstance(layer, int) and isinstance(head, int) and 0 <= layer < attention.layers \
        and 0 <= head < attention.heads
    return ModelRun(attention, "", layer if ok else None, head if ok else None)


def _lines_page(trace: Trace, head: int | None, kicker: str) -> ViewPage:
    data = lines_data(trace, head)
    lines = deck_lines(data)
    n, m = data.n, data.m
    heads = len(data.heads)
    if heads > 1:
        count = translate("Views", "{total:,} lines ({pairs:,} pairs × {heads} heads)").format(
            total=lines.total, pairs=lines.total // heads, heads=heads)
    else:
        count = translate("Views", "{total:,} lines").format(total=lines.total)
    if lines.threshold:
        fact = translate("Views", "{queries} queries on the left, {keys} keys on the right: one line per pair and "
                                  "head, {drawn:,} of {lines} drawn")
    else:
        fact = translate("Views", "{queries} queries on the left, {keys} keys on the right: one line per pair and "
                                  "head, {lines}")
    facts = [fact.format(queries=n, keys=m, drawn=len(lines), lines=count)]
    if lines.threshold:
        facts.append(translate("Views", "Lines with a weight below {threshold:.3g} are left out ({count} tokens: all "
                                        "of them would hide the strong ones)").format(threshold=lines.threshold,
                                                                                      count=n))
    hidden = unlined_pairs(data.rule)
    if hidden:
        facts.append(hidden[0].upper() + hidden[1:])
    if head is None:
        which = translate("Views", "every head, one colour each")
    else:
        which = head_name(trace.session, head, capital=False)
    return ViewPage(LINES_KEY, head, kicker, translate("Views", "The weights as lines: {which}").format(which=which),
                    translate("Views", "opacity(i → j) = a_ij"), tuple(facts),
                    translate("Views", "Each row of A sums to 1, so the lines leaving a query share its attention: "
                                       "a single strong line is a head that looks at one token."))


def deck_lines(data: LinesData):
    """The lines a deck page draws: all of them up to :data:`MAX_ALL_LINES_TOKENS` tokens, else thinned."""
    if max(data.n, data.m) <= MAX_ALL_LINES_TOKENS:
        return build_lines(data, max_lines=data.n * data.m * max(1, len(data.heads)) + 1)
    return build_lines(data, max_lines=LINES_PER_TOKEN * max(data.n, data.m))


def view_pages(trace: Trace, head: int, run: ModelRun | None, head_text: str) -> tuple[list[ViewPage], list[str]]:
    """(the pages, why each left-out one is left out): the lines of ``head`` (and of every head
    when there are several), then the model view and rollout when ``run`` has the model's weights."""
    pages: list[ViewPage] = []
    left_out: list[str] = []
    if trace.session is None:
        left_out.append(translate("Views", "Lines: left out, the trace has no session (its tokens are unknown)"))
    else:
        pages.append(_lines_page(trace, head, translate("Views", "Reading the weights  ·  {head}").format(
            head=head_text)))
        if trace.n_heads > 1:
            pages.append(_lines_page(trace, None, translate("Views", "Reading the weights  ·  all {count} heads")
                                     .format(count=trace.n_heads)))
    if run is None or run.attention is None:
        why = run.why if run is not None else translate("Views", "the model was not run for this deck")
        left_out.append(translate("Views", "Model view and rollout: left out, {reason}").format(reason=why))
        return pages, left_out
    a = run.attention
    where = (translate("Views", "layer {layer}, head {head} (this deck's head) is framed").format(
                 layer=run.layer + 1, head=run.head + 1)
             if run.layer is not None and run.head is not None else "")
    if a.causal:
        sizes = translate("Views", "{name} (decoder: masked (causal) heads): {layers} layers × {heads} heads, "
                                   "{count} tokens")
    else:
        sizes = translate("Views", "{name} (encoder): {layers} layers × {heads} heads, {count} tokens")
    facts = [sizes.format(name=a.name, layers=a.layers, heads=a.heads, count=len(a.tokens)),
             translate("Views", "The model's own weights for the sentence (edits made in the app are not in them)")]
    if where:
        facts.append(where[0].upper() + where[1:])
    kicker = translate("Views", "The whole model  ·  {name}").format(name=a.name)
    pages.append(ViewPage(MODEL_VIEW_KEY, None, kicker,
                          translate("Views", "Every layer × head"),
                          translate("Views", "Thumbnails: A of each head on one [0, 1] colour scale"),
                          tuple(facts), translate("Views", "Heads that put most of their weight on the first token "
                                                           "are attention sinks: a place to park attention when no "
                                                           "other token is wanted."),
                          wide=True))
    pages.append(ViewPage(ROLLOUT_KEY, None, kicker, translate("Views", "Attention rollout"),
                          FORMULA, (translate("Views", "Abnar & Zuidema (2020): the {layers} layers' head averages, "
                                                       "with the residual as +I, multiplied from the first layer "
                                                       "up").format(layers=a.layers),
                                    translate("Views", "R after layer l: row i says how much of position i comes "
                                                       "from each input token, through layers 1 to l")),
                          caution(), wide=True))
    pages.append(ViewPage(ROLLOUT_LINES_KEY, None, kicker,
                          translate("Views", "Rollout after layer {layer}, as lines").format(layer=a.layers),
                          translate("Views", "opacity(i → j) = R_L[i, j]"),
                          (translate("Views", "Output positions on the left, input tokens on the right"),
                           translate("Views", "Each row of R sums to 1, as a row of A does")), caution()))
    return pages, left_out


def view_figure(trace: Trace, page: Any, options: FigureOptions, run: ModelRun | None,
                width: float, height: float) -> Any:
    """The figure of a :class:`ViewPage`-made page, at most ``width`` × ``height`` (its slot). Needs Qt."""
    from explorer.export.theme import theme

    th = theme(options.theme)
    key, head = page.key.partition(":")[0], page.key.partition(":")[2]
    if key == LINES_KEY:
        from explorer.export.lines_figure import LinesFigure

        data = lines_data(trace, None if head == "all" else int(head))
        return LinesFigure(data, th, decimals=options.decimals, lines=deck_lines(data), width=width, height=height,
                           label_px=14.0 if max(data.n, data.m) <= 20 else 11.0)
    assert run is not None and run.attention is not None, "a model page is planned only with the model's weights"
    a = run.attention
    if key == MODEL_VIEW_KEY:
        from explorer.export.model_figure import ModelViewFigure

        framed = (run.layer, run.head) if run.layer is not None and run.head is not None else None
        # viridis on [0, 1], as on screen: the figure's own notes name it.
        return ModelViewFigure(a.weights, a.tokens, a.name, th, width=width, height=height, causal=a.causal,
                               highlight=framed, header=False)
    from explorer.core.models.rollout import rollout
    from explorer.export.rollout_figure import RolloutFigure, rollout_lines

    if key == ROLLOUT_LINES_KEY:
        from explorer.export.lines_figure import LinesFigure

        data = rollout_lines(rollout(a.weights), a.tokens, a.causal)
        return LinesFigure(data, th, decimals=options.decimals, lines=deck_lines(data), width=width, height=height,
                           label_px=14.0 if data.n <= 20 else 11.0)
    return RolloutFigure(rollout(a.weights), a.tokens, a.name, th, causal=a.causal, header=False, width=width,
                         height=height, lines=False)


def page_key(page: ViewPage) -> str:
    """The step-page key that names a view page: "lines:2", "lines:all", "model_view", "rollout"."""
    if page.key == LINES_KEY:
        return f"{LINES_KEY}:{'all' if page.head is None else page.head}"
    return page.key


def is_view_key(key: str) -> bool:
    return key.partition(":")[0] in (LINES_KEY, MODEL_VIEW_KEY, ROLLOUT_KEY, ROLLOUT_LINES_KEY)
