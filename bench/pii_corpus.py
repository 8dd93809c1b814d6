"""Build ``bench/data/pii_corpus.jsonl``: the labelled corpus ``bench/pii.py`` measures the detectors on.

    uv run python bench/pii_corpus.py        # rewrites the file; deterministic (seeded)

Each line is ``{"text": ..., "labels": [detector, ...]}``; an empty list is a negative. Values are
generated so that every positive is valid under the rule its detector checks (Luhn, mod-97, issuing
rules), written into sentences the way people write them in chats, tickets and notes. The hard
negatives are what regexes confuse with PII: numbers failing Luhn, IBAN-shaped strings failing
mod-97, version strings, dates, times, prices, ISBNs, order and tracking ids, URLs without a query,
SKUs, hashes, coordinates, room and flight numbers, percentages, invalid SSNs and IPs.
"""

from __future__ import annotations

import json
import random
import string
from pathlib import Path

OUT = Path(__file__).resolve().parent / "data" / "pii_corpus.jsonl"
rng = random.Random(20261130)

FIRST = ["alice", "bob", "chen", "dana", "eitan", "fatima", "goran", "hana", "ivo", "jules", "kemal", "lena"]
LAST = ["martin", "okafor", "nguyen", "schmidt", "rossi", "garcia", "kowalski", "dubois", "silva", "tanaka"]
DOMAINS = ["example.com", "mail.example.org", "corp.example.net", "uni-example.edu", "example.co.uk"]


def pick(items: list[str]) -> str:
    return rng.choice(items)


def luhn_digit(body: str) -> str:
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def card(prefix: str, length: int) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    return body + luhn_digit(body)


def grouped(number: str, groups: list[int], sep: str) -> str:
    out, i = [], 0
    for g in groups:
        out.append(number[i : i + g])
        i += g
    return sep.join(out)


def iban(country: str, length: int) -> str:
    bban = "".join(rng.choice(string.digits) for _ in range(length - 4))
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(numeric) % 97
    return f"{country}{check:02d}{bban}"


def spaced(value: str) -> str:
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4))


def ssn() -> str:
    while True:
        area = rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def nino() -> str:
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        prefix = rng.choice(first) + rng.choice(second)
        if prefix not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    digits = "".join(rng.choice(string.digits) for _ in range(6))
    return f"{prefix} {digits[:2]} {digits[2:4]} {digits[4:]} {rng.choice('ABCD')}"


def dni() -> str:
    n = rng.randint(10_000_000, 99_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def positives() -> list[tuple[str, str]]:
    """Texts holding one kind of PII each, labelled; one helper per kind, drawn in this order."""
    kinds = (
        _emails,
        _phones,
        _cards,
        _ibans,
        _ip_addresses,
        _url_queries,
        _street_addresses,
        _dates_of_birth,
        _government_ids,
    )
    return [pair for kind in kinds for pair in kind()]


def _emails() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for i in range(26):
        name = f"{pick(FIRST)}.{pick(LAST)}" if i % 2 else f"{pick(FIRST)}{rng.randint(1, 99)}"
        addr = f"{name}@{pick(DOMAINS)}"
        out.append(
            (
                pick(
                    [
                        f"You can reach me at {addr} any time.",
                        f"Send the invoice to {addr.upper()} please",
                        f"my new address is {addr}",
                        f"CC {addr} on the thread about the offsite.",
                        f"Contact: {addr}",
                        f"Her work mail ({addr}) bounces since Monday.",
                    ]
                ),
                "email",
            )
        )
    return out


def _phones() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    phones = [
        lambda: f"+44 20 7946 {rng.randint(1000, 9999)}",
        lambda: f"+1 (415) 555-{rng.randint(1000, 9999)}",
        lambda: (
            f"+33 6 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
        ),
        lambda: f"+49 30 {rng.randint(100000, 999999)}",
        lambda: f"0049 89 {rng.randint(1000000, 9999999)}",
        lambda: f"(212) 555-{rng.randint(1000, 9999)}",
        lambda: f"415-555-{rng.randint(1000, 9999)}",
        lambda: f"020 7946 {rng.randint(1000, 9999)}",
        lambda: f"06 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        lambda: f"0{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}",
        lambda: f"+81-3-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}",
        lambda: f"+61 4{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
    ]
    for i in range(30):
        number = phones[i % len(phones)]()
        out.append(
            (
                pick(
                    [
                        f"Call me on {number} after six.",
                        f"my mobile is {number}",
                        f"The plumber's number: {number}.",
                        f"Text {number} if the door code changes",
                        f"phone {number} (ask for reception)",
                    ]
                ),
                "phone",
            )
        )
    return out


def _cards() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    cards = [
        lambda: card("4", 16),
        lambda: card("51", 16),
        lambda: card("37", 15),
        lambda: card("6011", 16),
    ]
    for i in range(28):
        number = cards[i % len(cards)]()
        written = (
            number
            if i % 3 == 0
            else grouped(number, [4, 6, 5] if len(number) == 15 else [4, 4, 4, 4], " " if i % 3 == 1 else "-")
        )
        out.append(
            (
                pick(
                    [
                        f"Charge it to my card {written}, expiry 09/28.",
                        f"card number {written}",
                        f"I paid with {written} last time.",
                        f"Use the corporate Visa: {written}",
                    ]
                ),
                "payment_card",
            )
        )
    return out


def _ibans() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for i, (country, length) in enumerate(
        [("DE", 22), ("FR", 27), ("GB", 22), ("NL", 18), ("ES", 24), ("IT", 27), ("BE", 16), ("CH", 21)] * 3
    ):
        value = iban(country, length) if country not in ("GB", "NL") else _alpha_iban(country, length)
        written = spaced(value) if i % 2 else value
        out.append(
            (
                pick(
                    [
                        f"Wire the deposit to IBAN {written}.",
                        f"my account is {written}",
                        f"Refund to {written} please",
                        f"Bank details: {written}",
                    ]
                ),
                "iban",
            )
        )
    return out


def _ip_addresses() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for i in range(26):
        if i % 3 == 2:
            ip = f"2001:db8:{rng.randint(0, 0xFFFF):x}:{rng.randint(0, 0xFFFF):x}::{rng.randint(1, 0xFFFF):x}"
        elif i % 3 == 1:
            ip = f"fe80::{rng.randint(0, 0xFFFF):x}:{rng.randint(0, 0xFFFF):x}"
        else:
            ip = f"{rng.randint(1, 223)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
        out.append(
            (
                pick(
                    [
                        f"My home router is at {ip}.",
                        f"ssh into {ip} and restart it",
                        f"The login came from {ip}, was that you?",
                        f"whitelist {ip} for my laptop",
                    ]
                ),
                "ip_address",
            )
        )
    return out


def _url_queries() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for i in range(24):
        host = pick(["example.com", "shop.example.org", "portal.example.net", "www.example.io"])
        key = pick(["user", "token", "session", "email", "id", "ref", "uid"])
        value = "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(rng.randint(6, 14)))
        url = f"https://{host}/{pick(['login', 'account', 'reset', 'track', 'profile'])}?{key}={value}"
        if i % 3 == 0:
            url += f"&lang={pick(['en', 'fr', 'de'])}"
        out.append(
            (
                pick(
                    [
                        f"Open {url} to reset it.",
                        f"my link: {url}",
                        f"I bookmarked {url} for later",
                        f"see {url}",
                    ]
                ),
                "url_query",
            )
        )
    return out


def _street_addresses() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    streets = [
        lambda: f"{rng.randint(1, 999)} {pick(['Baker', 'Elm', 'Maple', 'High', 'Church', 'Mill'])} Street",
        lambda: f"{rng.randint(1, 2999)} {pick(['Sunset', 'Park', 'Lake View', 'Ocean'])} Boulevard",
        lambda: f"{rng.randint(1, 99)} {pick(['Oak', 'Cedar', 'Station'])} Road",
        lambda: f"{rng.randint(1, 400)} {pick(['Willow', 'Birch', 'Primrose'])} Ln",
        lambda: f"{rng.randint(1, 150)} rue {pick(['de Rivoli', 'Oberkampf', 'du Bac', 'de la Paix'])}",
        lambda: f"{rng.randint(1, 90)} avenue {pick(['Victor Hugo', 'de Clichy', 'Foch'])}",
        lambda: f"{pick(['Haupt', 'Linden', 'Berg', 'Schiller'])}straße {rng.randint(1, 200)}",
        lambda: f"Calle {pick(['Mayor', 'Serrano', 'Alcalá'])} {rng.randint(1, 300)}",
        lambda: f"Via {pick(['Roma', 'Garibaldi', 'Dante'])} {rng.randint(1, 120)}",
        lambda: f"PO Box {rng.randint(100, 99999)}",
    ]
    for i in range(30):
        address = streets[i % len(streets)]()
        out.append(
            (
                pick(
                    [
                        f"I live at {address}.",
                        f"Deliver it to {address}, second floor",
                        f"We moved to {address} in spring.",
                        f"my parents' place is {address}",
                    ]
                ),
                "street_address",
            )
        )
    return out


def _dates_of_birth() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    months = ["January", "March", "June", "September", "November", "Feb", "Aug", "Dec"]
    for _ in range(24):
        year = rng.randint(1940, 2010)
        date = pick(
            [
                f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/{year}",
                f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                f"{pick(months)} {rng.randint(1, 28)}, {year}",
                f"{rng.randint(1, 28)} {pick(months)} {year}",
            ]
        )
        out.append(
            (
                pick(
                    [
                        f"I was born on {date}.",
                        f"DOB: {date}",
                        f"date of birth {date}",
                        f"My birthday is {date}, so I'm a Leo.",
                        f"born {date} in Lyon",
                    ]
                ),
                "date_of_birth",
            )
        )
    return out


def _government_ids() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for i in range(30):
        kind = i % 4
        if kind == 0:
            value, text = ssn(), pick(["My SSN is {v}.", "social security number {v}", "SSN: {v}"])
        elif kind == 1:
            value, text = ssn().replace("-", ""), pick(["SSN {v}", "my social security no. {v}"])
        elif kind == 2:
            value, text = nino(), pick(["National Insurance number {v}", "my NI number is {v}", "NINO: {v}"])
        else:
            value, text = dni(), pick(["Mi DNI es {v}.", "DNI {v}", "ID card: {v}"])
        out.append((text.format(v=value), "government_id"))
    return out


def _alpha_iban(country: str, length: int) -> str:
    bank = "".join(rng.choice(string.ascii_uppercase) for _ in range(4))
    bban = bank + "".join(rng.choice(string.digits) for _ in range(length - 8))
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def bad_luhn(length: int) -> str:
    while True:
        number = "4" + "".join(rng.choice(string.digits) for _ in range(length - 1))
        body = number[:-1]
        if number[-1] != luhn_digit(body):
            return number


def negatives() -> list[str]:
    out: list[str] = []
    for _ in range(16):
        n = bad_luhn(16)
        out.append(
            pick(
                [
                    f"Ticket {n} was closed yesterday.",
                    f"tracking number {n}",
                    f"the reference is {grouped(n, [4, 4, 4, 4], ' ')}",
                    f"Batch {n} shipped.",
                ]
            )
        )
    for _ in range(10):
        value = iban(pick(["DE", "FR"]), 22 if rng.random() < 0.5 else 27)
        broken = value[:4] + ("1" if value[4] != "1" else "2") + value[5:]
        out.append(pick([f"Container code {broken} passed customs.", f"serial {broken}"]))
    for _ in range(18):
        v = f"{rng.randint(0, 12)}.{rng.randint(0, 30)}.{rng.randint(0, 40)}"
        out.append(
            pick(
                [
                    f"Upgrade to version {v} fixed the crash.",
                    f"We pinned numpy {v} for now.",
                    f"release v{v} is out",
                    f"Python {rng.randint(2, 3)}.{rng.randint(6, 13)} is required.",
                    f"build v{v}.{rng.randint(1, 300)} failed on CI",
                    f"version {v}.{rng.randint(1, 9)} of the firmware",
                ]
            )
        )
    for _ in range(18):
        out.append(
            pick(
                [
                    f"The meeting moved to {rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/2025.",
                    f"Deadline is 2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}.",
                    f"We shipped on March {rng.randint(1, 28)}, 2024.",
                    f"The lease started {rng.randint(1, 28)} June 2019.",
                    f"Her talk is at {rng.randint(8, 18)}:{rng.choice(['00', '15', '30', '45'])} tomorrow.",
                    f"The log shows 12:{rng.randint(10, 59)}:{rng.randint(10, 59)} as the failure time.",
                    f"The shop opened in {rng.randint(1950, 2020)}.",
                ]
            )
        )
    for _ in range(16):
        out.append(
            pick(
                [
                    f"The jacket costs ${rng.randint(20, 900)}.{rng.randint(10, 99)}.",
                    f"Dinner came to €{rng.randint(20, 300)},{rng.randint(10, 99)} for four.",
                    f"Rent went up to £{rng.randint(900, 3000):,} a month.",
                    f"Revenue grew {rng.randint(2, 40)}.{rng.randint(1, 9)}% year on year.",
                    f"The budget is 1,{rng.randint(100, 999)},{rng.randint(100, 999)} EUR.",
                ]
            )
        )
    for _ in range(14):
        isbn13 = "978" + "".join(rng.choice(string.digits) for _ in range(9))
        check = (10 - sum((1 if i % 2 == 0 else 3) * int(c) for i, c in enumerate(isbn13)) % 10) % 10
        full = isbn13 + str(check)
        written = pick(
            [f"{full[:3]}-{full[3]}-{full[4:7]}-{full[7:12]}-{full[12]}", full, f"ISBN {full[:3]}-{full[3:]}"]
        )
        out.append(
            pick(
                [f"The book's ISBN is {written}.", f"ordered {written} from the library", f"ISBN: {written}"]
            )
        )
    for _ in range(18):
        out.append(
            pick(
                [
                    f"Order #{rng.randint(100000, 999999)} arrived damaged.",
                    f"order id ORD-{rng.randint(2019, 2025)}-{rng.randint(100000, 999999)}",
                    f"Invoice INV-{rng.randint(1000, 9999)}-{rng.randint(10, 99)} is overdue.",
                    f"Ticket JIRA-{rng.randint(100, 9999)} is blocked.",
                    f"SKU {rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}-B is back in stock.",
                    f"Case {rng.randint(100, 999)}-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}-X was escalated.",
                    f"PR #{rng.randint(10, 9999)} was merged.",
                ]
            )
        )
    for _ in range(18):
        host = pick(["docs.example.com", "example.org", "github.com/example/repo", "www.example.net"])
        path = pick(["", "/guide", "/blog/2024/03/release-notes", "/issues/1234", "/a/b/c.html"])
        out.append(
            pick(
                [
                    f"The docs are at https://{host}{path}.",
                    f"see https://{host}{path} for details",
                    f"I read www.example.com{path} yesterday",
                    f"Is https://{host}{path} down? Any questions?",
                ]
            )
        )
    for _ in range(10):
        out.append(
            pick(
                [
                    f"Commit {''.join(rng.choice('0123456789abcdef') for _ in range(40))} broke the build.",
                    f"The hash is {''.join(rng.choice('0123456789abcdef') for _ in range(12))}.",
                    f"Coordinates {rng.randint(-89, 89)}.{rng.randint(1000, 9999)}, {rng.randint(-179, 179)}.{rng.randint(1000, 9999)}",
                    f"We sat in room {rng.randint(100, 999)} on floor {rng.randint(1, 30)}.",
                    f"Flight BA{rng.randint(100, 999)} lands at gate {rng.randint(1, 60)}.",
                ]
            )
        )
    for _ in range(10):
        out.append(
            pick(
                [
                    f"Test id 000-{rng.randint(10, 99)}-{rng.randint(1000, 9999)} is a placeholder.",
                    f"Part 666-{rng.randint(10, 99)}-{rng.randint(1000, 9999)} is discontinued.",
                    f"Batch 9{rng.randint(10, 99)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)} is from the 900 series.",
                    f"The address 999.{rng.randint(0, 255)}.1.1 is not valid.",
                    f"Step 3.{rng.randint(1, 9)}.{rng.randint(1, 9)}.{rng.randint(1, 9)} of the manual.",
                    f"Score was {rng.randint(0, 9)}:{rng.randint(0, 9)} at half time.",
                ]
            )
        )
    out += [
        "Let's meet at the station at 6 and take the 18:42 train.",
        "The recipe needs 250 g of flour and 3 eggs.",
        "I ran 10 km in 52 minutes this morning.",
        "Use port 8080 for the dev server and 5432 for Postgres.",
        "Our team grew from 12 to 40 people in 2023.",
        "The error code was 0x80070005 again.",
        "Chapter 12, verse 3 is my favourite.",
        "Set the thermostat to 21.5 degrees.",
        "The stadium holds 45,000 people.",
        "We need 2 x 4 x 8 ft boards from the store.",
        "I live near the big park, ten minutes from work.",
        "The office is on Main Street, next to the bakery.",
        "My cat was born in spring.",
        "Email me when you are done (not now).",
        "Write to the support team through the help form.",
        "The build id 20240312.4 finished green.",
        "Call the front desk from the lobby phone.",
        "Our AS number 64512 is private use.",
        "The model has 7,000,000,000 parameters.",
        "The postcode area covers about 12,000 homes.",
    ]
    return out


def main() -> None:
    rows = [{"text": t, "labels": [label]} for t, label in positives()]
    rows += [{"text": t, "labels": []} for t in negatives()]
    rng.shuffle(rows)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(rows)} texts ({sum(1 for r in rows if r['labels'])} with PII) -> {OUT}")


if __name__ == "__main__":
    main()
