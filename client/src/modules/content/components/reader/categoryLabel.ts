import type { IntlShape } from "react-intl";

/**
 * A category is a short key chosen by staff ("maintenance", "release"); the known ones have a
 * translated label (content.category.<key>), any other is shown as typed.
 */
export function categoryLabel(intl: IntlShape, category: string): string {
  const id = `content.category.${category}`;
  return id in intl.messages ? intl.formatMessage({ id }) : category;
}
