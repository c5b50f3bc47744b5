"""A heatmap's fitting size, measured again only when what it follows changes.

:meth:`~explorer.ui.heatmap.labels.TokenLabels.fitting_size` measures every
label: 15 ms for the 8192 labels of a 4096-token card, which the step cards
and the heads grid paid on the UI thread at every edit for the size they
already had. The size follows the matrix's shape, its labels, the font and
whether the colour bar shows; nothing else.
"""

from __future__ import annotations

from PySide6.QtCore import QSize

from explorer.ui.heatmap.heatmap import Heatmap


class FittingSize:
    """The last fitting size of one heatmap and what it was measured for."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._size = QSize()

    def of(self, heatmap: Heatmap, shape: tuple[int, int], labels: tuple[tuple[str, ...], tuple[str, ...]],
           minimum: QSize, maximum: QSize) -> QSize:
        """``heatmap.fitting_size(*shape, minimum, maximum, labels)`` (rows, columns), measured
        only when one of them changed (the matrix need not be set yet)."""
        rows, cols = shape
        key = (rows, cols, labels, heatmap.font().key(), heatmap.colorbar.isVisible(),
               minimum.width(), minimum.height(), maximum.width(), maximum.height())
        if key != self._key:
            self._key = key
            self._size = heatmap.fitting_size(rows, cols, minimum, maximum, labels)
        return self._size
