"""File → Export figure: choose what, format, size, look and file; see a preview.

The dialog only gathers choices: the figures and files come from
:mod:`explorer.export` (the same code as ``attention-explorer export``), so
what the app exports and what the command writes are the same figure.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QFontDatabase, QStandardItemModel
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFileDialog,
                               QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QPushButton,
                               QSpinBox, QStackedWidget, QVBoxLayout, QWidget)

from explorer.core.io.safe_text import plain
from explorer.core.attention.step_keys import step_key
from explorer.core.io.text_limits import MAX_TITLE_CHARS
from explorer.core.wording import translate
from explorer.export.colormaps import COLORMAP_LABELS
from explorer.export.files import FIGURE_FORMATS, FORMATS, export, format_name
from explorer.export.options import FigureOptions
from explorer.export.view import PIPELINE, ExportError, choice_label as step_label, figure_keys, parse_key
from explorer.app.snapshot import Snapshot
from explorer.app.view import View
from explorer.ui.window.background import Cancelled, settled
from explorer.app.document import Document, NotSettled
from explorer.ui.export.choices import RememberedChoices
from explorer.ui.export.preview import PreviewMaker
from explorer.ui.export.preview_pane import PREVIEW_SIZE, PreviewPane
from explorer.ui.export.purposes import draws_inline
from explorer.ui.export.writer import WritesInBackground
from explorer.ui.window import accessible

_SETTINGS_GROUP = "export"
class ExportDialog(WritesInBackground, RememberedChoices, PreviewPane, QDialog):
    #: The preview and size note of the current choices are on screen.
    preview_ready = Signal()

    """Export a figure or a matrix of the document's current state.

    ``step_key`` ("heads[0].weights", "heads[0].pipeline" ...) is the choice
    selected when it opens (the attention weights of head 1 by default). It
    shows and writes the published snapshot; exporting waits for a running
    recompute first (:meth:`Document.settled`), so the file is never of an
    older edit. The dialog is deleted when it closes.
    """

    def __init__(self, document: Document, parent: QWidget | None = None, step_key: str | None = None,
                 view: View | None = None, dark: bool | None = None):
        """``view`` (the window's ``ViewState.view``) and ``dark`` (the window's theme)
        make the figure start as the screen looks: its colormap, decimals and
        values switch, and theme; without them the last export's choices."""
        super().__init__(parent)
        self.document = document
        # What it shows and names is the snapshot the document published last, handed
        # to it with each change (never pulled from the document while it computes).
        self.snapshot: Snapshot = document.snapshot
        # Closed means gone: a dialog kept alive stayed connected to the
        # document and rendered its preview again at every later edit.
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(translate("ExportDialog", "Export figure"))
        #: Where the last export wrote (None until one succeeded), and how long it took.
        self.written: Path | None = None
        self.write_seconds: float | None = None
        self._setup_writing()
        self._settings = QSettings()
        self._settings.beginGroup(_SETTINGS_GROUP)
        self._preview_timer = QTimer(self, singleShot=True, interval=50)
        self._preview_timer.timeout.connect(self.refresh_preview)
        # Long sequences: the preview is made on the window's job runner, latest request only.
        self._previews = PreviewMaker(document.jobs, self)
        self._previews.ready.connect(self._show_preview)

        self.what = accessible.name(QComboBox(), translate("ExportDialog", "What"),
                                    tip=translate("ExportDialog", "The step of the pipeline the file shows"))
        self.query = accessible.name(QComboBox(), translate("ExportDialog", "Query row"),
                                     tip=translate("ExportDialog", "The query whose row the figure shows"))
        self.query_label = QLabel(translate("ExportDialog", "Query row"))
        self.format = accessible.name(QComboBox(), translate("ExportDialog", "Format"),
                                      tip=translate("ExportDialog", "The kind of file: a picture, a page or the numbers"))
        for fmt in FORMATS:
            self.format.addItem(format_name(fmt), fmt)
        self.scale = accessible.name(QSpinBox(minimum=1, maximum=4, suffix=" \u00d7"),
                                     translate("ExportDialog", "Size, scale"))
        self.scale.setToolTip(translate("ExportDialog", "PNG and clipboard images: 1 to 4 times the figure's size, "
                                                        "tagged 300 dpi"))
        self.width_mm = accessible.name(QDoubleSpinBox(minimum=0, maximum=2000, decimals=1, singleStep=10,
                                                       suffix=" mm"), translate("ExportDialog", "Size, width"))
        self.width_mm.setSpecialValueText(translate("ExportDialog", "Natural size"))
        self.width_mm.setToolTip(translate("ExportDialog", "SVG and PDF: the physical width; the height follows the "
                                                           "figure"))
        self.size_note = QLabel()
        self.size_note.setObjectName("sizeNote")
        self.size_stack = QStackedWidget()
        self.size_stack.addWidget(self.scale)
        self.size_stack.addWidget(self.width_mm)
        self.size_stack.addWidget(QLabel("\u2014"))
        self.theme = accessible.name(QComboBox(), translate("ExportDialog", "Theme"),
                                     tip=translate("ExportDialog", "Light for slides and paper, dark for a dark deck"))
        self.theme.addItem(translate("ExportDialog", "Light (slides and paper)"), "light")
        self.theme.addItem(translate("ExportDialog", "Dark"), "dark")
        self.values = accessible.name(QCheckBox(translate("ExportDialog", "Print the numbers in the cells")),
                                      translate("ExportDialog", "Values in cells"),
                                      tip=translate("ExportDialog", "Each cell's number printed on its colour"))
        self.negatives = accessible.name(QCheckBox(translate("ExportDialog", "Mark negative cells")),
                                         translate("ExportDialog", "Negative cells marked"),
                                         tip=translate("ExportDialog", "A notch in the corner of every cell below 0: "
                                                                       "the sign without the colour"))
        self.colormap = accessible.name(QComboBox(), translate("ExportDialog", "Colormap"),
                                        tip=translate("ExportDialog", "The colours the numbers map to"))
        for name, label in COLORMAP_LABELS.items():
            self.colormap.addItem(translate("Colormaps", label), name)  # the table's own context (colormaps.py)
        # Its max: core/text_limits.py.
        self.title = accessible.name(QLineEdit(maxLength=MAX_TITLE_CHARS, clearButtonEnabled=True),
                                     translate("ExportDialog", "Title"),
                                     tip=translate("ExportDialog", "The figure's title; empty: the step's own name"))
        self.decimals = accessible.name(QSpinBox(minimum=-1, maximum=12, value=-1,
                                                 specialValueText=translate("ExportDialog", "Automatic")),
                                        translate("ExportDialog", "Decimals"),
                                        tip=translate("ExportDialog", "Digits after the point in the cells and the CSV"))
        self.path = accessible.name(QLineEdit(), translate("ExportDialog", "File"),
                                    tip=translate("ExportDialog", "Where the file is written; it follows the choices"))
        # The file name follows the choices until the person types one.
        self._path_is_auto = True
        self.path.textEdited.connect(lambda _text: setattr(self, "_path_is_auto", False))
        self.path.textChanged.connect(lambda _text: self.writing or self._say(""))
        browse = accessible.name(QPushButton(translate("ExportDialog", "Browse\u2026")),
                                 translate("ExportDialog", "Browse…"),
                                 tip=translate("ExportDialog", "Choose the folder and the file's name"))
        browse.clicked.connect(self._browse)
        path_row = QHBoxLayout()
        path_row.addWidget(self.path, 1)
        path_row.addWidget(browse)

        form = QFormLayout()
        form.addRow(translate("ExportDialog", "What"), self.what)
        form.addRow(self.query_label, self.query)
        form.addRow(translate("ExportDialog", "Format"), self.format)
        size_row = QHBoxLayout()
        size_row.addWidget(self.size_stack)
        size_row.addWidget(self.size_note, 1)
        form.addRow(translate("ExportDialog", "Size"), size_row)
        form.addRow(translate("ExportDialog", "Theme"), self.theme)
        form.addRow(translate("ExportDialog", "Colormap"), self.colormap)
        form.addRow("", self.values)
        form.addRow("", self.negatives)
        form.addRow(translate("ExportDialog", "Decimals"), self.decimals)
        form.addRow(translate("ExportDialog", "Title"), self.title)
        form.addRow(translate("ExportDialog", "File"), path_row)

        self.preview_image = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.preview_image.setMinimumSize(*PREVIEW_SIZE)
        self.preview_text = accessible.name(QPlainTextEdit(readOnly=True), translate("ExportDialog", "Preview"),
                                            translate("ExportDialog", "The file's first lines"))
        self.preview_text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.preview = QStackedWidget()
        self.preview.addWidget(self.preview_image)
        self.preview.addWidget(self.preview_text)

        self.status = QLabel(wordWrap=True)
        self.status.setObjectName("exportStatus")
        self._preview_said = False  # the status line holds a preview's message (see _say_preview)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.export_button = self.buttons.addButton(translate("ExportDialog", "Export"),
                                                    QDialogButtonBox.ButtonRole.AcceptRole)
        self.copy_image_button = self.buttons.addButton(translate("ExportDialog", "Copy image"),
                                                        QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_latex_button = self.buttons.addButton(translate("ExportDialog", "Copy as LaTeX"),
                                                        QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.setDefault(True)
        self.export_button.clicked.connect(self.export_now)
        self.copy_image_button.clicked.connect(self.copy_image)
        self.copy_latex_button.clicked.connect(self.copy_latex)
        self.buttons.rejected.connect(self.reject)
        accessible.describe_buttons(self.buttons)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.busy_bar)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)

        self._restore()
        self._follow_screen(view, dark)
        self._fill_what(step_key)
        for signal in (self.what.currentIndexChanged, self.query.currentIndexChanged,
                       self.format.currentIndexChanged, self.scale.valueChanged, self.width_mm.valueChanged,
                       self.theme.currentIndexChanged, self.colormap.currentIndexChanged,
                       self.values.toggled, self.negatives.toggled, self.decimals.valueChanged,
                       self.title.textChanged):
            signal.connect(self._changed)
        self.what.currentIndexChanged.connect(self._what_changed)
        self.format.currentIndexChanged.connect(self._format_changed)
        document.changed.connect(self._document_changed)
        self._what_changed()
        self._format_changed()
        self.refresh_preview()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._preview_timer.start()  # at the size the preview really has

    def done(self, result: int) -> None:  # noqa: D401 - Qt's name
        if self.writing:
            return  # Esc or the window's close button while the file is written: it finishes first
        # Stop listening before Qt deletes the dialog: PySide does not always
        # drop a Python slot's connection with its receiver.
        try:
            self.document.changed.disconnect(self._document_changed)
        except (RuntimeError, TypeError):
            pass  # already disconnected
        self._preview_timer.stop()
        self._previews.close()
        super().done(result)

    # -- state -----------------------------------------------------------------
    @property
    def step_key(self) -> str:
        return str(self.what.currentData())

    @property
    def fmt(self) -> str:
        return str(self.format.currentData())

    def query_row(self) -> int | None:
        return self.query.currentIndex() if self.query.isEnabled() and self.query.count() else None

    def options(self) -> FigureOptions:
        """The figure options the controls say."""
        return FigureOptions(
            theme=str(self.theme.currentData()),
            values=self.values.isChecked(),
            negatives=self.negatives.isChecked(),
            colormap=str(self.colormap.currentData()),
            title=self.title.text() or None,
            scale=self.scale.value(),
            width_mm=self.width_mm.value() or None,
            decimals=None if self.decimals.value() < 0 else self.decimals.value(),
        )

    def set_choice(self, step_key: str | None = None, fmt: str | None = None, path: str | Path | None = None) -> None:
        """Select a step key, a format and a file (what a caller or a test wants preset)."""
        if step_key is not None:
            index = self.what.findData(step_key)
            if index < 0:
                raise ExportError(f"no {step_key!r} to export in this session")
            self.what.setCurrentIndex(index)
        if fmt is not None:
            self.format.setCurrentIndex(self.format.findData(fmt))
        if path is not None:
            self.path.setText(str(path))
            self._path_is_auto = False

    # -- actions ---------------------------------------------------------------
    def export_now(self) -> bool:
        """Write the file; on success remember the choices and close, else say why and stay open.

        A long sequence's file is made and written off the UI thread (the window
        keeps painting; a busy bar shows): True then says it started, and the
        dialog closes once the file is complete or says why it failed."""
        text = self.path.text().strip()
        if self.writing:
            return False
        if not text:
            self._say(translate("ExportDialog", "Choose a file to write."), error=True)
            return False
        path = Path(text).expanduser()
        try:
            snapshot = settled(self.document, self)
            trace, session, key, fmt, options, query = (snapshot.trace, snapshot.session, self.step_key, self.fmt,
                                                        self.options(), self.query_row())
        except Cancelled:
            self._say(translate("ExportDialog", "Cancelled: nothing was written."))
            return False
        except (ExportError, NotSettled) as err:
            self._say(str(err), error=True)
            return False

        def write() -> Path:
            return export(trace, key, path, fmt, options, query=query, session=session)

        if not draws_inline(session, key):
            self._write_in_background(write, path)
            return True
        try:
            write()
        except ExportError as err:
            self._say(str(err), error=True)
            return False
        self._on_written(path, None, 0.0)
        return True

    # -- helpers ---------------------------------------------------------------
    def _fill_what(self, selected: str | None) -> None:
        trace = self.snapshot.trace
        current = selected if selected is not None else (self.what.currentData() or None)
        self.what.blockSignals(True)
        self.what.clear()
        for key in figure_keys(trace):
            self.what.addItem(step_label(trace, key), key)
        index = self.what.findData(current) if current else -1
        if index < 0:
            index = max(0, self.what.findData(step_key("weights", 0)))
        self.what.setCurrentIndex(index)
        self.what.blockSignals(False)

    def _what_changed(self) -> None:
        key = self.step_key
        step_id, _ = parse_key(key)
        is_3d = step_id != PIPELINE and len(self.snapshot.trace.get(key).shape) == 3
        self.query.blockSignals(True)
        keep = self.query.currentIndex()
        self.query.clear()
        if is_3d:
            self.query.addItems([plain(label) for label in self.snapshot.trace.get(key).row_labels])
            self.query.setCurrentIndex(min(max(keep, 0), self.query.count() - 1))
        self.query.blockSignals(False)
        self.query.setEnabled(is_3d)
        self.query.setVisible(is_3d)
        self.query_label.setVisible(is_3d)
        # The slide is a figure only: no matrix formats for it.
        model = self.format.model()
        assert isinstance(model, QStandardItemModel)
        for row, fmt in enumerate(FORMATS):
            model.item(row).setEnabled(step_id != PIPELINE or fmt in FIGURE_FORMATS)
        if step_id == PIPELINE and self.fmt not in FIGURE_FORMATS:
            self.format.setCurrentIndex(0)
        self.copy_latex_button.setEnabled(step_id != PIPELINE)
        if self._path_is_auto:
            self._update_path()
        placeholder = (translate("ExportDialog", "Scaled dot-product attention") if step_id == PIPELINE
                       else self.snapshot.trace.get(key).title)  # a step's title is translated by the step
        self.title.setPlaceholderText(translate("ExportDialog", "{title} (default)").format(title=placeholder))

    def _format_changed(self) -> None:
        fmt = self.fmt
        figure = fmt in FIGURE_FORMATS
        self.size_stack.setCurrentIndex(0 if fmt == "png" else 1 if figure else 2)
        for widget in (self.theme, self.colormap, self.values, self.negatives, self.title):
            widget.setEnabled(figure)
        self.decimals.setEnabled(fmt not in ("csv", "npz"))
        self._update_path()

    def _changed(self) -> None:
        if not self.writing:
            self._say("")  # what it said was about the choices before this change
        self._preview_timer.start()

    def _document_changed(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot
        self._fill_what(self.step_key)
        self._what_changed()
        self._preview_timer.start()

    def _say(self, text: str, error: bool = False) -> None:
        self._preview_said = False
        self.status.setText(text)
        self.status.setProperty("error", error)
        self.status.setStyleSheet("color: #c0392b;" if error else "")

    def _browse(self) -> None:
        fmt = self.fmt
        name, _ = QFileDialog.getSaveFileName(self, translate("ExportDialog", "Export to"), self.path.text(),
                                              f"{format_name(fmt)} (*.{fmt})")
        if name:
            self.path.setText(str(Path(name).with_suffix("." + fmt)))
            self._path_is_auto = False
