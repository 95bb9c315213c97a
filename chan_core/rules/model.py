"""The :class:`Rules` object: every section of ``rules/*.yaml``, validated.

Built by :func:`chan_core.rules.load_rules`; frozen. Attribute names are the
contract in docs/ARCHITECTURE.md ("Rules data contract").
"""
from __future__ import annotations

from chan_core.errors import ChanError
from chan_core.rules.base import RulesModel
from chan_core.rules.cuoc import Cuoc
from chan_core.rules.deck import Deck
from chan_core.rules.loi import ForbiddenMove, Loi, LoiGroup, OtherFault, PenaltyClass
from chan_core.rules.actions import Actions
from chan_core.rules.dealing import Dealing
from chan_core.rules.decisions import Decision
from chan_core.rules.glossary import GlossaryTerm
from chan_core.rules.payouts import Payouts
from chan_core.rules.variants import Variant, VariantOption
from chan_core.rules.xuong import Xuong


class Rules(RulesModel):
    """All the rules.

    Attributes:
        deck: :class:`Deck` (``deck.yaml``).
        cuoc: list of :class:`Cuoc`, in xướng order (``cuoc.yaml``).
        variants: {id: :class:`Variant`} (``variants.yaml``); variant_options:
            list of :class:`VariantOption` describing each option for the UI.
        loi: the 18 :class:`Loi` sorted by number; loi_groups; penalty_classes;
            loi_other (``bo_u``); forbidden_moves (seed 003's list) (``loi.yaml``).
        xuong: :class:`Xuong` (``xuong.yaml``); dealing: :class:`Dealing`;
        actions: :class:`Actions`; payouts: :class:`Payouts`;
        glossary: list of :class:`GlossaryTerm` (``glossary.yaml``).
        decisions: list of :class:`Decision` — where the seeds disagree or
            are silent and the reading chosen (``decisions.yaml``).
    """

    deck: Deck
    cuoc: list[Cuoc]
    variants: dict[str, Variant]
    variant_options: list[VariantOption]
    loi: list[Loi]
    loi_groups: list[LoiGroup]
    penalty_classes: list[PenaltyClass]
    loi_other: list[OtherFault]
    forbidden_moves: list[ForbiddenMove]
    xuong: Xuong
    dealing: Dealing
    actions: Actions
    payouts: Payouts
    glossary: list[GlossaryTerm]
    decisions: list[Decision]

    # ---- look-ups (ChanError with a Vietnamese message when not found) ----
    def cuoc_by_id(self, cuoc_id: str) -> Cuoc:
        """The cước with SPEC id ``cuoc_id``."""
        for c in self.cuoc:
            if c.id == cuoc_id:
                return c
        raise ChanError(f"Không có cước '{cuoc_id}'", field="cuoc")

    def cuoc_ids(self) -> list[str]:
        """All 25 cước ids in xướng order."""
        return [c.id for c in self.cuoc]

    def variant(self, variant_id: str) -> Variant:
        """The variant ``variant_id`` (``'classic'``/``'sanhrong'``)."""
        try:
            return self.variants[variant_id]
        except KeyError:
            known = ", ".join(f"'{v}'" for v in self.variants)
            raise ChanError(
                f"Không có biến thể '{variant_id}' (có: {known})", field="variant"
            ) from None

    def loi_by_number(self, number: int) -> Loi:
        """The lỗi numbered ``number`` (0–17, seed 001 §IV)."""
        for x in self.loi:
            if x.number == number:
                return x
        raise ChanError(f"Không có lỗi số {number} (chỉ có 0–17)", field="loi")

    def term(self, term_id: str) -> GlossaryTerm:
        """The glossary term with id ``term_id``."""
        for t in self.glossary:
            if t.id == term_id:
                return t
        raise ChanError(f"Không có thuật ngữ '{term_id}'", field="glossary")

    def penalty_class(self, penalty_id: str) -> PenaltyClass:
        """The penalty class ``penalty_id`` (``nghi_an_tien``/``u_bao``/``bao``/``u_lao``)."""
        for p in self.penalty_classes:
            if p.id == penalty_id:
                return p
        raise ChanError(f"Không có loại phạt '{penalty_id}'", field="penalty")
