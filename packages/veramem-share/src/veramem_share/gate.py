"""The sanitisation gate: every PII detector and the canary, over text other people will read.

Deterministic: the same text and the same private memories always give the same verdict. It runs on
team and public writes (core's write path calls ``veramem_gate``) and on every abstraction bound for
a shared pool. A finding keeps the text local; the reason names detectors and spans, never the text.
"""

from __future__ import annotations

from veramem_core.stages import Finding, GateRequest


def check(request: GateRequest) -> list[Finding]:
    """Every finding of every ``veramem_pii_scan`` and ``veramem_canary`` implementation, in text order."""
    hook = request.pm.hook
    found = [f for batch in hook.veramem_pii_scan(text=request.text) for f in batch or []]
    private = request.store.private_texts(request.user_id, exclude=request.exclude)
    found += [
        f for batch in hook.veramem_canary(text=request.text, private_texts=private) for f in batch or []
    ]
    return sorted(found, key=lambda f: (f.span, f.detector))
