"""Read ``rules/*.yaml`` and build :class:`Rules`: each file by its pydantic model (a ValidationError becomes
one ChanError naming file, entry and field), then :mod:`.crossref`."""
from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from chan_core.errors import ChanError, shown
from chan_core.rules.crossref import check as crossref_check
from chan_core.rules.model import FILES, Rules
from chan_core.rules.validation import to_chan_error

_BASE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when available: ~5× faster


class DuplicateKeyError(yaml.constructor.ConstructorError):
    """A key written twice in one YAML mapping."""


class UniqueKeyLoader(_BASE_LOADER):  # type: ignore[misc, valid-type]
    """Safe loader that refuses a key written twice in one mapping (plain YAML keeps the last silently);
    keys merged by ``<<: *anchor`` may be overridden. Also used for scenario files."""

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
                err = DuplicateKeyError(None, None, f"khóa «{shown(key)}» viết hai lần", key_node.start_mark)
                err.key = shown(key)  # the fact's parameter (scenario files): the words layer says it
                raise err
            drop.add(gone)
        if drop:
            node.value = [pair for j, pair in enumerate(node.value) if j not in drop]
        return super().construct_mapping(node, deep=deep)

    def one_of_twice(self, node, key, first: int, second: int) -> int | None:
        """The index of the pair of ``key`` to drop, or ``None`` to refuse the file (always, here)."""
        return None


RULES_DIR = Path(__file__).resolve().parent.parent.parent / "rules"


def _read(path: Path) -> Any:
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=UniqueKeyLoader)  # noqa: S506 (safe loader)
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
    f = {name: _load(d, name, model) for name, model in FILES.items()}
    variants, loi = f["variants.yaml"], f["loi.yaml"]
    return dict(
        deck=f["deck.yaml"],
        cuoc=sorted(f["cuoc.yaml"].cuoc, key=lambda c: c.order),
        variants=variants.variants,
        variant_options=variants.options,
        loi=sorted(loi.loi, key=lambda x: x.number),
        loi_groups=loi.groups,
        penalty_classes=loi.penalty_classes,
        loi_other=loi.other,
        forbidden_moves=loi.forbidden_moves,
        xuong=f["xuong.yaml"],
        dealing=f["dealing.yaml"],
        actions=f["actions.yaml"],
        payouts=f["payouts.yaml"],
        glossary=f["glossary.yaml"].terms,
        decisions=f["decisions.yaml"].decisions,
        cuoc_pairs=f["cuoc_pairs.yaml"],
    )


@functools.lru_cache(maxsize=None)
def _load_rules(d: Path) -> Rules:
    rules = Rules(**_sections(d))
    problems = crossref_check(rules)
    if problems:
        raise ChanError("\n".join(problems), field="rules")
    return rules


def load_rules(rules_dir: str | Path | None = None) -> Rules:
    """The frozen :class:`Rules` of ``rules_dir`` (default the project's ``rules/``), cached per directory.
    Raises ChanError: a missing/unreadable file, a shape error or cross-reference problems (one a line)."""
    d = Path(rules_dir).resolve() if rules_dir else RULES_DIR
    return _load_rules(d)


def read_rules_file(path: str | Path, model: type[BaseModel]) -> Any:
    """One rules YAML file outside :class:`Rules` (``mau_binh.yaml``) validated with ``model`` like the others."""
    p = Path(path)
    return _load(p.parent, p.name, model)
