package labyrinth.core.rules;

import java.util.Arrays;

/**
 * Why a rule disabled fields: the rule, the variant that matched (mirror/rotation or sub-case), the disabled
 * directions, the cells the rule looked at and, for counting rules, the counted area.
 *
 * @param ruleId       the rule's identifier
 * @param ruleName     the rule's display name
 * @param variant      which variant matched, e.g. "left", "mirrored, rotated 90"
 * @param disabledDirs mask of disabled absolute directions
 * @param matched      cells (flat board indices) the rule matched
 * @param area         cells of the counted or enclosed area, empty if none
 * @param detail       one sentence for the user
 */
public record Firing(String ruleId, String ruleName, String variant, int disabledDirs, int[] matched, int[] area,
		String detail) {

	public Firing {
		matched = matched == null ? new int[0] : matched.clone();
		area = area == null ? new int[0] : area.clone();
	}

	@Override
	public int[] matched() {
		return matched.clone();
	}

	@Override
	public int[] area() {
		return area.clone();
	}

	/**
	 * The name the rule goes by wherever a firing is shown beside the rule lists: a built-in's id, as rule files,
	 * {@code --builtins}, the Walker's legend and Rule Firings write it; a pattern rule's name.
	 */
	public String label() {
		return BuiltinRules.exists(ruleId) ? ruleId : ruleName;
	}

	public boolean disables(int dir) {
		return (disabledDirs & (1 << dir)) != 0;
	}

	@Override
	public String toString() {
		return ruleName + " [" + variant + "] disables " + Integer.toBinaryString(disabledDirs) + ": " + detail
				+ (area.length > 0 ? " (area " + area.length + ")" : "") + " matched " + Arrays.toString(matched);
	}
}
