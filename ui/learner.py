"""Who is learning: the «Bạn là ai?» profile picker, ``st.login`` sign-in, drill counters, export/delete.
Without sign-in the learner belongs to this browser (a cookie id the database binds to a learner); with
an ``[auth]`` section in the secrets, the signed-in account. Installs the store's learner resolver."""
from __future__ import annotations

import json
import logging
import time
from datetime import datetime
from typing import Any

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

from learning import learners, progress
from learning.learners import shown_name
from learning.i18n import _
from ui.feedback import literal
from ui.inputs import DEFAULT_VARIANT, VARIANT_LINKED, kept_expander, saved_variant
from ui.style import script_tag
from ui.i18n import _save_language, carry_widget_values, saved_language, SS_LANG
from ui.widget_values import rerun_coming, reset_to_defaults

log = logging.getLogger("hoc_chan.ui")

__all__ = [
    "learner_sidebar", "current_learner_id", "sign_in_configured", "learner_data_panel", "NO_LEARNER",
    "remember_browser",
]

K = "hoc_chan__"
SS_LEARNER = K + "learner"  # the chosen local profile (this browser session)
SS_ACCOUNT = K + "account"  # (account key, learner id) of the signed-in user, looked up once per session
SS_NEW = K + "new_store"  # this browser's new-learner store (no learner chosen yet: the first save makes one)
SS_BROWSER = K + "browser"  # this browser's id (its cookie; a new one when it sent none)
COOKIE = "hoc_chan_browser"  # the browser's random id (learners.new_browser_id)
COOKIE_DAYS = 400
KEEP = ("variant", "lang", VARIANT_LINKED)  # session keys kept when the learner changes (everything else belongs to a learner)
NO_LEARNER = 0  # the learner of nobody: no rows, saves refused
HAND_PARAMS = ("van", "nguoi", "may", "che_do", "bien_the", "luat_lang", "seed", "xep")
"""Address parts that carry the learner's hand (the practice table's hand link, ui.table.links.LINK_PARAMS) or Mậu
binh deal (``?seed=``, ``?xep=``): left out when the learner changes, so the next one gets his own (each learner's is
kept: the practice table's hand, ``learning.mau_binh_rounds.open_round``)."""


# ---------------------------------------------------------------- configuration
def _secrets() -> Any:
    try:
        return st.secrets if st.secrets.load_if_toml_exists() else {}
    except Exception:  # noqa: BLE001 — a broken secrets file: no sign-in, logged
        log.exception("Không đọc được .streamlit/secrets.toml")
        return {}


def sign_in_configured() -> bool:
    """Whether ``st.login`` is set up (an ``[auth]`` section in the secrets)."""
    return "auth" in _secrets()


def _app_secrets() -> dict:
    try:
        return dict(_secrets().get("hoc_chan", {}) or {})
    except Exception:  # noqa: BLE001
        return {}


# ---------------------------------------------------------------- who is it?
def _signed_in_account() -> tuple[str, str | None, str | None] | None:
    try:
        user = st.user
        sub = user.get("sub") if user.is_logged_in else None
    except Exception:  # noqa: BLE001 — no auth support / not configured
        return None
    return (learners.account_of(user.get("iss"), sub), user.get("name"), user.get("email")) if sub else None


def current_learner_id() -> int | None:
    """The signed-in account's learner (:data:`NO_LEARNER` signed out), else this browser's;
    ``None`` outside a Streamlit run."""
    if get_script_run_ctx(suppress_warning=True) is None:
        return None
    ss = st.session_state
    if sign_in_configured():
        who = _signed_in_account()
        if who is None:
            return NO_LEARNER
        if ss.get(SS_ACCOUNT, (None,))[0] != who[0]:  # looked up once per session
            lid = learners.for_account(*who)
            if lid is None:
                return NO_LEARNER
            ss[SS_ACCOUNT] = (who[0], lid)
        return ss[SS_ACCOUNT][1]
    lid = ss.get(SS_LEARNER)
    if lid is None:  # the first run of this session: the browser's own learner, else nobody's
        bid = browser_id()
        lid = ss[SS_LEARNER] = learners.learner_of_browser(bid) or learners.take_unclaimed(bid) or NO_LEARNER
    if lid == NO_LEARNER and (new := ss.get(SS_NEW)) is not None:  # its first save made a learner, else another tab
        made = new.learner_id() or learners.learner_of_browser(browser_id())  # of this browser may have one now
        if made is not None:  # this browser's
            lid = ss[SS_LEARNER] = made
            ss.pop(SS_NEW, None)
            ss.pop(K + "people", None)
    return lid


def request_cookie() -> str | None:
    """The cookie :data:`COOKIE` the browser sent when this session started, or ``None``."""
    try:
        return st.context.cookies.get(COOKIE)
    except Exception:  # noqa: BLE001 — no cookies in this context (old clients)
        return None


def browser_id() -> str:
    """This browser's id: its cookie's, else a new one kept for the session."""
    ss = st.session_state
    bid = ss.get(SS_BROWSER)
    if bid is None:
        sent = request_cookie()
        bid = ss[SS_BROWSER] = sent if learners.valid_browser_id(sent) else learners.new_browser_id()
    return bid


def _current_store() -> Any:
    """The learner's id, or a browser with none yet gets a store whose first save creates one."""
    lid = current_learner_id()
    if lid != NO_LEARNER or sign_in_configured():
        return lid
    ss = st.session_state
    new = ss.get(SS_NEW)
    if new is None:
        bid = browser_id()
        new = ss[SS_NEW] = progress.ProgressStore(
            database=progress.get_database(), start_new=lambda conn, now: learners.start_new(conn, now, bid))
    return new


progress.set_learner_resolver(_current_store)


def _switch_to(lid: int) -> None:
    """Make ``lid`` this session's learner (in a callback): reset the page state, take their language."""
    ss = st.session_state
    reset_to_defaults([key for key in ss.keys() if not str(key).startswith(K) and key not in KEEP])
    for name in HAND_PARAMS:  # the address must not deal the other learner's hand to this one
        st.query_params.pop(name, None)
    ss.pop(K + "people", None)  # read the list again (a new or renamed profile)
    ss.pop(SS_NEW, None)
    ss[SS_LEARNER] = ss[K + "choose"] = int(lid)
    # the new learner's own, else the visit's link, else the default: never the last learner's choice
    ss["variant"] = saved_variant() or ss.get(VARIANT_LINKED) or DEFAULT_VARIANT
    learners.remember(int(lid))
    learners.bind_browser(browser_id(), int(lid))  # this browser's now: its reloads and tabs come back to it
    old = ss.get(SS_LANG)
    lang = saved_language()  # the new learner's own language, when they chose one
    if lang is None:
        _save_language()
    elif lang != old:
        ss[SS_LANG] = lang
        carry_widget_values(old, lang)


# ---------------------------------------------------------------- the sidebar
PEOPLE_TTL_S = 10.0  # seconds the profile list is kept in the session


def _people(fresh: bool = False) -> list:
    ss = st.session_state
    cached = ss.get(K + "people")
    if cached and not fresh and time.monotonic() - cached[0] < PEOPLE_TTL_S:
        return cached[1]
    people = learners.list_learners(browser=browser_id())  # this browser's own: never another browser's learners
    ss[K + "people"] = (time.monotonic(), people)
    return people


def _on_choose() -> None:
    lid = st.session_state.get(K + "choose")
    if lid is not None and lid != st.session_state.get(SS_LEARNER) and lid in {p.id for p in _people()}:
        _switch_to(int(lid))


def _named(act: Any, lead: str, key: str = K + "msg") -> Any:
    """``act()`` (create or rename), or ``None`` with «bad name» or «lead: why» in ``key``."""
    try:
        done = act()
    except learners.LearnerNameError as e:
        st.session_state[key] = ("error", str(e))
        return None
    if not done:  # in a learner's words (no path or database address)
        cause = _(progress.LEARNER_CAUSES.get(progress.get_database().status, progress.SAVE_FAILED))
        st.session_state[key] = ("error", _("{lead}: {cause}.").format(lead=lead, cause=cause))
    return done


def _on_add() -> None:
    ss = st.session_state
    bid = browser_id()
    made = _named(lambda: learners.create(ss.get(K + "new_name", ""), browser=bid), _("Chưa thêm được người học"))
    if made is None:
        return
    _switch_to(made.id)
    ss[K + "new_name"] = ""
    ss[K + "msg"] = ("success", _("Đã thêm «{name}». Từ giờ mọi tiến độ trên trình duyệt này được ghi cho người học này.")
                      .format(name=made.name))


RENAME_MSG = K + "msg_rename"


def _on_rename() -> None:
    ss = st.session_state
    lid, name = ss.get(SS_LEARNER), ss.get(K + "rename", "")
    bid = browser_id()
    if lid is None or not _named(lambda: learners.rename(int(lid), name, browser=bid), _("Chưa đổi được tên"),
                                 RENAME_MSG):
        return
    ss[K + "rename"] = ""
    ss.pop(K + "people", None)
    ss[RENAME_MSG] = ("success", _("Đã đổi tên thành «{name}».").format(name=learners.clean_name(name)))


def _show_msg(key: str = K + "msg", keep: bool = False) -> None:
    ss = st.session_state  # a message is shown until a run that is not followed at once by another
    if msg := ss.get(key) if keep or rerun_coming() else ss.pop(key, None):
        (st.error if msg[0] == "error" else st.success)(literal(msg[1], limit=None))


def learner_sidebar() -> int | None:
    """The sidebar «Bạn là ai?» or the signed-in user (signed out: a sign-in box, run stops).
    Returns the current learner's id; never raises for storage faults."""
    if sign_in_configured():
        return _signed_in_sidebar()
    ss = st.session_state
    lid = current_learner_id()
    people = _people()
    if lid not in (None, NO_LEARNER) and lid not in {p.id for p in people}:  # made a moment ago (the list is kept)?
        people = _people(fresh=True)
        if people and lid not in {p.id for p in people}:
            lid = ss[SS_LEARNER] = NO_LEARNER  # deleted elsewhere: this browser has none now (never another's)
    ids = [p.id for p in people]
    names: dict[int, str] = {}
    for p in people:  # never two entries alike: the selectbox maps a label back to one id
        label, n = shown_name(p.name), 1
        while label in names.values():
            n += 1
            label = f"{shown_name(p.name)} ({n})"
        names[p.id] = label
    mine = lid if lid in ids else None
    with st.sidebar:
        st.markdown(_("**Bạn là ai?**"))
        if people:
            ss[K + "choose"] = mine
            st.selectbox(_("Bạn là ai?"), ids, key=K + "choose", format_func=lambda i: names.get(i, str(i)),
                         on_change=_on_choose, label_visibility="collapsed", placeholder=_("Chọn tên của bạn"),
                         help=_("Mỗi người học có tiến độ riêng: bài đã học, câu trả lời, chuỗi đúng, ván chơi thử. "
                                "Trình duyệt này nhớ người học bạn chọn (bằng một cookie)."))
        if mine is None:
            st.caption(_("Trình duyệt này chưa có người học. Hãy chọn tên của bạn hoặc thêm tên mới; nếu bạn cứ "
                         "học luôn, lần lưu đầu tiên sẽ tạo một hồ sơ mới cho trình duyệt này.") if people else
                       _("Trình duyệt này chưa có hồ sơ người học nào. Hãy thêm tên của bạn; nếu bạn cứ học luôn, "
                         "lần lưu đầu tiên sẽ tạo một hồ sơ mới cho trình duyệt này."))
        with st.popover(_("Thêm hoặc đổi tên"), icon=":material/person_add:", width="stretch"):
            # no max_chars: the browser drops a longer paste whole, and the learner hears only «type a name»
            limit = _("Tối đa {max} ký tự.").format(max=learners.NAME_MAX)
            if mine is not None and learners.DEFAULT_NAME.fullmatch(next(p.name for p in people if p.id == mine)):
                st.caption(_("Bạn đang học với tên tự đặt «{name}»: muốn giữ tiến độ đã có thì đổi tên ở dưới; "
                             "«Thêm người học» tạo một hồ sơ mới, chưa có tiến độ.").format(name=names[mine]))
            st.text_input(_("Tên người học mới"), key=K + "new_name", placeholder=_("ví dụ: Lan"), help=limit)
            st.button(_("Thêm người học"), key=K + "add", on_click=_on_add, icon=":material/add:")
            st.caption(_("«Bạn là ai?» chỉ có những người học đã được thêm hay chọn trên trình duyệt này. Tiến độ ở "
                         "lại với trình duyệt này: muốn học tiếp trên máy khác, máy chủ cần bật đăng nhập."))
            _show_msg(keep=True)  # in the popover, by its field, while it stays open (it covers the sidebar)
            if mine is not None:  # the rename message once, above its field: after the button a phone cut it off
                _show_msg(RENAME_MSG)
                st.text_input(_("Tên mới cho người đang chọn"), key=K + "rename", help=limit)
                st.button(_("Đổi tên"), key=K + "do_rename", on_click=_on_rename, icon=":material/edit:")
        _show_msg()  # and in the sidebar, for when the popover closed (a new learner redraws the sidebar)
    return current_learner_id()


def remember_browser() -> None:
    """Give the browser its id cookie when it sent none (a small script); not with sign-in. Never raises."""
    if sign_in_configured():
        return
    try:
        bid = browser_id()
        if bid != request_cookie():
            set_cookie(f"{COOKIE}={bid}; Path=/; Max-Age={COOKIE_DAYS * 86400}; SameSite=Lax")
    except Exception:  # noqa: BLE001 — remembering must never break a page
        log.exception("Không ghi được cookie của trình duyệt")


def set_cookie(cookie: str) -> None:
    """Set ``cookie`` (``name=value; attributes``) in the browser: a small script in the sidebar."""
    with st.sidebar:
        st.html(script_tag("cookie.js", cookie=json.dumps(cookie)), width="content", unsafe_allow_javascript=True)


def _signed_in_sidebar() -> int | None:
    who = _signed_in_account()
    if who is None:
        st.title(_("Đăng nhập"))
        st.markdown(_("Ứng dụng này lưu tiến độ riêng cho từng người học, nên bạn cần đăng nhập trước. "
                      "Sau khi đăng nhập, chỉ bạn xem và sửa được tiến độ của mình."))
        if st.button(_("Đăng nhập"), type="primary", icon=":material/login:", key=K + "login"):
            st.login()
        st.stop()
    lid = current_learner_id()
    me = learners.get(lid) if lid else None
    with st.sidebar:
        label = shown_name(me.name) if me else (who[1] or who[2] or _("bạn"))
        st.markdown(_("Đang học: **{name}**").format(name=literal(label)))
        if who[2]:
            st.caption(literal(who[2]))
        if st.button(_("Đăng xuất"), key=K + "logout", icon=":material/logout:"):
            st.session_state.clear()
            st.logout()
    return lid


# ---------------------------------------------------------------- the learner's own data
def _on_delete(lid: int) -> None:
    """Delete the learner ``lid`` if it is still this session's learner."""
    ss = st.session_state
    if not ss.get(K + "confirm_delete"):
        ss[K + "msg_data"] = ("error", _("Hãy đánh dấu ô xác nhận trước khi xoá."))
        return
    if current_learner_id() != lid:
        ss[K + "msg_data"] = ("error", _("Người học vừa đổi nên chưa xoá gì; hãy xem lại rồi bấm xoá lần nữa."))
        return
    store = progress.store_for(lid)
    if not store.delete_learner():
        ss[K + "msg_data"] = ("error", _("Chưa xoá được: {cause}.").format(
            cause=store.learner_problem(progress.LEARNER) or _(progress.SAVE_FAILED)))
        return
    for key in list(ss.keys()):
        if key not in KEEP and key != SS_BROWSER:  # still this browser: its other learners stay listed
            del ss[key]
    if not sign_in_configured():  # this browser has no learner now: it is never handed another's profile
        ss[SS_LEARNER] = NO_LEARNER
    ss[K + "msg_data"] = ("success", _("Đã xoá hồ sơ và toàn bộ tiến độ của người học đó."))


def learner_data_panel() -> None:
    """«Dữ liệu của bạn»: download the learner's data as JSON, or delete it after a confirmation."""
    store = progress.get_store()
    lid = store.learner_id()
    me = learners.get(lid) if lid else None
    with kept_expander(_("Dữ liệu của bạn: tải về hoặc xoá"), K + "data_box", icon=":material/folder_shared:"):
        _show_msg(K + "msg_data")
        if me is None:
            st.caption(_("Chưa có hồ sơ người học nào để tải về."))
            return
        stamp = datetime.now().strftime("%Y%m%d")
        data = json.dumps(store.export() or {}, ensure_ascii=False, indent=1).encode("utf-8")
        st.download_button(_("Tải tiến độ về (JSON)"), data=data, file_name=f"hoc-chan-{lid}-{stamp}.json",
                           mime="application/json", icon=":material/download:", on_click="ignore",
                           key=K + "export")
        st.caption(_("Tệp JSON có mọi thứ đã lưu cho người học này: bài đã học, từng câu trả lời, "
                     "lịch ôn tập, bộ đếm luyện tập và các ván chơi thử."))
        st.checkbox(_("Tôi muốn xoá hẳn hồ sơ «{name}» cùng toàn bộ tiến độ (không lấy lại được)")
                    .format(name=literal(shown_name(me.name))),
                    key=K + "confirm_delete")
        st.button(_("Xoá hồ sơ này"), key=K + "delete", on_click=_on_delete, args=(lid,),
                  icon=":material/delete_forever:")
