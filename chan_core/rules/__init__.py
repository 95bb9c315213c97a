"""The rules as data: ``rules/*.yaml`` loaded once, validated in two layers (shape, cross-references).

``load_rules()`` returns a frozen :class:`Rules`; the engine and the app read every rule through it.
"""
from __future__ import annotations

from chan_core.rules.base import RulesModel, Source
from chan_core.rules.actions import Actions, ActionSpec, CuaSpec, Priority
from chan_core.rules.cuoc import Cuoc
from chan_core.rules.dealing import Dealing, Mnemonic, MnemonicWord
from chan_core.rules.decisions import Decision
from chan_core.rules.glossary import GlossaryTerm
from chan_core.rules.payouts import BaoXuongSaiReading, PayoutRule, Payouts, PenaltyValue
from chan_core.rules.xuong import Xuong, XuongGroupSpec, XuongOrder, XuongStep, XuongTrap
from chan_core.rules.deck import Deck, KindSpec, SuitSpec
from chan_core.rules.loi import ForbiddenMove, Loi, LoiGroup, OtherFault, PenaltyClass
from chan_core.rules.model import Rules
from chan_core.rules.variants import GaCombo, PointSpec, Variant, VariantDefaults, VariantOption
from chan_core.rules.loader import RULES_DIR, load_rules

__all__ = [
    "RULES_DIR", "load_rules", "Rules", "RulesModel", "Source",
    "Deck", "KindSpec", "SuitSpec", "Cuoc",
    "Variant", "VariantDefaults", "VariantOption", "GaCombo", "PointSpec",
    "Loi", "LoiGroup", "PenaltyClass", "OtherFault", "ForbiddenMove",
    "Xuong", "XuongGroupSpec", "XuongOrder", "XuongStep", "XuongTrap",
    "Dealing", "Mnemonic", "MnemonicWord", "Actions", "ActionSpec", "CuaSpec", "Priority",
    "Payouts", "PayoutRule", "PenaltyValue", "BaoXuongSaiReading", "GlossaryTerm", "Decision",
]
