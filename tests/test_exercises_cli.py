"""`attention-explorer check`, `solve` and `exercises` as a user runs them: a subprocess
with no display, agreeing with the in-process checker. Each command runs as a real
subprocess in some tests; the many cases of one behaviour run through explorer.cli.main
in this process (``in_process``: the same code, its status and what it printed)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
import pytest

from explorer.core.exercises.attempt import check_attempt
from explorer.core.exercises.course import course
from explorer.core.io.session_files import load, save, session_from_dict, session_to_dict

COURSE = course()


def cli(*args: str) -> subprocess.CompletedProcess:
    """Run from a neutral folder with no display; PYTHONPATH names this checkout."""
    env = {"PATH": "", "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy",
           "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    return subprocess.run([sys.executable, "-m", "explorer", *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=tempfile.gettempdir())


@pytest.fixture
def in_process(capsys, monkeypatch):
    from explorer.cli import main

    monkeypatch.setenv("ATTENTION_EXPLORER_BACKEND", "numpy")

    def command(*args: str) -> subprocess.CompletedProcess:
        capsys.readouterr()
        try:
            status = main(list(args))
        except SystemExit as stop:  # argparse's way out (a bad argument, --help): the process's status
            status = stop.code if isinstance(stop.code, int) else 1
        out = capsys.readouterr()
        return subprocess.CompletedProcess(["attention-explorer", *args], status, out.out, out.err)

    return command


def one_line(text: str) -> str:
    assert text.endswith("\n") and text.count("\n") == 1, text
    return text[:-1]


def test_exercises_lists_the_shipped_course():
    result = cli("exercises")
    assert result.returncode == 0 and result.stderr == ""
    # The command runs this checkout (PYTHONPATH); the test process may import an installed copy
    # (CI installs the wheel): the same course either way, its files in the package's resources.
    listed = [line.split("  ", 1) for line in result.stdout.splitlines()]
    assert [(Path(f).name, title) for f, title in listed] == [(Path(e.file).name, e.title) for e in COURSE]
    for file, _title in listed:
        assert Path(file).is_file() and Path(file).parent.name == "exercises"


def _noisy(session, exercise, rng, scale):
    """``session`` with every editable cell moved by up to ``scale``."""
    for matrix_id, mask in exercise.editable.items():
        value = np.array(session.matrix(matrix_id))
        value[mask] += rng.uniform(-scale, scale, int(mask.sum()))
        session = session.with_matrix(matrix_id, value)
    return session


def _attempts(rng):
    """20 attempts: 10 that pass (solutions, nudged) and 10 that do not (starts, nudged;
    a locked cell changed; the mode switched)."""
    out = []
    for entry in COURSE[:10]:
        exercise = entry.load()
        out.append((exercise, entry, _noisy(exercise.solved(), exercise, rng, 1e-4)))
    for entry in COURSE[:6]:
        exercise = entry.load()
        out.append((exercise, entry, _noisy(exercise.start, exercise, rng, 1e-4)))
    for entry in COURSE[6:8]:
        exercise = entry.load()
        locked = next(mid for mid in exercise.start.matrix_ids() if mid not in exercise.editable)
        value = np.array(exercise.solved().matrix(locked))
        value[0, 0] += 1.0
        out.append((exercise, entry, exercise.solved().with_matrix(locked, value)))
    for entry in [e for e in COURSE if e.load().start.mode == "self"][:2]:
        exercise = entry.load()
        data = session_to_dict(exercise.solved())
        data["mode"] = "causal"
        out.append((exercise, entry, session_from_dict(data)))
    return out


def test_check_agrees_with_the_in_process_checker_on_twenty_attempts(tmp_path, in_process):
    attempts = _attempts(np.random.default_rng(20))
    assert len(attempts) == 20
    verdicts = [check_attempt(exercise, attempt) for exercise, _, attempt in attempts]
    assert sum(v.passed for v in verdicts) == 10
    paths = []
    for i, (_, _, attempt) in enumerate(attempts):
        paths.append(tmp_path / f"attempt{i}.json")
        save(attempt, paths[-1])
    # A passing and a failing attempt as real processes (exit 0 and 1); the other 18 through main().
    results = [(cli if i in (0, 10) else in_process)("check", str(entry.file), str(path))
               for i, ((_, entry, _), path) in enumerate(zip(attempts, paths))]
    for (exercise, entry, _), verdict, result in zip(attempts, verdicts, results):
        assert result.stderr == "", result.stderr
        if verdict.passed:
            assert result.returncode == 0, (entry.name, result.stdout)
            n = len(exercise.checks)
            assert one_line(result.stdout) == f"passed: {exercise.title} ({n} of {n} checks)"
        else:
            assert result.returncode == 1, (entry.name, result.stdout)
            assert one_line(result.stdout) == f"not yet: {verdict.missing}"


def test_check_takes_a_shipped_exercise_by_name(tmp_path):
    entry = COURSE[0]
    result = cli("check", entry.name, str(entry.file))
    assert result.returncode == 1 and one_line(result.stdout) == f"not yet: {check_attempt(entry.load(), entry.load().start).missing}"


def test_solve_writes_the_worked_solution_and_check_passes_it(tmp_path):
    entry = COURSE[-1]
    out = tmp_path / "solved.json"
    out.write_text("an older file\n")
    result = cli("solve", str(entry.file), "-o", str(out))
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")
    assert load(out).equals(entry.load().solved())
    assert json.loads(out.read_text())["exercise"] == json.loads(entry.file.read_text())["exercise"]
    check = cli("check", str(entry.file), str(out))
    assert check.returncode == 0 and one_line(check.stdout).startswith("passed: ")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["solved.json"]  # no temporary file left


def test_solve_refuses_a_folder_and_says_when_it_cannot_write(tmp_path, in_process):
    entry = COURSE[0]
    folder = tmp_path / "folder"
    folder.mkdir()
    result = in_process("solve", entry.name, "-o", str(folder))
    assert result.returncode == 2 and result.stdout == ""
    assert one_line(result.stderr).startswith(f"attention-explorer solve: argument -o: {folder}: ")
    assert folder.is_dir() and not any(folder.iterdir())
    missing = tmp_path / "nowhere" / "solved.json"
    result = in_process("solve", entry.name, "-o", str(missing))
    assert result.returncode == 1 and one_line(result.stderr).startswith(
        f"attention-explorer solve: argument -o: {missing}: cannot write")
    assert not missing.parent.exists()


BAD = [  # (what changes in the first exercise, the field the line names)
    (("checks", 0, "predicate"), "weigth", "exercise.checks[0].predicate: unknown predicate 'weigth'"),
    (("checks", 0), {"predicate": "one_hot", "step": "masked", "at_least": 0.5},
     "exercise.checks[0].step: unknown key for a one_hot check"),
    (("checks", 0), {"predicate": "value", "step": "masked", "row": 1, "col": 1, "at_least": 0.5},
     "exercise.checks[0].step: no step 'masked' in this session"),
    (("editable", "heads[0].w_q"), [[1, 1], [3, 4]], "exercise.editable.heads[0].w_q[1]: cell (3, 4) is outside"),
    (("descends",), "true", "exercise.descends: expected true or false, got a string"),
]


@pytest.mark.parametrize("where, value, line", BAD, ids=[b[2].split(":")[0] for b in BAD])
def test_a_bad_exercise_file_is_exit_2_with_one_line_naming_the_field(tmp_path, in_process, where, value, line):
    entry = COURSE[0]
    data = json.loads(entry.file.read_text())
    node = data["exercise"]
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = value
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    for args in (("check", str(path), str(entry.file)), ("solve", str(path), "-o", str(tmp_path / "out.json"))):
        result = (cli if line == BAD[0][2] else in_process)(*args)
        assert result.returncode == 2 and result.stdout == ""
        assert one_line(result.stderr).startswith(f"attention-explorer {args[0]}: {path}: {line}")
    assert not (tmp_path / "out.json").exists()


def test_a_bad_attempt_is_exit_2_naming_the_attempt(tmp_path, in_process):
    entry = COURSE[0]
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{\"format\": \"attention-explorer/session\", \"version\": 1, \"mode\": \"self\"}")
    result = in_process("check", entry.name, str(garbage))
    assert result.returncode == 2 and result.stdout == ""
    assert one_line(result.stderr) == f"attention-explorer check: {garbage}: tokens: missing"
    other = tmp_path / "other.json"
    data = copy.deepcopy(session_to_dict(entry.load().start))
    data["tokens"].append("again")
    data["embeddings"].append([0.0, 0.0, 0.0])
    other.write_text(json.dumps(data))
    result = in_process("check", entry.name, str(other))
    assert result.returncode == 2 and one_line(result.stderr) == (
        f"attention-explorer check: {other}: tokens: the exercise has 2 tokens, the attempt 3")


def test_arguments_and_unknown_names_are_exit_2_in_one_line(in_process):
    for args in (("check",), ("check", "no-such-exercise", "x.json"), ("solve", COURSE[0].name), ("exercises", "x")):
        result = (cli if args == ("check",) else in_process)(*args)
        assert result.returncode == 2 and result.stdout == "", args
        one_line(result.stderr)
    help_text = cli("--help").stdout
    assert "check EXERCISE ATTEMPT.json" in help_text and "solve EXERCISE -o SOLVED.json" in help_text
    assert "  exercises " in help_text


def test_the_commands_load_no_qt(tmp_path):
    entry = COURSE[0]
    code = ("import contextlib, io, sys\n"
            "from explorer.exercises_cli import exercises_dispatch\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    statuses = [exercises_dispatch(['exercises']),\n"
            f"                exercises_dispatch(['check', {str(entry.file)!r}, {str(entry.file)!r}]),\n"
            f"                exercises_dispatch(['solve', {entry.name!r}, '-o', {str(tmp_path / 's.json')!r}])]\n"
            "print(statuses, sorted(m for m in sys.modules if m.split('.')[0] in {'PySide6', 'shiboken6', 'pyqtgraph'}))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                            env={"PATH": "", "PYTHONPATH": str(Path(__file__).resolve().parents[1])})
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[0, 1, 0] []"
