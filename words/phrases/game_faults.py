"""Sentences about every seat's faults at the practice table (:mod:`chan_core.game.describe`): a fault's log
line and why, ù đè, the penalty marks on a seat and when the làng sees a fault."""
from __future__ import annotations

from chan_core.facts import Fact
from chan_core.rules import load_rules
from words.cards import dashed, gloss_cards
from words.i18n import N_, WORDS
from words.i18n import is_english
from words.phrases import each, tables
from words.phrases.game import word
from words.phrases.loi_moves import T, or_list

_S = tables(__name__)


def fault_gloss(code: int | str) -> str:
    """The English gloss (``gloss_en`` of ``rules/loi.yaml``) of lỗi ``code`` or of another fault (``'bo_u'``)."""
    r = load_rules()
    found = [x for x in r.loi if x.number == code] + [x for x in r.loi_other if x.id == code]
    return found[0].gloss_en if found else ""


def _fault(fact, say) -> str:
    code, name = fact["code"], say(fact["name"])
    title = f"lỗi {code} «{name}»" if isinstance(code, int) else f"«{name}»"
    gloss = fault_gloss(code) if is_english() else ""
    title = f"{title} ({gloss})" if gloss else title
    card = word(fact.get("card"), say)
    pid = fact.get("penalty") or ""
    tail = WORDS.gettext(_S["penalty_words"][pid]) if pid in _S["penalty_words"] else ""
    msg = (N_("{who} phạm {title} ({card}) — {penalty}.") if card else N_("{who} phạm {title} — {penalty}."))
    text = WORDS.gettext(msg).format(who=say(fact["who"]), title=title, card=card, penalty=tail)
    if fact.get("why") is not None:
        text += " " + WORDS.gettext(N_("Vì sao: {why}.")).format(why=say(fact["why"]))
    if not fact.get("seen", True):
        text += " " + WORDS.gettext(N_("Làng không thấy lỗi này lúc ấy: nó nằm trong bài trên tay, chỉ lộ ra khi "
                                       "người phạm ù và hạ bài."))
    elif any(p.on_u for p in load_rules().penalty_classes if p.id == pid):  # found when the winner laid it down
        text += " " + WORDS.gettext(N_("Làng thấy lỗi này khi soát bài của người ù."))
    return gloss_cards(text)


def _why(fact, say) -> str:
    """``Fact('game.fault.why', who=, detail=)``: the lỗi judge's ``detail`` of a fault said of the seat ``who`` that
    made it (:data:`by_seat`; a detail with no subject as it is)."""
    def of_seat(x) -> str:
        code = x.code if isinstance(x, Fact) else None
        if code == "move.offer" and x["by"] == "self":  # the seat's own card: «tự bốc», not «bạn bốc»
            return WORDS.gettext(_S["own_offer"][x["source"]])
        msgid = _S["by_seat"].get(code)
        if msgid is None:
            return say(x)
        return T(msgid, joins={"waits": or_list, "meld": dashed})(Fact(x.code, **x.params, who=fact["who"]), of_seat)
    return gloss_cards(of_seat(fact["detail"]))


def _u_de(msgid: str):
    def render(fact, say) -> str:
        winner = say(fact["winner"])  # mid-sentence: «bạn», «bên phải»; English «you», «Right»
        mid = winner.lower() if not is_english() or fact["winner"].code == "game.seat.you" else winner
        return gloss_cards(WORDS.gettext(msgid).format(who=say(fact["who"]), winner=mid,
                                                       card=word(fact.get("card"), say)))
    return render


RENDERERS = {
    **each(_S["u_de"], _u_de),
    "game.fault": _fault,
    "game.fault.why": _why,
}
