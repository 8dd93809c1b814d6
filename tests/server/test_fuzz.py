"""Schemathesis against the running server's own OpenAPI document: no 5xx, every response as documented.

Both valid data (which must be accepted) and invalid data (which must be refused with a 4xx) are
generated for every operation, with every check schemathesis has (server errors, status codes,
content types, response schemas, headers).
"""

from __future__ import annotations

import itertools

import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis.config import SchemathesisConfig
from schemathesis.core.result import Ok

from .conftest import Live

# Bounded for CI: examples per operation.
EXAMPLES = 15
REFUSALS = [400, 401, 403, 404, 405, 406, 409, 415, 422, 428, 429]


def test_fuzz_every_operation(live: Live) -> None:
    alice = live.client("alice")
    alice.post("/v1/memories", json={"messages": [{"role": "user", "content": "I live in Paris."}]})
    key = alice.headers["authorization"].removeprefix("Bearer ")
    # Told the key through the document's own security scheme, schemathesis sends it where the
    # document asks for it, and leaves it out (or spoils it) when a case is meant to be refused.
    config = SchemathesisConfig.from_dict(
        {
            "auth": {"openapi": {"bearer": {"bearer": key}}},
            # A body over the size limit is refused before it is read, valid or not: 413.
            "checks": {
                "negative_data_rejection": {"expected-statuses": [*REFUSALS, 413]},
                "positive_data_acceptance": {"expected-statuses": ["2xx", 401, 403, 404, 409, 413, 429]},
            },
        }
    )
    schema = schemathesis.openapi.from_url(f"{live.url}/openapi.json", config=config)
    results = list(schema.get_all_operations())
    operations = [result.ok() for result in results if isinstance(result, Ok)]
    assert len(operations) == len(results) >= 10
    for operation, mode in itertools.product(operations, schemathesis.GenerationMode):

        @given(case=operation.as_strategy(generation_mode=mode))
        @settings(
            max_examples=EXAMPLES,
            deadline=None,
            database=None,
            suppress_health_check=[
                HealthCheck.too_slow,
                HealthCheck.filter_too_much,
                HealthCheck.data_too_large,
            ],
        )
        def check(case: schemathesis.Case) -> None:
            case.call_and_validate(base_url=live.url)

        try:
            check()
        except Unsatisfiable:
            # An operation that takes no input (GET /healthz) has no invalid input to send.
            assert mode is schemathesis.GenerationMode.NEGATIVE
    # The key was used: generated searches and adds got through, not only 401s.
    counts = live.memory.store.counts()
    assert counts["traces"] > 0 and counts["episodes"] > 1
