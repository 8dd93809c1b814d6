"""The built-in PII detectors: each is its own implementation of ``veramem_pii_scan``.

A third party adds a detector the same way (see ``examples/veramem-pii-employee-id``). Every detector
is deterministic and checks what can be checked (Luhn for cards, mod-97 for IBANs, the address
ranges of IPv4/IPv6, the issuing rules of SSNs, NINOs and DNIs), so that version strings, order
numbers, prices and plain dates are not mistaken for personal data. Spans are character offsets.

This module imports nothing heavy: the CLI loads it to list commands.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from veramem_core.hookspecs import hookimpl

if TYPE_CHECKING:
    from veramem_core.stages import Finding

Span = tuple[int, int]


def findings(detector: str, reason: str, spans: Iterable[Span]) -> list[Finding]:
    from veramem_core.stages import Finding

    return [Finding(detector, span, reason) for span in spans]


# Digits may not be glued to letters, other digits or hyphens on either side (order ids, SKUs).
_L = r"(?<![\w-])"
_R = r"(?![\w-])"

# --- email ---

_EMAIL = re.compile(r"(?<![\w.+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}\b")


@hookimpl(specname="veramem_pii_scan")
def email(text: str) -> list[Finding]:
    return findings("email", "an email address", (m.span() for m in _EMAIL.finditer(text)))


# --- phone numbers ---

# International: +CC or 00CC, then 6 to 14 more digits in groups.
_PHONE_INTL = re.compile(r"(?<![\w+])(?:\+|00)[1-9]\d{0,2}(?:[\s.-]?\(?\d{1,4}\)?){2,6}(?![\w-])")
# A national number never starts inside a longer run of digit groups (a card or reference number).
_L_PHONE = _L + r"(?<!\d[ .-])"
# North American national format: (555) 123-4567, 555-123-4567, 555.123.4567.
_PHONE_NANP = re.compile(_L_PHONE + r"(?:\(\d{3}\)\s?|\d{3}[.-])\d{3}[.-]\d{4}" + _R)
# Trunk-prefix national formats (most of Europe, the UK, Australia...): 020 7946 0958, 06 12 34 56 78.
_PHONE_TRUNK = re.compile(_L_PHONE + r"0\d{1,4}(?:[\s.-]\d{2,4}){2,4}" + _R)


def _digits(s: str) -> int:
    return sum(c.isdigit() for c in s)


def _phone_spans(text: str) -> list[Span]:
    spans: list[Span] = []
    for m in _PHONE_INTL.finditer(text):
        if 8 <= _digits(m.group()) <= 15:
            spans.append(m.span())
    for m in _PHONE_NANP.finditer(text):
        spans.append(m.span())
    for m in _PHONE_TRUNK.finditer(text):
        if 9 <= _digits(m.group()) <= 12 and not _DATE_LIKE.fullmatch(m.group()):
            spans.append(m.span())
    return _merge(spans)


_DATE_LIKE = re.compile(r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}")


@hookimpl(specname="veramem_pii_scan")
def phone(text: str) -> list[Finding]:
    return findings("phone", "a phone number", _phone_spans(text))


# --- payment cards ---

_CARD = re.compile(_L + r"\d(?:[ -]?\d){12,18}" + _R)
# Issuer ranges start with 2 to 6 (Mastercard 2/5, Amex/Diners/JCB 3, Visa 4, Discover/UnionPay 6);
# book and product codes (EAN/ISBN 978..., 979...) never do.
_CARD_FIRST_DIGITS = "23456"


def luhn(number: str) -> bool:
    digits = [int(c) for c in number if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


@hookimpl(specname="veramem_pii_scan")
def payment_card(text: str) -> list[Finding]:
    spans = [
        m.span()
        for m in _CARD.finditer(text)
        if m.group()[0] in _CARD_FIRST_DIGITS and luhn(m.group()) and _separators_ok(m.group())
    ]
    return findings("payment_card", "a payment card number (Luhn-valid)", spans)


def _separators_ok(number: str) -> bool:
    # Cards are written plain or in groups of 4 (Amex 4-6-5): not an ISBN's 978-3-16-148410-0.
    groups = re.split(r"[ -]", number)
    return len(groups) == 1 or all(3 <= len(g) <= 6 for g in groups)


# --- IBAN ---

_IBAN = re.compile(r"(?<![\w])[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?(?![\w])")
_IBAN_LENGTHS = {
    "AD": 24, "AT": 20, "BE": 16, "BG": 22, "CH": 21, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "EE": 20,
    "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27, "HR": 21, "HU": 28, "IE": 22, "IS": 26, "IT": 27,
    "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MT": 31, "NL": 18, "NO": 15, "PL": 28, "PT": 25,
    "RO": 24, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "TR": 26, "AE": 23, "SA": 24, "IL": 23, "BR": 29,
}  # fmt: skip


def iban_valid(candidate: str) -> bool:
    compact = candidate.replace(" ", "")
    expected = _IBAN_LENGTHS.get(compact[:2])
    if expected is not None and len(compact) != expected:
        return False
    if not 15 <= len(compact) <= 34:
        return False
    rearranged = compact[4:] + compact[:4]
    return int("".join(str(int(c, 36)) for c in rearranged)) % 97 == 1


@hookimpl(specname="veramem_pii_scan")
def iban(text: str) -> list[Finding]:
    spans = [m.span() for m in _IBAN.finditer(text) if iban_valid(m.group())]
    return findings("iban", "an IBAN (mod-97 valid)", spans)


# --- IP addresses ---

_IPV4 = re.compile(r"(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d)")
_IPV6 = re.compile(r"(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?:%\w+)?(?![\w:])")
_VERSION_BEFORE = re.compile(r"(?i)(?:\bv|version\s*|release\s*|build\s*)$")


@hookimpl(specname="veramem_pii_scan")
def ip_address(text: str) -> list[Finding]:
    spans: list[Span] = []
    for m in _IPV4.finditer(text):
        if _VERSION_BEFORE.search(text[max(0, m.start() - 9) : m.start()]):
            continue
        try:
            ipaddress.IPv4Address(m.group())
        except ValueError:
            continue
        spans.append(m.span())
    for m in _IPV6.finditer(text):
        if m.group().count(":") < 2:
            continue
        try:
            ipaddress.IPv6Address(m.group())
        except ValueError:
            continue
        spans.append(m.span())
    return findings("ip_address", "an IP address", spans)


# --- URLs with query strings ---

_URL_QUERY = re.compile(r"(?i)\b(?:https?://|www\.)[^\s?#<>\"']+\?[^\s#<>\"']*=[^\s<>\"']*")


@hookimpl(specname="veramem_pii_scan")
def url_query(text: str) -> list[Finding]:
    spans = [m.span() for m in _URL_QUERY.finditer(text)]
    return findings("url_query", "a URL with a query string (it often carries ids or tokens)", spans)


# --- street addresses ---

_SUFFIX = (
    r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|"
    r"Close|Crescent|Square|Sq|Highway|Hwy|Parkway|Pkwy|Circle|Cir|Gardens|Row|Walk|Mews)\.?"
)
_ADDRESS_EN = re.compile(r"\b\d{1,5}[A-Za-z]?,?\s+(?:[A-Z][\w'.-]*\s+){1,4}" + _SUFFIX + r"(?![\w])")
_ADDRESS_ROMANCE = re.compile(
    r"(?i)\b\d{1,5}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|impasse|quai|"
    r"cours|via|viale|piazza|calle|avenida|rua|travessa|plaza)\s+(?:(?:de|du|des|la|le|del|della|di|da|do|dos)\s+)*"
    r"[A-ZÀ-Ý][\w'-]+"
)
_ADDRESS_ROMANCE_AFTER = re.compile(
    r"(?i)\b(?:calle|via|viale|avenida|rua|carrer|piazza)\s+(?:(?:de|del|della|di|da|do)\s+)*[A-ZÀ-Ý][\w'-]+"
    r"(?:\s+[A-ZÀ-Ý][\w'-]+)?,?\s+(?:n[º°o.]\s*)?\d{1,4}\b"
)
_ADDRESS_GERMANIC = re.compile(
    r"\b[A-ZÄÖÜ][\wäöüß-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|laan|gracht|vej|gatan|veien)"
    r"\s+\d{1,4}[a-z]?\b"
)
_PO_BOX = re.compile(r"(?i)\bP\.?\s?O\.?\s+Box\s+\d{1,6}\b")


@hookimpl(specname="veramem_pii_scan")
def street_address(text: str) -> list[Finding]:
    spans: list[Span] = []
    for pattern in (_ADDRESS_EN, _ADDRESS_ROMANCE, _ADDRESS_ROMANCE_AFTER, _ADDRESS_GERMANIC, _PO_BOX):
        spans += [m.span() for m in pattern.finditer(text)]
    return findings("street_address", "a street address", _merge(spans))


# --- dates of birth ---

_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
    r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
)
_DATE = (
    r"(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|"
    rf"{_MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}\.?,?\s+\d{{4}})"
)
_DOB = re.compile(
    r"(?i)\b(?:born(?:\s+on)?|d\.?\s?o\.?\s?b\.?|date\s+of\s+birth|birth\s?date|birthday(?:\s+is)?|"
    r"né(?:e)?\s+le|geboren\s+am)\s*(?:is\s+|was\s+)?[:\-]?\s*" + _DATE
)


@hookimpl(specname="veramem_pii_scan")
def date_of_birth(text: str) -> list[Finding]:
    return findings("date_of_birth", "a date of birth", (m.span() for m in _DOB.finditer(text)))


# --- government ids ---

# US SSN, hyphenated: area not 000, 666 or 9xx; group not 00; serial not 0000.
_SSN = re.compile(_L + r"(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}" + _R)
_SSN_BARE = re.compile(r"(?i)\b(?:SSN|social security(?: number| no\.?)?)\s*(?:is|:|#)?\s*(\d{9})\b")
# UK National Insurance number: two letters (not D F I Q U V; second not O; not BG GB NK KN TN NT ZZ),
# six digits, a suffix A-D.
_NINO = re.compile(
    r"\b(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]\b"
)
# Spanish DNI: eight digits and the check letter of their value mod 23.
_DNI = re.compile(_L + r"(\d{8})-?([A-Z])" + _R)
_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def ssn_valid(digits: str) -> bool:
    area, group, serial = digits[:3], digits[3:5], digits[5:]
    return area not in ("000", "666") and not area.startswith("9") and group != "00" and serial != "0000"


@hookimpl(specname="veramem_pii_scan")
def government_id(text: str) -> list[Finding]:
    spans = [m.span() for m in _SSN.finditer(text)]
    spans += [m.span(1) for m in _SSN_BARE.finditer(text) if ssn_valid(m.group(1))]
    spans += [m.span() for m in _NINO.finditer(text)]
    spans += [m.span() for m in _DNI.finditer(text) if _DNI_LETTERS[int(m.group(1)) % 23] == m.group(2)]
    return findings("government_id", "a government id (SSN, NINO or DNI)", _merge(spans))


def _merge(spans: list[Span]) -> list[Span]:
    """Overlapping spans as one, in order."""
    out: list[Span] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out


DETECTORS = (
    email,
    phone,
    payment_card,
    iban,
    ip_address,
    url_query,
    street_address,
    date_of_birth,
    government_id,
)
"""Every built-in detector, in the order the benchmark reports them."""
