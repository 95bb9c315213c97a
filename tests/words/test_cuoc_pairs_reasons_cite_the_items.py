"""The reasons «Tính điểm» gives for cước that never come together cite the right items of seed 001 §V
and say why they clash, in one sentence without a doubled «mà» (Vietnamese and English)."""
import pytest

from chan_core.errors import ChanError
from chan_core.options import make_options
from chan_core.scoring import check_cuoc
from words import language, say


def refusal(cuoc: dict[str, int], lang: str) -> str:
    with pytest.raises(ChanError) as e:
        check_cuoc(cuoc, make_options("classic", {}))
    with language(lang):
        return say(e.value)


@pytest.mark.parametrize("lang, thien", [("vi", "thiên ù là nhà cái ù ngay trên 20 lá được chia"),
                                         ("en", "thiên ù is the cái player's ù right on the 20 dealt cards")])
def test_dia_u_with_thien_u_says_both_and_cites_items_5_and_6(lang, thien):
    text = refusal({"thien_u": 1, "dia_u": 1}, lang)
    assert thien in text and text.endswith("(001 §V mục 5, 6).")


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("cuoc, items", [("tam_do", "14, 19"), ("leo", "15, 19"), ("ca_nhay_dau_thuyen", "19, 23")])
def test_kinh_tu_chi_refusals_cite_kinh_tu_chi_and_the_other_cuoc(lang, cuoc, items):
    text = refusal({"kinh_tu_chi": 1, cuoc: 1}, lang)
    assert text.endswith(f"(001 §V mục {items}).") and text.count("(001") == 1
    assert text.count(" mà ") == 0 if lang == "vi" else "and there are only" not in text
