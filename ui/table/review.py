"""The review after a hand: the learner's decisions, every fault with the page or lesson that
teaches it, and the moves that left the hand farther from ù than the advised one; «Ván đã chơi»: the
kept hands, newest first, one replayed step by step with its result, money and review."""
from __future__ import annotations

import logging
from html import escape
from types import SimpleNamespace
from typing import Any

import streamlit as st

from chan_core.cards import parse_card
from chan_core.facts import Fact
from chan_core.xuong import spoken
from learning.i18n import N_, _, ngettext
from words import gloss_cards, number, say, signed
from words.i18n import short_time
from ui.cards import hand_html
from ui.feedback import rows_table
from ui.inputs import choose_placeholder, kept_expander, variant_label
from ui.page import browser_zone, guard_callback
from ui.table.callbacks import replay_move
from ui.table.deal import table_of_record
from ui.table.links import lesson_link, loi_link, page_link_safe
from ui.table.pictures import (
    NOTE_MD, TABLE_CSS, _clean, _md, _number_of, face_up, hand_groups, log_lines, log_notes, move_numbers, offer_how,
    penalty_tags, seat_name, seat_word, show_log, table_html, table_view,
)
from ui.table.play import U_LAO_ABOVE, _fault_lines, u_lao_pointer
from ui.table.result import show_grade
from ui.table.settings import K
from chan_core.game import Action, GameRecord
from chan_core.game.describe import seen_at
from learning import games
from learning.names import verdict_name
from learning.coach import (
    choice_words, distance_short, distance_words, entry_faults, entry_words, fault_title, hint_uses, mode_name,
    move_reviews, review_items, strategy_review, then_words,
)


STOPPED = N_(":red[đã được chặn trước khi đi]")
"""A held-back move's mark in «Những chỗ cần học lại», its only «dừng» (its words: ``stopped_words(…, said=False)``)."""
SITUATION_WORDS = {"boc": N_("{who} bốc {card}"), "duoi": N_("{who} bốc rồi dưới {card}"),
                   "danh": N_("{who} đánh {card}"), "tra_cua": N_("{who} trả cửa {card}")}
PHASE_WORDS = {"danh": N_("đến lượt đánh"), "tra_cua": N_("phải trả cửa"), "xuong": N_("xướng")}


def _situation(entry: dict, state: Any) -> str:
    o = entry.get("offer")
    if entry.get("phase") in PHASE_WORDS:
        return _(PHASE_WORDS[entry["phase"]])
    if not o:
        return ""
    who = o["cua"] if o.get("source") == "boc" else o.get("putter", o["cua"])
    words = _(SITUATION_WORDS[offer_how(o)]) if offer_how(o) in SITUATION_WORDS else "{who}  {card}"
    return words.format(who=seat_word(state, who), card=gloss_cards(parse_card(o["card"]).word))  # English: its reading


def _my_move(table: Any, entry: dict) -> str:
    """The «Bạn» cell: the learner's decision without a subject; a bốc says the card not taken and the one drawn
    («Không ăn cửu vạn, bốc nọc (ngũ sách)»)."""
    try:
        action, i = Action.from_dict(entry["action"]), entry["event"]
    except (KeyError, TypeError, ValueError):
        return entry_words(table, entry)
    said = choice_words(action, SimpleNamespace(offer=entry.get("offer"), players=table.state.players))
    drawn = table.state.events[i].get("card") if i < len(table.state.events) else None
    if entry.get("stopped"):
        said = _("định {move} (đã dừng lại)").format(move=said)
    elif action.type == "boc" and drawn and table.state.events[i].get("event") == "boc":
        offered = (entry.get("offer") or {}).get("card")
        said = gloss_cards((_("không ăn {card}, bốc nọc ({drawn})") if offered else _("bốc nọc ({drawn})")).format(
            card=offered and parse_card(offered).word, drawn=parse_card(drawn).word))
    return said[:1].upper() + said[1:]


def _loss_words(mark: dict) -> str:
    """``'xa ù thêm 1 lá'`` / ``'hết đường ù'`` of a :func:`learning.coach.choice_mark`."""
    if mark.get("loss") is None:
        return _("hết đường ù")
    return ngettext("xa ù thêm {n} lá", "xa ù thêm {n} lá", mark["loss"]).format(n=mark["loss"])


def _verdict_cell(table: Any, entry: dict, mark: dict | None = None, review: dict | None = None) -> str:
    faults = entry_faults(table, entry)
    bits = [fault_title(f) for f in faults]
    if entry.get("passed_u") and not any(f.get("code") == "bo_u" for f in faults):
        bits.append(_("bỏ ù"))
    parts = [(_("Bị chặn: {faults}") if entry.get("stopped") else _("Phạm: {faults}")).format(
        faults=", ".join(bits))] if bits else []
    if mark:
        parts.append(_("{loss}; nên {should}").format(loss=_loss_words(mark).capitalize(), should=mark["should"]))
    if not parts and review and not review["same"]:  # as near to ù as the coach's move, ranked below it
        kept = review.get("kept")
        money = (_money_words(review) if review.get("ev_loss") else _(
            "cùng cách ù và tiền với nước máy khuyên ({best}) — {kept}").format(
            best=_choice(table.state, review, "best"), kept=say(kept)) if kept and kept["group"] == "taken" else _(
            "cùng cách ù và tiền với nước máy khuyên, nhưng nước máy khuyên {kept}").format(kept=say(kept))
            if kept else _("cùng cách ù với nước máy khuyên, nhưng ít lá có ích hơn hay cửa dưới dễ ăn được hơn"))
        parts.append(money[:1].upper() + money[1:])
    return "; ".join(parts) if parts else "✓"


def _show_marks(table: Any, marks: dict[int, dict], numbers: list[int]) -> None:
    """Each learner move farther from ù than the advised one: by how much, what instead, and why; the move said as
    the table's «Bạn» cell says it (a pass: the card not taken, then the one drawn)."""
    entries = {e["event"]: e for e in table.timeline}
    with st.container(key="ct_review_marks"):
        st.markdown(_("**Những nước làm bài xa ù hơn**"))
        if not marks:
            st.caption(_("Không nước nào của bạn làm bài xa ù hơn nước tốt nhất (không phạm lỗi) mà máy gợi ý."))
            return
        for m in marks.values():
            with st.container(border=True):
                st.markdown(_("**Nước {n}: {move}** — :orange[{loss}]").format(
                    n=_number_of(numbers, m["event"]), loss=_loss_words(m),
                    move=_my_move(table, entries[m["event"]]) if m["event"] in entries else _clean(m["move"])))
                st.markdown(_clean(m["text"]))
                st.caption(_("Máy gợi ý: {reason}").format(reason=_clean(m["best_reason"])))
        st.caption(_("Cách ù = số lá còn phải lấy (ăn, chíu, rồi quân ù) để bài tròn ({rule}); so với nước tốt "
                     "nhất không phạm lỗi lúc ấy.").format(rule=say(Fact("win.rule"))))


def _move_reviews(table: Any, states: list | None) -> dict[int, dict]:
    """:func:`learning.coach.move_reviews` by event index (``{}`` when it cannot be made)."""
    try:
        return {m["event"]: m for m in move_reviews(table, states)}
    except Exception:  # noqa: BLE001 — the review's extra figures never break the page
        logging.getLogger("hoc_chan.ui").exception("The move review of hand %s failed", table.state.seed)
        return {}


def _choice(state: Any, m: dict, key: str) -> str:
    """The move ``m[key]`` of a :func:`learning.coach.move_reviews` item as a phrase («đánh cửu vạn»)."""
    return choice_words(Action.from_dict(m[key]), SimpleNamespace(offer=m.get("offer"), players=state.players))


def _should(state: Any, m: dict) -> str:
    """The coach's move, then its discard after an ăn or chíu («ăn chắn tam vạn, rồi đánh nhị vạn»)."""
    then = m.get("discard") and m["best"]["event"] in ("an", "chiu")
    return _choice(state, m, "best") + (then_words("danh", m["discard"]) if then else "")


def _advised_cell(state: Any, m: dict | None) -> str:
    if not m or not m.get("best"):
        return ""
    return "✓" if m["same"] else _should(state, m)


def _distance_cell(m: dict | None) -> str:
    if not m:
        return ""
    mine, best = distance_short(m["distance"]), distance_short(m["best_distance"])
    return mine if m["same"] or mine == best else f"{mine} → {best}"


STAKE_WORDS = {  # a move's stake_kind: (said with its points, said without)
    "bo_u": (N_("bỏ ù: ván ù ấy đáng {n} điểm mỗi người, và lần ù sau trong ván này bị nghỉ ăn tiền"),
             N_("bỏ ù: lần ù sau trong ván này bị nghỉ ăn tiền")),
    "u_bao": (N_("phạt tám đỏ hai lèo nếu ù: {n} điểm cho mỗi người"),) * 2,
    "u_lao": (N_("ù láo: đền tám đỏ hai lèo, {n} điểm cho mỗi người"),) * 2,
    "bao": (N_("bị báo: trả thay làng {n} điểm"), N_("bị báo: chỉ được bốc và dưới, có người ù thì phải trả thay làng")),
    "nghi_an_tien": (N_("nếu ù thì nghỉ ăn tiền"),) * 2,
}


def _cost_words(m: dict) -> str:
    """What a move cost, in words: the points at stake (bỏ ù, ù báo, báo …) and the distance to ù."""
    n, kind = m.get("stake"), m.get("stake_kind")
    bits = [_(STAKE_WORDS[kind][not n]).format(n=n)] if kind in STAKE_WORDS else []
    if m.get("loss"):
        bits.append(_loss_words(m))
    elif m.get("loss") is None and m.get("best_distance") is not None:
        bits.append(_("hết đường ù"))
    if m.get("ev_loss"):
        bits.append(_gap_words(m))
    return "; ".join(bits)


def _gap_words(m: dict) -> str:
    """What a move cost in expected điểm, with the two expected values («trung bình») whose difference it is."""
    if not m.get("evs"):
        return _("kém nước máy khuyên chừng {x} điểm").format(x=number(m.get("ev_loss") or 0, 1))
    best, mine = (number(x, 1) for x in m["evs"])
    return _("kém nước máy khuyên chừng {x} điểm (tính trung bình: nước máy khuyên được chừng {best} điểm, nước của "
             "bạn chừng {mine} điểm)").format(x=number(m["ev_loss"], 1), best=best, mine=mine)


def _risk_words(m: dict) -> str:
    """``'; …'``: the chance the next seat takes the card of the coach's move and of the learner's, when they differ
    (the risk weighed in the money, often most of the gap); ``''`` otherwise."""
    risk = m.get("dangers")
    if not risk or risk[0] == risk[1]:
        return ""
    return _("; khả năng cửa dưới ăn được quân: nước máy khuyên {best}%, nước của bạn {mine}%").format(
        best=risk[0], mine=risk[1])


def _money_pair(m: dict) -> dict[str, str]:
    """``{best, mine}``: the money of the coach's move and of the learner's, the ù's condition said once."""
    best, mine = m["money"], m["my_money"]
    if best.get("percent") is not None and mine.get("percent") is not None:
        mine = Fact(mine.code, **{**mine.params, "again": True})
    return {"best": say(best), "mine": say(mine)}


def _money_words(m: dict) -> str:
    """A move no farther from ù that is worse in money: by how much, the money of both moves and their risk."""
    cost = _gap_words(m)
    if not (m.get("money") and m.get("my_money")):
        return cost
    return _("{cost} — nước máy khuyên: {best}; nước của bạn: {mine}").format(cost=cost, **_money_pair(m)) + \
        _risk_words(m)


def _show_worst(table: Any, reviews: dict[int, dict], numbers: list[int]) -> None:
    """The (up to) three costliest moves, worst first: played, advised, cost, and «Chơi lại từ đây»."""
    worst = sorted((m for m in reviews.values() if m.get("worst")), key=lambda m: m["worst"])
    if not worst:
        return
    with st.container(key="ct_review_worst"):
        st.markdown(ngettext("**{n} nước đáng học nhất của bạn** (nặng nhất trước)",
                             "**{n} nước đáng học nhất của bạn** (nặng nhất trước)", len(worst)).format(n=len(worst)))
        for m in worst:
            with st.container(border=True):
                st.markdown(_("**Nước {n}:** bạn {played} — :orange[{cost}]").format(
                    n=_number_of(numbers, m["event"]), played=_choice(table.state, m, "chosen"), cost=_cost_words(m)))
                if m.get("best"):
                    st.markdown(_("Máy khuyên: **{should}** ({distance}).").format(
                        should=_should(table.state, m), distance=distance_words(m["best_distance"])))
                if not m.get("loss") and m.get("ev_loss") and m.get("money") and m.get("my_money"):
                    st.markdown(_("Về điểm, nước máy khuyên: {best}; nước của bạn: {mine}{risk}.").format(
                        risk=_risk_words(m), **_money_pair(m)))
                st.button(_("Chơi lại từ đây"), key=f"ct_replay_{m['event']}", on_click=replay_move,
                          args=(m["event"], table.record_id), icon=":material/replay:",
                          help=_("Chia lại đúng ván này, đến ngay trước nước này, để bạn thử nước khác."))


def _replay_picker(table: Any, reviews: dict[int, dict], numbers: list[int]) -> None:
    """«Chơi lại từ nước …»: any move of the learner, then the same deal from just before it."""
    events = sorted(reviews)
    if not events:
        return
    moves = {e["event"]: entry_words(table, e).rstrip(".") for e in table.timeline if not e.get("stopped")}
    with st.container(horizontal=True, vertical_alignment="bottom", key="ct_replay_pick"):
        pick = st.selectbox(_("Chơi lại từ nước"), events, key="ct_replay_event", placeholder=choose_placeholder(),
                            format_func=lambda i: _("Nước {n}: {move}").format(n=_number_of(numbers, i), move=moves[i]),
                            width=420)
        # the move picked when clicked (a click can reach the server with the pick, before its rerun drew this button)
        st.button(_("Chơi lại từ đây"), key="ct_replay_go", icon=":material/replay:", disabled=pick is None,
                  on_click=lambda rid=table.record_id: replay_move(st.session_state["ct_replay_event"], rid))


def _hint_line(table: Any, numbers: list[int]) -> None:
    """At which moves the learner opened the hint (in Thi thật: the test was taken with help)."""
    uses = hint_uses(table)
    if not uses:
        if table.mode == "thi_that":
            st.caption(_("Thi thật: bạn không mở gợi ý lần nào trong ván này."))
        return
    at = ", ".join(str(_number_of(numbers, e)) for e in uses)
    said = (ngettext("Bạn đã mở gợi ý ở {n} nước (nước {moves}).", "Bạn đã mở gợi ý ở {n} nước (nước {moves}).",
                     len(uses)) if table.mode == "thi_that" else ngettext(  # Kèm cặp: it stays open until hidden
        "Bạn đã bật gợi ý {n} lần, ở nước {moves}; bật rồi thì gợi ý mở luôn ở các nước sau cho đến khi bạn bấm «Ẩn "
        "gợi ý».", "Bạn đã bật gợi ý {n} lần, ở nước {moves}; bật rồi thì gợi ý mở luôn ở các nước sau cho đến khi bạn "
                   "bấm «Ẩn gợi ý».", len(uses))).format(n=len(uses), moves=at)
    with st.container(key="ct_hint_uses"):
        if table.mode == "thi_that":
            st.warning(said + " " + _("Thi thật có dùng gợi ý thì không còn là bài kiểm tra trọn vẹn."),
                       icon=":material/lightbulb:")
        else:
            st.caption(said)


def _phone_rows(rows: list[dict]) -> str:
    """The review's table as a phone's list: «Nước n · situation», «Bạn: …», then «name: value · …»."""
    out = []
    for row in rows:
        (num, n), (_sit, situation), (me, move), *rest = row.items()
        said = " · ".join(f"{escape(k)}: {escape(str(v))}" for k, v in rest if str(v))
        out.append(f"<div><b>{escape(num)} {n}</b> · {escape(str(situation))}<br><b>{escape(me)}:</b> "
                   f"{escape(str(move))}<br><small>{said}</small></div>")
    return TABLE_CSS + '<div class="hc-kept hc-review">' + "".join(out) + "</div>"


def show_review(table: Any, states: list | None = None) -> None:
    """The review after a hand: the decisions, every fault, the moves worse than advised
    (``states``: every state of the hand, when known)."""
    s = table.state
    marks = {m["event"]: m for m in strategy_review(table, states)}  # the distance marks by event index
    st.subheader(_("Xem lại ván: các quyết định của bạn"))
    numbers = move_numbers(s)  # «Nước n» is the log's number of the move (silent passes take none)
    _hint_line(table, numbers)
    reviews = _move_reviews(table, states)
    _show_worst(table, reviews, numbers)
    rows = [{_("Nước"): _number_of(numbers, e["event"]), _("Tình huống"): _situation(e, s), _("Bạn"): _my_move(table, e),
             _("Máy khuyên"): _advised_cell(s, r), _("Cách ù (bạn → máy)"): _distance_cell(r),
             _("Nhận xét"): _verdict_cell(table, e, None if e.get("stopped") else marks.get(e["event"]), r)}
            for e in table.timeline if e["action"].get("event") != "xuong"
            for r in [None if e.get("stopped") else reviews.get(e["event"])]]  # a stopped move: no figures
    if rows:
        with st.container(key="ct_rv_wide"):  # on a phone the list below instead (ui/assets/table.css)
            rows_table(rows)  # a static table wraps «Nhận xét» (a data grid cut it)
        with st.container(key="ct_rv_narrow"):
            st.html(_phone_rows(rows))
        _replay_picker(table, reviews, numbers)
    else:
        st.caption(_("Ván này bạn chưa phải quyết định nước nào."))
    items = review_items(table)
    if not items:
        if rows:  # no decision: nothing to praise
            st.success(_("Ván này bạn không phạm lỗi nào và không bỏ ù — và xướng đúng.") if s.winner == 0
                       else _("Ván này bạn không phạm lỗi nào và không bỏ ù."), icon=":material/verified:")
            _show_marks(table, marks, numbers)
        return
    st.markdown(_("**Những chỗ cần học lại**"))
    for it in items:
        with st.container(border=True):
            if it["kind"] == "xuong":
                calls = [h["words"] for h in it["held"]] + [it["xuong"].get("declared_words") or []]
                for h, again in zip(it["held"], calls[1:]):  # each held call, then what was said next
                    line = (_("Bạn xướng «{said}» — {verdict}; Kèm cặp giữ lại, chưa chấm; bạn vẫn xướng như vậy.")
                            if again == h["words"] else _("Bạn xướng «{said}» — {verdict}; Kèm cặp giữ lại, chưa "
                                                          "chấm; bạn xướng lại «{again}»."))
                    st.markdown(line.format(said=spoken(h["words"]), verdict=verdict_name(h["verdict"]),
                                            again=spoken(again)))
                st.markdown(_("**Lời xướng của bạn:** {verdict} — bạn xướng gì, xướng đúng là gì và vì sao thì xem "
                              "khung kết quả ván ở trên.").format(verdict=_clean(it["xuong"].get("verdict_name", ""))))
                with st.container(horizontal=True, gap="small"):
                    lesson_link("xuong")
                    page_link_safe("app_pages/thu_tu_xuong.py", _("Thứ tự xướng"), icon=":material/record_voice_over:")
                    page_link_safe("app_pages/cuoc.py", _("Cước, điểm & dịch"), icon=":material/emoji_events:")
                continue
            # the item's own words (entry_words of *its* entry): a stopped move shares its event index with the
            # move played instead, so never look it up by index
            head = _("Nước {n}: {move}").format(n=_number_of(numbers, it["event"]), move=it["text"])
            if it["kind"] == "bo_u":
                st.markdown(_("**{head}** — :orange[bỏ ù]").format(head=head) + (f" · {_(STOPPED)}" if it["stopped"]
                                                                                  else ""))  # said once, here
                st.markdown(_("Quân này làm bài bạn tròn ({rule}): lẽ ra phải ù. Bỏ ù thì lần ù sau trong ván này bị nghỉ ăn "
                              "tiền.").format(rule=say(Fact("win.rule"))))
                with st.container(horizontal=True, gap="small"):
                    lesson_link("u")
                    lesson_link("an-tien-bao")
                continue
            if it["kind"] == "dead_end":
                st.markdown(_("**{head}** — :orange[ăn vào thế kẹt]").format(head=head))
                st.markdown(_("Ăn quân này xong thì lượt sau quân nào đánh ra cũng phạm một lỗi dưới đây "
                              "(các lỗi nhóm C, D ràng buộc quân đã đánh, đã ăn):"))
            elif it["stopped"]:
                st.markdown(f"**{head}** — {_(STOPPED)}")
            elif all(seen_at(f, s) is None for f in it["faults"]):  # as the log says it (fault_fact's ``seen``)
                st.markdown(_("**{head}** — :orange[làng không thấy]").format(head=head))
                st.markdown(_("Lỗi này nằm trong bài trên tay: làng chỉ thấy khi người phạm ù và hạ bài. Ván này bạn "
                              "không ù nên không bị bắt, nhưng vẫn là lỗi — cần học lại."))
            else:
                st.markdown(_("**{head}** — :red[làng đã bắt]").format(head=head))
            faults = [f for f in it["faults"] if f.get("code") != "bo_u" or it["kind"] in ("u_lao", "dead_end")]
            if it["kind"] == "u_lao" and not it["stopped"] and s.result == "u_lao":
                # the ù láo that ended the hand: its reasons are in the result above, said once
                faults = u_lao_pointer(faults, U_LAO_ABOVE)
                loi_link("u_lao")
            if faults or it["kind"] == "dead_end":
                _fault_lines(faults)
    _show_marks(table, marks, numbers)


# ---------------------------------------------------------------- «Ván đã chơi»
RESULT_WORDS = {"u": N_("ù"), "hoa": N_("hòa"), "u_lao": N_("ù láo"), "bo_do": N_("bỏ dở")}


def _steps(rid: int, rec: dict) -> list:
    """Every state of a kept hand, replayed; cached in the session per hand for the replay slider."""
    ss = st.session_state
    cached = ss.get(K + "h_cache")
    if not cached or cached[0] != rid:
        cached = ss[K + "h_cache"] = (rid, list(GameRecord.from_dict(rec["record"]).steps()))
    return cached[1]


@guard_callback
def _h_move(delta: int, last: int) -> None:
    ss = st.session_state
    ss[K + "h_step"] = max(0, min(last, int(ss.get(K + "h_step") or 0) + delta))


def history_view() -> None:
    """«Ván đã chơi»: the kept hands, newest first; pick one and replay it step by step — one
    step per line of the log, numbered as the log and the review number them (:func:`log_lines`)."""
    rows = games.list_records()
    if not rows:
        st.info(_("Chưa có ván nào được lưu. Chơi xong một ván ở «Bàn chơi», ván ấy sẽ hiện ở đây."),
                icon=":material/history:")
        return

    def result_of(r: dict) -> str:
        """The hand's result, the winner named in the current language (the saved name is in the hand's)."""
        who = r["summary"].get("winner_name")
        try:
            who = seat_name(int(r["summary"]["winner"]), int(r["players"]))
        except Exception:  # noqa: BLE001 — no winner, or an old summary: its saved name
            pass
        if r["result"] == "u" and who:  # the learner's xướng sai: why a win shows a loss
            sai = r["summary"].get("winner") == 0 and r["summary"].get("xuong") == "sai"
            said = (_("{who} ù, xướng sai") if sai else _("{who} ù")).format(who=who)
        else:
            said = _(RESULT_WORDS[r["result"]]) if r["result"] in RESULT_WORDS else r["result"]
        return _("{result} (chơi lại)").format(result=said) if games.replayed(r["summary"]) else said

    table_rows, labels, phone = [], {}, []
    for r in rows:  # the hand named by its seed, as the table names it (the record id means nothing to a learner)
        sm, seed, when = r["summary"], str(r["seed"]), short_time(r["finished_at"], browser_zone())
        row = {_("Ván số"): seed, _("Lúc"): when, _("Người chơi"): r["players"], _("Luật"): variant_label(r["variant"]),
               _("Chế độ"): mode_name(sm.get("mode")), _("Kết quả"): result_of(r),
               _("Bạn (điểm)"): signed(sm.get("learner_net", 0)), _("Chỗ cần học"): sm.get("lessons", 0)}
        labels[r["id"]] = _("Ván số {seed} · {when} · {players} người · {result} · bạn {net} điểm").format(
            seed=seed, when=when, players=r["players"], result=row[_("Kết quả")], net=row[_("Bạn (điểm)")])
        rest = " · ".join(f"{name}: {row[name]}" for name in (_("Luật"), _("Chế độ"), _("Chỗ cần học")))
        phone.append(f"<div>{escape(labels[r['id']])}<br><small>{escape(rest)}</small></div>")
        table_rows.append(row)
    with st.container(key="ct_h_wide"):  # on a phone the list below instead (ui/assets/table.css)
        st.dataframe(table_rows, hide_index=True, width="stretch")
    with st.container(key="ct_h_narrow"):  # a phone's line of a hand: the columns the label leaves out below it
        st.html(TABLE_CSS + '<div class="hc-kept">' + "".join(phone) + "</div>")
    rid = st.selectbox(_("Chọn ván để xem lại từng bước"), list(labels), format_func=labels.get, key=K + "h_id",
                       placeholder=choose_placeholder())
    rec = games.get_record(rid)
    if not rec:
        st.warning(_("Không đọc được ván này trong tệp tiến độ."))
        return
    try:
        states = _steps(rid, rec)
    except Exception:  # noqa: BLE001 — a record the engine can no longer replay
        st.warning(_("Không phát lại được ván này (bản ghi không khớp với luật hiện tại)."))
        return
    ss = st.session_state
    # One step per line of the log (:func:`log_lines`): step k shows the table after move k — and
    # after any silent pass that follows it — with the log's own number, so «Nước k» here is
    # «k.» in the log and in the review. Step 0 is the deal.
    lines = log_lines(states[-1])
    stops = [i for _n, i, _t in lines] + [len(states) - 1]  # step k → states[stops[k]]
    last = len(lines)
    if ss.get(K + "h_for") != rid:
        ss[K + "h_for"] = rid
        ss[K + "h_step"] = last
    ss[K + "h_step"] = max(0, min(last, int(ss.get(K + "h_step") or 0)))
    c1, c2, c3, c4 = st.columns([1.3, 1.5, 4.2, 2], vertical_alignment="bottom")  # «Forward» whole in English
    c1.button(_("Lùi"), key=K + "h_prev", on_click=_h_move, args=(-1, last), icon=":material/chevron_left:",
              width="stretch")
    c2.button(_("Tới"), key=K + "h_nextstep", on_click=_h_move, args=(1, last), icon=":material/chevron_right:",
              width="stretch")
    k = c3.slider(_("Bước"), 0, last, key=K + "h_step")
    reveal = c4.toggle(_("Lật bài mọi người"), value=True, key=K + "h_reveal")
    state = states[stops[k]]
    if k:
        st.markdown(_("**Nước {n}:** {move}").format(n=k, move=lines[k - 1][2]))
        for kind, note in log_notes(states[-1], stops[:-1]).get(lines[k - 1][1], []):
            st.markdown(NOTE_MD[kind].format(_md(note)))
    else:
        st.markdown(_("**Lúc chia bài:** {who} được cái (20 lá) và đánh trước.").format(
            who=seat_word(state, state.cai)))
    st.html(table_html(table_view(state, reveal=reveal, marks=penalty_tags(state))))
    st.html(hand_html(groups=hand_groups(list(state.hands[0]), face_up(state)), width=36, caption=_("Bài của bạn lúc này")))
    show_log(states[-1], upto=stops[k], height=180)  # the whole hand's faults, each at its own move

    final = table_of_record(rec, states[-1], rid)
    if final.finished:
        with kept_expander(_("Kết quả và tiền của ván"), "hist_result_box"):
            s = final.state
            if s.xuong:
                show_grade(s.xuong, mine=s.winner == 0, variant=s.variant, table=final)
            st.markdown(_("**Tiền:** {summary}").format(summary=_clean((s.payouts or {}).get("summary", ""))))
    show_review(final, states)
