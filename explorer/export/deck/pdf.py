"""The lecture deck as one PDF: a 13.33 × 7.5 in page per slide, vector, real text.

Drawn with QPdfWriter into memory; the bytes are checked to be a whole PDF
(``%%EOF`` at the end) with exactly the pages planned before anyone writes
them (QPdfWriter reports no failure of its own).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

from explorer.core.session import Session
from explorer.core.attention.trace import Trace
from explorer.export.deck.page_types import DeckPlan, PAGE_H, PAGE_W
from explorer.export.deck.pages import page_figures
from explorer.core.wording import translate
from explorer.export.options import LOGICAL_DPI, FigureOptions
from explorer.export.render import (
    PDF_RESOLUTION,
    IncompleteOutput,
    painting,
    qbuffer,
    check_pdf,
)

_CREATOR = "Attention Explorer"
#: A page object ("/Type /Page"), not the page tree ("/Type /Pages").
_PAGE_OBJECT = re.compile(rb"/Type\s*/Page(?![A-Za-z])")


def pdf_page_count(data: bytes) -> int:
    """How many page objects a PDF holds (Qt writes them uncompressed)."""
    return len(_PAGE_OBJECT.findall(data))


def check_deck_pdf(data: bytes, pages: int) -> None:
    """IncompleteOutput unless ``data`` is a whole PDF of exactly ``pages`` pages."""
    check_pdf(data)
    found = pdf_page_count(data)
    if found != pages:
        raise IncompleteOutput(translate("Pdf", "the PDF has {found} pages, not the {planned} planned").format(
            found=found, planned=pages))


def pdf_deck(plan: DeckPlan, trace: Trace, options: FigureOptions, session: Session | None = None,
             progress: Callable[[int, int], None] | None = None) -> bytes:
    """The deck's PDF bytes, checked."""
    buffer = qbuffer()
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_RESOLUTION)
    writer.setCreator(_CREATOR)
    writer.setTitle(plan.name)
    points = QSizeF(PAGE_W / LOGICAL_DPI * 72, PAGE_H / LOGICAL_DPI * 72)
    size = QPageSize(points, QPageSize.Unit.Point, "", QPageSize.SizeMatchPolicy.ExactMatch)
    if not writer.setPageLayout(QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))):
        raise OSError(translate("Pdf", "the PDF page size was refused"))
    k = PDF_RESOLUTION / LOGICAL_DPI
    with painting(writer) as p:
        for index, figure in enumerate(page_figures(plan, trace, options, session)):
            if index and not writer.newPage():
                raise OSError(translate("Pdf", "the PDF writer could not start a new page"))
            p.save()
            p.scale(k, k)
            figure.paint(p)
            p.restore()
            if progress is not None:
                progress(index + 1, plan.page_count)
    del writer  # the writer finishes the document when it ends; drop it before reading
    buffer.close()
    data = bytes(buffer.data().data())
    check_deck_pdf(data, plan.page_count)
    return data
