"""Cước detection: one small detector per cước, in a registry.

``detect(win, uc, options)`` runs every detector of the variant over the
:class:`~chan_core.cuoc.base.Facts` of a valid win and returns a
:class:`Detection`: the cước found (``{id: count}`` + a Vietnamese reason for
each), after the seed's replacement rules:

* bạch thủ chi replaces bạch thủ (001 §V.18) — done in the detectors;
* a hoa/cá/nhà cước replaces chì + bạch thủ (001 §V chú ý). Decision: at
  most one picture cước is counted (they all describe the same chì bạch thủ
  card); when several hold (e.g. ngũ vạn and bát văn both on the mat with a
  chì bạch thủ nhị vạn, or ngũ vạn and ngũ sách on the mat with a chì bạch
  thủ bát vạn), the one giving the winner most points under the options is
  taken, ties by seed order — cá lội sân đình before cá nhảy đầu thuyền
  (decision ``mot_cuoc_hinh``);
* xuông only when nothing else was found (001 §V.1); with the house rule
  ``u_xuong_allowed: false`` such a win is not valid.

Detectors only exist for cước the variant has (hoa/cá/nhà are classic only).
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from chan_core.cuoc import an, boi_canh, hinh, hoa, mau  # noqa: F401  (register detectors)
from chan_core.cuoc.base import REGISTRY, WHY_NOT, Facts, Found, cuoc_title
from chan_core.cards import KINDS, gloss_cards
from chan_core.errors import ChanError, shown
from chan_core.i18n import DEFAULT_LANGUAGE, N_, _, current_language, ngettext
from chan_core.options import Options
from chan_core.scoring import score, table, variant_name

PICTURES: tuple[str, ...] = (
    "hoa_roi_cua_phat",
    "tieu_dong_hai_hoa",
    "ca_loi_san_dinh",
    "ca_nhay_dau_thuyen",
    "ngu_ong_bat_ca",
    "nha_lau_xe_hoi_hoa_roi_cua_phat",
)
_PICTURE_SET = frozenset(PICTURES)
XUONG_REASON = N_("Bài ù không có cước nào: ù xuông.")
"""The reason of an ù xuông (msgid: shown through ``_()``)."""


@dataclass(frozen=True, slots=True)
class Detection:
    """The cước of one win.

    ``found``: tuple of :class:`Found` (id, count, reason) in registry order;
    ``cuoc``: ``{id: count}``; ``reasons``: ``{id: reason}``; ``replaced``:
    what the replacement rules removed (chì/bạch thủ under a picture cước,
    other picture cước not taken), each with a reason; ``valid``/``reason``:
    ``False`` only when the win is ù xuông and the làng does not allow it.
    """

    found: tuple[Found, ...]
    replaced: tuple[Found, ...]
    valid: bool
    reason: str

    @property
    def cuoc(self) -> dict[str, int]:
        return {x.id: x.count for x in self.found}

    @property
    def reasons(self) -> dict[str, str]:
        return {x.id: x.reason for x in self.found}


@functools.lru_cache(maxsize=64)
def _detectors(options: Options) -> tuple:
    t = table(options)
    ids = sorted((cid for cid in REGISTRY if cid in t.points), key=lambda c: t.order.get(c, 99))
    # The picture cước all need a chì bạch thủ: run them only then (speed).
    return (tuple(REGISTRY[c] for c in ids if c not in _PICTURE_SET),
            tuple(REGISTRY[c] for c in ids if c in _PICTURE_SET))


def _pick_picture(found: list[Found], options: Options) -> tuple[list[Found], list[Found]]:
    pics = [x for x in found if x.id in _PICTURE_SET]
    reps = set(table(options).replaces.get(pics[0].id, ("chi", "bach_thu")))
    rest = [x for x in found if x.id not in _PICTURE_SET and x.id not in reps]
    best, best_total = None, None
    for p in pics:  # registry order = seed order, so ties keep the first
        total = score({**{x.id: x.count for x in rest}, p.id: 1}, options, checked=True).total
        if best_total is None or total > best_total:
            best, best_total = p, total
    names = table(options).names
    dropped = [
        Found(x.id, x.count, _("{name} không hô riêng: đã có cước {picture} thay chì + bạch thủ.").format(
            name=names[x.id], picture=names[best.id]))
        for x in found
        if x.id in reps
    ]
    dropped += [
        Found(p.id, 1, _("{name} cũng thỏa, nhưng chỉ tính một cước hoa/cá/nhà: lấy {picture} (có lợi nhất cho "
                         "người ù; bằng điểm thì theo thứ tự của seed 001).").format(
            name=names[p.id], picture=names[best.id]))
        for p in pics
        if p is not best
    ]
    out = [x for x in found if x is best or (x.id not in _PICTURE_SET and x.id not in reps)]
    return out, dropped


def _english_cards(found: list[Found]) -> list[Found]:
    """The reasons with each card's English reading on its first mention (English only)."""
    return [Found(x.id, x.count, gloss_cards(x.reason)) for x in found]


_GLOSSED = None


def gloss(text: str) -> str:
    """:func:`chan_core.cards.gloss_cards` for a sentence that may hold sentences already glossed
    (a detection reason, a reachability warning): their readings are taken out first, so each card
    is read out once, at its first mention. Vietnamese text is returned unchanged."""
    global _GLOSSED
    if not text or current_language() == DEFAULT_LANGUAGE:
        return text
    if _GLOSSED is None:
        from chan_core.cards import _reading

        pairs = {f"{k.word} ({_reading(k)})": k.word for k in KINDS if k.english}
        _GLOSSED = (re.compile("|".join(re.escape(p) for p in sorted(pairs, key=len, reverse=True)),
                               re.IGNORECASE), {p.lower(): w for p, w in pairs.items()})
    rx, plain = _GLOSSED
    text = rx.sub(lambda m: m.group(0)[:len(plain[m.group(0).lower()])], text)
    return gloss_cards(text)


def detect_facts(f: Facts, options: Options) -> Detection:
    """Run the variant's detectors on precomputed :class:`Facts` (see :func:`detect`). The
    reasons are in the current language; in English each card is followed by its English
    reading on its first mention (:func:`chan_core.cards.gloss_cards`)."""
    found = []
    plain, pictures = _detectors(options)
    for d in plain:
        x = d(f)
        if x is not None:
            found.append(x)
    replaced: list[Found] = []
    uc = f.uc
    if pictures and uc.chi and uc.bach_thu and not uc.bach_thu_chi:
        pics = [x for x in (d(f) for d in pictures) if x is not None]
        if pics:
            found.extend(pics)
            order = table(options).order
            found.sort(key=lambda x: order.get(x.id, 99))
            found, replaced = _pick_picture(found, options)
    if not found:
        if not options.u_xuong_allowed:
            return Detection((), (), False, _("Làng không cho ù xuông, mà bài ù không có cước nào (001 §V mục 1)."))
        found = [Found("xuong", 1, _(XUONG_REASON))]
    elif current_language() != DEFAULT_LANGUAGE:
        found, replaced = _english_cards(found), _english_cards(replaced)
    return Detection(tuple(found), tuple(replaced), True, "")


def detect(win, uc, options: Options) -> Detection:
    """Detect the cước of a valid win.

    ``win``: :class:`chan_core.win.WinInput`; ``uc``: its
    :class:`chan_core.win.UCheck` (must be ``valid``); ``options``:
    :class:`~chan_core.options.Options`. Returns :class:`Detection`.
    Seed 001 §V; SPEC "Reading the seeds". Raises :class:`ChanError` for
    arguments of another type or a ``uc`` that is not valid.
    """
    from chan_core.win import UCheck, WinInput

    if not isinstance(win, WinInput):
        raise ChanError(_("«win» phải là một bài ù (WinInput, từ make_win), không phải «{value}».").format(
            value=shown(win)), field="win")
    if not isinstance(uc, UCheck) or not uc.valid:
        raise ChanError(_("«uc» phải là kết quả xét ù hợp lệ (UCheck với valid = true) của chính bài ấy."), field="uc")
    if not isinstance(options, Options):
        raise ChanError(_("«options» phải là một bộ tùy chọn luật (Options), không phải «{value}».").format(
            value=shown(options)), field="options")
    return detect_facts(Facts(win, uc), options)


def _count_text(cid: str, n: int) -> str:
    return f"«{cuoc_title(cid)}»" + (f" ×{n}" if n > 1 else "")


def why_not(win_or_uc, cuoc_id: str, options: Options | None = None, count: int | None = None) -> str | None:
    """Why this win does not have cước ``cuoc_id``: one Vietnamese sentence, or ``None`` when it has it.

    ``win_or_uc``: a :class:`chan_core.win.WinInput` (checked here) or its
    :class:`chan_core.win.UCheck`; ``cuoc_id``: a SPEC cước id (``xuong``
    included); ``options``: :class:`~chan_core.options.Options` (default
    classic); ``count``: when given, a hand that has the cước fewer times
    (1 lèo claimed as 2) also gets a sentence.

    The sentence names the condition that fails *in this hand*, with its
    numbers and its cards in words, never codes: the cước is not in the
    variant ("… không có trong luật …", 003); the win is not valid; the
    context flag was refused by the board (``UCheck.warnings``); a picture
    cước replaces chì + bạch thủ, or another picture cước is taken (001 §V
    chú ý); xuông only when nothing else is found (001 §V.1); otherwise the
    detector's own explainer (:data:`chan_core.cuoc.base.WHY_NOT`,
    001 §V mục 2–25). Raises :class:`ChanError` for an unknown cước id, a
    wrong input type, or a win :func:`chan_core.win.check_u` refuses.

    In the current language (issue 15): Vietnamese by default; in English the
    cước names and card names stay Vietnamese, each card read out in English on
    its first mention (:func:`gloss`).
    """
    text = _why_not(win_or_uc, cuoc_id, options, count)
    return gloss(text) if text is not None else None


def _why_not(win_or_uc, cuoc_id: str, options: Options | None, count: int | None) -> str | None:
    from chan_core.options import make_options
    from chan_core.win import UCheck, WinInput, check_u

    opts = options or make_options()
    t = table(opts)
    if cuoc_id not in t.known:
        raise ChanError(_("Không có cước «{cuoc}».").format(cuoc=cuoc_id), field="cuoc")
    name = t.names[cuoc_id]
    if cuoc_id not in t.points:
        return _("Cước «{name}» không có trong luật {variant}: ván chơi theo luật này không hô cước ấy.").format(
            name=name, variant=variant_name(opts.variant))
    if isinstance(win_or_uc, UCheck):
        uc, raw = win_or_uc, win_or_uc.win
    elif isinstance(win_or_uc, WinInput):
        raw = win_or_uc
        uc = check_u(raw)
    else:
        raise ChanError(_("Cần một bài ù (WinInput hoặc UCheck) để giải thích cước."), field="win")
    if not uc.valid:
        why = "; ".join(uc.problems) or uc.reason
        return _("Bài này chưa ù được nên không có cước nào: {why}.").format(why=why.rstrip("."))
    f = Facts(raw, uc)
    det = detect_facts(f, opts)
    have = det.cuoc
    if cuoc_id in have:
        n = have[cuoc_id]
        if count is not None and count > n:
            why = det.reasons[cuoc_id]
            return ngettext("Bài này chỉ có {n} lần «{name}», không phải {count} — {why}",
                            "Bài này chỉ có {n} lần «{name}», không phải {count} — {why}", n).format(
                n=n, name=name, count=count, why=why[0].lower() + why[1:])
        return None
    if cuoc_id in raw.context and cuoc_id not in f.context:
        why = " ".join(getattr(uc, "warnings", ()) or ())
        return _("Bối cảnh «{name}» không được tính: {why}").format(
            name=name, why=why or _("bài này không thể có bối cảnh ấy."))
    for x in det.replaced:
        if x.id == cuoc_id:
            pic = next(p for p in det.found if p.id in _PICTURE_SET)
            what = f"«{t.names[pic.id]}» ({pic.reason[0].lower()}{pic.reason[1:].rstrip('.')})"
            if cuoc_id in _PICTURE_SET:
                return _("Bài này cũng đủ điều kiện «{name}», nhưng chỉ tính một cước hoa/cá/nhà: lấy {picture}, "
                         "nhiều điểm hơn cho người ù.").format(name=name, picture=what)
            return _("Bài này có {cuoc}, nhưng đã có cước {picture} thay cho chì và bạch thủ, nên không hô riêng "
                     "«{name}».").format(cuoc=name.lower(), picture=what, name=name)
    if cuoc_id == "xuong":
        if not det.valid:
            return _("Ù xuông là ù mà bài không có cước nào; bài này đúng là không có cước nào, nhưng luật làng "
                     "không cho ù xuông, nên không ù được.")
        got = ", ".join(_count_text(c, n) for c, n in have.items())
        first = det.found[0].reason
        return _("Ù xuông chỉ khi bài ù không có cước nào; bài này có {cuoc} — {why}").format(
            cuoc=got, why=first[0].lower() + first[1:])
    text = WHY_NOT[cuoc_id](f, opts)
    if text is None:  # the detector finds it, yet detection dropped it: say so rather than nothing
        return _("Bài này có «{name}» nhưng cước ấy không được tính cùng các cước khác của bài.").format(name=name)
    return text


__all__ = ["Detection", "Found", "Facts", "PICTURES", "REGISTRY", "WHY_NOT", "detect", "detect_facts", "why_not", "gloss"]
