"""``kind: win`` — a claimed ù → ``valid``, ``reason``, ``chan``, ``ca`` (+ cước and points).

Fields (SPEC): ``hand`` (cards in hand before the winning card), ``melds``,
``winning_card``, ``source`` (boc | danh | tra_cua), ``drawn_by`` (self |
other), ``context`` (thong, thien_u, dia_u, pha_thien), ``dealt_hand``,
``variant``, ``options``.

The answer always carries ``warnings``: facts (``reach.*``) for a board that
cannot happen (SPEC "Impossible boards", :mod:`chan_core.reachability`); the
flags they name are not awarded, the rest is answered as usual. ``reason`` is a
fact too; the command line says them in Vietnamese (:func:`words.answer_texts`).
"""
from __future__ import annotations

from chan_core.scenario import (read_card, read_choice, read_context, read_hand, read_melds)
from chan_core.win import CONTEXTS, DRAWN_BY, SOURCES, UCheck, WinInput, check_u

SOURCE = {"seed": "001", "section": "IV. ĐÁNH BÀI (Ù); V. CƯỚC"}
FIELDS = frozenset({"hand", "melds", "winning_card", "source", "drawn_by", "context", "dealt_hand",
                    "variant", "options"})
"""The fields a ``win`` scenario reads (besides the common ones); any other is refused."""


def read_win(sc: dict) -> WinInput:
    """The :class:`WinInput` of a win/xuong scenario."""
    ctx = read_context(sc, CONTEXTS)
    thien = "thien_u" in ctx
    dealt = read_hand(sc, "dealt_hand", required=False) if sc.get("dealt_hand") else None
    return WinInput(
        hand=read_hand(sc, "hand"),
        melds=read_melds(sc),
        winning_card=read_card(sc, "winning_card", required=not thien),
        source=read_choice(sc, "source", SOURCES, required=False),
        drawn_by=read_choice(sc, "drawn_by", DRAWN_BY, required=False),
        context=ctx,
        dealt_hand=dealt,
    )


def validity(u: UCheck) -> dict:
    """The validity part of the answer."""
    return {
        "valid": u.valid,
        "reason": u.reason,
        "chan": u.chan,
        "ca": u.ca,
        "layout": u.layout.as_dict(),
        "facts": {k: getattr(u, k) for k in ("bach_thu", "bach_thu_chi", "chiu_u", "u_bon", "chi", "thien_u")},
        "warnings": list(u.warnings),
        "source_ref": SOURCE,
    }


def evaluate(sc: dict) -> dict:
    w = read_win(sc)
    u = check_u(w)
    out = validity(u)
    out.update(cuoc_points(sc, w, u))
    return out


def cuoc_points(sc: dict, w: WinInput, u: UCheck) -> dict:
    """The cước/points part of the answer (issue 4): ``cuoc`` ``{id: count}``,
    ``reasons``, ``points`` ``{base, ga, total}``, ``lines``, ``ga_lines`` …;
    ``valid`` becomes false (with the reason) for ù xuông when the làng
    does not allow it. Seed 001 §V, §VI, §VIII."""
    from chan_core.eval_kinds.score import read_options
    from chan_core.scoring import score_win

    opts = read_options(sc)
    ws = score_win(w, opts, uc=u)
    out = ws.as_dict()
    out["variant"] = opts.variant
    if u.valid and not ws.valid:
        out["valid"] = False
        out["reason"] = ws.reason
    return out
