"""Product lines by feature: ``.venv/bin/python tools/feature_lines.py`` (from the checkout's root).

Counts the lines of the product's Python as ``../shared/tools/structure_check.py`` does (engines, words,
learning, ui, pages, router; migrations left out) and gives each module to the first feature whose pattern
its path matches (the table below, most particular first); what no feature claims is shared (the cards, win,
cước and scoring engine with its rules and CLI; the words core, ui kit, language switch and router). A
measure for deciding what the product keeps (issue 23's line target), not a verdict: a feature also leans on
the shared parts."""
from __future__ import annotations

import os
import re

FEATURES = [  # (feature, path pattern)
    ("practice table (bots, strategy, coach)", r"chan_core/game/|chan_core/strategy/|learning/coach/|ui/table/|"
     r"app_pages/choi_thu|words/phrases/(game|game_faults|strategy|stake)\.py|learning/games\.py|ui/seats\.py"),
    ("Mậu binh", r"mau_binh|xep_binh|kiem_tra_binh"),
    ("storage, learners, class, progress", r"learning/progress/|learning/db\.py|learning/learners|learning/classroom|"
     r"ui/learner|ui/teacher|ui/progress_sections|app_pages/(tien_do|lop_hoc)|learning/lesson_progress"),
    ("lessons", r"learning/(lessons|checks|explain)\.py|ui/lesson_views|app_pages/bai_hoc"),
    ("xướng", r"chan_core/xuong/|luyen_xuong|thu_tu_xuong|ui/xuong_builder|words/phrases/xuong"),
    ("lỗi judge", r"chan_core/loi/|words/phrases/loi|app_pages/loi\.py|chan_core/history|chan_core/legal"),
    ("daily practice «Hôm nay»", r"learning/daily/|ui/daily_views|app_pages/hom_nay"),
    ("statistics «Xác suất»", r"selfplay_stats|deal_stats|xac_suat"),
    ("drills (bốc cái, ăn hay không, đọc quân bài)", r"an_hay_khong|boc_cai|doc_quan_bai|ui/drill\.py"),
    ("reference pages and tools", r"app_pages/(cuoc|chia_bai|luot_danh|an_tien|thuat_ngu|quyet_dinh|bo_bai|home|"
     r"phan_tich_bai|tinh_diem)"),
    ("shared engine: cards, win, cước, scoring, rules, CLI", r"chan_core/|words/phrases/"),
    ("shared app: words core, ui kit, language, router", r"."),
]
PACKAGES = ("chan_core", "mau_binh", "learning", "ui", "app_pages", "words")


def main() -> None:
    """Print each feature's product lines and the total."""
    lines = dict.fromkeys((name for name, _rx in FEATURES), 0)
    paths = [os.path.join(d, f) for top in PACKAGES for d, _dirs, fs in os.walk(top)
             if "migrations" not in d for f in fs if f.endswith(".py")] + ["streamlit_app.py"]
    for path in paths:
        name = next(name for name, rx in FEATURES if re.search(rx, path.replace(os.sep, "/")))
        with open(path, encoding="utf-8") as fh:
            lines[name] += sum(1 for _line in fh)
    for name, n in lines.items():
        print(f"{n:6,}  {name}")
    print(f"{sum(lines.values()):6,}  product lines")


if __name__ == "__main__":
    main()
