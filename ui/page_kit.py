"""Small helpers several pages share: a reference page's top, rule boxes, glossed names, the «Luật làng» gà
inputs and their defaults (seed 001 §V.1, §VIII; 002), score breakdowns — a point table and a waterfall chart of a
:class:`chan_core.scoring.Score` —, a stored item in the learner's words («Tiến độ», «Lớp học»)."""
from __future__ import annotations

import textwrap
from typing import Any

import streamlit as st

from chan_core.cards import BY_CODE
from chan_core.errors import ChanError
from chan_core.options import make_options
from learning import progress
from learning.classroom import DAILY, ahk_situations
from learning.daily import puzzles
from learning.i18n import N_, _
from learning.names import card_name
from ui.charts import style_figure  # whole-number điểm ticks, the language's separators
from ui.cards import FONT_STACK, INK_RED, card_words
from ui.daily_views import choice_label, heading, item_words
from ui.feedback import source_badge
from ui.i18n import is_english, term
from ui.inputs import current_variant
from words import say
from words.cards import gloss_cards
from words.i18n import text_of

GA_MODES = {"rong": N_("gà rộng"), "hep": N_("gà hẹp"), "both": N_("rộng và hẹp")}


def rule_box(*texts: str, note: str | None = None, source: Any = None) -> None:
    """A bordered box: each text as markdown, then ``note`` in grey and the source badge."""
    with st.container(border=True):
        for text in texts:
            st.markdown(text)
        if note:
            st.caption(note)
        source_badge(source)


def note_and_source(obj: Any, *, tip: bool = False) -> None:
    """A rules item's ``note``, if any, in grey (``tip``: in a lightbulb box), then its source badge."""
    if obj.note and tip:
        st.info(text_of(obj, "note"), icon=":material/lightbulb:")
    elif obj.note:
        st.caption(text_of(obj, "note"))
    source_badge(obj.source)


def glossed(obj: Any) -> str:
    """A game name (Vietnamese in every language), in English followed by its ``gloss_en``."""
    gloss = getattr(obj, "gloss_en", None) if is_english() else None
    return f"{obj.name} ({gloss})" if gloss else obj.name


def option_default(rules: Any, option_id: str, vid: str) -> str:
    """The default of a Chắn village option in variant ``vid``, in words (``'có'``, ``'gà rộng'``, ``'5'``)."""
    val = getattr(rules.variants[vid].defaults, option_id, None)
    if isinstance(val, bool):
        return _("có") if val else _("không")
    if option_id == "ga_mode":
        return _(GA_MODES[val]) if val in GA_MODES else val
    if option_id == "bao_xuong_sai":  # reading id → its name in payouts.yaml
        return next((text_of(b, "name").split(" (")[0] for b in rules.payouts.bao_xuong_sai if b.id == val), val)
    if isinstance(val, str):
        return val.replace("_", " ")
    return "—" if val is None else str(val)


SCORE_COLUMNS = {
    "cuoc": N_("Cước"), "count": N_("Số lần"), "role": N_("Tính"), "each": N_("Mỗi lần"),
    "value": N_("Cộng"), "why": N_("Vì sao"),
}


def score_column(key: str) -> str:
    """The name of :func:`score_table`'s column ``key`` in the current language; ``KeyError`` otherwise."""
    return _(SCORE_COLUMNS[key])


LABEL_WIDTH = 20  # a score chart's label: characters a line (its rows' labels leave a phone most of its width)


def score_table(score: Any) -> Any:
    """A DataFrame of a :class:`chan_core.scoring.Score`: one row per point line, per gà met, and the
    total; column names and reasons in the current language. Seed 001 §VI, §VIII."""
    import pandas as pd

    rows = [(ln.name, str(ln.count), "Điểm" if ln.role == "diem" else "Dịch",  # game terms in every language
             str(ln.each), ln.value, say(ln.why or ln.reason)) for ln in score.lines]
    if score.ga_counted:
        rows += [(_("Gà: {name}").format(name=say(g.name)), str(g.ga), "Gà", str(score.ga_points),
                  g.ga * score.ga_points, say(g.reason)) for g in score.ga_lines]
    rows.append((_("Tổng"), "", "", "", score.total, ""))
    return pd.DataFrame(rows, columns=[_(v) for v in SCORE_COLUMNS.values()])


def score_waterfall(score: Any, *, title: str | None = None) -> Any:
    """A plotly waterfall of a :class:`chan_core.scoring.Score` lying down, from the top: the cước chính's điểm, each
    dịch, each gà, the total; each label on its row's left, wrapped at ``LABEL_WIDTH``, whole in the hover (standing
    bars' labels ran into each other in «Tính điểm»'s columns and on a phone, session 24)."""
    import plotly.graph_objects as go

    bars = [((_("{label} (điểm)") if ln.role == "diem" else _("{label} (dịch)")).format(
        label=ln.name if ln.count == 1 else f"{ln.name} ×{ln.count}"), ln.value) for ln in score.lines]
    if score.ga_counted:
        bars += [(_("Gà: {name}").format(name=say(g.name)), g.ga * score.ga_points) for g in score.ga_lines]
    names = [x for x, _v in bars] + [_("Tổng")]
    fig = go.Figure(go.Waterfall(
        orientation="h", y=["<br>".join(textwrap.wrap(x, LABEL_WIDTH)) for x in names], customdata=names,
        x=[v for _x, v in bars] + [score.total], measure=["relative"] * len(bars) + ["total"],
        text=[f"+{v}" for _x, v in bars] + [str(score.total)], textposition="outside", cliponaxis=False,
        hovertemplate="%{customdata}: %{text}<extra></extra>", connector={"line": {"color": "#8c7a55"}},
        increasing={"marker": {"color": "#2e7d32"}}, totals={"marker": {"color": INK_RED}},
    ))
    fig.update_layout(
        title=title, showlegend=False, height=(70 if title else 40) + 34 * len(names),
        margin={"l": 10, "r": 30, "t": 40 if title else 10, "b": 10}, xaxis_title=_("điểm"), font={"family": FONT_STACK},
    )
    fig.update_yaxes(autorange="reversed", automargin=True)  # the first line on top, each label's room at the left
    return style_figure(fig, whole=("x",))


def score_table_with_reasons(table: Any) -> None:
    """A ``ui.score_table`` without its «Vì sao» column (a cell cuts long reasons), each reason in full below."""
    name, why = score_column("cuoc"), score_column("why")
    st.dataframe(table.drop(columns=[why]), hide_index=True, width="stretch")
    if lines := [_reason_line(str(r[name]), str(r[why])) for _i, r in table.iterrows() if str(r[why]).strip()]:
        st.markdown(f"**{why}**\n\n" + "\n".join(lines))


def _reason_line(name: str, why: str) -> str:
    """A score line's reason under its name, the name (or the part after «Gà: ») said once."""
    head, sep, tail = name.rpartition(": ")
    if why.startswith(name):
        return f"- {why}"
    if sep and why.startswith(tail):
        return f"- {head}: {why}"
    return f"- **{name}** — {why}"


# «Luật làng» widget key (after the page's prefix) → option name (chan_core.options)
VILLAGE_KEYS = {"ga": "ga", "ga_mode": "ga_mode", "ga_points": "ga_points", "cbt": "chi_bach_thu_ga",
                "btc": "bach_thu_chi_ga", "xuong": "u_xuong_allowed"}


def village_defaults(prefix: str, given: dict | None = None) -> None:
    """Set each «Luật làng» widget ``prefix + key`` (:data:`VILLAGE_KEYS`) to ``given[option]``, else the
    variant's default; without ``given`` only widgets not set yet."""
    defaults = make_options(current_variant()).as_dict()
    for key, opt in VILLAGE_KEYS.items():
        if given is None:
            st.session_state.setdefault(prefix + key, defaults[opt])
        else:
            st.session_state[prefix + key] = given.get(opt, defaults[opt])


def village_inputs(prefix: str, ga_help: str, cbt_help: str, xuong: bool = False) -> dict:
    """The gà inputs (widgets ``prefix + VILLAGE_KEYS``; with ``xuong`` «Cho ù xuông» too): option → value."""
    c1, c2, c3 = st.columns(3)
    ga = c1.checkbox(_("Chơi gà"), key=prefix + "ga", help=ga_help)
    out = {
        "ga": bool(ga),
        "ga_mode": c1.radio(_("Kiểu gà"), ["rong", "hep"], key=prefix + "ga_mode", horizontal=True,
                            format_func=lambda x: _(GA_MODES[x]).capitalize(), disabled=not ga),
        # a slider: no typed value, so no English range error
        "ga_points": int(c2.slider(_("Điểm mỗi gà"), min_value=0, max_value=50, step=1, key=prefix + "ga_points",
                                   disabled=not ga)),
        "chi_bach_thu_ga": int(c2.radio(_("Chì bạch thủ tính"), [1, 2], key=prefix + "cbt", horizontal=True,
                                        format_func=lambda x: _("{n} gà").format(n=x), disabled=not ga,
                                        help=cbt_help)),
        "bach_thu_chi_ga": bool(c3.checkbox(_("Bạch thủ chi có gà"), key=prefix + "btc", disabled=not ga,
                                            help=_("Tài liệu 001: «có nơi ko chơi cước này có gà»."))),
    }
    if xuong:
        out["u_xuong_allowed"] = bool(c3.checkbox(_("Cho ù xuông"), key=prefix + "xuong",
                                                  help=_("Tùy làng cho ù xuông hay không (tài liệu 001, mục V.1).")))
    return out


def item_label(drill: str, item: str, course: tuple = (), prompt: dict | None = None, teacher: bool = False) -> str:
    """A stored item in the current language: a question of ``course`` «Bài n, câu k», an «Ăn hay không?» situation
    by its title (never the raw id such as ``ahk-loi-6``), a card of «Đọc quân bài» by its name (never ``9V``), a
    «Hôm nay» one as :func:`ui.daily_views.item_words` (``prompt``: a table position's) — for the learner a puzzle by
    the card offered or won with and its answer, never its number in the puzzle file (``teacher``: with it) —, any
    other as :func:`learning.progress.item_words`."""
    if drill == progress.LESSON_DRILL and "/" in item:
        lid, cid = item.split("/", 1)
        for n, x in enumerate(course, 1):
            if x.id == lid:
                k = next((k for k, c in enumerate(x.checks, 1) if c.id == cid), cid)
                return _("Bài {n}, câu {k}").format(n=n, k=k)
    words = progress.item_words(drill, item)
    if drill == "an_hay_khong" and item.startswith("ngau-nhien-"):
        words = _("ván ngẫu nhiên số {n}").format(n=item.removeprefix("ngau-nhien-"))
    elif drill == "an_hay_khong":
        try:
            words = next((str(text_of(s, "title") or "") for s in ahk_situations() if str(s.get("id")) == item), "")
        except ChanError:  # a situation file that cannot be read: the words below
            words = ""
        words = words or _("một tình huống")
    elif drill == DAILY and not teacher and (p := puzzles.by_id(item)) is not None:
        card = p.offer.card if p.offer else (p.win or {}).get("winning_card")
        answer = choice_label(p, p.choices[p.answer])
        words = gloss_cards(_("{theme}: quân {card} (đáp án: {answer})").format(  # «tam vạn [3 of vạn] (answer: …)»
            theme=heading(p), card=card_words(card), answer=answer) if card else
                            _("{theme} (đáp án: {answer})").format(theme=heading(p), answer=answer))
    elif drill == DAILY:
        words = gloss_cards(item_words(item, prompt))
    elif drill == "doc_quan_bai" and item in BY_CODE:
        words = gloss_cards(card_name(item))
    return words


def reference_head(title: str, text: str, source: Any, words: tuple[str, ...] = ()) -> None:
    """A reference page's top: ``title``, in English its game ``words`` glossed once, ``text``, its ``source``
    (``None``: none)."""
    st.title(title)
    if words and is_english():
        st.caption(_("Từ của trò chơi trên trang này: {words}").format(words=" · ".join(term(w) for w in words)))
    st.markdown(text)
    source_badge(source)
