"""The engine core's facts in words (issue 23): every code of the card, meld, ù, reachability,
wait, table and scenario facts is said in Vietnamese and in English, and each sentence reads as
it did when the engine made it."""
from __future__ import annotations

import pytest

import words
from chan_core.cards import BY_CODE, Hand, parse_card
from chan_core.errors import ChanError
from chan_core.facts import Fact
from chan_core.melds import Meld
from chan_core.win import check_u, make_win, why_not
from chan_core.waits import why_no_wait
from words import say
from words.phrases import cards as p_cards, melds as p_melds, reachability as p_reach, scenario as p_scen
from words.phrases import table as p_table, tables, win as p_win

K = BY_CODE
NOT_NUMBER = Fact("value.quoted_number", value="4")
SAMPLES = {
    "card.odd_word": Fact("card.odd_word", text="7В", problem=Fact("card.odd.letter", char="В", code="U+0412",
                                                                    before="7", script="CYRILLIC", look_alike=True)),
    "card.odd.invisible": Fact("card.odd.invisible", char="\u200b", code="U+200B", before="9V"),
    "card.odd.control": Fact("card.odd.control", code="U+0001", before=None),
    "card.odd.fullwidth": Fact("card.odd.fullwidth", char="９", code="U+FF19", before=None, plain="9"),
    "card.odd.digit": Fact("card.odd.digit", char="①", code="U+2460", before=None, plain="1"),
    "card.odd.letter": Fact("card.odd.letter", char="ก", code="U+0E01", before=None, script="THAI", look_alike=False),
    "card.odd.symbol": Fact("card.odd.symbol", char="#", code="U+0023", before="9"),
    "card.rank_unknown": Fact("card.rank_unknown", text="mười"),
    "card.suit_ambiguous": Fact("card.suit_ambiguous", text="cuu van", choices=(K["9V"], K["9N"])),
    "card.suit_word_ambiguous": Fact("card.suit_word_ambiguous", text="van", suits=("V", "N")),
    "card.suit_unknown": Fact("card.suit_unknown", text="9 xyz", suit="xyz"),
    "card.split": Fact("card.split", text="9 V", code="9V"),
    "card.not_one": Fact("card.not_one", text="9V 9N", n=2),
    "card.not_a_card": Fact("card.not_a_card", value=Fact("value.list", n=1)),
    "card.not_cards": Fact("card.not_cards", value="5"),
    "card.too_many": Fact("card.too_many", n=100),
    "card.suit_missing": Fact("card.suit_missing", text="cửu"),
    "card.rank_missing": Fact("card.rank_missing", text="vạn"),
    "card.unknown": Fact("card.unknown", text="x"),
    "card.unknown_many": Fact("card.unknown_many", texts=("x", "y"), more=-3, read_on=False),
    "card.glued": Fact("card.glued", text="9v9v", first="9v", second="9v"),
    "card.too_many_copies": Fact("card.too_many_copies", n=5, card=K["9V"], copies=4, where=Fact("where.in_win")),
    "counts.not_counts": Fact("counts.not_counts", name="counts", kinds=25, value=Fact("value.empty")),
    "counts.length": Fact("counts.length", name="counts", kinds=25, n=24),
    "counts.bad_count": Fact("counts.bad_count", card=K["9V"], name="counts", copies=4, value="1.5"),
    "hand.not_enough": Fact("hand.not_enough", card=K["3N"]),
    "where.in_scenario": Fact("where.in_scenario"),
    "where.in_win": Fact("where.in_win"),
    "meld.type_unknown": Fact("meld.type_unknown", value="x", types=("an_chan", "an_ca", "chiu")),
    "meld.cards_not_kinds": Fact("meld.cards_not_kinds", value=Fact("value.list", n=1)),
    "meld.type_missing": Fact("meld.type_missing"),
    "meld.cards_missing": Fact("meld.cards_missing"),
    "meld.size": Fact("meld.size", type="chiu", size=4, n=3, cards=(K["9V"],) * 3),
    "meld.not_alike": Fact("meld.not_alike", type="an_chan", cards=(K["9V"], K["8V"])),
    "meld.ca_chi_chi": Fact("meld.ca_chi_chi", cards=(K["CC"], K["9V"])),
    "meld.not_ca": Fact("meld.not_ca", cards=(K["9V"], K["8N"])),
    "meld.not_mapping": Fact("meld.not_mapping"),
    "win.bad_type": Fact("win.bad_type", name="hand", value=Fact("value.empty")),
    "win.context_unknown": Fact("win.context_unknown", value="zz", contexts=("thong", "thien_u")),
    "win.thien_u_count": Fact("win.thien_u_count", n=19, in_hand=17, melded=2),
    "win.winning_card_missing": Fact("win.winning_card_missing"),
    "win.rule": Fact("win.rule"),
    "win.count": Fact("win.count", size=19, n=20, in_hand=20, melded=0),
    "win.source_missing": Fact("win.source_missing"),
    "win.source_unknown": Fact("win.source_unknown", value="x"),
    "win.drawn_by_unknown": Fact("win.drawn_by_unknown", value="z"),
    "win.drawn_by_missing": Fact("win.drawn_by_missing"),
    "win.problem.ba_dau": Fact("win.problem.ba_dau", groups=((K["9V"], K["9N"], K["9S"]),)),
    "win.problem.que": Fact("win.problem.que", cards=(K["4V"],)),
    "win.problem.few_chan": Fact("win.problem.few_chan", n=5, min=6),
    "win.problem.not_from_noc": Fact("win.problem.not_from_noc", card=K["4V"], source="danh"),
    "win.problem.chi_chi": Fact("win.problem.chi_chi"),
    "win.valid": Fact("win.valid", chan=6, ca=4),
    "win.invalid": Fact("win.invalid", problems=(Fact("win.problem.que", cards=(K["4V"],)),)),
    "win.problems": Fact("win.problems", problems=(Fact("win.problem.few_chan", n=5, min=6),
                                                   Fact("win.problem.chi_chi"))),
    "wait.none": Fact("wait.none", why=Fact("wait.reason.count", n=2)),
    "wait.reason.count": Fact("wait.reason.count", n=2),
    "wait.reason.left": Fact("wait.reason.left", groups=((K["9V"], K["9N"], K["9S"]), (K["8N"],))),
    "wait.reason.kinds": Fact("wait.reason.kinds", reasons=(Fact("wait.reason.gone", card=K["4V"]),)),
    "wait.reason.gone": Fact("wait.reason.gone", card=K["4V"]),
    "wait.reason.few_chan": Fact("wait.reason.few_chan", card=K["4V"], n=5, min=6),
    "wait.reason.chi_chi": Fact("wait.reason.chi_chi", n=6, chan=6, ca=3),
    "players.range": Fact("players.range", min=2, max=4, value="5"),
    "boc_cai.drawer_range": Fact("boc_cai.drawer_range", last=3, value="7"),
    "deal.seed": Fact("deal.seed", value="x"),
    "reach.thien_u_melds": Fact("reach.thien_u_melds", n=1),
    "reach.thien_u_dia_u": Fact("reach.thien_u_dia_u"),
    "reach.dia_u_an": Fact("reach.dia_u_an", melds=((K["9V"],), (K["3V"], K["3N"]))),
    "reach.dealt_hand_khop": Fact("reach.dealt_hand_khop", why=Fact("reach.dealt.size", n=18)),
    "reach.pha_thien_chan": Fact("reach.pha_thien_chan", why=Fact("reach.chan.chiu", card=K["9V"])),
    "reach.dealt_hand_chan": Fact("reach.dealt_hand_chan", n=2, card=K["2V"]),
    "reach.an_chan_chiu_duoc": Fact("reach.an_chan_chiu_duoc", card=K["5V"]),
    "reach.an_ca_loi": Fact("reach.an_ca_loi", why=Fact(
        "reach.an_ca.both", pair=(K["3V"], K["3N"]), first=Fact("reach.take.treo_tranh", card=K["3V"]),
        second=Fact("reach.take.chan_cau_ca", card=K["3V"]))),
    "reach.an_ca.both": Fact("reach.an_ca.both", pair=(K["3V"], K["3N"]),
                             first=Fact("reach.take.treo_tranh", card=K["3V"]),
                             second=Fact("reach.take.treo_tranh", card=K["3N"])),
    "reach.an_ca.forced": Fact("reach.an_ca.forced", pairs=((K["3V"], K["3N"]),), card=K["3V"]),
    "reach.chan.chiu": Fact("reach.chan.chiu", card=K["9V"]),
    "reach.chan.bon": Fact("reach.chan.bon", card=K["9V"]),
    "reach.chan.an_chan_in_hand": Fact("reach.chan.an_chan_in_hand", card=K["9V"]),
    "reach.chan.in_hand": Fact("reach.chan.in_hand", n=2, card=K["9V"]),
    "reach.chan.ca": Fact("reach.chan.ca"),
    "reach.dealt.size": Fact("reach.dealt.size", n=18),
    "reach.dealt.thien_u_size": Fact("reach.dealt.thien_u_size", n=19),
    "reach.dealt.short": Fact("reach.dealt.short", n=1, card=K["9V"], need=2),
    "reach.dealt.no_ca": Fact("reach.dealt.no_ca"),
    "reach.take.treo_tranh": Fact("reach.take.treo_tranh", card=K["3V"]),
    "reach.take.chan_cau_ca": Fact("reach.take.chan_cau_ca", card=K["3V"]),
    "field.missing": Fact("field.missing", name="hand"),
    "field.not_choice": Fact("field.not_choice", name="source", choices=("boc", "danh"), value="x"),
    "field.not_meld_list": Fact("field.not_meld_list", name="melds", value="x"),
    "field.not_int": Fact("field.not_int", name="players", value="4", hint=NOT_NUMBER),
    "field.int_range": Fact("field.int_range", name="players", lo=2, hi=4, value="5"),
    "context.not_bool": Fact("context.not_bool", key="thong", value="x", hint=None),
    "context.not_list": Fact("context.not_list", name="context", value="5"),
    "scenario.not_mapping": Fact("scenario.not_mapping"),
    "scenario.bad_id": Fact("scenario.bad_id", value=Fact("value.list", n=2)),
    "scenario.kind_unknown": Fact("scenario.kind_unknown", value="x", kinds=("hand", "win")),
    "scenario.too_deep": Fact("scenario.too_deep"),
    "file.nul": Fact("file.nul", path="a\\0b"),
    "file.too_big": Fact("file.too_big", path="big.yaml", mb=2),
    "file.not_utf8": Fact("file.not_utf8", path="x.yaml", at=3),
    "file.not_mapping": Fact("file.not_mapping", path="x.yaml", n=2),
    "file.twin_without_text": Fact("file.twin_without_text", path="x.yaml", label="a", twin="title_en", name="title"),
    "file.twin_bad": Fact("file.twin_bad", path="x.yaml", label="a", twin="title_en", why="thiếu hoặc trống"),
    "file.unreadable": Fact("file.unreadable", path="x.yaml", why="enoent"),
    "file.os_error": Fact("file.os_error", path="x.yaml", stage="read", errno=5),
    "file.duplicate_key": Fact("file.duplicate_key", path="x.yaml", key="a", line=3),
    "file.yaml_syntax": Fact("file.yaml_syntax", path="x.yaml", line=2),
    "file.yaml_tag": Fact("file.yaml_tag", path="x.yaml", tag="!!python/object:os.system", line=1),
    "file.too_deep": Fact("file.too_deep", path="x.yaml", depth=64),
    "file.yaml_value": Fact("file.yaml_value", path="x.yaml", what="date"),
    "hand.size": Fact("hand.size", n=21, in_hand=19, melded=2),
}
MODULES = (p_cards, p_melds, p_win, p_reach, p_table, p_scen)
CODES = sorted(c for m in MODULES for c in (*tables(m.__name__)["TEMPLATES"], *getattr(m, "RENDERERS", {})))


def test_every_code_of_the_engine_core_has_a_sample():
    assert sorted(SAMPLES) == CODES


@pytest.mark.parametrize("code", CODES)
def test_each_code_is_said_in_both_languages(code):
    fact = SAMPLES[code]
    vi, en = say(fact, "vi"), say(fact, "en")
    for text in (vi, en):
        assert text and "{" not in text.replace("{{", "").replace("{type", "") and "Fact(" not in text, text
    assert vi != en, (code, vi)


def test_sentences_read_as_the_engine_made_them():
    assert say(SAMPLES["card.suit_ambiguous"]) == "«cuu van» không dấu là mơ hồ: cửu vạn (9V) hay cửu văn (9N)? " \
                                                  "Hãy viết 9V hoặc 9N."
    assert say(SAMPLES["card.too_many_copies"], "en") == ("There are 5 copies of cửu vạn (9V) in the hand (the cards "
                                                          "held, the mat and the winning card), but each kind of card "
                                                          "has only 4.")
    assert say(SAMPLES["meld.size"]) == "Bộ chíu phải có 4 lá, ở đây có 3 (9V 9V 9V)."
    assert say(SAMPLES["meld.not_mapping"]) == 'Mỗi bộ dưới chiếu phải có dạng {type: an_chan|an_ca|chiu, cards: "…"}.'
    assert say(SAMPLES["reach.dia_u_an"]).startswith("Địa ù là ù khi lượt chưa qua cửa chì của mình, mà dưới chiếu có "
                                                     "bộ đã ăn (chắn cửu vạn, cạ tam vạn – tam văn)")
    assert say(SAMPLES["field.not_int"]) == ("«players» phải là số nguyên, không phải «4» («4» trong ngoặc kép là chữ, "
                                             "không phải số: viết 4, không có ngoặc kép).")
    assert say(SAMPLES["hand.size"]) == ("Bài có 21 lá (19 trên tay + 2 dưới chiếu); cần 19 lá (bài đang chờ) hoặc 20 "
                                         "lá (bài nhà cái vừa chia, hay vừa ăn chưa đánh).")


H = "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N 4V"


def test_a_failed_u_is_glossed_in_english_on_first_mention_only():
    u = check_u(make_win(H, "9V", source="boc", drawn_by="self"))
    assert not u.valid and u.reason.code == "win.invalid"
    assert say(u.reason) == ("Không ù được: còn ba đầu cửu vạn – cửu văn – cửu sách (ba đầu không thành bộ); còn "
                             "quân què tứ vạn.")
    assert say(u.reason, "en") == ("Not an ù: the ba đầu cửu vạn (9 of vạn) – cửu văn (9 of văn) – cửu sách (9 of "
                                   "sách) is left over, and a ba đầu is not a set; què left: tứ vạn (4 of vạn).")
    assert say(why_not(u)) == "còn ba đầu cửu vạn – cửu văn – cửu sách (ba đầu không thành bộ); còn quân què tứ vạn"


def test_the_same_error_is_said_in_either_language_without_parsing_again():
    with pytest.raises(ChanError) as got:
        Hand("9V 9V 9V 9V cửu vạn")
    err = got.value
    assert err.code == "card.too_many_copies" and err.params["card"] is parse_card("9V")
    assert say(err) == "Có 5 lá cửu vạn (9V), nhưng mỗi quân chỉ có 4 lá."
    assert say(err, "en") == "There are 5 copies of cửu vạn (9V), but each kind of card has only 4."


def test_why_no_wait_is_a_fact_with_its_reason():
    f = why_no_wait("2V 2V")
    assert f.code == "wait.none" and f["why"] == Fact("wait.reason.count", n=2)
    assert say(f) == "Bài chưa chờ ù: cần đúng 19 lá (trên tay + dưới chiếu) để chờ quân thứ 20, ở đây có 2 lá."


def test_meld_errors_name_the_meld_type_in_the_games_words():
    with pytest.raises(ChanError) as got:
        Meld("an_chan", (K["9V"], K["8V"]))
    assert got.value.params["type"] == "an_chan" and "ăn chắn" in say(got.value, "en")
