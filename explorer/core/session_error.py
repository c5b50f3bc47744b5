"""The one error a session (or any part of one) that cannot be used raises.

Its own module, needing nothing, so that the rules a session is checked by
(:mod:`explorer.core.attention.variants` among them) can raise it without importing the
session class that imports them.
"""

from __future__ import annotations

from explorer.core.wording import translate


class SessionError(ValueError):
    """A session (or a part of one) that cannot be used.

    ``field`` names where the problem is ("heads[0].w_q"), ``row``/``col`` the
    cell for a matrix; ``str(err)`` is one line a person can act on.
    """

    def __init__(self, field: str, message: str, row: int | None = None, col: int | None = None):
        self.field = field
        self.row = row
        self.col = col
        self.detail = message
        where = field
        if row is not None and col is not None:
            where = f"{field}[{row}][{col}]"
        elif row is not None:
            where = f"{field}[{row}]"
        super().__init__(translate("SessionError", "{where}: {message}").format(where=where, message=message)
                         if where else message)


class ArgumentError(SessionError):
    """An argument of the Python API that cannot be used (a wrong shape, a number that
    is not finite, an unknown step or preset).

    ``field`` is the argument's name as the caller wrote it ("W_Q", "head", "step"),
    so ``str(err)`` reads "W_Q: expected …"; a command line names the same field as
    its option ("argument --head: …"). A :class:`SessionError`, so a ValueError.
    """
