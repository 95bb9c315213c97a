"""Page pieces several tool pages share: the «Luật làng» gà inputs (seed 001 §V.1, §VIII; 002)."""
from __future__ import annotations

import streamlit as st

from learning.i18n import N_, _

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
