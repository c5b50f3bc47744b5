"""An editor's number columns are as wide as their widest number, measured by shape where the
font's digits share one width (explorer/ui/editors/matrix_editor.py: _widest)."""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QFont, QFontMetrics

from explorer.core.numbers import format_number
from explorer.ui.editors.matrix_editor import _ADVANCES, _TABULAR, _widest


class Counting:
    """A QFontMetrics that counts what it is asked to measure."""

    def __init__(self, metrics: QFontMetrics):
        self.metrics, self.asked = metrics, []

    def horizontalAdvance(self, text: str) -> int:  # noqa: N802 - Qt's name
        self.asked.append(text)
        return self.metrics.horizontalAdvance(text)


def _texts(seed: int) -> list[str]:
    rng = np.random.default_rng(seed)
    values = np.concatenate([rng.normal(0, 1, 200), rng.normal(0, 300, 50), [1e-7, -2.5e-9, 0.5, -1, 12345.678]])
    return [format_number(v, 3, trim=True) for v in values]


def test_the_widest_number_is_the_widest_measured_one_by_one_in_every_font(qapp):
    for family in ("DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"):
        for size in (7, 10, 15):
            metrics = QFontMetrics(QFont(family, size))
            for seed in range(3):
                texts = _texts(seed)
                assert _widest(metrics, texts, f"{family}-{size}") == max(metrics.horizontalAdvance(t) for t in texts)


def test_with_digits_of_one_width_each_shape_is_measured_once_a_font(qapp):
    metrics = QFontMetrics(QFont("DejaVu Sans", 10))
    assert len({metrics.horizontalAdvance(d) for d in "0123456789"}) == 1  # the UI font's digits
    _ADVANCES.clear()
    _TABULAR.clear()
    counting = Counting(metrics)
    texts = _texts(0)
    widest = _widest(counting, texts, "sans-10")
    shapes = {t.translate(str.maketrans("123456789", "000000000")) for t in texts}
    assert len(counting.asked) == 10 + len(shapes) < len(set(texts))  # the digits once, then each shape
    counting.asked.clear()
    assert _widest(counting, _texts(1), "sans-10") >= 0 and len(counting.asked) < 5  # shapes already known
    assert widest == max(metrics.horizontalAdvance(t) for t in texts)


def test_digits_of_different_widths_are_measured_text_by_text(qapp):
    class Proportional(Counting):
        def horizontalAdvance(self, text: str) -> int:  # noqa: N802
            self.asked.append(text)
            return sum(8 if c == "1" else 10 for c in text)  # a "1" narrower than the other digits

    _ADVANCES.clear()
    _TABULAR.clear()
    counting = Proportional(None)
    texts = ["0.111", "0.222", "−0.11"]
    assert _widest(counting, texts, "proportional") == 50  # "0.222", not the shape of "0.111"
