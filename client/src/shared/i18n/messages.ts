import { LOCALES, type Locale } from "@vitrine/schema";

// Loaded through Vite's glob import so the JSON stays outside the TypeScript project.
const files = import.meta.glob<Record<string, string>>("../../locales/*.json", {
  eager: true,
  import: "default",
});

function load(locale: Locale): Record<string, string> {
  const catalogue = files[`../../locales/${locale}.json`];
  if (!catalogue) throw new Error(`missing locale file src/locales/${locale}.json`);
  return catalogue;
}

/** Flat message catalogues (key → ICU message), one per language; tw is the default. */
export const messages = Object.fromEntries(LOCALES.map((locale) => [locale, load(locale)])) as Record<
  Locale,
  Record<string, string>
>;
