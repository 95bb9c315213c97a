"""Sentences of the money after a hand (:mod:`chan_core.payouts`): reasons and summaries."""
from __future__ import annotations

from words.i18n import N_, WORDS, number

TEMPLATES = {
    "payouts.players.range": N_("Số người chơi phải từ {min} đến {max}, không phải {value}."),
    "payouts.seat.unknown": N_("Chỗ ngồi {seat} không có: với {players} người, chỗ ngồi là 0 … {last}."),
    "payouts.an_tien.why": N_("Người thua trả người ù {points} điểm × {bet}"),
    "payouts.an_tien.summary": N_("Mỗi người thua trả người ù {points} điểm."),
    "payouts.xuong_thieu.why": N_("Xướng thiếu: chỉ ăn {points} điểm của các cước đã xướng"),
    "payouts.xuong_thieu.summary": N_("Xướng thiếu: mỗi người thua chỉ trả {points} điểm (các cước đã xướng)."),
    "payouts.nghi_an_tien.summary": N_("Nghỉ ăn tiền: người ù không được ăn tiền, không ai phải trả."),
    "payouts.penalty.why": N_("{name}: phạt bằng tám đỏ hai lèo = {points} điểm, đền mỗi người"),
    "payouts.penalty.summary": N_("{name}: người phạm đền mỗi người trong làng {points} điểm (tám đỏ hai lèo)."),
    "payouts.name.u_lao": N_("Ù láo"),
    "payouts.name.u_bao": N_("Ù báo"),
    "payouts.bao.none": N_("Cần ít nhất một người bị báo."),
    "payouts.bao.winner": N_("Người ù (chỗ {seat}) không thể đồng thời bị báo."),
    "payouts.bao.why": N_("Bị báo: trả thay làng {shares} phần × {points} điểm = {total} điểm"),
    "payouts.bao.summary": N_("Người bị báo trả thay cả làng {total} điểm cho người ù; người khác không phải trả."),
    "payouts.xuong_sai.rule_unknown": N_("Cách tính «{rule}» không có; chỉ có theo_002, theo_001."),
    "payouts.xuong_sai.summary_hoa": N_("Xướng sai khi có người bị báo, bàn 2 người: hòa, không ai mất tiền (002)."),
    "payouts.xuong_sai.correct_needed": N_("Cần điểm đúng của ván ù để tính phần người bị báo đền."),
    "payouts.xuong_sai.bao_why": N_("Bị báo: đền người không báo theo cước đúng ({points} điểm)"),
    "payouts.xuong_sai.why": N_("Xướng sai: đền theo các cước đã xướng ({points} điểm)"),
    "payouts.xuong_sai.summary_002": N_("Xướng sai khi có người bị báo (002): người báo đền người không báo theo cước "
                                        "đúng; người ù đền mỗi người không báo {points} điểm."),
    "payouts.xuong_sai.summary_001": N_("Xướng sai khi có người bị báo (001): người báo không phải trả; người ù đền "
                                        "mỗi người không báo {points} điểm."),
    "payouts.xuong_sai.summary": N_("Xướng sai: người ù đền mỗi người {points} điểm (giá trị lời xướng)."),
}


def _bet_range(fact, say) -> str:
    return WORDS.gettext(N_("Tiền mỗi điểm phải là số từ 0 đến {max}, không phải {value}.")).format(
        max=number(fact["max"]), value=say(fact["value"]))


def _points_range(fact, say) -> str:
    return WORDS.gettext(N_("Số điểm phải là số nguyên từ 0 đến {max}, không phải {value}.")).format(
        max=number(fact["max"]), value=say(fact["value"]))


RENDERERS = {"payouts.bet.range": _bet_range, "payouts.points.range": _points_range}
