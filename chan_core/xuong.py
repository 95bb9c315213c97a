"""Xướng: the canonical declaration of a win, and grading a declared one.

Seed 001 §V "Xướng" and "thứ tự xướng" (repeated in §VII), 001 §V.18 and the
"Chú ý" after §V.24, 001 §VII "Xướng sai, xướng thiếu", "Ù bạch thủ mà ko hô
bị đền làng"; seed 002 §VI (báo); seed 003 "Xướng ù" (sanhrong order).

**Canonical xướng** (:func:`canonical`). Order data from the rules:
``rules/xuong.yaml`` ``orders`` (one per variant: steps of cước ids, the word
said before a step — "có" —, ``u_first``) and ``rules/cuoc.yaml``
(``xuong_word``, ``u_part``, ``u_after``, ``group``). Classic (001 §V):
thông, chì; ONE ù-word joining the kinds of ù ("địa chíu ù", "ù bòn"; a bare
"ù" when there is none); the cước of the hand (bạch thủ, thập thành …);
"có tôm", "có 2 lèo" … last ("Thông thiên ù thập thành …", 001 §V.11).
Sanhrong (003): a bare "Ù" opens the xướng ("Ù thông tám đỏ 2 lèo"), but
when a kind of ù is said the first "Ù" is dropped and the kind carries it
("Thông thiên ù …", "Chì địa ù" — 003 "bỏ chữ Ù đầu tiên"); lèo/tôm
without "có".

**Grading** (:func:`grade`). A declaration is an ordered list of
:class:`Said` (id + count). Verdicts:

* ``sai`` — declared a cước the hand does not have, or a bigger count
  (001 §VII "xướng sai (hoặc thừa)"); traps (``rules/xuong.yaml`` ``traps``):
  "bạch thủ" said on a bạch thủ chi (``bach_thu_cho_bach_thu_chi``, 001 §V.18
  "vẫn là hô sai"), a hoa/cá/nhà cước said together with chì or bạch thủ
  (``hoa_ca_nha_kem_chi_bach_thu``, 001 §V chú ý).
* ``thieu`` — everything said is right but something is left out: paid only
  for what was said (001 §VII). A bạch thủ win whose bạch thủ is not said in
  any form is the trap ``u_bach_thu_khong_ho`` ("bị đền làng", 001 §VII):
  its verdict is the YAML's (sai: the winner is not paid and đền each player
  the value of what was declared, as for a xướng sai — the seed gives no
  amount; decision ``u_bach_thu_khong_ho`` in ``rules/decisions.yaml``).
* ``dung`` — nothing missing. Saying chì and/or bạch thủ — chì alone, bạch
  thủ alone, or both — instead of the hoa/cá/nhà cước they make up is still
  đúng (trap ``chi_bach_thu_thay_hoa``, 001 §V chú ý "xướng chì và/hoặc bạch
  thủ mà ko xướng hoa/nhà/cá thì vẫn coi là xướng đúng"): paid the value of
  what was said; the picture cước is in ``missing`` with ``counted=False``
  and the unsaid chì or bạch thủ is not thiếu. That trap takes precedence
  over ``u_bach_thu_khong_ho`` (``overrides`` in ``rules/xuong.yaml``); only
  the picture cước said together with chì or bạch thủ is sai.
  :attr:`Grade.summary` says the verdict and why in words.

Order slips are only ``remarks``: "thường làng không bắt lỗi hô không đúng
thứ tự" (001 §V).

**Money** (:func:`payments`): in điểm (× tiền mỗi điểm); 2 vs 3–4 players,
with or without báo, both readings of "báo + xướng sai" (option
``bao_xuong_sai``, default from ``rules/payouts.yaml``).

Decisions where the seeds are silent:

* The đền for a xướng sai is the point value of the whole xướng as it was
  declared (scored like a win, gà included when the table plays gà) — 001
  §VII "bằng số tiền tương ứng có cước mình xướng sai", 002 "theo cước mình
  đã xướng sai"; the same reading as ``rules/payouts.yaml`` ``xuong_sai``.
* Saying nothing but "ù" on a hand with cước is thiếu, paid as ù xuông.
* Declaring "xuông" on a hand that has cước is a cước it does not have: sai.
* A cước said twice in one xướng is added up (with a remark).
* Under 002's báo reading, the báo player đền the players not under báo
  other than the winner (the winner, having xướng sai, is not paid).
"""
from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from chan_core.errors import ChanError, quoted_hint, shown
from chan_core.guard import guard
from chan_core.i18n import DEFAULT_LANGUAGE, N_, _, current_language, text_of
from chan_core.options import Options, variant_ids
from chan_core.scoring import score

VERDICTS = ("dung", "thieu", "sai")
VERDICT_NAMES = {"dung": N_("Xướng đúng"), "thieu": N_("Xướng thiếu"), "sai": N_("Xướng sai")}
"""Verdict id → its Vietnamese name (msgids; :func:`verdict_name` gives the current language's)."""
GROUPS = ("dau", "u", "bai", "co")
XUONG = "xuong"
BACH_THU = "bach_thu"
BACH_THU_CHI = "bach_thu_chi"
SRC_ORDER = N_("001 §V, thứ tự xướng")
SRC_SAI = N_("001 §VII, xướng sai, xướng thiếu")
"""Seed citations put in the reasons (msgids: shown through ``_()``)."""


def verdict_name(verdict: str) -> str:
    """``'thieu'`` → ``'Xướng thiếu'`` (English ``'Incomplete xướng'``); an unknown id as it is."""
    return _(VERDICT_NAMES[verdict]) if verdict in VERDICT_NAMES else str(verdict)


# ---------------------------------------------------------------- rules data
@dataclass(frozen=True)
class _CuocInfo:
    id: str
    name: str
    word: str
    group: str
    order: int
    countable: bool
    max_count: int
    replaces: tuple[str, ...]
    u_part: str | None
    u_after: bool
    variants: tuple[str, ...]


def _get(obj, name, default=None):
    if isinstance(obj, Mapping):
        return obj.get(name, default)
    return getattr(obj, name, default)


def _cuoc_table() -> dict[str, _CuocInfo]:
    from chan_core.rules import load_rules

    out = {}
    for c in load_rules().cuoc:
        out[c.id] = _CuocInfo(
            id=c.id, name=c.name, word=c.xuong_word, group=c.group, order=int(c.order),
            countable=bool(c.countable), max_count=int(c.max_count), replaces=tuple(c.replaces or ()),
            u_part=_get(c, "u_part"), u_after=bool(_get(c, "u_after", False)), variants=tuple(c.variants),
        )
    return out


@functools.cache
def cuoc_info() -> dict[str, _CuocInfo]:
    """Per cước id: name, xướng word, group, order, count limits (from ``rules/cuoc.yaml``, cached)."""
    return _cuoc_table()


def _group_rank(group: str) -> int:
    return GROUPS.index(group)


def xuong_rules():
    """``rules/xuong.yaml`` as loaded by ``load_rules().xuong`` (groups,
    per-variant ``orders``, ``rules``, ``verdicts``, ``traps``)."""
    from chan_core.rules import load_rules

    return load_rules().xuong


@dataclass(frozen=True)
class _Order:
    pos: dict          # cuoc id -> (step index, index in step)
    prefix: dict       # cuoc id -> word said before it ('có' or '')
    u_first: bool      # a bare "ù" (no kind of ù said) opens the xướng (003) instead of following thông, chì (001)


_ORDERS: dict[str, _Order] = {}


@guard
def order_of(variant: str) -> _Order:
    """The xướng order of ``variant`` from ``rules/xuong.yaml`` ``orders`` (cached);
    a variant without its own order uses the classic one (001 §V). Raises
    :class:`ChanError` (field ``variant``) for a variant ``rules/variants.yaml`` does not have."""
    if variant in _ORDERS:
        return _ORDERS[variant]
    if variant not in variant_ids():
        raise ChanError(_("Không có biến thể luật «{variant}» (có: {known}).").format(
            variant=shown(variant), known=", ".join(variant_ids())), field="variant")
    orders = list(_get(xuong_rules(), "orders") or [])
    o = next((o for o in orders if _get(o, "variant") == variant), None) or next(
        (o for o in orders if _get(o, "variant") == "classic"), None)
    pos, prefix = {}, {}
    if o is not None:
        for i, step in enumerate(_get(o, "steps") or []):
            for j, cid in enumerate(_get(step, "cuoc") or []):
                pos[cid] = (i, j)
                prefix[cid] = _get(step, "prefix") or ""
    for cid, c in cuoc_info().items():  # anything the order leaves out: by group, then order
        if cid not in pos:
            pos[cid] = (100 + _group_rank(c.group), c.order)
            prefix[cid] = "có" if c.group == "co" else ""
    res = _Order(pos, prefix, bool(_get(o, "u_first", False)) if o is not None else False)
    _ORDERS[variant] = res
    return res


@guard
def sort_key(cid: str, variant: str = "classic") -> tuple[int, int]:
    """Canonical position of a cước in ``variant``'s xướng order (``rules/xuong.yaml``):
    ``(step, place in the step)``. Raises :class:`ChanError` for an unknown cước id or variant."""
    pos = order_of(variant).pos
    if cid not in pos:
        raise ChanError(_("Không có cước «{cid}» trong thứ tự xướng.").format(cid=cid), field="cuoc")
    return pos[cid]


def _cite(src) -> str:
    """A trap's source as cited in a reason: ``'001 §V. Cước, mục 18 (Bạch thủ chi), chú ý'``
    (the section title of the seed, in Vietnamese). In English the section title is left out:
    ``'001 §V mục 18'`` (the seed's chapter and item, which the app words for the reader)."""
    if not src:
        return ""
    seed, section = _get(src, "seed"), str(_get(src, "section") or "")
    if current_language() == DEFAULT_LANGUAGE:
        return f"{seed} §{section}"
    roman = re.match(r"\s*([IVX]+)\b", section)
    item = re.search(r"mục\s+(\d+)", section)
    if roman is None:
        return str(seed)
    return f"{seed} §{roman.group(1)}" + (f" mục {item.group(1)}" if item else "")


def _trap(trap_id: str) -> dict:
    """A trap of ``rules/xuong.yaml`` as ``{verdict, explanation, source}`` (the explanation
    in the current language: ``explanation_en`` in English; the source by :func:`_cite`)."""
    for t in _get(xuong_rules(), "traps") or []:
        if _get(t, "id") == trap_id:
            return {"verdict": _get(t, "verdict"), "explanation": text_of(t, "explanation"),
                    "source": _cite(_get(t, "source"))}
    raise ChanError(_("Thiếu bẫy xướng «{trap}» trong rules/xuong.yaml.").format(trap=trap_id), field="traps")


def bao_rules() -> dict[str, object]:
    """The readings of "báo + xướng sai" in ``rules/payouts.yaml`` (``bao_xuong_sai``):
    id → entry with ``name``, ``default``, ``players_2``, ``players_3_4``, ``source``."""
    from chan_core.rules import load_rules

    return {_get(e, "id"): e for e in _get(load_rules().payouts, "bao_xuong_sai") or []}


def _pays_rule(options: Options) -> str:
    """How báo players pay when the winner xướng sai: ``theo_002`` or ``theo_001``.

    ``options.bao_xuong_sai`` when set, else the entry marked ``default`` in
    ``rules/payouts.yaml``. Raises :class:`ChanError` for an unknown value.
    """
    rules = bao_rules()
    v = options.bao_xuong_sai or next((k for k, e in rules.items() if _get(e, "default")), None)
    if v not in BAO_RULES or (rules and v not in rules):
        raise ChanError(
            _("Tùy chọn «bao_xuong_sai» = «{value}» không có; chỉ có {choices}.").format(
                value=shown(v), choices=", ".join(BAO_RULES)),
            field="options.bao_xuong_sai",
        )
    return v


BAO_RULES = ("theo_002", "theo_001")  # the two readings payments() implements


# ---------------------------------------------------------------- declared items
@dataclass(frozen=True)
class Said:
    """One cước in a xướng: ``id`` (SPEC cước id) and ``count`` (≥ 1)."""

    id: str
    count: int = 1

    def as_dict(self) -> dict:
        return {"id": self.id, "count": self.count}


@guard
def read_declared(obj: object, options: Options, field_name: str = "declared") -> tuple[Said, ...]:
    """Read a declared xướng: an ordered list of ``{id, count}`` (count default 1),
    or bare ids (``'leo'``), or ``[id, count]`` pairs.

    Raises :class:`ChanError` with ``field='declared[i]…'`` for an unknown id,
    a cước the variant does not have, a count that is not 1…max_count.
    """
    if obj is None:
        return ()
    if not isinstance(obj, (list, tuple)):
        raise ChanError(_("«declared» phải là danh sách các cước đã xướng, theo thứ tự, ví dụ [{id: leo, count: 2}]."),
                        field=field_name)
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
                raise ChanError(_("Cước đã xướng có trường lạ «{field}» (chỉ có id, count).").format(
                    field=sorted(map(shown, extra))[0]), field=f)
            cid, n = item.get("id"), item.get("count", 1)
        elif isinstance(item, (list, tuple)) and len(item) == 2:
            cid, n = item
        else:
            raise ChanError(_("Không đọc được cước đã xướng thứ {i}: «{value}» (cần {{id, count}}).").format(
                i=i + 1, value=shown(item)), field=f)
        if not isinstance(cid, str) or cid not in info:
            raise ChanError(_("Không có cước «{cuoc}».").format(cuoc=shown(cid)), field=f"{f}.id")
        c = info[cid]
        if options.variant not in c.variants:
            raise ChanError(_("Cước «{name}» không có trong biến thể luật «{variant}».").format(
                name=c.name, variant=options.variant), field=f"{f}.id")
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= c.max_count:
            raise ChanError(_("Số lần của cước «{name}» phải từ 1 đến {max}, không phải {value}{hint}.").format(
                name=c.name, max=c.max_count, value=shown(n), hint=quoted_hint(n)), field=f"{f}.count")
        if n > 1 and not c.countable:
            raise ChanError(_("Cước «{name}» không đếm số lần (chỉ hô một lần), không phải {n}.").format(
                name=c.name, n=n), field=f"{f}.count")
        out.append(Said(cid, n))
    return tuple(out)


# ---------------------------------------------------------------- words
@guard
def item_word(cid: str, count: int = 1, variant: str = "classic") -> str:
    """What is said for one cước outside the ù-word: ``'thông'``, ``'bạch thủ'``,
    ``'có 2 lèo'`` (the order step's prefix, then the count when > 1, then the word)."""
    c = cuoc_info().get(cid)
    if c is None:
        raise ChanError(_("Không có cước «{cuoc}».").format(cuoc=shown(cid)), field="cid")
    if not 1 <= count <= c.max_count:
        raise ChanError(_("Số lần của cước «{name}» phải từ 1 đến {max}, không phải {value}{hint}.").format(
            name=c.name, max=c.max_count, value=shown(count), hint=""), field="count")
    pre = order_of(variant).prefix.get(cid, "")
    return " ".join(x for x in (pre, str(count) if count > 1 else "", c.word) if x)


@guard
def u_word(ids: Iterable[str], variant: str = "classic", *, with_u: bool = True) -> str:
    """ONE "ù" word joining the kinds of ù (001 §V: "chỉ hô một từ ù"):
    ``['dia_u', 'chiu_u']`` → ``'địa chíu ù'``; ``['u_bon']`` → ``'ù bòn'``; ``[]`` → ``'ù'``.
    ``with_u=False`` gives the parts only (``'địa chíu'``). Every variant says
    the kind of ù with its "ù" (003 drops the opening "Ù" instead)."""
    info = cuoc_info()
    ids = list(ids)
    unknown = [i for i in ids if i not in info]
    if unknown:
        raise ChanError(_("Không có cước «{cuoc}».").format(cuoc=shown(unknown[0])), field="ids")
    ids = sorted(ids, key=lambda i: sort_key(i, variant))
    before = [info[i].u_part or info[i].word for i in ids if not info[i].u_after]
    after = [info[i].u_part or info[i].word for i in ids if info[i].u_after]
    return " ".join([*before, *(["ù"] if with_u else []), *after])


@guard
def say(items: Sequence[Said], variant: str = "classic") -> list[str]:
    """The words of a xướng, in the order given.

    Consecutive kinds of ù become one ù-word ("địa chíu ù") that carries the
    xướng's single "ù" in every variant (001 §V "chỉ hô một từ ù"; 003
    "Thiên ù, Địa ù (bỏ chữ Ù đầu tiên)": "Thông thiên ù …", "Chì địa ù").
    When no kind of ù is said, a bare "ù" is put after the leading thông/chì
    (001 §V: "Thông chì ù …"), or opens the xướng in a variant whose order has
    ``u_first`` (003: "Ù thông tám đỏ 2 lèo").
    """
    info = cuoc_info()
    has_kind = any(info[s.id].group == "u" for s in items)
    bare_first = order_of(variant).u_first and not has_kind
    words: list[str] = ["ù"] if bare_first else []
    placed = bare_first or has_kind
    i = 0
    while i < len(items):
        s = items[i]
        g = info[s.id].group
        if not placed and g != "dau":
            words.append("ù")
            placed = True
        if g == "u":
            run = []
            while i < len(items) and info[items[i].id].group == "u":
                run.append(items[i].id)
                i += 1
            words.append(u_word(run, variant))
            continue
        words.append(item_word(s.id, s.count, variant))
        i += 1
    if not placed:
        words.append("ù")
    return words


@dataclass(frozen=True)
class Canonical:
    """The canonical xướng of a win.

    ``items``: :class:`Said` in canonical order (hoa/cá/nhà replace chì and
    bạch thủ; xuông only when there is nothing else); ``words``: the phrases
    said (``['thông', 'chì', 'địa chíu ù', 'bạch thủ', 'có 2 lèo']``);
    ``text``: them joined with spaces, first letter capitalised.
    """

    items: tuple[Said, ...]
    words: tuple[str, ...]

    @property
    def text(self) -> str:
        t = " ".join(self.words)
        return t[:1].upper() + t[1:]

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
            raise ChanError(_("Không có cước «{cuoc}».").format(cuoc=shown(cid)), field=f"cuoc.{shown(cid)}")
        if not isinstance(n, int) or not 0 <= n <= info[cid].max_count:
            raise ChanError(_("Số lần của cước «{name}» phải từ 0 đến {max}, không phải «{value}»{hint}.").format(
                name=info[cid].name, max=info[cid].max_count, value=shown(n), hint=quoted_hint(n)),
                field=f"cuoc.{cid}")
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


@guard
def canonical(cuoc: Mapping[str, int], variant: str = "classic") -> Canonical:
    """The canonical xướng of a win with cước ``{id: count}`` (from detection).

    Order from ``rules/xuong.yaml`` ``orders`` of ``variant`` (001 §V thứ tự
    xướng: thông, chì; one ù-word; the cước of the hand; "có …" last — 003 for
    sanhrong). Raises :class:`ChanError` on an unknown id.
    """
    c = _clean(cuoc)
    items = tuple(Said(cid, n) for cid, n in sorted(c.items(), key=lambda kv: sort_key(kv[0], variant)))
    return Canonical(items, tuple(say(items, variant)))


# ---------------------------------------------------------------- grading
@dataclass(frozen=True)
class Finding:
    """A missing or extra cước in a declared xướng.

    ``id``, ``name``, ``count`` (how many are missing / said in excess),
    ``reason`` (current language, cites the seed), ``counted`` (False only for a
    picture cước replaced by chì/bạch thủ: not paid, but still đúng),
    ``trap`` (trap id when one of the known traps), ``points`` (điểm per
    player this item is worth to the winner: what a missing one would have
    added, what an extra one pretended to add).
    """

    id: str
    name: str
    count: int
    reason: str
    counted: bool = True
    trap: str | None = None
    points: int = 0

    def as_dict(self) -> dict:
        return {"id": self.id, "name": self.name, "count": self.count, "reason": self.reason,
                "counted": self.counted, "trap": self.trap, "points": self.points}


@dataclass(frozen=True)
class Payment:
    """What one seat pays (negative) or is paid (positive), in điểm.

    ``seat`` 0…n−1, ``role`` (``'u'`` the winner, ``'bao'`` under báo,
    ``'lang'`` the others), ``amount`` (net), ``lines`` (reasons, current language).
    """

    seat: int
    role: str
    amount: int
    lines: tuple[str, ...] = ()

    def as_dict(self) -> dict:
        return {"seat": self.seat, "role": self.role, "amount": self.amount, "lines": list(self.lines)}


@dataclass(frozen=True)
class Payments:
    """The money of one graded win: per seat :class:`Payment` (sums to 0),
    ``rule`` (which báo reading applied), ``summary`` (current language), ``source``,
    ``transfers``: ``(payer seat, payee seat, điểm, why)`` one per payment."""

    players: int
    winner: int
    bao: tuple[int, ...]
    seats: tuple[Payment, ...]
    rule: str | None
    summary: str
    source: str
    transfers: tuple[tuple[int, int, int, str], ...] = ()

    def as_dict(self) -> dict:
        return {"players": self.players, "winner": self.winner, "bao": list(self.bao),
                "seats": [p.as_dict() for p in self.seats],
                "transfers": [{"from": a, "to": b, "points": n, "why": w} for a, b, n, w in self.transfers],
                "amounts": {str(p.seat): p.amount for p in self.seats},
                "rule": self.rule, "summary": self.summary, "source": self.source}


@dataclass(frozen=True)
class Grade:
    """The grading of one declared xướng.

    ``verdict`` ``dung|thieu|sai``; ``missing``/``extra``: :class:`Finding`
    lists; ``remarks``: order slips and notes (no money); ``canonical``;
    ``declared``; ``variant``; ``paid``: the cước paid (``{}`` when sai);
    ``points_paid``: điểm each loser pays (0 when sai); ``points_true``: what
    the full canonical xướng is worth; ``points_penalty``: what the winner
    đền each player when sai (else 0); ``payments``.
    """

    verdict: str
    missing: tuple[Finding, ...]
    extra: tuple[Finding, ...]
    remarks: tuple[str, ...]
    canonical: Canonical
    declared: tuple[Said, ...]
    variant: str
    paid: dict
    points_paid: int
    points_true: int
    points_penalty: int
    payments: Payments | None = None

    @property
    def traps(self) -> tuple[str, ...]:
        """Ids of the traps (``rules/xuong.yaml``) this xướng fell into."""
        return tuple(dict.fromkeys(f.trap for f in (*self.extra, *self.missing) if f.trap))

    @property
    def summary(self) -> str:
        """The verdict in one or two sentences (current language): the verdict's name, the
        money (điểm per player), and why — a trap's explanation when one decided it (e.g.
        a hoa hand said as chì only: đúng, paid what was said; 001 §V chú ý; §VII)."""
        head = verdict_name(self.verdict)
        if self.verdict == "sai":
            why = (self.extra or self.missing)[0].reason if (self.extra or self.missing) else ""
            return _("{verdict}: người ù đền mỗi người {penalty} điểm theo lời đã xướng (đúng ra được {correct}). "
                     "{why}").format(verdict=head, penalty=self.points_penalty, correct=self.points_true,
                                     why=why).strip()
        if self.verdict == "thieu":
            names = ", ".join(f.name.lower() for f in self.missing if f.counted)
            return _("{verdict}: còn thiếu {cuoc}; chỉ được ăn {paid} điểm mỗi người thay vì {correct} "
                     "({source}).").format(verdict=head, cuoc=names, paid=self.points_paid,
                                           correct=self.points_true, source=_(SRC_SAI))
        unpaid = [f for f in self.missing if not f.counted]
        if unpaid:
            return _("{verdict}, mỗi người trả {paid} điểm. {why}").format(
                verdict=head, paid=self.points_paid, why=unpaid[0].reason)
        return _("{verdict}: mỗi người trả {paid} điểm.").format(verdict=head, paid=self.points_paid)

    def as_dict(self) -> dict:
        return {
            "verdict": self.verdict,
            "verdict_name": verdict_name(self.verdict),
            "summary": self.summary,
            "missing": [f.as_dict() for f in self.missing],
            "extra": [f.as_dict() for f in self.extra],
            "traps": list(self.traps),
            "remarks": list(self.remarks),
            "canonical": self.canonical.as_dict(),
            "declared": [s.as_dict() for s in self.declared],
            "declared_words": say(self.declared, self.variant),
            "paid": dict(self.paid),
            "points": {"paid": self.points_paid, "correct": self.points_true, "penalty": self.points_penalty},
            "payments": self.payments.as_dict() if self.payments else None,
        }


def _merge(declared: Sequence[Said]) -> tuple[dict[str, int], list[str]]:
    info = cuoc_info()
    merged: dict[str, int] = {}
    remarks = []
    for s in declared:
        if s.id in merged:
            remarks.append(_("«{name}» được hô hai lần; tính gộp thành {n}.").format(
                name=info[s.id].name, n=merged[s.id] + s.count))
        merged[s.id] = merged.get(s.id, 0) + s.count
    return merged, remarks


def _spoken(s: Said, variant: str) -> str:
    return u_word([s.id], variant) if cuoc_info()[s.id].group == "u" else item_word(s.id, s.count, variant)


_GROUP_HINT = {
    "dau": N_("thông, chì hô trước"),
    "u": N_("kiểu ù hô ngay sau thông, chì"),
    "bai": N_("cước của bài hô trước các cước «có …»"),
    "co": N_("«có …» hô sau cùng"),
}
"""Why a group is said where it is (msgids: shown through ``_()``)."""


@guard
def order_remarks(declared: Sequence[Said], variant: str = "classic") -> list[str]:
    """Order slips of a declared xướng: one remark per cước said after one
    that should follow it (order of ``rules/xuong.yaml`` for ``variant``).

    001 §V: thông, chì first; then the kind of ù; "có …" last — but "thường
    làng không bắt lỗi hô không đúng thứ tự", so these never change the verdict.
    """
    info = cuoc_info()
    out = []
    for j, s in enumerate(declared):
        for earlier in declared[:j]:
            if earlier.id != s.id and sort_key(earlier.id, variant) > sort_key(s.id, variant):
                ga, gb = info[s.id].group, info[earlier.id].group
                hint = _(_GROUP_HINT[ga]) if ga != gb else _("thứ tự quen dùng trong nhóm")
                out.append(
                    _("Thứ tự: «{said}» thường hô trước «{before}» ({hint}). Làng thường không bắt lỗi thứ tự "
                      "({source}).").format(said=_spoken(s, variant), before=_spoken(earlier, variant), hint=hint,
                                            source=_(SRC_ORDER))
                )
                break
    return out


def _pts(cuoc: Mapping[str, int], options: Options) -> int:
    """Điểm (gà included when the table plays gà) of a set of cước; ``{}`` = ù xuông."""
    return score(dict(cuoc), options, strict=False).total


def _extras(merged: dict, have: dict, has: dict, options: Options) -> list[Finding]:
    """Cước said that the hand does not have (or more times than it has), and the traps."""
    info = cuoc_info()
    total = _pts(merged, options)

    def worth(cid: str, excess: int | None = None) -> int:
        """Điểm the wrongly said part adds to the xướng (all of it, or ``excess`` occurrences)."""
        rest = dict(merged)
        rest[cid] -= rest[cid] if excess is None else excess
        rest = {k: v for k, v in rest.items() if v > 0}
        return total - _pts(rest, options) if rest else total

    out: list[Finding] = []
    for cid, n in merged.items():
        c = info[cid]
        got = has.get(cid, 0)
        if cid == XUONG and XUONG not in have:
            out.append(Finding(cid, c.name, n, _("Bài có cước nên không phải ù xuông: hô «xuông» là xướng thừa, tức "
                                                 "xướng sai ({source}).").format(source=_(SRC_SAI)),
                               points=worth(cid)))
        elif cid == BACH_THU and BACH_THU_CHI in have:
            t = _trap("bach_thu_cho_bach_thu_chi")
            out.append(Finding(cid, c.name, n, f"{t['explanation']} ({t['source']})",
                               trap="bach_thu_cho_bach_thu_chi", points=worth(cid)))
        elif got == 0:
            out.append(Finding(cid, c.name, n, _("Bài không có cước «{name}»: xướng thừa là xướng sai ({source}).").format(
                name=c.name, source=_(SRC_SAI)), points=worth(cid)))
        elif n > got:
            out.append(Finding(cid, c.name, n - got, _("Hô {n} {word} nhưng bài chỉ có {got}: xướng thừa là xướng sai "
                                                       "({source}).").format(n=n, word=c.word, got=got,
                                                                             source=_(SRC_SAI)),
                               points=worth(cid, n - got)))
    for cid in merged:  # a picture cước said together with what it replaces (001 §V chú ý)
        for r in info[cid].replaces:
            if r in merged and not any(f.id == r for f in out):
                t = _trap("hoa_ca_nha_kem_chi_bach_thu")
                out.append(Finding(r, info[r].name, merged[r],
                                   _("Đã xướng «{picture}» mà còn xướng «{name}». {explanation} ({source})").format(
                                       picture=info[cid].name, name=info[r].name, explanation=t["explanation"],
                                       source=t["source"]),
                                   trap="hoa_ca_nha_kem_chi_bach_thu", points=worth(r)))
    return _never_together(out, merged, options)


def _never_together(out: list[Finding], merged: dict, options: Options) -> list[Finding]:
    """Add to the wrongly said cước the reason from ``rules/cuoc_pairs.yaml`` when the
    xướng holds cước that no win has together (tám đỏ with bạch định …)."""
    from chan_core.cuoc_pairs import refusal

    bad = refusal(merged, options.variant)
    if bad is None:
        return out
    return [Finding(f.id, f.name, f.count, f"{f.reason} {bad.reason}", f.counted, f.trap, f.points)
            if f.id in bad.ids else f for f in out]


def _overridden(traps: Iterable[str | None]) -> set[str]:
    """Trap ids that lose to a trap in ``traps`` (``overrides`` in ``rules/xuong.yaml``)."""
    present = {t for t in traps if t}
    return {o for t in _get(xuong_rules(), "traps") or [] if _get(t, "id") in present
            for o in _get(t, "overrides") or []}


def _missing(merged: dict, have: dict, options: Options) -> list[Finding]:
    """Cước the hand has that were not said (or said fewer times), with what each would have added.

    A hoa/cá/nhà cước (``replaces`` chì + bạch thủ) said as chì and/or bạch
    thủ only is trap ``chi_bach_thu_thay_hoa`` (đúng, the picture is not paid
    and the unsaid chì or bạch thủ is not thiếu — 001 §V chú ý "xướng chì
    và/hoặc bạch thủ mà ko xướng hoa/nhà/cá thì vẫn coi là xướng đúng"); that
    trap overrides ``u_bach_thu_khong_ho`` (precedence from ``rules/xuong.yaml``).
    """
    info = cuoc_info()
    # What was rightly said: a picture cước's hand also has the chì + bạch thủ it replaces.
    has = dict(have)
    for cid in have:
        for r in info[cid].replaces:
            has.setdefault(r, 1)
    ok = {k: min(v, has.get(k, 0)) for k, v in merged.items() if has.get(k, 0)}
    base = _pts(ok, options)
    out: list[Finding] = []
    for cid, n in have.items():
        if cid == XUONG:
            continue
        c = info[cid]
        got = merged.get(cid, 0)
        if got >= n:
            continue
        instead = [r for r in c.replaces if r in merged]
        if instead:
            t = _trap("chi_bach_thu_thay_hoa")
            said = [info[r].name.lower() for r in instead]
            parts = said[0] if len(said) == 1 else _("{a} và {b}").format(a=said[0], b=said[1])
            right = {k: v for k, v in ok.items() if k not in c.replaces}
            right[cid] = n
            full = _pts(right, options)
            out.append(Finding(
                cid, c.name, n - got,
                _("Bài có «{name}» (gồm chì bạch thủ) mà chỉ xướng {said}, không xướng «{name}». {explanation} Lời "
                  "xướng này được tính {base} điểm theo những cước đã xướng; xướng «{name}» thì được {full} điểm "
                  "({source}).").format(name=c.name, said=parts, explanation=t["explanation"], base=base,
                                        full=full, source=t["source"]),
                counted=t["verdict"] != "dung", trap="chi_bach_thu_thay_hoa", points=full - base))
            continue
        if cid == BACH_THU_CHI and BACH_THU in merged:
            why = _("Bài ù bạch thủ chi nhưng lại hô «bạch thủ»: xướng thiếu chỉ được ăn những cước đã xướng "
                    "({source}).")
        elif n > 1:
            why = (_("Bài có {n} «{name}» nhưng chỉ hô {got}: xướng thiếu chỉ được ăn những cước đã xướng "
                     "({source}).") if got else
                   _("Bài có {n} «{name}» nhưng không hô: xướng thiếu chỉ được ăn những cước đã xướng ({source})."))
        else:
            why = (_("Bài có «{name}» nhưng chỉ hô {got}: xướng thiếu chỉ được ăn những cước đã xướng ({source}).")
                   if got else
                   _("Bài có «{name}» nhưng không hô: xướng thiếu chỉ được ăn những cước đã xướng ({source})."))
        out.append(Finding(cid, c.name, n - got, why.format(n=n, name=c.name, got=got, source=_(SRC_SAI)),
                           points=_pts({**ok, cid: ok.get(cid, 0) + n - got}, options) - base))
    # A bạch thủ win whose bạch thủ is not said in any form (001 §VII) — unless a trap that
    # takes precedence (chì/bạch thủ said for a picture cước) already covers it.
    info_bt = [b for b in (BACH_THU, BACH_THU_CHI) if b in have] + [
        c for c in have if BACH_THU in info[c].replaces]
    said_bt = any(b in merged for b in (BACH_THU, BACH_THU_CHI)) or any(BACH_THU in info[c].replaces for c in merged)
    if info_bt and not said_bt and "u_bach_thu_khong_ho" not in _overridden(f.trap for f in out):
        t = _trap("u_bach_thu_khong_ho")
        note = _("{explanation} ({source}; seed không nói mức đền nên tính như xướng sai: đền mỗi người theo những "
                 "cước đã xướng).").format(explanation=t["explanation"], source=t["source"])
        out = [Finding(f.id, f.name, f.count, f"{f.reason} {note}", f.counted, "u_bach_thu_khong_ho", f.points)
               if f.id == info_bt[0] else f for f in out]
    return out


@guard
def grade(
    cuoc: Mapping[str, int],
    declared: Sequence[Said] | object,
    options: Options,
    *,
    players: int = 4,
    winner: int = 0,
    bao: Iterable[int] = (),
) -> Grade:
    """Grade a declared xướng against the win's cước.

    ``cuoc``: the detected cước ``{id: count}`` of a valid win (as from
    :func:`chan_core.cuoc.detect`); ``declared``: ordered :class:`Said` list
    (or anything :func:`read_declared` reads); ``options``: variant + house
    rules (gà counts in every amount; ``bao_xuong_sai`` picks the báo
    reading); ``players`` 2–4, ``winner`` seat, ``bao`` seats under báo.
    Traps and their verdicts come from ``rules/xuong.yaml`` ``traps``.
    Returns :class:`Grade` (with :class:`Payments`). Raises
    :class:`ChanError` on a bad declaration or seats. Sources: 001 §V, §VII; 002 §VI.
    """
    info = cuoc_info()
    variant = options.variant
    if isinstance(declared, (list, tuple)) and all(isinstance(s, Said) for s in declared):
        said = tuple(declared)
        read_declared(list(said), options)  # same checks
    else:
        said = read_declared(declared, options)
    canon = canonical(cuoc, variant)
    have = dict(canon.cuoc)
    has = dict(have)  # a picture cước also has the chì + bạch thủ it replaces
    for cid in list(have):
        for r in info[cid].replaces:
            has.setdefault(r, 1)
    merged, remarks = _merge(said)
    extra = _extras(merged, have, has, options)
    missing = _missing(merged, have, options)
    # Order slips only among what was rightly said: a word that should not be said at all
    # (an extra) gets no "say it earlier" remark.
    wrong = {f.id for f in extra}
    remarks.extend(order_remarks([s for s in said if s.id not in wrong], variant))
    if extra:
        verdict = "sai"
    elif any(f.counted for f in missing):
        verdict = "thieu"
    else:
        verdict = "dung"
    for f in (*extra, *missing):  # a trap's verdict in rules/xuong.yaml can only make it worse
        tv = _trap(f.trap)["verdict"] if f.trap else None
        if tv in VERDICTS and VERDICTS.index(tv) > VERDICTS.index(verdict):
            verdict = tv
    points_true = _pts(have, options)
    if verdict == "sai":
        paid: dict[str, int] = {}
        points_paid, points_penalty = 0, _pts(merged, options)
    else:
        paid = {k: v for k, v in merged.items()}
        points_paid, points_penalty = _pts(paid, options), 0
        if not paid:
            remarks.append(_("Chỉ hô «ù» mà không xướng cước nào: được tính như ù xuông (quyết định của nhóm)."))
    pay = payments(verdict, points_paid, points_penalty, points_true, options,
                   players=players, winner=winner, bao=bao)
    return Grade(verdict, tuple(missing), tuple(extra), tuple(remarks), canon, said, variant,
                 paid, points_paid, points_true, points_penalty, pay)


# ---------------------------------------------------------------- money
_PAY_SOURCES = {
    "an_tien": N_("002, Cách tính điểm"),
    "bao": N_("001 §VII (Báo)"),
    "thieu_bao": N_("001 §VII (Xướng thiếu; Báo)"),
    "sai_thieu": N_("001 §VII (Xướng sai, xướng thiếu)"),
    "theo_002": N_("002 §VI (3. Báo, Hy hữu)"),
    "theo_001": N_("001 §VII (Báo, Hy hữu)"),
}
"""The seed sections each payment rests on (msgids: shown through ``_()``)."""


@guard
def payments(
    verdict: str,
    points_paid: int,
    points_penalty: int,
    points_true: int,
    options: Options,
    *,
    players: int = 4,
    winner: int = 0,
    bao: Iterable[int] = (),
) -> Payments:
    """Who pays whom after a graded xướng, in điểm (× tiền mỗi điểm).

    ``verdict``; ``points_paid`` = điểm of what was said (đúng/thiếu);
    ``points_penalty`` = điểm of the wrong xướng (sai); ``points_true`` =
    điểm of the hand's real cước (used by the 002 báo reading). The money
    rules themselves are :mod:`chan_core.payouts` (``rules/payouts.yaml``):

    * đúng → ``an_tien``, thiếu → ``xuong_thieu`` (each other player pays the
      winner ``points_paid``);
    * đúng / thiếu with báo → ``bao`` (each báo player pays for the whole
      làng, ``points_paid`` × (n − 1); the others pay nothing);
    * sai → ``xuong_sai`` (the winner đền each other player
      ``points_penalty``; with báo, option ``bao_xuong_sai``: ``theo_002`` —
      2 players hòa, 3–4 players the báo player đền the non-báo players
      ``points_true`` — or ``theo_001`` — the báo players pay nothing).

    Raises :class:`ChanError` (field ``players``/``seat``/``bao``/``verdict``).
    """
    from chan_core import payouts as pay

    bao_t = tuple(sorted(set(bao)))
    rule = None
    if verdict == "dung":
        st = pay.bao(players, winner, points_paid, bao_t) if bao_t else pay.an_tien(players, winner, points_paid)
        src = _PAY_SOURCES["bao"] if bao_t else _PAY_SOURCES["an_tien"]
    elif verdict == "thieu":
        st = pay.bao(players, winner, points_paid, bao_t) if bao_t else pay.xuong_thieu(players, winner, points_paid)
        src = _PAY_SOURCES["thieu_bao"] if bao_t else _PAY_SOURCES["sai_thieu"]
    elif verdict == "sai":
        rule = _pays_rule(options) if bao_t else None
        st = pay.xuong_sai(players, winner, points_penalty, bao_seats=bao_t, correct_points=points_true,
                           rule=rule or "theo_002")
        src = _PAY_SOURCES[rule or "sai_thieu"]
    else:
        raise ChanError(_("Kết quả xướng «{verdict}» không có; chỉ có {choices}.").format(
            verdict=verdict, choices=", ".join(VERDICTS)), field="verdict")
    src = _(src)
    net = st.net
    lines: dict[int, list[str]] = {s: [] for s in range(players)}
    for t in st.transfers:
        lines[t.payer].append(_("trả ghế {seat} {points} điểm ({why})").format(
            seat=t.payee, points=t.points, why=t.reason))
        lines[t.payee].append(_("nhận của ghế {seat} {points} điểm ({why})").format(
            seat=t.payer, points=t.points, why=t.reason))
    seats = tuple(
        Payment(s, "u" if s == winner else ("bao" if s in bao_t else "lang"), int(net[s]), tuple(lines[s]))
        for s in range(players)
    )
    transfers = tuple((t.payer, t.payee, t.points, t.reason) for t in st.transfers)
    return Payments(players, winner, bao_t, seats, rule, st.summary, src, transfers)
