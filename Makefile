# Every target runs through uv; UV_PYTHON_DOWNLOADS=never makes a Python mismatch fail at once.
export UV_PYTHON_DOWNLOADS := never

.PHONY: install test lint typecheck bench build demo clean

install:
	uv sync --all-packages

test: install
	uv run pytest

lint:
	uv run ruff check .
	uv run ruff format --check .

typecheck:
	uv run pyright

bench: install
	uv run python bench/write.py
	uv run python bench/locomo_retrieval.py
	uv run python bench/search_latency.py
	uv run python bench/outcome.py

build:
	uv build --all-packages --out-dir dist

demo: install
	uv run veramem demo

clean:
	rm -rf dist .pytest_cache .ruff_cache
