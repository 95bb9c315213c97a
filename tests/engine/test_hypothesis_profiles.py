"""Hypothesis runs derandomised in CI (issue 22 item 14): profiles of tests/conftest.py."""
from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

DRAWN: list[int] = []


def test_profiles_are_registered_as_documented():
    ci, dev, thorough = (settings.get_profile(n) for n in ("ci", "dev", "thorough"))
    assert ci.derandomize and ci.database is None and ci.deadline is None and ci.print_blob
    assert HealthCheck.too_slow in ci.suppress_health_check
    assert not dev.derandomize and dev.database is not None and dev.deadline is None
    assert not thorough.derandomize and thorough.database is not None and thorough.max_examples == 1000


def test_ci_is_the_default():
    if os.environ.get("HYPOTHESIS_PROFILE", "ci") != "ci":
        pytest.skip("another profile was asked for")
    assert settings.default.derandomize and settings.default.deadline is None


@settings(max_examples=5)
@given(st.integers())
def _draw(x):
    DRAWN.append(x)


def test_the_same_examples_every_run():
    """Derandomised: the examples of a test are the same on every run of it (seeded from
    the test itself, not from the clock)."""
    if not settings.default.derandomize:
        pytest.skip("a randomised profile was asked for")
    runs = []
    for _ in range(2):
        DRAWN.clear()
        _draw()
        runs.append(list(DRAWN))
    assert len(runs[0]) == 5 and runs[0] == runs[1]
