"""Strict JSON for session files, parsed in pieces so other threads keep running.

The rules are those of the session format: no NaN or Infinity, no key twice in
one object, numbers as JSON writes them (ASCII digits only), integers of any
length, at most :data:`MAX_DEPTH` levels. Every refusal is a
:class:`~explorer.core.session.SessionError` with one line.

Why not one ``json.loads``: it parses a 16 384-token file (29 MB) in one C
call that holds the GIL for the whole of it, so the window, whose thread
needs the GIL to paint, froze for 0.4–1 s while a file opened "in the
background". Here objects and lists of containers are walked in Python and
each flat list (a matrix's row, the tokens) goes to json's own C scanner
with the same hooks: the same numbers, the same errors at the same places,
and the interpreter can switch threads between rows. Depth is counted as the
walk goes, so no separate pass over the text or the parsed tree is needed
(those two passes took 5 s at 16 384 tokens).
"""

from __future__ import annotations

import json
import re
from json.decoder import JSONDecodeError, scanstring
from json.scanner import make_scanner
from typing import Any

from explorer.core.io.safe_text import excerpt
from explorer.core.session import SessionError
from explorer.core.wording import translate

#: Deeper nesting than this cannot be a session (matrices are depth 2 inside depth 3).
MAX_DEPTH = 32
#: Integers longer than this are read as floats: what np.float64 makes of them
#: anyway, without int()'s digit limit (whose message names a sys setting).
_INT_DIGITS = 18
_WHITESPACE = re.compile(r"[ \t\n\r]*")
#: What a flat list may hold (anything else sends it through :func:`_depth`).
_SCALARS = frozenset({float, int, str, bool, type(None)})


def _reject_constant(name: str) -> float:
    # json accepts NaN, Infinity and -Infinity by default; the format does not.
    raise SessionError("", translate("StrictJson", "{name} is not allowed (numbers must be finite)").format(name=name))


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object that refuses a key given twice (json keeps the last one
    silently: a second "format" or "embeddings" would win unseen)."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise SessionError("", translate("StrictJson", "the key {key} appears twice in one object; keep one").format(
                key=excerpt(key)))
        out[key] = value
    return out


def _integer(text: str) -> int | float:
    # A 1.7e308-sized integer is accepted like the float 1.7e308; one beyond
    # float range becomes inf and is refused as out of range with its cell.
    return int(text) if len(text) <= _INT_DIGITS else float(text)


_DECODER = json.JSONDecoder(parse_constant=_reject_constant, object_pairs_hook=_object, parse_int=_integer)


class NestingError(SessionError):
    """JSON nested deeper than :data:`MAX_DEPTH` (field "")."""


def _too_deep() -> SessionError:
    return NestingError("", translate("StrictJson", "nested deeper than {depth} levels").format(depth=MAX_DEPTH))


def _depth(value: Any, limit: int) -> int:
    """Nesting depth of a parsed JSON value (a scalar is 1), stopping past ``limit``."""
    stack = [(value, 1)]
    deepest = 0
    while stack:
        item, level = stack.pop()
        deepest = max(deepest, level)
        if deepest > limit:
            return deepest
        if isinstance(item, list):
            stack.extend((x, level + 1) for x in item)
        elif isinstance(item, dict):
            stack.extend((x, level + 1) for x in item.values())
    return deepest


class _Walk:
    """One parse of ``text``; a value at ``level`` (the top one is 1) may be at most MAX_DEPTH deep."""

    def __init__(self, text: str):
        self.text = text
        # A scanner of its own: a scanner keeps a memo of keys between the calls of one parse.
        self._scan = make_scanner(_DECODER)

    def skip(self, idx: int) -> int:
        return _WHITESPACE.match(self.text, idx).end()

    def value(self, idx: int, level: int) -> tuple[Any, int]:
        if level > MAX_DEPTH:
            raise _too_deep()
        ch = self.text[idx:idx + 1]
        if ch == "{":
            return self.object(idx, level)
        if ch == "[":
            return self.array(idx, level)
        return self.scan(idx, level)

    def scan(self, idx: int, level: int) -> tuple[Any, int]:
        """json's C scanner on the one value at ``idx`` (a scalar or a flat list)."""
        try:
            value, end = self._scan(self.text, idx)
        except StopIteration as stop:
            raise JSONDecodeError("Expecting value", self.text, stop.value) from None
        except RecursionError:
            raise _too_deep() from None
        if isinstance(value, (list, dict)):
            flat = isinstance(value, list) and set(map(type, value)) <= _SCALARS
            depth = (2 if value else 1) if flat else _depth(value, MAX_DEPTH)
            if level - 1 + depth > MAX_DEPTH:
                raise _too_deep()
        return value, end

    def array(self, start: int, level: int) -> tuple[list, int]:
        text = self.text
        idx = self.skip(start + 1)
        if text[idx:idx + 1] not in ("[", "{"):
            return self.scan(start, level)  # a row of numbers, the tokens: one C call
        items = []
        while True:
            item, idx = self.value(idx, level + 1)
            items.append(item)
            idx = self.skip(idx)
            ch = text[idx:idx + 1]
            if ch == "]":
                return items, idx + 1
            if ch != ",":
                raise JSONDecodeError("Expecting ',' delimiter", text, idx)
            idx = self.skip(idx + 1)

    def object(self, start: int, level: int) -> tuple[dict, int]:
        text = self.text
        pairs: list[tuple[str, Any]] = []
        idx = self.skip(start + 1)
        if text[idx:idx + 1] == "}":
            return _object(pairs), idx + 1
        while True:
            if text[idx:idx + 1] != '"':
                raise JSONDecodeError("Expecting property name enclosed in double quotes", text, idx)
            key, idx = scanstring(text, idx + 1, True)
            idx = self.skip(idx)
            if text[idx:idx + 1] != ":":
                raise JSONDecodeError("Expecting ':' delimiter", text, idx)
            value, idx = self.value(self.skip(idx + 1), level + 1)
            pairs.append((key, value))
            idx = self.skip(idx)
            ch = text[idx:idx + 1]
            if ch == "}":
                return _object(pairs), idx + 1
            if ch != ",":
                raise JSONDecodeError("Expecting ',' delimiter", text, idx)
            idx = self.skip(idx + 1)


def parse_json(text: str) -> Any:
    """Strict JSON: no NaN or Infinity, no key twice, not nested deeper than
    :data:`MAX_DEPTH`, numbers in ASCII digits only (as JSON defines them).
    Every refusal is a :class:`SessionError` (field "") with one line."""
    walk = _Walk(text)
    try:
        if text.startswith("\ufeff"):
            raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", text, 0)
        data, end = walk.value(walk.skip(0), 1)
        end = walk.skip(end)
        if end != len(text):
            raise JSONDecodeError("Extra data", text, end)
    except SessionError:
        raise
    except RecursionError:
        raise NestingError("", translate("StrictJson", "nested too deeply")) from None
    except JSONDecodeError as err:
        # err.msg is json's own English (the walk raises json's wording too, so that both read alike).
        raise SessionError("", translate("StrictJson", "not valid JSON (line {line}, column {column}: {reason})").format(
            line=err.lineno, column=err.colno, reason=err.msg)) from None
    except ValueError as err:
        raise SessionError("", translate("StrictJson", "not valid JSON ({reason})").format(
            reason=str(err).splitlines()[0])) from None
    return data
