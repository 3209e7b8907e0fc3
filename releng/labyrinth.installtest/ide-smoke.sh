#!/usr/bin/env bash
# Starts the installed platform's IDE workbench (org.eclipse.ui.ide.workbench, not our product) on a fresh workspace
# with the smoke bundle's check switched on (labyrinth.installtest.smoke), then checks its report. Run by pom.xml in
# the installed platform's folder, under the display that './build test' provides (xvfb-run).
#
#   ide-smoke.sh JAVA WORKSPACE REPORT SCREENSHOT LOG
set -euo pipefail
java="$1" workspace="$2" report="$3" screenshot="$4" log="$5"
TIMEOUT_SECONDS=300

fail() { printf '[ide-smoke] error: %s\n' "$*" >&2; exit 1; }

[[ -n "${DISPLAY:-}" ]] || fail "no DISPLAY: the IDE check needs a display (./build test runs Maven under xvfb-run)"
launchers=(plugins/org.eclipse.equinox.launcher_*.jar)
launcher="${launchers[0]}"
[[ -f "$launcher" ]] || fail "no Equinox launcher in $(pwd)/plugins"
smoke=(plugins/labyrinth.installtest.smoke_*)
[[ -e "${smoke[0]}" ]] || fail "the smoke bundle is not installed in $(pwd)"
rm -rf "$workspace" "$report" "$screenshot"

# the smoke check ends the workbench itself (and its watchdog after 180 s); timeout is the last resort
status=0
timeout -k 15 "$TIMEOUT_SECONDS" "$java" -Dlabyrinth.smoke="$report" -Dlabyrinth.smoke.screenshot="$screenshot" \
	-jar "$launcher" -data "$workspace" -nosplash -consoleLog -application org.eclipse.ui.ide.workbench \
	>"$log" 2>&1 || status=$?
[[ -f "$report" ]] || fail "the IDE (exit $status) wrote no smoke report; see $log"
cat "$report"

expect() {
	local key="$1" want="$2" got
	got="$(sed -n "s/^$key: //p" "$report")"
	[[ "$got" == "$want" ]] || fail "$key is '$got', expected '$want' (report $report, log $log)"
}
expect result ok
expect application org.eclipse.ui.ide.workbench
expect perspective labyrinth.ui.perspective
before="$(sed -n 's/^walker.length.before: //p' "$report")"
steps="$(sed -n 's/^walker.steps: //p' "$report")"
expect walker.length "$((before + steps))"
expect editor.id org.eclipse.ui.genericeditor.GenericEditor
expect editor.input smoke.lrules
expect screenshot "$screenshot"
# painted, not blank: a uniform area has one colour, the walk and the highlighted rule text have many
for part in walker editor; do
	n="$(sed -n "s/^screenshot.$part.colours: //p" "$report")"
	[[ "${n:-0}" -ge 3 ]] || fail "the $part shows ${n:-no} colours in the screenshot: not painted (report $report)"
done
# not our product's branding: the stock platform's IDE as a user of an Eclipse package starts it
! grep -q '^product: labyrinth' "$report" || fail "the IDE ran with a Labyrinth product: $(grep '^product:' "$report")"
[[ "$(head -c 8 "$screenshot" | od -An -tx1 | tr -d ' \n')" == "89504e470d0a1a0a" ]] || fail "no PNG at $screenshot"
[[ "$status" -eq 0 ]] || fail "the IDE exited with $status after the check; see $log"
printf '[ide-smoke] the installed IDE showed the Labyrinth perspective, stepped the walker, opened %s; screenshot %s\n' \
	"$(sed -n 's/^editor.input: //p' "$report")" "$screenshot"
