"""A cold start imports what its first paint shows and nothing more: the Step by step
panel, the Lines tab's code, the inspector's explanations, the models' readers and
what an edit, a paste or an export reads are imported when first needed (issue 31:
cold start within 1.3 × a bare PySide6 + pyqtgraph window; the times are measured by
benchmarks/bench_ui.py, never here)."""

from __future__ import annotations

import os
import subprocess
import sys

from explorer.ui.window.on_screen import OnScreen

#: Imported by the code before this change for the window's first paint, none of it drawn then.
LATER = (
    "explorer.ui.steps.steps_tab", "explorer.ui.steps.step_card", "explorer.app.lecture",  # Step by step
    "explorer.ui.lines.canvas", "explorer.app.lines", "explorer.app.lines_geometry", "explorer.export.lines_figure",  # the Lines tab
    "explorer.core.attention.explain",  # the inspector's explanation of a selected number
    "explorer.core.models.installed",  # an imported head's model name
    "explorer.ui.tools.whatif", "explorer.app.whatif", "explorer.app.tied",  # What if…, behind the Inspector
    "explorer.core.attention.stats",  # its rows' statistics
    "explorer.app.paste", "csv",  # a typed or pasted cell
    "explorer.export.view",  # an export's errors
    "difflib",  # a session file's misspelt key
)


def test_the_first_paint_imports_nothing_it_does_not_show():
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from explorer.core.io.presets import load_preset\n"
        "from explorer.ui.window.main_window import MainWindow\n"
        "app = QApplication([])\n"
        "w = MainWindow(load_preset())\n"
        "w.show(); app.processEvents(); w.repaint()\n"
        f"print(' '.join(m for m in {LATER!r} if m in sys.modules) or 'none')\n"
        "print(w.steps_area.made, w.whatif_page.made)\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert done.stdout.split("\n")[:2] == ["none", "False False"], done.stdout + done.stderr


def test_the_hidden_panels_are_made_once_the_window_is_idle_and_the_steps_menu_filled(qtbot, window):
    # Made ahead, as they were made at start before: a first raise costs what it did.
    qtbot.waitUntil(lambda: window.steps_area.made and window.whatif_page.made)
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Steps")
    p = window.pipeline
    assert menu.actions()[:6] == [p.previous_action, p.next_action, p.play_action, p.reset_action,
                                  menu.actions()[4], p.all_steps_action]
    assert menu.actions()[4].isSeparator() and window.why_sqrt_dk_action in menu.actions()


def test_raising_the_what_if_tab_first_shows_its_panel(qtbot, window):
    window.whatif_dock.raise_()  # made by the raise, or ahead and then raised: shown either way
    qtbot.waitUntil(lambda: window.whatif_page.made and window.whatif.rows_table.rowCount() == 2)
    window.inspector_dock.raise_()
    qtbot.waitUntil(lambda: not OnScreen.of(window.view_state).on_screen(window.whatif))
    window.inputs.spins["n"].setValue(3)  # behind the Inspector's tab again: not refreshed
    assert window.whatif.rows_table.rowCount() == 2
