"""Command line: ``python -m chan_core eval FILE.yaml [FILE …]``.

Prints the answers of every scenario in the files as one JSON list (file
order, each answer carrying its scenario's ``id``; Vietnamese not escaped),
exit 0. An empty file (or one holding only empty YAML documents) has no
scenarios: it adds nothing, so ``eval empty.yaml`` prints ``[]``, exit 0.

A bad file, scenario or field prints ONE line on stderr naming the file, the
scenario (``tình huống «id»`` or ``«#n»`` when it has no id) and the field
(``trường «melds[1].cards»``), then the Vietnamese message; nothing on
stdout; exit 2 — never a traceback. An engine bug (any other exception)
is still one line (``lỗi nội bộ``), exit 1.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from chan_core.errors import ChanError
from words import answer_texts, say

USAGE = "Cách dùng: python -m chan_core eval TỆP.yaml [TỆP …]   (xem: python -m chan_core --help)"
HELP = """Cách dùng: python -m chan_core eval TỆP.yaml [TỆP …]

Trả lời mọi tình huống trong các tệp (YAML: một tình huống, một danh sách, hoặc nhiều
tài liệu) thành một danh sách JSON theo đúng thứ tự, mỗi câu trả lời mang «id» của tình huống.
Loại tình huống («kind»): hand, win, score, xuong, action, boc_cai; Mậu binh: mau_binh, mau_binh_compare
(xem ../shared/SPEC.md).
Khối «expect» trong tệp không được kiểm ở đây; muốn so kết quả với «expect», chạy
python ../shared/tools/check_cases.py TỆP.yaml.
Mỗi tệp phải là tệp thường (không phải thư mục, ống dẫn hay thiết bị), tối đa 2 MB, văn bản UTF-8.
Tệp bị từ chối (mã thoát 2) khi có trường mà loại tình huống ấy không đọc (ví dụ «varient:»
thay cho «variant:»; lời báo nêu trường gần nhất), một khóa viết hai lần, số viết trong ngoặc kép
(players: "4"), hay bài quá 100 lá.
Lỗi trong tệp: in một dòng nêu tệp, tình huống và trường, mã thoát 2.

python -m chan_core selfplay --players N --hands K --seed S [--variant V] [--bots L,L,…] [--out TỆP.jsonl]
Cho máy chơi K ván (N người), in một dòng JSON tóm tắt; --out ghi mỗi ván một dòng JSON."""


def _one_line(text: str) -> str:
    """``text`` with every line break / control character turned into a space."""
    return " ".join("".join(c if c.isprintable() else " " for c in text).split())


def _line(path: str, e: ChanError) -> str:
    """The one stderr line for ``e`` raised while reading ``path``."""
    named = str(Path(path))  # load_file names the file as Path() spells it ("./a.yaml" → "a.yaml")
    message = say(e, "vi")
    if message.startswith(named + ":"):
        return _one_line(path + message[len(named):])
    parts = [path]
    if e.scenario:
        parts.append(f"tình huống «{e.scenario}»")
    if e.field:
        parts.append(f"trường «{e.field}»")
    return _one_line(": ".join(parts) + ": " + message)


def _emit(stream, text: str) -> None:
    """Write ``text`` + newline as UTF-8 whatever the terminal's locale (JSON is
    UTF-8, RFC 8259; an ASCII ``PYTHONIOENCODING`` must not crash the CLI)."""
    buf = getattr(stream, "buffer", None)
    if buf is None:  # an in-memory stream (tests)
        stream.write(text + "\n")
        return
    stream.flush()
    buf.write((text + "\n").encode("utf-8"))
    buf.flush()


def said_json(data):
    """JSON data (a game record) with every fact kept as ``{code, params}`` said in Vietnamese
    and its code beside it (``summary`` → ``summary`` text + ``summary_code``), as ``eval`` does."""
    from chan_core.facts import Fact

    def facts(v):
        if isinstance(v, dict):
            return Fact.from_json(v) if set(v) == {"code", "params"} else {k: facts(x) for k, x in v.items()}
        if isinstance(v, list):
            return [facts(x) for x in v]
        return v

    return answer_texts(facts(data), "vi")


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit code (0 ok, 2 bad input, 1 engine bug)."""
    args = sys.argv[1:] if argv is None else argv
    if args[:1] in (["-h"], ["--help"], ["help"]):
        _emit(sys.stdout, HELP)
        return 0
    if args[:1] == ["selfplay"]:  # bot-only hands (issue 12): chan_core/game/selfplay.py
        from chan_core.game.selfplay import cli_main

        return cli_main(args[1:])
    if len(args) < 2 or args[0] != "eval":
        _emit(sys.stderr, USAGE)
        return 2
    from chan_core.eval_kinds import evaluate
    from chan_core.scenario import load_file

    results = []
    for path in args[1:]:
        try:
            scenarios = load_file(path)
            for i, sc in enumerate(scenarios):
                results.append(evaluate(sc, i))
        except ChanError as e:
            _emit(sys.stderr, _line(path, e))
            return 2
        except Exception as e:  # an engine bug must still be one line, not a traceback
            _emit(sys.stderr, _one_line(f"{path}: lỗi nội bộ của chan_core ({e.__class__.__name__})"))
            return 1
    try:
        text = json.dumps(answer_texts(results, "vi"), ensure_ascii=False, indent=2, allow_nan=False)
    except (TypeError, ValueError) as e:  # an answer that is not plain JSON is an engine bug
        _emit(sys.stderr, f"lỗi nội bộ của chan_core: câu trả lời không ghi được thành JSON ({e.__class__.__name__})")
        return 1
    _emit(sys.stdout, text)
    return 0
