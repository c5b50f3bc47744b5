"""A real X11 window for tests: Xvfb, a window manager, the app started as a person starts it,
driven with xdotool, and read back the way a person reads it: its title and its pixels.

Every wait is for a condition (the display answers, the window manager holds its role, the
window exists, its title says so, its picture stops changing), polled up to ``DEADLINE_S``:
on a loaded machine things take longer, never a fixed time.

Pixels: ``QScreen.grabWindow(window id)`` in a small helper process of ours on the same
display (this file run as a script, kept running and asked for one grab at a time). On
X11 Qt reads a window with the X server's own GetImage, so these are the pixels the
server holds for the window, what is on the screen; PySide6 is there already, while
``xwd`` (x11-apps) or ``import`` (ImageMagick) would be two more Debian packages and an
image format to parse. The test process itself cannot do it: its Qt runs offscreen, and a
process has one platform. A grab comes back as raw 32-bit pixels, compared with NumPy.
"""

from __future__ import annotations

import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
#: How long any one wait lasts before the test fails: generous, for a machine whose cores
#: other programs hold; a condition that holds ends the wait at once.
DEADLINE_S = 30.0
#: The screen: the app asks for a 1280 × 800 window; the window manager fits it with its title bar.
SCREEN = (1280, 800)
#: Where the pointer rests between actions (screen pixels): on openbox's title bar above the
#: window, off every widget, so no hover or tooltip shows in a picture.
PARK = (str(SCREEN[0] // 2), "4")
#: A picture counts as settled when successive grabs over at least this long are equal
#: (longer than half a text cursor's blink, so a blinking cursor never looks settled).
SETTLE_S = 1.0

#: The status bar's height in this window (the bottom rows, left out of every picture): it
#: shows a time measured at each recompute ("recomputed in 0.32 ms") and passing messages
#: ("Opened …" for 5 s), which change on their own, not with what the tests do.
STATUS_BAR_ROWS = 27

#: The programs these tests run, and the Debian package of each.
PROGRAMS = {"Xvfb": "xvfb", "openbox": "openbox", "xdotool": "xdotool", "xdpyinfo": "x11-utils",
            "xprop": "x11-utils"}
#: Every Debian package the real window needs beyond the offscreen tests' (`.ci/run` installs
#: them): the programs above and the libraries of Qt's xcb platform.
PACKAGES = "xvfb openbox xdotool x11-utils libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 libxkbcommon-x11-0"


class RealWindowError(AssertionError):
    """A real-window step did not happen in time (with what the test saw)."""


def missing_programs() -> str | None:
    """None, or a sentence naming the programs that are missing and the packages to install."""
    missing = [name for name in PROGRAMS if shutil.which(name) is None]
    if not missing:
        return None
    packages = sorted({PROGRAMS[name] for name in missing})
    return (f"the real-window tests need {', '.join(missing)} (Debian: {' '.join(packages)}); "
            f"install them with: apt-get install {PACKAGES}")


def wait_for(condition: Callable[[], object], what: str, deadline_s: float = DEADLINE_S,
             alive: Callable[[], str | None] | None = None):
    """Poll ``condition`` until it returns something true (returned); fail after ``deadline_s``
    saying ``what`` was waited for, or at once when ``alive`` says why it never will."""
    end = time.monotonic() + deadline_s
    while True:
        result = condition()
        if result:
            return result
        if alive is not None:
            why = alive()
            if why:
                raise RealWindowError(f"waiting for {what}: {why}")
        if time.monotonic() > end:
            raise RealWindowError(f"waited {deadline_s:.0f} s for {what}")
        time.sleep(0.05)  # a poll interval, not a wait for anything


def _run(args: list[str], env: dict[str, str], timeout: float = DEADLINE_S) -> subprocess.CompletedProcess:
    return subprocess.run(args, env=env, capture_output=True, timeout=timeout)


def _stop(process: subprocess.Popen | None) -> None:
    if process is None or process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)


class Display:
    """Xvfb on a free display number, with openbox as its window manager."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.xvfb: subprocess.Popen | None = None
        self.wm: subprocess.Popen | None = None
        self.name = ""

    @property
    def env(self) -> dict[str, str]:
        """An environment for X clients on this display (and nothing of the user's desktop)."""
        env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "XAUTHORITY")}
        env.update(DISPLAY=self.name, QT_QPA_PLATFORM="xcb")
        return env

    def start(self) -> "Display":
        problem = missing_programs()
        if problem:
            raise RealWindowError(problem)
        read_end, write_end = os.pipe()
        log = open(self.folder / "xvfb.log", "wb")
        try:
            # -displayfd: Xvfb takes the first free display number and writes it to the pipe
            # once it listens, so there is neither a guessed number nor a guessed wait.
            self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0",
                                          f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp", "-noreset"],
                                         pass_fds=(write_end,), stdout=log, stderr=log, start_new_session=True)
        finally:
            os.close(write_end)
            log.close()
        try:
            number = self._read_number(read_end)
        finally:
            os.close(read_end)
        self.name = f":{number}"
        wait_for(lambda: _run(["xdpyinfo"], self.env).returncode == 0, f"Xvfb {self.name} to answer",
                 alive=self._xvfb_gone)
        wm_home = self.folder / "openbox-home"
        wm_home.mkdir(exist_ok=True)
        log = open(self.folder / "openbox.log", "wb")
        try:
            self.wm = subprocess.Popen(["openbox", "--sm-disable"], env={**self.env, "HOME": str(wm_home),
                                                                         "XDG_CONFIG_HOME": str(wm_home)},
                                       stdout=log, stderr=log, start_new_session=True)
        finally:
            log.close()
        wait_for(self._wm_holds_role, "openbox to take the window manager's role", alive=self._wm_gone)
        return self

    def _read_number(self, fd: int) -> int:
        text, end = b"", time.monotonic() + DEADLINE_S
        while not text.endswith(b"\n"):
            left = end - time.monotonic()
            if left <= 0 or self.xvfb.poll() is not None:
                raise RealWindowError(f"Xvfb did not start: {self._log('xvfb.log')}")
            ready, _, _ = select.select([fd], [], [], min(left, 0.5))
            if ready:
                chunk = os.read(fd, 64)
                if not chunk:  # closed without a number: Xvfb failed
                    raise RealWindowError(f"Xvfb did not start: {self._log('xvfb.log')}")
                text += chunk
        return int(text.strip())

    def _log(self, name: str) -> str:
        try:
            return (self.folder / name).read_text(errors="replace").strip()[-2000:] or "(no output)"
        except OSError:
            return "(no log)"

    def _xvfb_gone(self) -> str | None:
        return None if self.xvfb.poll() is None else f"Xvfb exited: {self._log('xvfb.log')}"

    def _wm_gone(self) -> str | None:
        return None if self.wm.poll() is None else f"openbox exited: {self._log('openbox.log')}"

    def _wm_holds_role(self) -> bool:
        # An EWMH window manager names its check window on the root window, and that window
        # carries its name: "Openbox" there means openbox manages this display's windows.
        root = _run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], self.env)
        found = re.search(rb"window id # (0x[0-9a-fA-F]+)", root.stdout)
        if not found:
            return False
        check = _run(["xprop", "-id", found.group(1).decode(), "_NET_WM_NAME"], self.env)
        return b'"Openbox"' in check.stdout

    def stop(self) -> None:
        _stop(self.wm)
        _stop(self.xvfb)

    def xdotool(self, *args: str) -> str:
        result = _run(["xdotool", *args], self.env)
        if result.returncode != 0:
            raise RealWindowError(f"xdotool {' '.join(args)} failed: {result.stderr.decode(errors='replace')}")
        return result.stdout.decode("utf-8", errors="replace").strip()


class Grabber:
    """Our helper process that reads a window's pixels on the display (see the module's text)."""

    def __init__(self, display: Display):
        self.display = display
        self.folder = Path(tempfile.mkdtemp(prefix="grabs-", dir=display.folder))
        with open(display.folder / "grabber.log", "wb") as log:
            self.process = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "grab-server"],
                                            env=display.env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                            stderr=log, text=True)
        self.count = 0

    def grab(self, window: int) -> np.ndarray:
        """The window's pixels now: height × width × 4 (B, G, R, 255), as uint8."""
        self.count += 1
        path = self.folder / f"{self.count}.raw"
        self.process.stdin.write(f"{window} {path}\n")
        self.process.stdin.flush()
        ready, _, _ = select.select([self.process.stdout], [], [], DEADLINE_S)
        line = self.process.stdout.readline() if ready else ""
        if not line:
            raise RealWindowError(f"the grab helper did not answer: {self.display._log('grabber.log')}")
        width, height = (int(v) for v in line.split())
        if width == 0:
            raise RealWindowError(f"window {window} could not be grabbed")
        pixels = np.fromfile(path, dtype=np.uint8).reshape(height, width, 4)
        path.unlink()
        return pixels

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.close()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)


class App:
    """``python -m explorer SESSION`` on the display, as a person starts it, with a home of its own:
    fresh settings (the first-run hint already dismissed, nothing restored) and no autosaves."""

    def __init__(self, display: Display, grabber: Grabber, folder: Path, session: Path):
        self.display, self.grabber, self.folder, self.session = display, grabber, folder, session
        home = folder / "home"
        config = home / ".config"
        (config / "Attention Explorer").mkdir(parents=True)
        # The hint floats over the tab bar: dismissed, as it is from a person's second start on.
        (config / "Attention Explorer" / "Attention Explorer.conf").write_text(
            "[help]\nfirst_run_hint_dismissed=true\n")
        env = {**display.env, "HOME": str(home), "XDG_CONFIG_HOME": str(config),
               "XDG_DATA_HOME": str(home / ".local" / "share"), "XDG_STATE_HOME": str(home / ".local" / "state"),
               "XDG_CACHE_HOME": str(home / ".cache"), "PYTHONPATH": str(ROOT),
               "ATTENTION_EXPLORER_BACKEND": "numpy"}
        env.pop("XDG_RUNTIME_DIR", None)
        self.log_path = folder / "app.log"
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen([sys.executable, "-m", "explorer", str(session)], env=env, cwd=folder,
                                            stdout=log, stderr=log, start_new_session=True)
        self.window = 0
        self.title_pattern = re.escape(session.name) + r"\*? — Attention Explorer"

    def wait_ready(self) -> "App":
        """Wait for the window on the session (its file read: the title names it) with the keyboard."""
        self.window = wait_for(self._find_window, f"the window of {self.session.name}", alive=self.gone)
        wait_for(lambda: _run(["xdotool", "getactivewindow"], self.display.env).stdout.strip()
                 == str(self.window).encode(), "the window to have the keyboard", alive=self.gone)
        return self

    def _find_window(self) -> int:
        result = _run(["xdotool", "search", "--onlyvisible", "--name", f"^{self.title_pattern}$"],
                      self.display.env)
        ids = result.stdout.split()
        return int(ids[0]) if len(ids) == 1 else 0

    def gone(self) -> str | None:
        if self.process.poll() is None:
            return None
        return f"the app exited with status {self.process.returncode}: {self.log()}"

    def log(self) -> str:
        return self.log_path.read_text(errors="replace").strip()[-3000:] or "(no output)"

    def title(self) -> str:
        return self.display.xdotool("getwindowname", str(self.window))

    def wait_title(self, modified: bool) -> str:
        """Wait until the title does (``modified``) or does not show the unsaved-changes '*'."""
        want = f"{self.session.name}{'*' if modified else ''} — Attention Explorer"
        try:
            return wait_for(lambda: self.title() == want, f"the title {want!r}", alive=self.gone)
        except RealWindowError as err:
            raise RealWindowError(f"{err} (it is {self.title()!r})") from None

    def keys(self, *keys: str) -> None:
        """Press ``keys`` (xdotool's names) on the keyboard: they go where the focus is, as typed."""
        self.display.xdotool("key", "--delay", "60", *keys)

    def park_pointer(self) -> None:
        """Put the pointer on the window manager's title bar, off every widget (no hover, no tooltip)."""
        self.display.xdotool("mousemove", *PARK)

    def click(self, x: int, y: int, button: int = 1, repeat: int = 1, modifiers: str = "") -> None:
        """Click ``button`` (4, 5: the wheel up, down) ``repeat`` times at (x, y) in the window,
        holding ``modifiers`` (e.g. "ctrl"), then park the pointer: one xdotool run, so that
        nothing waits between the click and the pointer leaving (no tooltip gets its time)."""
        held = ["keydown", modifiers] if modifiers else []
        released = ["keyup", modifiers] if modifiers else []
        self.display.xdotool("mousemove", "--window", str(self.window), str(x), str(y), *held,
                             "click", "--repeat", str(repeat), "--delay", "80", str(button), *released,
                             "mousemove", *PARK)

    def grab(self) -> np.ndarray:
        """The window's picture now, less its status bar (``STATUS_BAR_ROWS``)."""
        return self.grabber.grab(self.window)[:-STATUS_BAR_ROWS]

    def settled(self, what: str, unlike: np.ndarray | None = None) -> np.ndarray:
        """The window's picture once it stops changing (equal grabs for ``SETTLE_S``); with
        ``unlike``, first wait until it differs from that picture."""
        if unlike is not None:
            wait_for(lambda: not np.array_equal(self.grab(), unlike), f"{what}: the window to change",
                     alive=self.gone)
        state = {"picture": self.grab(), "since": time.monotonic()}

        def still() -> list[np.ndarray] | None:
            now = self.grab()
            if not np.array_equal(now, state["picture"]):
                state.update(picture=now, since=time.monotonic())
                return None
            return [now] if time.monotonic() - state["since"] >= SETTLE_S else None

        return wait_for(still, f"{what}: the window to settle", alive=self.gone)[0]

    def save_picture(self, pixels: np.ndarray, name: str) -> Path:
        """Write ``pixels`` as a PNG beside the app's log (for a failure message)."""
        from PySide6.QtGui import QImage

        height, width, _ = pixels.shape
        path = self.folder / f"{name}.png"
        QImage(np.ascontiguousarray(pixels).data, width, height, width * 4,
               QImage.Format.Format_RGB32).copy().save(str(path))
        return path

    def stop(self) -> None:
        # SIGTERM ends the app at once (it installs no handler): no "unsaved changes" question.
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=10)


def _grab_server() -> int:
    """Run as a script: one QGuiApplication on $DISPLAY; each stdin line "WINDOW PATH" writes that
    window's pixels (32-bit, row after row) to PATH and answers "WIDTH HEIGHT" ("0 0": failed)."""
    from PySide6.QtGui import QGuiApplication, QImage

    app = QGuiApplication(sys.argv[:1])
    screen = app.primaryScreen()
    for line in sys.stdin:
        window, path = line.split(maxsplit=1)
        image = screen.grabWindow(int(window)).toImage().convertToFormat(QImage.Format.Format_RGB32)
        if image.isNull():
            print("0 0", flush=True)
            continue
        width, height = image.width(), image.height()
        data = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(height, image.bytesPerLine())
        data[:, : width * 4].tofile(path.strip())
        print(width, height, flush=True)
    return 0


if __name__ == "__main__" and sys.argv[1:] == ["grab-server"]:
    raise SystemExit(_grab_server())
