"""The bốc cái picture (:func:`ui.seats.boc_cai_svg`) is readable on a phone (issue 15 follow-up,
testers' item 2): every text is at least :data:`ui.seats.BOC_CAI_MIN_FONT` units high in a
:data:`ui.seats.BOC_CAI_VIEWBOX` picture (≈ 10 px on a 390 px phone), and no text runs out of
the picture or off the chiếu — for every table (2–4 players, each drawer, each cái card, before
and after the answer, with and without the piles) in Vietnamese and in English, whose words are
longer. The page side (the picture across the whole row on a phone) is in
``tests/browser/test_phone_layout.py``."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from chan_core.boc_cai import boc_cai
from chan_core.cards import KINDS
from words.i18n import language
from ui.seats import BOC_CAI_MIN_FONT, BOC_CAI_VIEWBOX, boc_cai_svg, text_width

NS = "{http://www.w3.org/2000/svg}"
MAT = (62, 338)  # the chiếu's left and right edges in the picture (x)


def texts(svg: str) -> list[dict]:
    """Every ``<text>``: its words, x, y, anchor, font size and drawn width (``textLength`` when
    it is squeezed, else the generous estimate :func:`ui.seats.text_width`)."""
    root = ET.fromstring(svg)
    out = []
    for t in root.iter(f"{NS}text"):
        size = float(t.get("font-size"))
        words = "".join(t.itertext())
        width = float(t.get("textLength")) if t.get("textLength") else text_width(words, size)
        x = float(t.get("x"))
        left = {"start": x, "middle": x - width / 2, "end": x - width}[t.get("text-anchor", "start")]
        out.append({"words": words, "x": x, "y": float(t.get("y")), "size": size, "left": left,
                    "right": left + width})
    return out


def check(svg: str) -> None:
    root = ET.fromstring(svg)
    vx, vy, vw, vh = BOC_CAI_VIEWBOX
    assert root.get("viewBox") == f"{vx} {vy} {vw} {vh}"
    found = texts(svg)
    assert found
    for t in found:
        assert t["size"] >= BOC_CAI_MIN_FONT, t
        assert vx <= t["left"] and t["right"] <= vx + vw, t  # inside the picture
        assert vy < t["y"] <= vy + vh, t
        if 55 < t["y"] < 245 and MAT[0] < t["x"] < MAT[1] and t["size"] < 20:  # a line on the chiếu
            assert MAT[0] <= t["left"] and t["right"] <= MAT[1], t


@settings(max_examples=60)
@given(players=hs.sampled_from([2, 3, 4]), drawer=hs.integers(0, 3), card=hs.sampled_from([k.code for k in KINDS]),
       reveal=hs.booleans(), piles=hs.booleans(), lang=hs.sampled_from(["vi", "en"]))
def test_every_boc_cai_picture_is_readable_and_inside_its_box(players, drawer, card, reveal, piles, lang):
    res = boc_cai(players, drawer % players, card)
    with language(lang):
        check(boc_cai_svg(res, reveal, show_piles=piles))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_long_line_on_the_chieu_is_squeezed_to_fit(lang):
    """«portions: cái → 1 → 2 … going to the right» is wider than the chiếu at its size: it is
    drawn with a ``textLength`` that fits (the estimate alone would run past the edge)."""
    with language(lang):
        svg = boc_cai_svg(boc_cai(4, 1, "7V"), True)
    line = next(t for t in ET.fromstring(svg).iter(f"{NS}text") if "→" in "".join(t.itertext()))
    words, size = "".join(line.itertext()), float(line.get("font-size"))
    assert text_width(words, size) > MAT[1] - MAT[0]
    assert float(line.get("textLength")) <= MAT[1] - MAT[0] - 20


def test_seat_labels_go_beside_top_and_bottom_seats_and_under_side_seats():
    """The drawer's «bốc cái» and the «được cái» of the seat that takes the cái, at each of the
    four places: beside the top seat (right of it), beside the bottom seat (left of it, clear of
    the direction arrow that starts at its right), under the side seats."""
    places: dict[str, set] = {"bốc cái": set(), "được cái": set()}
    for drawer in range(4):
        for card in ("CC", "2V", "3V", "4V"):  # counts of 1–4: the cái lands on each seat in turn
            for t in texts(boc_cai_svg(boc_cai(4, drawer, card), True)):
                if t["words"] in places:
                    places[t["words"]].add((round(t["left"]), round(t["right"]), round(t["y"])))
                    assert not (t["right"] > 250 and t["y"] > 270), t  # clear of the arrow at the bottom right
    for word, where in places.items():
        assert len(where) == 4, (word, where)
        top = min(where, key=lambda w: w[2])
        bottom = max(where, key=lambda w: w[2])
        assert top[0] > 200 + 24 and bottom[1] < 200 - 24, (word, where)  # beside the seat circle (x 200 ± 24)
