"""A key written twice in a rules file is an error naming the file, key and line (not silently the last value)."""
import shutil

import pytest

from chan_core.errors import ChanError
from chan_core.rules import RULES_DIR, load_rules


def test_duplicate_key_is_refused(tmp_path):
    d = tmp_path / "rules"
    shutil.copytree(RULES_DIR, d)
    p = d / "cuoc.yaml"
    text = p.read_text(encoding="utf-8")
    marker = "  - id: bon\n"
    assert marker in text
    p.write_text(text.replace(marker, marker + "    name: Bòn lặp\n", 1), encoding="utf-8")
    with pytest.raises(ChanError) as e:
        load_rules(str(d))
    msg = str(e.value)
    assert "cuoc.yaml" in msg and "«name»" in msg and "hai lần" in msg and "dòng" in msg


def test_real_rules_have_no_duplicate_keys(tmp_path):
    # a fresh (uncached) load of a copy goes through the duplicate-key loader
    d = tmp_path / "rules"
    shutil.copytree(RULES_DIR, d)
    assert len(load_rules(str(d)).cuoc) == 25
