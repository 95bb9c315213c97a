"""A tester's finding (session 17): a «Bao nhiêu điểm?» answered wrong in «Luyện xướng» was kept as «Điểm bài số N,
cấp L» without the rules variant, and came back under whatever variant the sidebar had then — another hand, another
answer. Now the review comes back under the variant it was asked in, and says so when the sidebar has another one;
an item kept before (no variant) still comes back, as classic. A second finding: the review's link kept the sidebar's
variant (a reload dealt another hand); now the review switches the sidebar variant (and ``?luat=``) to its own."""
from __future__ import annotations

import contextlib

import pytest

from chan_core.gen_win import gen_win
from chan_core.options import make_options
from chan_core.scoring import score
from chan_core.xuong import canonical
from tests.app.test_luyen_xuong_points_review import xuong_then_points
from tests.apptest_pages import open_page
from words import language

PAGE = "app_pages/luyen_xuong.py"
SEED, LEVEL = 11, 2  # classic and sanhrong deal this hand differently (7 and 22 điểm)
WORDS = {"vi": {"hand": f"Bài số {SEED} ·", "review": "Ôn lại: lần trước bạn xướng bài này hoặc trả lời «Bao nhiêu điểm?»",
                "right": "Đúng:", "classic": "Cổ điển", "sanhrong": "Sanhrong (trò chơi trực tuyến)",
                "note": "Bài ôn này được hỏi theo luật «{asked}» như lần trước, nên thanh bên đã chuyển sang luật "
                        "«{asked}»."},
         "en": {"hand": f"Hand {SEED} ·", "review": "Review: last time your xướng of this hand or your answer to its «How many điểm?»",
                "right": "Right:", "classic": "Classic", "sanhrong": "Sanhrong (online game)",
                "note": "This review is asked under the «{asked}» rules, as last time, so the sidebar has switched "
                        "to «{asked}»."}}


def total(variant: str) -> int:
    return score(gen_win(SEED, LEVEL, make_options(variant)).cuoc, make_options(variant)).total


def hand_caption(at, lang: str) -> str:
    (caption,) = [c.value for c in at.caption if c.value.startswith(WORDS[lang]["hand"])]
    return caption


def comes_back(progress_db, lang: str, asked: str, chosen: str, first=None) -> None:
    """Luyện xướng opened with ``chosen`` in the sidebar asks the missed hand again under ``asked``, switches the
    sidebar and the link to ``asked`` and says so (a reload shows the same hand), and takes the answer of ``asked``;
    answered right, it is no longer due."""
    w, extra = WORDS[lang], {"lang": "en"} if lang == "en" else {}
    back = open_page(PAGE, browser=first, **extra, **({"luat": chosen} if chosen != "classic" else {}))
    link = {k: back.query_params[k] for k in back.query_params}
    assert (link["seed"], link["level"], link.get("luat", "classic")) == (str(SEED), str(LEVEL), asked)
    assert back.sidebar.radio(key="variant").value == asked
    assert hand_caption(back, lang).endswith("· " + w[asked])
    assert [i.value for i in back.info if i.value == w["note"].format(asked=w[asked])]
    assert [i.value for i in back.info if i.value.startswith(w["review"])]
    assert hand_caption(open_page(PAGE, browser=first, **link), lang) == hand_caption(back, lang)  # a reload
    xuong_then_points(back, total(asked), asked)
    assert any(s.value.startswith(w["right"]) for s in back.success), [e.value for e in back.error]
    assert progress_db.get_store().due_items("xuong", [a["item_id"] for a in progress_db.get_store().attempts(
        "xuong")], only_due=True) == []


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_points_question_missed_under_sanhrong_comes_back_under_sanhrong(progress_db, lang):
    assert total("sanhrong") != total("classic")
    extra = {"lang": "en"} if lang == "en" else {}
    with language(lang) if lang == "en" else contextlib.nullcontext():
        first = open_page(PAGE, seed=SEED, level=LEVEL, luat="sanhrong", **extra)
        xuong_then_points(first, total("sanhrong") + 1, "sanhrong")
        assert [a["item_id"] for a in progress_db.get_store().attempts("xuong") if a["item_id"].startswith("Điểm")] \
            == [f"Điểm bài số {SEED}, cấp {LEVEL}, luật sanhrong"]
        comes_back(progress_db, lang, "sanhrong", "classic", first)  # a new visit, the sidebar on classic


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_points_item_kept_without_its_variant_comes_back_as_classic(progress_db, lang):
    assert progress_db.get_store().record_attempt("xuong", f"Điểm bài số {SEED}, cấp {LEVEL}", False)  # kept before
    with language(lang) if lang == "en" else contextlib.nullcontext():
        comes_back(progress_db, lang, "classic", "sanhrong")


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_review_reached_by_bai_tiep_theo_switches_the_sidebar_too(progress_db, lang):
    """The review comes after another hand («Bài tiếp theo», a button's callback): the sidebar and the link switch."""
    assert progress_db.get_store().record_attempt("xuong", f"Điểm bài số {SEED}, cấp {LEVEL}", False)  # classic
    w, extra = WORDS[lang], {"lang": "en"} if lang == "en" else {}
    with language(lang) if lang == "en" else contextlib.nullcontext():
        at = open_page(PAGE, seed=3, level=1, luat="sanhrong", **extra)  # a link: that hand, not the review
        assert at.sidebar.radio(key="variant").value == "sanhrong" and not at.info
        for s in canonical(gen_win(3, 1, make_options("sanhrong")).cuoc).items:
            for _n in range(s.count):
                at.button(key=f"lx_chip_{s.id}").click().run()
        at.button(key="lx_submit").click().run()
        at.button(key="lx_next").click().run()
    assert not at.exception and at.sidebar.radio(key="variant").value == "classic" and "luat" not in at.query_params
    assert (at.query_params["seed"], at.query_params["level"]) == (str(SEED), str(LEVEL))
    assert hand_caption(at, lang).endswith("· " + w["classic"])
    assert [i.value for i in at.info if i.value == w["note"].format(asked=w["classic"])]


NUMBER_HELP = {"vi": "cùng số bài ở luật khác là một bài khác", "en": "the same number under other rules is another hand"}
AGAIN = {"vi": ("Để mở lại bài này, giữ (hoặc gửi) địa chỉ trang đang mở (trên thanh địa chỉ): số bài và cấp nằm trong",
                "cùng số ván thì ra cùng một ván, dù chọn luật nào"),
         "en": ("To open this hand again, keep (or send) the address of this page (in the address bar): the hand "
                "number and the level are in it", "the same hand number deals the same hand, whichever rules you choose")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_hand_number_says_it_deals_this_hand_under_its_variant_only(lang):
    """Tester (session 21): «Bài số N» dealt another hand under each rules variant. Decided: the deck is one, but a
    xướng hand is picked for its level by the cước it holds, Sanhrong lacks some cước of the classic rules
    (rules/variants.yaml), and the reviews kept name their variant (``gen_win`` draws from the variant's own random
    order): the number stays the variant's, and the caption's help says so where the number is shown, and how to open
    the hand again (its ``?seed=`` and ``?level=`` in the address)."""
    assert gen_win(SEED, LEVEL, make_options("classic")).win.hand != gen_win(SEED, LEVEL, make_options("sanhrong")).win.hand
    with language(lang):
        for variant in ("classic", "sanhrong"):
            at = open_page(PAGE, seed=SEED, level=LEVEL, luat=variant, lang=lang)
            (cap,) = [c for c in at.caption if c.value.startswith(WORDS[lang]["hand"])]
            assert WORDS[lang][variant] in cap.value and NUMBER_HELP[lang] in cap.proto.help, cap.proto.help
            again, choi_thu = AGAIN[lang]  # session 21: how to open it again, said plainly; «Chơi thử»'s numbers
            assert again in cap.proto.help and choi_thu in cap.proto.help
