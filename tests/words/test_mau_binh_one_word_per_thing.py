"""Tester (session 19), Mậu binh: one thing, one name.

* The bot level «Tối ưu» was «Solver» in English while the texts around it said «the computer's best arrangement» and
  «the solver»: the level is «Tốt nhất» / «Best», the arrangement it plays is the one the result compares with
  («So với cách xếp tốt nhất» / «Compared with the best arrangement»), and no English text says «solver».
* The drill was «Arranging drill» in the menu and «Arranging drill (Mậu binh)» in «Hôm nay», «Tiến độ» and
  «Lớp học»: one name everywhere, «Xếp binh» / «Mậu binh arranging drill» (the English names its game, as the Chắn
  drills beside it in those lists name theirs: «Xướng (calling the win) drill»).
* The ace was «át» in the engine's sentences (đôi át, át bích, từ 2 tới át) and «A» as a word in the rules texts
  (Lá A, xám A, từ 2 tới A); «xì» is only read when typed. Vietnamese texts say «át»; «A» stays the card's symbol
  (A♠, A-2-3-4-5, «A bích» to type) as in seed 004 («bộ A 2 3 4 5»); English keeps «ace».
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from babel.messages.pofile import read_po

from app_pages._pages import MAU_BINH_PAGES, PAGES
from learning.i18n import _
from mau_binh.cards import RANK_WORDS
from tests.apptest_pages import open_page
from ui.daily_views import drill_name
from words import language

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = [*ROOT.glob("locale/en/LC_MESSAGES/**/*.po"), *ROOT.glob("words/locale/en/LC_MESSAGES/**/*.po")]


def _catalog(path: Path):
    with open(path, "rb") as fh:
        return [m for m in read_po(fh) if m.id]


def _strings(x) -> list[str]:
    return [x] if isinstance(x, str) else list(x)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_best_bot_level_is_named_as_the_best_arrangement(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=2028, lang=lang)
        box = at.selectbox(key="cm_level_2")
        level = box.format_func("may")  # the bot that plays the best arrangement
        compared = _("So với cách xếp tốt nhất")  # the heading of the result's comparison
        measured = _("«Tốt nhất» đo cái gì?")
    assert not at.exception
    assert level == {"vi": "Tốt nhất", "en": "Best"}[lang]
    assert f"**{level}**" in box.help and level.lower() in compared.lower() and f"«{level}»" in measured


def test_no_english_text_says_solver():
    said = [s for path in CATALOGS for m in _catalog(path) for s in _strings(m.string)]
    assert len(said) > 1000 and not [s for s in said if "solver" in s.lower()]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_arranging_drill_has_one_name_that_says_its_game(lang):
    (menu,) = [title for _section, path, title, _icon in PAGES if path == "app_pages/xep_binh.py"]
    with language(lang):
        named, listed = _(menu), drill_name("xep_binh")  # the menu (and heading) · «Hôm nay», «Tiến độ», «Lớp học»
    assert named == listed and ("binh" in named.lower()), (named, listed)
    assert lang == "vi" or "Mậu binh" in named, named


# «A» as the ace's symbol: before ♠♥♦♣, in a row of ranks (A-2-3-4-5, Q-K-A, «K, A», «bộ A 2 3 4 5»), after its word
# («Lá át (A)») or a card to type («A bích», «A spades»)
SYMBOL = re.compile(r"(?<=[-,] |K |.-|.\()A(?!\w)|A(?=[-♠♥♦♣]| [2-9]| (?:bích|cơ|rô|chuồn|spades|of)\b)")
WORD_A = re.compile(r"(?<![\w-])A(?![\w-])")
SEED = " ".join(next((ROOT.parent / "shared" / "seeds").glob("004_*.txt")).read_text(encoding="utf-8").split())


def _vietnamese_texts():
    """The Vietnamese texts of Mậu binh: its rules file and decisions, its words tables and its pages' sentences
    (quotes of the seed left out: they are the seed's own words)."""
    def walk(x, key=""):
        if isinstance(x, dict):
            for k, v in x.items():
                if not str(k).endswith("_en") and k not in ("seed", "seeds", "source", "example"):
                    yield from walk(v, k)
        elif isinstance(x, list):
            for v in x:
                yield from walk(v, key)
        elif isinstance(x, str):
            yield key, x

    yield from walk(yaml.safe_load((ROOT / "rules/mau_binh.yaml").read_text(encoding="utf-8")))
    decisions = yaml.safe_load((ROOT / "rules/decisions.yaml").read_text(encoding="utf-8"))["decisions"]
    yield from walk([d for d in decisions if d.get("game") == "mau_binh"])
    for path in ROOT.glob("words/phrases/mau_binh*.yaml"):
        yield from walk(yaml.safe_load(path.read_text(encoding="utf-8")), path.name)
    pages = {f"app_pages.{p}.po" for p in MAU_BINH_PAGES} | {"ui.mau_binh_cards.po", "words.phrases.mau_binh.po"}
    for path in CATALOGS:
        if path.name in pages:
            yield from ((path.name, s) for m in _catalog(path) for s in _strings(m.id))


def _own_words(text: str) -> str:
    """``text`` without its quotes of seed 004 («Lá A bài mang giá trị cao nhất, …»)."""
    return re.sub(r"«([^»]+)»", lambda m: "" if " ".join(m[1].split()) in SEED else m[0], text)


def test_the_ace_is_at_in_every_vietnamese_mau_binh_text():
    texts = [(k, _own_words(t)) for k, t in _vietnamese_texts()]
    assert RANK_WORDS[14] == "át" and len(texts) > 300
    words = [(k, t) for k, t in texts if len(WORD_A.findall(t)) > len(SYMBOL.findall(t)) or re.search(r"\bxì\b", t)]
    assert not words, words
    assert [t for _k, t in texts if re.search(r"(?<!\w)át(?!\w)", t)]  # the word is used
