package labyrinth.rules;

import org.eclipse.xtext.common.services.DefaultTerminalConverters;
import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.conversion.impl.AbstractNullSafeConverter;
import org.eclipse.xtext.nodemodel.INode;

/** Rows live in the model without their bars; imbalance bounds are signed whole numbers. */
public class RulesValueConverters extends DefaultTerminalConverters {

	@ValueConverter(rule = "ROW")
	public IValueConverter<String> ROW() {
		return new AbstractNullSafeConverter<String>() {
			@Override
			protected String internalToValue(String text, INode node) {
				return text.length() >= 2 ? text.substring(1, text.length() - 1) : "";
			}

			@Override
			protected String internalToString(String row) {
				if (row.indexOf('|') >= 0 || row.indexOf('\n') >= 0) {
					throw new ValueConverterException("a pattern row cannot hold '|' or a line break: " + row, null, null);
				}
				return "|" + row + "|";
			}
		};
	}

	@ValueConverter(rule = "SignedInt")
	public IValueConverter<Integer> SignedInt() {
		return new AbstractNullSafeConverter<Integer>() {
			@Override
			protected Integer internalToValue(String text, INode node) {
				String digits = text.replaceAll("\\s", "");
				try {
					return Integer.valueOf(digits);
				} catch (NumberFormatException e) {
					throw new ValueConverterException("'" + digits + "' is not a whole number that fits the imbalance", node, e);
				}
			}

			@Override
			protected String internalToString(Integer value) {
				return value.toString();
			}
		};
	}
}
