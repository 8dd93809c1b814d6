"""The LLM interface, and the only module that imports litellm (lazily: the import costs seconds)."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from .errors import LLMError, VeraMemError
from .redact import redact


@dataclass
class LLMResponse:
    text: str
    tokens: int = 0
    raw: Any = field(default=None, repr=False)


@runtime_checkable
class LLM(Protocol):
    """What the pipeline needs of a model: one chat completion, text in, text out, tokens counted."""

    name: str

    def complete(self, messages: list[dict[str, str]], *, json_mode: bool = False) -> LLMResponse: ...


def _litellm() -> Any:
    # Without this, litellm fetches a price list over the network at import time.
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    try:
        import litellm
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise VeraMemError('the LLM engines need litellm: pip install "veramem-core[llm]"') from exc
    return litellm


class LiteLLM:
    """Any provider litellm speaks to (OpenAI-compatible, Anthropic, Ollama, ...)."""

    def __init__(self, model: str, **options: Any) -> None:
        self.name = model
        self.options = options

    def complete(self, messages: list[dict[str, str]], *, json_mode: bool = False) -> LLMResponse:
        litellm = _litellm()
        options = dict(self.options)
        if json_mode and "mock_response" not in options:
            options.setdefault("response_format", {"type": "json_object"})
        try:
            response = litellm.completion(model=self.name, messages=messages, **options)
        except Exception as exc:
            # The provider's text may quote the key or a credentialed URL; it is stored and returned,
            # so it is redacted, and the original exception (which still holds it) is not chained.
            message = redact(f"LLM call to {self.name!r} failed: {exc}", self._secrets())
            raise LLMError(message) from None
        text = response.choices[0].message.content or ""
        usage = getattr(response, "usage", None)
        tokens = int(getattr(usage, "total_tokens", 0) or 0)
        return LLMResponse(text=text, tokens=tokens, raw=response)

    def _secrets(self) -> list[str]:
        """The configured credentials, redacted verbatim wherever an error quotes them."""
        return [
            str(v)
            for k, v in self.options.items()
            if isinstance(v, str) and any(w in k.lower() for w in ("key", "token", "secret", "password"))
        ]
