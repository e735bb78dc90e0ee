import { useCallback } from "react";
import { useIntl } from "react-intl";

/**
 * The shared zod rules return locale keys (`validation.*`) as messages; this turns a form's error
 * for a field into the translated text Mantine inputs show.
 */
export function useFieldError(
  errors: Record<string, unknown>,
  values?: Record<string, string | number>,
): (field: string) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (field: string) => {
      const key = errors[field];
      return typeof key === "string" ? intl.formatMessage({ id: key }, values) : undefined;
    },
    [errors, intl, values],
  );
}
