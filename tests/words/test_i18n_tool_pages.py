"""Issue 15 for the tool pages «Phân tích bài», «Tính điểm», «Xác suất» and their helpers
(learning.deal_stats, learning.selfplay_stats, words.xuong_reading).

* An analysed hand, a scored hand and the charts in English: the page's own words are English;
  a Vietnamese word left on the page comes from the engine's explanations (the engine's catalogs,
  converted separately) — never from the page. The game's words stay Vietnamese.
* The xướng is shown in Vietnamese with an English reading beneath it, built from the engine's
  phrases and the cước glosses (``gloss_en``), checked for every combination (hypothesis).
* The statistics labels keep their Vietnamese in the published tables and have English twins.
* Vietnamese stays as it was (the charts' hover texts, separators; the other pages' tests).

AppTest computes a widget's ``format_func`` in the test's own thread, so the English runs are
made inside ``language("en")`` (in the app the page's thread has the session's language)."""
from __future__ import annotations

import csv
import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hst

from chan_core.cards import BY_CODE, Hand
from words.i18n import language
from words import say
from chan_core.options import make_options
from chan_core.rules import load_rules
from chan_core.scoring import score, score_win
from chan_core.win import WinInput
from chan_core.xuong import canonical, cuoc_info, grade
from words import say
from learning import deal_stats as ds
from learning import selfplay_stats as sps
from words.phrases import xuong as xr
from chan_core.xuong import phrases
from learning.i18n import _
from tests.apptest_pages import open_page, page_texts
from tests.english_check import leftover_words
from words import say

LEARNER = ("Người học 1",)  # the default learner's name in the sidebar (a proper name)


def _english_page(path: str):
    with language("en"):
        return open_page(path, lang="en")


def _leftover_after(texts, engine: list[str]) -> list[str]:
    """Vietnamese words on the page once the engine's own sentences are taken out (also as the
    pages show them without their leading «Name:» label). Facts are said in the current language."""
    engine = [say(e) for e in engine]
    engine = [e for e in engine if e] + [e.split(":", 1)[1].strip() for e in engine if e and ":" in e]
    engine = sorted({e for e in engine if e}, key=len, reverse=True)
    out = []
    for kind, field, text in texts:
        for e in engine:
            text = text.replace(e, " ")
        bad = leftover_words(text, LEARNER)
        if bad:
            out.append(f"{kind}.{field}: {bad} in «{text[:160]}»")
    return out


def _score_texts(s) -> list[str]:
    return [say(t) for ln in s.lines for t in (ln.why, ln.reason)] + [say(g.reason) for g in s.ga_lines] + \
        [g.name for g in s.ga_lines]


# ---------------------------------------------------------------- statistics labels
LABELS = [*ds.WHO.values(), *ds.METRICS.values(), *ds.EVENTS.values(), *sps.BOT_LABELS.values(),
          *sps.METRICS.values()]


@pytest.mark.parametrize("label", LABELS)
def test_every_statistics_label_has_an_english_twin(label):
    assert _(label) == label  # Vietnamese: the msgid itself (the tables keep it)
    with language("en"):
        en = _(label)
    assert en != label and en.strip()
    assert leftover_words(en) == [], en


def test_published_tables_keep_their_vietnamese_labels():
    with ds.DATA.open(encoding="utf-8") as f:
        for r in csv.DictReader(f):
            want = ds.EVENTS[r["metric"]] if r["kind"] == "event" else ds.METRICS[r["metric"]]
            assert r["label"] == want  # the page translates by metric; the file is unchanged
    for r in sps.read(sps.DATA):
        if r["kind"] != "cuoc":
            assert r["label"] == sps.METRICS[r["metric"]]


# ---------------------------------------------------------------- the xướng's English reading
CUOC = sorted(cuoc_info())


@hst.composite
def cuoc_sets(draw):
    """A variant and a set of its cước with counts (1 … max_count), as detection gives them."""
    variant = draw(hst.sampled_from(["classic", "sanhrong"]))
    info = cuoc_info()
    ids = [c for c in CUOC if variant in info[c].variants]
    chosen = draw(hst.lists(hst.sampled_from(ids), min_size=0, max_size=6, unique=True))
    return variant, {c: draw(hst.integers(1, max(1, info[c].max_count))) for c in chosen}


@settings(max_examples=80, deadline=None)
@given(cuoc_sets())
def test_reading_follows_the_xuong_phrase_by_phrase(case):
    variant, cuoc = case
    canon = canonical(cuoc, variant)
    parts = phrases(canon.items, variant)
    assert [w for w, _s in parts] == list(canon.words)  # the engine's phrases, in order
    assert [s for _w, said in parts for s in said] == list(canon.items)  # every cước once, in order
    specs = {c.id: c for c in load_rules().cuoc}
    with language("en"):
        text = re.sub(r" \[[^]]*\]", "", xr.xuong_reading(canon.items, variant))  # the cards' readings aside
    assert text.startswith("In English: ")
    pieces = text.removeprefix("In English: ").split(" · ")
    assert len(pieces) == len(parts)
    for piece, (words, said) in zip(pieces, parts):
        assert piece.startswith(f"*{words}* (") and piece.endswith(")")
        for s in said:
            assert specs[s.id].gloss_en in piece
            assert (f"{s.count} × " in piece) == (s.count > 1)
        if not said:
            assert words == "ù" and "I have won" in piece
    assert leftover_words(text) == [], text  # English, save the game's words


def test_reading_of_a_run_of_kinds_of_u_and_of_a_bare_u():
    g = {c.id: c.gloss_en for c in load_rules().cuoc}
    canon = canonical({"chi": 1, "dia_u": 1, "chiu_u": 1, "leo": 2}, "classic")
    assert phrases(canon.items, "classic")[1] == ("địa chíu ù", tuple(s for s in canon.items if s.id in ("dia_u", "chiu_u")))
    with language("en"):
        assert xr.xuong_reading(canon.items, "classic") == (
            f"In English: *chì* ({g['chi']}) · *địa chíu ù* ({g['dia_u']}; {g['chiu_u']}) · *có 2 lèo* (2 × one each of "
            "cửu vạn [9 of vạn], bát sách [8 of sách] and chi chi [the 1, no suit])")
        bare = canonical({"chi": 1, "tam_do": 1}, "classic")
        assert xr.xuong_reading(bare.items, "classic") == f"In English: *chì* ({g['chi']}) · *ù* (I have won) · *tám đỏ* ({g['tam_do']})"


# ---------------------------------------------------------------- a scored hand in English (Tính điểm)
PRESET_9 = "Ví dụ 9 điểm (bài tính điểm, tài liệu 002)"
CUOC_9 = {"chiu_u": 1, "bach_thu": 1, "tom": 2, "leo": 1}


def test_tinh_diem_scores_a_hand_in_english(progress_db):
    at = _english_page("app_pages/tinh_diem.py")
    with language("en"):
        name = _(PRESET_9)
        assert name != PRESET_9
        at.selectbox(key="td_preset").set_value(name).run()
        at.radio(key="td_players").set_value(3).run()
        assert not at.exception, [e.value for e in at.exception]
        md = "\n".join(m.value for m in at.markdown)
        # the xướng in Vietnamese, its English reading beneath it
        assert "say: **«Chíu ù bạch thủ có 2 tôm có lèo»**" in md
        canon = canonical(CUOC_9, "classic")
        assert xr.xuong_reading(canon.items, "classic") in md
        # money in English words and English digit grouping
        assert "**Table of 3** (A wins 9 điểm, stake 1,000 VND per điểm):" in md
        assert "- A receives 2 × 9 = 18 điểm = **18,000 VND** (from B and C)." in md
        assert "- If B is báo: B pays for the whole table, 2 × 9 = 18 điểm = 18,000 VND; nothing is owed by C." in md
        assert "- **A (the winner)**: receives 18 điểm = 18,000 VND" in md
        assert [m.label for m in at.metric] == ["Total điểm", "Total điểm"]
        pay = at.dataframe[-1].value
        assert list(pay.columns)[:4] == ["Players", "Each loser pays", "The winner receives",
                                          "One player who is báo pays for the whole table"]
        assert list(pay["Each loser pays"]) == ["9,000"] * 3
        # whatever Vietnamese is left comes from the engine's explanations, not from the page
        engine = []
        for v in ("classic", "sanhrong"):
            opts = make_options(v, {"ga": False})
            engine += _score_texts(score(CUOC_9, opts))
        g = grade(CUOC_9, list(canon.items), make_options("classic", {"ga": False}), players=3, winner=0)
        engine += [g.payments.summary, g.summary]
        assert _leftover_after(page_texts(at), engine) == []


def test_tinh_diem_xuong_sai_in_english(progress_db):
    at = _english_page("app_pages/tinh_diem.py")
    with language("en"):
        at.selectbox(key="td_preset").set_value(_(PRESET_9)).run()
        at.radio(key="td_xuong_how").set_value("sai").run()
        at.multiselect(key="td_said_extra").set_value(["tam_do"]).run()
        assert not at.exception
        assert at.error[-1].value.startswith("Xướng sai (wrong): «Chíu ù bạch thủ có 2 tôm có lèo tám đỏ».")
        assert "- **A (the winner)**: pays 42 điểm = 42,000 VND" in "\n".join(m.value for m in at.markdown)
        options = [o for o in at.multiselect(key="td_said_extra").options]
        assert any(o.startswith("Tám đỏ — ") for o in options)  # the cước name, then its English gloss


# ---------------------------------------------------------------- an analysed hand in English (Phân tích bài)
EXAMPLE_31 = "Ví dụ 31 điểm của bài tính điểm (chì bạch thủ chi, tám đỏ, 2 lèo)"
HAND_31 = "9V 9V 8S 8S 8V 8V 2V 2V 6V 6V 2N 2S 4V 4S 7V 7N 5V 5N CC"


def test_phan_tich_bai_analyses_a_hand_in_english(progress_db):
    at = _english_page("app_pages/phan_tich_bai.py")
    with language("en"):
        at.selectbox(key="ptb_example").set_value(_(EXAMPLE_31)).run()
        assert not at.exception, [e.value for e in at.exception]
        caps = [c.value for c in at.caption]
        assert "19 cards: 5 chắn, 4 cạ, 0 ba đầu, 1 què. Sorted chắn first, then cạ, then ba đầu " \
               "(text 001, section III)." in caps
        md = "\n".join(m.value for m in at.markdown)
        assert "**Waiting for 1 card:**" in md and "**Score table**" in md and "**Gà: 3** × 5 điểm = 15 điểm" in md
        assert any(s.value.endswith("Total: **31 điểm**.") for s in at.success)
        assert "chi chi / the 1 (no suit) (CC)" in at.selectbox(key="ptb_card").options
        assert any("chi chi / the 1 (no suit) — bạch thủ chi" in h.proto.body for h in at.get("html"))
        table = at.dataframe[0].value
        assert "Why" not in table.columns and list(table[table.columns[-1]])[-1] == 31
        win = WinInput(hand=Hand(HAND_31.split()), winning_card=BY_CODE["CC"], source="boc", drawn_by="self")
        ws = score_win(win, make_options("classic", {"ga": True}))
        engine = [say(ws.uc.reason), *(say(f.reason) for f in ws.detection.found),
                  *(say(f.reason) for f in ws.detection.replaced), *_score_texts(ws.score)]
        assert _leftover_after(page_texts(at), engine) == []


# ---------------------------------------------------------------- charts (Xác suất)
def _charts(at) -> list[dict]:
    return [json.loads(c.proto.spec) for c in at.get("plotly_chart")]


def _chart_words(spec: dict) -> list[str]:
    lay = spec.get("layout", {})
    out = [(lay.get(a, {}).get("title") or {}).get("text") or "" for a in ("xaxis", "yaxis")]
    for tr in spec.get("data", []):
        out += [tr.get("name") or "", tr.get("hovertemplate") or ""]
        out += [x for x in (tr.get("x") or []) if isinstance(x, str)]
    return out


def test_xac_suat_tables_and_charts_in_english(progress_db):
    at = _english_page("app_pages/xac_suat.py")
    with language("en"):
        ev = at.dataframe[0].value
        assert list(ev.columns) == ["What", "Who", "Rate", "95% confidence interval", "That is", "Times seen",
                                    "Sample size"]
        assert all(re.fullmatch(r"[0-9,]+ (hands|deals)", v) for v in ev["Sample size"])
        assert all(v == "never seen" or v == "almost every time" or v.startswith("about 1 in ") for v in ev["That is"])
        assert all("," not in v for v in ev["Rate"])  # a decimal point, not the Vietnamese comma
        charts = _charts(at)
        assert len(charts) >= 4
        for spec in charts:
            assert spec["layout"]["separators"] == ".,"
            words = _chart_words(spec)
            assert leftover_words(" | ".join(words)) == [], words
            for tpl in (w for w in words if "%{" in w):
                assert "%{x" in tpl and "%{y" in tpl  # plotly's own fields kept through the translation
        at.radio(key="xs_metric").set_value("red").run()
        spec = _charts(at)[0]
        assert spec["layout"]["xaxis"]["title"]["text"] == "Number of red cards"
        assert {tr["name"] for tr in spec["data"]} == {"the player with the cái (20 cards)", "another player (19 cards)"}


def test_xac_suat_charts_unchanged_in_vietnamese(progress_db):
    at = open_page("app_pages/xac_suat.py")
    spec = _charts(at)[0]
    assert spec["layout"]["separators"] == ",."
    assert spec["layout"]["yaxis"]["title"]["text"] == "% số bài"
    tr = spec["data"][0]
    assert tr["hovertemplate"] == ("%{x}: %{y:.2f}%<br>95%: %{customdata[2]:.2f}% – %{customdata[3]:.2f}%"
                                   "<br>%{customdata[0]} trên %{customdata[1]} bài<extra>nhà cái (20 lá)</extra>")
    play = [json.loads(c.proto.spec) for c in at.get("plotly_chart")][-1]
    assert play["layout"]["xaxis"]["title"]["text"] == "số lượt (đánh hoặc dưới)"
