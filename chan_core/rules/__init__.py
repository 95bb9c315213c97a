"""The rules as data: ``rules/*.yaml`` loaded once, validated in two layers (shape, cross-references).

``load_rules()`` returns a frozen :class:`Rules`; the engine and the app read every rule through it.
"""
from __future__ import annotations

from chan_core.rules.base import RulesModel, Source
from chan_core.rules.cuoc import Cuoc
from chan_core.rules.payouts import BaoXuongSaiReading
from chan_core.rules.xuong import XuongTrap
from chan_core.rules.model import Rules
from chan_core.rules.variants import VariantDefaults
from chan_core.rules.loader import RULES_DIR, load_rules

__all__ = ["RULES_DIR", "load_rules", "Rules", "RulesModel", "Source", "Cuoc", "VariantDefaults", "XuongTrap",
           "BaoXuongSaiReading"]
