"""Sentences of the meld facts (:mod:`chan_core.melds`): a meld on the mat that cannot be."""
from __future__ import annotations

from chan_core.melds import MELD_NAMES
from words.i18n import N_, WORDS
from words.phrases import tables

_ = WORDS.gettext

TEMPLATES = tables(__name__)["TEMPLATES"]


def _codes(fact) -> str:
    return " ".join(k.code for k in fact["cards"])


def _size(fact, say) -> str:
    return _(N_("Bộ {meld} phải có {size} lá, ở đây có {n} ({codes}).")).format(
        meld=MELD_NAMES[fact["type"]], size=fact["size"], n=fact["n"], codes=_codes(fact))


def _not_alike(fact, say) -> str:
    return _(N_("Bộ {meld} phải gồm các lá giống hệt nhau, không phải «{codes}».")).format(
        meld=MELD_NAMES[fact["type"]], codes=_codes(fact))


def _ca_chi_chi(fact, say) -> str:
    return _(N_("Chi chi không thành cạ được («{codes}»).")).format(codes=_codes(fact))


def _not_ca(fact, say) -> str:
    return _(N_("Cạ là hai quân cùng số khác chất; «{codes}» không phải cạ.")).format(codes=_codes(fact))


def _not_mapping(fact, say) -> str:
    return _(N_("Mỗi bộ dưới chiếu phải có dạng {type: an_chan|an_ca|chiu, cards: \"…\"}."))


RENDERERS = {"meld.size": _size, "meld.not_alike": _not_alike, "meld.ca_chi_chi": _ca_chi_chi,
             "meld.not_ca": _not_ca, "meld.not_mapping": _not_mapping}
