"""The About dialog: what this is, and the versions a bug report needs."""

from __future__ import annotations

import html
import platform

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from explorer import __version__
from explorer.core.backend import Backend
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.ui.window import accessible

APP_NAME = "Attention Explorer"
BLURB = QT_TRANSLATE_NOOP("About", "Edit small matrices by hand and watch every step of scaled dot-product "
                                   "attention recompute: Q, K, V, the scores, the scaling by √d_k, the mask, "
                                   "the softmax and the weighted sum.")
#: The versions' names that are words (the others are names of software), translated where shown.
SYSTEM = QT_TRANSLATE_NOOP("About", "System")
BACKEND = QT_TRANSLATE_NOOP("About", "Backend")
NOT_CHOSEN = QT_TRANSLATE_NOOP("About", "not chosen yet")


def version_info(backend: Backend | None) -> dict[str, str]:
    """Name → version of the app and everything it runs on, in display order.

    ``backend`` is the one in use; its description and the reason it was
    chosen (e.g. why there is no GPU) are part of what a bug report needs."""
    import numpy
    import pyqtgraph
    import PySide6
    from PySide6.QtCore import qVersion

    info = {
        APP_NAME: __version__,
        "Qt": qVersion(),  # the Qt actually loaded, which can differ from what PySide6 was built with
        "PySide6": PySide6.__version__,
        "NumPy": numpy.__version__,
        "pyqtgraph": pyqtgraph.__version__,
        "Python": platform.python_version(),
        SYSTEM: f"{platform.system()} {platform.release()} ({platform.machine()})",
    }
    info[BACKEND] = f"{backend.describe()} ({backend.reason})" if backend else NOT_CHOSEN
    return info


def about_text(backend: Backend | None) -> str:
    """The versions as plain text, one "name: version" per line (what Copy puts on the clipboard:
    in English, for a bug report)."""
    return "\n".join(f"{name}: {value}" for name, value in version_info(backend).items())


class AboutDialog(QDialog):
    """Icon, name, one-paragraph description and the versions, with a button
    that copies the versions for a bug report."""

    def __init__(self, backend: Backend | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("About", "About {app}").format(app=APP_NAME))
        self._text = about_text(backend)

        from explorer.ui.window.icons import app_icon  # lazy: reads the PNGs only when the dialog opens

        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(96, 96))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)

        rows = "".join(f"<tr><td>{html.escape(_shown(name))}</td>"
                       f"<td>&nbsp;&nbsp;{html.escape(_shown(value))}</td></tr>"
                       for name, value in list(version_info(backend).items())[1:])
        self.label = QLabel(f"<h2>{APP_NAME} {html.escape(__version__)}</h2>"
                            f"<p>{html.escape(translate('About', BLURB))}</p><table>{rows}</table>")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setMinimumWidth(420)

        top = QHBoxLayout()
        top.setSpacing(16)
        top.addWidget(icon)
        top.addWidget(self.label, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(translate("About", "Copy Versions"))
        self.copy_button.setToolTip(translate("About", "Copy the versions to the clipboard, for a bug report"))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_versions)
        buttons.rejected.connect(self.reject)
        accessible.describe_buttons(buttons)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 12)
        layout.addLayout(top)
        layout.addWidget(buttons)

    def text(self) -> str:
        """The versions as plain text."""
        return self._text

    def copy_versions(self) -> None:
        QGuiApplication.clipboard().setText(self._text)


def _shown(text: str) -> str:
    """A name or value of :func:`version_info` as the dialog shows it: the words in the chosen language."""
    return translate("About", text) if text in (SYSTEM, BACKEND, NOT_CHOSEN) else text


def show_about(parent: QWidget | None, backend: Backend | None) -> None:
    """Show the About dialog (modal) until it is closed."""
    AboutDialog(backend, parent).exec()
