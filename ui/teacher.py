"""Teachers (class mode): who is a teacher, and the class-code box of «Lớp học» (wrong codes slowed
down, then locked)."""
from __future__ import annotations

import hmac
import os
import math
import secrets

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

from learning import learners
from learning.i18n import _, ngettext
from ui.learner import K, _app_secrets, _signed_in_account, browser_id, log, set_cookie, sign_in_configured
from ui.inputs import kept_expander
from ui.limits import Tries

__all__ = ["is_teacher", "teacher_gate", "class_code"]

SS_TEACHER = K + "teacher"  # this session entered the class code
SS_LEFT = K + "class_left"  # this session left class mode: the cookie it started with opens nothing
CLASS_COOKIE = "hoc_chan_class"  # this browser entered the class code (:func:`_pass`), until the browser closes
CLASS_CODE_ENV = "HOC_CHAN_CLASS_CODE"

CODE_TRIES = None  # the class-code tries of this process (ui.limits.Tries), made at first use
SHORT_CODE = 16  # a class code shorter than this is called easy to guess


def class_code() -> str | None:
    """The class code (``[hoc_chan] class_code`` in the secrets, else ``$HOC_CHAN_CLASS_CODE``), or ``None``."""
    code = _app_secrets().get("class_code") or os.environ.get(CLASS_CODE_ENV) or ""
    return str(code).strip() or None


def _teachers() -> set[str]:
    return {str(x).strip().casefold() for x in (_app_secrets().get("teachers") or []) if str(x).strip()}


def _teacher_accounts() -> set[str]:
    """``[hoc_chan] teacher_accounts``: teachers as ``"issuer|subject"`` (:func:`learning.learners.account_of`)."""
    parts = (str(x).strip().rpartition("|") for x in _app_secrets().get("teacher_accounts") or [])
    return {learners.account_of(iss, sub) for iss, sep, sub in parts if sep and sub}


def _pass(code: str) -> str:
    """What :data:`CLASS_COOKIE` holds: the class code's HMAC of this browser's id (``ui.learner.COOKIE``), or with
    sign-in of the account signed in (a browser then has no id cookie) — another browser or account, or a new class
    code, needs another; the code itself never leaves the server."""
    who = _signed_in_account() if sign_in_configured() else None
    return hmac.new(code.encode(), f"{CLASS_COOKIE}|{who[0] if who else browser_id()}".encode(), "sha256").hexdigest()


def _sent_pass() -> str:
    """The :data:`CLASS_COOKIE` the browser sent when this session started ('' when none)."""
    try:
        return str(st.context.cookies.get(CLASS_COOKIE) or "")
    except Exception:  # noqa: BLE001 — no cookies in this context
        return ""


def is_teacher() -> bool:
    """Signed in with a listed account, or with a listed *verified* e-mail, or this session entered
    the class code, or an earlier session of this browser did (its cookie, until the browser closes)."""
    ss = st.session_state
    if ss.get(SS_TEACHER):
        return True
    code = class_code()
    if code and not ss.get(SS_LEFT) and hmac.compare_digest(_sent_pass(), _pass(code)):
        ss[SS_TEACHER] = True
        return True
    who = _signed_in_account() if sign_in_configured() else None
    if who is None:
        return False
    account, _name, email = who
    if account in _teacher_accounts():
        return True
    verified = str(st.user.get("email_verified")).strip().lower() == "true"  # True or "true"
    return bool(email and verified and str(email).strip().casefold() in _teachers())


def _try_keys() -> tuple[str | None, str | None]:
    """(this session, this client's address) — what wrong class codes are counted against."""
    ctx = get_script_run_ctx(suppress_warning=True)
    try:
        ip = st.context.ip_address
    except Exception:  # noqa: BLE001 — no client address in this context
        ip = None
    return (f"session:{ctx.session_id}" if ctx is not None else None,
            f"address:{ip}" if isinstance(ip, str) and ip else None)


def _on_code() -> None:
    global CODE_TRIES
    ss = st.session_state
    code, typed = class_code(), ss.get(K + "code_in", "")
    ss[K + "code_in"] = ""
    keys = _try_keys()
    tries = CODE_TRIES = CODE_TRIES or Tries()
    before = tries.verdict(*keys)
    if not before.allowed:  # not even checked: wait (or locked)
        ss[K + "code_bad"] = ("locked" if before.locked else "wait", before.wait)
        return
    if code and hmac.compare_digest(str(typed).strip().encode(), code.encode()):
        tries.forget(keys[0])
        ss[SS_TEACHER] = True
        ss.pop(SS_LEFT, None)
        return
    after = tries.wrong(*keys)
    log.warning("Mã lớp sai (%s lần, %s)", after.wrong, keys[1] or "không rõ địa chỉ")
    ss[K + "code_bad"] = ("locked" if after.locked else "wrong", after.wait)


def _leave() -> None:
    st.session_state.pop(SS_TEACHER, None)
    st.session_state[SS_LEFT] = True


def _code_message(kind: str, wait: float) -> str:
    if kind == "locked":
        return _("Đã nhập sai mã lớp quá nhiều lần. Việc thử mã lớp bị khoá thêm {m} phút (cho trình duyệt này "
                 "và địa chỉ mạng này); hãy hỏi lại người quản trị mã lớp đúng.").format(m=max(1, math.ceil(wait / 60)))
    s = max(1, math.ceil(wait))
    if kind == "wait":
        return ngettext("Hãy đợi {s} giây rồi thử lại: sau mỗi lần nhập sai, lần thử sau phải chờ lâu hơn.",
                        "Hãy đợi {s} giây rồi thử lại: sau mỗi lần nhập sai, lần thử sau phải chờ lâu hơn.", s).format(s=s)
    return ngettext("Mã lớp không đúng. Lần thử sau có thể bắt đầu sau {s} giây; sai nhiều lần thì việc thử bị khoá.",
                    "Mã lớp không đúng. Lần thử sau có thể bắt đầu sau {s} giây; sai nhiều lần thì việc thử bị khoá.",
                    s).format(s=s)


def code_suggestion(admin: bool = False) -> None:
    """A long random class code to copy (128 bits, one per session), with «Tạo mã khác»; ``admin``: as the line of
    the secrets file it goes in, else (a teacher passes it on) the code alone, in plain words."""
    idea = st.session_state.get(K + "code_idea") or secrets.token_urlsafe(16)
    st.session_state[K + "code_idea"] = idea
    st.markdown(_("Nên dùng một mã dài, ngẫu nhiên (khó đoán), ví dụ mã này vừa được tạo cho bạn:") if admin else _(
        "Mã dưới đây là một mã dài, ngẫu nhiên vừa được tạo cho bạn: bấm nút chép ở góc phải ô rồi gửi cho người quản "
        "trị máy chủ để thay mã lớp."))
    st.code(f'class_code = "{idea}"' if admin else idea, language="toml" if admin else None)
    st.button(_("Tạo mã khác"), key=K + "code_new", on_click=st.session_state.pop, args=(K + "code_idea", None),
              icon=":material/autorenew:")


def teacher_gate() -> bool:
    """On «Lớp học»: ``True`` for a teacher, else the class-code box (or how to set one up) and ``False``."""
    if st.session_state.get(SS_LEFT):  # the class-mode cookie ends too
        set_cookie(f"{CLASS_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict")
    if is_teacher():
        code = class_code()
        if code and st.session_state.get(SS_TEACHER):  # by the class code: kept while this browser stays open
            if _sent_pass() != _pass(code):
                set_cookie(f"{CLASS_COOKIE}={_pass(code)}; Path=/; SameSite=Strict")
            st.button(_("Rời chế độ lớp học"), key=K + "code_leave", on_click=_leave, icon=":material/logout:",
                      help=_("Chế độ lớp học còn mở trên trình duyệt này (cả khi chuyển trang hay tải lại) đến khi "
                             "đóng trình duyệt hoặc bấm nút này. Trên máy dùng chung, hãy bấm nút này trước khi rời máy."))
            if len(code) < SHORT_CODE:
                st.warning(_("Mã lớp đang dùng ngắn, dễ bị đoán ra. Người quản trị nên thay bằng một mã dài, ngẫu "
                             "nhiên."), icon=":material/key:")
                code_suggestion()
        return True
    if not class_code() and not _teachers() and not _teacher_accounts():
        st.info(_("Trang này dành cho giáo viên. Lớp học chưa được thiết lập trên máy chủ này."),
                icon=":material/lock:")
        with kept_expander(_("Dành cho người quản lý máy chủ"), "teacher_admin_box", icon=":material/admin_panel_settings:"):
            st.markdown(_("Chế độ lớp học chưa được bật. Người quản trị máy chủ hãy đặt mã lớp trong "
                          "`.streamlit/secrets.toml` (mục `[hoc_chan]`, khoá `class_code`) hoặc biến môi trường "
                          "`{env}`, hoặc liệt kê e-mail giáo viên ở khoá `teachers` khi có đăng nhập.")
                        .format(env=CLASS_CODE_ENV))
            code_suggestion(admin=True)
        return False
    if bad := st.session_state.pop(K + "code_bad", None):
        st.error(_code_message(*bad), icon=":material/error:")
    if not class_code():
        st.info(_("Trang này chỉ mở cho giáo viên đã đăng nhập bằng tài khoản có trong danh sách giáo viên."),
                icon=":material/lock:")
        return False
    st.text_input(_("Mã lớp (giáo viên)"), key=K + "code_in", type="password")
    st.button(_("Vào chế độ lớp học"), key=K + "code_go", on_click=_on_code, icon=":material/key:")
    return False
