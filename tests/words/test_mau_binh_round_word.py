"""Mậu binh says «ván» in English with one word, «round» (tester: «Round 479714» on «Xếp binh», «hand 479714» in
«Tiến độ» for the same deal): every English text of the Mậu binh pages, their words and their progress figures
that says «ván» says «round», never «hand» or «deal» (Chắn keeps «hand»; a Mậu binh «bài» is a hand)."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from learning import progress
from words import language

ROOT = Path(__file__).resolve().parents[2]
EN = ROOT / "locale/en/LC_MESSAGES/hoc_chan"
MAU_BINH = [EN / f"{m}.po" for m in ("app_pages.choi_mau_binh", "app_pages.xep_binh", "app_pages.kiem_tra_binh",
                                     "app_pages.mau_binh_luat", "ui.mau_binh_cards")]
MAU_BINH.append(ROOT / "words/locale/en/LC_MESSAGES/words/words.phrases.mau_binh.po")
VAN = re.compile(r"\bván\b", re.IGNORECASE)
DEAL, HAND, BAI = (re.compile(rf"\b{w}s?\b", re.IGNORECASE) for w in ("deal", "hand", "(?:bài|tay)"))


def _progress_msgids() -> set[str]:
    """The sentences of the Mậu binh figures in «Tiến độ» (``ui/progress_sections.py``, ``mau_binh_*``)."""
    tree = ast.parse((ROOT / "ui/progress_sections.py").read_text(encoding="utf-8"))
    return {n.args[0].value for f in tree.body if isinstance(f, ast.FunctionDef) and f.name.startswith("mau_binh")
            for n in ast.walk(f) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "_"
            and n.args and isinstance(n.args[0], ast.Constant)}


def _english(path: Path, only: set[str] | None = None) -> list[tuple[str, str]]:
    with open(path, "rb") as fh:
        cat = read_po(fh)
    out = []
    for m in cat:
        msgid = m.id[0] if isinstance(m.id, tuple) else m.id
        if msgid and VAN.search(msgid) and (only is None or msgid in only):
            out += [(msgid, s) for s in (m.string if isinstance(m.string, tuple) else (m.string,))]
    return out


def test_every_mau_binh_text_saying_van_says_round_in_english():
    said = [x for p in MAU_BINH for x in _english(p)]
    said += _english(EN / "ui.progress_sections.po", _progress_msgids())
    assert len(said) > 30
    wrong = [(vi, en) for vi, en in said
             if "round" not in en.lower() or DEAL.search(en) or (HAND.search(en) and not BAI.search(vi))]
    assert wrong == []  # «hand» only where the Vietnamese says «bài» or «tay» too


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_mau_binh_deal_in_progress_is_named_as_on_its_page(lang):
    with language(lang):
        names = {progress.item_words(d, "ván 479714") for d in ("xep_binh", "choi_mau_binh")}
    assert names == {"ván 479714" if lang == "vi" else "round 479714"}
