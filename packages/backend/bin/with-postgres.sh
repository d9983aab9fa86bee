#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL (15 or later) in a temporary directory, then
# removes it. Usage: bin/with-postgres.sh <command...>   (as root, the server runs as the postgres user)
set -euo pipefail
cd "$(dirname "$0")/.."

pg_bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "PostgreSQL is not installed (apt-get install postgresql, or set PG_BIN)." >&2
  exit 1
fi

work=$(mktemp -d /tmp/evergreen-pg-XXXXXX)
port=${PG_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
as_postgres=()
if [ "$(id -u)" = "0" ]; then
  chown postgres "$work"
  as_postgres=(runuser -u postgres --)
fi

cleanup() {
  "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

"${as_postgres[@]}" "$pg_bin/initdb" -D "$work/data" -U postgres --auth=trust >/dev/null
"${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$work/data" -l "$work/log" -w start \
  -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on port $port"

DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
