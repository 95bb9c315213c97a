"""Sentences of a special hand's verdict, the Mậu binh house rules and the round against three bots."""
from __future__ import annotations

from words.i18n import N_, WORDS
from words.phrases import each, tables
from words.phrases.mau_binh import _special_name, rank_word

_ = WORDS.gettext


def _check_special(fact, say) -> str:
    """``mau_binh.check.special`` (``special``, ``ordered``): a special hand is never lủng."""
    if fact["ordered"]:
        return _(N_("Mậu binh «{name}»: thắng luôn, không cần so chi.")).format(name=_special_name(fact["special"]))
    return _(N_("Mậu binh «{name}»: thắng luôn, không cần so chi — có mậu binh thì không xét lủng, "
                "dù chi xếp không đúng thứ tự.")).format(name=_special_name(fact["special"]))


def _nam_doi_mot_xam(fact, say) -> str:
    """``mau_binh.special.nam_doi_mot_xam`` (``pairs``, ``three``)."""
    pairs = ", ".join(_(N_("đôi {rank}")).format(rank=rank_word(r)) for r in fact["pairs"])
    return _(N_("5 đôi ({pairs}) và xám {three}.")).format(pairs=pairs, three=rank_word(fact["three"]))


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n).replace("-", "−")


def _points(msgid: str):
    def render(fact, say) -> str:
        return _(msgid).format(**{k: _signed(v) if k in ("points", "best") else v for k, v in fact})
    return render


_S = tables(__name__)
TEMPLATES = _S["TEMPLATES"]

RENDERERS = {
    **each(_S["points"], _points),
    "mau_binh.check.special": _check_special,
    "mau_binh.special.nam_doi_mot_xam": _nam_doi_mot_xam,
}
