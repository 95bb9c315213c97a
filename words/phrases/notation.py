"""Sentences of the position notation (:mod:`chan_core.game.notation`): a line that does not read."""
from __future__ import annotations

from words.i18n import N_

TEMPLATES = {
    "game.notation.not_text": N_("Vị trí ván bài phải là một dòng chữ, không phải {value}."),
    "game.notation.tag": N_("Dòng vị trí phải bắt đầu bằng «{tag}» và có dấu «|» trước các nước đi."),
    "game.notation.header": N_("Không hiểu phần đầu «{value}» của dòng vị trí (cần p…, s…, d…, và có thể v…, t…, "
                               "o…, k…, mỗi thứ một lần)."),
    "game.notation.missing": N_("Dòng vị trí thiếu phần «{name}…» (p số người, s hạt giống chia bài, d người bốc "
                                "cái)."),
    "game.notation.number": N_("«{value}» phải là một số nguyên không âm."),
    "game.notation.cards": N_("«{value}» không phải các mã quân bài viết liền nhau (mỗi mã 2 ký tự, như 9V hay "
                              "CC)."),
    "game.notation.move": N_("Không hiểu nước đi «{value}» (cần chỗ ngồi, một chữ d b a w c r u p x, rồi các "
                             "quân)."),
}
