import { DEFAULT_LOCALE, type Locale } from "@vitrine/schema";

/** Texts are stored as JSON keyed by language; a view takes the caller's, else the default language's. */
export function textsToJson<T extends { language: Locale }>(texts: readonly T[]): string {
  const out: Record<string, Omit<T, "language">> = {};
  for (const { language, ...rest } of texts) out[language] = rest;
  return JSON.stringify(out);
}

export function textsFromJson<T>(json: string): ({ language: Locale } & T)[] {
  const parsed = JSON.parse(json) as Record<string, T>;
  return Object.entries(parsed).map(([language, t]) => ({ language: language as Locale, ...t }));
}

export function textIn<T>(json: string, language: Locale): T {
  const parsed = JSON.parse(json) as Record<string, T>;
  return (parsed[language] ?? parsed[DEFAULT_LOCALE] ?? Object.values(parsed)[0])!;
}
