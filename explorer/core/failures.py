"""A library's failure said in one line, whatever it raised.

Model code calls libraries that can fail in ways Python code does not expect:
the ``tokenizers`` library turns a Rust panic into ``pyo3_runtime.PanicException``,
a :class:`BaseException` that ``except Exception`` lets through (the import
dialog then waited forever, and ``import-model`` printed a traceback). Every
such failure becomes a :class:`LibraryFailure` (a ValueError, as the app's
other one-line refusals are), except the two that mean "stop":
KeyboardInterrupt and SystemExit, which pass unchanged.
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from explorer.core.io.safe_text import plain
from explorer.core.wording import translate

#: Raised on: the person (Ctrl+C) or the program asked to stop; never turned into a message.
STOPS = (KeyboardInterrupt, SystemExit)
#: How much of a library's message is quoted.
MESSAGE_CHARS = 200
_HELD = threading.Lock()


class LibraryFailure(ValueError):
    """A library failed while doing ``what``; ``str(err)`` is one line."""


def one_line(err: BaseException) -> str:
    """``Type: message`` in one line, the message escaped and cut to :data:`MESSAGE_CHARS`."""
    text = str(err)
    text = plain(text[:MESSAGE_CHARS]) + ("…" if len(text) > MESSAGE_CHARS else "")
    return f"{type(err).__name__}: {text}" if text else type(err).__name__


def as_failure(err: BaseException, what: str) -> BaseException:
    """What to raise for ``err``, raised while doing ``what`` ("the tokenizer"):
    ``err`` itself for a stop or for one of the app's own one-line errors
    (a ValueError or MemoryError), else a :class:`LibraryFailure` saying
    ``what failed (Type: message)``."""
    if isinstance(err, STOPS) or isinstance(err, (ValueError, MemoryError)):
        return err
    return LibraryFailure(translate("Failures", "{what} failed ({error})").format(what=what, error=one_line(err)))


@contextmanager
def native_stderr_held() -> Iterator[None]:
    """Hold what native code writes to the process's standard error (fd 2) while
    the block runs: a Rust panic prints its message and a backtrace there before
    Python sees the exception, and that must not reach a person who gets the
    app's one line instead. When the block ends normally the held text is
    written out after all; when it raises, it is dropped (the exception says it).
    One block at a time: fd 2 belongs to the whole process."""
    with _HELD:
        try:
            sys.stderr.flush()
            saved = os.dup(2)
        except (OSError, ValueError):  # no fd 2 (a windowed app): nothing to hold
            yield
            return
        with tempfile.TemporaryFile() as held:
            os.dup2(held.fileno(), 2)
            failed = True
            try:
                yield
                failed = False
            finally:
                os.dup2(saved, 2)
                os.close(saved)
                if not failed:
                    held.seek(0)
                    text = held.read()
                    if text:
                        os.write(2, text)
