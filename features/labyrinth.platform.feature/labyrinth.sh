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
workspace="${LABYRINTH_WORKSPACE:-$HOME/labyrinth-workspace}"
# The workspace a relaunch asks for: without the native launcher, Equinox prints its relaunch arguments as the last
# lines of its output ("-data", then the workspace's URL).
relaunch_workspace() {
	local url
	url=$(awk 'previous == "-data" { found = $0 } { previous = $0 } END { print found }' "$1")
	url=${url#file:}
	printf '%b' "${url//%/\\x}"
}
output=$(mktemp)
trap 'rm -f "$output"' EXIT
# File > Restart ends with 23 (start again) or 24 (start again with the printed arguments): the native launcher's
# job, done here
while :; do
	# 4 GB at most (used only when needed): the oracle's tables and 15x15 uniform samples; LABYRINTH_JAVA_OPTS adds
	# or overrides JVM options, as for bin/labyrinth
	# shellcheck disable=SC2086
	"$java_bin" -Xmx4g ${LABYRINTH_JAVA_OPTS:-} -jar "$launcher" -data "$workspace" "$@" | tee "$output" && rc=0 || rc=${PIPESTATUS[0]}
	case "$rc" in
		23) ;;
		24) next=$(relaunch_workspace "$output"); [[ -n "$next" ]] && workspace="$next" ;;
		*) exit "$rc" ;;
	esac
done
