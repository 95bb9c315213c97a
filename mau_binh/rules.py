"""``rules/mau_binh.yaml``: the Mậu binh rules as data, validated like the Chắn rules files.

Layer 1 (shape): pydantic models on :class:`chan_core.rules.base.RulesModel`
(frozen, ``extra='forbid'``, strict), read by
:func:`chan_core.rules.loader.read_rules_file` (a key written twice is
refused; a shape error is one Vietnamese :class:`ChanError` naming the file,
the entry and the field). Layer 2 (cross-references, :func:`crossref`): ids
unique, categories and special hands are exactly the SPEC ids, the rankings
and option choices name real ids, every decision's option exists, each chi
size matches. The examples are checked against the engine by the tests.

Shared with ``chan_core`` (and only this): the error type, the rules-file
machinery and :class:`~chan_core.rules.base.Source` — one error type for the
one CLI and the pages, and one way a rules file is read and reported.

English (issue 15): the models derive from :class:`~chan_core.rules.base.RulesModel`, so
every prose field listed in a model's ``TEXTS`` carries its English twin ``<field>_en``
in the YAML (checked at load: a missing or empty twin is an error naming the file and the
entry; read with ``words.text_of(obj, 'definition')``). The game's own words stay Vietnamese in every
language — the names of a suit, a chi, a category and a special hand (bích, chi đầu, thùng,
ba sảnh) — and carry a short English ``gloss_en`` instead ("flush", "front hand (3 cards)";
required, not empty, at most :data:`GLOSS_MAX` characters, no final full stop).
"""
from __future__ import annotations

import functools
from pathlib import Path
from typing import ClassVar, Literal

from pydantic import Field, field_validator

from chan_core.errors import ChanError
from chan_core.facts import Fact
from chan_core.rules.base import GLOSS_MAX, RulesModel, Source, check_gloss  # noqa: F401  (GLOSS_MAX re-exported)
from chan_core.rules.loader import RULES_DIR, read_rules_file

FILE = "mau_binh.yaml"
CATEGORY_IDS_5 = ("thung_pha_sanh", "tu_quy", "cu_lu", "thung", "sanh", "xam_chi", "thu", "doi", "rac")
"""SPEC's 5-card category ids, high to low."""
CATEGORY_IDS_3 = ("xam_chi", "doi", "rac")
"""SPEC's 3-card category ids, high to low."""
SPECIAL_IDS = ("muoi_ba_cung_mau", "muoi_hai_cung_mau", "sau_doi", "ba_sanh", "ba_thung")
HOUSE_SPECIAL_IDS = ("sanh_rong", "nam_doi_mot_xam")
"""Special hands of house rules (issue 28; not in seed 004): counted only when their option says so."""
"""SPEC's special-hand (mậu binh) ids."""
CHI_IDS = ("front", "middle", "back")

ChiId = Literal["front", "middle", "back"]

_check_gloss = check_gloss  # one rule for every English gloss (chan_core.rules.base)


class Game(RulesModel):
    """The game: ``name`` (Mậu binh, a proper name), a one-paragraph ``summary`` (twin
    ``summary_en``), its ``source``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("summary",)

    name: str
    summary: str
    source: Source


class SuitSpec(RulesModel):
    """A suit: letter ``id`` (s h d c), Vietnamese ``name`` (bích), its English ``gloss_en``
    (spades), ``symbol``, ``red``, other names."""

    id: Literal["s", "h", "d", "c"]
    name: str
    gloss_en: str
    symbol: str
    red: bool
    aliases: list[str] = []

    _gloss = field_validator("gloss_en")(_check_gloss)


class DeckSpec(RulesModel):
    """The 52-card deck: ``ranks`` (text), ``suits``, how cards are written (``notation``);
    twins ``ranks_en``, ``notation_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("ranks", "notation")

    ranks: str
    suits: list[SuitSpec] = Field(min_length=4, max_length=4)
    notation: str
    source: Source


class ChiSpec(RulesModel):
    """One of the three chi: ``id`` (front/middle/back), ``name`` (Chi đầu …, the game's word),
    ``gloss_en`` (front hand (3 cards) …), ``size`` (3 or 5)."""

    id: ChiId
    name: str
    gloss_en: str
    size: Literal[3, 5]
    source: Source

    _gloss = field_validator("gloss_en")(_check_gloss)


class CategorySpec(RulesModel):
    """A chi category (high to low in the file): ``id`` (SPEC), ``name`` (the game's word:
    Thùng), ``gloss_en`` (its poker name: flush), ``aliases``, ``sizes`` (chi sizes it exists
    in), ``definition``, ``tie_break`` (how two of them compare), an ``example`` chi (card
    codes) and ``source``; twins ``definition_en``, ``tie_break_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("definition", "tie_break")

    id: str
    name: str
    gloss_en: str
    aliases: list[str] = []
    sizes: list[Literal[3, 5]] = Field(min_length=1)
    definition: str
    tie_break: str
    example: str
    source: Source

    _gloss = field_validator("gloss_en")(_check_gloss)


class RuleSpec(RulesModel):
    """A rule in words for the reference page: ``id``, ``name`` (a title), ``text``, ``source``;
    twins ``name_en``, ``text_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "text")

    id: str
    name: str
    text: str
    source: Source


class SpecialSpec(RulesModel):
    """A special hand (mậu binh): ``id`` (SPEC), ``name`` (the game's words: Ba sảnh),
    ``gloss_en`` (three straights), ``aliases``, ``definition`` (twin ``definition_en``), an
    ``example`` (13 card codes) and ``source``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("definition",)

    id: str
    name: str
    gloss_en: str
    aliases: list[str] = []
    definition: str
    example: str
    source: Source

    _gloss = field_validator("gloss_en")(_check_gloss)


class Ranking(RulesModel):
    """One ranking of the special hands: ``name`` (twin ``name_en``) and ``order`` (ids, high first)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name",)

    name: str
    order: list[str] = Field(min_length=1)


class BonusSpec(RulesModel):
    """A house bonus (off by default): winning ``chi`` with ``category`` is worth ``points``;
    ``name`` has its twin ``name_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name",)

    id: str
    name: str
    chi: ChiId
    category: str
    points: int = Field(ge=1, le=100)
    ace_points: int | None = Field(default=None, ge=1, le=100)
    source: Source


class OptionSpec(RulesModel):
    """A rule option: ``id``, ``name``, ``type`` (bool/choice/int/list), ``choices``,
    ``default``, ``min``/``max`` (int), ``description``, ``source``; twins ``name_en``,
    ``description_en``."""

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


class DecisionSpec(RulesModel):
    """A place seed 004 is garbled or silent: ``id``, ``topic``, ``seed`` (what it says, or that
    it says nothing), ``chosen`` (the reading used), ``why``, ``option`` (the option that
    switches reading, or null). ``topic``, ``seed``, ``chosen`` and ``why`` have twins
    ``topic_en``, ``seed_en`` (the seed's words put in English), ``chosen_en``, ``why_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("topic", "seed", "chosen", "why")

    id: str
    topic: str
    seed: str
    chosen: str
    why: str
    option: str | None = None


class MauBinhRules(RulesModel):
    """The whole ``rules/mau_binh.yaml``; look-ups raise :class:`ChanError`."""

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
        """The category ``cid``; ChanError naming it when unknown."""
        for c in self.categories:
            if c.id == cid:
                return c
        raise ChanError("mau_binh.rules.no_category", id=cid)

    def special(self, sid: str) -> SpecialSpec:
        """The special hand ``sid``; ChanError naming it when unknown."""
        for s in (*self.specials, *self.house_specials):
            if s.id == sid:
                return s
        raise ChanError("mau_binh.special.unknown", id=sid)

    def chi_spec(self, chi_id: str) -> ChiSpec:
        """The chi ``front``/``middle``/``back``."""
        for c in self.chi:
            if c.id == chi_id:
                return c
        raise ChanError("mau_binh.rules.no_chi", id=chi_id)

    def option(self, oid: str) -> OptionSpec:
        """The option ``oid``."""
        for o in self.options:
            if o.id == oid:
                return o
        raise ChanError("mau_binh.rules.no_option", id=oid)

    def bonus(self, bid: str) -> BonusSpec:
        """The house bonus ``bid``."""
        for b in self.bonuses:
            if b.id == bid:
                return b
        raise ChanError("mau_binh.rules.no_bonus", id=bid)

    def rule(self, rid: str) -> RuleSpec:
        """The worded rule ``rid``."""
        for r in self.rules:
            if r.id == rid:
                return r
        raise ChanError("mau_binh.rules.no_rule", id=rid)


def _dupes(ids: list[str]) -> list[str]:
    seen: set[str] = set()
    return [i for i in ids if i in seen or seen.add(i)]  # type: ignore[func-returns-value]


def crossref(r: MauBinhRules) -> list[Fact]:
    """Layer 2: every problem as one fact naming the file and the entry (``mau_binh.rules.*``,
    ``file`` = ``mau_binh.yaml``; empty when fine)."""
    out: list[Fact] = []
    ids_of = {"chi": [c.id for c in r.chi], "categories": [c.id for c in r.categories], "rules": [x.id for x in r.rules],
              "specials": [s.id for s in r.specials], "bonuses": [b.id for b in r.bonuses],
              "options": [o.id for o in r.options], "decisions": [d.id for d in r.decisions]}
    for section, ids in ids_of.items():
        for d in _dupes(ids):
            out.append(Fact("mau_binh.rules.duplicate", file=FILE, section=section, id=d))
    if tuple(c.id for c in r.chi) != CHI_IDS or [c.size for c in r.chi] != [3, 5, 5]:
        out.append(Fact("mau_binh.rules.chi_order", file=FILE))
    five = tuple(c.id for c in r.categories if 5 in c.sizes)
    three = tuple(c.id for c in r.categories if 3 in c.sizes)
    if five != CATEGORY_IDS_5:
        out.append(Fact("mau_binh.rules.categories", file=FILE, size=5, want=CATEGORY_IDS_5, got=five))
    if three != CATEGORY_IDS_3:
        out.append(Fact("mau_binh.rules.categories", file=FILE, size=3, want=CATEGORY_IDS_3, got=three))
    specials = [s.id for s in r.specials]
    if sorted(specials) != sorted(SPECIAL_IDS):
        out.append(Fact("mau_binh.rules.specials", file=FILE, want=SPECIAL_IDS, got=tuple(specials)))
    if sorted(s.id for s in r.house_specials) != sorted(HOUSE_SPECIAL_IDS):
        out.append(Fact("mau_binh.rules.specials", file=FILE, want=HOUSE_SPECIAL_IDS,
                        got=tuple(s.id for s in r.house_specials)))
    for rid, rk in r.special_rankings.items():
        if sorted(rk.order) != sorted(specials):
            out.append(Fact("mau_binh.rules.ranking_order", file=FILE, id=rid))
    cats = {c.id for c in r.categories}
    for b in r.bonuses:
        if b.category not in cats:
            out.append(Fact("mau_binh.rules.bonus_category", file=FILE, id=b.id, category=b.category))
        elif r.chi_spec(b.chi).size not in r.category(b.category).sizes:
            out.append(Fact("mau_binh.rules.bonus_chi", file=FILE, id=b.id, chi=b.chi, category=b.category))
    choices = {"special_ranking": set(r.special_rankings), "bonuses": {b.id for b in r.bonuses}}
    for o in r.options:
        want = {"bool": bool, "choice": str, "int": int, "list": list}[o.type]
        if not isinstance(o.default, want) or (o.type == "int" and isinstance(o.default, bool)):
            out.append(Fact("mau_binh.rules.option_type", file=FILE, id=o.id, type=o.type))
        if o.id in choices and set(o.choices) != choices[o.id]:
            out.append(Fact("mau_binh.rules.option_choices", file=FILE, id=o.id, choices=tuple(sorted(choices[o.id]))))
        if o.type == "choice" and o.default not in o.choices:
            out.append(Fact("mau_binh.rules.option_default", file=FILE, id=o.id, default=str(o.default)))
        if o.type == "list" and isinstance(o.default, list) and not set(o.default) <= set(o.choices):
            out.append(Fact("mau_binh.rules.option_default_list", file=FILE, id=o.id))
        if o.type == "int" and isinstance(o.default, int) and not (
                (o.min is None or o.default >= o.min) and (o.max is None or o.default <= o.max)):
            out.append(Fact("mau_binh.rules.option_range", file=FILE, id=o.id))
    options = {o.id for o in r.options}
    for d in r.decisions:
        if d.option is not None and d.option not in options:
            out.append(Fact("mau_binh.rules.decision_option", file=FILE, id=d.id, option=d.option))
    return out


@functools.lru_cache(maxsize=None)
def _load(path: Path) -> MauBinhRules:
    rules = read_rules_file(path, MauBinhRules)
    problems = crossref(rules)
    if problems:
        raise ChanError(Fact("mau_binh.rules.problems", problems=tuple(problems)), field="rules")
    return rules


def load_rules(path: str | Path | None = None) -> MauBinhRules:
    """Load, validate and cache ``rules/mau_binh.yaml`` (or the file at ``path``: tests pass a
    broken copy). Raises :class:`ChanError`: missing/unreadable file, a shape error (file +
    entry + field) or cross-reference problems (``mau_binh.rules.problems``, one line each)."""
    p = Path(path).resolve() if path else RULES_DIR / FILE
    return _load(p)
