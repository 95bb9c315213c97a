"""The names of the files of ``rules/``, one place for the loader and the cross-reference checks.

A leaf module (no imports from the package), so :mod:`.crossref` can name the files
without importing :mod:`.loader`, which imports :mod:`.crossref`.
"""
from __future__ import annotations

FILES = ("deck.yaml", "cuoc.yaml", "variants.yaml", "loi.yaml", "xuong.yaml",
         "dealing.yaml", "actions.yaml", "payouts.yaml", "glossary.yaml", "decisions.yaml", "cuoc_pairs.yaml")
"""Every file of ``rules/``."""
