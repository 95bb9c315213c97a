"""Tester (session 18): a Mậu binh page or action had two names — the drill «Arranging drill» in the menu and
«Hand-arranging drill (Mậu binh)» in «Hôm nay» and «Tiến độ»; «Chơi Mậu binh»'s «Xem lại» said «Replay» beside
«Play this round again», another button; its timer said press «Lật bài» where the button reads «Lật bài và so chi».
Each Mậu binh page (the menu, its title, its name in the drill lists) and each button of those pages has one name, in
Vietnamese and in English, and every «…» reference to it in any catalog uses that name (on the Mậu binh pages, to
any page: «Tiến độ» was the page «Tiến độ của bạn»)."""
from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

from babel.messages.pofile import read_po

from app_pages._pages import PAGES
from ui.daily_views import DRILL_NAMES

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = sorted([*ROOT.glob("locale/en/LC_MESSAGES/**/*.po"), *ROOT.glob("words/locale/en/LC_MESSAGES/**/*.po")])
MAU_BINH = {Path(path).stem: title for section, path, title, _icon in PAGES if section == "Mậu binh"}
MB_FILES = {*(f"app_pages.{page}.po" for page in MAU_BINH), "ui.mau_binh_cards.po", "words.phrases.mau_binh.po"}
"""The Mậu binh pages' catalogs: a button's name («Ván mới») is theirs there (Chắn's «Ván mới» is «New hand»)."""
QUOTED = re.compile(r"«([^»]+)»")


def _entries() -> list[tuple[str, str, str]]:
    """Every (catalog file name, msgid, English) of the app's and the words' catalogs."""
    out = []
    for path in CATALOGS:
        with open(path, "rb") as fh:
            for m in read_po(fh):
                ids = m.id if isinstance(m.id, tuple) else (m.id,)
                strs = m.string if isinstance(m.string, tuple) else (m.string,)
                out += [(path.name, i, s) for i, s in zip(ids, strs) if i]
    return out


ENTRIES = _entries()


def _english(msgid: str) -> str:
    """The one English of ``msgid`` across the catalogs (a button's: across the Mậu binh pages' catalogs)."""
    found = {s for f, i, s in ENTRIES if i == msgid and (msgid in MAU_BINH.values() or f in MB_FILES)}
    assert len(found) == 1, (msgid, found)
    return found.pop()


def _gettext_calls(page: str, method: str) -> list[str]:
    """The msgids given as ``_("…")`` first argument to ``<x>.<method>(…)`` (or ``<method>(…)``) in
    ``app_pages/<page>.py``."""
    tree = ast.parse((ROOT / "app_pages" / f"{page}.py").read_text(encoding="utf-8"))
    return [n.args[0].args[0].value for n in ast.walk(tree)
            if isinstance(n, ast.Call) and method in (getattr(n.func, "attr", None), getattr(n.func, "id", None)) and n.args
            and isinstance(n.args[0], ast.Call) and getattr(n.args[0].func, "id", "") == "_"
            and isinstance(n.args[0].args[0], ast.Constant)]


BUTTONS = {page: _gettext_calls(page, "button") for page in MAU_BINH}
NAMES = {*MAU_BINH.values(), *(b for labels in BUTTONS.values() for b in labels)}
TITLES = {title for _section, _path, title, _icon in PAGES}  # every page's menu entry


def test_each_mau_binh_page_is_named_as_in_the_menu():
    assert set(MAU_BINH) == {"mau_binh_luat", "kiem_tra_binh", "xep_binh", "choi_mau_binh"}
    for page, title in MAU_BINH.items():
        assert [*_gettext_calls(page, "title"), *_gettext_calls(page, "reference_head")] == [title]  # its heading
        if page in DRILL_NAMES:  # its name in «Hôm nay» and «Tiến độ»: the same (session 19: no «(Mậu binh)» after it)
            assert DRILL_NAMES[page] == title, DRILL_NAMES[page]


def test_each_mau_binh_name_has_one_english_name_everywhere():
    assert len(NAMES) >= 8 and {"Xem lại", "Chơi lại ván này", "Lật bài và so chi"} <= NAMES
    for name in NAMES:
        en = _english(name)
        for file, msgid, s in ENTRIES:
            if msgid.startswith(name + " ("):  # «Xếp binh (Mậu binh)»: the name with a note after it
                assert s.startswith(en + " ("), (file, msgid, s)


def test_every_reference_to_a_mau_binh_page_or_button_uses_its_name():
    refs = 0
    for file, msgid, s in ENTRIES:
        for quoted in QUOTED.findall(msgid):
            if quoted in MAU_BINH.values() or (quoted in NAMES and file in MB_FILES):  # a page, or a button there
                refs += 1
                assert f"«{_english(quoted)}»" in s, (file, msgid, s)
            elif file in MB_FILES and quoted not in TITLES:  # part of a name («Lật bài» for the button «Lật bài và
                # so chi», «Tiến độ» for the page «Tiến độ của bạn») names nothing
                assert not [n for n in NAMES | TITLES if n.startswith(quoted + " ")], (file, msgid)
    assert refs >= 10


def test_two_buttons_of_a_mau_binh_page_do_not_read_as_the_same_action():
    """«Replay» and «Play this round again» side by side read as one action: no button's English verb (its first
    word) is part of another's."""
    for page, labels in BUTTONS.items():
        verbs = defaultdict(set)
        for label in set(labels):
            verbs[_english(label).split()[0].lower()].add(label)
        for a in verbs:
            assert not [b for b in verbs if b != a and a in b], (page, a, dict(verbs))
