"""What the Export dialog starts from: the last export's choices (remembered in
QSettings) or, when the window passes them, the screen's own look; and the
file name that follows the choices until the person types one."""

from __future__ import annotations

from pathlib import Path

from explorer.export.files import FORMATS
from explorer.export.view import parse_key
from explorer.app.identity import head_file_name, head_note
from explorer.app.view import View


class RememberedChoices:
    """Mixin for :class:`~explorer.ui.export.export_dialog.ExportDialog` (it provides the
    controls, ``document``, ``fmt``, ``path`` and ``_settings``)."""

    def _default_folder(self) -> Path:
        stored = self._settings.value("folder", "", str)
        if stored and Path(stored).is_dir():
            return Path(stored)
        if self.document.path is not None:
            return self.document.path.parent
        return Path.home()

    def _restore(self) -> None:
        s = self._settings
        fmt = s.value("format", "png", str)
        if fmt in FORMATS:
            self.format.setCurrentIndex(self.format.findData(fmt))
        self.scale.setValue(min(4, max(1, s.value("scale", 2, int))))
        theme = self.theme.findData(s.value("theme", "light", str))
        self.theme.setCurrentIndex(max(0, theme))
        self.values.setChecked(s.value("values", True, bool))
        cmap = self.colormap.findData(s.value("colormap", "auto", str))
        self.colormap.setCurrentIndex(max(0, cmap))

    def _follow_screen(self, view: View | None, dark: bool | None) -> None:
        if dark is not None:
            self.theme.setCurrentIndex(max(0, self.theme.findData("dark" if dark else "light")))
        if view is None:
            return
        index = self.colormap.findData(view.colormap)
        if index < 0:  # a map of the window's the list does not name: offered as it is
            self.colormap.addItem(view.colormap, view.colormap)
            index = self.colormap.count() - 1
        self.colormap.setCurrentIndex(index)
        self.decimals.setValue(int(view.decimals))
        self.values.setChecked(bool(view.show_values))
        self.negatives.setChecked(bool(view.negatives))

    def _remember(self) -> None:
        s = self._settings
        s.setValue("format", self.fmt)
        s.setValue("scale", self.scale.value())
        s.setValue("theme", self.theme.currentData())
        s.setValue("values", self.values.isChecked())
        s.setValue("colormap", self.colormap.currentData())
        folder = Path(self.path.text()).expanduser().parent
        if folder.is_dir():
            s.setValue("folder", str(folder))

    def _update_path(self) -> None:
        fmt = self.fmt
        text = self.path.text().strip()
        if self._path_is_auto or not text:
            folder = Path(text).parent if text else self._default_folder()
            self.path.setText(str(folder / f"{self._default_stem()}.{fmt}"))
            self._path_is_auto = True
        else:
            self.path.setText(str(Path(text).with_suffix("." + fmt)))

    def _default_stem(self) -> str:
        doc = self.document.path.stem if self.document.path else "attention"
        step_id, head = parse_key(self.step_key)
        session = self.snapshot.session
        # An imported head by who it is; a plain one only when there are several.
        suffix = f"-{head_file_name(session, head)}" if head_note(session, head) else ""
        return f"{doc}-{step_id}{suffix}"
