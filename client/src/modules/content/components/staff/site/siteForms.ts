import { LOCALES, type Locale } from "@vitrine/schema";

export const perLocale = <T>(value: T) =>
  Object.fromEntries(LOCALES.map((l) => [l, value])) as Record<Locale, T>;

type Parsed =
  { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

/** A shared rule's issues as form errors, the first per field, each path mapped to the form's field. */
export function issuesToFields(
  result: Parsed,
  field: (path: PropertyKey[]) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = field(issue.path);
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
