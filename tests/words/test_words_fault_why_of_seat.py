"""A tester at a real table: a bot's lỗi was named in the log at once, but why it was one only came after the hand,
and worded to the learner («…mà bạn lấy tứ sách ăn cạ tứ vạn») although the bot did it. ``game.fault.why`` says the
lỗi judge's own detail fact of the seat that made the move (``by_seat`` of ``words/phrases/game_faults.yaml``)."""
from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from chan_core.facts import Fact
from words import gloss_cards, say
from words.i18n import language
from words.phrases import tables

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]
BY_SEAT = tables("words.phrases.game_faults").get("by_seat", {})
RIGHT = Fact("game.seat.right")


def _english(area: str) -> dict[str, str]:
    path = ROOT / f"words/locale/en/LC_MESSAGES/words/words.phrases.{area}.po"
    with path.open("rb") as f:
        return {m.id: m.string for m in read_po(f) if m.id}


def _loi_sentences():
    """(code, Vietnamese, English) of every lỗi sentence of ``words/phrases/loi.yaml`` that is a code's."""
    en = _english("loi")
    for name, table in tables("words.phrases.loi").items():
        if name == "TEMPLATES" or name.startswith("t"):
            for code, msgid in table.items():
                yield code, msgid, en.get(msgid, "")


def test_every_loi_detail_said_to_you_has_a_twin_said_of_a_seat():
    to_you = {code for code, vi, en in _loi_sentences()
              if re.search(r"\bbạn\b", vi) or re.search(r"\byou(r)?\b", en, re.I)}
    assert {"loi.1.committed", "loi.7.committed", "loi.bo_u.committed", "loi.bo_u.after"} <= to_you
    assert sorted(to_you - BY_SEAT.keys()) == []
    en = _english("game_faults")
    for code, msgid in BY_SEAT.items():  # said of the seat: never «bạn», never «you»; English without «was/is»
        assert "{who}" in msgid or code == "loi.bo_u.after", code
        assert not re.search(r"\bbạn\b", msgid) and not re.search(r"\byour?\b", en[msgid], re.I), code
        assert not re.search(r"\{who\} (was|is|has)\b", en[msgid]), code  # «You was»: no agreement with a seat


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_bots_fault_is_explained_of_its_seat(lang):
    detail = Fact("loi.1.committed", card="2N", with_card="2V")
    with language(lang):
        mine = say(detail)
        why = say(Fact("game.fault.why", who=RIGHT, detail=detail))
    if lang == "vi":
        assert mine == "trên tay có nhị văn để ăn chắn mà bạn lại lấy nhị vạn ăn cạ nhị văn"
        assert why == "Bên phải có nhị văn trên tay để ăn chắn mà lại lấy nhị vạn ăn cạ nhị văn"
    else:
        assert mine.startswith("you had another nhị văn")
        assert why == ("Right had another nhị văn (2 of văn) in hand to take it as a chắn, yet used nhị vạn (2 of vạn) "
                       "to take nhị văn as a cạ")


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_detail_inside_a_detail_and_the_seats_own_offer_are_said_of_the_seat_one_without_a_subject_as_it_is(lang):
    inner = Fact("loi.bo_u.committed", card="9S", offer=Fact("move.offer", by="self", source="boc"),
                 move=Fact("move.bo", card="9S"))
    after = Fact("loi.bo_u.after", detail=inner, card="3V")
    plain = Fact("loi.u_khong_duoc.committed", card="8S", offer=Fact("move.offer", by="tren", source="danh"))
    with language(lang):
        said = say(Fact("game.fault.why", who=RIGHT, detail=after))
        as_is = say(Fact("game.fault.why", who=RIGHT, detail=plain))
        assert as_is == gloss_cards(say(plain))
    seat = "Bên phải" if lang == "vi" else "Right"
    assert said.startswith(seat + " ") and said.count(seat) == 1, said
    assert not re.search(r"\b(bạn|you|your)\b", said, re.I), said
    assert ("đến giờ mới ù tam vạn" if lang == "vi" else "and only later went ù on tam vạn") in said, said
    assert ("(tự bốc)" if lang == "vi" else "the card they drew themselves") in said, said  # its own card, not «bạn»
