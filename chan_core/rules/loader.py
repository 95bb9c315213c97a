"""Read ``rules/*.yaml`` and build :class:`Rules` with two-layer validation.

Layer 1 (shape): each file is validated by its own pydantic model (frozen,
``extra='forbid'``, strict); a ValidationError becomes one ChanError naming the
file, the entry and the field. Layer 2 (cross-references): :mod:`crossref`.
"""
from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from chan_core.errors import ChanError, shown
from chan_core.rules.crossref import check as crossref_check
from chan_core.rules.cuoc import CuocFile
from chan_core.rules.cuoc_pairs import CuocPairsFile
from chan_core.rules.deck import Deck
from chan_core.rules.files import FILES  # re-exported: loader.FILES stays the list of rules files
from chan_core.rules.loi import LoiFile
from chan_core.rules.model import Rules
from chan_core.rules.validation import to_chan_error
from chan_core.rules.variants import VariantsFile
from chan_core.rules.actions import Actions
from chan_core.rules.dealing import Dealing
from chan_core.rules.decisions import DecisionsFile
from chan_core.rules.glossary import GlossaryFile
from chan_core.rules.payouts import Payouts
from chan_core.rules.xuong import Xuong

_BASE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when available: ~5× faster


class DuplicateKeyError(yaml.constructor.ConstructorError):
    """A key written twice in one YAML mapping (``problem``: ``khóa «…» viết hai lần``)."""


class UniqueKeyLoader(_BASE_LOADER):  # type: ignore[misc, valid-type]
    """Safe loader (libyaml's ``CSafeLoader`` when present) that refuses a key written twice in one mapping.

    Plain YAML keeps the last value silently, so a rule teacher's second
    ``note:`` would hide the first; here it is a :class:`DuplicateKeyError`
    naming the key and line. Used for ``rules/*.yaml`` and for scenario files
    (:func:`chan_core.scenario.load_file`). Keys merged in by ``<<: *anchor``
    may be overridden (that is what a merge is for); an unhashable key is left
    to PyYAML's own error.
    """

    def construct_mapping(self, node, deep=False):  # noqa: D102
        seen: dict = {}
        drop: set[int] = set()
        for i, (key_node, _value) in enumerate(node.value):
            if key_node.tag == "tag:yaml.org,2002:merge":
                continue
            key = self.construct_object(key_node, deep=deep)
            try:
                first = seen.get(key)
                seen.setdefault(key, i)
            except TypeError:
                continue
            if first is None:
                continue
            gone = self.one_of_twice(node, key, first, i)
            if gone is None:
                raise DuplicateKeyError(None, None, f"khóa «{shown(key)}» viết hai lần", key_node.start_mark)
            drop.add(gone)
        if drop:
            node.value = [pair for j, pair in enumerate(node.value) if j not in drop]
        return super().construct_mapping(node, deep=deep)

    def one_of_twice(self, node, key, first: int, second: int) -> int | None:
        """Hook for ``key`` written at pairs ``first`` and ``second`` of ``node.value``: the index of
        the pair to drop, or ``None`` to refuse the file (always, here; see
        :class:`chan_core.scenario.ScenarioLoader`)."""
        return None


_LOADER = UniqueKeyLoader

RULES_DIR = Path(__file__).resolve().parent.parent.parent / "rules"


def _read(path: Path) -> Any:
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)  # noqa: S506 (safe loader)
    except FileNotFoundError:
        raise ChanError(f"Thiếu tệp luật {path.name} (trong {path.parent})", field=path.name) from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f" (dòng {mark.line + 1})" if mark is not None else ""
        problem = getattr(e, "problem", None) or str(e)
        raise ChanError(f"{path.name}: không đọc được YAML{where}: {problem}", field=path.name) from None


def _load(d: Path, name: str, model: type[BaseModel]) -> Any:
    data = _read(d / name)
    try:
        return model.model_validate(data)
    except ValidationError as e:
        raise to_chan_error(name, data, e) from None


def _sections(d: Path) -> dict[str, Any]:
    """Layer 1: every file validated by its model, mapped to the Rules fields."""
    deck = _load(d, "deck.yaml", Deck)
    cuoc = _load(d, "cuoc.yaml", CuocFile)
    variants = _load(d, "variants.yaml", VariantsFile)
    loi = _load(d, "loi.yaml", LoiFile)
    glossary = _load(d, "glossary.yaml", GlossaryFile)
    return dict(
        deck=deck,
        cuoc=sorted(cuoc.cuoc, key=lambda c: c.order),
        variants=variants.variants,
        variant_options=variants.options,
        loi=sorted(loi.loi, key=lambda x: x.number),
        loi_groups=loi.groups,
        penalty_classes=loi.penalty_classes,
        loi_other=loi.other,
        forbidden_moves=loi.forbidden_moves,
        xuong=_load(d, "xuong.yaml", Xuong),
        dealing=_load(d, "dealing.yaml", Dealing),
        actions=_load(d, "actions.yaml", Actions),
        payouts=_load(d, "payouts.yaml", Payouts),
        glossary=glossary.terms,
        decisions=_load(d, "decisions.yaml", DecisionsFile).decisions,
        cuoc_pairs=_load(d, "cuoc_pairs.yaml", CuocPairsFile),
    )


@functools.lru_cache(maxsize=None)
def _load_rules(d: Path) -> Rules:
    rules = Rules(**_sections(d))
    problems = crossref_check(rules)
    if problems:
        raise ChanError("\n".join(problems), field="rules")
    return rules


def load_rules(rules_dir: str | Path | None = None) -> Rules:
    """Load, validate and cache every file of ``rules/``.

    Args:
        rules_dir: directory holding the YAML files; default the project's
            ``rules/``. Tests pass a broken copy.
    Returns:
        the frozen :class:`Rules` (the same object on every call for a directory).
    Raises:
        ChanError: a missing/unreadable file, a shape error (file + entry +
            field) or cross-reference problems (one line each, file + entry).
    """
    d = Path(rules_dir).resolve() if rules_dir else RULES_DIR
    return _load_rules(d)


def read_rules_file(path: str | Path, model: type[BaseModel]) -> Any:
    """Read one rules YAML file and validate it with ``model`` exactly like ``rules/*.yaml``
    (a key written twice refused; a shape error → one ChanError naming the file, entry and field).

    For a rules file outside :class:`Rules` (``rules/mau_binh.yaml``, read by :mod:`mau_binh.rules`).
    """
    p = Path(path)
    return _load(p.parent, p.name, model)
