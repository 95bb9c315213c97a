"""The shared UI helpers in the ``ui`` package: card pictures, hands, sources, search,
and the card picker widget (driven through AppTest)."""
from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET

import pytest
from streamlit.testing.v1 import AppTest

import ui
from chan_core.cards import KINDS
from chan_core.errors import ChanError
from words.i18n import language

SVG = "{http://www.w3.org/2000/svg}"


def svg_texts(svg: str) -> list[str]:
    root = ET.fromstring(svg)  # also proves the SVG is well-formed XML
    return [t.text or "" for t in root.iter(f"{SVG}text")]


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.code)
def test_card_svg_shows_chinese_name_and_colour(kind):
    svg = ui.card_svg(kind)
    texts = svg_texts(svg)
    # rank numeral on top, suit character at the bottom (deck.yaml `chinese`)
    assert kind.chinese[0] in texts and kind.chinese[-1] in texts
    assert kind.name in texts
    ink = ui.INK_RED if kind.red else ui.INK_BLACK
    other = ui.INK_BLACK if kind.red else ui.INK_RED
    assert f'fill="{ink}"' in svg and f'fill="{other}"' not in svg


def test_red_cards_are_exactly_the_seed_list():
    # seed 001 §V.13: bát vạn, bát sách, cửu vạn, cửu sách, chi chi
    red = {k.code for k in KINDS if ui.INK_RED in ui.card_svg(k)}
    assert red == {"8V", "8S", "9V", "9S", "CC"}


def test_card_is_long_and_narrow():
    svg = ui.card_svg("9V", width=50)
    w, h = (int(x) for x in re.search(r'width="(\d+)" height="(\d+)"', svg).groups())
    assert (w, h) == (50, 160)  # 1 : 3.2


def test_card_accepts_vietnamese_names_and_rejects_junk():
    assert 'data-card="9N"' in ui.card_svg("cửu văn")
    with pytest.raises(ChanError):
        ui.card_svg("mười vạn")


def test_card_img_wraps_the_svg_as_data_uri():
    tag = ui.card_img("CC", 40)
    assert 'alt="Chi chi"' in tag and 'data-card="CC"' in tag
    data = re.search(r"base64,([A-Za-z0-9+/=]+)", tag).group(1)
    assert base64.b64decode(data).decode("utf-8") == ui.card_svg("CC", 40)


def test_highlight_and_dim():
    assert ui.HIGHLIGHT in ui.card_svg("2V", highlight=True)
    assert "#00aa00" in ui.card_svg("2V", highlight="#00aa00")
    assert 'opacity="0.35"' in ui.card_svg("2V", dim=True)
    html = ui.hand_html("2V 3V 4V", highlight=[1], dim=["4V"])
    imgs = re.findall(r'<img src="data:image/svg\+xml;base64,([^"]+)"[^>]*data-card="(\w+)"', html)
    decoded = {code: base64.b64decode(d).decode() for d, code in imgs}
    assert ui.HIGHLIGHT in decoded["3V"] and ui.HIGHLIGHT not in decoded["2V"]
    assert 'opacity="0.35"' in decoded["4V"]


def test_hand_html_keeps_order_and_groups():
    html = ui.hand_html("9V 9V 2N 2S cc")
    assert re.findall(r'data-card="(\w+)"', html) == ["9V", "9V", "2N", "2S", "CC"]
    grouped = ui.hand_html(groups=[("chắn", "9V 9V"), ("cạ", "2N 2S"), ("què", "CC")])
    assert re.findall(r'data-card="(\w+)"', grouped) == ["9V", "9V", "2N", "2S", "CC"]
    for cap in ("chắn", "cạ", "què"):
        assert f">{cap}</div>" in grouped


def test_layout_groups_reads_a_layout_and_its_json():
    from chan_core.layout import layout
    from chan_core.melds import parse_meld

    lay = layout("9V 9V 2N 2S CC", [parse_meld({"type": "chiu", "cards": "5V 5V 5V 5V"})])
    for given in (lay, lay.as_dict()):
        groups = ui.layout_groups(given)
        assert [g[0] for g in groups] == ["chíu (đã hạ)", "chắn", "cạ", "què"]
        assert groups[1][1] == ["9V", "9V"] and groups[0][1] == ["5V"] * 4


def test_source_text():
    # learners read the document's name and «mục», never «seed 001 §» (issue 17)
    assert (ui.source_text({"seed": "001", "section": "IV. LUẬT ĐÁNH BÀI"})
            == "Nguồn: Luật đầy đủ (tài liệu 001), mục IV: Luật đánh bài")
    both = ui.source_text([{"seed": "001", "section": "VI"}, {"seed": "002", "section": "Gà"}])
    assert both == "Nguồn: Luật đầy đủ (tài liệu 001), mục VI; Bài tính điểm (tài liệu 002), Gà"
    assert ui.source_text(None) == ""


def test_search_ignores_case_and_diacritics():
    assert ui.search_match("chiu duoc", "Chíu được nhưng lại ăn thường")
    assert ui.search_match("", "anything")
    assert not ui.search_match("lèo", "Tôm")
    assert ui.fold("Đánh đôi chắn") == "danh doi chan"


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_search_with_diacritics_keeps_them_at_word_starts(lang):
    with language(lang):
        assert ui.search_match("gà", texts=["Gà and a game"]) and ui.search_match("ga", texts=["gà"])
        assert not ui.search_match("gà", texts=["a game"]) and not ui.search_match("gà", "ngày mai")
        assert ui.search_match("địa ù", "Định nghĩa ĐỊA Ù") and not ui.search_match("địa", "dia u")


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_search_reads_both_tone_placements_of_oa_oe_uy_alike(lang):
    """«hòa» (the newer tone placement) finds «hoà» (the older) and back; likewise oe and uy. A different tone
    is still another word, and other vowel pairs keep their one placement («cuả» is not «của»)."""
    with language(lang):
        for newer, older in (("hòa", "hoà"), ("khỏe", "khoẻ"), ("thủy", "thuỷ"), ("Tùy", "tuỳ")):
            assert ui.search_match(newer, f"ván {older}") and ui.search_match(older, f"ván {newer}"), newer
            assert ui.search_match(newer, texts=[f"a {older} hand"]) and ui.search_match(older, texts=[f"a {newer}"])
        assert not ui.search_match("hòa", "hóa") and not ui.search_match("cuả", "của")


def _picker_app():
    import streamlit as st

    import ui

    codes = ui.card_picker("p")
    st.write(f"KẾT QUẢ: {codes}")


def _result(at: AppTest) -> str:
    return next(m.value for m in at.markdown if m.value.startswith("KẾT QUẢ"))


def test_card_picker_buttons_text_and_errors():
    at = AppTest.from_function(_picker_app, default_timeout=30)
    at.run()
    assert _result(at) == "KẾT QUẢ: []"
    assert at.button(key="p__add_9V").label == "Thêm cửu vạn"  # the card named, not «add icon add»
    assert at.button(key="p__add_CC").label == "Thêm chi chi"
    at.button(key="p__add_9V").click().run()
    at.button(key="p__add_9V").click().run()
    at.button(key="p__add_CC").click().run()
    assert _result(at) == "KẾT QUẢ: ['9V', '9V', 'CC']"
    assert at.text_input(key="p__text").value == "9V 9V CC"
    # typed Vietnamese names are parsed by chan_core.cards.parse_cards
    at.text_input(key="p__text").input("cửu vạn, Nhị văn chi chi").run()
    assert _result(at) == "KẾT QUẢ: ['9V', '2N', 'CC']"
    # an error is shown beside the box and the text is kept as typed
    at.text_input(key="p__text").input("9V cuu van").run()
    assert _result(at) == "KẾT QUẢ: None"
    assert at.error and "9V" in at.error[0].value and "9N" in at.error[0].value
    assert at.text_input(key="p__text").value == "9V cuu van"
    # a fifth copy of a kind is refused, naming the card
    at.text_input(key="p__text").input("2S 2S 2S 2S 2S").run()
    assert _result(at) == "KẾT QUẢ: None" and "nhị sách" in at.error[0].value
    # the 4-copy limit disables the button
    at.text_input(key="p__text").input("3V 3V 3V 3V").run()
    assert at.button(key="p__add_3V").disabled and not at.button(key="p__add_4V").disabled
    at.button(key="p__pop").click().run()
    assert _result(at) == "KẾT QUẢ: ['3V', '3V', '3V']"
    at.button(key="p__clear").click().run()
    assert _result(at) == "KẾT QUẢ: []"


def test_card_picker_buttons_name_the_card_in_english():
    at = AppTest.from_function(_picker_app, default_timeout=30)
    at.session_state["lang"] = "en"
    at.run()
    assert at.button(key="p__add_9V").label == "Add 9 of vạn"


def _crash_app():
    import streamlit as st

    import ui

    class Boom:
        title = "boom"

        def run(self):
            st.write("trước lỗi")
            raise RuntimeError("internal detail that must not leak")

    ui.run_page(Boom())


def test_run_page_shows_friendly_box_not_traceback():
    at = AppTest.from_function(_crash_app, default_timeout=30)
    at.run()
    assert not at.exception
    assert [e.value for e in at.error] == [ui.GENERIC_ERROR]
    assert "internal detail" not in str([e.value for e in at.error])


def test_source_short_for_tables():
    assert ui.source_short({"seed": "001", "section": "IV. LUẬT ĐÁNH BÀI, A, lỗi 1"}) == "Luật đầy đủ (001), mục IV, A, lỗi 1"
    assert ui.source_short({"seed": "003", "section": "Xướng ù"}) == "Luật trang chơi sanhrong (003), Xướng ù"
