"""Sentences of a special hand's verdict, the Mậu binh house rules and the round against three bots."""
from __future__ import annotations

from words.i18n import N_, WORDS
from words.phrases import by_flag, each, tables
from words.phrases.mau_binh import _special_name, pairs_said, rank_word

_ = WORDS.gettext


def _nam_doi_mot_xam(fact, say) -> str:
    """``mau_binh.special.nam_doi_mot_xam`` (``pairs``, ``three``)."""
    return _(N_("5 đôi ({pairs}) và xám {three}.")).format(pairs=pairs_said(fact["pairs"]),
                                                          three=rank_word(fact["three"]))


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n).replace("-", "−")


def _points(msgid: str):
    def render(fact, say) -> str:
        return _(msgid).format(**{k: _signed(v) if k in ("points", "best") else v for k, v in fact})
    return render


_S = tables(__name__)

RENDERERS = {
    **each(_S["points"], _points),
    **each(_S["check_special"], by_flag("ordered", lambda fact, say: {"name": _special_name(fact["special"])})),
    "mau_binh.special.nam_doi_mot_xam": _nam_doi_mot_xam,
}
