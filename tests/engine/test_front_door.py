"""The front door (issue 23): ``import chan_core`` gives the names a user needs, and
``chan_core.evaluate`` is the in-process twin of ``python -m chan_core eval``."""
from __future__ import annotations

import doctest
import json
import subprocess
import sys
from pathlib import Path

import yaml

import chan_core
import words

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "cases"


def test_every_public_name_is_there_and_documented():
    for name in chan_core.__all__:
        obj = getattr(chan_core, name)
        if callable(obj):
            assert (obj.__doc__ or "").strip(), name


def test_the_examples_in_the_front_door_run():
    assert doctest.testmod(chan_core).failed == 0


def test_repr_is_a_constructor():
    hand = chan_core.Hand("9V 9V 2N CC")
    assert eval(repr(hand), {"Hand": chan_core.Hand}) == hand
    assert eval(repr(chan_core.card("cửu vạn")), {"card": chan_core.card}) is chan_core.card("9V")
    fact = chan_core.Fact("value.list", n=3)
    assert eval(repr(fact), {"Fact": chan_core.Fact}) == fact


def test_evaluate_is_the_cli_in_process():
    path = SHARED / "seed_examples.yaml"
    scenarios = yaml.safe_load(path.read_text(encoding="utf-8"))
    out = subprocess.run([sys.executable, "-m", "chan_core", "eval", str(path)], cwd=ROOT, capture_output=True,
                         text=True, timeout=300, check=True)
    cli = json.loads(out.stdout)
    mine = [words.answer_texts(chan_core.evaluate({k: v for k, v in sc.items()}), "vi") for sc in scenarios]
    assert json.loads(json.dumps(mine, ensure_ascii=False)) == cli


def test_a_refusal_is_a_fact_said_in_both_languages():
    try:
        chan_core.evaluate({"kind": "hand", "hand": "9X"})
    except chan_core.ChanError as e:
        assert e.code != "text" and e.field == "hand"
        assert words.say(e, "vi") != words.say(e, "en")
    else:
        raise AssertionError("9X is not a card")
