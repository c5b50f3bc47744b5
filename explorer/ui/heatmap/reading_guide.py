"""The reading guide's line under a score matrix (the Heatmap tab and the step cards).

Its room is fixed for the longest line the matrix can give
(:func:`explorer.app.reading.widest_readings`), so pointing at cells never
reflows the layout (it would move the cells under the mouse).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel

from explorer.app.reading import ScoreReading, widest_readings


def guide_label() -> QLabel:
    """A hidden, word-wrapped plain-text line (token texts are shown as they are), its room below it."""
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    label.hide()
    return label


def guide_height(label: QLabel, reading: ScoreReading, rows: tuple[str, ...], cols: tuple[str, ...],
                 decimals: int, width: int) -> int:
    """The height ``label`` needs at ``width`` for the longest line of this matrix."""
    metrics = QFontMetrics(label.font())
    flags = int(Qt.TextFlag.TextWordWrap)
    return max(metrics.boundingRect(0, 0, width, 10_000, flags, text).height()
               for text in widest_readings(reading, rows, cols, decimals))
