import { DEFAULT_LOCALE, isLocale, type Locale } from "@vitrine/schema";
import type { MessagePart } from "./messageParts";

export type Messages = Record<string, string>;

// One lazy chunk per language and part (Vite's glob import; the JSON stays outside the TypeScript
// project): a visitor downloads the site's messages of the language they read; the staff pages'
// messages come with the routes that show them (loadStaffMessages). vite.config.messages.ts splits
// each file by messageParts.ts's isStaffMessageId (client/vitest.config.ts registers it too).
const parts: Record<MessagePart, Record<string, () => Promise<Messages>>> = {
  site: import.meta.glob<Messages>("../../locales/*.json", { query: "?part=site", import: "default" }),
  staff: import.meta.glob<Messages>("../../locales/*.json", { query: "?part=staff", import: "default" }),
};

const loadedParts: Record<MessagePart, Map<Locale, Messages>> = { site: new Map(), staff: new Map() };
const pending: Record<MessagePart, Map<Locale, Promise<Messages>>> = { site: new Map(), staff: new Map() };
/** What the IntlProvider shows per language: the site's messages, with the staff's once loaded. */
const catalogues = new Map<Locale, Messages>();
const listeners = new Set<() => void>();

/** One part of one language; the promise is shared, and a failed load (a chunk replaced by a deploy) is forgotten. */
function loadPart(locale: Locale, part: MessagePart): Promise<Messages> {
  const ready = loadedParts[part].get(locale);
  if (ready) return Promise.resolve(ready);
  let promise = pending[part].get(locale);
  if (!promise) {
    const load = parts[part][`../../locales/${locale}.json`];
    if (!load) return Promise.reject(new Error(`missing locale file src/locales/${locale}.json`));
    promise = load().then(
      (messages) => {
        loadedParts[part].set(locale, messages);
        pending[part].delete(locale);
        return messages;
      },
      (error: unknown) => {
        pending[part].delete(locale);
        throw error;
      },
    );
    pending[part].set(locale, promise);
  }
  return promise;
}

/** Sets the language's catalogue from the parts loaded so far and tells the subscribers (LocaleShell). */
function publish(locale: Locale): Messages {
  const site = loadedParts.site.get(locale)!;
  const staff = loadedParts.staff.get(locale);
  const catalogue = staff ? { ...site, ...staff } : site;
  catalogues.set(locale, catalogue);
  for (const listener of listeners) listener();
  return catalogue;
}

/**
 * Loads the site's messages (key → ICU message) of one language; tw is the default. Resolves to the
 * language's catalogue (with the staff's messages too when they were loaded before).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  await loadPart(locale, "site");
  return catalogues.get(locale) ?? publish(locale);
}

/**
 * Loads the staff pages' messages of one language as well (the staff console's loader and any other
 * route that shows staff texts await it) and merges them into the language's catalogue, so the
 * IntlProvider shows them from then on.
 */
export async function loadStaffMessages(locale: Locale): Promise<Messages> {
  await Promise.all([loadPart(locale, "site"), loadPart(locale, "staff")]);
  const current = catalogues.get(locale);
  return current && current !== loadedParts.site.get(locale) ? current : publish(locale);
}

/**
 * Loader of the routes that show staff texts (the staff console, the issuers' missions page): their
 * language's staff messages, so the page's first render has them (no raw ids, no second render).
 */
export async function staffMessagesLoader({ params }: { params: { lang?: string } }): Promise<null> {
  if (isLocale(params.lang)) await loadStaffMessages(params.lang);
  return null;
}

/** The catalogue of `locale` when it has been loaded already (the :lang route's loader loads it). */
export function loadedMessages(locale: Locale): Messages | undefined {
  return catalogues.get(locale);
}

/** Calls `listener` whenever a language's catalogue changes (a part arrived); returns the unsubscribe. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * For error pages: the catalogue of `locale` if loaded, else any loaded one (the default first), with
 * the language it belongs to; undefined before any catalogue arrived.
 */
export function anyLoadedMessages(locale: Locale): { locale: Locale; messages: Messages } | undefined {
  for (const candidate of [locale, DEFAULT_LOCALE, ...catalogues.keys()]) {
    const messages = catalogues.get(candidate);
    if (messages) return { locale: candidate, messages };
  }
  return undefined;
}
