"""English of the «Chơi thử» hint (session 24 testers). The expected money of a move read «money to expect», «more
money to expect», «is worth less money»: one term now, «expected winnings», in the caption and every row. A tie read
«same rank as discard …» and the badge «same rank»: now «ranked the same as …» and «tied»."""
from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
HINT = [ROOT / "locale/en/LC_MESSAGES/hoc_chan" / f for f in ("ui.table.play.po", "learning.coach.standing.po")]


def _pairs() -> list[tuple[str, str]]:
    """Every (msgid, msgstr) of the hint's catalogs, each plural form on its own."""
    out = []
    for path in HINT:
        with open(path, "rb") as fh:
            for m in read_po(fh):
                ids = [m.id] if isinstance(m.id, str) else list(m.id)
                strs = [m.string] if isinstance(m.string, str) else list(m.string)
                out += [(ids[0], s) for s in strs] if m.id else []
    return out


@pytest.mark.parametrize(("vi", "en", "never"), [
    (("tiền trông được", "cách ù và tiền"), ("expected winnings",), ("money",)),  # the expected money, one term
    (("cùng hạng",), ("ranked the same as", "[tied]", "[tied with", "[tied:"), ("same rank",)),  # a tie said as English
])
def test_the_hint_says_one_english_term(vi, en, never):
    pairs = [(i, s) for i, s in _pairs() if any(w in i for w in vi)]
    assert len(pairs) >= 4
    for msgid, msgstr in pairs:
        assert any(w in msgstr for w in en) and not any(w in msgstr for w in never), (msgid, msgstr)
    assert not [s for _, s in _pairs() if any(w in s for w in ("money to expect", "same rank"))]
