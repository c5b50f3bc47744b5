"""The deck's pages as figures (QPainter): both the PDF and the PowerPoint writer read them.

A page is a figure like any other (``width``, ``height``, ``paint``), 1280 ×
720 logical pixels. The PDF paints every page; the PowerPoint file takes the
same slots and font sizes (:func:`fitted_font`) for its editable text boxes
and only the step figures as pictures.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from explorer.core.session import Session
from explorer.core.attention.trace import Trace
from explorer.export.deck.page_types import (
    Aside,
    DeckPlan,
    PAGE_H,
    PAGE_W,
    STEP_SLOTS,
    Slot,
    StepPage,
    TITLE_SLOTS,
    TitlePage,
    figure_options,
    fit_figure,
)
from explorer.export.files import build_figure
from explorer.export.options import FigureOptions
from explorer.export.painting import font
from explorer.export.theme import Theme, theme

_WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
#: Between two quotations of the text: a blank line, so each reads as one.
IDEA_GAP = "\n\n"
#: A text that does not fit its slot is set smaller, down to this share of its size.
MIN_SHRINK = 0.55


def breakable(text: str) -> str:
    """Glue the operands of "/" and "·" to them, so a wrapped formula breaks
    between terms ("S / 1.732" stays whole)."""
    return text.replace(" / ", "\u00a0/\u00a0").replace(" \u00b7 ", "\u00a0\u00b7\u00a0")


def fitted_font(text: str, slot: Slot) -> QFont:
    """The slot's font, set smaller (in whole pixels) until ``text`` wrapped to
    the slot's width fits its height; at most down to MIN_SHRINK of its size."""
    px = slot.px
    floor = max(9.0, slot.px * MIN_SHRINK)
    while True:
        f = font(px, bold=slot.bold, italic=slot.italic)
        box = QFontMetricsF(f).boundingRect(QRectF(0, 0, slot.w, 100000), _WRAP, text)
        if (box.height() <= slot.h and box.width() <= slot.w + 0.5) or px <= floor:
            return f
        px -= 1


def slot_text(page: TitlePage | StepPage) -> dict[str, str]:
    """The text of each slot of a page (facts one per line; formulas kept whole between terms)."""
    texts = {"kicker": page.kicker, "title": page.title, "formula": breakable(page.formula),
             "facts": "\n".join(page.facts), "footer": page.footer}
    if isinstance(page, TitlePage):
        texts["sentence"] = page.sentence
    else:
        texts["description"] = page.description
        texts["ideas"] = IDEA_GAP.join(page.ideas)
    return texts


def layout_texts(texts: dict[str, str], slots: dict[str, Slot],
                 centre_in: tuple[float, float] | None = None) -> dict[str, tuple[QRectF, QFont]]:
    """Where each non-empty text goes and in which font: fixed slots where they
    are, flowing slots (``Slot.after``) just below the text before them. With
    ``centre_in`` (top, bottom) the chain of flowing texts is moved to sit in
    the middle of that band (a title page's block, whatever its length)."""
    placed: dict[str, tuple[QRectF, QFont]] = {}
    bottoms: dict[str, float] = {}
    for name, slot in slots.items():
        if name not in texts:
            continue
        y = slot.y if slot.after is None else bottoms.get(slot.after, slot.y) + slot.y
        if slot.bottom is not None:
            slot = replace(slot, h=max(0.0, min(slot.h, slot.bottom - y)))
        text = texts[name]
        if not text:
            bottoms[name] = y - (slot.y if slot.after is not None else 0)
            continue
        f = fitted_font(text, slot)
        used = QFontMetricsF(f).boundingRect(QRectF(0, 0, slot.w, 100000), _WRAP, text).height()
        placed[name] = (QRectF(slot.x, y, slot.w, min(slot.h, used) + 2), f)
        bottoms[name] = y + min(slot.h, used)
    if centre_in is not None:
        chain = [n for n, slot in slots.items() if n in placed and (slot.after is not None or
                                                                    any(s.after == n for s in slots.values()))]
        top = min(placed[n][0].top() for n in chain)
        bottom = max(placed[n][0].bottom() for n in chain)
        shift = (centre_in[0] + centre_in[1] - top - bottom) / 2
        for n in chain:
            rect, f = placed[n]
            placed[n] = (rect.translated(0, shift), f)
    return placed


def layout_page(page: TitlePage | StepPage) -> tuple[dict[str, str], dict[str, Slot], dict[str, tuple[QRectF, QFont]]]:
    """(texts, slots, placed) of a page: the one layout the PDF paints and the
    PowerPoint file puts its text boxes on. A title page's block is centred
    above the footer."""
    texts = slot_text(page)
    if isinstance(page, TitlePage):
        return texts, TITLE_SLOTS, layout_texts(texts, TITLE_SLOTS, (0.0, TITLE_SLOTS["footer"].y))
    slots = page_slots(page)
    return texts, slots, layout_texts(texts, slots)


def page_slots(page: StepPage) -> dict[str, Slot]:
    """Where a step page's texts and figure go: the text column, or above a wide figure."""
    if page.wide:
        from explorer.export.deck.views import WIDE_SLOTS

        return WIDE_SLOTS
    return STEP_SLOTS


def _paint_texts(p: QPainter, page: TitlePage | StepPage, th: Theme) -> dict[str, tuple[QRectF, QFont]]:
    texts, slots, placed = layout_page(page)
    for name, (rect, f) in placed.items():
        p.setFont(f)
        p.setPen(QColor(th.muted if slots[name].muted else th.text))
        p.drawText(rect, _WRAP, texts[name])
    return placed


def title_rule(title: QRectF) -> QRectF:
    """The short rule under the title page's title (a title page with some shape)."""
    return QRectF(title.left(), title.bottom() + 10, 120, 4)


class TitlePageFigure:
    width, height = PAGE_W, PAGE_H

    def __init__(self, page: TitlePage, options: FigureOptions):
        self.page = page
        self.theme = theme(options.theme)

    def paint(self, p: QPainter) -> None:
        p.fillRect(QRectF(0, 0, self.width, self.height), QColor(self.theme.background))
        placed = _paint_texts(p, self.page, self.theme)
        p.fillRect(title_rule(placed["title"][0]), QColor(self.theme.rule))


class StepPageFigure:
    """One step: its text column on the left, its figure (vector) on the right."""

    width, height = PAGE_W, PAGE_H

    def __init__(self, page: StepPage, figure: Any, options: FigureOptions):
        self.page = page
        self.figure = figure
        self.theme = theme(options.theme)
        self.x, self.y, self.zoom = fit_figure(figure.width, figure.height, page_slots(page)["figure"])

    def paint(self, p: QPainter) -> None:
        p.fillRect(QRectF(0, 0, self.width, self.height), QColor(self.theme.background))
        _paint_texts(p, self.page, self.theme)
        p.save()
        p.translate(self.x, self.y)
        p.scale(self.zoom, self.zoom)
        self.figure.paint(p)
        p.restore()


def step_figure(trace: Trace, page: StepPage, options: FigureOptions, query: int, model: Any = None) -> Any:
    """The figure of one step page (the heatmap; the 3-D weighted values at ``query``), or of a
    view page (lines, model view, rollout: ``model`` is the plan's ModelRun)."""
    from explorer.export.deck.views import is_view_key, view_figure

    if is_view_key(page.key):
        box = page_slots(page)["figure"]
        return view_figure(trace, page, options, model, box.w, box.h)
    three_d = len(trace.get(page.key).shape) == 3
    return build_figure(trace, page.key, figure_options(options), query=query if three_d else None)


def step_figures(plan: DeckPlan, trace: Trace, options: FigureOptions):
    """(page, figure) of every step page in order, each followed by its asides, then the
    view pages (made one at a time, as asked for)."""
    for page in plan.steps:
        yield page, step_figure(trace, page, options, plan.query)
        for aside in (a for a in plan.asides if a.after == page.key):
            yield aside.page, aside_figure(aside, options)
    for page in plan.views:
        yield page, step_figure(trace, page, options, plan.query, plan.model)


def aside_figure(aside: Aside, options: FigureOptions) -> Any:
    """The figure of an aside page: the "why √d_k" chart, narrow enough for the page's figure box."""
    from explorer.export.scaling_figure import ScalingFigure

    return ScalingFigure(aside.data, figure_options(options), compact=True)


def closing_figure(trace: Trace, plan: DeckPlan, options: FigureOptions, session: Session | None) -> Any:
    """The closing page: the head's whole pipeline on one slide (already 16:9)."""
    from explorer.export.slide import PipelineFigure

    return PipelineFigure(trace, plan.head, options, session)


def page_figures(plan: DeckPlan, trace: Trace, options: FigureOptions, session: Session | None):
    """Every page of the deck as a figure, in order (made one at a time, as asked for)."""
    yield TitlePageFigure(plan.title_page, options)
    for page, figure in step_figures(plan, trace, options):
        yield StepPageFigure(page, figure, options)
    for page, figure in plan.extras:
        yield StepPageFigure(page, figure, options)
    yield closing_figure(trace, plan, options, session)
