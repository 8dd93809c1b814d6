"""Episode vectors written behind ``add()``: the turn's forward pass runs on a worker thread.

Nothing in the write path reads an episode's vector (reconciling compares memories), so ``add()``
stores the episode, queues its text here and goes on extracting and reconciling while the worker
embeds it. The worker takes whatever is queued at once (one packed pass for several turns) and
stores the vectors itself (the stores are thread-safe). A search first waits for the queue
(``settle``), so a caller always finds what it added. A process that dies with turns in the queue
leaves them without a vector: the first use of the next queue embeds the newest rows that lack one
(``RECENT``, more than the queue ever holds), and ``repair`` every row.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import threading
import weakref
from collections import deque
from contextlib import AbstractContextManager
from dataclasses import dataclass

import numpy as np

from .embedding import Embedder
from .store import Store

log = logging.getLogger("veramem")

# At most this many texts wait or are embedded at once: add() waits for room beyond it, so a crash
# loses at most this many vectors, all of them among the RECENT newest episodes.
CAP = 64
# How many of the newest episodes the first use of a queue checks for a missing vector.
RECENT = 1024
# Texts per pass the worker takes from the queue.
BATCH = 32
# An idle worker waits this long for more before its thread ends.
IDLE_SECONDS = 1.0
# At exit, a queue still waiting after this long is left to the next process's recovery.
EXIT_SECONDS = 60.0


_LOCKS: weakref.WeakKeyDictionary[object, threading.Lock] = weakref.WeakKeyDictionary()
_LOCKS_GUARD = threading.Lock()
_SHARED_LOCK = threading.Lock()  # for an embedder that cannot be weakly referenced


def embed_lock(embedder: Embedder) -> AbstractContextManager[object]:
    """What to hold around ``embedder.embed`` when another thread may call it too: nothing for an
    embedder that says ``thread_safe = True`` (the built-in ones), else one lock per embedder, so a
    third-party embedder is never entered twice at once."""
    if getattr(embedder, "thread_safe", False):
        return contextlib.nullcontext()
    with _LOCKS_GUARD:
        try:
            return _LOCKS.setdefault(embedder, threading.Lock())
        except TypeError:
            return _SHARED_LOCK


@dataclass
class _Job:
    embedder: Embedder
    ids: list[str]
    texts: list[str]


class VectorQueue:
    """Write-behind episode vectors for one store. ``put`` queues, ``settle`` waits for all."""

    def __init__(self, store: Store, cap: int = CAP, threaded: bool = True) -> None:
        self.store = store
        self.cap = cap
        self.threaded = threaded  # False: put() embeds and stores on the caller's thread
        self._jobs: deque[_Job] = deque()
        self._cond = threading.Condition()
        self._pending = 0  # texts queued or being embedded
        self._worker: threading.Thread | None = None
        self._checked: set[str] = set()  # models whose newest rows were checked for a lost vector
        # A process that exits without close() still stores what it queued (daemon threads run
        # during atexit); the weak reference lets a dropped queue go.
        ref = weakref.ref(self)
        self._at_exit = lambda: (q := ref()) is not None and q.settle(timeout=EXIT_SECONDS)
        atexit.register(self._at_exit)

    def close(self) -> None:
        """Wait for the queue; the store may be closed after this."""
        self.settle()
        atexit.unregister(self._at_exit)

    def put(self, embedder: Embedder, ids: list[str], texts: list[str]) -> None:
        """Queue episodes ``ids`` (``texts`` as said) for ``embedder``; waits while the queue is full."""
        if not ids:
            return
        self._recover(embedder, skip=set(ids))
        if not self.threaded:
            self._store(embedder, list(ids), list(texts))
            return
        with self._cond:
            while self._pending >= self.cap:
                self._cond.wait()
            self._jobs.append(_Job(embedder, list(ids), list(texts)))
            self._pending += len(ids)
            if self._worker is None:
                self._worker = threading.Thread(target=self._run, name="veramem-vectors", daemon=True)
                self._worker.start()
            else:
                self._cond.notify_all()

    def settle(self, embedder: Embedder | None = None, timeout: float | None = None) -> bool:
        """Wait until every queued vector is stored (and, given ``embedder``, the rows a dead
        process left without one are embedded); False if ``timeout`` seconds passed first."""
        if embedder is not None:
            self._recover(embedder)
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending, timeout)

    def _recover(self, embedder: Embedder, skip: set[str] | None = None) -> None:
        """Once per model: queue the newest episodes that have no vector of it (a process died
        with them queued), but ``skip`` (about to be queued). Costs a range of the rowid, not a scan.
        Another process's turns still in its queue count too: embedding them twice does no harm."""
        with self._cond:
            if embedder.name in self._checked:
                return
            self._checked.add(embedder.name)
        missing = self.store.missing_vectors("episode", embedder.name, RECENT, recent=RECENT)
        lost = [(i, t) for i, t in missing if not skip or i not in skip]
        for start in range(0, len(lost), self.cap):
            part = lost[start : start + self.cap]
            self.put(embedder, [i for i, _ in part], [t for _, t in part])

    def _take(self) -> list[_Job] | None:
        """The next jobs of one embedder, up to ``BATCH`` texts; None when the thread should end."""
        with self._cond:
            if not self._jobs:
                self._cond.wait(IDLE_SECONDS)
            if not self._jobs:
                self._worker = None
                return None
            jobs = [self._jobs.popleft()]
            count = len(jobs[0].ids)
            while self._jobs and self._jobs[0].embedder is jobs[0].embedder and count < BATCH:
                count += len(self._jobs[0].ids)
                jobs.append(self._jobs.popleft())
            return jobs

    def _store(self, embedder: Embedder, ids: list[str], texts: list[str]) -> None:
        unique = list(dict.fromkeys(texts))  # a text said twice is embedded once
        with embed_lock(embedder):
            computed = dict(zip(unique, embedder.embed(unique), strict=True))
        self.store.put_vectors("episode", ids, embedder.name, np.stack([computed[t] for t in texts]))

    def _run(self) -> None:
        while (jobs := self._take()) is not None:
            embedder = jobs[0].embedder
            ids = [i for job in jobs for i in job.ids]
            try:
                self._store(embedder, ids, [t for job in jobs for t in job.texts])
            except Exception as exc:  # the episodes stay, found by full text; repair() embeds them
                log.warning(
                    "vectors for %d episode(s) (%s) were not stored: %s: %s; they are still found by full"
                    " text, and Memory.repair() embeds them",
                    len(ids),
                    ", ".join(ids[:3]) + (", ..." if len(ids) > 3 else ""),
                    type(exc).__name__,
                    exc,
                )
            finally:
                with self._cond:
                    self._pending -= len(ids)
                    self._cond.notify_all()
