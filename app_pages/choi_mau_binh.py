"""Mậu binh — Chơi Mậu binh: a round against three bots (seed 004; ``?seed=123&xep=…``, seat 1 is the learner).

The learner fills the three chi (tap or drag) with the checker live and an optional timer; «Lật bài và so chi»
settles the table (``mau_binh.round.play_round``) and compares with the solver's best. Finished rounds are kept per
learner (``learning.mau_binh_rounds``), each play once (its id goes to another tab): «Xem lại», «Chơi lại ván này».
"""
from __future__ import annotations

import random
import time
from uuid import uuid4

import streamlit as st

import ui
from chan_core.errors import ChanError
from chan_core.facts import Fact
from learning import mau_binh_rounds as rounds, progress
from learning.i18n import N_, _, pgettext
from mau_binh.arrangement import CHI_NAMES, CHI_SIZE, Arrangement
from mau_binh.round import LEVELS, bot_arrangement, deal_round, play_round, replay, round_record
from mau_binh.rules import CHI_IDS
from mau_binh.scoring import player
from ui.style import scroll_into_view
from ui.mau_binh_cards import (HOUSE_KEY, chi_drag, chi_rows, chi_state, drag_available, house_editor,
                               house_options, keep_chi, link_chi, reopen_round, two_arrangements)
from words import number, say, signed
from words.i18n import short_time

K = "cm_"  # session-state prefix
KEEP = 20  # rounds in the list «Ván đã chơi»
LEVEL_NAMES = {"ngau_nhien": N_("Ngẫu nhiên"), "hop_ly": N_("Hợp lý"), "may": N_("Tốt nhất")}
LEVEL_HELP = N_("**Ngẫu nhiên**: xếp bừa nhưng không lủng.  \n**Hợp lý**: 5 lá mạnh nhất ở chi cuối.  \n"
                "**Tốt nhất**: cách xếp tốt nhất của máy, cách mà kết quả đem so với cách của bạn.")
DEFAULT_LEVELS = ("ngau_nhien", "hop_ly", "may")
CHI_PX = 36  # the width of a card in chi: as arranged, as revealed and beside the best arrangement, one size
STAKE = 1000  # đồng a point: the box's first value


def _money(n: int, sign: bool = True) -> str:
    """``3000`` → ``'+3.000 đ'`` (English ``'+3,000 VND'``; without ``sign``: ``'3,000 VND'``)."""
    return (signed(n) if sign else number(abs(n))) + (" VND" if ui.is_english() else " đ")


def _new_round() -> None:
    st.session_state[K + "seed"] = random.randrange(1, 1_000_000)
    st.session_state.pop(K + "view", None)
    st.session_state.pop(K + "play", None)
    st.query_params.pop("xep", None)  # the last round's chi (main() puts the new seed in the link)


def _again(rec: dict) -> None:
    """«Chơi lại ván này»: the same four hands against the same levels, the chi empty, the clock restarted."""
    seed = int(rec["seed"])
    st.session_state[K + "seed"] = seed
    for k in (K + "view", K + "play", f"{K}started_{seed}"):
        st.session_state.pop(k, None)
    ui.chi_chooser_set(f"{K}chi_{seed}", [], [], [])
    for i, lvl in enumerate(rec["levels"]):
        if lvl in LEVELS:
            st.session_state[f"{K}level_{i}"] = lvl


def _seat_name(i: int, levels: list[str]) -> str:
    if i == 0:
        return _("Người 1 (bạn)")
    return _("Người {n} (máy: {level})").format(n=i + 1, level=_(LEVEL_NAMES[levels[i - 1]]))


def _settings() -> tuple[list[str], int | None, int]:
    """The table settings: bot levels, the timer (seconds or None) and the stake per point (đồng; a box as the other
    numbers', ``ui.typed_number``, in the language's thousands marks). They are the learner's, kept as his round is:
    a reload and another page take them from this session's copy, else the store's
    (``learning.mau_binh_rounds.settings``); a visitor's first change creates his learner (as the sidebar's variant
    choice does), so a reload keeps it too."""
    saved = st.session_state.get(K + "settings")
    if saved is None:
        saved = st.session_state[K + "settings"] = rounds.settings()
        st.session_state.setdefault(HOUSE_KEY, saved.get("house"))
    with ui.kept_expander(_("Bàn chơi: đối thủ, đồng hồ, tiền, luật nhà"), K + "table_box", icon=":material/tune:"):
        cols = st.columns(3)
        for i, (lvl, kept) in enumerate(zip(DEFAULT_LEVELS, saved.get("levels", DEFAULT_LEVELS))):
            st.session_state.setdefault(f"{K}level_{i}", kept if kept in LEVELS else lvl)  # or «Chơi lại ván này»'s
        levels = [cols[i].selectbox(_("Máy {n}").format(n=i + 2), LEVELS, key=f"{K}level_{i}",
                                    format_func=lambda x: _(LEVEL_NAMES[x]), placeholder=ui.choose_placeholder(),
                                    help=_(LEVEL_HELP))
                  for i in range(3)]
        c1, c2 = st.columns(2)
        st.session_state.setdefault(K + "timer", bool(saved.get("timer")))
        timer = c1.toggle(_("Đồng hồ"), key=K + "timer", help=_("Hết giờ mà chưa xếp xong thì các lá được xếp "
                                                                "giúp theo cách hợp lý."))
        seconds = ui.typed_number(_("Số giây để xếp"), 15, 900, int(saved.get("seconds", 120)), key=K + "seconds",
                                  where=c1, disabled=not timer)
        kept = ui.int_or_none(saved.get("stake"), lo=0, hi=ui.MONEY_MAX)  # a text kept before session 23: the default
        stake = ui.typed_number(pgettext("mậu binh", "Tiền mỗi điểm (đồng)"), 0, ui.MONEY_MAX,
                                STAKE if kept is None else kept, key=K + "stake", where=c2,
                                what=pgettext("mậu binh", "tiền mỗi điểm"), amount=True)
        c2.caption(_("Tính {money} mỗi điểm.").format(money=_money(stake, False)))  # «2.500» is 2500 đồng in Vietnamese
        st.markdown(_("**Luật nhà** (mặc định theo tài liệu 004; trang «Kiểm tra binh» dùng cùng các luật này):"))
        house_editor(K + "h_")
        if st.session_state.get(K + "view") is not None:  # the revealed round was settled under the rules it was played with
            st.caption(_("Đổi luật nhà lúc này thì áp dụng từ ván sau; ván vừa lật vẫn tính theo luật lúc chơi."))
    now = {"levels": levels, "timer": timer, "seconds": seconds, "stake": stake,
           "house": st.session_state[HOUSE_KEY]}
    if now != saved:
        st.session_state[K + "settings"] = now
        if saved or progress.current_learner() is not None:  # a visitor's first run is no change of his
            rounds.keep_settings(now)
    return levels, (seconds if timer else None), stake


def _clock(seed: int, started: float, limit: int, expired: bool) -> None:
    """The countdown, redrawn every second; at zero the page runs again once so «Lật bài» is enabled."""
    @st.fragment(run_every=1.0)
    def tick() -> None:
        left = int(limit - (time.time() - started))
        if left <= 0:
            if not expired:  # the page was drawn while there was still time: draw it again now
                st.rerun(scope="app")
            st.warning(_("Hết giờ: bấm «Lật bài và so chi»; lá chưa xếp xong sẽ được xếp giúp theo cách hợp lý."),
                       icon=":material/timer_off:")
        else:
            st.caption(_("Đồng hồ: còn {left} giây.").format(left=left))
    tick()


def _finish(hand, chosen: dict, sensible: Arrangement) -> Arrangement:
    """Time up: the cards the learner placed stay (a chi's first cards up to its size); each card not placed goes to
    its chi in ``sensible`` when there is room, the others to the last chi with room."""
    rows = {c: list(chosen[c][:CHI_SIZE[c]]) for c in CHI_IDS}
    placed = {x for r in rows.values() for x in r}
    home = {x: c for c in CHI_IDS for x in sensible.chi(c)}
    left = []
    for x in (x for x in hand if x not in placed):
        (rows[home[x]] if len(rows[home[x]]) < CHI_SIZE[home[x]] else left).append(x)
    for x in left:
        rows[next(c for c in reversed(CHI_IDS) if len(rows[c]) < CHI_SIZE[c])].append(x)
    return Arrangement.of(rows)


def _arrange(seed: int, hands, levels: list[str], limit: int | None) -> None:
    """The learner's arrangement with the live checker; «Lật bài» settles the round."""
    hand = hands[0]
    opts = house_options()
    st.html(ui.playing_cards_html(hand, width=42))
    st.subheader(_("Xếp vào ba chi"))
    key = f"{K}chi_{seed}"
    link_chi(K, seed, hand)
    expired = False
    if limit is not None:
        # the clock starts when the timer is first shown for this deal; at zero the arrangement is locked
        started = st.session_state.setdefault(f"{K}started_{seed}", time.time())
        expired = time.time() - started >= limit
    if drag_available() and st.toggle(_("Kéo thả"), key=K + "drag", disabled=expired, help=_(
            "Kéo lá bài vào ô của chi (trên điện thoại: giữ lá một chút rồi kéo). Các hàng bấm bên dưới "
            "vẫn dùng được và luôn khớp với các ô.")) and not expired:
        st.caption(_("Kéo một lá vào ô của chi muốn đặt nó vào; kéo về «Lá chưa xếp» để bỏ ra."))
        chi_drag(key, hand)
    st.caption(_("Bấm một lá ở hàng của chi muốn đặt nó vào; lá đó rời khỏi chi cũ."))
    chosen = ui.chi_chooser(key, hand, disabled=expired)
    keep_chi(K, seed, chosen, st.session_state[K + "play"])
    loose, arr, need = chi_state(chosen, hand)
    if arr is not None:
        pl = player(arr, opts)
        st.html(chi_rows(pl.arrangement, CHI_PX))
        (st.success if pl.valid else st.error)(say(pl.reason), icon=":material/fact_check:")
    else:
        st.info(_("Chưa đủ ba chi ({need}).").format(need=need), icon=":material/pending:")
        if loose:
            st.html(ui.playing_cards_html(loose, width=36, caption=_("Lá chưa xếp")))
    if limit is not None:
        _clock(seed, started, limit, expired)
    if st.button(_("Lật bài và so chi"), key=K + "reveal", type="primary", disabled=arr is None and not expired,
                 icon=":material/visibility:"):
        timed_out = arr is None
        keep_chi(K, seed, None)  # settled: a reload shows it settled, a new visit deals a new round
        mine = _finish(hand, chosen, bot_arrangement(hand, "hop_ly", seed, opts)) if timed_out else arr
        bots = [bot_arrangement(h, lvl, seed, opts) for h, lvl in zip(hands[1:], levels)]
        rnd = play_round([mine, *bots], opts)
        seen = rounds.list_rounds(replays=True) + st.session_state.get(K + "unsaved", [])  # its best shown already
        rec = {**round_record(seed, tuple(levels), rnd, timed_out), "play": st.session_state[K + "play"],
               "replay": any(r["seed"] == str(seed) for r in seen)}
        kept = rounds.keep_round(rec)  # this play revealed in another tab already: that round, as it was kept
        rec = {**(kept or rec), "learner": progress.current_learner()}
        if kept is None:  # not saved: kept in this browser session, the page says why
            st.session_state[K + "unsaved"] = [rec, *st.session_state.get(K + "unsaved", [])][:KEEP]
        st.session_state[K + "view"] = rec
        st.rerun()


def _result(rec: dict, stake: int) -> None:
    """A settled round (fresh or replayed): the totals first, the hands, chi by chi, the comparison; an unreadable
    kept round is said so with its kept points."""
    try:
        rnd = replay(rec)
    except (ChanError, KeyError, TypeError, ValueError):
        st.warning(_("Ván số {seed} không xem lại được với luật của phiên bản này; điểm đã lưu của bạn: {points}.")
                   .format(seed=rec.get("seed", "?"), points=signed(int((rec.get("points") or [0])[0]))),
                   icon=":material/history:")
        return
    levels = rec["levels"]
    res = rnd.settlement
    with st.container(key=K + "result"):  # the result first, in view after the reveal and each «Xem lại» (a phone too)
        if rec.get("id") is None:
            ui.save_notice(rounds.KEY, rec["seed"], after=_("Ván này chỉ được giữ trong phiên trình duyệt này."))
        if rec.get("again"):
            st.info(_("Ván này đã được lật rồi (trong một lần mở trang khác): đây là kết quả lần lật đó, không tính "
                      "thêm."), icon=":material/info:")
        if rec.get("timed_out"):
            st.info(_("Hết giờ: các lá bạn chưa xếp được xếp giúp theo cách hợp lý."), icon=":material/timer_off:")
        st.subheader(_("Tính tiền"))
        ui.rows_table({_("Người"): _seat_name(i, levels), _("Điểm"): signed(p), _("Tiền"): _money(p * stake)}
                      for i, p in enumerate(res.points))
        st.caption(_("Điểm của mỗi người là tổng với từng đối thủ; cả bàn cộng lại bằng 0."))
    if st.session_state.get(K + "shown") is not rec:  # a new round shown: scrolled to once
        st.session_state[K + "shown"], st.session_state[K + "looks"] = rec, st.session_state.get(K + "looks", 0) + 1
    scroll_into_view(K + "in_view", f"{K}{st.session_state[K + 'looks']}", f".st-key-{K}result", f".st-key-{K}result")
    st.subheader(_("Lật bài"))
    for i, arr in enumerate(rnd.arrangements):
        if i % 2 == 0:  # a row of two per pair: a phone stacks them 1, 2, 3, 4 (not column by column)
            cols = st.columns(2)
        with cols[i % 2].container(border=True):
            pl = res.players[i]
            st.markdown(f"**{_seat_name(i, levels)}**")
            st.html(chi_rows(arr, CHI_PX))
            if pl.special is not None or not pl.valid:
                st.caption(say(pl.reason))
    st.subheader(_("So từng chi"))
    whole = [(d, x) for d in res.duels for x in d.lines if "chi" not in x.params]
    if whole:  # one line per pair of players: said with the pair (a mậu binh wins against each opponent)
        st.markdown(_("**Tính cho cả ván, không theo từng chi** (mậu binh, binh lủng, sập hầm, sập làng):"))
        pair = _("Người {a} – người {b}")
        st.markdown("\n".join(f"- {pair.format(a=d.a + 1, b=d.b + 1)}: {say(x)}" for d, x in whole))
    for c in CHI_IDS:
        lines = [Fact("mau_binh.duel.between", line=x, a=d.a + 1, b=d.b + 1, you=1)  # both players, «bạn» for seat 1
                 for d in res.duels for x in d.lines if x.params.get("chi") == c]
        if lines:
            st.markdown(f"**{CHI_NAMES[c]}**")
            st.markdown("\n".join(f"- {say(x)}" for x in lines))
    st.subheader(_("So với cách xếp tốt nhất"))
    two_arrangements((_("**Bạn xếp**"), rnd.arrangements[0]), (_("**Cách tốt nhất**"), rnd.best.arrangement), CHI_PX)
    text = " ".join(say(x) for x in rnd.summary)
    if rnd.cost > 0:  # «mất» / «cost» already says it is lost: the money unsigned
        text += " " + _("Với mức cược này, số điểm mất đó tương đương {money}.").format(money=_money(rnd.cost * stake, sign=False))
    (st.warning if rnd.cost > 0 else st.success)(text, icon=":material/compare_arrows:")
    with ui.kept_expander(_("«Tốt nhất» đo cái gì?"), K + "best_box"):
        st.markdown(_(
            "Cách tốt nhất là cách xếp **không lủng** được **nhiều điểm nhất trung bình với một đối thủ**, tính từng "
            "chi (+1 thắng, −1 thua, 0 hòa, cộng các thưởng chi mạnh đang bật). Đối thủ ấy xếp như chính máy ở mức "
            "«Tốt nhất», trên rất nhiều ván chia ngẫu nhiên: mỗi chi của bạn được chấm bằng phần chi cùng chỗ của đối "
            "thủ mà nó hơn, trừ phần chi hơn nó. Máy không nhìn bài ba người kia, không tính sập hầm, sập làng, và bỏ "
            "qua việc đối thủ không thể cầm lá bạn đang cầm."))
        st.markdown(_(
            "Còn số điểm chênh ở trên là so **riêng ván này**, với đúng ba đối thủ này: có ván cách của bạn được "
            "nhiều điểm hơn cách tốt nhất."))


def _history() -> None:
    """«Ván đã chơi»: the learner's kept rounds, newest first, after those the store refused (kept in the browser
    session only), each with «Xem lại» (the same deal and result) and «Chơi lại ván này»."""
    me = progress.current_learner()
    unsaved = [r for r in st.session_state.get(K + "unsaved", []) if r.get("learner") == me]
    kept = (unsaved + [{**r, "learner": me} for r in rounds.list_rounds(KEEP, replays=True)])[:KEEP]
    if not kept:
        return
    st.subheader(pgettext("mậu binh", "Ván đã chơi"))
    st.caption(_("Các ván của bạn ({n} ván gần nhất), lưu cùng tiến độ; trang «Tiến độ của bạn» vẽ điểm theo thời "
                 "gian.").format(n=KEEP))
    for i, rec in enumerate(kept):
        c1, c2, c3 = st.columns([4, 2, 2], vertical_alignment="center")
        cost = rec["cost"]  # negative when the learner's arrangement scored more than the best one on this deal
        line = (_("Ván số {seed}: bạn {points} điểm, mất {cost} so với cách tốt nhất.") if cost > 0
                else _("Ván số {seed}: bạn {points} điểm, bằng đúng số điểm của cách xếp tốt nhất.") if cost == 0
                else _("Ván số {seed}: bạn {points} điểm, hơn cách xếp tốt nhất {gained} điểm.")).format(
            seed=rec["seed"], points=signed(rec["points"][0]), cost=cost, gained=-cost)
        if rec.get("finished_at"):  # two plays of one deal told apart by when
            line += " · " + short_time(rec["finished_at"], ui.browser_zone())
        if rec.get("replay"):
            line += " · " + _("chơi lại một ván đã lật: không tính vào số liệu")
        if rec.get("id") is None:
            line += " " + _("(chỉ trong phiên này)")
        c1.markdown(line)
        c2.button(_("Xem lại"), key=f"{K}replay_{i}", on_click=ui.set_state, args=(K + "view", rec), icon=":material/history:",
                  width="stretch")
        c3.button(_("Chơi lại ván này"), key=f"{K}again_{i}", on_click=_again, args=(rec,),
                  icon=":material/restart_alt:", width="stretch")


def main() -> None:
    st.title(_("Chơi Mậu binh"))
    ui.progress_warning()
    st.caption(_(
        "Chia 4 tay bài; bạn xếp 13 lá của mình, ba máy xếp bài của chúng. Lật bài: so từng chi với từng người, "
        "tính điểm và tiền, rồi xem cách xếp tốt nhất và chênh lệch. Luật: trang «Luật Mậu binh» (tài liệu 004)."))
    levels, limit, stake = _settings()
    seed = st.session_state.get(K + "seed")
    if seed is None:
        # ?van= (the name «Chơi thử» and «Ván số» use) is read as ?seed=, and a bad one is said as for ?seed=
        seed = ui.query_int("seed" if "seed" in st.query_params else "van", lo=0, hi=ui.LINK_SEED_MAX)
        if seed is None:  # the learner's own round not settled yet (after a learner switch), else a new one
            seed = reopen_round(K) or random.randrange(1, 1_000_000)
        elif rounds.open_round(K).get("seed") != seed:  # a link to a round he has settled: shown settled, never dealt again
            done = [r for r in rounds.list_rounds(replays=True) if r["seed"] == str(seed)][:1]
            st.session_state[K + "view"] = {**done[0], "learner": progress.current_learner()} if done else None
        st.session_state[K + "seed"] = seed
    if K + "play" not in st.session_state:  # the id of this play: the open round's (a reload's, another tab's), or new;
        mine = rounds.open_round(K)  # a learner not created yet keeps none: his tabs name the first play by its deal
        st.session_state[K + "play"] = mine.get("seed") == seed and mine.get("play") or (
            f"new-{seed}" if progress.get_store().pending else uuid4().hex)
    st.query_params.pop("van", None)
    st.query_params["seed"] = str(seed)  # a reload deals this round again
    top = st.columns([3, 1], vertical_alignment="bottom")
    top[0].caption(_("Ván số {seed} · người 1 là bạn, người 2–4 là máy").format(seed=seed))
    top[1].button(_("Ván mới"), key=K + "new", on_click=_new_round, type="primary", icon=":material/refresh:",
                  width="stretch")
    view = st.session_state.get(K + "view")
    if view is not None and view.get("learner") != progress.current_learner():  # another learner chose in this browser
        st.session_state.pop(K + "view", None)
        view = None
    if view is not None:
        if view["seed"] != str(seed):
            st.button(_("Về ván số {seed}").format(seed=seed), key=K + "back", icon=":material/undo:",
                      on_click=lambda: st.session_state.pop(K + "view", None))
            st.caption(_("Đang xem lại ván số {seed}.").format(seed=view["seed"]))
        _result(view, stake)
        st.button(_("Chơi lại ván này"), key=K + "again", on_click=_again, args=(view,),
                  icon=":material/restart_alt:", help=_("Chia lại đúng bốn tay bài này; bạn xếp lại từ đầu."))
    else:
        _arrange(seed, deal_round(seed), levels, limit)
    _history()
    ui.source_badge({"seed": "004", "section": "Xếp bài; Xác định thắng thua; Cộng điểm; Mậu binh"})


main()
