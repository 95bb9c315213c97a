"""The xướng builder (seed 001 §V «thứ tự xướng»): cước chips in xướng order, undo / clear / «Xướng!»,
shared by «Luyện xướng» (prefix ``lx_``) and «Chơi thử» (``ct_x_``). State: ``<prefix>said``
(``[(cước id, count), …]``), ``<prefix>submitted`` (``None`` until «Xướng!»), ``<prefix>note``.
The xướng stays Vietnamese; in English each row of chips has a legend of readings, beneath the buttons."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from words.i18n import DEFAULT_LANGUAGE, current_language, text_of
from chan_core.rules import load_rules
from chan_core.xuong import Said, cuoc_info, say, spoken
from learning.glosses import gloss_by_key
from learning.i18n import _
from words import gloss_cards, xuong_reading

__all__ = ["xuong_builder", "xuong_said", "xuong_reset", "xuong_groups", "chip_legend", "xuong_empty"]


def xuong_groups(variant: str) -> list[tuple[str, str, list[str]]]:
    """``[(group id, name in the current language, [cước ids of this variant]), …]`` in xướng order
    (the name is ``rules/xuong.yaml`` ``name``, or its ``name_en`` twin in English)."""
    info = cuoc_info()
    return [(grp.id, text_of(grp, "name"), [c for c in grp.cuoc if c in info and variant in info[c].variants])
            for grp in load_rules().xuong.groups]


def chip_legend(ids: Sequence[str]) -> str:
    """The English readings of a row of chips (``'**Thông** — … · **Chì** — …'``); ``''`` in Vietnamese."""
    if current_language() == DEFAULT_LANGUAGE or not ids:
        return ""
    info = cuoc_info()
    bits = []
    for cid in ids:  # ids of xuong_groups: every one in cuoc_info
        g = gloss_by_key(f"cuoc:{cid}")
        bits.append(f"**{info[cid].name}** — {g}" if g else f"**{info[cid].name}**")
    return gloss_cards(" · ".join(bits))  # a card two cước share read out once


def _said(prefix: str) -> list:
    return st.session_state.setdefault(prefix + "said", [])


def _add(prefix: str, cid: str) -> None:
    said = _said(prefix)
    c = cuoc_info()[cid]
    if said and said[-1][0] == cid:
        if c.countable and said[-1][1] < c.max_count:
            said[-1] = (cid, said[-1][1] + 1)
            return
        st.session_state[prefix + "note"] = (
            _("«{name}» đã có ở cuối lời xướng.") if c.countable
            else _("«{name}» đã có ở cuối lời xướng (cước này không đếm số lần).")
        ).format(name=c.name)
        return
    said.append((cid, 1))


def _undo(prefix: str) -> None:
    said = _said(prefix)
    if said and said[-1][1] > 1:
        said[-1] = (said[-1][0], said[-1][1] - 1)
    elif said:
        said.pop()


def xuong_empty(prefix: str) -> bool:
    """Whether the xướng being built is empty; then the learner is told how to build one (ù xuông has its own chip)."""
    if _said(prefix):
        return False
    xuong = cuoc_info().get("xuong")
    st.session_state[prefix + "note"] = (
        _("Chưa có cước nào để xướng: bấm các cước bài bạn có, theo thứ tự sẽ hô, rồi mới bấm «Xướng!».")
        + (" " + _("Nếu bài không có cước nào, bấm «{name}».").format(name=xuong.name) if xuong else "")
    )
    return True


def _submit(prefix: str) -> None:
    """«Xướng!»: hand in the xướng (an empty one is refused, :func:`xuong_empty`)."""
    if not xuong_empty(prefix):
        st.session_state[prefix + "submitted"] = tuple(_said(prefix))


def xuong_said(prefix: str) -> list[Said]:
    """The xướng being built, as :class:`chan_core.xuong.Said` items."""
    return [Said(c, n) for c, n in st.session_state.get(prefix + "said") or []]


def xuong_reset(prefix: str) -> None:
    """Start a new, empty xướng (nothing submitted)."""
    st.session_state[prefix + "said"] = []
    st.session_state[prefix + "submitted"] = None
    st.session_state.pop(prefix + "note", None)


def xuong_builder(prefix: str, variant: str, *, locked: bool = False,
                  on_submit: Callable[[], None] | None = None) -> None:
    """Draw the chips of ``variant``'s cước by group, the buttons and the xướng so far; ``locked``
    disables all but «Xóa hết» (which starts a new, empty xướng); ``on_submit`` is called by «Xướng!» instead of
    storing ``<prefix>submitted``."""
    info = cuoc_info()
    english = current_language() != DEFAULT_LANGUAGE
    _said(prefix)
    legends = []  # English: every chip's reading, visible without hovering — under the buttons, which stay in view
    for _gid, gname, ids in xuong_groups(variant):
        st.caption(gname)
        # Chips in a wrapping row: st.columns put one chip per line on a phone and cut
        # long names («Nhà lầu xe hơi hoa rơi cửa phật») on a wide screen (QA).
        row = st.container(horizontal=True, gap="small")
        for cid in ids:
            with row:
                hint = (_("Bấm nhiều lần để tăng số: hô «{word}»") if info[cid].countable
                        else _("hô «{word}»")).format(word=info[cid].xuong_word)
                gloss = gloss_by_key(f"cuoc:{cid}") if english else ""
                st.button(
                    info[cid].name, key=f"{prefix}chip_{cid}", on_click=_add, args=(prefix, cid), disabled=locked,
                    width="content", help=gloss_cards(f"{hint} — {gloss}") if gloss else hint,
                )
        legends.append(chip_legend(ids))
    said = xuong_said(prefix)  # «Xướng!» with the chips, above the growing xướng: it stays in view (session 22)
    row = st.container(horizontal=True, gap="small")  # buttons as wide as their label, wrapping: none cut off
    row.button(_("Bỏ cước cuối"), key=prefix + "undo", on_click=_undo, args=(prefix,), disabled=locked or not said,
               icon=":material/backspace:", width="content")
    row.button(_("Xóa hết"), key=prefix + "clear", on_click=xuong_reset, args=(prefix,), disabled=not said,
               icon=":material/delete:", width="content")
    row.button(_("Xướng!"), key=prefix + "submit", on_click=on_submit or _submit, args=() if on_submit else (prefix,),
               disabled=locked, type="primary",
               icon=":material/campaign:", width="content")
    if note := st.session_state.pop(prefix + "note", None):  # under the buttons, where the learner pressed: an empty «Xướng!» says what to do
        st.info(note)
    if said:
        # the phrase is said in Vietnamese at the table: never translated; its English reading beneath
        st.markdown(_("**Lời xướng của bạn:** {xuong}").format(xuong=spoken(say(said, variant))))
        if reading := xuong_reading(said, variant):
            st.caption(reading)
        if "xuong" in (ids := {s.id for s in said}) and len(ids) > 1:  # sai on every hand, as the grader says
            st.warning(_("«{name}» là ù không có cước nào, nên không hô cùng cước khác: lời xướng này là xướng sai, "
                         "bài nào cũng vậy. Bài có cước thì bỏ «{name}»; bài không có cước nào thì chỉ hô «{name}».")
                       .format(name=info["xuong"].name), icon=":material/warning:")
    else:
        st.markdown(_("**Lời xướng của bạn:** _(chưa có cước nào — bấm các cước theo thứ tự sẽ hô)_"))
    for legend in filter(None, legends):
        st.caption(legend)
