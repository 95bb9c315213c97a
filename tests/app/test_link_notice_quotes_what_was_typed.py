"""A tester's finding (session 18): ``?seed=1%00`` (a NUL after the number) was said «seed=1» — a value the page
would have taken — because the quote dropped what cannot be seen. The notice now writes such a character as the
address does («seed=1%00»), whatever the page and the language."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page, shown
from words.i18n import language

INTRO = {"vi": "Địa chỉ trang có", "en": "The page address has"}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize(("page", "name", "raw", "quoted"), [
    ("luyen_xuong", "seed", "1\x00", "seed=1%00"),
    ("xep_binh", "seed", "7\u2060", "seed=7%E2%81%A0"),  # a word joiner
    ("boc_cai", "seed", "1\u200b", "seed=1%E2%80%8B"),  # a zero-width space
    ("choi_mau_binh", "seed", "\u00a012", "seed=%C2%A012"),  # a no-break space
    ("luyen_xuong", "level", "2\x1b", "level=2%1B"),
])
def test_a_link_value_with_an_unseen_character_is_quoted_with_it(progress_db, page, name, raw, quoted, lang):
    with language(lang):
        at = open_page(f"app_pages/{page}.py", **{name: raw}, **({"lang": "en"} if lang == "en" else {}))
    notes = [shown(w.value) for w in at.warning if INTRO[lang] in str(w.value)]
    assert len(notes) == 1 and f"«{quoted}»" in notes[0], notes
    assert f"«{name}={raw.strip()}»" not in notes[0] and f"«{quoted[:-3]}»" not in notes[0]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_hom_nay_quotes_an_unused_day_with_its_unseen_character(progress_db, monkeypatch, lang):
    monkeypatch.delenv("HOC_CHAN_TEST_MODE", raising=False)  # outside test mode ?ngay= is said and not used
    with language(lang):
        at = open_page("app_pages/hom_nay.py", ngay="2026-12-08\x00", **({"lang": "en"} if lang == "en" else {}))
    notes = [shown(w.value) for w in at.warning if "ngay=" in str(w.value)]
    assert len(notes) == 1 and "«ngay=2026-12-08%00»" in notes[0], notes
