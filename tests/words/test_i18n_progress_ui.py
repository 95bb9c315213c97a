"""Issue 15: the shared UI helpers, the progress store, learners, names, the class report and
the pages «Tiến độ» and «Lớp học» speak the learner's language.

Each helper is checked in both languages: Vietnamese unchanged (the exact sentences), English
with no Vietnamese word besides the game's terms (tests/english_check.py). The progress store is
shared by every session of the process, so a fault found in a Vietnamese session is said in
English to an English one (and back)."""
from __future__ import annotations

import base64
import json
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from babel.messages.pofile import read_po
from hypothesis import given
from hypothesis import strategies as hst

import ui
from chan_core.cards import KINDS
from words.cards import card_name_en
from chan_core.errors import ChanError
from words.i18n import language
from learning import classroom, learners, names, progress
from learning.lessons import load_course
from learning.progress import ProgressStore
from tests.apptest_pages import open_page, page_texts
from tests.english_check import has_vietnamese, vietnamese_leaks
from words.i18n import text_of

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = ("app_pages.lop_hoc", "app_pages.tien_do", "learning.classroom", "learning.learners", "learning.names",
            "learning.progress.database", "learning.progress.store", "learning.progress.course", "ui.cards",
            "ui.feedback", "ui.inputs", "ui.page", "ui.page_kit", "ui.seats")
LEARNER = ("Người học 1",)


def en_leaks(*texts: str, allowed: tuple[str, ...] = ()) -> list[str]:
    return vietnamese_leaks([("Text", "body", t) for t in texts], extra_allowed=allowed)


# ------------------------------------------------------------------ the catalogs themselves
@pytest.mark.parametrize("name", CATALOGS)
def test_every_english_sentence_of_these_modules_reads_in_english(name):
    """No msgstr of these modules' catalogs keeps a Vietnamese word besides the game's terms
    (a sentence copied instead of translated); placeholders and «» quotes aside."""
    with open(ROOT / "locale/en/LC_MESSAGES/hoc_chan" / f"{name}.po", "rb") as fh:
        cat = read_po(fh, locale="en")
    texts = []
    for m in cat:
        if not m.id:
            continue
        for s in (m.string if isinstance(m.string, tuple) else (m.string,)):
            texts.append(("po", str(m.id if isinstance(m.id, str) else m.id[0])[:40], re.sub(r"\{\w+\}", "", s)))
    assert texts
    assert vietnamese_leaks(texts, extra_allowed=("Học Chắn", "Ví dụ: 9V 9V cửu văn chi chi")) == []


def test_msgids_shared_with_other_modules_have_one_english():
    """The app's catalogs are merged into one (``learning.i18n.APP``): a sentence that two
    modules both use must have the same English in both, or one module shows the other's."""
    by_id: dict[str, dict[str, object]] = {}
    for po in sorted((ROOT / "locale/en/LC_MESSAGES/hoc_chan").glob("*.po")):
        with open(po, "rb") as fh:
            for m in read_po(fh, locale="en"):
                if m.id and m.string and not m.fuzzy:
                    key = m.id if isinstance(m.id, str) else m.id[0]
                    by_id.setdefault(key, {})[po.stem] = m.string
    clash = {k: v for k, v in by_id.items() if len({json.dumps(x) for x in v.values()}) > 1
             and any(n in CATALOGS for n in v)}
    assert clash == {}


# ------------------------------------------------------------------ ui.feedback
def test_generic_error_and_field_words_in_both_languages():
    assert ui.GENERIC_ERROR.startswith("Rất tiếc, trang này gặp lỗi")
    with language("en"):
        text = ui._(ui.GENERIC_ERROR)
        fields = [ui._(w) for w in ui.FIELD_WORDS.values()]
    assert text.startswith("Sorry, this page ran into an unexpected error")
    assert en_leaks(text, *fields) == []


def _score():
    line = SimpleNamespace(name="Lèo", count=2, role="dich", each=1, value=2, why="", reason="hai lèo")
    main = SimpleNamespace(name="Thông", count=1, role="diem", each=5, value=5, why="", reason="")
    ga = SimpleNamespace(name="Lèo tôm", ga=1, reason="")
    return SimpleNamespace(lines=[main, line], ga_counted=True, ga_lines=[ga], ga_points=5, total=12)


def test_score_table_columns_follow_the_language():
    vi = ui.score_table(_score())
    assert list(vi.columns) == ["Cước", "Số lần", "Tính", "Mỗi lần", "Cộng", "Vì sao"]
    assert list(vi["Cước"]) == ["Thông", "Lèo", "Gà: Lèo tôm", "Tổng"] and vi[ui.score_column("why")].iloc[1] == "hai lèo"
    with language("en"):
        en = ui.score_table(_score())
        why = ui.score_column("why")
        fig = ui.score_waterfall(_score())
    assert list(en.columns) == ["Cước", "Times", "Counts as", "Each", "Adds", "Why"] and why == "Why"
    assert list(en["Cước"])[-1] == "Total" and list(en["Counts as"])[:2] == ["Điểm", "Dịch"]
    assert list(fig.data[0].customdata) == ["Thông (điểm)", "Lèo ×2 (dịch)", "Gà: Lèo tôm", "Total"]
    assert fig.layout.xaxis.title.text == "điểm (points)"
    with pytest.raises(KeyError):
        ui.score_column("nope")


class _Where:
    def __init__(self):
        self.said = []

    def warning(self, text, icon=None):
        self.said.append(text)


def test_a_store_fault_is_said_in_the_language_of_whoever_reads_it(tmp_path):
    """The store (one per process) found the fault in a Vietnamese session; an English
    session reads it in English — the warning and the note beside an unsaved answer; the cause
    (the server log's line, naming the place) stays Vietnamese in both."""
    folder = tmp_path / "progress.sqlite3"
    folder.mkdir()
    store = ProgressStore(folder)
    assert store.status == progress.UNAVAILABLE
    assert not store.record_attempt("boc_cai", "x", True)
    vi_warning, vi_cause = store.learner_warning, store.cause
    assert "là một thư mục chứ không phải tệp tiến độ" in vi_cause and str(folder) not in vi_warning
    assert store.learner_problem("boc_cai", "x") == "chưa mở được nơi lưu tiến độ"
    with language("en"):
        en_warning, en_cause = store.learner_warning, store.cause
        en_note = store.learner_problem("boc_cai", "x")
        where = _Where()
        assert ui.save_notice("boc_cai", "x", store, where=where)
    assert en_cause == vi_cause and str(folder) in vi_cause  # a log line: never translated
    assert en_note == "the place where progress is kept could not be opened"
    assert en_warning.startswith("Progress cannot be read or saved right now: ") and str(folder) not in en_warning
    assert where.said[0].startswith(f"This answer has not been saved to your progress: {en_note}. ")
    assert str(folder) not in where.said[0]  # the note beside an answer: learner words, no path (issue 22)
    assert en_leaks(en_warning, where.said[0], allowed=(str(folder),)) == []
    assert store.learner_warning == vi_warning  # and back: the Vietnamese session still reads Vietnamese


def test_every_cause_the_sqlite_diagnosis_can_give_is_our_vietnamese_naming_the_file(tmp_path):
    """Each branch of the SQLite diagnosis (locked, read-only file, folder, side file, disk,
    full, I/O, cannot open …) gives a cause in our Vietnamese words (no SQLite English) that
    names the file, in any session's language (matrix over the codes)."""
    db = progress.SqliteDatabase.__new__(progress.SqliteDatabase)
    progress.Database.__init__(db, "sqlite:///" + str(tmp_path / "p.sqlite3"))
    db.path = tmp_path / "p.sqlite3"
    db.path.write_bytes(b"")
    codes = (None, 3, 5, 6, 8, 10, 13, 14, 23, 99)
    causes = {db._why(code)[1] for code in codes}
    with language("en"):
        assert {db._why(code)[1] for code in codes} == causes
    assert len(causes) >= 4
    for cause in causes:
        assert has_vietnamese(cause) and str(db.path) in cause, cause
        assert not [w for w in ("database", "readonly", "locked", "error", "unable") if w in cause.lower()], cause


def test_next_step_label_in_both_languages(tmp_path):
    course = load_course()
    store = ProgressStore(tmp_path / "p.sqlite3")
    assert progress.next_step(course, store).label == f"Bắt đầu học: Bài 1. {course[0].title}"
    store.set_position(course[1].id, 2)
    nxt = progress.next_step(course, store)
    assert nxt.label == f"Học tiếp: Bài 2. {course[1].title} — bước 3/{course[1].n_steps}"
    with language("en"):
        label, title = nxt.label, text_of(course[1], "title")
    assert title != course[1].title
    assert label == f"Continue: Lesson 2. {title} — step 3/{course[1].n_steps}"
    assert en_leaks(label) == []


@pytest.mark.parametrize("drill, item, vi, en", [
    ("boc_cai", "4 người, quân số 6", "4 người, quân số 6", "4 players, card number 6"),
    ("xep_binh", "ván 12", "ván 12", "round 12"),
    ("tinh_diem", "Điểm của bài ù (luyện xướng)", "Điểm của bài ù (luyện xướng)",
     "Points of the winning hand (Xướng drill)"),
    ("xuong", "Lèo", "Lèo", "Lèo"),
    ("xuong", "Điểm bài số 442080, cấp 2", "Điểm bài số 442080, cấp 2", "Points of hand 442080, level 2"),
    ("xuong", "Điểm bài số 442080, cấp 2, luật sanhrong", "Điểm bài số 442080, cấp 2, luật Sanhrong (trò chơi trực "
     "tuyến)", "Points of hand 442080, level 2, Sanhrong (online game) rules"),
    ("an_hay_khong", "ahk-loi-6", "ahk-loi-6", "ahk-loi-6"),
    ("boc_cai", "something else", "something else", "something else"),
])
def test_item_words(drill, item, vi, en):
    assert progress.item_words(drill, item) == vi
    with language("en"):
        assert progress.item_words(drill, item) == en


@given(hst.integers(2, 4), hst.integers(1, 9), hst.integers(0, 10**6))
def test_item_words_of_every_boc_cai_and_xep_binh_id(players, n, seed):
    with language("en"):
        got = [progress.item_words("boc_cai", f"{players} người, quân số {n}"),
               progress.item_words("xep_binh", f"ván {seed}")]
    assert got == [f"{players} players, card number {n}", f"round {seed}"]


# ------------------------------------------------------------------ learners, names, class report
@pytest.mark.parametrize("name", ["", "x" * 41, "a\u0007b"])
def test_name_errors_in_both_languages(name):
    with pytest.raises(learners.LearnerNameError) as vi:
        learners.clean_name(name)
    with language("en"), pytest.raises(learners.LearnerNameError) as en:
        learners.clean_name(name)
    assert has_vietnamese(str(vi.value)) and str(en.value) != str(vi.value)
    assert en_leaks(str(en.value), allowed=("Lan", "Minh")) == []


def test_names_in_both_languages():
    assert [names.verdict_name(v) for v in ("dung", "thieu", "sai")] == ["Xướng đúng", "Xướng thiếu", "Xướng sai"]
    assert (names.penalty_name(None), names.seat_name(5), names.cards_text([])) == ("Không bị phạt", "Ghế 5", "không có")
    with language("en"):
        got = [names.verdict_name(v) for v in ("dung", "thieu", "sai")]
        other = (names.penalty_name(None), names.seat_name(5), names.cards_text([]), names.loi_name(7))
    assert got == ["Correct xướng", "Xướng thiếu (incomplete)", "Xướng sai (wrong)"]
    assert other[:3] == ("No penalty", "Seat 5", "none") and other[3].startswith("Lỗi 7 — ")
    assert en_leaks(*got, *other) == []


def test_class_topics_and_csv_header_per_language():
    vi = classroom.topics()
    with language("en"):
        en = classroom.topics()
        head = classroom.report_csv(classroom.ClassReport([], [], 12)).splitlines()[0]
    assert list(vi) == list(en) and vi["loi_A"] == "Lỗi nhóm A" and en["loi_A"] == "Lỗi group A"
    assert classroom.topics() == vi  # the cache is per language
    assert head.startswith("Learner,E-mail,Started,Last active,Lessons done,Lessons in the course,Answers,"
                           "Accuracy (%),Mậu binh rounds,Cards: answers,Cards: right (%),Bốc cái: answers")
    assert en_leaks(head) == []


# ------------------------------------------------------------------ cards, inputs, seats
@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.code)
def test_card_pictures_are_named_in_english(kind):
    vi = ui.card_img(kind)
    with language("en"):
        en = ui.card_img(kind)
        label = ui.card_label(kind)
    assert label == card_name_en(kind) and " / " in label
    colour = "red card" if kind.red else "black card"
    assert f'alt="{label}" title="{label} — {colour}"' in en
    assert f'alt="{kind.name}" title="{kind.name} — quân ' in vi
    svg = base64.b64decode(re.search(r"base64,([^\"]+)", en).group(1)).decode()
    assert kind.chinese[-1] in svg  # the picture keeps its Chinese characters


def _svg_words(img: str) -> list[str]:
    svg = base64.b64decode(re.search(r"base64,([^\"]+)", img).group(1)).decode()
    return re.findall(r"<text[^>]*>([^<]+)</text>", svg) + re.findall(r'aria-label="([^"]+)"', svg)


def test_the_table_pictures_speak_english():
    from chan_core.boc_cai import boc_cai

    with language("en"):
        imgs = [ui.boc_cai_img(boc_cai(players=p, drawer=0, card="6V"), r) for p in (2, 3, 4) for r in (True, False)]
        imgs.append(ui.turn_img())
    texts = [w for img in imgs for w in _svg_words(img)] + [re.search(r'alt="([^"]+)"', i).group(1) for i in imgs]
    assert "You" in texts and any("gets the cái" in t for t in texts)
    assert en_leaks(*texts) == []


@pytest.mark.parametrize("text, kw", [
    ("1,00", {}), ("1,5", {}), ("1 000", {}), ("²", {}), ("-3", {}),
    ("1000001", {}), ("5", {"lo": 10}), ("9" * 40, {}),
])
def test_whole_number_errors_in_english(text, kw):
    with pytest.raises(ChanError) as vi:
        ui.read_whole_number(text, **kw)
    with language("en"), pytest.raises(ChanError) as en:
        ui.read_whole_number(text, **kw)
    assert has_vietnamese(str(vi.value)) and en_leaks(str(en.value)) == []
    assert "the answer" in str(en.value).lower()


def test_grouped_numbers_follow_the_language():
    with pytest.raises(ChanError, match="đến 1.000.000;"):  # a box writing its numbers grouped (a money box)
        ui.read_whole_number("2000000", money=True)
    with language("en"), pytest.raises(ChanError, match="to 1,000,000;"):
        ui.read_whole_number("2000000", money=True)


# ------------------------------------------------------------------ the two pages
def _fill(tmp_path):
    s = ProgressStore(tmp_path / "progress.sqlite3")
    course = load_course()
    s.record_attempt("boc_cai", "4 người, quân số 6", False)
    s.record_attempt("an_hay_khong", "ngau-nhien-12", False)
    s.record_attempt("an_hay_khong", "ahk-loi-6", False)
    s.record_attempt("xep_binh", "ván 12", True)
    s.record_attempt(progress.LESSON_DRILL, f"{course[0].id}/{course[0].checks[0].id}", False)
    s.lesson_done(course[0].id)
    s.set_position(course[1].id, 2)
    return s


def _chart_texts(at) -> list[tuple[str, str, str]]:
    """Every text a plotly chart of the page shows: trace names, hover templates, bar texts and
    category labels, axis and legend titles, labels written above bars."""
    out = []
    for ch in at.get("plotly_chart"):
        fig = json.loads(ch.proto.spec)
        lay = fig.get("layout", {})
        for k in ("xaxis", "yaxis"):
            t = (lay.get(k) or {}).get("title")
            out.append(("Chart", k, (t or {}).get("text", "") if isinstance(t, dict) else str(t or "")))
        out.append(("Chart", "legend", ((lay.get("legend") or {}).get("title") or {}).get("text", "")))
        out.extend(("Chart", "label", a["text"].replace("<br>", " ")) for a in lay.get("annotations", []))  # above bars
        for tr in fig["data"]:
            out.append(("Chart", "name", str(tr.get("name", ""))))
            out.append(("Chart", "hover", re.sub(r"%\{[^}]*\}", "", str(tr.get("hovertemplate", "")))))
            for key in ("text", "y"):
                vals = tr.get(key)
                if isinstance(vals, list):
                    out.extend(("Chart", key, str(v)) for v in vals)
    return [t for t in out if t[2]]


def test_tien_do_in_english(tmp_path, monkeypatch):
    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    _fill(tmp_path)
    with language("en"):  # the test thread formats widget options as the page does
        at = open_page("app_pages/tien_do.py", lang="en")
    texts = page_texts(at)
    charts = _chart_texts(at)
    assert "Your progress" in [t.value for t in at.title] and len(at.get("plotly_chart")) == 3
    assert {("Chart", "yaxis", "Accuracy"), ("Chart", "legend", "Practice"), ("Chart", "name", "Right")} <= set(charts)
    assert ("Chart", "label", "Bốc cái (who starts) drill — 4 players, card number 6") in charts
    assert vietnamese_leaks(texts + charts, extra_allowed=LEARNER) == []


def test_tien_do_in_vietnamese_is_unchanged(tmp_path, monkeypatch):
    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    _fill(tmp_path)
    at = open_page("app_pages/tien_do.py")
    charts = _chart_texts(at)
    assert "Tiến độ của bạn" in [t.value for t in at.title]
    assert {("Chart", "yaxis", "Tỉ lệ đúng"), ("Chart", "legend", "Phần luyện"), ("Chart", "name", "Đúng"),
            ("Chart", "label", "Luyện bốc cái — 4 người, quân số 6")} <= set(charts)
    assert any("đúng / 1 lần" in t for _k, f, t in charts if f == "text")


@pytest.fixture
def class_db(tmp_path, monkeypatch):
    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "lop-7a")
    return _fill(tmp_path)


def test_lop_hoc_in_english_gate_then_teacher_view(class_db):
    with language("en"):
        at = open_page("app_pages/lop_hoc.py", lang="en")
        gate = page_texts(at)
        at.text_input(key="hoc_chan__code_in").set_value("lop-7a")
        at.button(key="hoc_chan__code_go").click().run()
    assert not at.exception
    assert vietnamese_leaks(gate, extra_allowed=LEARNER) == []
    (people, by_topic), missed = at.dataframe, at.table[0]
    assert list(people.value.columns[:7]) == ["Learner", "Started", "Last active", "Lessons done",
                                              "Lessons in the course", "Answers", "Right (%)"]
    assert "Lỗi group A" in by_topic.value.columns
    assert list(missed.value.columns) == ["Part", "Question", "Learners who got it wrong", "Wrong answers",
                                          "Answers", "Topic"]  # the counts after the question (session 20: a phone)
    assert "4 players, card number 6" in list(missed.value["Question"])
    assert vietnamese_leaks(page_texts(at), extra_allowed=LEARNER) == []


def test_lop_hoc_in_vietnamese_is_unchanged(class_db):
    at = open_page("app_pages/lop_hoc.py")
    at.text_input(key="hoc_chan__code_in").set_value("lop-7a")
    at.button(key="hoc_chan__code_go").click().run()
    people, missed = at.dataframe[0], at.table[0]
    assert list(people.value.columns[:7]) == ["Người học", "Bắt đầu học lúc", "Học gần nhất lúc", "Bài đã xong",
                                              "Số bài của khoá", "Số lần trả lời", "Đúng (%)"]
    assert "4 người, quân số 6" in list(missed.value["Câu"]) and "Luyện bốc cái" in list(missed.value["Phần"])
