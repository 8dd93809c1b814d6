#!/usr/bin/env bash
# A throwaway PostgreSQL 15 with pgvector on loopback, for the PostgreSQL store's tests.
# Source it (". .ci/postgres.sh"): installs what is missing, starts a fresh cluster, exports
# VERAMEM_TEST_POSTGRES_URL (the tests create one database per test on it) and installs an EXIT trap
# that stops the cluster and removes its directory. Used by .ci/run and `make test-postgres`.
# Route (docs/scaling.md): Debian's postgresql-15 and its server headers from apt; pgvector built from
# Debian's newer source package (not packaged for this release's PostgreSQL 15), about 20 s, without
# changing the system's apt configuration. Needs root for apt and to run the cluster as `postgres`.

PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
# A free loopback port unless one is given.
VERAMEM_PG_PORT=${VERAMEM_PG_PORT:-$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}

_veramem_pg_install() {
    export DEBIAN_FRONTEND=noninteractive
    if [ ! -x "$PGBIN/initdb" ] || [ ! -x "$PGBIN/pg_config" ] \
        || [ ! -f "$("$PGBIN/pg_config" --includedir-server)/postgres.h" ]; then
        apt-get update -qq
        apt-get install -y -qq --no-install-recommends postgresql-15 postgresql-server-dev-15 >/dev/null
    fi
    local share
    share=$("$PGBIN/pg_config" --sharedir)
    if [ ! -f "$share/extension/vector.control" ]; then
        local w mirror apto
        w=$(mktemp -d); chmod 755 "$w"; mkdir -p "$w/lists/partial"
        mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources)
        echo "deb-src $mirror trixie main" > "$w/sources.list"
        apto="-o Dir::Etc::sourcelist=$w/sources.list -o Dir::Etc::sourceparts=- -o Dir::State::Lists=$w/lists"
        # shellcheck disable=SC2086
        apt-get $apto update -qq && (cd "$w" && apt-get $apto source -qq pgvector >/dev/null 2>&1)
        make -s -C "$w"/pgvector-*/ PG_CONFIG="$PGBIN/pg_config" -j2 >/dev/null
        make -s -C "$w"/pgvector-*/ PG_CONFIG="$PGBIN/pg_config" install >/dev/null
        rm -rf "$w"
    fi
}

_veramem_pg_start() {
    VERAMEM_PGDATA=$(mktemp -d)
    chown postgres: "$VERAMEM_PGDATA"
    su postgres -s /bin/sh -c "$PGBIN/initdb -D $VERAMEM_PGDATA -A trust -U postgres --no-sync >/dev/null"
    su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D $VERAMEM_PGDATA -l $VERAMEM_PGDATA/log -w -o \
        '-c listen_addresses=127.0.0.1 -p $VERAMEM_PG_PORT -k $VERAMEM_PGDATA -c fsync=off -c max_connections=200' start >/dev/null"
    # Every database created afterwards (one per test) has the extension already.
    psql -q -h 127.0.0.1 -p "$VERAMEM_PG_PORT" -U postgres -d template1 -c "CREATE EXTENSION IF NOT EXISTS vector"
    export VERAMEM_PGDATA
    export VERAMEM_TEST_POSTGRES_URL="postgresql://postgres@127.0.0.1:$VERAMEM_PG_PORT/postgres"
}

veramem_pg_stop() {
    if [ -n "${VERAMEM_PGDATA:-}" ] && [ -f "$VERAMEM_PGDATA/postmaster.pid" ]; then
        kill -INT "$(head -1 "$VERAMEM_PGDATA/postmaster.pid")" 2>/dev/null || true
        for _ in $(seq 50); do [ -f "$VERAMEM_PGDATA/postmaster.pid" ] || break; sleep 0.1; done
    fi
    [ -n "${VERAMEM_PGDATA:-}" ] && rm -rf "$VERAMEM_PGDATA"
    return 0
}

_veramem_pg_install
_veramem_pg_start
trap veramem_pg_stop EXIT
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') with pgvector on $VERAMEM_TEST_POSTGRES_URL"
