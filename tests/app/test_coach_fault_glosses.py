"""The practice table names a lỗi with its English gloss (``learning.glosses``, ``gloss_en`` of
``rules/loi.yaml``) in English and without it in Vietnamese: the coach's stop, the fault line, the
link to «Các lỗi» and the hint (:func:`learning.coach.fault_title`, :func:`ui.table.links.loi_link`)."""
from __future__ import annotations

import pytest

from chan_core.game import judge_action
from chan_core.rules import load_rules
from learning.coach import fault_gloss, fault_title
from tests.app.test_page_choi_thu import click, live, reach, situation, texts
from words.i18n import language


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


def test_every_fault_has_a_gloss():
    r = load_rules()
    assert all(fault_gloss(x.number) == x.gloss_en != "" for x in r.loi)
    assert all(fault_gloss(o.id) == o.gloss_en != "" for o in r.loi_other)
    assert fault_gloss("u_lao") == ""  # an ù láo kind is a sentence already said in English


@pytest.mark.parametrize("code", [2, 7, "bo_u"])
def test_fault_title_glossed_in_english_only(code):
    name = f"tên {code}"
    with language("vi"):
        vi = fault_title({"code": code, "name": name})
    with language("en"):
        en = fault_title({"code": code, "name": name})
    assert vi == (f"lỗi {code} «{name}»" if isinstance(code, int) else f"«{name}»")
    assert en == f"{vi} ({fault_gloss(code)})"


def _chiu_missed(t, a):
    return a.type == "an" and any(f["code"] == 2 for f in judge_action(t.state, a))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_stop_line_link_and_hint_gloss_the_loi(lang):
    seed, moves, bad = situation(_chiu_missed)
    gloss = f"({load_rules().loi_by_number(2).gloss_en})"
    with language(lang):  # AppTest formats widget options in the test's thread: it speaks the page's language
        at = reach(seed, moves, lang=lang)
        click(at, live(at), bad)
        stop = "\n".join(e.value for e in at.error)
        links = [ln.proto.label for ln in at.get("page_link") if ln.proto.page == "loi"]
        at.button(key="ct_hint").click().run()
        hint = [ln for ln in texts(at).splitlines() if "lỗi 2 «" in ln]
    assert len(links) == 1 and links[0].startswith("Lỗi 2 — Chíu được nhưng lại ăn thường")
    assert hint and "lỗi 2 «Chíu được nhưng lại ăn thường»" in stop
    if lang == "en":
        assert "Wait!" in stop and stop.count(gloss) == 1
        assert gloss in links[0] and "(page: " in links[0]
        assert all(gloss in ln for ln in hint)
    else:
        assert "Khoan đã" in stop and gloss not in stop + links[0] + "\n".join(hint)
