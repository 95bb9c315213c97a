"""The names of the files of ``rules/`` (a leaf module, so :mod:`.crossref` need not import :mod:`.loader`)."""
from __future__ import annotations

FILES = ("deck.yaml", "cuoc.yaml", "variants.yaml", "loi.yaml", "xuong.yaml",
         "dealing.yaml", "actions.yaml", "payouts.yaml", "glossary.yaml", "decisions.yaml", "cuoc_pairs.yaml")
