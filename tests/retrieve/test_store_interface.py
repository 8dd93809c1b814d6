"""veramem-retrieve reaches the store through the ``Store`` protocol only: no store class, no SQL."""

import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "packages" / "veramem-retrieve" / "src"


def test_retrieve_never_names_a_store_class_or_runs_sql() -> None:
    offending = [
        f"{path.relative_to(SRC)}:{n}: {line.strip()}"
        for path in sorted(SRC.rglob("*.py"))
        for n, line in enumerate(path.read_text("utf-8").splitlines(), start=1)
        if re.search(r"SQLiteStore|\.execute\(", line)
    ]
    assert offending == [], "retrieval must ask the store through its interface"


def test_retrieve_asks_only_for_protocol_methods() -> None:
    from veramem_core.store import Store

    methods = {name for name in dir(Store) if not name.startswith("_")}
    called = {
        m.group(1)
        for path in SRC.rglob("*.py")
        for m in re.finditer(r"\.store\.(\w+)\(", path.read_text("utf-8"))
    }
    assert called and called <= methods, f"not in the Store protocol: {sorted(called - methods)}"
