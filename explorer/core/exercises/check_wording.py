"""How a check's line words what it measured: a person's name for each step (one
head's or the session's, "head 2's scores"), and numbers with just enough decimals to
tell a value from its bound ("0.899 of 0.900"). Helpers of
:mod:`explorer.core.exercises.checks`; the texts keep the translation context "Checks".
"""

from __future__ import annotations

from explorer.core.attention.step_keys import parse_key
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: A person's name for a step in a check's line (translated where it is shown, context "Checks").
_NAMES = {"q": "Q", "k": "K", "v": "V", "q_rot": QT_TRANSLATE_NOOP("Checks", "Q after RoPE"),
          "k_rot": QT_TRANSLATE_NOOP("Checks", "K after RoPE"), "scores": QT_TRANSLATE_NOOP("Checks", "the scores"),
          "scaled": QT_TRANSLATE_NOOP("Checks", "the scaled scores"),
          "biased": QT_TRANSLATE_NOOP("Checks", "the biased scores"),
          "masked": QT_TRANSLATE_NOOP("Checks", "the masked scores"),
          "weights": QT_TRANSLATE_NOOP("Checks", "the weights"), "output": QT_TRANSLATE_NOOP("Checks", "the output"),
          "concat": QT_TRANSLATE_NOOP("Checks", "the concatenated heads"),
          "projected": QT_TRANSLATE_NOOP("Checks", "the projected output"),
          "x_pe": QT_TRANSLATE_NOOP("Checks", "X with positions"), "embeddings": "X"}
#: The same names as one head's, in a session of several heads ("head 2's scores").
_HEAD_NAMES = {"q": QT_TRANSLATE_NOOP("Checks", "head {head}'s Q"), "k": QT_TRANSLATE_NOOP("Checks", "head {head}'s K"),
               "v": QT_TRANSLATE_NOOP("Checks", "head {head}'s V"),
               "q_rot": QT_TRANSLATE_NOOP("Checks", "head {head}'s Q after RoPE"),
               "k_rot": QT_TRANSLATE_NOOP("Checks", "head {head}'s K after RoPE"),
               "scores": QT_TRANSLATE_NOOP("Checks", "head {head}'s scores"),
               "scaled": QT_TRANSLATE_NOOP("Checks", "head {head}'s scaled scores"),
               "biased": QT_TRANSLATE_NOOP("Checks", "head {head}'s biased scores"),
               "masked": QT_TRANSLATE_NOOP("Checks", "head {head}'s masked scores"),
               "weights": QT_TRANSLATE_NOOP("Checks", "head {head}'s weights"),
               "output": QT_TRANSLATE_NOOP("Checks", "head {head}'s output"),
               "concat": QT_TRANSLATE_NOOP("Checks", "head {head}'s concatenated heads"),
               "projected": QT_TRANSLATE_NOOP("Checks", "head {head}'s projected output"),
               "x_pe": QT_TRANSLATE_NOOP("Checks", "head {head}'s X with positions"),
               "embeddings": QT_TRANSLATE_NOOP("Checks", "head {head}'s X")}
#: The largest number of decimals a line shows to tell a value from its bound.
_MAX_DECIMALS = 6


def shown(value: float, bound: float) -> tuple[str, str]:
    """``value`` and ``bound`` with the fewest decimals (at least 2) that keep two
    different numbers different: 0.899 against 0.9 is "0.899 of 0.900", not "0.90 of 0.90"."""
    # At least as many decimals as the bound needs (a tolerance of 0.001 is not "0.00").
    exact = 1e-12 * max(1.0, abs(bound))
    least = next((d for d in range(2, _MAX_DECIMALS + 1) if abs(round(bound, d) - bound) <= exact), _MAX_DECIMALS)
    for decimals in range(least, _MAX_DECIMALS + 1):
        a, b = f"{value:.{decimals}f}", f"{bound:.{decimals}f}"
        if a != b or value == bound:
            return a, b
    for digits in range(7, 18):  # closer than 10⁻⁶: as many digits as it takes
        a, b = f"{value:.{digits}g}", f"{bound:.{digits}g}"
        if a != b:
            return a, b
    return repr(value), repr(bound)


def step_name(key: str, heads: int) -> str:
    """``"heads[1].v"`` → "head 2's V" (or "V" in a one-head session)."""
    name, head = parse_key(key)
    if head is None or heads == 1:
        return translate("Checks", _NAMES[name]) if name in _NAMES else name
    if name in _HEAD_NAMES:
        return translate("Checks", _HEAD_NAMES[name]).format(head=head + 1)
    return translate("Checks", "head {head}'s {step}").format(head=head + 1, step=name)


def _capitalised(text: str) -> str:
    """``text`` starting with a capital letter (a step's name opening a line)."""
    return f"{text[0].upper()}{text[1:]}"
