"""The pipeline slide: every step of one head on one 16:9 slide.

Two rows of cards, read left to right like the reference text and numbered as
it numbers them (:mod:`explorer.core.attention.text_steps`): "Step 1 – Linear
transformations" (Q, K, V), then 1–5, scores → scaled → (masked) → weights →
output, each card with the text's number and name of its step, its title,
formula, shape and small labelled matrix,
and the whole formula at the top or the foot. Under the title, the head, the
mode, d_k and the tokens, wrapped to the slide's width. The cards are sized by
:mod:`explorer.export.slide_plan`. 1280 × 720 logical pixels: at 96 per inch
that is the 13.33 × 7.5 in widescreen slide of presentation programs.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath

from explorer.core.io.safe_text import plain
from explorer.core.session import Session
from explorer.core.attention.steps import is_diverging
from explorer.core.attention.text_steps import score_row_label, text_step
from explorer.core.attention.trace import Trace
from explorer.core.attention.what_if_text import attention_formula, what_if_note, without_note
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.export.colormaps import map_name, scale_for
from explorer.export.formula import escape, from_ascii
from explorer.export.matrix_block import MatrixBlock, finite_unmasked
from explorer.export.options import FigureOptions
from explorer.export.painting import arrow, draw_formula, draw_text, elide, font, formula_width, line_height, text_width
from explorer.export.slide_plan import CARD_GAP, CARD_PAD, LOOKS, SHORTENED, THINNED, WHOLE, Look, Plan, Planner
from explorer.export.theme import theme
from explorer.export.view import ExportError, MatrixView, matrix_view
from explorer.app.identity import head_name

WIDTH, HEIGHT = 1280.0, 720.0
ROW_GAP = 14.0
ROW1 = ("q", "k", "v")
ROW2 = ("scores", "scaled", "masked", "weights", "output")
#: A variant's own step in the place of the plain one it changes: the soft-capped scores are
#: what the mask and the softmax read, linear attention's kernel scores replace q·kᵀ.
INSTEAD = {"scaled": "softcapped", "scores": "kernel_scores"}


def row_two(present: set[str]) -> tuple[str, ...]:
    """The scores' row of a head's steps ``present``: :data:`ROW2`, a variant's step in its place."""
    return tuple(INSTEAD[sid] if INSTEAD.get(sid) in present else sid for sid in ROW2)


#: The text's steps the slide has no card for, said on the card that does them with its own:
#: Z = A·V multiplies the values by the weights (4) and adds them (5).
FOLDED = {"output": ("weighted_values",)}
MODE_NAMES = {"self": QT_TRANSLATE_NOOP("Slide", "self-attention"),
              "causal": QT_TRANSLATE_NOOP("Slide", "masked (causal) self-attention"),
              "cross": QT_TRANSLATE_NOOP("Slide", "cross-attention")}
#: The header lists at most this many tokens ("… and 24 more"): past it the cards cannot
#: label every token either, and the list would push the cards off the slide.
MAX_LISTED = 16
_SEP = "  \u00b7  "
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_BRAND = "Attention Explorer"


class _Card:
    def __init__(self, view: MatrixView, options: FigureOptions, what_if: str = "", kickers: list[str] | None = None):
        self.view = view
        #: The text's numbers and names of what the card does, as markup (√d_k set as the formulas set
        #: it); none for Q, K, V, whose row's label says "Step 1 – Linear transformations".
        self.labels = list(kickers or [])
        self.kickers = [from_ascii(k) for k in self.labels]
        self.kicker_lines: list[str] = []
        # The slide's header says the What-if state once; a card keeps its short title and
        # formula (S′'s own card still defines S′: "S′ = S  (√d_k scaling off)").
        self.title = without_note(view.title, what_if)
        formula = view.formula if view.step_id == "scaled" else without_note(view.formula, what_if)
        self.scale = scale_for(finite_unmasked(view), options.colormap, probabilities=view.probabilities,
                               dark=options.theme == "dark")
        self.formula = from_ascii(formula)
        self.rect = QRectF()
        self.block: MatrixBlock | None = None
        self.lines: list[str] = []


def wrap_units(units: list[tuple[str, str]], f: QFont, width: float) -> list[str]:
    """Markup ``units`` (each with the joiner that goes before it) set in lines of at most
    ``width``: a unit is never split, and a line never starts with its joiner."""
    lines: list[str] = []
    for joiner, unit in units:
        if lines and formula_width(f, lines[-1] + joiner + unit) <= width:
            lines[-1] += joiner + unit
        else:
            lines.append(unit)
    return lines


class PipelineFigure:
    """All steps of head ``head`` as one lecture slide.

    Cells and fonts are sized to the room (:mod:`explorer.export.slide_plan`):
    every token's label whole at the largest size that fits, the numbers
    where they fit at 60 % of the labels' size or more, the attention weights'
    first. A long sentence gets tighter margins and smaller furniture before
    any label is shortened; only a sequence too long for that shortens or
    thins the labels, and the footer says so.
    """

    width = WIDTH
    height = HEIGHT

    def __init__(self, trace: Trace, head: int = 0, options: FigureOptions | None = None,
                 session: Session | None = None):
        if not 0 <= head < trace.n_heads:
            raise ExportError(translate("Slide", "no head {head}: this session has {count} head(s)").format(
                head=head, count=trace.n_heads))
        options = options or FigureOptions()
        self.options = options
        self.theme = theme(options.theme)
        self.head = head
        present = {s.id for s in trace.head_steps(head)}
        what_if = what_if_note(trace.scale, trace.temperature)
        self.rows = [[_Card(matrix_view(trace, trace.step(sid, head).key), options, what_if,
                            self._kickers(sid, k == 1, trace.causal, present))
                      for sid in ids if sid in present] for k, ids in enumerate((ROW1, row_two(present)))]
        # Numbered and named as the text (text_steps): "Step 1 – …" above Q, K, V; "1–5 – …" above the rest.
        shown = [sid for c in self.rows[1] for sid in (c.view.step_id, *FOLDED.get(c.view.step_id, ()))]
        self.row_labels = (text_step("q"), score_row_label(shown))
        self.title = translate("Slide", "Scaled dot-product attention") if options.title is None else options.title
        facts, self.token_lists = self._header_parts(trace, head, session)
        self.facts = [markup for markup, _ in facts]
        listed = [(name, ", ".join(plain(t) for t in tokens)) for name, tokens in self.token_lists]
        #: The line under the title as one markup string (the header wraps it: :attr:`header_lines`).
        self.subtitle = _SEP.join(self.facts + [f"{name}: {escape(text)}" for name, text in listed])
        #: The slide in words, every token whole: the PowerPoint picture's alternative text.
        self.description = "; ".join([translate("Slide", "{title}: every step of one head on one slide").format(
                                         title=self.title)]
                                     + [self._outline(label, cards) for label, cards in zip(self.row_labels, self.rows)]
                                     + [text for _, text in facts] + [f"{name}: {text}" for name, text in listed])
        # The formula as computed (What if… may have switched √d_k off), from S′'s own formula.
        self.formula = from_ascii(attention_formula(trace.scale, trace.temperature, trace.session))
        self.formula_font = font(19)
        maps = sorted({c.scale.name for r in self.rows for c in r})
        # Named as the Colours box names them (colormaps.map_name).
        named = (translate("Slide", "{colormap} centred on 0").format(colormap=map_name(m)) if is_diverging(m)
                 else map_name(m) for m in maps)
        self.note = translate("Slide", "Colours: {colormaps}; each card its own range").format(
            colormaps=", ".join(named))
        self._layout()

    @staticmethod
    def _outline(label: str, cards: list[_Card]) -> str:
        """A row in words, numbered as the slide numbers it: "Step 1 – Linear transformations: Queries, …"."""
        return f"{label}: " + ", ".join(f"{c.title} ({', '.join(c.labels)})" if c.labels else c.title for c in cards)

    @staticmethod
    def _kickers(step_id: str, numbered: bool, causal: bool, present: set[str]) -> list[str]:
        """The text's labels a card carries: its own step's and those it folds in, in the text's order."""
        if not numbered:
            return []
        ids = [s for s in FOLDED.get(step_id, ()) if s in present] + [step_id]
        return [label for label in (text_step(s, causal) for s in ids) if label]

    @staticmethod
    def _header_parts(trace: Trace, head: int, session: Session | None) -> tuple[list[tuple[str, str]], list]:
        """The facts under the title as (markup, text): the head, the mode, d_k, What if…; and the
        token lists ("tokens", "source") as (name, tokens)."""
        # An imported head by who it is ("all-MiniLM-L6-v2 · layer 6 · head 12").
        who = session if session is not None else trace.session
        name = head_name(who, head, capital=False, of=trace.n_heads)
        facts = [(escape(name), name)]
        lists: list[tuple[str, tuple[str, ...]]] = []
        if session is not None:
            mode = translate("Slide", MODE_NAMES[session.mode]) if session.mode in MODE_NAMES else session.mode
            facts.append((mode, mode))
            lists.append((translate("Slide", "tokens"), tuple(session.tokens)))
            if session.mode == "cross":
                lists.append((translate("Slide", "source"), tuple(session.key_tokens)))
        # d_k before the tokens: the list may wrap, d_k stays on the first line.
        d_k = trace.step("q", head).shape[1]
        facts.append((f"d_{{k}} = {d_k}", f"d_k = {d_k}"))
        what_if = what_if_note(trace.scale, trace.temperature)
        if what_if:  # the cards' titles leave it to this line; the note has no other markup
            facts.append((what_if.replace("√d_k", "\\sqrt{d_{k}}"), what_if))
        return facts, lists

    def _header_units(self, f: QFont, width: float) -> list[tuple[str, str]]:
        """The line under the title as units :func:`wrap_units` never splits: each fact, each token."""
        units = [("" if k == 0 else _SEP, fact) for k, fact in enumerate(self.facts)]
        for name, tokens in self.token_lists:
            shown = list(tokens[:MAX_LISTED])
            # Only a token wider than half the slide is shortened (no 20-letter word ever is).
            texts = [escape(elide(f, plain(t), width / 2)) for t in shown]
            for k, text in enumerate(texts):
                comma = "," if k < len(texts) - 1 or len(tokens) > len(shown) else ""
                units.append((_SEP, f"{name}: {text}{comma}") if k == 0 else (" ", text + comma))
            if len(tokens) > len(shown):
                units.append((" ", translate("Slide", "… and {count} more").format(count=len(tokens) - len(shown))))
        return units

    @property
    def cards(self) -> list[_Card]:
        return [c for r in self.rows for c in r]

    # -- layout ----------------------------------------------------------------
    def _layout(self) -> None:
        # Every token whole: in the slide's own sizes, or in the tighter ones when their plan
        # reads better (more numbers, the weights' own row labels). Only then shortened labels,
        # and past that every k-th label (long sequences).
        for tier, looks in ((WHOLE, LOOKS), (SHORTENED, LOOKS[:1]), (THINNED, LOOKS[:1])):
            chosen: tuple[Look, Plan] | None = None
            for look in looks:
                plan = self._plan_in(look, tier)
                if plan is not None and (chosen is None or plan.score() > chosen[1].score()):
                    chosen = (look, plan)
                if chosen is not None and chosen[1].score() == self.planner.best_score():
                    break
            if chosen is not None:
                look, plan = chosen
                self._use_look(look)
                self.footer_lines = self._footer_lines(plan)
                #: How honest the labels are: WHOLE (every token whole), SHORTENED or THINNED.
                self.tier = tier
                self.plan = plan
                self._place(plan)
                return
        n = self.rows[1][0].view.shape[0]
        raise ExportError(translate("Slide", "{count} tokens do not fit on one slide; export single steps instead")
                          .format(count=n))

    def _plan_in(self, look: Look, tier: str) -> Plan | None:
        """The best plan of ``tier`` in ``look``, with room for the footer its notes need."""
        self._use_look(look)
        footer_lines = 1
        for _ in range(3):  # the notes depend on the plan, the plan on the footer's height
            plan = self._search(tier, footer_lines)
            if plan is None or len(self._footer_lines(plan)) <= footer_lines:
                return plan
            footer_lines = len(self._footer_lines(plan))
        return None

    def _use_look(self, look: Look) -> None:
        self.look = look
        self.margin = look.margin
        self.title_font = font(look.title_px, bold=True)
        self.subtitle_font = font(look.subtitle_px)
        self.row_font = font(look.row_px, bold=True)
        self.note_font = font(look.note_px)
        self.planner = Planner(self.rows, self.options, self.theme, look)
        self.card_title_font = self.planner.card_title_font
        self.card_formula_font = self.planner.card_formula_font
        inner = WIDTH - 2 * self.margin
        # The whole formula sits at the right of the title when both fit, else at the foot.
        self.formula_in_header = (text_width(self.title_font, self.title) + 48
                                  + formula_width(self.formula_font, self.formula) <= inner)
        self.header_lines = wrap_units(self._header_units(self.subtitle_font, inner), self.subtitle_font, inner)
        self.header_h = line_height(self.title_font) + 4 + len(self.header_lines) * line_height(self.subtitle_font) + 10
        self.row_label_h = line_height(self.row_font) + 4

    def _footer_lines(self, plan: Plan) -> list[str]:
        """The colours and what the labels leave out, each said once, wrapped beside the brand."""
        parts = [self.note] + [p for b in plan.all_blocks if b.note for p in b.note.split("; ")]
        units = [("" if k == 0 else "; ", escape(p)) for k, p in enumerate(dict.fromkeys(parts))]
        return wrap_units(units, self.note_font, self._note_width())

    def _note_width(self) -> float:
        return WIDTH - 2 * self.margin - text_width(self.note_font, _BRAND) - 24

    def _footer_h(self, lines: int) -> float:
        return lines * line_height(self.note_font) + (0 if self.formula_in_header
                                                      else line_height(self.formula_font) + 8)

    def _search(self, tier: str, footer_lines: int) -> Plan | None:
        inner = WIDTH - 2 * self.margin
        top = self.margin + self.header_h
        budget = HEIGHT - self.margin - self._footer_h(footer_lines) - 10 - top - 2 * self.row_label_h - ROW_GAP
        return self.planner.search(tier, inner, budget)

    def _place(self, plan: Plan) -> None:
        """Cards of each row centred, rows centred in the height left between header and footer."""
        blocks = plan.blocks
        self.planner.shapes = plan.shapes
        for cards, lines, kickers in zip(self.rows, plan.lines, plan.kickers):
            for card, card_lines, kicker_lines in zip(cards, lines, kickers):
                card.lines = card_lines
                card.kicker_lines = kicker_lines
        top = self.margin + self.header_h
        budget = HEIGHT - self.margin - self._footer_h(len(self.footer_lines)) - 10 - top \
            - 2 * self.row_label_h - ROW_GAP
        heights = [max(b.height for b in row) + self.planner.head_h(cards) + 2 * CARD_PAD
                   for cards, row in zip(self.rows, blocks)]
        y = top + max(0.0, budget - sum(heights)) / 2
        self.row_tops = []
        for cards, row, h in zip(self.rows, blocks, heights):
            self.row_tops.append(y)
            y += self.row_label_h
            widths = [max(b.width, self.planner.least_width(c)) + 2 * CARD_PAD for c, b in zip(cards, row)]
            x = (WIDTH - sum(widths) - (len(cards) - 1) * CARD_GAP) / 2
            for card, block, w in zip(cards, row, widths):
                card.block = block
                card.rect = QRectF(x, y, w, h)
                x += w + CARD_GAP
            y += h + ROW_GAP

    # -- painting --------------------------------------------------------------
    def paint(self, p: QPainter) -> None:
        th = self.theme
        m = self.margin
        p.fillRect(QRectF(0, 0, WIDTH, HEIGHT), QColor(th.background))
        inner = WIDTH - 2 * m
        y = m
        h = line_height(self.title_font)
        draw_text(p, QRectF(m, y, inner, h), self.title, self.title_font, th.text, _LEFT)
        if self.formula_in_header:
            draw_formula(p, QRectF(m, y, inner, h), self.formula, self.formula_font, th.text, _RIGHT)
        y += h + 4
        sh = line_height(self.subtitle_font)
        for line in self.header_lines:
            draw_formula(p, QRectF(m, y, inner, sh), line, self.subtitle_font, th.muted, _LEFT)
            y += sh

        for text, row_top, cards in zip(self.row_labels, self.row_tops, self.rows):
            draw_text(p, QRectF(cards[0].rect.left(), row_top, inner, line_height(self.row_font)), text,
                      self.row_font, th.muted, _LEFT)
            for card in cards:
                self._paint_card(p, card)
        row2 = self.rows[1]
        for a, b in zip(row2, row2[1:]):
            yc = a.rect.center().y()
            arrow(p, QPointF(a.rect.right() + 3, yc), QPointF(b.rect.left() - 3, yc), th.rule)

        nh = line_height(self.note_font)
        ny = HEIGHT - m - len(self.footer_lines) * nh
        if not self.formula_in_header:
            fh = line_height(self.formula_font)
            draw_formula(p, QRectF(m, ny - 8 - fh, inner, fh), self.formula, self.formula_font, th.text,
                         Qt.AlignmentFlag.AlignHCenter)
        for k, line in enumerate(self.footer_lines):
            draw_formula(p, QRectF(m, ny + k * nh, self._note_width(), nh), line, self.note_font, th.muted, _LEFT)
        draw_text(p, QRectF(m, HEIGHT - m - nh, inner, nh), _BRAND, self.note_font, th.muted, _RIGHT)

    def _paint_card(self, p: QPainter, card: _Card) -> None:
        th = self.theme
        path = QPainterPath()
        path.addRoundedRect(card.rect, 10, 10)
        p.fillPath(path, QColor(th.panel))
        r = card.rect.adjusted(CARD_PAD, CARD_PAD, -CARD_PAD, -CARD_PAD)
        row = next(cards for cards in self.rows if card in cards)
        kf = self.planner.kicker_font
        # Set at the foot of the row's kicker room, each card's kicker right above its own title.
        top = r.top() + (len(max((c.kicker_lines for c in row), key=len)) - len(card.kicker_lines)) * line_height(kf)
        for k, line in enumerate(card.kicker_lines):
            draw_formula(p, QRectF(r.left(), top + k * line_height(kf), r.width(), line_height(kf)), line, kf,
                         th.muted, _LEFT)
        # Titles of a row share their line whether or not a card has a kicker.
        r.setTop(r.top() + self.planner.kicker_h(row))
        th1 = line_height(self.card_title_font)
        title_w = text_width(self.card_title_font, card.title)
        shape = f"{card.view.shape[0]} \u00d7 {card.view.shape[1]}"
        # The shape goes beside the title when there is room for both.
        if title_w + 12 + text_width(self.card_formula_font, shape) <= r.width():
            draw_text(p, QRectF(r.left(), r.top(), r.width(), th1), shape, self.card_formula_font, th.muted, _RIGHT)
        draw_text(p, QRectF(r.left(), r.top(), r.width(), th1), elide(self.card_title_font, card.title, r.width()),
                  self.card_title_font, th.text, _LEFT)
        fh = line_height(self.card_formula_font)
        for k, line in enumerate(card.lines):
            draw_formula(p, QRectF(r.left(), r.top() + th1 + 3 + k * fh, r.width(), fh), line,
                         self.card_formula_font, th.muted, _LEFT)
        block = card.block
        assert block is not None
        # Blocks of a row share their top, so their grids line up (and can share row labels).
        head_h = self.planner.head_h(row) - self.planner.kicker_h(row)  # r starts below the kickers
        bx = r.left() + (r.width() - block.width) / 2
        block.paint(p, round(bx), round(r.top() + head_h))
