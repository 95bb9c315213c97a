"""Sentences of the Mậu binh facts added with issue 28: the one verdict on a special hand, the
house rules (sảnh rồng, năm đôi một xám, sập làng, bonus tiers) and the round against three bots
(«Chơi Mậu binh»: the settlement, the comparison with the best arrangement)."""
from __future__ import annotations

from words.i18n import N_, WORDS
from words.phrases.mau_binh import num

_ = WORDS.gettext


def _rules():
    from mau_binh.rules import load_rules as load

    return load()


def _special_name(sid: str) -> str:
    return _rules().special(sid).name


def _check_special(fact, say) -> str:
    """``mau_binh.check.special`` (``special``, ``ordered``): a special hand is never lủng."""
    if fact["ordered"]:
        return _(N_("Mậu binh «{name}»: thắng luôn, không cần so chi.")).format(name=_special_name(fact["special"]))
    return _(N_("Mậu binh «{name}»: thắng luôn, không cần so chi — có mậu binh thì không xét lủng, "
                "dù chi xếp không đúng thứ tự.")).format(name=_special_name(fact["special"]))


TEMPLATES: dict[str, str] = {}

RENDERERS = {
    "mau_binh.check.special": _check_special,
}
