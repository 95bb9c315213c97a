"""One look for every plotly chart: the current language's number separators, whole-number
ticks on axes that count whole things, a series' colour by its id, and no toolbar (:func:`show`)."""
from __future__ import annotations

import math
import textwrap
from collections import defaultdict
from typing import Any, Collection, Iterable

import streamlit as st
from plotly.colors import qualitative

from words.i18n import current_language


MAX_TICKS = 6  # about this many ticks at most on a whole-number axis (a phone is 390 px wide)


def whole_step(span: float, max_ticks: int = MAX_TICKS) -> int:
    """The tick step of a whole-number axis whose values reach ``span`` (≥ 0, any unit): the
    smallest of 1, 2, 5, 10, 20, 50 … that gives at most about ``max_ticks`` ticks. Always ≥ 1."""
    raw = max(float(span), 0.0) / max(max_ticks - 1, 1)
    if raw <= 1:
        return 1
    mag = 10 ** math.floor(math.log10(raw))
    return next(int(m * mag) for m in (1, 2, 5, 10) if m * mag >= raw)


def _numbers(values: Any) -> list[float]:
    out = []
    for v in values if values is not None else ():
        try:
            f = float(v)
        except (TypeError, ValueError):
            continue
        if math.isfinite(f):
            out.append(f)
    return out


def _span(fig: Any, axis: str) -> float:
    """How far from 0 the data reaches along ``axis``: a waterfall's running total, stacked bars' sums."""
    stacked = getattr(fig.layout, "barmode", None) in ("stack", "relative")
    sums: dict[Any, float] = defaultdict(float)
    span = 0.0
    for tr in fig.data:
        vals = getattr(tr, axis, None)
        other = getattr(tr, "y" if axis == "x" else "x", None)
        if tr.type == "waterfall":
            total, measures = 0.0, list(tr.measure or [])
            for i, v in enumerate(_numbers(vals)):
                m = measures[i] if i < len(measures) else "relative"
                total = v if m == "absolute" else total if m == "total" else total + v
                span = max(span, abs(total))
            continue
        nums = _numbers(vals)
        if stacked and other is not None:
            for k, v in zip(list(other), nums):
                sums[k] += abs(v)
        else:
            span = max([span] + [abs(v) for v in nums])
    return max([span] + list(sums.values()))


def style_figure(fig: Any, *, whole: Iterable[str] = ()) -> Any:
    """Set the language's separators on ``fig`` (3,5 · 1.000 in Vietnamese, 3.5 · 1,000 in English), a legend left
    where Plotly puts it (a column at the right: half a phone's width) in rows above the plot, x tick labels never
    hidden at the edge, and whole-number ticks on the axes in ``whole`` (``"x"``, ``"y"``). Returns ``fig``."""
    legend = {} if fig.layout.legend.orientation else dict(orientation="h", yanchor="bottom", y=1, x=0)
    fig.update_layout(separators=".," if current_language() == "en" else ",.", legend=legend)
    fig.update_xaxes(ticklabeloverflow="allow")  # a label at the edge is drawn, tilted if need be: never left out
    for axis in whole:
        ticks = {"tick0": 0, "dtick": whole_step(_span(fig, axis)), "tickformat": ",d"}
        (fig.update_xaxes if axis == "x" else fig.update_yaxes)(**ticks)
    return fig


def show(fig: Any, key: str | None = None) -> None:
    """Draw ``fig`` (styled by :func:`style_figure`) without plotly's toolbar: on a phone its icons sat on the chart's
    first label and on its legend, and a learner has no use for zoom or export."""
    st.plotly_chart(style_figure(fig), config={"displayModeBar": False}, key=key)


def series_colours(ids: Iterable[Any], known: Collection[Any]) -> dict[Any, str]:
    """Each of ``ids`` (a chart's series: drills, coach modes …) → its colour, in legend order, both by its place in
    ``known`` (every id the chart may draw), never by a translated name; ids not in ``known`` last, in one colour."""
    rank = {k: list(known).index(k) if k in known else len(known) for k in ids}
    return {k: qualitative.Dark24[rank[k] % 24] for k in sorted(rank, key=lambda k: (rank[k], str(k)))}


def labels_above(fig: Any, labels: list[str], shift: int = 8, keys: list[str] | None = None) -> Any:
    """Each bar's ``label`` (its y category, or its ``keys`` one: two bars may say the same) written above it, wrapped
    at 40 characters, at most 2 lines (cut with «…»; the full label stays the bar's hover), ``shift`` px
    above the bar's middle (more than half its thickness), instead of beside it where a phone has no room; y ticks
    hidden. Returns ``fig``."""
    keys = keys or labels
    for label, key in zip(labels, keys):
        text = "<br>".join(textwrap.wrap(label, 40, max_lines=2, placeholder=" …"))
        fig.add_annotation(x=0, xref="paper", y=key, text=text, showarrow=False, xanchor="left", yanchor="bottom",
                           yshift=shift, align="left")
    fig.update_yaxes(categoryorder="array", categoryarray=keys[::-1], title=None, showticklabels=False)
    return fig

