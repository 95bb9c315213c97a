"""The coach's advisor at the practice table (issue 13 item 4): the hint's
ranking (:func:`learning.coach.advise`) and the review's distance marks
(:func:`learning.coach.choice_mark`, :func:`learning.coach.strategy_review`).

Scripted hands (``new_hand(..., cards=...)`` deals exact cards) pin the
examples; the expected distances come from :func:`chan_core.strategy.distance`
on the explicit hands (exact, checked against brute force in
``tests/engine/test_strategy.py``), not from the coach's own code. A property test on
random-learner hands checks every mark the same way.
"""
from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hst

from chan_core.cards import BY_CODE
from chan_core.game import Action, apply, judge_action, legal_actions, new_hand
from chan_core.game.bots import RandomBot
from chan_core.game.bots import seat_view
from chan_core.strategy import distance
from learning.coach import (
    LEARNER, Table, advise, choice_mark, choice_words, entry_words, ranking, strategy_review,
)
from words import say

CODE = re.compile(r"(?<![\w])(?:[2-9][VNS]|CC)(?![\w])")
"""A card code standing alone in a text (a learner reads words, never codes)."""

# 20 cards for the cái (seat 0): six chắn, two cạ, four lone cards.
HAND20 = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7N 7N 8V 8S 9N 9S 2N 3S 4S CC".split()
# 19 cards for seat 0 when seat 3 is cái and đánh tam văn (3N) first.
HAND19 = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7N 7N 8V 8S 9N 9S 2N 3S CC".split()
OFFERED = "3N"


def scripted(hand0: list[str], cai: int, cai_gets: list[str] = (), seed: int = 1):
    """A 4-player hand whose seat 0 holds ``hand0``; the cái seat also holds ``cai_gets``;
    the other cards are shuffled (seeded) among the other seats and the nọc."""
    rest = Counter({k: 4 for k in BY_CODE}) - Counter(hand0) - Counter(cai_gets)
    rest = sorted(rest.elements(), key=lambda c: BY_CODE[c].index)
    random.Random(seed).shuffle(rest)
    dealt, i = [list(hand0)], 0
    for s in (1, 2, 3):
        n = (20 if s == cai else 19) - (len(cai_gets) if s == cai else 0)
        dealt.append(rest[i:i + n] + (list(cai_gets) if s == cai else []))
        i += n
    return new_hand(4, seed, cards={"dealt": dealt, "noc": rest[i:], "cai": cai})


def minus(cards: list[str], *out: str) -> list[str]:
    h = list(cards)
    for c in out:
        h.remove(c)
    return h


@pytest.fixture(scope="module")
def cai_state():
    st = scripted(HAND20, cai=0)
    assert st.phase == "danh" and st.actor == LEARNER
    return st


@pytest.fixture(scope="module")
def offer_state():
    st = apply(scripted(HAND19, cai=3, cai_gets=[OFFERED]), Action(3, "danh", OFFERED))
    assert st.phase == "offer" and st.actor == LEARNER and st.ask[0]["q"] == "eat"
    return st


# ------------------------------------------------------------------ the review's marks
def test_a_bad_discard_is_marked_by_its_distance_loss_and_the_best_is_not(cai_state):
    st = cai_state
    # Oracle: the distance after each đánh, measured on the explicit 19 cards (nothing seen yet).
    after = {k: distance(" ".join(minus(HAND20, k)), (), []) for k in set(HAND20)}
    clean = [k for k in after if not judge_action(st, Action(LEARNER, "danh", k))]
    best_d = min(after[k] for k in clean)
    assert best_d == 2 and after["6V"] == 3  # the example below: breaking the chắn lục vạn costs one card
    best = advise(st).best
    assert best is not None and after[best.action.card] == best_d
    assert choice_mark(st, best.action) is None
    marked = 0
    for k, d in after.items():
        mark = choice_mark(st, Action(LEARNER, "danh", k))
        if d <= best_d:
            assert mark is None, k
            continue
        marked += 1
        assert mark["loss"] == d - best_d and mark["distance"] == d and mark["best_distance"] == best_d
        assert mark["best"] == best.action.to_dict() and mark["kind"] == "danh"
        word = BY_CODE[k].word
        assert say(mark["text"]).startswith(f"Đánh {word} làm bài xa ù thêm {d - best_d} lá")
        # what the coach's move keeps that this one broke, read off HAND20: a chắn (two alike), else a cạ (one of each)
        mate = next((c for c in HAND20 if c != k and c[0] == k[0] and HAND20.count(c) == 1), None)
        kept = (f"giữ chắn {word}" if HAND20.count(k) == 2 else f"giữ cạ {word} – {BY_CODE[mate].word}")
        assert say(mark["text"]).endswith(f"nên đánh {BY_CODE[best.action.card].word}, {kept} mà nước của bạn tách.")
        assert not CODE.search(say(mark["text"])) and not CODE.search(say(mark["best_reason"]))
    assert marked >= 5  # the chắn and cạ that should be kept


def test_letting_a_useful_card_go_is_marked_and_the_advised_eat_is_not(offer_state):
    st = offer_state
    # Oracle: bỏ qua keeps the 19 cards (the offered card is then seen); ăn cạ tam văn bằng
    # tam sách, then the best đánh without a lỗi.
    d_pass = distance(" ".join(HAND19), (), [OFFERED])
    melds = [{"type": "an_ca", "cards": "3N 3S"}]
    eat = Action(LEARNER, "an", OFFERED, "3S")
    nxt = apply(st, eat)
    d_eat = min(distance(" ".join(minus(HAND19, "3S", k)), melds, [])
                for k in set(nxt.hands[0]) if not judge_action(nxt, Action(LEARNER, "danh", k)))
    assert (d_pass, d_eat) == (2, 1)
    boc = Action(LEARNER, "boc")
    mark = choice_mark(st, boc)
    assert mark["loss"] == d_pass - d_eat == 1
    assert mark["best"] == eat.to_dict()
    assert say(mark["text"]).startswith("Không ăn tam văn mà bốc nọc làm bài xa ù thêm 1 lá")
    assert "nên ăn cạ tam văn bằng tam sách, rồi đánh " in say(mark["text"])
    assert choice_mark(st, eat) is None


def test_a_loi_eat_is_never_the_advice_though_it_measures_as_close(offer_state):
    st = offer_state
    adv = advise(st)
    loi = Action(LEARNER, "an", OFFERED, "3V")  # tam vạn is in a chắn: lỗi 5 «Chắn cấu cạ»
    row = adv.move(loi)
    assert row.faults and row.faults[0]["code"] == 5 and not row.clean
    assert row.distance == adv.best.distance  # same distance, but the advice is the clean eat
    assert adv.best.action == Action(LEARNER, "an", OFFERED, "3S")
    assert choice_mark(st, loi) is None  # no distance lost: the lỗi itself is the lỗi review's


# ------------------------------------------------------------------ the hint's ranking
@pytest.mark.parametrize("which", ["cai_state", "offer_state"])
def test_the_ranking_covers_every_legal_move_with_its_loi(which, request):
    st = request.getfixturevalue(which)
    adv = advise(st)
    legal = legal_actions(st, LEARNER)
    assert sorted(m.action.key for m in adv.moves) == sorted(a.key for a in legal)
    for m in adv.moves:
        own = judge_action(st, m.action)
        assert [f["code"] for f in own] == [f["code"] for f in m.faults][:len(own)]
        assert say(m.reason) and not CODE.search(say(m.reason))
    keys = [(99 if m.distance is None else m.distance, -m.useful_copies) for m in adv.moves]
    assert keys == sorted(keys)  # by distance, then unseen useful copies
    assert adv.best is not None and adv.best.clean
    if adv.kind == "danh":
        assert all(m.danger is not None and 0 <= m.danger <= 1 for m in adv.moves)
        assert adv.distance == min(m.distance for m in adv.moves)


def test_no_advice_when_it_is_not_the_learners_decision(offer_state):
    other = scripted(HAND19, cai=3, cai_gets=[OFFERED])
    assert other.actor == 3 and advise(other) is None
    assert advise(offer_state, 1) is None


def test_table_keeps_the_advice_until_the_state_changes(cai_state):
    t = Table(cai_state, mode="thi_that", bots=["sensible"])
    a = t.advice()
    assert a is t.advice()
    t.learner_move(a.best.action)
    t.run_bots()
    assert t.advice() is not a


# ------------------------------------------------------------------ the review of a whole hand
def test_strategy_review_marks_the_played_bad_discard(cai_state):
    t = Table(cai_state, mode="kem_cap", bots=["sensible"])
    out = t.learner_move(Action(LEARNER, "danh", "6V"))  # no lỗi: Kèm cặp lets it through
    assert out.played
    marks = strategy_review(t)
    assert [m["event"] for m in marks] == [0]
    assert marks[0]["loss"] == 1 and marks[0]["chosen"] == {"seat": 0, "event": "danh", "card": "6V"}
    assert say(marks[0]["move"]) == entry_words(t, t.timeline[0])
    marks[0]["loss"] = 99  # the cache hands out copies
    assert strategy_review(t)[0]["loss"] == 1
    states = list(t.record().steps())
    assert strategy_review(t, states) == strategy_review(t)
    good = Table(cai_state, mode="kem_cap", bots=["sensible"])
    good.learner_move(advise(cai_state).best.action)
    assert strategy_review(good) == []


def _oracle_loss(st, action) -> int | None:
    """The distance lost by a đánh, from :func:`distance` on explicit hands: the
    chosen card against the best đánh without a lỗi (``None``: nothing lost; nor for a learner báo, who may not ù
    any more, seed 001 §VII)."""
    if LEARNER in st.bao:
        return None
    hand, melds, visible, _ = seat_view(st, LEARNER)
    d = {a.card: distance(" ".join(minus(hand, a.card)), melds, visible)
         for a in legal_actions(st, LEARNER) if a.type == action.type}
    best = min((v for k, v in d.items() if v is not None
                and not judge_action(st, Action(LEARNER, action.type, k))), default=None)
    mine = d[action.card]
    if best is None or (mine is not None and mine <= best):
        return None
    return -1 if mine is None else mine - best


@settings(max_examples=3, deadline=None)
@given(hst.integers(0, 10**6))
def test_every_mark_of_a_random_learner_hand_is_right(seed):
    """A learner who plays at random (Thi thật: every move is played): each
    đánh is marked exactly when the oracle finds a loss, by that loss; every
    mark's advised move is clean and names cards in words."""
    t = Table.deal(4, seed, mode="thi_that", bot="sensible")
    me = RandomBot(seed)
    states = {}
    for _ in range(40):
        t.run_bots()
        if t.finished or t.state.phase == "xuong" or t.state.actor != LEARNER:
            break
        states[len(t.state.events)] = t.state
        t.learner_move(me.choose(t.state, LEARNER, t.legal()))
    marks = {m["event"]: m for m in strategy_review(t)}
    for e in t.timeline:
        st = states.get(e["event"])
        if st is None or e.get("passed_u"):
            continue
        a = Action.from_dict(e["action"])
        mark = marks.get(e["event"])
        if a.type in ("danh", "tra_cua"):
            want = _oracle_loss(st, a)
            assert (mark is None) == (want is None), (e, mark, want)
            if mark is not None:
                assert mark["loss"] == (None if want == -1 else want)
        if mark is not None:
            best = Action.from_dict(mark["best"])
            assert not judge_action(st, best)
            assert mark["loss"] is None or mark["loss"] == mark["distance"] - mark["best_distance"] > 0
            assert choice_words(best, st) in say(mark["text"]) and not CODE.search(say(mark["text"]))


# ------------------------------------------------------------------ the hint on self-play states (issue 17)
_CARD_WORDS = sorted({k.word for k in BY_CODE.values()}, key=len, reverse=True)
_NAMED_PLAY = re.compile(r"(?<!\w)(đánh|trả cửa) (" + "|".join(map(re.escape, _CARD_WORDS)) + r")(?!\w)")
"""«đánh nhị vạn», «trả cửa chi chi»: a follow-up card a hint line names."""
_BY_WORD = {k.word: code for code, k in BY_CODE.items()}


def _selfplay_states(n: int = 260) -> list:
    """``n`` decision states (đánh, trả cửa, a card on offer) drawn, seeded, from whole bot-only
    hands (:func:`chan_core.game.selfplay.play_hand`): 2–4 players, careful, advisor and random
    bots (random ones make the positions where a follow-up đánh would be a lỗi); and every trả
    cửa state of those hands (rare: the turn after a chíu out of turn)."""
    from chan_core.game.selfplay import play_hand

    found: list = []

    def grab(st):
        if st.phase in ("danh", "tra_cua", "offer") and st.actor is not None:
            found.append(st)

    for i in range(8):
        for players, bots in ((4, "sensible"), (4, "random"), (3, "advisor"), (2, "random")):
            play_hand(players, 7_000 + i, bots=(bots,), check=grab)
    rng = random.Random(17)
    offers = [s for s in found if s.phase == "offer"]
    rest = [s for s in found if s.phase != "offer"]
    out = rng.sample(offers, min(len(offers), n * 2 // 3)) + rng.sample(rest, min(len(rest), n // 3))
    taken = {id(s) for s in out}
    return out + [s for s in rest if s.phase == "tra_cua" and id(s) not in taken]  # rare: every one


@pytest.fixture(scope="module")
def selfplay_hints():
    """``[(state, advice)]`` for the self-play states where the actor has a decision."""
    out = []
    for st in _selfplay_states():
        adv = advise(st, st.actor)
        if adv is not None:
            out.append((st, adv))
    assert len(out) >= 200
    return out


def test_every_move_the_hint_names_is_legal_and_loi_free(selfplay_hints):
    """Issue 17: the hint for an eat named the advisor's own follow-up đánh — a lỗi — and then
    corrected itself («…, rồi đánh nhị vạn: … Nhưng ăn xong mà đánh nhị vạn là phạm lỗi; nên
    đánh thất sách»). On every self-play state: each «Nên đi» move is legal, commits no lỗi
    (:func:`judge_action`) and passes no ù; each card an eat's line says to đánh / trả cửa next
    is the row's ``discard`` and is legal and lỗi-free right after that eat; a trả cửa row
    says «Trả cửa <its card>», never «đánh»."""
    bad, advisor_slips, tra_cua, tra_cua_rows = [], 0, 0, 0
    for st, adv in selfplay_hints:
        seat = st.actor
        legal = legal_actions(st, seat)
        for p in ranking(adv):
            m = p.move
            if p.advised:
                if m.action not in legal or judge_action(st, m.action) or m.passes_u:
                    bad.append(("advised", m.action, say(m.reason)))
            if m.action.type == "tra_cua":
                tra_cua_rows += 1
                if not re.match(f"Trả cửa {BY_CODE[m.action.card].word}\\b", say(m.reason)) or "đánh" in say(m.reason).lower():
                    bad.append(("trả cửa row", m.action, say(m.reason)))
            if m.action.type not in ("an", "chiu"):
                continue
            named = [(verb, _BY_WORD[w]) for verb, w in _NAMED_PLAY.findall(say(m.reason))]
            if not named:
                assert m.discard is None or m.distance is None, m
                continue
            nxt = apply(st, m.action)
            want = "trả cửa" if nxt.phase == "tra_cua" else "đánh"
            tra_cua += want == "trả cửa"
            for verb, code in named:
                follow = Action(seat, nxt.phase, code)
                if (verb, code) != (want, m.discard) or follow not in legal_actions(nxt, seat) \
                        or judge_action(nxt, follow):
                    bad.append(("follow-up", m.action, say(m.reason)))
        # the advisor's own follow-up (which ignores the lỗi) is a lỗi here: the case of the issue
        if st.phase == "offer":
            from chan_core.strategy import eat_or_pass

            hand, melds, visible, opps = seat_view(st, seat)
            o = st.offer
            ea = eat_or_pass(hand, melds, o["card"], visible, source=o["source"],
                             drawn_by="self" if o["source"] == "boc" and o["cua"] == seat else "other",
                             opponents=opps)
            for op in ea.options:
                a = (Action(seat, "chiu", o["card"]) if op.action == "chiu" else
                     Action(seat, "an", o["card"], op.with_.code) if op.action == "an" else None)
                if a is None or a not in legal or op.discard is None:
                    continue
                nxt = apply(st, a)
                if nxt.actor == seat and judge_action(nxt, Action(seat, nxt.phase, op.discard.code)):
                    advisor_slips += 1
    assert not bad, bad[:5]
    assert advisor_slips >= 5 and tra_cua >= 1 and tra_cua_rows >= 1  # the states hold the case of the issue


_EN_THEN = {"đánh": "discard", "trả cửa": "put back (trả cửa)"}
"""The English follow-up verb of an eat's line, by the verb the table needs (the catalogs' one
wording: «, then discard tam vạn», «, then put back (trả cửa) tam vạn»)."""
_EN_TAIL = re.compile(r"(?P<verb>.+?) (?P<word>" + "|".join(map(re.escape, _CARD_WORDS)) + r")"
                      r"(?: \((?P<reading>[^()]*)\))?")
"""What follows «, then » in an English eat line: a verb phrase, a card word, and the card's
English reading in brackets when the text glosses it there (its first mention)."""
_EN_TRA_CUA = re.compile(r"(?:Put back|Putting back) (?:\(trả cửa\) )?(?P<word>"
                         + "|".join(map(re.escape, _CARD_WORDS)) + r")(?!\w)")
"""The start of an English line for a trả cửa (after a chíu out of turn)."""


def _en_reading(code: str) -> str:
    """How an English text glosses a card in brackets: ``'9 of vạn'``, chi chi ``'the 1, no suit'``
    (the deck's ``english`` with its own brackets turned into a comma)."""
    return re.sub(r"\s*\(([^()]*)\)", r", \1", BY_CODE[code].english)


def _figures(m) -> tuple:
    """A hint row without its words: the move, its follow-up card, figures and lỗi codes."""
    return m.action, m.discard, m.distance, m.useful_copies, tuple(f["code"] for f in m.faults or ())


def test_the_hint_in_english_names_only_the_clean_follow_up(selfplay_hints):
    """Issues 15 and 17 item 1 together: the coach used to fix the advisor's Vietnamese lines by
    string replacement (the verb «trả cửa» after a chíu, dropping a follow-up card that is a
    lỗi), which matched nothing in English. The same self-play states under
    ``language('en')``: the same moves, figures, follow-up cards and lỗi as in Vietnamese; each
    eat's line names after «, then » only the row's follow-up card — legal and lỗi-free right
    after the eat — with «put back (trả cửa)» when the eat leaves a trả cửa and «discard»
    otherwise (the card by its Vietnamese word, its bracketed reading, when shown, its own);
    every trả cửa row says «put back (trả cửa)» for its own card, never «discard»."""
    from words.i18n import language

    bad, named, tra_cua_named, tra_cua_rows = [], 0, 0, 0
    with language("en"):
        for st, adv_vi in selfplay_hints:
            seat = st.actor
            adv = advise(st, seat)
            assert adv is not None
            assert [_figures(m) for m in adv.moves] == [_figures(m) for m in adv_vi.moves]
            for m in adv.moves:
                if m.action.type == "tra_cua":
                    tra_cua_rows += 1
                    t = _EN_TRA_CUA.match(say(m.reason))
                    if t is None or _BY_WORD[t["word"]] != m.action.card or "discard" in say(m.reason).lower():
                        bad.append(("trả cửa row", m.action, say(m.reason)))
                if m.action.type not in ("an", "chiu"):
                    continue
                head = say(m.reason).split(":", 1)[0]
                if " rồi " in say(m.reason):
                    bad.append(("Vietnamese follow-up", m.action, say(m.reason)))
                tail = head.split(", then ", 1)[1] if ", then " in head else None
                if tail is None:
                    if m.discard is not None and m.distance is not None:
                        bad.append(("follow-up not named", m.action, say(m.reason)))
                    continue
                if m.discard is None:  # only an ù may follow (the 20 cards held after a chíu)
                    if not (tail == "thiên ù" or tail.startswith("ù ")):
                        bad.append(("follow-up without a card", m.action, say(m.reason)))
                    continue
                nxt = apply(st, m.action)
                want = "trả cửa" if nxt.phase == "tra_cua" else "đánh"
                t = _EN_TAIL.fullmatch(tail)
                follow = Action(seat, nxt.phase, m.discard)
                if t is None or t["verb"] != _EN_THEN[want] or _BY_WORD[t["word"]] != m.discard \
                        or t["reading"] not in (None, _en_reading(m.discard)) \
                        or follow not in legal_actions(nxt, seat) or judge_action(nxt, follow):
                    bad.append(("follow-up", m.action, say(m.reason)))
                named += 1
                tra_cua_named += want == "trả cửa"
    assert not bad, bad[:5]
    assert named >= 50 and tra_cua_named >= 1 and tra_cua_rows >= 1  # the states hold every case


def test_an_eat_with_nothing_measured_after_names_no_follow_up(selfplay_hints, monkeypatch):
    """The coach's other repair of an eat's line: the advisor's follow-up card is a lỗi and
    nothing can be measured after the eat (:func:`advise` finds no decision there) — the row
    keeps the advisor's figures and names no follow-up card. It used to cut «, rồi đánh <card>»
    out of the text, which left the lỗi card in the English line. Forced here (the inner
    :func:`advise` answers ``None`` after the eat) on the self-play offers, in Vietnamese and in English."""
    import learning.coach.advisor as advisor

    real = advisor.advise
    monkeypatch.setattr(advisor, "advise",
                        lambda st, seat=LEARNER, *, judge="all": None if st.phase != "offer" else real(st, seat, judge=judge))
    from words.i18n import language

    dropped = 0
    for st, _adv in [x for x in selfplay_hints if x[0].phase == "offer"][:80]:
        for lang in ("vi", "en"):
            with language(lang):
                adv = real(st, st.actor)
            for m in adv.moves:
                if m.action.type not in ("an", "chiu"):
                    continue
                head = say(m.reason).split(":", 1)[0]
                named = _NAMED_PLAY.findall(head) if lang == "vi" else re.findall(r", then ", head)
                if m.discard is None:
                    assert not named, say(m.reason)
                    dropped += m.distance is not None
                else:
                    nxt = apply(st, m.action)
                    assert not judge_action(nxt, Action(st.actor, nxt.phase, m.discard)), say(m.reason)
    assert dropped >= 4  # the states hold advisor follow-ups that are a lỗi


_FIGURES = re.compile(r":gray\[\(([^\]]*)\)\]  \n")  # the figures, in brackets


def _shown_key(row: str) -> tuple:
    """The figures a rendered row shows (cách ù, lá có ích, bị ăn), read back from its text, as a
    key where smaller is better — independent of how the coach computed them."""
    bits = _FIGURES.findall(row)[-1].split(" · ")
    far = bits[0]
    d = {"đã ù": 0, "chờ ù": 1, "không còn đường ù": 99}.get(far)
    if d is None:
        d = int(re.fullmatch(r"cách ù (\d+) lá", far).group(1))
    copies = next((int(b.split()[0]) for b in bits if b.endswith("lá có ích")), 0)
    pct = next((int(b.rsplit(" ", 1)[1][:-1]) for b in bits if b.startswith("khả năng cửa dưới ăn được quân này")), -1)
    return d, -copies, pct


def test_rank_numbers_shown_agree_with_the_figures_shown(selfplay_hints):
    """Issue 17: tied moves shared a number with nothing saying so, a lỗi move could be «1.»
    above the advised one. Issue 25: the ranking is by distance, then expected money, and a
    difference within ``TIE`` điểm as shown (:func:`tied`, session 21) is a tie. Rendered rows
    (:func:`ui.table.advice_line`) on every self-play state: every legal move once; numbers
    1, 2, 3 … only on moves without a lỗi, first; a move never shows fewer cards to ù than one
    above it; the same number exactly when distance is the same and the money within ``TIE`` of
    the group's first (and then «cùng hạng») unless one breaks more chắn, cạ (session 16: then the next number,
    marked ``below``), the next number otherwise; «Nên đi» exactly on
    number 1, which holds the advisor's best move. A báo learner's last card: by the chance it is eaten alone, the
    same number exactly for the same chance."""
    from learning.coach.advisor import band, tied
    from ui.table import advice_line

    ties = 0
    for st, adv in selfplay_hints:
        places = ranking(adv)
        assert sorted(p.move.action.key for p in places) == sorted(m.action.key for m in adv.moves)
        rows = [advice_line(p, st) for p in places]
        numbered = [(p, r) for p, r in zip(places, rows) if p.place is not None]
        assert [p for p, _ in numbered] == places[:len(numbered)]
        assert all(p.move.clean for p, _ in numbered)
        assert all(not p.move.clean and r.startswith("✗ ") for p, r in zip(places, rows) if p.place is None)
        if adv.best is not None:
            assert numbered and numbered[0][0].place == 1
            assert any(p.move is adv.best and p.place == 1 for p, _ in numbered)
        prev = head = None
        for p, r in numbered:
            assert r.startswith(f"{p.place}\\. ")
            d = _shown_key(r)[0]
            bao = p.move.action.seat in st.bao  # báo: by the chance of being eaten
            ev = -_shown_key(r)[2] if bao else p.move.value or 0.0
            level = (lambda a, b, _band=0: a == b) if bao else tied  # the hint's one tie rule (session 21; 22: band)
            if prev is None:
                assert p.place == 1
            else:
                assert d >= prev[1], (r, prev)
                even = d == prev[1] and level(prev[2], ev, band(prev[4], p.move))
                if even and p.move.breaks == prev[3] and level(head[2], ev):
                    assert p.place == prev[0], (r, prev)
                elif even and p.move.breaks != prev[3]:  # level: a lone què before a broken chắn or cạ
                    assert p.place == prev[0] + 1 and p.below and p.move.breaks > prev[3], (r, prev)
                else:
                    assert p.place == prev[0] + 1 and not p.below and (d > prev[1] or ev <= prev[2] + 1e-9), (r, prev)
            if head is None or p.place != head[0]:
                head = (p.place, d, ev)
            prev = (p.place, d, ev, p.move.breaks, p.move)
            same = sum(q.place == p.place for q, _ in numbered)
            assert p.tied == (same > 1) and ("cùng hạng" in r) == (same > 1)
            assert ("Nên đi" in r) == (p.place == 1)
            ties += same > 1
    assert ties >= 2  # the states do hold ties
