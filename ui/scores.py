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

    rows = [(ln.name, str(ln.count), "Điểm" if ln.role == "diem" else "Dịch",  # game terms in every language
             str(ln.each), ln.value, say(ln.why or ln.reason)) for ln in score.lines]
    if score.ga_counted:
        rows += [(_("Gà: {name}").format(name=say(g.name)), str(g.ga), "Gà", str(score.ga_points),
                  g.ga * score.ga_points, say(g.reason)) for g in score.ga_lines]
    rows.append((_("Tổng"), "", "", "", score.total, ""))
    return pd.DataFrame(rows, columns=[_(v) for v in SCORE_COLUMNS.values()])


def score_waterfall(score: Any, *, title: str | None = None) -> Any:
    """A plotly waterfall of a :class:`chan_core.scoring.Score`: the cước
    chính's điểm, each dịch, each gà, then the total bar (labels in the current language)."""
    import plotly.graph_objects as go

    bars = [((_("{label} (điểm)") if ln.role == "diem" else _("{label} (dịch)")).format(
        label=ln.name if ln.count == 1 else f"{ln.name} ×{ln.count}"), ln.value) for ln in score.lines]
    if score.ga_counted:
        bars += [(_("Gà: {name}").format(name=say(g.name)), g.ga * score.ga_points) for g in score.ga_lines]
    fig = go.Figure(go.Waterfall(
        x=[x for x, _v in bars] + [_("Tổng")], y=[v for _x, v in bars] + [score.total],
        measure=["relative"] * len(bars) + ["total"], text=[f"+{v}" for _x, v in bars] + [str(score.total)],
        textposition="outside",
        connector={"line": {"color": "#8c7a55"}},
        increasing={"marker": {"color": "#2e7d32"}}, totals={"marker": {"color": INK_RED}},
    ))
    fig.update_layout(
        title=title, showlegend=False, height=340, margin={"l": 10, "r": 10, "t": 40 if title else 10, "b": 10},
        yaxis_title=_("điểm"), font={"family": FONT_STACK},
    )
    from ui.charts import style_figure  # whole-number điểm ticks, the language's separators

    return style_figure(fig, whole=("y",))
