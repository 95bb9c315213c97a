"""A throwaway PostgreSQL cluster for the tests (not a test module).

``Cluster.start()`` runs Debian's ``initdb`` and ``pg_ctl`` (``make test``
installs the ``postgresql`` package when it is missing) on a temporary folder
and a free loopback port, with trust authentication for the local user
``hoc``. PostgreSQL refuses to run as root: when the tests run as root (CI),
the server runs as the ``postgres`` user through ``setpriv``. Each test gets
its own database (``new_database()``), copied from a template database that
is already at the newest schema, so a fresh database costs one file copy.
"""
from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
import time
import uuid
from pathlib import Path

from tests.app_server import free_port

USER = "hoc"
TEMPLATE = "hoc_template"


def bin_dir() -> Path | None:
    """The folder of ``initdb``/``pg_ctl`` (newest Debian version first), or ``None``."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                   key=lambda p: int(Path(p).parent.parent.name) if Path(p).parent.parent.name.isdigit() else 0)
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).resolve().parent if initdb else None


def why_unavailable() -> str | None:
    """Why a cluster cannot be started here (``None``: it can)."""
    if bin_dir() is None:
        return "PostgreSQL is not installed (make test installs Debian's postgresql)"
    if os.geteuid() == 0:
        if shutil.which("setpriv") is None:
            return "running as root without setpriv: PostgreSQL cannot be started"
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root without a 'postgres' user"
    return None


class Cluster:
    """One PostgreSQL server on ``127.0.0.1:port`` with its data in a temporary folder."""

    def __init__(self) -> None:
        self.bin = bin_dir()
        self.root = Path(tempfile.mkdtemp(prefix="hoc-chan-pg-", dir="/tmp"))
        self.data = self.root / "data"
        self.log = self.root / "server.log"
        self.port = free_port()
        self.as_user: list[str] = []
        if os.geteuid() == 0:
            pw = pwd.getpwnam("postgres")
            self.as_user = ["setpriv", f"--reuid={pw.pw_uid}", f"--regid={pw.pw_gid}", "--init-groups"]
            os.chown(self.root, pw.pw_uid, pw.pw_gid)
        self.root.chmod(0o700)

    def _run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8",
               "HOME": str(self.root)}
        r = subprocess.run([*self.as_user, *args], capture_output=True, text=True, timeout=timeout, env=env,
                           cwd=self.root)
        if r.returncode != 0:
            log = self.log.read_text(errors="replace")[-3000:] if self.log.exists() else ""
            raise RuntimeError(f"{args[0]} failed ({r.returncode}): {r.stdout[-2000:]} {r.stderr[-2000:]} {log}")
        return r

    def init(self) -> None:
        """``initdb`` (UTF-8, trust for local connections, superuser ``hoc``)."""
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", USER, "--auth=trust", "-E", "UTF8",
                  "--no-locale", "--no-sync")

    def start(self) -> None:
        """Start (or restart) the server and wait until it accepts connections."""
        opts = (f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.root} -c fsync=off "
                "-c full_page_writes=off -c max_connections=200 -c shared_buffers=32MB")
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.log), "-o", opts, "-w",
                  "-t", "60", "start")

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (``mode``: smart, fast, immediate)."""
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "-t", "60", "stop")

    def url(self, database: str = "postgres", user: str = USER) -> str:
        """A SQLAlchemy URL (psycopg 3) of ``database`` on this server."""
        return f"postgresql+psycopg://{user}@127.0.0.1:{self.port}/{database}"

    def sql(self, statement: str, database: str = "postgres") -> None:
        """Run one statement in autocommit mode (CREATE DATABASE, ALTER …)."""
        import psycopg

        with psycopg.connect(host="127.0.0.1", port=self.port, user=USER, dbname=database, autocommit=True) as c:
            c.execute(statement)

    def make_template(self) -> None:
        """A database at the newest schema, the template of :meth:`new_database`."""
        from learning.progress import open_database

        self.sql(f"CREATE DATABASE {TEMPLATE}")
        db = open_database(self.url(TEMPLATE))
        assert db.status == "ok", db.cause
        db.dispose()

    def new_database(self, template: str | None = TEMPLATE) -> str:
        """A fresh database (a copy of the upgraded template, or empty with ``template=None``); its URL."""
        name = "t_" + uuid.uuid4().hex[:12]
        self.sql(f"CREATE DATABASE {name} TEMPLATE {template or 'template0'}")
        return self.url(name)

    def destroy(self) -> None:
        """Stop the server (if running) and remove its folder."""
        try:
            self.stop("immediate")
        except (RuntimeError, subprocess.TimeoutExpired):
            pass
        shutil.rmtree(self.root, ignore_errors=True)


def start_cluster() -> Cluster:
    """A started cluster with its template database (raises ``RuntimeError`` if it cannot start)."""
    c = Cluster()
    try:
        c.init()
        c.start()
        deadline = time.monotonic() + 30
        while True:
            try:
                c.make_template()
                break
            except Exception:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
    except BaseException:
        c.destroy()
        raise
    return c
