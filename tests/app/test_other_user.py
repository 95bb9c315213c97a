"""tests/other_user.py: a probe run as ``nobody`` gets what it needs from a private checkout
(issue 22 item 13) — copies of the sources and of the package folders it cannot reach, an
interpreter it can run — and nothing of the original changes mode."""
from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tests import other_user

NOBODY = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]


def test_reachability_reads_every_folder_on_the_way(tmp_path):
    private = tmp_path / "private"
    (private / "open").mkdir(parents=True)
    (private / "open" / "f.py").write_text("x = 1\n")
    private.chmod(0o700)
    (private / "open").chmod(0o755)
    (private / "open" / "f.py").chmod(0o644)
    assert not other_user.others_can_reach(private / "open" / "f.py")
    private.chmod(0o711)  # searchable, not listable: enough to reach what is inside
    for up in [tmp_path, *tmp_path.parents]:
        if not os.stat(up).st_mode & stat.S_IXOTH:
            break
    else:
        assert other_user.others_can_reach(private / "open" / "f.py")
    link = Path(tempfile.mkdtemp(dir="/tmp")) / "link"
    try:
        link.symlink_to(private / "open")
        private.chmod(0o700)
        assert not other_user.others_can_reach(link)  # where the link leads counts too
    finally:
        shutil.rmtree(link.parent)
    assert other_user.runnable_by_others("/bin/sh")


def test_site_dirs_keep_a_venv_inside_the_checkout(tmp_path, monkeypatch):
    """``make test`` builds ``.venv`` inside the checkout: its packages are needed, the
    checkout and its tests folder (put on sys.path by pytest) are not, nor the standard library."""
    venv_site = tmp_path / ".venv" / "lib" / "python3.11" / "site-packages"
    venv_site.mkdir(parents=True)
    (tmp_path / "tests").mkdir()
    stdlib = os.path.dirname(os.__file__)
    monkeypatch.setattr(sys, "path", ["", str(tmp_path), str(tmp_path / "tests"), stdlib,
                                      os.path.join(stdlib, "lib-dynload"), str(venv_site), "/nowhere"])
    assert other_user.site_dirs(tmp_path) == [str(venv_site)]


def test_not_root_runs_in_place(monkeypatch):
    monkeypatch.setattr(other_user, "IS_ROOT", False)
    rt = other_user.build("/somewhere/private")
    assert (rt.python, rt.root, rt.made) == (sys.executable, "/somewhere/private", None)


@pytest.fixture
def private_checkout():
    """A 0700 folder (like ``mktemp -d``) holding a project, a package folder with a ``.pth``
    file and a module only its owner may read."""
    if not other_user.IS_ROOT or shutil.which("setpriv") is None:
        pytest.skip("needs root and setpriv to run as nobody")
    top = Path(tempfile.mkdtemp(prefix="hoc-chan-private-"))
    top.chmod(0o700)
    proj, site = top / "proj", top / "site"
    (proj / "hc_probe_project").mkdir(parents=True)
    (proj / "hc_probe_project" / "__init__.py").write_text("WHERE = 'project'\n")
    (site / "hc_probe_pkg").mkdir(parents=True)
    (site / "hc_probe_pkg" / "__init__.py").write_text("WHERE = 'pkg'\n")
    (site / "extra").mkdir()
    (site / "extra" / "hc_probe_extra.py").write_text("WHERE = 'extra'\n")
    (site / "hc_probe.pth").write_text("extra\n")  # a .pth line: processed only in a site folder
    secret = site / "hc_probe_secret.py"
    secret.write_text("WHERE = 'secret'\n")
    secret.chmod(0o600)
    yield top, proj, site
    shutil.rmtree(top, ignore_errors=True)


PROBE = """
import json, sys
sys.path.insert(0, sys.argv[1])
import hc_probe_project, hc_probe_pkg, hc_probe_extra, hc_probe_secret
print(json.dumps({"where": [m.WHERE for m in (hc_probe_project, hc_probe_pkg, hc_probe_extra, hc_probe_secret)],
                  "path": sys.path, "executable": sys.executable}))
"""


def test_nobody_imports_from_a_private_checkout_through_copies(private_checkout):
    top, proj, site = private_checkout
    modes = {p: stat.S_IMODE(os.lstat(p).st_mode) for p in [top, *top.rglob("*")]}
    rt = other_user.build(proj, [str(site)])
    try:
        assert rt.made is not None and set(rt.copied) == {str(proj), str(site)}
        r = subprocess.run([*NOBODY, rt.python, "-B", "-c", PROBE, rt.root], capture_output=True, text=True,
                           timeout=120, env={"PATH": "/usr/bin:/bin", "HOME": "/tmp"})
        assert r.returncode == 0, r.stderr[-2000:]
        out = json.loads(r.stdout)
        assert out["where"] == ["project", "pkg", "extra", "secret"]
        assert not [p for p in out["path"] if p.startswith(str(top))]
    finally:
        made = rt.made
        rt.remove()
    assert made is not None and not made.exists()
    # the originals: every file still there, every mode as it was (the hard links shared inodes)
    assert modes == {p: stat.S_IMODE(os.lstat(p).st_mode) for p in [top, *top.rglob("*")]}


def test_reachable_pieces_are_used_in_place(private_checkout, tmp_path):
    top, proj, site = private_checkout
    top.chmod(0o755)
    for p in top.rglob("*"):
        p.chmod(0o755 if p.is_dir() else 0o644)
    rt = other_user.build(proj, [str(site)])
    try:
        assert str(proj) not in rt.copied and str(site) not in rt.copied and rt.root == str(proj)
    finally:
        rt.remove()
