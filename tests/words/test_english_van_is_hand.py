"""«ván» (one deal played to a win or a draw) is «hand» in the English of Chắn pages and «round» or
«deal» on Mậu binh pages — never «game», which is the card game itself (Chắn, «trò chơi»). Learners
found about 30 sentences saying «game» for «ván»; this checks every catalog and every YAML twin, and that
the Chắn rules and lessons (where «ván» was also «round») say «hand»."""
from __future__ import annotations

import re

import pytest
import yaml

from tests.words.test_english_wording import YAMLS, _catalog_strings

VAN = re.compile(r"\bván\b", re.IGNORECASE)
GAME = re.compile(r"\bgames?\b", re.IGNORECASE)
# «count round to the right», «sit round the table»: no «ván»
ROUND = re.compile(r"\brounds?\b(?![\s*]+to the right)(?! the\b)", re.IGNORECASE)
ALLOWED = {  # Vietnamese words in the sentence → the English phrase that may say «game», and why
    "Thi thật": ("Real game", "the name of the practice table's mode «Thi thật» (beside «Kèm cặp», Coached), "
                              "not a word for «ván»"),
}


def game_for_van(vi: str, en: str, wrong: re.Pattern = GAME) -> list[str]:
    """Each ``wrong`` word («game») in ``en`` where ``vi`` says «ván» (the allowed names taken out first)."""
    if not VAN.search(vi):
        return []
    for words, (phrase, _why) in ALLOWED.items():
        if words in vi:
            en = en.replace(phrase, "")
    return [m.group(0) for m in wrong.finditer(en)]


def _yaml_pairs(obj, out: list[tuple[str, str, bool]], mau_binh: bool = False) -> list[tuple[str, str, bool]]:
    """(Vietnamese, English, of Mậu binh) for every ``<field>`` / ``<field>_en`` pair of strings."""
    if isinstance(obj, dict):
        mau_binh = mau_binh or obj.get("game") == "mau_binh"
        for k, v in obj.items():
            vi = obj.get(k[:-3]) if isinstance(k, str) and k.endswith("_en") else None
            if isinstance(v, str) and isinstance(vi, str):
                out.append((vi, v, mau_binh))
            _yaml_pairs(v, out, mau_binh)
    elif isinstance(obj, list):
        for v in obj:
            _yaml_pairs(v, out, mau_binh)
    return out


@pytest.mark.parametrize("vi, en, hits", [
    ("Ván đã kết thúc.", "The game is over.", ["game"]),
    ("Chưa có ván nào.", "No games yet.", ["games"]),
    ("Ván đã kết thúc.", "The hand is over.", []),
    ("Thi thật: bạn không mở gợi ý lần nào trong ván này.", "Real game: you did not open the hint in this hand.", []),
    ("Thi thật: ván này", "Real game: this game", ["game"]),  # the mode's name is allowed, not another «game»
    ("Mậu binh là một trò khác.", "Mậu binh is a different game.", []),  # no «ván»: the card game
])
def test_the_check(vi, en, hits):
    assert game_for_van(vi, en) == hits


def test_the_round_check():
    assert game_for_van("Ván không ai ù.", "A round in which nobody wins.", ROUND) == ["round"]
    assert game_for_van("người thắng ván trước; đếm theo chiều tay phải",
                        "the winner of the previous hand; count round **to the right**", ROUND) == []


def test_no_catalog_says_game_for_van():
    pairs = [(name, vi, en) for name, vi, en in _catalog_strings() if VAN.search(vi)]
    assert len(pairs) > 200  # the scan sees the sentences it checks
    bad = [f"{name}: «{vi[:70]}» → «{en[:90]}»" for name, vi, en in pairs if game_for_van(vi, en)]
    assert not bad, "\n".join(bad)
    for words, (phrase, _why) in ALLOWED.items():  # an exception nothing needs any more is removed
        assert any(words in vi and phrase in en for _n, vi, en in pairs), words


def test_no_yaml_twin_says_game_for_van_nor_round_outside_mau_binh():
    pairs = [pair for path in YAMLS for pair in _yaml_pairs(yaml.safe_load(path.read_text(encoding="utf-8")), [],
                                                            path.name == "mau_binh.yaml")]
    assert sum(bool(VAN.search(vi)) for vi, _en, mb in pairs if not mb) > 50
    bad = [f"«{vi[:70]}» → «{en[:90]}»" for vi, en, mb in pairs
           if game_for_van(vi, en) or (not mb and game_for_van(vi, en, ROUND))]
    assert not bad, "\n".join(bad)


MAU_BINH_PAGES = {"app_pages.xep_binh.po", "app_pages.choi_mau_binh.po", "app_pages.mau_binh_luat.po",
                  "app_pages.kiem_tra_binh.po"}
MIXED_PAGES = {"app_pages.home.po", "app_pages.tien_do.po",  # cards or charts of both games
               "app_pages.xac_suat.po"}  # simulated deals (the computer's, not a learner's hands) say «deals»
HAND = re.compile(r"\bhands?\b", re.IGNORECASE)
CONTEXT_GAME = {"chắn": False, "mậu binh": True}  # msgctxt → of Mậu binh


def _page_van_sentences() -> list[tuple[str, bool, str, str]]:
    """(page catalog, of Mậu binh, Vietnamese, English) for every «ván» sentence of a one-game page."""
    from babel.messages.pofile import read_po

    from tests.words.test_english_wording import CATALOGS
    out = []
    for path in CATALOGS:
        if not path.name.startswith("app_pages.") or path.name in MIXED_PAGES:
            continue
        with open(path, "rb") as fh:
            for m in read_po(fh, locale="en"):
                vi = m.id[0] if isinstance(m.id, tuple) else m.id
                if not vi or not VAN.search(vi):
                    continue
                mb = CONTEXT_GAME.get(m.context, path.name in MAU_BINH_PAGES)
                ens = m.string if isinstance(m.string, tuple) else (m.string,)
                out += [(path.name, mb, vi, re.sub(r"\{\w+\}", "", en)) for en in ens]  # not the {rounds} field
    return out


def test_each_page_names_a_van_after_its_game():
    """A Chắn page's «ván» is a hand (never a round); on either game's page a label that starts with «Ván»
    («Ván số {seed}», «Ván mới», «Ván tiếp theo») says the game's word: Hand for Chắn, Round for Mậu binh."""
    rows = _page_van_sentences()
    assert sum(mb for _p, mb, _vi, _en in rows) > 5 and sum(not mb for _p, mb, _vi, _en in rows) > 20
    bad = [f"{page}: «{vi[:60]}» → «{en[:80]}»" for page, mb, vi, en in rows
           if (not mb and game_for_van(vi, en, ROUND))
           or (vi.startswith("Ván") and not (ROUND if mb else HAND).search(en))]
    assert not bad, "\n".join(bad)
