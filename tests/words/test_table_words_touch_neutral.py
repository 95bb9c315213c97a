"""A phone has no click (tester, session 19: «Click the card you want to discard.» in «Ăn hay không?» on a phone). No
English text of the app — the msgstr of every catalog and every English twin in ``rules/`` and ``lessons/`` — says
«click» alone: a card or a seat is «tapped or clicked», a button «pressed», a cước «chosen»; the Vietnamese «bấm»
(press) is right on both and stays."""
from __future__ import annotations

import re

import pytest

from learning.i18n import _
from tests.words.test_english_wording import _catalog_strings, _yaml_strings
from words.i18n import language

BARE_CLICK = re.compile(r"(?<!tap or )\bclick", re.IGNORECASE)


@pytest.mark.parametrize("text, bare", [("Click the card you want to discard.", True), ("then click «Xướng!»", True),
                                        ("Tap or click the card.", False), ("Press «New round».", False)])
def test_the_check_finds_click_alone(text, bare):
    assert bool(BARE_CLICK.search(text)) is bare


def test_no_catalog_says_click_alone():
    bad = [(po, key, text) for po, key, text in _catalog_strings() if BARE_CLICK.search(text)]
    assert len(_catalog_strings()) > 2000 and not bad, bad


def test_no_yaml_twin_says_click_alone():
    bad = [(path, where, text) for path, where, text in _yaml_strings() if BARE_CLICK.search(text)]
    assert len(_yaml_strings()) > 1300 and not bad, bad


@pytest.mark.parametrize("vi, en", [
    ("Bấm quân muốn đánh.", "Tap or click the card you want to discard."),
    ("Bấm để chọn quân", "Tap or click to choose cards"),
    ("Nếu bài không có cước nào, bấm «{name}».", "If the hand has no cước at all, press «{name}»."),
])
def test_a_card_is_tapped_or_clicked_a_button_pressed(vi, en):
    with language("en"):
        assert _(vi) == en
