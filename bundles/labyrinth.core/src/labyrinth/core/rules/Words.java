package labyrinth.core.rules;

/** The rules' explanations in plain words. */
final class Words {
	private Words() {
	}

	/** "1 field", "2 fields". */
	static String fields(int n) {
		return n == 1 ? "1 field" : n + " fields";
	}
}
