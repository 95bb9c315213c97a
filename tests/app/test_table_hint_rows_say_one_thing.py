"""«Gợi ý» at «Chơi thử» (testers, session 26), in Vietnamese and English:
1. a lower row named the decision's highest chance of ù rounded with its own digits («− 0,1 vì khả năng ù thấp hơn
   mức cao nhất là 15%») while the row that has it printed «14,9%»: every row now names it as that row prints it
   (:func:`learning.coach.standing.top_chance`, once per decision);
2. a later row of a tie said its tie with its number («cùng hạng với nước số 2 ở trên (cùng cách ù …)») and then why
   it is below the number above («; cùng cách ù với nước 1, tiền trông được ít hơn …», or «ngang nước 1 … nhưng tách
   chắn» with «… nên các quân này xếp dưới» in its reason): distance compared with two rows. It now says its tie
   alone; the first row of its number says why that number stands below the one above;
3. in English the gloss of a cước behind a row's điểm («the lèo (one each of cửu vạn [9 of vạn], …)») was said in
   every row: it is said once, in the caption above the rows, as «lá có ích» and «cửa dưới» are;
4. a tied row showed its tie's brackets beside its figures' («… (cùng cách ù …) (cách ù 3 lá · …)»): one group."""
from __future__ import annotations

import itertools
import re

import pytest

from chan_core.facts import Fact
from chan_core.game import Action
from learning.coach.advisor import MoveAdvice, advise, ranking, said_once
from learning.coach.standing import _digits, made_of, rank_words, top_chance
from tests.app.test_coach_rank_words import _states
from tests.app.test_page_choi_thu import reach, situation
from tests.app.test_table_hint_figures_caption_and_tie_words import _said
from ui.table.play import FIGURES, advice_line
from words.i18n import language

BEST = {"vi": r"thấp hơn mức cao nhất là ([\d,]+)%", "en": r"below the best one, ([\d.]+)%"}
CHANCE = {"vi": r"= ([\d,]+)% ×", "en": r"= ([\d.]+)% ×"}
TIE = {"vi": "cùng hạng với nước {k}", "en": "ranked the same as move {k}"}
OTHER = {"vi": r"nước (số )?\d", "en": r"move \d"}
GLOSS = "one each of"


def _side_by_side(head: str) -> bool:
    """Two bracket groups next to each other in a row's headline, its markdown colours aside."""
    return bool(re.search(r"\)\s*\(", re.sub(r":[\w-]+\[|\]", "", head)))


@pytest.mark.parametrize(("lang", "best"), [("vi", "mức cao nhất là 12,6%"), ("en", "the best one, 12.6%")])
def test_a_lower_row_names_the_highest_chance_as_its_own_row_prints_it(lang, best):
    """12,6% × 5,0 × 3 needs its tenth (13% would give 1,95 for 1,9); 10% × 3,0 × 3 does not."""
    line = Fact("strategy.stake.line", stakes=(), points=5.0, percent=13, cuoc={}, mean=False, extra=1)
    top = MoveAdvice(Action(0, "bo"), 3, 40, None, "", ev=1.89, value=1.89, money=line, chance=(0.126, 0.126, 5.0))
    low = MoveAdvice(Action(0, "bo"), 3, 30, None, "", ev=0.9, value=0.8, money=line, chance=(0.10, 0.126, 3.0))
    printed = top_chance([low, top], 3)
    with language(lang):
        assert "12,6% ×" in made_of(top, 3, printed).replace(".", ",")
        assert made_of(low, 3, printed).endswith(best)


def _numbered(said: list) -> list[tuple[int, str]]:
    """``(number, row)`` of the hint's numbered rows (markdown from «1\\.» to the caption after them)."""
    first = next(i for i, (kind, text) in enumerate(said) if kind == "markdown" and text.startswith("1\\."))
    rows = [text for kind, text in itertools.takewhile(lambda r: r[0] == "markdown", said[first:])]
    return [(int(m[1]), text) for text in rows if (m := re.match(r"(\d+)\\\.", text))]  # ✗ rows aside


def _lower_row_digits_differ(t, a) -> bool:
    """A decision where a row naming the highest chance would round it with other digits than the row that has it."""
    if a != t.legal()[0] or t.state.bao or (adv := t.advice()) is None:
        return False
    pay, top = t.state.players - 1, top_chance(adv.moves, t.state.players - 1)
    return bool(top) and any(m.clean and "cao nhất" in made_of(m, pay, top) and _digits(m.chance, pay, top[0])[0] != top[1]
                             for m in adv.moves) and any(p.tied and p.place > 1 for p in ranking(adv) if p.place) and any(
        m.clean and dict(m.money.get("cuoc") or ()).keys() - {"xuong"} for m in adv.moves if m.money)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_hint_names_one_best_chance_says_a_tie_alone_and_glosses_a_cuoc_once(lang):
    seed, moves, _a = situation(_lower_row_digits_differ)
    with language(lang):
        at = reach(seed, moves, **({"lang": "en"} if lang == "en" else {}))
        at.button(key="ct_hint").click().run()
    assert not at.exception
    said = _said(at.main, [])
    rows = _numbered(said)
    hint = "\n".join(text for _k, text in said)
    printed = [c for _n, r in rows for c in re.findall(CHANCE[lang], r)]
    named = {c for _n, r in rows for c in re.findall(BEST[lang], r)}
    assert len(named) == 1 and named <= set(printed), (named, printed)  # as the row that has it prints it
    tied = [(n, r) for i, (n, r) in enumerate(rows) if any(k == n for k, _r in rows[:i])]
    assert any(n > 1 for n, _r in tied)
    for n, r in tied:
        head, _nl, reason = r.partition("  \n")
        standing = head.split(":blue[", 1)[1].split("]", 1)[0]
        assert standing.startswith(TIE[lang].format(k=n) + ":"), standing
        assert not re.search(OTHER[lang], standing.split(":", 1)[1]), standing  # no other row named
        assert not _side_by_side(head), head
        assert {"vi": "xếp dưới", "en": "rank below"}[lang] not in reason, reason
    first = next(i for i, (kind, text) in enumerate(said) if text.startswith("1\\."))
    caption = [t for k, t in said[:first] if k == "caption"][-1]
    if lang == "en":  # once, in the caption above the rows
        assert hint.count(GLOSS) == 1 and GLOSS in caption, hint
    else:  # Vietnamese: no gloss, the caption as it was
        assert caption in (FIGURES[0], " ".join(FIGURES)), caption


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_later_row_of_a_tie_says_its_tie_alone_in_one_bracket_group(lang):
    """Over whole hands: a later row of a number names that number, no other row, and no «why below» (its number's
    first row says it); no tied row shows two bracket groups side by side."""
    seen = {"tied": 0, "below": 0}
    for st in _states(150):
        places = said_once(ranking(advise(st, 0)))
        with language(lang):
            for i, p in enumerate(places):
                said = rank_words(places, i, st)
                if not p.tied:
                    continue
                head, _nl, reason = advice_line(p, st, said).partition("  \n")
                assert not _side_by_side(head), head
                if not any(q.place == p.place for q in places[:i]):
                    seen["below"] += p.below
                    continue
                assert said.startswith(TIE[lang].format(k=p.place)) and not p.below, said
                assert not re.search(OTHER[lang], said.split(":", 1)[1]), said
                seen["tied"] += 1
    assert seen["tied"] > 20 and seen["below"] > 3, seen
