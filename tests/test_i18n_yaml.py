"""Issue 15: the English twins of the texts in ``rules/*.yaml`` and ``lessons/``.

Each helper adds its own test functions for its files (distinct names); shared pieces are
at the top. A twin ``<field>_en`` must exist for every prose field a model lists in
``TEXTS``; removing or emptying one is a load error naming the file and the entry.
"""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any, Iterator

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from chan_core.errors import ChanError
from chan_core.i18n import language
from chan_core.rules.base import TWIN_SUFFIX, TwinTexts
from chan_core.rules.loader import RULES_DIR, load_rules
from chan_core.rules.validation import to_chan_error
from tests.english_check import vietnamese_leaks


# ============================================================ glossary, deck, variants
# (rules/glossary.yaml, rules/deck.yaml, rules/variants.yaml — issue 15 items 3 and 4)
from chan_core.cards import BY_CODE, KINDS, card_name_en  # noqa: E402
from chan_core.rules.deck import Deck  # noqa: E402
from chan_core.rules.glossary import GLOSS_MAX, GlossaryFile, GlossaryTerm  # noqa: E402
from chan_core.rules.variants import VariantsFile  # noqa: E402

GDV_FILES = {"glossary.yaml": GlossaryFile, "deck.yaml": Deck, "variants.yaml": VariantsFile}

GDV_ALLOWED = ("mục", "tổ tôm", "có")
"""Vietnamese words these English texts keep besides the game's terms: «mục» in the team's
citations «(001 §V mục 1)» (worded for the learner at display), the name of the related game
tổ tôm, and «có» of the spoken xướng («có chíu»)."""


def _gdv_sections(rules) -> dict[str, Any]:
    return {"glossary.yaml": rules.glossary, "deck.yaml": rules.deck,
            "variants.yaml": [rules.variant_options, rules.variants]}


def _gdv_walk(obj: Any, where: str = "") -> Iterator[tuple[str, TwinTexts]]:
    """Every model with TEXTS inside ``obj``, with a readable path."""
    if isinstance(obj, TwinTexts):
        yield where, obj
        for name in type(obj).model_fields:
            yield from _gdv_walk(getattr(obj, name), f"{where}.{name}")
    elif isinstance(obj, (list, tuple)):
        for i, x in enumerate(obj):
            ident = getattr(x, "id", None) or getattr(x, "code", None) or i
            yield from _gdv_walk(x, f"{where}[{ident}]")
    elif isinstance(obj, dict):
        for k, x in obj.items():
            yield from _gdv_walk(x, f"{where}[{k}]")


def _gdv_pieces(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [str(v) for v in value.values()]
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [str(value)]


@pytest.mark.parametrize("file", sorted(GDV_FILES))
def test_gdv_every_text_has_an_english_twin_in_english(file):
    """Every TEXTS field with Vietnamese text has an English twin of the same shape; the twin
    has no Vietnamese word but the game's terms; a twin equal to its Vietnamese text is allowed
    only when that text is game terms and numbers alone (a cước name such as «Thập thành»)."""
    rules = load_rules()
    checked = 0
    for where, obj in _gdv_walk(_gdv_sections(rules)[file]):
        for field in type(obj).TEXTS:
            vi = getattr(obj, field)
            if vi in ("", [], {}, None):
                continue
            en = obj.twins.get(field)
            assert en, f"{file}{where}: {field}{TWIN_SUFFIX} missing"
            assert type(en) is type(vi), (file, where, field)
            if isinstance(vi, dict):
                assert set(en) == set(vi), (file, where, field)
            for v_piece, e_piece in zip(_gdv_pieces(vi), _gdv_pieces(en)):
                leaks = vietnamese_leaks([(f"{file}{where}", field, e_piece)], GDV_ALLOWED)
                assert not leaks, leaks
                if e_piece == v_piece:
                    assert not vietnamese_leaks([("vi", field, v_piece)], GDV_ALLOWED), (
                        f"{file}{where}.{field}: the English twin is the Vietnamese sentence «{v_piece}»")
                checked += 1
    assert checked >= {"glossary.yaml": 60, "deck.yaml": 2, "variants.yaml": 40}[file]


def _gdv_twin_paths(node: Any, path: tuple = ()) -> Iterator[tuple]:
    """Paths (keys/indexes) of every ``…_en`` key in the YAML data, the texts' twins
    (not ``gloss_en``, a field of its own)."""
    if isinstance(node, dict):
        for k, v in node.items():
            if isinstance(k, str) and k.endswith(TWIN_SUFFIX) and k != "gloss_en":
                yield path + (k,)
            else:
                yield from _gdv_twin_paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _gdv_twin_paths(v, path + (i,))


def _gdv_entry(data: Any, path: tuple) -> str | None:
    """The id the loader names for the innermost entry on ``path`` (None: top level)."""
    node, ident = data, None
    for i, step in enumerate(path[:-1]):
        parent_key = path[i - 1] if i else None
        if isinstance(node, list):
            elem = node[step]
            ident = next((str(elem[k]) for k in ("id", "code", "term") if k in elem), ident)
        elif isinstance(node, dict) and parent_key in ("variants", "points"):
            ident = str(step)
        node = node[step]
    return ident


def _gdv_raw(file: str) -> Any:
    return yaml.safe_load((RULES_DIR / file).read_text(encoding="utf-8"))


def _gdv_error(file: str, data: Any) -> str:
    with pytest.raises(ValidationError) as got:
        GDV_FILES[file].model_validate(data)
    err = to_chan_error(file, data, got.value)
    assert isinstance(err, ChanError)
    return str(err)


@pytest.mark.parametrize("file", sorted(GDV_FILES))
@pytest.mark.parametrize("how", ["removed", "emptied"])
def test_gdv_each_twin_removed_or_emptied_is_an_error_naming_file_and_entry(file, how):
    """The whole matrix: each ``_en`` twin of the file, in turn removed or emptied, makes the
    file fail to load with one message naming the file, the entry and the twin."""
    import copy

    data = _gdv_raw(file)
    paths = list(_gdv_twin_paths(data))
    assert len(paths) >= {"glossary.yaml": 60, "deck.yaml": 2, "variants.yaml": 40}[file]
    GDV_FILES[file].model_validate(data)  # the real file loads
    for path in paths:
        broken = copy.deepcopy(data)
        holder = broken
        for step in path[:-1]:
            holder = holder[step]
        if how == "removed":
            del holder[path[-1]]
        else:
            holder[path[-1]] = {k: "" for k in holder[path[-1]]} if isinstance(holder[path[-1]], dict) else "  "
        text = _gdv_error(file, broken)
        assert text.startswith(f"{file}: "), text
        assert f"«{path[-1]}»" in text, (path, text)
        entry = _gdv_entry(data, path)
        if entry is not None:
            assert f"'{entry}'" in text.split(":")[1], (path, text)
        assert "Traceback" not in text


@pytest.mark.parametrize("file, line, entry", [
    ("glossary.yaml", "    definition_en: One card. The chắn deck", "thuật ngữ 'quan'"),
    ("glossary.yaml", "    alias_notes_en:", "thuật ngữ 'chiu'"),
    ("deck.yaml", "note_en: >-", "deck.yaml"),
    ("variants.yaml", "        name_en: Ù bòn with bạch thủ", "tổ hợp gà 'u_bon_bach_thu'"),
])
def test_gdv_rules_dir_without_a_twin_does_not_load(tmp_path, file, line, entry):
    """Through the loader (a copy of rules/ with one twin line taken out): a ChanError naming
    the file and the entry, not a Python error."""
    d = tmp_path / "rules"
    shutil.copytree(RULES_DIR, d)
    p = d / file
    lines = p.read_text(encoding="utf-8").split("\n")
    i = next(n for n, x in enumerate(lines) if x.startswith(line))
    j = i + 1
    while j < len(lines) and lines[j].startswith(" " * (len(line) - len(line.lstrip()) + 2)):
        j += 1  # the folded continuation lines of the same text
    p.write_text("\n".join(lines[:i] + lines[j:]), encoding="utf-8")
    with pytest.raises(ChanError) as got:
        load_rules(d)
    msg = str(got.value)
    assert msg.startswith(file) and entry in msg and "_en»" in msg, msg


def _gdv_has_str(ann: Any) -> bool:
    import typing

    args = typing.get_args(ann)
    if typing.get_origin(ann) is dict:
        args = args[1:]  # a dict's keys are ids; its values may be text
    return ann is str or any(_gdv_has_str(a) for a in args if not isinstance(a, str))


GDV_NOT_PROSE = {
    "GlossaryTerm": {"id", "term", "aliases", "see", "cuoc", "lesson", "match", "gloss_en"},
    "GlossaryFile": set(),
    "KindSpec": {"code", "name", "rank_name", "suit", "chinese", "english"},
    "SuitSpec": {"id", "name", "chinese", "english"},
    "Deck": set(),
    "PointSpec": set(),
    "GaCombo": {"id", "requires", "option"},
    "VariantDefaults": set(),
    "VariantOption": {"id", "choices"},
    "Variant": set(),
    "VariantsFile": set(),
}
"""Text fields of these files' models that are not prose: ids, codes, card and suit names and
the game's terms (Vietnamese in every language), Chinese characters, and the English-only
``gloss_en`` / ``english``."""


def test_gdv_every_prose_field_is_declared_in_texts():
    """Each model of glossary.py / deck.py / variants.py: every text field is in TEXTS (it
    gets an English twin) or listed above as not prose — a new prose field cannot slip in
    without its twin, nor a new model."""
    import chan_core.rules.deck as deck_mod
    import chan_core.rules.glossary as glossary_mod
    import chan_core.rules.variants as variants_mod

    models = {m.__name__: m for mod in (glossary_mod, deck_mod, variants_mod) for m in vars(mod).values()
              if isinstance(m, type) and issubclass(m, TwinTexts) and m.__module__ == mod.__name__}
    assert set(models) == set(GDV_NOT_PROSE)
    for name, model in models.items():
        texts, not_prose = set(model.TEXTS), GDV_NOT_PROSE[name]
        assert not texts & not_prose, name
        str_fields = {f for f, info in model.model_fields.items() if _gdv_has_str(info.annotation)}
        assert str_fields == texts | not_prose, (name, str_fields ^ (texts | not_prose))


# ---------------------------------------------------------------- glossary gloss_en
def test_gdv_glossary_glosses_examples_and_shape():
    """Issue 15 item 4's examples, and every gloss short, unique and not the term itself."""
    rules = load_rules()
    gloss = {t.id: t.gloss_en for t in rules.glossary}
    assert gloss["chan"] == "a pair of identical cards"
    assert gloss["ca"] == "two cards of the same number, different suits"
    assert gloss["cuoc"] == "a scoring pattern"
    assert gloss["xuong"] == "the winner's declaration"
    assert len(set(gloss.values())) == len(gloss), "two terms share a gloss"
    for t in rules.glossary:
        assert 0 < len(t.gloss_en) <= GLOSS_MAX and not t.gloss_en.endswith("."), t.id
        assert t.gloss_en.lower() != t.term.lower(), t.id
        assert not vietnamese_leaks([(t.id, "gloss_en", t.gloss_en)], GDV_ALLOWED)


def _gdv_term(**changes) -> dict:
    data = {"id": "x", "term": "chắn", "definition": "Hai quân giống hệt nhau.", "definition_en": "Two identical cards.",
            "source": {"seed": "001", "section": "III"}, "gloss_en": "a pair of identical cards"}
    data.update(changes)
    return {k: v for k, v in data.items() if v is not None}


@pytest.mark.parametrize("gloss, why", [
    (None, "thiếu trường bắt buộc"),
    ("", "trống"),
    ("   ", "trống"),
    ("a pair of identical cards.", "dấu chấm"),
    ("x" * (GLOSS_MAX + 1), f"tối đa {GLOSS_MAX}"),
])
def test_gdv_bad_gloss_is_a_load_error_naming_the_term(gloss, why):
    data = {"source": {"seed": "001", "section": "x"}, "terms": [_gdv_term(id="chan", gloss_en=gloss)]}
    text = _gdv_error("glossary.yaml", data)
    assert "thuật ngữ 'chan'" in text and "gloss_en" in text and why in text, text


@settings(max_examples=60, deadline=None)
@given(st.text(min_size=0, max_size=80))
def test_gdv_gloss_rule_property(text):
    """Accepted exactly when stripped it is 1–60 characters and does not end with a period."""
    s = text.strip()
    ok = 0 < len(s) <= GLOSS_MAX and not s.endswith(".")
    try:
        t = GlossaryTerm.model_validate(_gdv_term(gloss_en=text))
    except ValidationError:
        assert not ok
    else:
        assert ok and t.gloss_en == s


def test_gdv_real_glossary_without_a_gloss_names_the_term(tmp_path):
    d = tmp_path / "rules"
    shutil.copytree(RULES_DIR, d)
    p = d / "glossary.yaml"
    text = p.read_text(encoding="utf-8")
    p.write_text(text.replace("    gloss_en: a scoring pattern\n", ""), encoding="utf-8")
    with pytest.raises(ChanError) as got:
        load_rules(d)
    assert "glossary.yaml: thuật ngữ 'cuoc', trường 'gloss_en': thiếu trường bắt buộc" in str(got.value)


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
    data = _gdv_raw("deck.yaml")
    entry = next(x for x in data["kinds"] + data["suits"] if x.get("code", x.get("id")) == where.split("'")[1])
    if how == "removed":
        del entry[field]
    else:
        entry[field] = " "
    text = _gdv_error("deck.yaml", data)
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
    assert "Traceback" not in str(got.value) and str(got.value)


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
        (sanh, "dich_rule", "Dịch = điểm − 2", "Dịch = điểm − 2 (\"the dịch"),
        (sanh.points["u_bon"], "note", "003 im lặng", "003 is silent"),
        (combo, "name", "Tám đỏ lèo (gà hẹp)", "Tám đỏ with lèo"),
        (option, "description", "Có tính gà", "Whether gà is counted"),
    ]
    for obj, field, vi, en in cases:
        assert obj.tr(field).startswith(vi), (field, obj.tr(field))
        with language("en"):
            assert obj.tr(field).startswith(en), (field, obj.tr(field))
        assert obj.tr(field).startswith(vi)  # back to Vietnamese after the block
    with language("en"):
        assert chiu.tr("alias_notes")["chiếu"].startswith("seed 003 writes «Chiếu (3 điểm)»")
        assert chiu.tr("aliases") == ["chiếu"]  # the game's words are not translated
    assert chiu.tr("alias_notes")["chiếu"].startswith("seed 003 viết")


# ============================================================ lỗi and Mậu binh
# (rules/loi.yaml — chan_core/rules/loi.py; rules/mau_binh.yaml — mau_binh/rules.py)
import copy  # noqa: E402
import functools  # noqa: E402
import re  # noqa: E402
import types  # noqa: E402
import typing  # noqa: E402
import unicodedata  # noqa: E402

from chan_core.i18n import text_of  # noqa: E402
from chan_core.rules import loi as loi_models  # noqa: E402
from chan_core.rules.loader import read_rules_file  # noqa: E402
from mau_binh import rules as mb_models  # noqa: E402

LM_FILES = {"loi.yaml": loi_models.LoiFile, "mau_binh.yaml": mb_models.MauBinhRules}

LM_NOT_PROSE = {
    loi_models.LoiGroup: set(),
    loi_models.PenaltyClass: {"name", "gloss_en"},
    loi_models.Loi: {"name", "gloss_en"},
    loi_models.OtherFault: {"id", "name", "gloss_en"},
    loi_models.ForbiddenMove: set(),
    loi_models.LoiFile: set(),
    mb_models.Game: {"name"},
    mb_models.SuitSpec: {"name", "gloss_en", "symbol"},
    mb_models.DeckSpec: set(),
    mb_models.ChiSpec: {"name", "gloss_en"},
    mb_models.CategorySpec: {"id", "name", "gloss_en", "example"},
    mb_models.RuleSpec: {"id"},
    mb_models.SpecialSpec: {"id", "name", "gloss_en", "example"},
    mb_models.Ranking: set(),
    mb_models.BonusSpec: {"id", "category"},
    mb_models.OptionSpec: {"id", "default"},
    mb_models.DecisionSpec: {"id", "option"},
    mb_models.MauBinhRules: set(),
}
"""Per model of the two files: its free-text (``str``) fields that are NOT prose — ids, card
codes, symbols and the game's own words (a lỗi, suit, chi, category or special-hand name stays
Vietnamese and has ``gloss_en`` instead of a twin). Every other ``str`` field must be in TEXTS."""

LM_WORDS = ("mục", "lủng", "binh lủng", "sập hầm")
"""Vietnamese kept in these English texts besides the glossary, card, cước, lỗi and Mậu binh
names: «mục» of the team's citations «(001 §V mục 18)» (worded for the learner at display),
and Mậu binh words without an entry of their own (lủng, sập hầm)."""

_LM_QUOTED = re.compile(r"«[^»]*»|\"[^\"]*\"")
"""A quotation of the seed's or the table's Vietnamese words, translated beside it."""


def _lm_load(file: str):
    if file == "loi.yaml":
        return read_rules_file(RULES_DIR / file, loi_models.LoiFile)
    return mb_models.load_rules()


@functools.lru_cache(maxsize=1)
def _lm_terms() -> re.Pattern:
    """The game's words as whole phrases, longest first: glossary terms and aliases, card and
    suit names, cước names, lỗi / penalty / bỏ ù names, the Mậu binh names, :data:`LM_WORDS`
    and the proper names of ``tests.english_check`` — read from the raw YAML, so an edit in
    progress in another rules file does not break these tests. Phrases, not single words: the
    words of a lỗi name («Chíu được nhưng lại ăn thường») are not allowed one by one."""
    from tests.english_check import PROPER_NAMES

    def raw(name: str) -> Any:
        return yaml.safe_load((RULES_DIR / name).read_text(encoding="utf-8"))

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


def _lm_str_fields(model: type) -> set[str]:
    out = set()
    for name, f in model.model_fields.items():
        ann = f.annotation
        union = typing.get_origin(ann) in (typing.Union, types.UnionType)
        if ann is str or (union and str in typing.get_args(ann)):
            out.add(name)
    return out


def test_lm_every_prose_field_is_declared_in_texts():
    """Each model of loi.py / mau_binh.rules: every str field is either in TEXTS (it gets an
    English twin) or listed as not prose in LM_NOT_PROSE — a new prose field cannot slip in
    without its twin; and no model of the two modules is missing from the table."""
    models = {m for mod in (loi_models, mb_models) for m in vars(mod).values()
              if isinstance(m, type) and issubclass(m, TwinTexts) and m.__module__ == mod.__name__}
    assert models == set(LM_NOT_PROSE)
    for model, not_prose in LM_NOT_PROSE.items():
        texts = set(model.TEXTS)
        assert not texts & not_prose, model
        assert _lm_str_fields(model) == texts | not_prose, (model.__name__, _lm_str_fields(model) ^ (texts | not_prose))
    assert loi_models.Loi.TEXTS == ("rule", "example", "note")
    assert mb_models.DecisionSpec.TEXTS == ("topic", "seed", "chosen", "why")


@pytest.mark.parametrize("file, least", [("loi.yaml", 77), ("mau_binh.yaml", 148)])
def test_lm_every_text_has_an_english_twin_in_english(file, least):
    """Every TEXTS field with Vietnamese text has a non-empty English twin; outside quotations
    the twin has no Vietnamese word but the game's terms; a twin equal to the Vietnamese text
    is allowed only when that text is game terms and numbers alone."""
    checked = 0
    for where, obj in _gdv_walk(_lm_load(file)):
        for field in type(obj).TEXTS:
            vi = getattr(obj, field)
            if not vi:
                assert field not in obj.twins, (file, where, field)
                continue
            en = obj.twins.get(field)
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
    for where, obj in _gdv_walk(_lm_load(file)):
        if "gloss_en" not in type(obj).model_fields:
            continue
        g = obj.gloss_en
        assert 0 < len(g) <= loi_models.GLOSS_MAX == mb_models.GLOSS_MAX and not g.endswith("."), where
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


def _lm_en_paths(node: Any, path: tuple = ()) -> Iterator[tuple]:
    """Paths of every ``…_en`` key (twins and ``gloss_en``) in YAML data."""
    if isinstance(node, dict):
        for k, v in node.items():
            if isinstance(k, str) and k.endswith(TWIN_SUFFIX):
                yield path + (k,)
            else:
                yield from _lm_en_paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _lm_en_paths(v, path + (i,))


def _lm_entry(data: Any, path: tuple) -> str:
    """What the message must name for the key at ``path``: the innermost list entry's id (or
    number, or text), else the mapping key it sits under (``theo_seed``, ``game``)."""
    node, ident = data, str(path[0])
    for step in path[:-1]:
        if isinstance(node, list):
            elem = node[step]
            ident = next(str(elem[k]) for k in ("id", "number", "text") if k in elem)
        elif isinstance(step, str):
            ident = step
        node = node[step]
    return ident


@pytest.mark.parametrize("file, least", [("loi.yaml", 100), ("mau_binh.yaml", 169)])
@pytest.mark.parametrize("how", ["removed", "emptied", "blank"])
def test_lm_each_twin_or_gloss_removed_or_emptied_names_file_and_entry(file, how, least):
    """The whole matrix: each ``_en`` key of the file (every twin and every gloss), in turn
    removed, emptied or made blank, makes validation fail with one Vietnamese message naming
    the file, the entry and the key — never pydantic's English."""
    data = yaml.safe_load((RULES_DIR / file).read_text(encoding="utf-8"))
    LM_FILES[file].model_validate(data)  # the real file is valid
    paths = list(_lm_en_paths(data))
    assert len(paths) >= least
    for path in paths:
        broken = copy.deepcopy(data)
        holder = broken
        for step in path[:-1]:
            holder = holder[step]
        if how == "removed":
            del holder[path[-1]]
        else:
            holder[path[-1]] = "" if how == "emptied" else "   "
        with pytest.raises(ValidationError) as got:
            LM_FILES[file].model_validate(broken)
        text = str(to_chan_error(file, broken, got.value))
        head = text.split("\n")[0]
        assert head.startswith(f"{file}: "), text
        assert path[-1] in head and _lm_entry(data, path) in head, (path, text)
        assert "Value error" not in text and "Input should" not in text and "Traceback" not in text, text


def _lm_cut(p: Path, first_line: str, then: str = "") -> None:
    """Remove the first YAML line starting with ``first_line`` (whose next line, stripped, starts
    with ``then``) and its folded continuation lines."""
    lines = p.read_text(encoding="utf-8").split("\n")
    i = next(n for n, x in enumerate(lines[:-1]) if x.startswith(first_line) and lines[n + 1].lstrip().startswith(then))
    indent = len(first_line) - len(first_line.lstrip())
    j = i + 1
    while j < len(lines) and lines[j].startswith(" " * (indent + 2)):
        j += 1
    p.write_text("\n".join(lines[:i] + lines[j:]), encoding="utf-8")


@pytest.mark.parametrize("line, then, expected", [
    ("    rule_en: Using one card of a chắn you already hold", "", "loi.yaml: lỗi số 5: bản tiếng Anh «rule_en» thiếu hoặc trống"),
    ("    note_en: *bo_note_en", "", "loi.yaml: lỗi số 7: bản tiếng Anh «note_en»"),
    ("    name_en: Restrictions from cards you have discarded", "", "loi.yaml: nhóm 'C': bản tiếng Anh «name_en»"),
    ("    description_en: >-", "Calling ù", "loi.yaml: loại phạt 'u_lao': bản tiếng Anh «description_en»"),
    ("    text_en: Discarding a chắn.", "", "loi.yaml: điều cấm 'Đánh chắn.': bản tiếng Anh «text_en»"),
    ("    gloss_en: discarding a card you ate", "", "loi.yaml: lỗi số 14, trường 'gloss_en': thiếu trường bắt buộc"),
])
def test_lm_rules_dir_without_a_loi_twin_does_not_load(tmp_path, line, then, expected):
    """Through the loader that takes a directory (a copy of rules/ with one line taken out)."""
    d = tmp_path / "rules"
    shutil.copytree(RULES_DIR, d)
    p = d / "loi.yaml"
    _lm_cut(p, line, then)
    with pytest.raises(ChanError) as got:
        load_rules(d)
    assert expected in str(got.value), str(got.value)


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
    _lm_cut(p, line)
    with pytest.raises(ChanError) as got:
        mb_models.load_rules(p)
    assert expected in str(got.value), str(got.value)


@pytest.mark.parametrize("gloss, why", [
    ("", "trống"), ("  ", "trống"), ("ends with a stop.", "dấu chấm"),
    ("x" * 61, "dài 61 ký tự, tối đa 60"), (7, "phải là chuỗi chữ"),
])
def test_lm_bad_gloss_is_named(gloss, why):
    """A bad gloss (lỗi and Mậu binh category) is one Vietnamese message naming entry and field."""
    for file, section, key, value, label in (("loi.yaml", "loi", "number", 3, "lỗi số 3"),
                                             ("mau_binh.yaml", "categories", "id", "thung", "mục 'thung'")):
        data = yaml.safe_load((RULES_DIR / file).read_text(encoding="utf-8"))
        next(x for x in data[section] if x[key] == value)["gloss_en"] = gloss
        with pytest.raises(ValidationError) as got:
            LM_FILES[file].model_validate(data)
        text = str(to_chan_error(file, data, got.value))
        assert f"{file}: {label}, trường 'gloss_en': " in text and why in text and "Value error" not in text, text


@settings(max_examples=80, deadline=None)
@given(st.text(max_size=70))
def test_lm_gloss_rule_property(text):
    """Both gloss checks accept exactly: stripped, 1–60 characters, no final stop — the same
    rule as the glossary's ``gloss_en``."""
    s = text.strip()
    ok = 0 < len(s) <= 60 and not s.endswith(".")
    for check in (loi_models.check_gloss, mb_models._check_gloss):
        try:
            got = check(text)
        except ValueError as e:
            assert not ok and "gloss_en" in str(e)
        else:
            assert ok and got == s


def test_lm_tr_follows_the_language():
    """``obj.tr(field)`` / ``text_of`` give the Vietnamese by default and the twin under
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
        assert obj.tr(field).startswith(vi) and text_of(obj, field).startswith(vi), (field, obj.tr(field))
        with language("en"):
            assert obj.tr(field).startswith(en) and text_of(obj, field) == obj.tr(field), (field, obj.tr(field))
        assert obj.tr(field) == getattr(obj, field)  # back to Vietnamese after the block
    with language("en"):
        assert lo[1].tr("name") == "Ăn treo tranh" and lo[1].gloss_en == "making a cạ when a chắn was possible"
        assert mb.category("sanh").tr("name") == "Sảnh" and mb.category("sanh").gloss_en == "straight"
        assert lo[0].tr("example") == ""  # no seed example: no twin, nothing shown


# ============================================================ dealing, actions, decisions
# (rules/dealing.yaml, rules/actions.yaml, rules/decisions.yaml — issue 15 item 3)
import copy  # noqa: E402
import re  # noqa: E402

from chan_core.rules import actions as dad_actions_module  # noqa: E402
from chan_core.rules import dealing as dad_dealing_module  # noqa: E402
from chan_core.rules import decisions as dad_decisions_module  # noqa: E402
from chan_core.rules.actions import Actions, Priority  # noqa: E402
from chan_core.rules.base import RulesModel  # noqa: E402
from chan_core.rules.dealing import Dealing  # noqa: E402
from chan_core.rules.decisions import DecisionsFile  # noqa: E402
from chan_core.rules.loader import read_rules_file  # noqa: E402

DAD_FILES = {"dealing.yaml": Dealing, "actions.yaml": Actions, "decisions.yaml": DecisionsFile}
DAD_MODULES = (dad_dealing_module, dad_actions_module, dad_decisions_module)
DAD_MIN_TWINS = {"dealing.yaml": 38, "actions.yaml": 46, "decisions.yaml": 164}
"""How many ``_en`` twins each file has (a decision's ``seeds_en`` counts once): a floor, so
a twin dropped along with its TEXTS entry is noticed."""

DAD_NOT_PROSE = frozenset({"id", "option", "where", "order", "direction"})
"""String fields of these models that are not read as prose: ids, rules-file names, an
option id, an ordering rule's id, the counting direction (a Literal)."""

DAD_ALLOWED = ("mục", "có", "tổ tôm", "Nhà lầu xe pháo khá", "Nhà lầu xe khá", "xe tương đối", "Cá lội sảnh đình")  # misprinted cước names quoted from the seeds
"""Vietnamese kept in these English texts besides the game's terms: «mục» of the team's
citations «(001 §V mục 8, 18)» (worded for the learner at display), «có» of the spoken xướng
(«có tôm, có lèo …»), the related game tổ tôm, and the seeds' misspelt cước names quoted in
decision ``ten_cuoc``."""

DAD_NUMBER_WORDS = {"1": ("one", "once", "single"), "2": ("two", "twice", "both"), "3": ("three",),
                    "4": ("four",), "5": ("five",), "6": ("six", "6th")}


def dad_read(file: str) -> Any:
    return yaml.safe_load((RULES_DIR / file).read_text(encoding="utf-8"))


def dad_load(file: str) -> Any:
    return read_rules_file(RULES_DIR / file, DAD_FILES[file])


def dad_walk(obj: Any, where: str = "") -> Iterator[tuple[str, TwinTexts]]:
    """Every model with English twins inside ``obj``, with a readable path."""
    if isinstance(obj, TwinTexts):
        yield where, obj
        for name in type(obj).model_fields:
            yield from dad_walk(getattr(obj, name), f"{where}.{name}")
    elif isinstance(obj, (list, tuple)):
        for i, x in enumerate(obj):
            ident = getattr(x, "id", None) or getattr(x, "word", None) or getattr(x, "players", None) or i
            yield from dad_walk(x, f"{where}[{ident}]")


def dad_pairs(vi: Any, en: Any) -> list[tuple[str, str]]:
    """(Vietnamese, English) sentence pairs of one field (a dict field: per key)."""
    if isinstance(vi, dict):
        return [(vi[k], en[k]) for k in vi]
    return [(vi, en)]


def dad_models() -> list[type[RulesModel]]:
    return [c for m in DAD_MODULES for c in vars(m).values()
            if isinstance(c, type) and issubclass(c, RulesModel) and c.__module__ == m.__name__]


def test_dad_models_declare_every_prose_field():
    """Every string field of the models of dealing/actions/decisions is either in ``TEXTS``
    (it gets an English twin) or a known non-prose field: a new prose field without a twin
    fails here before it reaches an English page."""
    assert len(dad_models()) >= 14
    for cls in dad_models():
        for name, info in cls.model_fields.items():
            ann = str(info.annotation)
            if "str" not in ann or "Source" in ann:
                continue
            assert name in cls.TEXTS or name in DAD_NOT_PROSE, f"{cls.__name__}.{name}: prose without TEXTS?"
        for name in cls.TEXTS:
            assert name in cls.model_fields, f"{cls.__name__}.TEXTS names {name!r}, not a field"
            assert name not in DAD_NOT_PROSE


def test_dad_non_prose_fields_hold_ids_only():
    """The fields left out of TEXTS really are ids / file names in the data, never a sentence."""
    ident = re.compile(r"[a-z0-9_.]+")
    for file in DAD_FILES:
        for where, obj in dad_walk(dad_load(file)):
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
    for where, obj in dad_walk(dad_load(file)):
        for field in type(obj).TEXTS:
            vi = getattr(obj, field)
            if vi in ("", [], {}, None):
                assert field not in obj.twins or not obj.twins[field], (file, where, field)
                continue
            en = obj.twins.get(field)
            assert en, f"{file}{where}: {field}{TWIN_SUFFIX} missing"
            assert type(en) is type(vi), (file, where, field)
            if isinstance(vi, dict):
                assert set(en) == set(vi), (file, where, field)
            for v, e in dad_pairs(vi, en):
                label = f"{file}{where}.{field}"
                assert e.strip() != v.strip(), f"{label}: the English twin is the Vietnamese «{v}»"
                leaks = vietnamese_leaks([(label, field, e)], DAD_ALLOWED)
                assert not leaks, leaks
                for n in set(re.findall(r"\d+", v)):
                    assert dad_number_kept(n, e), f"{label}: number {n} of «{v}» is not in «{e}»"
                assert set(re.findall(r"\{\w*\}", v)) == set(re.findall(r"\{\w*\}", e)), label
                assert e.count("**") == v.count("**"), f"{label}: bold marks differ"
                checked += 1
    assert checked >= DAD_MIN_TWINS[file]


def dad_twin_paths(node: Any, path: tuple = ()) -> Iterator[tuple]:
    """Paths (keys/indexes) of every ``…_en`` key in the YAML data."""
    if isinstance(node, dict):
        for k, v in node.items():
            if isinstance(k, str) and k.endswith(TWIN_SUFFIX):
                yield path + (k,)
            else:
                yield from dad_twin_paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from dad_twin_paths(v, path + (i,))


def dad_entry(data: Any, path: tuple) -> str | None:
    """How the loader names the innermost list entry on ``path`` (its id, word or text, as
    chan_core.rules.validation does), or the dotted keys leading to the twin outside any
    list (``claims.u_de``); None for a twin at the top level."""
    node, ident, keys = data, None, []
    for step in path[:-1]:
        if isinstance(node, list):
            elem = node[step]
            ident = next((str(elem[k]) for k in ("id", "word", "text") if k in elem), ident)
            keys = []
        else:
            keys.append(str(step))
        node = node[step]
    if ident is None and keys:
        ident = ".".join(keys)
    return ident


def dad_error(file: str, data: Any) -> str:
    with pytest.raises(ValidationError) as got:
        DAD_FILES[file].model_validate(data)
    err = to_chan_error(file, data, got.value)
    assert isinstance(err, ChanError)
    return str(err)


@pytest.mark.parametrize("file, how", [
    *((f, h) for f in sorted(DAD_FILES) for h in ("removed", "emptied")),
    ("decisions.yaml", "one key dropped"),
])
def test_dad_each_twin_broken_is_an_error_naming_file_and_entry(file, how):
    """The whole matrix: each ``_en`` twin of the file in turn removed, emptied (blank), or —
    for a dict twin (a decision's ``seeds_en``) — missing one seed, makes the file fail to
    load with a message naming the file, the entry and the twin."""
    data = dad_read(file)
    DAD_FILES[file].model_validate(data)  # the real file loads
    paths = list(dad_twin_paths(data))
    assert len(paths) >= DAD_MIN_TWINS[file]
    tried = 0
    for path in paths:
        broken = copy.deepcopy(data)
        holder = broken
        for step in path[:-1]:
            holder = holder[step]
        twin = holder[path[-1]]
        if how == "removed":
            del holder[path[-1]]
        elif how == "emptied":
            holder[path[-1]] = {k: " " for k in twin} if isinstance(twin, dict) else " \n"
        elif isinstance(twin, dict):
            holder[path[-1]] = dict(list(twin.items())[:-1])
        else:
            continue
        tried += 1
        text = dad_error(file, broken)
        assert text.startswith(f"{file}: "), text
        assert f"«{path[-1]}»" in text, (path, text)
        entry = dad_entry(data, path)
        if entry is not None:
            assert f"'{entry}'" in text, (path, text)
        assert "Traceback" not in text
    assert tried == (len(data["decisions"]) if how == "one key dropped" else len(paths))


@pytest.mark.parametrize("file, line, entry", [
    ("dealing.yaml", "      meaning_en: The player just to the left", "từ 'tụt'"),
    ("actions.yaml", "    name_en: Chíu (take the fourth", "hành động 'chiu'"),
    ("decisions.yaml", "    why_en: Both seeds list it among the gà.", "quyết định 'bach_thu_chi_ga'"),
])
def test_dad_rules_dir_without_a_twin_does_not_load(tmp_path, file, line, entry):
    """Through the loader (a copy of rules/ with one twin line taken out): a ChanError naming
    the file and the entry, not a Python error."""
    d = tmp_path / "rules"
    shutil.copytree(RULES_DIR, d)
    p = d / file
    lines = p.read_text(encoding="utf-8").split("\n")
    i = next(n for n, x in enumerate(lines) if x.startswith(line))
    j = i + 1
    while j < len(lines) and lines[j].startswith(" " * (len(line) - len(line.lstrip()) + 2)):
        j += 1  # the folded continuation lines of the same text
    p.write_text("\n".join(lines[:i] + lines[j:]), encoding="utf-8")
    with pytest.raises(ChanError) as got:
        load_rules(d)
    msg = str(got.value)
    assert msg.startswith(file) and entry in msg and "_en»" in msg, msg


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


@pytest.mark.parametrize("file", sorted(DAD_FILES))
def test_dad_tr_follows_the_language(file):
    """Under ``language('en')`` every text of the file reads in English (its twin), outside
    the block in Vietnamese again."""
    n = 0
    for where, obj in dad_walk(dad_load(file)):
        for field in type(obj).TEXTS:
            vi = getattr(obj, field)
            if not vi:
                continue
            with language("en"):
                assert obj.tr(field) == obj.twins[field], (file, where, field)
            assert obj.tr(field) == vi
            with language("vi"):
                assert obj.tr(field) == vi
            n += 1
    assert n > 10


def test_dad_tr_examples():
    """A few texts the reference pages and the bốc cái drill show, in both languages."""
    dealing, actions, decisions = (dad_load(f) for f in ("dealing.yaml", "actions.yaml", "decisions.yaml"))
    tien = dealing.mnemonic.words[0]
    decision = next(d for d in decisions.decisions if d.id == "noc_24_23")
    chiu = actions.action("chiu")
    with language("en"):
        assert tien.tr("word") == "tiến (forward)"
        assert dealing.mnemonic.tr("text").startswith("nhị (lục) tiến, tứ (bát) tụt, tam (thất) đối — 2 (6) forward")
        assert dealing.steps[0].tr("name") == "Deal the cards"
        assert actions.claims.order[0].tr("text") == "Ù beats every other way of taking a card, because ù ends the hand."
        assert chiu.tr("name").startswith("Chíu (") and "identical" in chiu.tr("definition")
        assert actions.cua_term("cua_chi").tr("note").startswith('Seed 003: "at your own cửa')
        assert decision.tr("topic") == "Number of cards in the nọc"
        assert decision.tr("seeds")["003"] == "1 nọc pile of 25 cards, 4 piles of 19 cards."
    assert tien.tr("word") == "tiến" and decision.tr("topic") == "Số quân của nọc"
    assert chiu.tr("name") == "Chíu" and decision.tr("seeds")["003"] == "1 phần nọc 25 quân, 4 phần 19 quân."


# ============================================================ cước, payouts, xướng, cuoc_pairs
# (issue 15: cuoc.yaml, payouts.yaml, xuong.yaml and the generated cuoc_pairs.yaml)
import re  # noqa: E402
import types  # noqa: E402
import typing  # noqa: E402

from chan_core.rules import cuoc as cpx_cuoc  # noqa: E402
from chan_core.rules import cuoc_pairs as cpx_pairs  # noqa: E402
from chan_core.rules import payouts as cpx_payouts  # noqa: E402
from chan_core.rules import xuong as cpx_xuong  # noqa: E402

CPX_FILES = {"cuoc.yaml": cpx_cuoc.CuocFile, "payouts.yaml": cpx_payouts.Payouts,
             "xuong.yaml": cpx_xuong.Xuong, "cuoc_pairs.yaml": cpx_pairs.CuocPairsFile}
CPX_MODULES = (cpx_cuoc, cpx_payouts, cpx_xuong, cpx_pairs)
CPX_NOT_PROSE = {
    # ids, codes, cước ids, variant ids, the Vietnamese names and words said at the table
    "Cuoc": {"id", "name", "aliases", "xuong_word", "u_part", "replaces", "excludes", "variants", "gloss_en"},
    "PayoutRule": {"id", "variants"},
    "BaoXuongSaiReading": {"id"},
    "XuongGroupSpec": {"id", "prefix", "cuoc"},
    "XuongStep": {"cuoc", "prefix"},
    "XuongOrder": {"variant"},
    "XuongRule": {"id"},
    "VerdictSpec": {"id"},
    "XuongTrap": {"id", "declared", "actual", "verdict", "overrides"},
    "ImpossibleCombo": set(),
    "CuocPairsFile": {"generated_by"},
}
CPX_ALLOWED = ("mục", "tổ tôm", "có", "hơi")  # «hơi»: the word of a cước name seed 001 misprints, quoted
"""Vietnamese words these English texts keep besides the game's terms: «mục» of the team's
citations «(001 §V mục 13)» (worded for the learner at display), the related game tổ tôm, and
«có» of the spoken xướng («có tôm»)."""
_CPX_CITATION = re.compile(r"(?:\b0\d\d\s*)?§[^;)]*")


def _cpx_sections(rules) -> dict[str, Any]:
    return {"cuoc.yaml": rules.cuoc, "payouts.yaml": rules.payouts, "xuong.yaml": rules.xuong,
            "cuoc_pairs.yaml": rules.cuoc_pairs}


def _cpx_walk(obj: Any, where: str = "") -> Iterator[tuple[str, TwinTexts]]:
    if isinstance(obj, TwinTexts):
        yield where, obj
        for name in type(obj).model_fields:
            yield from _cpx_walk(getattr(obj, name), f"{where}.{name}")
    elif isinstance(obj, (list, tuple)):
        for i, x in enumerate(obj):
            yield from _cpx_walk(x, f"{where}[{getattr(x, 'id', None) or getattr(x, 'variant', None) or i}]")
    elif isinstance(obj, dict):
        for k, x in obj.items():
            yield from _cpx_walk(x, f"{where}[{k}]")


def _cpx_models() -> list[type]:
    return [m for mod in CPX_MODULES for m in vars(mod).values()
            if isinstance(m, type) and issubclass(m, TwinTexts) and m.__module__ == mod.__name__]


def _cpx_is_text(annotation: Any) -> bool:
    """A ``str`` field or a list of ``str`` (optional or not)."""
    if annotation is str:
        return True
    args, origin = typing.get_args(annotation), typing.get_origin(annotation)
    if origin is list:
        return args == (str,)
    if origin in (typing.Union, types.UnionType):
        return any(_cpx_is_text(a) for a in args if a is not type(None))
    return False


def test_cpx_every_prose_field_is_declared_in_texts():
    """Each model of the four files lists in TEXTS every text field that is not an id, a code or
    a word said at the table (cước names, xướng words and prefixes stay Vietnamese)."""
    seen = 0
    for model in _cpx_models():
        for name, field in model.model_fields.items():
            if not _cpx_is_text(field.annotation):
                continue
            seen += 1
            not_prose = CPX_NOT_PROSE.get(model.__name__, set())
            assert (name in model.TEXTS) != (name in not_prose), (model.__name__, name)
    assert seen >= 40


@pytest.mark.parametrize("file", sorted(CPX_FILES))
def test_cpx_every_text_has_an_english_twin_in_english(file):
    """Every TEXTS text has an English twin of the same shape with no Vietnamese word but the
    game's terms (citations aside); a twin equal to its Vietnamese text only when that text is
    game terms alone (the xướng words «thông, chì», «lèo, tôm»)."""
    checked = 0
    for where, obj in _cpx_walk(_cpx_sections(load_rules())[file]):
        for field in type(obj).TEXTS:
            vi = getattr(obj, field)
            if vi in ("", [], None):
                continue
            en = obj.twins.get(field)
            assert en and type(en) is type(vi), (file, where, field, en)
            pairs = list(zip(vi, en)) if isinstance(vi, list) else [(vi, en)]
            assert len(pairs) == (len(vi) if isinstance(vi, list) else 1)
            for v_piece, e_piece in pairs:
                leaks = vietnamese_leaks([(f"{file}{where}", field, _CPX_CITATION.sub("", e_piece))], CPX_ALLOWED)
                assert not leaks, leaks
                if e_piece == v_piece:
                    assert not vietnamese_leaks([("vi", field, v_piece)], CPX_ALLOWED), (
                        f"{file}{where}.{field}: the English twin is the Vietnamese sentence «{v_piece}»")
                checked += 1
    assert checked >= {"cuoc.yaml": 46, "payouts.yaml": 81, "xuong.yaml": 60, "cuoc_pairs.yaml": 200}[file]


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
            assert c.tr("name") == c.name  # the name is what is said at the table
    assert rules.cuoc_by_id("tam_do").gloss_en == "exactly eight red cards"


@pytest.mark.parametrize("gloss, why", [("", "at least 1"), ("   ", "pattern"), ("x" * 61, "at most 60"),
                                        (None, "string")])
def test_cpx_bad_gloss_is_named(gloss, why):
    data = yaml.safe_load((RULES_DIR / "cuoc.yaml").read_text(encoding="utf-8"))
    tam_do = next(c for c in data["cuoc"] if c["id"] == "tam_do")
    tam_do["gloss_en"] = gloss
    with pytest.raises(ValidationError) as got:
        cpx_cuoc.CuocFile.model_validate(data)
    assert why in str(got.value)
    msg = str(to_chan_error("cuoc.yaml", data, got.value))
    assert msg.startswith("cuoc.yaml") and "'tam_do'" in msg and "gloss_en" in msg, msg


def _cpx_twin_paths(node: Any, path: tuple = ()) -> Iterator[tuple]:
    if isinstance(node, dict):
        for k, v in node.items():
            if isinstance(k, str) and k.endswith(TWIN_SUFFIX) and k != "gloss_en":
                yield path + (k,)
            else:
                yield from _cpx_twin_paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _cpx_twin_paths(v, path + (i,))


def _cpx_entry(data: Any, path: tuple) -> str | None:
    """How the loader names the innermost entry on ``path``: a list element by its id (or
    number, code, term, word, text, name; else ``#n``), a variant by its key."""
    node, ident = data, None
    for i, step in enumerate(path[:-1]):
        if isinstance(node, list):
            elem = node[step]
            ident = next((str(elem[k]) for k in ("id", "number", "code", "term", "word", "text", "name")
                          if isinstance(elem.get(k), (str, int))), f"#{step + 1}")
        elif i and path[i - 1] == "variants":
            ident = str(step)
        node = node[step]
    return ident


@pytest.mark.parametrize("file", sorted(CPX_FILES))
@pytest.mark.parametrize("how", ["removed", "emptied"])
def test_cpx_each_twin_removed_or_emptied_names_file_and_entry(file, how):
    """The whole matrix: each ``_en`` twin of the file, removed or emptied in turn, is a load
    error that names the file, the entry and the twin. The generated cuoc_pairs.yaml (200-odd
    entries of one model) is sampled: the first, the last and every tenth entry of each variant."""
    raw = yaml.safe_load((RULES_DIR / file).read_text(encoding="utf-8"))
    paths = list(_cpx_twin_paths(raw))
    assert len(paths) >= {"cuoc.yaml": 46, "payouts.yaml": 81, "xuong.yaml": 55, "cuoc_pairs.yaml": 200}[file]
    if file == "cuoc_pairs.yaml":
        last = {p[1]: max(q[3] for q in paths if q[1] == p[1]) for p in paths}
        paths = [p for p in paths if p[3] % 10 == 0 or p[3] == last[p[1]]]
        assert len(paths) >= 20
    for path in paths:
        data = raw  # broken in place and mended after each twin (a deep copy each time is slow)
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        kept = dict(parent)
        if how == "removed":
            del parent[path[-1]]
        else:
            parent[path[-1]] = [""] * len(parent[path[-1]]) if isinstance(parent[path[-1]], list) else ""
        try:
            with pytest.raises(ValidationError) as got:
                CPX_FILES[file].model_validate(data)
            msg = str(to_chan_error(file, data, got.value))
        finally:
            parent.clear()
            parent.update(kept)
        entry = _cpx_entry(data, path)
        assert msg.startswith(f"{file}:") and f"«{path[-1]}»" in msg, (path, msg)
        assert entry is None or f"'{entry}'" in msg, (path, entry, msg)


@pytest.mark.parametrize("file, line, entry", [
    ("cuoc.yaml", "    note_en: 'Seed 003: \"the winning card lands in your own cửa\".'\n", "cước 'chi'"),
    ("payouts.yaml", "    who_pays_en: The báo player (for the whole table).\n", "luật 'bao'"),
    ("xuong.yaml", "  not_allowed_en:\n", "trường 'thong'"),
    ("cuoc_pairs.yaml", None, "biến thể 'classic', mục '#1'"),
])
def test_cpx_rules_dir_without_a_twin_does_not_load(tmp_path, file, line, entry):
    """Through the loader, on a copy of rules/: a twin cut out of the text of the file is an
    error naming the file and the entry."""
    d = tmp_path / "rules"
    shutil.copytree(RULES_DIR, d)
    p = d / file
    lines = p.read_text(encoding="utf-8").splitlines(keepends=True)
    if line is None:
        i = next(k for k, x in enumerate(lines) if x.startswith("        reason_en: "))
    else:
        i = lines.index(line)
    j = i + 1
    while j < len(lines) and lines[j].startswith(" " * (len(lines[i]) - len(lines[i].lstrip()) + 2)):
        j += 1  # folded continuation lines / list items of the same twin
    p.write_text("".join(lines[:i] + lines[j:]), encoding="utf-8")
    with pytest.raises(ChanError) as got:
        load_rules(d)
    msg = str(got.value)
    assert msg.startswith(file) and entry in msg and "_en»" in msg, msg


def test_cpx_flow_step_without_its_twin_does_not_load(tmp_path):
    """A xướng step written inline ({cuoc: …, words: …, words_en: …}) with the twin cut out."""
    d = tmp_path / "rules"
    shutil.copytree(RULES_DIR, d)
    p = d / "xuong.yaml"
    text = p.read_text(encoding="utf-8")
    cut = text.replace(", words_en: 'lèo, tôm'", "", 1)
    assert cut != text
    p.write_text(cut, encoding="utf-8")
    with pytest.raises(ChanError) as got:
        load_rules(d)
    assert "xuong.yaml" in str(got.value) and "«words_en»" in str(got.value) and "'#8'" in str(got.value)


@pytest.mark.parametrize("file", sorted(CPX_FILES))
def test_cpx_tr_follows_the_language(file):
    """Under ``language('en')`` every text of the file reads in English (its twin); outside it
    and under ``language('vi')`` in Vietnamese."""
    n = 0
    for where, obj in _cpx_walk(_cpx_sections(load_rules())[file]):
        for field in type(obj).TEXTS:
            vi = getattr(obj, field)
            if not vi:
                continue
            with language("en"):
                assert obj.tr(field) == obj.twins[field], (file, where, field)
            assert obj.tr(field) == vi
            with language("vi"):
                assert obj.tr(field) == vi
            n += 1
    assert n >= 40


def test_cpx_tr_examples():
    """Texts the cước, payouts and xướng pages show, in both languages."""
    r = load_rules()
    tam_do, x, p = r.cuoc_by_id("tam_do"), r.xuong, r.payouts
    trap = next(t for t in x.traps if t.id == "chi_bach_thu_thay_hoa")
    pair = next(e for e in r.cuoc_pairs.variants["classic"].impossible if set(e.cuoc) == {"bach_dinh", "tam_do"})
    with language("en"):
        assert tam_do.tr("definition") == "The winning hand has exactly 8 red cards."
        assert p.rule("u_lao").tr("name") == "Ù láo (calling ù without a win)"
        assert p.rule("an_tien").tr("who_pays") == "Each loser."
        assert p.tr("unit").startswith("The stake per điểm")
        assert x.order_for("classic").steps[2].tr("words") == "the hand's cước"
        assert x.order_for("classic").steps[0].tr("words") == "thông, chì"  # said at the table
        assert x.thong.tr("not_allowed")[0] == "The previous round was a hòa."
        assert trap.tr("explanation").startswith("Declaring chì and/or bạch thủ without declaring hoa/nhà/cá")
        assert pair.tr("reason").startswith("One win cannot have both bạch định and tám đỏ: bạch định is all 20 cards black")
    assert tam_do.tr("definition") == "Bài ù có đúng 8 quân đỏ."
    assert x.order_for("classic").steps[2].tr("words") == "các cước của bài"
    assert pair.tr("reason").startswith("Một ván ù không thể vừa bạch định vừa tám đỏ")


def test_cpx_option_names_quoted_in_english_are_the_options_english_names():
    """A text naming a house-rule option «…» names it, in English, by the option's English name
    (variants.yaml), so the learner finds it on the page."""
    rules = load_rules()
    options = {o.name: o for o in rules.variant_options}
    found = 0
    for file, section in _cpx_sections(rules).items():
        for where, obj in _cpx_walk(section):
            for field in type(obj).TEXTS:
                vi, en = getattr(obj, field), obj.twins.get(field)
                for v_piece, e_piece in (zip(vi, en) if isinstance(vi, list) else [(vi, en)]):
                    for quoted in re.findall(r"«([^»]*)»", v_piece or ""):
                        if quoted in options:
                            with language("en"):
                                assert f"«{options[quoted].tr('name')}»" in e_piece, (file, where, field)
                            found += 1
    assert found >= 2
