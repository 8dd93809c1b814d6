"""The caller's own block and the shared block, each with its own candidate depth.

Team and public memories someone else contributed come back in a separate, labelled block and never
take a place among the caller's own (ShareMem precedence). Splitting after the channels have filled
their depth is not enough: a team with many matching items would fill a channel's whole depth and
leave the caller's own memory out before fusion ever saw it. So every built-in memory channel asks
the store once per block (``Access.block``: ``own``, then ``shared`` when the caller reads any shared
row at that level), each to its own depth, and fusion ranks each block on its own.
"""

from __future__ import annotations

from collections.abc import Callable

from veramem_core.access import Access
from veramem_core.stages import ChannelRanking, SearchRequest

from . import levels

# (view of the predicate) -> (id, score) best first
Search = Callable[[Access], list[tuple[str, float]]]


def views(request: SearchRequest, level: str) -> list[Access]:
    """The caller's own view of ``level``, and the shared one when the caller may read any shared row
    there (raw episodes are always the caller's own)."""
    if request.access.caller is None:  # trusted admin code: one view of every row
        return [request.access]
    own = request.access.only("own")
    if level == "episodes":
        return [own]
    shared = request.access.only("shared")
    if request.store.any_readable(levels.table(level), shared, request.as_of, levels.kinds(level)):
        return [own, shared]
    return [own]


def ranking(views: list[Access], channel: str, weight: float, search: Search) -> ChannelRanking:
    """One channel's ranking over ``views`` (from ``views``, computed once per level and shared by
    its channels): each block's hits in turn, own first, each to its depth."""
    out = ChannelRanking(channel, [], [], weight)
    for view in views:
        for doc, score in search(view):
            out.ids.append(doc)
            out.scores.append(score)
    return out


def split(ranking: ChannelRanking, mine: Callable[[str], bool]) -> tuple[ChannelRanking, ChannelRanking]:
    """``ranking`` as two rankings, the caller's own ids and the others, each in the original order."""
    scored = len(ranking.scores) == len(ranking.ids)
    parts = (
        ChannelRanking(ranking.channel, [], [], ranking.weight),
        ChannelRanking(ranking.channel, [], [], ranking.weight),
    )
    for i, doc in enumerate(ranking.ids):
        part = parts[0] if mine(doc) else parts[1]
        part.ids.append(doc)
        if scored:
            part.scores.append(ranking.scores[i])
    return parts
