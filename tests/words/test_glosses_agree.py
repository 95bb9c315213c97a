"""Issue 27 item 3: the bạch thủ gloss and definition say what the engine checks.

The old gloss («exactly 6 chắn and 4 cạ, won on the lone card») also fits hand 205223 of the
Xướng drill (level 1): 6 chắn and 4 cạ after the win, won on the card that paired the lone one —
but into a cạ, not a chắn; the engine (seed 001 §V.17, :func:`chan_core.win.bach_thu_que`) says no
bạch thủ there, and a learner who called it by the gloss was graded sai. The gloss and the
definitions now say the wait (5 chắn, 4 cạ, one lone card) and the sixth chắn."""
from __future__ import annotations

import re

import pytest

from chan_core.gen_win import gen_win
from chan_core.layout import layout
from chan_core.rules import load_rules
from chan_core.win import bach_thu_que, check_u
from learning.lessons import load_course
from tests.apptest_pages import open_page
from words.i18n import language

HAND = 205223


def _engine_on_205223():
    g = gen_win(HAND, 1)
    uc = check_u(g.win)
    before = layout(g.win.hand, g.win.melds)
    after = layout(g.win.hand + g.win.winning_card)
    return g, uc, before, after


def test_hand_205223_is_six_chan_four_ca_but_not_bach_thu():
    g, uc, before, after = _engine_on_205223()
    assert not uc.problems  # a valid ù
    assert (after.n_chan, after.n_ca) == (6, 4)  # what the old gloss asked for
    assert "bach_thu" not in g.cuoc and not uc.bach_thu
    assert (before.n_chan, before.n_ca, len(before.que)) == (6, 3, 1)  # the winning card made a cạ
    assert bach_thu_que(before) is None


def _says_the_engines_shape(text: str, *, vi: bool) -> bool:
    """Whether a gloss or definition states the wait the engine checks: 5 chắn and 4 cạ before the
    winning card, which makes the sixth chắn."""
    t = " ".join(text.split())
    if vi:
        return bool(re.search(r"5 chắn, 4 cạ", t) and re.search(r"chắn thứ sáu", t))
    return bool(re.search(r"5 chắn, 4 cạ", t) and re.search(r"sixth chắn", t))


def test_gloss_and_definitions_agree_with_the_engine():
    r = load_rules()
    entry = next(t for t in r.glossary if t.id == "bach_thu")
    cuoc = next(c for c in r.cuoc if c.id == "bach_thu")
    for text in (entry.gloss_en, entry.twins["definition"], cuoc.gloss_en, cuoc.twins["definition"]):
        assert _says_the_engines_shape(text, vi=False), text
        assert "exactly 6 chắn" not in text
    for text in (entry.definition, cuoc.definition):
        assert _says_the_engines_shape(text, vi=True), text
    # the shape they state, applied to hand 205223, refuses it as the engine does
    _g, _uc, before, _after = _engine_on_205223()
    assert not (before.n_chan == 5 and before.n_ca == 4)


def test_a_bach_thu_the_engine_accepts_fits_the_gloss():
    """The other side: a hand the engine calls bạch thủ waits with 5 chắn, 4 cạ and one què."""
    for seed in range(1, 4000):
        g = gen_win(seed, 1)
        if "bach_thu" in g.cuoc and not g.win.context:
            before = layout(g.win.hand, g.win.melds)
            assert (before.n_chan, before.n_ca, len(before.que)) == (5, 4, 1)
            assert before.que[0] == g.win.winning_card
            return
    raise AssertionError("no bạch thủ hand in the first seeds")


def test_no_lesson_text_keeps_the_old_gloss():
    for lesson in load_course():
        dump = str(lesson.model_dump())
        assert "exactly 6 chắn and 4 cạ" not in dump and "exactly 6 *chắn* and 4 *cạ*" not in dump, lesson.id


def _english_texts() -> list[tuple[str, str]]:
    """(where, text) of every English text a learner reads from the lessons, rules and catalogs."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    out = []
    for p in [*sorted((root / "lessons").glob("*.yaml")), *sorted((root / "rules").glob("*.yaml")),
              *sorted((root / "locale").rglob("*.po")), *sorted((root / "words" / "locale").rglob("*.po"))]:
        out.append((p.name, p.read_text(encoding="utf-8")))
    return out


def test_one_gloss_per_word():
    """Issue 27 item 3: làng read as «the other players» and «all the players», cái as «the dealer»
    and as the card turned up, lỗi 16 as «discarding a cạ» and «discarding for a cạ». Each now has
    the glossary's one reading."""
    r = load_rules()
    lang = next(t for t in r.glossary if t.id == "lang").gloss_en
    assert lang == "all the players at the table"
    loi16 = next(x for x in r.loi if x.number == 16).gloss_en
    assert loi16 == "discarding a cạ after taking a cạ"
    for where, text in _english_texts():
        flat = " ".join(text.split())
        assert not re.search(r"làng\**\s*\((?:the )?other players", flat), where
        assert "discarding for a cạ" not in flat, where
        assert not re.search(r"cái\**\s*\(the dealer|the dealer's dealt", flat), where



@pytest.mark.parametrize("lang,said", [
    ("vi", ["100 lá (25 quân, mỗi quân 4 lá)", "Một loại lá bài. Bộ chắn có 25 quân, mỗi quân 4 lá giống hệt nhau"]),
    ("en", ["100 cards (25 kinds of card, 4 copies of each)", "a kind of card",
            "A kind of card. The chắn deck has 25 kinds of card, 4 identical copies (lá) of each"]),
])
def test_glossary_counts_the_deck_as_lesson_one_does(lang, said):
    """Lesson 1: «25 quân, mỗi quân 4 lá» / «25 kinds of card, 4 copies of each»: a quân is a kind of card, a lá
    one copy; the glossary page's chắn entry and «quân» say the same (not «4 cards of each kind», «quân: a card»)."""
    with language(lang):
        at = open_page("app_pages/thuat_ngu.py", lang=lang)
    shown = " ".join(e.value for kind in ("markdown", "caption") for e in getattr(at, kind))
    assert not at.exception and all(s in shown for s in said), [s for s in said if s not in shown]
    assert "4 cards of each kind" not in shown and "quân — a card" not in shown
