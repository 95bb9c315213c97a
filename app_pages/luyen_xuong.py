"""Trang «Luyện xướng»: xướng một bài ù ngẫu nhiên, đúng cước, đúng thứ tự, rồi tính điểm.

Bài từ ``chan_core.gen_win`` (``?seed=…&level=…``), chấm bằng ``chan_core.xuong.grade``, điểm bằng
``chan_core.scoring.score``. Lời xướng luôn là tiếng Việt, kèm cách đọc tiếng Anh. Nguồn: seed 001 §V–§VII; 002.
"""
from __future__ import annotations

import random

import streamlit as st

import ui
from chan_core.errors import ChanError
from chan_core.gen_win import LEVELS, GenWin, gen_win, level_name, story_why
from chan_core.layout import layout
from chan_core.options import DEFAULT_VARIANT, Options, make_options
from chan_core.rules import load_rules
from chan_core.scoring import score
from chan_core.xuong import Grade, Said, bao_rules, cuoc_info, grade, verdict_fact
from learning import explain, names, progress
from learning.glosses import gloss_by_key
from learning.i18n import N_, _, ngettext
from learning.progress.course import due_hands
from ui.drill import Drill, retry_row
from words import gloss_cards, say, xuong_reading
from words.i18n import DEFAULT_LANGUAGE, current_language, number, signed, text_of

K = "lx_"
KEEP = [K + "players", K + "bao", K + "ga", K + "bao_rule"]  # settings kept across pages (level is in the URL)
# the shared drill loop; the counters are the learner's own, kept across sessions (issue 14)
DRILL = Drill("xuong", K, K + "stats", tuple(dict.fromkeys(
    ("rounds", "dung", "thieu", "sai", "diem_dung", "diem_hoi", "streak", "best"), 0).items()) + (("answered", ()),),
    right="")
ANSWERED_KEPT = 200  # the last puzzles answered, kept with the counters: one reloaded and answered again counts once
LINK = ("seed", "level")  # the round's link parameters
SOURCES = [
    {"seed": "001", "section": "§V (Xướng, thứ tự xướng)"},
    {"seed": "001", "section": "§VI (Điểm, dịch)"},
    {"seed": "001", "section": "§VII (Xướng sai, xướng thiếu, báo)"},
    {"seed": "002", "section": "Cách tính điểm; §VI Ăn tiền, báo"},
]
ROLE_NAMES = {"u": N_("người ù"), "bao": N_("bị báo"), "lang": N_("làng")}  # shown with _()


def seat_label(seat: int) -> str:
    """Seat 0 is the learner (the winner); in the current language."""
    return _("Bạn") if seat == 0 else _("Người chơi {n}").format(n=seat + 1)


def pick_seed(level: int, options: Options, rng: random.Random | None = None, tries: int = 12) -> int:
    """Of ``tries`` random seeds, the one whose hand holds the cước first in the learner's practice order."""
    return DRILL.pick_seed(lambda sd: [cuoc_info()[c].name for c in gen_win(sd, level, options).cuoc], tries, rng)


def _params(options: Options) -> tuple[int, int]:
    """Seed and level from the link; without them, this session's last round (a xướng being built is kept)."""
    qp = st.query_params
    DRILL.reopen_link(LINK)
    level = ui.query_int("level", 1, lo=min(LEVELS), hi=max(LEVELS))  # ?level=zz: said, then level 1
    qp["level"] = str(level)
    seed = ui.query_int("seed", lo=0, hi=ui.LINK_SEED_MAX)
    if seed is None:
        seed, level = _new_round(level, options), int(qp["level"])  # a review may be at another level
    DRILL.keep_link(LINK)
    return seed, level


def _variant_changed(variant: str, options: Options) -> None:
    """A new hand, with a note saying why, when the sidebar variant changed since this page last ran."""
    ss = st.session_state
    prev = ss.get(K + "variant")
    ss[K + "variant"] = variant
    if prev is None or prev == variant:
        return
    last = ss.get(K + "last_params") or {}
    level = ui.int_or_none(str(st.query_params.get("level", last.get("level", "1"))))
    seed = _new_round(level if level in LEVELS else 1, options, review=False)  # a review could switch it back
    had = bool(ss.get(K + "said")) and ss.get(K + "submitted") is None
    ss[K + "variant_note"] = (
        _("Bạn vừa đổi luật sang «{variant}»: đã chia bài mới (bài số {seed}) — lời xướng đang ghép của bài "
          "trước đã bỏ.") if had
        else _("Bạn vừa đổi luật sang «{variant}»: đã chia bài mới (bài số {seed}).")
    ).format(variant=ui.variant_label(variant), seed=seed)


def points_item(seed: int, level: int, variant: str) -> str:
    """The progress item of a hand's «Bao nhiêu điểm?» under ``variant`` (:func:`learning.progress.item_words` says
    it in English); classic keeps the id items had before the variant was stored (so an old one is read as classic)."""
    item = f"Điểm bài số {seed}, cấp {level}"
    return item if variant == DEFAULT_VARIANT else f"{item}, luật {variant}"


def xuong_item(seed: int, level: int, variant: str) -> str:
    """The progress item of a hand's xướng (right or not; each cước is an item too, :func:`progress_items`)."""
    return f"Xướng bài số {seed}, cấp {level}, luật {variant}"


def _due_hand() -> tuple[int, int, str] | None:
    """``(seed, level, variant)`` of the first hand due again (:func:`learning.progress.course.due_hands`, what
    «Hôm nay» counts) neither on screen nor offered yet in this visit (now offered), else ``None``."""
    seen = st.session_state.setdefault(K + "offered", set())
    shown = st.session_state.get(K + "round")
    hand = next((h for h in due_hands(progress.get_store()) if h not in seen and "{2}/{1}/{0}".format(*h) != shown),
                None)
    seen.add(hand)
    return hand


def _new_round(level: int, options: Options, review: bool = True) -> int:
    """A new hand, in the link; returns its seed. With ``review``, a hand whose xướng or «Bao nhiêu điểm?» is due
    again comes first (at its own level and under the variant it was asked in, which the sidebar switches to, saying so;
    each once a visit), asked as a new round; else a hand at ``level``."""
    again = review and _due_hand()
    seed, level, variant = again or (pick_seed(level, options), level, None)
    rid = again and f"{variant}/{level}/{seed}"
    switched = bool(again) and variant != ui.current_variant()
    DRILL.kept()["review"] = again and [rid, switched]  # saved with the counters: a reload still says it
    if again:  # its answers count again; the level radio shows its level
        DRILL.kept()["answered"] = [a for a in DRILL.kept()["answered"] if not a.startswith(rid + ":")]
        DRILL.save()
        st.session_state.pop(K + "level", None)
    if switched:  # hand, sidebar and link agree (main reruns)
        ui.choose_variant(variant)
        st.session_state[K + "variant"] = variant
    st.query_params.update({"seed": str(seed), "level": str(level)})
    return seed


def _settings(variant: str) -> tuple[Options, int, tuple[int, ...]]:
    """The table (players, báo) and house rules, in an expander."""
    rules = load_rules()
    readings = bao_rules()
    with ui.kept_expander(_("Bàn chơi và luật làng (ảnh hưởng tới tiền)"), K + "table_box"):  # open over a switch
        c1, c2, c3 = st.columns(3)
        default = {} if K + "players" in st.session_state else {"index": 2}
        players = c1.radio(_("Số người chơi"), [2, 3, 4], horizontal=True, key=K + "players", **default)
        bao = c2.multiselect(_("Người bị báo (nếu có)"), list(range(1, players)), format_func=seat_label,
                             key=K + "bao", select_all=False, placeholder=_("Không ai bị báo"))
        ga = c3.toggle(_("Chơi gà"), key=K + "ga",
                       help=_("Cộng số gà × điểm mỗi gà (thường 5) — tài liệu 001, mục VIII."))
        bao_rule = st.radio(
            _("Khi người ù xướng sai mà có người bị báo"),
            list(readings),
            format_func=lambda v: ui.learner_words(text_of(readings[v], "name")),
            horizontal=True,
            key=K + "bao_rule",
            help=ui.learner_words(next((text_of(o, "description") for o in rules.variant_options
                                        if o.id == "bao_xuong_sai"), "")) or None,
        )
    bao = tuple(b for b in bao if b < players)
    return make_options(variant, {"ga": ga, "bao_xuong_sai": bao_rule}), players, bao


def show_win(g: GenWin) -> None:
    """The winning hand as card pictures with its context."""
    w = g.win
    st.markdown("\n".join(f"- {say(line)}" for line in g.story))
    if w.melds:
        st.markdown(_("**Dưới chiếu** (đã ăn / đã chíu)"))
        ui.show_hand(groups=[(ui.laid_down(ui.GROUP_LABELS.get(m.type, m.type)), list(m.cards)) for m in w.melds],
                     width=44)
    if w.winning_card is None:
        st.markdown(_("**20 lá được chia** (thiên ù)"))
        ui.show_hand(groups=ui.layout_groups(layout(w.hand)), width=44)
        return
    c1, c2 = st.columns([5, 1])
    with c1:
        st.markdown(ngettext("**Trên tay** ({n} lá, trước quân ù)", "**Trên tay** ({n} lá, trước quân ù)",
                             len(w.hand)).format(n=len(w.hand)))
        ui.show_hand(groups=ui.layout_groups(layout(w.hand)), width=44)
    with c2:
        st.markdown(_("**Quân ù**"))
        ui.show_card(w.winning_card, width=52, highlight=True)


def _money(f, g: Grade, missing: bool) -> str:
    return (_("phần hô khống này trị giá {points} điểm; vì xướng sai, bạn phải đền thay vì được ăn") if not missing
            else _("không mất lỗi, nhưng mỗi người trả bạn ít hơn {points} điểm") if not f.counted
            else _("lẽ ra thêm {points} điểm mỗi người") if g.verdict == "sai"
            else _("mỗi người trả bạn ít hơn {points} điểm")).format(points=f.points)


def _after_name(f) -> str:
    """What follows a missing or extra cước's name: `` ×2`` when more than one; in English its gloss."""
    gloss = gloss_by_key(f"cuoc:{f.id}") if current_language() != DEFAULT_LANGUAGE else ""
    return (f" ×{f.count}" if f.count > 1 else "") + (gloss_cards(f" ({gloss})") if gloss else "")


def _finding_line(f, why: str, cost: str, *, extra: bool) -> str:
    """«Thừa **Lèo** ×2: why — cost.» / «Thiếu **Tôm**: why.»; ``why``'s own full stop is dropped."""
    count = _after_name(f)
    why = why.rstrip()
    if why.endswith(".") and not why.endswith("..."):
        why = why[:-1]
    msg = ((_("Thừa **{name}**{count}: {why} — {cost}.") if cost else _("Thừa **{name}**{count}: {why}.")) if extra
           else _("Thiếu **{name}**{count}: {why} — {cost}.") if cost else _("Thiếu **{name}**{count}: {why}."))
    return msg.format(name=f.name, count=count, why=why, cost=cost)


def _revealed() -> bool:
    """Money is shown only after «bao nhiêu điểm?» was answered or skipped (it would give the answer away)."""
    ss = st.session_state
    return ss.get(K + "points_answer") is not None or bool(ss.get(K + "points_skipped"))


def show_grade(g: Grade, gw: GenWin, *, money: bool) -> None:
    """Verdict, canonical xướng, each missing/extra cước and why; with ``money`` what each cost."""
    box = {"dung": st.success, "thieu": st.warning, "sai": st.error}[g.verdict]
    verdict = say(verdict_fact(g.verdict))
    head = ({"dung": _("{verdict} — mỗi người trả bạn {paid} điểm."),  # the money, once it may be shown
             "thieu": _("{verdict} — chỉ được ăn {paid} điểm mỗi người thay vì {true}."),
             "sai": _("{verdict} — bạn phải đền {penalty} điểm theo lời xướng sai (bài đúng ra được {true}).")} if money
            else {"dung": _("{verdict} — bạn đã hô đủ và đúng mọi cước.") if not g.missing
                  else _("{verdict} — không hô sai cước nào nhưng còn sót cước, nên được ăn ít hơn."),
                  "thieu": _("{verdict} — bạn còn thiếu cước."),
                  "sai": _("{verdict} — có cước hô sai: lý do ở từng dòng dưới đây.") if g.extra
                  else _("{verdict} — bài ù bạch thủ mà không hô bạch thủ thì bị đền làng.")})[g.verdict]
    box(head.format(verdict=verdict, paid=g.points_paid, true=g.points_true, penalty=g.points_penalty))
    st.markdown(_("**Xướng chuẩn:** «{xuong}»").format(xuong=g.canonical.text))  # said in Vietnamese, always
    reading = xuong_reading(g.canonical.items, g.variant)  # its English reading beneath (English only)
    if reading:
        st.caption(reading)
    why = explain.xuong_extra_why(gw.win, g.declared, [f.id for f in g.extra], make_options(g.variant))  # which condition fails
    for f in g.extra:
        cost = _money(f, g, missing=False) if money else ""
        st.markdown("- :red[:material/close:] " + _finding_line(f, ui.learner_words(f.reason), cost, extra=True))
        if f.id in why and f.reason.get("reason", f.reason).code != "xuong.extra.not_in_hand_why":  # said once
            st.caption(ui.learner_words(why[f.id]))
    for f in g.missing:
        mark = ":orange[:material/remove:]" if f.counted else ":blue[:material/info:]"
        cost = _money(f, g, missing=True) if money else ""
        st.markdown(f"- {mark} " + _finding_line(f, ui.learner_words(f.reason), cost, extra=False))
    for r in g.remarks:
        st.markdown(f"- :gray[:material/swap_vert:] {ui.learner_words(r)}")
    with ui.kept_expander(_("Vì sao bài có những cước này?"), K + "why_box"):
        for cid, why_ in gw.reasons.items():
            name = cuoc_info()[cid].name
            st.markdown(f"- **{name}**: {ui.learner_words(names.without_label(say(why_), name))}")


def try_again(g: Grade, gw: GenWin) -> None:
    """A wrong xướng before the answer: what is missing or extra and why, then «Xướng lại» or «Xem xướng chuẩn»."""
    box = st.warning if g.verdict == "thieu" else st.error
    head = {(True, True): _("{verdict}: còn thiếu {missing} cước, hô sai {extra} cước (lý do ở từng dòng dưới đây)."),
            (True, False): _("{verdict}: còn thiếu {missing} cước.") if g.verdict != "sai"
            else _("{verdict} — bài ù bạch thủ mà không hô bạch thủ thì bị đền làng."),
            (False, True): _("{verdict}: hô sai {extra} cước (lý do ở từng dòng dưới đây)."),
            (False, False): _("{verdict}.")}[bool(g.missing), bool(g.extra)]
    box(head.format(verdict=say(verdict_fact(g.verdict)), missing=sum(f.count for f in g.missing),
                    extra=sum(f.count for f in g.extra)))
    why = explain.xuong_extra_why(gw.win, g.declared, [f.id for f in g.extra], make_options(g.variant))
    for f in g.extra:
        st.markdown("- " + _("Bạn hô **{name}**{count}: {why}").format(
            name=f.name, count=_after_name(f), why=ui.learner_words(why.get(f.id) or f.reason)))
    for f in g.missing:
        st.markdown("- " + _finding_line(f, ui.learner_words(f.reason), "", extra=False))
    for r in g.remarks:
        st.markdown(f"- :gray[:material/swap_vert:] {ui.learner_words(r)}")
    retry_row((_("Xướng lại"), K + "again", ui.xuong_reset, (K,)),  # an empty xướng, not the wrong one again
              (_("Xem xướng chuẩn"), K + "show", ui.set_state, (K + "show_answer", True)),
              _("Lời xướng đầu tiên của bài này đã được ghi vào tiến độ; xướng lại bao nhiêu lần cũng được."))


def payment_lines(g: Grade) -> list[str]:
    """One markdown line per seat: who, role, amount and each transfer (a list: a table was cut on phones)."""
    p = g.payments

    def detail(seat: int) -> str:
        bits = [(_("trả {seat}: {n} điểm ({why})") if a == seat else _("nhận của {seat}: {n} điểm ({why})")).format(
            seat=seat_label(b if a == seat else a), n=n, why=ui.learner_words(why))
            for a, b, n, why in p.transfers if seat in (a, b)]
        return "; ".join(bits) or _("không mất, không được")

    out = []
    first = next((s.seat for s in p.seats if s.role == "lang"), None)
    for s in p.seats:
        amount = signed(s.amount)
        role = _(ROLE_NAMES[s.role])
        if s.seat == first and current_language() != DEFAULT_LANGUAGE:  # glossed once (inside the brackets)
            role = _("{role} — {gloss}").format(role=role, gloss=_("những người chơi còn lại"))
        out.append("- " + _("**{seat}** ({role}): **{amount} điểm** — {detail}").format(
            seat=seat_label(s.seat), role=role, amount=amount, detail=detail(s.seat)))
    return out


def show_payments(g: Grade) -> None:
    """The money of this hand, seat by seat (after «bao nhiêu điểm?»)."""
    p = g.payments
    st.markdown((_("**Tiền ván này** ({players} người, có người bị báo): {summary}") if p.bao
                 else _("**Tiền ván này** ({players} người): {summary}")).format(
        players=p.players, summary=ui.learner_words(p.summary)))
    st.markdown("\n".join(payment_lines(g)))
    ui.source_badge(p.source)


def _check_points() -> None:
    """«Kiểm tra điểm»: read the box before the page is drawn, so the verdict above shows its money at once."""
    ss = st.session_state
    if _revealed():  # answered (a wrong answer's verdict gives the total) or skipped: nothing left to try, as Bài học
        return
    try:
        n = ui.read_whole_number(ss.get(K + "points_in"), what=_("số điểm"), hi=100_000)  # as said back
    except ChanError as e:
        ss[K + "points_error"] = say(e)
        return
    if n is None:
        ss[K + "points_error"] = _("Hãy gõ số điểm trước khi kiểm tra.")
    else:
        ss[K + "points_answer"] = n
        ss[K + "points_in"] = ss.get(K + "points_in")  # said back to the browser: the box locks on this answer


def points_quiz(gw: GenWin, options: Options) -> None:
    """«Bao nhiêu điểm?» for the correct xướng, checked by the scoring engine; the first answer, recorded, locks it."""
    s = score(gw.cuoc, options)
    st.subheader(_("Bao nhiêu điểm?"))
    st.caption(_("Nếu xướng đủ và đúng mọi cước của bài này, mỗi người thua trả bao nhiêu điểm? (đang chơi gà)")
               if options.ga else
               _("Nếu xướng đủ và đúng mọi cước của bài này, mỗi người thua trả bao nhiêu điểm?"))
    with st.form(K + "points_form"):  # locked once answered or skipped (the money shown says the total)
        st.text_input(_("Số điểm"), key=K + "points_in", placeholder=_("Gõ số điểm"), disabled=_revealed())
        st.form_submit_button(_("Kiểm tra điểm"), on_click=_check_points, disabled=_revealed())
    err = st.session_state.pop(K + "points_error", None)
    if err:
        ui.show_error(err)
    ans = st.session_state.get(K + "points_answer")
    if ans is None:
        if not st.session_state.get(K + "points_skipped"):
            st.button(_("Bỏ qua, xem tiền ván này"), key=K + "points_skip", on_click=ui.set_state,
                      args=(K + "points_skipped", True),
                      icon=":material/visibility:")
        return
    if _first_answer("diem"):
        stats = DRILL.kept()
        stats["diem_hoi"] += 1
        stats["diem_dung"] += int(ans == s.total)
        DRILL.save()
        DRILL.record(points_item(gw.seed, gw.level, options.variant), ans == s.total)
    if ans == s.total:
        st.success(_("Đúng: {total} điểm.").format(total=number(s.total)))
    else:
        st.error(_("Chưa đúng: bạn trả lời {answer}, bài này được {total} điểm.").format(answer=number(ans),
                                                                                     total=number(s.total)))
    ui.save_notice(DRILL.name, points_item(gw.seed, gw.level, options.variant))  # a refused answer says so (issue 11)
    lines = [f"- {say(ln.reason)}" for ln in s.lines]
    if s.ga_counted and s.ga_lines:
        lines += [f"- Gà: {say(gl.reason)}" for gl in s.ga_lines]
        lines.append(f"- {s.ga} gà × {s.ga_points} = {s.ga * s.ga_points} điểm")
    lines.append(_("**Tổng: {total} điểm** (điểm cước chính + dịch các cước còn lại).").format(total=s.total))
    st.markdown(ui.lines_markdown(lines))
    ui.source_badge({"seed": "003", "section": "Xướng ù — 2. Cách dịch và tính điểm"} if options.variant == "sanhrong"
                    else {"seed": "001", "section": "§VI Tính điểm; §VIII Gà (002: Cách tính điểm)"})


def show_stats() -> None:
    s = DRILL.kept()
    c = st.columns(5)
    c[0].metric(_("Đã xướng"), s["rounds"])
    c[1].metric(_("Xướng đúng"), s["dung"])
    c[2].metric(_("Thiếu / sai"), f"{s['thieu']} / {s['sai']}")
    c[3].metric(_("Chuỗi đúng"), s["streak"], help=_("Tốt nhất: {best}").format(best=s["best"]))
    c[4].metric(_("Tính điểm đúng"), f"{s['diem_dung']}/{s['diem_hoi']}")


def progress_items(g: Grade) -> dict[str, bool]:
    """Per cước of the hand or of the xướng (Vietnamese name): said right or not."""
    info = cuoc_info()
    wrong = {f.id for f in g.extra} | {f.id for f in g.missing}
    ids = dict.fromkeys([*(s.id for s in g.canonical.items), *(s.id for s in g.declared)])
    return {info[c].name: c not in wrong for c in ids}


def _first_answer(what: str) -> bool:
    """Whether this is the learner's first answer to ``what`` (``'xuong'``, ``'diem'``) of this puzzle; notes it
    in the learner's counters (saved with them)."""
    stats = DRILL.kept()
    done = f"{st.session_state[K + 'round']}:{what}"
    if done in stats["answered"]:
        return False
    stats["answered"] = [*stats["answered"], done][-ANSWERED_KEPT:]
    return True


def main() -> None:
    ui.restore_inputs(KEEP)
    st.title(_("Luyện xướng"))
    ui.progress_warning()
    st.caption(_(
        "Khi {u} phải {xuong} các {cuoc} mình có: thông, chì hô trước; rồi kiểu ù (chỉ một tiếng «ù», ví dụ "
        "«địa chíu ù»); rồi cước của bài; «có …» hô sau cùng. Xướng thừa là xướng sai (đền làng); xướng "
        "thiếu thì chỉ được ăn những cước đã xướng."
    ).format(u=ui.term("ù"), xuong=ui.term("xướng"), cuoc=ui.term("cước")))
    ui.source_badge(SOURCES)
    variant = ui.current_variant()
    options, players, bao = _settings(variant)
    _variant_changed(variant, options)
    seed, level = _params(options)
    if st.session_state[K + "variant"] != variant:  # a review switched the sidebar variant
        st.rerun()
    note = st.session_state.pop(K + "variant_note", None)
    if note:
        st.info(note, icon=":material/swap_horiz:")
    c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
    new_level = c1.radio(_("Cấp độ"), list(LEVELS), index=level - 1, format_func=lambda lv: say(level_name(lv)),
                         horizontal=True, key=K + "level")
    again = c2.button(_("Bài mới"), key=K + "new", type="primary", icon=":material/refresh:", width="stretch")
    if again or new_level != level:
        _new_round(new_level, options, review=again)
        st.rerun()
    try:
        gw = gen_win(seed, level, options)
    except ChanError as e:
        ui.show_error(e)
        return
    if DRILL.new_round(f"{variant}/{level}/{seed}", said=[], submitted=None, points_answer=None, points_skipped=False,
                       show_answer=False):
        st.session_state.pop(K + "points_in", None)
    ui.save_inputs(KEEP)
    st.caption(_("Bài số {seed} · {level} · {variant}").format(seed=seed, level=say(level_name(level)),
                                                               variant=ui.variant_label(variant)),
               help=_("Cùng số bài, cùng cấp và cùng luật thì ra đúng bài này. Để mở lại bài này, giữ (hoặc gửi) "
                      "địa chỉ trang đang mở (trên thanh địa chỉ): số bài và cấp nằm trong địa chỉ đó. Bài "
                      "được chọn theo số cước nó có, mà mỗi luật có bộ cước riêng (luật Sanhrong không có một số cước "
                      "của luật cổ điển), nên cùng số bài ở luật khác là một bài khác. (Ở «Chơi thử» thì khác: cùng "
                      "số ván thì ra cùng một ván, dù chọn luật nào.)"))
    review, switched = DRILL.kept().get("review") or ("", False)
    if review == st.session_state[K + "round"]:
        st.info(_("Ôn lại: lần trước bạn xướng bài này hoặc trả lời «Bao nhiêu điểm?» của nó chưa đúng."),
                icon=":material/replay:")
        if switched:
            st.info(_("Bài ôn này được hỏi theo luật «{variant}» như lần trước, nên thanh bên đã chuyển sang luật "
                      "«{variant}».").format(variant=ui.variant_label(variant)), icon=":material/swap_horiz:")
    show_win(gw)
    st.subheader(_("Ghép lời xướng theo thứ tự"))
    submitted = st.session_state[K + "submitted"]
    ui.xuong_builder(K, variant, locked=submitted is not None)
    if submitted is None:
        show_stats()
        return
    said = [Said(c, n) for c, n in submitted]
    try:
        g = grade(gw.cuoc, said, options, players=players, winner=0, bao=bao, win=gw.win, why=story_why(gw.win))
    except ChanError as e:
        ui.show_error(e)
        return
    if _first_answer("xuong"):
        for item, ok in {**progress_items(g), xuong_item(seed, level, variant): g.verdict == "dung"}.items():
            DRILL.record(item, ok)
        DRILL.count(g.verdict == "dung", **{g.verdict: 1})
    ui.save_notice("xuong", lead=_("Lời xướng này chưa được lưu vào tiến độ"))  # issue 11
    if g.verdict != "dung" and not st.session_state.get(K + "show_answer"):
        try_again(g, gw)
        show_stats()
        return
    show_grade(g, gw, money=_revealed())
    points_quiz(gw, options)
    if _revealed():
        show_payments(g)
    show_stats()
    st.button(_("Bài tiếp theo"), key=K + "next", type="primary", icon=":material/skip_next:", on_click=_new_round,
              args=(level, options))


if __name__ == "__main__":
    main()
