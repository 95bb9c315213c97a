"""Tester: a hand played again from the review («Chơi lại từ đây») looked like any other hand — its header did not
say it is played again. The header now says it with the lists' own word: «Ván số 3 (chơi lại) · …» (English
«Hand no. 3 (played again) · …», as «Ván đã chơi» marks such a hand); a hand of its own does not."""
from __future__ import annotations

import pytest

from tests.app.test_page_choi_thu import finish, live, open_table
from words.i18n import language

HEAD = {"vi": "Ván số 3 (chơi lại) · ", "en": "Hand no. 3 (played again) · "}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_header_of_a_hand_played_again_says_so(progress_db, lang):
    with language(lang):
        at = finish(open_table(3, lang=lang))
        plain = [c.value for c in at.caption if c.value.startswith(HEAD[lang].split(" (")[0] + " · ")]
        assert plain and not any(c.value.startswith(HEAD[lang]) for c in at.caption), plain
        at.button(key="ct_replay_go").click().run()  # from the learner's first move
        assert not at.exception and live(at).replay_of
        heads = [c.value for c in at.caption if c.value.startswith(HEAD[lang])]
        assert len(heads) == 1, [c.value for c in at.caption]
