"""``rules/mau_binh.yaml``: the Mậu binh rules as data (seed 004), validated like the Chắn rules files (pydantic
models on :class:`chan_core.rules.base.RulesModel`: every prose field in ``TEXTS`` has its English twin
``<field>_en``, the game's own words a short ``gloss_en``); cross-references: :func:`crossref`."""
from __future__ import annotations

import functools
from collections import Counter
from pathlib import Path
from typing import Any, ClassVar, Literal

from pydantic import Field

from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.rules.base import Gloss, RulesModel, Source, find
from chan_core.rules.loader import RULES_DIR, read_rules_file
from mau_binh.chi import DETECTORS

FILE = "mau_binh.yaml"
SPECIAL_IDS = ("muoi_ba_cung_mau", "muoi_hai_cung_mau", "sau_doi", "ba_sanh", "ba_thung")
HOUSE_SPECIAL_IDS = ("sanh_rong", "nam_doi_mot_xam")  # house rules, not in seed 004: counted when their option says so
CHI_IDS = ("front", "middle", "back")

ChiId = Literal["front", "middle", "back"]


class Game(RulesModel):
    """The game: ``name``, a one-paragraph ``summary``, its ``source``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("summary",)

    name: str
    summary: str
    source: Source


class Named(RulesModel):
    """What the game's named things share: an ``id``, the Vietnamese ``name``, its short English ``gloss_en``."""

    id: str
    name: str
    gloss_en: Gloss


class SuitSpec(Named):
    """A suit: letter ``id`` (s h d c), ``name`` (bích), ``gloss_en`` (spades), ``symbol``, ``red``, other names."""

    id: Literal["s", "h", "d", "c"]
    symbol: str
    red: bool
    aliases: list[str] = []


class DeckSpec(RulesModel):
    """The 52-card deck: ``ranks`` (text), ``suits``, how cards are written (``notation``)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("ranks", "notation")

    ranks: str
    suits: list[SuitSpec] = Field(min_length=4, max_length=4)
    notation: str
    source: Source


class ChiSpec(Named):
    """One of the three chi: ``id`` (front/middle/back), ``name`` (Chi đầu …), ``gloss_en``, ``size`` (3 or 5)."""

    id: ChiId
    size: Literal[3, 5]
    source: Source


class CategorySpec(Named):
    """A chi category (high to low in the file): ``id`` (SPEC), ``name`` (Thùng), ``gloss_en`` (flush),
    ``sizes`` (chi sizes it exists in), ``tie_break`` (how two compare), an ``example`` chi (card codes)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("definition", "tie_break")

    aliases: list[str] = []
    sizes: list[Literal[3, 5]] = Field(min_length=1)
    definition: str
    tie_break: str
    example: str
    source: Source


class RuleSpec(RulesModel):
    """A rule in words for the reference page: ``id``, ``name`` (a title), ``text``, ``source``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "text")

    id: str
    name: str
    text: str
    source: Source


class SpecialSpec(Named):
    """A special hand (mậu binh): ``id`` (SPEC), ``name`` (Ba sảnh), an ``example`` (13 card codes)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("definition",)

    aliases: list[str] = []
    definition: str
    example: str
    source: Source


class Ranking(RulesModel):
    """One ranking of the special hands: ``name`` and ``order`` (ids, high first)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name",)

    name: str
    order: list[str] = Field(min_length=1)


class BonusSpec(RulesModel):
    """A house bonus (off by default): winning ``chi`` with ``category`` is worth ``points``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name",)

    id: str
    name: str
    chi: ChiId
    category: str
    points: int = Field(ge=1, le=100)
    ace_points: int | None = Field(default=None, ge=1, le=100)
    source: Source


class OptionSpec(RulesModel):
    """A rule option: ``type`` (bool/choice/int/list), ``choices``, ``default``, ``min``/``max`` (int),
    ``decision`` (a house rule: the id of its entry in ``rules/decisions.yaml``)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "description")

    id: str
    name: str
    type: Literal["bool", "choice", "int", "list"]
    choices: list[str] = []
    default: bool | int | str | list[str]
    min: int | None = None
    max: int | None = None
    description: str
    source: Source
    decision: str | None = None

    def value(self, raw: object) -> object:
        """``raw`` as this option's value (a list as a frozenset); ChanError ``mau_binh.option.*`` naming the option."""
        name, choices = self.id, tuple(self.choices)
        if self.type == "bool" and not isinstance(raw, bool):
            raise ChanError("mau_binh.option.bool", name=name, value=shown_value(raw), field=name)
        if self.type == "int":
            if not isinstance(raw, int) or isinstance(raw, bool):
                raise ChanError("mau_binh.option.int", name=name, value=shown_value(raw), field=name)
            if (self.min is not None and raw < self.min) or (self.max is not None and raw > self.max):
                raise ChanError("mau_binh.option.range", name=name, min=self.min, max=self.max, value=shown_value(raw),
                                field=name)
        if self.type == "choice" and (not isinstance(raw, str) or raw not in choices):
            raise ChanError("mau_binh.option.choice", name=name, choices=choices, value=shown_value(raw), field=name)
        if self.type != "list":
            return raw
        items = [raw] if isinstance(raw, str) else raw
        if not isinstance(items, (list, tuple, set, frozenset)):
            raise ChanError("mau_binh.option.list", name=name, choices=choices, value=shown_value(raw), field=name)
        for x in items:
            if not isinstance(x, str) or x not in choices:
                raise ChanError("mau_binh.option.list_item", name=name, value=shown_value(x), choices=choices,
                                field=name)
        return frozenset(items)


class DecisionSpec(RulesModel):
    """A place seed 004 is garbled or silent: ``seed`` (what it says), ``chosen`` (the reading used),
    ``why``, ``option`` (the option that switches reading, or null)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("topic", "seed", "chosen", "why")

    id: str
    topic: str
    seed: str
    chosen: str
    why: str
    option: str | None = None


class MauBinhRules(RulesModel):
    """The whole ``rules/mau_binh.yaml``; look-ups raise :class:`ChanError`."""

    sections: list[str] = Field(min_length=1)  # seed 004's sections as printed
    game: Game
    deck: DeckSpec
    chi: list[ChiSpec] = Field(min_length=3, max_length=3)
    categories: list[CategorySpec] = Field(min_length=1)
    rules: list[RuleSpec] = Field(min_length=1)
    specials: list[SpecialSpec] = Field(min_length=1)
    house_specials: list[SpecialSpec] = []
    special_rankings: dict[str, Ranking] = Field(min_length=1)
    bonuses: list[BonusSpec] = []
    options: list[OptionSpec] = Field(min_length=1)
    decisions: list[DecisionSpec] = Field(min_length=1)

    def category(self, cid: str) -> CategorySpec:
        """The category ``cid``; ChanError naming it when unknown (so the look-ups below)."""
        return find(self.categories, "mau_binh.rules.no_category", None, cid)

    def special(self, sid: str) -> SpecialSpec:
        return find((*self.specials, *self.house_specials), "mau_binh.special.unknown", None, sid)

    def option(self, oid: str) -> OptionSpec:
        return find(self.options, "mau_binh.rules.no_option", None, oid)

    def bonus(self, bid: str) -> BonusSpec:
        return find(self.bonuses, "mau_binh.rules.no_bonus", None, bid)

    def rule(self, rid: str) -> RuleSpec:
        return find(self.rules, "mau_binh.rules.no_rule", None, rid)

    @functools.cached_property
    def source_parts(self) -> frozenset[str]:
        """Seed 004's section names and every «; » part of the file's ``source.section`` texts."""
        def walk(x: Any) -> list[str]:
            if isinstance(x, dict):
                own = x["section"].split("; ") if {"seed", "section"} <= x.keys() else []
                return own + [p for v in x.values() for p in walk(v)]
            return [p for v in x for p in walk(v)] if isinstance(x, list) else []
        return frozenset(self.sections + walk(self.model_dump()))


def crossref(r: MauBinhRules) -> list[Fact]:
    """Every cross-reference problem as one fact naming the file and the entry (``mau_binh.rules.*``)."""
    out: list[Fact] = []
    for section in ("chi", "categories", "rules", "specials", "bonuses", "options", "decisions"):
        counts = Counter(x.id for x in getattr(r, section))
        out += [Fact("mau_binh.rules.duplicate", file=FILE, section=section, id=i) for i, n in counts.items() if n > 1]
    if tuple(c.id for c in r.chi) != CHI_IDS or [c.size for c in r.chi] != [3, 5, 5]:
        out.append(Fact("mau_binh.rules.chi_order", file=FILE))
    for size in (5, 3):  # the file lists the categories as the detectors do, high to low, with their sizes
        want = tuple(cid for cid, d in DETECTORS.items() if size in d.sizes)
        got = tuple(c.id for c in r.categories if size in c.sizes)
        if got != want:
            out.append(Fact("mau_binh.rules.categories", file=FILE, size=size, want=want, got=got))
    specials = [s.id for s in r.specials]
    for want, got in ((SPECIAL_IDS, specials), (HOUSE_SPECIAL_IDS, [s.id for s in r.house_specials])):
        if sorted(got) != sorted(want):
            out.append(Fact("mau_binh.rules.specials", file=FILE, want=want, got=tuple(got)))
    for rid, rk in r.special_rankings.items():
        if sorted(rk.order) != sorted(specials):
            out.append(Fact("mau_binh.rules.ranking_order", file=FILE, id=rid))
    cats = {c.id for c in r.categories}
    for b in r.bonuses:
        if b.category not in cats:
            out.append(Fact("mau_binh.rules.bonus_category", file=FILE, id=b.id, category=b.category))
        elif {c.id: c.size for c in r.chi}.get(b.chi) not in r.category(b.category).sizes:
            out.append(Fact("mau_binh.rules.bonus_chi", file=FILE, id=b.id, chi=b.chi, category=b.category))
    choices = {"special_ranking": set(r.special_rankings), "bonuses": {b.id for b in r.bonuses}}
    for o in r.options:
        if o.id in choices and set(o.choices) != choices[o.id]:
            out.append(Fact("mau_binh.rules.option_choices", file=FILE, id=o.id, choices=tuple(sorted(choices[o.id]))))
        try:
            o.value(o.default)
        except ChanError as e:
            out.append(Fact("mau_binh.rules.option_default", file=FILE, id=o.id, why=e.fact))
    options = {o.id for o in r.options}
    for d in r.decisions:
        if d.option is not None and d.option not in options:
            out.append(Fact("mau_binh.rules.decision_option", file=FILE, id=d.id, option=d.option))
    decided = {d.id: d.option for d in r.decisions}
    for o in r.options:  # every house rule cites its decision, and that decision names the option back
        if (o.source.seed == "quyết định" or o.decision is not None) and decided.get(o.decision or "", "-") != o.id:
            out.append(Fact("mau_binh.rules.option_decision", file=FILE, id=o.id, decision=o.decision or "—"))
    return out


DECISIONS_FILE = "decisions.yaml"  # its entries with ``game: mau_binh`` are the house rules' decisions


def house_decisions(path: Path) -> list[DecisionSpec]:
    """The ``game: mau_binh`` entries of ``decisions.yaml`` at ``path`` (``seed`` = what seed 004 says);
    ChanError (file, entry, field) when the file is unreadable or malformed."""
    from chan_core.rules.decisions import DecisionsFile

    out = []
    for d in read_rules_file(path, DecisionsFile).decisions:
        if d.game != "mau_binh":
            continue
        tw = d.twins
        out.append(DecisionSpec.model_validate({
            "id": d.id, "topic": d.topic, "topic_en": tw["topic"], "seed": d.seeds.get("004", ""),
            "seed_en": tw["seeds"].get("004", ""), "chosen": d.chosen, "chosen_en": tw["chosen"],
            "why": d.why, "why_en": tw["why"], "option": d.option}))
    return out


@functools.lru_cache(maxsize=None)
def _load(path: Path) -> MauBinhRules:
    rules = read_rules_file(path, MauBinhRules)
    shared = path.parent / DECISIONS_FILE
    house = house_decisions(shared if shared.is_file() else RULES_DIR / DECISIONS_FILE)
    rules = rules.model_copy(update={"decisions": [*rules.decisions, *house]})
    problems = crossref(rules)
    if problems:
        raise ChanError(Fact("mau_binh.rules.problems", problems=tuple(problems)), field="rules")
    return rules


def load_rules(path: str | Path | None = None) -> MauBinhRules:
    """Load, validate and cache ``rules/mau_binh.yaml`` (or the file at ``path``). Raises :class:`ChanError`:
    unreadable file, a shape error (file + entry + field) or cross-reference problems (``mau_binh.rules.problems``)."""
    p = Path(path).resolve() if path else RULES_DIR / FILE
    return _load(p)
