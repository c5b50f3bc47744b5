"""The main window's exports: the Export dialog, the lecture deck, animations, the explanation figure, the clipboard.

One part of :class:`~explorer.ui.window.main_window.MainWindow`. Everything written
or copied is of the current state: :func:`explorer.ui.window.background.settled`
waits for a running recompute with the window painting (Cancel exports
nothing), and a failed one is said, not exported stale. Every
export says in the status bar where it wrote. Copy Figure draws a long
sequence's figure on the window's job runner (:class:`~explorer.ui.export.clipboard.FigureCopier`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from explorer.app.document import NotSettled
from explorer.core.wording import translate

# Each action imports what it uses (the figures, the deck, the waiting for a settled
# state) when it is chosen: the window's first paint needs none of it.
if TYPE_CHECKING:
    from explorer.app.document import Document
    from explorer.app.snapshot import Snapshot
    from explorer.app.view_state import ViewState
    from explorer.export.deck.page_types import ExtraPage
    from explorer.export.options import FigureOptions
    from explorer.ui.export.clipboard import FigureCopier
    from explorer.ui.export.animation_dialog import AnimationDialog
    from explorer.ui.tools.inspector import Inspector
    from explorer.ui.window.tool_windows import ToolWindows
    from explorer.ui.window.messages import Say, ShowError

#: How long the status bar says where an export wrote (ms).
WROTE_MS = 10000
#: How long it says what was copied (ms).
COPY_MS = 5000


def wrote_message(path: Path, detail: str = "") -> str:
    """"Wrote /home/me/weights.svg": the whole path, so a person can find the file."""
    if detail:
        return translate("Actions", "Wrote {path} ({detail})").format(path=Path(path).absolute(), detail=detail)
    return translate("Actions", "Wrote {path}").format(path=Path(path).absolute())


def import_export_dialog() -> bool:
    """Import the Export dialog's modules, a piece of work done ahead once the window is
    idle (:class:`~explorer.ui.window.when_idle.WhenIdle`): 10–20 ms of its first opening at 4096
    tokens, kept out of start-up. Returns False: nothing more to do."""
    import explorer.ui.export.export_dialog  # noqa: F401 - imported for later

    return False


class ExportActions:
    """File → Export…, Export Lecture…, Export Animation…, Export Explanation…, Edit → Copy Figure /
    Copy as LaTeX.

    ``shown_step`` gives the key of the step the Heatmap tab shows (what a figure is of),
    ``folder`` where a file dialog starts, and ``tools`` the window's tool windows: their
    ``deck_extras(theme)`` are the pages a lecture gains before its closing slide (a training
    run's), and an animated run starts from their Train panel's choices."""

    def __init__(self, document: Document, view_state: ViewState, inspector: Inspector, *, parent: QWidget,
                 say: Say, show_error: ShowError, shown_step: Callable[[], str], folder: Callable[[], str],
                 tools: ToolWindows) -> None:
        self.document: Document = document
        self.view_state: ViewState = view_state
        self.inspector: Inspector = inspector  # its explanation is what Export Explanation writes
        self.parent: QWidget = parent  # the window: its dialogs' parent, and the copier's
        self.say: Say = say
        self.show_error: ShowError = show_error
        self.shown_step: Callable[[], str] = shown_step
        self.folder: Callable[[], str] = folder
        self.tools: ToolWindows = tools
        self._copier: FigureCopier | None = None  # made on first use: see figure_copier
        self.animation: AnimationDialog | None = None  # the Export Animation dialog while it is open

    def export_dialog(self) -> None:
        from explorer.ui.export.export_dialog import ExportDialog
        from explorer.ui.window.theme import current_theme

        # The figure starts as the screen looks: its colormap, decimals, values and theme.
        dialog = ExportDialog(self.document, self.parent, self.shown_step(), view=self.view_state.state,
                              dark=current_theme() == "dark")
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.written is not None:
            self.say(wrote_message(dialog.written), WROTE_MS)

    def export_lecture_dialog(self) -> None:
        """Ask where (PDF or PowerPoint, light or dark: the filter says both), then write the deck."""
        from explorer.export.deck.choices import deck_choice, filters_for, wants_video
        from explorer.export.view import ExportError
        from explorer.ui.window.theme import current_theme

        theme = current_theme()
        filters, first = filters_for(theme)
        path, chosen = QFileDialog.getSaveFileName(self.parent, translate("Actions", "Export lecture"),
                                                   str(Path(self.folder()) / "lecture.pdf"), filters, first)
        if not path:
            return
        try:
            target, fmt, theme = deck_choice(path, chosen, theme)
        except ExportError as err:
            self.show_error(translate("Actions", "Could not export the lecture"), str(err))
            return
        self.export_lecture_to(target, fmt, theme, video=wants_video(chosen, fmt))

    def export_lecture_to(self, path: Path, fmt: str | None = None, theme: str | None = None,
                          video: bool = False) -> bool:
        """Write the selected head's lecture deck of the current state, with the view's
        colormap, decimals and values (``video``: the lecture's animation on a slide of a
        PowerPoint deck); rendered on the window's job runner (Cancel writes nothing), then
        written atomically: a failure is shown and the old file kept."""
        from explorer.export.deck.files import deck_bytes, deck_format, write_deck
        from explorer.ui.export.purposes import WRITE_DECK
        from explorer.ui.window.background import Cancelled, run_with_progress, settled

        path = Path(path)
        vs = self.view_state
        try:
            fmt = deck_format(path, fmt)
            snapshot = settled(self.document, self.parent)
            trace = snapshot.trace
            head = vs.head if vs.head < trace.n_heads else 0
            n = trace.step("q", head).shape[0]
            options = self.view_figure_options(theme)
            # A training run (Steps → Train…) gets a page of its own before the closing slide.
            extras = self.deck_extras(options.theme)
            deck = run_with_progress(self.parent, translate("Actions", "Writing the lecture deck\u2026"), lambda: deck_bytes(
                trace, head, fmt, options, query=vs.query_row if vs.query_row < n else None,
                session=snapshot.session, extras=extras, video=video), jobs=self.document.jobs, purpose=WRITE_DECK)
            write_deck(deck, path)
        except Cancelled:
            self.say(translate("Actions", "Lecture export cancelled: nothing was written"), WROTE_MS)
            return False
        except (ValueError, NotSettled) as err:  # ExportError, or a library's panic (LibraryFailure)
            self.show_error(translate("Actions", "Could not export the lecture"), str(err))
            return False
        except MemoryError:
            self.show_error(translate("Actions", "Could not export the lecture"),
                            translate("Actions", "Out of memory while making the deck; nothing was written."))
            return False
        # What its pages are called (DeckFile.unit): slides in PowerPoint, pages in a PDF.
        pages = (translate("Actions", "{count} slides") if deck.fmt == "pptx"
                 else translate("Actions", "{count} pages")).format(count=deck.pages)
        self.say(wrote_message(path, pages), WROTE_MS)
        return True

    def deck_extras(self, theme: str) -> tuple[ExtraPage, ...]:
        """The pages a lecture gains before its closing slide (the last training run's)."""
        return self.tools.deck_extras(theme)

    def export_animation_dialog(self) -> None:
        """File → Export Animation…: one dialog, not modal (the window stays live while it writes),
        starting from the view's head, look and selected cell; it says where it wrote."""
        from explorer.animate_cli import written_line
        from explorer.ui.export.animation_dialog import AnimationDialog
        from explorer.ui.export.animation_plan import sweep_cell

        if self.animation is not None:
            self.animation.raise_()
            self.animation.activateWindow()
            return
        vs, session = self.view_state, self.document.session
        head = vs.head if vs.head < len(session.heads) else 0
        train = self.tools.train.choices() if self.tools.train is not None else None
        dialog = self.animation = AnimationDialog(
            self.document, self.parent, look=self.view_figure_options(), head=head,
            query=vs.query_row if vs.query_row < session.n else None,
            cell=sweep_cell(session, head, vs.step_key, vs.index), train=train, extras=self.deck_extras)

        def said(written) -> None:
            line = written_line(written)  # the animate command's line, as a sentence
            self.say(line[:1].upper() + line[1:], WROTE_MS)

        dialog.written.connect(said)
        dialog.destroyed.connect(lambda *_: setattr(self, "animation", None))
        dialog.show()

    def export_explanation_dialog(self) -> None:
        if self.inspector.explanation is None:
            self.show_error(translate("Actions", "Nothing to export"),
                            translate("Actions", "Click a number in a heatmap or a card first: the inspector "
                                                 "then explains it, and that explanation is what is exported."))
            return
        filters = ";;".join((translate("Actions", "SVG figure (*.svg)"), translate("Actions", "PDF figure (*.pdf)"),
                             translate("Actions", "PNG image (*.png)")))
        path, _ = QFileDialog.getSaveFileName(self.parent, translate("Actions", "Export explanation"),
                                              str(Path(self.folder()) / "explanation.svg"), filters)
        if path:
            self.export_explanation_to(Path(path))

    def export_explanation_to(self, path: Path) -> bool:
        """Write the inspector's current explanation as a figure; errors are shown, nothing half-written."""
        if self.inspector.explanation is None:
            return False
        from explorer.export.view import ExportError

        try:
            from explorer.export.explanation import export_explanation

            export_explanation(self.inspector.explanation, path)
        except ExportError as err:
            self.show_error(translate("Actions", "Could not export the explanation"), str(err))
            return False
        self.say(wrote_message(path), WROTE_MS)
        return True

    def copy_figure(self) -> None:
        """Put the shown step's figure on the clipboard; a long sequence's is drawn off
        the UI thread (the status bar says so until it is copied). A second copy while
        one is drawn is refused: the first lands on the clipboard as asked."""
        from explorer.ui.window.background import Cancelled, settled

        copier = self.figure_copier
        if copier.busy:
            self.say(translate("Actions", "A figure is still being drawn for the clipboard: copy again once it "
                                          "has landed"), COPY_MS)
            return
        try:
            snapshot = settled(self.document, self.parent)
        except Cancelled:
            self.say(translate("Actions", "Copy cancelled: the clipboard is as it was"), COPY_MS)
            return
        except NotSettled as err:
            self.show_error(translate("Actions", "Could not copy the figure"), str(err))
            return
        if copier.copy(snapshot, self.shown_step(), self.view_figure_options()):
            # No timeout: the message stays until the figure is on the clipboard.
            self.say(translate("Actions", "Drawing the figure for the clipboard\u2026"))

    def view_figure_options(self, theme: str | None = None) -> FigureOptions:
        """The figure options the window's view says (its colour map, decimals, numbers
        shown; the app's theme unless ``theme``): a copied figure and the lecture
        deck look as the window does."""
        from explorer.export.options import FigureOptions
        from explorer.ui.window.theme import current_theme

        vs = self.view_state
        return FigureOptions(theme=theme or current_theme(), colormap=vs.colormap, decimals=vs.decimals,
                             values=vs.show_values, negatives=vs.negatives)

    @property
    def figure_copier(self) -> FigureCopier:
        """The window's copier (made on first use): its ``finished`` says when a copy landed."""
        from explorer.ui.export.clipboard import FigureCopier
        from explorer.ui.export.purposes import COPY_FIGURE

        copier = self._copier
        if copier is None:
            copier = self._copier = FigureCopier(self.document.jobs, COPY_FIGURE, self.parent)
            copier.finished.connect(self._figure_copied)
        return copier

    def _figure_copied(self, image: QImage | None, error: str | None, _seconds: float) -> None:
        if error is not None:
            self.say("")  # "Drawing …" no longer holds
            self.show_error(translate("Actions", "Could not copy the figure"), error)
            return
        self.say(translate("Actions", "Figure copied ({width} \u00d7 {height} pixels): paste it into a slide").format(
            width=image.width(), height=image.height()), COPY_MS)

    def copy_latex(self) -> None:
        from explorer.ui.export.clipboard import copy_latex_to_clipboard

        self._copy(copy_latex_to_clipboard, translate("Actions", "Could not copy the matrix"),
                   translate("Actions", "Matrix copied as LaTeX"))

    def _copy(self, copy: Callable[[Snapshot, str], object], failed: str, done: str) -> None:
        """Put the shown step of the current state on the clipboard; an error is shown, not raised."""
        from explorer.export.view import ExportError
        from explorer.ui.window.background import Cancelled, settled

        try:
            copy(settled(self.document, self.parent), self.shown_step())
        except Cancelled:
            self.say(translate("Actions", "Copy cancelled: the clipboard is as it was"), COPY_MS)
            return
        except (ExportError, NotSettled) as err:
            self.show_error(failed, str(err))
            return
        self.say(done, COPY_MS)
