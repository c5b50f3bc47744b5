"""Session files (JSON, format ``attention-explorer/session``, versions 1, 2 and 3).

Version 2 adds optional per-head biases ``b_q``, ``b_k``, ``b_v`` (lists of
numbers). A session without biases is still written as version 1, so older
readers keep opening everything they can read; version 2 is written only when
a head has biases (an older reader would silently drop them, so it must refuse).
Version 3 adds today's variants (``positions``, ``window``, ``padding``,
``kv_heads``; :mod:`explorer.core.io.session_v3`), written only when one is used.

Loading is strict: every rejection is a :class:`SessionError` whose message
names the field and, for a matrix, the row and column. Saving is atomic.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np

from explorer.core.io.atomic import atomic_write_text
from explorer.core.io.budget import check_session, file_limit, read_regular_file
from explorer.core.io.file_keys import FREE_FORM_KEYS, refuse_unknown_keys
from explorer.core.io.safe_text import excerpt
from explorer.core.session import HEAD_BIASES, HEAD_MATRICES, MODES, Head, Session, SessionError
from explorer.core.io.session_fields import kind_of, read_matrix, read_vector
from explorer.core.attention.step_keys import head_prefix, step_key
from explorer.core.io.session_v3 import V3_KEYS, read_variants, variants_to_dict
from explorer.core.io.session_v4 import V4_KEYS, read_latent_heads, read_recent, recent_to_dict
# The strict parser (and its hooks, which explorer.core.models.tensors reads the same way) lives apart.
from explorer.core.io.text_limits import MAX_NAME_CHARS, check_labels, check_length, refuse_long_json_strings
from explorer.core.io.strict_json import MAX_DEPTH, NestingError, _integer, _object, parse_json  # noqa: F401 - re-exported
from explorer.core.wording import translate

FORMAT = "attention-explorer/session"
#: The newest version this app reads (and writes, when a variant is used).
VERSION = 4
#: The version written for the 2023 variants (positions, windows, padding, KV groups).
V3_VERSION = 3
#: The version written for biases without variants.
BIAS_VERSION = 2
#: The version written for a session without biases (readable by older apps).
BASE_VERSION = 1
#: Files larger than this are refused before parsing: sessions are small.
MAX_BYTES = 256 * 1024 * 1024
_KNOWN = {"format", "version", "mode", "tokens", "embeddings", "source_tokens",
          "source_embeddings", "heads", "w_o"} | set(V3_KEYS) | set(V4_KEYS)
#: Every key a file's top level may hold (core/file_keys.py: the rest are refused).
_TOP_LEVEL = _KNOWN | set(FREE_FORM_KEYS)


def _text_nesting(text: str, limit: int) -> bool:
    """True when brackets nest deeper than ``limit`` (checked before parsing,
    so a hostile file cannot drive the parser into deep recursion)."""
    level = 0
    in_string = False
    escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            level += 1
            if level > limit:
                return True
        elif ch in "]}":
            level -= 1
    return False


def _tokens(data: dict[str, Any], name: str) -> tuple[str, ...]:
    if name not in data:
        raise SessionError(name, translate("SessionFiles", "missing"))
    value = data[name]
    if not isinstance(value, list):
        raise SessionError(name, translate("SessionFiles", "expected a list of labels, got {kind}").format(
            kind=kind_of(value)))
    if not value:
        raise SessionError(name, translate("SessionFiles", "at least one token is needed"))
    for i, tok in enumerate(value):
        if not isinstance(tok, str):
            raise SessionError(name, translate("SessionFiles", "expected a text label, got {kind}").format(
                kind=kind_of(tok)), i)
    check_labels(name, value)  # before the matrices are read
    return tuple(value)


def session_from_dict(data: Any) -> Session:
    """Build a session from parsed JSON, validating every field."""
    if not isinstance(data, dict):
        raise SessionError("", translate("SessionFiles", "a session file holds a JSON object, not {kind}").format(
            kind=kind_of(data)))
    check_length("format", data.get("format"), MAX_NAME_CHARS)
    if data.get("format") != FORMAT:
        raise SessionError("format", translate("SessionFiles", "expected {format}, got {got}").format(
            format=repr(FORMAT), got=excerpt(data.get("format"))))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SessionError("version", translate("SessionFiles", "expected a whole number, got {kind}").format(
            kind=kind_of(version)))
    if version > VERSION:
        raise SessionError("version", translate("SessionFiles", "version {version} is newer than this app reads "
                                                                "({newest}); update Attention Explorer").format(
            version=version, newest=VERSION))
    if version < 1:
        raise SessionError("version", translate("SessionFiles", "unknown version {version}").format(version=version))
    refuse_unknown_keys(data, _TOP_LEVEL)
    mode = data.get("mode")
    check_length("mode", mode, MAX_NAME_CHARS)
    if mode not in MODES:
        raise SessionError("mode", translate("SessionFiles", "unknown mode {mode}; expected one of {modes}").format(
            mode=excerpt(mode), modes=", ".join(MODES)))

    tokens = _tokens(data, "tokens")
    embeddings = read_matrix(data, "embeddings", len(tokens), translate("SessionFiles", "one per token"))
    d_model = embeddings.shape[1]

    source_tokens = source_embeddings = None
    if mode == "cross":
        source_tokens = _tokens(data, "source_tokens")
        source_embeddings = read_matrix(data, "source_embeddings", len(source_tokens),
                                    translate("SessionFiles", "one per source token"), d_model, "d_model")
    else:
        for name in ("source_tokens", "source_embeddings"):
            if name in data:
                raise SessionError(name, translate("SessionFiles", "only allowed in cross mode, not {mode}").format(
                    mode=repr(mode)))

    heads_data = data.get("heads")
    if not isinstance(heads_data, list):
        raise SessionError("heads", translate("SessionFiles", "expected a list of heads, got {kind}").format(
            kind=kind_of(heads_data)) if "heads" in data else translate("SessionFiles", "missing"))
    if not heads_data:
        raise SessionError("heads", translate("SessionFiles", "at least one head is needed"))
    grouped = "kv_heads" in data
    if grouped and version < 3:
        raise SessionError("kv_heads", translate("SessionFiles", "needs version 3, the file says {version}").format(
            version=version))
    if grouped and not isinstance(data["kv_heads"], list):
        raise SessionError("kv_heads", translate("SessionFiles", "expected a list of KV groups, got {kind}").format(
            kind=kind_of(data["kv_heads"])))
    if grouped and not data["kv_heads"]:
        raise SessionError("kv_heads", translate("SessionFiles", "at least one KV group is needed"))
    heads = []
    d_k = d_v = None
    if "latent" in data:  # a latent head holds its queries only
        if grouped:
            raise SessionError("latent", translate("SessionFiles", "latent cannot be combined with kv_heads; remove one "
                                                                   "of them"))
        heads = read_latent_heads(heads_data, d_model, None)
        heads_data = []
    for h, head in enumerate(heads_data):
        where = head_prefix(h)
        if not isinstance(head, dict):
            raise SessionError(where, translate("SessionFiles", "expected an object with w_q, w_k, w_v, got {kind}")
                               .format(kind=kind_of(head)))
        w_q = read_matrix(head, "w_q", d_model, "d_model", d_k, "d_k", where=step_key("w_q", h))
        d_k = w_q.shape[1]
        if grouped:
            # Grouped-query heads hold only their queries: K and V are the group's.
            for name in ("w_k", "w_v", "b_k", "b_v"):
                if name in head:
                    raise SessionError(step_key(name, h), translate("SessionFiles", "not allowed with kv_heads: a "
                                                                                    "head's K and V come from its KV "
                                                                                    "group"))
            refuse_unknown_keys(head, ("w_q", "b_q"), where, _KNOWN)
            b_q = read_vector(head, "b_q", d_k, "d_k", step_key("b_q", h))
            heads.append(Head(w_q, np.zeros((d_model, d_k)), np.zeros((d_model, 1)), b_q=b_q))
            continue
        refuse_unknown_keys(head, HEAD_MATRICES + HEAD_BIASES, where, _KNOWN)
        w_k = read_matrix(head, "w_k", d_model, "d_model", d_k, translate("SessionFiles", "d_k, as in w_q"),
                          where=step_key("w_k", h))
        w_v = read_matrix(head, "w_v", d_model, "d_model", d_v, "d_v", where=step_key("w_v", h))
        d_v = w_v.shape[1]
        biases = {name: read_vector(head, name, d_v if name == "b_v" else d_k, "d_v" if name == "b_v" else "d_k",
                                step_key(name, h)) for name in HEAD_BIASES}
        # Biases are read whatever the version says: no app ever wrote b_q/b_k/b_v
        # into a version-1 file (heads kept no unknown keys), so a hand-edited
        # one means what it says rather than being dropped without a word.
        heads.append(Head(w_q, w_k, w_v, **biases))
    variants = read_variants(data, version, mode, heads, d_model)
    recent = read_recent(data, version, data["heads"], variants.pop("heads"), d_model)
    heads = recent.pop("heads")
    variants.update(recent)
    d_v = heads[0].d_v

    w_o = None
    if data.get("w_o") is not None:
        w_o = read_matrix(data, "w_o", len(heads) * int(d_v), "heads × d_v")

    extras = {k: v for k, v in data.items() if k in FREE_FORM_KEYS}
    return Session(mode=mode, tokens=tokens, embeddings=embeddings, heads=tuple(heads),
                   source_tokens=source_tokens, source_embeddings=source_embeddings,
                   w_o=w_o, extras=extras, **variants)


def loads(text: str, *, dtype: str = "auto") -> Session:
    """Parse session JSON text (strict, :func:`parse_json`); the trace in
    ``dtype`` must fit the memory budget."""
    refuse_long_json_strings(text)
    return _from_text(text, dtype)


def _from_text(text: str, dtype: str) -> Session:
    try:
        data = parse_json(text)
    except NestingError as err:
        raise SessionError("", translate("SessionFiles", "{reason}: not a session file").format(
            reason=err.detail)) from None
    session = session_from_dict(data)
    check_session(session, dtype, what=translate("SessionFiles", "this session"))
    return session


def load(path: str | Path, *, dtype: str = "auto") -> Session:
    """Read a session file. Errors are :class:`SessionError` (one line, names the field).

    Only a regular file is read (a FIFO or a device is refused by name, never
    opened), at most :data:`MAX_BYTES` or what parsing can hold in the memory
    budget; the session's trace in ``dtype`` must fit the budget too
    (:class:`~explorer.core.io.budget.BudgetError` otherwise)."""
    raw = read_regular_file(path, file_limit(MAX_BYTES))
    if not raw or raw.isspace():  # (strip() would copy the whole file to find out)
        raise SessionError("", translate("SessionFiles", "the file is empty"))
    if b"\x00" in raw:
        raise SessionError("", translate("SessionFiles", "binary data, not a JSON session file"))
    # Before decoding (a copy of the file) and parsing (another): a 100 MB
    # string is refused in a fraction of a second, in the memory the file takes.
    refuse_long_json_strings(raw)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise SessionError("", translate("SessionFiles", "not UTF-8 text (byte {byte})").format(byte=err.start)) from None
    return _from_text(text, dtype)


def _rows(array: np.ndarray) -> list[list[float]]:
    # float() turns NumPy scalars into plain numbers; ints stay readable as 1.0.
    return [[float(x) for x in row] for row in np.asarray(array)]


def session_to_dict(session: Session) -> dict[str, Any]:
    """The JSON-ready dict of a session (unknown extras kept, after the known keys)."""
    out: dict[str, Any] = {"format": FORMAT, "version": BASE_VERSION, "mode": session.mode,
                           "tokens": list(session.tokens), "embeddings": _rows(session.embeddings)}
    if session.mode == "cross":
        out["source_tokens"] = list(session.source_tokens or ())
        out["source_embeddings"] = _rows(session.source_embeddings)
    grouped = session.kv_groups is not None
    heads = []
    latent = session.latent
    for index, h in enumerate(session.heads):
        item: dict[str, Any] = {"w_q": _rows(h.w_q)}
        if latent is not None and latent.w_qr is not None:
            item["w_qr"] = _rows(latent.w_qr[index])
        if not grouped and latent is None:
            item["w_k"], item["w_v"] = _rows(h.w_k), _rows(h.w_v)
        for name in HEAD_BIASES if not grouped and latent is None else ("b_q",):
            if getattr(h, name) is not None:
                item[name] = [float(x) for x in getattr(h, name)]
        heads.append(item)
    out["heads"] = heads
    if any(h.has_biases for h in session.heads):
        out["version"] = BIAS_VERSION
    v3 = variants_to_dict(session, _rows)
    if v3:
        out["version"] = V3_VERSION
    v4 = recent_to_dict(session, _rows)
    if v4 or (session.positions is not None and session.positions.scaling is not None):
        out["version"] = VERSION
    if "kv_heads" in v3:
        out["kv_heads"] = v3.pop("kv_heads")
    if session.w_o is not None:
        out["w_o"] = _rows(session.w_o)
    out.update(v3)
    out.update(v4)
    for key, value in session.extras.items():
        if key not in FREE_FORM_KEYS:  # the file could not be read back (core/file_keys.py)
            raise SessionError(key, translate("SessionFiles", "not a key a session file holds; free-form data goes "
                                                              "under {keys}").format(keys=", ".join(FREE_FORM_KEYS)))
        out.setdefault(key, value)
    return out


def dumps(session: Session) -> str:
    return json.dumps(session_to_dict(session), indent=2, allow_nan=False) + "\n"


def save(session: Session, path: str | Path) -> None:
    """Write a session file atomically: the old file stays whole if anything fails."""
    atomic_write_text(Path(path), dumps(session))
