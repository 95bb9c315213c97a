"""The real rules/*.yaml: they load, and their values are the ones worked out
by hand from the seeds (001 primary, 002 scoring, 003 sanhrong)."""
from __future__ import annotations

import pydantic
import pytest

from chan_core.rules import RulesModel, Source, VariantDefaults, load_rules

SPEC_CUOC = (
    "xuong thong chi pha_thien thien_u dia_u chiu chiu_u bon u_bon thien_khai thap_thanh "
    "bach_dinh tam_do leo tom bach_thu bach_thu_chi kinh_tu_chi hoa_roi_cua_phat "
    "tieu_dong_hai_hoa ca_loi_san_dinh ca_nhay_dau_thuyen ngu_ong_bat_ca "
    "nha_lau_xe_hoi_hoa_roi_cua_phat"
).split()
HOA_CA_NHA = {
    "hoa_roi_cua_phat", "tieu_dong_hai_hoa", "ca_loi_san_dinh", "ca_nhay_dau_thuyen",
    "ngu_ong_bat_ca", "nha_lau_xe_hoi_hoa_roi_cua_phat",
}


@pytest.fixture(scope="module")
def rules():
    return load_rules()


# ---------------------------------------------------------------- counts, ids
def test_counts(rules):
    assert len(rules.deck.kinds) == 25
    assert len(rules.cuoc) == 25
    assert sorted(x.number for x in rules.loi) == list(range(18))
    assert set(rules.variants) == {"classic", "sanhrong"}


def test_cuoc_ids_are_spec_ids(rules):
    assert sorted(c.id for c in rules.cuoc) == sorted(SPEC_CUOC)


def test_load_is_cached_and_frozen(rules):
    assert load_rules() is rules
    with pytest.raises(pydantic.ValidationError):
        rules.cuoc_by_id("leo").name = "x"  # frozen


def test_every_entry_cites_a_seed(rules):
    """Walk every model: each Source names seed 000–003 or a team decision."""
    found: list[Source] = []

    def walk(obj):
        if isinstance(obj, Source):
            found.append(obj)
        elif isinstance(obj, RulesModel):
            for name in type(obj).model_fields:
                walk(getattr(obj, name))
        elif isinstance(obj, (list, tuple)):
            for x in obj:
                walk(x)
        elif isinstance(obj, dict):
            for x in obj.values():
                walk(x)

    walk(rules)
    assert len(found) > 150
    assert {s.seed for s in found} <= {"000", "001", "002", "003", "quyết định"}
    assert all(s.section.strip() for s in found)


# ---------------------------------------------------------------- cước
def test_cuoc_names_and_aliases(rules):
    c = rules.cuoc_by_id
    assert "Đồng tử hái hoa" in c("tieu_dong_hai_hoa").aliases  # seed 000
    assert "Tiểu đồng" in c("tieu_dong_hai_hoa").aliases
    assert "Chiếu" in c("chiu").aliases  # seed 003
    assert "Ăn bòn" in c("bon").aliases  # seed 003
    assert c("nha_lau_xe_hoi_hoa_roi_cua_phat").name == "Nhà lầu xe hơi hoa rơi cửa phật"
    assert c("ca_nhay_dau_thuyen").name == "Cá nhảy đầu thuyền"
    for x in rules.cuoc:  # no garbled seed-001 words left in names
        for bad in ("xe khá", "tương đối", "dancing"):
            assert bad not in x.name


def test_hoa_ca_nha_replace_chi_bach_thu_and_are_classic_only(rules):
    for x in rules.cuoc:
        if x.id in HOA_CA_NHA:
            assert x.replaces == ["chi", "bach_thu"]
            assert x.variants == ["classic"]
        else:
            assert x.replaces == []
            assert x.variants == ["classic", "sanhrong"]


def test_countable_cuoc(rules):
    got = {x.id: x.max_count for x in rules.cuoc if x.countable}
    # 5 chíu or 5 bòn would be 20 cards on the mat before the winning card (only 19 there);
    # 5 thiên khai is possible in a thiên ù (20 dealt cards), 001 §V.11.
    assert got == {"leo": 4, "tom": 4, "chiu": 4, "bon": 4, "thien_khai": 5}


def test_xuong_groups_in_001_order(rules):
    ordered = [x.id for x in rules.cuoc]  # sorted by order
    assert ordered[:2] == ["thong", "chi"]  # thông, chì hô trước
    assert ordered[2:6] == ["thien_u", "dia_u", "chiu_u", "u_bon"]
    assert ordered[-5:] == ["tom", "leo", "chiu", "thien_khai", "bon"]  # "có …" last
    assert [x.u_part for x in rules.cuoc if x.group == "u"] == ["thiên", "địa", "chíu", "bòn"]
    assert rules.cuoc_by_id("u_bon").u_after is True


# ---------------------------------------------------------------- điểm / dịch
@pytest.mark.parametrize(
    "cuoc_id, classic, sanhrong",
    [
        ("leo", (5, 2), (5, 3)),
        ("thap_thanh", (12, 9), (14, 12)),
        ("kinh_tu_chi", (12, 9), (14, 12)),
        ("thien_u", (3, 1), (14, 12)),
        ("dia_u", (3, 1), (14, 12)),
        ("tom", (4, 1), (4, 2)),
        ("xuong", (2, 0), (2, 0)),
        ("thong", (3, 1), (3, 1)),
        ("tam_do", (8, 5), (8, 6)),
        ("bach_thu_chi", (6, 3), (6, 4)),
        ("chiu_u", (4, 1), (4, 2)),  # 003 silent: 001's điểm, dịch = điểm − 2
    ],
)
def test_points(rules, cuoc_id, classic, sanhrong):
    c = rules.variant("classic").points[cuoc_id]
    s = rules.variant("sanhrong").points[cuoc_id]
    assert (c.diem, c.dich) == classic
    assert (s.diem, s.dich) == sanhrong


def test_classic_hoa_ca_nha_points(rules):
    v = rules.variant("classic")
    for cid in ("hoa_roi_cua_phat", "tieu_dong_hai_hoa", "ca_loi_san_dinh", "ca_nhay_dau_thuyen"):
        assert (v.points[cid].diem, v.points[cid].dich) == (20, 17)
    for cid in ("ngu_ong_bat_ca", "nha_lau_xe_hoi_hoa_roi_cua_phat"):
        assert (v.points[cid].diem, v.points[cid].dich) == (30, 0)


def test_sanhrong_has_no_hoa_ca_and_dich_is_diem_minus_2(rules):
    v = rules.variant("sanhrong")
    assert not HOA_CA_NHA & set(v.points)
    assert len(v.points) == 19
    assert all(p.dich == p.diem - 2 for p in v.points.values())
    assert "120" in v.description and "100" in v.description


def _base(variant, cuoc: dict[str, int]) -> int:
    """Occurrences model worked by hand from 001 §VI / 002: the highest điểm
    once + the dịch of every other occurrence."""
    occ = [variant.points[c] for c, n in cuoc.items() for _ in range(n)]
    occ.sort(key=lambda p: p.diem, reverse=True)
    return occ[0].diem + sum(p.dich for p in occ[1:])


def _ga(variant, cuoc: dict[str, int], **opts) -> int:
    o = variant.defaults.model_dump() | opts
    have = set(cuoc)
    total = 0
    for g in variant.ga:
        if g.mode not in ("both", o["ga_mode"]):
            continue
        ok = all(r in have or (r == "bach_thu" and "bach_thu_chi" in have) for r in g.requires)
        if not ok:
            continue
        if g.option is None:
            total += g.ga
        elif isinstance(o[g.option], bool):
            total += g.ga if o[g.option] else 0
        else:
            total += o[g.option]
    return total


def test_seed_examples_come_out_of_the_data(rules):
    classic, sanhrong = rules.variant("classic"), rules.variant("sanhrong")
    # 002: Chíu ù, bạch thủ, 2 tôm, lèo = 5 + 1 + 2×1 + 1 = 9
    assert _base(classic, {"chiu_u": 1, "bach_thu": 1, "tom": 2, "leo": 1}) == 9
    # 002: chì bạch thủ chi, tám đỏ, 2 lèo = 8 + 1 + 3 + 2×2 = 16; 3 gà × 5 → 31
    ex2 = {"chi": 1, "bach_thu_chi": 1, "tam_do": 1, "leo": 2}
    assert _base(classic, ex2) == 16
    assert _ga(classic, ex2, ga_mode="rong") == 3
    assert _base(classic, ex2) + 5 * _ga(classic, ex2) == 31
    # 003: Thông tám đỏ 2 lèo = 8 + 2×3 + 1 = 15
    assert _base(sanhrong, {"thong": 1, "tam_do": 1, "leo": 2}) == 15


def test_001_five_ga_example_needs_chi_bach_thu_2(rules):
    classic = rules.variant("classic")
    hand = {"u_bon": 1, "chi": 1, "bach_thu_chi": 1}
    assert _ga(classic, hand, chi_bach_thu_ga=2) == 5
    assert _ga(classic, hand) == 4  # default: chì bạch thủ = 1 gà
    assert _ga(classic, hand, chi_bach_thu_ga=2, bach_thu_chi_ga=False) == 4


def test_ga_rong_hep(rules):
    classic = rules.variant("classic")
    assert _ga(classic, {"tam_do": 1}, ga_mode="rong") == 1
    assert _ga(classic, {"tam_do": 1}, ga_mode="hep") == 0
    assert _ga(classic, {"tam_do": 1, "leo": 1}, ga_mode="hep") == 1
    assert _ga(classic, {"bach_dinh": 1, "tom": 1}, ga_mode="hep") == 1
    sanhrong = rules.variant("sanhrong")
    assert {g.id for g in sanhrong.ga} == {
        "bach_thu_chi", "chi_bach_thu", "tam_do", "bach_dinh", "thien_u", "dia_u",
        "thap_thanh", "kinh_tu_chi",
    }


def test_defaults_and_options(rules):
    for v in rules.variants.values():
        d = v.defaults
        assert (d.ga, d.ga_mode, d.ga_points, d.chi_bach_thu_ga, d.bach_thu_chi_ga,
                d.u_xuong_allowed, d.bao_xuong_sai) == (False, "rong", 5, 1, True, True, "theo_002")
    assert {o.id for o in rules.variant_options} == set(VariantDefaults.model_fields)


# ---------------------------------------------------------------- lỗi
def test_loi_groups_and_penalties(rules):
    groups = {x.number: x.group for x in rules.loi}
    assert groups[0] == "0"
    assert {n for n, g in groups.items() if g == "A"} == {1, 2, 3, 4, 5}
    assert {n for n, g in groups.items() if g == "B"} == {6, 7, 8, 9}
    assert {n for n, g in groups.items() if g == "C"} == {10, 11, 12, 13}
    assert {n for n, g in groups.items() if g == "D"} == {14, 15, 16, 17}
    pen = {x.number: x.penalty for x in rules.loi}
    assert {n for n, p in pen.items() if p == "nghi_an_tien"} == {0, 1, 2}
    assert {n for n, p in pen.items() if p == "u_bao"} == {3, 4, 5}
    assert {n for n, p in pen.items() if p == "bao"} == set(range(6, 18))
    assert {p.id for p in rules.penalty_classes} == {"nghi_an_tien", "u_bao", "bao", "u_lao"}


def test_penalties_that_fall_only_on_a_later_u_are_flagged_in_the_data(rules):
    """``on_u`` (read by «Ăn hay không?» and the table's fault lines): the classes of the lỗi the làng sees only in a
    winner's laid-down cards — groups 0 and A, and bỏ ù (001 §VII) —, never báo or ù láo, caught at once."""
    hidden = {x.penalty for x in rules.loi if x.group in ("0", "A")} | {o.penalty for o in rules.loi_other
                                                                          if o.id == "bo_u"}
    assert {p.id for p in rules.penalty_classes if p.on_u} == hidden == {"nghi_an_tien", "u_bao"}


def test_loi_content(rules):
    assert rules.loi_by_number(0).name == "Trái vỉ"
    assert rules.loi_by_number(1).name == "Ăn treo tranh"
    assert "không gọi là «có cạ»" in rules.loi_by_number(3).note
    assert "bỏ ù" in rules.loi_by_number(4).note
    for n in (6, 7, 8, 9):
        assert "bỏ cạ ăn chắn" in rules.loi_by_number(n).note
    assert "cửu vạn ăn cửu văn" in rules.loi_by_number(7).example
    bo_u = {o.id: o for o in rules.loi_other}["bo_u"]
    assert bo_u.penalty == "nghi_an_tien" and bo_u.source.seed == "001"


def test_forbidden_moves_of_003_mapped(rules):
    m = {f.text: f for f in rules.forbidden_moves}
    assert m["Ăn cạ chuyển chờ."].loi == [4]
    assert m["Bỏ ù."].other == ["bo_u"]
    assert m["Đánh chắn."].loi == [13]
    assert all(f.source.seed == "003" for f in rules.forbidden_moves)


# ---------------------------------------------------------------- xướng
def test_xuong_orders(rules):
    x = rules.xuong
    classic = x.order_for("classic")
    sanhrong = x.order_for("sanhrong")
    assert not classic.u_first and sanhrong.u_first
    assert sanhrong.steps[0].cuoc == ["thong"]
    assert sanhrong.steps[-2].prefix == "có"
    assert set(sanhrong.steps[-2].cuoc) == {"chiu", "bon", "thien_khai"}
    assert [s.cuoc for s in sanhrong.steps if "leo" in s.cuoc] == [["leo", "tom"]]
    assert "một tiếng" in next(r for r in x.rules if r.id == "mot_tieng_u").text
    assert {v.id for v in x.verdicts} == {"dung", "thieu", "sai"}


def test_xuong_traps(rules):
    t = {x.id: x for x in rules.xuong.traps}
    assert (t["bach_thu_cho_bach_thu_chi"].declared, t["bach_thu_cho_bach_thu_chi"].verdict) == (["bach_thu"], "sai")
    assert t["hoa_ca_nha_kem_chi_bach_thu"].verdict == "sai"
    assert t["chi_bach_thu_thay_hoa"].verdict == "dung"
    assert "hòa" in " ".join(rules.xuong.thong.not_allowed).lower()


# ---------------------------------------------------------------- dealing
def test_dealing_numbers(rules):
    d = rules.dealing
    assert (d.players.min, d.players.max, d.cards_per_player, d.cai_pile_cards) == (2, 4, 19, 20)
    assert d.piles.count * d.piles.cards_per_pile + d.piles.leftover == 100
    assert (d.piles.noc_before_cai, d.piles.noc_after_cai) == (24, 23)
    assert "25" in d.seed_003.text


@pytest.mark.parametrize("number, word, seat", [(7, "đối", 3), (2, "tiến", 2), (4, "tụt", 0), (9, "về mình", 1), (1, "về mình", 1)])
def test_mnemonic_reproduces_001_example(rules, number, word, seat):
    """001 §II: 4 players A B C D (seats 0–3), B (seat 1) draws; thất → D, nhị → C."""
    w = next(w for w in rules.dealing.mnemonic.words if number in w.numbers)
    assert w.word == word
    assert (1 + w.offset) % 4 == seat


# ---------------------------------------------------------------- actions, payouts
def test_actions(rules):
    a = rules.actions
    assert [x.id for x in a.actions] == ["danh", "boc", "an", "duoi", "chiu", "tra_cua", "u"]
    assert {c.id for c in a.cua} == {"cua", "cua_chi", "cua_tren", "cua_duoi"}
    pr = {p.id: p for p in a.priorities}
    assert pr["u_de"].source.seed == "003"
    assert pr["chiu_truoc_an"].source.seed == "001"


def test_payouts(rules):
    p = rules.payouts
    assert p.penalty_value.cuoc == {"tam_do": 1, "leo": 2}
    # "8 đỏ 2 lèo": classic 8 + 2×2 = 12; sanhrong 8 + 2×3 = 14 (= 003's "14 điểm = tám đỏ 2 lèo")
    assert _base(rules.variant("classic"), p.penalty_value.cuoc) == 12
    assert _base(rules.variant("sanhrong"), p.penalty_value.cuoc) == 14
    assert [r.id for r in p.bao_xuong_sai if r.default] == ["theo_002"]
    assert {r.id for r in p.bao_xuong_sai} == {"theo_002", "theo_001"}
    by_id = {r.id: r for r in p.rules}
    assert {"an_tien", "nghi_an_tien", "u_lao", "u_bao", "bao", "nhieu_bao", "xuong_sai",
            "xuong_thieu", "u_de"} <= set(by_id)
    assert by_id["thoat_van"].variants == ["sanhrong"]


# ---------------------------------------------------------------- glossary
def test_glossary_has_every_game_term(rules):
    terms = {t.term for t in rules.glossary} | {a for t in rules.glossary for a in t.aliases}
    needed = [
        "chắn", "cạ", "ba đầu", "què", "nọc", "cái", "bốc cái", "cửa", "cửa chì", "cửa trên",
        "cửa dưới", "đánh", "bốc", "ăn", "dưới", "chíu", "trả cửa", "ù", "ù xuông", "cước", "xướng",
        "điểm", "dịch", "gà", "gà rộng", "gà hẹp", "báo", "ù báo", "ù láo", "nghỉ ăn tiền", "làng",
        "lèo", "tôm", "thông", "quân đỏ", "quân đen", "bòn", "thiên khai", "treo tranh", "trái vỉ",
        "chờ", "ù đè", "chì", "bạch thủ",
    ]
    assert [t for t in needed if t not in terms] == []
    assert len({t.term.casefold() for t in rules.glossary}) == len(rules.glossary)
    assert rules.term("chiu").cuoc == "chiu"


def test_lookups_raise_a_fact_said_in_both_languages(rules):
    from chan_core.errors import ChanError
    from words import say

    cases = [(lambda: rules.variant("abc"), "rules.unknown.variant", "Không có biến thể 'abc' (có: classic, sanhrong)",
              "There is no rules variant 'abc'"),
             (lambda: rules.loi_by_number(18), "loi.unknown_number", "Không có lỗi số 18", "18"),
             (lambda: rules.term("khong_co"), "rules.unknown.term", "Không có thuật ngữ 'khong_co'",
              "no glossary term 'khong_co'")]
    for call, code, vi, en in cases:
        with pytest.raises(ChanError) as e:
            call()
        assert e.value.code == code
        assert vi in say(e.value, "vi") and en in say(e.value, "en")


# ---------------------------------------------------------------- decisions
def test_decisions_list_where_seeds_disagree(rules):
    d = {x.id: x for x in rules.decisions}
    assert {"bo_bai_100_la", "noc_24_23", "bao_xuong_sai", "chi_bach_thu_may_ga", "boc_cai_1_5_9"} <= set(d)
    assert "120" in d["bo_bai_100_la"].seeds["003"]
    assert d["bao_xuong_sai"].option == "bao_xuong_sai"
    assert set(d["chi_bach_thu_may_ga"].seeds) == {"001", "002"}
