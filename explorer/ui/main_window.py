"""The main window (placeholder until the editors and heatmaps land)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QMessageBox

from explorer.core.backend import Backend
from explorer.core.session import Session
from explorer.ui.document import Document


class MainWindow(QMainWindow):
    def __init__(self, session: Session, backend: Backend | None = None, dtype: str = "float64",
                 path: Path | None = None):
        super().__init__()
        self.document = Document(session, backend, dtype, parent=self)
        self.document.path = path
        self.setWindowTitle("Attention Explorer")
        self.setCentralWidget(QLabel(str(self.document.trace.step("weights").array)))
        self.resize(1280, 800)

    def show_error(self, title: str, message: str) -> None:
        QMessageBox.warning(self, title, message)

    def save_screenshot(self, path: str) -> int:
        QApplication.processEvents()
        if not self.grab().save(path, "PNG"):
            print(f"attention-explorer: cannot write {path}", file=sys.stderr)
            return 2
        return 0
