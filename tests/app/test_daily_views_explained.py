"""«Hôm nay»'s explanations say what they mean (:mod:`ui.daily_views`, :mod:`words.phrases.strategy`): the
danger clause says whose chance it is and that lower is safer (English glosses cửa dưới and the kept què);
the learner's wrong pick repeats none of the right answer's reasons, and what decided (being nearer ù, not the
danger) is said; a card drawn from the nọc says who drew
it; a «lỗi nào» puzzle lists the earlier moves its lỗi hangs on."""
from __future__ import annotations

import pytest

from chan_core.cards import BY_CODE
from learning.daily import puzzles
from ui import daily_views as views
from ui.cards import card_words
from words.cards import reading
from words.i18n import language

DANGER = {"vi": "khả năng cửa dưới ăn được quân này: khoảng", "en": "the chance that the cửa dưới (the next player"}
SAFER = {"vi": "(càng thấp càng an toàn)", "en": "(lower is safer)"}
DECIDED = {"vi": "Điều quyết định là gần ù hơn: đi ", "en": "What decides is being closer to ù: without "}


def _danh():
    return [p for p in puzzles.load() if p.theme == "danh"]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_danger_clause_says_whose_chance_and_that_lower_is_safer(lang):
    with language(lang):
        lines = [views.why_lines(p, p.answer)[0] for p in _danh() if p.why_facts()[p.answer].get("percent")]
    assert lines
    for line in lines:
        assert DANGER[lang] in line and SAFER[lang] in line, line


def test_a_lone_card_is_called_que_as_in_the_rest_of_the_app():
    """A discard's role and what it breaks say «què» (the glossary's word): «quân lẻ» only in the coach's own words
    beside it («quân lẻ (què)», a card a move leaves «thành quân lẻ»), in vi and en."""
    lines = {lang: [] for lang in ("vi", "en")}
    for lang in lines:
        with language(lang):
            lines[lang] = [x for p in _danh() for i in range(len(p.choices)) for x in views.why_lines(p, i)]
    for lang, said in lines.items():
        assert not [x for x in said if x.replace("quân lẻ (què)", "").replace("thành quân lẻ", "").count("quân lẻ")]
        assert any("(què)" in x for x in said), lang


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_wrong_pick_repeats_none_of_the_right_answers_reasons(lang):
    with language(lang):
        for p in _danh()[:200]:
            for pick in range(len(p.choices)):
                if pick == p.answer or p.choices[pick].get("faults"):  # a lỗi: tests/words/test_daily_eat_loi_feedback
                    continue
                right, mine, *decided = views.why_lines(p, pick)
                assert card_words(p.choices[p.answer]["card"]).split(" / ")[0] in right
                assert card_words(p.choices[pick]["card"]).split(" / ")[0] in mine
                shared = {c.strip(" .") for c in right.split(";")[1:]} & {c.strip(" .") for c in mine.split(";")[1:]}
                assert not shared, (p.id, right, mine)
                if p.why_facts()[p.answer].get("percent") is not None:  # the danger is not what decided: said so
                    assert decided and DECIDED[lang] in decided[0], (p.id, decided)


WHO = {"vi": {"tren": "Cửa trên (người ngồi ngay trước bạn) vừa ", "duoi": "Cửa dưới (người ngồi ngay sau bạn) vừa ",
              "doi": "Người ngồi đối diện bạn vừa ", None: "Bạn vừa bốc quân"},
       "en": {"tren": "The player just before you (cửa trên) has just ", "duoi": "The player just after you (cửa dưới) "
              "has just ", "doi": "The player opposite you has just ", None: "You have just drawn"}}
PASSED = {"vi": ("Cửa trên (người ngồi ngay trước bạn) bốc rồi dưới ", "ăn quân này, hay bốc nọc?"),  # as at «Chơi thử»
          "en": ("The player just before you (cửa trên) drew and passed on (dưới) ", "*ăn* (take) this card")}


def passed_on(p) -> bool:
    """The cửa trên's draw that the learner may eat: he passed it on (dưới) first (session 21)."""
    return p.offer.source == "boc" and p.offer.drawn_by == "other" and any(c["type"] == "an" for c in p.choices)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_card_on_offer_says_who_discarded_drew_or_put_it_back(lang):
    """Tester: «Có ù không» / «Chíu hay không» said «nhà trên vừa bốc» or no one at all, whoever it was: each
    question names the seat that discarded, drew or put back the card, as stored with the puzzle."""
    offered = [p for p in puzzles.load() if p.offer is not None and p.theme != "loi"]
    assert {p.offer.who for p in offered if p.theme in ("u", "chiu")} == {"tren", "duoi", "doi", None}
    with language(lang):
        for p in offered:
            q = views.question(p)
            head = PASSED[lang][0] if passed_on(p) else WHO[lang][p.offer.who]
            assert q.startswith(head) and card_words(p.offer.card) in q, (p.id, q)
            assert (p.offer.who is None) == (p.offer.drawn_by == "self"), p.id


def test_a_question_reads_its_card_out_as_every_text_does():
    """Tester (session 27): «Hôm nay» asked «… has just drawn bát sách / 8 of sách from the nọc» — a card picture's
    label in a sentence — where every other text reads a card out as «bát sách (8 of sách)» (words.gloss_cards)."""
    offered = [p for p in puzzles.load() if p.offer is not None and p.theme != "loi"]
    with language("en"):
        said = {p.id: (views.question(p), BY_CODE[p.offer.card]) for p in offered}
    bad = {i: q for i, (q, k) in said.items() if f"{k.word} ({reading(k)})" not in q or " / " in q}
    assert offered and not bad, bad


def test_the_stored_seat_is_where_the_player_sits_from_the_puzzles_seat():
    """:func:`learning.daily.positions._offer` on every offer of a bot-played hand: the discarder or drawer is nhà
    trên of the seat after it, nhà dưới of the seat before it, đối diện of the one across."""
    from chan_core.game import apply, legal_actions, new_hand
    from chan_core.game.bots import make_bot
    from learning.daily.positions import _offer

    st, seen = new_hand(4, 2026), 0
    bots = [make_bot("sensible", k) for k in range(4)]
    while st.phase not in ("end", "xuong"):
        o = st.offer
        if st.phase == "offer" and o["source"] != "tra_cua":
            seen += 1
            assert [_offer(st, (o["cua"] + k) % 4)["who"] for k in range(4)] == [None, "tren", "doi", "duoi"]
        st = apply(st, bots[st.actor].choose(st, st.actor, legal_actions(st, st.actor)))
    assert seen > 10


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_loi_puzzle_lists_the_earlier_moves_its_loi_hangs_on(lang):
    loi = [p for p in puzzles.load() if p.theme == "loi"]
    assert any(16 in p.loi for p in loi)
    with language(lang):
        for p in loi[:60]:
            moves = "\n".join(views.earlier_moves(p))
            detail = p.why_facts()[p.answer]["detail"]
            for name in ("discarded", "meld"):  # «sau khi đã đánh {discarded}», «đã ăn cạ {meld}»
                cards = detail.get(name)
                for c in ([cards] if name == "discarded" else cards or []):
                    if c is not None:
                        assert card_words(c.code).split(" / ")[0] in moves, (p.id, moves)
    assert views.earlier_moves(_danh()[0]) == []


@pytest.mark.parametrize("lang, head", [("vi", "Các nước bạn đã đi trong ván này:"),
                                        ("en", "Your moves so far in this hand:")])
def test_the_page_shows_a_loi_puzzles_earlier_moves(db, monkeypatch, lang, head):
    from tests.app.test_page_hom_nay import DAY, answer_buttons, next_button, todays_items
    from tests.apptest_pages import open_page

    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    items = todays_items(DAY)
    k = next(i for i, it in enumerate(items) if it["kind"] == "puzzle" and puzzles.by_id(it["id"]).theme == "loi")
    with language(lang):
        at = open_page("app_pages/hom_nay.py", ngay=DAY, **({"lang": "en"} if lang == "en" else {}))
        for _i in range(k):
            answer_buttons(at)[0].click().run()
            next_button(at).click().run()
        shown = "\n".join(m.value for m in at.markdown)
        moves = views.earlier_moves(puzzles.by_id(items[k]["id"]))
    assert not at.exception
    assert moves and head + "\n" + "\n".join(f"- {m}" for m in moves) in shown, shown


@pytest.mark.parametrize("lang, context, why", [
    ("vi", ("Ván trước bạn không ù.", "Trước khi ù, bạn đã đánh hoặc dưới ít nhất một quân: lượt đã đi qua cửa chì "
            "của bạn rồi."),
     "Bài không có cước «Thông»: Ván trước bạn không ù. Xướng thừa"),
    ("en", ("You did not win (ù) the previous hand.", "Before your ù you had already discarded or passed on (dưới) at "
            "least one card: play had already gone past your cửa chì."),
     "The hand has no cước «Thông»: You did not win (ù) the previous hand. Declaring")])
def test_a_xuong_question_states_what_decides_the_context_cuoc_and_grades_on_it(db, monkeypatch, lang, context, why):
    """2027-02-06, question 9 «Xướng gì» (the tester's): the question says the previous hand, who drew the
    winning card and whether play had passed the cửa chì; «Thông …» is wrong because of the first."""
    from tests.app.test_page_hom_nay import answer_buttons, next_button, todays_items
    from tests.apptest_pages import open_page

    day = "2027-02-06"
    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    items = todays_items(day)
    k = next(i for i, it in enumerate(items) if it["kind"] == "xuong")
    p = puzzles.by_id(items[k]["id"])
    pick = next(i for i, c in enumerate(p.choices) if "thong" in c["cuoc"])
    with language(lang):
        at = open_page("app_pages/hom_nay.py", ngay=day, **({"lang": "en"} if lang == "en" else {}))
        for _i in range(k):
            answer_buttons(at)[0].click().run()
            next_button(at).click().run()
        shown = "\n".join(m.value for m in at.markdown)
        assert all(f"- {line}" in shown for line in context), shown
        assert ("you drew it yourself" if lang == "en" else "chính bạn bốc") in shown \
            or ("another player drew it" if lang == "en" else "người khác bốc") in shown, shown
        answer_buttons(at)[pick].click().run()
    assert not at.exception
    assert why in at.error[0].value, at.error[0].value


@pytest.mark.parametrize("lang, said", [
    ("vi", "là ù bạch thủ chi — cách duy nhất được ù bằng quân chi chi"),
    ("en", "it is a bạch thủ chi win — the only way a chi chi may be the winning card")])
def test_u_on_a_chi_chi_says_it_is_bach_thu_chi(lang, said):
    """«Có ù không» on a chi chi: the why says the win is bạch thủ chi, the only ù on a chi chi; not on other cards."""
    u = [p for p in puzzles.load() if p.theme == "u" and p.choices[p.answer]["type"] == "u"]
    chi_chi = next(p for p in u if p.offer.card == "CC")
    other = next(p for p in u if p.offer.card != "CC")
    with language(lang):
        assert said in views.why_lines(chi_chi, chi_chi.answer)[0]
        assert "bạch thủ chi" not in views.why_lines(other, other.answer)[0]


FAULT = {"vi": ("Nước này phạm lỗi 5 «Chắn cấu cạ»", "hình phạt: Ù báo"),
         "en": ("This move commits lỗi 5 «Chắn cấu cạ»", "penalty: Ù báo")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_an_eat_that_is_a_loi_says_the_loi_and_its_penalty_first(lang):
    """Tester (2026-12-06): «Ăn cạ cửu vạn với cửu văn» while holding a chắn of cửu văn is lỗi 5; the verdict said
    only how far from ù. Every «ăn» choice the engine's lỗi judge flags (a hand without melds: judged from the
    deal) now opens with its lỗi; a clean one and the right answer never do."""
    from chan_core import judge

    p = puzzles.by_id("an-2078-6")
    with language(lang):
        first = views.why_lines(p, 0)[0]
        assert first.startswith(FAULT[lang][0]) and FAULT[lang][1] in first, first
        said = 0
        for p in [p for p in puzzles.load() if p.theme == "an" and not p.melds]:
            for i, c in enumerate(p.choices):
                if c["type"] != "an":
                    continue
                by = "self" if p.offer.drawn_by == "self" else "tren"
                loi = judge(p.hand, [], {"event": "an", "card": p.offer.card, "with": c["with"], "by": by,
                                         "source": p.offer.source}).violations
                line = views.why_lines(p, i)[0]
                opens = line.startswith(FAULT[lang][0][:15])
                assert opens == bool(loi) and all(f"lỗi {n} «" in line for n in loi[:1]), (p.id, i, line)
                said += opens
                assert not (loi and i == p.answer), p.id
    assert said > 10


@pytest.mark.parametrize("lang, may_eat", [("vi", "Bạn có thể ăn quân này."), ("en", "You may take (ăn) this card.")])
def test_a_card_that_may_be_eaten_says_nha_tren_put_it_there(lang, may_eat):
    """Tester: «The card thất văn was just discarded (đánh)» did not say who discarded it, yet only nhà trên's
    discard (or draw) may be eaten: every card offered with an «ăn» choice, not drawn by oneself, is nhà trên's."""
    eaten = [p for p in puzzles.load() if p.offer is not None and p.offer.drawn_by == "other"
             and p.offer.source != "tra_cua" and any(c["type"] == "an" for c in p.choices)]
    assert {p.offer.source for p in eaten} == {"danh", "boc"}
    with language(lang):
        for p in eaten:
            q = views.question(p)
            head, eat = PASSED[lang] if passed_on(p) else (WHO[lang]["tren"], may_eat)
            assert p.offer.who == "tren" and q.startswith(head) and eat in q, (p.id, q)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_testers_day_names_the_loi_of_an_eat_on_the_page(db, monkeypatch, lang):
    """The tester's path: 2026-12-06, a new learner, the first «Ăn hay không» question with a choice that is a lỗi,
    that choice picked: the verdict's first reason is the lỗi with its penalty; in English no Vietnamese sentence."""
    import contextlib

    from tests.app.test_page_hom_nay import answer_buttons, next_button, right_index, todays_items
    from tests.apptest_pages import open_page, page_texts
    from tests.english_check import vietnamese_leaks

    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    items = todays_items("2026-12-06")
    at_, pick = next((i, j) for i, it in enumerate(items) if it["kind"] == "puzzle"
                     for j in range(len(views.puzzle_of(it).choices)) if views.faults_of(views.puzzle_of(it), j))
    assert views.puzzle_of(items[at_]).theme == "an"
    prefix, penalty = {"vi": ("Nước này phạm lỗi ", "hình phạt: "), "en": ("This move commits lỗi ", "penalty: ")}[lang]
    with language("en") if lang == "en" else contextlib.nullcontext():
        at = open_page("app_pages/hom_nay.py", ngay="2026-12-06", **({"lang": "en"} if lang == "en" else {}))
        for i in range(at_):
            answer_buttons(at)[right_index(items[i])].click().run()
            next_button(at).click().run()
        answer_buttons(at)[pick].click().run()
        assert not at.exception and at.error
        first = at.error[0].value.split("\n- ")[1]
        assert first.startswith(prefix) and penalty in first, at.error[0].value
        if lang == "en":
            assert vietnamese_leaks(page_texts(at), extra_allowed=("Người học 1",)) == []


ALSO_SAID = {"vi": "mà còn xướng «", "en": "and also «"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_wrong_xuong_pick_is_faulted_only_for_what_its_label_says(lang):
    """A choice stored as chì/bạch thủ + a picture cước shows only the picture (001 §V: it replaces them): its
    verdict names the picture the hand lacks, never a «chì» or «bạch thủ» the learner did not declare."""
    from chan_core.xuong import cuoc_info
    info = cuoc_info()
    picks = [(p, i) for p in puzzles.load() if p.theme == "xuong" for i, c in enumerate(p.choices)
             if i != p.answer and any(r in c["cuoc"] for k in c["cuoc"] for r in info[k].replaces)]
    assert picks
    with language(lang):
        for p, i in picks:
            label = views.choice_label(p, p.choices[i])
            slips = views.why_lines(p, i)[1:]
            assert slips, (p.id, label)
            assert not any(ALSO_SAID[lang] in line for line in slips), (p.id, label, slips)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_page_faults_a_picture_pick_only_for_what_it_said(db, monkeypatch, lang):
    """«Hôm nay» › «Xướng gì» in AppTest (a tester picked «Ù ngư ông bắt cá có chíu» and was told of a «Chì»)."""
    import contextlib
    from datetime import date, timedelta

    from chan_core.xuong import cuoc_info
    from tests.app.test_page_hom_nay import PAGE, answer_buttons, next_button, right_index, todays_items
    from tests.apptest_pages import open_page

    info = cuoc_info()

    def picture_pick(items):
        for n, it in enumerate(items):
            if it["kind"] == "xuong":
                p = views.puzzle_of(it)
                return next(((n, i) for i, c in enumerate(p.choices) if i != p.answer
                             and any(r in c["cuoc"] for k in c["cuoc"] for r in info[k].replaces)), None)
        return None

    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    with language("en") if lang == "en" else contextlib.nullcontext():
        for day in (date(2026, 12, 7) + timedelta(days=k) for k in range(40)):  # a day whose set has such a pick
            at = open_page(PAGE, ngay=day.isoformat(), **({"lang": "en"} if lang == "en" else {}))
            if found := picture_pick(items := todays_items(day.isoformat())):
                break
        at_item, pick = found
        for n in range(at_item):
            answer_buttons(at)[right_index(items[n])].click().run()
            next_button(at).click().run()
        label = answer_buttons(at)[pick].label
        answer_buttons(at)[pick].click().run()
    assert not at.exception and at.error, label
    verdict = at.error[0].value
    assert ALSO_SAID[lang] not in verdict and ("Chì" in label or "«Chì»" not in verdict), (label, verdict)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_wrong_points_answer_says_why_the_hand_has_each_cuoc(db, monkeypatch, lang):
    """Tester: a wrong «Trả bao nhiêu» answer listed the cước and points, not why this hand has them (bạch thủ …).
    The verdict names each cước with the practice table's own reason for it (:func:`ui.table.result.win_layout`)."""
    from tests.app.test_page_hom_nay import DAY, answer_buttons, next_button, right_index, todays_items
    from tests.apptest_pages import open_page
    from ui.table.result import win_layout
    from learning.names import cuoc_name
    from words import say

    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    items = todays_items(DAY)
    k = next(i for i, it in enumerate(items) if it.get("id", "").startswith("diem-"))
    p = puzzles.by_id(items[k]["id"])
    with language(lang):
        at = open_page("app_pages/hom_nay.py", ngay=DAY, **({"lang": "en"} if lang == "en" else {}))
        for i in range(k):
            answer_buttons(at)[right_index(items[i])].click().run()
            next_button(at).click().run()
        answer_buttons(at)[(p.answer + 1) % len(p.choices)].click().run()
        cuoc = [(cuoc_name(c["id"]), say(c["reason"])) for c in win_layout(p.win)["cuoc"]]
    assert not at.exception and at.error and cuoc
    for name, why in cuoc:  # a reason that opens with the cước's name («Lèo: …») does not say it twice
        rest = why.removeprefix(f"{name}: ")
        assert f"- {name}: {rest[:1].upper()}{rest[1:]}" in at.error[0].value, at.error[0].value


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_page_says_who_drew_a_card_another_seat_may_chiu(db, monkeypatch, lang):
    """«Hôm nay» in AppTest: the set's «Chíu hay không» question names the seat that discarded or drew the card (not
    nhà trên, whom it once named for every drawn card and no one for a discard)."""
    from tests.app.test_page_hom_nay import DAY, answer_buttons, next_button, right_index, todays_items
    from tests.apptest_pages import open_page

    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    items = todays_items(DAY)
    k = next(i for i, it in enumerate(items) if it.get("id", "").startswith("chiu-"))
    p = puzzles.by_id(items[k]["id"])
    assert p.offer.who in ("duoi", "doi")
    with language(lang):
        at = open_page("app_pages/hom_nay.py", ngay=DAY, **({"lang": "en"} if lang == "en" else {}))
        for i in range(k):
            answer_buttons(at)[right_index(items[i])].click().run()
            next_button(at).click().run()
        card = card_words(p.offer.card)
    assert not at.exception and any(m.value.startswith("**" + WHO[lang][p.offer.who]) and card in m.value
                                    for m in at.markdown), [m.value for m in at.markdown]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_every_points_answer_names_each_cuoc_once_with_its_reason(lang):
    """Every «Trả bao nhiêu» puzzle: one line per cước the table finds, «<cước>: <why>», never «Lèo: Lèo: …»."""
    from learning.names import cuoc_name
    from ui.table.result import win_layout

    with language(lang):
        for p in [p for p in puzzles.load() if p.theme == "diem"]:
            names = [cuoc_name(c["id"]) for c in win_layout(p.win)["cuoc"]]
            lines = views.why_lines(p, p.answer)  # the reasons first, then the points
            for name, line in zip(names, lines, strict=False):
                assert line.startswith(f"{name}: ") and not line.startswith(f"{name}: {name}:"), (p.id, lines)
            assert len(lines) > len(names), p.id


@pytest.mark.parametrize("lang, other", [("vi", "Một người chơi khác vừa "), ("en", "Another player has just ")])
def test_a_review_saved_before_the_seat_was_stored_still_asks_its_question(lang, other):
    """A practice-table review card saved earlier keeps its prompt without ``who``: it still opens, an eatable card
    is nhà trên's (only theirs can be eaten), any other card «another player»'s — never a wrong seat."""
    for p in [p for p in puzzles.load() if p.offer is not None and p.offer.drawn_by == "other"][:80]:
        old = p.model_dump()
        old["offer"].pop("who")
        q = puzzles.Puzzle.model_validate(old)
        eats = any(c["type"] == "an" for c in q.choices) and q.offer.source != "tra_cua"
        with language(lang):
            head = PASSED[lang][0] if passed_on(q) else WHO[lang]["tren"] if eats else other
            assert views.question(q).startswith(head), (p.id, views.question(q))
