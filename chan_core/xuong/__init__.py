"""Xướng: the canonical declaration of a win, and grading a declared one.

Seed 001 §V "Xướng" and "thứ tự xướng" (repeated in §VII), 001 §V.18 and the
"Chú ý" after §V.24, 001 §VII "Xướng sai, xướng thiếu", "Ù bạch thủ mà ko hô
bị đền làng"; seed 002 §VI (báo); seed 003 "Xướng ù" (sanhrong order).

**Canonical xướng** (:func:`canonical`). Order data from the rules:
``rules/xuong.yaml`` ``orders`` (one per variant: steps of cước ids, the word
said before a step — "có" —, ``u_first``) and ``rules/cuoc.yaml``
(``xuong_word``, ``u_part``, ``u_after``, ``group``). Classic (001 §V):
thông, chì; ONE ù-word joining the kinds of ù ("địa chíu ù", "ù bòn"; a bare
"ù" when there is none); the cước of the hand (bạch thủ, thập thành …);
"có tôm", "có 2 lèo" … last ("Thông thiên ù thập thành …", 001 §V.11).
Sanhrong (003): a bare "Ù" opens the xướng ("Ù thông tám đỏ 2 lèo"), but
when a kind of ù is said the first "Ù" is dropped and the kind carries it
("Thông thiên ù …", "Chì địa ù" — 003 "bỏ chữ Ù đầu tiên"); lèo/tôm
without "có".

**Grading** (:func:`grade`). A declaration is an ordered list of
:class:`Said` (id + count). Verdicts:

* ``sai`` — declared a cước the hand does not have, or a bigger count
  (001 §VII "xướng sai (hoặc thừa)"); traps (``rules/xuong.yaml`` ``traps``):
  "bạch thủ" said on a bạch thủ chi (``bach_thu_cho_bach_thu_chi``, 001 §V.18
  "vẫn là hô sai"), a hoa/cá/nhà cước said together with chì or bạch thủ
  (``hoa_ca_nha_kem_chi_bach_thu``, 001 §V chú ý).
* ``thieu`` — everything said is right but something is left out: paid only
  for what was said (001 §VII). A bạch thủ win whose bạch thủ is not said in
  any form is the trap ``u_bach_thu_khong_ho`` ("bị đền làng", 001 §VII):
  its verdict is the YAML's (sai: the winner is not paid and đền each player
  the value of what was declared, as for a xướng sai — the seed gives no
  amount; decision ``u_bach_thu_khong_ho`` in ``rules/decisions.yaml``).
* ``dung`` — nothing missing. Saying chì and/or bạch thủ — chì alone, bạch
  thủ alone, or both — instead of the hoa/cá/nhà cước they make up is still
  đúng (trap ``chi_bach_thu_thay_hoa``, 001 §V chú ý "xướng chì và/hoặc bạch
  thủ mà ko xướng hoa/nhà/cá thì vẫn coi là xướng đúng"): paid the value of
  what was said; the picture cước is in ``missing`` with ``counted=False``
  and the unsaid chì or bạch thủ is not thiếu. That trap takes precedence
  over ``u_bach_thu_khong_ho`` (``overrides`` in ``rules/xuong.yaml``); only
  the picture cước said together with chì or bạch thủ is sai.
  :attr:`Grade.summary` states the verdict and why (a fact: :func:`words.say` words it).

Order slips are only ``remarks``: "thường làng không bắt lỗi hô không đúng
thứ tự" (001 §V).

**Money** (:func:`payments`): in điểm (× tiền mỗi điểm); 2 vs 3–4 players,
with or without báo, both readings of "báo + xướng sai" (option
``bao_xuong_sai``, default from ``rules/payouts.yaml``).

Decisions where the seeds are silent:

* The đền for a xướng sai is the point value of the whole xướng as it was
  declared (scored like a win, gà included when the table plays gà) — 001
  §VII "bằng số tiền tương ứng có cước mình xướng sai", 002 "theo cước mình
  đã xướng sai"; the same reading as ``rules/payouts.yaml`` ``xuong_sai``.
* Saying nothing but "ù" on a hand with cước is thiếu, paid as ù xuông.
* Declaring "xuông" on a hand that has cước is a cước it does not have: sai.
* A cước said twice in one xướng is added up (with a remark).
* Under 002's báo reading, the báo player đền the players not under báo
  other than the winner (the winner, having xướng sai, is not paid).

The package: :mod:`~chan_core.xuong.rules` (rules data, order, traps),
:mod:`~chan_core.xuong.spoken` (declared items, the words of a xướng, the canonical xướng),
:mod:`~chan_core.xuong.grading` (verdict, findings, remarks) and :mod:`~chan_core.xuong.money`
(payments). Reasons, remarks and summaries are :class:`~chan_core.facts.Fact` values
(``xuong.*``, ``payouts.*``); ``words/phrases/xuong.py`` words them.
"""
from __future__ import annotations

from chan_core.xuong.rules import (BACH_THU, BACH_THU_CHI, BAO_RULES, GROUPS, SRC_ORDER, SRC_SAI, VERDICTS, XUONG,
                                   bao_rules, cuoc_info, order_of, pays_rule, sort_key, trap, trap_verdict,
                                   verdict_fact, xuong_rules)
from chan_core.xuong.spoken import Canonical, Said, canonical, item_word, read_declared, say, u_word
from chan_core.xuong.money import Payment, Payments, payments
from chan_core.xuong.grading import Finding, Grade, grade, order_remarks

__all__ = [
    "BACH_THU", "BACH_THU_CHI", "BAO_RULES", "GROUPS", "SRC_ORDER", "SRC_SAI", "VERDICTS", "XUONG",
    "bao_rules", "cuoc_info", "order_of", "pays_rule", "sort_key", "trap", "trap_verdict", "verdict_fact",
    "xuong_rules", "Canonical", "Said", "canonical", "item_word", "read_declared", "say", "u_word",
    "Payment", "Payments", "payments", "Finding", "Grade", "grade", "order_remarks",
]
