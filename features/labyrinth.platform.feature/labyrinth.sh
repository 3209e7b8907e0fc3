#!/usr/bin/env bash
# Starts the One-Way Labyrinth Workbench (the native Eclipse launcher is not available from Maven Central).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
java_bin="${JAVA_HOME:+$JAVA_HOME/bin/}java"
if ! "$java_bin" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])'; then
	for jdk in /usr/lib/jvm/*/; do
		if "$jdk/bin/java" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])'; then java_bin="$jdk/bin/java"; break; fi
	done
fi
launcher=$(ls "$here"/plugins/org.eclipse.equinox.launcher_*.jar | head -n1)
# 4 GB at most (used only when needed): the oracle's tables and 15x15 uniform samples; LABYRINTH_JAVA_OPTS adds or
# overrides JVM options, as for bin/labyrinth
# shellcheck disable=SC2086
exec "$java_bin" -Xmx4g ${LABYRINTH_JAVA_OPTS:-} -jar "$launcher" -data "${LABYRINTH_WORKSPACE:-$HOME/labyrinth-workspace}" "$@"
