#!/usr/bin/env bash
# A private PostgreSQL for the tests, from Debian's packages: its own data folder, its own port, only on
# 127.0.0.1, without durability (fsync off: the data is thrown away). PostgreSQL refuses to run as root,
# so as root it runs as Debian's `postgres` user.
#   scripts/test-postgres.sh start <folder> <port>   prints the server's URL (database "postgres")
#   scripts/test-postgres.sh stop <folder>
set -euo pipefail
command="$1"
folder="$(realpath -m "$2")"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -n "$bin" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case "$command" in
  start)
    port="$3"
    rm -rf "$folder"
    mkdir -p "$folder"
    [ "$(id -u)" -eq 0 ] && chown postgres "$folder"
    as_owner "$bin/initdb" -D "$folder/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$folder/initdb.log"
    as_owner "$bin/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w start -o \
      "-p $port -k $folder -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
      >/dev/null
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$folder/data" ] && as_owner "$bin/pg_ctl" -D "$folder/data" -m immediate stop >/dev/null || true
    rm -rf "$folder"
    ;;
esac
