"""Faults only a text edit can make in rules/*.yaml (a key written twice, cross-references of
`excludes` and `alias_notes`): each is one ChanError naming the file and the entry.
Uses the ``rules_copy`` fixture of tests/conftest.py."""
import pytest

from chan_core.errors import ChanError
from chan_core.rules import load_rules
from words import say


def replace_in(d, name: str, old: str, new: str) -> None:
    p = d / name
    text = p.read_text(encoding="utf-8")
    assert old in text, (name, old)
    p.write_text(text.replace(old, new, 1), encoding="utf-8")


def error_of(d) -> str:
    with pytest.raises(ChanError) as e:
        load_rules(str(d))
    return say(e.value)


def test_real_rules_load_through_the_strict_loader(rules_copy):
    assert len(load_rules(str(rules_copy)).cuoc) == 25


def test_duplicate_key_is_refused(rules_copy):
    marker = "  - id: bon\n"
    replace_in(rules_copy, "cuoc.yaml", marker, marker + "    name: Bòn lặp\n")
    msg = error_of(rules_copy)
    assert "cuoc.yaml" in msg and "«name»" in msg and "hai lần" in msg and "dòng" in msg


def test_unknown_excluded_cuoc(rules_copy):
    replace_in(rules_copy, "cuoc.yaml", "excludes: [u_bon]", "excludes: [u_bonx]")
    msg = error_of(rules_copy)
    assert "cuoc.yaml" in msg and "'chiu_u'" in msg and "u_bonx" in msg


def test_alias_note_must_name_an_alias(rules_copy):
    replace_in(rules_copy, "glossary.yaml", "      chiếu: seed 003", "      chiu chiu: seed 003")
    msg = error_of(rules_copy)
    assert "glossary.yaml" in msg and "'chiu'" in msg and "alias_notes" in msg


def test_thien_u_excludes_what_needs_a_winning_card():
    c = load_rules().cuoc_by_id("thien_u")
    assert set(c.excludes) == {"dia_u", "pha_thien", "chi", "chiu_u", "u_bon"}
