"""The lecture deck as a PowerPoint file (.pptx, python-pptx): 16:9, editable text.

Titles, formulas and facts are text boxes a teacher can edit, placed in the
same slots and sizes as the PDF's (:mod:`~explorer.export.deck.plan`); each step's
figure is a PNG picture sized so it is exactly 300 dpi where it sits; the
closing slide is the whole-pipeline slide as one full-page picture. The file
is made in memory and read back before it is handed on.
"""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont

from explorer.core.io.safe_text import safe_lines, safe_text
from explorer.core.session import Session
from explorer.core.attention.trace import Trace
from explorer.core.wording import translate
from explorer.export.deck.page_types import DeckMovie, DeckPlan, PAGE_H, PAGE_W, PICTURE_DPI, Slot, StepPage, TitlePage, fit_figure
from explorer.export.deck.pages import (
    closing_figure,
    layout_page,
    page_slots,
    step_figures,
    title_rule,
)
from explorer.export.options import LOGICAL_DPI, FigureOptions
from explorer.export.painting import font_families
from explorer.export.render import IncompleteOutput, png_bytes
from explorer.export.theme import Theme, theme

#: English Metric Units per logical pixel (914 400 per inch, 96 px per inch).
EMU_PER_PX = 914400 // LOGICAL_DPI
_TITLE_ONLY, _BLANK = 5, 6  # layouts of python-pptx's default template


def _emu(px: float) -> int:
    return round(px * EMU_PER_PX)


def _rgb(color: str):
    from pptx.dml.color import RGBColor

    return RGBColor.from_string(color.lstrip("#").upper())


def _background(slide: Any, th: Theme) -> None:
    fill = slide.background.fill
    fill.solid()
    fill.fore_color.rgb = _rgb(th.background)


def _fill_frame(frame: Any, text: str, slot: Slot, f: QFont, th: Theme) -> None:
    """Put ``text`` (one paragraph per line) in a text frame, set like the PDF's slot."""
    from pptx.enum.text import MSO_ANCHOR, MSO_AUTO_SIZE, PP_ALIGN
    from pptx.util import Pt

    frame.word_wrap = True
    frame.auto_size = MSO_AUTO_SIZE.NONE
    frame.vertical_anchor = MSO_ANCHOR.TOP
    frame.margin_left = frame.margin_right = frame.margin_top = frame.margin_bottom = 0
    size = Pt(f.pixelSize() * 72 / LOGICAL_DPI)
    for k, line in enumerate(text.split("\n")):
        para = frame.paragraphs[0] if k == 0 else frame.add_paragraph()
        para.alignment = PP_ALIGN.LEFT
        para.text = safe_text(line, "xml")  # a token's control character is an error to lxml
        for run in para.runs:
            run.font.size = size
            run.font.bold = slot.bold
            run.font.italic = slot.italic
            run.font.name = font_families()[0]
            run.font.color.rgb = _rgb(th.muted if slot.muted else th.text)


def _place(shape: Any, rect: QRectF) -> None:
    shape.left, shape.top = _emu(rect.x()), _emu(rect.y())
    shape.width, shape.height = _emu(rect.width()), _emu(rect.height())


def _text_slide(prs: Any, page: TitlePage | StepPage, th: Theme) -> Any:
    """A slide whose title is the layout's title placeholder (it shows in the outline) and
    whose other texts are text boxes, each at its slot."""
    slide = prs.slides.add_slide(prs.slide_layouts[_TITLE_ONLY])
    _background(slide, th)
    texts, slots, placed = layout_page(page)
    for name, (rect, f) in placed.items():
        if name == "title":
            box = slide.shapes.title
            _place(box, rect)
        else:
            box = slide.shapes.add_textbox(_emu(rect.x()), _emu(rect.y()), _emu(rect.width()), _emu(rect.height()))
            box.name = name
        _fill_frame(box.text_frame, texts[name], slots[name], f, th)
    return slide


def _picture(slide: Any, figure: Any, x: float, y: float, zoom: float, description: str) -> Any:
    """``figure`` as a PNG of exactly PICTURE_DPI where it sits (zoom × its logical size)."""
    scale = zoom * PICTURE_DPI / LOGICAL_DPI
    data = png_bytes(figure, scale, PICTURE_DPI)  # type: ignore[arg-type]  # any positive scale renders
    w_px, h_px = round(figure.width * scale), round(figure.height * scale)
    emu_per_dot = 914400 // PICTURE_DPI
    pic = slide.shapes.add_picture(io.BytesIO(data), _emu(x), _emu(y), w_px * emu_per_dot, h_px * emu_per_dot)
    pic.name = "figure"
    pic._element.nvPicPr.cNvPr.set("descr", safe_lines(description, "xml"))  # alt text: python-pptx has no API for it
    return pic


def _movie_slide(prs: Any, movie: DeckMovie, th: Theme) -> None:
    """A slide of its own with the lecture's video on all of it, its first frame as the poster
    (what PowerPoint shows until it plays, and what a viewer without video shows)."""
    slide = prs.slides.add_slide(prs.slide_layouts[_BLANK])
    _background(slide, th)
    shape = slide.shapes.add_movie(io.BytesIO(movie.video), 0, 0, _emu(PAGE_W), _emu(PAGE_H),
                                   poster_frame_image=io.BytesIO(movie.poster), mime_type="video/mp4")
    shape.name = "lecture video"
    shape._element.nvPicPr.cNvPr.set("descr", safe_lines(movie.description, "xml"))
    slide.notes_slide.notes_text_frame.text = safe_lines(movie.description, "xml")


def pptx_deck(plan: DeckPlan, trace: Trace, options: FigureOptions, session: Session | None = None,
              progress: Callable[[int, int], None] | None = None, movie: DeckMovie | None = None) -> bytes:
    """The deck's .pptx bytes, read back and checked to hold every slide. ``movie``: the lecture's
    video on a slide of its own after the title slide."""
    from pptx import Presentation
    from pptx.enum.shapes import MSO_SHAPE

    th = theme(options.theme)
    prs = Presentation()
    prs.slide_width, prs.slide_height = _emu(PAGE_W), _emu(PAGE_H)
    props = prs.core_properties
    props.title = plan.name
    props.subject = translate("Pptx", "A lecture on scaled dot-product attention, step by step")
    props.author = props.last_modified_by = "Attention Explorer"
    total = plan.page_count + (movie is not None)

    first = _text_slide(prs, plan.title_page, th)
    line = title_rule(layout_page(plan.title_page)[2]["title"][0])
    rule = first.shapes.add_shape(MSO_SHAPE.RECTANGLE, _emu(line.x()), _emu(line.y()), _emu(line.width()),
                                  _emu(line.height()))
    rule.fill.solid()
    rule.fill.fore_color.rgb = _rgb(th.rule)
    rule.line.fill.background()
    if movie is not None:
        _movie_slide(prs, movie, th)
    if progress is not None:
        progress(1 + (movie is not None), total)
    # Made one at a time, as the slides are written (a figure of 256 tokens is not small).
    pages = itertools.chain(step_figures(plan, trace, options), plan.extras)
    for k, (page, figure) in enumerate(pages):
        slide = _text_slide(prs, page, th)
        x, y, zoom = fit_figure(figure.width, figure.height, page_slots(page)["figure"])
        _picture(slide, figure, x, y, zoom, f"{page.title}: {page.formula}")
        # The speaker notes: the description, then the text's words the page quotes.
        slide.notes_slide.notes_text_frame.text = safe_lines("\n".join((page.description, *page.ideas)), "xml")
        if progress is not None:
            progress(k + 2 + (movie is not None), total)
    closing = prs.slides.add_slide(prs.slide_layouts[_BLANK])
    _background(closing, th)
    figure = closing_figure(trace, plan, options, session)
    # Its alternative text says what the picture shows in words: d_k and every token whole.
    _picture(closing, figure, 0, 0, min(PAGE_W / figure.width, PAGE_H / figure.height), figure.description)
    if progress is not None:
        progress(total, total)

    out = io.BytesIO()
    prs.save(out)
    data = out.getvalue()
    # Read it back: a file PowerPoint cannot open must never replace a good one.
    try:
        found = len(Presentation(io.BytesIO(data)).slides)
    except Exception as err:  # noqa: BLE001 - any failure to read it back means it is broken
        raise IncompleteOutput(translate("Pptx", "the PowerPoint data cannot be read back ({reason})").format(
            reason=err)) from None
    if found != total:
        raise IncompleteOutput(translate("Pptx", "the PowerPoint file has {found} slides, not the {planned} planned")
                               .format(found=found, planned=total))
    return data
