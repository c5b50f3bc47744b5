"""The Train panel's run leaving the app: a figure (PNG, SVG, PDF) and a lecture-deck page."""

from __future__ import annotations

from explorer.core.wording import translate


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
        steps = (translate("TrainExport", "{steps} steps of Adam, η = {rate:g}") if optimizer == "adam"
                 else translate("TrainExport", "{steps} steps of gradient descent, η = {rate:g}"))
        update = "W ← W − η·∂L/∂W" if optimizer == "sgd" else "W ← W − η·m̂ / (√v̂ + ε)"
        facts = (translate("TrainExport", "Target: {target}").format(target=target),
                 translate("TrainExport", "Trained: {arrays} of head {head}").format(arrays=names, head=head + 1),
                 steps.format(steps=progress.step, rate=self.lr_spin.value()),
                 translate("TrainExport", "Loss {first:.4g} → {last:.4g}").format(
                     first=progress.losses[0], last=progress.losses[-1]))
        if progress.reached is not None:
            facts += (translate("TrainExport", "{share:.0%} of the weight on the target").format(
                share=progress.reached),)
        return ExtraPage(kicker=translate("TrainExport", "Training"), title=translate("TrainExport", "Learned weights"),
                         formula=update, facts=facts,
                         description=translate("TrainExport", "“The proper weights are learned through training”: "
                                               "each step moves the trained matrices against the gradient of the "
                                               "loss, and the attention weights move toward the target."),
                         figure=figure)

    def export_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        from explorer.export.training_figure import write_training_figure

        figure = self.figure()
        if figure is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, translate("TrainExport", "Export the training run"), "training.png",
                                              translate("TrainExport", "PNG image (*.png);;SVG drawing (*.svg);;"
                                                        "PDF document (*.pdf)"))
        if not path:
            return
        try:
            write_training_figure(figure, path)
        except OSError as err:
            QMessageBox.warning(self, translate("TrainExport", "Could not export the training run"), str(err))
            return
        self.status.setText(translate("TrainExport", "Wrote {path}").format(path=path))
