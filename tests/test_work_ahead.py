"""Work ahead on the window's runner (JobRunner.when_idle): the What-if d_k table and
the Export dialog's modules made while the window is idle; a widget's pieces and
jobs end with the widget (explorer/ui/window/widget_jobs.py)."""

from __future__ import annotations

import threading

from PySide6.QtWidgets import QWidget

from explorer.app.jobs import JobRunner
from explorer.ui.window.widget_jobs import cancel_with, work_ahead


def test_the_what_if_d_k_table_is_made_ahead_without_raising_the_panel(qtbot, window):
    from explorer.ui.tools.whatif import SATURATION_DKS, WhatIfPanel

    whatif = window.whatif
    assert window.document.jobs.waiting_idle(WhatIfPanel.SATURATION) or whatif.saturation_table.rowCount()
    qtbot.waitUntil(lambda: whatif.saturation_table.rowCount() == len(SATURATION_DKS), timeout=30_000)
    assert not window.document.jobs.waiting_idle(WhatIfPanel.SATURATION)
    assert whatif.rows_table.rowCount() == 0  # the panel itself was never seen: not refreshed


def test_a_deleted_widgets_pieces_are_withdrawn_and_its_job_cancelled(qtbot):
    jobs = JobRunner()
    widget = QWidget()
    ran, done, cancelled = [], [], []
    work_ahead(widget, jobs, "cards", lambda: bool(ran.append(1)))
    started, release = threading.Event(), threading.Event()
    jobs.submit("paint", lambda job: (started.set(), release.wait(30))[1], done=done.append,
                cancelled=lambda: cancelled.append(1))
    cancel_with(widget, jobs, "paint")
    assert started.wait(30) and jobs.waiting_idle("cards")
    widget.deleteLater()
    qtbot.waitUntil(lambda: not jobs.waiting_idle("cards"))
    release.set()
    qtbot.waitUntil(lambda: bool(cancelled), timeout=30_000)
    assert ran == [] and done == [] and not jobs.busy()
    jobs.shutdown()


def test_the_export_dialog_is_imported_once_the_window_is_idle_not_at_start():
    # Its modules were 10–20 ms of the first File → Export… at 4096 tokens.
    import os
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from explorer.core.io.presets import load_preset\n"
        "from explorer.ui.window.main_window import MainWindow\n"
        "app = QApplication([])\n"
        "w = MainWindow(load_preset())\n"
        "w.show()\n"
        "print('at start', 'explorer.ui.export.export_dialog' in sys.modules)\n"
        "def check():\n"
        "    if 'explorer.ui.export.export_dialog' in sys.modules:\n"
        "        print('when idle', True); app.quit()\n"
        "timer = QTimer(); timer.timeout.connect(check); timer.start(20)\n"
        "QTimer.singleShot(20000, app.quit)\n"
        "app.exec()\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert done.stdout.split("\n")[:2] == ["at start False", "when idle True"], done.stdout + done.stderr
