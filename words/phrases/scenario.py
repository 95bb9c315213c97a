"""Sentences of scenario files and fields (:mod:`chan_core.scenario`, :mod:`chan_core.eval_kinds`)."""
from __future__ import annotations

from words.i18n import N_, WORDS
from words.phrases import by_flag, each, tables

_ = WORDS.gettext

_S = tables(__name__)
TEMPLATES = _S["TEMPLATES"]

_WHY = _S["why"]


def _at_line(msgid: str):
    """A renderer: ``msgid`` with ``where`` the line of the file, if known."""
    def render(fact, say) -> str:
        where = _(N_(" (dòng {n})")).format(n=fact["line"]) if fact.get("line") else ""
        return _(msgid).format(**{**dict(fact), "where": where})
    return render


def _int_range(fact, say) -> str:
    lo, hi = fact.get("lo"), fact.get("hi")
    if lo is not None and hi is not None:
        text = _(N_("«{name}» phải từ {lo} đến {hi}, không phải {value}."))
    elif lo is not None:
        text = _(N_("«{name}» phải ≥ {lo}, không phải {value}."))
    else:
        text = _(N_("«{name}» phải ≤ {hi}, không phải {value}."))
    return text.format(name=fact["name"], lo=lo, hi=hi, value=say(fact["value"]))


def _unreadable(fact, say) -> str:
    return _(N_("{path}: {why}.")).format(path=fact["path"], why=_(_WHY[fact["why"]]))


def _os_error(fact, say) -> str:
    if fact["stage"] == "open":
        why = _(N_("không mở được tệp (lỗi hệ thống số {n})")).format(n=fact["errno"])
    else:
        why = _(N_("không đọc được tệp (lỗi hệ thống số {n})")).format(n=fact["errno"])
    return _(N_("{path}: {why}.")).format(path=fact["path"], why=why)


def _yaml_value(fact, say) -> str:
    if fact["what"] == "long_number":
        what = _(N_("một số quá dài (hơn 4300 chữ số)"))
    else:
        what = _(N_("một ngày tháng không có thật (ví dụ 2020-13-45)"))
    return _(N_("{path}: YAML có {what}, không đọc được.")).format(path=fact["path"], what=what)


def _hand_size(fact, say) -> str:
    if fact["melded"]:
        where = _(N_(" ({in_hand} trên tay + {melded} dưới chiếu)")).format(in_hand=fact["in_hand"],
                                                                          melded=fact["melded"])
    else:
        where = ""
    return _(N_("Bài có {n} lá{where}; cần 19 lá (bài đang chờ) hoặc 20 lá (bài nhà cái vừa chia, hay vừa ăn chưa "
                "đánh).")).format(n=fact["n"], where=where)


RENDERERS = {
    **each(_S["by_depth"], by_flag("depth")),
    **each(_S["at_line"], _at_line),
    "field.int_range": _int_range, "file.unreadable": _unreadable, "file.os_error": _os_error,
    "file.yaml_value": _yaml_value, "hand.size": _hand_size,
}


def file_why(why: str) -> str:
    """Why a path is not a file to read or write (``'fifo'`` → «là một ống dẫn (FIFO), không phải
    tệp»), in the current language: the ``why`` of ``file.unreadable`` (the CLI says it for ``--out``)."""
    return _(_WHY[why])
