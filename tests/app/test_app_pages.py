"""Every page in ``app_pages/`` runs under Streamlit's AppTest through the
router (``streamlit_app.py`` → ``switch_page``), raises nothing, shows no
friendly-error box, and shows its key content. The reference pages' content is
checked against values read by hand from the seeds (001 §I, §IV, §VI; 003)."""
from __future__ import annotations

import re
from pathlib import Path

import pandas as pd
import pytest
from streamlit.testing.v1 import AppTest

import ui
from words import say

ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "app_pages").glob("*.py") if not p.name.startswith("_"))
TIMEOUT = 60

TEXT_TYPES = ("title", "header", "subheader", "markdown", "caption", "text", "info", "warning", "success", "error")


def open_page(path: str, variant: str | None = None) -> AppTest:
    """Run the router, optionally pick a variant in the sidebar, switch to ``path``."""
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=TIMEOUT)
    at.run()
    if variant:
        at.sidebar.radio(key="variant").set_value(variant).run()
    at.switch_page(path)
    at.run()
    return at


def page_text(at: AppTest) -> str:
    """All visible text of the page: headings, markdown, alerts, expander labels, tables, html."""
    bits: list[str] = []
    for t in TEXT_TYPES:
        bits += [say(e.value) for e in at.get(t)]
    bits += [str(e.label) for e in at.get("expander")]
    for t in ("table", "dataframe"):
        for e in at.get(t):
            v = e.value
            bits.append(v.to_string() if isinstance(v, pd.DataFrame) else str(v))
    bits += [e.proto.body for e in at.get("html")]
    return "\n".join(bits)


def assert_healthy(at: AppTest) -> None:
    assert not at.exception, [e.value for e in at.exception]
    errors = [e.value for e in at.error]
    assert not any(ui.GENERIC_ERROR in e for e in errors), errors


def routed_paths() -> set[str]:
    """The paths in the router's table ``app_pages._pages.PAGES``."""
    from app_pages._pages import PAGES as routed

    return {path for _s, path, _t, _i in routed}


def test_every_page_file_is_routed():
    routed = routed_paths()
    assert set(PAGES) <= routed, f"pages missing from app_pages._pages.PAGES: {set(PAGES) - routed}"


@pytest.mark.full  # make test: the one render per page of tests/app/test_every_page.py runs this check
@pytest.mark.parametrize("path", PAGES)
def test_page_runs_without_exception(path):
    at = open_page(path)
    assert_healthy(at)
    text = page_text(at)
    assert at.title, f"{path} has no st.title"
    assert len(text) > 200, f"{path} shows almost nothing: {text[:200]!r}"


@pytest.mark.full  # make test: the one render per page of tests/app/test_every_page.py runs this check
@pytest.mark.parametrize("path", PAGES)
def test_page_runs_under_sanhrong(path):
    at = open_page(path, variant="sanhrong")
    assert at.session_state["variant"] == "sanhrong"
    assert_healthy(at)


def test_router_has_variant_selector_with_both_variants():
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=TIMEOUT)
    at.run()
    radio = at.sidebar.radio(key="variant")
    assert radio.value == "classic"
    assert set(radio.options) >= {"Cổ điển", "Sanhrong (trò chơi trực tuyến)"}
    assert_healthy(at)


def test_home_shows_the_way_through():
    at = open_page("app_pages/home.py")
    assert_healthy(at)
    text = page_text(at)
    assert "Học Chắn" in text
    for step in ("Luyện tập", "Tra cứu"):
        assert step in text
    # the page links to pages that exist
    links = at.get("page_link")
    assert any("Các lỗi" in l.proto.label for l in links)
    assert any("Bộ bài" in l.proto.label for l in links)


@pytest.mark.parametrize(("lang", "said", "page"), [
    ("vi", ("những bản luật chơi viết sẵn", "trích lời chúng"), "Chỗ các tài liệu khác nhau"),
    ("en", ("rulebooks written down", "quotes them"), "Where the sources differ"),
])
def test_home_says_what_the_source_texts_are_and_links_where_they_are_quoted(lang, said, page):
    from tests.apptest_pages import open_page as open_linked
    from words.i18n import language

    with language(lang):
        at = open_linked("app_pages/home.py", lang=lang)
    text = page_text(at)
    assert all(s in text for s in said), text
    assert any(l.proto.label == page and l.proto.page.endswith("quyet_dinh") for l in at.get("page_link"))


def test_deck_page():
    at = open_page("app_pages/bo_bai.py")
    assert_healthy(at)
    text = page_text(at)
    # seed 001 §I: 25 kinds × 4 = 100 cards; seed 003's "120 lá" is called wrong.
    assert "25 quân" in text and "100 lá" in text
    assert "120 lá" in text and "sai" in text
    # a gallery of pictures, not codes: every kind appears as a card image
    html = "\n".join(e.proto.body for e in at.get("html"))
    for code in ("2V", "9N", "5S", "CC"):
        assert f'data-card="{code}"' in html
    # red cards (001 §V.13): 5 kinds, 20 cards
    assert "Quân đỏ: 5 quân, 20 lá" in text
    table = at.dataframe[0].value
    cc = table[table["Mã"] == "CC"].iloc[0]
    assert cc["Số bốc cái"] == 1 and cc["Màu"] == "đỏ"


def test_loi_page_lists_all_18_and_filters():
    at = open_page("app_pages/loi.py")
    assert_healthy(at)
    text = page_text(at)
    for name in ("Trái vỉ", "Ăn treo tranh", "Bỏ chắn ăn chắn", "Đánh đôi chắn đi", "Bỏ ù"):
        assert name in text, name
    table = at.table[0].value
    assert list(table["Số"]) == list(range(18))
    # group B (001 §IV): lỗi 6–9, all "báo"
    at.multiselect(key="loi_groups").set_value(["B"]).run()
    table = at.table[0].value
    assert list(table["Số"]) == [6, 7, 8, 9]
    assert set(table["Phạt"]) == {"Báo"}
    # penalty filter: nghỉ ăn tiền = lỗi 0, 1, 2 (001 §VII)
    at.multiselect(key="loi_groups").set_value([]).run()
    at.multiselect(key="loi_penalty").set_value(["nghi_an_tien"]).run()
    assert list(at.table[0].value["Số"]) == [0, 1, 2]
    # search without diacritics finds "Chíu được nhưng lại ăn thường" (lỗi 2)
    at.multiselect(key="loi_penalty").set_value([]).run()
    at.text_input(key="loi_search").input("chiu duoc nhung").run()
    assert list(at.table[0].value["Số"]) == [2]
    # nothing matches → a friendly note, not an empty table
    at.text_input(key="loi_search").input("xyzzy").run()
    assert not at.table and any("Không có lỗi nào" in e.value for e in at.info)


def test_loi_expanders_show_example_and_source():
    at = open_page("app_pages/loi.py")
    labels = [e.label for e in at.expander]
    assert any(l.startswith("**Lỗi 3 — Ăn chọn cạ**") for l in labels)
    text = page_text(at)
    assert "Có cạ [cửu vạn, cửu văn], lấy cửu vạn ăn cửu sách." in text  # 001 §IV lỗi 3 example
    assert "Nguồn: Luật đầy đủ (tài liệu 001), mục IV: Luật đánh bài" in text  # words, not «seed 001 §» (issue 17)


def _row(df: pd.DataFrame, name: str) -> pd.Series:
    hits = df[df["Cước"].str.startswith(name)]
    assert len(hits) == 1, (name, list(df["Cước"]))
    return hits.iloc[0]


def test_cuoc_page_both_variants_side_by_side():
    at = open_page("app_pages/cuoc.py")
    assert_healthy(at)
    df = at.table[0].value
    assert len(df) == 25
    # seed 001 §VI table: Lèo 5/2, Thập thành 12/9, Ngư ông bắt cá 30/0
    leo = _row(df, "Lèo")
    assert (leo["Cổ điển · điểm"], leo["Cổ điển · dịch"]) == ("5", "2")
    tt = _row(df, "Thập thành")
    assert (tt["Cổ điển · điểm"], tt["Cổ điển · dịch"]) == ("12", "9")
    # seed 003: thập thành 14, dịch = điểm − 2
    assert (tt["Sanhrong · điểm"], tt["Sanhrong · dịch"]) == ("14", "12")
    # hoa/cá cước do not exist in sanhrong (003)
    hoa = _row(df, "Hoa rơi cửa phật")
    assert hoa["Sanhrong · điểm"] == "—" and hoa["Cổ điển · điểm"] == "20"
    # alias from seed 000
    assert "Đồng tử hái hoa" in _row(df, "Tiểu đồng hái hoa")["Cước"]
    # a plotly chart of điểm per cước and variant
    assert at.get("plotly_chart")


def test_cuoc_search_and_variant_marker():
    at = open_page("app_pages/cuoc.py", variant="sanhrong")
    assert any("Sanhrong (trò chơi trực tuyến)** · đang chọn" in m.value for m in at.markdown)
    at.text_input(key="cuoc_search").input("bach thu chi").run()
    names = list(at.table[0].value["Cước"])
    assert "Bạch thủ chi" in names and "Lèo" not in names


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_cuoc_search_finds_hoa_with_either_tone_placement(lang):
    """Thông's rule says «ván trước hòa» (en «a hòa»): «hòa» and the older placement «hoà» both find it."""
    from tests.apptest_pages import open_page as open_linked
    from words.i18n import language

    with language(lang):
        at = open_linked("app_pages/cuoc.py", lang=lang)
        for query in ("hòa", "hoà"):
            at.text_input(key="cuoc_search").input(query).run()
            names = [str(n).split(" — ")[0] for n in at.table[0].value["Cước"]] if at.table else []
            assert "Thông" in names, (query, names)


def test_dealing_page():
    at = open_page("app_pages/chia_bai.py")
    assert_healthy(at)
    text = page_text(at)
    # seed 001 §II: 19 cards each, the cái pile has 20, the mnemonic
    assert "19 quân" in text and "20 quân" in text
    assert "nhị (lục) tiến, tứ (bát) tụt, tam (thất) đối" in text
    table = at.table[-1].value
    # worked by hand from 001 §II: 4 players, thất (7) → "đối"; nhị (2) → "tiến"; tứ (4) → "tụt"
    row = {r["Số trên quân cái"]: r for _, r in table.iterrows()}
    assert "đối" in row["7 (thất)"]["4 người"]
    assert "tiến" in row["2 (nhị)"]["4 người"]
    assert "tụt" in row["4 (tứ)"]["4 người"]
    # 3 players: count 1 = drawer, 2 = right, 3 = left, 4 = drawer again
    assert row["4 (tứ)"]["3 người"] == "chính người bốc"
    assert row["3 (tam)"]["3 người"] == "người bên trái"
    # seed 003's different account is flagged
    assert any("Tài liệu 003 kể khác" in w.value for w in at.warning)


def test_turn_actions_page():
    at = open_page("app_pages/luot_danh.py")
    assert_healthy(at)
    text = page_text(at)
    for word in ("Cửa chì", "Cửa trên", "Cửa dưới", "Đánh", "Dưới", "Chíu", "Trả cửa"):
        assert word in text, word


def test_xuong_order_page_follows_variant():
    at = open_page("app_pages/thu_tu_xuong.py")
    assert_healthy(at)
    text = page_text(at)
    assert "Chỉ hô một tiếng" in text
    # classic (001 §V): thông, chì first, "có …" last
    assert "«Thông chì địa ù tám đỏ có tôm có 2 lèo»" in text
    at = open_page("app_pages/thu_tu_xuong.py", variant="sanhrong")
    text = page_text(at)
    # seed 003: "Ù" opens the xướng, but a kind of ù drops that first "Ù" ("bỏ chữ Ù đầu tiên")
    assert "«Thông chì địa ù tám đỏ 2 lèo tôm»" in text


def test_payouts_page():
    at = open_page("app_pages/an_tien.py")
    assert_healthy(at)
    text = page_text(at)
    for word in ("Ù láo", "Ù báo", "Xướng sai", "Xướng thiếu", "Báo"):
        assert word in text, word
    # "tám đỏ hai lèo": classic 8 + 2 × 2 = 12 (001 §VI), sanhrong 8 + 2 × 3 = 14 (003)
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Cổ điển (đang chọn)"] == "12 điểm"
    assert metrics["Sanhrong (trò chơi trực tuyến)"] == "14 điểm"
    assert {"2 người chơi", "3–4 người chơi"} <= set(at.table[-1].value.columns)


def test_glossary_page_search():
    at = open_page("app_pages/thuat_ngu.py")
    assert_healthy(at)
    text = page_text(at)
    assert "cửa chì" in text and "nọc" in text
    at.text_input(key="glossary_search").input("cua chi").run()
    heads = [m.value for m in at.markdown if m.value.startswith("**")]
    assert heads and heads[0].startswith("**cửa chì**")
    at.text_input(key="glossary_search").input("qwertyzz").run()
    assert any("Không tìm thấy" in i.value for i in at.info)


@pytest.mark.full  # make test: the one render per page of tests/app/test_every_page.py runs this check
@pytest.mark.parametrize(
    "path, at_least",
    [
        ("app_pages/loi.py", 18),  # every lỗi 0–17 cites seed 001 §IV
        ("app_pages/cuoc.py", 25),  # every cước cites its item of 001 §V
        ("app_pages/thuat_ngu.py", 40),  # every glossary term
        ("app_pages/chia_bai.py", 5),
        ("app_pages/luot_danh.py", 7),
        ("app_pages/thu_tu_xuong.py", 5),
        ("app_pages/an_tien.py", 3),
        ("app_pages/bo_bai.py", 1),
    ],
)
def test_reference_pages_cite_sources(path, at_least):
    at = open_page(path)
    cites = [c.value for c in at.caption if re.search(r"Nguồn: .*\(tài liệu 00\d\)", c.value)
             or "Nguồn: quyết định" in c.value]
    assert len(cites) >= at_least, (path, len(cites))
