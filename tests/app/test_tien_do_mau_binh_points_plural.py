"""Tester (session 20), «Tiến độ»'s Mậu binh section said «+1 points in all»: each count of the sentence (the total,
the points lost, the rounds) now takes its own plural in English; Vietnamese unchanged."""
from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

SAID = {("vi", 1, 1): "Tổng cộng +1 điểm; so với cách xếp tốt nhất, bạn mất 1 điểm qua 1 ván.",
        ("en", 1, 1): "+1 point in all; against the best arrangement you lost 1 point over 1 round.",
        ("en", -3, 2): "−3 points in all; against the best arrangement you lost 2 points over 1 round.",
        ("vi", -3, 2): "Tổng cộng −3 điểm; so với cách xếp tốt nhất, bạn mất 2 điểm qua 1 ván."}


def _section(lang: str, points: int, cost: int) -> None:
    from unittest import mock

    import ui.progress_sections as ps
    from words import language

    kept = [{"id": 1, "seed": 7, "finished_at": 1_800_000_000, "points": [points, 0, 0, 0], "as_best": False,
             "cost": cost}]
    with language(lang), mock.patch.object(ps.rounds, "list_rounds", return_value=kept):
        ps.mau_binh_section()


@pytest.mark.parametrize(("lang", "points", "cost"), sorted(SAID))
def test_the_mau_binh_total_takes_the_plural_of_each_count(lang, points, cost):
    at = AppTest.from_function(_section, args=(lang, points, cost)).run()
    assert not at.exception, [e.value for e in at.exception]
    assert SAID[lang, points, cost] in [m.value for m in at.markdown], [m.value for m in at.markdown]
