"""Mậu binh — Luật: the rules reference of the second game (seed 004).

Read from ``rules/mau_binh.yaml``, every example computed by the ``mau_binh`` engine; each rule shows
its source. The game's words stay Vietnamese, glossed in English where introduced.
"""
from __future__ import annotations

import streamlit as st

import ui
from learning.i18n import N_, _, ngettext
from mau_binh.arrangement import CHI_NAMES, Arrangement
from mau_binh.cards import DECK, Card
from mau_binh.chi import chi_value, why_compare
from mau_binh.rules import load_rules
from mau_binh.scoring import settle
from mau_binh.specials import find_special
from words import listed, say
from words.phrases.mau_binh import num, signed
from words.i18n import text_of
from ui.mau_binh_cards import chi_rows, option_value_name
from ui.page_kit import reference_head

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
W = 52  # card width on this page


def aka(obj) -> str:
    """`` (còn gọi: xám, sám chi)`` after a name, in English its gloss first; ``''`` when nothing to add."""
    bits = [obj.gloss_en] if ui.is_english() and getattr(obj, "gloss_en", None) else []
    if obj.aliases:
        bits.append(_("còn gọi: {names}").format(names=", ".join(obj.aliases)))
    return f" ({'; '.join(bits)})" if bits else ""


def show_rule(rid: str) -> None:
    """A rule of the rules file: its name in bold, its text, its source."""
    r = rules.rule(rid)
    st.markdown(f"**{text_of(r, 'name')}.** {text_of(r, 'text')}")
    ui.source_badge(r.source)


reference_head(_("Luật Mậu binh"), text_of(rules.game, "summary"), rules.game.source)
st.caption(_("Mậu binh là một trò khác, chơi bằng bộ bài tây 52 lá; các trang Chắn không dùng luật này."))

st.header(_("Bộ bài và cách ghi lá"))
aces = [Card.of(14, s.id) for s in rules.deck.suits]
st.html(ui.playing_cards_html(aces, width=W))


def suit_item(s) -> str:
    """``**bích** (đen)``; English ``**bích** (spades, black)``."""
    colour = _("đỏ") if s.red else _("đen")
    return f"**{s.name}** ({s.gloss_en}, {colour})" if ui.is_english() else f"**{s.name}** ({colour})"


st.markdown(_("Bốn chất: {suits}. Giá trị: {ranks}.").format(
    suits=listed(suit_item(s) for s in rules.deck.suits), ranks=text_of(rules.deck, "ranks")))
st.markdown(text_of(rules.deck, "notation"))
ui.source_badge(rules.deck.source)

st.header(_("Ba chi"))
sample = Arrangement.parse("Ks Kd 4c / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd")
if ui.is_english():
    chi_list = "; ".join(f"**{c.name}**: {c.gloss_en}" for c in rules.chi)
else:
    chi_list = listed(_("**{name}** {size} lá").format(name=c.name, size=c.size) for c in rules.chi)
st.markdown(_("Mỗi người xếp 13 lá thành ba chi: {chi}.").format(chi=chi_list))
st.html(chi_rows(sample, W))
ui.source_badge(rules.chi[0].source)

st.header(_("Các loại chi, từ cao xuống thấp"))
st.markdown(_(
    "Chi giữa và chi cuối (5 lá) có **9 loại**; chi đầu (3 lá) chỉ có **3 loại**: xám chi, đôi, rác. "
    "Tài liệu 004 viết «9 loại» nhưng chỉ in 7 — hai loại còn lại (thùng phá sảnh, tứ quý) in lạc xuống "
    "danh sách mậu binh; xem mục cuối trang."
))
for i, cat in enumerate(rules.categories, start=1):
    v = chi_value(cat.example)
    sizes = _("chi 3 lá và chi 5 lá") if len(cat.sizes) == 2 else (_("chi 5 lá") if cat.sizes == [5] else _("chi 3 lá"))
    with st.container(border=True):
        left, right = st.columns([2, 3], vertical_alignment="center")
        with left:
            st.html(ui.playing_cards_html(cat.example, width=46))
        with right:
            st.markdown(f"**{i}. {cat.name}**{aka(cat)} · {sizes}")
            st.markdown(_("{definition} Ví dụ: {example}.").format(definition=text_of(cat, "definition"),
                                                                   example=say(v.describe())))
            st.markdown(_("*Cùng loại:* {tie_break}").format(tie_break=text_of(cat, "tie_break")))
            ui.source_badge(cat.source)

st.header(_("So hai chi"))
for rid in ("so_chi", "la_a"):
    show_rule(rid)
straights = {"As 2d 3c 4h 5s": _("Sảnh nhỏ nhất: A-2-3-4-5"), "Th Jd Qc Ks Ad": _("Sảnh lớn nhất: 10-J-Q-K-A")}
for col, (cards, caption) in zip(st.columns(2), straights.items()):
    col.html(ui.playing_cards_html(cards, width=44, caption=caption))
low, high = map(chi_value, straights)
st.markdown(say(why_compare(high, low)))
st.markdown(_("Ví dụ khác: {why}").format(
    why=say(why_compare(chi_value("Kh Kc Ad 3s 2c"), chi_value("Ks Kd Qc 9d 5d")))))

st.header(_("Thứ tự ba chi và binh lủng"))
for rid in ("thu_tu_chi", "binh_lung"):
    show_rule(rid)
for title, text in ((N_("Lủng vì loại chi"), "Ks Kd Kc / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd"),
                    (N_("Lủng vì lá lẻ"), "Kh Kc Ad / Ks Kd Qc 3s 2c / 9s 9h 9d 5c 5d")):
    arr = Arrangement.parse(text)
    with st.container(border=True):
        st.markdown(f"**{_(title)}**")
        st.html(chi_rows(arr, 40))
        st.markdown(say(arr.reason))

st.header(_("Mậu binh — bài đặc biệt"))
show_rule("mau_binh")
for sp in rules.specials:
    found = find_special(sp.example)
    with st.container(border=True):
        st.markdown(f"**{sp.name}**{aka(sp)}")
        st.markdown(text_of(sp, "definition"))
        if found is not None and found.arrangement is not None:
            st.html(chi_rows(found.arrangement, 38, (None, None, None)))
        else:
            st.html(ui.playing_cards_html(sorted(Card(x) for x in sp.example.split()), width=38))
        if found is not None:
            st.caption(say(found.detail))
        ui.source_badge(sp.source)
opt_rank = rules.option("special_ranking")
opt_pts = rules.option("special_points")
default_ranking = rules.special_rankings[opt_rank.default]
st.markdown(_("**Thứ tự các bài mậu binh** (mặc định: {ranking}): {order}. {description}").format(
    ranking=text_of(default_ranking, "name").lower(),
    order=" > ".join(rules.special(s).name for s in default_ranking.order),
    description=text_of(opt_rank, "description")))
st.markdown(_("**Mậu binh ăn bao nhiêu:** mặc định {points} điểm mỗi đối thủ. {description}").format(
    points=opt_pts.default, description=text_of(opt_pts, "description")))
ui.source_badge([opt_rank.source, opt_pts.source])

# «Tính điểm» is also the Chắn calculator's name: in English this section takes the rule's own name
st.header(text_of(rules.rule("cong_diem"), "name") if ui.is_english() else "Tính điểm")
show_rule("cong_diem")
table = [Arrangement.parse("Ks Kd 4c / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd"),
         Arrangement.parse("Qs 9d 5c / 2h 2d 5s 5h 6c / 9s Ts Js Qh Kh"),
         Arrangement.parse("Ah Ac Tc / Ad Kc Qd Jh 4s / 6h 6d 6s 3d 3h")]
res = settle(table)
st.markdown(_("Ví dụ ba người (người 3 để đôi át ở chi đầu mà chi giữa chỉ là rác: binh lủng):"))
for col, (i, arr) in zip(st.columns(3), enumerate(table)):
    with col:
        st.markdown(_("**Người {n}**").format(n=i + 1))
        st.html(chi_rows(arr, 30))
ui.rows_table({_("Cặp"): _("Người {a} – người {b}").format(a=d.a + 1, b=d.b + 1),
               _("Diễn giải"): " ".join(say(x) for x in d.lines),
               _("Điểm"): f"{signed(d.points)} / {signed(-d.points)}"} for d in res.duels)
st.markdown(_("**Tổng:** {totals} (cộng lại bằng {sum}).").format(
    totals=listed(_("người {n}: {points}").format(n=i + 1, points=signed(p)) for i, p in enumerate(res.points)),
    sum=sum(res.points)))

st.header(_("Luật nhà (tắt mặc định)"))
st.markdown(_(
    "Tài liệu 004 không có các luật dưới đây; nhiều bàn chơi có, mỗi nơi một mức. Ứng dụng **không tính** chúng "
    "trừ khi bật tùy chọn của chúng (bảng tùy chọn ngay dưới)."
))
ui.rows_table({_("Thưởng"): text_of(b, "name"), _("Chi"): CHI_NAMES[b.chi],
               _("Thắng chi đó được"): _("{points} điểm").format(points=b.points),
               _("Bậc át"): _("{points} điểm").format(points=b.ace_points) if b.ace_points else "—",
               _("Nguồn"): ui.source_short(b.source)} for b in rules.bonuses)
st.markdown(_("**Bài đặc biệt của luật nhà** (chỉ tính khi bật tùy chọn của chúng):"))
for sp in rules.house_specials:  # not the game's words of seed 004: its English gloss in English
    with st.container(border=True):
        st.markdown(f"**{sp.gloss_en.capitalize()}**" if ui.is_english() else f"**{sp.name}**{aka(sp)}")
        st.markdown(text_of(sp, "definition"))
        st.html(ui.playing_cards_html(sorted(Card(x) for x in sp.example.split()), width=38))
        ui.source_badge(sp.source)
ui.rows_table({_("Tùy chọn"): text_of(o, "name"), _("Mặc định"): option_value_name(rules, o.id, o.default),
               _("Ý nghĩa"): text_of(o, "description")} for o in rules.options)

st.header(_("Máy xếp binh thế nào"))
st.markdown(_(
    "Trang «Kiểm tra binh» và bài luyện «Xếp binh» so cách xếp của bạn với **cách xếp tốt nhất của máy**. "
    "«Tốt nhất» nghĩa là: trong mọi cách chia 13 lá thành 3 + 5 + 5 (có 72.072 cách) mà **không lủng**, "
    "cách **được nhiều điểm nhất trung bình với một đối thủ**, tính từng chi (+1 thắng, −1 thua, 0 hòa). "
    "Sức một chi = phần chi cùng chỗ của đối thủ nó hơn, trừ phần chi hơn nó; đối thủ được coi là xếp như máy "
    "trên các ván chia ngẫu nhiên. Bằng điểm thì chọn chi cuối mạnh hơn, rồi chi giữa, rồi chi đầu."
))
st.caption(_(
    "Máy tính các thưởng chi mạnh đang bật (một chi thắng được số điểm thưởng), không tính sập hầm, sập làng, "
    "và bỏ qua việc đối thủ không thể cầm lá bạn đang cầm; các con số là trung bình, làm tròn (ví dụ {example} điểm)."
).format(example=num(0.4213)))

st.header(_("Chỗ tài liệu 004 viết sai hoặc không nói"))
st.markdown(ngettext("Có **{n} chỗ**. Ở mỗi chỗ: tài liệu viết gì, ứng dụng hiểu thế nào và vì sao.",
                     "Có **{n} chỗ**. Ở mỗi chỗ: tài liệu viết gì, ứng dụng hiểu thế nào và vì sao.",
                     len(rules.decisions)).format(n=len(rules.decisions)))
options = {o.id: o for o in rules.options}
for d in rules.decisions:
    with ui.kept_expander(f"**{text_of(d, 'topic')}** — {text_of(d, 'chosen')}", f"mbl_{d.id}",
                          icon=":material/tune:" if d.option else ":material/balance:"):
        st.markdown(_("**Tài liệu 004:** {seed}").format(seed=text_of(d, "seed")))
        st.success(_("**Ứng dụng dùng:** {chosen}").format(chosen=text_of(d, "chosen")), icon=":material/check_circle:")
        st.markdown(_("**Vì sao:** {why}").format(why=text_of(d, "why")))
        if d.option:
            st.info(_("Đổi được bằng tùy chọn «{name}» (bảng tùy chọn ở phần «{section}»).").format(
                name=text_of(options[d.option], "name"), section=_("Luật nhà (tắt mặc định)")), icon=":material/tune:")
st.caption(_("Cả bộ bài: {n} lá.").format(n=len(DECK)))
ui.source_badge({"seed": "004", "section": ""})  # the whole page: Luật Mậu binh (tài liệu 004)
