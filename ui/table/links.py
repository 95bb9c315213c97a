"""Links from the practice table: the page or lesson that teaches a fault, and the hand link
(``?van=<seed>&nguoi=…&may=…&che_do=…``, read with pydantic) that deals the same hand at the same table."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import streamlit as st
from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator, model_validator

from words.i18n import DEFAULT_LANGUAGE, current_language, text_of
from learning.i18n import _
from learning.lessons import load_course
from ui.i18n import LANG_PARAM
from ui.inputs import DEFAULT_VARIANT, int_or_none, LINK_SEED_MAX
from chan_core.errors import ChanError
from chan_core.options import make_options, variant_ids
from chan_core.rules import load_rules
from learning.coach import BOT_NAMES, fault_gloss, MODES
from learning.glosses import with_gloss
from ui.table.settings import OPTION_INT_MAX
from urllib.parse import urlencode, urlsplit, urlunsplit
from words.phrases.loi import fault_name


LOI_LESSONS = {"A": "loi-nhom-a", "0": "loi-nhom-a"}


def page_link_safe(path: str, label: str, *, icon: str | None = None, query_params: dict | None = None,
                   alone: str = "") -> None:
    """``st.page_link`` that degrades, when the page is run alone (no router), to plain text — or to
    an info box saying ``alone``."""
    try:
        st.page_link(path, label=label, icon=icon, query_params=query_params)
    except Exception:  # noqa: BLE001 — page_link needs st.navigation; the page alone still works
        if alone:
            st.info(alone, icon=":material/info:")
        else:
            st.caption(label)


def loi_lesson(code: int | str) -> str:
    """The lesson on lỗi ``code``: its group's; an un-numbered fault's, «Ăn tiền và báo»."""
    return LOI_LESSONS.get(load_rules().loi_by_number(code).group, "loi-nhom-b-d") if isinstance(code, int) \
        else "an-tien-bao"


def loi_link(code: int | str, lesson: bool = True) -> None:
    """Links to «Các lỗi» on lỗi ``code`` (``?loi=N``) and (``lesson``) the lesson on its group; an un-numbered fault
    links to «Ăn tiền và báo»."""
    name = with_gloss(fault_name(code), fault_gloss(code))
    if isinstance(code, int):
        page_link_safe("app_pages/loi.py", _("Lỗi {code} — {name} (trang Các lỗi)").format(code=code, name=name),
                       icon=":material/gavel:", query_params={"loi": str(code)})
    else:
        page_link_safe("app_pages/an_tien.py", _("{name} — trang Ăn tiền & báo").format(name=name),
                       icon=":material/payments:")
    if lesson:
        lesson_link(loi_lesson(code))


def lesson_link(lesson_id: str) -> None:
    """A link to lesson ``lesson_id`` (``app_pages/bai_hoc.py?lesson=…&step=1``),
    labelled with the lesson's title (its English twin in English)."""
    try:
        title = next((text_of(ls, "title") for ls in load_course() if ls.id == lesson_id), lesson_id)
    except Exception:  # noqa: BLE001 — a lesson file being edited must not break the table
        title = lesson_id
    page_link_safe("app_pages/bai_hoc.py", _("Bài học: {title}").format(title=title), icon=":material/school:",
                   query_params={"lesson": lesson_id, "step": "1"})


# ---------------------------------------------------------------- the hand link (issue 24)
LINK_PARAMS = {"van": "seed", "nguoi": "players", "may": "bot", "che_do": "mode", "bien_the": "variant",
               "luat_lang": "options"}


class HandLink(BaseModel):
    """A hand link read: the deal ``seed`` and, when given, ``players``, ``bot``, ``mode``, ``variant`` and
    house-rule ``options`` (the rest take the variant's defaults)."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    seed: int = Field(ge=0, le=LINK_SEED_MAX)
    players: int | None = Field(default=None, ge=2, le=4)
    bot: str | None = None
    mode: str | None = None
    variant: str | None = None
    options: dict[str, bool | int | str] | None = None

    @field_validator("bot", "mode", "variant")
    @classmethod
    def _known(cls, v: str | None, info: ValidationInfo) -> str | None:
        known = {"bot": BOT_NAMES, "mode": MODES}.get(info.field_name) or variant_ids()
        if v is not None and v not in known:
            raise ValueError(f"unknown {info.field_name}")
        return v

    @model_validator(mode="after")
    def _rules_hold(self) -> "HandLink":
        """The house rules are rules of the variant (the link's, else the default one)."""
        if self.options is not None:
            rules_of(self.variant, self.options)
        return self

    def rules(self, variant: str | None = None) -> tuple[str, dict] | None:
        """``(variant, every option's value)`` the link asks for (``variant`` when the link names
        house rules only), or ``None`` when it names neither."""
        if self.variant is None and self.options is None:
            return None
        return rules_of(self.variant or variant, self.options or {})

    def deals(self, table: Any) -> bool:
        """Whether opening this link must deal a new hand over ``table`` (``None``: none yet):
        another seed, another number of players, or other rules than the hand being played."""
        if table is None:
            return True
        s = table.state
        if s.seed != self.seed or (self.players is not None and self.players != s.players):
            return True
        wanted = self.rules(s.variant)
        return wanted is not None and wanted != rules_of(s.variant, s.options)


def rules_of(variant: str | None, options: dict) -> tuple[str, dict]:
    """``(variant, {option id: value})`` with every house rule (defaults for those left out).
    Raises ``ValueError`` when the options are not the variant's."""
    variant = variant or DEFAULT_VARIANT
    try:
        made = make_options(variant, dict(options)).as_dict()
    except ChanError as err:
        raise ValueError("not a house rule of the variant") from err
    made.pop("variant", None)
    return variant, made


def _option_kinds() -> dict[str, Any]:
    """``{option id: its rules.variant_options entry}`` (type ``bool``/``int``/``choice``)."""
    return {o.id: o for o in load_rules().variant_options}


def read_rules_text(text: Any) -> tuple[dict | None, list[str]]:
    """The link's house rules (``id:value`` pairs joined by commas) as ``{option id: value}``, or
    ``(None, [bad pairs…])``. Never raises."""
    kinds = _option_kinds()
    out: dict[str, Any] = {}
    bad: list[str] = []
    for pair in str(text).split(","):
        key, sep, raw = pair.strip().partition(":")
        o = kinds.get(key) if sep else None
        value: Any = None
        if o is not None and key not in out:
            if o.type == "bool":
                value = {"0": False, "1": True}.get(raw)
            elif o.type == "choice":
                value = next((c for c in o.choices if str(c) == raw), None)
            else:
                value = int_or_none(raw, lo=0, hi=OPTION_INT_MAX)
        if value is None:
            bad.append(pair)
            continue
        out[key] = value
    return (None, bad) if bad else (out, [])


def read_hand_link(params: Mapping[str, Any]) -> tuple[HandLink | None, list[str]]:
    """The hand link in ``params`` read from its good parts, and the names of the parts that cannot be read
    (left out: the table's own value is used); ``(None, [names…])`` when ``?van=`` is missing or cannot be
    read (the other parts are read all the same). Never raises."""
    raw = {k: params.get(k) for k in LINK_PARAMS if params.get(k) is not None}
    read = {"seed": int_or_none, "players": int_or_none, "options": lambda v: read_rules_text(v)[0]}
    values = {LINK_PARAMS[k]: read.get(LINK_PARAMS[k], str)(v) for k, v in raw.items()}
    bad = {k for k in raw if values[LINK_PARAMS[k]] is None}
    param = {f: k for k, f in LINK_PARAMS.items()}
    link = None
    while link is None:  # each round leaves out at least one more part (a bad seed: the others are checked)
        good = {LINK_PARAMS[k]: values[LINK_PARAMS[k]] for k in raw if k not in bad}
        try:
            link = HandLink.model_validate({"seed": 0, **good})
        except ValidationError as err:  # a part out of range or unknown; else the rules are not the variant's
            bad |= {param[e["loc"][0]] for e in err.errors() if e["loc"]} or {"luat_lang"}
    return (None if "van" in bad or "van" not in raw else link), [k for k in LINK_PARAMS if k in bad]


def hand_link_params(table: Any) -> dict[str, str]:
    """The query parameters that deal ``table``'s hand again at the same table under the same rules."""
    s = table.state
    out = {"van": str(s.seed), "nguoi": str(s.players)}
    bot = table.bots[1] if len(table.bots) > 1 else None
    if bot:
        out["may"] = str(bot)
    if table.mode:
        out["che_do"] = str(table.mode)
    variant, options = rules_of(s.variant, s.options)
    out["bien_the"] = variant
    out["luat_lang"] = ",".join(f"{k}:{int(v) if isinstance(v, bool) else v}" for k, v in options.items()
                                if k in _option_kinds())
    return out


def hand_link_url(table: Any) -> str:
    """The full address of the hand link of ``table`` (:func:`hand_link_params`) on this server
    (``st.context.url``; a relative ``choi_thu?…`` when the address is not known), in the page's language
    (``lang=en`` in English, as the app's other links)."""
    params = hand_link_params(table)
    if (lang := current_language()) != DEFAULT_LANGUAGE:
        params[LANG_PARAM] = lang
    query = urlencode(params, safe=":,")  # the house rules stay readable
    try:
        here = urlsplit(st.context.url or "")
    except Exception:  # noqa: BLE001 — no browser (AppTest, a script): a relative link
        here = urlsplit("")
    if here.scheme in ("http", "https") and here.netloc:
        base = here.path.rsplit("/", 1)[0]
        return urlunsplit((here.scheme, here.netloc, f"{base}/choi_thu", query, ""))
    return f"choi_thu?{query}"


def share_hand(table: Any) -> None:
    """«Gửi ván này»: a popover with the hand link to copy, for a friend or a teacher to play
    the same deal at the same table from the start."""
    with st.popover(_("Gửi ván này"), icon=":material/share:"):
        st.markdown(_("Người mở link này được chia **đúng ván này** (số {seed}, {players} người, cùng loại máy, "
                      "chế độ, bộ luật và luật làng) và chơi từ đầu:").format(seed=table.state.seed,
                                                                            players=table.state.players))
        st.code(hand_link_url(table), language=None, wrap_lines=True)
