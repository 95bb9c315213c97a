"""List product code that nothing seems to use: ``.venv/bin/python tools/dead_code.py``.

Runs vulture (``requirements-dev.txt``) over the product (engines, words, learning, ui, pages,
router) and leaves out what is called by name from outside the Python the tool reads: the
registries' decorators (``@cuoc``, ``@detector``, ``@why`` …, found by the registries at import),
pydantic's validators and ``model_config``, the words tables (``TEMPLATES``/``RENDERERS``, found
by :mod:`words.core`), the Alembic migrations, Streamlit's fragments and cached functions.

A line is a place to look, not a verdict: vulture matches names, so confirm each with
``grep -rn NAME .`` — a name used only by its own test is dead (delete both); a name exported by
``chan_core/__init__.py`` or ``mau_binh/__init__.py`` is the API and stays; a pydantic field the
YAML holds (``description``, ``meaning`` …) is data the model must accept. Exit status: vulture's
(0 when nothing is found)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PRODUCT = ["chan_core", "mau_binh", "words", "learning", "ui", "app_pages", "streamlit_app.py"]
CALLED_BY_DECORATOR = ["@cuoc", "@detector", "@why", "@why_not_of", "@special", "@_check",
                       "@_house", "@media", "@guard_callback", "@guarded", "@st.fragment", "@st.cache_data",
                       "@field_validator", "@model_validator", "@model_serializer"]
CALLED_BY_NAME = ["model_config", "TEMPLATES", "RENDERERS", "main", "render", "upgrade", "downgrade", "revision",
                  "down_revision", "branch_labels", "depends_on", "__getattr__", "__dir__"]


def main(argv: list[str]) -> int:
    """Run vulture with the options above (extra ``argv`` passed on, e.g. ``--min-confidence 90``)."""
    cmd = [sys.executable, "-m", "vulture", *PRODUCT, "--exclude", "learning/migrations",
           "--ignore-decorators", ",".join(CALLED_BY_DECORATOR), "--ignore-names", ",".join(CALLED_BY_NAME), *argv]
    return subprocess.run(cmd, cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
