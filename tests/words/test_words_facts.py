"""Facts and words (issue 23): the engine states codes and parameters, the words layer says them."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import words
from chan_core.cards import parse_card
from chan_core.errors import ChanError, unknown_field
from chan_core.eval_kinds import evaluate
from chan_core.facts import Fact

ROOT = Path(__file__).resolve().parents[2]
CODE_LITERAL = re.compile(r"""(?:Fact|ChanError)\(\s*["']([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)["']""")


def engine_codes() -> dict[str, str]:
    """Every fact code written literally in the engines' sources → the first file naming it."""
    out: dict[str, str] = {}
    for pkg in ("chan_core", "mau_binh"):
        for path in sorted((ROOT / pkg).rglob("*.py")):
            for code in CODE_LITERAL.findall(path.read_text(encoding="utf-8")):
                out.setdefault(code, str(path.relative_to(ROOT)))
    return out


def test_every_code_the_engines_state_has_words():
    known = set(words.templates()) | set(words.core._RENDERERS)
    missing = {code: where for code, where in engine_codes().items() if code not in known}
    assert missing == {}


def test_fact_repr_is_a_constructor_and_json_round_trips():
    f = Fact("field.unknown", name="varient", near="variant", fields=["a", "b"], where=Fact("where.scenario", kind="win"))
    assert eval(repr(f), {"Fact": Fact}) == f
    assert Fact.from_json(f.to_json()) == f
    assert hash(f) == hash(Fact.from_json(f.to_json()))
    with pytest.raises(AttributeError):
        f.code = "x"


def test_a_card_parameter_is_named_in_words_and_stored_by_code():
    f = Fact("value.quoted_number", value="4")
    assert words.say(f) == " («4» trong ngoặc kép là chữ, không phải số: viết 4, không có ngoặc kép)"
    k = parse_card("9V")
    assert words.say(k) == "cửu vạn"
    assert Fact("x.y", card=k).to_json() == {"code": "x.y", "params": {"card": {"card": "9V"}}}
    assert Fact.from_json(Fact("x.y", card=k).to_json()) == Fact("x.y", card=k)  # the card itself comes back


def test_one_error_two_languages_from_the_same_fact():
    with pytest.raises(ChanError) as got:
        evaluate({"kind": "win", "varient": "classic"})
    err = got.value
    assert err.code == "field.unknown" and err.params["near"] == "variant" and err.field == "varient"
    assert words.say(err, "vi") == "Không có trường «varient» trong tình huống loại win: có phải «variant»?"
    assert words.say(err, "en") == "There is no field «varient» in a scenario of kind win: did you mean «variant»?"
    with words.language("en"):  # switching re-says the same fact: nothing is judged again
        assert words.say(err).startswith("There is no field")


def test_unknown_field_without_a_near_name_lists_the_fields():
    err = unknown_field("zzzz", ("type", "cards"), Fact("where.meld"))
    assert err.params["near"] is None
    assert words.say(err) == ("Không có trường «zzzz» trong một bộ dưới chiếu (chỉ có type, cards); "
                              "các trường: cards, type.")


def test_a_field_of_another_kind_names_that_kind():
    with pytest.raises(ChanError) as got:
        evaluate({"kind": "hand", "hand": "9V", "declared": []})
    assert got.value.code == "field.only_in_kinds"
    assert "xuong" in words.say(got.value) and "xuong" in words.say(got.value, "en")


def test_answer_texts_keep_the_code_beside_the_words():
    ans = {"reason": Fact("value.empty"), "notes": [Fact("value.binary")], "n": 3}
    assert words.answer_texts(ans) == {"reason": "trống", "reason_code": "value.empty",
                                       "notes": ["dữ liệu nhị phân"], "notes_codes": ["value.binary"], "n": 3}
