"""The winning hand as its final sets, the winning card framed, and each cước with its own cards
and the engine's reason (seed 001 §III, §IV, §V)."""
from __future__ import annotations

import html
from typing import Any

import streamlit as st

from learning.i18n import _
from ui.cards import GROUP_LABELS, PHONE_MAX_WIDTH, card_img, hand_html
from ui.style import style_tag
from ui.table.pictures import _clean
from words import say

SET_WORDS = {**GROUP_LABELS, "thien_khai": "thiên khai", "chiu_u": "chíu ù"}

PER_KIND = {"chiu": 4, "bon": 4}


def _code(k: Any) -> str:
    return getattr(k, "code", None) or str(k)


def _win_input(win: dict) -> Any:
    """The :class:`chan_core.win.WinInput` of a game state's ``win`` (the win scenario,
    :func:`chan_core.game.ending.win_scenario`). Raises :class:`ChanError` on bad data."""
    from chan_core import make_win
    from chan_core.melds import parse_meld

    return make_win(win.get("hand", ""), win.get("winning_card"),
                    melds=[parse_meld({"type": m["type"], "cards": m["cards"]}) for m in win.get("melds") or []],
                    source=win.get("source"), drawn_by=win.get("drawn_by"), context=win.get("context") or (),
                    dealt_hand=win.get("dealt_hand") or None)


def win_layout(win: dict | None) -> dict | None:
    """``{"sets": [{"kind", "cards", "mat", "winning"}], "cuoc": [{"id", "count", "cards", "reason"}]}``
    of a game state's ``win``, or ``None`` when the engine does not read it as a valid ù."""
    import json

    if not win:
        return None
    key = json.dumps(win, sort_keys=True, default=str)
    if key not in _LAYOUTS:
        if len(_LAYOUTS) > 64:
            _LAYOUTS.clear()
        _LAYOUTS[key] = _layout_of(win)
    return _LAYOUTS[key]


_LAYOUTS: dict[str, dict | None] = {}


def _layout_of(win: dict) -> dict | None:
    """:func:`win_layout` without the cache."""
    from chan_core import check_win, detect
    from chan_core.errors import ChanError
    from chan_core.options import make_options

    try:
        w = _win_input(win)
        uc = check_win(w)
        if not uc.valid:
            return None
        det = detect(w, uc, make_options(win.get("variant") or "classic", win.get("options") or {}))
    except (ChanError, KeyError, TypeError, ValueError):
        return None
    params = {f.id: dict(f.reason.params) for f in det.found}
    four = {_code(k) for k in params.get("thien_khai", {}).get("cards", ())}
    chiu_u = _code(params["chiu_u"]["card"]) if "chiu_u" in params else None
    lay = uc.layout
    sets: list[dict] = [{"kind": m.type, "cards": [_code(k) for k in m.cards], "mat": True, "winning": None}
                        for m in lay.melds]
    chan = [_code(k) for k in lay.chan]
    done: set[str] = set()
    for c in chan:
        if c in done:
            continue
        if chan.count(c) >= 2 and (c in four or c == chiu_u):
            sets.append({"kind": "thien_khai" if c in four else "chiu_u", "cards": [c] * 4, "mat": False,
                         "winning": None})
            done.add(c)
            continue
        sets.append({"kind": "chan", "cards": [c, c], "mat": False, "winning": None})
    sets += [{"kind": "ca", "cards": [_code(a), _code(b)], "mat": False, "winning": None} for a, b in lay.ca]
    card = _code(w.winning_card) if w.winning_card is not None else None
    if card:
        pick = next((s for s in sets if s["kind"] == "chiu_u" and card in s["cards"]), None) or next(
            (s for s in sets if not s["mat"] and card in s["cards"]), None)
        if pick is not None:
            pick["winning"] = len(pick["cards"]) - 1 - pick["cards"][::-1].index(card)
    cuoc = []
    for f in det.found:
        p = f.reason.params
        named = [_code(k) for k in (p.get("cards") or ([p["card"]] if p.get("card") not in (None, "?") else []))]
        named = [c for c in named for _i in range(PER_KIND.get(f.id, 1))]
        cuoc.append({"id": f.id, "count": f.count, "cards": named, "reason": f.reason})
    return {"sets": sets, "cuoc": cuoc}


def show_win_sets(win: dict | None, *, width: int = 40) -> bool:
    """Draw the winning hand's sets, captioned, the winning card framed; ``False`` when it cannot."""
    data = win_layout(win)
    if data is None:
        return False
    groups, hl, pos = [], [], 0
    for s in data["sets"]:
        cap = SET_WORDS.get(s["kind"], s["kind"])
        groups.append((_("{set} (dưới chiếu)").format(set=cap) if s["mat"] else cap, s["cards"]))
        if s["winning"] is not None:
            hl.append(pos + s["winning"])
        pos += len(s["cards"])
    body = hand_html(groups=groups, width=width, highlight=hl,
                     caption=_("Bài ù xếp thành bộ; quân ù viền vàng.") if hl else _("Bài ù xếp thành bộ."))
    st.html(WIN_CSS + f'<div class="hc-win" data-testid="hc-win">{body}</div>')
    return True


PHONE_WIN_CARD_WIDTH = 44  # a phone's winning-hand card (below PHONE_MIN_CARD_WIDTH): three sets a line

WIN_CSS = style_tag("win.css", phone=PHONE_MAX_WIDTH, width=PHONE_WIN_CARD_WIDTH)


def show_cuoc_cards(win: dict | None) -> None:
    """Each cước of the winning hand on its own line: its name (English adds the gloss), the
    count, its cards as small pictures and the engine's reason in words (:func:`words.say`)."""
    from learning.names import cuoc_name
    from learning.glosses import gloss_by_key
    from words.i18n import DEFAULT_LANGUAGE, current_language

    data = win_layout(win)
    if not data or not data["cuoc"]:
        return
    english = current_language() != DEFAULT_LANGUAGE
    rows = []
    for c in data["cuoc"]:
        name = cuoc_name(c["id"])
        gloss = gloss_by_key(f"cuoc:{c['id']}") if english else ""
        head = f"<b>{html.escape(name)}</b>" + (f" ×{c['count']}" if c["count"] > 1 else "")
        if gloss:
            head += f' <span style="color:#5b5445">({html.escape(gloss)})</span>'
        pics = "".join(card_img(k, 22, show_name=False) for k in c["cards"])
        rows.append(f'<div class="hc-cuoc-row"><div class="hc-cuoc-head">{head}</div>'
                    f'<div class="hc-cuoc-cards">{pics}</div>'
                    f'<div class="hc-cuoc-why">{html.escape(_clean(say(c["reason"])))}</div></div>')
    st.html(CUOC_CSS + f'<div class="hc-cuoc" data-testid="hc-cuoc">{"".join(rows)}</div>')


CUOC_CSS = style_tag("cuoc.css")
