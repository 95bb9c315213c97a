"""Links from the practice table to the page or lesson that teaches a fault
(:func:`loi_link`, :func:`lesson_link`, :func:`page_link_safe`).
"""
from __future__ import annotations

import streamlit as st

from words.i18n import text_of
from learning.i18n import _
from words import say


LOI_LESSONS = {"A": "loi-nhom-a", "0": "loi-nhom-a"}
"""Lesson teaching each lỗi group (``rules/loi.yaml`` ``group``); B, C, D → ``loi-nhom-b-d``."""


def page_link_safe(path: str, label: str, *, icon: str | None = None, query_params: dict | None = None) -> None:
    """``st.page_link`` that degrades to plain text when the page is run alone (no router)."""
    try:
        st.page_link(path, label=label, icon=icon, query_params=query_params)
    except Exception:  # noqa: BLE001 — page_link needs st.navigation; the page alone still works
        st.caption(label)


def loi_link(code: int | str, *, lesson: bool = True) -> None:
    """Links to the page «Các lỗi» opened on lỗi ``code`` (``?loi=N``) and to
    the lesson on its group; an un-numbered fault (bỏ ù, ù láo …) links to the
    lesson «Ăn tiền và báo» and the page «Ăn tiền & báo»."""
    from chan_core.loi import fault_name
    from chan_core.rules import load_rules

    if isinstance(code, int):
        grp = load_rules().loi_by_number(code).group
        page_link_safe("app_pages/loi.py",
                       _("Lỗi {code} — {name} (trang Các lỗi)").format(code=code, name=say(fault_name(code))),
                       icon=":material/gavel:", query_params={"loi": str(code)})
        if lesson:
            lesson_link(LOI_LESSONS.get(grp, "loi-nhom-b-d"))
        return
    page_link_safe("app_pages/an_tien.py", _("{name} — trang Ăn tiền & báo").format(name=say(fault_name(code))),
                   icon=":material/payments:")
    if lesson:
        lesson_link("an-tien-bao")


def lesson_link(lesson_id: str, label: str | None = None) -> None:
    """A link to lesson ``lesson_id`` (``app_pages/bai_hoc.py?lesson=…&step=1``),
    labelled with the lesson's title (its English twin in English)."""
    if label is None:
        try:
            from learning.lessons import load_course

            title = next((text_of(ls, "title") for ls in load_course() if ls.id == lesson_id), lesson_id)
        except Exception:  # noqa: BLE001 — a lesson file being edited must not break the table
            title = lesson_id
        label = _("Bài học: {title}").format(title=title)
    page_link_safe("app_pages/bai_hoc.py", label, icon=":material/school:",
                   query_params={"lesson": lesson_id, "step": "1"})
