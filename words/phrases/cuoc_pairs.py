"""Sentences of the cước that never come together (:mod:`chan_core.cuoc_pairs`, seed 001 §IV, §V): the refusal
and its reason clause — the ``why`` fact of each entry of ``rules/cuoc_pairs.yaml``."""
from __future__ import annotations

from chan_core.cards import BY_CODE
from chan_core.cuoc.hoa import PICTURES
from chan_core.rules import load_rules
from words.i18n import WORDS
from words.phrases import each, tables
from words.phrases.cuoc import cuoc_name, lower_first
from words.phrases.game import plain

_S = tables(__name__)
_REFUSED = _S["refused"]
_L = _S["lines"]
_FIXED = _S["fixed"]
_SETS = {"tom": ("tôm", "tam vạn, tam sách, thất văn"), "leo": ("lèo", "cửu vạn, bát sách, chi chi")}
_BT_OWN = _S["bt_own"]


_t = WORDS.gettext


def _say(cid: str, n: int | None = None) -> str:
    """``'3 lèo'``, ``'1 tôm'`` (not «tôm»: 2 tôm come with thập thành), ``'tám đỏ'``: a cước mid-sentence (its
    Vietnamese name) with its count ``n``, said for a countable cước or over 1; the name alone without ``n``."""
    count = n is not None and (n > 1 or any(c.id == cid and c.countable for c in load_rules().cuoc))
    return f"{n} {lower_first(cuoc_name(cid))}" if count else lower_first(cuoc_name(cid))


def _refused(fact, say) -> str:
    parts = []
    for k, ns in fact["cuoc"]:
        ns = sorted(ns)
        if ns == [1] or len(ns) == 1:
            parts.append(_say(k, ns[0]))
        else:
            parts.append(_t(_L["counts"]).format(counts=", ".join(map(str, ns[:-1])), last=ns[-1],
                                            word=_say(k, 2).split(" ", 1)[1]))
    why = say(fact["why"])
    if len(parts) == 2:
        return _t(_REFUSED[2]).format(a=parts[0], b=parts[1], why=why)
    return _t(_REFUSED[1]).format(a=" vừa ".join(parts), why=why)


def _pre(fact) -> str:
    return _t(_L["five_thien_khai"]) if fact.get("five_thien_khai", True) else ""


def _thien_no(fact, say) -> str:
    items = "5, 6" if fact["cuoc"] == "dia_u" else "5"  # địa ù is item 6
    return _pre(fact) + _t(_S["thien_no"][fact["cuoc"]]) + f" (001 §V mục {items})"


def _line(key: str, pre: bool = False, **lookup: str):
    """A renderer: ``lines[key]`` filled with the cước (``cuoc``, ``picture``) by name, the ``card``, its
    ``sets``/``kinds`` and each ``lookup`` placeholder from that table by the cước; ``pre``: after the
    five-thiên-khai clause."""
    def render(fact, say) -> str:
        x = fact.get("cuoc")
        p = {name: _t(_S[table][x]) for name, table in lookup.items()}
        p["sets"], p["kinds"] = _SETS.get(x, ("", ""))
        text = _t(_L[key]).format(cuoc=x and _say(x), picture=fact.get("picture") and _say(fact["picture"]),
                                  card=say(fact.get("card")), **p)
        return (_pre(fact) if pre else "") + text
    return render


def _bt_own(cid: str) -> tuple[int, str]:
    """(chắn a bạch thủ-like cước needs, its winning pair included; what they are)."""
    name = _say(cid)
    if cid in ("bach_thu", "bach_thu_chi"):
        return 1, _t(_BT_OWN["plain"]).format(name=name)
    _wc, where, codes = PICTURES[cid]
    if where == "mat":
        return 2, _t(_BT_OWN["mat"]).format(name=name, card=BY_CODE[codes[0]].word)
    return 3, _t(_BT_OWN["hand"]).format(name=name, card=BY_CODE[codes[0]].word, card2=BY_CODE[codes[1]].word)


def _bt_chan_text(cid: str, n: int, up: bool) -> str:
    """What the chắn of ``n`` (``up``: ``n`` or more) of cước ``cid`` are (:data:`_S` ``bt_chan``)."""
    kind = "mat" if cid in ("chiu", "bon") else cid if cid in ("thap_thanh", "thien_khai", "tom") else "leo"
    forms = _S["bt_chan"][kind]
    return _t(forms["up" if up and "up" in forms else "one"]).format(
        n=n, m=(6 if n == 4 else 4) if kind == "leo" else 2 * n, word="chíu" if cid == "chiu" else "bòn")


def _bt_too_many(fact, say) -> str:
    own, own_text = _bt_own(fact["bach_thu"])
    return _t(_S["bt_too_many"][own == 1]).format(own=own_text, text=_bt_chan_text(fact["cuoc"], fact["n"], fact["up"]))


RENDERERS = each(_FIXED, plain)
RENDERERS.update({
    "cuoc_pairs.refused": _refused,
    "cuoc_pairs.why.picture_bach_thu_chi": _line("picture_btc"),
    "cuoc_pairs.why.thien_no": _thien_no,
    "cuoc_pairs.why.thien_picture": _line("thien_picture", pre=True),
    "cuoc_pairs.why.thien_khai_sets": _line("thien_khai_sets", pre=True),
    "cuoc_pairs.why.thien_khai_bach_thu": _line("thien_khai_bach_thu", pre=True),
    "cuoc_pairs.why.dia_u_eaten": _line("dia_u_eaten", what="dia_u_what"),
    "cuoc_pairs.why.pha_thien_dealt": _line("pha_thien", why="dealt_chan"),
    "cuoc_pairs.why.bach_dinh": _line("bach_dinh", need="red_need"),
    "cuoc_pairs.why.kinh_tu_chi": _line("kinh_tu_chi", need="not_kinh"),
    "cuoc_pairs.why.thap_thanh_odd": _line("thap_thanh_odd"),
    "cuoc_pairs.why.bach_thu_thap_thanh": lambda fact, say: _t(_L["bt_thap_thanh"]).format(
        own=_bt_own(fact["bach_thu"])[1]),
    "cuoc_pairs.why.bach_thu_too_many": _bt_too_many,
})
