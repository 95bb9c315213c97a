"""Finished hands: what «Ván đã chơi» keeps of a hand, kept once over or replaced unfinished, and
the session's totals started again."""
from __future__ import annotations

from typing import Any

import streamlit as st

from ui.page import guard_callback
from ui.table.pictures import seat_word
from ui.table.saving import _session, save_table
from ui.table.settings import K


def record_doc(table: Any) -> dict:
    """What «Ván đã chơi» keeps of a hand: the game record, settings, coach timeline and the end."""
    from chan_core.facts import plain as to_data

    s = table.state
    return {
        "seed": s.seed, "players": s.players, "variant": s.variant, "mode": table.mode, "bots": list(table.bots),
        "hand_no": table.hand_no, "record": table.record().to_dict(), "timeline": to_data(table.timeline),
        "final": to_data({k: getattr(s, k) for k in ("result", "winner", "cuoc", "points", "penalty", "u_lao",
                                                     "xuong", "payouts", "bao", "faults", "win")}),
    }


def summary_of(table: Any) -> dict:
    """The short facts of a hand for the list «Ván đã chơi»."""
    from learning.coach import review_items

    s = table.state
    net = (s.payouts or {}).get("net") or [0] * s.players
    items = review_items(table)
    return {"result": s.result or "bo_do", "winner": s.winner,
            "winner_name": seat_word(s, s.winner) if s.winner is not None else None,
            "learner_net": net[0] if net else 0, "mode": table.mode, "hand_no": table.hand_no,
            "moves": len(s.events), "lessons": len(items),
            # for «Tiến độ» (issue 24, learning.games.table_rows): the bots' level, the learner's
            # faults by kind (a lỗi number, or bo_u / u_lao / dead_end), the xướng's verdict, hints
            "bot": table.bots[1] if len(table.bots) > 1 else None,
            "faults": _fault_kinds(items),
            "xuong": (s.xuong or {}).get("verdict") if s.winner == 0 else None,
            "hints": hint_count(table)}


def _fault_kinds(items: list[dict]) -> list:
    """The learner's faults of a hand, one each: the lỗi number, else the kind (``'bo_u'``…)."""
    out: list = []
    for it in items:
        if it["kind"] == "xuong":
            continue
        nums = sorted({f["code"] for f in it.get("faults") or [] if isinstance(f.get("code"), int)})
        out += nums if it["kind"] == "loi" and nums else [it["kind"]]
    return out


def hint_count(table: Any) -> int:
    """How many of the learner's decisions in this hand had «Gợi ý» shown — each one use, as the
    coach keeps them in the timeline (:func:`learning.coach.hint_uses`)."""
    from learning.coach import hint_uses

    return len(hint_uses(table))


def _keep_unfinished(table: Any) -> None:
    """An unfinished hand replaced by another is kept in «Ván đã chơi» as «bỏ dở»."""
    from learning import games

    games.keep_record(record_doc(table), {**summary_of(table), "result": "bo_do"})


def finish_hand(table: Any) -> None:
    """Once per finished hand: keep it as a game record and add its money to
    the session's running totals (both in the store)."""
    from learning import games

    if not table.finished or table.record_id is not None:
        return
    rid = games.keep_record(record_doc(table), summary_of(table))
    table.record_id = rid if rid is not None else 0
    sess = _session()
    n = table.state.players
    if sess.get("players") != n:  # another table size: the seats' totals start again, the learner's carry on
        hands = int(sess.get("hands", 0) or 0)
        old_net = (sess.get("net") or [0])[0] if hands else 0
        before = {"players": sess.get("players"), "hands": hands, "learner_net": old_net} if hands else None
        carried = int(sess.get("carried", 0) or 0) + old_net
        sess.clear()
        sess.update({"players": n, "hands": 0, "net": [0] * n, "records": [], "carried": carried,
                     "restarted": before})
    net = (table.state.payouts or {}).get("net") or [0] * n
    sess["hands"] = int(sess.get("hands", 0)) + 1
    sess["net"] = [a + b for a, b in zip(sess.get("net") or [0] * n, net)]
    sess["records"] = (sess.get("records") or []) + ([rid] if rid else [])
    games.save_slot(games.SESSION_SLOT, sess)
    save_table(table)


@guard_callback
def new_session() -> None:
    """Start the running totals again from zero (button «Phiên mới»)."""
    from learning import games

    st.session_state[K + "session"] = {}
    games.save_slot(games.SESSION_SLOT, {})


def session_note(table: Any) -> None:
    """When the table's size changed during the session: the totals restarted, what the earlier
    table gave, and the learner's total over the session."""
    from learning.i18n import ngettext

    sess = _session()
    before = sess.get("restarted")
    if not table.finished or not before or sess.get("players") != table.state.players:
        return
    total = int(sess.get("carried", 0) or 0) + int((sess.get("net") or [0])[0])
    hands = int(before.get("hands", 0) or 0)
    st.caption(ngettext(
        "Tổng «Cả phiên» tính lại từ 0 khi bàn đổi từ {old} sang {new} người (bàn trước: {hands} ván, bạn {net:+d} "
        "điểm). Cả phiên, tính mọi bàn, bạn {total:+d} điểm.",
        "Tổng «Cả phiên» tính lại từ 0 khi bàn đổi từ {old} sang {new} người (bàn trước: {hands} ván, bạn {net:+d} "
        "điểm). Cả phiên, tính mọi bàn, bạn {total:+d} điểm.", hands).format(
        old=before.get("players"), new=table.state.players, hands=hands, net=int(before.get("learner_net", 0) or 0),
        total=total))
