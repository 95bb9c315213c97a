"""«Xếp binh» (issue 17 item 8): the drill's counters belong to the learner, and a deal is
counted once.

* The counters (rounds, right, streak, best) come from ``ui.learner_counters`` like the other
  drills: two learners keep their own; a new browser session of the same learner gets them back.
* The graded result survives a reload (a new session on the same link shows it, the rows locked
  as answered), and a second «Chấm» on the same deal — from a page opened before the first one
  was graded — is not counted again (one attempt saved, the counters unchanged).
* «Ván mới» closes the round: a deal that comes back later is graded afresh.
"""
from __future__ import annotations

import re

from apptest_pages import chi_rows, open_page, set_chi
from learning.progress import ProgressStore
from mau_binh.arrangement import Arrangement
from mau_binh.drill import deal_hand, grade
from mau_binh.solver import solve

K = "hoc_chan__"  # ui.learner's session prefix (the «Bạn là ai?» widgets)
S1, S2 = 31, 32


def best(seed: int) -> Arrangement:
    return solve(deal_hand(seed)).arrangement


def lung(seed: int) -> Arrangement:
    """A binh lủng arrangement of deal ``seed`` (the best one with chi cuối's top moved up)."""
    b = best(seed)
    arr = Arrangement(b.back[:3], b.middle, list(b.back[3:]) + list(b.front))
    assert grade(deal_hand(seed), arr).arrangement.lung
    return arr


def rows(at, seed: int) -> dict:
    """The chi rows of deal ``seed``'s chooser."""
    return chi_rows(at, f"xb_chi_{seed}")


def answer(at, seed: int, arr: Arrangement) -> None:
    set_chi(at, arr, f"xb_chi_{seed}")
    at.button(key="xb_grade").click().run()
    assert not at.exception, [e.value for e in at.exception]


def counted(at) -> tuple[int, int, int, int]:
    """(rounds, right, streak, best) as the page shows them."""
    text = next(m.value for m in at.markdown if "**Đã làm:**" in m.value)
    m = re.search(r"Đã làm:\*\* (\d+) ván, đạt (\d+) · \*\*chuỗi đạt:\*\* (\d+) \(dài nhất (\d+)\)", text)
    assert m, text
    return tuple(int(x) for x in m.groups())


def graded(at) -> bool:
    return any(s.value == "Kết quả" for s in at.subheader)


def add_profile(at, name: str) -> None:
    at.sidebar.text_input(key=K + "new_name").set_value(name)
    at.sidebar.button(key=K + "add").click().run()
    assert not at.exception, [e.value for e in at.exception]


def on_deal(at, seed: int) -> None:
    """The address of deal ``seed`` opened in this session."""
    at.query_params["seed"] = str(seed)
    at.run()
    assert not at.exception, [e.value for e in at.exception]


def choose(at, name: str) -> None:
    box = at.sidebar.selectbox(key=K + "choose")
    box.select_index(box.options.index(name)).run()
    assert not at.exception, [e.value for e in at.exception]


def test_counters_come_back_in_a_new_session(db):
    at = open_page("app_pages/xep_binh.py", seed=S1)
    answer(at, S1, best(S1))
    assert counted(at) == (1, 1, 1, 1)
    again = open_page("app_pages/xep_binh.py", browser=at, seed=S2)  # a new session of the same browser, another deal
    assert not graded(again)
    answer(again, S2, lung(S2))
    assert counted(again) == (2, 1, 0, 1)  # the first session's round is counted, not restarted at 1
    assert [a["correct"] for a in ProgressStore(db).attempts("xep_binh")] == [True, False]


def test_two_learners_keep_separate_counters(db):
    from learning import learners

    at = open_page("app_pages/xep_binh.py", seed=S1)
    answer(at, S1, best(S1))
    assert counted(at) == (1, 1, 1, 1)
    add_profile(at, "Lan")  # Lan gets a deal of her own, not the one learner 1 has seen
    assert at.query_params["seed"] not in (str(S1), [str(S1)]) and not graded(at)
    on_deal(at, S1)  # Lan opens a link to the same deal: her own round, her own counters
    assert not graded(at)
    answer(at, S1, lung(S1))
    assert counted(at) == (1, 0, 0, 0)
    choose(at, "Người học 1")  # back, at the link of his graded deal: his counters and that deal as graded
    on_deal(at, S1)
    assert graded(at) and counted(at) == (1, 1, 1, 1)
    lan = next(p for p in learners.list_learners() if p.name == "Lan")
    assert [a["correct"] for a in ProgressStore(db, learner=lan.id).attempts("xep_binh")] == [False]
    assert [a["correct"] for a in ProgressStore(db, learner=1).attempts("xep_binh")] == [True]


def test_reload_shows_the_result_without_counting_again(db):
    at = open_page("app_pages/xep_binh.py", seed=S1)
    answer(at, S1, lung(S1))
    assert graded(at) and counted(at) == (1, 0, 0, 0)
    again = open_page("app_pages/xep_binh.py", browser=at, seed=S1)  # the learner reloads the page
    assert graded(again) and counted(again) == (1, 0, 0, 0)
    assert any("Binh lủng" in e.value for e in again.error)  # the same result
    assert not [b for b in again.button if b.key == "xb_grade"]  # nothing to grade again
    shown = rows(again, S1)
    assert all(r.disabled for r in shown.values())
    assert {c: sorted(r.value) for c, r in shown.items()} == {c: sorted(x.code for x in lung(S1).chi(c))
                                                             for c in ("front", "middle", "back")}
    assert len(ProgressStore(db).attempts("xep_binh")) == 1


def test_second_check_of_the_same_deal_is_not_counted(db):
    first = open_page("app_pages/xep_binh.py", seed=S1)
    second = open_page("app_pages/xep_binh.py", browser=first, seed=S1)  # opened before the first was graded (another tab)
    answer(first, S1, best(S1))
    answer(second, S1, lung(S1))  # a second «Chấm» on the same deal
    assert counted(second) == (1, 1, 1, 1)
    assert any("đã được chấm rồi" in i.value for i in second.info)
    assert not second.error  # the result shown is the one counted (the first), not the lủng one
    assert [a["correct"] for a in ProgressStore(db).attempts("xep_binh")] == [True]
    assert all(sorted(r.value) == sorted(c.code for c in best(S1).chi(chi)) for chi, r in rows(second, S1).items())


def test_new_hand_closes_the_round(db):
    at = open_page("app_pages/xep_binh.py", seed=S1)
    answer(at, S1, lung(S1))
    at.button(key="xb_new").click().run()
    assert at.query_params["seed"] not in (str(S1), [str(S1)]) and not graded(at)
    again = open_page("app_pages/xep_binh.py", browser=at, seed=S1)  # the deal answered wrong comes back later
    assert not graded(again)
    answer(again, S1, best(S1))
    assert counted(again) == (2, 1, 1, 1)
    assert [a["correct"] for a in ProgressStore(db).attempts("xep_binh")] == [False, True]
