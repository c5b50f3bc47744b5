"""The named predicates an exercise's goal is checked by, evaluated on a trace.

Every check is data (read by :mod:`explorer.core.exercises.check_fields`), never
code from the file. Evaluated on the :class:`~explorer.core.attention.trace.Trace`
of an attempt, each gives a :class:`CheckResult`: passed or not, the measured
value, the bound, and one line that says how far ("query 3 → key 1: 0.71 of 0.90").
Indices inside are 0-based; every text counts from 1, as the screen does.

Each check also says how gradient descent can reach it (:meth:`Check.objective`):
an :class:`~explorer.core.training.gradients.Objective` for the training module's
exact gradients through the one forward, or None when no loss it can express has
the predicate's goal as its minimum (:attr:`Check.descends`). Weight checks keep
the mass of query i on a set K_i of keys; the loss −ln Σ_{j∈K_i} A_ij has, at the
current weights, exactly the gradient of the training module's cross-entropy
toward T_i = A_i restricted to K_i and renormalised (∂/∂S′_ij of both is
A_ij − T_ij), so a target made from the current trace gives the exact gradient
of that loss; for one key, T_i is the fixed one-hot row.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from explorer.core.attention.step_keys import parse_key, step_key
from explorer.core.attention.trace import Trace
from explorer.core.exercises.check_wording import _capitalised, shown, step_name
from explorer.core.training.gradients import Objective
from explorer.core.wording import translate

#: A target row this long or shorter is quoted in a check's line.
_ROW_SHOWN = 6


@dataclass(frozen=True)
class CheckResult:
    """One check on one trace: ``passed``, the measured ``value`` (the worst over the
    queries or cells it covers), the ``target`` bound, and ``text``: one line that
    says where and how far ("query 3 → key 1: 0.71 of 0.90")."""

    passed: bool
    value: float
    target: float
    text: str




@dataclass(frozen=True)
class Check:
    """What every predicate has: the head it reads (0-based; None for the whole
    session's output) and the prefix its lines start with in a session of several heads
    ("head 2, "; empty: the line names no head)."""

    predicate: ClassVar[str] = ""
    #: Whether :meth:`objective` gives an exact loss whose minimum meets the check.
    descends: ClassVar[bool] = False
    head: int | None
    prefix: str

    def evaluate(self, trace: Trace) -> CheckResult:  # pragma: no cover - every predicate has its own
        raise NotImplementedError

    def objective(self, trace: Trace) -> Objective | None:
        """The training objective whose exact gradient moves toward this check at the
        trace's weights, or None (no exact one)."""
        return None

    def _weights(self, trace: Trace) -> np.ndarray:
        return np.asarray(trace.get(step_key("weights", self.head)).array, dtype=np.float64)

    def _line(self, text: str) -> str:
        """``text`` led by the head it reads when the check has a prefix (a session of several heads)."""
        if not self.prefix:
            return text
        return translate("Checks", "head {head}, {check}").format(head=(self.head or 0) + 1, check=text)


def _set_mass_target(weights: np.ndarray, rows: dict[int, np.ndarray]) -> np.ndarray | None:
    """T with row i = A_i kept on the keys ``rows[i]`` (a 0/1 mask) and renormalised; a
    row with no weight there (none to keep, or all underflowed) and every other row has
    no target. None when no row has one."""
    target = np.zeros_like(weights)
    for i, keep in rows.items():
        part = weights[i] * keep
        total = part.sum()
        if total > 0:
            target[i] = part / total
    return target if target.any() else None


def _objective(target: np.ndarray | None, head: int | None) -> Objective | None:
    return None if target is None else Objective(weights=target, head=head or 0)


@dataclass(frozen=True)
class Weight(Check):
    """Query q's weight on key k at least (or at most) a bound, for each (q, k) in ``pairs``."""

    predicate: ClassVar[str] = "weight"
    descends: ClassVar[bool] = True
    pairs: tuple[tuple[int, int], ...]
    at_least: bool
    bound: float

    def evaluate(self, trace: Trace) -> CheckResult:
        a = self._weights(trace)
        values = [float(a[q, k]) for q, k in self.pairs]
        worst = int(np.argmin(values) if self.at_least else np.argmax(values))
        value = values[worst]
        q, k = self.pairs[worst]
        passed = value >= self.bound if self.at_least else value <= self.bound
        v, b = shown(value, self.bound)
        if self.at_least:
            text = translate("Checks", "query {query} → key {key}: {value} of {bound}")
        else:
            text = translate("Checks", "query {query} → key {key}: {value}, at most {bound}")
        return CheckResult(passed, value, self.bound,
                           self._line(text.format(query=q + 1, key=k + 1, value=v, bound=b)))

    def objective(self, trace: Trace) -> Objective | None:
        a = self._weights(trace)
        rows: dict[int, np.ndarray] = {}
        for q, k in self.pairs:
            keep = np.zeros(a.shape[1])
            if self.at_least:
                keep[k] = 1.0
            else:  # the weight the key must give up goes to the keys the query can see
                keep[:] = a[q] > 0
                keep[k] = 0.0
            if q in rows:  # a query named twice: mass on either key, or away from both
                keep = np.maximum(rows[q], keep) if self.at_least else np.minimum(rows[q], keep)
            rows[q] = keep
        return _objective(_set_mass_target(a, rows), self.head)


@dataclass(frozen=True)
class NoFuture(Check):
    """Every query gives at most ``bound`` of its weight to the keys after it."""

    predicate: ClassVar[str] = "no_future"
    descends: ClassVar[bool] = True
    bound: float

    def evaluate(self, trace: Trace) -> CheckResult:
        a = self._weights(trace)
        future = np.triu(a, k=1).sum(axis=1)
        i = int(np.argmax(future))
        value = float(future[i])
        v, b = shown(value, self.bound)
        return CheckResult(value <= self.bound, value, self.bound,
                           self._line(translate("Checks", "query {query} gives {value} of its weight to later keys, "
                                                          "at most {bound}").format(query=i + 1, value=v, bound=b)))

    def objective(self, trace: Trace) -> Objective | None:
        a = self._weights(trace)
        past = np.tril(np.ones_like(a))
        return _objective(_set_mass_target(a, {i: past[i] for i in range(a.shape[0])}), self.head)


@dataclass(frozen=True)
class OneHot(Check):
    """Each of ``queries`` puts at least ``bound`` of its weight on one key (any key)."""

    predicate: ClassVar[str] = "one_hot"
    descends: ClassVar[bool] = True
    queries: tuple[int, ...]
    bound: float

    def evaluate(self, trace: Trace) -> CheckResult:
        top = self._weights(trace)[list(self.queries)].max(axis=1)
        worst = int(np.argmin(top))
        value = float(top[worst])
        v, b = shown(value, self.bound)
        return CheckResult(value >= self.bound, value, self.bound,
                           self._line(translate("Checks", "query {query}'s largest weight: {value} of {bound}")
                                      .format(query=self.queries[worst] + 1, value=v, bound=b)))

    def objective(self, trace: Trace) -> Objective | None:
        # −ln max_j A_ij: exact wherever the largest weight is one key's alone.
        a = self._weights(trace)
        rows = {}
        for q in self.queries:
            keep = np.zeros(a.shape[1])
            keep[int(np.argmax(a[q]))] = 1.0
            rows[q] = keep
        return _objective(_set_mass_target(a, rows), self.head)


def _largest_gap(values: np.ndarray, reference: np.ndarray) -> tuple[float, tuple[int, ...]]:
    gap = np.abs(np.asarray(values, dtype=np.float64) - reference)
    where = tuple(int(x) for x in np.unravel_index(int(np.argmax(gap)), gap.shape))
    return float(gap[where]), where


@dataclass(frozen=True)
class WeightsClose(Check):
    """Every weight within ``within`` of the target matrix (rows that sum to 1)."""

    predicate: ClassVar[str] = "weights_close"
    descends: ClassVar[bool] = True
    target: np.ndarray
    within: float

    def evaluate(self, trace: Trace) -> CheckResult:
        value, (i, j) = _largest_gap(self._weights(trace), self.target)
        v, w = shown(value, self.within)
        return CheckResult(value <= self.within, value, self.within,
                           self._line(translate("Checks", "the weights differ from the target by {gap} "
                                                          "(query {query}, key {key}), within {within}")
                                      .format(gap=v, query=i + 1, key=j + 1, within=w)))

    def objective(self, trace: Trace) -> Objective:
        # The cross-entropy toward T is smallest exactly where A = T.
        return Objective(weights=self.target, head=self.head)


@dataclass(frozen=True)
class Symmetric(Check):
    """A square step (the scores) equals its transpose, to ``within``."""

    predicate: ClassVar[str] = "symmetric"
    step: str
    within: float

    def evaluate(self, trace: Trace) -> CheckResult:
        m = np.asarray(trace.get(self.step).array, dtype=np.float64)
        value, (i, j) = _largest_gap(m, m.T)
        v, w = shown(value, self.within)
        name = step_name(self.step, trace.n_heads)
        return CheckResult(value <= self.within, value, self.within,
                           translate("Checks", "{step} differ from their transpose by {gap} "
                                               "(row {row}, column {column}), within {within}")
                           .format(step=_capitalised(name), gap=v, row=i + 1, column=j + 1, within=w))


@dataclass(frozen=True)
class OutputClose(Check):
    """The session's final output (concat·W_O, the concat, or the head's Z) within
    ``within`` of the target Z* everywhere."""

    predicate: ClassVar[str] = "output_close"
    descends: ClassVar[bool] = True
    target: np.ndarray
    within: float

    def evaluate(self, trace: Trace) -> CheckResult:
        value, (i, j) = _largest_gap(trace.final.array, self.target)
        v, w = shown(value, self.within)
        return CheckResult(value <= self.within, value, self.within,
                           translate("Checks", "the output differs from Z* by {gap} (row {row}, column {column}), "
                                               "within {within}").format(gap=v, row=i + 1, column=j + 1, within=w))

    def objective(self, trace: Trace) -> Objective:
        return Objective(output=self.target)


@dataclass(frozen=True)
class RowsClose(Check):
    """Row ``row`` of step ``step`` within ``within`` of given numbers (``to``) or of
    row ``other_row`` of step ``other``."""

    predicate: ClassVar[str] = "rows_close"
    step: str
    row: int
    within: float
    to: np.ndarray | None = None
    other: str | None = None
    other_row: int = 0
    #: True when this row is the session's final output (an output target can move it).
    final: bool = False

    @property
    def copies_value(self) -> bool:
        """The output row of a head compared with a row of the same head's V: Z_i = V_k
        exactly when A_ik = 1, so the weight's cross-entropy is the loss."""
        name, head = parse_key(self.step)
        return name == "output" and self.other == step_key("v", head)

    @property
    def descends(self) -> bool:  # type: ignore[override]
        return self.copies_value or (self.final and self.to is not None)

    def evaluate(self, trace: Trace) -> CheckResult:
        row = trace.get(self.step).array[self.row]
        reference = self.to if self.to is not None else trace.get(self.other).array[self.other_row]
        value = float(np.max(np.abs(np.asarray(row, dtype=np.float64) - reference)))
        v, w = shown(value, self.within)
        here = {"row": self.row + 1, "step": step_name(self.step, trace.n_heads), "gap": v, "within": w}
        if self.to is not None and len(self.to) <= _ROW_SHOWN:
            text = translate("Checks", "row {row} of {step} is {gap} from {numbers}, within {within}").format(
                numbers="[" + ", ".join(f"{x:g}" for x in self.to) + "]", **here)
        elif self.to is not None:
            text = translate("Checks", "row {row} of {step} is {gap} from its target row, within {within}").format(
                **here)
        else:
            text = translate("Checks", "row {row} of {step} is {gap} from row {other_row} of {other}, "
                                       "within {within}").format(
                other_row=self.other_row + 1, other=step_name(self.other, trace.n_heads), **here)
        return CheckResult(value <= self.within, value, self.within, text)

    def objective(self, trace: Trace) -> Objective | None:
        if self.copies_value:
            _, head = parse_key(self.step)
            a = np.asarray(trace.get(step_key("weights", head)).array, dtype=np.float64)
            target = np.zeros_like(a)
            target[self.row, self.other_row] = 1.0
            return Objective(weights=target, head=head)
        if self.final and self.to is not None:
            # Every other row's target is where it is now: its error and its gradient are 0,
            # so the gradient is exactly that of this row's squared error.
            z_star = np.array(trace.final.array, dtype=np.float64)
            z_star[self.row] = self.to
            return Objective(output=z_star)
        return None


@dataclass(frozen=True)
class Value(Check):
    """One cell of a step at least, at most, or within ``within`` of a number."""

    predicate: ClassVar[str] = "value"
    step: str
    row: int
    col: int
    bound: float
    how: str  # "at_least", "at_most" or "equals"
    within: float = 0.0

    def evaluate(self, trace: Trace) -> CheckResult:
        value = float(trace.get(self.step).array[self.row, self.col])
        v, b = shown(value, self.bound)
        if self.how == "at_least":
            passed = value >= self.bound
            text = translate("Checks", "{step}, row {row}, column {column}: {value}, at least {bound}")
        elif self.how == "at_most":
            passed = value <= self.bound
            text = translate("Checks", "{step}, row {row}, column {column}: {value}, at most {bound}")
        else:
            passed = abs(value - self.bound) <= self.within
            text = translate("Checks", "{step}, row {row}, column {column}: {value}, wanted {bound} ± {within}")
        name = step_name(self.step, trace.n_heads)
        return CheckResult(passed, value, self.bound, text.format(
            step=_capitalised(name), row=self.row + 1, column=self.col + 1, value=v, bound=b,
            within=shown(self.within, self.within)[0]))


#: Every predicate by its name in a file.
PREDICATES: dict[str, type[Check]] = {
    c.predicate: c for c in (Weight, NoFuture, OneHot, WeightsClose, Symmetric, OutputClose, RowsClose, Value)}


def evaluate(checks: tuple[Check, ...], trace: Trace) -> tuple[CheckResult, ...]:
    """Every check's result on ``trace``, in the exercise's order."""
    return tuple(check.evaluate(trace) for check in checks)
