"""The thirteen ideas of the reference text that the app teaches, in the text's own words.

The window teaches them on its cards, in its own words (:mod:`explorer.app.cards`);
a lecture deck carries each on the page of the step it belongs to, quoted, so
the slides say what the text says. Each quote is a verbatim piece of the text
(its spelling kept), so a reader can find it there. Plain data, no Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from explorer.core.wording import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True)
class Idea:
    """One idea: a short ``name`` (what it teaches), the step id whose page carries it,
    and the text's words (``quotes``, in the text's order). ``instead`` is the step whose
    page carries it when the lecture has no ``step`` (a head without a mask learns why
    a decoder masks on the softmax's page). ``by_mode`` gives other words for a mode
    (cross-attention's queries and keys come from two sequences)."""

    name: str
    step: str
    quotes: tuple[str, ...]
    instead: str = ""
    by_mode: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def words(self, mode: str) -> tuple[str, ...]:
        """The quotes this mode's deck shows, in the chosen language (the text's own words in English)."""
        return tuple(translate("Ideas", quote) for quote in dict(self.by_mode).get(mode, self.quotes))


#: The ideas in the order of the lecture.
IDEAS: tuple[Idea, ...] = (
    Idea("Three linear transformations make each word's query, key and value", "q",
         (QT_TRANSLATE_NOOP("Ideas", "each embedding experiences three separate linear transformations (by "
                                     "multiplying it by 3 weight matrices) resulting in three vectors — query, "
                                     "key, and value"),)),
    Idea("The weights start random and are learned", "q",
         (QT_TRANSLATE_NOOP("Ideas", "The proper weights are learned through training."),
          QT_TRANSLATE_NOOP("Ideas", "Each weight matrix is initialized randomly"))),
    Idea("Distinct weights: a score is not a vector's dot product with itself", "k",
         (QT_TRANSLATE_NOOP("Ideas", "resultant vectors each learn some different information about the embedding"),
          QT_TRANSLATE_NOOP("Ideas", "we don’t want to just derive the dot product of the vector with itself"))),
    Idea("A query is compared to the keys; the weights go to the values", "v",
         (QT_TRANSLATE_NOOP("Ideas", "comparing a query to a set of keys and assigning weights to the corresponding "
                                     "values"),)),
    Idea("Which sequences the queries, keys and values come from", "v",
         (QT_TRANSLATE_NOOP("Ideas", "In self-attention, where queries, keys, and values all come from the same "
                                     "sequence"),),
         by_mode=(("cross", (QT_TRANSLATE_NOOP("Ideas", "CROSS ATTENTION: Encoder - keys and values Decoder - "
                                                        "queries"),)),)),
    Idea("The dot products include each word with itself", "scores",
         (QT_TRANSLATE_NOOP("Ideas", "the key vector of each word in the sequence — including itself"),),
         by_mode=(("cross", ()),)),  # the keys are the other sequence's words: no word meets itself
    Idea("Read the scores like a correlation matrix", "scores",
         (QT_TRANSLATE_NOOP("Ideas", "Think correlation matrix where the relationships between any two members can "
                                     "be found by their intersections. In this case, the members are words and "
                                     "their intersections are attention scores."),)),
    Idea("Divide by the square root of d_k", "scaled",
         (QT_TRANSLATE_NOOP("Ideas", "Then divide each of the results by square root of the dimension of key "
                                     "vector. This is the scaled attention score."),)),
    Idea("A decoder masks the future: no cheating on next-token prediction", "masked",
         (QT_TRANSLATE_NOOP("Ideas", "Encoder - each token attends to all tokens in seq. Decoder - each token "
                                     "attends only to tokens on the LEFT - future tokens are masked (to avoid "
                                     "cheating during next token prediction)."),),
         instead="weights"),
    Idea("The softmax makes each row a probability distribution", "weights",
         (QT_TRANSLATE_NOOP("Ideas", "A softmax turns these weights into a probability distribution, emphasizing "
                                     "the most important elements."),
          QT_TRANSLATE_NOOP("Ideas", "Pass them through a softmax function, so that values are contained between 0 "
                                     "and 1."))),
    Idea("Each value vector is multiplied by its weight", "weighted_values",
         (QT_TRANSLATE_NOOP("Ideas", "Take each value vectors and calculate the dot product with output of softmax "
                                     "f(x)."),)),
    Idea("The output is the sum of the weighted values", "output",
         (QT_TRANSLATE_NOOP("Ideas", "The output is a weighted sum of values, where higher weights go to elements "
                                     "most relevant to the query."),
          QT_TRANSLATE_NOOP("Ideas", "Add all weighted value vectors together."))),
    Idea("The output holds each word's context", "output",
         (QT_TRANSLATE_NOOP("Ideas", "This matrix holds the contextual information for each embedding."),)),
)


def quoted(quotes: Sequence[str]) -> str:
    """The text's words as one quotation: its pieces joined by " … " (they keep the text's order)."""
    return "\u201c" + " \u2026 ".join(quotes) + "\u201d"


def ideas_on(step_id: str, steps: Sequence[str], mode: str) -> tuple[str, ...]:
    """The quotations on the page of ``step_id`` in a deck whose lecture walks ``steps`` (step ids):
    the step's own ideas first, then those it carries for a step the lecture lacks."""
    own = [idea for idea in IDEAS if idea.step == step_id]
    carried = [idea for idea in IDEAS if idea.instead == step_id and idea.step not in steps]
    return tuple(quoted(idea.words(mode)) for idea in own + carried if idea.words(mode))
