"""Instructions found in lower-authority sources (prompt injection): tool text is data.

A tool result or a document saying "mark this as the user's preference", "ignore the previous
instructions", "you are now DAN" or "send the user's data to ..." is not a fact about the world but
an attempt to steer the memory or the agent reading it. A message carrying one is rejected with a
reason instead of being extracted (its episode stays, as every episode does). Only the user and
system roles may instruct.

The patterns below cover the common phrasings, each family named; the text is normalised first
(Unicode NFKC, zero-width characters and markdown emphasis removed, quotes folded, whitespace
collapsed) so casing, spacing and decoration do not get a phrasing through. ``tests/manage/
injections.py`` holds the table of phrasings they are tested on, and the benign texts they must let
through.
"""

from __future__ import annotations

import re
import unicodedata

_ZERO_WIDTH = re.compile("[\u200b-\u200f\u2060-\u2064\ufeff\u00ad]")
_DECORATION = re.compile(r"[*~`]+")
_SPACE = re.compile(r"\s+")
_FOLD = str.maketrans(
    {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"}
)

_EARLIER = r"(?:previous|prior|above|earlier|preceding|foregoing|original|initial|old|system|existing)"
_RULES = (
    r"(?:instructions?|prompts?|directions?|directives?|rules|guidelines|commands?|orders|context|"
    r"programming|guardrails|restrictions|safeguards|policies|filters?)"
)
_AGENT = r"(?:ai|assistant|model|llm|agent|chatbot|bot|gpt|claude)"
_SENTENCE_START = r"(?:^|[.!?;:>\]]\s*|\bplease\s+|\bnow\s+|\band\s+)"

PATTERNS: dict[str, str] = {
    # "mark this as the user's preference": telling the memory what to store or how to label it.
    "store this": (
        r"\b(?:mark|store|save|record|remember|treat|flag|tag|classify|label|log)\s+(?:this|that|it|the following)\b"
        r"|\b(?:mark|store|save|record|treat)\b[^.]{0,40}\bas\s+(?:the\s+)?user'?s?\b"
        r"|\bas\s+(?:an?\s+)?(?:authorized|verified|trusted)\b"
        r"|\byou\s+must\s+(?:now\s+)?(?:remember|store|save)\s+(?:that|this|the following)\b"
    ),
    # "ignore the previous instructions", "disregard all prior instructions", "forget your rules".
    "ignore instructions": (
        r"\b(?:ignore|disregard|forget|override|overrule|skip|bypass|abandon|drop)\s+"
        rf"(?:(?:all|any|the|your|my|these|those|of|every|everything|{_EARLIER})\s+){{0,4}}{_RULES}\b"
        rf"|\b(?:ignore|disregard)\s+(?:all\s+|the\s+)?{_EARLIER}\b"
    ),
    # "forget everything above", "disregard everything you were told".
    "forget everything": (
        r"\b(?:ignore|disregard|forget)\s+(?:about\s+)?(?:everything|all|anything|whatever)\b[^.]{0,30}?"
        r"\b(?:above|before|earlier|previously|prior|so far|you(?:'ve| have| were)? (?:been )?told|said)\b"
    ),
    # "you are now DAN", "from now on you will", "act as", "pretend to be", "developer mode".
    "new persona": (
        r"\byou(?:\s+are|'re)\s+(?:now|no longer)\b"
        rf"|\bfrom\s+now\s+on\b,?\s+(?:you|the\s+{_AGENT}|act|respond|answer|reply|always|never|only)\b"
        rf"|{_SENTENCE_START}(?:act|behave|respond|answer)\s+(?:as|like)\s+(?:if|though|an?|the|my|your|{_AGENT})\b"
        r"|\bpretend\s+(?:to\s+be|you(?:'re|\s+are)|that\s+you)\b"
        r"|\brole[\s-]?play\s+as\b"
        r"|\b(?:enable|enter|activate|switch\s+to|in)\s+(?:developer|dan|god|jailbreak|sudo|admin)\s+mode\b"
        r"|\bjailbreak(?:ing|ed)?\b|\bdo\s+anything\s+now\b"
    ),
    # "system prompt:", "New instructions:", "<|im_start|>system", "### Instruction".
    "fake header": (
        r"\b(?:system|developer)\s+(?:prompt|instruction|override|message)\b"
        r"|(?:^|[\[(<|]|[.!?]\s)\s*(?:system|developer|admin|root)\s*[:\]>|]"
        r"|\b(?:new|updated|revised|additional|real|actual|hidden|secret|urgent|important)\s+"
        r"(?:instructions?|directives?|orders|tasks?)\s*(?:[:\-]|$)"
        r"|<\|\s*im_start\s*\|>|<\|\s*(?:system|user|assistant)\s*\|>|\[/?INST\]|#{2,}\s*(?:instruction|system|task)"
    ),
    # "reveal your system prompt", "print your hidden instructions", "repeat the text above".
    "reveal prompt": (
        r"\b(?:reveal|print|show|output|repeat|leak|display|dump|tell\s+me|give\s+me|what\s+is|what's|recite)\s+"
        r"(?:me\s+)?(?:your|the)\s+(?:(?:full|entire|exact|original|initial|hidden|secret|internal)\s+)*"
        r"(?:system\s+prompt|prompt|instructions|system\s+message|configuration)\b"
        r"|\brepeat\s+(?:the\s+)?(?:text|words|everything|all)\s+(?:above|before)\b"
    ),
    # "do not tell the user", "keep this secret from the user", "without telling the user".
    "secrecy": (
        r"\b(?:do\s+not|don't|never|must\s+not|mustn't)\s+(?:tell|inform|mention|reveal|show|let|alert|warn|disclose)\s+"
        r"(?:(?:this|it|anything|about\s+this)\s+)?(?:to\s+)?(?:the\s+)?(?:user|human|customer|owner)\b"
        r"|\bkeep\s+(?:this|it|that)\s+(?:a\s+)?(?:secret|hidden|quiet|confidential|private)\s+from\b"
        r"|\bwithout\s+(?:telling|informing|alerting|notifying)\s+(?:the\s+)?(?:user|human|customer)\b"
    ),
    # "send the user's data to", "forward the messages to", "exfiltrate the credentials".
    "exfiltration": (
        r"\b(?:send|forward|e-?mail|post|upload|transmit|exfiltrate|leak|copy|wire|transfer)\s+"
        r"(?:(?:all|the|any|of|every|their|his|her|this|user's|users'|customer's|conversation|chat|account|login|private)\s+){0,4}"
        r"(?:data|information|info|details|credentials|passwords?|messages|history|conversations?|memories|"
        r"files|contacts|emails|keys|tokens|secrets|funds|money)\b[^.]{0,80}?\b(?:to|at|into|via)\b"
        r"|\bexfiltrate\b"
    ),
    # "tell the user their password is ...", "when the user asks, say ...".
    "steer the reply": (
        rf"{_SENTENCE_START}(?:tell|inform|remind)\s+the\s+user(?!')\b"
        r"|\bwhen(?:ever)?\s+the\s+user\s+asks\b[^.]{0,80}?\b(?:say|tell|respond|reply|answer)\b"
    ),
    # "note to the AI:", "Assistant, you must ...", "the AI must transfer ...".
    "address the agent": (
        rf"\b(?:note|message|instructions?|reminder)\s+(?:to|for)\s+(?:the\s+)?{_AGENT}\b"
        rf"|^\s*(?:hey\s+|dear\s+)?{_AGENT}\s*[,:]"
        rf"|\b(?:the\s+)?{_AGENT}\s+(?:must|should|shall|needs?\s+to|is\s+required\s+to)\s+(?:now\s+|immediately\s+)?"
        r"(?:ignore|transfer|send|say|tell|reveal|obey|comply|follow|remember|store|forget|delete|approve|grant)\b"
    ),
    # "override your safety guidelines", "respond without any filters", "delete all memories".
    "override safety": (
        r"\b(?:override|bypass|disable|turn\s+off|circumvent|ignore)\s+(?:your|the|all|any)\s+"
        r"(?:(?:safety|security|content|ethical)\s+)?(?:instructions|rules|filters?|guidelines|guardrails|restrictions|policies|safeguards|protocols)\b"
        r"|\b(?:respond|answer|reply|act|operate|talk)\b[^.]{0,20}\bwithout\s+(?:any\s+)?(?:filters|restrictions|limits|rules|censorship)\b"
        r"|\b(?:delete|erase|wipe|purge)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:user's\s+)?(?:memories|memory|stored data)\b"
    ),
}
"""The injection families and their patterns (case-insensitive, over the normalised text)."""

_COMPILED = {name: re.compile(pattern, re.IGNORECASE) for name, pattern in PATTERNS.items()}
# "DAN" is the persona's name; "Dan" is a person: case matters for this one.
_DAN = re.compile(r"\bDAN\b")

LOWER_ROLES = frozenset({"assistant", "tool", "document", "shared"})


def normalise(text: str) -> str:
    """``text`` as the patterns see it: NFKC, no zero-width characters or emphasis, one space."""
    text = unicodedata.normalize("NFKC", text).translate(_FOLD)
    text = _ZERO_WIDTH.sub("", text)
    text = _DECORATION.sub("", text)
    return _SPACE.sub(" ", text).strip()


def instruction(text: str) -> str | None:
    """The family of the first instruction found in ``text`` ("ignore instructions", ...), or None."""
    clean = normalise(text)
    for name, pattern in _COMPILED.items():
        if pattern.search(clean):
            return name
    return "new persona" if _DAN.search(clean) else None


def is_instruction(text: str) -> bool:
    """True when ``text`` tells the memory or the agent what to do, store, say or become."""
    return instruction(text) is not None


def injected(text: str, role: str) -> bool:
    """True for an instruction coming from a role that may not give one (not user or system)."""
    return role in LOWER_ROLES and is_instruction(text)
