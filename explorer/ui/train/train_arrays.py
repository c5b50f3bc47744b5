"""The Train panel's parts that follow the session's trainable arrays: the "Train" checks
(rebuilt when the set of arrays changes: an edit that turns latent attention on, a preset
loaded), the ∂L/∂ map of every trained array and its cells' explanations, and the tie
check (latent attention has no W_K to tie). What is offered, how it is named and what
trains by default are the app's rules (:mod:`explorer.app.trained_arrays`,
:func:`explorer.app.training_panel.default_trained`)."""

from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGridLayout, QLabel

from explorer.app.trained_arrays import (VECTORS, editor_gradients, explain_cell, gradient_of, gradient_picture,
                                         label, tooltip, trainable)
from explorer.app.training_panel import default_trained
from explorer.core.attention.steps import DIVERGING_DEFAULT
from explorer.core.session import SessionError
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.ui.heatmap.heatmap import Heatmap
from explorer.ui.window.flow_layout import FlowLayout
from explorer.ui.window import accessible

#: The tie check's tooltips, in English; translated where shown (translate("TrainArrays", ...)).
TIE_TIP = QT_TRANSLATE_NOOP("TrainArrays", "W_K = W_Q, so K = Q and the scores stay symmetric (s_ij = s_ji): what "
                            "the text warns of when q and k are not given weights of their own")
LATENT_TIE_TIP = QT_TRANSLATE_NOOP("TrainArrays", "Latent attention makes each head's keys from c = X·W_DKV "
                                   "(k = c·W_UK): there is no W_K to tie to W_Q")
#: "(|max| ": word joiners and a no-break space keep "(|max| 0.12)" whole when a title wraps
#: (a line may break after "|").
_PEAK = "(|\N{WORD JOINER}max|\N{WORD JOINER}\N{NO-BREAK SPACE}"
#: The first row of the pictures grid the gradient maps take (the target's title and map are above).
FIRST_ROW = 2


class TrainArrays:
    """Mixin for :class:`~explorer.ui.train.train_panel.TrainPanel` (it provides ``_document``,
    ``_view``, ``_objective``, ``_show_editor_gradients``, ``target_combo``, ``tie_check``,
    ``explanation`` and ``running``)."""

    def _build_train_checks(self, form: QFormLayout) -> None:
        self._checks_flow = FlowLayout(spacing=6)  # W_V wraps under W_Q rather than being squeezed
        self.train_checks: dict[str, QCheckBox] = {}
        self._offered: tuple[str, ...] = ()
        form.addRow(translate("TrainArrays", "Train"), self._checks_flow)

    def _build_gradient_maps(self, grid: QGridLayout) -> None:
        self._gradient_grid = grid
        self.gradient_maps: dict[str, Heatmap] = {}
        self.gradient_titles: dict[str, QLabel] = {}

    # -- following the session -------------------------------------------------------
    def _follow_session(self) -> None:
        """Rebuild the checks and the maps when the session's set of trainable arrays
        changed, keeping what was checked where it still exists (a new array: its default)."""
        session = self._document.session
        offered = trainable(session)
        if offered != self._offered:
            kept = {name: check.isChecked() for name, check in self.train_checks.items()}
            defaults = default_trained(self.target_combo.currentData(), session)
            for check in self.train_checks.values():
                self._checks_flow.removeWidget(check)
                check.deleteLater()
            self.train_checks = {}
            for name in offered:
                check = QCheckBox(label(name))
                check.setToolTip(tooltip(name))
                check.setChecked(kept.get(name, name in defaults))
                check.setEnabled(not self.running)
                self._checks_flow.addWidget(check)
                self.train_checks[name] = check
            self._checks_flow.invalidate()
            self._offered = offered
            self._place_gradient_maps()
        self._update_tie()

    def _update_tie(self) -> None:
        latent = self._document.session.latent is not None
        if latent:
            self.tie_check.setChecked(False)
        self.tie_check.setEnabled(not latent and not self.running)
        self.tie_check.setToolTip(translate("TrainArrays", LATENT_TIE_TIP if latent else TIE_TIP))

    def _place_gradient_maps(self) -> None:
        """One map per offered array, hidden until it has a gradient: matrices two to a
        row, a vector (sinks, a gain) a row of its own."""
        grid = self._gradient_grid
        for name in list(self.gradient_maps):
            heatmap, title = self.gradient_maps.pop(name), self.gradient_titles.pop(name)
            for widget in (title, heatmap):
                grid.removeWidget(widget)
                widget.deleteLater()
        row, col = FIRST_ROW, 0
        for name in self._offered:
            vector = name in VECTORS
            if vector and col:
                row, col = row + 2, 0
            title = QLabel(f"∂L/∂{label(name)}")
            title.setWordWrap(True)  # "(|max| …)" goes under a long name rather than widening the dock
            title.setToolTip(translate("TrainArrays", "Blue: raising the weight lowers the loss; red: raises it. "
                                       "Hover a cell for its value"))
            heatmap = accessible.name(small_heatmap(150), f"∂L/∂{label(name)}",
                                      translate("TrainArrays", "Each cell: how the loss changes with that weight "
                                                "(blue: raising it lowers the loss). Click a cell to see how it is "
                                                "computed."))
            if vector:
                heatmap.setMinimumHeight(48)
                heatmap.setMaximumHeight(72)
            heatmap.cell_clicked.connect(lambda i, j, name=name: self.explain(name, i, j))
            title.hide()
            heatmap.hide()
            span = 2 if vector else 1
            grid.addWidget(title, row, col, 1, span)
            grid.addWidget(heatmap, row + 1, col, 1, span)
            self.gradient_maps[name], self.gradient_titles[name] = heatmap, title
            col += span
            if col >= 2:
                row, col = row + 2, 0

    # -- showing and explaining ∂L/∂ ---------------------------------------------------
    def _show_gradients(self, progress) -> None:
        session = progress.session
        self._show_editor_gradients(editor_gradients(session, progress.gradients))
        head = self._view.head
        for name, heatmap in self.gradient_maps.items():
            grad = gradient_of(session, head, name, progress.gradients)
            shown = grad is not None
            heatmap.setVisible(shown)
            self.gradient_titles[name].setVisible(shown)
            if shown:
                peak = float(np.abs(grad).max(initial=0.0))
                self.gradient_titles[name].setText(f"∂L/∂{label(name)}   {_PEAK}{peak:.3g})")
                matrix, rows, cols = gradient_picture(session, name, grad)
                # The editors' own x1… and q1…/k1…/v1… headers: no axis titles. A diverging map,
                # centred on 0 even when every entry has one sign (two sinks' often have), so
                # blue and red always mean what the title's tooltip says.
                heatmap.set_matrix(matrix, rows, cols, signed=True, axis_names=("", ""),
                                   colormap_name=DIVERGING_DEFAULT)

    def explain(self, name: str, i: int, j: int) -> None:
        """The inspector's arithmetic for the clicked cell of ∂L/∂``name`` at the current
        weights; one line where the trainer's explanation refuses the array or the variant."""
        if self._objective is None:
            return
        try:
            session = self._document.session
            options = self._document.options
            explanation = explain_cell(session, self._objective, self._view.head, name, i, j, scale=options.scale,
                                       temperature=options.temperature)
        except (ValueError, SessionError) as err:
            self.explanation.setPlainText(translate("TrainArrays", "Cannot explain it: {reason}").format(reason=err))
            return
        self.explanation.setPlainText(explanation.text())


def small_heatmap(side: int) -> Heatmap:
    """A heatmap for the narrow dock: no colour bar (the title says the scale) and no axis titles."""
    heatmap = Heatmap()
    heatmap.plot.layout.removeItem(heatmap.colorbar)
    heatmap.colorbar.hide()
    heatmap.setMinimumSize(side * 2 // 3, side * 2 // 3)
    heatmap.setMaximumHeight(side)
    return heatmap
