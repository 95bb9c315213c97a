"""Sentences of scenario files and fields (:mod:`chan_core.scenario`, :mod:`chan_core.eval_kinds`)."""
from __future__ import annotations

from words.i18n import N_, WORDS
from words.phrases import by_flag, chosen, each, tables

_ = WORDS.gettext

_S = tables(__name__)

_WHY = _S["why"]


def _file_said(fact, say) -> dict:
    """A file fact's parameters with ``where`` (its line, if known), ``why`` and ``what`` in words."""
    p = dict(fact)
    p["where"] = _(N_(" (dòng {n})")).format(n=fact["line"]) if fact.get("line") else ""
    if "why" in p:
        p["why"] = _(_WHY[p["why"]])
    if "stage" in p:
        p["why"] = _(_S["os_why"][p["stage"]]).format(n=p["errno"])
    if "what" in p:
        p["what"] = _(_S["yaml_what"][p["what"]])
    return p


def _range_kind(fact) -> str:
    lo, hi = fact.get("lo"), fact.get("hi")
    return "both" if lo is not None and hi is not None else "lo" if lo is not None else "hi"


RENDERERS = {
    **each(_S["by_depth"], by_flag("depth")),
    **each(_S["file"], lambda msgid: lambda fact, say: _(msgid).format(**_file_said(fact, say))),
    **each(_S["int_range"], chosen(_range_kind, lambda fact, say: {
        **dict(fact), "lo": fact.get("lo"), "hi": fact.get("hi"), "value": say(fact["value"])})),
    "hand.size": by_flag("melded")(_S["hand_size"]),
}


def file_why(why: str) -> str:
    """Why a path is not a file to read or write (``'fifo'`` → «là một ống dẫn (FIFO), không phải
    tệp»), in the current language: the ``why`` of ``file.unreadable`` (the CLI says it for ``--out``)."""
    return _(_WHY[why])
