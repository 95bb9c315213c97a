"""The English reading of a xướng (issue 15 item 5).

The xướng is always said in Vietnamese — that is what is said at the table — so a page
shows the phrase as the engine gives it (:func:`chan_core.xuong.say`) and, in English,
an English reading beneath it: each phrase said, in italics, with what it means, taken
from the cước glosses (``gloss_en`` of each cước in ``rules/cuoc.yaml``):

    «Chì ù bạch thủ chi tám đỏ có 2 lèo»
    *chì* (winning on a card at your own cửa chì) · *ù* (I have won) · *bạch thủ chi* (…) ·
    *tám đỏ* (exactly eight red cards) · *có 2 lèo* (2 × each set of cửu vạn, bát sách, chi chi)

The phrases are the engine's own (one ù-word for a run of kinds of ù, «địa chíu ù»; a
bare «ù» after thông/chì; seed 001 §V thứ tự xướng, seed 003 for sanhrong), so the
reading never disagrees with the xướng shown.
"""
from __future__ import annotations

from collections.abc import Sequence

from chan_core.rules import load_rules
from chan_core.xuong import Said, cuoc_info, say
from learning.i18n import N_, _

__all__ = ["BARE_U_GLOSS", "parts", "reading"]

BARE_U_GLOSS = N_("tôi ù: ván này tôi thắng")
"""What a bare «ù» in a xướng means (msgid; the English reading is «I have won»)."""


def parts(items: Sequence[Said], variant: str = "classic") -> list[tuple[str, list[Said]]]:
    """The xướng of ``items`` (:class:`chan_core.xuong.Said`, in the order said) cut into
    what is said: ``[(words, [Said, …]), …]`` — each phrase of :func:`chan_core.xuong.say`
    with the cước it says. One ù-word says a run of kinds of ù («địa chíu ù» → the
    ``dia_u`` and ``chiu_u`` items); a bare «ù» says none (``('ù', [])``). Every item
    appears in exactly one phrase, in order. Raises :class:`chan_core.errors.ChanError`
    as ``say`` does (an unknown cước, a count out of range)."""
    info = cuoc_info()
    items = list(items)
    words = say(items, variant)
    out: list[tuple[str, list[Said]]] = []
    i = 0
    for w in words:
        if i < len(items) and info[items[i].id].group == "u":
            run = []
            while i < len(items) and info[items[i].id].group == "u":
                run.append(items[i])
                i += 1
            out.append((w, run))
        elif w == "ù":
            out.append((w, []))
        else:
            out.append((w, [items[i]] if i < len(items) else []))
            i += 1
    return out


def _gloss(s: Said, specs: dict) -> str:
    spec = specs.get(s.id)
    g = getattr(spec, "gloss_en", None) or (spec.name if spec is not None else s.id)
    return _("{count} × {gloss}").format(count=s.count, gloss=g) if s.count > 1 else g


def reading(items: Sequence[Said], variant: str = "classic") -> str:
    """The English reading of the xướng of ``items`` (markdown, one line): each phrase said
    (:func:`parts`) in italics followed by its meaning in brackets, phrases joined by « · ».
    A cước's meaning is its ``gloss_en``; a count above 1 reads «2 × …»; the cước of one
    ù-word are joined by «; »; a bare «ù» reads :data:`BARE_U_GLOSS`. The words around the
    glosses go through gettext (the reading is meant for English pages). Raises
    :class:`chan_core.errors.ChanError` as :func:`parts` does."""
    specs = {c.id: c for c in load_rules().cuoc}
    bits = []
    for words, said in parts(items, variant):
        gloss = "; ".join(_gloss(s, specs) for s in said) if said else _(BARE_U_GLOSS)
        bits.append(f"*{words}* ({gloss})")
    return " · ".join(bits)
