import { DEFAULT_LOCALE, type Locale } from "@vitrine/schema";

export type Messages = Record<string, string>;

// One lazy chunk per language (Vite's glob import; the JSON stays outside the TypeScript project):
// a visitor downloads the catalogue of the language they read, not all five.
const files = import.meta.glob<Messages>("../../locales/*.json", { import: "default" });

const loaded = new Map<Locale, Messages>();
const pending = new Map<Locale, Promise<Messages>>();

/**
 * Loads the flat message catalogue (key → ICU message) of one language; tw is the default. The
 * promise is shared by every caller, and a failed load (a chunk replaced by a deploy) is forgotten so
 * the next call tries again.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(locale);
  if (!promise) {
    const load = files[`../../locales/${locale}.json`];
    if (!load) return Promise.reject(new Error(`missing locale file src/locales/${locale}.json`));
    promise = load().then(
      (catalogue) => {
        loaded.set(locale, catalogue);
        pending.delete(locale);
        return catalogue;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, promise);
  }
  return promise;
}

/** The catalogue of `locale` when it has been loaded already (the :lang route's loader loads it). */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/**
 * For error pages: the catalogue of `locale` if loaded, else any loaded one (the default first), with
 * the language it belongs to; undefined before any catalogue arrived.
 */
export function anyLoadedMessages(locale: Locale): { locale: Locale; messages: Messages } | undefined {
  for (const candidate of [locale, DEFAULT_LOCALE, ...loaded.keys()]) {
    const messages = loaded.get(candidate);
    if (messages) return { locale: candidate, messages };
  }
  return undefined;
}
