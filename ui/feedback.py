"""Feedback: engine errors, sources, the page wrapper and score breakdowns."""
from __future__ import annotations

import logging
import re
import string
import unicodedata
from typing import Any

import streamlit as st

from chan_core.errors import ChanError
from ui.cards import FONT_STACK, INK_RED

log = logging.getLogger("hoc_chan.ui")

GENERIC_ERROR = (
    "Rất tiếc, trang này gặp lỗi ngoài ý muốn nên chưa hiển thị được. "
    "Hãy thử tải lại trang hoặc chọn trang khác ở thanh bên. "
    "Những gì bạn đã nhập vẫn được giữ."
)
"""The friendly message shown instead of a traceback."""


# ---------------------------------------------------------------- user text shown literally (issue 11)
LITERAL_LIMIT = 60
"""Default length (characters) of user text echoed on a page; longer text is cut with «…»."""

_ESCAPED = frozenset(string.punctuation)  # ASCII punctuation: CommonMark lets a backslash escape each one
_WJ = "\u2060"  # WORD JOINER: invisible; breaks the patterns Streamlit rewrites inside plain text
_WJ_AFTER = frozenset(":@-<>~")  # :material_x: :streamlit: :smile: http:// a@b.c -> <= ~= --
_WJ_BEFORE = frozenset(".")  # www.x.com, a@b.com (remark-gfm's autolink transform works on plain text)
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def plain_text(text: Any, limit: int | None = LITERAL_LIMIT) -> str:
    """User text made fit to echo (before markdown escaping): one line, at most ``limit`` characters.

    Every run of whitespace (newlines, tabs included) becomes one space and the
    ends are stripped; other control characters, bidirectional overrides
    (they reorder what is shown) and the word joiner U+2060 are dropped; a
    lone surrogate becomes «�». Text longer than ``limit`` is cut (never
    between a letter and its diacritic) and ends with «…», the result being
    at most ``limit`` characters; ``limit=None`` keeps the whole text.
    Never raises.
    """
    out = []
    for ch in " ".join(str(text).split()):
        cat = unicodedata.category(ch)
        if cat == "Cc" or ch in _BIDI or ch == _WJ:
            continue
        out.append("\ufffd" if cat == "Cs" else ch)
    s = "".join(out).strip()
    if limit is not None and len(s) > max(limit, 1):
        cut = max(limit, 1) - 1
        while cut > 0 and unicodedata.combining(s[cut]):
            cut -= 1
        s = s[:cut].rstrip() + "…"
    return s


def literal(text: Any, limit: int | None = LITERAL_LIMIT) -> str:
    """``text`` (typed by the learner, carried by a link, or quoted by an error) as a
    Streamlit markdown fragment that shows exactly that text, cut to ``limit``.

    Use it for every piece of user text put into ``st.markdown``, ``st.error``,
    ``st.warning``, ``st.caption`` and the like. First :func:`plain_text`
    (one line, cut with «…»); then every ASCII punctuation character gets a
    backslash (CommonMark backslash escape: a literal character), so no
    link, image, emphasis, heading, list, table, code, HTML tag, entity,
    LaTeX ``$…$`` or ``:color[…]`` directive can start. Streamlit and
    remark-gfm also rewrite *plain text* after parsing (``:material/x:``,
    ``:streamlit:``, emoji shortcodes, ``->`` arrows, bare ``http://``,
    ``www.`` and e-mail links): an invisible WORD JOINER (U+2060) after
    ``: @ - < > ~`` and before ``.`` breaks those patterns without changing
    what the learner sees.

    Returns the fragment (``''`` for empty text). Never raises.
    """
    out = []
    for ch in plain_text(text, limit):
        if ch in _WJ_BEFORE:
            out.append(_WJ)
        if ch in _ESCAPED:
            out.append("\\")
        out.append(ch)
        if ch in _WJ_AFTER:
            out.append(_WJ)
    return "".join(out)


_QUOTE = re.compile(r"«([^«»]*)»")


def literal_message(msg: Any, quote_limit: int | None = LITERAL_LIMIT) -> str:
    """A whole message (an error that quotes user text) as a literal markdown fragment.

    Each «…» quote in it is cut to ``quote_limit`` characters, each line is
    escaped with :func:`literal` (no overall cut) and the lines are kept as
    line breaks. Used by :func:`show_error`.
    """
    text = _QUOTE.sub(lambda m: f"«{plain_text(m.group(1), quote_limit)}»", str(msg))
    return "  \n".join(x for x in (literal(ln, None) for ln in text.splitlines()) if x)


# ---------------------------------------------------------------- errors and sources
def show_error(err: ChanError | str, *, where: Any = None) -> None:
    """Show an engine error (:class:`ChanError`) as a red box, beside its input.

    ``where``: a container (``st.empty()``, a column) to draw in; default the
    current position. The message is the engine's Vietnamese text; a field
    name, if any, is added so the learner knows which input to fix.

    The message (a :class:`ChanError`'s or a plain string) is always shown
    literally (:func:`literal`), never as markdown: messages quote what the
    learner typed or what a link carried (``Không nhận ra quân bài «…»``);
    each «…» quote is cut to :data:`LITERAL_LIMIT` characters.
    """
    target = where if where is not None else st
    msg = literal_message(getattr(err, "message", None) or str(err))
    field = str(getattr(err, "field", None) or "").split(".")[0].split("[")[0]
    if field in FIELD_WORDS:  # engine field ids are never shown raw (QA: "ô: `cards`")
        msg = f"{msg}  \n_(ô: {FIELD_WORDS[field]})_"
    target.error(msg, icon=":material/error:")


#: Vietnamese words for the engine's :attr:`ChanError.field` ids a learner can fix.
FIELD_WORDS = {
    "hand": "bài trên tay", "cards": "các lá", "card": "quân bài", "melds": "dưới chiếu",
    "winning_card": "quân ù", "source": "nguồn quân ù", "drawn_by": "ai bốc", "cuoc": "các cước",
    "players": "số người chơi", "seat": "chỗ ngồi", "with": "lá dùng để ăn",
}


def source_text(source: Any) -> str:
    """``'Nguồn: seed 001, IV. LUẬT ĐÁNH BÀI'`` for a source (model, dict or list).

    A source has ``seed`` (``'001'``, or a word such as ``'quyết định'`` for a
    team decision) and ``section``; several sources are joined with "; ".
    Empty string when there is none.
    """
    if source is None:
        return ""
    items = source if isinstance(source, (list, tuple)) else [source]
    bits = []
    for s in items:
        if isinstance(s, str):
            bits.append(s)
            continue
        seed = s.get("seed") if isinstance(s, dict) else getattr(s, "seed", None)
        section = s.get("section") if isinstance(s, dict) else getattr(s, "section", None)
        seed = str(seed or "").strip()
        text = f"seed {seed}" if seed.isdigit() else seed
        if section:
            text = f"{text}, {str(section).strip()}" if text else str(section).strip()
        if text:
            bits.append(text)
    return "Nguồn: " + "; ".join(bits) if bits else ""


def source_short(source: Any) -> str:
    """Compact citation for table cells: ``'001 §IV, A, lỗi 1'``.

    A leading Roman-numbered section title (``'IV. LUẬT ĐÁNH BÀI, A, lỗi 1'``)
    is cut to ``'§IV'``; otherwise like :func:`source_text` without "Nguồn:".
    """
    items = source if isinstance(source, (list, tuple)) else [source]
    bits = []
    for s in items:
        if s is None:
            continue
        seed = str((s.get("seed") if isinstance(s, dict) else getattr(s, "seed", "")) or "").strip()
        section = str((s.get("section") if isinstance(s, dict) else getattr(s, "section", "")) or "").strip()
        section = re.sub(r"^([IVX]+)\.\s+[^,—;]+", r"§\1", section)
        bits.append(" ".join(x for x in (seed, section) if x))
    return "; ".join(bits)


def source_badge(source: Any, *, where: Any = None) -> None:
    """Show :func:`source_text` as a small grey caption (nothing if no source)."""
    text = source_text(source)
    if text:
        (where if where is not None else st).caption(f":material/menu_book: {text}")


# ---------------------------------------------------------------- page wrapper
def run_page(page: Any) -> None:
    """Run a ``st.navigation`` page; an unexpected exception becomes a friendly box.

    :class:`ChanError` shows its own Vietnamese message; anything else shows
    :data:`GENERIC_ERROR` and is logged to the server log (never a traceback
    on screen). Streamlit's own control flow (rerun, stop, switch_page)
    passes through untouched.
    """
    try:
        page.run()
    except ChanError as e:
        log.warning("ChanError on page %s: %s", getattr(page, "title", page), e)
        show_error(e)
    except Exception:  # noqa: BLE001 — last line of defence, logged
        log.exception("Unexpected error on page %s", getattr(page, "title", page))
        st.error(GENERIC_ERROR, icon=":material/sentiment_dissatisfied:")


# ---------------------------------------------------------------- score breakdown (issue 4)
def score_table(score: Any) -> Any:
    """A pandas DataFrame of a :class:`chan_core.scoring.Score`: one row per
    point line (cước, số lần, điểm/dịch, mỗi lần, cộng, vì sao), then one row
    per gà combination met (when the table plays gà) and the total.
    Seed 001 §VI, §VIII."""
    import pandas as pd

    rows = []
    for ln in score.lines:
        rows.append({
            "Cước": ln.name,
            "Số lần": str(ln.count),
            "Tính": "Điểm" if ln.role == "diem" else "Dịch",
            "Mỗi lần": str(ln.each),
            "Cộng": ln.value,
            "Vì sao": ln.why or ln.reason,
        })
    if score.ga_counted:
        for g in score.ga_lines:
            rows.append({
                "Cước": f"Gà: {g.name}",
                "Số lần": str(g.ga),
                "Tính": "Gà",
                "Mỗi lần": str(score.ga_points),
                "Cộng": g.ga * score.ga_points,
                "Vì sao": g.reason,
            })
    rows.append({"Cước": "Tổng", "Số lần": "", "Tính": "", "Mỗi lần": "", "Cộng": score.total, "Vì sao": ""})
    return pd.DataFrame(rows)


def score_waterfall(score: Any, *, title: str | None = None) -> Any:
    """A plotly waterfall of a :class:`chan_core.scoring.Score`: the cước
    chính's điểm, each dịch, each gà, then the total bar."""
    import plotly.graph_objects as go

    xs, ys, measure, text = [], [], [], []
    for ln in score.lines:
        label = ln.name if ln.count == 1 else f"{ln.name} ×{ln.count}"
        xs.append(f"{label} ({'điểm' if ln.role == 'diem' else 'dịch'})")
        ys.append(ln.value)
        measure.append("relative")
        text.append(f"+{ln.value}")
    if score.ga_counted:
        for g in score.ga_lines:
            xs.append(f"Gà: {g.name}")
            ys.append(g.ga * score.ga_points)
            measure.append("relative")
            text.append(f"+{g.ga * score.ga_points}")
    xs.append("Tổng")
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
        yaxis_title="điểm", font={"family": FONT_STACK},
    )
    return fig


# ---------------------------------------------------------------- progress store faults (issue 11)
def _code_span(text: str) -> str:
    """``text`` as a markdown code span (shown literally, whatever it holds)."""
    text = "".join("\ufffd" if ch < " " or ch == "\x7f" else ch for ch in text)
    run = max((len(m) for m in re.findall(r"`+", text)), default=0)
    fence = "`" * (run + 1)
    pad = " " if text.startswith(("`", " ")) or text.endswith(("`", " ")) else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _store_markdown(text: str, store: Any) -> str:
    """A progress-store message as markdown: each «path» it quotes (the file, its
    folder, its -wal/-shm, where a corrupt file went) becomes a code span, so a path shows exactly
    as it is; the rest is the store's own Vietnamese prose."""
    path = getattr(store, "path", None)
    paths = {str(p) for p in (path, path and path.parent, store.moved_to, getattr(store, "where", None)) if p}
    if path is not None:
        paths |= {f"{path}{side}" for side in ("-wal", "-shm")}
    for p in sorted(paths, key=len, reverse=True):
        text = text.replace(f"«{p}»", f"«{_code_span(p)}»")
    return text


def progress_warning(store: Any = None, *, where: Any = None) -> bool:
    """Show the progress store's warning as a yellow box at the top of a page that
    reads or saves progress; ``True`` if one was shown.

    ``store``: a :class:`learning.progress.ProgressStore` (default
    ``progress.get_store()``). The warning names the file and the cause in
    Vietnamese: a corrupt file moved aside and replaced, saving paused by
    another program's lock, a read-only file or folder (progress shown, new
    answers not saved), or a file that cannot be used at all (issue 11). A
    faulty file is checked again first (``store.refresh()``, a bounded wait).
    Never raises.
    """
    try:
        if store is None:
            from learning import progress

            store = progress.get_store()
        store.refresh()  # a lock released or a permission given since: no stale warning
        text = store.warning
    except Exception:  # noqa: BLE001 — a warning helper must never break the page
        log.exception("Không lấy được cảnh báo của tệp tiến độ")
        return False
    if not text:
        return False
    (where if where is not None else st).warning(_store_markdown(text, store), icon=":material/warning:")
    return True


ANSWER_NOT_SAVED = ("Kết quả vẫn hiện ở đây, nhưng trang Tiến độ và lịch ôn tập sẽ không có "
                    "lần trả lời này.")
"""The closing sentence of :func:`save_notice` for an answer."""


def save_notice(key: str, item_id: Any = None, store: Any = None, *, where: Any = None,
                lead: str = "Câu trả lời này chưa được lưu vào tiến độ", after: str = ANSWER_NOT_SAVED) -> bool:
    """Beside an answer: say it was *not* saved, and why; ``True`` if said.

    ``key``/``item_id``: as given to ``progress.record_attempt(drill, item_id, …)``
    (or ``progress.LESSONS_DONE``/``CLEARED``; ``item_id=None``: the last save
    under ``key``); ``store``: default ``progress.get_store()``; ``lead``: the
    opening words; ``after``: a closing sentence (``""``: none). Shows
    «<lead>: <cause>. <after>» in a yellow box when the store
    refused that save (locked, read-only …); nothing when it was saved. Never raises.
    """
    try:
        if store is None:
            from learning import progress

            store = progress.get_store()
        why = store.save_problem(key, item_id)
    except Exception:  # noqa: BLE001 — a notice must never break the page
        log.exception("Không đọc được kết quả lưu tiến độ")
        return False
    if not why:
        return False
    text = f"{lead}: {why}." + (f" {after}" if after else "")
    (where if where is not None else st).warning(_store_markdown(text, store), icon=":material/cloud_off:")
    return True
