"""Sentences of what a move puts at stake in money (:mod:`chan_core.strategy.money`): a cước kept, lost or
gained, the điểm of the ù it aims at and its chance («giữ bốn ngũ văn: thiên khai, thêm 1 dịch»)."""
from __future__ import annotations

from chan_core.rules import load_rules
from words.cards import gloss_cards
from words.i18n import N_, WORDS, is_english, listed, number
from words.phrases import chosen, each, tables
from words.phrases.cuoc import cuoc_name

_ = WORDS.gettext
_S = tables(__name__)

def _name(cuoc_id: str) -> str:
    return cuoc_name(cuoc_id).lower()


def _fours(fact) -> str:
    """«bốn ngũ văn» / «bốn ngũ văn và bốn tam vạn» (the kinds held four times)."""
    return listed(_("bốn {card}").format(card=k.word if hasattr(k, "word") else str(k))
                  for k in fact.get("cards") or ())


def _what(fact) -> str:
    """The cước with its count: «thiên khai», «2 thiên khai»."""
    n = fact["n"]
    return _name(fact["cuoc"]) if n == 1 else f"{n} {_name(fact['cuoc'])}"


def _stake(with_cards: str | None, plain: str, priced: tuple[str, str] | None = None):
    """A renderer: the held fours named (thiên khai) or not, then the cước and its dịch — or, with ``priced`` and a
    ``diem`` (the điểm the ù loses with it, for this hand), that."""
    def render(fact, say) -> str:
        params = {"what": _what(fact), "dich": fact["n"] * fact["dich"], "diem": number(fact.get("diem") or 0, 0)}
        cards, text = (priced if priced and fact.get("diem") is not None else (with_cards, plain))
        if cards and fact["cuoc"] == "thien_khai" and fact.get("cards"):
            return gloss_cards(_(cards).format(cards=_fours(fact), **params))
        return gloss_cards(_(text).format(**params))
    return render


def _cuoc(fact) -> str:
    """The cước behind the điểm (``cuoc``: ``{id: count}``): «tám đỏ, 2 lèo»; in English each with its gloss in
    brackets («tôm (each set of …) and lèo (each set of cửu vạn [9 of vạn], …)») but in a ``short`` line (a hint row's:
    the hint glosses them once above its rows); none: ``''``."""
    gloss = {c.id: c.gloss_en for c in load_rules().cuoc} if is_english() and not fact.get("short") else {}
    named = [_what({"cuoc": cid, "n": n}) + (f" ({gloss[cid]})" if gloss.get(cid) else "") for cid, n in fact["cuoc"]
             if cid != "xuong"]
    return listed(named) if is_english() else ", ".join(named)


MADE = {  # what the điểm of an ù are made of (``mean``: an average over the cards it waits for; else the cước held now
    # and an allowance), said alone under a hint row whose figures say the điểm and the chance (:func:`_line`)
    ("mean", True): N_("tính trên các quân ù được; quân dễ ù nhất cho {cuoc}, ù {top} điểm; cộng {extra} cho khả "
                       "năng ù chì"),
    ("mean", False): N_("tính trên các quân ù được; quân dễ ù nhất cho ù xuông 2 điểm, chưa có cước nào; cộng {extra} "
                        "cho khả năng ù chì"),
    ("held", True): N_("ù với {cuoc} đang có được {base} điểm, cộng chừng {extra} cho cước có thể thêm khi ù"),
    ("held", False): N_("{base} điểm của ù xuông, chưa có cước nào, cộng chừng {extra} cho cước có thể thêm khi ù"),
}
LINE = {"mean": N_("trung bình chừng {points} điểm ({made}), khả năng ù {percent}%"),  # the figure of an ù
        "held": N_("chừng {points} điểm ({made}), khả năng ù {percent}%")}


def _n(x: float) -> str:
    """«5», «0,3»: a whole number without its decimal."""
    return number(round(x, 1), 0 if round(x, 1) == round(x) else 1)


def _line(fact, say) -> str:
    """The stakes, then the ù aimed at, what its điểm are made of and its chance: «giữ …; ù thì chừng 7,0 điểm (6
    điểm của lèo đang có, cộng chừng 1 cho cước có thể thêm khi ù), khả năng ù 35%» (:data:`LINE`, :data:`MADE`); a
    line kept without ``extra`` says the điểm and the cước named alone; ``again``: «ù thì» already said, left out;
    ``short`` (a hint row's, whose figures say the điểm and the chance): what the điểm are made of alone."""
    parts = [say(s) for s in fact.get("stakes") or ()]
    if fact.get("percent") is not None:
        cuoc, extra = _cuoc(fact) if fact.get("cuoc") else "", fact.get("extra")
        form = "mean" if fact.get("mean") else "held"
        made = cuoc if extra is None else _(MADE[form, bool(cuoc)]).format(
            base=_n(fact["points"] - extra), cuoc=cuoc, extra=_n(extra), top=_n(fact.get("top") or 0))
        if fact.get("short"):
            said = _("trung bình {made}").format(made=made) if form == "mean" and extra is not None else made
        elif extra is None:
            said = _("chừng {points} điểm{cuoc}, khả năng ù {percent}%").format(
                points=number(fact["points"], 1), cuoc=f" ({cuoc})" if cuoc else "", percent=fact["percent"])
        else:
            said = _(LINE[form]).format(points=number(fact["points"], 1), made=made, percent=fact["percent"])
        if said:
            parts.append(gloss_cards(said if fact.get("again") or fact.get("short") else _("ù thì {figure}").format(
                figure=said)))
    return "; ".join(parts)


def _unpaid_form(fact) -> str:
    """Which ``unpaid`` sentence: no chance known, or a chance with «ù thì» already said (``again``) or not."""
    return "none" if fact.get("percent") is None else "again" if fact.get("again") else "first"


def _u_bao(fact, say) -> str:
    """A move after an earlier lỗi: a win is an ù báo (seed 001 §VII), «ù thì là ù báo: đền mỗi người 12 điểm …»;
    ``short`` (a hint row's, whose figures say the chance): without it."""
    said = _("ù thì là ù báo: đền mỗi người {points} điểm").format(points=number(fact["points"], 0))
    return said if fact.get("short") else _("{said}, khả năng ù {percent}%").format(said=said, percent=fact["percent"])


def _bao_now(fact, say) -> str:
    """A move that makes the seat báo (seed 001 §VII): no ù any more, and the làng's payment weighed by the chance
    that another seat wins; ``short`` (a hint row's, whose reason says the báo): the làng's payment alone."""
    pay = _("ai ù thì bạn trả tiền thay cả làng (khả năng có người ù chừng {percent}%): tính trung bình mất chừng "
            "{points} điểm").format(percent=fact["percent"], points=number(fact["points"], 1))
    return pay if fact.get("short") else _("nước này làm bạn bị báo: không được ù nữa (khả năng ù 0%); {pay}").format(
        pay=pay)


def _reason(fact, say) -> str:
    """The strategy's reason with the stake line after it."""
    base = say(fact["base"]).rstrip()
    line = say(fact["line"])
    if not line:
        return base
    return _("{base} Về điểm: {line}.").format(base=base, line=line)


RENDERERS = {
    "strategy.stake.keep": _stake(N_("giữ {cards}: {what}, thêm {dich} dịch"), N_("giữ {what}: thêm {dich} dịch")),
    "strategy.stake.lose": _stake(N_("phá {cards}: mất {what} ({dich} dịch)"), N_("mất {what} ({dich} dịch)"),
                                  (N_("phá {cards}: mất {what}, ù ít đi {diem} điểm"), N_("mất {what}: ù ít đi {diem} điểm"))),
    "strategy.stake.gain": _stake(None, N_("thêm cước {what} khi ù ({dich} dịch)")),
    "strategy.stake.line": _line,
    **each(_S["unpaid"], chosen(_unpaid_form)),
    "strategy.stake.u_bao": _u_bao,
    "strategy.stake.bao_now": _bao_now,
    "strategy.stake.reason": _reason,
    "strategy.stake.text": lambda fact, say: str(fact["text"]),
}
