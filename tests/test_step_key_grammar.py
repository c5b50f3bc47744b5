"""One step-key grammar: keys are made and read by explorer.core.attention.step_keys alone.

A key built by hand (``f"heads[{h}].q"``) or parsed by hand
(``key.startswith("heads[")``) is a second copy of the grammar that drifts
when the grammar changes. This test reads every module of the package and
fails on any string in code (docstrings and bare strings aside) that spells
the ``heads[`` of a key, naming the file and line.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import explorer
from explorer.core.attention.step_keys import head_prefix, parse_key, step_key

PACKAGE = Path(explorer.__file__).parent
#: ``heads[`` as a key spells it; not ``kv_heads[`` (a session file's list of KV groups).
_SPELLED = re.compile(r"(?<![\w])heads\[")


def _code_strings(tree: ast.AST) -> list[tuple[int, str]]:
    """Every string in code, f-strings with their fields as {}; docstrings and bare strings left out."""
    # One walk, not three (the package's ~350 000 nodes): ast.walk goes breadth first, so a
    # statement or an f-string marks its bare string or its pieces before they are reached.
    skip: set[int] = set()
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr):
            if isinstance(node.value, (ast.Constant, ast.JoinedStr)):
                skip.add(id(node.value))
        elif isinstance(node, ast.JoinedStr):
            skip.update(id(v) for v in node.values)
            if id(node) not in skip:
                found.append((node.lineno, "".join(v.value if isinstance(v, ast.Constant) else "{}"
                                                   for v in node.values)))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            found.append((node.lineno, node.value))
    return found


@cache  # parsing the package takes a second or two; test_input_names.py scans the same strings
def package_code_strings() -> tuple[tuple[str, int, str], ...]:
    """(``explorer/…`` path, line, text) of every string in code outside step_keys.py."""
    return tuple((str(path.relative_to(PACKAGE.parent)), line, text) for path in sorted(PACKAGE.rglob("*.py"))
                 if path.name != "step_keys.py"
                 for line, text in _code_strings(ast.parse(path.read_text(encoding="utf-8"))))


def hand_built_keys() -> list[str]:
    """``path:line: text`` for every string outside step_keys.py that spells a key's ``heads[``."""
    return [f"{path}:{line}: {text!r}" for path, line, text in package_code_strings() if _SPELLED.search(text)]


def test_no_module_builds_or_parses_a_step_key_by_hand():
    found = hand_built_keys()
    assert not found, "build keys with step_key/head_prefix, read them with parse_key:\n" + "\n".join(found)


def test_the_scan_sees_a_hand_built_key():
    # The scan itself: an f-string key and a prefix test are found, a docstring and kv_heads[ are not.
    source = '''
def f(h, key):
    """Keys look like "heads[0].q"."""
    "heads[0].q is a key"
    return f"heads[{h}].q", key.startswith("heads["), f"kv_heads[{h}]"
'''
    texts = [text for _line, text in _code_strings(ast.parse(source)) if _SPELLED.search(text)]
    assert texts == ["heads[{}].q", "heads["]


def test_the_grammar_round_trips():
    assert step_key("weights", 2) == "heads[2].weights" and parse_key(step_key("weights", 2)) == ("weights", 2)
    assert parse_key(step_key("concat", None)) == ("concat", None)
    assert step_key("w_q", 1).startswith(head_prefix(1) + ".")


def test_a_cell_address_round_trips():
    from explorer.core.attention.step_keys import cell_address, parse_cell_address

    address = cell_address(step_key("w_q", 1), 2, 3)
    assert parse_cell_address(address) == (step_key("w_q", 1), 2, 3)
    assert parse_cell_address(" x[ 1 , 2 ] ") == ("x", 1, 2)
    assert parse_cell_address("w_q") is None and parse_cell_address("w_q[1]") is None
