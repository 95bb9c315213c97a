"""Tester (session 15): a signed number is said by one formatter (``words.signed`` over ``words.number``) on the
Mậu binh pages and at «Chơi thử»: the minus sign is «−», never a hyphen, and a value that rounds to zero has no
sign («nước của bạn chừng 0,0 điểm», not «-0,0»)."""
from __future__ import annotations

import pytest

from words import language, number, signed
from words.phrases.mau_binh import num


@pytest.mark.parametrize("lang,zero,minus,big", [("vi", "0,0", "−1,2", "−1.234"), ("en", "0.0", "−1.2", "−1,234")])
def test_number_has_a_real_minus_and_no_negative_zero(lang, zero, minus, big):
    with language(lang):
        assert (number(-0.04, 1), number(-0.0, 1), number(-1.24, 1), number(-1234)) == (zero, zero, minus, big)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_signed_points_as_the_mau_binh_pages_write_them(lang):
    with language(lang):
        assert [signed(n) for n in (3, -3, 0)] == ["+3", "−3", "0"]
        assert num(-0.25).startswith("−") and "-" not in num(-0.25) + signed(-12)


@pytest.mark.parametrize("lang,said", [
    ("vi", "nước máy khuyên được chừng 0,4 điểm, nước của bạn chừng 0,0 điểm"),
    ("en", "the coach's move earns about 0.4 điểm, yours about 0.0 điểm"),
])
def test_choi_thu_gap_never_says_a_negative_zero(lang, said):
    from ui.table.review import _gap_words

    with language(lang):
        text = _gap_words({"ev_loss": 0.4, "evs": (0.4, -0.0)})
    assert said in text and "-0" not in text, text


@pytest.mark.parametrize("lang,said", [("vi", "bạn −3 điểm"), ("en", "you −3 points")])
def test_choi_thu_session_totals_use_the_same_minus(lang, said):
    """The «Cả phiên» caption when the table changes its number of players (``ui.table.deal``)."""
    from types import SimpleNamespace
    from unittest import mock

    import ui.table.deal as deal

    table = SimpleNamespace(finished=True, state=SimpleNamespace(players=3))
    sess = {"restarted": {"hands": 2, "learner_net": -3}, "players": 3, "carried": -3, "net": [-4]}
    with language(lang), mock.patch.object(deal, "_session", return_value=sess), \
            mock.patch.object(deal.st, "caption") as caption:
        deal.session_note(table)
    text = caption.call_args.args[0]
    assert said in text and "−7" in text and "-" not in text, text
