#!/bin/sh
# postgres:16-alpine's first start, as offline/infra runs it: initdb with POSTGRES_USER as superuser
# and POSTGRES_PASSWORD (scram over TCP, trust on the local socket), POSTGRES_DB created, then postgres.
set -e
PGDATA=/var/lib/postgresql/data
BIN=/usr/lib/postgresql/15/bin
mkdir -p "$PGDATA" /run/postgresql && chown -R postgres:postgres "$PGDATA" /run/postgresql
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s' "$POSTGRES_PASSWORD" > /tmp/pw && chown postgres /tmp/pw
  su postgres -c "$BIN/initdb -D $PGDATA -U $POSTGRES_USER --pwfile=/tmp/pw --auth-local=trust --auth-host=scram-sha-256" >/dev/null
  rm /tmp/pw
  echo "listen_addresses='*'" >> "$PGDATA/postgresql.conf"
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  su postgres -c "$BIN/pg_ctl -D $PGDATA -w -o '-c listen_addresses=' start" >/dev/null
  su postgres -c "psql -U $POSTGRES_USER -d postgres -c 'CREATE DATABASE \"$POSTGRES_DB\"'" >/dev/null
  su postgres -c "$BIN/pg_ctl -D $PGDATA -w stop" >/dev/null
fi
exec su postgres -c "exec $BIN/postgres -D $PGDATA"
