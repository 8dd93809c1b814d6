"""The write path's orchestration: extract, check quotes, label authority, reconcile, apply.

The stages are hooks (``veramem-manage`` implements them); this module owns what must hold whatever a
plugin returns: facts cite only this ``add()``'s episodes, quotes are found in them, operations
target only the proposals' own neighbours, authority never rises, and every change is written in one
transaction with its ledger entries.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

import pluggy

from . import _time, authority
from .errors import MissingStage
from .ids import new_id
from .models import (
    AddResult,
    Candidate,
    Conflict,
    Episode,
    Evidence,
    GateRejection,
    MemoryItem,
    Operation,
    Rejection,
    Slot,
    sha256_hex,
)
from .stages import (
    Attribution,
    ExtractContext,
    Finding,
    GateRequest,
    Neighbour,
    Proposal,
    ReconcileContext,
    Related,
    Scope,
)

if TYPE_CHECKING:
    from .config import Config
    from .embedding import Embedder, Vectors
    from .llm import LLM
    from .store import Store

MANAGE = "veramem-manage"
SHARE = "veramem-share"


def gate_reason(findings: list[Finding]) -> str:
    """The gate's findings as a reason that names what was found and where, never the text found."""
    return "; ".join(f"{f.detector} at {f.span[0]}-{f.span[1]}: {f.reason}" for f in findings)


def require(pm: pluggy.PluginManager, hook: str, stage: str, package: str) -> None:
    """Raise ``MissingStage`` naming ``package`` when no plugin implements ``hook``."""
    if not getattr(pm.hook, hook).get_hookimpls():
        raise MissingStage(stage, package)


@dataclass
class Prepared:
    """What ``WritePath.prepare`` leaves for ``finish``: the kept candidates and their wordings."""

    kept: list[tuple[Candidate, Episode]]
    attributions: list[Attribution]
    llm_calls: int = 0

    @property
    def texts(self) -> list[str]:
        return [a.text for a in self.attributions]


@dataclass
class WritePath:
    pm: pluggy.PluginManager
    store: Store
    config: Config
    llm: LLM | None
    embedder: Embedder
    scope: Scope
    now: datetime
    recalled: list[str] = field(default_factory=list[str])
    # Per derive_from call: the proposals the gate kept private, and what to record for them.
    _kept_private: dict[int, list[Finding]] = field(
        default_factory=dict[int, list[Finding]], init=False, repr=False
    )
    _gate_log: list[tuple[Proposal, MemoryItem, list[Finding]]] = field(
        default_factory=list[tuple[Proposal, MemoryItem, list[Finding]]], init=False, repr=False
    )

    def derive(self, episodes: list[Episode], context: list[Episode], result: AddResult) -> None:
        """Run every stage after the episodes are stored; writes all memory changes or none."""
        self.finish(self.prepare(episodes, context, result), result)

    def prepare(self, episodes: list[Episode], context: list[Episode], result: AddResult) -> Prepared:
        """The stages that need no vector: extract, check quotes, label authority.

        ``Prepared.texts`` are the wordings ``finish`` will embed; a caller that embeds them at once
        (``EmbedOnce.prime``) runs one forward pass for all of them.
        """
        extraction = self.pm.hook.veramem_extract(
            context=ExtractContext(
                episodes=episodes,
                context=context,
                recalled=self.recalled,
                scope=self.scope,
                llm=self.llm,
                config=self.config,
                now=self.now,
            )
        )
        if extraction is None:
            raise MissingStage("extract", MANAGE)
        result.llm_calls += extraction.llm_calls
        result.tokens += extraction.tokens
        result.rejected.extend(extraction.rejected)
        kept = self._kept(extraction.candidates, {e.id: e for e in episodes}, result)
        return Prepared(
            kept=kept, attributions=self._attributions(kept, result), llm_calls=extraction.llm_calls
        )

    def apply_candidates(
        self, candidates: list[Candidate], episodes: list[Episode], result: AddResult
    ) -> None:
        """Reconcile ready-made candidates (citing ``episodes``, already stored) in this scope and apply
        them: the write path after extraction, for stages that build their own candidates."""
        kept = self._kept(candidates, {e.id: e for e in episodes}, result)
        self.finish(Prepared(kept=kept, attributions=self._attributions(kept, result)), result)

    def finish(self, prepared: Prepared, result: AddResult) -> None:
        """Neighbours, reconcile, gate, apply: every memory change in one transaction, or none."""
        proposals = self._proposals(prepared)
        if not proposals:
            return
        reconciliation = self.pm.hook.veramem_reconcile(
            context=ReconcileContext(
                proposals=proposals,
                scope=self.scope,
                llm=self.llm,
                config=self.config,
                now=self.now,
                embedder=self.embedder,
                llm_calls_spent=prepared.llm_calls,
            )
        )
        if reconciliation is None:
            raise MissingStage("reconcile", MANAGE)
        result.llm_calls += reconciliation.llm_calls
        result.tokens += reconciliation.tokens
        result.rejected.extend(reconciliation.rejected)
        self._gate(reconciliation.operations, proposals)
        with self.store.transaction():
            for op in reconciliation.operations:
                self._apply(op, proposals, result)
            self._record_gate(result)

    def _gate(self, operations: list[Operation], proposals: list[Proposal]) -> None:
        """Run the sanitisation gate on every new text other people would read (team or public)."""
        self._kept_private = {}
        self._gate_log = []
        if self.scope.visibility == "private":
            return
        for op in operations:
            proposal = _find(op.candidate, proposals)
            if op.op not in ("ADD", "UPDATE") or proposal is None or proposal.candidate.kind == "preference":
                continue
            findings = self.pm.hook.veramem_gate(
                request=GateRequest(
                    text=proposal.text,
                    user_id=self.scope.user_id,
                    store=self.store,
                    pm=self.pm,
                    config=self.config,
                )
            )
            if findings is None:
                raise MissingStage("sanitisation gate", SHARE)
            if findings:
                self._kept_private[id(proposal)] = findings

    def _record_gate(self, result: AddResult) -> None:
        for proposal, item, findings in self._gate_log:
            reason = gate_reason(findings)
            self.store.record_rejection(
                GateRejection(
                    id=new_id("rej"),
                    memory_id=item.id,
                    user_id=self.scope.user_id,
                    detectors=sorted({f.detector for f in findings}),
                    reason=reason,
                    text_sha256=sha256_hex(proposal.text),
                    created_at=self.now,
                )
            )
            cand = proposal.candidate
            result.rejected.append(
                Rejection(
                    text=cand.text,
                    reason=f"kept private, not {self.scope.visibility}: {reason}",
                    episode_id=cand.episode_id,
                    quote=cand.quote,
                )
            )

    def _kept(
        self, candidates: list[Candidate], episodes: dict[str, Episode], result: AddResult
    ) -> list[tuple[Candidate, Episode]]:
        kept: list[tuple[Candidate, Episode]] = []
        for cand in candidates:
            episode = episodes.get(cand.episode_id)
            if episode is None:
                result.rejected.append(
                    _reject(cand, f"cites a message outside this add(): {cand.episode_id!r}")
                )
                continue
            score = self.pm.hook.veramem_quote_score(quote=cand.quote, text=episode.content)
            if score is None:
                raise MissingStage("quote check", MANAGE)
            if score < self.config.quote_threshold:
                result.rejected.append(
                    _reject(
                        cand,
                        f"quote not found in episode {episode.id} (score {score:.2f} < "
                        f"{self.config.quote_threshold})",
                    )
                )
                continue
            kept.append((cand, episode))
        return kept

    def _attributions(self, kept: list[tuple[Candidate, Episode]], result: AddResult) -> list[Attribution]:
        """Each kept candidate's label and wording. A label above what role-policy-v1 gives the
        candidate's episode is rejected (and the candidate dropped from ``kept``), whatever the
        plugin said: authority is a function of evidence (``veramem_core.authority``)."""
        attributions: list[Attribution] = []
        for cand, episode in list(kept):
            attribution = self.pm.hook.veramem_authority(candidate=cand, episode=episode)
            if attribution is None:
                raise MissingStage("authority", MANAGE)
            if authority.above(attribution.authority, [episode.role]):
                kept.remove((cand, episode))
                result.rejected.append(
                    _reject(
                        cand,
                        f"authority {attribution.authority!r} is above what a {episode.role} message"
                        f" carries ({authority.of_role(episode.role)!r} under {authority.POLICY})",
                    )
                )
                continue
            attributions.append(attribution)
        return attributions

    def _proposals(self, prepared: Prepared) -> list[Proposal]:
        if not prepared.kept:
            return []
        vectors = self.embedder.embed(prepared.texts)
        near = self.store.neighbours(self.scope, vectors, self.embedder.name, self.config.neighbours_k)
        return [
            Proposal(
                candidate=cand,
                episode=episode,
                authority=attr.authority,
                text=attr.text,
                vector=vectors[i],
                neighbours=near[i] + self._related(cand, episode, vectors[i], near[i]),
            )
            for i, ((cand, episode), attr) in enumerate(
                zip(prepared.kept, prepared.attributions, strict=True)
            )
        ]

    def _related(
        self, cand: Candidate, episode: Episode, vector: Vectors, near: list[Neighbour]
    ) -> list[Neighbour]:
        """The memories of this scope that the ``veramem_related`` hooks name for ``cand`` (the job
        an ending ends, the earlier value of its slot) and cosine did not rank among ``near``: at
        most ``neighbours_k`` more, so that finding what a change replaces never depends on the
        embedder. Which of them, if any, the candidate changes is the reconcile stage's call."""
        named: list[list[Related] | None] = self.pm.hook.veramem_related(candidate=cand, episode=episode)
        cap = self.config.neighbours_k
        seen = {n.memory.id for n in near}
        more: list[Neighbour] = []
        for want in (want for found in named for want in found or []):
            if len(more) >= cap:
                break
            for n in self.store.related(self.scope, want, vector, self.embedder.name, cap):
                if n.memory.id not in seen and len(more) < cap:
                    seen.add(n.memory.id)
                    more.append(n)
        return more

    def _apply(self, op: Operation, proposals: list[Proposal], result: AddResult) -> None:
        """Write one operation. Which memory it acts on, and whether, was decided by the reconcile
        stage and its guards (``veramem-manage``); core only refuses what its contract forbids
        whoever reconciled: acting outside the proposals' own neighbours, or raising authority."""
        proposal = _find(op.candidate, proposals)
        target = _neighbour(proposal, op.target_id)
        refused = _refused(op, proposal, target)
        if refused is not None:
            cand = op.candidate
            result.rejected.append(
                _reject(cand, refused)
                if cand is not None
                else Rejection(text=f"{op.op} {op.target_id}", reason=refused)
            )
            return
        assert proposal is not None  # _refused checked it
        if op.op == "ADD":
            item = self._insert(proposal, op, supersedes=None)
            result.added.append(item)
            result.conflicts.extend(
                Conflict(
                    memory_id=item.id, conflicts_with=c, reason=op.reason or "contradicts a stronger memory"
                )
                for c in op.conflicts_with
            )
        elif op.op == "UPDATE" and target is not None:
            item = self._insert(proposal, op, supersedes=target)
            self.store.update_memory(
                target.id,
                "memory.supersede",
                status="superseded",
                valid_to=_end(target, item.valid_from, self.now),
            )
            result.updated.append(item)
        elif op.op == "DELETE" and target is not None:
            retracted = self.store.update_memory(
                target.id,
                "memory.retract",
                status="retracted",
                # When the ending took effect: its own date ("we broke up in April"), else when said.
                valid_to=_end(target, proposal.candidate.valid_from or proposal.episode.event_time, self.now),
                metadata={**target.metadata, "retracted_by": _evidence(proposal.candidate).model_dump()},
            )
            result.retracted.append(retracted)
        elif op.op == "NOOP" and target is not None:
            # Only evidence at least as strong is kept, so the weakest-evidence authority never drops
            # because a tool repeated what the user said, and never rises either.
            if not authority.weaker(proposal.authority, target.authority):
                target = self.store.add_evidence(target.id, _evidence(proposal.candidate))
            result.noop.append(target)
        elif op.op == "NOOP":
            result.rejected.append(
                _reject(proposal.candidate, f"NOOP: {op.reason or 'nothing new to remember'}")
            )

    def _insert(self, proposal: Proposal, op: Operation, supersedes: MemoryItem | None) -> MemoryItem:
        cand = proposal.candidate
        preference = cand.kind == "preference"
        gated = id(proposal) in self._kept_private
        metadata = dict(cand.metadata)
        metadata["source"] = {"role": proposal.episode.role, "name": proposal.episode.name}
        if cand.entities:
            metadata["entities"] = cand.entities
        if op.conflicts_with:
            metadata["conflicts_with"] = op.conflicts_with
        if op.reason:
            metadata["reason"] = op.reason
        item = MemoryItem(
            id=new_id("mem"),
            kind=cand.kind,
            text=proposal.text,
            evidence=[_evidence(cand)],
            authority=proposal.authority,
            user_id=self.scope.user_id,
            agent_id=self.scope.agent_id,
            team_id=self.scope.team_id,
            visibility="private" if preference or gated else self.scope.visibility,  # type: ignore[arg-type]
            valid_from=cand.valid_from or proposal.episode.event_time,
            created_at=_time.utcnow(),  # transaction time is the server's, whatever valid time says
            supersedes=supersedes.id if supersedes else None,
            shareable=False if preference else self.scope.shareable,
            # Typed, so a later add() can tell "same subject and attribute, new value" (an UPDATE)
            # and search can keep only the newest version, both reading the same field.
            slot=Slot(subject=cand.subject, attribute=cand.attribute, value=cand.value)
            if cand.subject and cand.attribute
            else None,
            metadata=metadata,
        )
        self.store.insert_memory(item, op="memory.version" if supersedes else "memory.insert")
        self.store.put_vectors("memory", [item.id], self.embedder.name, proposal.vector[None, :])
        if cand.entities:
            self.store.put_entities(item.id, cand.entities)
        if gated:
            self._gate_log.append((proposal, item, self._kept_private[id(proposal)]))
        return item


def _find(candidate: Candidate | None, proposals: list[Proposal]) -> Proposal | None:
    """The proposal whose candidate ``candidate`` is (the same object: the reconcile stage hands back
    the proposals' own candidates; the guards map any other copy to its proposal)."""
    return next((p for p in proposals if p.candidate is candidate), None)


def _neighbour(proposal: Proposal | None, target_id: str | None) -> MemoryItem | None:
    if proposal is None or target_id is None:
        return None
    return next((n.memory for n in proposal.neighbours if n.memory.id == target_id), None)


def _refused(op: Operation, proposal: Proposal | None, target: MemoryItem | None) -> str | None:
    """Why core will not write ``op``, whoever reconciled it: the two last-line safeties that hold
    even without veramem-manage's guards (which decide, and explain, everything else). Core acts
    only on its own proposals' neighbours, so no operation reaches outside the scope; and authority
    never rises, so a weaker source never replaces or retracts a stronger memory."""
    if proposal is None or (target is None and (op.target_id is not None or op.op in ("UPDATE", "DELETE"))):
        return f"{op.op} acts outside this add()'s candidates and their neighbours in this scope"
    if (
        op.op in ("UPDATE", "DELETE")
        and target is not None
        and authority.weaker(proposal.authority, target.authority)
    ):
        return f"a {proposal.authority} candidate cannot {op.op} an {target.authority} memory"
    return None


def _end(old: MemoryItem, when: datetime, now: datetime) -> datetime:
    """Where an old version's validity ends: when the change took effect, within [valid_from, now]."""
    if when < old.valid_from or when > now:
        return max(now, old.valid_from)
    return when


def _evidence(cand: Candidate) -> Evidence:
    return Evidence(episode_id=cand.episode_id, quote=cand.quote)


def _reject(cand: Candidate, reason: str) -> Rejection:
    return Rejection(text=cand.text, reason=reason, episode_id=cand.episode_id, quote=cand.quote)
