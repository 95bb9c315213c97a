"""AppTest checks of the "Tra cứu" additions: the decisions page
(app_pages/quyet_dinh.py), the cước chart and worked score example
(app_pages/cuoc.py) and the home page's «Học tiếp» link (app_pages/home.py).

Expected values are read by hand from the seeds: 001 §I (100 lá), 003 ("120
lá"), 001 §VI (điểm table), 002 "Cách tính điểm" (9 and 31 điểm), 003 (dịch =
điểm − 2)."""
from __future__ import annotations

import base64
from pathlib import Path
from urllib.parse import parse_qs

import numpy as np
import plotly.io as pio
import pytest

from chan_core.rules import load_rules
from learning.lessons import load_course
from learning.progress import ProgressStore
from tests.app.test_app_pages import assert_healthy, open_page, page_text
from tests.apptest_pages import open_page as open_in
from words.i18n import language, text_of

ROOT = Path(__file__).resolve().parents[2]
DECISIONS = load_rules().decisions
COURSE = load_course()


# ------------------------------------------------------------ quyet_dinh.py
def test_decisions_page_lists_every_decision_with_seeds_and_reading():
    at = open_page("app_pages/quyet_dinh.py")
    assert_healthy(at)
    labels = [e.label for e in at.get("expander") if e.label != "Các tài liệu gốc là gì?"]
    assert len(labels) == len(DECISIONS) >= 20
    text = page_text(at)
    # seed 003 says 120 lá; the app uses 100 (25 × 4), seed 001 §I
    assert "Bộ bài chắn gồm 120 lá" in text
    assert "100 lá (25 × 4)" in text
    # every seed is named in words, not only by number
    assert "luật một trang chơi trực tuyến (biến thể sanhrong)" in text
    assert "Tài liệu 003 (sanhrong)" in text  # the learner never reads «seed» (issue 17)
    assert "Ứng dụng dùng:" in text and "Vì sao:" in text


def test_decisions_page_links_to_reference_pages_not_file_names():
    at = open_page("app_pages/quyet_dinh.py")
    links = at.get("page_link")
    labels = {ln.proto.label for ln in links}
    # the nọc decision lives in dealing.yaml → the "Chia bài & bốc cái" page
    assert "Chia bài & bốc cái" in labels and "Bộ bài" in labels
    assert not any(lbl.endswith(".yaml") for lbl in labels)
    for ln in links:  # proto.page is the page's URL name, e.g. "chia_bai"
        assert (ROOT / "app_pages" / f"{ln.proto.page}.py").is_file(), ln.proto.page


def test_decisions_page_search_without_diacritics():
    at = open_page("app_pages/quyet_dinh.py")
    at.text_input(key="quyet_dinh_search").input("noc").run()
    text = page_text(at)
    assert "Số quân của nọc" in text and "Số lá của bộ bài" not in text
    # few hits are shown open, so the learner sees the answer at once
    assert "4 phần 19 quân" in text  # what seed 003 says about nọc
    assert "Ứng dụng dùng:" in text
    at.text_input(key="quyet_dinh_search").input("khong co tu nay xyz").run()
    assert any("Không có chỗ nào khớp" in i.value for i in at.info)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_decisions_search_with_diacritics_keeps_them(lang):
    """«gà» typed with its accent finds the gà decisions only (not «game», «ngày»); «ga» still finds more."""
    with language(lang):
        at = open_in("app_pages/quyet_dinh.py", **({"lang": "en"} if lang == "en" else {}))

        def hits(query: str) -> tuple[int, str]:
            at.text_input(key="quyet_dinh_search").set_value(query).run()
            caption = next(c.value for c in at.caption if f"/{len(DECISIONS)}" in c.value)
            return int(caption.split("/")[0].split()[-1]), page_text(at)

        n_marked, text = hits("gà")
        n_plain, _ = hits("ga")
    assert not at.exception
    gà_list, deck = {"vi": ("Danh sách gà", "Số lá của bộ bài"),
                     "en": ("The list of gà", "Number of cards in the deck")}[lang]
    assert 0 < n_marked < n_plain, (n_marked, n_plain)
    assert gà_list in text and deck not in text


def test_decisions_page_only_switchable_readings():
    at = open_page("app_pages/quyet_dinh.py")
    at.toggle(key="quyet_dinh_only_option").set_value(True).run()
    text = page_text(at)
    # 002 makes chì bạch thủ 1 or 2 gà "tùy chọn"; bạch thủ chi gà "có nơi"; báo + xướng sai: 001 vs 002
    for topic in ("Chì bạch thủ tính mấy gà", "Bạch thủ chi có gà không",
                  "Người ù xướng sai khi có người bị báo"):
        assert (f"#### {topic}" in [m.value for m in at.markdown]  # a few hits: shown open
                or any(f"**{topic}**" in e.label for e in at.expander)), topic
    assert "Số lá của bộ bài" not in text  # no village option for the deck size
    assert f"Đang hiện {sum(1 for d in DECISIONS if d.option)}/{len(DECISIONS)} chỗ." in text
    # the option is named in words with its defaults per variant
    assert "Tùy chọn của làng — Chì bạch thủ tính mấy gà." in text
    assert "Cổ điển" in text and "Mặc định:" in text


def test_home_links_to_decisions_page():
    at = open_page("app_pages/home.py")
    assert "quyet_dinh" in {ln.proto.page for ln in at.get("page_link")}


# ------------------------------------------------------------ home: Học tiếp
def _resume_link(at):
    links = [ln for ln in at.get("page_link") if ln.proto.page == "bai_hoc" and ln.proto.query_string]
    # «Học tiếp» first; a second link may name the first unfinished lesson (issue 17)
    assert 1 <= len(links) <= 2, [ln.proto.label for ln in at.get("page_link")]
    return links[0].proto


def test_home_resume_starts_at_lesson_1_when_nothing_saved(db):
    at = open_page("app_pages/home.py")
    assert_healthy(at)
    link = _resume_link(at)
    assert parse_qs(link.query_string) == {"lesson": [COURSE[0].id], "step": ["1"]}
    assert link.label.startswith("Bắt đầu học: Bài 1.")


def test_home_resume_continues_where_the_learner_stopped(db):
    lesson = COURSE[1]
    ProgressStore(db).set_position(lesson.id, 2)  # 0-based step 2 = "bước 3"
    at = open_page("app_pages/home.py")
    link = _resume_link(at)
    assert parse_qs(link.query_string) == {"lesson": [lesson.id], "step": ["3"]}
    assert link.label == f"Học tiếp: Bài 2. {lesson.title} — bước 3/{lesson.n_steps}"


def test_home_resume_falls_back_when_saved_lesson_is_gone(db):
    ProgressStore(db).set_position("bai-da-xoa", 4)
    at = open_page("app_pages/home.py")
    assert_healthy(at)
    assert parse_qs(_resume_link(at).query_string) == {"lesson": [COURSE[0].id], "step": ["1"]}


def test_home_resume_skips_finished_lessons(db):
    """Lessons 1–4 finished, stopped on Bài 4 bước n/n, then merely opened Bài 2 → Bài 5."""
    s = ProgressStore(db)
    for x in COURSE[:4]:
        s.lesson_done(x.id)
    s.set_position(COURSE[3].id, COURSE[3].n_steps - 1)
    s.set_position(COURSE[1].id, 0)
    at = open_page("app_pages/home.py")
    assert_healthy(at)
    link = _resume_link(at)
    assert parse_qs(link.query_string) == {"lesson": [COURSE[4].id], "step": ["1"]}
    assert link.label == f"Bắt đầu học: Bài 5. {COURSE[4].title}"  # never opened: started, not continued


def test_home_resume_all_done_says_so_and_offers_review(db):
    s = ProgressStore(db)
    for x in COURSE:
        s.lesson_done(x.id)
    s.set_position(COURSE[-1].id, COURSE[-1].n_steps - 1)
    at = open_page("app_pages/home.py")
    assert_healthy(at)
    link = _resume_link(at)
    assert link.label == f"Ôn lại từ đầu: Bài 1. {COURSE[0].title}"
    assert "học xong tất cả các bài" in page_text(at)
    assert "tien_do" in {ln.proto.page for ln in at.get("page_link")}


# ------------------------------------------------------------ cuoc.py chart + example
def _figures(at) -> list:
    """Plotly figures (``go.Figure``) of the page, in page order."""
    return [pio.from_json(c.proto.spec, skip_invalid=True) for c in at.get("plotly_chart")]


def _values(arr) -> list:
    """A trace array as a list (plotly may send numbers as ``{"dtype", "bdata"}``)."""
    if isinstance(arr, dict) and "bdata" in arr:
        return np.frombuffer(base64.b64decode(arr["bdata"]), dtype=arr["dtype"]).tolist()
    return list(arr)


def test_cuoc_chart_is_horizontal_sorted_by_diem_and_fits_25_rows():
    at = open_page("app_pages/cuoc.py")
    bars = _figures(at)[0]
    classic = next(t for t in bars.data if t.name == "Cổ điển")
    assert classic.orientation == "h"
    # seed 001 §VI: the 30-điểm cước (ngư ông bắt cá, nhà lầu …) first, xuông (2) last
    assert _values(classic.x)[:2] == [30, 30] and _values(classic.x)[-1] == 2
    assert classic.y[-1] == "Xuông"
    # 25 cước on one chart: at least ~20 px per row
    assert bars.layout.height >= 25 * 20
    # hover shows dịch: Lèo is 5 điểm / 2 dịch in seed 001
    i = list(classic.y).index("Lèo")
    assert int(classic.customdata[i][1]) == 2
    assert "dịch" in classic.hovertemplate


def test_cuoc_chart_sorts_by_current_variant():
    at = open_page("app_pages/cuoc.py", variant="sanhrong")
    bars = _figures(at)[0]
    sanh = next(t for t in bars.data if t.name == "Sanhrong")
    # seed 003: thiên ù, địa ù, thập thành, kính tứ chi are 14 — the largest in sanhrong
    assert _values(sanh.x)[:4] == [14, 14, 14, 14]
    assert set(sanh.y[:4]) == {"Thiên ù", "Địa ù", "Thập thành", "Kính tứ chi"}


def test_cuoc_worked_example_seed_002():
    at = open_page("app_pages/cuoc.py")
    assert_healthy(at)
    waterfall = _figures(at)[1]
    # 002: Lèo 5 + chíu ù 1 + bạch thủ 1 + 2 × tôm 1 = 9
    assert waterfall.data[0].type == "waterfall"
    assert waterfall.data[0].x[-1] == 9
    at.radio(key="cuoc_example").set_value("Chì bạch thủ chi, tám đỏ, 2 lèo (có gà)").run()
    # 002: tám đỏ 8 + chì 1 + bạch thủ chi 3 + 2 × lèo 2 + 3 gà × 5 = 31
    assert _figures(at)[1].data[0].x[-1] == 31


def test_cuoc_worked_example_under_sanhrong_says_why_it_differs():
    at = open_page("app_pages/cuoc.py", variant="sanhrong")
    # 003 dịch = điểm − 2: lèo 5 + chíu ù 2 + bạch thủ 2 + 2 × tôm 2 = 13
    assert _figures(at)[1].data[0].x[-1] == 13
    assert "Tài liệu 002 ra 9 điểm với bảng cổ điển" in page_text(at)


def test_option_defaults_are_words_not_ids():
    # 002 is the default reading for "người ù xướng sai khi có người bị báo" (decision bao_xuong_sai)
    at = open_page("app_pages/quyet_dinh.py")
    at.toggle(key="quyet_dinh_only_option").set_value(True).run()
    text = page_text(at)
    assert "Cổ điển: Theo tài liệu 002" in text and "theo_002" not in text
    at = open_page("app_pages/cuoc.py")
    assert "theo_002" not in page_text(at)


def test_dealing_example_counted_out():
    # seed 001 §II: 4 players, B turns up thất vạn → B C D A B C D, D takes the cái;
    # the pile right of the cái goes to A, the next to B, the one left of the cái to C
    at = open_page("app_pages/chia_bai.py")
    assert_healthy(at)
    table = next(t.value for t in at.table if "7" in getattr(t.value, "columns", []))
    assert list(table.loc["Người"]) == list("BCDABCD")
    text = page_text(at)
    assert ("D (bài cái, đánh đầu tiên) → A (phần ngay bên phải bài cái) → B (phần tiếp theo) "
            "→ C (phần bên trái bài cái)") in text


@pytest.mark.parametrize("path", ["app_pages/bo_bai.py", "app_pages/chia_bai.py"])
def test_seed_003_warnings_link_to_decisions_page(path):
    at = open_page(path)
    assert "quyet_dinh" in {ln.proto.page for ln in at.get("page_link")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_cuoc_says_the_ga_options_and_the_sanhrong_dich_once_and_cites_the_usual_ga_points(lang):
    """Tester (session 21): the gà rộng/hẹp definition and «thường là 5 điểm» were said in «Gà» and again word for word
    in the house options table; the sanhrong box said «dịch = điểm − 2» twice in a row; the 5 điểm had no source."""
    rules = load_rules()
    opts = {o.id: o for o in rules.variant_options}
    with language(lang):  # AppTest reads the widgets in the language shown
        at = open_in("app_pages/cuoc.py", lang=lang)
        text, tables = page_text(at), "\n".join(str(t.value.to_dict()) for t in at.table)
        for oid in ("ga_mode", "ga_points"):
            desc = text_of(opts[oid], "description")
            assert text.count(desc) == 1 and desc not in tables, (oid, desc)
        assert ("tài liệu 001, mục VIII" if lang == "vi" else "text 001, section VIII") in text_of(
            opts["ga_points"], "description")
        box = text_of(rules.variants["sanhrong"], "description") + text_of(rules.variants["sanhrong"], "dich_rule")
    assert box.lower().count("điểm − 2") == 1, box
