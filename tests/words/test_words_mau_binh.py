"""The words of the Mậu binh engine's facts (issue 23, :mod:`words.phrases.mau_binh`; the round's and the special
verdict's in ``test_words_mau_binh_play``): every code said in Vietnamese and in English, exactly as
the engine worded it before it said facts (the Vietnamese is the gettext message id, the English
came over from ``mau_binh/locale``), and the engine stating every one of them."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import words
from chan_core.errors import ChanError
from chan_core.facts import Fact
from mau_binh.arrangement import Arrangement
from mau_binh.chi import chi_value, why_compare
from mau_binh.options import make_options
from mau_binh.scoring import settle
from mau_binh.cards import Card, read_hand
from mau_binh.drill import deal_hand, grade
from mau_binh.rules import load_rules
from mau_binh.solver import solve
from tests.english_check import vietnamese_leaks
from tests.words.test_words_mau_binh_play import EXAMPLES as PLAY
from words.phrases import mau_binh as phrases, tables

C = Fact("mau_binh.chi", category="cu_lu", ranks=(8, 11))
D = Fact("mau_binh.chi", category="doi", ranks=(13, 14))
S = Fact("mau_binh.chi", category="sanh", ranks=(5,))
ROOT = Path(__file__).resolve().parents[2]
WHY = Fact("mau_binh.compare.rank", a=D, b=Fact("mau_binh.chi", category="doi", ranks=(13, 12, 3, 2)),
           category="doi", index=1, x=14, y=12)
STEP = Fact("mau_binh.check.step", chi="front", next_chi="middle", why=WHY)
EXAMPLES = [
    Fact("mau_binh.chi", category="thung_pha_sanh", ranks=(14,)),
    S, C, D,
    Fact("mau_binh.chi", category="tu_quy", ranks=(9, 4)),
    Fact("mau_binh.chi", category="xam_chi", ranks=(7,)),
    Fact("mau_binh.chi", category="xam_chi", ranks=(7, 3, 2)),
    Fact("mau_binh.chi", category="thu", ranks=(5, 2, 6)),
    Fact("mau_binh.chi", category="thung", ranks=(13, 11, 10, 9, 7)),
    Fact("mau_binh.chi", category="rac", ranks=(12, 9, 5)),
    Fact("mau_binh.chi.label", chi=D),
    Fact("mau_binh.compare.draw", a=S, b=S),
    Fact("mau_binh.compare.category", a=C, b=S, high="cu_lu", low="sanh"),
    WHY,
    Fact("mau_binh.compare.rank", a=Fact("mau_binh.chi", category="thung", ranks=(13, 11, 10, 9, 7)),
         b=Fact("mau_binh.chi", category="thung", ranks=(13, 11, 8, 9, 7)), category="thung", index=2, x=10, y=8),
    Fact("mau_binh.compare.longer", a=Fact("mau_binh.chi", category="rac", ranks=(14, 13, 12, 3, 2)),
         b=Fact("mau_binh.chi", category="rac", ranks=(14, 13, 12))),
    Fact("mau_binh.compare.higher", a=C, b=S),
    Fact("mau_binh.check.ok"), STEP, Fact("mau_binh.check.lung", problems=(STEP,)),
    Fact("mau_binh.duel.special_draw", special="sau_doi"),
    Fact("mau_binh.duel.special_beats", player=1, special="muoi_ba_cung_mau", other="muoi_hai_cung_mau", points=3),
    Fact("mau_binh.duel.special_wins", player=2, special="ba_sanh", points=6),
    Fact("mau_binh.duel.lung_draw"), Fact("mau_binh.duel.lung", loser=3, winner=1),
    Fact("mau_binh.duel.chi_draw", chi="back", a=S, b=S),
    Fact("mau_binh.duel.lung_bonus", chi="front", player=1, bonus="xam_chi_dau", points=3),
    Fact("mau_binh.duel.chi_won", chi="front", player=1, winner=D, loser=Fact("mau_binh.chi", category="rac", ranks=(12, 9, 5))),
    Fact("mau_binh.duel.chi_won_bonus", chi="middle", player=2, winner=C, loser=S, bonus="cu_lu_chi_giua", points=2),
    Fact("mau_binh.duel.sap_ham", winner=1, loser=2),
    Fact("mau_binh.special.all_red"), Fact("mau_binh.special.all_black"),
    Fact("mau_binh.special.twelve_black", card=Card("Qh")), Fact("mau_binh.special.twelve_red", card=Card("4c")),
    Fact("mau_binh.special.sau_doi", pairs=(3, 6, 8, 10, 12, 14)),
    Fact("mau_binh.special.ba_sanh", front=(Card("Ah"), Card("2d"), Card("3c")),
         middle=tuple(map(Card, "4s 5d 6h 7d 8c".split())), back=tuple(map(Card, "9s Td Jh Qd Kc".split()))),
    Fact("mau_binh.special.ba_thung", suits=("s", "h", "d"), front=tuple(map(Card, "2s 5s 9s".split())),
         middle=tuple(map(Card, "3h 6h 8h Jh Kh".split())), back=tuple(map(Card, "4d 7d 9d Td Qd".split()))),
    Fact("mau_binh.drill.special", special="sau_doi", detail=Fact("mau_binh.special.sau_doi", pairs=(3, 6, 8, 10, 12, 14)),
         points=3),
    Fact("mau_binh.drill.if_no_special"),
    Fact("mau_binh.drill.lung", lung=-3.0, best=1.3125, lost=4.3125),
    Fact("mau_binh.drill.chi_same", chi="front", yours=D, share=0.8512),
    Fact("mau_binh.drill.chi_differs", chi="back", yours=S, share=0.004, best=C, best_share=0.9996),
    Fact("mau_binh.drill.as_best", yours=1.3125), Fact("mau_binh.drill.close", yours=0.41, best=0.4213),
    Fact("mau_binh.drill.lost", yours=-0.25, best=0.4213, lost=0.6713),
    # refusals
    Fact("mau_binh.card.not_a_card", text="5"), Fact("mau_binh.card.not_one", text="As Ks", count=2),
    Fact("mau_binh.card.no_such", rank="1", suit="s"), Fact("mau_binh.card.unknown", text="Zz"),
    Fact("mau_binh.card.unknown_many", texts=("1c", "7x"), more=-3),
    Fact("mau_binh.card.unknown_many", texts=("a", "b", "c", "d", "e"), more=2),
    Fact("mau_binh.cards.too_many", deck=52), Fact("mau_binh.cards.not_cards", text=Fact("value.mapping", n=1)),
    Fact("mau_binh.card.twice", card=Card("As"), where=""), Fact("mau_binh.card.twice", card=Card("Th"), where="chi"),
    Fact("mau_binh.card.twice", card=Card("Ks"), count=3, where="players", also=[(Card("2c"), 2)]),
    Fact("mau_binh.card.twice", card=Card("Qd"), where="arrangement"), Fact("mau_binh.card.twice", card="2c", where="box"),
    Fact("mau_binh.hand.size", size=13, count=2), Fact("mau_binh.deal.players", players="7"),
    Fact("mau_binh.chi.size", count=4), Fact("mau_binh.chi.no_category"), Fact("mau_binh.compare.needs_chi", a="1", b="2"),
    Fact("mau_binh.chi.count", chi="middle", size=5, count=4),
    Fact("mau_binh.arrangement.not_text", text="5"), Fact("mau_binh.arrangement.parts", text="As Kd", count=1),
    Fact("mau_binh.arrangement.parts", text="a/b", count=2),
    Fact("mau_binh.arrangement.not_mapping", value="3"),
    Fact("mau_binh.arrangement.required"), Fact("mau_binh.field.missing", name="middle"),
    Fact("mau_binh.players.count", min=2, max=4, count=1), Fact("mau_binh.player.not_arrangement", player=2, value="3"),
    Fact("mau_binh.options.not_options"), Fact("mau_binh.options.not_mapping", value="5"),
    Fact("mau_binh.option.bool", name="sap_ham", value="3"), Fact("mau_binh.option.int", name="special_points", value="ba"),
    Fact("mau_binh.option.range", name="special_points", min=1, max=100, value="1000"),
    Fact("mau_binh.option.choice", name="special_ranking", choices=("theo_seed", "thong_dung"), value="x"),
    Fact("mau_binh.option.list", name="bonuses", choices=("xam_chi_dau", "cu_lu_chi_giua"), value="3"),
    Fact("mau_binh.option.list_item", name="bonuses", value="zz", choices=("xam_chi_dau", "cu_lu_chi_giua")),
    Fact("mau_binh.special.unknown", id="x"), Fact("mau_binh.rules.no_category", id="x"),
    Fact("mau_binh.rules.no_option", id="x"), Fact("mau_binh.rules.no_bonus", id="x"),
    Fact("mau_binh.rules.no_rule", id="x"), Fact("mau_binh.solver.all_lung"),
    Fact("mau_binh.strength.unreadable", file="chi_strength.json", error="OSError"),
    Fact("mau_binh.scenario.both_forms"), Fact("mau_binh.scenario.no_form"),
    Fact("mau_binh.scenario.players_list", min=2, max=4, value="x"), Fact("mau_binh.scenario.player_mapping", value="3"),
    Fact("mau_binh.drill.not_dealt", card=Card("7d")),
    # rules/mau_binh.yaml
    Fact("mau_binh.rules.duplicate", file="mau_binh.yaml", section="bonuses", id="cu_lu_chi_giua"),
    Fact("mau_binh.rules.duplicate", file="mau_binh.yaml", section="decisions", id="ten_goi"),
    Fact("mau_binh.rules.chi_order", file="mau_binh.yaml"),
    Fact("mau_binh.rules.categories", file="mau_binh.yaml", size=3, want=("xam_chi", "doi", "rac"), got=("doi", "rac")),
    Fact("mau_binh.rules.specials", file="mau_binh.yaml", want=("sau_doi", "ba_sanh"), got=("sau_doi",)),
    Fact("mau_binh.rules.ranking_order", file="mau_binh.yaml", id="theo_seed"),
    Fact("mau_binh.rules.bonus_category", file="mau_binh.yaml", id="x", category="hai_doi"),
    Fact("mau_binh.rules.bonus_chi", file="mau_binh.yaml", id="x", chi="front", category="thung"),
    Fact("mau_binh.rules.option_choices", file="mau_binh.yaml", id="bonuses", choices=("a", "b")),
    Fact("mau_binh.rules.option_default", file="mau_binh.yaml", id="special_ranking",
         why=Fact("mau_binh.option.choice", name="special_ranking", choices=("theo_seed", "thong_dung"), value="x")),
    Fact("mau_binh.rules.decision_option", file="mau_binh.yaml", id="luat_nha", option="special_pts"),
    Fact("mau_binh.rules.option_decision", file="mau_binh.yaml", id="sap_lang", decision="sap_lang_x"),
    Fact("mau_binh.rules.problems", problems=(Fact("mau_binh.rules.chi_order", file="mau_binh.yaml"),
                                              Fact("mau_binh.rules.option_default", file="mau_binh.yaml",
                                                   id="special_points", why=Fact("mau_binh.option.range",
                                                   name="special_points", min=1, max=10, value="99")))),
]

SAID = [
    ('thùng phá sảnh 10 tới át', 'thùng phá sảnh 10 to A'),
    ('sảnh át tới 5', 'sảnh A to 5'),
    ('cù lũ 8 – J', 'cù lũ 8 – J'),
    ('đôi K (lẻ át)', 'đôi K (kicker A)'),
    ('tứ quý 9 (lẻ 4)', 'tứ quý 9 (kicker 4)'),
    ('xám 7', 'xám 7'),
    ('xám 7 (lẻ 3, 2)', 'xám 7 (kickers 3, 2)'),
    ('thú 5 – 2 (lẻ 6)', 'thú 5 – 2 (kicker 6)'),
    ('thùng K, J, 10, 9, 7', 'thùng K, J, 10, 9, 7'),
    ('rác Q, 9, 5', 'rác Q, 9, 5'),
    ('Đôi K (lẻ át)', 'Đôi K (kicker A) · one pair'),
    ('Sảnh át tới 5 và sảnh át tới 5 bằng nhau: hòa (chất không dùng để phân thắng thua).', 'Sảnh A to 5 and sảnh A to 5 are equal: a tie (suits never decide).'),
    ('Cù lũ 8 – J hơn sảnh át tới 5: loại chi cù lũ cao hơn sảnh.', 'Cù lũ 8 – J beats sảnh A to 5: the category cù lũ (full house) is higher than sảnh (straight).'),
    ('Đôi K (lẻ át) hơn đôi K (lẻ Q, 3, 2): cùng loại đôi, lá lẻ át hơn Q.', 'Đôi K (kicker A) beats đôi K (kickers Q, 3, 2): both are đôi (one pair), and the kicker (the odd card) A beats Q.'),
    ('Thùng K, J, 10, 9, 7 hơn thùng K, J, 8, 9, 7: cùng loại thùng, lá cao thứ 3 10 hơn 8.', 'Thùng K, J, 10, 9, 7 beats thùng K, J, 8, 9, 7: both are thùng (flush), and card number 3 from the top 10 beats 8.'),
    ('Rác át, K, Q, 3, 2 hơn rác át, K, Q: các lá so được đều bằng nhau, chi 5 lá còn lá lẻ nên lớn hơn chi 3 lá.', 'Rác A, K, Q, 3, 2 beats rác A, K, Q: every card that can be compared is equal, and the 5-card chi has kickers (odd cards) left, so it is higher than the 3-card chi.'),
    ('Cù lũ 8 – J hơn sảnh át tới 5.', 'Cù lũ 8 – J beats sảnh A to 5.'),
    ('Xếp đúng thứ tự: chi đầu ≤ chi giữa ≤ chi cuối, không lủng.', 'In the right order: chi đầu ≤ chi giữa ≤ chi cuối, not lủng.'),
    ('Chi đầu lớn hơn chi giữa. Đôi K (lẻ át) hơn đôi K (lẻ Q, 3, 2): cùng loại đôi, lá lẻ át hơn Q.', 'Chi đầu is higher than chi giữa. Đôi K (kicker A) beats đôi K (kickers Q, 3, 2): both are đôi (one pair), and the kicker (the odd card) A beats Q.'),
    ('Binh lủng: chi đầu lớn hơn chi giữa. Đôi K (lẻ át) hơn đôi K (lẻ Q, 3, 2): cùng loại đôi, lá lẻ át hơn Q.', 'Binh lủng (a foul): chi đầu is higher than chi giữa. Đôi K (kicker A) beats đôi K (kickers Q, 3, 2): both are đôi (one pair), and the kicker (the odd card) A beats Q.'),
    ('Cả hai cùng có mậu binh sáu đôi: hòa.', 'Both have the mậu binh sáu đôi: a tie.'),
    ('Người 1 có mậu binh «Mười ba lá cùng màu» lớn hơn «Mười hai lá cùng màu» nên ăn 3 điểm, không so chi.', 'Player 1 has the mậu binh «Mười ba lá cùng màu», higher than «Mười hai lá cùng màu», so wins 3 points without comparing chi.'),
    ('Người 2 có mậu binh «Ba sảnh» nên ăn 6 điểm, không so chi.', 'Player 2 has the mậu binh «Ba sảnh», so wins 6 points without comparing chi.'),
    ('Cả hai cùng binh lủng: hòa.', 'Both are binh lủng: a tie.'),
    ('Người 3 binh lủng nên thua cả 3 chi với người 1.', 'Player 3 is binh lủng, so loses all 3 chi to player 1.'),
    ('Chi cuối: sảnh át tới 5 và sảnh át tới 5 bằng nhau — hòa.', 'Chi cuối: sảnh A to 5 and sảnh A to 5 are equal — a tie.'),
    ('Chi đầu của người 1 có thưởng «Xám chi ở chi đầu»: 3 điểm.', 'Chi đầu of player 1 earns the bonus «Xám chi (three of a kind) in chi đầu»: 3 points.'),
    ('Chi đầu: người 1 thắng (đôi K (lẻ át) hơn rác Q, 9, 5), 1 điểm.', 'Chi đầu: player 1 wins — đôi K (kicker A) beats rác Q, 9, 5 — 1 point.'),
    ('Chi giữa: người 2 thắng (cù lũ 8 – J hơn sảnh át tới 5), thưởng «Cù lũ ở chi giữa» 2 điểm.', 'Chi giữa: player 2 wins — cù lũ 8 – J beats sảnh A to 5 — with the bonus «Cù lũ (full house) in chi giữa»: 2 points.'),
    ('Sập hầm: người 1 thắng cả 3 chi với người 2 nên điểm gấp đôi.',
     'Sập hầm: player 1 won all 3 chi against player 2, so the points are doubled.'),
    ('Cả 13 lá đều đỏ (cơ, rô).', 'All 13 cards are red (cơ, rô: hearts, diamonds).'),
    ('Cả 13 lá đều đen (bích, chuồn).', 'All 13 cards are black (bích, chuồn: spades, clubs).'),
    ('12 lá đen và 1 lá đỏ (Q cơ).', '12 black cards and 1 red one (queen of hearts).'),
    ('12 lá đỏ và 1 lá đen (4 chuồn).', '12 red cards and 1 black one (4 of clubs).'),
    ('6 đôi: đôi 3, đôi 6, đôi 8, đôi 10, đôi Q và đôi át.', '6 pairs: a pair of 3s, a pair of 6s, a pair of 8s, a pair of 10s, a pair of Qs, and a pair of As.'),
    ('Ba sảnh: át cơ, 2 rô, 3 chuồn / 4 bích, 5 rô, 6 cơ, 7 rô, 8 chuồn / 9 bích, 10 rô, J cơ, Q rô, K chuồn.', 'Ba sảnh: A♥, 2♦, 3♣ / 4♠, 5♦, 6♥, 7♦, 8♣ / 9♠, 10♦, J♥, Q♦, K♣.'),
    ('Ba thùng (bích, cơ, rô): 2 bích, 5 bích, 9 bích / 3 cơ, 6 cơ, 8 cơ, J cơ, K cơ / 4 rô, 7 rô, 9 rô, 10 rô, Q rô.', 'Ba thùng (bích, cơ, rô): 2♠, 5♠, 9♠ / 3♥, 6♥, 8♥, J♥, K♥ / 4♦, 7♦, 9♦, 10♦, Q♦.'),
    ('Bài này là mậu binh «Sáu đôi»: 6 đôi: đôi 3, đôi 6, đôi 8, đôi 10, đôi Q và đôi át. Có mậu binh thì thắng luôn 3 điểm mỗi đối thủ không có mậu binh, không so chi, xếp thế nào cũng vậy.', 'This hand is the mậu binh «Sáu đôi»: 6 pairs: a pair of 3s, a pair of 6s, a pair of 8s, a pair of 10s, a pair of Qs, and a pair of As. A mậu binh wins outright, 3 points from each opponent without one, with no comparing of chi, however it is arranged.'),
    ('Nếu bàn không tính mậu binh thì cách xếp được chấm như sau.', 'If the table does not count mậu binh, the arrangement is graded as follows.'),
    ('Binh lủng thì thua cả 3 chi với mọi đối thủ không lủng: mất 3 điểm mỗi người (−3,00 mỗi đối thủ), trong khi cách của máy được trung bình +1,31 — bạn mất 4,31 điểm mỗi đối thủ.', "A binh lủng loses all 3 chi to every opponent who is not lủng: 3 points to each of them (−3.00 per opponent), while the computer's arrangement averages +1.31 — you lose 4.31 points per opponent."),
    ('Chi đầu: đôi K (lẻ át), như máy — hơn khoảng 85% chi đầu của đối thủ.', "Chi đầu: đôi K (kicker A), as the computer did — it beats about 85% of opponents' chi đầu."),
    ('Chi cuối: bạn để sảnh át tới 5 — hơn khoảng 1% chi cuối của đối thủ; máy để cù lũ 8 – J — hơn khoảng 99%.', "Chi cuối: you put sảnh A to 5 — it beats about 1% of opponents' chi cuối; the computer put cù lũ 8 – J — it beats about 99%."),
    ('Đúng như cách máy xếp: trung bình +1,31 điểm mỗi đối thủ.', 'Exactly as the computer arranged it: on average +1.31 points per opponent.'),
    ('Cách của bạn được trung bình +0,41 điểm mỗi đối thủ, bằng cách của máy (+0,42) — chỉ khác lá không quan trọng.', "Your arrangement averages +0.41 points per opponent, the same as the computer's (+0.42) — only cards that do not matter are different."),
    ('Cách của bạn được trung bình −0,25 điểm mỗi đối thủ, cách của máy +0,42: bạn mất khoảng 0,67 điểm mỗi đối thủ.', "Your arrangement averages −0.25 points per opponent, the computer's +0.42: you lose about 0.67 points per opponent."),
    ('«5» không phải là một lá bài (cần mã như As hay 10h).', '«5» is not a card (write a code such as As or 10h).'),
    ('«As Ks» không phải đúng một lá bài (đọc được 2 lá).', '«As Ks» is not exactly one card (2 cards were read).'),
    ('Không có lá bài hạng «1» chất «s».', 'There is no card of rank «1» and suit «s».'),
    ('Không nhận ra lá bài «Zz»: cần hạng 2–10, J, Q, K, A (hay T cho 10) rồi chất s/h/d/c, ♠♥♦♣ hay bích/cơ/rô/chuồn — ví dụ As, 10h, Q rô.', 'The card «Zz» is not recognised: write the rank 2–10, J, Q, K, A (or T for 10), then the suit s/h/d/c, ♠♥♦♣, spades/hearts/diamonds/clubs or bích/cơ/rô/chuồn — for example As, 10h, A spades, K of clubs, Q♦.'),
    ('Không nhận ra các lá bài «1c», «7x»: cần hạng 2–10, J, Q, K, A (hay T cho 10) rồi chất s/h/d/c, ♠♥♦♣ hay bích/cơ/rô/chuồn — ví dụ As, 10h, Q rô.', 'The cards «1c», «7x» are not recognised: write the rank 2–10, J, Q, K, A (or T for 10), then the suit s/h/d/c, ♠♥♦♣, spades/hearts/diamonds/clubs or bích/cơ/rô/chuồn — for example As, 10h, A spades, K of clubs, Q♦.'),
    ('Không nhận ra các lá bài «a», «b», «c», «d», «e» và 2 từ nữa: cần hạng 2–10, J, Q, K, A (hay T cho 10) rồi chất s/h/d/c, ♠♥♦♣ hay bích/cơ/rô/chuồn — ví dụ As, 10h, Q rô.',
     'The cards «a», «b», «c», «d», «e» and 2 more words are not recognised: write the rank 2–10, J, Q, K, A (or T for 10), then the suit s/h/d/c, ♠♥♦♣, spades/hearts/diamonds/clubs or bích/cơ/rô/chuồn — for example As, 10h, A spades, K of clubs, Q♦.'),
    ('Có hơn 52 lá, nhưng cả bộ bài chỉ có 52 lá.', 'There are more than 52 cards, but the whole deck has only 52.'),
    ('«một bảng 1 mục» không phải là các lá bài (cần chuỗi như «As Kh 10d» hay một danh sách lá).', '«a table of 1 entry» is not a set of cards (write text such as «As Kh 10d» or give a list of cards).'),
    ('Lá át bích (A♠) có hai lần, nhưng bộ bài chỉ có một lá như thế.', 'The cards have the ace of spades (A♠) twice, but the deck has only one of it.'),
    ('Lá 10 cơ (10♥) có hai lần trong một chi, nhưng bộ bài chỉ có một lá như thế.', 'One chi has the 10 of hearts (10♥) twice, but the deck has only one of it.'),
    ('Lá K bích (K♠) có ba lần và 2 chuồn (2♣) có hai lần trong bài của các người chơi, nhưng mỗi lá chỉ có một trong bộ bài.',
     "The players' hands have the king of spades (K♠) three times and the 2 of clubs (2♣) twice, but the deck has only one of each."),
    ('Lá Q rô (Q♦) có hai lần trong ba chi, nhưng bộ bài chỉ có một lá như thế.', 'The three chi have the queen of diamonds (Q♦) twice, but the deck has only one of it.'),
    ('Lá 2 chuồn (2♣) có hai lần trong ô này, nhưng bộ bài chỉ có một lá như thế.', 'This box has the 2 of clubs (2♣) twice, but the deck has only one of it.'),
    ('Bài cần đúng 13 lá, ở đây có 2 lá.', 'A hand needs exactly 13 cards; this one has 2.'),
    ('Số người chơi phải từ 1 đến 4, không phải «7».', 'The number of players must be from 1 to 4, not «7».'),
    ('Một chi có 3 lá (chi đầu) hoặc 5 lá (chi giữa, chi cuối), ở đây có 4 lá.', 'A chi has 3 cards (chi đầu) or 5 cards (chi giữa, chi cuối); here it has 4.'),
    ('Không xếp được chi này vào loại nào.', 'This chi fits no category.'),
    ('Cần hai chi để so, không phải «1» và «2».', 'Two chi are needed for a comparison, not «1» and «2».'),
    ('Chi giữa cần đúng 5 lá, ở đây có 4 lá.', 'Chi giữa needs exactly 5 cards; here it has 4.'),
    ('«5» không phải một cách xếp (cần «3 lá / 5 lá / 5 lá»).', '«5» is not an arrangement (write «3 cards / 5 cards / 5 cards»).'),
    ('Cách xếp «As Kd» cần đúng 3 chi ngăn bằng «/» (chi đầu / chi giữa / chi cuối), ở đây có 1 phần.', 'The arrangement «As Kd» needs exactly 3 chi separated by «/» (chi đầu / chi giữa / chi cuối); here it has 1 part.'),
    ('Cách xếp «a/b» cần đúng 3 chi ngăn bằng «/» (chi đầu / chi giữa / chi cuối), ở đây có 2 phần.', 'The arrangement «a/b» needs exactly 3 chi separated by «/» (chi đầu / chi giữa / chi cuối); here it has 2 parts.'),
    ('Cần một bảng {front, middle, back}, không phải «3».', 'A table {front, middle, back} is needed, not «3».'),
    ('Cần một cách xếp ba chi (Arrangement).', 'An arrangement in three chi (Arrangement) is needed.'),
    ('Thiếu trường «middle».', 'The field «middle» is missing.'),
    ('Mậu binh chơi 2–4 người, ở đây có 1 người.', 'Mậu binh is played by 2–4 players, not 1.'),
    ('Người 2 cần một cách xếp ba chi, không phải «3».', 'Player 2 needs an arrangement in three chi, not «3».'),
    ('Tùy chọn phải là Options (từ make_options).', 'The options must be an Options (from make_options).'),
    ('«options» phải là một bảng tùy chọn, không phải «5».', '«options» must be a table of options, not «5».'),
    ('«sap_ham» phải là true hoặc false, không phải «3».', '«sap_ham» must be true or false, not «3».'),
    ('«special_points» phải là một số nguyên, không phải «ba».', '«special_points» must be a whole number, not «ba».'),
    ('«special_points» phải từ 1 đến 100, không phải 1000.', '«special_points» must be from 1 to 100, not 1000.'),
    ('«special_ranking» phải là một trong theo_seed, thong_dung, không phải «x».', '«special_ranking» must be one of theo_seed, thong_dung, not «x».'),
    ('«bonuses» phải là một danh sách trong xam_chi_dau, cu_lu_chi_giua, không phải «3».', '«bonuses» must be a list taken from xam_chi_dau, cu_lu_chi_giua, not «3».'),
    ('«bonuses»: không có «zz»; chỉ có xam_chi_dau, cu_lu_chi_giua.', '«bonuses»: there is no «zz»; the choices are xam_chi_dau, cu_lu_chi_giua.'),
    ('Không có bài mậu binh «x».', 'There is no mậu binh hand «x».'),
    ('Không có loại chi «x».', 'There is no chi category «x».'),
    ('Không có tùy chọn «x».', 'There is no option «x».'),
    ('Không có thưởng «x».', 'There is no bonus «x».'),
    ('Không có luật «x».', 'There is no rule «x».'),
    ('Không tìm được cách xếp nào không lủng.', 'No arrangement that is not lủng was found.'),
    ('Không đọc được bảng sức mạnh chi chi_strength.json (OSError); chạy lại tools/build_chi_strength.py.', 'The chi strength table chi_strength.json could not be read (OSError); run tools/build_chi_strength.py again.'),
    ('Cho hoặc «cards» (13 lá để máy xếp) hoặc «front»/«middle»/«back» (một cách xếp), không cả hai.', 'Give either «cards» (13 cards for the computer to arrange) or «front»/«middle»/«back» (one arrangement), not both.'),
    ('Thiếu «cards» (13 lá) hoặc «front»/«middle»/«back» (một cách xếp).', '«cards» (13 cards) or «front»/«middle»/«back» (one arrangement) is missing.'),
    ('«players» phải là danh sách 2–4 người {front, middle, back}, không phải «x».', '«players» must be a list of 2–4 players {front, middle, back}, not «x».'),
    ('Mỗi người chơi là một bảng {front, middle, back}, không phải «3».', 'Each player is a table {front, middle, back}, not «3».'),
    ('Lá 7 rô không có trong 13 lá được chia.', 'The 7 of diamonds is not among the 13 cards dealt.'),
    ("mau_binh.yaml: thưởng 'cu_lu_chi_giua' bị lặp", "mau_binh.yaml: bonus 'cu_lu_chi_giua' is there twice"),
    ("mau_binh.yaml: quyết định 'ten_goi' bị lặp", "mau_binh.yaml: the app's decision 'ten_goi' is there twice"),
    ("mau_binh.yaml: 'chi' phải là front (3 lá), middle (5 lá), back (5 lá) theo thứ tự đó", "mau_binh.yaml: 'chi' must be front (3 cards), middle (5 cards), back (5 cards), in that order"),
    ('mau_binh.yaml: loại chi 3 lá phải là xam_chi, doi, rac (cao xuống thấp), không phải doi, rac', 'mau_binh.yaml: the 3-card categories must be xam_chi, doi, rac (high to low), not doi, rac'),
    ('mau_binh.yaml: bài mậu binh phải là sau_doi, ba_sanh, không phải sau_doi', 'mau_binh.yaml: the mậu binh hands must be sau_doi, ba_sanh, not sau_doi'),
    ("mau_binh.yaml: thứ tự 'theo_seed', trường 'order': phải có mỗi bài mậu binh đúng một lần", "mau_binh.yaml: ranking 'theo_seed', field 'order': must hold each mậu binh hand exactly once"),
    ("mau_binh.yaml: thưởng 'x', trường 'category': loại chi 'hai_doi' không tồn tại", "mau_binh.yaml: bonus 'x', field 'category': there is no category 'hai_doi'"),
    ("mau_binh.yaml: thưởng 'x': chi front không thể là thung", "mau_binh.yaml: bonus 'x': chi front cannot be thung"),
    ("mau_binh.yaml: tùy chọn 'bonuses', trường 'choices': phải là a, b", "mau_binh.yaml: option 'bonuses', field 'choices': must be a, b"),
    ("mau_binh.yaml: tùy chọn 'special_ranking', trường 'default': «special_ranking» phải là một trong theo_seed, thong_dung, không phải «x».", "mau_binh.yaml: option 'special_ranking', field 'default': «special_ranking» must be one of theo_seed, thong_dung, not «x»."),
    ("mau_binh.yaml: quyết định 'luat_nha', trường 'option': tùy chọn 'special_pts' không tồn tại", "mau_binh.yaml: decision 'luat_nha', field 'option': there is no option 'special_pts'"),
    ("mau_binh.yaml: tùy chọn 'sap_lang', trường 'decision': quyết định 'sap_lang_x' không có trong decisions.yaml hoặc không nói về tùy chọn này", "mau_binh.yaml: option 'sap_lang', field 'decision': decision 'sap_lang_x' is not in decisions.yaml or is not about this option"),
    ("mau_binh.yaml: 'chi' phải là front (3 lá), middle (5 lá), back (5 lá) theo thứ tự đó\nmau_binh.yaml: tùy chọn 'special_points', trường 'default': «special_points» phải từ 1 đến 10, không phải 99.", "mau_binh.yaml: 'chi' must be front (3 cards), middle (5 cards), back (5 cards), in that order\nmau_binh.yaml: option 'special_points', field 'default': «special_points» must be from 1 to 10, not 99."),
]
"""(Vietnamese, English) of each of :data:`EXAMPLES`, in order."""

CODES = sorted({*tables(phrases.__name__)["TEMPLATES"], *phrases.RENDERERS})


def test_every_mau_binh_code_has_an_example():
    assert sorted({f.code for f in (*EXAMPLES, *PLAY)}) == CODES and len(SAID) == len(EXAMPLES)


@pytest.mark.parametrize("i", range(len(EXAMPLES)), ids=[f"{i}-{f.code}" for i, f in enumerate(EXAMPLES)])
def test_each_fact_said_in_both_languages(i):
    fact, (vi, en) = EXAMPLES[i], SAID[i]
    assert (words.say(fact, "vi"), words.say(fact, "en")) == (vi, en)
    assert not re.search(r"\{[a-z_]+\}", vi + en)
    assert vietnamese_leaks([("mau_binh", fact.code, en)]) == [], en
    assert Fact.from_json(fact.to_json()) == Fact.from_json(Fact.from_json(fact.to_json()).to_json())
    assert words.say(Fact.from_json(fact.to_json()), "en") == en  # stored as JSON (cards by code), said the same


def _facts(x):
    if isinstance(x, Fact):
        yield x
        for _k, v in x:
            yield from _facts(v)
    elif isinstance(x, tuple):
        for v in x:
            yield from _facts(v)


def test_the_engine_states_the_codes_it_is_said_with():
    """The engine's answers on real hands carry the codes above (and only those)."""
    stated = []
    for text in ("Ks Kd 4c / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd", "Ks Kd Kc / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd",
                 "2s 3d 4c / 2h 7h 9h Jh Kh / 9s Ts Jd Qd Kc", "As Ks Qc / Ad Kd Qh 3s 2c / 9s 9h 9d 5c 5d"):
        chk = Arrangement.parse(text)
        stated += [chk.reason, *chk.problems, *(v.label() for v in chk.values)]
    for sp in load_rules().specials:
        g = grade(sp.example, solve(sp.example).arrangement)
        stated += g.lines
    for seed in (4242, 4243):
        hand = deal_hand(seed)
        best = solve(hand).arrangement
        for arr in (best, Arrangement(best.front, best.back, best.middle)):
            stated += grade(hand, arr).lines
    table = [Arrangement.parse("Ks Kd Kc / 7h 7d 7s 2c 2d / 8s 8h 8d 8c Jd"),
             Arrangement.parse("Qs 9d 5c / 2h 3h 5s 9h 6c / 9s Ts Js Qh Ah"),
             Arrangement.parse("Qc Qd 5d / As Ac 4s 4h 6d / 3c 4c 5h 6s 7c")]
    for o in (None, make_options(sap_ham=True, bonuses=[b.id for b in load_rules().bonuses])):
        stated += [ln for d in settle(table, o).duels for ln in d.lines]
    stated += [ln for d in settle([Arrangement.parse("2s 2c 5s / 5c 9s 9c Js Qs / Kc Ac 3s 7c 4s"),
                                   Arrangement.parse("3h 3d 6h / 6d 8h 8d Th Td / Qh Qd Ah Ad 8c")]).duels for ln in d.lines]
    stated.append(why_compare(chi_value("Ks Kd 4c"), chi_value("Kh Kc 4d")))
    with pytest.raises(ChanError) as e:
        read_hand("As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s A♠")
    stated.append(e.value.fact)
    codes = {f.code for f in _facts(tuple(stated))}
    assert codes <= set(CODES)
    assert {"mau_binh.check.lung", "mau_binh.check.step", "mau_binh.compare.rank", "mau_binh.compare.category",
            "mau_binh.compare.draw", "mau_binh.duel.chi_won_bonus", "mau_binh.duel.sap_ham",
            "mau_binh.duel.special_beats", "mau_binh.drill.special", "mau_binh.drill.lung",
            "mau_binh.special.ba_sanh", "mau_binh.special.ba_thung", "mau_binh.chi.label"} <= codes
    for f in stated:
        assert words.say(f, "vi") and words.say(f, "en")


def _mau_binh_sources() -> list:
    """Every source a Mậu binh page cites: the rules file's entries and the pages' own badges."""
    r = load_rules()
    out = [r.game.source, r.deck.source]
    for section in ("chi", "categories", "rules", "specials", "house_specials", "bonuses", "options"):
        out += [x.source for x in getattr(r, section)]
    for page in ("kiem_tra_binh", "xep_binh", "choi_mau_binh", "mau_binh_luat"):
        text = (ROOT / "app_pages" / f"{page}.py").read_text(encoding="utf-8")
        out += [{"seed": s, "section": sec} for s, sec in
                re.findall(r'source_badge\(\{"seed": "(\d+)", "section": "([^"]*)"\}\)', text)]
    return out


def test_english_source_lines_say_what_the_vietnamese_say():
    """Each Mậu binh source line in English carries the same parts as in Vietnamese: as many «; » parts and
    «…» quotes, the same numbers (sections, text 004), no Vietnamese word but the game's; it said only
    «Source: team decision: text 004» or «…, section 1» where the Vietnamese named the chi and the category."""
    from ui.feedback import source_text
    from tests.english_check import leftover_words

    sources = _mau_binh_sources()
    assert len(sources) > 40
    r = load_rules()
    game = {x.name.lower() for x in (*r.chi, *r.categories, *r.specials)} | {"binh lủng", "xám chi", "dzách", "thú"}
    for src in sources:
        with words.language("vi"):
            vi = source_text(src)
        with words.language("en"):
            en = source_text(src)
        unquoted = [re.sub(r"«[^»]*»", "", t) for t in (vi.lower(), en.lower())]  # a quote is counted
        assert vi.count(";") == en.count(";") and vi.count("«") == en.count("«"), (vi, en)
        assert re.findall(r"\d+", unquoted[0]) == re.findall(r"\d+", unquoted[1]), (vi, en)  # sections, text 004
        assert leftover_words(en) == [], (vi, en)
        named = unquoted[0]  # the game's words named outside quotes
        said = [t for t in game if re.search(rf"(?<!\w){re.escape(t)}(?!\w)", named)]
        assert all(t in en.lower() for t in said), (vi, en)  # the game's words: Cù lũ, chi đầu, binh lủng …


def test_source_sections_are_said_from_the_rules_file_alone():
    """One source of the words: a Mậu binh source section's msgid is the text ``rules/mau_binh.yaml`` writes (its
    ``sections`` and every «; » part of a ``source.section``), extracted from that file for the .po; the words layer
    keeps no copy of them. Vietnamese says each part as written, English says it translated."""
    from tools.i18n import PHRASES, extract
    from words.phrases import tables
    from words.phrases.mau_binh import source_said

    assert "sources" not in tables("words.phrases.mau_binh")
    parts = load_rules().source_parts
    assert {"Xếp bài", "Cộng điểm", "seed 004 không có sập hầm"} <= parts and len(parts) > 25
    assert parts <= {m for m, _line, _ctx in extract(PHRASES / "mau_binh.py")}
    for p in parts:
        with words.language("vi"):
            assert source_said(p) == p
        with words.language("en"):
            en = source_said(p)
        assert en and (en != p or p == "Mậu binh") and "seed" not in en, (p, en)  # the game keeps its name
