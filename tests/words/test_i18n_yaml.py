"""Issue 15: the English twins of the texts in ``rules/*.yaml``.

A twin ``<field>_en`` must exist for every prose field a model lists in ``TEXTS``; removing or
emptying one is a load error naming the file and the entry. The checks every file shares
come first — every prose field declared, every ``_en`` key broken in turn, a twin line cut out
of a copy of ``rules/``, ``tr`` following the language — written once over :data:`FILES` with
one set of helpers (:func:`raw`, :func:`loaded`, :func:`entry`, :func:`load_error` here;
``walk``, ``texts``, ``pieces``, ``twin_paths``, ``cut_twin``, ``text_fields`` from
``tests/twins.py``, shared with the lesson tests).
Then one section per group of files for what is particular to them (which Vietnamese words
their English keeps, glosses, examples).
"""
from __future__ import annotations

import functools
import re
import shutil
import unicodedata
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

import chan_core.rules.deck as deck_mod
import chan_core.rules.glossary as glossary_mod
import chan_core.rules.variants as variants_mod
from chan_core.cards import BY_CODE, KINDS
from words.cards import card_name_en
from chan_core.errors import ChanError
from words.i18n import language, text_of
from chan_core.rules import actions as dad_actions_module
from chan_core.rules import base as rules_base
from chan_core.rules import cuoc as cpx_cuoc
from chan_core.rules import cuoc_pairs as cpx_pairs
from chan_core.rules import dealing as dad_dealing_module
from chan_core.rules import decisions as dad_decisions_module
from chan_core.rules import loi as loi_models
from chan_core.rules import payouts as cpx_payouts
from chan_core.rules import xuong as cpx_xuong
from chan_core.rules.actions import Actions, Priority
from chan_core.rules.base import TWIN_SUFFIX
from chan_core.rules.dealing import Dealing
from chan_core.rules.decisions import DecisionsFile
from chan_core.rules.deck import Deck
from chan_core.rules.glossary import GLOSS_MAX, GlossaryFile, GlossaryTerm
from chan_core.rules.loader import RULES_DIR, load_rules, read_rules_file
from chan_core.rules.validation import to_chan_error
from chan_core.rules.variants import VariantsFile
from mau_binh import rules as mb_models
from tests.budget import fast_first
from tests.english_check import vietnamese_leaks
from tests.twins import cut_twin, models_of, pieces, text_fields, texts, twin_paths, walk
from words import say


# ============================================================ shared: the files, their models, helpers
GDV_FILES = {"glossary.yaml": GlossaryFile, "deck.yaml": Deck, "variants.yaml": VariantsFile}
LM_FILES = {"loi.yaml": loi_models.LoiFile, "mau_binh.yaml": mb_models.MauBinhRules}
DAD_FILES = {"dealing.yaml": Dealing, "actions.yaml": Actions, "decisions.yaml": DecisionsFile}
CPX_FILES = {"cuoc.yaml": cpx_cuoc.CuocFile, "payouts.yaml": cpx_payouts.Payouts, "xuong.yaml": cpx_xuong.Xuong}
FILES = {**GDV_FILES, **LM_FILES, **DAD_FILES, **CPX_FILES}
"""Every rules file with English twins → the model that validates it (``cuoc_pairs.yaml`` has none: its
reasons are facts, said by the words layer; its models stay in :data:`MODULES`, so prose cannot slip in)."""

MODULES = (glossary_mod, deck_mod, variants_mod, loi_models, mb_models, dad_dealing_module, dad_actions_module,
           dad_decisions_module, cpx_cuoc, cpx_payouts, cpx_xuong, cpx_pairs)
"""The modules of those models."""

MIN_TEXTS = {"glossary.yaml": 60, "deck.yaml": 2, "variants.yaml": 40, "loi.yaml": 77, "mau_binh.yaml": 148,
             "dealing.yaml": 38, "actions.yaml": 46, "decisions.yaml": 164, "cuoc.yaml": 46, "payouts.yaml": 81,
             "xuong.yaml": 55}
"""How many non-empty TEXTS fields each file has at least: a floor, so a twin dropped along
with its TEXTS entry is noticed."""

MIN_EN_KEYS = {**MIN_TEXTS, "glossary.yaml": 120, "loi.yaml": 100, "mau_binh.yaml": 163, "cuoc.yaml": 71}
"""How many ``_en`` keys (twins and ``gloss_en``) each file's YAML has at least."""

NOT_PROSE: dict[type, set[str]] = {
    # glossary, deck, variants: ids, codes, card and suit names, the game's terms, Chinese
    # characters, and the English-only ``gloss_en`` / ``english``
    glossary_mod.GlossaryTerm: {"id", "term", "aliases", "see", "cuoc", "lesson", "match", "gloss_en"},
    glossary_mod.GlossaryFile: set(),
    deck_mod.KindSpec: {"code", "name", "rank_name", "suit", "chinese", "english"},
    deck_mod.SuitSpec: {"id", "name", "chinese", "english"},
    deck_mod.Deck: set(),
    variants_mod.PointSpec: set(),
    variants_mod.GaCombo: {"id", "requires", "option"},
    variants_mod.VariantDefaults: set(),
    variants_mod.VariantOption: {"id", "choices"},
    variants_mod.Variant: set(),
    variants_mod.VariantsFile: set(),
    # lỗi and Mậu binh: a lỗi, suit, chi, category or special-hand name stays Vietnamese and
    # has ``gloss_en`` instead of a twin; ids, card codes, symbols
    # dealing, actions, decisions: ids, rules-file names, an option id (see DAD_NOT_PROSE)
    dad_dealing_module.PlayerRange: set(),
    dad_dealing_module.Piles: set(),
    dad_dealing_module.DealStep: {"id"},
    dad_dealing_module.DealerRule: set(),
    dad_dealing_module.TextRule: set(),
    dad_dealing_module.Counting: set(),
    dad_dealing_module.MnemonicWord: set(),
    dad_dealing_module.Mnemonic: set(),
    dad_dealing_module.Dealing: set(),
    dad_actions_module.CuaSpec: set(),
    dad_actions_module.ActionSpec: set(),
    dad_actions_module.Priority: {"id"},
    dad_actions_module.ClaimRank: set(),
    dad_actions_module.UDe: set(),
    dad_actions_module.Claims: set(),
    dad_actions_module.Actions: set(),
    dad_decisions_module.Decision: {"id", "option", "where"},
    dad_decisions_module.DecisionsFile: set(),
    loi_models.LoiGroup: set(),
    loi_models.PenaltyClass: {"name", "gloss_en"},
    loi_models._Fault: {"name", "gloss_en"},  # what Loi and OtherFault share
    loi_models.Loi: {"name", "gloss_en"},
    loi_models.OtherFault: {"id", "name", "gloss_en"},
    loi_models.ForbiddenMove: {"other"},
    loi_models.LoiFile: set(),
    mb_models.Game: {"name"},
    mb_models.Named: {"id", "name", "gloss_en"},
    mb_models.SuitSpec: {"name", "gloss_en", "symbol", "aliases"},
    mb_models.DeckSpec: set(),
    mb_models.ChiSpec: {"name", "gloss_en"},
    mb_models.CategorySpec: {"id", "name", "gloss_en", "example", "aliases"},
    mb_models.RuleSpec: {"id"},
    mb_models.SpecialSpec: {"id", "name", "gloss_en", "example", "aliases"},
    mb_models.Ranking: {"order"},
    mb_models.BonusSpec: {"id", "category"},
    mb_models.OptionSpec: {"id", "default", "choices", "decision"},  # decision: an id in decisions.yaml
    mb_models.DecisionSpec: {"id", "option"},
    mb_models.MauBinhRules: {"sections"},  # seed 004's section names: English in the words .po
    # cước, payouts, xướng, cuoc_pairs: ids, variant ids, the Vietnamese names and the words
    # said at the table
    cpx_cuoc.Cuoc: {"id", "name", "aliases", "xuong_word", "u_part", "replaces", "excludes", "variants", "gloss_en"},
    cpx_cuoc.CuocFile: set(),
    cpx_payouts.PenaltyValue: set(),
    cpx_payouts.PayoutRule: {"id", "variants"},
    cpx_payouts.BaoXuongSaiReading: set(),
    cpx_payouts.Payouts: set(),
    cpx_xuong.XuongGroupSpec: {"prefix", "cuoc"},
    cpx_xuong.XuongStep: {"cuoc", "prefix"},
    cpx_xuong.XuongOrder: {"variant"},
    cpx_xuong.XuongRule: {"id"},
    cpx_xuong.VerdictSpec: set(),
    cpx_xuong.XuongTrap: {"id", "declared", "actual", "overrides"},
    cpx_xuong.ThongConditions: set(),
    cpx_xuong.Xuong: set(),
    cpx_pairs.WhyFact: {"code", "params"},  # a fact: its code and plain parameters (ids, counts, a card code)
    cpx_pairs.ImpossibleCombo: set(),
    cpx_pairs.VariantPairs: set(),
    cpx_pairs.CuocPairsFile: {"generated_by"},
}
"""Per model of :data:`MODULES`: its text fields (:func:`text_fields`) that are NOT prose.
Every other text field must be in the model's TEXTS (so it gets an English twin); a field
that is a ``Literal`` holds ids only and is not a text field."""

DAD_NOT_PROSE = frozenset({"id", "option", "where", "order", "direction"})
"""The only names the dealing/actions/decisions models use for text that is not prose (ids,
rules-file names, an option id, an ordering rule's id, the counting direction): checked to hold
ids only (``test_dad_non_prose_fields_hold_ids_only``)."""


def raw(file: str) -> Any:
    """The YAML data of ``rules/<file>``."""
    return yaml.safe_load((RULES_DIR / file).read_text(encoding="utf-8"))


def loaded(file: str) -> Any:
    """``rules/<file>`` read through its model alone (an edit in progress in another rules file
    does not break these tests); Mậu binh through :func:`mau_binh.rules.load_rules`."""
    if file == "mau_binh.yaml":
        return mb_models.load_rules()
    return read_rules_file(RULES_DIR / file, FILES[file])


_ID_KEYS = ("id", "number", "code", "term", "word", "text", "name")
_KEYED = ("variants", "points", "orders")


def entry(data: Any, path: tuple) -> str | None:
    """What a load error must name for the key at ``path``: the innermost list element by its id
    (or number, code, term, word, text, name; else ``#n``), a variant or a variant's cước by its
    key; outside any entry the dotted keys leading to it (``claims.u_de``,
    ``special_rankings.theo_seed``); None for a key at the top level."""
    node, ident, keys = data, None, []
    for i, step in enumerate(path[:-1]):
        if isinstance(node, list):
            elem = node[step]
            ident = next((str(elem[k]) for k in _ID_KEYS if isinstance(elem.get(k), (str, int))), f"#{step + 1}")
            keys = []
        elif i and path[i - 1] in _KEYED:
            ident, keys = str(step), []
        else:
            keys.append(str(step))
        node = node[step]
    if ident is None and keys:
        ident = ".".join(keys)
    return ident


def load_error(file: str, data: Any) -> str:
    """The Vietnamese message of ``data`` (broken ``rules/<file>`` data): it must not validate."""
    with pytest.raises(ValidationError) as got:
        FILES[file].model_validate(data)
    err = to_chan_error(file, data, got.value)
    assert isinstance(err, ChanError)
    return str(err)


def _gloss_term(**changes) -> dict:
    """A glossary term's data (``None``: the key left out)."""
    data = {"id": "x", "term": "chắn", "definition": "Hai quân giống hệt nhau.", "definition_en": "Two identical cards.",
            "source": {"seed": "001", "section": "III"}, "gloss_en": "a pair of identical cards"}
    data.update(changes)
    return {k: v for k, v in data.items() if v is not None}


# ------------------------------------------------------------ what every file shares
def test_every_prose_field_is_declared_in_texts():
    """Each model of the twelve files: every text field is in TEXTS (it gets an English twin) or
    listed in NOT_PROSE — a new prose field cannot slip in without its twin, nor a new model; and
    every name in TEXTS is a field."""
    found = models_of(*MODULES)
    assert set(found) == set(NOT_PROSE) and len(found) >= 40
    seen = 0
    for model in found:
        texts_, not_prose = set(model.TEXTS), NOT_PROSE[model]
        assert not texts_ & not_prose, model.__name__
        assert texts_ <= set(model.model_fields), f"{model.__name__}.TEXTS names a field it does not have"
        assert text_fields(model) == texts_ | not_prose, (model.__name__, text_fields(model) ^ (texts_ | not_prose))
        seen += len(text_fields(model))
    assert seen >= 150
    assert loi_models.Loi.TEXTS == ("rule", "example", "note")
    assert mb_models.DecisionSpec.TEXTS == ("topic", "seed", "chosen", "why")


def _break(parent: dict, key: str, how: str) -> bool:
    """Break ``parent[key]`` (an ``_en`` key) in place: ``removed``; ``emptied`` (``""``, or each
    item/value of a list/dict twin); ``blank`` (white space likewise); ``one key dropped`` (a
    dict twin only — False for any other)."""
    twin = parent[key]
    if how == "removed":
        del parent[key]
    elif how in ("emptied", "blank"):
        nothing = "" if how == "emptied" else " \n "
        if isinstance(twin, dict):
            parent[key] = {k: nothing for k in twin}
        elif isinstance(twin, list):
            parent[key] = [nothing] * len(twin)
        else:
            parent[key] = nothing
    elif isinstance(twin, dict):
        parent[key] = dict(list(twin.items())[:-1])
    else:
        return False
    return True


@pytest.mark.parametrize("file, how", [
    *fast_first(((f, h) for f in sorted(FILES) for h in ("removed", "emptied", "blank")),
                lambda x: x[1] == "removed", multi=True),
    ("decisions.yaml", "one key dropped"),
    ("glossary.yaml", "one key dropped"),
])
def test_each_twin_broken_is_an_error_naming_file_and_entry(file, how):
    """The whole matrix: each ``_en`` key of the file (every twin and every ``gloss_en``), in turn
    removed, emptied, made blank or — a dict twin (a decision's ``seeds_en``, a term's
    ``alias_notes_en``) — missing one key, makes validation fail with a Vietnamese message whose
    first line names the file, the entry and the key — never pydantic's English."""
    data = raw(file)  # broken in place and mended after each key (a deep copy each time is slow)
    FILES[file].model_validate(data)  # the real file is valid
    paths = list(twin_paths(data))
    assert len(paths) >= MIN_EN_KEYS[file]
    tried = 0
    for path in paths:
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        kept = dict(parent)
        try:
            if not _break(parent, path[-1], how):
                continue
            tried += 1
            text = load_error(file, data)
        finally:
            parent.clear()
            parent.update(kept)
        head = text.split("\n")[0]
        key, ident = path[-1], entry(data, path)
        assert head.startswith(f"{file}: "), text
        place = head[len(file) + 2:].rsplit(": ", 1)[0]  # the entry and field, before the reason
        assert (f"«{key}»" in head) if key != "gloss_en" else ("trường 'gloss_en'" in place), (path, text)
        assert ident is None or f"'{ident}'" in place or f"lỗi số {ident}" in place, (path, ident, text)
        assert not any(s in text for s in ("Traceback", "Value error", "Input should")), text
    if how == "one key dropped":
        assert tried == len(data["decisions"]) if file == "decisions.yaml" else tried >= 1
    else:
        assert tried == len(paths)


@pytest.mark.parametrize("file, line, then, expected", [
    ("glossary.yaml", "    definition_en: A kind of card. The chắn deck", "", "thuật ngữ 'quan'"),
    ("glossary.yaml", "    alias_notes_en:", "", "thuật ngữ 'chiu'"),
    ("deck.yaml", "note_en: >-", "", "deck.yaml"),
    ("variants.yaml", "        name_en: Ù bòn with bạch thủ", "", "tổ hợp gà 'u_bon_bach_thu'"),
    ("loi.yaml", "    rule_en: Using one card of a chắn you already hold", "",
     "loi.yaml: lỗi số 5: bản tiếng Anh «rule_en» thiếu hoặc trống"),
    ("loi.yaml", "    note_en: *bo_note_en", "", "loi.yaml: lỗi số 7: bản tiếng Anh «note_en»"),
    ("loi.yaml", "    name_en: Restrictions from cards you have discarded", "", "loi.yaml: nhóm 'C': bản tiếng Anh «name_en»"),
    ("loi.yaml", "    description_en: >-", "Calling ù", "loi.yaml: loại phạt 'u_lao': bản tiếng Anh «description_en»"),
    ("loi.yaml", "    text_en: Discarding a chắn.", "", "loi.yaml: điều cấm 'Đánh chắn.': bản tiếng Anh «text_en»"),
    ("loi.yaml", "    gloss_en: discarding a card you took", "",
     "loi.yaml: lỗi số 14, trường 'gloss_en': thiếu trường bắt buộc"),
    ("dealing.yaml", "      meaning_en: The player just to the left", "", "từ 'tụt'"),
    ("actions.yaml", "    name_en: Chíu (take the fourth", "", "hành động 'chiu'"),
    ("decisions.yaml", "    why_en: Both seeds list it among the gà.", "", "quyết định 'bach_thu_chi_ga'"),
    ("cuoc.yaml", "    note_en: 'Seed 003: «the winning card lands in your own cửa».'", "", "cước 'chi'"),
    ("payouts.yaml", "    who_pays_en: The báo player (for the whole table).", "", "luật 'bao'"),
    ("xuong.yaml", "  not_allowed_en:", "", "trường 'thong'"),
])
def test_rules_dir_without_a_twin_does_not_load(rules_copy, file, line, then, expected):
    """Through the loader (a copy of rules/ with one twin line and its continuation taken out):
    a ChanError naming the file, the entry and the twin, not a Python error."""
    cut_twin(rules_copy / file, line, then)
    with pytest.raises(ChanError) as got:
        load_rules(rules_copy)
    msg = say(got.value)
    assert msg.startswith(file) and expected in msg and ("_en»" in msg or "'gloss_en'" in msg), msg


@pytest.mark.parametrize("file", sorted(FILES))
def test_tr_follows_the_language(file):
    """Under ``language('en')`` every text of the file reads in English (its twin); outside the
    block and under ``language('vi')`` in Vietnamese; ``text_of`` says the same."""
    n = 0
    for where, obj, field, vi, en in texts(loaded(file)):
        if not vi:
            continue
        with language("en"):
            assert text_of(obj, field) == en == text_of(obj, field), (file, where, field)
        assert text_of(obj, field) == vi
        with language("vi"):
            assert text_of(obj, field) == vi == text_of(obj, field)
        n += 1
    assert n >= MIN_TEXTS[file]


@settings(max_examples=80, deadline=None)
@given(st.text(max_size=80))
def test_gloss_rule_property(text):
    """Every English gloss (glossary terms, cước, lỗi, Mậu binh names — one rule,
    :func:`chan_core.rules.base.check_gloss`) is accepted exactly when, stripped, it is 1–60
    characters and does not end with a period; the glossary model keeps it stripped."""
    assert mb_models.Gloss is rules_base.Gloss  # the Mậu binh names use the one gloss rule
    assert GLOSS_MAX == loi_models.GLOSS_MAX == 60
    s = text.strip()
    ok = 0 < len(s) <= GLOSS_MAX and not s.endswith(".")
    for check in (rules_base.check_gloss, lambda t: GlossaryTerm.model_validate(_gloss_term(gloss_en=t)).gloss_en):
        try:
            got = check(text)
        except ValueError as e:  # pydantic's ValidationError is a ValueError
            assert not ok and "gloss_en" in str(e)
        else:
            assert ok and got == s


@pytest.mark.parametrize("gloss, why", [
    (None, "thiếu trường bắt buộc"), ("", "trống"), ("  ", "trống"), ("ends with a stop.", "dấu chấm"),
    ("x" * (GLOSS_MAX + 1), f"dài {GLOSS_MAX + 1} ký tự, tối đa {GLOSS_MAX}"), (7, "phải là chuỗi chữ"),
])
def test_bad_gloss_is_named(gloss, why):
    """A bad gloss (a glossary term, a cước, a lỗi, a Mậu binh category; ``None``: left out) is
    one Vietnamese message naming the entry and the field — the same rule everywhere."""
    for file, section, key, value, label in (("glossary.yaml", "terms", "id", "chan", "thuật ngữ 'chan'"),
                                             ("cuoc.yaml", "cuoc", "id", "tam_do", "cước 'tam_do'"),
                                             ("loi.yaml", "loi", "number", 3, "lỗi số 3"),
                                             ("mau_binh.yaml", "categories", "id", "thung", "mục 'thung'")):
        data = raw(file)
        item = next(x for x in data[section] if x[key] == value)
        if gloss is None:
            del item["gloss_en"]
        else:
            item["gloss_en"] = gloss
        text = load_error(file, data)
        assert f"{file}: {label}, trường 'gloss_en': " in text and why in text and "Value error" not in text, text


# ============================================================ glossary, deck, variants
# (rules/glossary.yaml, rules/deck.yaml, rules/variants.yaml — issue 15 items 3 and 4)
GDV_ALLOWED = ("mục", "tổ tôm", "có")
"""Vietnamese words these English texts keep besides the game's terms: «mục» in the team's
citations «(001 §V mục 1)» (worded for the learner at display), the name of the related game
tổ tôm, and «có» of the spoken xướng («có chíu»)."""


@pytest.mark.parametrize("file", sorted(GDV_FILES))
def test_gdv_every_text_has_an_english_twin_in_english(file):
    """Every TEXTS field with Vietnamese text has an English twin of the same shape; the twin
    has no Vietnamese word but the game's terms; a twin equal to its Vietnamese text is allowed
    only when that text is game terms and numbers alone (a cước name such as «Thập thành»)."""
    checked = 0
    for where, obj, field, vi, en in texts(loaded(file)):
        if vi in ("", [], {}, None):
            continue
        assert en, f"{file}{where}: {field}{TWIN_SUFFIX} missing"
        for v_piece, e_piece in pieces(f"{file}{where}.{field}", vi, en):
            leaks = vietnamese_leaks([(f"{file}{where}", field, e_piece)], GDV_ALLOWED)
            assert not leaks, leaks
            if e_piece == v_piece:
                assert not vietnamese_leaks([("vi", field, v_piece)], GDV_ALLOWED), (
                    f"{file}{where}.{field}: the English twin is the Vietnamese sentence «{v_piece}»")
            checked += 1
    assert checked >= {"glossary.yaml": 60, "deck.yaml": 2, "variants.yaml": 40}[file]


# ---------------------------------------------------------------- glossary gloss_en
def test_gdv_glossary_glosses_examples_and_shape():
    """Issue 15 item 4's examples, and every gloss short, unique and not the term itself."""
    rules = load_rules()
    gloss = {t.id: t.gloss_en for t in rules.glossary}
    assert gloss["chan"] == "a pair of identical cards"
    assert gloss["ca"] == "a pair of the same number, different suits"
    assert gloss["cuoc"] == "a scoring pattern"
    assert gloss["xuong"] == "the winner's declaration"
    assert len(set(gloss.values())) == len(gloss), "two terms share a gloss"
    for t in rules.glossary:
        assert 0 < len(t.gloss_en) <= GLOSS_MAX and not t.gloss_en.endswith("."), t.id
        assert t.gloss_en.lower() != t.term.lower(), t.id
        assert not vietnamese_leaks([(t.id, "gloss_en", t.gloss_en)], GDV_ALLOWED)


def test_gdv_real_glossary_without_a_gloss_names_the_term(rules_copy):
    p = rules_copy / "glossary.yaml"
    text = p.read_text(encoding="utf-8")
    p.write_text(text.replace("    gloss_en: a scoring pattern\n", ""), encoding="utf-8")
    with pytest.raises(ChanError) as got:
        load_rules(rules_copy)
    assert "glossary.yaml: thuật ngữ 'cuoc', trường 'gloss_en': thiếu trường bắt buộc" in say(got.value)


# ---------------------------------------------------------------- deck: English readings
def test_gdv_deck_english_readings():
    """Each suited kind reads «<rank> of <suit>»; chi chi is «the 1»; suits keep their name first."""
    deck = load_rules().deck
    suits = {s.id: s for s in deck.suits}
    assert {s.id: s.english for s in deck.suits} == {"V": "vạn (myriads)", "N": "văn (coins)", "S": "sách (strings)"}
    for s in deck.suits:
        assert s.english.startswith(s.name + " (")
    for k in deck.kinds:
        if k.suit is None:
            assert k.code == "CC" and "1" in k.english and "no suit" in k.english
        else:
            assert k.english == f"{k.rank} of {suits[k.suit].name}", k.code
    assert len({k.english for k in deck.kinds}) == 25


@pytest.mark.parametrize("field, where", [("english", "quân '9V'"), ("english", "chất 'N'")])
@pytest.mark.parametrize("how", ["removed", "emptied"])
def test_gdv_deck_english_is_required(field, where, how):
    data = raw("deck.yaml")
    entry_ = next(x for x in data["kinds"] + data["suits"] if x.get("code", x.get("id")) == where.split("'")[1])
    if how == "removed":
        del entry_[field]
    else:
        entry_[field] = " "
    text = load_error("deck.yaml", data)
    assert f"deck.yaml: {where}, trường '{field}'" in text, text


def test_gdv_card_name_en():
    assert card_name_en("9V") == "cửu vạn / 9 of vạn"
    assert card_name_en("cửu vạn") == card_name_en(BY_CODE["9V"]) == "cửu vạn / 9 of vạn"
    assert card_name_en("Nhị văn") == "nhị văn / 2 of văn"
    assert card_name_en("CC") == "chi chi / the 1 (no suit)"
    for k in KINDS:  # every kind: its Vietnamese word, a slash, its English reading
        assert card_name_en(k) == f"{k.word} / {k.english}"
        assert card_name_en(k.code) == card_name_en(k.code.lower()) == card_name_en(k)
    assert len({card_name_en(k) for k in KINDS}) == 25


@pytest.mark.parametrize("bad", ["9 van", "xyz", "9V 9V", "", None, 9])
def test_gdv_card_name_en_refuses_non_cards_in_vietnamese(bad):
    with pytest.raises(ChanError) as got:
        card_name_en(bad)
    assert "Traceback" not in say(got.value) and say(got.value)


# ---------------------------------------------------------------- the language picks the text
def test_gdv_tr_follows_the_language():
    rules = load_rules()
    chan = rules.term("chan")
    chiu = rules.term("chiu")
    sanh = rules.variants["sanhrong"]
    combo = next(g for g in rules.variants["classic"].ga if g.id == "tam_do_leo")
    option = next(o for o in rules.variant_options if o.id == "ga")
    chi_chi = next(k for k in rules.deck.kinds if k.code == "CC")
    cases = [
        (chan, "definition", "Hai quân giống hệt nhau", "Two identical cards"),
        (rules.deck, "note", "Các seed không in chữ Hán", "The seeds do not print"),
        (chi_chi, "note", "Chữ Hán in trên", "The Chinese"),
        (sanh, "name", "Sanhrong (trò chơi trực tuyến)", "Sanhrong (online game)"),
        (sanh, "dich_rule", "Dịch = điểm − 2", "Dịch = điểm − 2 («the dịch"),
        (sanh.points["u_bon"], "note", "003 im lặng", "003 is silent"),
        (combo, "name", "Tám đỏ lèo (gà hẹp)", "Tám đỏ with lèo"),
        (option, "description", "Có tính gà", "Whether gà is counted"),
    ]
    for obj, field, vi, en in cases:
        assert text_of(obj, field).startswith(vi), (field, text_of(obj, field))
        with language("en"):
            assert text_of(obj, field).startswith(en), (field, text_of(obj, field))
        assert text_of(obj, field).startswith(vi)  # back to Vietnamese after the block
    with language("en"):
        assert text_of(chiu, "alias_notes")["chiếu"].startswith("seed 003 writes «Chiếu», 3 điểm,")
        assert text_of(chiu, "aliases") == ["chiếu"]  # the game's words are not translated
    assert text_of(chiu, "alias_notes")["chiếu"].startswith("seed 003 viết")


# ============================================================ lỗi and Mậu binh
# (rules/loi.yaml — chan_core/rules/loi.py; rules/mau_binh.yaml — mau_binh/rules.py)
LM_WORDS = ("mục", "lủng", "binh lủng", "sập hầm")
"""Vietnamese kept in these English texts besides the glossary, card, cước, lỗi and Mậu binh
names: «mục» of the team's citations «(001 §V mục 18)» (worded for the learner at display),
and Mậu binh words without an entry of their own (lủng, sập hầm)."""

_LM_QUOTED = re.compile(r"«[^»]*»|\"[^\"]*\"")
"""A quotation of the seed's or the table's Vietnamese words, translated beside it."""


@functools.lru_cache(maxsize=1)
def _lm_terms() -> re.Pattern:
    """The game's words as whole phrases, longest first: glossary terms and aliases, card and
    suit names, cước names, lỗi / penalty / bỏ ù names, the Mậu binh names, :data:`LM_WORDS`
    and the proper names of ``tests.english_check`` — read from the raw YAML, so an edit in
    progress in another rules file does not break these tests. Phrases, not single words: the
    words of a lỗi name («Chíu được nhưng lại ăn thường») are not allowed one by one."""
    from tests.english_check import PROPER_NAMES

    names = [*PROPER_NAMES, *LM_WORDS]
    for g in raw("glossary.yaml")["terms"]:
        names += [g["term"], g["term"].split(" (")[0], *g.get("aliases", [])]
    deck = raw("deck.yaml")
    names += [k["name"] for k in deck["kinds"]] + [k["rank_name"] for k in deck["kinds"]]
    names += [x["name"] for x in deck["suits"]]
    for c in raw("cuoc.yaml")["cuoc"]:
        names += [c["name"], *c.get("aliases", [])]
    lo = raw("loi.yaml")
    names += [x["name"] for x in [*lo["loi"], *lo["penalty_classes"], *lo["other"]]]
    mb = raw("mau_binh.yaml")
    names += [mb["game"]["name"], *(c["name"] for c in mb["chi"])]
    for x in [*mb["deck"]["suits"], *mb["categories"], *mb["specials"]]:
        names += [x["name"], *x.get("aliases", [])]
    phrases = sorted({n.strip() for n in names if n and n.strip()}, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, phrases)) + r")(?!\w)", re.IGNORECASE)


def _lm_leaks(where: str, text: str) -> list[str]:
    """``['<where>: «word, …» in «text»']`` when ``text`` (an English twin or gloss) has a word
    with a Vietnamese letter outside the game's words (:func:`_lm_terms`) and quotations."""
    from tests.english_check import has_vietnamese

    rest = _lm_terms().sub(" ", _LM_QUOTED.sub(" ", unicodedata.normalize("NFC", text)))
    bad = [w for w in re.findall(r"[^\W\d_]+", rest) if has_vietnamese(w)]
    return [f"{where}: «{', '.join(dict.fromkeys(bad))}» in «{text[:120]}»"] if bad else []


@pytest.mark.parametrize("file, least", [("loi.yaml", 77), ("mau_binh.yaml", 148)])
def test_lm_every_text_has_an_english_twin_in_english(file, least):
    """Every TEXTS field with Vietnamese text has a non-empty English twin; outside quotations
    the twin has no Vietnamese word but the game's terms; a twin equal to the Vietnamese text
    is allowed only when that text is game terms and numbers alone."""
    checked = 0
    for where, obj, field, vi, en in texts(loaded(file)):
        if not vi:
            assert field not in obj.twins, (file, where, field)
            continue
        assert isinstance(en, str) and en.strip(), (file, where, field)
        assert not _lm_leaks(f"{file}{where}.{field}", en), _lm_leaks(f"{file}{where}.{field}", en)
        if en == vi:
            assert not _lm_leaks("vi", vi), f"{file}{where}.{field}: twin is the Vietnamese «{vi}»"
        checked += 1
    assert checked >= least


@pytest.mark.parametrize("file, least", [("loi.yaml", 23), ("mau_binh.yaml", 21)])
def test_lm_every_game_word_has_a_short_english_gloss(file, least):
    """Each lỗi / penalty / bỏ ù name and each Mậu binh suit, chi, category and special hand
    keeps its Vietnamese name and has a gloss: 1–60 characters, no final stop, English, not the
    name itself, and no two entries of one list share a gloss."""
    seen: dict[str, set[str]] = {}
    for where, obj in walk(loaded(file)):
        if "gloss_en" not in type(obj).model_fields:
            continue
        g = obj.gloss_en
        assert 0 < len(g) <= loi_models.GLOSS_MAX and not g.endswith("."), where
        assert g.lower() != obj.name.lower() and not _lm_leaks(where, g), (where, g)
        kind = type(obj).__name__
        assert g not in seen.setdefault(kind, set()), (where, g)
        seen[kind].add(g)
    assert sum(map(len, seen.values())) >= least


def test_lm_glosses_say_the_poker_hand():
    """The Mậu binh categories are glossed by their poker names (issue 15: «sảnh (straight)»)."""
    mb = mb_models.load_rules()
    assert {c.id: c.gloss_en for c in mb.categories if c.id != "rac"} == {
        "thung_pha_sanh": "straight flush", "tu_quy": "four of a kind", "cu_lu": "full house",
        "thung": "flush", "sanh": "straight", "xam_chi": "three of a kind", "thu": "two pair",
        "doi": "one pair"}
    assert mb.category("rac").gloss_en.startswith("high card")
    assert {s.id: s.gloss_en for s in mb.deck.suits} == {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
    assert [c.gloss_en.split(" ")[0] for c in mb.chi] == ["front", "middle", "back"]


@pytest.mark.parametrize("line, expected", [
    ("    why_en: The seed only asks", "mau_binh.yaml: quyết định 'ba_thung_chi_dau': bản tiếng Anh «why_en» thiếu hoặc trống"),
    ("  summary_en: >-", "mau_binh.yaml: trường 'game': bản tiếng Anh «summary_en»"),
    ("    definition_en: 2 different pairs", "mau_binh.yaml: mục 'thu': bản tiếng Anh «definition_en»"),
    ("    name_en: Scoring", "mau_binh.yaml: luật 'cong_diem': bản tiếng Anh «name_en»"),
    ("    name_en: In the order seed 004", "mau_binh.yaml: trường 'special_rankings.theo_seed': bản tiếng Anh «name_en»"),
    ("    gloss_en: full house", "mau_binh.yaml: mục 'cu_lu', trường 'gloss_en': thiếu trường bắt buộc"),
])
def test_lm_mau_binh_file_without_a_twin_does_not_load(tmp_path, line, expected):
    """Through :func:`mau_binh.rules.load_rules` on a copy of the file with one line taken out."""
    p = tmp_path / "mau_binh.yaml"
    shutil.copy(RULES_DIR / "mau_binh.yaml", p)
    cut_twin(p, line)
    with pytest.raises(ChanError) as got:
        mb_models.load_rules(p)
    assert expected in say(got.value), say(got.value)


def test_lm_tr_follows_the_language():
    """``words.text_of(obj, field)`` / ``text_of`` give the Vietnamese by default and the twin under
    ``language('en')``; names stay Vietnamese in both (their gloss is ``gloss_en``)."""
    r = load_rules()
    lo = {x.number: x for x in r.loi}
    group_c = next(g for g in r.loi_groups if g.id == "C")
    bao = next(p for p in r.penalty_classes if p.id == "bao")
    danh_chan = next(f for f in r.forbidden_moves if f.text == "Đánh chắn.")
    mb = mb_models.load_rules()
    cases = [
        (lo[1], "example", "Trên tay có cửu vạn", "You hold cửu vạn (9 of vạn)"),
        (lo[7], "note", "Ví dụ chung của lỗi 6–9", "The shared example of lỗi 6–9"),  # the YAML alias
        (lo[4], "rule", "Lấy một quân đang chờ ù", "Using a card you are waiting on"),
        (group_c, "name", "Ràng buộc với các quân đã đánh", "Restrictions from cards you have discarded"),
        (bao, "description", "Phạm một trong các lỗi nhóm B", "A lỗi of group B, C or D"),
        (danh_chan, "text", "Đánh chắn.", "Discarding a chắn."),
        (r.loi_other[0], "rule", "Trước đó đã có thể ù", "Earlier you could have ù"),
        (mb.game, "summary", "Mỗi người 13 lá", "Each player gets 13 cards"),
        (mb.category("sanh"), "definition", "5 lá nối nhau", "5 cards in an unbroken sequence"),
        (mb.rule("binh_lung"), "name", "Binh lủng", "Binh lủng (a fouled hand)"),
        (mb.option("sap_ham"), "description", "Thắng cả 3 chi", "Winning all 3 chi"),
        (mb.special_rankings["thong_dung"], "name", "Ba thùng trên ba sảnh", "Ba thùng above ba sảnh"),
        (next(d for d in mb.decisions if d.id == "sanh_a"), "chosen", "10-J-Q-K-A là sảnh lớn nhất",
         "10-J-Q-K-A is the largest sảnh"),
    ]
    for obj, field, vi, en in cases:
        assert text_of(obj, field).startswith(vi) and text_of(obj, field).startswith(vi), (field, text_of(obj, field))
        with language("en"):
            assert text_of(obj, field).startswith(en) and text_of(obj, field) == text_of(obj, field), (field, text_of(obj, field))
        assert text_of(obj, field) == getattr(obj, field)  # back to Vietnamese after the block
    with language("en"):
        assert text_of(lo[1], "name") == "Ăn treo tranh" and lo[1].gloss_en == "making a cạ when a chắn was possible"
        assert text_of(mb.category("sanh"), "name") == "Sảnh" and mb.category("sanh").gloss_en == "straight"
        assert text_of(lo[0], "example") == ""  # no seed example: no twin, nothing shown


# ============================================================ dealing, actions, decisions
# (rules/dealing.yaml, rules/actions.yaml, rules/decisions.yaml — issue 15 item 3)
DAD_ALLOWED = ("mục", "có", "tổ tôm", "Nhà lầu xe pháo khá", "Nhà lầu xe khá", "xe tương đối", "Cá lội sảnh đình")  # misprinted cước names quoted from the seeds
"""Vietnamese kept in these English texts besides the game's terms: «mục» of the team's
citations «(001 §V mục 8, 18)» (worded for the learner at display), «có» of the spoken xướng
(«có tôm, có lèo …»), the related game tổ tôm, and the seeds' misspelt cước names quoted in
decision ``ten_cuoc``."""

DAD_NUMBER_WORDS = {"1": ("one", "once", "single"), "2": ("two", "twice", "both"), "3": ("three",),
                    "4": ("four",), "5": ("five",), "6": ("six", "6th")}


def test_dad_non_prose_fields_hold_ids_only():
    """The fields left out of TEXTS in these models are only the names of DAD_NOT_PROSE, and in
    the data they really are ids / file names, never a sentence."""
    dad = [m for m in models_of(*MODULES) if m.__module__ in {x.__name__ for x in (dad_dealing_module, dad_actions_module,
                                                                         dad_decisions_module)}]
    assert len(dad) >= 14
    for cls in dad:
        assert NOT_PROSE[cls] <= DAD_NOT_PROSE and not set(cls.TEXTS) & DAD_NOT_PROSE, cls.__name__
    ident = re.compile(r"[a-z0-9_.]+")
    for file in DAD_FILES:
        for where, obj in walk(loaded(file)):
            for name in DAD_NOT_PROSE & set(type(obj).model_fields):
                value = getattr(obj, name)
                values = value if isinstance(value, list) else [value]
                for v in values:
                    if isinstance(v, str) and name != "direction":
                        assert ident.fullmatch(v), (file, where, name, v)


def dad_number_kept(n: str, en: str) -> bool:
    if re.search(rf"(?<!\d){n}(?!\d)", en):
        return True
    words = re.findall(r"[a-z0-9]+", en.lower())
    return any(w in words for w in DAD_NUMBER_WORDS.get(n, ()))


@pytest.mark.parametrize("file", sorted(DAD_FILES))
def test_dad_every_text_has_an_english_twin_in_english(file):
    """Every TEXTS field with Vietnamese text has an English twin of the same shape, which is
    not the Vietnamese sentence, has no Vietnamese word but the game's terms, keeps every
    number (as digits, or as a word for a small one: «1 quân» → «one card») and every
    ``{placeholder}``."""
    checked = 0
    for where, obj, field, vi, en in texts(loaded(file)):
        if vi in ("", [], {}, None):
            assert not en, (file, where, field)
            continue
        assert en, f"{file}{where}: {field}{TWIN_SUFFIX} missing"
        label = f"{file}{where}.{field}"
        for v, e in pieces(label, vi, en):
            assert e.strip() != v.strip(), f"{label}: the English twin is the Vietnamese «{v}»"
            leaks = vietnamese_leaks([(label, field, e)], DAD_ALLOWED)
            assert not leaks, leaks
            for n in set(re.findall(r"\d+", v)):
                assert dad_number_kept(n, e), f"{label}: number {n} of «{v}» is not in «{e}»"
            assert set(re.findall(r"\{\w*\}", v)) == set(re.findall(r"\{\w*\}", e)), label
            assert e.count("**") == v.count("**"), f"{label}: bold marks differ"
            checked += 1
    assert checked >= MIN_TEXTS[file]


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=40))
def test_dad_twin_accepted_exactly_when_not_blank(text):
    """A priority's ``text_en`` is accepted exactly when it has a non-blank character."""
    data = {"id": "x", "text": "Chíu được ưu tiên hơn ăn.", "text_en": text,
            "source": {"seed": "001", "section": "IV"}}
    try:
        p = Priority.model_validate(data)
    except ValidationError as e:
        assert not text.strip(), e
        assert "text_en" in str(e)
    else:
        assert text.strip() and p.twins["text"] == text


def test_dad_tr_examples():
    """A few texts the reference pages and the bốc cái drill show, in both languages."""
    dealing, actions, decisions = (loaded(f) for f in ("dealing.yaml", "actions.yaml", "decisions.yaml"))
    tien = dealing.mnemonic.words[0]
    decision = next(d for d in decisions.decisions if d.id == "noc_24_23")
    chiu = next(a for a in actions.actions if a.id == "chiu")
    with language("en"):
        assert text_of(tien, "word") == "tiến (forward)"
        assert text_of(dealing.mnemonic, "text").startswith("nhị (lục) tiến, tứ (bát) tụt, tam (thất) đối — 2 (6) forward")
        assert text_of(dealing.steps[0], "name") == "Deal the cards"
        assert text_of(actions.claims.order[0], "text") == "Ù beats every other way of taking a card, because ù ends the hand."
        assert text_of(chiu, "name").startswith("Chíu (") and "identical" in text_of(chiu, "definition")
        assert text_of(next(c for c in actions.cua if c.id == "cua_chi"), "note").startswith('Seed 003: «at your own cửa')
        assert text_of(decision, "topic") == "Number of cards in the nọc"
        assert text_of(decision, "seeds")["003"] == "1 nọc pile of 25 cards, 4 piles of 19 cards."
    assert text_of(tien, "word") == "tiến" and text_of(decision, "topic") == "Số quân của nọc"
    assert text_of(chiu, "name") == "Chíu" and text_of(decision, "seeds")["003"] == "1 phần nọc 25 quân, 4 phần 19 quân."


# ============================================================ cước, payouts, xướng, cuoc_pairs
# (issue 15: cuoc.yaml, payouts.yaml, xuong.yaml; the generated cuoc_pairs.yaml holds facts, no texts)
CPX_ALLOWED = ("mục", "tổ tôm", "có", "hơi")  # «hơi»: the word of a cước name seed 001 misprints, quoted
"""Vietnamese words these English texts keep besides the game's terms: «mục» of the team's
citations «(001 §V mục 13)» (worded for the learner at display), the related game tổ tôm, and
«có» of the spoken xướng («có tôm»)."""
_CPX_CITATION = re.compile(r"(?:\b0\d\d\s*)?§[^;)]*")


@pytest.mark.parametrize("file", sorted(CPX_FILES))
def test_cpx_every_text_has_an_english_twin_in_english(file):
    """Every TEXTS text has an English twin of the same shape with no Vietnamese word but the
    game's terms (citations aside); a twin equal to its Vietnamese text only when that text is
    game terms alone (the xướng words «thông, chì», «lèo, tôm»)."""
    checked = 0
    for where, obj, field, vi, en in texts(loaded(file)):
        if vi in ("", [], None):
            continue
        assert en, (file, where, field, en)
        for v_piece, e_piece in pieces(f"{file}{where}.{field}", vi, en):
            leaks = vietnamese_leaks([(f"{file}{where}", field, _CPX_CITATION.sub("", e_piece))], CPX_ALLOWED)
            assert not leaks, leaks
            if e_piece == v_piece:
                assert not vietnamese_leaks([("vi", field, v_piece)], CPX_ALLOWED), (
                    f"{file}{where}.{field}: the English twin is the Vietnamese sentence «{v_piece}»")
            checked += 1
    assert checked >= {"cuoc.yaml": 46, "payouts.yaml": 81, "xuong.yaml": 60}[file]


def test_cpx_every_cuoc_has_a_short_english_gloss():
    """Each cước keeps its Vietnamese name and has an English gloss (≤ 60 characters) that says
    what it is in English, not the name again."""
    rules = load_rules()
    assert len(rules.cuoc) == 25
    for c in rules.cuoc:
        assert 0 < len(c.gloss_en) <= 60 and c.gloss_en.strip() == c.gloss_en, c.id
        assert c.gloss_en.lower() != c.name.lower(), c.id
        english = [w for w in re.findall(r"[^\W\d_]+", c.gloss_en) if w.isascii() and len(w) >= 3]
        assert len(english) >= 2, (c.id, c.gloss_en)  # English words, not only game terms
        assert not vietnamese_leaks([("gloss", c.id, c.gloss_en)], CPX_ALLOWED)
        with language("en"):
            assert text_of(c, "name") == c.name  # the name is what is said at the table
    assert rules.cuoc_by_id("tam_do").gloss_en == "exactly eight red cards"


def test_cpx_flow_step_without_its_twin_does_not_load(rules_copy):
    """A xướng step written inline ({cuoc: …, words: …, words_en: …}) with the twin cut out."""
    p = rules_copy / "xuong.yaml"
    text = p.read_text(encoding="utf-8")
    cut = text.replace(", words_en: 'lèo, tôm'", "", 1)
    assert cut != text
    p.write_text(cut, encoding="utf-8")
    with pytest.raises(ChanError) as got:
        load_rules(rules_copy)
    assert "xuong.yaml" in say(got.value) and "«words_en»" in say(got.value) and "'#8'" in say(got.value)


def test_cpx_tr_examples():
    """Texts the cước, payouts and xướng pages show, in both languages."""
    r = load_rules()
    tam_do, x, p = r.cuoc_by_id("tam_do"), r.xuong, r.payouts
    trap = next(t for t in x.traps if t.id == "chi_bach_thu_thay_hoa")
    with language("en"):
        assert text_of(tam_do, "definition") == "The winning hand has exactly 8 red cards."
        pr = {rule.id: rule for rule in p.rules}
        assert text_of(pr["u_lao"], "name") == "Ù láo (calling ù without a winning hand)"
        assert text_of(pr["an_tien"], "who_pays") == "Each loser."
        assert text_of(p, "unit").startswith("The stake per điểm")
        assert text_of(x.order_for("classic").steps[2], "words") == "the hand's cước"
        assert text_of(x.order_for("classic").steps[0], "words") == "thông, chì"  # said at the table
        assert text_of(x.thong, "not_allowed")[0] == "The previous hand was a hòa (a hand nobody wins)."
        assert text_of(trap, "explanation").startswith("Declaring chì and/or bạch thủ without declaring hoa/nhà/cá")
    assert text_of(tam_do, "definition") == "Bài ù có đúng 8 quân đỏ."
    assert text_of(x.order_for("classic").steps[2], "words") == "các cước của bài"


def test_cpx_option_names_quoted_in_english_are_the_options_english_names():
    """A text naming a house-rule option «…» names it, in English, by the option's English name
    (variants.yaml), so the learner finds it on the page."""
    rules = load_rules()
    options = {o.name: o for o in rules.variant_options}
    found = 0
    for file in CPX_FILES:
        for where, obj, field, vi, en in texts(loaded(file)):
            if not vi:
                continue
            for v_piece, e_piece in pieces(f"{file}{where}.{field}", vi, en):
                for quoted in re.findall(r"«([^»]*)»", v_piece):
                    if quoted in options:
                        with language("en"):
                            assert f"«{text_of(options[quoted], 'name')}»" in e_piece, (file, where, field)
                        found += 1
    assert found >= 2
