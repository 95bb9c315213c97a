"""Every worked example in ../shared/cases passes through `eval` exactly (checked by shared/tools/check_cases.py)."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"
# wave2: only the files whose issue has landed.
WAVE2 = [SHARED / "cases" / "wave2" / "engine_fixes.yaml", SHARED / "cases" / "wave2" / "mau_binh.yaml"]
CASE_FILES = (sorted((SHARED / "cases").glob("*.yaml")) + (WAVE2 if SHARED.exists() else [])
              + sorted((ROOT / "tests" / "cases").glob("*.yaml")))


@pytest.mark.skipif(not (SHARED / "tools" / "check_cases.py").exists(), reason="../shared is not beside this checkout")
@pytest.mark.parametrize("path", CASE_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_case_file_passes(path):
    r = subprocess.run([sys.executable, str(SHARED / "tools" / "check_cases.py"), str(path), path.stem],
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
