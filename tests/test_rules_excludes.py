"""`excludes` in rules/cuoc.yaml: cross-checked like `replaces`."""
import shutil

import pytest

from chan_core.errors import ChanError
from chan_core.rules import RULES_DIR, load_rules


def test_unknown_excluded_cuoc_names_file_and_entry(tmp_path):
    d = tmp_path / "rules"
    shutil.copytree(RULES_DIR, d)
    p = d / "cuoc.yaml"
    text = p.read_text(encoding="utf-8")
    old = "excludes: [u_bon]"
    assert old in text
    p.write_text(text.replace(old, "excludes: [u_bonx]", 1), encoding="utf-8")
    with pytest.raises(ChanError) as e:
        load_rules(str(d))
    assert "cuoc.yaml" in str(e.value) and "'chiu_u'" in str(e.value) and "u_bonx" in str(e.value)


def test_thien_u_excludes_what_needs_a_winning_card():
    c = load_rules().cuoc_by_id("thien_u")
    assert set(c.excludes) == {"dia_u", "pha_thien", "chi", "chiu_u", "u_bon"}


def test_alias_note_must_name_an_alias(tmp_path):
    d = tmp_path / "rules"
    shutil.copytree(RULES_DIR, d)
    p = d / "glossary.yaml"
    text = p.read_text(encoding="utf-8")
    old = "      chiếu: seed 003"
    assert old in text
    p.write_text(text.replace(old, "      chiu chiu: seed 003", 1), encoding="utf-8")
    with pytest.raises(ChanError) as e:
        load_rules(str(d))
    assert "glossary.yaml" in str(e.value) and "'chiu'" in str(e.value) and "alias_notes" in str(e.value)
