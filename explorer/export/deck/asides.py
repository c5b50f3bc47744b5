"""Pages a lecture deck adds right after a step's own page: why the scores are divided by √d_k.

Plain data, no Qt (as :func:`explorer.export.deck.plan.plan_deck`): the page's
texts, and the numbers its figure is drawn from
(:class:`explorer.core.attention.scaling_demo.ScalingDemo`, sampled once for both).
The figure itself is made by :func:`explorer.export.deck.pages.step_figures`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from explorer.core.attention.scaling_demo import TITLE, kicker, scaling_demo, spread_line, takeaway
from explorer.core.attention.stats import ENTROPY_UNIT
from explorer.core.attention.step_keys import step_key
from explorer.core.attention.trace import Trace
from explorer.core.wording import translate
from explorer.export.deck.page_types import Aside, StepPage

#: The key of the "why √d_k" page (not a step of the trace).
WHY_SQRT_DK = "why_sqrt_dk"
FORMULA = "Var(q\u00b7k) = d_k,   Var(q\u00b7k / \u221ad_k) = 1"


def scaling_aside(trace: Trace, head: int, head_text: str) -> Aside:
    """The chart of the spread of q·k at d_k = 4, 64, 512 and the session's, after ÷ √d_k."""
    d_k = trace.step("q", head).shape[1]
    demo = scaling_demo(d_k)
    if not demo.session_shown:
        mine = translate("Asides", "This session: d_k = {d_k}, √d_k = {root:.3f} (not sampled: past the chart's "
                                   "range)")
    elif not trace.scale:
        mine = translate("Asides", "This session: d_k = {d_k}, √d_k = {root:.3f}; its √d_k scaling is switched off")
    else:
        mine = translate("Asides", "This session: d_k = {d_k}, √d_k = {root:.3f}")
    mine = mine.format(d_k=d_k, root=math.sqrt(d_k))
    facts = (translate("Asides", "q, k: d_k independent standard-normal components each; {samples} pairs per d_k "
                                 "(seed {seed})").format(samples=demo.samples, seed=demo.seed),
             spread_line(demo),
             translate("Asides", "Bars: one query against {keys} keys; H: entropy in {unit} ({even:g} = even)").format(
                 keys=demo.keys, unit=ENTROPY_UNIT, even=math.log2(demo.keys)),
             mine)
    page = StepPage(key=WHY_SQRT_DK, kicker=translate("Asides", "{step}  ·  why  ·  {head}").format(
                        step=kicker(), head=head_text), title=translate("ScalingDemo", TITLE),
                    formula=FORMULA, facts=facts, description=takeaway(demo), footer="")
    return Aside(after=step_key("scaled", head), page=page, data=demo)


def asides_for(trace: Trace, head: int, head_text: str, keys: Sequence[str]) -> tuple[Aside, ...]:
    """The asides of ``head``'s deck, each after a step among ``keys`` (the lecture order)."""
    asides = (scaling_aside(trace, head, head_text),)
    return tuple(a for a in asides if a.after in keys)
