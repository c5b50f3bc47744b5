"""Exercises that check themselves: a session file plus a goal, checks, hints and a
worked solution (:mod:`.format`), the named predicates (:mod:`.checks`), checking an
attempt (:mod:`.attempt`), gradient descent on the editable cells (:mod:`.descent`)
and the shipped course (:mod:`.course`). No Qt."""
