"""Checks every store must pass: the SQLite store here, a PostgreSQL store later, any third party's.

Usage, in a test module of the implementation::

    from veramem_core.conformance import STORE_CHECKS

    @pytest.mark.parametrize("check", STORE_CHECKS, ids=lambda c: c.__name__)
    def test_store_conformance(check, tmp_path):
        check(lambda: MyStore(...))

Each check takes a factory returning a fresh, empty store, and raises AssertionError on failure.
"""

from __future__ import annotations

from .erasure import ERASURE_CHECKS
from .outcome import OUTCOME_CHECKS
from .retrieval import RETRIEVAL_CHECKS
from .store import STORE_CHECKS as _CORE_CHECKS

# Everything a store must do: the core checks, what the search stage, the outcome loop and erasure ask of it.
STORE_CHECKS = [*_CORE_CHECKS, *RETRIEVAL_CHECKS, *OUTCOME_CHECKS, *ERASURE_CHECKS]

__all__ = ["ERASURE_CHECKS", "OUTCOME_CHECKS", "RETRIEVAL_CHECKS", "STORE_CHECKS"]
