"""Cước that cannot come together (issue 10, item 5): rules/cuoc_pairs.yaml equals what the
search finds, every refusal has a reason, and the calculator, the pages and the xướng grader use it."""
import itertools
import json
import re
from pathlib import Path

import pytest

from chan_core import cuoc_pairs as cp
from tools import cuoc_search as cs
from chan_core.errors import ChanError
from chan_core.eval_kinds.win import read_win
from chan_core.options import make_options
from chan_core.rules import load_rules
from chan_core.scoring import check_cuoc, score
from chan_core.xuong import grade
from tests.apptest_pages import load_module
from tests.budget import full
from words import say
from words.i18n import text_of

ROOT = Path(__file__).resolve().parents[2]
WITNESSES = json.loads((ROOT / "tests" / "data" / "cuoc_pair_witnesses.json").read_text(encoding="utf-8"))
VARIANTS = sorted(load_rules().variants)
TEST_TRIES = 60  # a fresh search (other seed) per refused combination; the build script uses thousands


def _build_module():
    return load_module("tools/build_cuoc_pairs.py", "build_cuoc_pairs")


def impossible(variant: str) -> set:
    return {c for r in cp.table(variant) for c in r.combos()}


def witnessed(variant: str) -> dict:
    return {cp.combo(w["cuoc"]): w["board"] for w in WITNESSES["variants"][variant]}


def _opts(variant: str, **extra):
    return make_options(variant, {"u_xuong_allowed": True, **extra})


# ---------------------------------------------------------------- the example and its kin
def test_tam_do_with_bach_dinh_is_refused_with_a_reason():
    with pytest.raises(ChanError) as e:
        score({"tam_do": 1, "bach_dinh": 1}, make_options("classic"))
    msg = say(e.value)
    assert "bạch định" in msg and "tám đỏ" in msg and "đen" in msg and e.value.field.startswith("cuoc.")


@pytest.mark.parametrize("other", ["leo", "kinh_tu_chi"])
def test_bach_dinh_excludes_red_cuoc(other):
    with pytest.raises(ChanError) as err:
        check_cuoc({"bach_dinh": 1, other: 1}, make_options("classic"))
    assert "đen" in say(err.value)


def test_counts_matter_tam_do_with_two_leo_but_not_three():
    assert check_cuoc({"tam_do": 1, "leo": 2}, make_options("classic")) == {"tam_do": 1, "leo": 2}
    with pytest.raises(ChanError) as err:
        check_cuoc({"tam_do": 1, "leo": 3}, make_options("classic"))
    assert "9 quân đỏ" in say(err.value)
    # thập thành: every kind an even number of times → 0, 2 or 4 lèo
    assert check_cuoc({"thap_thanh": 1, "leo": 2}, make_options("classic"))
    with pytest.raises(ChanError) as err:
        check_cuoc({"thap_thanh": 1, "leo": 1}, make_options("classic"))
    assert "thập thành" in say(err.value)


def test_nha_lau_with_hoa_and_picture_pairs_are_refused():
    with pytest.raises(ChanError) as err:
        check_cuoc({"nha_lau_xe_hoi_hoa_roi_cua_phat": 1, "hoa_roi_cua_phat": 1}, make_options("classic"))
    assert "hoa/cá/nhà" in say(err.value)


# ---------------------------------------------------------------- the data equals what the search finds
@pytest.mark.parametrize("variant", VARIANTS)
def test_table_and_witnesses_split_the_grid(variant):
    grid = set(cs.grid(variant))
    imp, wit = impossible(variant), set(witnessed(variant))
    assert not imp & wit
    assert imp | wit == grid, (sorted(grid - imp - wit)[:5], sorted((imp | wit) - grid)[:5])


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_witness_is_a_reachable_win_with_its_cuoc(variant):
    opts = _opts(variant)
    bad = []
    for c, board in witnessed(variant).items():
        got = cs.detected(read_win({"kind": "win", **board}), opts)
        if got is None or not cs.has(got, c):
            bad.append((c, got))
    assert not bad, bad[:5]


@full  # the search that builds rules/cuoc_pairs.yaml, run again (~1 min); the fast run checks the stored file
@pytest.mark.parametrize("variant", VARIANTS)
def test_a_fresh_search_finds_no_board_for_a_refused_combination(variant):
    found = [c for c in sorted(impossible(variant)) if cs.search(c, variant, TEST_TRIES, seed=1) is not None]
    assert not found, found[:5]


@pytest.mark.parametrize("variant", VARIANTS)
def test_table_entries_are_the_grouped_search_result_with_reasons(variant):
    build = _build_module()
    grid = cs.grid(variant)
    imp = impossible(variant)
    ents, missing = build.entries([c for c in grid if c in imp])
    assert not missing
    stored = [{"cuoc": {k: list(v) for k, v in e.cuoc.items()}, "reason": e.reason, "reason_en": e.twins["reason"]}
              for e in load_rules().cuoc_pairs.variants[variant].impossible]
    assert stored == ents


def test_the_table_was_built_with_a_real_search():
    assert load_rules().cuoc_pairs.tries >= 1000 and WITNESSES["tries"] == load_rules().cuoc_pairs.tries


# ---------------------------------------------------------------- who uses it
@pytest.mark.parametrize("variant", VARIANTS)
def test_check_cuoc_refuses_exactly_the_impossible_combinations(variant):
    opts = _opts(variant)
    imp = impossible(variant)
    wrong = []
    for c in cs.grid(variant):
        try:
            check_cuoc(dict(c), opts)
            refused = None
        except ChanError as e:
            refused = say(e)
        if (refused is not None) != (c in imp):
            wrong.append((c, refused))
        elif refused is not None and c in imp:
            assert refused.startswith("Một ván ù không thể vừa") or "không thể vừa" in refused
    assert not wrong, wrong[:5]


def test_hand_listed_excludes_agree_with_the_search():
    rules = load_rules()
    for c in rules.cuoc:
        for x in c.excludes:
            for v in c.variants:
                if x in rules.variant(v).points:
                    assert cp.combo({c.id: 1, x: 1}) in impossible(v), (c.id, x, v)


def test_every_reason_names_both_cuoc():
    from words.phrases.cuoc import cuoc_name

    for v in VARIANTS:
        for r in cp.table(v):
            for cid in r.ids:
                assert cuoc_name(cid).lower() in say(r.reason).lower(), (cid, say(r.reason))


# ---------------------------------------------------------------- English twins (issue 15)
def _numbers(text: str) -> list[str]:
    return sorted(re.findall(r"\d+", text))


def _said(fact, lang: str):
    return None if fact is None else say(fact, lang)


@pytest.mark.parametrize("variant", VARIANTS)
def test_english_reasons_follow_the_vietnamese_branches(variant):
    """cuoc_pairs.explain said in English gives a reason for the same combinations of the
    whole grid as in Vietnamese, with the same numbers (counts, chắn, cards, citations) and the
    same cước named, in English — a text changed in one language only shows here."""
    from words.phrases.cuoc import cuoc_name
    from tests.english_check import vietnamese_leaks

    ids = [c.id for c in load_rules().cuoc]
    wrong = []
    for c in cs.grid(variant):
        vi, en = _said(cp.explain(c), "vi"), _said(cp.explain(c), "en")
        if en is not None and vietnamese_leaks([(str(c), "reason_en", en)], ("mục",)):
            wrong.append((c, vi, en))
        if (vi is None) != (en is None):
            wrong.append((c, vi, en))
        elif vi is not None:
            named_vi = {k for k in ids if cuoc_name(k).lower() in vi.lower()}
            named_en = {k for k in ids if cuoc_name(k).lower() in en.lower()}
            if _numbers(vi) != _numbers(en) or named_vi != named_en or en == vi:
                wrong.append((c, vi, en))
    assert not wrong, wrong[:3]


def test_every_english_reason_names_both_cuoc_and_reads_as_english():
    from words.i18n import language
    from words.phrases.cuoc import cuoc_name

    pairs = load_rules().cuoc_pairs
    for v in VARIANTS:
        for e in pairs.variants[v].impossible:
            en = e.twins["reason"]
            assert en.startswith("One win cannot have both ") and "không thể" not in en, en
            for cid in e.cuoc:
                assert cuoc_name(cid).lower() in en.lower(), (cid, en)
            assert _numbers(en) == _numbers(e.reason), (e.reason, en)
            with language("en"):
                assert text_of(e, "reason") == en
            assert text_of(e, "reason") == e.reason


@pytest.mark.parametrize("variant", VARIANTS)
def test_stored_reasons_are_what_the_engine_texts_give(variant):
    """Each stored entry, in both languages, is :func:`words.say` of :func:`cuoc_pairs.sentence`
    of its counts and the one :func:`cuoc_pairs.explain` fact that every combination it refuses
    has — so the table cannot drift from the one set of texts (the build tool writes them, it has
    none of its own); the engine's :attr:`Refusal.reason` is that same fact."""
    pairs = load_rules().cuoc_pairs.variants[variant].impossible
    assert pairs
    for e in pairs:
        combos = [cp.combo(dict(zip(e.cuoc, ns))) for ns in itertools.product(*e.cuoc.values())]
        whys = {cp.explain(c) for c in combos}
        assert len(whys) == 1 and None not in whys, (e.cuoc, whys)
        fact = cp.sentence(e.cuoc, whys.pop())
        assert say(fact, "vi") == e.reason
        assert say(fact, "en") == e.twins["reason"]
    for r, e in zip(cp.table(variant), pairs):
        assert r.reason == cp.sentence(e.cuoc, cp.explain(r.combos()[0]))
        assert r.reason.code == "cuoc_pairs.refused" and r.reason["why"].code.startswith("cuoc_pairs.why.")


def test_the_build_tool_takes_both_languages_from_the_engine(monkeypatch):
    """tools/build_cuoc_pairs.py writes ``reason`` and ``reason_en`` as :func:`words.say` of the
    engine's :func:`cuoc_pairs.sentence` of :func:`cuoc_pairs.explain`, the first in Vietnamese
    and the second in English: swap them for markers and the tool's entries carry them."""
    import words

    build = _build_module()
    monkeypatch.setattr(cp, "explain", lambda c: f"<{dict(c)}>")
    monkeypatch.setattr(cp, "sentence", lambda counts, why: f"{dict(counts)} {why}")
    monkeypatch.setattr(words, "say", lambda fact, lang: f"[{lang}] {fact}")
    imp = [c for c in sorted(impossible("classic")) if len(c) == 2][:40]
    ents, missing = build.entries(imp)
    assert ents and not missing
    for e in ents:
        c = cp.combo({k: v[0] for k, v in e["cuoc"].items()})
        assert e["reason"] == f"[vi] {e['cuoc']} <{dict(c)}>", e
        assert e["reason_en"] == f"[en] {e['cuoc']} <{dict(c)}>", e
    assert not [n for n in vars(build) if n.endswith("_en") or n.startswith(("_RED", "_NOT", "_DEALT", "_THIEN"))]


def test_text_only_rerenders_the_stored_file_byte_for_byte(tmp_path, monkeypatch):
    """--text-only (no search) writes exactly the stored file: the stored English is what the
    templates give, and the Vietnamese is untouched."""
    build = _build_module()
    target = tmp_path / "cuoc_pairs.yaml"
    stored = (ROOT / "rules" / "cuoc_pairs.yaml").read_text(encoding="utf-8")
    target.write_text(stored, encoding="utf-8")
    monkeypatch.setattr(build, "RULES_FILE", target)
    monkeypatch.setattr(build, "ROOT", tmp_path)
    assert build.text_only(VARIANTS) == 0
    assert target.read_text(encoding="utf-8") == stored


def test_text_only_refuses_a_hand_edited_vietnamese_reason(tmp_path, monkeypatch, capsys):
    build = _build_module()
    target = tmp_path / "cuoc_pairs.yaml"
    stored = (ROOT / "rules" / "cuoc_pairs.yaml").read_text(encoding="utf-8")
    edited = stored.replace("bạch định là cả 20 quân đều đen", "bạch định là cả 20 quân đen", 1)
    assert edited != stored
    target.write_text(edited, encoding="utf-8")
    monkeypatch.setattr(build, "RULES_FILE", target)
    monkeypatch.setattr(build, "ROOT", tmp_path)
    assert build.text_only(VARIANTS) == 1
    assert target.read_text(encoding="utf-8") == edited  # nothing written
    assert "--reasons-only" in capsys.readouterr().err


def test_xuong_grader_says_why_two_declared_cuoc_never_come_together():
    g = grade({"tam_do": 1, "leo": 2}, ["tam_do", "bach_dinh", {"id": "leo", "count": 2}], make_options("classic"))
    assert g.verdict == "sai"
    f = next(f for f in g.extra if f.id == "bach_dinh")
    assert f.reason.code == "xuong.extra.never_together"
    assert "Một ván ù không thể vừa bạch định vừa" in say(f.reason) and "đen" in say(f.reason)
    assert not any("không thể vừa" in say(m.reason) for m in g.extra if m.id != "bach_dinh")


def test_tinh_diem_refuses_tam_do_with_bach_dinh_beside_the_input():
    from tests.apptest_pages import open_page

    at = open_page("app_pages/tinh_diem.py")
    at.multiselect(key="td_cuoc").set_value(["tam_do", "bach_dinh"]).run()
    assert not at.exception
    errors = [e.value for e in at.error]
    assert any("bạch định" in e and "tám đỏ" in e for e in errors), errors
    assert not at.metric  # no score for a set of cước no win has
