"""``chan_core`` must never import streamlit (ARCHITECTURE.md): the engine runs
in the CLI and tests without a UI. Checked two ways: importing every module in
a fresh interpreter leaves ``streamlit`` out of ``sys.modules``, and no source
file contains an ``import streamlit`` / ``from streamlit`` statement."""
from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "chan_core"


def _modules() -> list[str]:
    mods = []
    for path in sorted(CORE.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts[-1] == "__main__":
            continue  # running it would start the CLI
        mods.append(".".join(parts))
    return mods


def test_there_are_core_modules_to_check():
    mods = _modules()
    assert "chan_core" in mods and "chan_core.cards" in mods and "chan_core.rules" in mods


def test_importing_every_core_module_never_loads_streamlit():
    code = (
        "import importlib, json, sys\n"
        f"mods = {_modules()!r}\n"
        "failed = {}\n"
        "for m in mods:\n"
        "    try:\n"
        "        importlib.import_module(m)\n"
        "    except Exception as e:\n"
        "        failed[m] = repr(e)\n"
        "print(json.dumps({'streamlit': sorted(k for k in sys.modules if k.split('.')[0] == 'streamlit'),"
        " 'failed': failed}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["failed"] == {}, f"core modules that fail to import: {result['failed']}"
    assert result["streamlit"] == [], f"chan_core pulled in {result['streamlit'][:5]}"


def test_no_core_source_imports_streamlit():
    offenders = []
    for path in sorted(CORE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "import_module",
                "__import__",
            ):
                names = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if any(n.split(".")[0] == "streamlit" for n in names):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == [], f"streamlit imported in chan_core: {offenders}"
