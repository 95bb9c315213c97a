"""One drill loop shared by «Ăn hay không?», «Bốc cái», «Luyện xướng» and «Xếp binh»: counters,
answers recorded, items wrong-first, the round's link, the retry / reveal row."""
from __future__ import annotations

import logging
import random
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

import streamlit as st

from learning import progress

log = logging.getLogger("hoc_chan.ui")


@dataclass(frozen=True)
class Drill:
    """One drill page's loop: ``name`` in the progress store, ``key`` its session prefix, ``counters``
    the saved counters' name with ``defaults``; ``rounds``/``right``: the counters :meth:`count` adds to."""

    name: str
    key: str
    counters: str
    defaults: tuple[tuple[str, Any], ...]
    rounds: str = "rounds"
    right: str = "right"

    # ---- the learner's counters ----
    def kept(self) -> dict:
        """The learner's counters (a dict in the session over ``defaults``; change it, then :meth:`save`)."""
        ss = st.session_state
        if self.counters not in ss:
            saved = None
            try:
                saved = progress.get_store().counters(self.counters)
            except progress.STORE_ERRORS:
                log.exception("Không đọc được bộ đếm %s", self.counters)
            ss[self.counters] = {**dict(self.defaults), **(saved or {})}
        return ss[self.counters]

    def save(self) -> bool:
        """Save the learner's counters; ``True`` if saved. Never raises."""
        try:
            return progress.get_store().save_counters(self.counters, self.kept())
        except progress.STORE_ERRORS:
            log.exception("Không lưu được bộ đếm %s", self.counters)
            return False

    def count(self, ok: bool, **more: int) -> dict:
        """One answered round: ``rounds`` + 1, ``right`` + 1 when ``ok``, the streak (back to 0
        after a wrong answer) and the best streak; ``more``: other counters to add to. Saved."""
        c = self.kept()
        c[self.rounds] += 1
        if self.right:
            c[self.right] += int(ok)
        for name, n in more.items():
            c[name] += n
        c["streak"] = c["streak"] + 1 if ok else 0
        c["best"] = max(c["best"], c["streak"])
        self.save()
        return c

    def reset(self) -> None:
        """Every counter back to its starting value (saved)."""
        self.kept().update(dict(self.defaults))
        self.save()

    # ---- the progress store ----
    def record(self, item: Hashable, ok: bool) -> bool:
        """Record an answer to ``item``; ``True`` if saved (else the page's ``ui.save_notice`` says why)."""
        return progress.record_attempt(self.name, item, ok)

    def due(self, candidates: Iterable[Hashable]) -> list:
        """``candidates`` in practice order: answered wrong before first, then new, then due."""
        return progress.due_items(self.name, candidates)

    def pick(self, by_item: dict[str, Any], fallback: Any) -> Any:
        """The value of the item that comes first in practice order (``by_item``: item → value,
        e.g. a seed), else ``fallback``."""
        order = self.due(list(by_item))
        return by_item[order[0]] if order else fallback

    def pick_seed(self, items_of: Callable[[int], Iterable[str]], tries: int, rng: random.Random | None = None) -> int:
        """Of ``tries`` random seeds (below 1,000,000), the one whose item (``items_of(seed)``: its items)
        comes first in practice order, else the first seed."""
        rng = rng or random.Random()
        seeds = [rng.randrange(1_000_000) for _try in range(tries)]
        by_item: dict[str, int] = {}
        for seed in seeds:
            for item in items_of(seed):
                by_item.setdefault(item, seed)
        return self.pick(by_item, seeds[0])

    # ---- the round ----
    def new_round(self, round_id: str, **fresh: Any) -> bool:
        """Start round ``round_id`` when it is not the current one: each ``fresh`` value goes to
        the session under the drill's prefix. ``True`` if a new round started."""
        ss = st.session_state
        if ss.get(self.key + "round") == round_id:
            return False
        ss[self.key + "round"] = round_id
        for name, value in fresh.items():
            ss[self.key + name] = value
        return True

    def reopen_link(self, params: tuple[str, ...]) -> None:
        """A link with none of ``params`` (the sidebar drops the query parameters) reopens this
        session's last round, so an answer given before leaving the page is kept."""
        last = st.session_state.get(self.key + "last_params")
        if last and not any(p in st.query_params for p in params):
            st.query_params.update(last)

    def keep_link(self, params: tuple[str, ...]) -> None:
        """Remember the round's link parameters (for :meth:`reopen_link`)."""
        qp = st.query_params
        st.session_state[self.key + "last_params"] = {p: str(qp[p]) for p in params if p in qp}


def retry_row(retry: tuple[str, str, Callable, tuple], reveal: tuple[str, str, Callable, tuple],
              note: str | None = None) -> None:
    """After a wrong answer: ``retry`` beside ``reveal`` (each: label, widget key, callback, its arguments),
    then ``note``."""
    for column, (label, key, call, args), kind, icon in zip(st.columns(2), (retry, reveal), ("primary", "secondary"),
                                                            (":material/replay:", ":material/visibility:")):
        column.button(label, key=key, on_click=call, args=args, type=kind, icon=icon, width="stretch")
    if note:
        st.caption(note)
