"""Score breakdowns (issue 4): a point table (:func:`score_table`) and a waterfall chart
(:func:`score_waterfall`) of a :class:`chan_core.scoring.Score`."""
from __future__ import annotations

from typing import Any

from learning.i18n import N_, _
from ui.cards import FONT_STACK, INK_RED
from words import say

__all__ = ["SCORE_COLUMNS", "score_column", "score_table", "score_waterfall"]

SCORE_COLUMNS = {
    "cuoc": N_("Cước"), "count": N_("Số lần"), "role": N_("Tính"), "each": N_("Mỗi lần"),
    "value": N_("Cộng"), "why": N_("Vì sao"),
}


def score_column(key: str) -> str:
    """The name of :func:`score_table`'s column ``key`` in the current language; ``KeyError`` otherwise."""
    return _(SCORE_COLUMNS[key])


def score_table(score: Any) -> Any:
    """A DataFrame of a :class:`chan_core.scoring.Score`: one row per point line, per gà met, and the
    total; column names and reasons in the current language. Seed 001 §VI, §VIII."""
    import pandas as pd

    c = {k: _(v) for k, v in SCORE_COLUMNS.items()}
    rows = []
    for ln in score.lines:
        rows.append({
            c["cuoc"]: ln.name,
            c["count"]: str(ln.count),
            c["role"]: "Điểm" if ln.role == "diem" else "Dịch",  # game terms: the same in every language
            c["each"]: str(ln.each),
            c["value"]: ln.value,
            c["why"]: say(ln.why or ln.reason),
        })
    if score.ga_counted:
        for g in score.ga_lines:
            rows.append({
                c["cuoc"]: _("Gà: {name}").format(name=say(g.name)),
                c["count"]: str(g.ga),
                c["role"]: "Gà",
                c["each"]: str(score.ga_points),
                c["value"]: g.ga * score.ga_points,
                c["why"]: say(g.reason),
            })
    rows.append({c["cuoc"]: _("Tổng"), c["count"]: "", c["role"]: "", c["each"]: "", c["value"]: score.total,
                 c["why"]: ""})
    return pd.DataFrame(rows)


def score_waterfall(score: Any, *, title: str | None = None) -> Any:
    """A plotly waterfall of a :class:`chan_core.scoring.Score`: the cước
    chính's điểm, each dịch, each gà, then the total bar (labels in the current language)."""
    import plotly.graph_objects as go

    xs, ys, measure, text = [], [], [], []
    for ln in score.lines:
        label = ln.name if ln.count == 1 else f"{ln.name} ×{ln.count}"
        xs.append((_("{label} (điểm)") if ln.role == "diem" else _("{label} (dịch)")).format(label=label))
        ys.append(ln.value)
        measure.append("relative")
        text.append(f"+{ln.value}")
    if score.ga_counted:
        for g in score.ga_lines:
            xs.append(_("Gà: {name}").format(name=say(g.name)))
            ys.append(g.ga * score.ga_points)
            measure.append("relative")
            text.append(f"+{g.ga * score.ga_points}")
    xs.append(_("Tổng"))
    ys.append(score.total)
    measure.append("total")
    text.append(str(score.total))
    fig = go.Figure(go.Waterfall(
        x=xs, y=ys, measure=measure, text=text, textposition="outside",
        connector={"line": {"color": "#8c7a55"}},
        increasing={"marker": {"color": "#2e7d32"}}, totals={"marker": {"color": INK_RED}},
    ))
    fig.update_layout(
        title=title, showlegend=False, height=340, margin={"l": 10, "r": 10, "t": 40 if title else 10, "b": 10},
        yaxis_title=_("điểm"), font={"family": FONT_STACK},
    )
    from ui.charts import style_figure  # whole-number điểm ticks, the language's separators

    return style_figure(fig, whole=("y",))
