import type { IntlConfig } from "react-intl";

type IntlErrorHandler = NonNullable<IntlConfig["onError"]>;

let handler: IntlErrorHandler | undefined;

/**
 * Replaces how react-intl reports its errors (the test render helper makes a missing message fail
 * the test). Without a handler react-intl's own default applies.
 */
export function setIntlErrorHandler(next: IntlErrorHandler | undefined): void {
  handler = next;
}

/** Props for an IntlProvider: `onError` only when a handler was set. */
export function intlErrorProps(): { onError?: IntlErrorHandler } {
  return handler ? { onError: handler } : {};
}
