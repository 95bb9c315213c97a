"""The one door from lessons to the engine: evaluate a scenario dict.

Lessons never type an answer; they hand a scenario (SPEC "Scenario files") to
:func:`evaluate` and read the result. The engine is built by several people
at once, so a scenario kind whose evaluator is not there yet raises
:class:`KindUnavailable` (the lesson page shows a notice, tests skip with the
kind named) instead of failing.

Besides the SPEC kinds (``hand``, ``win``, ``score``, ``xuong``, ``action``,
``boc_cai``) lessons may use ``deck``: questions about the deck itself
(``cards`` → which are red, each card's bốc-cái number, how many cards in
all), answered from ``chan_core.cards`` (rules/deck.yaml, seed 001 §I–II).
"""
from __future__ import annotations

import importlib
from typing import Any

from chan_core.errors import ChanError
from learning.i18n import N_, _

ENGINE_KINDS = ("hand", "win", "score", "xuong", "action", "boc_cai")
LOCAL_KINDS = ("deck",)
ALL_KINDS = ENGINE_KINDS + LOCAL_KINDS

# What each kind needs, in words, for the "not available yet" notice (msgids: shown with _()).
KIND_NAMES = {
    "hand": N_("xếp bài và tính quân chờ"),
    "win": N_("kiểm tra ù và tìm cước"),
    "score": N_("tính điểm"),
    "xuong": N_("chấm xướng"),
    "action": N_("bắt lỗi"),
    "boc_cai": N_("bốc cái"),
    "deck": N_("bộ bài"),
}


class KindUnavailable(Exception):
    """The engine cannot answer this scenario kind yet.

    ``kind``: the scenario kind; ``detail``: why (module missing, not
    implemented). ``str()`` is a notice for the learner in the language current
    when it was raised.
    """

    def __init__(self, kind: str, detail: str = ""):
        self.kind = kind
        self.detail = detail
        what = _(KIND_NAMES[kind]) if kind in KIND_NAMES else kind
        super().__init__(
            _("Phần máy chấm «{what}» ({kind}) chưa sẵn sàng: {detail}").format(what=what, kind=kind, detail=detail)
            if detail else _("Phần máy chấm «{what}» ({kind}) chưa sẵn sàng").format(what=what, kind=kind)
        )


def _deck(sc: dict) -> dict:
    """Answer a ``deck`` scenario: ``cards`` (optional) → facts about them.

    Returns ``{"cards": [codes], "red": [codes of red cards, in order given],
    "n_red": int, "numbers": {code: bốc-cái number}, "total": 100,
    "kinds": 25, "copies": 4}``. Source: seed 001 §I (25 kinds × 4), §V.13 (red cards),
    §II (chi = 1 … cửu = 9).
    """
    from chan_core.cards import COPIES, KINDS, parse_cards

    try:
        cards = parse_cards(sc.get("cards"))
    except ChanError as e:
        raise e.with_context(field="cards") from None
    return {
        "cards": [k.code for k in cards],
        "red": [k.code for k in cards if k.red],
        "n_red": sum(k.red for k in cards),
        "numbers": {k.code: k.boc_cai_number for k in cards},
        "number": cards[0].boc_cai_number if cards else None,
        "total": len(KINDS) * COPIES,
        "kinds": len(KINDS),
        "copies": COPIES,
    }


def _module_for(kind: str):
    try:
        return importlib.import_module(f"chan_core.eval_kinds.{kind}")
    except ModuleNotFoundError as e:
        if e.name and (e.name.startswith("chan_core.eval_kinds") or e.name == "chan_core.eval_kinds"):
            raise KindUnavailable(kind, _("chưa có mô-đun {module}").format(module="chan_core.eval_kinds." + kind)) from None
        raise KindUnavailable(kind, _("thiếu mô-đun {module}").format(module=e.name)) from None
    except ImportError as e:
        raise KindUnavailable(kind, _("lỗi nạp: {error}").format(error=e)) from None


def evaluate(sc: dict) -> dict[str, Any]:
    """Evaluate one scenario dict (SPEC format) and return the engine's answer.

    Raises :class:`KindUnavailable` when the kind's evaluator is not there
    (or raises ``NotImplementedError``), :class:`ChanError` (Vietnamese,
    naming the field) when the scenario is wrong.
    """
    if not isinstance(sc, dict) or "kind" not in sc:
        raise ChanError(_("Tình huống thiếu trường «kind»."), field="kind")
    kind = sc["kind"]
    if kind == "deck":
        return _deck(sc)
    if kind not in ENGINE_KINDS:
        raise ChanError(_("Loại tình huống «{kind}» không có; chỉ có: {kinds}.").format(kind=kind, kinds=", ".join(ALL_KINDS)),
                        field="kind")
    mod = _module_for(kind)
    if getattr(mod, "evaluate", None) is None:
        raise KindUnavailable(kind, _("mô-đun chưa có hàm evaluate"))
    # The core's dispatcher adds id/kind and names the scenario in errors.
    dispatch = getattr(importlib.import_module("chan_core.eval_kinds"), "evaluate", None) or mod.evaluate
    try:
        out = dispatch(dict(sc))
    except NotImplementedError as e:
        raise KindUnavailable(kind, str(e)) from None
    return dict(out)


# ---- normalising answers (the engine may return plain values or dicts) ----

def codes(xs: Any) -> list[str]:
    """Card codes from a list of codes or of dicts (``{"card": "6V", …}``)."""
    out = []
    for x in xs or []:
        if isinstance(x, dict):
            x = next((x[k] for k in ("card", "kind", "code") if k in x), None)
        if isinstance(x, (list, tuple)):
            out.extend(codes(x))
        elif x is not None:
            out.append(str(x))
    return out


def numbers(xs: Any) -> list[int]:
    """Lỗi numbers from a list of ints or of dicts (``{"number": 7, …}``)."""
    out = []
    for x in xs or []:
        if isinstance(x, dict):
            x = next((x[k] for k in ("number", "loi", "id") if k in x), None)
        if x is not None:
            out.append(int(x))
    return sorted(set(out))


def cuoc_counts(d: Any) -> dict[str, int]:
    """``{cuoc_id: count}`` from a dict or a list of ``{"id", "count"}``."""
    if isinstance(d, list):
        d = {x.get("id"): x.get("count", 1) for x in d if isinstance(x, dict)}
    return {k: int(v) for k, v in (d or {}).items() if v}
