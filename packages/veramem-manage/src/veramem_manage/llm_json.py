"""One structured LLM exchange: ask for JSON, validate it, retry once with the validation error."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from typing import Generic, TypeVar

from veramem_core.inputs import json_object
from veramem_core.llm import LLM

T = TypeVar("T")
_FENCE = re.compile(r"^\s*```(?:json)?\s*|\s*```\s*$")


class Invalid(ValueError):
    """The model's reply cannot be used; the message is what it is told when asked again."""


@dataclass
class Asked(Generic[T]):
    """The validated value (None when every attempt failed), the calls and tokens spent, the errors."""

    value: T | None
    calls: int = 0
    tokens: int = 0
    errors: list[str] = field(default_factory=list[str])


def prompt(name: str) -> str:
    """A prompt file shipped in ``veramem_manage/prompts``."""
    return resources.files("veramem_manage").joinpath("prompts", f"{name}.txt").read_text("utf-8")


def load_json(text: str) -> dict[str, object]:
    """The JSON object in a reply (code fences tolerated); ``Invalid`` naming the parse error otherwise."""
    try:
        data = json.loads(_FENCE.sub("", text))
    except json.JSONDecodeError as exc:
        raise Invalid(f"the reply is not valid JSON: {exc}") from None
    obj = json_object(data)
    if obj is None:
        raise Invalid(f"the reply must be a JSON object, got {type(data).__name__}")
    return obj


def ask(llm: LLM, messages: list[dict[str, str]], validate: Callable[[str], T], attempts: int) -> Asked[T]:
    """Call ``llm`` up to ``attempts`` times until ``validate`` accepts the reply.

    A retry carries the previous reply and the validation error. ``LLMError`` from the model
    propagates (the facade reports it in ``AddResult.error``).
    """
    asked: Asked[T] = Asked(value=None)
    history = list(messages)
    for _ in range(max(attempts, 0)):
        response = llm.complete(history, json_mode=True)
        asked.calls += 1
        asked.tokens += response.tokens
        try:
            asked.value = validate(response.text)
            return asked
        except Invalid as exc:
            asked.errors.append(str(exc))
            history = [
                *history,
                {"role": "assistant", "content": response.text},
                {
                    "role": "user",
                    "content": f"Your reply was invalid: {exc}\n"
                    "Reply again with the corrected JSON object only.",
                },
            ]
    return asked
