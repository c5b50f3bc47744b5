"""A screen reader names and describes every control: Qt's accessibility tree of the main window
(with its docks) and of every dialog gives each widget that Tab can reach a non-empty name (a
combo box's not merely the item it shows) and a description that says more than the name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QMainWindow, QTabBar, QWidget

from windows import open_window


def _tab_reachable(root: QWidget) -> list[QWidget]:
    """The widgets under ``root`` that Tab can reach once shown and enabled: pages of a stack or
    tab widget not on top count, Qt's own parts (a spin box's line edit, ``qt_`` names), widgets whose focus goes to a
    proxy (a plot's viewport: the plot is checked) and
    other windows (a dialog's own test covers it) do not."""
    return [w for w in root.findChildren(QWidget)
            if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.focusProxy() is None
            and not w.objectName().startswith("qt_")
            and not isinstance(w.parent(), (QAbstractSpinBox, QComboBox)) and w.window() is root]


def _chain(w: QWidget) -> str:
    parts = []
    while w is not None:
        parts.append(f"{type(w).__name__}({w.objectName()!r})" if w.objectName() else type(w).__name__)
        w = w.parentWidget()
    return " < ".join(parts[:5])


def _qt_made(w: QWidget) -> bool:
    """Parts Qt makes and names itself: a tab bar's scroll arrows, the tabs of docks tabbed together."""
    return w.objectName() in ("ScrollLeftButton", "ScrollRightButton") or (
        isinstance(w, QTabBar) and isinstance(w.parent(), QMainWindow))


def _unnamed(root: QWidget) -> list[str]:
    offenders = []
    for w in _tab_reachable(root):
        face = QAccessible.queryAccessibleInterface(w)
        name = (face.text(QAccessible.Text.Name) if face is not None else "") or ""
        if not name.strip():
            offenders.append(_chain(w))
        elif isinstance(w, QComboBox) and not w.accessibleName():
            offenders.append(_chain(w) + f": named only by the item it shows, {name!r}")
    return offenders


def _undescribed(root: QWidget) -> list[str]:
    offenders = []
    for w in _tab_reachable(root):
        if _qt_made(w):
            continue
        face = QAccessible.queryAccessibleInterface(w)
        name = (face.text(QAccessible.Text.Name) if face is not None else "") or ""
        description = (face.text(QAccessible.Text.Description) if face is not None else "") or ""
        if not description.strip() or description.strip() == name.strip():
            offenders.append(f"{_chain(w)} ({name!r})")
    return offenders


def _assert_named(root: QWidget) -> None:
    offenders = _unnamed(root)
    assert not offenders, f"{len(offenders)} focusable widgets without an accessible name:\n" + "\n".join(offenders)
    offenders = _undescribed(root)
    assert not offenders, f"{len(offenders)} focusable widgets without a description:\n" + "\n".join(offenders)


def test_the_main_window_and_its_docks_name_every_control(qtbot):
    window = open_window(qtbot)
    assert window.pipeline is not None and window.whatif is not None  # made when first needed: made now
    window.tools.show_train()  # Steps → Train…
    window.tools.show_exercises()
    qtbot.waitUntil(lambda: window.tools.train_dock.isVisible() and window.tools.exercises.dock.isVisible())
    _assert_named(window)


@pytest.mark.parametrize("preset", ["02-causal-decoder", "03-cross-attention", "04-two-heads",
                                    "13-deepseek-latent"])
def test_other_sessions_name_every_control(qtbot, preset):
    """Causal, cross, several heads and latent attention's matrices: the widgets each one adds."""
    window = open_window(qtbot, preset)
    assert window.pipeline is not None and window.whatif is not None
    _assert_named(window)


def _decode(window):
    window.decode_action.trigger()
    return window.tools.dialogs["decode"]


def _online(window):
    window.tools.online_softmax_dialog()
    return window.tools.dialogs["online"]


def _why(window):
    window.why_sqrt_dk_action.trigger()
    return window.tools.dialogs["why_sqrt_dk"]


def _animation(window):
    window.export_animation_action.trigger()
    return window.exports.animation


def _export(window):
    from explorer.ui.export.export_dialog import ExportDialog

    return ExportDialog(window.document, window, step_key="heads[0].weights")


def _model_view(window):
    window.tools.show_model_view()
    return window.tools.model_view


def _shortcuts(window):
    window.tools.shortcuts_dialog()
    return window.tools.shortcuts


def _about(window):
    from explorer.ui.window.about import AboutDialog

    return AboutDialog(window.document.backend, window)


def _import_model(window):
    from explorer.ui.model_view.import_dialog import ModelImportDialog

    return ModelImportDialog(window)


def _generate(window):
    from explorer.ui.window.generate_dialog import GenerateDialog

    return GenerateDialog(window, window.document.session.mode)


def _save_exercise(window):
    window.tools.save_exercise()
    return window.tools.exercises.save_dialog


DIALOGS = {"decode": _decode, "online softmax": _online, "why sqrt dk": _why, "animation": _animation,
           "export": _export, "model view": _model_view, "shortcuts": _shortcuts, "about": _about,
           "import model": _import_model, "generate": _generate, "save exercise": _save_exercise}


@pytest.mark.parametrize("name", list(DIALOGS))
def test_every_dialog_names_every_control(qtbot, private_settings, name):
    window = open_window(qtbot, "02-causal-decoder")
    dialog = DIALOGS[name](window)
    assert dialog is not None
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    try:
        _assert_named(dialog)
    finally:
        dialog.close()
        dialog.deleteLater()


def test_a_weight_editor_is_named_after_the_head_it_shows(qtbot):
    window = open_window(qtbot, "04-two-heads")
    editor = window.inputs.editors["w_q"]
    assert editor.accessibleName() == "W_Q (head 1)"
    assert window.inputs.editors["embeddings"].accessibleName() == "X"
    window.inputs.head_combo.setCurrentIndex(1)
    qtbot.waitUntil(lambda: editor.accessibleName() == "W_Q (head 2)")


def test_cross_attention_names_its_inputs_x_dec_and_x_enc(qtbot):
    window = open_window(qtbot, "03-cross-attention")
    assert window.inputs.editors["embeddings"].accessibleName() == "X_dec"
    assert window.inputs.editors["source_embeddings"].accessibleName() == "X_enc"
