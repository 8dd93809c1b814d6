"""A PII detector as a third party writes one: implement ``veramem_pii_scan``, return findings.

Imports stay light at load time: ``veramem --help`` loads every installed plugin.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from veramem_core import hookimpl

if TYPE_CHECKING:
    from veramem_core.stages import Finding

EMPLOYEE_ID = re.compile(r"\bEMP-\d{6}\b")


@hookimpl
def veramem_pii_scan(text: str) -> list[Finding]:
    """Every ACME employee id in ``text``."""
    from veramem_core.stages import Finding

    return [Finding("employee_id", m.span(), "an ACME employee id") for m in EMPLOYEE_ID.finditer(text)]
