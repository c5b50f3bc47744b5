"""Screenshots of the window for looking at a change: 2, 8 and 12 long words, light and
dark, at 1280×720 (a projector) and 1920×1080, each of the three tabs.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/make_screenshots.py OUTDIR [--sizes 1280x720,1920x1080]
        [--lang de] [--tabs heatmap,steps,lines,table] [--deck]

Writes OUTDIR/words{n}-{theme}-{w}x{h}-{tab}.png ("table": the heatmap's table alternative), and with --deck
OUTDIR/words{n}-{theme}-deck-page{k}.png (the lecture deck's title page and first step pages, from its PDF). The window waits for its work
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


def deck_pages(window, stem: Path, theme: str, pages: tuple[int, ...] = (0, 1, 4)) -> None:
    """The lecture deck of the window's session as a PDF, and ``pages`` of it as PNGs at 1280 px wide."""
    from PySide6.QtCore import QSize
    from PySide6.QtPdf import QPdfDocument

    from explorer.export.deck.files import export_deck
    from explorer.export.options import FigureOptions

    pdf = stem.with_name(stem.name + "-deck.pdf")
    export_deck(window.document.snapshot.trace, 0, pdf, options=FigureOptions(theme=theme))
    doc = QPdfDocument(None)
    doc.load(str(pdf))
    for k in pages:
        size = doc.pagePointSize(k)
        image = doc.render(k, QSize(1280, round(1280 * size.height() / size.width())))
        path = stem.with_name(f"{stem.name}-deck-page{k}.png")
        image.save(str(path))
        print(path)
    doc.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--sizes", default="1280x720,1920x1080")
    parser.add_argument("--words", default="2,8,12")
    parser.add_argument("--lang", default="en", help="the window's language (en, de, es, fr, pt_BR, zh_CN)")
    parser.add_argument("--tabs", default=",".join(TABS))
    parser.add_argument("--deck", action="store_true", help="also the lecture deck's first pages")
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from explorer.app.language import use_language

    from explorer.ui.window.main_window import MainWindow
    from explorer.ui.window.theme import apply_theme

    app = QApplication.instance() or QApplication(sys.argv[:1])
    use_language(args.lang)
    args.outdir.mkdir(parents=True, exist_ok=True)
    tabs = args.tabs.split(",")
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    for n in (int(v) for v in args.words.split(",")):
        window = MainWindow(long_session(n))
        window.show()
        for theme in ("light", "dark"):
            apply_theme(app, theme)
            for w, h in sizes:
                window.resize(w, h)
                for tab in tabs:
                    window.view_state.set_table(tab == "table")
                    window.tabs.setCurrentIndex(TABS.index("heatmap" if tab == "table" else tab))
                    settle(app, window)
                    path = args.outdir / f"words{n}-{theme}-{w}x{h}-{tab}.png"
                    window.grab().save(str(path))
                    print(path)
            if args.deck:
                deck_pages(window, args.outdir / f"words{n}-{theme}", theme)
        window.document.mark_saved(None)
        window.close()
        window.deleteLater()
        app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
