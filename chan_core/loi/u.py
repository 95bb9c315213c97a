"""The faults without a number: bỏ ù and the three kinds of false ù (ù láo), 001 §IV, §VII, §V.8, §V.18.

Bỏ ù: passing a card one could ù on, or playing on while 20 cards held make an ù (thiên ù, chíu ù) —
a chíu followed at once by the ù on those 20 cards is chíu ù, not bỏ ù. A false ù is ``u_lao`` (does not
complete), ``u_khong_duoc`` (not from that source) or ``u_chi_chi`` (chi chi not bạch thủ chi).
"""
from __future__ import annotations

from chan_core.cards import CHI_CHI
from chan_core.errors import ChanError
from chan_core.facts import Fact
from chan_core.loi.base import DETECTORS, Move, detector, instead, problems_of, u_check, why
from chan_core.win import MIN_CHAN, WinInput, check_u


# ----------------------------------------------------------------- bỏ ù
@detector("bo_u")
def bo_u(m: Move) -> Fact | None:
    """A move other than ù while an ù is possible (the held 20 cards, or the offered card)."""
    held = m.held
    if held is not None and held.valid and m.kind != "u":
        if m.state.held_u_kind == "thien_u":
            return Fact("loi.bo_u.thien_u", chan=held.chan, ca=held.ca, move=m.event.describe())
        return Fact("loi.bo_u.chiu_u", card=m.state.events[-1].card, chan=held.chan, ca=held.ca,
                    move=m.event.describe())
    if m.kind in ("an", "chiu", "bo") and m.u_possible:
        return Fact("loi.bo_u.committed", card=m.card, offer=m.offer.describe(), move=m.event.describe())
    return None


def _with_card(m: Move) -> tuple[bool, Fact]:
    """Whether the offered card completes the hand (10 bộ, ≥ 6 chắn), and the fact of it."""
    k, st = m.card, m.state
    if st.size != 19:
        return False, Fact("loi.size_not_19", n=st.size)
    try:
        chk = check_u(WinInput(hand=st.hand, melds=st.melds, winning_card=k,
                               source=m.offer.source, drawn_by=m.offer.drawn_by))
    except ChanError as e:
        return False, Fact("loi.why.not_a_win", card=k, error=e.fact)
    lay = chk.layout
    if lay.complete and lay.n_chan >= MIN_CHAN:
        return True, Fact("loi.why.complete", card=k, chan=lay.n_chan, ca=lay.n_ca)
    return False, Fact("loi.why.incomplete", card=k, why=problems_of(chk))


@why("bo_u")
def why_bo_u(m: Move) -> Fact:
    held = m.held
    if held is not None and not held.valid:
        return Fact("loi.bo_u.not_held", why=problems_of(held))
    if m.kind == "u":
        return Fact("loi.bo_u.not_u")
    if m.offer is None:
        return Fact("loi.bo_u.not_offered", move=m.event.describe())
    complete, facts = _with_card(m)
    if complete:
        return Fact("loi.bo_u.not_allowed", card=m.card, facts=facts, offer=m.offer.describe())
    return Fact("loi.bo_u.not", card=m.card, facts=facts)


# ----------------------------------------------------------------- the false ù
def u_faults(m: Move) -> list[tuple[str, Fact]]:
    """Every kind of false ù ``m`` is, with its fact (``[]`` for a right ù or another move)."""
    if m.kind != "u":
        return []
    if m.on_held:
        held = m.held
        if held is not None and held.valid:
            return []
        why_ = problems_of(held) if held is not None and held.problems else (Fact("loi.u_lao.hand_incomplete"),)
        return [("u_lao", Fact("loi.u_lao.held", why=why_))]
    return u_check(m.state, m.offer) or []


for _x in ("u_lao", "u_khong_duoc", "u_chi_chi"):  # each detector: the fault of its kind among u_faults
    detector(_x)(lambda m, x=_x: next((reason for i, reason in u_faults(m) if i == x), None))


@why("u_lao")
def why_u_lao(m: Move) -> Fact:
    held = m.held
    if m.on_held and held is not None and held.valid:
        return Fact("loi.u_lao.not_held", chan=held.chan, ca=held.ca)
    _complete, facts = _with_card(m)
    others = tuple(x for x in ("u_khong_duoc", "u_chi_chi") if DETECTORS[x](m))
    return instead(Fact("loi.u_lao.not_complete", facts=facts), *others) if others else Fact("loi.u_lao.not", facts=facts)


@why("u_khong_duoc")
def why_u_khong_duoc(m: Move) -> Fact:
    k = m.card
    if m.on_held:
        return Fact("loi.u_khong_duoc.not_held")
    if m.offer is not None and m.offer.source == "boc":
        return Fact("loi.u_khong_duoc.not_boc", card=k, offer=m.offer.describe())
    if m.state.hand[k] == 3:
        return Fact("loi.u_khong_duoc.not_chiu_u", card=k)
    return instead(Fact("loi.u_khong_duoc.not_complete", card=k), "u_lao")


@why("u_chi_chi")
def why_u_chi_chi(m: Move) -> Fact:
    k = m.card
    if m.on_held:
        return Fact("loi.u_chi_chi.not_held")
    if k != CHI_CHI:
        return Fact("loi.u_chi_chi.not_chi_chi", card=k)
    if not DETECTORS["u_lao"](m):
        return Fact("loi.u_chi_chi.not_bach_thu_chi")
    return instead(Fact("loi.u_chi_chi.not_complete"), "u_lao")
