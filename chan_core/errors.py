"""The one error type the engine raises.

Every bad input (an unknown card name, a fifth copy of a kind, a wrong card
count, a missing scenario field, a broken rules file) raises :class:`ChanError`
with a message in Vietnamese that names the card, the count or the field.
Callers (the CLI, the app) show ``str(err)``; they never show a traceback.
"""
from __future__ import annotations


class ChanError(ValueError):
    """Bad input to the engine.

    Attributes:
        message: Vietnamese text naming the offending card, count or field.
        field: dotted path of the scenario field at fault (``"hand"``,
            ``"melds[1].cards"``), or ``None`` when not tied to one field.
        scenario: the scenario ``id`` when raised while evaluating a scenario.
    """

    def __init__(self, message: str, *, field: str | None = None, scenario: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field
        self.scenario = scenario

    def with_context(self, *, field: str | None = None, scenario: str | None = None) -> "ChanError":
        """Return a copy that also names ``field`` (prefixed) and ``scenario``."""
        f = self.field
        if field:
            f = field if not f else (f if f.startswith(field) else f"{field}.{f}")
        return ChanError(self.message, field=f, scenario=scenario or self.scenario)

    def __str__(self) -> str:
        return self.message
