"""Page pieces several pages share: a reference page's top, the «Luật làng» gà inputs (seed 001 §V.1, §VIII;
002), the «Ăn hay không?» situations, a stored item in the learner's words («Tiến độ», «Lớp học»)."""
from __future__ import annotations

from typing import Any

import streamlit as st

from chan_core.cards import BY_CODE
from chan_core.errors import ChanError
from learning import progress
from learning.classroom import ahk_situations  # the «Ăn hay không?» page reads them through the kit
from learning.i18n import N_, _
from learning.names import card_name
from ui.daily_views import drill_name
from ui.feedback import source_badge
from ui.i18n import is_english, term
from words.cards import gloss_cards
from words.i18n import text_of

GA_MODES = {"rong": N_("Gà rộng"), "hep": N_("Gà hẹp")}
# «Luật làng» widget key (after the page's prefix) → option name (chan_core.options)
VILLAGE_KEYS = {"ga": "ga", "ga_mode": "ga_mode", "ga_points": "ga_points", "cbt": "chi_bach_thu_ga",
                "btc": "bach_thu_chi_ga", "xuong": "u_xuong_allowed"}


def village_inputs(prefix: str, ga_help: str, cbt_help: str, xuong: bool = False) -> dict:
    """The gà inputs (widgets ``prefix + VILLAGE_KEYS``; with ``xuong`` «Cho ù xuông» too): option → value."""
    c1, c2, c3 = st.columns(3)
    ga = c1.checkbox(_("Chơi gà"), key=prefix + "ga", help=ga_help)
    out = {
        "ga": bool(ga),
        "ga_mode": c1.radio(_("Kiểu gà"), ["rong", "hep"], key=prefix + "ga_mode", horizontal=True,
                            format_func=lambda x: _(GA_MODES[x]), disabled=not ga),
        # a slider: no typed value, so no English range error
        "ga_points": int(c2.slider(_("Điểm mỗi gà"), min_value=0, max_value=50, step=1, key=prefix + "ga_points",
                                   disabled=not ga)),
        "chi_bach_thu_ga": int(c2.radio(_("Chì bạch thủ tính"), [1, 2], key=prefix + "cbt", horizontal=True,
                                        format_func=lambda x: _("{n} gà").format(n=x), disabled=not ga,
                                        help=cbt_help)),
        "bach_thu_chi_ga": bool(c3.checkbox(_("Bạch thủ chi có gà"), key=prefix + "btc", disabled=not ga,
                                            help=_("Tài liệu 001: «có nơi ko chơi cước này có gà»."))),
    }
    if xuong:
        out["u_xuong_allowed"] = bool(c3.checkbox(_("Cho ù xuông"), key=prefix + "xuong",
                                                  help=_("Tùy làng cho ù xuông hay không (tài liệu 001, mục V.1).")))
    return out


def item_label(drill: str, item: str, course: tuple = (), with_drill: bool = True) -> str:
    """A stored item in the current language: a question of ``course`` «Bài n, câu k», an «Ăn hay không?» situation
    by its title (never the raw id such as ``ahk-loi-6``), a card of «Đọc quân bài» by its name (never ``9V``), any
    other as :func:`learning.progress.item_words`; ``with_drill``: «<drill>: …» before a drill's item."""
    if drill == progress.LESSON_DRILL and "/" in item:
        lid, cid = item.split("/", 1)
        for n, x in enumerate(course, 1):
            if x.id == lid:
                k = next((k for k, c in enumerate(x.checks, 1) if c.id == cid), cid)
                return _("Bài {n}, câu {k}").format(n=n, k=k)
    words = progress.item_words(drill, item)
    if drill == "an_hay_khong" and item.startswith("ngau-nhien-"):
        words = _("ván ngẫu nhiên số {n}").format(n=item.removeprefix("ngau-nhien-"))
    elif drill == "an_hay_khong":
        try:
            words = next((str(text_of(s, "title") or "") for s in ahk_situations() if str(s.get("id")) == item), "")
        except ChanError:  # a situation file that cannot be read: the words below
            words = ""
        words = words or _("một tình huống")
    elif drill == "doc_quan_bai" and item in BY_CODE:
        words = gloss_cards(card_name(item))
    return f"{drill_name(drill)}: {words}" if with_drill else words


def reference_head(title: str, text: str, source: Any, words: tuple[str, ...] = ()) -> None:
    """A reference page's top: ``title``, in English its game ``words`` glossed once, ``text``, its ``source``
    (``None``: none)."""
    st.title(title)
    if words and is_english():
        st.caption(_("Từ của trò chơi trên trang này: {words}").format(words=" · ".join(term(w) for w in words)))
    st.markdown(text)
    source_badge(source)
