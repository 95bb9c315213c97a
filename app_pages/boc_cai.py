"""Trang «Bốc cái»: luyện đếm bốc cái cho 2–4 người (seed 001 §II).

Người học bấm ghế được phần bài cái, rồi chọn phần bài mỗi ghế nhận; đáp án từ ``chan_core.boc_cai``.
Link ``?n=4&seed=123`` (có thể ép ``&drawer=1&card=7V``).
"""
from __future__ import annotations

import random
import time

import streamlit as st

import ui
from chan_core.boc_cai import MAX_PLAYERS, MIN_PLAYERS, BocCai, boc_cai
from chan_core.cards import KINDS
from chan_core.errors import ChanError
from chan_core.rules import load_rules
from learning import explain
from learning.i18n import N_, _, ngettext, pgettext
from ui.drill import Drill
from words import say
from words.i18n import listed, text_of

SEAT_NAMES = "ABCD"
TIME_LIMIT_S = 15
# no bare strings at module level: Streamlit's «magic» would print them
SOURCE = N_("Nguồn: Luật đầy đủ (tài liệu 001), mục II: Chia bài, bốc nọc, bốc cái.")
# The memory line as said at the table (seed 001 §II); in English :func:`mnemonic` adds its reading.
MNEMONIC = "nhị (lục) tiến, tứ (bát) tụt, tam (thất) đối"
# one whole sentence per word: «bên tay phải B» / «on B's right» differ in word order
PHRASES = {"tiến": N_("nhị (lục) tiến"), "tụt": N_("tứ (bát) tụt"), "đối": N_("tam (thất) đối")}
MNEMONIC_LINES = {
    "tiến": N_("Mẹo «{mnemonic}»: {word} → «{phrase}» ⇒ người bên tay phải {drawer} là {seat}."),
    "tụt": N_("Mẹo «{mnemonic}»: {word} → «{phrase}» ⇒ người bên tay trái {drawer} là {seat}."),
    "đối": N_("Mẹo «{mnemonic}»: {word} → «{phrase}» ⇒ người đối diện {drawer} là {seat}."),
}
K = "bc_"  # session_state prefix
DRILL = Drill("boc_cai", K, K + "stats", (("rounds", 0), ("right", 0), ("streak", 0), ("best", 0)))
LINK = ("n", "seed", "card", "drawer")  # the round's link parameters
SEAT_BUTTON_PX = 84  # seat buttons keep this width (a phone puts them round the picture, see PHONE_CSS)
PHONE_CSS = (
    "<style>@media (max-width:640px){"
    f".st-key-{K}row_left{{flex-wrap:wrap;justify-content:space-between;row-gap:.5rem}}"
    f".st-key-{K}row_left>:has(.st-key-{K}mat){{order:-1;flex:1 0 100%;max-width:100%}}"
    "}</style>"
)
# on a phone the middle row wraps: the picture takes the whole width, the side buttons go under it


def pile_name(j: int) -> str:
    """Pile ``j`` counted from the cái pile to its right (0 = phần bài cái), in the current language."""
    return _("Phần bài cái") if j == 0 else _("Phần thứ {j} bên phải phần cái").format(j=j)


def mnemonic() -> str:
    """The memory line; in English with its reading (``rules/dealing.yaml`` ``mnemonic.text_en``)."""
    if not ui.is_english():
        return MNEMONIC
    return text_of(load_rules().dealing.mnemonic, "text") or MNEMONIC


def make_round(players: int, seed: int) -> tuple[int, str]:
    """A reproducible drill round: ``(drawer seat, cái card code)`` from ``seed``."""
    rng = random.Random(f"boc-cai/{players}/{seed}")
    return rng.randrange(players), rng.choice(KINDS).code


def _read_params() -> tuple[int, int, int, str]:
    """Players, seed, drawer, card from the link (new seed when missing; none: this session's last round)."""
    qp = st.query_params
    DRILL.reopen_link(LINK)
    n = ui.query_int("n", 4, lo=MIN_PLAYERS, hi=MAX_PLAYERS)
    seed = ui.query_int("seed", lo=0, hi=ui.LINK_SEED_MAX)
    if seed is None:
        seed = pick_seed(n)
        qp["seed"] = str(seed)
    qp["n"] = str(n)
    DRILL.keep_link(LINK)
    drawer, card = make_round(n, seed)
    if "card" in qp:
        card = qp["card"]
        drawer = ui.query_int("drawer", 0, bad=-1)  # -1: the engine refuses it and the page says why
    return n, seed, drawer, card


def count_text(res: BocCai) -> str:
    """«1 = B (người bốc) → 2 = C → …» from the engine's ``count``."""
    return " → ".join(f"{i} = " + (_("{seat} (người bốc)").format(seat=SEAT_NAMES[s]) if i == 1 else SEAT_NAMES[s])
                      for i, s in enumerate(res.count, start=1))


def mnemonic_text(res: BocCai) -> str:
    """Which word of the mnemonic applies (4 players), or how to count otherwise."""
    line = (_("Mẹo «{mnemonic}» dành cho bàn 4 người. Bàn {players} người: cứ đếm vòng, "
              "người bốc là 1 — {word} ({number}) rơi vào {seat}.") if res.group is None
            else _("Mẹo «{mnemonic}»: {word} ({number}) không có trong câu — chi, ngũ, cửu "
                   "đếm đủ vòng và về lại người bốc ({drawer}). (Seed không đặt tên nhóm này; ở đây gọi là «về mình».)")
            if res.group == "về mình" else _(MNEMONIC_LINES[res.group]))
    return line.format(mnemonic=mnemonic(), players=res.players, word=res.card.rank_name, number=res.card.boc_cai_number,
                       phrase=_(PHRASES[res.group]) if res.group in PHRASES else "", drawer=SEAT_NAMES[res.drawer],
                       seat=SEAT_NAMES[res.seat])


def piles_text(res: BocCai) -> str:
    """Which pile each seat gets, from the engine's ``piles``."""
    rows = sorted(res.piles.items(), key=lambda kv: kv[1])
    return "; ".join(_("{pile} → {seat}").format(pile=pile_name(j), seat=SEAT_NAMES[s]) for s, j in rows)


def pick_seed(n: int, rng: random.Random | None = None, tries: int = 24) -> int:
    """Of ``tries`` random seeds, the one whose item comes first in the learner's practice order."""
    return DRILL.pick_seed(lambda sd: [progress_item(boc_cai(n, *make_round(n, sd)))], tries, rng)


def _new_round(n: int) -> None:
    st.query_params.update({"n": str(n), "seed": str(pick_seed(n))})
    for key in ("card", "drawer"):
        st.query_params.pop(key, None)


def progress_item(res: BocCai) -> str:
    """The progress-store item of a round: what the count depends on."""
    return f"{res.players} người, quân số {res.card.boc_cai_number}"


def _restart_clock() -> None:
    """Turning the timer on starts the clock now, for the current round."""
    st.session_state[K + "t0"] = time.time()


def _elapsed() -> float:
    return time.time() - st.session_state[K + "t0"]


@st.fragment(run_every=1)
def _clock() -> None:
    left = TIME_LIMIT_S - _elapsed()
    if st.session_state.get(K + "pick") is None:
        n = max(0, round(left))
        st.markdown(
            ":material/timer: " + ngettext("Còn **{n}** giây", "Còn **{n}** giây", n).format(n=n) if left > 0
            else ":material/timer_off: " + _("**Hết giờ** — vẫn trả lời để xem cách đếm (ván này không tính vào chuỗi đúng).")
        )


def _seat_button(res: BocCai, s: int, locked: bool) -> None:
    # The drawer is marked in the picture (red ring, «bốc cái») and named in the caption: no longer label (cut on
    # a phone) and no tooltip (after a click it stayed over the «Bước 1» heading).
    if st.button(_("Ghế {seat}").format(seat=SEAT_NAMES[s]), key=f"{K}seat{s}", disabled=locked,
                 width=SEAT_BUTTON_PX):
        st.session_state[K + "pick"] = s
        if st.session_state.get(K + "first_pick") is None:
            st.session_state[K + "first_pick"] = s
            st.session_state[K + "pick_time"] = _elapsed()
        _record(res, s)
        st.rerun()


def _record(res: BocCai, pick: int) -> None:
    """Save the seat pick (right, and in time with the timer on) once per round, at step 1."""
    ss = st.session_state
    if ss.get(K + "recorded") == ss.get(K + "round"):
        return
    ss[K + "recorded"] = ss.get(K + "round")
    late = bool(ss.get(K + "timed")) and ss.get(K + "pick_time", 0) > TIME_LIMIT_S
    DRILL.record(progress_item(res), pick == res.seat and not late)


def _table(res: BocCai, locked: bool) -> None:
    """Seat buttons around the mat picture, where each seat sits (horizontal rows: columns stack on a phone)."""
    where = {pos: s for s, pos in enumerate(ui.POSITIONS[res.players])}
    for row in (("top",), ("left", "mat", "right"), ("bottom",)):
        box = st.container(horizontal=True, horizontal_alignment="center", vertical_alignment="center",
                           gap="small", key=f"{K}row_{row[0]}")
        with box:
            for pos in row:
                if pos == "mat":
                    with st.container(width="stretch", key=f"{K}mat"):
                        st.html(PHONE_CSS + ui.boc_cai_img(res, reveal=locked))
                elif pos in where:
                    _seat_button(res, where[pos], locked)
                elif row != ("top",) and row != ("bottom",):
                    st.container(width=SEAT_BUTTON_PX)  # keeps the picture centred


def _piles_form(res: BocCai) -> None:
    """Step 2: the learner gives each seat its pile."""
    st.subheader(_("Bước 2 — mỗi ghế nhận phần nào?"))
    options = list(range(res.players))
    with st.form(K + "piles_form"):
        picks = {s: st.radio(_("Ghế {seat}").format(seat=SEAT_NAMES[s]), options, format_func=pile_name,
                             horizontal=True, index=None, key=f"{K}pile{s}") for s in range(res.players)}
        sent = st.form_submit_button(_("Kiểm tra phần bài"))
    if sent:
        if any(v is None for v in picks.values()):
            ui.show_error(_("Hãy chọn phần bài cho mọi ghế: còn ghế {seats}.").format(
                seats=listed(SEAT_NAMES[s] for s, v in picks.items() if v is None)))
            return
        st.session_state[K + "piles_ok"] = all(picks[s] == res.piles[s] for s in range(res.players))
        st.session_state[K + "piles_pick"] = picks


def main() -> None:
    ui.restore_inputs([K + "timed"])
    st.title(_("Luyện bốc cái"))
    ui.progress_warning()
    st.caption(
        _("Đếm từ người {boc_cai} là 1, lần lượt theo chiều tay phải, tới số của quân {cai} "
          "(chi chi = 1, nhị = 2 … cửu = 9): người đó được phần bài cái và đánh đầu.").format(
            boc_cai=ui.term("bốc cái"), cai=ui.term("cái")) + " " + _(SOURCE)
    )
    n, seed, drawer, card = _read_params()
    c1, c2, c3 = st.columns([2, 1, 1], vertical_alignment="bottom")
    new_n = c1.radio(_("Số người chơi"), [2, 3, 4], index=n - 2, horizontal=True, key=K + "n")
    timed = c2.toggle(_("Tính giờ ({n} giây)").format(n=TIME_LIMIT_S), key=K + "timed", on_change=_restart_clock,
                      help=_("Trả lời trong thời gian này mới được tính vào chuỗi đúng."))
    again = c3.button(pgettext("chắn", "Ván mới"), key=K + "new", type="primary", width="stretch")
    if again or new_n != n:
        _new_round(new_n)
        st.rerun()
    try:
        res = boc_cai(n, drawer, card)
    except ChanError as e:
        # a hand-edited link (?card=zz, ?drawer=x): say why, then play this seed's own round
        param = "card" if e.field == "card" else "drawer"  # named as it is written in the link
        bad = str(st.query_params.get(param, ""))
        why = say(e) if param == "card" or ui.int_or_none(bad) is not None else \
            _("Ghế người bốc cái phải là một số từ 0 đến {last}.").format(last=n - 1)
        ui.show_error(_("Tham số «{param}={bad}» trong địa chỉ trang không dùng được: {why} "
                   "Dưới đây là ván luyện theo số ván của địa chỉ.").format(param=param, bad=bad, why=why))
        drawer, card = make_round(n, seed)
        res = boc_cai(n, drawer, card)
    DRILL.new_round(f"{n}/{seed}/{drawer}/{res.card.code}", t0=time.time(), pick=None, first_pick=None, reveal=False,
                    piles_ok=None, scored=False)  # per-round answers
    ss = st.session_state
    ui.save_inputs([K + "timed"])
    st.caption(_("Ván số {seed} · {n} người · người bốc: {drawer} (viền đỏ)").format(
        seed=seed, n=n, drawer=SEAT_NAMES[res.drawer]))

    pick = ss[K + "pick"]
    # step 1 ends on a right pick or «Xem cách đếm»; after a wrong pick another seat is a retry
    done = pick is not None and (pick == res.seat or ss[K + "reveal"])
    left, right = st.columns([1, 3])
    with left:
        st.markdown(_("**Quân cái**"))
        ui.show_card(res.card, width=64)  # its name is on its face: said again only with its number, once counted
        if done:
            st.markdown(_("{card} — số **{number}**").format(card=ui.card_label(res.card), number=res.card.boc_cai_number))
    with right:
        st.subheader(_("Bước 1 — ai được phần bài cái?"))
        if timed and pick is None:
            _clock()
        _table(res, locked=done)

    if pick is None:
        return
    first = ss[K + "first_pick"]
    late = timed and ss.get(K + "pick_time", 0) > TIME_LIMIT_S
    seat_ok = first == res.seat  # the first pick is what progress and the streak record
    ui.save_notice("boc_cai", progress_item(res))  # an answer the store refused says so (issue 11)
    if not done:
        st.error(_("Chưa đúng: bạn chọn {seat}.").format(seat=SEAT_NAMES[pick]), icon=":material/cancel:")
        why = explain.boc_cai_lines(res, pick, SEAT_NAMES.__getitem__)[1:]  # why this seat is wrong, not yet the answer
        st.markdown("\n".join(f"- {w}" for w in why))
        st.caption(_("Bấm một ghế khác để thử lại ngay — lần chọn đầu tiên là lần được ghi vào tiến độ."))
        st.button(_("Xem cách đếm"), key=K + "reveal_btn", on_click=ui.set_state, args=(K + "reveal", True),
                  icon=":material/visibility:")
        return
    if pick == res.seat:
        right = (_("Đúng: {seat} được phần bài cái và đánh đầu.") if seat_ok
                 else _("Đúng: {seat} được phần bài cái và đánh đầu (lần đầu bạn chọn {first}).")
                 ).format(seat=SEAT_NAMES[res.seat], first=SEAT_NAMES[first])
        st.success(right + (" " + _("Nhưng đã quá giờ.") if late else ""))
        st.markdown(_("**Đếm:** {count} ⇒ **{seat}** được cái.").format(count=count_text(res),
                                                                      seat=SEAT_NAMES[res.seat]))
    else:
        st.error(_("Chưa đúng: bạn chọn {pick}, người được cái là {seat}.").format(
            pick=SEAT_NAMES[pick], seat=SEAT_NAMES[res.seat]))
        st.markdown("\n".join(f"- {w}" for w in explain.boc_cai_lines(res, pick, SEAT_NAMES.__getitem__)))
    st.markdown(ui.learner_words(mnemonic_text(res)))  # «Seed không đặt tên …» → «Tài liệu …» (issue 17)

    _piles_form(res)
    piles_ok = ss[K + "piles_ok"]
    if piles_ok is None:
        return
    if piles_ok:
        st.success(_("Đúng cả phần bài của mọi ghế."))
    else:
        got = ss.get(K + "piles_pick", {})
        wrong = [SEAT_NAMES[s] for s in range(res.players) if got.get(s) != res.piles[s]]
        st.error(_("Chưa đúng phần bài của ghế {seats}.").format(seats=listed(wrong)))
        for j in [j for j in dict.fromkeys(got.values()) if list(got.values()).count(j) > 1]:  # one pile, two seats
            seats = listed(SEAT_NAMES[s] for s, v in got.items() if v == j)
            st.error(_("«{pile}» được đưa cho cả ghế {seats}, nhưng một phần chỉ đưa cho một ghế: mỗi ghế nhận một "
                       "phần khác nhau.").format(pile=pile_name(j), seats=seats))
    st.markdown(
        _("**Chia phần:** {piles}. Phần ngay bên phải phần bài cái đưa cho người ngay bên phải "
          "người được cái, cứ thế vòng quanh.").format(piles=piles_text(res)) + " " + _(SOURCE)
    )
    if not ss[K + "scored"]:  # the counters once both steps are answered (progress is saved at step 1)
        ss[K + "scored"] = True
        DRILL.count(seat_ok and piles_ok and not late)
    s = DRILL.kept()
    st.markdown(
        ngettext("**Chuỗi đúng:** {streak} (tốt nhất {best}) · **Đã làm:** {rounds} ván, đúng {right}.",
                 "**Chuỗi đúng:** {streak} (tốt nhất {best}) · **Đã làm:** {rounds} ván, đúng {right}.",
                 s["rounds"]).format(streak=s["streak"], best=s["best"], rounds=s["rounds"], right=s["right"])
    )
    st.button(_("Ván tiếp theo"), key=K + "next", type="primary", on_click=_new_round, args=(n,))


if __name__ == "__main__":
    main()
