"""After a bỏ ù, a later ù *in the same hand* is nghỉ ăn tiền (seed 001 §VII; lesson 12). The table, the coach and the
review said «lần ù sau» / "your next ù", which a learner reads as the next game (tester, session 27). Every app
sentence about it now says «lần ù sau trong ván này» / "a later ù in this hand"."""
from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po

CATALOGS = sorted(Path("locale/en/LC_MESSAGES/hoc_chan").glob("*.po"))


def _later_win_messages():
    for path in CATALOGS:
        with path.open("rb") as f:
            for m in read_po(f):
                if m.id and "lần ù sau" in m.id:
                    yield path.name, m.id, m.string


def test_every_later_win_after_a_bo_u_is_said_to_be_in_the_same_hand():
    found = list(_later_win_messages())
    assert len(found) >= 6, found  # the review (3), the table's aside, the coach (2)
    for name, vi, en in found:
        assert "lần ù sau trong ván này" in vi, (name, vi)
        assert "a later ù in this hand" in en and "next ù" not in en, (name, en)
