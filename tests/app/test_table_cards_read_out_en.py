"""«Chơi thử» in English (tester): the prompt, the move buttons and their tooltips, the «Gợi ý» and the advisor's
ranking name cards with their English reading at each card's first mention in a text, as lessons do; the same
page in Vietnamese has no reading at all."""
from __future__ import annotations

import re

import pytest

from apptest_pages import open_page, page_texts
from chan_core.cards import KINDS
from chan_core.game.bots import SensibleBot
from tests.app.test_page_choi_thu import key_of, live
from words.cards import reading
from words.i18n import language

NAME = re.compile(r"(?<!\w)(" + "|".join(re.escape(k.word) for k in sorted(KINDS, key=lambda k: -len(k.word)))
                  + r")(?!\w)(\**)", re.IGNORECASE)
BY_WORD = {k.word: k for k in KINDS}
READ = ("Markdown", "Button", "Subheader")


def unread(text: str) -> list[str]:
    """Card names whose first mention in ``text`` has no reading after it (none in «quotes»; a picture's
    ``name / reading`` alt text counts as read)."""
    seen, out = set(), []
    for m in NAME.finditer(text):
        k = BY_WORD[m.group(1).lower()]
        before = text[:m.start()]
        if k in seen or before.count("«") > before.count("»"):
            continue
        seen.add(k)
        rest = text[m.end():]
        if not rest.startswith((f" ({reading(k)})", f" [{reading(k)}]", f" / {k.english}")):
            out.append(m.group(1))
    return out


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_every_card_named_on_the_table_is_read_out_in_english(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/choi_thu.py", van=7, toc="ngay", lang=lang, timeout=120)
        at.button(key="ct_hint").click().run(timeout=120)
        texts = [v for k, _f, v in page_texts(at) if k in READ]
        me = SensibleBot(0)
        for _step in range(3):
            t = live(at)
            if t.finished or t.state.phase == "xuong":
                break
            at.button(key=key_of(t, me.choose(t.state, 0, t.legal()))).click().run(timeout=120)
            texts += [v for k, _f, v in page_texts(at) if k in READ]
    assert not at.exception
    named = [x for x in texts if NAME.search(x)]
    assert len(named) > 5  # the prompt, the buttons, the hint and the ranking name cards
    if lang == "en":
        assert [(x, unread(x)) for x in named if unread(x)] == []
    else:
        assert not any(re.search(r" \((?:[1-9] of \w+|the 1, no suit)\)", x) for x in named)
