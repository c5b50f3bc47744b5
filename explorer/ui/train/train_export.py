"""The Train panel's run leaving the app: a figure (PNG, SVG, PDF) and a lecture-deck page."""

from __future__ import annotations


class TrainExport:
    """Mixin for :class:`~explorer.ui.train.train_panel.TrainPanel` (it provides ``_last``,
    ``_view``, ``lr_spin`` and ``status``)."""

    def figure(self, theme: str = "light", stacked: bool = False):
        """The run as a TrainingFigure (None before a step was taken)."""
        from explorer.export.options import FigureOptions
        from explorer.export.render import ensure_gui
        from explorer.export.training_figure import TrainingFigure

        if self._last is None:
            return None
        ensure_gui()
        start, progress, target, head, trained, optimizer = self._last
        return TrainingFigure(start, progress.session, progress.losses, head, target,
                              FigureOptions(theme=theme, colormap=self._view.colormap, decimals=self._view.decimals),
                              trained=trained, optimizer=optimizer, stacked=stacked)

    def deck_page(self, theme: str = "light", decimals: int | None = None):
        """The last run as a page of the lecture deck (an ExtraPage), or None before a step."""
        from explorer.export.deck.page_types import ExtraPage

        figure = self.figure(theme, stacked=True)  # the page's room is nearly square
        if figure is None:
            return None
        _start, progress, target, head, trained, optimizer = self._last
        names = ", ".join(name.upper() if name.startswith("w_") else name for name in trained)
        method = "Adam" if optimizer == "adam" else "gradient descent"
        update = "W ← W − η·∂L/∂W" if optimizer == "sgd" else "W ← W − η·m̂ / (√v̂ + ε)"
        facts = (f"Target: {target}", f"Trained: {names} of head {head + 1}",
                 f"{progress.step} steps of {method}, η = {self.lr_spin.value():g}",
                 f"Loss {progress.losses[0]:.4g} → {progress.losses[-1]:.4g}")
        if progress.reached is not None:
            facts += (f"{progress.reached:.0%} of the weight on the target",)
        return ExtraPage(kicker="Training", title="Learned weights", formula=update, facts=facts,
                         description="“The proper weights are learned through training”: each step moves the "
                                     "trained matrices against the gradient of the loss, and the attention "
                                     "weights move toward the target.", figure=figure)

    def export_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        from explorer.export.training_figure import write_training_figure

        figure = self.figure()
        if figure is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, "Export the training run", "training.png",
                                              "PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)")
        if not path:
            return
        try:
            write_training_figure(figure, path)
        except OSError as err:
            QMessageBox.warning(self, "Could not export the training run", str(err))
            return
        self.status.setText(f"Wrote {path}")
