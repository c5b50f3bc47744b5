"""The Step by step cards' widest token labels, measured ahead on the job runner.

The cards' sizes need their widest label, and 16 384 labels took 44 ms of raising
the tab: when the tokens change (a file opened, a resize) they are measured by a
job of the lowest priority, and the measure is kept (``painting.widest_label``);
fewer labels are measured in line when the tab needs them.
"""

from __future__ import annotations

from PySide6.QtGui import QFont

from explorer.app.jobs import Job, JobRunner, Priority, inline
from explorer.core.session import Session
from explorer.export.painting import widest_label

#: The runner's purpose.
MEASURE = "measure labels"
#: Measuring a label takes about as long as this many multiply-adds (the size policy's unit): 16 384
#: took 28–44 ms, a recompute of 42 M multiply-adds 4 ms. From about 2 500 they are measured ahead.
LABEL_WORK = 25_000


def measure_ahead(jobs: JobRunner, font: QFont, session: Session, measured: tuple | None) -> tuple | None:
    """Measure ``session``'s tokens in ``font`` ahead unless they were (``measured``) or are few;
    returns what is measured now (the next call's ``measured``)."""
    tokens = (session.tokens, session.key_tokens)
    labels = set(tokens)  # self-attention's keys are its queries: measured once
    if tokens == measured or inline(sum(map(len, labels)) * LABEL_WORK):
        return measured
    font = QFont(font)

    def measure(job: Job) -> None:
        for t in labels:
            job.check()  # other tokens came meanwhile: theirs is the measure wanted
            widest_label(font, t)

    jobs.submit(MEASURE, measure, priority=Priority.AHEAD)
    return tokens
