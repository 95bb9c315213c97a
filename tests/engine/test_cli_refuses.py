"""``python -m chan_core eval`` refuses what it does not understand (issue 11 item 4).

Every probe of the break-it pass is kept here:

* a field the scenario's kind does not read (``varient:``, ``option:``,
  ``contexts:``) used to be ignored — ``option: {ga: true}`` answered 16
  points instead of 31 (seed 002 example 2 on a real hand, the gà rộng
  reading of 001 §VIII). Now: exit 2, one line naming the file, the
  scenario, the field and the nearest known field; the same inside melds,
  history events, declared items, options and ``cuoc`` lists;
* a key written twice (PyYAML keeps the last silently) is refused, with the
  line — except a citation ``source`` next to a win's game ``source``
  (../shared/cases/wave2 and tests/cases write both);
* a path that is not a regular file (a FIFO used to hang forever,
  ``/dev/zero`` ran out of memory) and a file over 2 MB (``scenario.MAX_FILE_BYTES``) are refused at once;
  a hand string over 100 cards stops at card 101;
* look-alike characters are named (a Cyrillic letter, a zero-width space, a
  full-width digit), not echoed as if they were a card;
* a number or true/false in quotes (``players: "4"``) is refused, the same
  way in every integer and true/false field, saying to drop the quotes;
* every scenario the project and ../shared hold still answers (nothing
  legitimate is refused).
"""
from __future__ import annotations

import importlib
import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from chan_core import cards, scenario
from chan_core.facts import Fact
from chan_core.errors import ChanError
from chan_core.eval_kinds import COMMON_FIELDS, KIND_MODULES, evaluate, fields_of
from chan_core.scenario import Scenario
from tests.cli_runs import run_cli, write
from words import say

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "cases"
# Seed 002 example 2 on a real hand (tests/cases/xuong_cases.yaml): 6 chắn + 4 cạ waiting bạch
# thủ chi on chi chi, drawn by the winner → chì bạch thủ chi, tám đỏ, 2 lèo: 16 điểm; with gà
# (001 §VIII gà rộng: chì bạch thủ chi 2 gà + tám đỏ … ) 3 gà × 5 → 31.
WIN_31 = {
    "id": "vd2", "kind": "win", "hand": "CC 9V 9V 8S 8S 2V 2V 3N 3N 4S 4S 8V 8N 9S 9N 5V 5N 6V 6S",
    "winning_card": "CC", "source": "boc", "drawn_by": "self", "options": {"ga": True},
}
# 5 chắn + 4 cạ + què 4V (seed 001 §III): bốc 4V himself → chì bạch thủ.
H = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N 4V"


def refused(tmp_path: Path, text: str, *needles: str) -> str:
    """Run the CLI on ``text``: exit 2, nothing on stdout, one stderr line holding every needle."""
    p = write(tmp_path, text)
    code, out, err = run_cli(p)
    assert (code, out) == (2, ""), (code, out, err)
    assert err.count("\n") == 1 and err.startswith(str(p)), err
    assert "lỗi nội bộ" not in err and "Traceback" not in err
    for n in needles:
        assert n in err, (n, err)
    return err


def dump(sc) -> str:
    return yaml.safe_dump(sc, allow_unicode=True, sort_keys=False)


# ---------------------------------------------------------------- unknown fields
def test_the_issue_example_option_instead_of_options(tmp_path):
    code, out, err = run_cli(write(tmp_path, dump([WIN_31])))
    assert code == 0 and json.loads(out)[0]["points"] == {"base": 16, "ga": 3, "total": 31}
    typo = {k if k != "options" else "option": v for k, v in WIN_31.items()}
    refused(tmp_path, dump([typo]), "tình huống «vd2»", "trường «option»", "có phải «options»?")


@pytest.mark.parametrize("field,value,near", [
    ("varient", "sanhrong", "variant"),
    ("option", {"ga": True}, "options"),
    ("contexts", ["thong"], "context"),
    ("Hand", H, "hand"),
    ("winning-card", "4V", "winning_card"),
])
def test_misspelt_field_names_the_nearest(tmp_path, field, value, near):
    sc = {"id": "x", "kind": "win", "hand": H, "winning_card": "4V", "source": "boc", "drawn_by": "self",
          field: value}
    err = refused(tmp_path, dump(sc), f"trường «{field}»", f"có phải «{near}»?")
    assert err.count(field) >= 1


def test_a_field_of_another_kind_says_which_kind_reads_it(tmp_path):
    sc = {"id": "x", "kind": "win", "hand": H, "winning_card": "4V", "source": "boc", "drawn_by": "self",
          "declared": ["chi", "bach_thu"]}
    refused(tmp_path, dump(sc), "«declared»", "loại xuong")


def test_every_kind_declares_its_fields_and_reads_them():
    """One pydantic ``Model`` per kind module (on the common ``Scenario``, refusing other keys);
    the common fields stay open to every kind."""
    assert {"id", "kind", "source", "expect", "title", "note", "tags", "question"} <= COMMON_FIELDS
    for kind, mod_name in KIND_MODULES.items():
        model = importlib.import_module(mod_name).Model
        assert issubclass(model, Scenario) and model.model_config["extra"] == "forbid", kind
        assert fields_of(kind) and COMMON_FIELDS <= set(model.model_fields), kind


ALL_FIELDS = sorted(set().union(*(fields_of(k) for k in KIND_MODULES)))


@pytest.mark.parametrize("kind", sorted(KIND_MODULES))
def test_fields_of_other_kinds_are_refused(kind):
    own = fields_of(kind) | COMMON_FIELDS
    base = {"kind": kind, "id": "k"}
    for f in ALL_FIELDS:
        if f in own:
            continue
        with pytest.raises(ChanError) as ei:
            evaluate(dict(base, **{f: 1}))
        assert ei.value.field == f and ei.value.scenario == "k", (kind, f, say(ei.value))


def _typos(word: str) -> st.SearchStrategy[str]:
    """One letter dropped, doubled, swapped for another or changed case."""
    i = st.integers(0, len(word) - 1)
    return st.one_of(
        i.map(lambda k: word[:k] + word[k + 1:]),
        i.map(lambda k: word[:k] + word[k] + word[k:]),
        st.tuples(i, st.sampled_from("aeiouxz_")).map(lambda t: word[:t[0]] + t[1] + word[t[0] + 1:]),
        st.just(word.upper()), st.just(word + "s"),
    )


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(sorted(KIND_MODULES)).flatmap(
    lambda k: st.tuples(st.just(k), st.sampled_from(sorted(fields_of(k)))
                        .flatmap(_typos))))
def test_any_misspelt_field_is_refused_by_name(t):
    kind, bad = t
    own = fields_of(kind) | COMMON_FIELDS
    if bad in own:
        return
    with pytest.raises(ChanError) as ei:
        evaluate({"kind": kind, bad: None}, 0)
    assert ei.value.field == bad and f"«{bad}»" in say(ei.value)


@pytest.mark.parametrize("sc,field,needle", [
    ({"kind": "hand", "hand": H[:-6], "melds": [{"type": "an_chan", "card": "4V 4V"}]}, "melds[0].card", "«cards»"),
    ({"kind": "action", "hand": H, "history": [{"event": "bo", "card": "9V", "form": "tren"}],
      "action": {"event": "danh", "card": "4V"}}, "history[0].form", "«form»"),
    ({"kind": "xuong", "cuoc": {"leo": 1}, "declared": [{"id": "leo", "cout": 1}]}, "declared[0]", "«cout»"),
    ({"kind": "score", "cuoc": {"leo": 1}, "options": {"ga_point": 3}}, "options.ga_point", "«ga_points»"),
    ({"kind": "score", "cuoc": [{"id": "leo", "cout": 2}]}, "cuoc[0].cout", "«count»"),
    ({"kind": "score", "cuoc": [{"id": "leo"}, {"id": "leo"}]}, "cuoc[1].id", "viết hai lần"),
    ({"kind": "win", "hand": H, "winning_card": "4V", "source": "boc", "drawn_by": "self",
      "context": {"thong": "yes"}}, "context.thong", "true hoặc false"),
])
def test_unknown_keys_inside_are_refused_too(sc, field, needle):
    with pytest.raises(ChanError) as ei:
        evaluate(dict(sc, id="n"))
    assert ei.value.field == field and needle in say(ei.value), (ei.value.field, say(ei.value))


# ---------------------------------------------------------------- nothing legitimate is refused
def _scenario_files() -> list[Path]:
    files = sorted(SHARED.glob("*.yaml")) + [SHARED / "wave2" / "engine_fixes.yaml"]
    files += sorted((ROOT / "tests" / "cases").glob("*.yaml"))
    files += sorted((ROOT / "lessons" / "drills").rglob("*.yaml"))
    return [f for f in files if f.exists()]


@pytest.mark.parametrize("path", _scenario_files(), ids=lambda p: p.name)
def test_every_scenario_file_still_answers(path):
    code, out, err = run_cli(path)
    assert code == 0 and err == "", err
    assert len(json.loads(out)) == len(scenario.load_file(path)) > 0


def _lesson_scenarios():
    out = []

    def walk(x):
        if isinstance(x, dict):
            if isinstance(x.get("kind"), str) and x["kind"] in KIND_MODULES:
                out.append(x)
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    for f in sorted((ROOT / "lessons").glob("*.yaml")):
        walk(yaml.safe_load(f.read_text(encoding="utf-8")))
    return out


def test_every_lesson_scenario_still_answers():
    scs = _lesson_scenarios()
    assert len(scs) > 20
    for i, sc in enumerate(scs):
        evaluate(sc, i)  # raises on an unknown field


# ---------------------------------------------------------------- keys written twice
def test_a_key_written_twice_is_refused_with_its_line(tmp_path):
    refused(tmp_path, "id: a\nkind: score\ncuoc: {leo: 1}\ncuoc: {tom: 1}\n", "khóa «cuoc» viết hai lần", "dòng 4")
    refused(tmp_path, "- id: a\n  kind: hand\n  hand: \"" + H + "\"\n  hand: \"" + H + "\"\n", "«hand»", "dòng 4")
    refused(tmp_path, "- {id: a, kind: score, cuoc: {leo: 1, leo: 2}}\n", "khóa «leo» viết hai lần")


@pytest.mark.parametrize("first,second", [('"001 §IV (trích dẫn)"', "boc"), ("boc", '"001 §IV (trích dẫn)"')])
def test_a_citation_source_next_to_the_win_source_is_allowed(tmp_path, first, second):
    text = (f"- id: w\n  kind: win\n  source: {first}\n  hand: \"{H}\"\n  winning_card: 4V\n"
            f"  source: {second}\n  drawn_by: self\n")
    p = write(tmp_path, text)
    assert scenario.load_file(p)[0]["source"] == "boc"
    code, out, err = run_cli(p)
    assert code == 0 and json.loads(out)[0]["cuoc"] == {"chi": 1, "bach_thu": 1}


@pytest.mark.parametrize("a,b", [('"001"', '"002"'), ("boc", "danh")])
def test_two_citations_or_two_win_sources_are_refused(tmp_path, a, b):
    refused(tmp_path, f"- id: w\n  kind: score\n  source: {a}\n  cuoc: {{leo: 1}}\n  source: {b}\n",
            "khóa «source» viết hai lần")


def test_the_rules_loader_is_reused_with_the_c_loader():
    from chan_core.rules.loader import UniqueKeyLoader

    assert issubclass(scenario.ScenarioLoader, UniqueKeyLoader)
    if hasattr(yaml, "CSafeLoader"):
        assert issubclass(scenario.ScenarioLoader, yaml.CSafeLoader)


# ---------------------------------------------------------------- not a regular file, too big
def test_a_fifo_is_refused_at_once(tmp_path):
    """A FIFO with no writer: open() would block forever; the CLI must answer (subprocess + timeout)."""
    fifo = tmp_path / "ong.yaml"
    os.mkfifo(fifo)
    r = subprocess.run([sys.executable, "-m", "chan_core", "eval", str(fifo)], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and r.stdout == "" and "ống dẫn" in r.stderr and r.stderr.count("\n") == 1


@pytest.mark.parametrize("path,needle", [("/dev/zero", "thiết bị"), ("/dev/null", "thiết bị")])
def test_devices_are_refused(path, needle):
    if not os.path.exists(path):
        pytest.skip(path)
    code, out, err = run_cli(path)
    assert (code, out) == (2, "") and needle in err and err.startswith(path)


def test_directory_socket_and_link_to_a_device(tmp_path):
    code, _, err = run_cli(tmp_path)
    assert code == 2 and "thư mục" in err
    sock_path = tmp_path / "s.sock"
    with socket.socket(socket.AF_UNIX) as s:
        s.bind(str(sock_path))
        code, _, err = run_cli(sock_path)
    assert code == 2 and "socket" in err
    link = tmp_path / "zero.yaml"
    link.symlink_to("/dev/zero")
    code, _, err = run_cli(link)
    assert code == 2 and "thiết bị" in err


def test_a_file_over_the_limit_is_refused_and_help_states_the_limit(tmp_path):
    mb = scenario.MAX_FILE_BYTES // (1024 * 1024)
    assert f"tối đa {mb} MB" in say(Fact("cli.help"), "vi")
    big = tmp_path / "big.yaml"
    with open(big, "wb") as f:
        f.write(b"# " + b"x" * (scenario.MAX_FILE_BYTES - 2) + b"\n")  # one byte over
    code, out, err = run_cli(big)
    assert (code, out) == (2, "") and f"lớn hơn {mb} MB" in err
    ok = tmp_path / "ok.yaml"
    one = b"- {id: a, kind: score, cuoc: {leo: 1}}\n# "
    ok.write_bytes(one + b"x" * (scenario.MAX_FILE_BYTES - len(one) - 1) + b"\n")  # exactly the limit
    code, out, _ = run_cli(ok)
    assert code == 0 and [a["id"] for a in json.loads(out)] == ["a"]


def test_a_hand_over_100_cards_stops_at_card_101(monkeypatch, tmp_path):
    read = []
    real = cards._tokens

    def counting(text):
        for t in real(text):
            read.append(t)
            yield t

    monkeypatch.setattr(cards, "_tokens", counting)
    with pytest.raises(ChanError) as e:
        cards.parse_cards("9V " * 1_000_000 + "không phải quân")
    assert "hơn 100 lá" in say(e.value)
    assert len(read) <= 102  # card 101 (+ the look-ahead word), not a million
    read.clear()
    refused(tmp_path, "- {id: big, kind: hand, hand: \"" + "2V " * 300_000 + "\"}\n", "«big»", "hơn 100 lá")
    assert len(read) <= 102


# ---------------------------------------------------------------- look-alike characters
@pytest.mark.parametrize("text,needles", [
    ("7\u0412", ["«\u0412»", "U+0412", "chữ Kirin"]),                    # Cyrillic ve, the issue's «7В»
    ("9\u0405", ["U+0405", "chữ Kirin"]),                                # Cyrillic dze looks like S
    ("9\u039d", ["U+039D", "chữ Hy Lạp"]),                               # Greek nu looks like N
    ("9V\u200b9V", ["vô hình", "U+200B", "dấu cách rộng 0"]),            # zero-width space
    ("\ufeff9V", ["vô hình", "U+FEFF"]),                                 # BOM
    ("\uff17V", ["toàn khổ", "U+FF17", "«7»"]),                          # full-width digit
    ("9\uff36", ["toàn khổ", "U+FF36", "«V»"]),                          # full-width letter
    ("\u00b2V", ["U+00B2", "chữ số thường 0–9", "«2»"]),                 # superscript two
    ("\u2460V", ["U+2460", "chữ số thường 0–9"]),                        # circled one
    ("\u0667V", ["U+0667", "chữ số thường 0–9"]),                        # Arabic-Indic seven
    ("9V\x07", ["điều khiển", "U+0007"]),                                # control character
    ("thất \u0412ạn", ["U+0412", "chữ Kirin"]),                          # in a name: the suit word
])
def test_look_alike_characters_are_named(text, needles):
    with pytest.raises(ChanError) as ei:
        cards.parse_cards(text)
    msg = say(ei.value)
    for n in needles:
        assert n in msg, (n, msg)
    assert not msg.startswith("Không nhận ra quân bài «"), msg  # not shown as if it were a card
    assert all(c.isprintable() for c in msg), msg


def test_look_alike_through_the_cli(tmp_path):
    refused(tmp_path, "- {id: k, kind: boc_cai, players: 4, drawer: 0, card: \"7\u0412\"}\n",
            "«k»", "trường «card»", "chữ Kirin", "U+0412")


def test_vietnamese_letters_and_spaces_are_not_odd():
    assert cards.odd_character("cửu vạn, Nhị văn; chi chi\tthất\u00a0sách") is None
    assert cards.odd_character("cửu va\u0323n") is None  # NFD: combining dot below
    assert cards.parse_cards("cửu va\u0323n\u3000nhị văn") == [cards.BY_CODE["9V"], cards.BY_CODE["2N"]]


# ---------------------------------------------------------------- numbers in quotes
QUOTED = [
    ({"kind": "boc_cai", "players": "4", "drawer": 0, "card": "7V"}, "players"),
    ({"kind": "boc_cai", "players": 4, "drawer": "1", "card": "7V"}, "drawer"),
    ({"kind": "xuong", "cuoc": {"leo": 1}, "declared": ["leo"], "winner": "0"}, "winner"),
    ({"kind": "xuong", "cuoc": {"leo": 1}, "declared": ["leo"], "players": " 3 "}, "players"),
    ({"kind": "xuong", "cuoc": {"leo": 1}, "declared": ["leo"], "bao": "2"}, "bao"),
    ({"kind": "xuong", "cuoc": {"leo": 1}, "declared": ["leo"], "bao": ["2"]}, "bao[0]"),
    ({"kind": "xuong", "cuoc": {"leo": 1}, "declared": [{"id": "leo", "count": "1"}]}, "declared[0].count"),
    ({"kind": "score", "cuoc": {"leo": "2"}}, "cuoc.leo"),
    ({"kind": "score", "cuoc": {"leo": 1}, "options": {"ga_points": "5"}}, "options.ga_points"),
    ({"kind": "score", "cuoc": {"leo": 1}, "options": {"ga": "true"}}, "options.ga"),
    ({"kind": "win", "hand": H, "winning_card": "4V", "source": "boc", "drawn_by": "self",
      "context": {"thong": "true"}}, "context.thong"),
]


@pytest.mark.parametrize("sc,field", QUOTED, ids=[f for _, f in QUOTED])
def test_numbers_in_quotes_are_refused_the_same_way_everywhere(sc, field):
    with pytest.raises(ChanError) as ei:
        evaluate(dict(sc, id="q"))
    assert ei.value.field == field, (ei.value.field, say(ei.value))
    assert "trong ngoặc kép là chữ" in say(ei.value) and "không có ngoặc kép" in say(ei.value), say(ei.value)


def test_players_in_quotes_through_the_cli(tmp_path):
    refused(tmp_path, "- {id: p, kind: boc_cai, players: \"4\", drawer: 0, card: 7V}\n",
            "trường «players»", "«4» trong ngoặc kép là chữ", "viết 4, không có ngoặc kép")
    code, out, _ = run_cli(write(tmp_path, "- {id: p, kind: boc_cai, players: 4, drawer: 0, card: 7V}\n"))
    assert code == 0 and json.loads(out)[0]["seat"] == 2  # 001 §II: thất counted from seat 0: 0 1 2 3 0 1 2


# ---------------------------------------------------------------- true/false where a count is wanted
# Every integer field of every Chắn kind (as in QUOTED) and the cước counts of a map, a list, a xuong's cuoc and a
# declared pair: `leo: true` was read as 1 lèo and `false` as none, while 1.5 and -1 were refused.
BOOLS = [
    ({"kind": "boc_cai", "players": True, "drawer": 0, "card": "7V"}, "players"),
    ({"kind": "boc_cai", "players": 4, "drawer": False, "card": "7V"}, "drawer"),
    ({"kind": "xuong", "cuoc": {"leo": 1}, "declared": ["leo"], "winner": True}, "winner"),
    ({"kind": "xuong", "cuoc": {"leo": 1}, "declared": ["leo"], "players": True}, "players"),
    ({"kind": "xuong", "cuoc": {"leo": 1}, "declared": ["leo"], "bao": [True]}, "bao[0]"),
    ({"kind": "xuong", "cuoc": {"leo": 1}, "declared": [{"id": "leo", "count": True}]}, "declared[0].count"),
    ({"kind": "xuong", "cuoc": {"leo": 1}, "declared": [["leo", True]]}, "declared[0].count"),
    ({"kind": "xuong", "cuoc": {"leo": True}, "declared": ["leo"]}, "cuoc.leo"),
    ({"kind": "score", "cuoc": {"leo": True}}, "cuoc.leo"),
    ({"kind": "score", "cuoc": {"leo": False, "tom": 1}}, "cuoc.leo"),
    ({"kind": "score", "cuoc": [{"id": "leo", "count": True}]}, "cuoc.leo"),
    ({"kind": "score", "cuoc": {"leo": 1}, "options": {"ga": True, "ga_points": True}}, "options.ga_points"),
]


@pytest.mark.parametrize("sc,field", BOOLS, ids=[f"{sc['kind']}-{f}" for sc, f in BOOLS])
@pytest.mark.parametrize("lang", ["vi", "en"])
def test_true_or_false_as_a_count_is_refused_like_1_5(sc, field, lang):
    with pytest.raises(ChanError) as ei:
        evaluate(dict(sc, id="b"))
    assert ei.value.field == field, (ei.value.field, say(ei.value))
    said = say(ei.value, lang)
    assert ("false" if "False" in str(sc) else "true") in said, said


def test_leo_true_through_the_cli_is_refused_as_leo_1_5_is(tmp_path):
    for value in ("true", "1.5", "-1"):
        refused(tmp_path, f"- {{id: x, kind: score, cuoc: {{leo: {value}}}}}\n", "tình huống «x»", "trường «cuoc.leo»",
                "Số lần của cước «Lèo» phải là số nguyên", f"«{value}»")
    code, out, _ = run_cli(write(tmp_path, "- {id: x, kind: score, cuoc: {leo: 1, tom: 0}}\n"))
    assert code == 0 and json.loads(out)[0]["points"]["total"] == 5  # one lèo: 5 điểm (001 §VI)
