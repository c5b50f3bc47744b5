"""Sessions and readers shared by the lecture-deck tests."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from explorer.core.backend import numpy_backend
from explorer.core.generate import random_session
from explorer.core.attention.pipeline import run
from explorer.core.session import Session
from explorer.core.attention.step_keys import step_key
from explorer.core.attention.trace import Trace
from explorer.app.lecture import order

#: The lecture sentence, as 12 tokens.
WORDS = ("The", "internationalization", "of", "attention", "is", "hard", "to", "teach", "well", ",", "really", ".")


def sentence_session(n: int, mode: str = "self", heads: int = 1, w_o: bool = False) -> Session:
    """n tokens of the lecture sentence (long words included), small random weights."""
    session = random_session(n, d_model=4, d_k=3, d_v=3, heads=heads, mode=mode, seed=1, w_o=w_o)
    return dataclasses.replace(session, tokens=WORDS[:n])


def traced(session: Session) -> Trace:
    return run(session, numpy_backend())


def page_keys(trace: Trace, head: int = 0) -> list[str]:
    """What a deck's pages between the title and the closing slide show, as a reader expects:
    the lecture order, with the "why √d_k" chart right after the ÷ √d_k page."""
    keys = order(trace, head)
    k = keys.index(step_key("scaled", head)) + 1
    return keys[:k] + ["why_sqrt_dk"] + keys[k:]


def pdf_pages_and_text(path: Path) -> tuple[int, list[str], tuple[float, float]]:
    """(page count, each page's text, the first page's size in points), read with QtPdf."""
    from PySide6.QtPdf import QPdfDocument

    doc = QPdfDocument(None)
    assert doc.load(str(path)) == QPdfDocument.Error.None_
    texts = [doc.getAllText(k).text() for k in range(doc.pageCount())]
    size = doc.pagePointSize(0)
    count = doc.pageCount()
    doc.close()
    return count, texts, (size.width(), size.height())
