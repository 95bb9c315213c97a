"""A phone has no click (tester, session 19: «Click the card you want to discard.» in «Ăn hay không?» on a phone). The
English of the drill «Ăn hay không?», the practice table («Chơi thử», ``ui/table``) and its coach says «tap or click»
or «press», never «click» alone; the Vietnamese «bấm» (press) is right on both and stays."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from learning.i18n import _
from words.i18n import language

CATALOGS = Path(__file__).resolve().parents[2] / "locale" / "en" / "LC_MESSAGES" / "hoc_chan"
PAGES = ("app_pages.an_hay_khong", "app_pages.choi_thu", "ui.table.", "learning.coach.")
BARE_CLICK = re.compile(r"(?<!tap or )\bclick", re.IGNORECASE)


@pytest.mark.parametrize("po", sorted(p.name for p in CATALOGS.glob("*.po") if p.name.startswith(PAGES)))
def test_english_says_tap_or_click_never_click_alone(po):
    with open(CATALOGS / po, "rb") as f:
        catalog = read_po(f)
    for m in catalog:
        for text in (m.string if isinstance(m.string, tuple) else (m.string,)):
            assert not BARE_CLICK.search(text or ""), (po, m.id, text)


def test_the_drill_asks_to_tap_or_click_a_card():
    with language("en"):
        assert _("Bấm quân muốn đánh.") == "Tap or click the card you want to discard."
