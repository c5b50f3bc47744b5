"""The Step by step tab's stage rows: one captioned row per stage of the reference
text (the registry's :data:`~explorer.core.attention.text_steps.STAGES`), each with a
flow layout the step cards sit in, and the placing of the cards in those flows in
pipeline order (the heads grid first in its row). The panel
(:class:`explorer.ui.steps.steps_tab.PipelinePanel`) keeps the rows, captions and flows
these build.
"""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from explorer.core.attention.step_keys import parse_key
from explorer.core.attention.steps import stage_of
from explorer.core.attention.text_steps import STAGES, stage_caption
from explorer.app.cards import CardContent
from explorer.ui.window.flow_layout import FlowLayout
from explorer.ui.window.fonts import scaled_font


def build_stage_rows(rows: QVBoxLayout) -> tuple[dict[str, QWidget], dict[str, QLabel], dict[str, FlowLayout]]:
    """Add a captioned row per stage to ``rows``: the rows, their captions and their flows, by stage."""
    stage_rows: dict[str, QWidget] = {}
    stage_labels: dict[str, QLabel] = {}
    flows: dict[str, FlowLayout] = {}
    for stage, _caption in STAGES:
        row = QWidget()
        box = QVBoxLayout(row)
        box.setContentsMargins(0, 6, 0, 6)
        label = QLabel(stage_caption(stage))  # in the chosen language (STAGES holds the English)
        label.setWordWrap(True)  # a caption wider than the tab (150 % zoom) must not widen the page
        scaled_font(label, 1.1, bold=True)
        label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        box.addWidget(label)
        stage_labels[stage] = label
        flow = FlowLayout()
        box.addLayout(flow)
        rows.addWidget(row)
        stage_rows[stage] = row
        flows[stage] = flow
    return stage_rows, stage_labels, flows


def order_cards(flows: dict[str, FlowLayout], cards: dict[str, QWidget], heads_card: QWidget,
                contents: list[CardContent]) -> None:
    """Put each card in its stage's flow, in pipeline order (heads grid first in its row)."""
    for stage, _caption in STAGES:
        flow = flows[stage]
        wanted = [cards[c.key] for c in contents if stage_of(parse_key(c.key)[0]) == stage]
        if stage == "heads":
            wanted.insert(0, heads_card)
        current = [flow.itemAt(i).widget() for i in range(flow.count())]
        if current != wanted:
            while flow.count():
                flow.takeAt(0)
            for card in wanted:
                flow.addWidget(card)
            flow.invalidate()
