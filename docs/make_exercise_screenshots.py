"""Screenshots of the Exercises panel and File → Save as Exercise…, light and dark, at
1280×720 (a projector): no exercise open, exercise 1 open, a hint, solved, the two-heads
and attention-sink exercises, the Save dialog and one of its refusals.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/make_exercise_screenshots.py OUTDIR

A developer's tool, as docs/make_screenshots.py (whose settle it uses), not part of the app.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    out = Path((argv if argv is not None else sys.argv[1:])[0])
    out.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from PySide6.QtWidgets import QApplication

    from make_screenshots import settle
    from explorer.core.io.presets import load_preset
    from explorer.ui.window.main_window import MainWindow, Unsaved
    from explorer.ui.window.theme import apply_theme

    app = QApplication.instance() or QApplication(sys.argv[:1])

    def shot(widget, window, name: str) -> None:
        settle(app, window, 5)
        widget.grab().save(str(out / f"{name}.png"))
        print(out / f"{name}.png")

    for theme in ("light", "dark"):
        apply_theme(app, theme)
        window = MainWindow(load_preset("01-thinking-machines"))
        window.files.ask_unsaved = lambda: Unsaved.DISCARD
        window.resize(1280, 720)
        window.show()
        window.exercises_action.trigger()
        panel = window.tools.exercises.panel
        shot(window, window, f"01-panel-none-{theme}")
        panel.course_list.setCurrentRow(0)
        panel.open_selected()
        shot(window, window, f"02-panel-open-{theme}")
        panel.show_hint()
        shot(window, window, f"03-panel-hint-{theme}")
        model = window.inputs.models["w_q"]
        model.setData(model.index(2, 2), "3")
        shot(window, window, f"04-panel-solved-{theme}")
        panel.course_list.setCurrentRow(11)
        panel.open_selected()
        panel.show_hint()
        panel.show_hint()
        shot(window, window, f"05-panel-two-heads-{theme}")
        panel.course_list.setCurrentRow(13)
        panel.open_selected()
        shot(window, window, f"06-panel-sink-{theme}")
        window.save_exercise_action.trigger()
        dialog = window.tools.exercises.save_dialog
        shot(dialog, window, f"07-save-dialog-{theme}")
        dialog.title_edit.setText("")
        dialog.save()
        shot(dialog, window, f"08-save-dialog-refused-{theme}")
        dialog.close()
        window.close()
        window.deleteLater()
        app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
