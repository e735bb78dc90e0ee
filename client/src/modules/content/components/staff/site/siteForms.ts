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

/**
 * Maps a rule's issue path on a per-language list of the input (`texts.<n>.text`) to the form's
 * per-language field (`texts.<language>`); an issue on the list as a whole (no text at all) reads as
 * the required tw field. Other paths are the form's own fields.
 */
export function localizedPath(list: string, items: readonly { language: string }[]) {
  return (path: PropertyKey[]): string => {
    if (path[0] !== list) return path.join(".");
    const item = typeof path[1] === "number" ? items[path[1]] : undefined;
    return `${list}.${item?.language ?? "tw"}`;
  };
}
