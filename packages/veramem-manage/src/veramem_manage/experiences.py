"""Experiences distilled from traces that went well (reward at least tau, default 0.8).

Each becomes one ``experience`` memory in the template sharing also uses::

    ## <name>
    Applies when: <the kind of request>
    Inputs: {slot} ...
    Procedure: <numbered steps: the memories that answered it>
    Caution: <what to check before relying on it>

Its evidence is the evidence of the memories the trace's feedback credited, so it cites the very
episodes behind them; its authority is the weakest of theirs. One experience per trace: a trace
distilled once is never distilled again, and an experience whose trace's feedback later fell below
tau is archived.
"""

from __future__ import annotations

import re

from veramem_core import _time
from veramem_core.access import Access
from veramem_core.errors import NotFound
from veramem_core.ids import new_id
from veramem_core.models import Evidence, MemoryItem, Trace, weakest
from veramem_core.outcome import ConsolidateContext, ConsolidationReport, FeedbackRecord

from .outcome_settings import outcome_settings

TEMPLATE = "experience-v1"
MAX_EVIDENCE = 12
MAX_SOURCES = 5
"""A search's feedback credits all it returned: the procedure keeps the best-ranked few."""
_WORDS = re.compile(r"[\w'-]+")
_CAUTION = {
    "authorized": "The steps rest on the user's own words; check that none has a newer version.",
    "attested": "The steps rest on the assistant's words: confirm them with the user before acting.",
    "unendorsed": "The steps rest on tools or documents (unendorsed): verify them before acting.",
}


def render(query: str, sources: list[MemoryItem], authority: str) -> str:
    """The experience text for ``query`` answered by ``sources``, in the shared template."""
    words = _WORDS.findall(query)
    name = " ".join(words[:8]) or "Answer a request"
    name = name[0].upper() + name[1:]
    slots = ["{" + re.sub(r"\W+", "_", a.lower()).strip("_") + "}" for m in sources if (a := _attribute(m))]
    inputs = " ".join(dict.fromkeys(slots)) or "{question}"
    steps = " ".join(f"{i}. Recall: {m.text.rstrip('.')}." for i, m in enumerate(sources, start=1))
    procedure = f"{steps} {len(sources) + 1}. Answer from these and cite them."
    return (
        f"## {name}\n"
        f'Applies when: a request like "{query.strip()}"\n'
        f"Inputs: {inputs}\n"
        f"Procedure: {procedure}\n"
        f"Caution: {_CAUTION.get(authority, _CAUTION['unendorsed'])}"
    )


def _attribute(memory: MemoryItem) -> str | None:
    """The attribute of the memory's typed slot ("location"), if it states one."""
    return memory.slot.attribute if memory.slot is not None else None


def run(context: ConsolidateContext, memories: list[MemoryItem]) -> ConsolidationReport:
    """Distil each trace rated at least tau that has no experience yet; archive withdrawn ones."""
    report = ConsolidationReport()
    store = context.store
    tau = outcome_settings(context.config).experience_min_reward
    distilled = {
        str(m.metadata["trace_id"]): m
        for m in memories
        if m.kind == "experience" and m.metadata.get("trace_id")
    }
    records = store.feedback_records()
    for done, record in enumerate(records, start=1):
        context.progress("distil experiences", done, len(records))
        made = distilled.get(record.trace_id)
        if made is not None:
            if record.reward < tau and made.status == "active":
                store.update_memory(
                    made.id,
                    "memory.archive",
                    status="archived",
                    metadata={
                        **made.metadata,
                        "archived": {"reason": f"its trace's reward fell to {record.reward}"},
                    },
                )
                report.archived.append(made.id)
            continue
        if record.reward < tau:
            continue
        item = _distil(context, record)
        if item is not None:
            report.experiences.append(item.id)
    return report


def _distil(context: ConsolidateContext, record: FeedbackRecord) -> MemoryItem | None:
    store = context.store
    try:
        trace: Trace = store.get_trace(record.trace_id)
    except NotFound:
        return None  # the trace was forgotten: nothing to distil from
    # Only the user's own memories: a team item's evidence quotes someone else's episodes.
    sources = [
        m
        for m in store.get_memories(record.credited, Access(None, None, context.now))
        if m.kind != "experience" and m.user_id == trace.user_id
    ][:MAX_SOURCES]
    evidence = list({(e.episode_id, e.quote): e for m in sources for e in m.evidence}.values())[:MAX_EVIDENCE]
    if not sources or not evidence:
        return None
    authority = weakest([m.authority for m in sources])
    item = MemoryItem(
        id=new_id("mem"),
        kind="experience",
        text=render(trace.query, sources, authority),
        evidence=[Evidence(episode_id=e.episode_id, quote=e.quote) for e in evidence],
        authority=authority,
        user_id=trace.user_id,
        agent_id=trace.agent_id,
        valid_from=min(m.valid_from for m in sources),
        created_at=_time.utcnow(),
        metadata={
            "trace_id": trace.id,
            "reward": record.reward,
            "sources": [m.id for m in sources],
            "template": TEMPLATE,
        },
    )
    with store.transaction():
        store.insert_memory(item, op="memory.experience")
        store.put_vectors("memory", [item.id], context.embedder.name, context.embedder.embed([item.text]))
    return item
