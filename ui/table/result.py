"""Ù, xướng, money: the winning hand as its final sets (the winning card framed) and each cước with its
own cards and the engine's reason, the learner's xướng builder, the graded xướng and the end of the
hand with the money of this hand and of the session (seed 001 §III–§VII)."""
from __future__ import annotations

import functools
import html
import re
from typing import Any
import json

import streamlit as st

from chan_core.cards import parse_card
from learning.i18n import N_, _, ngettext, pgettext
from ui.cards import GROUP_LABELS, PHONE_MAX_WIDTH, card_img, hand_html
from ui.feedback import rows_table
from ui.style import style_tag
from words import gloss_cards, say, signed, xuong_reading
from ui.inputs import kept_expander
from ui.table.callbacks import _new_hand, _submit_xuong
from ui.table.deal import new_session
from ui.table.links import lesson_link, loi_link, page_link_safe
from ui.table.pictures import _clean, _mid, _number_of, fault_words, hand_groups, move_numbers, seat_word
from ui.table.settings import K, XK, _session
from chan_core import check_win, detect, make_win
from chan_core.errors import ChanError
from chan_core.facts import Fact
from chan_core.game.describe import seat_penalties, u_de_facts
from chan_core.melds import parse_meld
from chan_core.options import make_options
from chan_core.xuong import spoken
from learning.glosses import gloss_by_key, with_gloss
from learning.names import cuoc_name
from ui.xuong_builder import xuong_builder
from words.i18n import is_english


SET_WORDS = {**GROUP_LABELS, "thien_khai": "thiên khai", "chiu_u": "chíu ù"}

PER_KIND = {"chiu": 4, "bon": 4}


def win_layout(win: dict | None) -> dict | None:
    """``{"sets": [{"kind", "cards", "mat", "winning"}], "cuoc": [{"id", "count", "cards", "reason"}]}``
    of a game state's ``win``, or ``None`` when the engine does not read it as a valid ù."""
    return _layout_of(json.dumps(win, sort_keys=True, default=str)) if win else None


@functools.lru_cache(maxsize=64)
def _layout_of(key: str) -> dict | None:
    """:func:`win_layout` of the ``win`` written as JSON ``key`` (cached)."""
    win = json.loads(key)
    try:
        w = make_win(win.get("hand", ""), win.get("winning_card"),  # the state's win scenario
                     melds=[parse_meld({"type": m["type"], "cards": m["cards"]}) for m in win.get("melds") or []],
                     source=win.get("source"), drawn_by=win.get("drawn_by"), context=win.get("context") or (),
                     dealt_hand=win.get("dealt_hand") or None)
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

WIN_CSS = style_tag("win.css", phone=PHONE_MAX_WIDTH, phone_up=PHONE_MAX_WIDTH + 1, width=PHONE_WIN_CARD_WIDTH)


def show_cuoc_cards(win: dict | None) -> None:
    """Each cước of the winning hand on its own line: its name (English adds the gloss), the
    count, its cards as small pictures and the engine's reason in words (:func:`words.say`)."""
    data = win_layout(win)
    if not data or not data["cuoc"]:
        return
    rows = []
    for c in data["cuoc"]:
        name = cuoc_name(c["id"])
        gloss = gloss_by_key(f"cuoc:{c['id']}") if is_english() else ""
        head = f"<b>{html.escape(name)}</b>" + (f" ×{c['count']}" if c["count"] > 1 else "")
        if gloss:
            head += f' <span style="color:#5b5445">{html.escape(gloss_cards(f"({gloss})"))}</span>'
        pics = "".join(card_img(k, 22, show_name=False) for k in c["cards"])
        rows.append(f'<div class="hc-cuoc-row"><div class="hc-cuoc-head">{head}</div>'
                    f'<div class="hc-cuoc-cards">{pics}</div>'
                    f'<div class="hc-cuoc-why">{html.escape(_clean(c["reason"]))}</div></div>')
    st.html(CUOC_CSS + f'<div class="hc-cuoc" data-testid="hc-cuoc">{"".join(rows)}</div>')


CUOC_CSS = style_tag("cuoc.css")


def show_win(state: Any, *, cuoc: bool = True) -> None:
    """The winner's 20 cards as the engine lays them out (:func:`show_win_sets`: the final
    sets, the winning card framed) and, with ``cuoc``, each cước with its cards."""
    w = state.win or {}
    card = w.get("winning_card")
    chi_said = False  # the Chì row says where the ù card came from: not said again under it
    if show_win_sets(w):  # issue 24: the engine's final sets (thiên khai, chíu ù …), the ù card framed
        if cuoc:
            show_cuoc_cards(w)
            chi_said = any(c["id"] == "chi" for c in (win_layout(w) or {}).get("cuoc") or [])
    else:  # the engine could not lay it out: the cards as they were
        melds = w.get("melds") or []
        if melds:
            st.html(hand_html(groups=[(GROUP_LABELS.get(m["type"], m["type"]), m["cards"].split()) for m in melds],
                              width=34, caption=_("Dưới chiếu")))
        hand = (w.get("hand") or "").split()
        groups = hand_groups(hand) + ([(_("quân ù"), [card])] if card else [])
        st.html(hand_html(groups=groups, width=40, highlight=[len(hand)] if card else [],
                          caption=_("Trên tay và quân ù (viền vàng)") if card else _("Trên tay (thiên ù)")))
    words = {"thong": N_("thông (ván trước ù, xướng không sai)"), "dia_u": N_("địa ù (chưa qua cửa chì)"),
             "thien_u": N_("thiên ù")}
    src = {"boc": N_("quân ù bốc từ nọc"), "danh": N_("quân ù người khác đánh"),
           "tra_cua": N_("quân ù trả cửa")}.get(w.get("source"), N_("quân ù"))
    mine = w.get("drawn_by") == "self"
    if w.get("source") == "boc" and not mine:  # why a seat may ù on another's draw (001 §IV, Ù)
        src = N_("quân ù do người khác bốc từ nọc: ù được với quân vừa bốc từ nọc, bất kỳ người nào bốc "
                 "(tài liệu 001, mục IV, Ù)")
    bits = [(_("{how} vào cửa chì của người ù") if mine else "{how}").format(how=_(src))] if card and not chi_said else []
    bits += [_(words[c]) for c in w.get("context") or [] if c in words]
    if bits:  # not str.capitalize: it would lower «mục V» to «mục v»
        text = "; ".join(bits)
        st.caption(text[:1].upper() + text[1:] + ".")


def xuong_hand(table: Any) -> None:
    """The learner won: his hand as the engine lays it out, beside the xướng builder on a wide screen
    (:func:`xuong_panel`, both on the first screen), above it on a phone."""
    s = table.state
    card = (s.win or {}).get("winning_card")
    with st.container(border=True, key="ct_xuong_hand"):
        st.subheader(gloss_cards(_("Bạn ù {card}!").format(card=parse_card(card).word)) if card else _("Bạn thiên ù!"))
        show_win(s, cuoc=False)  # the cước are what the learner must say: only on request, only in Kèm cặp
        if table.mode == "kem_cap":
            with kept_expander(_("Gợi ý: mở ra là thấy các cước của bài — xướng sau đó không còn là tự nhớ nữa"),
                               f"{K}x_cuoc_box_{s.seed}_{table.hand_no}"):  # closed again each hand
                show_cuoc_cards(s.win)


def xuong_panel(table: Any) -> None:
    """The xướng builder (``ct_x_``) of the learner's win (:func:`xuong_hand`)."""
    with st.container(border=True, key="ct_xuong"):
        st.markdown(_("**Xướng:** bấm các cước bài bạn có theo thứ tự sẽ hô — thông, chì trước; rồi kiểu ù (chỉ "
                      "một tiếng «ù»); rồi cước của bài; «có …» sau cùng — rồi bấm «Xướng!»."))
        xuong_builder(XK, table.state.variant, on_submit=_submit_xuong)
        _held_xuong(table)
        lesson_link("xuong")


def _held_xuong(table: Any) -> None:
    """A xướng Kèm cặp held back (:meth:`learning.coach.Table.held_xuong`; after a reload too), while the builder holds
    it: what it would be graded and why; a thiếu may be said as it is."""
    grade = table.held_xuong(st.session_state.get(XK + "said") or ())
    if grade is None:
        return  # the builder cleared or changed: the panel spoke of another xướng
    thieu = grade["verdict"] == "thieu"
    with st.container(border=True, key=K + "xuong_held_box"):
        st.warning(_("Kèm cặp giữ lời xướng này lại, chưa chấm: nếu xướng như vậy thì sẽ bị chấm như dưới đây. "
                     "Hãy sửa lời xướng ở trên rồi bấm «Xướng!» lần nữa.") + (" " + _(
                     "Xướng thiếu không phạm luật, chỉ mất tiền cước: nếu vẫn muốn, bấm «Vẫn xướng như vậy».")
                     if thieu else ""), icon=":material/front_hand:")
        show_grade(grade, mine=True, variant=table.state.variant, table=table)
        if thieu:
            st.button(_("Vẫn xướng như vậy"), key=K + "xuong_confirm", on_click=_submit_xuong, args=(True,))


def show_hand_faults(state: Any) -> None:
    """The end of the hand for every seat: ù đè (with a link to its rule), then every fault anyone made (move number,
    lỗi, card, penalty, the lỗi engine's reason said of that seat, when the làng saw it)."""
    for fact in u_de_facts(state, 0):
        st.info(say(fact), icon=":material/group:")
        page_link_safe("app_pages/luot_danh.py", _("Ù đè — trang Lượt đánh & cửa, mục «Ai được trước»"),
                       icon=":material/swap_horiz:")
    if not state.faults:
        return
    numbers = move_numbers(state)
    lines = ["- " + _("Nước {n}: {fault}").format(n=_number_of(numbers, f["event"]), fault=fault_words(
        f, state, why=not _ends_hand(state, f))) for f in state.faults]  # an ù láo's reasons: said above, once
    with st.container(key="ct_hand_faults"):
        st.markdown(_("**Các lỗi trong ván** (của mọi người chơi)"))
        st.markdown("\n".join(lines))


def _ends_hand(state: Any, fault: dict) -> bool:
    """Whether ``fault`` is the ù láo that ended the hand (its reasons are said once, under the heading)."""
    return fault.get("penalty") == "u_lao" and _lao(state, fault.get("seat"))


LANG_GLOSS = N_("những người chơi còn lại")
"""«làng» in the money table, glossed at its first row in English."""


def _lao(state: Any, seat: int) -> bool:
    return state.result == "u_lao" and (state.u_lao or {}).get("seat") == seat


def _role(state: Any, seat: int) -> str:
    if _lao(state, seat):
        return _("ù láo")
    won = state.winner == seat
    # «nếu ù: …» (ù báo, nghỉ ăn tiền) is moot once the hand is over, the winner's said in the box above: only báo
    marks = [say(Fact("game.mark.bao"))] if "bao" in seat_penalties(state, seat) else []
    if state.result == "hoa":  # nobody pays: no làng, each seat is only itself (the «Người chơi» column)
        return ", ".join(marks) or "—"
    first = next(x for x in range(state.players) if x != state.winner and not _lao(state, x))
    lang = with_gloss(_("làng"), _(LANG_GLOSS)) if seat == first else _("làng")
    return ", ".join([_("người ù") if won else lang] + marks)


def _without_why(summary: Any) -> Any:
    """The xướng's summary fact without its ``why`` (the first extra or missing cước's reason)."""
    fact = Fact.from_json(summary) if isinstance(summary, dict) and "code" in summary else summary
    if not isinstance(fact, Fact) or fact.get("why") is None:
        return summary
    return Fact(fact.code, **{**fact.params, "why": None})


def show_grade(xuong: dict, *, mine: bool, variant: str = "classic", table: Any = None) -> None:
    """The graded xướng: what was said, the verdict, the right xướng, and every missing / extra cước
    and order remark; the xướng stays Vietnamese, with its English reading beneath in English (``table``: the hand,
    for a «Thông» refused in a session's first hand or a hand dealt from a link, ``Table.from_link``)."""
    canon = (xuong.get("canonical") or {}).get("text", "")
    verdict = xuong.get("verdict")
    box = {"dung": st.success, "thieu": st.warning, "sai": st.error}.get(verdict, st.info)
    summary = xuong.get("summary")
    if mine and (xuong.get("extra") or xuong.get("missing")):  # each reason is said once, in the lines below
        summary = _without_why(summary)
    verdict_words = _clean(summary or xuong.get("verdict_name", "")).strip()
    box((_("Bạn xướng «{said}» — {verdict}") if mine else _("Người ù xướng «{said}» — {verdict}")).format(
        said=spoken(xuong.get("declared_words") or []), verdict=verdict_words))
    if declared := xuong_reading(xuong.get("declared"), variant):
        st.caption(declared)
    if verdict != "dung":
        st.markdown(_("**Xướng đúng là:** «{phrase}»").format(phrase=canon))
        if reading := xuong_reading((xuong.get("canonical") or {}).get("items"), variant):
            st.caption(reading)
    if mine:
        lines = [(_("- :red[Thừa] **{name}**{times}: {reason}"), f) for f in xuong.get("extra") or []]
        lines += [(_("- :orange[Thiếu] **{name}**{times}: {reason}"), f) for f in xuong.get("missing") or []]
        said: set[str] = set()  # a sentence two cước share (a conflict between them) is said at the first
        no_thong = say(Fact("game.no_cuoc.thong"))  # «the previous hand was not won»: a first or linked hand has none
        before = table and ("thong_first" if table.hand_no == 1 else "thong_link" if table.from_link else None)
        for line, f in lines:
            reason = _clean(f["reason"])
            if before:
                reason = reason.replace(no_thong, say(Fact(f"game.no_cuoc.{before}")))
            parts = [x for x in re.split(r"(?<=[.!?])\s+", reason.strip()) if x not in said]
            said.update(parts)
            st.markdown(line.format(name=f["name"], times=" ×" + str(f["count"]) if f["count"] > 1 else "",
                                    reason=" ".join(parts)))
        head = _("- :gray[Thứ tự] {remark}").format(remark="").strip()  # «- :gray[Thứ tự]»
        word = head.removeprefix("- :gray[").removesuffix("]")
        for text in (_clean(r) for r in xuong.get("remarks") or []):  # one saying «Thứ tự: …» itself: the word once
            st.markdown(f"{head}{text[len(word):]}" if text.startswith(word) else f"{head} {text}")


def _code(fact: Any) -> str | None:
    """The code of a fact, live or read back from JSON."""
    return fact.get("code") if isinstance(fact, dict) else getattr(fact, "code", None)


def show_result(table: Any) -> None:
    """The end of the hand: who won and how, the xướng and its grading, what
    the làng found, the money of this hand and of the session."""
    s = table.state
    with st.container(border=True, key="ct_result"):
        if s.result == "u":
            w = s.winner
            card = (s.win or {}).get("winning_card")
            who = seat_word(s, w)
            st.subheader(gloss_cards(_("{who} ù {card}!").format(who=who, card=parse_card(card).word)) if card
                         else _("{who} thiên ù!").format(who=who))
            show_win(s)
            if s.xuong:
                show_grade(s.xuong, mine=w == 0, variant=s.variant, table=table)
            if s.penalty == "nghi_an_tien":
                st.error((_("Làng soát bài: {who} đã phạm lỗi «nghỉ ăn tiền» trong ván (treo tranh, trái vỉ, chíu được "
                            "mà ăn thường hoặc bỏ ù) — không được ăn tiền.") if w else
                          _("Làng soát bài: bạn đã phạm lỗi «nghỉ ăn tiền» trong ván (treo tranh, trái vỉ, chíu được "
                            "mà ăn thường hoặc bỏ ù) — không được ăn tiền.")).format(who=_mid(who)),
                         icon=":material/money_off:")
            elif s.penalty == "u_bao":
                st.error((_("Làng soát bài: {who} đã phạm lỗi trước khi ù — ù báo, đền làng tám đỏ hai lèo.") if w else
                          _("Làng soát bài: bạn đã phạm lỗi trước khi ù — ù báo, đền làng tám đỏ hai lèo.")).format(
                    who=_mid(who)), icon=":material/warning:")
        elif s.result == "u_lao":
            who = seat_word(s, (s.u_lao or {}).get("seat", 0))
            card = (s.u_lao or {}).get("card")
            st.subheader(gloss_cards(_("{who} hô ù {card} nhưng chưa ù: ù láo!").format(
                who=who, card=parse_card(card).word)) if card
                         else _("{who} hô ù nhưng chưa ù: ù láo!").format(who=who))
            with st.container(key="ct_u_lao_why"):  # the one place the reasons are said (issue 24)
                st.markdown(_("**Vì sao là ù láo:**"))
                for r in (s.u_lao or {}).get("reasons") or []:
                    st.markdown(f"- {_clean(r)}")
            loi_link("u_lao")
        else:
            st.subheader(_("Hết nọc mà không ai ù: ván hòa."))
        show_hand_faults(s)
        pay = s.payouts or {}
        net = pay.get("net") or [0] * s.players
        sess = _session()
        tot = sess.get("net") if sess.get("players") == s.players else None
        hands = int(sess.get("hands", 0) or 0)
        whole = ngettext("Cả phiên ({n} ván)", "Cả phiên ({n} ván)", hands).format(n=hands)
        rows = [{_("Người chơi"): seat_word(s, seat), _("Vai"): _role(s, seat), _("Ván này"): signed(net[seat]),
                 **({whole: signed(tot[seat])} if tot else {})} for seat in range(s.players)]
        st.markdown(_("**Tiền ván này** (điểm): {summary}").format(summary=_clean(pay.get("summary", ""))))
        rows_table(rows)
        if table.replay_of:  # the same deal played again: not one more hand (ui.table.deal.finish_hand)
            st.caption(_("Ván chơi lại từ một nước của bạn: tiền ván này không cộng vào «Cả phiên», và ván không tính "
                         "vào số ván, điểm ở «Tiến độ của bạn» và «Lớp học»."))
        moves = ["- " + _("{payer} trả {payee} {points} điểm — {why}").format(
                     payer=seat_word(s, t["from"]), payee=_mid(seat_word(s, t["to"])), points=t["points"],
                     why=_clean(t["why"])) for t in pay.get("transfers") or []
                 if _code(t["why"]) != "payouts.an_tien.why"]  # each loser's share: the summary says it (no «× 1»)
        if moves:
            st.markdown("\n".join(moves))
        with st.container(horizontal=True, gap="small"):
            st.button(pgettext("chắn", "Ván mới"), key=K + "again", on_click=_new_hand, args=(table,), type="primary",
                      icon=":material/replay:")
            st.button(_("Phiên mới (tổng về 0)"), key=K + "reset", on_click=new_session, icon=":material/restart_alt:")
