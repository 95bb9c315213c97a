"""The Mậu binh house rules' sources (issue 28): every option of ``rules/mau_binh.yaml`` that seed 004
does not have cites its entry of ``rules/decisions.yaml`` (``game: mau_binh``: what seed 004 says, the
reading chosen, why — both languages), that entry names the option back, and the Mậu binh rules
carry those entries with their own decisions; a broken citation is one error naming the option."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from chan_core.errors import ChanError
from chan_core.rules import load_rules as load_chan_rules
from mau_binh.rules import load_rules
from words import say

HOUSE = {"special_ranking", "special_points", "sap_ham", "bonuses", "bonus_at", "sap_ham_lung", "sap_lang", "sanh_rong",
         "nam_doi_mot_xam"}
"""The options seed 004 does not have (house rules and readings where it is silent)."""


def edit(d: Path, name: str, fn) -> None:
    p = d / name
    data = yaml.safe_load(p.read_text(encoding="utf-8"))
    fn(data)
    p.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")


def test_every_house_option_cites_its_decision_in_decisions_yaml():
    r = load_rules()
    shared = {d.id: d for d in load_chan_rules().decisions if d.game == "mau_binh"}
    cited = {o.id: o.decision for o in r.options if o.decision}
    assert set(cited) == HOUSE and {o.id for o in r.options} - HOUSE == {"special_hands"}
    assert set(cited.values()) == {i for i, d in shared.items() if d.option in HOUSE}  # one entry each
    for oid, did in cited.items():
        d = shared[did]
        assert d.option == oid and d.where == ["mau_binh.yaml"] and set(d.seeds) == {"004"}
        for f in ("topic", "chosen", "why"):
            vi, en = getattr(d, f), d.twins[f]
            assert vi.strip() and en.strip() and vi != en
        assert d.seeds["004"].strip() and d.twins["seeds"]["004"].strip()
    own = {d.id for d in r.decisions}
    assert set(shared) <= own  # the rules page of Mậu binh lists them with its own readings
    raw = yaml.safe_load((Path(__file__).parents[2] / "rules" / "mau_binh.yaml").read_text(encoding="utf-8"))
    assert not set(shared) & {d["id"] for d in raw["decisions"]}  # the prose lives in one place only


def test_the_decision_seed_004_never_mentions_is_the_default():
    """Each decision's reading is the option's default: the chosen sentence says «mặc định» (by default)."""
    r = load_rules()
    for o in r.options:
        if o.decision:
            d = next(x for x in r.decisions if x.id == o.decision)
            assert "mặc định" in d.chosen.lower(), o.id


@pytest.mark.parametrize("break_it, option", [
    (lambda mb, dec: next(o for o in mb["options"] if o["id"] == "sap_lang").pop("decision"), "sap_lang"),
    (lambda mb, dec: next(o for o in mb["options"] if o["id"] == "sanh_rong").update(decision="sap_lang_tuy_chon"),
     "sanh_rong"),
    (lambda mb, dec: dec["decisions"].remove(next(d for d in dec["decisions"] if d["id"] == "lung_sap_ham")),
     "sap_ham_lung"),
])
def test_a_broken_citation_is_one_error_naming_the_option(rules_copy, break_it, option):
    held = {}
    edit(rules_copy, "mau_binh.yaml", lambda mb: held.update(mb=mb))
    edit(rules_copy, "decisions.yaml", lambda dec: break_it(held["mb"], dec))
    (rules_copy / "mau_binh.yaml").write_text(yaml.safe_dump(held["mb"], allow_unicode=True, sort_keys=False),
                                              encoding="utf-8")
    with pytest.raises(ChanError) as e:
        load_rules(rules_copy / "mau_binh.yaml")
    msg = say(e.value)
    assert f"tùy chọn '{option}', trường 'decision'" in msg and "Traceback" not in msg


def test_chan_rules_accept_the_mau_binh_entries_but_only_with_mau_binh_yaml(rules_copy):
    edit(rules_copy, "decisions.yaml", lambda dec: next(d for d in dec["decisions"] if d["id"] == "luat_nha")
         .update(where=["cuoc.yaml"]))
    with pytest.raises(ChanError) as e:
        load_chan_rules(rules_copy)
    assert "quyết định 'luat_nha', trường 'where': tệp 'cuoc.yaml'" in say(e.value)
