"""Why a wrong answer is wrong and the right one right — in this hand, in words.

After a wrong answer the pages show the engine's verdict (the key, the
derivation of :func:`learning.checks.describe`); the functions here add the
sentences that *teach the deciding rule* (issue 17 item 1), built from the
engine's why-not explainers:

* a lỗi the learner picked that the move does not commit →
  :func:`chan_core.loi_why.why_not` (names the exception: "hai cửu văn trên
  tay là chắn, nên cửu vạn … là quân lẻ", seed 001 §IV chú ý of lỗi 3);
* a cước claimed that the hand does not have (or claimed more times) →
  :func:`chan_core.cuoc.why_not` (names the failing condition with the
  hand's numbers: "Bạch thủ cần đúng 5 chắn 4 cạ và 1 què trước quân ù; bài
  này trước quân ù có 6 chắn …", seed 001 §V);
* a cước the hand has that the learner left out → the detector's reason.

Every function returns a list of plain Vietnamese sentences (card names in
words, no codes, no markdown), empty when there is nothing to add. They
never raise on a scenario the engine answered: a sentence that cannot be
built is left out.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from chan_core.errors import ChanError
from learning import names

MAX_RIGHT_MOVES = 3
"""How many right moves :func:`right_moves` explains (the drill lists them all anyway)."""


# ------------------------------------------------------------------ engine doors
def _win_of(sc: Mapping):
    from chan_core.eval_kinds.win import read_win

    return read_win(dict(sc))


def _options_of(sc: Mapping):
    from chan_core.eval_kinds.score import read_options

    return read_options(dict(sc))


def _action_of(sc: Mapping):
    """(state before the action, the action event) of a ``kind: action`` scenario."""
    from chan_core.history import parse_event, parse_history, replay

    return replay(sc["hand"], parse_history(sc.get("history"), "history")), parse_event(sc["action"])


def cuoc_why_not(win, cuoc_id: str, options=None, count: int | None = None) -> str:
    """:func:`chan_core.cuoc.why_not` as a sentence, ``''`` when the hand has the cước
    (``count`` times, if given) or when no sentence can be built."""
    from chan_core.cuoc import why_not

    try:
        return why_not(win, cuoc_id, options, count=count) or ""
    except ChanError:
        return ""


def loi_why_not(state, event, code: int | str) -> str:
    """:func:`chan_core.loi_why.why_not` as a sentence, ``''`` when the move commits it."""
    from chan_core.loi_why import why_not

    try:
        return why_not(state, event, code) or ""
    except ChanError:
        return ""


# ------------------------------------------------------------------ cước
def cuoc_lines(sc: Mapping, result: Mapping, key: Iterable[str], given: Iterable[str],
               counts: Mapping[str, int] | None = None) -> list[str]:
    """Sentences for a cước answer of a ``win`` (or ``xuong``) scenario.

    ``key``: cước ids the hand has; ``given``: ids the learner chose;
    ``counts``: how many times the learner said each (for "2 lèo" on a hand
    with one). A chosen id the hand lacks → why not (seed 001 §V); an id the
    hand has and the learner left out → the detector's reason.
    """
    from chan_core.scoring import cuoc_name

    try:
        win, opts = _win_of(sc), _options_of(sc)
    except (ChanError, KeyError):
        return []
    key, given = list(dict.fromkeys(key)), list(dict.fromkeys(given))
    have = dict(result.get("cuoc") or {})
    out = []
    for cid in given:
        n = (counts or {}).get(cid)
        if cid not in key or (n is not None and n > int(have.get(cid, 0) or 0)):
            s = cuoc_why_not(win, cid, opts, count=n)
            if s:
                out.append(s)
    reasons = result.get("reasons") or {}
    for cid in key:
        if cid not in given and reasons.get(cid):
            why = names.without_label(str(reasons[cid]), cuoc_name(cid))
            out.append(f"Bài có «{cuoc_name(cid)}»: {why[:1].lower()}{why[1:]}")
    return out


def xuong_extra_why(win, declared: Sequence, extra: Iterable, options=None) -> dict[str, str]:
    """``{cước id: why the hand does not have it}`` for the extra cước of a graded xướng.

    ``declared``: the :class:`chan_core.xuong.Said` items said (their counts
    decide "2 lèo on a hand with one"); ``extra``: the grade's extra
    findings (objects or dicts with ``id``). Seed 001 §V, §VII.
    """
    said: dict[str, int] = {}
    for s in declared:
        cid, n = (s.get("id"), s.get("count", 1)) if isinstance(s, Mapping) else (s.id, s.count)
        said[cid] = said.get(cid, 0) + int(n)
    out = {}
    for f in extra:
        cid = f.get("id") if isinstance(f, Mapping) else f.id
        s = cuoc_why_not(win, cid, options, count=said.get(cid))
        if s:
            out[cid] = s
    return out


# ------------------------------------------------------------------ lỗi
def loi_lines(sc: Mapping, key: Iterable[int], given: Iterable[int]) -> list[str]:
    """Sentences for a "phạm lỗi gì?" answer: why the move does not commit each lỗi
    the learner picked and the engine did not find (seed 001 §IV and its notes)."""
    try:
        state, ev = _action_of(sc)
    except (ChanError, KeyError):
        return []
    key = set(key)
    return [s for n in given if n not in key for s in [loi_why_not(state, ev, n)] if s]


def clean_move_lines(sc: Mapping) -> list[str]:
    """Why the move of an ``action`` scenario commits no lỗi: the why-not of every
    fault that is about this kind of move (:func:`chan_core.loi_why.checklist`)."""
    from chan_core.loi_why import checklist

    try:
        state, ev = _action_of(sc)
        return checklist(state, ev)
    except (ChanError, KeyError):
        return []


def penalty_lines(sc: Mapping, result: Mapping, key: Any, given: Any) -> list[str]:
    """Sentences for a "bị phạt thế nào?" answer (seed 001 §IV, §VII): the faults the
    move commits and their penalty; when it commits none, why not for the lỗi that
    carry the chosen penalty and are about this kind of move."""
    from chan_core.loi import penalty_name, penalty_of

    if given == key:
        return []
    codes = [f.get("code") for f in result.get("findings") or [] if isinstance(f, Mapping)]
    if codes:
        from chan_core.loi_why import title

        named = " và ".join(title(c) for c in codes)
        return [f"Nước này phạm {named}: hình phạt là «{penalty_name(key)}»"
                + (f", không phải «{penalty_name(given)}»." if given else ".")]
    if not given:
        return []
    from chan_core.loi_why import applies, move_of

    try:
        state, ev = _action_of(sc)
        m = move_of(state, ev)
    except (ChanError, KeyError):
        return []
    same = [n for n in range(18) if penalty_of(n) == given and applies(m, n)]
    out = [f"Nước này không phạm lỗi nào nên không bị phạt «{penalty_name(given)}»."]
    out += [s for n in same for s in [loi_why_not(state, ev, n)] if s]
    return out


def right_moves(state, chosen: Mapping | Any, options: Sequence, codes: Iterable[int | str],
                limit: int = MAX_RIGHT_MOVES) -> list[str]:
    """Why each right move (an option with no fault) does not commit the faults the
    learner's move committed (``codes``), in this position — «Ăn hay không?».

    ``state``: the position; ``chosen``: the learner's event (dict or Event);
    ``options``: :class:`chan_core.legal.Option` list; ``codes``: the lỗi
    numbers / extra ids of the learner's move. At most ``limit`` right moves.
    """
    from chan_core.history import parse_event
    from chan_core.loi_why import reason_not, title

    codes = list(dict.fromkeys(codes))
    try:
        mine = parse_event(chosen)
    except ChanError:
        return []
    out = []
    for o in [o for o in options if o.ok and o.event != mine][:limit]:
        if o.event.event == "u":
            why = _safe(reason_not, state, o.event, "u_lao")
            if why:
                out.append(f"«{o.label}» đúng: {why}.")
            continue
        for code in codes:
            why = _safe(reason_not, state, o.event, code)
            if why:
                out.append(f"«{o.label}» không phạm {title(code)}: {why}.")
    return out


def _safe(fn, state, event, code) -> str:
    try:
        return fn(state, event, code) or ""
    except ChanError:
        return ""


# ------------------------------------------------------------------ lesson checks
def check_lines(answer, given: Any) -> list[str]:
    """Sentences for a wrong answer to a lesson check (:class:`learning.checks.Answer`).

    ``given``: the learner's value as :meth:`Answer.normalise` returns it.
    Empty when the answer is right or the question type has nothing to add.
    Kinds and answers handled: ``action`` (lỗi choices, phạm lỗi / hợp lệ,
    penalty), ``win`` (the cước multi-choice, ``cuoc.<id>`` counts and
    yes/no), ``xuong`` (the extra cước of the declared xướng).
    """
    check, result = answer.check, answer.result
    g = answer.normalise(given)
    if g is None or g == answer.key:
        return []
    sc = check.scenario
    kind, path = sc.get("kind"), check.answer
    try:
        if kind == "action":
            if check.options == "loi":
                return loi_lines(sc, answer.key, g)
            if check.options == "yes_no" and path == "violations":
                return clean_move_lines(sc) if not answer.key else []
            if check.options == "penalty":
                return penalty_lines(sc, result, answer.key, g)
            return []
        if kind == "win" and path == "cuoc":
            return cuoc_lines(sc, result, answer.key, g)
        if kind == "win" and path.startswith("cuoc."):
            cid = path.split(".", 1)[1]
            said, have = int(g), int(answer.key)  # a count, or a yes/no as 1/0
            if said > have:
                return cuoc_lines(sc, result, [cid] if have else [], [cid], counts={cid: said} if have else None)
            return cuoc_lines(sc, result, [cid], [])
        if kind == "xuong":
            extra = result.get("extra") or []
            if not extra:
                return []
            win = _win_of(sc)
            declared = sc.get("declared") or []
            return list(xuong_extra_why(win, declared, extra, _options_of(sc)).values())
    except (ChanError, KeyError, TypeError, ValueError):
        return []
    return []


# ------------------------------------------------------------------ bốc cái
def boc_cai_lines(res, pick: int, seat_name=None) -> list[str]:
    """Why the seat that takes the cái is right *in this deal*, counting from the drawer, and
    why the learner's ``pick`` is wrong (issue 17 item 1, «Luyện bốc cái»).

    ``res``: :class:`chan_core.boc_cai.BocCai` (``players``, ``drawer``, ``card``, ``seat``,
    ``count``); ``seat_name``: seat number → name (default A, B, C, D). Empty when ``pick``
    is the right seat. Names the usual slips: counting the seat after the drawer as 1,
    counting to the left, and the drawer's own seat (seed 001 §II: "người bốc đếm là 1,
    theo chiều tay phải").
    """
    if pick == res.seat:
        return []
    name = seat_name or names.seat_name
    n, p, d = res.card.boc_cai_number, res.players, res.drawer
    word = res.card.word
    counted = ", ".join(f"{i} = {name(s)}" for i, s in enumerate(res.count, 1))
    out = [f"Quân cái là {word}, số {n}. Người bốc ({name(d)}) đếm là 1, rồi đếm theo chiều tay phải: "
           f"{counted}. Số {n} rơi vào {name(res.seat)}, nên {name(res.seat)} được phần bài cái và đánh đầu."]
    k = (pick - d) % p + 1
    again = [k + j * p for j in range(1, 3) if k + j * p <= 9]
    out.append(f"{name(pick)} là số {k}" + (f" (vòng sau: {', '.join(map(str, again))})" if again else "")
               + f" khi đếm từ người bốc, không phải số {n}.")
    if pick == (d + n) % p:
        out.append(f"Có lẽ bạn đã đếm người ngồi bên phải {name(d)} là 1; nhưng chính người bốc "
                   f"({name(d)}) mới là 1.")
    elif pick == (d - (n - 1)) % p:
        out.append("Có lẽ bạn đã đếm sang tay trái; lượt đếm đi theo chiều tay phải, như lượt đánh.")
    elif pick == d:
        firsts = ", ".join(str(x) for x in range(1, 10, p))
        out.append(f"Người bốc chỉ tự được cái khi quân cái là số {firsts} (với {p} người).")
    return out
