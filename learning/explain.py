"""Why a wrong answer is wrong and the right one right — in this hand, in words, from the engine's why-not explainers
(:func:`chan_core.loi.why_not`, :func:`chan_core.cuoc.why_not`; seed 001 §IV–V). Every function returns plain
sentences in the current language, empty when there is nothing to add; :func:`check_lines` never raises.
``known``: the term ids taught so far (``None`` = all); a lỗi not taught yet is never named."""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from chan_core import cuoc, loi
from chan_core.boc_cai import boc_cai
from chan_core.errors import ChanError
from chan_core.facts import Fact
from learning import names
from learning.i18n import N_, _
from words import listed, say, say_all
from chan_core.eval_kinds.win import read_win
from chan_core.eval_kinds.score import read_options
from chan_core.history import parse_event, parse_history, replay
from learning.terms import and_list, lessons_teaching, loi_known, plain, uses_later
from chan_core.loi import (
    checklist, faults_about, move_of, penalty_of, reason_not, title)
from learning.checks import card_words, u_lines
from learning.glosses import with_gloss
from words.phrases.game_faults import fault_gloss
from words.phrases.loi import penalty_name
from chan_core.xuong import Said

MAX_RIGHT_MOVES = 3
"""How many right moves :func:`right_moves` explains (the drill lists them all anyway)."""


# ------------------------------------------------------------------ engine doors
def action_of(sc: Mapping):
    """(state before the action, the action event) of a ``kind: action`` scenario."""
    return replay(sc["hand"], parse_history(sc.get("history"), "history")), parse_event(sc["action"])


def _said(fn, *args, **kw) -> str:
    """``say(fn(*args, **kw))`` (a why-not of :mod:`chan_core.cuoc` or :mod:`chan_core.loi` as a sentence); ``''`` when
    the engine raises (no sentence can be built) or finds nothing to say (the hand has the cước, the move commits
    the lỗi)."""
    try:
        return say(fn(*args, **kw))
    except ChanError:
        return ""


# ------------------------------------------------------------------ cước
def cuoc_lines(sc: Mapping, result: Mapping, key: Iterable[str], given: Iterable[str],
               counts: Mapping[str, int] | None = None, reveal: bool = True) -> list[str]:
    """Sentences for a cước answer of a ``win`` (or ``xuong``) scenario. ``key``: cước ids the hand has; ``given``:
    ids the learner chose; ``counts``: how many times the learner said each (for "2 lèo" on a hand with one).
    Each wrong pick says why the hand lacks it; a cước left out says why the hand has it, or — ``reveal=False``,
    before «Xem đáp án» — only that one is left out, not which (nor does a wrong «Xuông», whose why lists them)."""
    win, opts = read_win(dict(sc)), read_options(dict(sc))
    have, reasons = result["cuoc"], result["reasons"]
    order = list(have)  # the engine's cước order: the same lines in the same order on every run (key may be a set)
    key = sorted(set(key), key=lambda c: (order.index(c) if c in have else len(order), c))
    given = list(dict.fromkeys(given))
    out = []
    for cid in given:
        n = (counts or {}).get(cid)
        wrong = cid not in key or (n is not None and n > have.get(cid, 0))
        if wrong and cid == "xuong" and key and not reveal:
            out.append(_("Ù xuông chỉ khi bài ù không có cước nào, mà bài này có cước."))
        elif wrong and (s := _said(cuoc.why_not, win, cid, opts, count=n)):
            out.append(s)
    left = [cid for cid in key if cid not in given]
    if not reveal:
        return out + [_("Bài này còn cước bạn chưa chọn.")] * bool(left and "xuong" not in given)
    for cid in left:
        if reasons.get(cid):
            why = names.without_label(say(reasons[cid]), names.cuoc_name(cid))
            out.append(_("Bài có «{cuoc}»: {why}").format(cuoc=names.cuoc_name(cid), why=f"{why[:1].lower()}{why[1:]}"))
    return out


def xuong_extra_why(win, declared: Sequence, extra: Iterable[str], options=None) -> dict[str, str]:
    """``{cước id: why the hand does not have it}`` for the ``extra`` cước ids of a graded xướng; ``declared``: the
    :class:`chan_core.xuong.Said` items (their counts decide «2 lèo on a hand with one»). Seed 001 §V, §VII."""
    said: Counter = Counter()
    for s in declared:
        said[s.id] += s.count
    return {cid: s for cid in extra if (s := _said(cuoc.why_not, win, cid, options, count=said.get(cid)))}


# ------------------------------------------------------------------ lỗi
def _later_note(codes: Iterable[int | str], known: set[str] | None, *, one: bool) -> str:
    """«bài 6 sẽ học lỗi này» / «bài 6 và bài 7 sẽ học từng lỗi» (``''`` when no lesson does)."""
    where = lessons_teaching(list(codes), known)
    if not where:
        return ""
    return (_("{where} sẽ học lỗi này") if one else _("{where} sẽ học từng lỗi")).format(where=where)


_OFFER_WORDS = {"boc": N_("bốc được"), "danh": N_("đánh ra"), "tra_cua": N_("trả cửa")}
_WHO = {"self": N_("bạn"), "tren": N_("người cửa trên"), "khac": N_("người khác")}


def move_basics(state, event) -> str:
    """Why a move is allowed at all, in lesson 4's words (seed 001 §IV «Ăn», «Chíu»): the chíu or the chắn / cạ it
    makes and whose card it takes; ``''`` for other moves or an impossible one."""
    try:
        m = move_of(state, event)
    except ChanError:
        return ""
    k, off = m.card, m.offer
    if m.kind == "chiu" and off is not None:
        return _("Trên tay có ba {card}; {card} thứ tư do {who} {how} nên được chíu — chíu được ăn lá do bất kỳ ai "
                 "bốc hay đánh, chưa đến lượt cũng được.").format(
            card=k.word, who=_(_WHO.get(off.by, _WHO["khac"])), how=_(_OFFER_WORDS.get(off.source, _OFFER_WORDS["danh"])))
    if m.kind == "an" and off is not None and m.with_ is not None:
        meld = (_("thành chắn (hai lá giống hệt nhau)") if m.with_ == k
                else _("thành cạ (cùng số, khác chất)"))
        src = (_("lá bạn vừa bốc") if off.by == "self" and off.source == "boc"
               else _("lá ở cửa trên") if off.by == "tren" else "")
        if not src:
            return ""
        line = _("{with_} trên tay với {card} {meld}, và {card} là {src}: được ăn.").format(
            with_=m.with_.word, card=k.word, meld=meld, src=src)
        return line[:1].upper() + line[1:]
    return ""


def _penalty_words(code: int | str) -> str:
    """The penalty of fault ``code`` by its name, glossed in English (``''`` when it has none; seed 001 §IV)."""
    try:
        pid = penalty_of(code)
    except (ChanError, KeyError):
        return ""
    return penalty_name(pid, gloss=True)


def fault_lines(result: Mapping, codes: Iterable[int | str], known: set[str] | None = None) -> list[str]:
    """Why the move commits the faults ``codes``, from the engine's ``findings`` (seed 001 §IV); a lỗi not taught
    yet (``known``) is not named: «Nước này phạm lỗi: … (bài 6 sẽ học lỗi này).»."""
    codes = list(codes)
    out = []
    for f in (f for f in result["findings"] if f["code"] in codes):
        code, detail = f["code"], say(f["detail"])
        if loi_known(code, known):
            pen = _penalty_words(code)
            s = (_("Nước này phạm {loi}: {detail} — hình phạt: {penalty}.") if detail and pen
                 else _("Nước này phạm {loi}: {detail}.") if detail else _("Nước này phạm {loi}.")).format(
                loi=say(title(code)), detail=detail, penalty=pen)
        else:
            note = _later_note([code], known, one=True)
            s = ((_("Nước này phạm lỗi: {detail} ({note}).") if note else _("Nước này phạm lỗi: {detail}."))
                 if detail and not uses_later(detail, known)
                 else _("Nước này phạm lỗi ({note}).") if note else _("Nước này phạm lỗi.")).format(detail=detail, note=note)
        if not uses_later(s, known):
            out.append(s)
    return out


def _loi_why_not(state, ev, n: int, hide: set[int]) -> Fact | None:
    """:func:`chan_core.loi.why_not` naming no lỗi of ``hide``: a why-not that names the faults the move commits
    instead (``loi.why.instead``) says only its own reason while one of them is the key not shown yet."""
    f = loi.why_not(state, ev, n)
    r = f["reason"] if f else None
    return Fact(f.code, code=n, reason=r["reason"]) if r and r.code == "loi.why.instead" and hide & {*r["faults"]} else f


def loi_lines(sc: Mapping, key: Iterable[int], given: Iterable[int], known: set[str] | None = None,
              result: Mapping | None = None, reveal: bool = True, offered: Iterable[int] = ()) -> list[str]:
    """Sentences for a «phạm lỗi gì?» answer: why the move does not commit each wrong lỗi picked (seed 001 §IV) —
    before «Xem đáp án» (``reveal=False``) never naming the lỗi it commits instead; a clean move revealed: also why it
    commits none of the other lỗi ``offered`` that are about this kind of move (the trap of the question); then, for a
    lỗi left out, what is wrong in this hand (``result``), without naming it — a wrong lỗi's why-not never reads as
    «no lỗi» while the move commits another."""
    state, ev = action_of(sc)
    key, given = set(key), list(given)
    offered = set(offered) - {*given} if reveal and not key else set()
    out = [s for n in [*given, *(n for n in faults_about(state, ev) if n in offered)] if n not in key and loi_known(n, known)
           for s in [_said(_loi_why_not, state, ev, n, set() if reveal else key)] if s and not uses_later(s, known)]
    missed = [n for n in sorted(key) if n not in given]
    if missed and result is not None:
        sentence = _("Nước này còn phạm lỗi: {detail}.") if given else _("Nước này có phạm lỗi: {detail}.")
        with_pen = (_("Nước này còn phạm lỗi: {detail} — hình phạt: {penalty}.") if given
                    else _("Nước này có phạm lỗi: {detail} — hình phạt: {penalty}."))
        for f in result["findings"]:
            if f["code"] in missed and f["detail"]:
                pen = _penalty_words(f["code"])  # the penalty too, as the Vietnamese reveal says it
                s = (with_pen if pen else sentence).format(detail=say(f["detail"]), penalty=pen)
                if not uses_later(s, known):
                    out.append(s)
    return out


def clean_move_lines(sc: Mapping, known: set[str] | None = None) -> list[str]:
    """Why the move of an ``action`` scenario commits no lỗi: the why-not of every fault that is about this kind of
    move (:func:`chan_core.loi.checklist`)."""
    state, ev = action_of(sc)
    if known is None:
        return say_all(checklist(state, ev))
    codes = faults_about(state, ev)
    named, later = [], []
    for c in codes:
        s = _said(loi.why_not, state, ev, c) if loi_known(c, known) else ""
        if s and not uses_later(s, known):
            named.append(s)
        else:
            later.append(c)
    if not later:
        return named
    basics = move_basics(state, ev)
    out = [basics] if basics and not uses_later(basics, known) else []
    note = _later_note(later, known, one=len(later) == 1)
    last = ((_("Nước này không phạm lỗi nào khác — {note}.") if note else _("Nước này không phạm lỗi nào khác."))
            if named else _("Nước này không phạm lỗi nào — {note}.") if note else _("Nước này không phạm lỗi nào."))
    return out + named + [last.format(note=note)]


def penalty_lines(sc: Mapping, result: Mapping, key: Any, given: Any,
                  known: set[str] | None = None) -> list[str]:
    """Sentences for a wrong answer ``given`` to "bị phạt thế nào?" (seed 001 §IV, §VII): the faults the move commits
    and their penalty; when it commits none, why not for the lỗi that carry ``given`` and are about this kind of move."""
    codes = [f["code"] for f in result["findings"]]
    if codes:
        line = (_("Nước này phạm {loi}: hình phạt là «{penalty}», không phải «{given}».") if given
                else _("Nước này phạm {loi}: hình phạt là «{penalty}»."))
        return [line.format(loi=and_list(with_gloss(say(title(c)), fault_gloss(c)) for c in codes),
                            penalty=penalty_name(key, gloss=True),
                            given=penalty_name(given, gloss=True))]
    if not given:
        return []
    state, ev = action_of(sc)
    same = [n for n in faults_about(state, ev) if isinstance(n, int) and penalty_of(n) == given and loi_known(n, known)]
    out = [_("Nước này không phạm lỗi nào nên không bị phạt «{penalty}».").format(penalty=penalty_name(given))]
    out += [s for n in same for s in [_said(loi.why_not, state, ev, n)] if s]
    return [s for s in out if not uses_later(s, known)]


def move_said(o) -> str:
    """An option's move as its button says it; a pass by whose card it is: «Dưới (không ăn)» only for one's own draw
    (001 §IV), «Bốc nọc (không ăn)» for the cửa trên's discard, «Bỏ qua (không chíu)» for anyone else's card."""
    by = o.event.by if o.key == "bo" else None
    return say(Fact(f"move.label.bo_{by}") if by in ("tren", "khac") else o.label)


def right_moves(state, chosen: Mapping | Any, options: Sequence, codes: Iterable[int | str],
                limit: int = MAX_RIGHT_MOVES) -> list[str]:
    """Why each right move (an option with no fault) does not commit the faults the learner's move committed
    (``codes``), in this position — «Ăn hay không?»; a reason the same but for the move (or its card) said once, the other
    moves named after it («Với «Đánh tứ vạn» cũng vậy.»)."""
    codes = list(dict.fromkeys(codes))
    try:
        mine = parse_event(chosen)
    except ChanError:
        return []
    said: dict = {}  # (lỗi, its reason but the move or its card) → [the first move's sentence, the other moves]
    for o in [o for o in options if o.ok and o.event != mine][:limit]:
        if o.event.event == "u":
            why = _said(reason_not, state, o.event, "u_lao")
            if why:
                said[id(o)] = [_("«{move}» đúng: {why}.").format(move=move_said(o), why=why), []]
            continue
        for code in codes:
            try:
                fact = reason_not(state, o.event, code)
            except ChanError:
                continue
            if isinstance(fact, Fact) and fact.code == "loi.why.not_applicable":  # not the learner's move: unnamed
                fact = Fact(fact.code, **fact.params | {"move": None})
            key = (code, Fact(fact.code, **fact.params | {"card": None, "move": None}) if isinstance(fact, Fact) else id(o))
            if key in said:  # the same reason but for the card: said once
                said[key][1].append(f"«{move_said(o)}»")
            elif why := say(fact):
                said[key] = [_("«{move}» không phạm {loi}: {why}.").format(move=move_said(o), loi=say(title(code)),
                                                                            why=why), []]
    return [line + (" " + _("Với {moves} cũng vậy.").format(moves=listed(more)) if more else "")
            for line, more in said.values()]


# ------------------------------------------------------------------ lesson checks
def check_lines(answer, given: Any, known: set[str] | None = None, reveal: bool = True) -> list[str]:
    """Sentences for a wrong answer ``given`` (as :meth:`Answer.normalise` returns it) to a lesson check, naming no
    lỗi or term after ``known`` (:func:`learning.terms.taught_until`; ``None`` = all); ``reveal=False`` (the key not
    shown yet): a pick of cước does not name the cước left out (:func:`cuoc_lines`)."""
    return [plain(s, known) for s in _check_lines(answer, given, known, reveal)]


def _check_lines(answer, given: Any, known: set[str] | None, reveal: bool) -> list[str]:
    check, result = answer.check, answer.result
    g = answer.normalise(given)
    if g == answer.key or (g is None and check.options != "penalty"):  # «Không bị phạt» is None
        return []
    sc = check.scenario
    kind, path = sc.get("kind"), check.answer
    try:
        if kind == "action":
            if check.options == "loi":
                return loi_lines(sc, answer.key, g, known, result, reveal, (n for o in answer.options for n in o.value))
            if check.options == "yes_no" and path == "violations":
                if not answer.key:
                    return clean_move_lines(sc, known)
                return fault_lines(result, result["violations"], known)
            if check.options == "penalty":
                return penalty_lines(sc, result, answer.key, g, known)
        if kind == "win" and path == "valid":  # a yes/no: the engine's why says the answer, as it must (lesson 5)
            return u_lines(sc, result)
        if kind == "boc_cai":  # why the chosen seat is not the one, not yet which seat is (shown on «Xem đáp án»)
            res = boc_cai(int(sc["players"]), int(sc["drawer"]), sc["card"])
            return boc_cai_lines(res, int(g), lambda s: names.seat_name(s, check.seat_names))[1:]
        if kind == "win" and path == "cuoc":
            return cuoc_lines(sc, result, answer.key, g, reveal=reveal)
        if kind == "win" and path.startswith("cuoc."):
            cid = path.split(".", 1)[1]
            said, have = int(g), int(answer.key)  # a count, or a yes/no as 1/0
            if said > have:
                return cuoc_lines(sc, result, [cid] if have else [], [cid], counts={cid: said} if have else None)
            return cuoc_lines(sc, result, [cid], [])
        if kind == "xuong":
            declared = [Said(d["id"], d["count"]) for d in result["declared"]]
            extra = [f["id"] for f in result["extra"]]
            if extra:
                return list(xuong_extra_why(read_win(dict(sc)), declared, extra, read_options(dict(sc))).values())
            if path == "verdict":
                return xuong_verdict_lines(result, g)
    except (ChanError, KeyError, TypeError, ValueError):
        return []
    return []


def xuong_verdict_lines(result: Mapping, given: str) -> list[str]:
    """Why a xướng with nothing said in excess is not ``given`` (a verdict id): each cước left unsaid (the engine's
    reason), or — a xướng đúng — that nothing the hand has is left out, or nothing said is missing from the hand."""
    if result["missing"]:
        return [say(m["reason"]) for m in result["missing"]]
    said = listed(names.cuoc_name(d["id"]) + (f" ×{d['count']}" if d["count"] > 1 else "")
                     for d in result["declared"])
    if given == "thieu":
        return [_("Không thiếu cước nào: mọi cước bài có ({cuoc}) đều đã được xướng.").format(cuoc=said)]
    return [_("Không xướng thừa cước nào: mọi cước đã xướng ({cuoc}) bài đều có.").format(cuoc=said)]


# ------------------------------------------------------------------ bốc cái
def boc_cai_lines(res, pick: int, seat_name=None) -> list[str]:
    """Why the seat that takes the cái is right *in this deal*, counting from the drawer (the first line), and why
    ``pick`` is wrong («Luyện bốc cái»). ``res``: :class:`chan_core.boc_cai.BocCai`; ``seat_name``: seat → name."""
    name = seat_name or names.seat_name
    n, p, d = res.card.boc_cai_number, res.players, res.drawer
    word = card_words(res.card.code)  # named the first time: in English with its reading
    counted = ", ".join(f"{i} = {name(s)}" for i, s in enumerate(res.count, 1))
    out = [_("Quân cái là {card}, số {n}. Người bốc ({drawer}) đếm là 1, rồi đếm theo chiều tay phải: "
             "{counted}. Số {n} rơi vào {seat}, nên {seat} được phần bài cái và đánh đầu.").format(
        card=word, n=n, drawer=name(d), counted=counted, seat=name(res.seat))]
    if pick == res.seat:
        return out
    k = (pick - d) % p + 1
    counts = range(k, n + 1, p)  # every number this seat is counted at, up to the card's
    line = (_("{pick} được đếm ở số {counts} khi đếm từ người bốc, không phải số {n}.") if counts
            else _("Đếm từ người bốc, {pick} là số {k}: lượt đếm dừng ở số {n}, chưa tới {pick}."))
    out.append(line.format(pick=name(pick), k=k, counts=listed(map(str, counts)), n=n))
    if pick == (d + n) % p:
        out.append(_("Có lẽ bạn đã đếm người ngồi bên phải {drawer} là 1; nhưng chính người bốc "
                     "({drawer}) mới là 1.").format(drawer=name(d)))
    elif pick == (d - (n - 1)) % p:
        out.append(_("Có lẽ bạn đã đếm sang tay trái; lượt đếm đi theo chiều tay phải, như lượt đánh."))
    elif pick == d:
        firsts = listed(map(str, range(1, 10, p)), style="or")  # a choice: «1, 5 hoặc 9» / «1, 5, or 9»
        out.append(_("Người bốc chỉ tự được cái khi quân cái là số {firsts} (với {p} người).").format(firsts=firsts, p=p))
    return out
