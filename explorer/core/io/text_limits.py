"""How long a piece of text may be where it enters the app: the limits, stated once.

A 100 MB ``mode`` or a 10 MB token is no mistake a person makes by hand; it
used to cost seconds and hundreds of MB before any check ran (and an error
message that repeated the value). Every string is checked where it comes in
(session files, paste, dialogs, a tokenizer's output) against these limits,
before expensive work, and refused with one line naming the field, its
length and the limit.
"""

from __future__ import annotations

import re

from explorer.core.session_error import SessionError
from explorer.core.wording import translate

#: A token label (a word piece, a pasted word).
MAX_TOKEN_CHARS = 1_000
#: A name from a closed list: ``format``, ``mode``, ``positions.kind``, ``pairs``.
MAX_NAME_CHARS = 100
#: A title typed for a figure or a deck.
MAX_TITLE_CHARS = 1_000
#: A sentence given to a model's tokenizer (far past what any model imports:
#: the token limit refuses long ones anyway, but only after tokenizing them).
MAX_SENTENCE_CHARS = 10_000
#: Any other string in a session file (a note kept at the top level, a
#: training record): the largest the reader parses at all.
MAX_FILE_STRING_CHARS = 100_000

#: A JSON string literal: a quote, then runs of plain characters and escapes,
#: then a quote (the unrolled form: no per-character alternation, so a
#: 100 MB literal is crossed at memchr-like speed).
_LITERAL_BYTES = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_LITERAL_TEXT = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
#: The key a value follows, looked for just before the value (bytes or text).
_KEY_BEFORE_BYTES = re.compile(rb'"([A-Za-z_][A-Za-z0-9_]{0,40})"\s*:\s*\[?[^:]{0,200}$', re.DOTALL)
_KEY_BEFORE_TEXT = re.compile(r'"([A-Za-z_][A-Za-z0-9_]{0,40})"\s*:\s*\[?[^:]{0,200}$', re.DOTALL)


def too_long(field: str, length: int, limit: int, what: str | None = None) -> SessionError:
    """The one-line refusal for text over its limit (the value itself is never quoted);
    ``what`` is the unit counted, in words (None: characters)."""
    if what is None:
        message = translate("TextLimits", "{length:,} characters long, over the limit of {limit:,}")
    else:
        message = translate("TextLimits", "{length:,} {what} long, over the limit of {limit:,}")
    return SessionError(field, message.format(length=length, what=what, limit=limit))


def check_length(field: str, value: object, limit: int) -> None:
    """Raise :func:`too_long` when ``value`` is a string longer than ``limit``."""
    if isinstance(value, str) and len(value) > limit:
        raise too_long(field, len(value), limit)


def check_labels(field: str, labels: tuple[str, ...] | list[str]) -> None:
    """Each token label at most :data:`MAX_TOKEN_CHARS`; the first too long is named by index."""
    for i, label in enumerate(labels):
        if isinstance(label, str) and len(label) > MAX_TOKEN_CHARS:
            raise SessionError(field, translate("TextLimits", "{length:,} characters long, over the limit of "
                                                              "{limit:,} for a token").format(
                length=len(label), limit=MAX_TOKEN_CHARS), i)


def refuse_long_json_strings(data: bytes | str, limit: int = MAX_FILE_STRING_CHARS) -> None:
    """Refuse JSON ``data`` holding a string literal longer than ``limit``
    (counted in bytes or characters of the file, escapes included, which is
    never less than the decoded text's length/6), before it is decoded or parsed:
    time linear in the file, no copy of it. The message names the key the
    string follows when there is one. Malformed JSON is left to the parser."""
    literal = _LITERAL_BYTES if isinstance(data, bytes) else _LITERAL_TEXT
    before = _KEY_BEFORE_BYTES if isinstance(data, bytes) else _KEY_BEFORE_TEXT
    # A literal is at least 2 characters longer than its content.
    for found in literal.finditer(data):
        size = found.end() - found.start() - 2
        if size <= limit:
            continue
        start = found.start()
        key = before.search(data, max(0, start - 300), start)
        name = key.group(1) if key else ""
        if isinstance(name, bytes):
            name = name.decode("ascii")
        if isinstance(data, bytes):
            message = translate("TextLimits", "a string of {size:,} bytes (at byte {start:,}), over the limit of "
                                              "{limit:,} for any text in a session file")
        else:
            message = translate("TextLimits", "a string of {size:,} characters (at character {start:,}), over the "
                                              "limit of {limit:,} for any text in a session file")
        raise SessionError(name, message.format(size=size, start=start, limit=limit))
