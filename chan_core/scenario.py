"""Scenario files: reading their fields.

A scenario is a dict (one YAML mapping) with an ``id``, a ``kind`` (``hand``,
``win``, ``score``, ``xuong``, ``action``, ``boc_cai``) and the fields of that
kind (SPEC "Scenario files"). A file holds one scenario, a list of them, or
several YAML documents. The readers here turn raw fields into engine values
and raise :class:`ChanError` whose ``field`` names the field at fault.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar
from pathlib import Path

import yaml

from chan_core.cards import Hand, Kind, check_copies, parse_card_value, parse_cards
from chan_core.errors import ChanError, shown
from chan_core.melds import Meld, parse_meld

_MISSING = object()
T = TypeVar("T")


def _get(sc: dict, name: str, required: bool, default=None):
    v = sc.get(name, _MISSING)
    if v is _MISSING or v is None:
        if required:
            raise ChanError(f"Thiếu trường «{name}».", field=name)
        return default
    return v


def read_cards(sc: dict, name: str, required: bool = True) -> list[Kind]:
    """A list of cards from field ``name`` (string of codes/names, or a list)."""
    v = _get(sc, name, required, "")
    try:
        return parse_cards(v)
    except ChanError as e:
        raise e.with_context(field=name) from None


def read_hand(sc: dict, name: str = "hand", required: bool = True) -> Hand:
    """A :class:`Hand` from field ``name``."""
    cards = read_cards(sc, name, required)
    try:
        return Hand(cards)
    except ChanError as e:
        raise e.with_context(field=name) from None


def read_card(sc: dict, name: str, required: bool = True) -> Kind | None:
    """One card from field ``name``."""
    v = _get(sc, name, required)
    if v is None:
        return None
    try:
        return parse_card_value(v)
    except ChanError as e:
        raise e.with_context(field=name) from None


def read_melds(sc: dict, name: str = "melds") -> tuple[Meld, ...]:
    """Melds from field ``name``: a list of ``{type, cards}``."""
    v = _get(sc, name, False, [])
    if not isinstance(v, list):
        raise ChanError(f"«{name}» phải là một danh sách các bộ {{type, cards}}, không phải «{shown(v)}».", field=name)
    return tuple(read_each(v, name, parse_meld))


def read_each(items: list | tuple, name: str, parse: Callable[[object], T]) -> list[T]:
    """``parse`` every item of a list field; an error names ``name[i]`` (and the item's own field)."""
    out = []
    for i, x in enumerate(items):
        try:
            out.append(parse(x))
        except ChanError as e:
            raise e.with_context(field=f"{name}[{i}]") from None
    return out


def read_int(sc: dict, name: str, required: bool = True, default: int | None = None,
             lo: int | None = None, hi: int | None = None) -> int | None:
    """An integer field within ``[lo, hi]``."""
    v = _get(sc, name, required, default)
    if v is None:
        return None
    if isinstance(v, bool) or not isinstance(v, int):
        raise ChanError(f"«{name}» phải là số nguyên, không phải «{shown(v)}».", field=name)
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        if lo is not None and hi is not None:
            want = f"từ {lo} đến {hi}"
        else:
            want = f"≥ {lo}" if lo is not None else f"≤ {hi}"
        raise ChanError(f"«{name}» phải {want}, không phải {shown(v)}.", field=name)
    return v


def read_choice(sc: dict, name: str, choices: Iterable[str], required: bool = True,
                default: str | None = None) -> str | None:
    """A string field that must be one of ``choices``."""
    v = _get(sc, name, required, default)
    if v is None:
        return None
    ch = tuple(choices)
    if not isinstance(v, str) or v not in ch:
        raise ChanError(f"«{name}» phải là một trong {', '.join(ch)}, không phải «{shown(v)}».", field=name)
    return v


def read_bool(sc: dict, name: str, default: bool = False) -> bool:
    """A ``true``/``false`` field (``default`` when missing); anything else raises :class:`ChanError`."""
    v = _get(sc, name, False, default)
    if not isinstance(v, bool):
        raise ChanError(f"«{name}» phải là true hoặc false, không phải «{shown(v)}».", field=name)
    return v


def read_context(sc: dict, choices: Iterable[str], name: str = "context") -> frozenset[str]:
    """``context``: a list of flags (``[thong, dia_u]``) or a mapping ``{thong: true}``."""
    v = _get(sc, name, False, [])
    if isinstance(v, str):
        v = [v]
    if isinstance(v, dict):
        v = [k for k, on in v.items() if on]
    if not isinstance(v, list):
        raise ChanError(f"«{name}» phải là danh sách, ví dụ [thong, dia_u], không phải «{shown(v)}».", field=name)
    ch = set(choices)
    for x in v:
        if not isinstance(x, str) or (x not in ch and x != "dealt_hand"):
            raise ChanError(f"Bối cảnh «{shown(x)}» không có; chỉ có {', '.join(sorted(ch))}.", field=name)
    return frozenset(x for x in v if x != "dealt_hand")


def check_scenario_copies(*groups: Iterable[Kind]) -> None:
    """No kind more than 4 times across all the card groups of one scenario."""
    allc: list[Kind] = []
    for g in groups:
        allc.extend(g)
    check_copies(allc, "trong tình huống")


def load_file(path: str | Path) -> list[dict]:
    """Read a scenario file: a mapping, a list, or several YAML documents.

    Returns the scenario dicts in file order (documents in order, list items
    in order). Empty documents add nothing, so an empty file (or one of
    comments and ``---`` only) is ``[]`` — the CLI prints ``[]``, exit 0.
    Raises :class:`ChanError` naming the file when it cannot be read (missing,
    a directory, not UTF-8), is not YAML (with the line), holds a value PyYAML
    cannot build (a > 4300-digit number, a date such as 2020-13-45), is nested
    too deeply, or is not made of mappings.
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ChanError(f"{p}: không tìm thấy tệp.") from None
    except (OSError, UnicodeDecodeError) as e:
        raise ChanError(f"{p}: không đọc được tệp ({e.__class__.__name__}).") from None
    try:
        docs = list(yaml.safe_load_all(text))
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f" (dòng {mark.line + 1})" if mark else ""
        raise ChanError(f"{p}: YAML sai cú pháp{where}.") from None
    except RecursionError:
        raise ChanError(f"{p}: YAML lồng nhau quá sâu, không đọc được.") from None
    except (ValueError, OverflowError) as e:  # PyYAML builds ints/dates without catching these
        what = "một số quá dài (hơn 4300 chữ số)" if "digits" in str(e) else "một ngày tháng không có thật (ví dụ 2020-13-45)"
        raise ChanError(f"{p}: YAML có {what}, không đọc được.") from None
    out: list[dict] = []
    for d in docs:
        if d is None:
            continue
        items = d if isinstance(d, list) else [d]
        for i, x in enumerate(items):
            if not isinstance(x, dict):
                raise ChanError(f"{p}: tình huống thứ {len(out) + 1} không phải một mapping YAML.")
            out.append(x)
    return out
