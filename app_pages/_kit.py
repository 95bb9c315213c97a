"""Page pieces several pages share: a reference page's top, the «Luật làng» gà inputs (seed 001 §V.1, §VIII;
002) and the three Mậu binh chi being filled (004)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import streamlit as st

from chan_core.scenario import load_twinned_file
from learning.i18n import N_, _
from mau_binh.arrangement import CHI_NAMES, CHI_SIZE, Arrangement
from mau_binh.rules import CHI_IDS
from ui.feedback import source_badge
from ui.i18n import is_english, term
from ui.mau_binh_cards import chi_rows

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


def chi_state(chosen: dict, hand: list) -> tuple[list, Arrangement | None, str]:
    """A chi chooser's ``chosen`` (chi id → cards) of ``hand``: the cards not placed yet, the arrangement once
    every chi is full (else ``None``), and how full each is (``'chi đầu 2/3, chi giữa 5/5, chi cuối 0/5'``)."""
    placed = {x for c in CHI_IDS for x in chosen[c]}
    need = ", ".join(f"{CHI_NAMES[c].lower()} {len(chosen[c])}/{n}" for c, n in CHI_SIZE.items())
    full = all(len(chosen[c]) == n for c, n in CHI_SIZE.items())
    return [c for c in hand if c not in placed], Arrangement.of(chosen) if full else None, need


def two_arrangements(left: tuple[str, Any], right: tuple[str, Any], width: int) -> None:
    """Two ``(label markdown, arrangement)`` side by side, each label above its chi rows."""
    for col, (label, arr) in zip(st.columns(2), (left, right)):
        col.markdown(label)
        col.html(chi_rows(arr, width))
