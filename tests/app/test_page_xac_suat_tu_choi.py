"""AppTest for the «Khi máy tự chơi» section of the «Xác suất» page (issue 13 item 5, self-play
half): the shipped self-play figures with sample sizes and 95% intervals, three plotly charts,
the variant switch, and a small live run."""
from __future__ import annotations

from learning import selfplay_stats as sps
from tests.apptest_pages import open_page

PAGE = "app_pages/xac_suat.py"


def _text(at) -> str:
    parts = [m.value for m in at.markdown] + [c.value for c in at.caption] + [h.value for h in at.header] + \
        [s.value for s in at.subheader]
    return "\n".join(parts)


def _play_table(at):
    for df in (d.value for d in at.dataframe):
        if "Ván hòa" in df.columns:
            return df
    raise AssertionError("no self-play table on the page")


def test_selfplay_section_shows_figures_with_intervals_and_sizes():
    at = open_page(PAGE)
    text = _text(at)
    assert "Khi máy tự chơi" in text
    # where the numbers come from, in learner words: no file path or command (README «Data tables»)
    assert "Nguồn các con số: các ván máy tự chơi ở trên" in text
    assert "learning/data" not in text and "python -m" not in text
    df = _play_table(at)
    assert len(df) == len(sps.RUNS)
    for _, row in df.iterrows():   # every figure with its 95% interval in brackets
        for col in ("Ván hòa", "Số lượt", "Điểm, không gà", "Điểm, có gà"):
            assert "(" in row[col] and "–" in row[col], (col, row[col])
    # the sample sizes of the shipped runs are on the page
    for _bots, _variant, hands in sps.RUNS:
        assert f"{hands:,}".replace(",", ".") in text
    assert "thập thành" in text   # the worked sentence
    charts = at.get("plotly_chart")
    assert len(charts) >= 4       # the deal chart + cước, điểm, lượt


def test_variant_switch_and_live_selfplay():
    at = open_page(PAGE)
    at.radio(key="xs_play_variant").set_value("sanhrong").run()
    assert not at.exception, [e.value for e in at.exception]
    at.text_input(key="xs_play_hands").set_value(str(20)).run()
    at.button(key="xs_play_run").click().run(timeout=180)
    assert not at.exception, [e.value for e in at.exception]
    text = _text(at)
    assert "Kết quả 20 ván" in text
    tables = [d.value for d in at.dataframe if "Ván hòa" in d.value.columns]
    assert len(tables) == 2 and list(tables[1]["Số ván"]) == ["20"]
