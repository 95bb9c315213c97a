"""Facts and words of xướng, scoring, payouts and options (issue 23): every code the engines state
in these areas is said in both languages; each renderer with its own words; the engines hold facts,
not sentences; a language switch re-says the same facts."""
from __future__ import annotations

import re

import pytest

import words
import words.phrases.payouts as payout_words
import words.phrases.scoring as scoring_words
import words.phrases.xuong as xuong_words
from words.phrases import tables
from chan_core.errors import ChanError
from chan_core.facts import Fact
from chan_core.gen_win import gen_win
from chan_core.options import make_options
from chan_core.xuong import Said, grade

CLASSIC = make_options("classic")
SAMPLE = {
    "cid": "khong_co", "trap": "u_bach_thu_khong_ho", "choices": ("theo_002", "theo_001"), "value": "x", "i": 2,
    "name": "Lèo", "variant": "classic", "hint": None, "max": 4, "n": 2, "verdict": Fact("xuong.verdict.sai"),
    "last": 3, "source": Fact("xuong.source.sai"), "got": 1, "word": "lèo", "correct": 9, "cuoc": ("lèo",),
    "paid": 7, "why": Fact("payouts.an_tien.why", points=7, bet=1), "points": 7, "seat": 1, "a": "Thiên ù",
    "b": "Địa ù", "replaced": "Chì", "diem": 5, "ties": ("Tôm",), "dich": 2, "k": 1, "total": 4,
    "like": "bạch thủ", "need": Fact("options.need.ga"), "known": ("classic", "sanhrong"), "inner": "sanhrong",
    "min": 2, "players": 4, "bet": 1, "shares": 3, "rule": "x",
}
RENDERED = {  # one fact per renderer, with its Vietnamese and English words
    "xuong.trap": (Fact("xuong.trap", trap="bach_thu_cho_bach_thu_chi"),
                   'Bài bạch thủ chi mà hô «bạch thủ» là hô sai. (001 §V, cước, mục 18 (Bạch thủ chi), chú ý)',
                   "(001 §V, cước, item 18 (Bạch thủ chi), note)"),
    "xuong.declared.not_list": (Fact("xuong.declared.not_list"), "ví dụ [{id: leo, count: 2}]",
                                "e.g. [{id: leo, count: 2}]"),
    "xuong.hand.missing": (Fact("xuong.hand.missing"), "Thiếu bài ù", "The winning hand is missing"),
    "xuong.declared.extra_field": (Fact("xuong.declared.extra_field", name="cnt"),
                                   "Cước đã xướng có trường lạ «cnt» (chỉ có id, count).",
                                   "A declared cước has an unknown field «cnt» (only id, count)."),
    "xuong.extra.picture_with": (Fact("xuong.extra.picture_with", picture="Hoa rơi cửa phật", name="Chì",
                                      trap="hoa_ca_nha_kem_chi_bach_thu"),
                                 "Đã xướng «Hoa rơi cửa phật» mà còn xướng «Chì».",
                                 "Called «Hoa rơi cửa phật» and also «Chì»."),
    "xuong.extra.never_together": (Fact("xuong.extra.never_together", reason=Fact("xuong.remark.bare_u"),
                                        why="Lý do."),
                                   "(quyết định của nhóm). Lý do.", "(the team's decision). Lý do."),
    "xuong.missing.picture_as_parts": (Fact("xuong.missing.picture_as_parts", name="Hoa rơi cửa phật",
                                            said=("chì", "bạch thủ"), base=4, full=20,
                                            trap="chi_bach_thu_thay_hoa"),
                                       "mà chỉ xướng chì và bạch thủ, không xướng", "only chì and bạch thủ was"),
    "xuong.missing.cuoc": (Fact("xuong.missing.cuoc", n=2, name="Lèo", got=1, source=Fact("xuong.source.sai")),
                           "Bài có 2 «Lèo» nhưng chỉ hô 1:", "The hand has 2 «Lèo», but the call counted only 1:"),
    "xuong.missing.bach_thu_unsaid": (Fact("xuong.missing.bach_thu_unsaid", name="Bạch thủ", trap="u_bach_thu_khong_ho"),
                                      "seed không nói mức đền", "the seed gives no amount"),
    "xuong.missing.bach_thu_for_chi": (Fact("xuong.missing.bach_thu_for_chi", trap="bach_thu_cho_bach_thu_chi"),
                                       "«bạch thủ chi» chưa được xướng", "«bạch thủ chi» has not been declared"),
    "xuong.remark.order": (Fact("xuong.remark.order", said="chì", before="có lèo", group="dau", same_group=False),
                           "Thứ tự: «chì» thường hô trước «có lèo» (thông, chì hô trước).",
                           "Order: «chì» is usually called before «có lèo» (thông, chì are called first)."),
    "xuong.summary.sai": (Fact("xuong.summary.sai", verdict=Fact("xuong.verdict.sai"), penalty=14, correct=9,
                               why=None),
                          "Xướng sai: người ù đền mỗi người 14 điểm theo lời đã xướng (đúng ra được 9).",
                          "Xướng sai (wrong): the winner pays each player 14 điểm for what was declared (the "
                          "correct xướng was worth 9)."),
    "scoring.cuoc.not_in_variant": (Fact("scoring.cuoc.not_in_variant", name="Hoa rơi cửa phật", variant="sanhrong"),
                                    "không có trong biến thể", "is not in the variant"),
    "scoring.ga.name": (Fact("scoring.ga.name", variant="classic", combo="chi_bach_thu"), "Chì bạch thủ",
                        "Chì with bạch thủ"),
    "scoring.ga.line": (Fact("scoring.ga.line", combo=Fact("scoring.ga.name", variant="classic", combo="tam_do"),
                             cuoc=("Tám đỏ",), n=1), ": có Tám đỏ → 1 gà", ": has Tám đỏ → 1 gà"),
    "options.unknown": (Fact("options.unknown", name="gaa", known=("ga", "ga_mode"), near="ga"),
                        "Không có tùy chọn «gaa» (các tùy chọn: ga, ga_mode). Có phải «ga»?",
                        "There is no option «gaa» (the options: ga, ga_mode). Did you mean «ga»?"),
    "score.cuoc.shape": (Fact("score.cuoc.shape"), "«cuoc» phải là bảng", "«cuoc» must be a mapping"),
    "payouts.bet.range": (Fact("payouts.bet.range", max=10 ** 12, value="-1"), "1.000.000.000.000",
                          "1,000,000,000,000"),
    "payouts.points.range": (Fact("payouts.points.range", max=10 ** 9, value="x"), "1.000.000.000",
                             "1,000,000,000"),
}
SAME_IN_ENGLISH = {"xuong.source.sai", "scoring.line.dich", "scoring.line.dich_n", "payouts.name.u_lao",
                   "payouts.name.u_bao"}
"""Codes whose English is the Vietnamese (the game's words and the seed's section title)."""


def _codes(module) -> list[str]:
    return [*tables(module.__name__)["TEMPLATES"], *module.RENDERERS]


ALL = [c for m in (xuong_words, scoring_words, payout_words) for c in _codes(m)]


def _fact(code: str) -> Fact:
    if code in RENDERED:
        return RENDERED[code][0]
    tpl = words.templates()[code]
    text = tpl if isinstance(tpl, str) else tpl[0]
    names = set(re.findall(r"(?<!\{)\{(\w+)\}", text))
    return Fact(code, **{k: SAMPLE[k] for k in sorted(names)})


@pytest.mark.parametrize("code", ALL)
def test_each_code_is_said_in_both_languages(code):
    f = _fact(code)
    vi, en = words.say(f, "vi"), words.say(f, "en")
    assert vi and en and "{" not in vi.replace("{id", "").replace("{mã", "")
    assert (en == vi) == (code in SAME_IN_ENGLISH), (vi, en)


@pytest.mark.parametrize("code", sorted(RENDERED))
def test_each_renderer_has_its_words(code):
    f, vi, en = RENDERED[code]
    assert vi in words.say(f, "vi")
    assert en in words.say(f, "en")


def test_every_renderer_of_these_areas_is_tested():
    assert {c for m in (xuong_words, scoring_words, payout_words) for c in m.RENDERERS} == set(RENDERED)


@pytest.mark.parametrize("lang,said", [("vi", "Xuông: ù xuông được 2 điểm"), ("en", "a xuông win scores 2 điểm")])
def test_xuong_points_line_does_not_count_it_as_a_cuoc(lang, said):
    """Xuông is a win with no cước: its points line says so plainly, not «chỉ một cước» after «không có cước nào»."""
    from chan_core.scoring import score

    line = words.say(score({}, CLASSIC, checked=True).lines[0].reason, lang)
    assert said in line and "cước" not in line, line


def test_missing_cuoc_says_each_case():
    src = Fact("xuong.source.sai")
    say = words.say
    assert say(Fact("xuong.missing.cuoc", n=2, name="Tôm", got=0, source=src)).startswith("Bài có 2 «Tôm» nhưng không hô")
    assert say(Fact("xuong.missing.cuoc", n=1, name="Tôm", got=0, source=src)).startswith("Bài có «Tôm» nhưng không hô")
    assert say(Fact("xuong.missing.cuoc", n=1, name="Tôm", got=0, source=src), "en").startswith(
        "The hand has «Tôm», but it was not called")


def test_a_trap_source_is_cited_in_each_language():
    """The English names every part too (session 21: it said «§V mục 24», read as item 24, for the note after it)."""
    f = Fact("xuong.trap", trap="chi_bach_thu_thay_hoa")
    assert "(001 §V, cước, chú ý sau mục 24)" in words.say(f, "vi")
    assert words.say(f, "en").endswith("(001 §V, cước, note after item 24)")


def test_a_grade_holds_facts_and_is_said_again_on_a_switch():
    g = grade({"chiu_u": 1, "bach_thu": 1, "tom": 2, "leo": 1}, [Said("chiu_u"), Said("bach_thu"), Said("tom", 2)],
              CLASSIC)
    assert g.verdict == "thieu" and g.summary.code == "xuong.summary.thieu"
    assert [f.reason.code for f in g.missing] == ["xuong.missing.cuoc"]
    assert g.payments.summary == Fact("payouts.xuong_thieu.summary", points=7)
    assert g.payments.source == Fact("xuong.pay_source.sai_thieu")
    assert all(isinstance(x, Fact) for p in g.payments.seats for x in p.lines)
    assert words.say(g.summary, "vi").startswith("Xướng thiếu: còn thiếu lèo; chỉ được ăn 7 điểm")
    assert words.say(g.summary, "en").startswith("Xướng thiếu (incomplete): lèo left out; paid only 7 điểm")
    ans = words.answer_texts(g.as_dict())
    assert ans["summary_code"] == "xuong.summary.thieu" and ans["verdict_name"] == "Xướng thiếu"
    assert ans["missing"][0]["reason_code"] == "xuong.missing.cuoc"
    assert ans["payments"]["summary_code"] == "payouts.xuong_thieu.summary"


def test_refusals_are_facts_with_fields():
    from chan_core.payouts import an_tien
    from chan_core.xuong import read_declared

    with pytest.raises(ChanError) as e:
        read_declared([{"id": "leo", "cnt": 1}], CLASSIC)
    assert e.value.code == "xuong.declared.extra_field" and e.value.field == "declared[0]"
    with pytest.raises(ChanError) as e:
        make_options("classic", {"gaa": True})
    assert e.value.code == "options.unknown" and e.value.params["near"] == "ga"
    assert words.say(e.value, "en").endswith("Did you mean «ga»?")
    with pytest.raises(ChanError) as e:
        make_options("classic", {"ga": "true"})
    assert e.value.code == "options.bad_value" and e.value.params["need"] == Fact("options.need.ga")
    assert words.say(e.value) == ("Tùy chọn «ga» = «true» không hợp lệ: cần chơi gà (true/false) («true» trong ngoặc "
                                  "kép là chữ: viết true, không có ngoặc kép).")
    with pytest.raises(ChanError) as e:
        an_tien(5, 0, 3)
    assert e.value.code == "payouts.players.range" and e.value.field == "players"


def test_eval_xuong_refusals_and_not_a_win_are_facts():
    from chan_core.eval_kinds import evaluate

    with pytest.raises(ChanError) as e:
        evaluate({"kind": "xuong", "cuoc": {"leo": 1}})
    assert e.value.code == "xuong.declared.missing"
    with pytest.raises(ChanError) as e:
        evaluate({"kind": "xuong", "cuoc": {"leo": 1}, "declared": ["leo"], "bao": "2"})
    assert e.value.code == "xuong.bao.not_list"
    assert words.say(e.value, "en") == ("«bao» must be the list of seats that are báo, e.g. [2], not «2» («2» in "
                                        "quotation marks is text, not a number: write 2 without quotation marks).")
    ans = evaluate({"kind": "xuong", "cuoc": {"leo": 1}, "declared": ["leo"]})
    assert ans["reason"] == Fact("xuong.reason.given_cuoc") and ans["verdict"] == "dung"
    with pytest.raises(ChanError) as e:
        evaluate({"kind": "score", "cuoc": [{"id": "leo"}, {"id": "leo"}]})
    assert e.value.code == "score.cuoc.twice" and words.say(e.value, "en").startswith("The cước «leo» is written twice")


def test_game_state_keeps_facts_as_plain_json_and_the_cli_says_them():
    import json

    from chan_core import payouts
    from chan_core.cli import said_json
    from chan_core.facts import plain

    d = plain(payouts.penalty("u_lao", 4, 2, CLASSIC).as_dict())
    assert json.loads(json.dumps(d)) == d
    assert d["summary"] == {"code": "payouts.penalty.summary", "params": {
        "name": {"code": "payouts.name.u_lao", "params": {}}, "points": 12}}
    said = said_json(d)
    assert said["summary"] == "Ù láo: người phạm đền mỗi người trong làng 12 điểm (tám đỏ hai lèo)."
    assert said["summary_code"] == "payouts.penalty.summary" and said["transfers"][0]["why_code"] == "payouts.penalty.why"


@pytest.mark.parametrize("lang,short,fault", [
    ("vi", "xướng thiếu chỉ được ăn", "đền làng"), ("en", "is paid only for the cước declared", "đền làng")])
@pytest.mark.parametrize("cuoc,said", [  # ?seed=8&level=2 without «bạch thủ»; ?seed=1&level=2 «bạch thủ» on bạch thủ chi
    ({"thong": 1, "chi": 1, "bach_thu": 1, "tam_do": 1}, ["thong", "chi", "tam_do"]),
    ({"thong": 1, "chiu_u": 1, "bach_thu_chi": 1}, ["thong", "chiu_u", "bach_thu"])])
def test_a_wrong_bach_thu_xuong_names_its_fault_without_xuong_thieu_words(lang, short, fault, cuoc, said):
    g = grade(cuoc, [Said(c) for c in said], CLASSIC)
    assert g.verdict == "sai"
    missing = [words.say(f.reason, lang) for f in g.missing]
    assert missing and not any(short in m for m in missing), missing
    if "bach_thu" in cuoc:
        assert fault in missing[0]


@pytest.mark.parametrize("lang,group_words", [("vi", "thứ tự quen dùng trong nhóm"), ("en", "the usual order")])
def test_a_sanhrong_order_remark_says_it_is_003s_order(lang, group_words):
    said = [Said(c) for c in ("chiu", "tom", "thong", "chi", "u_bon")]
    g = grade({"thong": 1, "chi": 1, "u_bon": 1, "tom": 1, "chiu": 1}, said, make_options("sanhrong"))
    remark = words.say(g.remarks[0], lang)
    assert "003" in remark and group_words not in remark, remark


def test_a_trap_source_reads_like_the_other_source_lines():
    f = Fact("xuong.missing.bach_thu_unsaid", name="Bạch thủ", trap="u_bach_thu_khong_ho")
    assert "(001 §VII, ăn tiền, báo — Ù láo, ù báo;" in words.say(f, "vi")
    assert "(001 §VII;" in words.say(f, "en")


@pytest.mark.parametrize("lang,term,old", [("vi", "quân ù ghép với quân què thành chắn thứ sáu", "quân thứ hai của què"),
                                           ("en", "pairing with the què into a sixth chắn", "twin of the què")])
def test_an_extra_bach_thu_says_its_need_as_the_glossary_does(lang, term, old):
    g = grade({"thong": 1, "chi": 1, "u_bon": 1, "tom": 1, "chiu": 1}, [Said("bach_thu")], make_options("sanhrong"),
              win=gen_win(4242, 3, make_options("sanhrong")).win)
    reason = words.say(g.extra[0].reason, lang)
    assert term in reason and old not in reason, reason
