"""``explorer.load``, ``explorer.preset``, ``explorer.presets`` and ``explorer.vary``: sessions from
files, the shipped examples, and today's variants set on a session."""

from __future__ import annotations

import os
from typing import Any

from explorer.core.io.presets import list_presets, load_preset
from explorer.core.io.session_files import load as load_file
from explorer.core.session import Session
from explorer.core.session_error import ArgumentError, SessionError
from explorer.core.wording import translate


def load(path: str | os.PathLike[str]) -> Session:
    """The session in the file at ``path`` (format ``attention-explorer/session``, any version).

    Raises SessionError (a ValueError) naming the file's field and, for a matrix,
    its row and column; a missing or unreadable file is said the same way."""
    if not isinstance(path, (str, os.PathLike)):
        raise ArgumentError("path", translate("Sessions", "expected a file name, got {kind}")
                            .format(kind=type(path).__name__))
    return load_file(path)


def _short(stem: str) -> str:
    """"thinking-machines" for "01-thinking-machines": the name without its ordering number."""
    number, _, rest = stem.partition("-")
    return rest if number.isdigit() and rest else stem


def presets() -> list[str]:
    """The names of the shipped example sessions, in the order File → Open Example lists
    them ("thinking-machines", "causal-decoder", …)."""
    return [_short(p.name) for p in list_presets()]


def preset(name: str = "thinking-machines") -> Session:
    """The shipped example ``name`` (one of :func:`presets`; its file name, "01-thinking-machines",
    works too). The default is the reference text's two words, "Thinking Machines", with d = 3."""
    stems = {p.name: p.name for p in list_presets()}
    stems.update({_short(stem): stem for stem in list(stems)})
    if not isinstance(name, str) or name not in stems:
        raise ArgumentError("name", translate("Sessions", "no preset {name}; choose one of {choices}")
                            .format(name=repr(name), choices=", ".join(presets())))
    return load_preset(stems[name])


#: What :func:`vary` takes: the version-3 and version-4 keys of a session file.
VARIANT_KEYS = ("positions", "window", "padding", "qk_norm", "softcap", "sinks", "topk", "differential",
                "kernel", "latent")


def _plain(value: Any) -> Any:
    """Arrays (NumPy, CuPy, torch) and tuples as the JSON lists a file holds."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if hasattr(value, "tolist"):
        return value.tolist() if not hasattr(value, "get") else value.get().tolist()
    if hasattr(value, "detach"):
        return value.detach().cpu().tolist()
    return value


def vary(session: Session, **variants: Any) -> Session:
    """``session`` with today's variants set, written as a session file writes them:
    ``vary(s, softcap=30.0)``, ``vary(s, sinks=[0.5, -1.0], topk=4)``,
    ``vary(s, positions={"kind": "rope", "scaling": {"kind": "yarn", "factor": 4, "original_max": 8}})``,
    ``vary(s, qk_norm={"scope": "head"})``, ``vary(s, differential={"lambda": 0.8})``,
    ``vary(s, kernel="elu1")``, ``vary(s, latent={"w_dkv": …, "kv": [{"w_uk": …, "w_uv": …}], "rope": …})``
    (a latent session's heads keep only W_Q; ``heads_w_qr=[…]`` gives each head's W_QR).
    ``None`` removes a variant. Read by the session file's own reader, so every rule and
    refusal is the file's: ArgumentError names the field."""
    from explorer.core.io.session_files import session_from_dict, session_to_dict

    data = session_to_dict(session)
    w_qr = variants.pop("heads_w_qr", None)
    for key, value in variants.items():
        if key not in VARIANT_KEYS:
            raise ArgumentError(key, translate("Sessions", "not a variant; choose from {choices}")
                                .format(choices=", ".join(VARIANT_KEYS)))
        if value is None:
            data.pop(key, None)
        else:
            data[key] = _plain(value)
    if "latent" in variants and variants["latent"] is not None:
        for h, head in enumerate(data["heads"]):
            for name in ("w_k", "w_v", "b_k", "b_v"):
                head.pop(name, None)
            if w_qr is not None:
                head["w_qr"] = _plain(w_qr[h])
    data["version"] = 4
    try:
        out = session_from_dict(data)
    except SessionError as err:
        raise ArgumentError(err.field, err.detail) from None
    return out
