"""Each built-in PII detector: what it must find, and the look-alikes it must leave alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import veramem_share.plugin as share
from veramem_core.plugins import make_plugin_manager
from veramem_share import pii

CORPUS = Path(__file__).resolve().parents[2] / "bench" / "data" / "pii_corpus.jsonl"

CASES = [
    (pii.email, "write to jo.ng+news@mail.example.org today", ["jo.ng+news@mail.example.org"]),
    (pii.email, "the @handle and a@b are not addresses", []),
    (pii.phone, "call +44 20 7946 0958 or (212) 555-0143", ["+44 20 7946 0958", "(212) 555-0143"]),
    (pii.phone, "mobile 06 12 34 56 78, office 020 7946 0958", ["06 12 34 56 78", "020 7946 0958"]),
    (pii.phone, "on 2024-03-15 at 12:30, version 1.2.3, ref 4128 0314 0208 5162", []),
    (
        pii.payment_card,
        "card 4111 1111 1111 1111 and 378282246310005",
        ["4111 1111 1111 1111", "378282246310005"],
    ),
    (pii.payment_card, "ticket 4111 1111 1111 1112, ISBN 978-3-16-148410-0, EAN 9783161484100", []),
    (
        pii.iban,
        "IBAN DE89 3704 0044 0532 0130 00 or GB82WEST12345698765432",
        ["DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432"],
    ),
    (pii.iban, "code DE89 3704 0044 0532 0130 01 fails mod-97", []),
    (
        pii.ip_address,
        "from 192.168.1.20 and 2001:db8::8a2e:370:7334",
        ["192.168.1.20", "2001:db8::8a2e:370:7334"],
    ),
    (pii.ip_address, "v1.2.3.4, version 10.0.0.1, 999.1.1.1, 12:30:45", []),
    (
        pii.url_query,
        "reset at https://example.com/reset?token=abc123 now",
        ["https://example.com/reset?token=abc123"],
    ),
    (pii.url_query, "docs at https://example.com/guide?. Any questions?", []),
    (
        pii.street_address,
        "at 221B Baker Street, 12 Rue de Rivoli, Hauptstraße 5",
        ["221B Baker Street", "12 Rue de Rivoli", "Hauptstraße 5"],
    ),
    (pii.street_address, "the office is on Main Street; room 12 on floor 3", []),
    (
        pii.date_of_birth,
        "born on March 3, 1980; DOB: 1975-03-12",
        ["born on March 3, 1980", "DOB: 1975-03-12"],
    ),
    (pii.date_of_birth, "we shipped on March 3, 1980 and 1975-03-12", []),
    (
        pii.government_id,
        "SSN 123-45-6789, NI AB 12 34 56 C, DNI 12345678Z",
        ["123-45-6789", "AB 12 34 56 C", "12345678Z"],
    ),
    (pii.government_id, "000-12-3456, 666-12-3456, 912-12-3456, SKU 123-45-6789-B, 12345678A", []),
]


@pytest.mark.parametrize(("detector", "text", "expected"), CASES, ids=lambda c: getattr(c, "__name__", None))
def test_detector(detector: object, text: str, expected: list[str]) -> None:
    found = detector(text)  # type: ignore[operator]
    assert [text[slice(*f.span)] for f in found] == expected
    assert all(f.detector == detector.__name__ for f in found)  # type: ignore[attr-defined]


def test_checks_behind_the_patterns() -> None:
    assert pii.luhn("4111111111111111") and not pii.luhn("4111111111111112")
    assert pii.iban_valid("GB82WEST12345698765432") and not pii.iban_valid("GB82WEST12345698765433")
    assert pii.ssn_valid("123456789") and not pii.ssn_valid("666123456")


def test_every_detector_is_its_own_hook_implementation() -> None:
    pm = make_plugin_manager(share, load_entry_points=False)
    implementations = {i.function.__name__ for i in pm.hook.veramem_pii_scan.get_hookimpls()}
    assert implementations == {d.__name__ for d in pii.DETECTORS}


def test_the_corpus_meets_the_acceptance_bar() -> None:
    """bench/pii.py's corpus: recall 100 % on the PII texts, at most 5 % of the clean ones blocked."""
    rows = [json.loads(line) for line in CORPUS.read_text("utf-8").splitlines()]
    assert len(rows) >= 300
    pm = make_plugin_manager(share, load_entry_points=False)
    missed, blocked, clean = [], 0, 0
    for row in rows:
        found = {f.detector for batch in pm.hook.veramem_pii_scan(text=row["text"]) for f in batch}
        missed += [row["text"] for label in row["labels"] if label not in found]
        if not row["labels"]:
            clean += 1
            blocked += bool(found)
    assert missed == []
    assert blocked / clean <= 0.05
