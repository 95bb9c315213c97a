"""Python for a probe run as another user (``nobody``), wherever the checkout is (issue 22 item 13).

Tests of file permissions run as root and switch to ``nobody`` with ``setpriv`` (root ignores
file modes). ``nobody`` then needs an interpreter it can run and the project and its packages
to import. A fresh clone in a private folder (a ``mktemp -d`` folder, ``/root``, a 0700 home)
gives it neither: the checkout, its ``.venv`` (or the folder a linked ``.venv`` points to) and
even the interpreter may sit behind a folder ``nobody`` cannot enter — ``ModuleNotFoundError:
No module named 'streamlit'``.

:func:`build` answers without assuming the checkout is world-readable and without touching
its permissions: what ``nobody`` can already reach is used in place; the rest is copied into a
fresh folder under ``/tmp`` that it can read and enter (:class:`Runtime`):

* ``root/`` — the project's sources, when the checkout cannot be reached (no ``.git``,
  ``.venv`` or caches; about 5 MB);
* ``env/`` — a virtual environment whose ``bin/python`` is an interpreter others can run (the
  one in use, else a system ``pythonX.Y`` of the same version) and whose site-packages holds
  one ``.pth`` file adding, in order, every site folder of the tests' own interpreter — in
  place when reachable, else a tree of hard links to it (a copy across file systems, and a
  copy of any file others may not read, so no mode of the original ever changes).

"Reachable" reads the mode bits for others: search permission on every folder on the way
(the path as written and where its links lead), read (and search) on the thing itself.
"""
from __future__ import annotations

import contextlib
import os
import shutil
import stat
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

IS_ROOT = os.geteuid() == 0

SOURCE_SKIP = shutil.ignore_patterns(".git", ".venv", "venv", "__pycache__", "*.pyc", ".pytest_cache",
                                     ".hypothesis", "test-artifacts", "node_modules", "*.sqlite3")
"""What a copy of the checkout leaves out."""


def others_can_reach(path: str | os.PathLike, leaf: int = stat.S_IROTH) -> bool:
    """Whether a user with no rights of its own ('other') can reach ``path``: search (x) on
    every folder on the way — the path as written and where its links lead — and the ``leaf``
    bits (read; read + search for a folder) on ``path`` itself."""
    for p in dict.fromkeys((os.path.abspath(path), os.path.realpath(path))):
        parts = Path(p).parts
        here = Path(parts[0])
        for part in parts[1:]:
            try:
                if not os.stat(here).st_mode & stat.S_IXOTH:
                    return False
            except OSError:
                return False
            here = here / part
        try:
            st = os.stat(here)
        except OSError:
            return False
        want = leaf | (stat.S_IXOTH if stat.S_ISDIR(st.st_mode) else 0)
        if st.st_mode & want != want:
            return False
    return True


def runnable_by_others(path: str | os.PathLike) -> bool:
    """An executable others can run (read and execute, every folder on the way searchable)."""
    return others_can_reach(path, stat.S_IROTH | stat.S_IXOTH)


def site_dirs(root: str | os.PathLike | None = None) -> list[str]:
    """The folders of ``sys.path`` that hold installed packages (not the standard library, not
    the checkout or its ``tests`` folder — but a ``.venv`` inside the checkout, yes): what a
    probe needs besides the interpreter and the project."""
    root = Path(os.path.realpath(root)) if root is not None else Path(__file__).resolve().parent.parent
    project = {str(root), str(root / "tests")}
    out = []
    for p in sys.path:
        if not p or not os.path.isdir(p) or p.endswith(".zip"):
            continue
        real = os.path.realpath(p)
        if real in project or os.path.basename(real) == "lib-dynload":
            continue
        if os.path.isfile(os.path.join(real, "os.py")):  # the standard library itself
            continue
        out.append(p)
    return list(dict.fromkeys(out))


def interpreter_for_others() -> str | None:
    """A real interpreter (not a virtual environment's link) of this Python version others can
    run: the one in use, else a system ``pythonX.Y``; ``None`` if none."""
    version = f"python{sys.version_info[0]}.{sys.version_info[1]}"
    candidates = [os.path.realpath(c) for c in (getattr(sys, "_base_executable", None), sys.executable) if c]
    candidates += [shutil.which(version, path=p) for p in ("/usr/local/bin", "/usr/bin", "/bin")]
    for c in candidates:
        if c and os.path.isfile(c) and runnable_by_others(c):
            return c
    return None


def _link_or_copy(src: str, dst: str) -> str:
    """A hard link to ``src`` when others may read it and linking works; else a copy made readable."""
    if os.stat(src).st_mode & stat.S_IROTH:
        try:
            os.link(src, dst)
            return dst
        except OSError:
            pass
    shutil.copy2(src, dst)
    os.chmod(dst, stat.S_IMODE(os.stat(dst).st_mode) | 0o444)
    return dst


def _open_folders(top: Path) -> None:
    """Folders made for the copy: 0755 (readable and enterable); files are left as they are."""
    for d, _dirs, _files in os.walk(top):
        os.chmod(d, 0o755)


@dataclass
class Runtime:
    """What a probe run as another user starts with: ``python`` (the interpreter to run) and
    ``root`` (the project folder to put on ``sys.path``); ``made`` is the folder to remove
    (``None`` when everything was reachable in place); ``copied`` lists what had to be copied."""

    python: str
    root: str
    made: Path | None = None
    copied: list[str] = field(default_factory=list)

    def remove(self) -> None:
        """Remove the copies (the originals are never touched)."""
        if self.made is not None:
            shutil.rmtree(self.made, ignore_errors=True)
            self.made = None


def build(root: str | os.PathLike, sites: list[str] | None = None, *, base: str = "/tmp") -> Runtime:
    """A :class:`Runtime` for a probe of checkout ``root`` run as another user.

    ``sites``: the package folders it needs (default :func:`site_dirs`). Not as root (no
    user switch), or when everything is reachable, nothing is copied. Raises ``RuntimeError``
    when no interpreter of this version can be run by others (the caller skips)."""
    root = os.path.abspath(root)
    sites = site_dirs() if sites is None else list(sites)
    if not IS_ROOT:
        return Runtime(sys.executable, root)
    root_ok = others_can_reach(root)
    python_ok = runnable_by_others(sys.executable)
    unreachable = [s for s in sites if not others_can_reach(s)]
    if root_ok and python_ok and not unreachable:
        return Runtime(sys.executable, root)
    interpreter = interpreter_for_others()
    if interpreter is None:
        raise RuntimeError(f"no python{sys.version_info[0]}.{sys.version_info[1]} that another user can run "
                           f"(tried {sys.executable})")
    made = Path(tempfile.mkdtemp(prefix="hoc-chan-other-user-", dir=base))
    try:
        rt = Runtime(interpreter, root, made)
        if not root_ok:
            shutil.copytree(root, made / "root", ignore=SOURCE_SKIP, symlinks=True)
            for d, _dirs, files in os.walk(made / "root"):
                os.chmod(d, 0o755)
                for f in files:
                    p = os.path.join(d, f)
                    if not os.path.islink(p):
                        os.chmod(p, stat.S_IMODE(os.lstat(p).st_mode) | 0o444)
            rt.root = str(made / "root")
            rt.copied.append(root)
        if python_ok and not unreachable:
            rt.python = sys.executable  # only the sources were out of reach
        else:
            rt.python = _make_env(made / "env", interpreter, sites, unreachable, rt)
        os.chmod(made, 0o755)
        return rt
    except BaseException:
        shutil.rmtree(made, ignore_errors=True)
        raise


def _make_env(env: Path, interpreter: str, sites: list[str], unreachable: list[str], rt: Runtime) -> str:
    """A virtual environment at ``env`` running ``interpreter`` with ``sites`` on its path
    (the unreachable ones as linked copies); returns its ``bin/python``."""
    ver = f"python{sys.version_info[0]}.{sys.version_info[1]}"
    own = env / "lib" / ver / "site-packages"
    own.mkdir(parents=True)
    (env / "bin").mkdir()
    (env / "pyvenv.cfg").write_text(f"home = {os.path.dirname(interpreter)}\ninclude-system-site-packages = false\n"
                                    f"version = {'.'.join(map(str, sys.version_info[:3]))}\n", encoding="utf-8")
    python = env / "bin" / "python"
    python.symlink_to(interpreter)
    lines = []
    for i, s in enumerate(sites):
        where = s
        if s in unreachable:
            where = str(env / "sites" / str(i))
            shutil.copytree(s, where, symlinks=True, copy_function=_link_or_copy)
            rt.copied.append(s)
        lines.append(f"import site; site.addsitedir({where!r})\n")
    (own / "hoc_chan_other_user.pth").write_text("".join(lines), encoding="utf-8")
    _open_folders(env)
    return str(python)


@contextlib.contextmanager
def runtime(root: str | os.PathLike):
    """:func:`build` for a ``with`` block; the copies are removed at its end."""
    rt = build(root)
    try:
        yield rt
    finally:
        rt.remove()
