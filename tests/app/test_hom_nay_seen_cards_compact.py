"""Tester (session 19) on «Hôm nay»: a puzzle taken late in a hand drew its 30-odd seen cards («lá đã thấy») one
picture each, a wall a learner cannot take in on a phone. Now in sight are only the seen cards of the numbers the
question asks about (the offered card, the cards of the choices: the groups in play), each kind once with its count;
every seen card, each kind once with its count, is folded behind the one-line summary (vi and en)."""
from __future__ import annotations

import contextlib
import re
from collections import Counter

import pytest

from chan_core.cards import BY_CODE
from learning.daily import puzzles
from ui import daily_views as views
from words.i18n import language

SUMMARY = {"vi": "Đã thấy trên chiếu và các cửa: {n} lá.", "en": "Seen on the mats and in the cửa: {n} cards."}
NEAR = {"vi": "Lá đã thấy cùng số với các quân trong câu hỏi", "en": "Seen cards of the numbers in this question"}


def late() -> list[puzzles.Puzzle]:
    return [p for p in puzzles.load() if p.visible and len(p.visible.split()) >= 30]


def _shown(p, monkeypatch) -> tuple[list, str, list, list]:
    """``(cards in sight, the html in sight, cards folded, expander labels)``, card codes in the order drawn."""
    bodies, folded, labels, inside = [], [], [], []

    @contextlib.contextmanager
    def expander(label, *_a, **_kw):
        labels.append(label)
        inside.append(True)
        yield
        inside.pop()

    def html(body):
        (folded.extend(re.findall(r'data-card="(\w+)"', body)) if inside else bodies.append(body))

    monkeypatch.setattr(views, "kept_expander", expander)
    monkeypatch.setattr(views.st, "html", html)
    monkeypatch.setattr(views.st, "markdown", lambda *a, **k: None)
    views.show_position(p)
    out = "".join(bodies)
    return re.findall(r'data-card="(\w+)"', out), out, folded, labels


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_late_puzzle_shows_only_the_seen_cards_of_its_numbers_and_folds_the_rest(lang, monkeypatch):
    ps = late()
    assert len(ps) >= 10
    for p in ps:
        seen = p.visible.split()
        asked = [p.offer.card] if p.offer else []
        asked += [c[k] for c in p.choices for k in ("card", "with") if c.get(k)]
        near = [c for c in seen if BY_CODE[c].rank in {BY_CODE[a].rank for a in asked}]
        with language(lang):
            cards, out, folded, labels = _shown(p, monkeypatch)
        own = ([p.offer.card] if p.offer else []) + [c for m in p.melds for c in m.cards.split()] + p.hand.split()
        assert cards == own + list(dict.fromkeys(near)), p.id  # in sight: the question's numbers, each kind once
        assert len(cards) - len(own) < len(seen) // 2, p.id
        assert (NEAR[lang] in out) == bool(near), p.id
        assert folded == list(dict.fromkeys(seen)), p.id  # folded: every kind seen, once
        assert len(labels) == 1 and labels[0].startswith(SUMMARY[lang].format(n=len(seen))), labels


def test_each_kind_carries_its_count():
    cards = "2V 2V 2V 5N CC CC".split()
    assert views._counted(cards) == [("×3", ["2V"]), (None, ["5N"]), ("×2", ["CC"])]
    assert sum(int(c[1:]) if c else 1 for c, _k in views._counted(cards)) == len(cards)
    assert Counter(cards) == Counter({k[0]: int(c[1:]) if c else 1 for c, k in views._counted(cards)})
