import type { IntlShape } from "react-intl";
import { CATEGORY_MESSAGE, labelOf } from "../../messages";

/**
 * A category is a short key chosen by staff ("maintenance", "release"); the known ones have a
 * translated label (CATEGORY_MESSAGE), any other is shown as typed.
 */
export function categoryLabel(intl: IntlShape, category: string): string {
  const id = labelOf(CATEGORY_MESSAGE, category);
  return id ? intl.formatMessage({ id }) : category;
}
