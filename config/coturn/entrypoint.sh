#!/bin/sh
# Start coturn with /etc/coturn/turnserver.conf plus what the environment sets (coturn reads no
# environment itself; docs/api-room.md "Running TURN"):
#   TURN_SECRET       (required) the shared secret, the SAME value as the app's TURN_SECRET
#   TURN_REALM        the realm, e.g. the TURN host name (default: wellness)
#   TURN_EXTERNAL_IP  the public IPv4 address, when the relay sits behind NAT (as in Docker)
# The TLS listener (443) is turned off when /etc/coturn/tls holds no fullchain.pem + privkey.pem.
# The secret goes into a private copy of the configuration, not onto the command line (where `ps`
# would show it). Extra arguments are passed to turnserver.
set -eu
if [ -z "${TURN_SECRET:-}" ]; then
  echo "coturn: set TURN_SECRET (the same value as the app's TURN_SECRET)" >&2
  exit 1
fi
umask 077
config=/run/turnserver.conf
{
  cat /etc/coturn/turnserver.conf
  echo "static-auth-secret=$TURN_SECRET"
  echo "realm=${TURN_REALM:-wellness}"
  if [ -n "${TURN_EXTERNAL_IP:-}" ]; then echo "external-ip=$TURN_EXTERNAL_IP"; fi
  if [ ! -r /etc/coturn/tls/fullchain.pem ] || [ ! -r /etc/coturn/tls/privkey.pem ]; then
    echo "coturn: no certificate in /etc/coturn/tls (fullchain.pem, privkey.pem): TURN over TLS is off" >&2
    echo "no-tls"
  fi
} > "$config"
# Root is needed only to bind port 443; coturn then runs as Debian's `turnserver` user.
exec turnserver -c "$config" --proc-user=turnserver --proc-group=turnserver "$@"
