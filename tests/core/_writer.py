"""A separate process that adds to one SQLite file: used by test_concurrency.py.

usage: python _writer.py DB USER COUNT [--die-at-ledger-entry N | --die-after-anchor N]
With --die-at-ledger-entry, the process SIGKILLs itself while appending its N-th ledger entry, that is
after the row of that write is in and before its transaction commits: a crash in the middle of add().
With --die-after-anchor, it SIGKILLs itself right after its N-th anchor write, before that
transaction's COMMIT: the anchor is then one write ahead of the file.
"""

import os
import signal
import sys

from veramem_core import anchor, ledger
from veramem_core.config import Config
from veramem_core.memory import Memory
from veramem_core.plugins import make_plugin_manager
from veramem_core.testing import first_party_plugins


def main() -> None:
    db, user, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    die_at = int(sys.argv[5]) if len(sys.argv) > 5 and sys.argv[4] == "--die-at-ledger-entry" else None
    if len(sys.argv) > 5 and sys.argv[4] == "--die-after-anchor":
        real_write = anchor._write
        writes = {"n": 0, "at": int(sys.argv[5])}

        def dying_write(*args, **kwargs):
            real_write(*args, **kwargs)
            writes["n"] += 1
            if writes["n"] == writes["at"]:
                os.kill(os.getpid(), signal.SIGKILL)

        anchor._write = dying_write
    plugins = first_party_plugins()
    infer = any(getattr(p, "__name__", "") == "veramem_manage.plugin" for p in plugins)
    if die_at is not None:
        real_append = ledger.append
        calls = {"n": 0}

        def dying_append(*args, **kwargs):
            calls["n"] += 1
            if calls["n"] == die_at:
                os.kill(os.getpid(), signal.SIGKILL)
            return real_append(*args, **kwargs)

        ledger.append = dying_append
    pm = make_plugin_manager(*plugins, load_entry_points=False)
    with Memory(path=db, config=Config(), pm=pm) as m:
        print("ready", flush=True)
        for i in range(count):
            m.add(
                [
                    {"role": "user", "content": f"{user} note {i}: I live in city number {i}."},
                    {"role": "assistant", "content": f"Noted, {user}, entry {i}."},
                ],
                user_id=user,
                session_id=f"s-{user}",
                infer=infer,
            )
    print("done", flush=True)


if __name__ == "__main__":
    main()
