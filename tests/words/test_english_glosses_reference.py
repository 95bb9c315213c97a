"""Glossary order, See-also senses and the picture cước glosses (issue 15, tester round 4).

* The glossary lists its 63 terms in one Vietnamese A→Z run — row by row, so a phone (where the
  two columns stack) reads them in the same order: «ba đầu», then «bạch thủ», «báo» …
  (:func:`learning.glosses.vi_sort_key`; before, ``grid[i % 2]`` gave two runs on a phone).
* «Xem thêm» names the intended entry: «chắn» in «cạ»'s See also is the pair, not the game
  «chắn (trò chơi)» (checked over every entry).
* The six picture cước (seed 001 §V items 20–25) have English glosses saying what the name means
  and which cards make it, one picture word per card.
"""
from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from words.i18n import language
from chan_core.rules import load_rules
from learning import glosses as G
from tests.apptest_pages import open_page

RULES = load_rules()
BY_ID = {t.id: t for t in RULES.glossary}
TERMS = {t.term for t in RULES.glossary}


def _glossary(lang: str):
    with language(lang):
        return open_page("app_pages/thuat_ngu.py", **({"lang": "en"} if lang == "en" else {}))


def _headings(at) -> list[str]:
    """The term headings in the order AppTest lists them (the reading order when columns stack)."""
    got = []
    for m in at.markdown:
        hit = re.match(r"\*\*(.+?)(?: — .*)?\*\*$", m.value)
        if hit and hit.group(1) in TERMS | {t.split(" (")[0] for t in TERMS}:  # English heads drop «(…)»
            got.append(hit.group(1))
    return got


# ---------------------------------------------------------------- 1. one Vietnamese A→Z order
@pytest.mark.parametrize("earlier, later", [
    ("ba đầu", "bạch thủ"), ("bạch thủ", "báo"), ("a", "ăn"), ("ăn", "ăn tiền"), ("ăn tiền", "ba đầu"),
    ("dưới", "đánh"), ("dịch", "điểm"), ("chắn", "chắn (trò chơi)"), ("chì", "chi chi"),
    ("lèo", "lên bài"), ("ù", "ù báo"), ("xướng", "xướng sai"), ("xướng sai", "xướng thiếu"),
    ("Ba", "bạch"),  # case aside
])
def test_vi_sort_key_is_the_dictionary_order(earlier, later):
    assert G.vi_sort_key(earlier) < G.vi_sort_key(later)


@given(st.lists(st.sampled_from(sorted(TERMS)), min_size=2, max_size=6, unique=True))
def test_every_d_word_comes_before_every_dj_word(words):
    """Property: in the sorted glossary every «d…» term precedes every «đ…» term, and words with a
    common beginning sort by what follows it (no interleaving of runs)."""
    got = sorted(words, key=G.vi_sort_key)
    firsts = [w[0].lower() for w in got]
    if "d" in firsts and "đ" in firsts:
        assert max(i for i, f in enumerate(firsts) if f == "d") < min(i for i, f in enumerate(firsts) if f == "đ")
    for a, b in zip(got, got[1:]):
        if b.startswith(a):
            assert a != b


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_glossary_page_lists_one_alphabetical_run(lang, progress_db):
    at = _glossary(lang)
    shown = _headings(at)
    assert len(shown) == len(RULES.glossary) == 64
    want = sorted(TERMS, key=G.vi_sort_key)
    # in English «chắn (trò chơi)» is headed «chắn — the card game …» (issue 27 item 10)
    assert shown == (want if lang == "vi" else [t.split(" (")[0] for t in want])
    i = shown.index("ba đầu")
    assert shown[i + 1] == "bạch thủ"  # the tester looked for «bạch thủ» right after «ba đầu»
    assert shown.index("ăn tiền") == shown.index("ăn") + 1
    assert shown[-1] == "xướng thiếu" and shown[-2] == "xướng sai"


# ---------------------------------------------------------------- 2. See also: the intended sense
def test_chan_in_ca_see_also_is_the_pair():
    with language("en"):
        assert G.gloss_of("chắn") == BY_ID["chan"].gloss_en
        assert G.with_gloss("chắn") == f"chắn ({BY_ID['chan'].gloss_en})"
        assert G.gloss_of("chắn (trò chơi)") == BY_ID["chan_tro_choi"].gloss_en
        assert G.gloss_of("bí tứ") == BY_ID["chan_tro_choi"].gloss_en  # an alias still finds the game


def test_ui_term_entry_prefers_the_exact_term():
    from ui.i18n import _entry_of

    assert _entry_of("chắn").id == "chan"
    assert _entry_of("Chắn").id == "chan"
    assert _entry_of("chan").id == "chan"
    assert _entry_of("bí tứ").id == "chan_tro_choi"


def test_every_term_name_glosses_as_its_own_entry():
    """Over the whole glossary: a term's own name gives its own gloss (no other entry's)."""
    with language("en"):
        wrong = [(t.term, G.gloss_of(t.term)) for t in RULES.glossary if G.gloss_of(t.term) != t.gloss_en]
    assert not wrong


def test_every_see_also_on_the_page_shows_the_intended_entry(progress_db):
    """Every «See also» of every entry (English page) shows each named entry with *its* gloss."""
    at = _glossary("en")
    caps = [c.value for c in at.caption if c.value.startswith("See also: ")]
    expected = []
    for t in sorted(RULES.glossary, key=lambda t: G.vi_sort_key(t.term)):
        if t.see:
            items = [f"{BY_ID[s].term} ({BY_ID[s].gloss_en})" for s in t.see]
            sep = "; " if any("," in x for x in items) else ", "
            expected.append("See also: " + sep.join(items))
    assert len(caps) == len(expected)
    for cap, want in zip(caps, expected):
        assert cap.split(" · ")[0] == want
    ordered = [t for t in sorted(RULES.glossary, key=lambda t: G.vi_sort_key(t.term)) if t.see]
    ca = caps[[t.id for t in ordered].index("ca")]
    assert "chắn (a pair of identical cards)" in ca and "the card game itself" not in ca, ca

# ---------------------------------------------------------------- 3. picture cước
#: The picture on each card, seed 001 §V items 20–25 (ngũ vạn: «ngôi chùa», «đình», «nhà lầu» —
#: one card; the English says «pagoda» for its picture everywhere).
PICTURE = {"2V": "blossom", "5V": "pagoda", "8V": "fish", "8N": "boy", "5S": "boat", "4V": "car"}
#: Cards of each picture cước (rules/cuoc.yaml definitions; seed 001 §V 20–25): on the mat/held, won on.
PICTURE_CUOC = {
    "hoa_roi_cua_phat": (["5 vạn"], "2 vạn"),
    "tieu_dong_hai_hoa": (["8 văn"], "2 vạn"),
    "ca_loi_san_dinh": (["5 vạn"], "8 vạn"),
    "ca_nhay_dau_thuyen": (["5 sách"], "8 vạn"),
    "ngu_ong_bat_ca": (["chi chi", "5 sách"], "8 vạn"),
    "nha_lau_xe_hoi_hoa_roi_cua_phat": (["5 and 4 vạn"], "2 vạn"),
}
CUOC = {c.id: c for c in RULES.cuoc}


@pytest.mark.parametrize("cid", sorted(PICTURE_CUOC))
def test_picture_cuoc_gloss_names_its_cards(cid):
    c = CUOC[cid]
    held, won = PICTURE_CUOC[cid]
    g = c.gloss_en
    assert len(g) <= 60 and "(" not in g and not g.endswith(".")
    assert g.endswith(f"won on {won}"), g
    for h in held:
        assert h in g, (cid, g)
    literal = g.split(":")[0]  # what the name says, before the cards
    assert literal and not re.search(r"chì bạch thủ|on the mat", g)
    assert "temple" not in g and "flower" not in g  # one word per picture: pagoda, blossom


def test_picture_words_are_one_per_card_in_the_english_definitions():
    """«temple» (ngũ vạn) and «flower» (nhị vạn) were second words for a picture: gone from the
    English of every picture cước; the Vietnamese definitions are untouched."""
    for cid in PICTURE_CUOC:
        en = CUOC[cid].twins["definition"]
        assert "temple" not in en and "flower picture" not in en, cid
        for code, word in PICTURE.items():
            card = next(k for k in RULES.deck.kinds if k.code == code)
            if f"{card.name.lower()} ({card.english}, the " in en.lower():
                assert re.search(rf"\({card.english}, the [^)]*\b{word}\b", en), (cid, code)


@pytest.mark.parametrize("cid", sorted(PICTURE_CUOC))
def test_picture_cuoc_names_are_listed_with_their_gloss(cid):
    c = CUOC[cid]
    with language("en"):
        for name in [c.name, *c.aliases, c.xuong_word]:
            assert re.sub(r" \[[^]]*\]", "", G.with_gloss(name)) == f"{name} ({c.gloss_en})", name  # readings aside
        if cid == "ngu_ong_bat_ca":  # a card in the gloss read out in square brackets: no bracket in a bracket
            assert G.with_gloss(c.name) == f"{c.name} (fisherman catches fish: chi chi [the 1, no suit], 5 sách held, won on 8 vạn)"
    with language("vi"):
        assert G.with_gloss(c.name) == c.name


# ---------------------------------------------------------------- 5, 6. words left unexplained
def _visible(at) -> str:
    from tests.apptest_pages import page_texts

    return " ".join(t for _k, _f, t in page_texts(at))


def test_home_says_what_leo_tom_bốc_cái_and_điểm_are(progress_db):
    with language("en"):
        en = _visible(open_page("app_pages/home.py", lang="en"))
    assert "Lèo and tôm: two sets of three cards that score extra (cước) in a win — lèo is cửu vạn (9 of vạn)" in en
    assert "**bốc cái** (the draw that decides who plays first)" in en or "bốc cái (the draw" in en
    assert "many **điểm** (points)" in en or "điểm (points)" in en
    with language("vi"):
        vi = _visible(open_page("app_pages/home.py"))
    assert "Lèo (cửu vạn, bát sách, chi chi) và tôm (tam vạn, tam sách, thất văn)." in vi


def test_xuong_order_trap_with_nothing_declared_reads_as_english(progress_db):
    with language("en"):
        at = open_page("app_pages/thu_tu_xuong.py", lang="en")
    labels = [e.label for e in at.expander]
    assert not any("(nothing said)" in x for x in labels), labels
    assert any("Saying nothing when the hand has" in x for x in labels), labels
    with language("vi"):
        vi = [e.label for e in open_page("app_pages/thu_tu_xuong.py").expander]
    assert any("Không hô gì khi bài có" in x for x in vi)


def test_cai_gloss_says_what_the_cai_is():
    g = BY_ID["cai"].gloss_en  # seed 001 §II: a card drawn from the nọc, turned face up on a portion
    assert "drawn from the nọc" in g and "face up" in g and "plays first" not in g
