#!/usr/bin/env bash
# Restores a PostgreSQL backup into a new, empty database and proves the restored rows are the backup's.
#   deploy/restore-drill.sh SOURCE TARGET_URL
# SOURCE is a dump file (pg_dump -Fc) or a database URL, dumped first. TARGET_URL names a database made for
# this (createdb) that holds no table yet. Run it as a drill into a scratch database now and then; for a real
# restore, stop the apps, restore into a new database, point DATABASE_URL at it and start them again (README,
# "Backups"). The apps' start-up lock is held throughout, so an app started meanwhile waits and then finds a
# restored database, which it never seeds (apps/server/src/cli/prepare-database.ts).
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 <dump file or source database URL> <target database URL>" >&2
  exit 2
fi
source=$1
target=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

psql_target() { psql "$target" -X -q -A -t -v ON_ERROR_STOP=1 "$@"; }

# The lock apps take to migrate and seed (apps/server/src/db/startup-lock.ts), on the schema they use.
coproc LOCK { psql "$target" -X -q -A -t -v ON_ERROR_STOP=1; }
echo "select pg_advisory_lock(hashtext('storefront:startup:public')); select 'locked';" >&"${LOCK[1]}"
while read -r line <&"${LOCK[0]}"; do [ "$line" = locked ] && break; done
echo "holding the start-up lock of $(psql_target -c 'select current_database()')"

tables=$(psql_target -c "select count(*) from information_schema.tables
  where table_schema not in ('pg_catalog', 'information_schema')")
if [ "$tables" != 0 ]; then
  echo "the target database is not empty ($tables tables): restore into a new one (createdb)" >&2
  exit 1
fi

if [ -f "$source" ]; then
  dump=$source
else
  dump=$work/source.dump
  pg_dump "$source" --format=custom --file="$dump"
  echo "dumped the source database"
fi

# One transaction: a restore that fails leaves the target empty, never half filled.
pg_restore --dbname="$target" --single-transaction --exit-on-error --no-owner --no-privileges "$dump"

# The rows and sequence values of the dump against the target's, both read from an archive so that their
# tables come in one order; comments and each script's random \restrict key aside.
data_of() { pg_restore --data-only --file=- "$1" | grep -v -e '^--' -e '^\\restrict ' -e '^\\unrestrict '; }
pg_dump "$target" --format=custom --file="$work/restored.dump"
data_of "$dump" >"$work/expected.sql"
data_of "$work/restored.dump" >"$work/restored.sql"
if ! cmp -s "$work/expected.sql" "$work/restored.sql"; then
  echo "the restored data differs from the dump (< dump, > restored):" >&2
  diff "$work/expected.sql" "$work/restored.sql" | head -n 20 >&2 || true
  exit 1
fi
echo "restored $(psql_target -c "select count(*) from information_schema.tables
  where table_schema = 'public'") tables; the data equals the dump"

# Release the lock. Its session may already be gone (the server closed it): the restore and its check above
# stand either way, so only say so.
if [ -n "${LOCK[1]:-}" ]; then
  echo '\q' >&"${LOCK[1]}"
fi
if [ -n "${LOCK_PID:-}" ]; then
  wait "$LOCK_PID" || echo "the start-up lock's session had already ended" >&2
fi
