"""What one visitor may cost the server, or guess: :class:`Tries` slows down then locks wrong
answers to a secret, per session and per address; :func:`one_live_run` allows one live simulation
at a time. Process-wide state, so it lives in an imported module."""
from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass


@dataclass(frozen=True)
class Verdict:
    """May a try be checked now? ``wait``: seconds to wait first (0: yes); ``locked``: the wait is
    the lock after too many wrong tries; ``wrong``: wrong tries counted so far."""

    wait: float
    locked: bool
    wrong: int

    @property
    def allowed(self) -> bool:
        return self.wait <= 0


class Tries:
    """Wrong tries per key (a session id, a client address), in this process. Thread-safe."""

    limit = 5  # wrong tries (within window) that lock a key
    window = 15 * 60.0  # seconds a wrong try is remembered
    lock_s = 15 * 60.0  # seconds a key stays locked after its last wrong try
    max_keys = 10_000  # keys kept at most (the oldest forgotten first): the table cannot grow without end

    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self._wrong: dict[str, list[float]] = {}
        self._lock = threading.Lock()

    def _recent(self, key: str, now: float) -> list[float]:
        times = [t for t in self._wrong.get(key, ()) if now - t < max(self.window, self.lock_s)]
        if times:
            self._wrong[key] = times
        else:
            self._wrong.pop(key, None)
        return times

    def verdict(self, *keys: str | None) -> Verdict:
        """The strictest answer over ``keys`` (``None`` keys are skipped)."""
        now = self.clock()
        worst = Verdict(0.0, False, 0)
        with self._lock:
            for key in keys:
                if key is None:
                    continue
                times = self._recent(key, now)
                in_window = [t for t in times if now - t < self.window]
                if len(in_window) >= self.limit:
                    v = Verdict(max(0.0, times[-1] + self.lock_s - now), True, len(in_window))
                elif in_window:  # 1, 2, 4, 8 … seconds after the 1st, 2nd, 3rd … wrong try
                    v = Verdict(max(0.0, times[-1] + 2.0 ** (len(in_window) - 1) - now), False, len(in_window))
                else:
                    v = Verdict(0.0, False, 0)
                if (v.locked, v.wait) > (worst.locked, worst.wait) or v.wrong > worst.wrong and not worst.wait:
                    worst = v
        return worst

    def wrong(self, *keys: str | None) -> Verdict:
        """Count a wrong try for every key; the verdict after it."""
        now = self.clock()
        with self._lock:
            for key in keys:
                if key is None:
                    continue
                self._recent(key, now)
                self._wrong.setdefault(key, []).append(now)
                while len(self._wrong) > self.max_keys:
                    self._wrong.pop(next(iter(self._wrong)))
        return self.verdict(*keys)

    def forget(self, *keys: str | None) -> None:
        """A right try: forget the wrong ones of ``keys``."""
        with self._lock:
            for key in keys:
                self._wrong.pop(key, None)


LIVE_WAIT_S = 3.0  # seconds a visitor waits for another's live simulation
_live = threading.Lock()


@contextmanager
def one_live_run(wait: float | None = None) -> Iterator[bool]:
    """``with one_live_run() as ok:`` — ``ok`` when no other live run holds it after ``wait`` seconds."""
    got = _live.acquire(timeout=LIVE_WAIT_S if wait is None else wait)
    try:
        yield got
    finally:
        if got:
            _live.release()
