"""Presentation mode and zoom: the window as a projector needs it.

:class:`Presentation` owns View → Presentation (F5; Esc leaves), View → Show
Inputs Panel, and View → Zoom In / Zoom Out / Actual Size. Zoom sets the
main window's font (the system's point size × the zoom); every child that
does not fix its own size inherits it, so the heatmap, the cards and the
inspector grow together. The zoom steps and their text are the pure rules of
:mod:`explorer.app.screen_fit`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow, QMenu, QStyle, QToolBar, QWidget

from explorer.app.screen_fit import clamp_rect, clamp_zoom, zoom_in, zoom_out, zoom_text
from explorer.core.wording import translate
from explorer.ui.window.settings import Settings
from explorer.ui.window.actions import make_action
from explorer.ui.window import fonts


class Presentation(QObject):
    """Full screen with the heatmap or the cards alone, and the window's zoom.

    ``inputs`` is the widget holding the inputs panel (hidden, not destroyed,
    when collapsed); ``docks`` are hidden while presenting and come back as
    they were on leaving.
    """

    #: Emitted with the new zoom (1.0 = 100 %).
    zoom_changed = Signal(float)
    #: Emitted with True on entering presentation mode, False on leaving it.
    presenting_changed = Signal(bool)

    def __init__(self, window: QMainWindow, inputs: QWidget, docks: list[QDockWidget],
                 settings: Settings | None = None):
        super().__init__(window)
        self._window = window
        self._inputs = inputs
        self._docks = docks
        self._settings = settings
        self._before: dict | None = None  # what presentation mode hid, to give back
        app_font = QApplication.font()
        self._base_points = app_font.pointSizeF() if app_font.pointSizeF() > 0 else 10.0
        self.zoom = 1.0

        self.present_action = make_action(window, translate("Presentation", "&Presentation"), self.set_presenting, "F5",
                                          translate("Presentation", "Full screen with the views alone, for a "
                                                                    "projector (Esc leaves)"))
        self.present_action.setCheckable(True)
        # Esc is taken only while presenting: a disabled action's shortcut does
        # not fire, so outside presentation mode editors and dialogs keep Esc.
        self.leave_action = make_action(window, translate("Presentation", "&Leave Presentation"),
                                        lambda: self.set_presenting(False), "Esc",
                                        translate("Presentation", "Back to the normal window"))
        self.leave_action.setEnabled(False)
        self.inputs_action = make_action(window, translate("Presentation", "Show Inp&uts Panel"), self.set_inputs_shown,
                                         "Ctrl+Shift+I",
                                         translate("Presentation", "Show or hide the inputs panel (sizes, tokens, "
                                                                   "weights) on the left"))
        self.inputs_action.setCheckable(True)
        self.inputs_action.setChecked(not inputs.isHidden())
        self.zoom_in_action = make_action(window, translate("Presentation", "Zoom &In"), lambda: self.zoom_in(),
                                          ("Ctrl+=", "Ctrl++"),
                                          translate("Presentation", "Larger text, numbers and labels everywhere"))
        self.zoom_out_action = make_action(window, translate("Presentation", "Zoom &Out"), lambda: self.zoom_out(),
                                           "Ctrl+-", translate("Presentation", "Smaller text everywhere"))
        self.actual_size_action = make_action(window, translate("Presentation", "&Actual Size"),
                                              lambda: self.set_zoom(1.0), "Ctrl+0",
                                              translate("Presentation", "Text at the system's size (100 %)"))
        for action in self.actions():
            window.addAction(action)  # the keys work with the menu bar or toolbar hidden

        self.zoom_label = QLabel(zoom_text(1.0))
        self.zoom_label.setToolTip(translate("Presentation", "View → Zoom In (Ctrl+=) / Zoom Out (Ctrl+−) / "
                                                            "Actual Size (Ctrl+0)"))
        self.toolbar = self._build_toolbar()
        # A new window starts at its own zoom (the remembered one, else 100 %), not the last window's.
        self.set_zoom(settings.zoom if settings is not None else 1.0)

    def actions(self) -> list[QAction]:
        return [self.present_action, self.leave_action, self.inputs_action,
                self.zoom_in_action, self.zoom_out_action, self.actual_size_action]

    def fill_menu(self, menu: QMenu, part: str) -> None:
        """Add the ``"presentation"`` or the ``"zoom"`` part of the View menu."""
        if part == "presentation":
            for action in (self.present_action, self.leave_action, self.inputs_action):
                menu.addAction(action)
        else:
            for action in (self.zoom_in_action, self.zoom_out_action, self.actual_size_action):
                menu.addAction(action)

    def _build_toolbar(self) -> QToolBar:
        # The one bar shown while presenting: a way out and the zoom, nothing else.
        bar = QToolBar(translate("Presentation", "Presentation"), self._window)
        bar.setObjectName("presentation-toolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bar.addAction(self.leave_action)
        bar.addSeparator()
        bar.addAction(self.inputs_action)
        bar.addSeparator()
        bar.addAction(self.zoom_out_action)
        bar.addAction(self.zoom_in_action)
        self._window.addToolBar(bar)
        bar.hide()
        return bar

    # -- presentation ------------------------------------------------------------
    @property
    def presenting(self) -> bool:
        return self._before is not None

    def set_presenting(self, on: bool) -> None:
        """Enter (full screen; inputs, docks and toolbars hidden) or leave (all back as it was)."""
        on = bool(on)
        if on == self.presenting:
            self.present_action.setChecked(on)
            return
        window = self._window
        toolbars = [bar for bar in window.findChildren(QToolBar) if bar is not self.toolbar]
        if on:
            self._before = {"state": window.windowState(), "inputs": not self._inputs.isHidden(),
                            "docks": [not dock.isHidden() for dock in self._docks],
                            "toolbars": [not bar.isHidden() for bar in toolbars]}
            for widget in (*self._docks, *toolbars):
                widget.hide()
            self.set_inputs_shown(False)
            self.toolbar.show()
            window.setWindowState(window.windowState() | Qt.WindowState.WindowFullScreen)
        else:
            before, self._before = self._before, None
            self.toolbar.hide()
            window.setWindowState(before["state"] & ~Qt.WindowState.WindowFullScreen)
            for bar, shown in zip(toolbars, before["toolbars"]):
                bar.setVisible(shown)
            for dock, shown in zip(self._docks, before["docks"]):
                dock.setVisible(shown)
            self.set_inputs_shown(before["inputs"])
        self.present_action.setChecked(on)
        self.leave_action.setEnabled(on)
        self.presenting_changed.emit(on)

    def set_inputs_shown(self, shown: bool) -> None:
        """Show or collapse the inputs panel (in or out of presentation mode)."""
        self._inputs.setVisible(bool(shown))
        self.inputs_action.setChecked(bool(shown))

    # -- zoom ----------------------------------------------------------------------
    def zoom_in(self) -> None:
        self.set_zoom(zoom_in(self.zoom))

    def zoom_out(self) -> None:
        self.set_zoom(zoom_out(self.zoom))

    def set_zoom(self, zoom: float) -> None:
        """Set the window's font to the system's size × ``zoom`` (limited to 80–300 %) and remember it."""
        zoom = clamp_zoom(zoom)
        font = self._window.font()
        font.setPointSizeF(self._base_points * zoom)
        self._window.setFont(font)
        fonts.set_zoom(zoom, self._window)  # titles and grids sized relative to the text follow too
        changed = zoom != self.zoom
        self.zoom = zoom
        self.zoom_label.setText(zoom_text(zoom))
        self.zoom_in_action.setEnabled(zoom_in(zoom) != zoom)
        self.zoom_out_action.setEnabled(zoom_out(zoom) != zoom)
        if self._settings is not None:
            self._settings.zoom = zoom
        if changed:
            self.zoom_changed.emit(zoom)


def fit_to_screen(window: QWidget) -> None:
    """Move and shrink ``window`` (not yet shown, or shown) to lie inside the
    available area of the screen it opens on (:func:`clamp_rect`).

    A geometry saved on a larger screen, or at a smaller scale factor, would
    otherwise open half off-screen. Maximized and full-screen windows are the
    window manager's to place."""
    if window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
        return
    geometry = window.geometry()
    screen = QGuiApplication.screenAt(geometry.center()) or window.screen()
    if screen is None:
        return
    frame = window.frameGeometry()
    # Before the first show Qt does not know the frame yet: allow for a title bar.
    top = geometry.top() - frame.top() or window.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight)
    left = geometry.left() - frame.left()
    extra_w = frame.width() - geometry.width() if frame.width() > geometry.width() else 2 * left
    extra_h = frame.height() - geometry.height() if frame.height() > geometry.height() else top + left
    area = screen.availableGeometry()
    x, y, w, h = clamp_rect((geometry.x() - left, geometry.y() - top, geometry.width() + extra_w,
                             geometry.height() + extra_h), (area.x(), area.y(), area.width(), area.height()))
    window.setGeometry(x + left, y + top, max(w - extra_w, 1), max(h - extra_h, 1))


class _FitWhenShown(QObject):
    """Fits the window again once it is on screen, when its real frame (title bar, borders) is known."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        self._window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._window and event.type() == QEvent.Type.Show:
            self._window.removeEventFilter(self)
            # After the show is handled: the platform window and its frame exist then.
            QTimer.singleShot(0, self._window, lambda: fit_to_screen(self._window))
            self.deleteLater()
        return False


def fit_to_screen_now_and_when_shown(window: QWidget) -> None:
    """:func:`fit_to_screen` now (before the first show, guessing the frame) and again once shown."""
    fit_to_screen(window)
    _FitWhenShown(window)
