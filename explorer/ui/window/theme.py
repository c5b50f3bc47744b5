"""Light, dark and high-contrast themes, and the colours heatmaps draw with in each.

A theme is the Fusion style plus one of three palettes. Text is at least 4.5:1
on what it is drawn on in light and dark (7:1 in high contrast; WCAG 2.2 1.4.3
and 1.4.6), the grey notes and disabled labels included (tests/test_contrast.py).
Fusion is used on every platform because native styles (Windows, macOS) honour a custom palette only
in part, which gives unreadable mixes such as dark text on dark buttons.
Check boxes and the padding list get a palette of their own whose window
colour Fusion turns into a frame that can be seen (:func:`indicator_palette`),
and the focused widget a ring in :func:`focus_color` (:mod:`explorer.ui.window.focus_ring`).
"system" follows the desktop's colour scheme (``QStyleHints.colorScheme()``)
and keeps following it while the app runs.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QGraphicsView

from explorer.export.colormaps import relative_luminance, text_on
from explorer.ui.window.focus_ring import install_focus_rings

THEMES = ("system", "light", "dark", "high-contrast")
# The choice lives on the QApplication (a dynamic property), not in a module
# global, so it is per-application and dies with it.
_CHOICE_PROPERTY = "attention_explorer_theme"
_FOLLOWING_PROPERTY = "attention_explorer_theme_following"

_Role = QPalette.ColorRole
_Group = QPalette.ColorGroup

_COLORS: dict[str, dict[QPalette.ColorRole, str]] = {
    "light": {
        _Role.Window: "#f3f3f3", _Role.WindowText: "#1c1c1c", _Role.Base: "#ffffff",
        _Role.AlternateBase: "#f5f6f8", _Role.ToolTipBase: "#ffffe1", _Role.ToolTipText: "#1c1c1c",
        _Role.PlaceholderText: "#5f5f5f", _Role.Text: "#1c1c1c", _Role.Button: "#e8e8e8",
        _Role.ButtonText: "#1c1c1c", _Role.BrightText: "#c01c28", _Role.Light: "#ffffff",
        _Role.Midlight: "#f0f0f0", _Role.Mid: "#b8b8b8", _Role.Dark: "#9a9a9a", _Role.Shadow: "#6a6a6a",
        _Role.Highlight: "#2a6bc2", _Role.HighlightedText: "#ffffff", _Role.Link: "#1a5fb4",
        _Role.LinkVisited: "#7a3fb4",
    },
    "dark": {
        _Role.Window: "#2b2b2e", _Role.WindowText: "#e8e8e8", _Role.Base: "#1e1e20",
        _Role.AlternateBase: "#262629", _Role.ToolTipBase: "#3c3c40", _Role.ToolTipText: "#e8e8e8",
        _Role.PlaceholderText: "#b0b0b0", _Role.Text: "#e8e8e8", _Role.Button: "#3a3a3e",
        _Role.ButtonText: "#e8e8e8", _Role.BrightText: "#ff7b7b", _Role.Light: "#505055",
        _Role.Midlight: "#444448", _Role.Mid: "#303033", _Role.Dark: "#1a1a1c", _Role.Shadow: "#000000",
        _Role.Highlight: "#2f6fc6", _Role.HighlightedText: "#ffffff", _Role.Link: "#7ab8ff",
        _Role.LinkVisited: "#c09cff",
    },
    # Black on white, every grey at least 7:1 on white, frames (Mid, Dark) at 7:1 too.
    "high-contrast": {
        _Role.Window: "#ffffff", _Role.WindowText: "#000000", _Role.Base: "#ffffff",
        _Role.AlternateBase: "#eeeeee", _Role.ToolTipBase: "#ffffff", _Role.ToolTipText: "#000000",
        _Role.PlaceholderText: "#3b3b3b", _Role.Text: "#000000", _Role.Button: "#ffffff",
        _Role.ButtonText: "#000000", _Role.BrightText: "#a00000", _Role.Light: "#ffffff",
        _Role.Midlight: "#e0e0e0", _Role.Mid: "#4d4d4d", _Role.Dark: "#333333", _Role.Shadow: "#000000",
        _Role.Highlight: "#0033a0", _Role.HighlightedText: "#ffffff", _Role.Link: "#0033a0",
        _Role.LinkVisited: "#5a1a8c",
    },
}
_DISABLED: dict[str, dict[QPalette.ColorRole, str]] = {
    "light": {_Role.WindowText: "#666666", _Role.Text: "#666666", _Role.ButtonText: "#666666",
              _Role.Highlight: "#b0b0b0", _Role.HighlightedText: "#f0f0f0"},
    "dark": {_Role.WindowText: "#a6a6aa", _Role.Text: "#a6a6aa", _Role.ButtonText: "#a6a6aa",
             _Role.Highlight: "#505055", _Role.HighlightedText: "#a0a0a0"},
    "high-contrast": {_Role.WindowText: "#4d4d4d", _Role.Text: "#4d4d4d", _Role.ButtonText: "#4d4d4d",
                      _Role.Highlight: "#4d4d4d", _Role.HighlightedText: "#ffffff"},
}


#: The focus ring's colour in each theme: at least 3:1 (WCAG's non-text contrast) on the
#: window, base and button colours (Fusion's own, the highlight darkened, is 2.0:1 on the dark window).
_FOCUS = {"light": "#1a5fb4", "dark": "#7ab8ff", "high-contrast": "#0033a0"}


def focus_color(resolved: str) -> QColor:
    """The colour of the focus ring in ``"light"``, ``"dark"`` or ``"high-contrast"``."""
    return QColor(_FOCUS[resolved])


def resolve_theme(name: str, scheme: Qt.ColorScheme | None = None) -> str:
    """``"light"``, ``"dark"`` or ``"high-contrast"`` for a theme choice.

    ``"system"`` becomes dark only when ``scheme`` (default: the desktop's,
    from ``QStyleHints.colorScheme()``; needs a QGuiApplication) says Dark;
    an unknown scheme counts as light.
    """
    if name not in THEMES:
        raise ValueError(f"unknown theme {name!r}; expected one of {', '.join(THEMES)}")
    if name != "system":
        return name
    if scheme is None:
        scheme = QGuiApplication.styleHints().colorScheme()
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


def palette(resolved: str) -> QPalette:
    """The QPalette of ``"light"``, ``"dark"`` or ``"high-contrast"``."""
    pal = QPalette()
    for role, color in _COLORS[resolved].items():
        pal.setColor(role, QColor(color))
    if hasattr(_Role, "Accent"):  # Qt 6.6+: checkboxes and sliders use it
        pal.setColor(_Role.Accent, QColor(_COLORS[resolved][_Role.Highlight]))
    for role, color in _DISABLED[resolved].items():
        pal.setColor(_Group.Disabled, role, QColor(color))
    return pal


def apply_theme(app: QApplication, name: str) -> str:
    """Make ``name`` (one of :data:`THEMES`) the theme of ``app``; returns what it
    resolved to ("light", "dark" or "high-contrast"). Widgets get a PaletteChange event."""
    if name not in THEMES:
        raise ValueError(f"unknown theme {name!r}; expected one of {', '.join(THEMES)}")
    app.setProperty(_CHOICE_PROPERTY, name)
    hints = app.styleHints()
    # Qt 6.8+ can tell the platform which scheme the app wants, so native
    # parts (title bars, file dialogs) match; "system" hands it back.
    if hasattr(hints, "setColorScheme"):
        if name == "system":
            hints.unsetColorScheme()
        else:
            hints.setColorScheme(Qt.ColorScheme.Dark if name == "dark" else Qt.ColorScheme.Light)
    if not app.property(_FOLLOWING_PROPERTY):
        app.setProperty(_FOLLOWING_PROPERTY, True)
        hints.colorSchemeChanged.connect(lambda scheme: _follow_system(app, scheme))
    resolved = resolve_theme(name)
    _set_palette(app, resolved)
    return resolved


def _follow_system(app: QApplication, scheme: Qt.ColorScheme) -> None:
    choice = app.property(_CHOICE_PROPERTY)
    if choice == "system":
        _set_palette(app, resolve_theme("system", scheme))
    elif choice in THEMES:  # the checkbox frames follow how Fusion now draws them
        _set_palette(app, choice)


#: How far a checkbox's frame lies from the base colour towards the text colour.
_INDICATOR_MIX = 0.55
#: The widgets whose check boxes get that frame: QCheckBox, and the padding list
#: (the one checkable item view; its check boxes are drawn with the view's palette).
INDICATOR_CLASSES = ("QCheckBox", "QListView")


def indicator_outline(pal: QPalette, group: QPalette.ColorGroup = _Group.Active) -> QColor:
    """The colour a checkbox's frame should have on ``pal``: the base colour (the
    box's fill) mixed with the text colour, so the frame stands out from the fill
    and the window in either theme (WCAG asks 3:1 of a control's outline), and is
    dimmer where the text is (disabled)."""
    base, text = pal.color(group, _Role.Base), pal.color(group, _Role.Text)
    return QColor.fromRgbF(*(b + (t - b) * _INDICATOR_MIX for b, t in zip(base.getRgbF()[:3], text.getRgbF()[:3])))


def _fusion_frame_factor(scheme: Qt.ColorScheme) -> float:
    """How Fusion turns the window colour into a checkbox's frame (its value, HSV):
    darker by 40%, then lighter by 10%, or by 140% when the platform reports a dark
    scheme. Offscreen, and on desktops that ignore the app's request, it never does,
    and the dark palette's frame came out the colour of the box (1.05:1)."""
    return 100 / 140 * (240 if scheme == Qt.ColorScheme.Dark else 110) / 100


def indicator_palette(pal: QPalette, scheme: Qt.ColorScheme | None = None) -> QPalette:
    """``pal`` with the window colour set so that Fusion's checkbox frame comes out
    as :func:`indicator_outline`. For :data:`INDICATOR_CLASSES` only, where the
    window colour draws little else: a QCheckBox fills no background, and a list
    view paints its base (its own frame, drawn from the window colour too, gets
    the same clearer grey). A class palette, not a proxy style: a Python
    drawPrimitive would run for every cell of every table (+70% paint time)."""
    if scheme is None:
        scheme = QGuiApplication.styleHints().colorScheme()
    factor = _fusion_frame_factor(scheme)
    out = QPalette(pal)
    for group in (_Group.Active, _Group.Inactive, _Group.Disabled):
        h, s, v, _ = indicator_outline(pal, group).getHsvF()
        out.setColor(group, _Role.Window, QColor.fromHsvF(max(h, 0.0), s, min(1.0, v / factor)))
    return out


def _set_palette(app: QApplication, resolved: str) -> None:
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    pal = palette(resolved)
    app.setPalette(pal)  # every widget gets a PaletteChange event; this drops class palettes
    framed = indicator_palette(pal)
    for cls in INDICATOR_CLASSES:
        app.setPalette(framed, cls)
    install_focus_rings(app, focus_color(resolved))
    repaint_all(app)


def repaint_all(app: QApplication) -> None:
    """Make every widget draw in the application's palette now, not after a restart.

    ``setPalette`` alone leaves two kinds of widget in the old colours:
    a widget with a style sheet of its own (and its children: the weight tabs
    and their W editors) keeps the palette its style sheet was polished with,
    so the sheet is applied again; and a QGraphicsView (pyqtgraph plots) keeps
    its cached background, which is dropped."""
    for widget in app.allWidgets():
        sheet = widget.styleSheet()
        if sheet:
            widget.setStyleSheet("")
            widget.setStyleSheet(sheet)
        if isinstance(widget, QGraphicsView):
            widget.resetCachedContent()
            widget.viewport().update()


def current_theme(app: QGuiApplication | None = None) -> str:
    """``"dark"`` or ``"light"``, read from the application palette (so it is
    right whoever set the palette): the figures' theme, so high contrast, black
    on white, exports and draws its lines in the light one."""
    app = app or QGuiApplication.instance()
    pal = app.palette() if app is not None else QPalette()
    return "dark" if pal.color(_Role.Window).lightness() < 128 else "light"


def _luminance(color: QColor) -> float:
    return relative_luminance((color.red(), color.green(), color.blue()))


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours, 1 (same) to 21 (black on white);
    body text wants at least 4.5."""
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def text_color_on(fill: QColor) -> QColor:
    """Black or white, whichever contrasts more with ``fill``: the colour of a
    value printed inside a heatmap cell. Independent of the theme, because the
    cell's colour comes from the colormap. The same rule as exported figures."""
    return QColor(text_on((fill.red(), fill.green(), fill.blue()), dark="#000000", light="#ffffff"))
