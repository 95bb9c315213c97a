"""Sentences of the meld facts (:mod:`chan_core.melds`): a meld on the mat that cannot be."""
from __future__ import annotations

from chan_core.melds import MELD_NAMES
from words.i18n import N_, WORDS
from words.phrases import each, tables
from words.phrases.game import plain

_ = WORDS.gettext

_S = tables(__name__)


def _meld(msgid: str):
    """A renderer: ``msgid`` with the meld's name (``meld``), its cards' codes (``codes``), ``size`` and ``n``."""
    def render(fact, say) -> str:
        return _(msgid).format(meld=MELD_NAMES.get(fact.get("type")), codes=" ".join(k.code for k in fact["cards"]),
                               size=fact.get("size"), n=fact.get("n"))
    return render


RENDERERS = {
    **each(_S["meld"], _meld),
    "meld.not_mapping": plain(N_("Mỗi bộ dưới chiếu phải có dạng {type: an_chan|an_ca|chiu, cards: \"…\"}.")),
}
