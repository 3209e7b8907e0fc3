package other.peer;

import java.io.Serializable;
import java.util.concurrent.Callable;

/** A class a hostile peer might send: not ours, so a member must refuse to build it. */
public final class ForeignTask implements Callable<String>, Serializable {
	private static final long serialVersionUID = 1L;

	@Override
	public String call() {
		return "ran";
	}
}
