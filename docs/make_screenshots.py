"""Screenshots of the window for looking at a change: 2, 8 and 12 long words, light and
dark, at 1280×720 (a projector) and 1920×1080, each of the three tabs.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/make_screenshots.py OUTDIR [--sizes 1280x720,1920x1080]

Writes OUTDIR/words{n}-{theme}-{w}x{h}-{tab}.png. The window waits for its work
(the recompute, the pictures of the raised tab) before each grab. A developer's
tool, not part of the app: the project's standard asks that every UI change be
looked at this way.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from pathlib import Path

LONG_WORDS = ("Internationalization", "transformers", "understanding", "representations", "multiplication",
              "probabilities", "contextualized", "embeddings", "decomposition", "normalization",
              "interpretability", "visualization")
TABS = ("heatmap", "steps", "lines")


def long_session(n: int):
    """The lecture's sentence of ``n`` long words, a masked decoder with random weights."""
    from explorer.core.edits import resize
    from explorer.core.io.presets import load_preset

    s = resize(load_preset("02-causal-decoder"), n=n, fill="random", seed=3)
    return dataclasses.replace(s, tokens=LONG_WORDS[:n])


def settle(app, window, seconds: float = 30.0) -> None:
    """Turn the event loop until the window's jobs and work in view are done (or ``seconds`` pass)."""
    deadline = time.monotonic() + seconds
    quiet_turns = 0
    while time.monotonic() < deadline and quiet_turns < 20:
        app.processEvents()
        busy = window.document.jobs.busy() or window.document.busy
        quiet_turns = 0 if busy else quiet_turns + 1
        time.sleep(0.01)  # a developer's tool: turns of the loop, not a test's wait


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--sizes", default="1280x720,1920x1080")
    parser.add_argument("--words", default="2,8,12")
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from explorer.ui.window.main_window import MainWindow
    from explorer.ui.window.theme import apply_theme

    app = QApplication.instance() or QApplication(sys.argv[:1])
    args.outdir.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    for n in (int(v) for v in args.words.split(",")):
        window = MainWindow(long_session(n))
        window.show()
        for theme in ("light", "dark"):
            apply_theme(app, theme)
            for w, h in sizes:
                window.resize(w, h)
                for index, tab in enumerate(TABS):
                    window.tabs.setCurrentIndex(index)
                    settle(app, window)
                    path = args.outdir / f"words{n}-{theme}-{w}x{h}-{tab}.png"
                    window.grab().save(str(path))
                    print(path)
        window.document.mark_saved(None)
        window.close()
        window.deleteLater()
        app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
