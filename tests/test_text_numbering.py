"""The reference text's numbering is one rule (steps.text_step) read by the cards, the lecture line and the deck."""

from deck_helpers import sentence_session, traced

from explorer.core.attention.steps import STAGES, text_number, text_step
from explorer.export.deck.plan import plan_deck
from explorer.app.frame import Frame
from explorer.app import lecture
from explorer.app.cards import build_cards
from explorer.app.view import View


def test_the_text_numbers_step_1_then_1_to_5_and_names_the_mask():
    assert text_step("q") == text_step("v") == "Step 1 – Linear transformations"
    assert [text_number(s) for s in ("scores", "scaled", "weights", "weighted_values", "output")] == \
        ["1", "2", "3", "4", "5"]
    assert text_step("scaled") == "2 – Divide by √d_k"
    assert text_step("masked") == "Mask: future tokens are masked"  # named, not numbered, as in the text
    assert text_step("masked", causal=False).startswith("Mask")
    assert text_step("concat") == text_step("bias") == ""
    assert dict(STAGES)["scores"].startswith("1–3") and dict(STAGES)["sum"].startswith("4–5")


def test_cards_lecture_and_deck_agree():
    trace = traced(sentence_session(6, mode="causal"))
    keys = lecture.order(trace, 0)
    cards = {c.key: c for c in build_cards(trace, 0, 0)}
    assert cards["heads[0].scores"].title.startswith("1 · ")
    assert cards["heads[0].weights"].title.startswith("3 · ")
    assert cards["heads[0].output"].title.startswith("5 · ")
    assert cards["heads[0].weighted_values"].title.startswith("4 · ")
    assert cards["heads[0].q"].title.startswith("Step 1 · ")
    k = keys.index("heads[0].weights")
    status = lecture.resolve(Frame.of(trace, View(show_all=False, lecture=k))).status
    assert status.startswith("3 – Softmax") and f"card {k + 1} / {len(keys)}" in status
    page = plan_deck(trace, 0).steps[k]
    assert page.kicker.startswith("3 – Softmax") and "Step 6 of" not in page.kicker
