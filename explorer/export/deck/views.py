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
from explorer.core.models.rollout import CAUTION, FORMULA
from explorer.core.session import Session
from explorer.core.attention.trace import Trace
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
        return ModelRun(None, "the session is not a model's head (File → Import from Model), so there are no "
                              "other layers to show")
    where, sentence = model.get("folder") or model.get("file"), model.get("sentence")
    if not isinstance(where, str) or not isinstance(sentence, str):
        return ModelRun(None, "the session names no model file and sentence to run again")
    if not Path(where).exists():
        return ModelRun(None, f"the model {where} is not on this computer")
    from explorer.core.models.model_view import model_attention

    try:
        attention = model_attention(where, sentence)
    except (ValueError, MemoryError) as err:  # ModelError: one line naming the file or the limit
        return ModelRun(None, f"the model could not be run: {err}")
    if attention.tokens != session.tokens:
        return ModelRun(None, "the session's tokens were edited since the import, so the model's layers "
                              "no longer describe them")
    layer, head = model.get("layer"), model.get("head")
    ok = isinstance(layer, int) and isinstance(head, int) and 0 <= layer < attention.layers \
        and 0 <= head < attention.heads
    return ModelRun(attention, "", layer if ok else None, head if ok else None)


def _lines_page(trace: Trace, head: int | None, kicker: str) -> ViewPage:
    data = lines_data(trace, head)
    lines = deck_lines(data)
    n, m = data.n, data.m
    heads = len(data.heads)
    count = f"{lines.total:,} lines" + (f" ({lines.total // heads:,} pairs × {heads} heads)" if heads > 1 else "")
    facts = [f"{n} queries on the left, {m} keys on the right: one line per pair and head, "
             + (count if not lines.threshold else f"{len(lines):,} of {count} drawn")]
    if lines.threshold:
        facts.append(f"Lines with a weight below {lines.threshold:.3g} are left out ({n} tokens: all of them "
                     "would hide the strong ones)")
    hidden = unlined_pairs(data.rule)
    if hidden:
        facts.append(hidden[0].upper() + hidden[1:])
    which = "every head, one colour each" if head is None else head_name(trace.session, head, capital=False)
    return ViewPage(LINES_KEY, head, kicker, f"The weights as lines: {which}", "opacity(i → j) = a_ij",
                    tuple(facts), "Each row of A sums to 1, so the lines leaving a query share its attention: "
                                  "a single strong line is a head that looks at one token.")


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
        left_out.append("Lines: left out, the trace has no session (its tokens are unknown)")
    else:
        pages.append(_lines_page(trace, head, f"Reading the weights  ·  {head_text}"))
        if trace.n_heads > 1:
            pages.append(_lines_page(trace, None, f"Reading the weights  ·  all {trace.n_heads} heads"))
    if run is None or run.attention is None:
        why = run.why if run is not None else "the model was not run for this deck"
        left_out.append(f"Model view and rollout: left out, {why}")
        return pages, left_out
    a = run.attention
    where = (f"layer {run.layer + 1}, head {run.head + 1} (this deck's head) is framed"
             if run.layer is not None and run.head is not None else "")
    kind = "decoder: masked (causal) heads" if a.causal else "encoder"
    facts = [f"{a.name} ({kind}): {a.layers} layers × {a.heads} heads, {len(a.tokens)} tokens",
             "The model's own weights for the sentence (edits made in the app are not in them)"]
    if where:
        facts.append(where[0].upper() + where[1:])
    pages.append(ViewPage(MODEL_VIEW_KEY, None, f"The whole model  ·  {a.name}",
                          "Every layer × head", "Thumbnails: A of each head on one [0, 1] colour scale",
                          tuple(facts), "Heads that put most of their weight on the first token are attention "
                                        "sinks: a place to park attention when no other token is wanted.",
                          wide=True))
    pages.append(ViewPage(ROLLOUT_KEY, None, f"The whole model  ·  {a.name}", "Attention rollout",
                          FORMULA, (f"Abnar & Zuidema (2020): the {a.layers} layers' head averages, "
                                    "with the residual as +I, multiplied from the first layer up",
                                    "R after layer l: row i says how much of position i comes from each input "
                                    "token, through layers 1 to l"),
                          CAUTION, wide=True))
    pages.append(ViewPage(ROLLOUT_LINES_KEY, None, f"The whole model  ·  {a.name}",
                          f"Rollout after layer {a.layers}, as lines", "opacity(i → j) = R_L[i, j]",
                          ("Output positions on the left, input tokens on the right",
                           "Each row of R sums to 1, as a row of A does"), CAUTION))
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
