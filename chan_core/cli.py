"""Command line: ``python -m chan_core eval FILE.yaml [FILE …]`` and ``selfplay`` (../shared/SPEC.md).

``eval`` prints the answers of every scenario as one JSON list, exit 0. A bad file, scenario or field
is ONE stderr line naming them, exit 2; an engine bug or output that cannot be written is one line,
exit 1 — never a traceback. ``selfplay --out FILE`` replaces FILE only when the run completes.
"""
from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import sys
import tempfile
from pathlib import Path

from chan_core.errors import ChanError, shown
from chan_core.facts import Fact
from words import LANGUAGES, answer_texts, current_language, language, say, templates


def _one_line(text: str) -> str:
    """``text`` with every line break or control character a space."""
    return " ".join("".join(c if c.isprintable() else " " for c in text).split())


def _line(path: str, e: ChanError) -> str:
    """The one stderr line for ``e`` raised while reading ``path``."""
    named = str(Path(path))  # load_file names the file as Path() spells it ("./a.yaml" → "a.yaml")
    message = say(e)
    if message.startswith(named + ":"):
        return _one_line(path + message[len(named):])
    parts = [path]
    if e.scenario:
        parts.append(say(Fact("cli.where.scenario", id=e.scenario)))
    if e.field:
        parts.append(say(Fact("cli.where.field", field=e.field)))
    return _one_line(": ".join(parts) + ": " + message)


def write_error(e: OSError) -> str:
    """Why writing failed, in the current language (never the OS's own words)."""
    code = f"cli.write_error.{errno.errorcode.get(e.errno)}"
    return say(Fact(code if code in templates() else "cli.write_error.other", errno=e.errno))


class OutputFailed(Exception):
    """The answers could not be written to ``where`` (``error``; ``fd`` of a standard stream)."""

    def __init__(self, where: str, error: OSError, fd: int | None = None):
        super().__init__(where)
        self.where, self.error, self.fd = where, error, fd


def _stream_name(stream, fd: int | None) -> str:
    """``đầu ra chuẩn («/dev/full»)``, ``đầu ra chuẩn (ống dẫn)`` or just the stream's name."""
    name = say(Fact("cli.where.stderr" if stream is sys.stderr else "cli.where.stdout"))
    try:
        target = os.readlink(f"/proc/self/fd/{fd}")  # no such link when fd is None
    except OSError:
        return name
    if target.startswith("/"):
        return f"{name} («{target}»)"
    return say(Fact("cli.where.pipe", name=name)) if target.startswith("pipe:") else name


def _start_of(fd: int) -> int | None:
    """Where the next write to ``fd`` lands when ``fd`` is a regular file (else ``None``)."""
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        import fcntl

        if fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_APPEND:
            return os.fstat(fd).st_size
        return os.lseek(fd, 0, os.SEEK_CUR)
    except (OSError, ImportError):
        return None


def emit(stream, text: str) -> None:
    """Write ``text`` + newline as UTF-8 whatever the locale; :class:`OutputFailed` (the file cut back
    to where this write began) when the stream cannot take it."""
    buf = getattr(stream, "buffer", None)
    if buf is None:  # an in-memory stream (tests)
        stream.write(text + "\n")
        return
    try:
        fd = stream.fileno()
    except (OSError, ValueError, AttributeError):
        fd = None
    start = None
    try:
        stream.flush()
        start = _start_of(fd) if fd is not None else None
        buf.write((text + "\n").encode("utf-8"))
        buf.flush()
    except OSError as e:
        if start is not None:  # cut the regular file back: a failed write leaves no half JSON
            with contextlib.suppress(OSError):
                os.ftruncate(fd, start)
        raise OutputFailed(_stream_name(stream, fd), e, fd) from None


def _silence(fd: int | None) -> None:
    """Point a broken standard stream at ``/dev/null`` (no ``Exception ignored`` at exit)."""
    if fd is None:
        return
    with contextlib.suppress(OSError):
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, fd)
        finally:
            os.close(null)


class OutFile:
    """``--out FILE``: a temporary file beside FILE's link target (keeping its permissions), renamed onto
    it by :meth:`commit`, removed by :meth:`abort`; a character device is written directly; other
    non-files raise :class:`ChanError`; write failures :class:`OutputFailed`."""

    def __init__(self, path: str):
        self.where = say(Fact("cli.where.file", path=path))
        try:
            target = os.path.realpath(path)
            st = os.stat(target)
        except FileNotFoundError:
            st = None
        except (OSError, ValueError) as e:
            raise ChanError(self._refusal(e)) from None
        self._tmp: str | None = None
        self._target = target
        try:
            if st is not None and not stat.S_ISREG(st.st_mode):
                if not stat.S_ISCHR(st.st_mode):
                    from chan_core.scenario import not_regular

                    from words.phrases.scenario import file_why

                    what = file_why(not_regular(st.st_mode))
                    raise ChanError(_one_line(say(Fact("cli.not_written", where=self.where, why=what))))
                self.stream = open(target, "w", encoding="utf-8")  # /dev/null, /dev/full: no rename
                return
            folder, name = os.path.split(target)
            fd, self._tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder or ".")
        except OSError as e:
            raise ChanError(self._refusal(e)) from None
        with contextlib.suppress(OSError):
            if st is not None:
                os.fchmod(fd, stat.S_IMODE(st.st_mode))
            else:
                mask = os.umask(0)
                os.umask(mask)
                os.fchmod(fd, 0o666 & ~mask)
        self.stream = os.fdopen(fd, "w", encoding="utf-8")

    def _refusal(self, e: Exception) -> str:
        why = write_error(e) if isinstance(e, OSError) else say(Fact("cli.nul_in_name"))
        return _one_line(say(Fact("cli.not_written", where=self.where, why=why)))

    def write(self, text: str) -> None:
        """Write ``text`` (:class:`OutputFailed`)."""
        try:
            self.stream.write(text)
        except OSError as e:
            raise OutputFailed(self.where, e) from None

    def commit(self) -> None:
        """Flush, sync and rename onto FILE (:class:`OutputFailed`, the temporary file removed)."""
        try:
            self.stream.flush()
            if self._tmp is not None:
                os.fsync(self.stream.fileno())
            self.stream.close()
            if self._tmp is not None:
                os.replace(self._tmp, self._target)
                self._tmp = None
        except OSError as e:
            self.abort()
            raise OutputFailed(self.where, e) from None

    def abort(self) -> None:
        """Close, removing the temporary file."""
        with contextlib.suppress(OSError):
            self.stream.close()
        if self._tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(self._tmp)
            self._tmp = None


def said_json(data):
    """JSON data (a game record) with its ``{code, params}`` facts said in the current language, as ``eval`` does."""
    from chan_core.facts import revive

    return answer_texts(revive(data), current_language())


_OPTS = ("--players", "--hands", "--seed", "--variant", "--bots", "--out")
_INTS = {"--players": (2, 4), "--hands": (1, 10_000_000), "--seed": (0, 2**62)}  # the required ones, their ranges


def _int(name: str, text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise ChanError("cli.arg.not_int", name=name, value=shown(text)) from None
    if not re.fullmatch(r"[+-]?[0-9]+", text.strip()):  # int() also reads «٤», «４», «4_0»
        raise ChanError("cli.arg.digits", name=name, value=shown(text))
    lo, hi = _INTS[name]
    if not lo <= v <= hi:
        raise ChanError("cli.arg.range", name=name, lo=lo, hi=hi, value=v)
    return v


def parse_selfplay_args(argv: list[str]) -> dict:
    """The selfplay arguments; :class:`ChanError` (``cli.arg.*``) on a bad one."""
    vals: dict[str, str] = {}
    words = iter(argv)
    for a in words:
        name, eq, val = a.partition("=")
        if name not in _OPTS:
            raise ChanError("cli.arg.unknown", value=shown(a))
        if not eq and (val := next(words, None)) is None:
            raise ChanError("cli.arg.no_value", name=name)
        if name in vals:
            raise ChanError("cli.arg.twice", name=name)
        vals[name] = val
    if vals.get("--out") == "":  # an empty path would write nothing, silently
        raise ChanError("cli.arg.empty", name="--out")
    missing = [req for req in _INTS if req not in vals]
    if missing:
        raise ChanError("cli.arg.missing", name=missing[0])
    players, hands, seed = (_int(name, vals[name]) for name in _INTS)
    variant = vals.get("--variant", "classic")
    from chan_core.options import variant_ids

    if variant not in variant_ids():
        raise ChanError("cli.arg.variant", value=shown(variant), known=tuple(variant_ids()))
    from chan_core.game.bots import BOTS

    bots = [b.strip() for b in vals.get("--bots", "sensible").split(",")]
    for b in bots:
        if b not in BOTS:
            raise ChanError("cli.arg.bot", value=shown(b), known=tuple(BOTS))
    if len(bots) not in (1, players):
        raise ChanError("cli.arg.bots_count", players=players, n=len(bots))
    return {"players": players, "hands": hands, "seed": seed, "variant": variant, "bots": bots,
            "out": vals.get("--out")}


def selfplay_main(argv: list[str]) -> int:
    """``python -m chan_core selfplay …``: exit 0, or 2 for bad arguments or ``--out``."""
    from chan_core.game.selfplay import run

    if argv[:1] in (["-h"], ["--help"]):
        emit(sys.stdout, say(Fact("cli.selfplay.help")))
        return 0
    try:
        args = parse_selfplay_args(argv)
        out = OutFile(args["out"]) if args["out"] else None
    except ChanError as e:
        usage = e.code in ("cli.arg.unknown", "cli.arg.no_value", "cli.arg.missing")
        emit(sys.stderr, _one_line(say(e) + (" " + say(Fact("cli.selfplay.usage")) if usage else "")))
        return 2
    try:
        summary = run(**{**args, "out": out}, render=said_json)  # the arguments by name, --out as the file
        if out is not None:
            out.commit()
    except BaseException:
        if out is not None:
            out.abort()
        raise
    emit(sys.stdout, json.dumps(summary, ensure_ascii=False))
    return 0


def _language_of(args: list[str]) -> tuple[list[str | None], list[str]]:
    """Every ``--lang L`` (or ``--lang=L``) of ``args`` before any ``--`` (``None`` for one without a value) and the
    other arguments."""
    end = args.index("--") if "--" in args else len(args)
    langs: list[str | None] = []
    rest: list[str] = []
    words = iter(args[:end])
    for a in words:
        if a == "--lang":
            langs.append(next(words, None))
        elif a.startswith("--lang="):
            langs.append(a[len("--lang="):])
        else:
            rest.append(a)
    return langs, rest + args[end:]


def main(argv: list[str] | None = None) -> int:
    """Run the command line; the exit code (0 ok, 2 bad input, 1 engine bug or output not written)."""
    langs, args = _language_of(sys.argv[1:] if argv is None else argv)
    lang = langs[0] if langs else LANGUAGES[0]
    lang = lang.strip().lower() if lang and lang.strip().lower() in LANGUAGES else lang  # «EN», « vi»: any case
    with language(lang if lang in LANGUAGES else LANGUAGES[0]):
        try:
            if len(langs) > 1 or lang not in LANGUAGES:  # refused as selfplay refuses an option given twice
                fact = Fact("cli.arg.lang", value=shown(lang), known=LANGUAGES) if lang else None
                fact = Fact("cli.arg.twice", name="--lang") if len(langs) > 1 else fact
                fact = fact or Fact("cli.arg.no_value", name="--lang")  # the user's language unknown: said in each
                emit(sys.stderr, _one_line(" / ".join(say(fact, lang) for lang in LANGUAGES)))
                return 2
            return _main(args)
        except OutputFailed as e:
            _silence(e.fd)
            if e.fd != 2:
                try:
                    emit(sys.stderr, _one_line(say(Fact("cli.output_failed", where=e.where, why=write_error(e.error)))))
                except OutputFailed as again:  # stderr is broken too: nothing more can be said
                    _silence(again.fd)
            return 1


def _eval_paths(args: list[str]) -> list[str] | None:
    """The files of ``eval ARGS`` (``None``: help asked); :class:`ChanError` ``cli.arg.unknown`` on an option
    that is none, ``cli.arg.empty_path`` on an empty path (read as the current folder); after ``--`` every argument is
    a file (``-a.yaml``)."""
    paths: list[str] = []
    for i, a in enumerate(args):
        if a == "--":
            paths += args[i + 1:]
            break
        if a in ("-h", "--help"):
            return None
        if a.startswith("-") and a != "-":
            raise ChanError("cli.arg.unknown", value=shown(a))
        paths.append(a)
    if "" in paths:
        raise ChanError("cli.arg.empty_path")
    return paths


def _answers(path: str) -> list[dict]:
    """The answers of the scenarios of ``path``, in order; :class:`ChanError` when it has none. (An ``id`` given
    twice is answered twice, in order, with a warning: refusing a whole file for it would lose every other answer.)"""
    from chan_core.eval_kinds import evaluate
    from chan_core.scenario import load_file

    scenarios = load_file(path)
    if not scenarios:
        raise ChanError("cli.no_scenarios", path=str(Path(path)))
    return [evaluate(sc, i) for i, sc in enumerate(scenarios)]


def _main(args: list[str]) -> int:
    if args[:1] in (["-h"], ["--help"], ["help"]):
        emit(sys.stdout, say(Fact("cli.help")))
        return 0
    if args[:1] == ["selfplay"]:
        return selfplay_main(args[1:])
    try:
        if args[:1] not in ([], ["eval"]):  # an option where the command goes, or a command that is none
            known = {} if args[0].startswith("-") else {"known": ("eval", "selfplay")}
            raise ChanError("cli.arg.command" if known else "cli.arg.unknown", value=shown(args[0]), **known)
        paths = _eval_paths(args[1:])
    except ChanError as e:
        emit(sys.stderr, _one_line(say(e) + " " + say(Fact("cli.usage"))))
        return 2
    if paths is None:
        emit(sys.stdout, say(Fact("cli.help")))
        return 0
    if not paths:
        emit(sys.stderr, say(Fact("cli.usage")))
        return 2
    from mau_binh.eval_kinds import register as register_mau_binh

    register_mau_binh()  # the composition root wires in the Mậu binh kinds (chan_core never imports mau_binh)

    results: list[dict] = []
    first: dict[str, Fact] = {}  # repr(id) → where it was first given
    for path in paths:
        try:
            for n, answer in enumerate(_answers(path), 1):
                where, key = Fact("cli.where.nth", path=path, n=n), repr(answer.get("id"))
                if answer.get("id") is not None and first.setdefault(key, where) is not where:  # SPEC allows it
                    emit(sys.stderr, _one_line(say(Fact("cli.duplicate_id", id=shown(answer["id"]), first=first[key],
                                                        again=where))))
                results.append(answer)
        except ChanError as e:
            emit(sys.stderr, _line(path, e))
            return 2
        except Exception as e:  # an engine bug must still be one line, not a traceback
            emit(sys.stderr, _one_line(say(Fact("cli.internal", path=path, name=e.__class__.__name__))))
            return 1
    try:
        text = json.dumps(answer_texts(results, current_language()), ensure_ascii=False, indent=2, allow_nan=False)
    except (TypeError, ValueError) as e:  # an answer that is not plain JSON is an engine bug
        emit(sys.stderr, say(Fact("cli.internal_json", name=e.__class__.__name__)))
        return 1
    emit(sys.stdout, text)
    return 0
