"""Who may call thông in the next hand (001 §V.2: «nếu ván trước ù và xướng đúng … (nếu hòa, xướng sai, bỏ ù, ù báo
hoặc ù láo thì ván sau không được hô thông)»): the last winner, unless his xướng was wrong or missing, his ù was an
ù báo or came after a bỏ ù; a xướng thiếu (less than held, nothing wrong) is not in the list and keeps it, as a treo
tranh does (rules/decisions.yaml «thong»). ``ui.table.deal.keeps_thong`` on the table's end states; the words of a
refused «Thông» name the cases in both languages."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

import words
from chan_core.errors import Fact
from ui.table.deal import keeps_thong


def _end(verdict, penalty=None, faults=()):
    return SimpleNamespace(xuong=None if verdict is None else {"verdict": verdict}, penalty=penalty, faults=list(faults))


@pytest.mark.parametrize(("state", "keeps"), [
    (_end("dung"), True),
    (_end("thieu"), True),  # declared less than held: not «xướng sai»
    (_end("dung", "nghi_an_tien", [{"code": "loi_1", "seat": 0}]), True),  # a treo tranh keeps it (the app's reading)
    (_end("sai"), False),
    (_end(None), False),  # left before the xướng
    (_end("dung", "u_bao"), False),
    (_end("dung", "nghi_an_tien", [{"code": "bo_u", "seat": 0}]), False),
    (_end("dung", None, [{"code": "bo_u", "seat": 2}]), True),  # another seat's bỏ ù is not the winner's
])
def test_the_winnerkeeps_thong_unless_001_takes_it(state, keeps):
    assert keeps_thong(state, 0) is keeps


@pytest.mark.parametrize(("lang", "said"), [("vi", ["xướng sai", "ù báo", "bỏ ù"]),
                                            ("en", ["wrong xướng", "ù báo", "bỏ ù"])])
def test_a_refused_thong_names_every_case(lang, said):
    text = words.say(Fact("game.no_cuoc.thong"), lang)
    assert all(s in text for s in said), text
