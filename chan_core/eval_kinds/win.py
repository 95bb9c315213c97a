"""``kind: win`` — a claimed ù → ``valid``, ``reason``, ``chan``, ``ca`` (+ cước and points), SPEC.

``warnings`` are ``reach.*`` facts for a board that cannot happen (:mod:`chan_core.reachability`).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated

from chan_core.errors import ChanError
from chan_core.eval_kinds import read
from chan_core.eval_kinds.score import read_options
from chan_core.scenario import ContextField, HandField, MeldsField, OptionalCard, OptionalHand, choice, kind_model
from chan_core.scoring import score_win
from chan_core.win import DRAWN_BY, SOURCES, WinInput, check_u

SOURCE = {"seed": "001", "section": "IV. ĐÁNH BÀI (Ù); V. CƯỚC"}

Model = kind_model("win", "variant", "options", context=(ContextField, frozenset()), dealt_hand=(OptionalHand, None),
                   hand=(HandField, ...), melds=(MeldsField, ()), winning_card=(OptionalCard, None),
                   source=(Annotated[str | None, choice(SOURCES, None)], None),
                   drawn_by=(Annotated[str | None, choice(DRAWN_BY, None)], None))


def read_win(sc) -> WinInput:
    """The :class:`WinInput` of a win/xuong scenario (a dict, read with :class:`Model`, or a model)."""
    if isinstance(sc, Mapping):
        sc = read(Model, {k: v for k, v in sc.items() if k in Model.model_fields}, "win")
    if sc.winning_card is None and "thien_u" not in sc.context:
        raise ChanError("field.missing", name="winning_card", field="winning_card")
    return WinInput(hand=sc.hand, melds=sc.melds, winning_card=sc.winning_card, source=sc.source,
                    drawn_by=sc.drawn_by, context=sc.context, dealt_hand=sc.dealt_hand)


def evaluate(sc) -> dict:
    """Validity, then cước and points; ù xuông the làng does not allow is not valid (001 §V, §VI, §VIII)."""
    w = read_win(sc)
    u = check_u(w)
    opts = read_options(sc)
    ws = score_win(w, opts, uc=u)
    out = {
        "valid": ws.valid,
        "reason": ws.reason,  # the ù check's, else why no cước was found (ù xuông not allowed)
        "chan": u.chan,
        "ca": u.ca,
        "layout": u.layout.as_dict(),
        "facts": {k: getattr(u, k) for k in ("bach_thu", "bach_thu_chi", "chiu_u", "u_bon", "chi", "thien_u")},
        "warnings": list(u.warnings),
        "source_ref": SOURCE,
    }
    return {**out, **ws.as_dict(), "variant": opts.variant}
