"""Cước that cannot come together (issue 10, item 5): rules/cuoc_pairs.yaml equals what the
search finds, every refusal has a reason (a fact the build tool wrote, the words layer says), and the
calculator, the pages and the xướng grader use it."""
import json
import re
from pathlib import Path

import pytest
import yaml

from chan_core import cuoc_pairs as cp
from tools import cuoc_search as cs
from tools.cuoc_reasons import explain
from chan_core.errors import ChanError
from chan_core.facts import Fact
from chan_core.eval_kinds.win import read_win
from chan_core.options import make_options
from chan_core.rules import load_rules
from chan_core.scoring import check_cuoc, score
from chan_core.xuong import grade
from tests.apptest_pages import load_module
from tests.budget import full
from words import say

ROOT = Path(__file__).resolve().parents[2]
WITNESSES = json.loads((ROOT / "tests" / "data" / "cuoc_pair_witnesses.json").read_text(encoding="utf-8"))
VARIANTS = sorted(load_rules().variants)
TEST_TRIES = 60  # a fresh search (other seed) per refused combination; the build script uses thousands


def _build_module():
    return load_module("tools/build_cuoc_pairs.py", "build_cuoc_pairs")


def impossible(variant: str) -> set:
    return {c for r in cp.table(variant) for c in cs.combos(dict(r.cuoc))}


def witnessed(variant: str) -> dict:
    return {cs.combo(w["cuoc"]): w["board"] for w in WITNESSES["variants"][variant]}


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
    stored = [{"cuoc": {k: list(v) for k, v in e.cuoc.items()}, "why": Fact.from_json(e.why.model_dump())}
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
                    assert cs.combo({c.id: 1, x: 1}) in impossible(v), (c.id, x, v)


def test_every_reason_names_both_cuoc():
    from words.phrases.cuoc import cuoc_name

    for v in VARIANTS:
        for r in cp.table(v):
            for cid in r.ids:
                assert cuoc_name(cid).lower() in say(r.reason).lower(), (cid, say(r.reason))


# ---------------------------------------------------------------- the reasons: facts in the data, words in words/
def _numbers(text: str) -> list[str]:
    return sorted(re.findall(r"\d+", text))


def _said(fact, lang: str):
    return None if fact is None else say(fact, lang)


@pytest.mark.parametrize("variant", VARIANTS)
def test_english_reasons_follow_the_vietnamese_branches(variant):
    """tools.cuoc_reasons.explain said in English gives a reason for the same combinations of the
    whole grid as in Vietnamese, with the same numbers (counts, chắn, cards, citations) and the
    same cước named, in English — a text changed in one language only shows here."""
    from words.phrases.cuoc import cuoc_name
    from tests.english_check import vietnamese_leaks

    ids = [c.id for c in load_rules().cuoc]
    wrong = []
    for c in cs.grid(variant):
        vi, en = _said(explain(c), "vi"), _said(explain(c), "en")
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


def test_every_entry_has_a_reason_the_words_say_in_both_languages():
    """Each entry's ``why`` is a fact the words layer has words for (words/phrases/cuoc_pairs.py), and the
    refusal says it in Vietnamese and, under ``language('en')``, in English naming both cước with the same
    numbers."""
    from words.i18n import language
    from words.phrases.cuoc import cuoc_name
    from words.phrases.cuoc_pairs import RENDERERS

    n = 0
    for v in VARIANTS:
        for r in cp.table(v):
            assert r.reason.code == "cuoc_pairs.refused" and r.reason["why"].code in RENDERERS, r.reason
            vi, en = say(r.reason, "vi"), say(r.reason, "en")
            assert vi.startswith("Một ván ù không thể vừa ") and en.startswith("One win cannot have both "), vi
            assert "không thể" not in en and _numbers(en) == _numbers(vi), (vi, en)
            for cid in r.ids:
                assert cuoc_name(cid).lower() in en.lower(), (cid, en)
            with language("en"):
                assert say(r.reason) == en
            n += 1
    assert n >= 200


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_entry_holds_the_one_reason_of_every_combination_it_refuses(variant):
    """Each stored entry's ``why`` is the one :func:`tools.cuoc_reasons.explain` fact that every
    combination it refuses has, and the engine's :attr:`Refusal.reason` is the refusal of its counts
    holding that very fact — the engine reads what the build tool wrote, it reasons about nothing."""
    pairs = load_rules().cuoc_pairs.variants[variant].impossible
    assert len(pairs) == len(cp.table(variant)) > 0
    for r, e in zip(cp.table(variant), pairs):
        whys = {explain(c) for c in cs.combos(e.cuoc)}
        assert len(whys) == 1 and None not in whys, (e.cuoc, whys)
        why = whys.pop()
        assert Fact.from_json(e.why.model_dump()) == why
        counts = tuple((k, tuple(e.cuoc[k])) for k in sorted(e.cuoc))
        assert r.reason == Fact("cuoc_pairs.refused", cuoc=counts, why=why)


def test_the_build_tool_writes_the_fact_explain_gives(monkeypatch):
    """tools/build_cuoc_pairs.py writes as ``why`` the fact :func:`tools.cuoc_reasons.explain` gives
    (swapped here for a marker carrying a card) and the rules model reads that same fact back; a
    combination with no reason is returned as missing, not written."""
    from chan_core.cards import BY_CODE
    from chan_core.rules.cuoc_pairs import CuocPairsFile

    build = _build_module()
    imp = [c for c in sorted(impossible("classic")) if len(c) == 2][:40]
    marker = {c: Fact("cuoc_pairs.why.marker", n=i, odd=bool(i % 2), card=BY_CODE["8V"]) for i, c in enumerate(imp)}
    monkeypatch.setattr(build, "explain", lambda c: None if c == imp[-1] else marker[c])
    ents, missing = build.entries(imp)
    assert missing == [imp[-1]] and len(ents) == len(imp) - 1
    read = CuocPairsFile.model_validate(yaml.safe_load(build.render({"classic": ents}, 1)))
    got = {c: Fact.from_json(e.why.model_dump()) for e in read.variants["classic"].impossible
           for c in cs.combos(e.cuoc)}
    assert got == {c: marker[c] for c in imp[:-1]}


def test_reasons_only_writes_the_stored_files_byte_for_byte(tmp_path, monkeypatch):
    """``--reasons-only`` (the search's witnesses kept, the reasons derived again) writes exactly the
    stored rules/cuoc_pairs.yaml and witnesses: the YAML and the tool agree."""
    build = _build_module()
    files = {"RULES_FILE": ROOT / "rules" / "cuoc_pairs.yaml",
             "WITNESS_FILE": ROOT / "tests" / "data" / "cuoc_pair_witnesses.json"}
    for name, real in files.items():
        (tmp_path / real.name).write_text(real.read_text(encoding="utf-8"), encoding="utf-8")
        monkeypatch.setattr(build, name, tmp_path / real.name)
    (tmp_path / "cuoc_pairs.yaml").write_text("variants: {}\n", encoding="utf-8")  # rewritten whole
    monkeypatch.setattr(build, "ROOT", tmp_path)
    assert build.main(["--reasons-only"]) == 0
    for real in files.values():
        assert (tmp_path / real.name).read_text(encoding="utf-8") == real.read_text(encoding="utf-8"), real.name


@pytest.mark.parametrize("why, field", [
    ({"code": "cuoc.found.leo", "params": {}}, "why.code"),
    ({"code": "cuoc_pairs.why.bach_dinh"}, "why.params"),
    ({"code": "cuoc_pairs.why.bach_dinh", "params": {"cuoc": ["leo"]}}, "why.params"),
    ("cuoc_pairs.why.bach_dinh", "why"),
])
def test_the_rules_model_refuses_a_why_that_is_not_a_reason_fact(tmp_path, why, field):
    from chan_core.rules.cuoc_pairs import CuocPairsFile
    from chan_core.rules.loader import read_rules_file

    data = yaml.safe_load((ROOT / "rules" / "cuoc_pairs.yaml").read_text(encoding="utf-8"))
    data["variants"]["classic"]["impossible"][0]["why"] = why
    (tmp_path / "cuoc_pairs.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    with pytest.raises(ChanError) as got:
        read_rules_file(tmp_path / "cuoc_pairs.yaml", CuocPairsFile)
    msg = say(got.value)
    assert msg.startswith("cuoc_pairs.yaml: ") and "'#1'" in msg and f"'{field}" in msg, msg


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
