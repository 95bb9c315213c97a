"""The hand of the page: dealt (``?van=<seed>`` deals that hand) or loaded (the session's, else the
one saved in the progress store, else a new deal); once over (or replaced unfinished) kept for «Ván đã
chơi», with the session's totals."""
from __future__ import annotations

from typing import Any
import random

import streamlit as st

from learning.i18n import _, ngettext
from words import signed
from ui.inputs import LINK_SEED_MAX, current_variant
from ui.page import guard_callback
from ui.table.pictures import seat_word
from ui.table.settings import K, META_KEYS, XK, _session, moved_on, save_table
from ui.widget_values import refuse_link
from ui.xuong_builder import xuong_reset
from chan_core.facts import plain as to_data
from chan_core.facts import revive
from chan_core.game import GameRecord
from chan_core.options import make_options
from learning import games, progress
from learning.coach import hint_uses, review_items, Table
from ui.table.links import LINK_PARAMS, hand_link_params, read_hand_link


def record_doc(table: Any) -> dict:
    """What «Ván đã chơi» keeps of a hand: the game record, settings, coach timeline and the end."""
    s = table.state
    return {
        "seed": s.seed, "players": s.players, "variant": s.variant, "mode": table.mode, "bots": list(table.bots),
        "hand_no": table.hand_no, "record": table.record().to_dict(), "timeline": to_data(table.timeline),
        "replay_of": table.replay_of,
        "final": to_data({k: getattr(s, k) for k in ("result", "winner", "cuoc", "points", "penalty", "u_lao",
                                                     "xuong", "payouts", "bao", "faults", "win")}),
    }


def table_of_record(rec: dict, state: Any = None, record_id: int | None = None) -> Any:
    """The kept hand ``rec`` (:func:`record_doc`) as a :class:`learning.coach.Table` at ``state`` (default: its
    record replayed to where it ended or was left); raises what the replay raises."""
    state = GameRecord.from_dict(rec["record"]).replay() if state is None else state
    return Table(state, mode=rec.get("mode", "kem_cap"), bots=rec.get("bots") or (),
                 timeline=revive(rec.get("timeline") or []), hand_no=rec.get("hand_no", 1), record_id=record_id,
                 replay_of=rec.get("replay_of"))


def summary_of(table: Any) -> dict:
    """The short facts of a hand for the list «Ván đã chơi»."""
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
            "hints": len(hint_uses(table)),  # each decision «Gợi ý» was opened at (learning.coach.hint_uses)
            "replay_of": table.replay_of}  # «Chơi lại từ đây»: not counted in the figures (games.replayed)


def _fault_kinds(items: list[dict]) -> list:
    """The learner's faults of a hand, one each: the lỗi number, else the kind (``'bo_u'``…)."""
    out: list = []
    for it in items:
        if it["kind"] == "xuong":
            continue
        nums = sorted({f["code"] for f in it.get("faults") or [] if isinstance(f.get("code"), int)})
        out += nums if it["kind"] == "loi" and nums else [it["kind"]]
    return out


def played_in(table: Any) -> bool:
    """The learner decided something in the hand (a move, even one stopped; in a hand played again: since the
    replay's start) — only then is it worth keeping; the bots' moves alone are not."""
    start = (getattr(table, "replay_of", None) or {}).get("event") or 0
    return any(e.get("event", 0) >= start for e in table.timeline)


def _keep_unfinished(table: Any) -> None:
    """An unfinished hand replaced by another is kept in «Ván đã chơi» as «bỏ dở» once the learner
    decided something in it (:func:`played_in`); a hand only dealt (bots' moves alone) is not kept."""
    if played_in(table):
        games.keep_record(record_doc(table), {**summary_of(table), "result": "bo_do"})


def finish_hand(table: Any) -> None:
    """Once per finished hand: keep it as a game record and add its money to
    the session's running totals (both in the store) — a hand played again («Chơi lại từ đây») only kept."""
    if not table.finished or table.record_id is not None:
        return
    rid = games.keep_record(record_doc(table), summary_of(table))
    table.record_id = rid if rid is not None else 0
    if not table.replay_of:  # the same deal once more: its money is not the session's again
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


def session_hand_no(table: Any) -> int:
    """Which hand of the session ``table`` is, counted as the money table's «Cả phiên (n ván)»: the hands
    played to the end at this table size, this one included (a hand left unfinished or played again: not counted)."""
    sess = _session()
    done = int(sess.get("hands", 0) or 0) if sess.get("players") == table.state.players else 0
    return max(done + (table.record_id is None and not table.replay_of), 1)  # kept: counted; «Phiên mới» since: 1


@guard_callback
def new_session() -> None:
    """Start the running totals again from zero (button «Phiên mới»)."""
    st.session_state[K + "session"] = {}
    games.save_slot(games.SESSION_SLOT, {})


def session_note(table: Any) -> None:
    """When the table's size changed during the session: the totals restarted, what the earlier
    table gave, and the learner's total over the session."""
    sess = _session()
    before = sess.get("restarted")
    if not table.finished or not before or sess.get("players") != table.state.players:
        return
    total = int(sess.get("carried", 0) or 0) + int((sess.get("net") or [0])[0])
    hands = int(before.get("hands", 0) or 0)
    st.caption(ngettext(
        "Tổng «Cả phiên» tính lại từ 0 khi bàn đổi từ {old} sang {new} người (bàn trước: {hands} ván, bạn {net} "
        "điểm). Cả phiên, tính mọi bàn, bạn {total} điểm.",
        "Tổng «Cả phiên» tính lại từ 0 khi bàn đổi từ {old} sang {new} người (bàn trước: {hands} ván, bạn {net} "
        "điểm). Cả phiên, tính mọi bàn, bạn {total} điểm.", hands).format(
        old=before.get("players"), new=table.state.players, hands=hands, net=signed(before.get("learner_net", 0) or 0),
        total=signed(total)))


def deal_new(seed: int | None = None, rules: tuple[str, dict] | None = None, kept: Any = None, save: bool = True) -> Any:
    """Deal, save and return the next hand with the widgets' settings; a random deal continues the session
    from its last hand not played again (:func:`_last_own_hand`; the winner bốc cái, thông unless 001 §V.2 takes it (:func:`keeps_thong`),
    seed 001 §II, §V.2); a given ``seed`` deals exactly that hand, under ``rules`` ``(variant, options)`` when
    given; ``kept``: a hand to put back instead.
    ``save=False`` (the page's first run): saved once the page has drawn its settings (:func:`ui.table.settings.keep_settings`)."""
    ss = st.session_state
    prev = ss.get(K + "table")
    players = int(ss.get(K + "players") or 4)
    variant, options = rules if rules is not None else (
        current_variant(), {k[len(K + "opt_"):]: v for k, v in ss.items() if str(k).startswith(K + "opt_")})
    drawer = thong = None
    hand_no = 1
    last = _last_own_hand() if prev is not None and prev.replay_of else prev  # a hand played again is practice
    if last is not None and last.state.players == players:
        hand_no = last.hand_no + 1
        w = last.state.winner
        if w is not None and seed is None:
            drawer, thong = w, (w if keeps_thong(last.state, w) else None)
    if prev is not None and not prev.finished:
        _keep_unfinished(prev)
    try:
        make_options(variant, options)
    except Exception:  # noqa: BLE001 — a stale widget value (not the variant's house rule): the variant's defaults
        options = {}
    dealt = random.randrange(min(LINK_SEED_MAX, 10**9)) if seed is None else seed
    table = kept if kept is not None else Table.deal(players, dealt, variant=variant, options=options,
                       mode=ss.get(K + "mode") or "kem_cap", bot=ss.get(K + "bot") or "sensible",
                       drawer=drawer, thong=thong, hand_no=hand_no)
    if kept is None:  # a given seed (a link) deals that hand alone: no session carried on, said at a refused «Thông»
        table.from_link = seed is not None
    ss[K + "table"] = table
    ss.pop(K + "msg", None)
    xuong_reset(XK)
    st.query_params["van"] = str(dealt)
    if save:
        save_table(table)
    else:  # not saved yet: keep_settings saves it whole
        ss.pop(K + "meta", None)
        ss.pop(K + "saved", None)
    return ss[K + "table"]  # the saved hand when another tab had moved on (:func:`save_table`)


def keeps_thong(state: Any, w: int) -> bool:
    """Whether winner ``w`` of ``state`` may call thông next hand (001 §V.2): he xướng'd, not wrong (a xướng thiếu is
    not «xướng sai»), and his ù was no ù báo and came after no bỏ ù; a treo tranh keeps it (rules/decisions.yaml)."""
    return ((state.xuong or {}).get("verdict") in ("dung", "thieu") and state.penalty != "u_bao"
            and not any(f["code"] == "bo_u" and f["seat"] == w for f in state.faults))


def _last_own_hand() -> Any:
    """The newest kept hand not played again («Chơi lại từ đây»): the session goes on from it (the winner bốc cái,
    thông, the hand's number), as if the hands played again were not there; ``None`` if none can be read."""
    own = next((r for r in games.list_records() if not games.replayed(r["summary"])), None)
    try:
        return own and table_of_record(games.get_record(own["id"]))
    except Exception:  # noqa: BLE001 — unreadable (another learner's, a record the engine can no longer replay)
        return None


def _left_unfinished(link: Any) -> tuple[Any, int | None]:
    """The learner's newest hand of ``link`` kept «bỏ dở», where it was left, and its record id; else ``(None, None)``."""
    for r in games.list_records():
        rec = games.get_record(r["id"]) if (r["seed"], r["result"]) == (link.seed, "bo_do") else None
        try:
            table = rec and table_of_record(rec)
        except Exception:  # noqa: BLE001 — a record the engine can no longer replay: dealt from the start
            table = None
        if table and not link.deals(table):
            return table, r["id"]
    return None, None


def _follow(link: Any, save: bool = True) -> Any:
    """Deal the hand of ``link``: its table first (players, bots, mode), then its deal — the sender's hand;
    the learner's own hand of that deal left unfinished opens where it was left (``save``: :func:`deal_new`'s)."""
    ss = st.session_state
    left, rid = _left_unfinished(link)
    if left is not None:
        ss[K + "players"], ss[K + "mode"] = left.state.players, left.mode
        table = deal_new(left.state.seed, kept=left)
        if table is left:  # on the table again (saved): kept once more when it ends or is left
            games.drop_record(rid)
        return table
    for field in ("players", "bot", "mode"):
        if getattr(link, field) is not None:
            ss[K + field] = getattr(link, field)
    rules = link.rules(current_variant())
    for name, value in (rules or ("", {}))[1].items():  # the house-rule widgets show the link's rules
        ss[K + "opt_" + name] = value
    return deal_new(link.seed, rules, save=save)


@guard_callback
def _open_linked(link: Any) -> None:
    if not moved_on():
        _follow(link)


def offer_linked_hand(table: Any) -> bool:
    """A link named another hand while ``table`` was being played: say the hand was kept, with a button
    to open the link's hand instead (until the learner moves on). ``True`` when said."""
    offer = st.session_state.get(K + "offer")
    if offer is None or offer[1:] != (table.state.seed, len(table.timeline)) or table.finished:
        st.session_state.pop(K + "offer", None)
        return False
    link, s = offer[0], table.state
    theirs = mine = _("ván số {seed}").format(seed=link.seed)
    if link.seed != s.seed:
        mine = _("ván số {seed}").format(seed=s.seed)
    elif link.players is not None and link.players != s.players:  # the same deal at another table: say which
        theirs, mine = (_("ván số {seed} cho {n} người").format(seed=s.seed, n=n) for n in (link.players, s.players))
    else:
        theirs = _("ván số {seed} theo bộ luật hay luật làng khác").format(seed=s.seed)
    with st.container(key=K + "link_offer"):
        st.info(_("Địa chỉ trang dẫn tới {theirs}, nhưng bạn đang chơi dở {mine}: ván đang chơi được giữ nguyên. "
                  "Muốn chơi {theirs} thì bấm nút dưới đây (ván đang chơi dở được cất vào «Ván đã chơi»).").format(
            theirs=theirs, mine=mine), icon=":material/bookmark:")
        st.button(_("Mở {hand}").format(hand=theirs), key=K + "open_link", on_click=_open_linked, args=(link,),
                  icon=":material/open_in_new:")
    return True


def load_table() -> Any:
    """The session's hand, else the saved one, else a new deal; a readable hand link (``?van=``…)
    deals its hand unless it is the one being played. Writes the hand's seed back to the link."""
    ss = st.session_state
    owner = progress.current_learner()  # who is playing (None: nobody's yet)
    before = ss.get(K + "owner", owner)
    # another learner chose «Bạn là ai?»: their own hand. From nobody (None) to a learner is this
    # browser's first save making its own learner (issue 22): the same hand, kept.
    if before != owner and before is not None:
        for k in ("table", "session", "h_cache", "msg"):
            ss.pop(K + k, None)
    ss[K + "owner"] = owner
    table = ss.get(K + "table")
    if table is None:
        doc = games.load_slot(games.HAND_SLOT)
        ss[K + "rev"] = (doc or {}).get("rev", 0)  # the saved hand this tab's moves follow (save_table)
        if doc:
            try:
                table = Table.from_dict(doc)
                for k, v in (doc.get("ui") or {}).items():
                    if k.startswith(META_KEYS) and K + k not in ss:
                        ss[K + k] = v
                ss[K + "meta"] = doc.get("ui")  # as saved (ui.table.settings.keep_settings)
                ss[K + "restored"] = True
            except Exception:  # noqa: BLE001 — an unreadable saved hand: start a new one, say so
                ss[K + "restore_failed"] = True
                table = None
        ss[K + "table"] = table
    link, bad = read_hand_link(st.query_params)
    bad_raw = {name: st.query_params.get(name) for name in bad}  # the page shell says each, and what is used
    unread = {k: st.query_params.get(k) for k in LINK_PARAMS if k not in bad and k in st.query_params} if (
        "van" in bad) else {}  # a bad ?van=: the link's good parts are not followed either (said by the page)
    if link is not None and link.deals(table):
        if table is not None and not table.finished and table.timeline:
            # a hand the learner is playing is never replaced unasked (a link, the browser's Back): offered instead
            ss[K + "offer"] = (link, table.state.seed, len(table.timeline))
        else:
            table = _follow(link, save=False)  # saved once, with the settings the page draws (keep_settings)
    elif table is None:
        table = deal_new(save=False)
    # followed, refused or without ?van=: ?van= only; beside a notice, the parts the table follows stay in view
    keep_good = bool(bad) and link is not None and not link.deals(table)
    for extra in [k for k in LINK_PARAMS if k != "van"]:
        if extra in st.query_params and (extra in bad or not keep_good):
            del st.query_params[extra]
    used = hand_link_params(table) if bad else {}
    for name, raw in bad_raw.items():
        refuse_link(name, raw, used.get(name, "") if name != "van" else None)
    if unread:
        ss[K + "unfollowed"] = (bad_raw["van"], [(k, raw, used.get(k, "")) for k, raw in unread.items()])
    if st.query_params.get("van") != str(table.state.seed):
        st.query_params["van"] = str(table.state.seed)
    return table
