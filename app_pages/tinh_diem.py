"""Trang «Tính điểm»: chọn cước (kèm số lần) và luật làng → điểm tổng với từng dòng điểm/dịch/gà, hai biến
thể cạnh nhau, rồi tiền và xướng (seed 001 §VI–VIII, 002, 003).

Mọi con số lấy từ ``chan_core.scoring.score`` và ``chan_core.payouts``; lời xướng luôn là tiếng Việt.
"""
from __future__ import annotations

from itertools import combinations

import streamlit as st

import ui
from chan_core.errors import ChanError
from chan_core.facts import Fact
from words.i18n import current_language, listed, number
from chan_core.options import make_options, variant_ids
from chan_core.payouts import an_tien, bao, penalty, penalty_points
from chan_core.rules import load_rules
from chan_core.scoring import check_cuoc, score
from chan_core.xuong import Said, canonical, grade, say as xuong_words, spoken
from learning import names
from learning.i18n import N_, _, ngettext
from ui.charts import show
from ui.page_kit import score_table_with_reasons, village_defaults, village_inputs
from words import say, xuong_reading

K = "td_"  # session_state prefix
PRESETS = {  # msgid → (cước, options); shown as _(name)
    N_("Ví dụ 9 điểm (bài tính điểm, tài liệu 002)"): ({"chiu_u": 1, "bach_thu": 1, "tom": 2, "leo": 1}, {}),
    N_("Ví dụ 31 điểm (bài tính điểm, tài liệu 002)"): (
        {"chi": 1, "bach_thu_chi": 1, "tam_do": 1, "leo": 2}, {"ga": True}),
    N_("Ví dụ 15 điểm (luật sanhrong, tài liệu 003)"): ({"thong": 1, "tam_do": 1, "leo": 2}, {}),
    N_("Ù bòn chì bạch thủ chi — 5 gà (tài liệu 001, mục VIII)"): (
        {"u_bon": 1, "chi": 1, "bach_thu_chi": 1}, {"ga": True, "chi_bach_thu_ga": 2}),
}
# the verdict names (the words of the facts xuong.verdict.*) as msgids
VERDICT_LABELS = {"dung": N_("Xướng đúng"), "thieu": N_("Xướng thiếu"), "sai": N_("Xướng sai")}


def _load_preset(name: str) -> None:
    """Fill the inputs with the preset ``name``; every «Luật làng» input too, so the promised total holds."""
    key = next((k for k in PRESETS if _(k) == name), name)
    cuoc, opts = PRESETS[key]
    ss = st.session_state
    ss[f"{K}cuoc"] = list(cuoc)
    for cid, n in cuoc.items():
        ss[f"{K}n_{cid}"] = n
    village_defaults(K, opts)


def cuoc_label(spec) -> str:
    """A cước in a choice list; in English with its gloss: «Tám đỏ — exactly eight red cards»."""
    return f"{spec.name} — {spec.gloss_en}" if current_language() == "en" and spec.gloss_en else spec.name


def _pick_cuoc(specs: dict) -> dict[str, int]:
    chosen = st.multiselect(
        _("Các cước của ván ù"), list(specs), key=f"{K}cuoc", format_func=lambda c: cuoc_label(specs[c]),
        placeholder=_("Chọn cước (gõ để tìm: lèo, tôm, bạch thủ…)"),
        help=_("Xuông là ù không có cước nào; để trống cũng là ù xuông."), select_all=False,
    )
    counts: dict[str, int] = {}
    countable = [c for c in chosen if specs[c].countable]
    if countable:
        cols = st.columns(min(4, len(countable)))
        for i, cid in enumerate(countable):
            spec = specs[cid]
            st.session_state.setdefault(f"{K}n_{cid}", 1)
            # a choice list, not a number box: Streamlit's range error is English
            top = int(spec.max_count or 5)
            if st.session_state.get(f"{K}n_{cid}") not in range(1, top + 1):
                st.session_state[f"{K}n_{cid}"] = 1
            counts[cid] = int(cols[i % len(cols)].selectbox(
                _("Số {name}").format(name=spec.name.lower()), list(range(1, top + 1)), key=f"{K}n_{cid}",
                placeholder=ui.choose_placeholder(),
            ))
    for cid in chosen:
        counts.setdefault(cid, 1)
    return counts


def conflicts(cuoc: dict[str, int], options) -> list[str]:
    """Every reason the chosen cước cannot come together, each said once (each cước alone and each pair checked: a
    refused pair with the counts chosen, «bạch định và 2 lèo», not the table's «1, 2, 3 hoặc 4 lèo»)."""
    said = []
    for part in [*((c,) for c in cuoc), *combinations(cuoc, 2)]:
        try:
            check_cuoc({c: cuoc[c] for c in part}, options)
        except ChanError as e:
            pairs = e.params.get("cuoc") if e.code == "cuoc_pairs.refused" else None
            said.append(say(Fact(e.code, **{**e.params, "cuoc": tuple((c, (cuoc[c],)) for c, _n in pairs)})
                            if pairs else e))
    return list(dict.fromkeys(said))


def _show_variant(col, variant: str, cuoc: dict[str, int], raw_opts: dict, selected: str):
    with col:
        label = ui.variant_label(variant)
        st.subheader(label + (" ✓" if variant == selected else ""))
        try:
            s = score(cuoc, make_options(variant, raw_opts))
        except ChanError as e:
            ui.show_error(e)
            return None
        st.metric(_("Điểm tổng"), s.total, help=_("Điểm của cước chính + dịch các cước còn lại + gà × điểm mỗi gà."))
        if s.ga_counted:
            st.caption(_("{base} điểm cước + {ga} gà × {points} = {total}").format(
                base=s.base, ga=s.ga, points=s.ga_points, total=s.total))
        table = ui.score_table(s)  # «Cộng» right after the name: a phone's width cut the last columns
        adds = ui.score_column("value")
        score_table_with_reasons(table[[table.columns[0], adds, *(c for c in table.columns[1:] if c != adds)]])
        show(ui.score_waterfall(s), f"{K}wf_{variant}")
        if s.ga_lines and not s.ga_counted:
            st.caption(_("Nếu chơi gà: {lines}.").format(lines="; ".join(say(g.reason) for g in s.ga_lines)))
        return s


KEEP = tuple(f"{K}{p}" for p in ("cuoc", "n_", "ga", "cbt", "btc", "players", "bet", "xuong_how", "said_"))


def _payout_table(total: int, bet: int, opts):
    """Amounts for 2–4 players (chan_core.payouts): ăn tiền, one báo player, ù láo / ù báo (rows of a table)."""
    rows = []
    for n in (2, 3, 4):
        a = an_tien(n, 0, total, bet)
        b = bao(n, 0, total, [1], bet)
        pen = penalty("u_lao", n, 0, opts, bet)
        rows.append({
            _("Số người"): n,
            _("Mỗi người thua trả"): number(a.transfers[0].amount),
            _("Người ù nhận"): number(a.net[0]),
            _("Một người bị báo trả thay làng"): number(b.paid_by(1)),
            _("Ù láo / ù báo: đền mỗi người ({n} điểm)").format(n=penalty_points(opts)): number(pen.transfers[0].amount),
        })
    return rows


SEATS = "ABCD"
XUONG_HOW = {"dung": N_("Đúng và đủ"), "thieu": N_("Thiếu (quên cước)"), "sai": N_("Sai (hô cước bài không có)")}


def show_xuong(cuoc: dict[str, int], specs: dict, options, players: int, bet: int) -> None:
    """The canonical xướng of these cước, and what a xướng thiếu or sai would cost (001 §V, §VII; 002 §VI)."""
    st.subheader(_("Xướng thế nào?"))
    try:
        canon = canonical(cuoc, options.variant)
    except ChanError as e:
        ui.show_error(e)
        return
    st.markdown(_("Khi ù bài có các cước này, hô: **«{xuong}»**").format(xuong=canon.text))
    if reading := xuong_reading(canon.items, options.variant):  # English only: the phrase stays Vietnamese
        st.markdown(reading)
    st.caption(_("Thứ tự xướng: thông, chì; kiểu ù (chỉ một tiếng «ù»); các cước của bài; «có …» sau cùng "
                 "(tài liệu 001, mục V)."))
    how = st.radio(_("Người ù đã xướng"), list(XUONG_HOW), format_func=lambda x: _(XUONG_HOW[x]),
                   key=f"{K}xuong_how", horizontal=True)
    said = list(canon.items)
    if how == "thieu":
        ids = [s.id for s in canon.items]
        keep = st.multiselect(_("Các cước người ù đã hô (bỏ những cước bị quên)"), ids, default=ids[:-1],
                              format_func=lambda c: specs[c].name, key=f"{K}said_keep", select_all=False,
                              placeholder=_("Không hô cước nào"))
        said = [s for s in canon.items if s.id in keep]
    elif how == "sai":
        others = [c for c in specs if c not in canon.cuoc and options.variant in specs[c].variants and c != "xuong"]
        extra = st.multiselect(_("Cước hô thêm mà bài không có"), others, format_func=lambda c: cuoc_label(specs[c]),
                               key=f"{K}said_extra", select_all=False, placeholder=_("Chọn cước hô thừa"))
        said = said + [Said(c, 1) for c in extra]
    try:
        g = grade(cuoc, said, options, players=players, winner=0)
    except ChanError as e:
        ui.show_error(e)
        return
    box = {"dung": st.success, "thieu": st.warning, "sai": st.error}[g.verdict]
    verdict = _(VERDICT_LABELS[g.verdict])
    summary = names.without_label(ui.learner_words(g.payments.summary), VERDICT_LABELS[g.verdict], verdict)
    box(f"{verdict}: «{spoken(xuong_words(said, options.variant))}». {summary}")  # in the order said
    lines = []
    for s in g.payments.seats:
        money = number(abs(int(round(s.amount * bet))))
        what = (_("nhận {points} điểm = {money} đồng") if s.amount > 0 else _("trả {points} điểm = {money} đồng")
                ).format(points=abs(s.amount), money=money) if s.amount else _("không mất, không được")
        seat = _("A (người ù)") if s.seat == 0 else SEATS[s.seat]
        lines.append(f"- **{seat}**: {what}")
    st.markdown("\n".join(lines))


def worked_examples(total: int, bet: int) -> None:
    """Bàn 3 và 4 người worked out with this total, with and without a player under báo (001 §VII, 002 §VI)."""
    st.subheader(_("Ví dụ tính tiền: bàn 3 người và bàn 4 người"))
    for n in (3, 4):
        a = an_tien(n, 0, total, bet)
        b = bao(n, 0, total, [1], bet)
        losers = listed(SEATS[s] for s in range(1, n))
        lines = [_("**Bàn {n} người** (A ù {total} điểm, tiền mỗi điểm {bet} đồng):").format(
            n=n, total=total, bet=number(bet))]
        lines += [_("- {payer} trả A {points} điểm = {money} đồng").format(
            payer=SEATS[t.payer], points=t.points, money=number(int(t.amount))) for t in a.transfers]
        lines.append(_("- A nhận {k} × {total} = {points} điểm = **{money} đồng** (từ {losers}).").format(
            k=n - 1, total=total, points=(n - 1) * total, money=number(int(a.net[0])), losers=losers))
        lines.append(_("- Nếu B đã bị báo: B trả thay cả làng {k} × {total} = {points} điểm = {money} đồng; "
                       "{others} không phải trả.").format(
            k=n - 1, total=total, points=(n - 1) * total, money=number(int(b.paid_by(1))),
            others=listed(SEATS[s] for s in range(2, n))))
        st.markdown("\n".join(lines))


def main() -> None:
    ui.restore_inputs(KEEP)
    village_defaults(K)
    st.session_state.setdefault(f"{K}players", 4)
    specs = {c.id: c for c in sorted(load_rules().cuoc, key=lambda c: c.order)}
    st.title(_("Tính điểm"))
    st.caption(_(
        "Chọn các cước của một ván ù và luật làng: trang tính điểm tổng — cước có điểm cao nhất lấy điểm, "
        "mọi cước còn lại (kể cả lần lặp như 2 lèo) lấy dịch, cộng gà nếu chơi gà — và so hai biến thể luật."
    ))
    ui.example_picker(_("Nạp một ví dụ"), list(PRESETS), _load_preset, key=f"{K}preset",  # ids, shown with _()
                      none_label=_("(tự chọn)"))

    cuoc = _pick_cuoc(specs)
    err_box = st.empty()
    with ui.kept_expander(_("Luật làng"), K + "village_box", expanded=True):
        raw_opts = village_inputs(K, _("Điểm tổng cộng thêm số gà × điểm mỗi gà (tài liệu 001, mục VIII)."),
                                  _("Tài liệu 002: «2 gà, hoặc 1 gà, tùy chọn»."))

    selected = ui.current_variant()
    if said := conflicts(cuoc, make_options(selected, raw_opts)):  # every one at once, right under the cước
        err_box.error("\n".join(f"- {ui.literal_message(ui.learner_words(x))}" for x in said), icon=":material/error:")
        return
    try:
        score(cuoc, make_options(selected, raw_opts))
    except ChanError as e:
        ui.show_error(say(e), where=err_box)  # the box is the one above it: not named
        if (e.field or "").startswith("cuoc"):
            return
    variants = [selected] + [v for v in variant_ids() if v != selected]
    cols = st.columns(len(variants), gap="large")
    results = {v: _show_variant(c, v, cuoc, raw_opts, selected) for c, v in zip(cols, variants)}

    s = results.get(selected)
    if s is not None:
        st.subheader(_("Tiền"))
        c1, c2 = st.columns(2)
        players = c1.radio(_("Số người chơi"), [2, 3, 4], key=f"{K}players", horizontal=True)
        bet = ui.typed_number(_("Tiền mỗi điểm (đồng)"), 0, ui.MONEY_MAX, 1000, key=f"{K}bet_text", where=c2,
                              what=_("tiền mỗi điểm"), amount=True)
        pay = an_tien(int(players), 0, s.total, bet=bet)
        st.markdown(ngettext(
            "Theo **{variant}**: mỗi người thua trả người ù **{total} điểm × {bet} = {each}**; "
            "người ù nhận **{net}** từ {k} người.",
            "Theo **{variant}**: mỗi người thua trả người ù **{total} điểm × {bet} = {each}**; "
            "người ù nhận **{net}** từ {k} người.", int(players) - 1,
        ).format(variant=ui.variant_label(selected), total=s.total, bet=number(bet),
                 each=number(pay.transfers[0].amount), net=number(pay.net[0]), k=int(players) - 1))
        st.dataframe(_payout_table(s.total, bet, make_options(selected, raw_opts)), hide_index=True,
                     width="stretch")
        worked_examples(s.total, bet)
        show_xuong(cuoc, specs, make_options(selected, raw_opts), int(players), bet)
        ui.source_badge({"seed": "002", "section": "Cách tính điểm; VI) Ăn tiền, báo"})
    ui.source_badge({"seed": "001", "section": "VI. Tính điểm; VIII. Gà (003: bảng điểm sanhrong)"})


try:
    main()
finally:
    ui.save_inputs(KEEP)
