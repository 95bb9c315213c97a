"""A pydantic ``ValidationError`` as one Vietnamese :class:`ChanError` naming file, entry and field
(``"loi.yaml: lỗi số 3, trường 'penalty': phải là một trong 'nghi_an_tien', …"``)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from chan_core.errors import ChanError

_TEXT = yaml.load(Path(__file__).with_suffix(".yaml").read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)  # the labels, in Vietnamese
_LIST_LABELS, _DICT_LABELS, _SAID = _TEXT["list_labels"], _TEXT["dict_labels"], _TEXT["said"]
_ID_KEYS = ("id", "number", "code", "term", "word", "text", "name")


def _ident(elem: Any, index: int) -> str:
    if isinstance(elem, (str, int)) and not isinstance(elem, bool):
        return str(elem)
    if isinstance(elem, dict):
        for k in _ID_KEYS:
            v = elem.get(k)
            if isinstance(v, (str, int)) and not isinstance(v, bool):
                return str(v)
    return f"#{index + 1}"


def _entry_and_field(data: Any, loc: tuple) -> tuple[list[str], list[str]]:
    """Walk ``loc`` through ``data``: entries met on the way, and the field path after the last one."""
    entries: list[str] = []
    fields: list[str] = []
    node, parent = data, None
    for x in loc:
        if isinstance(node, list) and isinstance(x, int) and 0 <= x < len(node):
            label = _LIST_LABELS.get(str(parent), "mục")
            ident = _ident(node[x], x)
            entries.append(f"{label} {ident}" if label == "lỗi số" else f"{label} '{ident}'")
            fields = []
            node, parent = node[x], x
        elif isinstance(node, dict):
            if parent in _DICT_LABELS and x in node:
                entries.append(f"{_DICT_LABELS[parent]} '{x}'")
                fields = []
            else:
                fields.append(str(x))
            node, parent = node.get(x) if isinstance(x, str) else None, x
        elif node is None and not fields:
            fields.append(str(x))
        # else: a scalar was reached; the rest of loc is pydantic's union tags
    return entries, fields


def _say(err: dict) -> str:
    t = err.get("type", "")
    ctx = err.get("ctx") or {}
    if t in ("value_error", "assertion_error") and ctx.get("error") is not None:
        return str(ctx["error"])  # our validators' own Vietnamese, without pydantic's "Value error, "
    if t in _SAID:
        return _SAID[t].format(**ctx).replace(" or ", " hoặc ")  # pydantic's list of literals: 'a' or 'b'
    return _SAID.get(t.split("_")[0] + "_", err.get("msg", t))


def describe(file: str, data: Any, err: dict) -> str:
    """One line: ``"<file>: <entry>, trường '<field>': <reason> (giá trị: …)"``."""
    entries, fields = _entry_and_field(data, tuple(err.get("loc", ())))
    where = ", ".join(entries)
    if fields:
        where = f"{where}, trường '{'.'.join(fields)}'" if where else f"trường '{'.'.join(fields)}'"
    if not where:
        where = "toàn tệp"
    text = f"{file}: {where}: {_say(err)}"
    if err.get("type") not in ("missing", "extra_forbidden") and "input" in err:
        shown = repr(err["input"])
        if len(shown) <= 60:
            text += f" (giá trị: {shown})"
    return text


def to_chan_error(file: str, data: Any, exc: ValidationError, *, limit: int = 5) -> ChanError:
    """One :class:`ChanError` listing up to ``limit`` problems of ``file``, one per line."""
    errs = exc.errors()
    lines = [describe(file, data, e) for e in errs[:limit]]
    if len(errs) > limit:
        lines.append(f"{file}: … và {len(errs) - limit} lỗi khác")
    return ChanError("\n".join(lines), field=file)
