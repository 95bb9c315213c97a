"""Issue 15 item 3: the English twins of the lesson texts (``lessons/*.yaml``, models in
``learning/lessons.py``).

Shared file: the tests of lessons 01–06 and the course-wide ones are named
``test_lessons_01_06_*`` / ``test_every_lesson_*`` / ``test_lesson_models_*``; the helper of
lessons 07–12 adds its own functions with distinct names. Shared pieces are at the top.
"""
from __future__ import annotations

import re
import shutil
import typing
from pathlib import Path
from typing import Any, Iterator

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import learning.lessons as L
from chan_core.errors import ChanError
from words.i18n import language, text_of
from chan_core.rules.base import TWIN_SUFFIX
from learning import terms
from learning.lessons import LESSONS_DIR, load_course, load_lesson_file
from tests.english_check import vietnamese_leaks
from tests.twins import texts, twin_paths, walk
from words import say

ALL_FILES = sorted(p.name for p in LESSONS_DIR.glob("*.yaml"))
FILES_01_06 = [f for f in ALL_FILES if f[:2] in {"01", "02", "03", "04", "05", "06"}]


# ============================================================ shared pieces
def model_texts(obj: Any, where: str = "") -> Iterator[tuple[str, Any, str, Any, Any]]:
    """``(where, model, field, Vietnamese, English)`` for every text in ``obj`` that takes a
    twin: every ``TEXTS`` field of every lesson model with a non-empty Vietnamese text, and
    the ``note`` of every move of a :class:`~learning.lessons.ScriptedHand`. English is
    ``None`` when the twin is missing."""
    for at, model, f, vi, en in texts(obj):
        if vi not in (None, "", [], {}):
            yield where + at, model, f, vi, en
    for at, model in walk(obj):
        if isinstance(model, L.ScriptedHand):
            for i, m in enumerate(model.moves):
                if m.get("note"):
                    yield f"{where}{at}.moves[{i}]", m, "note", m["note"], m.get("note" + TWIN_SUFFIX)


def raw(file: str) -> Any:
    return yaml.safe_load((LESSONS_DIR / file).read_text(encoding="utf-8"))


def sentences(v: Any) -> list[str]:
    """A text, a list of texts or a dict of texts as a flat list of strings."""
    if isinstance(v, dict):
        return [str(x) for x in v.values()]
    if isinstance(v, (list, tuple)):
        return [str(x) for x in v]
    return [str(v)]


def expected_entry(data: Any, path: tuple) -> tuple[str, list[str]]:
    """For the twin at ``path``: the field location the loader names (``«checks.2»``) and
    the words naming the entry (``câu hỏi «nhi-van»``, ``nước 3``)."""
    words: list[str] = []
    if "moves" in path:  # a move's note: checked by its ScriptedHand, which names the move
        k = path.index("moves")
        loc, words = path[:k], [f"nước {path[k + 1] + 1}"]
    else:
        loc = path[:-1]
    if loc[:1] == ("checks",):
        words.append(f"câu hỏi «{data['checks'][loc[1]]['id']}»")
    if loc[:1] == ("sections",):
        words.append(f"mục «{data['sections'][loc[1]]['heading']}»")
    if loc[:1] == ("example",):
        words.append("ví dụ")
    return "«" + (".".join(map(str, loc)) or "(gốc)") + "»", words


def write_changed(tmp_path: Path, file: str, path: tuple, how: str) -> tuple[Path, Any]:
    """A copy of lesson ``file`` in ``tmp_path`` with the twin at ``path`` removed
    (``how='missing'``), blanked (``'blank'``: a space; one list item or dict value
    emptied) or cut short (``'short'``: one list item or dict key fewer)."""
    data = raw(file)
    parent = data
    for k in path[:-1]:
        parent = parent[k]
    key, value = path[-1], parent[path[-1]]
    if how == "missing":
        del parent[key]
    elif how == "blank":
        if isinstance(value, list):
            value[0] = ""
        elif isinstance(value, dict):
            value[next(iter(value))] = " "
        else:
            parent[key] = " \n"
    elif how == "short":
        if isinstance(value, list):
            value.pop()
        else:
            value.pop(next(iter(value)))
    p = tmp_path / file
    p.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return p, raw(file)


# ============================================================ the whole course
def test_every_lesson_loads():
    course = load_course()
    assert len(course) == len(ALL_FILES) == 12
    assert [x.order for x in course] == list(range(1, 13))


@pytest.mark.parametrize("file", ALL_FILES)
def test_every_lesson_every_text_has_an_english_twin(file):
    """Every TEXTS field and every move note has a non-empty twin of the same shape, and no
    ``_en`` key in the file is left unread (each raw twin is one twin of a model)."""
    lesson = load_lesson_file(LESSONS_DIR / file)
    found = list(model_texts(lesson))
    assert found, file
    for where, _obj, field, vi, en in found:
        assert en is not None, f"{file}: {where}.{field}_en thiếu"
        if isinstance(vi, dict):
            assert isinstance(en, dict) and set(en) == set(vi), (file, where, field)
        elif isinstance(vi, list):
            assert isinstance(en, list) and len(en) == len(vi), (file, where, field)
        else:
            assert isinstance(en, str), (file, where, field)
        assert all(s.strip() for s in sentences(en)), (file, where, field)
    assert len(list(twin_paths(raw(file)))) == len(found), file


# Fields of the lesson models that are not prose a learner reads: ids, card notation, engine
# answer paths, seed citations (worded by ui.source_text), and seat names (letters A–D).
NOT_PROSE = {
    "Source": {"seed", "section"},
    "CardGroup": {"cards"},
    "TablePicture": {"card"},
    "ScriptedHand": {"dealt", "noc"},
    "Example": {"seat_names"},
    "Check": {"id", "answer", "pool", "seat_names"},
    "Lesson": {"id"},
}
_TEXTY = {str, typing.Optional[str], list[str], typing.Optional[list[str]], dict[str, str]}


def _lesson_models() -> list[type]:
    return [m for m in vars(L).values()
            if isinstance(m, type) and issubclass(m, L._M) and m is not L._M]


def test_lesson_models_declare_every_prose_field():
    """A text field of a lesson model is either in its TEXTS or named here as not prose — so
    a new prose field cannot be added without an English twin (issue 15)."""
    models = _lesson_models()
    assert {m.__name__ for m in models} >= set(NOT_PROSE) | {"Section"}
    for m in models:
        texty = {n for n, f in m.model_fields.items() if f.annotation in _TEXTY}
        declared = set(m.TEXTS)
        assert declared <= set(m.model_fields), (m.__name__, declared - set(m.model_fields))
        left = texty - declared - NOT_PROSE.get(m.__name__, set())
        assert not left, f"{m.__name__}: trường chữ {sorted(left)} không có trong TEXTS"
        assert not declared & NOT_PROSE.get(m.__name__, set()), m.__name__
    assert L.Check.TEXTS == ("prompt", "hint", "explain", "labels")
    assert L.Section.TEXTS == ("heading", "text") and L.Lesson.TEXTS == ("title", "summary", "goals")


@pytest.mark.parametrize("field", ["seat_names_en", "scenario_en", "id_en"])
def test_lesson_models_refuse_a_twin_of_a_field_that_is_not_text(tmp_path, field):
    data = raw("03_chia_bai_boc_cai.yaml")
    data["example"][field] = "x"
    p = tmp_path / "03_chia_bai_boc_cai.yaml"
    p.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    with pytest.raises(ChanError) as e:
        load_lesson_file(p)
    assert "03_chia_bai_boc_cai.yaml" in say(e.value) and f"«example.{field}»" in say(e.value)


# ============================================================ lessons 01–06
def _only_terms(text: str) -> bool:
    """Whether ``text`` is nothing but game terms, card/number words, numbers and punctuation
    (then an English twin may read the same as the Vietnamese)."""
    rest = text
    for u in sorted(terms.find(text), key=lambda u: -u.start):
        rest = rest[:u.start] + " " + rest[u.end:]
    rest = re.sub(r"\b(nhị|tam|tứ|ngũ|lục|thất|bát|cửu|chi|vạn|văn|sách)\b", " ", rest, flags=re.I)
    return not re.search(r"[^\W\d_]", rest)


CODE = re.compile(r"(?<![\w/])(?:[2-9][VNS]|CC)(?![\w/])")
TEAM = re.compile(r"\bseeds?\b|§", re.IGNORECASE)
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}")
_MARKDOWN_FIELDS = {"text", "after", "prompt", "hint", "explain", "goals", "summary", "note"}


def _md_shape(text: str) -> tuple:
    """The markdown skeleton of a text: paragraphs, list items, placeholders."""
    paras = [p for p in re.split(r"\n\s*\n", text.strip()) if p.strip()]
    items = [ln.strip()[:2] for ln in text.splitlines() if re.match(r"\s*(\d+\.|[-*])\s", ln)]
    return len(paras), items, sorted(PLACEHOLDER.findall(text))


@pytest.mark.parametrize("file", FILES_01_06)
def test_lessons_01_06_twins_are_english(file):
    """Each twin of lessons 01–06 is an English text: not the Vietnamese again (unless it is
    only game terms), no Vietnamese word outside the game's terms, no card code, no team
    citation, the same markdown skeleton as the Vietnamese, no line starting «+ »."""
    lesson = load_lesson_file(LESSONS_DIR / file)
    texts = []
    for where, _obj, field, vi, en in model_texts(lesson):
        for v, e in zip(sentences(vi), sentences(en)):
            assert e != v or _only_terms(v), f"{file}: {where}.{field}_en chưa dịch: {e!r}"
            assert not CODE.search(e), (file, where, field, e)
            assert not TEAM.search(e), (file, where, field, e)
            assert not any(ln.lstrip().startswith("+ ") for ln in e.splitlines()), (file, where, field)
            assert _md_shape(e) == _md_shape(v), (file, where, field)
            texts.append((where, field, e))
    assert vietnamese_leaks(texts) == []


@pytest.mark.parametrize("file", ALL_FILES)
def test_every_lesson_plain_english_fields_have_no_markdown(file):
    """Titles, headings, captions and labels are plain text in English too (lessons/README.md): a heading
    «*Lèo* and *tôm*» (lessons 7–11) was italic in English and plain in Vietnamese."""
    lesson = load_lesson_file(LESSONS_DIR / file)
    for where, _obj, field, _vi, en in model_texts(lesson):
        if field not in _MARKDOWN_FIELDS:
            assert not [e for e in sentences(en) if "*" in e], (file, where, field, en)


@pytest.mark.parametrize("file", FILES_01_06)
def test_lessons_01_06_markdown_of_twins_renders_cleanly(file):
    """Emphasis in the English twins is balanced: rendered, no stray ``*`` is left."""
    markdown_it = pytest.importorskip("markdown_it")
    md = markdown_it.MarkdownIt("commonmark")
    lesson = load_lesson_file(LESSONS_DIR / file)
    for where, _obj, field, vi, en in model_texts(lesson):
        if field not in _MARKDOWN_FIELDS:
            continue
        for e in sentences(en):
            html = md.render(e)
            assert "*" not in re.sub(r"<[^>]+>", "", html), (file, where, field, e)


_ALL_TWINS_01_06 = [(f, p) for f in FILES_01_06 for p in twin_paths(raw(f))]


def _kinds(cases: list[tuple[str, tuple]]) -> list[tuple[str, tuple]]:
    """One twin per file and kind of place (``sections.#.cards.#.caption_en``…): the first."""
    seen: dict = {}
    for f, p in cases:
        seen.setdefault((f, tuple("#" if isinstance(x, int) else x for x in p)), (f, p))
    return list(seen.values())


_CASES_01_06 = _kinds(_ALL_TWINS_01_06)


def _ids(cases):
    return [f"{f[:2]}-{'.'.join(map(str, p))}" for f, p in cases]


def _assert_refused(tmp_path: Path, file: str, path: tuple, how: str) -> None:
    p, data = write_changed(tmp_path, file, path, how)
    with pytest.raises(ChanError) as e:
        load_lesson_file(p)
    msg = say(e.value)
    loc, words = expected_entry(data, path)
    assert file in msg and f"«{path[-1]}»" in msg and loc in msg, msg
    assert all(w in msg for w in words), (words, msg)
    assert e.value.field == file


@pytest.mark.parametrize("file,path", _CASES_01_06, ids=_ids(_CASES_01_06))
def test_lessons_01_06_each_kind_of_twin_removed_is_a_load_error_naming_file_and_entry(tmp_path, file, path):
    _assert_refused(tmp_path, file, path, "missing")


_BY_FIELD = list({p[-1]: (f, p) for f, p in reversed(_CASES_01_06)}.values())  # one twin per field name
_SHAPED = [(f, p, how) for f, p in _BY_FIELD for how in ("blank", "short")
           if how == "blank" or p[-1] in ("goals_en", "labels_en")]


@pytest.mark.parametrize("file,path,how", _SHAPED, ids=[f"{i}-{h}" for i, h in zip(_ids([(f, p) for f, p, _ in _SHAPED]), [h for *_, h in _SHAPED])])
def test_lessons_01_06_each_kind_of_twin_emptied_or_cut_short_is_a_load_error(tmp_path, file, path, how):
    _assert_refused(tmp_path, file, path, how)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=st.sampled_from(_ALL_TWINS_01_06), how=st.sampled_from(["missing", "blank"]))
def test_lessons_01_06_any_twin_removed_or_emptied_is_a_load_error(tmp_path, case, how):
    """Property over every twin of lessons 01–06 (the matrix above takes one of each kind)."""
    _assert_refused(tmp_path, *case, how)


def test_lessons_01_06_course_without_a_twin_does_not_load(tmp_path):
    for f in ALL_FILES:
        shutil.copy(LESSONS_DIR / f, tmp_path / f)
    load_course(str(tmp_path))  # the copy loads
    src = (tmp_path / "05_u.yaml").read_text(encoding="utf-8")
    line = next(ln for ln in src.splitlines() if ln.strip().startswith("hint_en:"))
    (tmp_path / "05_u.yaml").write_text(src.replace(line + "\n", "", 1), encoding="utf-8")
    with pytest.raises(ChanError) as e:
        load_course(str(tmp_path))
    assert "05_u.yaml" in say(e.value) and "«hint_en»" in say(e.value) and "câu hỏi «u-duoc-khong»" in say(e.value)


def test_lessons_01_06_tr_follows_the_language():
    lesson = load_lesson_file(LESSONS_DIR / "04_mot_luot.yaml")
    sec = lesson.sections[0]
    check = next(c for c in lesson.checks if c.labels)
    replay = next(s.replay for s in lesson.sections if s.replay)
    assert text_of(lesson, "title") == lesson.title and text_of(sec, "text") == sec.text
    assert text_of(check, "labels") == {"true": "Phạm lỗi", "false": "Hợp lệ"}
    assert replay.note(0) == replay.moves[0]["note"]
    with language("en"):
        assert text_of(lesson, "title") == lesson.twins["title"] != lesson.title
        assert text_of(lesson, "goals") == lesson.twins["goals"] and len(text_of(lesson, "goals")) == len(lesson.goals)
        assert text_of(sec, "heading") == "The cửa and the cửa chì"
        assert text_of(check, "labels") == {"true": "A lỗi (against the rules)", "false": "Allowed"}
        assert text_of(check, "hint") == check.twins["hint"]
        assert replay.note(0).startswith("You have the *cái*")
        assert text_of(replay.moves[1], "note") == replay.moves[1]["note_en"]
        assert text_of(lesson.example, "title") == "Chíu on a card someone else discarded"
        assert text_of(lesson.example, "after") == ""  # no «after» in this lesson: nothing to show
    assert text_of(lesson, "title") == lesson.title  # back to Vietnamese after the block


def test_lessons_01_06_actions_ignore_the_note_twins():
    replay = next(s.replay for s in load_lesson_file(LESSONS_DIR / "04_mot_luot.yaml").sections if s.replay)
    acts = replay.actions()
    assert len(acts) == len(replay.moves) and all(m.get("note_en") for m in replay.moves)
    assert len(replay.states()) == len(replay.moves) + 1


# ============================================================ «Ăn hay không?» situations and lessons 07–12
# (lessons/drills/an_hay_khong/*.yaml, lessons/07…12 — issue 15 item 3). Twins of a situation file
# are checked by chan_core.scenario.check_twins (load_twinned_file), those of a lesson by its models.
import copy  # noqa: E402

from chan_core.eval_kinds import TEXT_FIELDS, evaluate  # noqa: E402
from chan_core.scenario import check_twins, load_file, load_twinned_file  # noqa: E402

_AHK_ROOT = Path(__file__).resolve().parents[2]
AHK_DIR = _AHK_ROOT / "lessons" / "drills" / "an_hay_khong"
AHK_FILES = sorted(AHK_DIR.glob("*.yaml"))
LESSONS_07_12 = [_AHK_ROOT / "lessons" / n for n in (
    "07_loi_nhom_b_d.yaml", "08_cuoc_trong_bai.yaml", "09_cuoc_cach_u.yaml",
    "10_xuong.yaml", "11_tinh_diem_ga.yaml", "12_an_tien_bao.yaml")]
AHK_ALLOWED = ("mục", "có")
"""Vietnamese words these English texts may keep besides the game's own terms: «mục» of a
team citation, and «có» of the spoken xướng («có chíu», «Chì ù có lèo»), which stays Vietnamese."""


def _ahk_twin_fields(sc: dict) -> list[str]:
    """The text fields of a situation that hold text (so need a twin)."""
    return [f for f in TEXT_FIELDS if sc.get(f) not in (None, "", [], {})]


def _ahk_numbers(text: str) -> set[int]:
    """The numbers written in ``text`` (``16.700`` and ``16,700`` are both 16700)."""
    return {int(re.sub(r"[.,]", "", x)) for x in re.findall(r"\d{1,3}(?:[.,]\d{3})+(?!\d)|\d+", text)}


def _ahk_only_terms(text: str) -> bool:
    """Whether ``text`` (an English twin equal to its Vietnamese) is only game terms/numbers."""
    return not vietnamese_leaks([("twin", "same", text)], AHK_ALLOWED)


def test_drills_situations_load_with_their_english_twins():
    """Every situation file loads through the checked loader; each title/question/note has an
    English twin that is not the Vietnamese copied, uses Vietnamese only for game terms, and the
    engine still evaluates the situation (the ``_en`` fields are common scenario fields)."""
    n = 0
    for p in AHK_FILES:
        scs = load_twinned_file(p)
        assert scs == load_file(p)
        for sc in scs:
            fields = _ahk_twin_fields(sc)
            assert {"title", "question"} <= set(fields), sc["id"]
            for f in fields:
                en = sc[f + "_en"]
                assert isinstance(en, str) and en.strip(), (sc["id"], f)
                assert en != sc[f] or _ahk_only_terms(en), (sc["id"], f)
                assert _ahk_numbers(sc[f]) <= _ahk_numbers(en), (sc["id"], f)  # the same counts and figures
                assert not vietnamese_leaks([(sc["id"], f + "_en", en)], AHK_ALLOWED), (sc["id"], f, en)
                assert not re.search(r"(?<![\w/])(?:[2-9][VNS]|CC)(?![\w/])", en), (sc["id"], en)  # words, not codes
                n += 1
            assert evaluate(sc)["id"] == sc["id"]
    assert n >= 60


@pytest.mark.parametrize("path", AHK_FILES, ids=lambda p: p.name)
@pytest.mark.parametrize("how", ["removed", "emptied", "blank"])
def test_drills_a_missing_twin_names_the_file_and_the_situation(tmp_path, path, how):
    """Removing, emptying or blanking any one English twin of a situation file is an error that
    names the file, the situation id and the twin — tried for every twin of every file."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    twin_lines = [(i, re.match(r"^\s+(\w+_en):", ln).group(1)) for i, ln in enumerate(lines)
                  if re.match(r"^\s+(\w+_en):", ln)]
    assert twin_lines
    owner = {}
    current = None
    for i, ln in enumerate(lines):
        m = re.match(r"^- id: (\S+)", ln)
        if m:
            current = m.group(1)
        owner[i] = current
    for i, twin in twin_lines:
        if how == "removed":
            new = lines[:i] + lines[i + 1:]
        else:
            indent = lines[i][: len(lines[i]) - len(lines[i].lstrip())]
            new = lines[:i] + [f'{indent}{twin}: {"" if how == "emptied" else chr(34) + "   " + chr(34)}\n'] + lines[i + 1:]
        bad = tmp_path / path.name
        bad.write_text("".join(new), encoding="utf-8")
        with pytest.raises(ChanError) as ei:
            load_twinned_file(bad)
        msg = say(ei.value)
        assert path.name in msg and f"«{owner[i]}»" in msg and f"«{twin}»" in msg, msg
        assert ei.value.field == twin and ei.value.scenario == owner[i]
        load_file_ok = load_file(bad)  # the plain reader (shared cases) does not ask for twins
        assert len(load_file_ok) == len(load_file(path))


@pytest.mark.parametrize("sc, needle", [
    ({"id": "a", "title": "Cửu vạn"}, "«title_en» thiếu hoặc trống"),
    ({"id": "a", "title": "Cửu vạn", "title_en": None}, "«title_en» thiếu hoặc trống"),
    ({"id": "a", "title": "Cửu vạn", "title_en": 3}, "«title_en» thiếu hoặc trống"),
    ({"id": "a", "notes": ["một", "hai"], "notes_en": ["one"]}, "danh sách 2 câu"),
    ({"id": "a", "notes": ["một", "hai"], "notes_en": ["one", " "]}, "có câu trống"),
    ({"id": "a", "notes": ["một"], "notes_en": "one"}, "danh sách 1 câu"),
    ({"id": "a", "caption": {"x": "chữ"}, "caption_en": {"y": "text"}}, "các khóa"),
    ({"id": "a", "question_en": "Why?"}, "không có bản tiếng Việt «question»"),
    ({"kind": "hand", "note": "ghi chú"}, "«#1»"),
])
def test_drills_check_twins_refuses(sc, needle):
    with pytest.raises(ChanError) as ei:
        check_twins([sc], "x/tinh_huong.yaml")
    assert needle in say(ei.value) and "tinh_huong.yaml" in say(ei.value), say(ei.value)


def test_drills_check_twins_accepts_complete_and_textless_situations():
    ok = [{"id": 1, "kind": "hand"}, {"id": "b", "title": "", "note": None},
          {"id": "c", "title": "Cạ", "title_en": "Cạ", "notes": ["một"], "notes_en": ["one"],
           "caption": {"k": "chữ"}, "caption_en": {"k": "text"}}]
    assert check_twins(ok, "x.yaml") is ok


_AHK_TEXT = st.text(alphabet="abcđơ ", max_size=4)


@settings(max_examples=200)
@given(st.dictionaries(st.sampled_from(TEXT_FIELDS), st.tuples(_AHK_TEXT, _AHK_TEXT | st.none())))
def test_drills_check_twins_matrix(fields):
    """Any mix of text fields: refused exactly when a non-blank text lacks a non-blank twin (or a
    twin stands without its text), and the error names that twin."""
    sc = {"id": "s"}
    for f, (vi, en) in fields.items():
        sc[f] = vi
        if en is not None:
            sc[f + "_en"] = en
    bad = [f for f in TEXT_FIELDS if f in fields and (
        (sc[f].strip() and not (sc.get(f + "_en") or "").strip())
        or (not sc[f].strip() and sc.get(f + "_en") not in (None, "")))]
    if bad:
        with pytest.raises(ChanError) as ei:
            check_twins([sc], "t.yaml")
        assert ei.value.field == bad[0] + "_en" and ei.value.scenario == "s"
    else:
        assert check_twins([sc], "t.yaml") == [sc]


def test_drills_text_of_picks_the_language():
    for p in AHK_FILES:
        for sc in load_twinned_file(p):
            with language("en"):
                assert text_of(sc, "title") == sc["title_en"]
                assert text_of(sc, "question") == sc["question_en"]
                assert text_of(sc, "note") == sc.get("note_en", "")
            with language("vi"):
                assert text_of(sc, "title") == sc["title"]
            assert text_of(sc, "question") == sc["question"]


def test_drills_situations_have_one_reader_that_checks_the_twins():
    """One module reads the situation files, through the checked loader (a file without its twins fails there,
    naming the file and the situation): ``learning.classroom.ahk_situations``; the drill page and the page kit's
    item words call it (the kit had a second reader of the same files)."""
    readers = [str(p.relative_to(_AHK_ROOT)) for d in ("app_pages", "ui", "learning")
               for p in sorted((_AHK_ROOT / d).rglob("*.py"))
               if '"drills" / "an_hay_khong"' in p.read_text(encoding="utf-8")]
    assert readers == ["learning/classroom.py"], readers
    src = (_AHK_ROOT / "learning/classroom.py").read_text(encoding="utf-8")
    assert "load_twinned_file(" in src and not re.search(r"\bload_file\(", src)
    assert "ahk_situations(" in (_AHK_ROOT / "app_pages/an_hay_khong.py").read_text(encoding="utf-8")
    from learning import classroom
    from ui import page_kit
    assert page_kit.ahk_situations is classroom.ahk_situations
    assert set(classroom._situation_topics()) <= {s["id"] for s in classroom.ahk_situations()}


# ---------------------------------------------------------------- lessons 07–12
@pytest.mark.parametrize("path", LESSONS_07_12, ids=lambda p: p.name)
def test_lessons_07_12_every_text_has_an_english_twin(path):
    lesson = load_lesson_file(path)
    n = 0
    for where, m in walk(lesson):
        for f in type(m).TEXTS:
            vi = getattr(m, f)
            if vi in (None, "", [], {}):
                continue
            en = m.twins.get(f)
            assert en, (where, f)
            for v, e in zip(sentences(vi), sentences(en)):
                assert e.strip(), (where, f)
                assert e != v or _ahk_only_terms(e), (where, f, e)
                assert _ahk_numbers(v) <= _ahk_numbers(e), (where, f, e)  # the same counts and figures
            for e in sentences(en):
                assert not vietnamese_leaks([(where, f, e)], AHK_ALLOWED), (where, f, e)
                assert not re.search(r"(?<![\w/])(?:[2-9][VNS]|CC)(?![\w/])", e), (where, e)  # words, not codes
                assert not re.search(r"^\s*\+\s", e, re.M), (where, e)  # «+ » would become a bullet
            n += 1
        for mv in getattr(m, "moves", []) or []:
            if mv.get("note"):
                assert str(mv.get("note_en") or "").strip(), where
    assert n >= 15


@pytest.mark.parametrize("path", LESSONS_07_12, ids=lambda p: p.name)
def test_lessons_07_12_a_missing_twin_names_the_file_and_the_entry(tmp_path, path):
    """Every English twin of the lesson, removed or emptied one at a time: the load error names
    the file, the twin and the entry (the check's id, the section's heading, the example)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    paths = list(twin_paths(data))
    assert len(paths) >= 15
    for i, tp in enumerate(paths):
        broken = copy.deepcopy(data)
        node = broken
        for k in tp[:-1]:
            node = node[k]
        if i % 2:
            del node[tp[-1]]
        else:
            node[tp[-1]] = [] if isinstance(node[tp[-1]], list) else ({} if isinstance(node[tp[-1]], dict) else "")
        bad = tmp_path / path.name
        bad.write_text(yaml.safe_dump(broken, allow_unicode=True, sort_keys=False), encoding="utf-8")
        with pytest.raises(ChanError) as ei:
            load_lesson_file(bad)
        msg = say(ei.value)
        assert path.name in msg and f"«{tp[-1]}»" in msg, (tp, msg)
        if tp[0] == "checks":
            assert f"«{data['checks'][tp[1]]['id']}»" in msg, (tp, msg)
        elif tp[0] == "sections":
            assert f"«{data['sections'][tp[1]]['heading']}»" in msg, (tp, msg)
        elif tp[0] == "example":
            assert "ví dụ" in msg, (tp, msg)


@pytest.mark.parametrize("path", LESSONS_07_12, ids=lambda p: p.name)
def test_lessons_07_12_tr_gives_english_under_language_en(path):
    lesson = load_lesson_file(path)
    with language("en"):
        assert text_of(lesson, "title") == lesson.twins["title"] != lesson.title
        assert text_of(lesson, "goals") == lesson.twins["goals"]
        for c in lesson.checks:
            assert text_of(c, "prompt") == c.twins["prompt"] != c.prompt
        for s in lesson.sections:
            assert text_of(s, "text") == s.twins["text"]
    assert text_of(lesson, "title") == lesson.title
    assert [text_of(c, "prompt") for c in lesson.checks] == [c.prompt for c in lesson.checks]
