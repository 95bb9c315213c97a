"""«Xướng!» pressed with no cước chosen (Luyện xướng; the practice table shares the builder): the note saying what
to do shows right under the buttons, where the learner pressed — not above the chips, out of view — in Vietnamese
and in English."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page
from words.i18n import language

WANT = {"vi": "Chưa có cước nào để xướng: bấm các cước bài bạn có",
        "en": "There is no cước to call yet: choose the cước your hand has"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_empty_xuong_note_is_under_the_buttons(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/luyen_xuong.py", seed=504784, level=1, **({"lang": "en"} if lang == "en" else {}))
        at.button(key="lx_submit").click().run()
    assert not at.exception
    order = [getattr(n, "key", None) or str(getattr(n.proto, "body", "")) for n in at._tree
             if getattr(n, "proto", None) is not None]
    note = next(i for i, x in enumerate(order) if x.startswith(WANT[lang]))
    assert order.index("lx_submit") < note
    assert all(not (x or "").startswith("lx_chip_") for x in order[note:])  # every chip above it
