"""The hand of the page: dealt (``?van=<seed>`` deals that hand) or loaded (the session's, else the
one saved in the progress store, else a new deal)."""
from __future__ import annotations

from typing import Any

import streamlit as st

from learning.i18n import _
from ui.inputs import LINK_SEED_MAX, current_variant
from ui.page import guard_callback
from ui.table.finished import _keep_unfinished
from ui.table.saving import save_table
from ui.table.settings import K, META_KEYS, XK
from ui.widget_values import refuse_link


def _new_seed() -> int:
    import random

    return random.randrange(min(LINK_SEED_MAX, 10**9))


def deal_new(seed: int | None = None, rules: tuple[str, dict] | None = None) -> Any:
    """Deal, save and return the next hand with the widgets' settings; a random deal continues the
    session (the winner bốc cái, thông if his xướng was right, seed 001 §II, §V.2); a given ``seed``
    deals exactly that hand, under ``rules`` ``(variant, options)`` when given."""
    from learning.coach import Table

    ss = st.session_state
    prev = ss.get(K + "table")
    players = int(ss.get(K + "players") or 4)
    variant = current_variant()
    options = {k[len(K + "opt_"):]: v for k, v in ss.items() if str(k).startswith(K + "opt_")}
    if rules is not None:
        variant, options = rules
    drawer = thong = None
    hand_no = 1
    if prev is not None and prev.state.players == players:
        hand_no = prev.hand_no + 1
        w = prev.state.winner
        if w is not None and seed is None:
            drawer = w
            if (prev.state.xuong or {}).get("verdict") == "dung":
                thong = w
    if prev is not None and not prev.finished and prev.state.events:
        _keep_unfinished(prev)
    seed = _new_seed() if seed is None else seed
    table = Table.deal(players, seed, variant=variant, options=_options_for(variant, options),
                       mode=ss.get(K + "mode") or "kem_cap", bot=ss.get(K + "bot") or "sensible",
                       drawer=drawer, thong=thong, hand_no=hand_no)
    ss[K + "table"] = table
    ss.pop(K + "msg", None)
    from ui.xuong_builder import xuong_reset

    xuong_reset(XK)
    st.query_params["van"] = str(seed)
    save_table(table)
    return table


def _options_for(variant: str, raw: dict) -> dict:
    """The house rules the variant understands (others are dropped)."""
    from chan_core.options import make_options

    try:
        make_options(variant, raw)
        return raw
    except Exception:  # noqa: BLE001 — a stale widget value: fall back to the variant's defaults
        return {}


def _follow(link: Any) -> Any:
    """Deal the hand of ``link``: its table first (players, bots, mode), then its deal — the sender's hand."""
    ss = st.session_state
    for field in ("players", "bot", "mode"):
        if getattr(link, field) is not None:
            ss[K + field] = getattr(link, field)
    rules = link.rules(current_variant())
    for name, value in (rules or ("", {}))[1].items():  # the house-rule widgets show the link's rules
        ss[K + "opt_" + name] = value
    return deal_new(link.seed, rules)


@guard_callback
def _open_linked(link: Any) -> None:
    _follow(link)


def offer_linked_hand(table: Any) -> bool:
    """A link named another hand while ``table`` was being played: say the hand was kept, with a button
    to open the link's hand instead (until the learner moves on). ``True`` when said."""
    offer = st.session_state.get(K + "offer")
    if offer is None or offer[1:] != (table.state.seed, len(table.timeline)) or table.finished:
        st.session_state.pop(K + "offer", None)
        return False
    link = offer[0]
    with st.container(key=K + "link_offer"):
        st.info(_("Địa chỉ trang dẫn tới ván số {seed}, nhưng bạn đang chơi dở ván số {mine}: ván đang chơi được "
                  "giữ nguyên. Muốn chơi ván số {seed} thì bấm nút dưới đây (ván đang chơi dở được cất vào "
                  "«Ván đã chơi»).").format(seed=link.seed, mine=table.state.seed), icon=":material/bookmark:")
        st.button(_("Mở ván số {seed}").format(seed=link.seed), key=K + "open_link", on_click=_open_linked,
                  args=(link,), icon=":material/open_in_new:")
    return True


def load_table() -> Any:
    """The session's hand, else the saved one, else a new deal; a readable hand link (``?van=``…)
    deals its hand unless it is the one being played. Writes the hand's seed back to the link."""
    from learning import games, progress
    from learning.coach import Table
    from ui.table.links import read_hand_link

    ss = st.session_state
    owner = progress.current_learner()  # who is playing (None: nobody's yet)
    before = ss.get(K + "owner", owner)
    # another learner chose «Bạn là ai?»: their own hand. From nobody (None) to a learner is this
    # browser's first save making its own learner (issue 22): the same hand, kept.
    if before != owner and before is not None:
        for k in ("table", "session", "h_cache", "msg"):
            ss.pop(K + k, None)
    ss[K + "owner"] = owner
    table = ss.get(K + "table")
    if table is None:
        doc = games.load_slot(games.HAND_SLOT)
        if doc:
            try:
                table = Table.from_dict(doc)
                for k, v in (doc.get("ui") or {}).items():
                    if k in META_KEYS and K + k not in ss:
                        ss[K + k] = v
                ss[K + "restored"] = True
            except Exception:  # noqa: BLE001 — an unreadable saved hand: start a new one, say so
                ss[K + "restore_failed"] = True
                table = None
        ss[K + "table"] = table
    link, bad = read_hand_link(st.query_params)
    asked = st.query_params.get("van")
    for name in bad:  # a hand link with a bad part is not followed at all: the page shell says each bad part
        refuse_link(name, st.query_params.get(name))
    if link is not None and link.deals(table):
        if table is not None and not table.finished and table.timeline:
            # a hand the learner is playing is never replaced unasked (a link, the browser's Back): offered instead
            ss[K + "offer"] = (link, table.state.seed, len(table.timeline))
        else:
            table = _follow(link)
    elif table is None:
        table = deal_new()
    for extra in ("nguoi", "may", "che_do", "bien_the", "luat_lang"):  # followed (or refused): ?van= only
        if extra in st.query_params:
            del st.query_params[extra]
    if bad and "van" not in bad and asked != str(table.state.seed):
        refuse_link("van", asked)  # a good seed in a link not followed: the hand played instead is said
    if st.query_params.get("van") != str(table.state.seed):
        st.query_params["van"] = str(table.state.seed)
    return table
