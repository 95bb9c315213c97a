"""The pages with learners (issue 14), through the router (AppTest): «Bạn là ai?»
profiles, drill counters that follow the learner into a new browser, export and
delete, and sign-in (``st.login`` configured: a signed-in user only ever reaches
their own rows, whatever the session or the link say)."""
from __future__ import annotations

import json
import time

import pytest
from streamlit.testing.v1 import AppTest

from learning import learners, progress
from learning.progress import ProgressStore
from words.i18n import language
from tests.apptest_pages import APP, open_page

K = "hoc_chan__"


def metric(at: AppTest, label: str) -> str:
    return next(str(m.value) for m in at.metric if m.label == label)


def add_profile(at: AppTest, name: str) -> AppTest:
    at.sidebar.text_input(key=K + "new_name").set_value(name)
    at.sidebar.button(key=K + "add").click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def chosen(at: AppTest) -> str:
    """The name shown in «Bạn là ai?»."""
    box = at.sidebar.selectbox(key=K + "choose")
    return box.options[box.index]


def listed(at: AppTest) -> list[str]:
    """The names «Bạn là ai?» offers this browser (``[]``: no list at all)."""
    return next((list(b.options) for b in at.sidebar.selectbox if b.key == K + "choose"), [])


def choose(at: AppTest, name: str) -> AppTest:
    box = at.sidebar.selectbox(key=K + "choose")
    box.select_index(box.options.index(name)).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def answer_an_hay_khong(at: AppTest) -> None:
    next(b for b in at.button if b.key and b.key.startswith("ahk_opt_")).click().run()
    assert not at.exception, [e.value for e in at.exception]


def test_every_page_has_the_picker_and_the_first_browser_gets_the_first_profile(db):
    at = open_page("app_pages/home.py")  # a fresh install: its first browser starts «Người học 1»
    box = at.sidebar.selectbox(key=K + "choose")
    assert box.label == "Bạn là ai?" and box.options == ["Người học 1"] and chosen(at) == "Người học 1"
    add_profile(at, "Lan")
    assert at.sidebar.selectbox(key=K + "choose").options == ["Người học 1", "Lan"] and chosen(at) == "Lan"
    other = open_page("app_pages/home.py")  # the next browser: neither, not even listed
    assert listed(other) == []


def test_the_first_save_of_a_browser_with_no_learner_starts_its_own(db):
    """Issue 22: a browser that chose nobody is handed nobody's profile; its first save makes a
    new learner of its own («Người học N»), and only that browser has it."""
    lan = learners.create("Lan")
    learners.bind_browser(learners.new_browser_id(), lan.id)  # Lan's browser has her
    ProgressStore(db, learner=lan.id).record_attempt("an_hay_khong", "x", True)
    at = open_page("app_pages/an_hay_khong.py")
    assert listed(at) == []  # another browser's learner: neither chosen nor listed
    assert metric(at, "Điểm") == "0/0"
    at.switch_page("app_pages/tien_do.py").run()
    assert metric(at, "Số lần trả lời") == "0"  # not Lan's progress
    at.switch_page("app_pages/an_hay_khong.py").run()
    answer_an_hay_khong(at)
    at.run()
    assert chosen(at) == "Người học 1" and listed(at) == ["Người học 1"]
    me = next(p for p in learners.list_learners() if p.name == "Người học 1")
    assert len(ProgressStore(db, learner=me.id).attempts()) == 1
    assert [a["item_id"] for a in ProgressStore(db, learner=lan.id).attempts()] == ["x"]  # Lan's untouched
    again = open_page("app_pages/home.py")  # another browser: neither of them
    assert listed(again) == []


def test_the_lone_profile_from_before_is_handed_to_the_first_browser_only(db):
    """Progress saved before profiles (or outside the app) is the database's only profile, never
    given to a browser: the first browser gets it (and its progress); the next one does not."""
    ProgressStore(db).record_attempt("an_hay_khong", "cũ", True)
    first = open_page("app_pages/tien_do.py")
    assert chosen(first) == "Người học 1" and metric(first, "Số lần trả lời") == "1"
    second = open_page("app_pages/tien_do.py")
    assert listed(second) == [] and metric(second, "Số lần trả lời") == "0"


def test_a_reload_of_the_same_browser_keeps_its_learner_and_a_new_one_gets_nobody(db):
    """The page gives the browser an id cookie; the next session of that browser (a reload, a
    new tab) comes back as its learner; a browser with another id, or an id of bad shape, does not."""
    from tests.apptest_pages import browser_cookie

    at = open_page("app_pages/home.py")
    add_profile(at, "Lan")
    cookie = browser_cookie(at)
    lan = next(p for p in learners.list_learners() if p.name == "Lan")
    assert learners.valid_browser_id(cookie) and learners.learner_of_browser(cookie) == lan.id
    again = open_page("app_pages/an_hay_khong.py", browser=at)  # a reload
    assert chosen(again) == "Lan"
    assert listed(open_page("app_pages/home.py")) == []  # another browser
    assert learners.learner_of_browser("x") is None and learners.learner_of_browser(cookie[:-1] + "?") is None
    assert learners.learner_of_browser(learners.new_browser_id()) is None


def test_two_tabs_opened_before_the_first_save_make_one_learner(db):
    first = open_page("app_pages/an_hay_khong.py")
    second = open_page("app_pages/an_hay_khong.py", browser=first)  # the same browser, another tab
    answer_an_hay_khong(first)
    answer_an_hay_khong(second)
    assert chosen(first) == chosen(second) == "Người học 1"
    assert [p.name for p in learners.list_learners()] == ["Người học 1"]
    assert len(ProgressStore(db, learner=1).attempts()) == 2


def test_choosing_a_profile_again_brings_its_counters_and_a_new_browser_cannot(db):
    at = open_page("app_pages/an_hay_khong.py")
    add_profile(at, "Minh")
    answer_an_hay_khong(at)
    score = metric(at, "Điểm")
    add_profile(at, "Lan")  # a sibling on the same browser
    assert metric(at, "Điểm") == "0/0" and listed(at) == ["Người học 1", "Minh", "Lan"]  # its first one too
    choose(at, "Minh")  # the family computer: both listed, each with their own counters
    assert metric(at, "Điểm") == score and score.endswith("/1")
    again = open_page("app_pages/an_hay_khong.py")  # a new browser: handed nobody, offered nobody
    assert listed(again) == [] and metric(again, "Điểm") == "0/0"


def test_rename_and_name_errors_are_shown_in_vietnamese(db):
    at = open_page("app_pages/home.py")
    add_profile(at, "Lan")
    add_profile(at, "lan")
    assert any("Đã có người học tên" in e.value for e in at.sidebar.error)
    add_profile(at, "   ")
    assert any("Hãy gõ một tên" in e.value for e in at.sidebar.error)
    at.sidebar.text_input(key=K + "rename").set_value("Lan **đậm** [x](y)")
    at.sidebar.button(key=K + "do_rename").click().run()
    assert chosen(at) == "Lan **đậm** [x](y)"  # stored and listed exactly as typed
    shown = [s.value for s in at.sidebar.success]
    assert shown and "**đậm**" not in shown[0]  # echoed literally (escaped), never as markdown


def test_delete_a_profile_from_the_progress_page(db):
    # the lone profile made outside the app: this browser is handed it
    progress.get_database().write(lambda conn: learners.start_new(conn, time.time()))
    at = open_page("app_pages/home.py")
    add_profile(at, "Tạm")
    tam = next(p for p in learners.list_learners() if p.name == "Tạm")
    ProgressStore(db, learner=tam.id).record_attempt("boc_cai", "q", True)
    at.switch_page("app_pages/tien_do.py").run()
    assert metric(at, "Số lần trả lời") == "1"
    at.button(key=K + "delete").click().run()
    assert any("xác nhận" in e.value for e in at.error)  # not without the box ticked
    assert learners.get(tam.id) is not None
    at.checkbox(key=K + "confirm_delete").check().run()
    at.button(key=K + "delete").click().run()
    assert not at.exception
    assert learners.get(tam.id) is None and [p.name for p in learners.list_learners()] == ["Người học 1"]
    box = at.sidebar.selectbox(key=K + "choose")  # nobody: never handed another profile; its own still listed
    assert box.value is None and box.options == ["Người học 1"]
    assert any("Đã xoá hồ sơ" in x.value for x in at.success)
    assert ProgressStore(db, learner=1).attempts() == []


@pytest.fixture
def downloads(monkeypatch) -> list:
    """Every file a download button is given during the runs of this test, as
    ``(file name, bytes or "deferred")`` in order — what the browser would download."""
    from streamlit.runtime.media_file_manager import MediaFileManager

    seen: list = []
    add, add_deferred = MediaFileManager.add, MediaFileManager.add_deferred

    def record(self, data, mimetype, coordinates, file_name=None, is_for_static_download=False):
        if is_for_static_download:
            seen.append((file_name, data))
        return add(self, data, mimetype, coordinates, file_name, is_for_static_download)

    def record_deferred(self, fn, mimetype, coordinates, file_name=None, **kw):
        seen.append((file_name, "deferred"))
        return add_deferred(self, fn, mimetype, coordinates, file_name, **kw)

    monkeypatch.setattr(MediaFileManager, "add", record)
    monkeypatch.setattr(MediaFileManager, "add_deferred", record_deferred)
    return seen


def exported(downloads: list) -> dict:
    """The JSON the last «Tải tiến độ về (JSON)» button drawn was given (bytes made in the run)."""
    name, data = next(x for x in reversed(downloads) if str(x[0]).endswith(".json"))
    assert data != "deferred"  # never a function called later, in a thread that knows no learner
    return json.loads(data)


def test_export_gives_the_current_learners_json(db, downloads):
    """Through a real run: each learner's page holds that learner's data, whatever was
    exported before (the first export used to decide every later one)."""
    at = open_page("app_pages/home.py")
    add_profile(at, "Hà")
    ha = next(p for p in learners.list_learners() if p.name == "Hà")
    ProgressStore(db, learner=ha.id).lesson_done("bo-bai")
    at.switch_page("app_pages/tien_do.py").run()
    doc = exported(downloads)
    assert doc == json.loads(json.dumps(progress.store_for(ha.id).export()))
    assert doc["learner"]["name"] == "Hà" and [x["lesson_id"] for x in doc["lessons_done"]] == ["bo-bai"]
    other = open_page("app_pages/home.py")
    add_profile(other, "Minh")
    minh = next(p for p in learners.list_learners() if p.name == "Minh")
    ProgressStore(db, learner=minh.id).lesson_done("u")
    other.switch_page("app_pages/tien_do.py").run()
    mine = exported(downloads)
    assert mine["learner"]["name"] == "Minh" and [x["lesson_id"] for x in mine["lessons_done"]] == ["u"]
    at.run()
    assert exported(downloads)["learner"]["name"] == "Hà"  # Hà's page still holds Hà's


# ------------------------------------------------------------------ sign-in configured
AUTH = {"auth": {"redirect_uri": "http://localhost:8501/oauth2callback", "cookie_secret": "x" * 32,
                 "client_id": "hoc-chan", "client_secret": "s", "server_metadata_url":
                 "http://127.0.0.1:9/.well-known/openid-configuration"}}


def signed_in(path: str, user: dict | None, **session) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.secrets.update(AUTH)
    at.user = {"is_logged_in": True, "iss": "http://idp.test", **user} if user else {"is_logged_in": False}
    for k, v in session.items():
        at.session_state[k] = v
    at.run()
    at.switch_page(path).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_signed_out_sees_only_the_sign_in_box(db):
    ProgressStore(db).record_attempt("boc_cai", "q", True)  # a local learner's progress on this server
    at = signed_in("app_pages/tien_do.py", None)
    assert [t.value for t in at.title] == ["Đăng nhập"]
    assert [b.label for b in at.button] == ["Đăng nhập"] and not at.metric  # no page, no progress read
    assert not at.sidebar.selectbox  # no profile picker when sign-in is on


def test_two_signed_in_users_each_see_only_their_own_progress(db):
    ProgressStore(db).record_attempt("an_hay_khong", "local", True)  # the local profile: never shown to them
    a = signed_in("app_pages/an_hay_khong.py", {"sub": "alice", "email": "alice@example.org", "name": "Alice"})
    answer_an_hay_khong(a)
    a.switch_page("app_pages/tien_do.py").run()
    assert metric(a, "Số lần trả lời") == "1"
    assert any("Alice" in m.value for m in a.sidebar.markdown)
    alice = learners.for_account(learners.account_of("http://idp.test", "alice"))
    b = signed_in("app_pages/tien_do.py", {"sub": "bob", "email": "bob@example.org", "name": "Bob"},
                  **{K + "learner": alice, K + "account": ("http://idp.test|alice", alice)})  # forged session
    assert metric(b, "Số lần trả lời") == "0"  # Bob's own (empty) progress, whatever the session said
    b.query_params["learner"] = str(alice)
    b.run()
    assert metric(b, "Số lần trả lời") == "0"
    bob = learners.for_account(learners.account_of("http://idp.test", "bob"))
    assert bob != alice and ProgressStore(db, learner=bob).attempts() == []
    mine = [x["drill"] for x in ProgressStore(db, learner=alice).attempts()]
    assert mine == ["an_hay_khong"] and ProgressStore(db, learner=1).attempts()[0]["item_id"] == "local"


@pytest.mark.parametrize("url", ["mysql://hoc:bi-mat@db.example/hoc", "không phải địa chỉ", "postgresql+nope://x/y"])
def test_an_unusable_database_url_never_breaks_a_page(monkeypatch, caplog, url):
    """``HOC_CHAN_DB_URL`` naming a database this app cannot use: every page runs, the pages
    that use progress say why in Vietnamese, the server log names the variable (never the password), nothing is
    saved."""
    monkeypatch.setenv("HOC_CHAN_DB_URL", url)
    s = progress.get_store()
    assert s.status == progress.UNAVAILABLE and "bi-mat" not in s.cause and "HOC_CHAN_DB_URL" in s.cause
    assert "bi-mat" not in caplog.text
    assert progress.record_attempt("d", "a", True) is False and s.attempts() == [] and learners.list_learners() == []
    for path in ("app_pages/tien_do.py", "app_pages/home.py"):
        at = open_page(path)
        shown = [w.value for w in at.warning if "Không đọc và không lưu được tiến độ" in w.value]
        assert len(shown) == 1 and "bi-mat" not in shown[0]


def test_each_profile_gets_its_own_language_back(db):
    """Issue 15: the language is one of the learner's saved choices — choosing a profile brings
    its language back (and into the link), whatever the previous profile used."""
    at = open_page("app_pages/home.py")
    add_profile(at, "Lan")  # Lan chooses English
    at.sidebar.button_group(key="lang").set_value("en").run()
    with language("en"):  # the page is English now; AppTest formats its options in this thread
        assert at.session_state["lang"] == "en"
        add_profile(at, "Minh")  # a new profile has no saved language: the session's stays
        assert at.session_state["lang"] == "en"
        at.sidebar.button_group(key="lang").set_value("vi").run()
    assert at.session_state["lang"] == "vi"
    choose(at, "Lan")
    with language("en"):
        assert at.session_state["lang"] == "en" and at.query_params.get("lang") in ("en", ["en"])
        choose(at, "Minh")
    assert at.session_state["lang"] == "vi" and "lang" not in at.query_params


def test_lesson_steps_keep_the_language_in_the_link(db):
    with language("en"):
        at = open_page("app_pages/bai_hoc.py", lang="en")
        nxt = next(b for b in at.button if b.label.startswith("Next"))
        nxt.click().run()
        assert not at.exception
        assert at.query_params.get("lang") in ("en", ["en"]) and at.query_params.get("step") in ("2", ["2"])


def test_changing_learner_clears_the_page_on_screen_and_keeps_the_variant(db):
    progress.get_database().write(lambda conn: learners.start_new(conn, time.time()))  # never chose a language
    """Issue 14/15: a learner change puts the previous learner's choices back to their
    defaults by *setting* them (a deleted key left them on screen in the browser, which sent
    them again — «Tính điểm» showed the chips while the result ignored them), and re-sends the
    kept rules-variant choice in the new learner's language (it showed nothing selected)."""
    at = open_page("app_pages/home.py")
    add_profile(at, "Lan")
    at.sidebar.button_group(key="lang").set_value("en").run()
    with language("en"):  # the page is English now; AppTest formats its options in this thread
        add_profile(at, "Minh")  # created in English: English is saved as Minh's language
        at.switch_page("app_pages/tinh_diem.py").run()
        at.multiselect(key="td_cuoc").set_value(["chiu_u"]).run()
        assert not at.exception, [e.value for e in at.exception]
        assert at.session_state["td_cuoc"] == ["chiu_u"]
        variant = at.session_state["variant"]
        choose(at, "Learner 1")  # «Người học 1», shown in English; never chose a language: takes English
        assert at.session_state["lang"] == "en"
        assert at.session_state["td_cuoc"] == []
        box = at.multiselect(key="td_cuoc")  # set back to the default, not just deleted: the
        assert box.proto.set_value and list(box.proto.raw_values) == []  # browser is sent the value
        assert at.session_state["variant"] == variant
        at.sidebar.button_group(key="lang").set_value("vi").run()
    choose(at, "Minh")
    assert at.session_state["lang"] == "en"  # Minh was created in English and keeps it


def test_changing_learner_gives_the_page_its_own_defaults_back(db):
    """A page that gives a widget its first value itself (the practice table's speed «Vừa»)
    gets that value back after a learner change, not the widget's first option, and the
    browser is sent it."""
    at = open_page("app_pages/choi_thu.py")
    assert at.session_state["ct_speed"] == "vua"
    at.selectbox(key="ct_speed").set_value("cham").run()
    assert at.session_state["ct_speed"] == "cham"
    add_profile(at, "Lan")
    assert at.session_state["ct_speed"] == "vua"
    box = at.selectbox(key="ct_speed")
    assert box.value == "vua" and box.proto.set_value


@pytest.mark.parametrize("lang, words", [
    ("vi", ("chỉ có những người học đã được thêm hay chọn trên trình duyệt này", "máy chủ cần bật đăng nhập",
            "Trình duyệt này chưa có hồ sơ người học nào")),
    ("en", ("lists only the learners added or chosen on this browser", "the server needs sign-in turned on",
            "This browser has no learner profile yet")),
])
def test_the_sidebar_says_the_list_is_this_browsers_and_sign_in_carries_progress(db, lang, words):
    lan = learners.create("Lan", browser=learners.new_browser_id())  # another browser's
    ProgressStore(db, learner=lan.id).record_attempt("boc_cai", "q", True)
    with language(lang):
        at = open_page("app_pages/home.py", lang=lang)
    said = " ".join(c.value for c in at.sidebar.caption)
    assert all(w in said for w in words), said
    assert listed(at) == [] and "Lan" not in said


@pytest.mark.parametrize(("lang", "said"), [
    ("vi", "Bạn đang học với tên tự đặt «Người học 1»: muốn giữ tiến độ đã có thì đổi tên"),
    ("en", "You are learning under the name the app gave you, «Learner 1»: to keep the progress you have, rename"),
])
def test_an_automatic_name_says_rename_keeps_the_progress_and_a_chosen_name_does_not(db, lang, said):
    """A tester added «Lan» after practising as «Người học N» and thought the progress lost: the box says that
    renaming keeps it (only while the app's own name is chosen)."""
    with language(lang):
        at = open_page("app_pages/home.py", lang=lang)  # the first browser starts «Người học 1»
        assert any(said in c.value for c in at.sidebar.caption), [c.value for c in at.sidebar.caption]
        add_profile(at, "Lan")
        assert not any(said[:25] in c.value for c in at.sidebar.caption)
