"""Page pieces several pages share: a reference page's top, the «Luật làng» gà inputs (seed 001 §V.1, §VIII;
002), the «Ăn hay không?» situations."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import streamlit as st

from chan_core.scenario import load_twinned_file
from learning.i18n import N_, _
from ui.feedback import source_badge
from ui.i18n import is_english, term

AHK_DIR = Path(__file__).resolve().parent.parent / "lessons" / "drills" / "an_hay_khong"
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


@st.cache_data(show_spinner=False)
def ahk_situations() -> list[dict]:
    """Every «Ăn hay không?» situation (``AHK_DIR/*.yaml``) in file order, English twins checked; raises
    :class:`ChanError` when a file cannot be read."""
    return [s for p in sorted(AHK_DIR.glob("*.yaml")) for s in load_twinned_file(p)]


def reference_head(title: str, text: str, source: Any, words: tuple[str, ...] = ()) -> None:
    """A reference page's top: ``title``, in English its game ``words`` glossed once, ``text``, its ``source``
    (``None``: none)."""
    st.title(title)
    if words and is_english():
        st.caption(_("Từ của trò chơi trên trang này: {words}").format(words=" · ".join(term(w) for w in words)))
    st.markdown(text)
    source_badge(source)
