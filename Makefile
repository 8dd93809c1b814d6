# Every target runs through uv; UV_PYTHON_DOWNLOADS=never makes a Python mismatch fail at once.
export UV_PYTHON_DOWNLOADS := never

.PHONY: install test test-postgres test-dist lint typecheck bench build dist demo clean

install:
	uv sync --all-packages

test: install
	uv run pytest

# The PostgreSQL store's tests against a throwaway PostgreSQL 15 + pgvector cluster on loopback
# (.ci/postgres.sh installs what is missing, needs root; the cluster is removed afterwards).
# Nothing may skip here: a missing server is a failure.
test-postgres: install
	bash -c 'set -euo pipefail; . .ci/postgres.sh; VERAMEM_REQUIRE_ALL=1 uv run pytest -m postgres'

lint:
	uv run ruff check .
	uv run ruff format --check .

typecheck:
	# -p .: this project's own configuration, never a pyrightconfig.json found above the checkout
	uv run pyright -p .

bench: install
	uv run python bench/write.py
	uv run python bench/locomo_retrieval.py
	uv run python bench/search_latency.py
	uv run python bench/outcome.py

# Every package's wheel and sdist, checked as an index would check them.
dist:
	rm -rf dist
	uv build --all-packages --out-dir dist
	uv run twine check --strict dist/*

build: dist

# The built wheels installed into fresh environments, as users get them (also part of make test).
test-dist: install
	uv run pytest tests/packaging

demo: install
	uv run veramem demo

clean:
	rm -rf dist .pytest_cache .ruff_cache
