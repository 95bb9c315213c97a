"""The :class:`Rules` object: every section of ``rules/*.yaml``, validated (docs/ARCHITECTURE.md)."""
from __future__ import annotations

from chan_core.errors import ChanError, shown
from chan_core.rules.base import RulesModel, find
from chan_core.rules.cuoc import Cuoc, CuocFile
from chan_core.rules.cuoc_pairs import CuocPairsFile
from chan_core.rules.deck import Deck
from chan_core.rules.loi import ForbiddenMove, Loi, LoiFile, LoiGroup, OtherFault, PenaltyClass
from chan_core.rules.actions import Actions
from chan_core.rules.dealing import Dealing
from chan_core.rules.decisions import Decision, DecisionsFile
from chan_core.rules.glossary import GlossaryFile, GlossaryTerm
from chan_core.rules.payouts import Payouts
from chan_core.rules.variants import Variant, VariantOption, VariantsFile
from chan_core.rules.xuong import Xuong

FILES = {"variants.yaml": VariantsFile, "loi.yaml": LoiFile, "deck.yaml": Deck, "cuoc.yaml": CuocFile,
         "xuong.yaml": Xuong, "dealing.yaml": Dealing, "actions.yaml": Actions, "payouts.yaml": Payouts,
         "glossary.yaml": GlossaryFile, "decisions.yaml": DecisionsFile, "cuoc_pairs.yaml": CuocPairsFile}  # read in order


class Rules(RulesModel):
    """All the rules; ``cuoc`` in xướng order, ``loi`` by number."""

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
    cuoc_pairs: CuocPairsFile

    # ---- look-ups (ChanError ``rules.unknown.*`` when not found) ----
    def cuoc_by_id(self, cuoc_id: str) -> Cuoc:
        """The cước with SPEC id ``cuoc_id``."""
        return find(self.cuoc, "rules.unknown.cuoc", "cuoc", cuoc_id)

    def variant(self, variant_id: str) -> Variant:
        """The variant ``variant_id`` (``'classic'``/``'sanhrong'``)."""
        if isinstance(variant_id, str) and variant_id in self.variants:
            return self.variants[variant_id]
        raise ChanError("rules.unknown.variant", id=shown(variant_id), known=tuple(self.variants), field="variant")

    def loi_by_number(self, number: int) -> Loi:
        """The lỗi numbered ``number`` (0–17, seed 001 §IV)."""
        return find(self.loi, "loi.unknown_number", "loi", number, "number")

    def term(self, term_id: str) -> GlossaryTerm:
        """The glossary term with id ``term_id``."""
        return find(self.glossary, "rules.unknown.term", "glossary", term_id)

    def penalty_class(self, penalty_id: str) -> PenaltyClass:
        """The penalty class ``penalty_id``."""
        return find(self.penalty_classes, "rules.unknown.penalty", "penalty", penalty_id)
