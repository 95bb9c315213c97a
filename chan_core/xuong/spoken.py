"""Xướng in words said at the table: the declared items (:class:`Said`), reading a declaration,
the words of a xướng (:func:`say`, one ù-word) and the canonical xướng of a win (:func:`canonical`).

The xướng's words are the game's Vietnamese (``rules/cuoc.yaml`` ``xuong_word``), the same in
every language. Seed 001 §V "Xướng", "thứ tự xướng"; seed 003 "Xướng ù".
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby

from chan_core.errors import ChanError, quoted_value, shown, shown_value
from chan_core.options import Options
from chan_core.xuong.rules import BACH_THU, BACH_THU_CHI, XUONG, cuoc_info, order_of, sort_key


@dataclass(frozen=True)
class Said:
    """One cước in a xướng: ``id`` (SPEC cước id) and ``count`` (≥ 1)."""

    id: str
    count: int = 1

    def as_dict(self) -> dict:
        return {"id": self.id, "count": self.count}


def read_declared(obj: object, options: Options, field_name: str = "declared") -> tuple[Said, ...]:
    """A declared xướng from an ordered list of ``{id, count}``, bare ids or ``[id, count]`` pairs.
    Raises ChanError (``field='declared[i]…'``) for an unknown id, a cước not in the variant or a bad count."""
    if obj is None:
        return ()
    if not isinstance(obj, (list, tuple)):
        raise ChanError("xuong.declared.not_list", field=field_name)
    info = cuoc_info()
    out = []
    for i, item in enumerate(obj):
        f = f"{field_name}[{i}]"
        if isinstance(item, Said):
            cid, n = item.id, item.count
        elif isinstance(item, str):
            cid, n = item, 1
        elif isinstance(item, Mapping):
            extra = set(item) - {"id", "count"}
            if extra:
                raise ChanError("xuong.declared.extra_field", field=f,
                                name=sorted((shown_value(x) for x in extra), key=str)[0])
            cid, n = item.get("id"), item.get("count", 1)
        elif isinstance(item, (list, tuple)) and len(item) == 2:
            cid, n = item
        else:
            raise ChanError("xuong.declared.unreadable", i=i + 1, value=shown_value(item), field=f)
        if not isinstance(cid, str) or cid not in info:
            raise ChanError("scoring.cuoc.unknown", cuoc=shown_value(cid), field=f"{f}.id")
        c = info[cid]
        if options.variant not in c.variants:
            raise ChanError("xuong.declared.not_in_variant", name=c.name, variant=options.variant, field=f"{f}.id")
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= c.max_count:
            raise ChanError("xuong.count.range", name=c.name, max=c.max_count, value=shown_value(n),
                            hint=quoted_value(n), field=f"{f}.count")
        if n > 1 and not c.countable:
            raise ChanError("xuong.count.not_countable", name=c.name, n=n, field=f"{f}.count")
        out.append(Said(cid, n))
    return tuple(out)


# ---------------------------------------------------------------- words
def item_word(cid: str, count: int = 1, variant: str = "classic") -> str:
    """What is said for one cước outside the ù-word: ``'thông'``, ``'bạch thủ'``,
    ``'có 2 lèo'`` (the order step's prefix, then the count when > 1, then the word)."""
    c = cuoc_info().get(cid)
    if c is None:
        raise ChanError("scoring.cuoc.unknown", cuoc=shown_value(cid), field="cid")
    if not 1 <= count <= c.max_count:
        raise ChanError("xuong.count.range", name=c.name, max=c.max_count, value=shown_value(count), hint=None,
                        field="count")
    pre = order_of(variant).prefix.get(cid, "")
    return " ".join(x for x in (pre, str(count) if count > 1 else "", c.xuong_word) if x)


def u_word(ids: Iterable[str], variant: str = "classic") -> str:
    """ONE "ù" word joining the kinds of ù (001 §V): ``['dia_u', 'chiu_u']`` → ``'địa chíu ù'``, ``[]`` → ``'ù'``."""
    info = cuoc_info()
    ids = list(ids)
    unknown = [i for i in ids if i not in info]
    if unknown:
        raise ChanError("scoring.cuoc.unknown", cuoc=shown_value(unknown[0]), field="ids")
    ids = sorted(ids, key=lambda i: sort_key(i, variant))
    before = [info[i].u_part or info[i].xuong_word for i in ids if not info[i].u_after]
    after = [info[i].u_part or info[i].xuong_word for i in ids if info[i].u_after]
    return " ".join([*before, "ù", *after])


def phrases(items: Sequence[Said], variant: str = "classic") -> list[tuple[str, tuple[Said, ...]]]:
    """The words of a xướng in the order given, each with the items it says (a bare "ù" none): consecutive kinds
    of ù are one ù-word carrying the single "ù"; without one, a bare "ù" follows thông/chì (001 §V) or opens the
    xướng when ``u_first`` (003)."""
    info = cuoc_info()
    has_kind = any(info[s.id].group == "u" for s in items)
    bare_first = order_of(variant).u_first and not has_kind
    out: list[tuple[str, tuple[Said, ...]]] = [("ù", ())] if bare_first else []
    placed = bare_first or has_kind
    for is_u, run in groupby(items, key=lambda s: info[s.id].group == "u"):
        run = tuple(run)
        if is_u:  # consecutive kinds of ù: one ù-word
            out.append((u_word([x.id for x in run], variant), run))
            continue
        for s in run:
            if not placed and info[s.id].group != "dau":
                out.append(("ù", ()))
                placed = True
            out.append((item_word(s.id, s.count, variant), (s,)))
    if not placed:
        out.append(("ù", ()))
    return out


def say(items: Sequence[Said], variant: str = "classic") -> list[str]:
    """The words of a xướng (:func:`phrases`, without the items)."""
    return [w for w, _ in phrases(items, variant)]


def spoken(words: Iterable[str]) -> str:
    """A xướng as the player says it: its words in one phrase, the first letter capitalised (``'Chì bạch thủ'``);
    ``'Ù'`` when no word was said."""
    t = " ".join(words) or "ù"
    return t[:1].upper() + t[1:]


@dataclass(frozen=True)
class Canonical:
    """The canonical xướng of a win: ``items`` in order, the ``words`` said, ``text`` capitalised."""

    items: tuple[Said, ...]
    words: tuple[str, ...]

    @property
    def text(self) -> str:
        return spoken(self.words)

    @property
    def cuoc(self) -> dict[str, int]:
        return {s.id: s.count for s in self.items}

    def as_dict(self) -> dict:
        return {"items": [s.as_dict() for s in self.items], "words": list(self.words), "text": self.text}


def _clean(cuoc: Mapping[str, int]) -> dict[str, int]:
    """Detected cước → what a correct xướng says: picture cước replace what they
    replace; bạch thủ chi replaces bạch thủ; xuông only alone."""
    info = cuoc_info()
    out = {}
    for cid, n in cuoc.items():
        if cid not in info:
            raise ChanError("scoring.cuoc.unknown", cuoc=shown_value(cid), field=f"cuoc.{shown(cid)}")
        if not isinstance(n, int) or not 0 <= n <= info[cid].max_count:
            raise ChanError("xuong.cuoc.count_range", name=info[cid].name, max=info[cid].max_count,
                            value=shown_value(n), hint=quoted_value(n), field=f"cuoc.{cid}")
        if n:
            out[cid] = int(n)
    for cid in list(out):
        for r in info[cid].replaces:
            out.pop(r, None)
    if BACH_THU_CHI in out:
        out.pop(BACH_THU, None)
    if len(out) > 1:
        out.pop(XUONG, None)
    return out or {XUONG: 1}


def canonical(cuoc: Mapping[str, int], variant: str = "classic") -> Canonical:
    """The canonical xướng of a win with detected cước ``{id: count}``, in ``variant``'s order (001 §V, 003).
    Raises ChanError on an unknown id."""
    c = _clean(cuoc)
    items = tuple(Said(cid, n) for cid, n in sorted(c.items(), key=lambda kv: sort_key(kv[0], variant)))
    return Canonical(items, tuple(say(items, variant)))
