"""Tester (session 15), «Kiểm tra binh»: chi typed with the wrong number of cards are read as written and each
wrong chi says its count; every unreadable card is named; a ba sảnh is said with the learner's chi, in the order
typed; several cards typed twice are said as «mỗi lá chỉ có một trong bộ bài»."""
from __future__ import annotations

import pytest

from tests.apptest_pages import chi_rows, open_page, shown
from words.i18n import language

PAGE = "app_pages/kiem_tra_binh.py"


def _typed(lang: str, text: str):
    with language(lang):
        at = open_page(PAGE, lang=lang)
        at.text_input(key="kt_text").set_value(text).run()
    assert not at.exception
    return at


@pytest.mark.parametrize("lang,said", [
    ("vi", "Chi đầu cần đúng 3 lá, ở đây có 4 lá. Chi giữa cần đúng 5 lá, ở đây có 4 lá."),
    ("en", "Chi đầu needs exactly 3 cards; here it has 4. Chi giữa needs exactly 5 cards; here it has 4."),
])
def test_chi_typed_with_wrong_sizes_are_read_as_written_and_each_wrong_chi_counted(lang, said):
    at = _typed(lang, "As Kd Qd Jh / 7h 7d 7s 2c / 8s 8h 8d Jc Jd")
    rows = chi_rows(at)
    assert sorted(rows["front"].value) == sorted(["As", "Kd", "Qd", "Jh"])
    assert sorted(rows["middle"].value) == sorted(["7h", "7d", "7s", "2c"])
    assert [i.value for i in at.info] == [said]


@pytest.mark.parametrize("lang,said", [
    ("vi", "Cách xếp «As Kd Qd / Jh 7h 7d 7s 2c 3c 8s 8h 8d Jc» cần đúng 3 chi ngăn bằng «/»"),
    ("en", "The arrangement «As Kd Qd / Jh 7h 7d 7s 2c 3c 8s 8h 8d Jc» needs exactly 3 chi separated by «/»"),
])
def test_one_slash_is_not_dropped_silently(lang, said):
    at = _typed(lang, "As Kd Qd / Jh 7h 7d 7s 2c 3c 8s 8h 8d Jc")
    assert any(i.value.startswith(said) for i in at.info), [i.value for i in at.info]


@pytest.mark.parametrize("lang,said", [
    ("vi", "Không nhận ra các lá bài «1c», «7x»: cần hạng 2–10"),
    ("en", "The cards «1c», «7x» are not recognised: write the rank 2–10"),
])
def test_every_unreadable_card_is_named(lang, said):
    at = _typed(lang, "1c Kd 7x Qd")
    assert [shown(e.value)[:len(said)] for e in at.error] == [said]


@pytest.mark.parametrize("lang,said", [
    ("vi", "**Mậu binh: Ba sảnh.** Ba sảnh: J rô, Q cơ, K bích / 2 chuồn, 3 rô, 4 cơ, 5 bích, 6 chuồn / 7 rô, 8 cơ, "
           "9 bích, 10 chuồn, J cơ."),
    ("en", "**Mậu binh: Ba sảnh (three straights).** Ba sảnh: J♦, Q♥, K♠ / 2♣, 3♦, 4♥, 5♠, 6♣ / 7♦, 8♥, 9♠, 10♣, J♥."),
])
def test_ba_sanh_is_said_with_the_learners_chi_in_the_order_typed(lang, said):
    at = _typed(lang, "Jd Qh Ks / 2c 3d 4h 5s 6c / 7d 8h 9s Tc Jh")
    assert at.success[0].value.startswith(said), at.success[0].value


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_mau_binh_laid_out_is_said_once_not_above_and_below_the_chi(lang):
    """Tester (session 17): a ba sảnh showed «Mậu binh … thắng luôn» twice, above and below the three chi."""
    at = _typed(lang, "Jd Qh Ks / 2c 3d 4h 5s 6c / 7d 8h 9s Tc Jh")
    assert len(chi_rows(at)["front"].value) == 3  # the chi are laid out: the learner's arrangement is judged
    said = [s.value for s in (*at.success, *at.error) if "Mậu binh" in s.value]
    assert len(said) == 1 and said[0].startswith("**Mậu binh: Ba sảnh"), said
