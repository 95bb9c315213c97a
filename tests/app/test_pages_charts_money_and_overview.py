"""Page polish found by a Vietnamese phone tester (Vietnamese bugs, English kept in step).

Each item of the report is a test here, in both languages where the page has text:
money lines of «Luyện xướng», no code names on «Luật Mậu binh», no file path or command on
«Xác suất», whole-number score axes and local number separators on every chart, the comma in
«Ăn hay không?»'s «thêm …, bài vẫn chưa tròn», the home page's numbered overview of every part of
the app, and card names under the card pictures readable on a phone.
"""
from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from words import say
from hypothesis import given, settings, strategies as st_

from words.i18n import language
from chan_core.options import make_options
from chan_core.xuong import payments

from tests.apptest_pages import load_module
from tests.budget import full
from words.i18n import text_of

TWO_NUMBERS = re.compile(r"\d+ \d+ (điểm|points?)\b")


# ---------------------------------------------------------------- 1. Luyện xướng: money lines
@settings(max_examples=40, deadline=None)
@given(verdict=st_.sampled_from(["dung", "thieu", "sai"]), players=st_.integers(2, 4),
       points=st_.integers(1, 40), bao=st_.booleans(), rule=st_.sampled_from(["theo_002", "theo_001"]))
def test_payment_lines_never_put_two_numbers_side_by_side(verdict, players, points, bao, rule):
    # Tester: «trả Người chơi 2 3 điểm» read as one number; the seat and the amount are apart.
    mod = load_module("app_pages/luyen_xuong.py", "lx_polish")
    opts = make_options("classic", {"bao_xuong_sai": rule})
    for lang in ("vi", "en"):
        with language(lang):
            p = payments(verdict, points if verdict != "sai" else 0, points if verdict == "sai" else 0,
                         points, opts, players=players, winner=0, bao=(players - 1,) if bao and players > 2 else ())
            lines = mod.payment_lines(SimpleNamespace(payments=p))
        assert len(lines) == players
        for ln in lines:
            assert not TWO_NUMBERS.search(ln), (lang, ln)
            if lang == "vi":
                assert not re.search(r"(trả|nhận của) (Bạn|Người chơi \d+) \d", ln), ln


def test_payment_lines_example_both_languages():
    mod = load_module("app_pages/luyen_xuong.py", "lx_polish")
    for lang, want in (("vi", "trả Bạn: 3 điểm"), ("en", "pays 3 điểm to You")):
        with language(lang):
            p = payments("dung", 3, 0, 3, make_options("classic"), players=2, winner=0)
            lines = mod.payment_lines(SimpleNamespace(payments=p))
        assert any(want in ln for ln in lines), (lang, lines)


# ---------------------------------------------------------------- 2. Luật Mậu binh: no code names
SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")


def _all_text(at) -> str:
    parts = [x.value for x in at.title] + [x.value for x in at.header] + [x.value for x in at.subheader]
    parts += [x.value for x in at.markdown] + [x.value for x in at.caption]
    for kind in ("success", "error", "warning", "info"):
        parts += [x.value for x in getattr(at, kind)]
    parts += [x.label for x in at.expander]
    for t in at.table:
        df = t.value
        parts += [str(c) for c in df.columns] + [str(v) for v in df.to_numpy().ravel()]
    return re.sub(r":material/[a-z_]+:", "", "\n".join(map(str, parts)))  # icons are not text


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_mau_binh_rules_page_shows_no_code_names(lang, progress_db):
    from mau_binh.rules import load_rules
    from tests.apptest_pages import open_page

    with language(lang):
        at = open_page("app_pages/mau_binh_luat.py", **({"lang": "en"} if lang == "en" else {}))
        r = load_rules()
        names = {o.id: text_of(o, "name") for o in r.options}
    text = _all_text(at)
    codes = {o.id for o in r.options} | {b.id for b in r.bonuses} | set(r.special_rankings)
    # «bonuses» is also an English word: in English only a quoted or «code» mention is a leak
    leaked = sorted(c for c in codes if re.search(rf"(?<![\w/]){re.escape(c)}(?![\w/])", text)
                    and (lang == "vi" or "_" in c or f"«{c}»" in text))
    assert not leaked, leaked
    assert "(mã " not in text and "(code " not in text
    assert not SNAKE.findall(text), SNAKE.findall(text)
    # no «Mã» / «Code» column; the options table keeps its meaning column
    opt_table = next(t.value for t in at.table if (("Tùy chọn" if lang == "vi" else "Option") in t.value.columns))
    assert len(opt_table.columns) == 3, list(opt_table.columns)
    # the decision that can be switched names the options by their shown titles
    want = (("tùy chọn «Sập hầm»", "tùy chọn «Thưởng chi mạnh»") if lang == "vi"
            else ("option «Sập hầm»", "option «Bonuses for strong chi»"))
    assert all(w in text for w in want), want
    assert all(n in text for n in names.values())


# ---------------------------------------------------------------- 3. Xác suất: no developer details
DEV_BITS = ("learning/", ".csv", "python -m", "deal_stats", "selfplay_stats", "learning.")  # the seed box is a tool


@pytest.mark.parametrize("lang, want", [
    ("vi", "Nguồn các con số: máy xáo và chia thử 1.000.000 ván ngẫu nhiên rồi đếm"),
    ("en", "Where the numbers come from: the computer shuffled and dealt 1,000,000 random deals"),
])
def test_xac_suat_says_where_numbers_come_from_without_paths(lang, want, progress_db):
    from tests.apptest_pages import open_page

    with language(lang):
        at = open_page("app_pages/xac_suat.py", **({"lang": "en"} if lang == "en" else {}))
    text = _all_text(at)
    assert want in text
    low = text.lower()
    assert not [b for b in DEV_BITS if b in low], [b for b in DEV_BITS if b in low]


def test_readme_says_how_to_rebuild_the_tables():
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    for path, cmd in (("learning/data/xac_suat_chia_bai.csv", "tools/build_stats_tables.py deals"),
                      ("learning/data/xac_suat_tu_choi.csv", "tools/build_stats_tables.py selfplay")):
        assert path in readme and cmd in readme


# ---------------------------------------------------------------- 4. charts: whole ticks, local separators
SEPARATORS = {"vi": ",.", "en": ".,"}


@given(span=st_.floats(0, 1e6, allow_nan=False))
def test_whole_step_is_a_whole_number_with_few_ticks(span):
    from ui.charts import MAX_TICKS, whole_step

    step = whole_step(span)
    assert isinstance(step, int) and step >= 1
    assert span / step <= MAX_TICKS * 2  # a 1-2-5 step: never more than about MAX_TICKS ticks


@pytest.mark.parametrize("cuoc", [{}, {"thien_u": 1}, {"chi": 1, "tam_do": 1, "leo": 2, "tom": 1}] +
                         [("gen", seed) for seed in (3, 11, 42)])
@pytest.mark.parametrize("lang", ["vi", "en"])
def test_score_waterfall_has_whole_ticks_and_local_separators(lang, cuoc):
    import ui
    from chan_core.scoring import score

    with language(lang):
        if isinstance(cuoc, tuple):  # a random winning hand of the «Luyện xướng» generator (level 3)
            from chan_core.gen_win import gen_win

            cuoc = gen_win(cuoc[1], 3, make_options("classic")).cuoc
        try:
            s = score(cuoc, make_options("classic"))
        except Exception as e:  # a cước id that does not exist: the test data is wrong
            pytest.fail(f"{cuoc}: {e}")
        fig = ui.score_waterfall(s)
    x = fig.layout.xaxis  # the điểm axis: the bars lie down (test_score_chart_labels_apart)
    assert fig.layout.separators == SEPARATORS[lang]
    assert x.tick0 == 0 and isinstance(x.dtick, int) and x.dtick >= 1 and x.tickformat == ",d"
    assert s.total / x.dtick <= 10  # a handful of ticks, not one per điểm on a big hand


def _chart_specs(at) -> list[dict]:
    import json

    return [json.loads(e.proto.spec) for e in at.get("plotly_chart")]


@full  # make test: the one render per page of tests/app/test_every_page.py runs this check
@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("page", ["app_pages/tinh_diem.py", "app_pages/cuoc.py", "app_pages/xac_suat.py"])
def test_every_chart_on_the_page_uses_the_language_separators(page, lang, progress_db):
    from tests.apptest_pages import open_page

    with language(lang):
        at = open_page(page, **({"lang": "en"} if lang == "en" else {}))
    specs = _chart_specs(at)
    assert specs, page
    for sp in specs:
        assert sp["layout"].get("separators") == SEPARATORS[lang], (page, sp["layout"].get("separators"))
    if page == "app_pages/tinh_diem.py":
        xs = [sp["layout"]["xaxis"] for sp in specs]  # the điểm axis: the score chart lies down
        assert all(isinstance(x.get("dtick"), int) and x.get("tickformat") == ",d" for x in xs), xs


def test_every_module_that_builds_a_figure_styles_it():
    # The next chart gets the same look: whoever builds a plotly figure passes it to style_figure (or ui.charts.show).
    from pathlib import Path

    import ast

    root = Path(__file__).resolve().parents[2]
    builders = re.compile(r"go\.Figure\(|px\.[a-z_]+\(")
    for folder in ("app_pages", "ui", "learning"):
        for f in (root / folder).rglob("*.py"):
            src = f.read_text(encoding="utf-8")
            if f.name != "charts.py" and builders.search(src):
                tree = ast.parse(src)

                def calls(node) -> list[str]:
                    return [n.func.id for n in ast.walk(node) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)]

                # a module's own helper that returns style_figure(<its figure parameter>) styles what it is given
                stylers = [d for d in ast.walk(tree) if isinstance(d, ast.FunctionDef) and any(
                    isinstance(r, ast.Return) and isinstance(r.value, ast.Call)
                    and getattr(r.value.func, "id", "") == "style_figure" and r.value.args
                    and getattr(r.value.args[0], "id", None) in {a.arg for a in d.args.args} for r in ast.walk(d))]
                names = {d.name for d in stylers}
                inside = sum(calls(d).count("style_figure") for d in stylers)
                n_built = len(builders.findall(src))
                n_styled = sum(c in ("style_figure", "show") or c in names for c in calls(tree)) - inside  # show styles
                assert n_styled >= n_built, (f.relative_to(root), n_built, n_styled)


# ---------------------------------------------------------------- 5. «thêm …, bài vẫn chưa tròn»
@pytest.mark.parametrize("lang, want", [
    ("vi", "thêm cửu vạn, bài vẫn chưa tròn ("),
    ("en", "with cửu vạn added, the hand is still not complete ("),
])
def test_u_lao_not_complete_message_has_its_comma(lang, want):
    # The message «Ăn hay không?» shows for an ù on a hand that is not tròn (engine, chan_core.loi).
    from chan_core.loi import judge_history

    cai_not_u = "2S 2S 3V 3V 4N 4N 5S 5S 6V 6V 7N 7N 9S 9S 4V 4S 8N 8S 5V 2V"  # tests/engine/test_bo_u.py
    with language(lang):
        r = judge_history(cai_not_u, [{"event": "danh", "card": "2V"}, {"event": "boc", "card": "9V"}],
                          {"event": "u", "card": "9V"})
        details = [say(f.detail) for f in r.verdict.findings if f.code == "u_lao"]
    assert details and details[0].startswith(want), details


# ---------------------------------------------------------------- 6. home: every part, numbered, sidebar order
@pytest.mark.parametrize("lang", ["vi", "en"])
def test_home_overview_numbers_every_section_and_lists_every_sidebar_page(lang, progress_db):
    from tests.apptest_pages import open_page

    from pathlib import Path

    from app_pages._pages import PAGES as pages

    root = Path(__file__).resolve().parents[2]
    want = [Path(path).stem for _s, path, _t, _i in pages if path != "app_pages/home.py" and (root / path).is_file()]
    with language(lang):
        at = open_page("app_pages/home.py", **({"lang": "en"} if lang == "en" else {}))
    heads = [h.value for h in at.subheader]
    sections = [h for h in heads if re.match(r"^\d+ · ", h)]
    assert [int(h.split(" · ")[0]) for h in sections] == list(range(1, len(sections) + 1)), heads
    assert len(sections) == len({s for s, *_ in pages} - {"Bắt đầu"}), heads
    assert sections[-2:] == (["4 · Công cụ", "5 · Mậu binh"] if lang == "vi" else ["4 · Tools", "5 · Mậu binh"])
    linked = [e.proto.page for e in at.get("page_link")]
    assert linked[0] == "quyet_dinh"  # the sentence on the source texts, above the overview
    overview = [p for p in linked[1:] if p in want]
    assert list(dict.fromkeys(overview)) == want, overview  # all of them, in the sidebar's order


# ---------------------------------------------------------------- 7. card names readable on a phone
PHONE = 390


def _name_font_units(lang: str) -> float:
    """The smallest font size (in the card's 100-unit width) of the words under a card picture."""
    from ui.cards import card_svg

    sizes = []
    with language(lang):
        for code in ("9V", "CC", "7N", "3S"):
            svg = card_svg(code, 56)
            for m in re.finditer(r'<text x="50" y="(\d+)" font-size="(\d+)"', svg):
                if int(m.group(1)) >= 280:  # the name line(s) at the foot, not the big character
                    sizes.append(float(m.group(2)))
    assert sizes
    return min(sizes)


@pytest.mark.parametrize("width", [30, 36, 40, 44, 56])
@pytest.mark.parametrize("lang", ["vi", "en"])
def test_card_names_at_least_11px_in_a_hand_on_a_phone(lang, width):
    from ui.cards import PHONE_MAX_WIDTH, PHONE_MIN_CARD_WIDTH, hand_html
    from ui.style import APP_CSS

    rule = re.search(r"@media \(max-width:(\d+)px\)\{\.hc-hand img\[data-card\]\{min-width:(\d+)px", APP_CSS)
    assert rule and int(rule.group(1)) == PHONE_MAX_WIDTH >= PHONE and int(rule.group(2)) == PHONE_MIN_CARD_WIDTH
    with language(lang):
        html = hand_html("9V 8S CC 3V 3S 7N", width=width)
    assert 'class="hc-hand"' in html and html.count("data-card=") == 6  # the rule reaches these pictures
    shown = max(width, PHONE_MIN_CARD_WIDTH)
    assert _name_font_units(lang) * shown / 100 >= 11 - 0.1, (lang, width, shown)
    # the hand still wraps: at least 5 cards a row in a 390 px screen's column (16 px margins)
    gap = max(3, width // 14)
    assert (PHONE - 32 + gap) // (shown + gap) >= 5
