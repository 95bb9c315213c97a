"""Issue 10 items 2 and 3: xướng wording when a kind of ù is said, and hoa/cá/nhà lầu
declared as chì and/or bạch thủ only.

Item 2 — seed 003 "Ù + Thông > Chì > Thiên ù, Địa ù (bỏ chữ Ù đầu tiên)": the xướng opens
with "Ù" only when no kind of ù is said; a kind of ù carries the single "ù" ("Thông thiên
ù …", "Chì địa ù"), as in seed 001 §V.11 "Thông thiên ù thập thành …".
Item 3 — seed 001 §V chú ý after mục 24: "xướng chì và/hoặc bạch thủ mà ko xướng hoa/nhà/cá
thì vẫn coi là xướng đúng (nhưng ko được tính tiền cước hoa/nhà/cá)"; only the picture cước
said *together with* chì or bạch thủ is xướng sai.
"""
from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chan_core.errors import ChanError
from chan_core.eval_kinds import evaluate
from chan_core.options import make_options
from chan_core.rules import load_rules
from chan_core.scoring import check_cuoc, score
from chan_core.xuong import canonical, grade, say
import words

VARIANTS = ("classic", "sanhrong")
DAU = [(), ("thong",), ("chi",), ("thong", "chi")]
# The kinds of ù of the matrix and the one ù-word the seeds say for each (001 §V "chỉ hô một
# từ ù … địa chíu ù"; 001 §VIII "ù bòn").
KINDS = [
    ((), None),
    (("thien_u",), "thiên ù"),
    (("dia_u",), "địa ù"),
    (("chiu_u",), "chíu ù"),
    (("u_bon",), "ù bòn"),
    (("dia_u", "chiu_u"), "địa chíu ù"),
]
DAU_WORDS = {"thong": "thông", "chi": "chì"}
# A cước of the hand after the ù, and a "có" cước: where they go differs by variant
# (001: "có 2 lèo"; 003: "2 lèo", no "có").
TAILS = [({}, {"classic": [], "sanhrong": []}),
         ({"tam_do": 1, "leo": 2}, {"classic": ["tám đỏ", "có 2 lèo"], "sanhrong": ["tám đỏ", "2 lèo"]})]


def _excluded(ids) -> bool:
    """Two cước of ``ids`` exclude each other (``excludes`` in rules/cuoc.yaml)."""
    ex = {c.id: set(getattr(c, "excludes", None) or ()) for c in load_rules().cuoc}
    return any(b in ex.get(a, ()) or a in ex.get(b, ()) for a, b in itertools.combinations(ids, 2))


def _expected(dau, kind_word, tail_words, variant) -> str:
    """The xướng as seeds 001 §V and 003 "Xướng ù" word it (independent of the engine)."""
    words = [DAU_WORDS[d] for d in dau]
    if kind_word:
        words.append(kind_word)  # the kind of ù carries the one "ù" — 003 drops the first "Ù"
    elif variant == "sanhrong":
        words.insert(0, "ù")  # 003: "Ù + Thông > Chì …"
    else:
        words.append("ù")  # 001: thông, chì, then "ù"
    t = " ".join(words + tail_words)
    return t[:1].upper() + t[1:]


MATRIX = [(v, d, k, w, tail, tw[v]) for v in VARIANTS for d in DAU for k, w in KINDS for tail, tw in TAILS]


def _id(case) -> str:
    v, d, k, _w, tail, _tw = case
    return "-".join([v, *d, *k, *tail] if (d or k or tail) else [v, "xuong"])


@pytest.mark.parametrize("variant,dau,kinds,kind_word,tail,tail_words", MATRIX, ids=[_id(c) for c in MATRIX])
def test_xuong_wording_matrix(variant, dau, kinds, kind_word, tail, tail_words):
    cuoc = {**{d: 1 for d in dau}, **{k: 1 for k in kinds}, **tail}
    if not cuoc:
        tail_words = ["xuông"]  # nothing at all: "Ù xuông" (001 §V.1)
    opts = make_options(variant)
    if _excluded(list(cuoc)):
        # impossible together (e.g. thiên ù with chì): refused by Tính điểm and by the xướng grader alike
        with pytest.raises(ChanError):
            check_cuoc(cuoc, opts)
        with pytest.raises(ChanError):
            evaluate({"kind": "xuong", "cuoc": cuoc, "variant": variant, "declared": list(cuoc)})
        return
    check_cuoc(cuoc, opts)  # a possible combination is accepted
    c = canonical(cuoc, variant)
    assert c.text == _expected(dau, kind_word, tail_words, variant)
    assert c.text.lower().split().count("ù") == 1  # "tuyệt đối chỉ được hô 1 tiếng Ù" (003)
    # the canonical declaration, said in that order, is đúng and paid in full
    g = grade(cuoc, list(c.items), opts)
    assert g.verdict == "dung" and not g.remarks and g.points_paid == g.points_true
    assert say(g.declared, variant) == list(c.words)
    out = evaluate({"kind": "xuong", "cuoc": cuoc, "variant": variant, "declared": [s.as_dict() for s in c.items]})
    assert out["verdict"] == "dung" and out["canonical_text"] == c.text


def test_matrix_refuses_thien_u_with_chi():
    # rules/cuoc.yaml: thiên ù excludes chì — the matrix must hit refused combinations, not skip them all
    refused = [(v, d, k) for v, d, k, *_ in MATRIX if _excluded([*d, *k])]
    assert refused and all("chi" in d and "thien_u" in k for _, d, k in refused)
    assert len(refused) == 2 * 2 * len(VARIANTS)  # {chì, thông chì} × thiên ù × 2 tails × 2 variants


def test_issue_examples_sanhrong():
    # issue 10.2: today's "Ù thông thiên …" / "Ù chì địa" become "Thông thiên ù …" / "Chì địa ù"
    assert canonical({"thong": 1, "thien_u": 1, "tam_do": 1}, "sanhrong").text == "Thông thiên ù tám đỏ"
    assert canonical({"chi": 1, "dia_u": 1}, "sanhrong").text == "Chì địa ù"
    # 003's own example keeps its opening "Ù"
    assert canonical({"thong": 1, "tam_do": 1, "leo": 2}, "sanhrong").text == "Ù thông tám đỏ 2 lèo"


def test_seed_001_thong_thien_u_thap_thanh_classic():
    # 001 §V.11: "Thông thiên ù thập thành 5 thiên khai 4 lèo" (the words after thập thành are
    # "có …" cước, whose inner order the làng does not enforce, 001 §V)
    c = canonical({"thong": 1, "thien_u": 1, "thap_thanh": 1, "thien_khai": 5, "leo": 4}, "classic")
    assert c.text.startswith("Thông thiên ù thập thành ")
    assert "5 thiên khai" in c.text and "4 lèo" in c.text


DEALT_7_3 = "2S 2S 3V 3V 4N 4N 5S 5S 6V 6V 7N 7N 9S 9S 4V 4S 8N 8S 5V 5N"


@pytest.mark.parametrize("variant", VARIANTS)
def test_boards_thien_u_and_dia_u(variant):
    # a real thiên ù board (the cái's 20 dealt cards) and the wave2 địa ù board, through eval
    out = evaluate({"kind": "xuong", "variant": variant, "hand": DEALT_7_3, "context": ["thien_u", "thong"],
                    "declared": ["thong", "thien_u"]})
    assert out["cuoc"] == {"thong": 1, "thien_u": 1}
    assert out["canonical_text"] == "Thông thiên ù" and out["verdict"] == "dung"
    hand19 = "3V 3V 4N 4N 5S 5S 6V 6V 7N 7N 9S 9S 4V 4S 8N 8S 5V 5N 2S"
    out = evaluate({"kind": "xuong", "variant": variant, "hand": hand19, "winning_card": "2S", "source": "boc",
                    "drawn_by": "self", "context": ["dia_u"], "declared": ["chi", "dia_u"]})
    assert out["canonical_text"] == "Chì địa ù" and out["verdict"] == "dung"


@settings(max_examples=300)
@given(st.sampled_from(VARIANTS), st.data())
def test_one_u_and_its_place_property(variant, data):
    """Any accepted set of cước: exactly one "ù"; thông/chì before the kind of ù; in a variant
    that opens with "Ù" the first word is "ù" exactly when no kind of ù is said."""
    opts = make_options(variant)
    ids = [c.id for c in load_rules().cuoc if variant in c.variants and c.id != "xuong"]
    chosen = data.draw(st.lists(st.sampled_from(ids), unique=True, max_size=6))
    cuoc = {cid: 1 for cid in chosen}
    try:
        cuoc = check_cuoc(cuoc, opts)
    except ChanError:
        return
    c = canonical(cuoc, variant)
    tokens = c.text.lower().split()
    assert tokens.count("ù") == 1, c.text
    info = {x.id: x for x in load_rules().cuoc}
    kinds = [s for s in c.items if info[s.id].group == "u"]
    u_at = next(i for i, w in enumerate(c.words) if "ù" in w.split())
    dau_at = [i for i, s in enumerate(c.items) if info[s.id].group == "dau"]
    assert all(i < u_at for i in dau_at) or not kinds
    if load_rules().xuong.order_for(variant).u_first and not kinds:
        assert c.words[0] == "ù"
    if kinds:  # every kind of ù is joined into that one ù-word ("địa chíu ù")
        assert all(info[s.id].u_part in c.words[u_at].split() for s in kinds)


# ---------------------------------------------------------------- item 3: hoa / cá / nhà lầu
HOA_BOARD = {
    "hand": "3S 3S 4V 4V 7N 7N 9S 9S 7V 7S 4N 4S 6V 6S 8V 8N 2V",
    "melds": [{"type": "an_chan", "cards": "5V 5V"}],
    "winning_card": "2V", "source": "boc", "drawn_by": "self",
}
PICTURES = [c.id for c in load_rules().cuoc if set(c.replaces or ()) == {"chi", "bach_thu"}]


def test_pictures_found():
    assert len(PICTURES) == 6  # hoa rơi cửa phật … nhà lầu xe hơi (001 §V.20–25)


@pytest.mark.parametrize("declared,verdict,paid", [
    (["chi"], "dung", 3),            # the wave2 example: chì only → đúng, paid chì 3
    (["bach_thu"], "dung", 4),       # bạch thủ only → đúng (was thiếu), paid bạch thủ 4
    (["chi", "bach_thu"], "dung", 5),
    (["hoa_roi_cua_phat"], "dung", 20),
    (["chi", "hoa_roi_cua_phat"], "sai", 0),
    (["bach_thu", "hoa_roi_cua_phat"], "sai", 0),
])
def test_hoa_board_through_eval(declared, verdict, paid):
    out = evaluate({"kind": "xuong", **HOA_BOARD, "declared": declared})
    assert out["cuoc"] == {"hoa_roi_cua_phat": 1}
    assert out["verdict"] == verdict and out["points"]["paid"] == paid
    if verdict == "dung" and "hoa_roi_cua_phat" not in declared:
        # the verdict text explains: still đúng, the hoa is not paid (001 §V chú ý)
        summary = words.say(out["summary"])
        assert "vẫn là xướng đúng" in summary and "Hoa rơi cửa phật" in summary
        assert out["summary"].code == "xuong.summary.dung_unpaid"
        assert out["traps"] == ["chi_bach_thu_thay_hoa"]


def test_issue_example_chi_co_leo_and_bach_thu_co_leo():
    # "chì … có lèo" on a hoa hand was graded sai, "bạch thủ … có lèo" thiếu — both are đúng
    opts = make_options("classic")
    cuoc = {"hoa_roi_cua_phat": 1, "leo": 1}
    for said in (["chi", "leo"], ["bach_thu", "leo"]):
        g = grade(cuoc, said, opts, players=2)
        assert g.verdict == "dung", said
        assert g.points_paid == score({s: 1 for s in said}, opts).total
        assert g.payments.as_dict()["amounts"] == {"0": g.points_paid, "1": -g.points_paid}


@pytest.mark.parametrize("ga", [False, True])
@pytest.mark.parametrize("picture", PICTURES)
def test_picture_declaration_matrix(picture, ga):
    """Every picture cước × every way of saying its chì bạch thủ, with lèo said too."""
    opts = make_options("classic", {"ga": ga})
    cuoc = {picture: 1, "leo": 1}
    for r in range(4):
        for said in itertools.combinations(["chi", "bach_thu", picture], r):
            g = grade(cuoc, [*said, "leo"], opts)
            parts = {"chi", "bach_thu"} & set(said)
            if picture in said and parts:
                assert g.verdict == "sai" and "hoa_ca_nha_kem_chi_bach_thu" in g.traps
                assert g.points_paid == 0
            elif picture in said:
                assert g.verdict == "dung" and g.points_paid == g.points_true
            elif parts:
                assert g.verdict == "dung", (picture, said, g.traps)
                assert g.traps == ("chi_bach_thu_thay_hoa",)
                assert g.points_paid == score({**{p: 1 for p in parts}, "leo": 1}, opts).total
                assert [f.id for f in g.missing] == [picture] and not g.missing[0].counted
                assert "vẫn là xướng đúng" in words.say(g.summary)
            else:  # neither the picture nor its chì bạch thủ: ù bạch thủ mà không hô (001 §VII)
                assert g.verdict == "sai" and "u_bach_thu_khong_ho" in g.traps


def test_plain_bach_thu_still_needs_bach_thu():
    # the precedence only covers picture hands: a plain chì bạch thủ said as chì only is still
    # "ù bạch thủ mà không hô" (001 §VII)
    g = grade({"chi": 1, "bach_thu": 1}, ["chi"], make_options("classic"))
    assert g.verdict == "sai" and g.traps == ("u_bach_thu_khong_ho",)


def test_trap_precedence_is_data():
    traps = {t.id: t for t in load_rules().xuong.traps}
    assert "u_bach_thu_khong_ho" in traps["chi_bach_thu_thay_hoa"].overrides
    assert traps["chi_bach_thu_thay_hoa"].verdict == "dung"
    assert traps["hoa_ca_nha_kem_chi_bach_thu"].verdict == "sai"
