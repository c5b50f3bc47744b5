"""The edits the "Positions & masks" box makes: a session with one variant changed.

Each returns a new session (the session validates itself, so a bad value
raises the core's :class:`SessionError` and nothing changes) together with the
undo step's text. Pure: the box only reads its controls and hands the result
to ``Document.apply``.
"""

from __future__ import annotations

from dataclasses import replace

from explorer.core.edits import regroup
from explorer.core.session import Session, SessionError
from explorer.core.attention.variants import DEFAULT_THETA, Positions
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: The choices of the positions selector: (key, menu text). RoPE's two pairings are two choices.
#: The menu text is English, translated where shown: translate("VariantEdits", text).
POSITION_CHOICES = (
    ("none", QT_TRANSLATE_NOOP("VariantEdits", "None (2017: no positions)")),
    ("sinusoidal", QT_TRANSLATE_NOOP("VariantEdits", "Sinusoidal (added to X)")),
    ("rope-half", QT_TRANSLATE_NOOP("VariantEdits", "RoPE, half pairs (Hugging Face)")),
    ("rope-interleaved", QT_TRANSLATE_NOOP("VariantEdits", "RoPE, interleaved pairs (RoFormer)")),
    ("alibi", QT_TRANSLATE_NOOP("VariantEdits", "ALiBi (linear bias per head)")),
)


def position_choice(session: Session) -> str:
    """The selector's key for ``session``'s positions."""
    pos = session.positions
    if pos is None:
        return "none"
    return f"rope-{pos.pairs}" if pos.kind == "rope" else pos.kind


def set_positions(session: Session, choice: str, theta: float = DEFAULT_THETA,
                  slopes: tuple[float, ...] | None = None) -> tuple[Session, str]:
    """``session`` with the positions of selector key ``choice`` (RoPE's θ, ALiBi's slopes or None for the default)."""
    if choice == "none":
        return replace(session, positions=None), translate("VariantEdits", "No positions")
    if choice == "sinusoidal":
        return replace(session, positions=Positions("sinusoidal")), translate("VariantEdits", "Sinusoidal positions")
    if choice in ("rope-half", "rope-interleaved"):
        pairs = choice.split("-", 1)[1]
        # A new θ or pairing keeps RoPE's scaling (the 2025–26 box's): dropped here, every θ typed undid it.
        old = session.positions
        scaling = old.scaling if old is not None and old.kind == "rope" else None
        return (replace(session, positions=Positions("rope", theta=theta, pairs=pairs, scaling=scaling)),
                (translate("VariantEdits", "RoPE (half pairs, θ = {theta:g})") if pairs == "half"
                 else translate("VariantEdits", "RoPE (interleaved pairs, θ = {theta:g})")).format(theta=theta))
    if choice == "alibi":
        return replace(session, positions=Positions("alibi", slopes=slopes)), translate("VariantEdits",
                                                                                        "ALiBi positions")
    raise SessionError("positions", f"unknown choice {choice!r}")


def parse_slopes(text: str) -> tuple[float, ...] | None:
    """ALiBi slopes typed as "0.25, 0.0625": None when empty (the default slopes)."""
    parts = [p.strip() for p in text.replace(";", ",").split(",")]
    if not any(parts):
        return None
    out = []
    for h, part in enumerate(parts):
        try:
            out.append(float(part))
        except ValueError:
            raise SessionError("slopes", translate("VariantEdits", "slope {head} ({typed}) is not a number; type one "
                                                                  "number per head, separated by commas")
                               .format(head=h + 1, typed=repr(part))) from None
    return tuple(out)


def slopes_text(slopes: tuple[float, ...] | None) -> str:
    return "" if slopes is None else ", ".join(f"{s:g}" for s in slopes)


def set_window(session: Session, window: int | None) -> tuple[Session, str]:
    """``session`` with a sliding window of ``window`` keys, or none."""
    return replace(session, window=window), (translate("VariantEdits", "No window") if window is None
                                             else translate("VariantEdits", "Window of {keys}").format(keys=window))


def toggle_padding(session: Session, key: int) -> tuple[Session, str]:
    """``session`` with key ``key`` (0-based) padded, or unpadded when it was."""
    tokens = session.key_tokens
    if key in session.padding:
        return (replace(session, padding=tuple(j for j in session.padding if j != key)),
                translate("VariantEdits", "Unpad {token}").format(token=repr(tokens[key])))
    return (replace(session, padding=tuple(sorted(session.padding + (key,)))),
            translate("VariantEdits", "Pad {token}").format(token=repr(tokens[key])))


def kv_group_choices(heads: int) -> tuple[int, ...]:
    """The numbers of KV groups that divide ``heads`` evenly (1 is multi-query)."""
    return tuple(g for g in range(1, heads + 1) if heads % g == 0)


def set_kv_groups(session: Session, groups: int | None) -> tuple[Session, str]:
    """``session`` with ``groups`` KV groups (each takes its first head's K and V) or none.

    Ungrouping keeps each head's (shared) K and V as its own, so nothing is lost."""
    if groups is None:
        return replace(session, kv_groups=None), translate("VariantEdits", "One K and V per head")
    heads = len(session.heads)
    if isinstance(groups, bool) or groups < 1 or heads % groups:
        raise SessionError("kv_heads", translate("VariantEdits", "{groups} KV groups do not divide {heads} heads "
                                                                 "evenly").format(groups=groups, heads=heads))
    text = (translate("VariantEdits", "{groups} KV groups") if groups > 1
            else translate("VariantEdits", "{groups} KV group"))
    return replace(session, heads=tuple(regroup(session.heads, groups)), kv_groups=groups), text.format(groups=groups)
