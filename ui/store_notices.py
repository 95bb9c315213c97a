"""Progress-store faults (issue 11): :func:`progress_warning` at the top of a page that reads or
saves progress, :func:`save_notice` beside an answer that was not saved."""
from __future__ import annotations

import logging
import re
from typing import Any

import streamlit as st

from learning.i18n import _

log = logging.getLogger("hoc_chan.ui")

__all__ = ["progress_warning", "save_notice"]


def _code_span(text: str) -> str:
    """``text`` as a markdown code span (shown literally, whatever it holds)."""
    text = "".join("\ufffd" if ch < " " or ch == "\x7f" else ch for ch in text)
    run = max((len(m) for m in re.findall(r"`+", text)), default=0)
    fence = "`" * (run + 1)
    pad = " " if text.startswith(("`", " ")) or text.endswith(("`", " ")) else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _store_markdown(text: str, store: Any) -> str:
    """A store message as markdown, each «path» it quotes as a code span."""
    path = getattr(store, "path", None)
    paths = {str(p) for p in (path, path and path.parent, store.moved_to, getattr(store, "where", None)) if p}
    if path is not None:
        paths |= {f"{path}{side}" for side in ("-wal", "-shm")}
    for p in sorted(paths, key=len, reverse=True):
        text = text.replace(f"«{p}»", f"«{_code_span(p)}»")
    return text


def progress_warning(store: Any = None, *, where: Any = None) -> bool:
    """Show the progress store's warning (in the learner's words, no path) as a yellow box at the top
    of a page; ``True`` if shown. A faulty file is checked again first. Never raises."""
    try:
        if store is None:
            from learning import progress

            store = progress.get_store()
        store.refresh()  # a lock released or a permission given since: no stale warning
        text = store.learner_warning
    except Exception:  # noqa: BLE001 — a warning helper must never break the page
        log.exception("Không lấy được cảnh báo của tệp tiến độ")
        return False
    if not text:
        return False
    (where if where is not None else st).warning(_store_markdown(text, store), icon=":material/warning:")
    return True


def save_notice(key: str, item_id: Any = None, store: Any = None, *, where: Any = None,
                lead: str | None = None, after: str | None = None) -> bool:
    """Beside an answer: «<lead>: <cause>. <after>» in a yellow box when the store refused the save
    ``key``/``item_id`` (``None``: the last under ``key``); ``True`` if said. Never raises."""
    try:
        if store is None:
            from learning import progress

            store = progress.get_store()
        why = store.learner_problem(key, item_id)  # learner words: no path or address (issue 22)
    except Exception:  # noqa: BLE001 — a notice must never break the page
        log.exception("Không đọc được kết quả lưu tiến độ")
        return False
    if not why:
        return False
    if lead is None:
        lead = _("Câu trả lời này chưa được lưu vào tiến độ")
    if after is None:
        after = _("Kết quả vẫn hiện ở đây, nhưng trang Tiến độ và lịch ôn tập sẽ không có lần trả lời này.")
    text = f"{lead}: {why}." + (f" {after}" if after else "")
    (where if where is not None else st).warning(_store_markdown(text, store), icon=":material/cloud_off:")
    return True
