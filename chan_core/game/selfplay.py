"""Self-play: bot-only hands, and ``python -m chan_core selfplay`` (issue 12 item 5).

``python -m chan_core selfplay --players N --hands K --seed S [--variant V]
[--bots L,L,…] [--out FILE.jsonl]`` plays K hands (hand i is dealt from seed
S + i) and prints ONE JSON line: ``hands``, ``wins`` (per seat), ``draws``,
``u_lao`` (false ù), ``illegal_actions`` (moves the lỗi engine flags),
``invalid_wins`` (an ù whose ``win`` scenario does not evaluate valid with
the same cước and points, or a false ù), ``conservation_errors`` (events
after which hands + mats + cửa + nọc + set-aside ≠ 100 cards),
``hands_per_second``. ``--bots``: one level for every seat or one per seat
(:data:`chan_core.game.bots.BOTS`; default ``sensible``).

With ``--out``, one JSON object per hand (:func:`hand_line`): ``seed``,
``players``, ``variant``, ``options``, ``bots``, ``drawer``, ``cai``,
``dealt`` (list by seat: the cards at the start of play, 20 for the cái),
``set_aside``, ``noc`` (drawing order), ``events`` (each ``{seat, event,
card, with}``), ``result`` (``u``, ``hoa`` or ``u_lao``), ``winner``,
``win`` (a complete ``kind: win`` scenario), ``cuoc``, ``points``,
``penalty``, ``xuong`` (``{declared, verdict}``), ``payouts``, ``bao``,
``faults``.

Bad arguments: one Vietnamese line on stderr, exit 2.
"""
from __future__ import annotations

import json
import sys
import time

from chan_core.errors import ChanError, shown
from chan_core.game.actions import Action
from chan_core.game.bots import BOTS, make_bot
from chan_core.game.flow import apply, legal_actions
from chan_core.game.state import DECK_SIZE, new_hand
from chan_core.guard import guard

MAX_STEPS = 5000


@guard
def play_hand(players: int, seed: int, variant: str = "classic", bots=("sensible",), *,
              options: dict | None = None, check=None):
    """Play one bot-only hand to its end; returns the final :class:`GameState`.

    ``bots``: level names (:data:`BOTS`) or policy objects — one for every
    seat or one per seat; bot ``s`` is seeded with ``seed * 4 + s``.
    ``check(state)``: called after every event (tests, conservation).
    Raises :class:`ChanError` for bad arguments, and ``RuntimeError`` if a
    policy picks an action that is not legal.
    """
    st = new_hand(players, seed, variant=variant, options=options)
    bots = list(bots)
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        from chan_core.i18n import _

        raise ChanError(_("Cần 1 hoặc {players} loại máy, không phải {n}.").format(players=players, n=len(bots)),
                        field="bots")
    pols = [make_bot(b, seed * 4 + s) if isinstance(b, str) else b for s, b in enumerate(bots)]
    if check:
        check(st)
    for _step in range(MAX_STEPS):
        if st.phase == "end":
            return st
        s = st.actor
        if st.phase == "xuong":
            declared = pols[s].xuong(st, s)
            a = Action(s, "xuong", declared=tuple((d["id"], d.get("count", 1)) for d in declared))
        else:
            legal = legal_actions(st, s)
            a = pols[s].choose(st, s, legal)
            if a not in legal:
                raise RuntimeError(f"bot {pols[s]!r} chose an illegal action {a!r}")
        st = apply(st, a)
        if check:
            check(st)
    raise RuntimeError(f"hand {seed} did not end in {MAX_STEPS} steps")


def hand_line(st, bots, text=None) -> dict:
    """The ``--out`` object of a finished hand (see the module docstring), JSON-ready: the lỗi
    facts of ``faults`` and ``u_lao`` as ``text(fact)`` (the CLI: Vietnamese sentences), by
    default as their ``to_json`` dicts."""
    xu = None
    if st.xuong is not None:
        xu = {"declared": st.xuong["declared"], "verdict": st.xuong["verdict"]}
    return {
        "seed": st.seed, "players": st.players, "variant": st.variant, "options": st.options,
        "bots": list(bots), "drawer": st.drawer, "cai": st.cai, "dealt": st.dealt, "set_aside": st.set_aside,
        "noc": st.noc_start, "events": st.events, "result": st.result, "winner": st.winner, "win": st.win,
        "cuoc": st.cuoc, "points": st.points, "penalty": st.penalty, "xuong": xu, "payouts": st.payouts,
        "bao": st.bao, "faults": _facts_as(st.faults, text), "fixed_deal": st.fixed_deal,
    }


def win_is_valid(st) -> bool:
    """The recorded ``win`` evaluates (``chan_core.eval_kinds.evaluate``) as valid
    with the same cước and points as the hand scored."""
    from chan_core.eval_kinds import evaluate

    if st.result != "u":
        return st.result != "u_lao"
    ans = evaluate(json.loads(json.dumps(st.win)))
    return bool(ans["valid"]) and ans["cuoc"] == st.cuoc and ans["points"] == st.points


def run(players: int, hands: int, seed: int, variant: str = "classic", bots=("sensible",), out=None,
        text=None) -> dict:
    """Play ``hands`` hands (seeds ``seed … seed + hands − 1``); returns the summary
    dict (keys of the module docstring). ``out``: a text stream for JSON lines; ``text``: how
    a fact of the lines (a fault's detail …) is written (default: its ``to_json`` dict; the
    CLI passes the words layer's Vietnamese)."""
    summary = {"hands": 0, "wins": [0] * players, "draws": 0, "u_lao": 0, "illegal_actions": 0,
               "invalid_wins": 0, "conservation_errors": 0, "hands_per_second": 0.0}
    bad = [0]

    def check(st):
        if st.card_count() != DECK_SIZE:
            bad[0] += 1

    t0 = time.perf_counter()
    names = [b if isinstance(b, str) else getattr(b, "name", "?") for b in bots]
    for i in range(hands):
        st = play_hand(players, seed + i, variant, bots, check=check)
        summary["hands"] += 1
        if st.result == "u":
            summary["wins"][st.winner] += 1
        elif st.result == "hoa":
            summary["draws"] += 1
        else:
            summary["u_lao"] += 1
        summary["illegal_actions"] += len({(f["seat"], f["event"]) for f in st.faults})
        if not win_is_valid(st):
            summary["invalid_wins"] += 1
        if out is not None:
            out.write(json.dumps(hand_line(st, names, text), ensure_ascii=False) + "\n")
    dt = time.perf_counter() - t0
    summary["conservation_errors"] = bad[0]
    summary["hands_per_second"] = round(summary["hands"] / dt, 1) if dt > 0 else 0.0
    return summary


USAGE = ("Cách dùng: python -m chan_core selfplay --players N --hands K --seed S "
         "[--variant V] [--bots L,L,…] [--out TỆP.jsonl]")
HELP = USAGE + """

Cho máy chơi K ván N người (ván thứ i chia từ seed S + i) rồi in MỘT dòng JSON: hands (số ván),
wins (số ván thắng của từng ghế), draws (ván hòa), u_lao (ù láo), illegal_actions (nước bị máy chấm
lỗi bắt), invalid_wins (ván ù mà bài ù không hợp lệ), conservation_errors (lúc nào đó không đủ 100
lá), hands_per_second. --bots: một loại máy cho mọi ghế hoặc mỗi ghế một loại (random, sensible,
advisor — từ yếu đến mạnh).
--out: ghi mỗi ván một dòng JSON (bài chia, nọc, các nước đi, kết quả, bài ù, cước, điểm)."""
_OPTS = ("--players", "--hands", "--seed", "--variant", "--bots", "--out")


def _int(name: str, text: str, lo: int, hi: int | None = None) -> int:
    try:
        v = int(text)
    except ValueError:
        raise ChanError(f"«{name}» phải là một số nguyên, không phải «{shown(text)}».") from None
    if v < lo or (hi is not None and v > hi):
        rng = f"từ {lo} đến {hi}" if hi is not None else f"từ {lo} trở lên"
        raise ChanError(f"«{name}» phải {rng}, không phải {v}.")
    return v


def parse_args(argv: list[str]) -> dict:
    """Read the selfplay arguments; raises :class:`ChanError` (Vietnamese) on a bad one."""
    vals: dict[str, str] = {}
    i = 0
    while i < len(argv):
        a = argv[i]
        name, eq, val = a.partition("=")
        if name not in _OPTS:
            raise ChanError(f"Không hiểu tham số «{shown(a)}». {USAGE}")
        if not eq:
            if i + 1 >= len(argv):
                raise ChanError(f"Tham số «{name}» thiếu giá trị. {USAGE}")
            val = argv[i + 1]
            i += 1
        if name in vals:
            raise ChanError(f"Tham số «{name}» được cho hai lần.")
        vals[name] = val
        i += 1
    for req in ("--players", "--hands", "--seed"):
        if req not in vals:
            raise ChanError(f"Thiếu tham số «{req}». {USAGE}")
    players = _int("--players", vals["--players"], 2, 4)
    hands = _int("--hands", vals["--hands"], 1, 10_000_000)
    seed = _int("--seed", vals["--seed"], 0, 2**62)
    variant = vals.get("--variant", "classic")
    from chan_core.options import variant_ids

    if variant not in variant_ids():
        raise ChanError(f"Không có biến thể luật «{shown(variant)}»; chỉ có: {', '.join(variant_ids())}.")
    bots = [b.strip() for b in vals.get("--bots", "sensible").split(",")]
    for b in bots:
        if b not in BOTS:
            raise ChanError(f"Không có loại máy «{shown(b)}»; chỉ có: {', '.join(BOTS)}.")
    if len(bots) not in (1, players):
        raise ChanError(f"«--bots» cần 1 hoặc {players} loại máy (cách nhau bằng dấu phẩy), không phải {len(bots)}.")
    return {"players": players, "hands": hands, "seed": seed, "variant": variant, "bots": bots,
            "out": vals.get("--out")}


def _facts_as(value, text=None):
    """``value`` with every fact as ``text(fact)``, or as its ``to_json`` dict."""
    from chan_core.facts import Fact, plain

    if text is None:
        return plain(value)
    if isinstance(value, Fact):
        return text(value)
    if isinstance(value, dict):
        return {k: _facts_as(v, text) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_facts_as(v, text) for v in value]
    return value


def cli_main(argv: list[str]) -> int:
    """``python -m chan_core selfplay …``: exit 0 (summary printed), 2 (bad
    arguments or an unwritable ``--out``)."""
    from chan_core.cli import _emit, _one_line, say

    if argv[:1] in (["-h"], ["--help"]):
        _emit(sys.stdout, HELP)
        return 0
    try:
        args = parse_args(argv)
    except ChanError as e:
        _emit(sys.stderr, _one_line(e.message))
        return 2
    out = None
    if args["out"]:
        try:
            out = open(args["out"], "w", encoding="utf-8")
        except OSError as e:
            _emit(sys.stderr, _one_line(f"Không ghi được tệp «{args['out']}» ({e.strerror or 'lỗi hệ thống'})."))
            return 2
    try:
        summary = run(args["players"], args["hands"], args["seed"], args["variant"], args["bots"], out,
                      text=lambda fact: say(fact, "vi"))
    finally:
        if out is not None:
            out.close()
    _emit(sys.stdout, json.dumps(summary, ensure_ascii=False))
    return 0


__all__ = ["play_hand", "run", "hand_line", "win_is_valid", "parse_args", "cli_main", "USAGE"]
