import { readFileSync } from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from "@vitrine/schema";
import { REPO_ROOT } from "../config.js";

/**
 * The client's locale files (client/src/locales/{tw,cn,en,jp,kr}.json, flat key → ICU message) read
 * by the gateway, so every error it answers carries a human `message` in the caller's language
 * (docs/ERRORS.md). Read once at boot (bootstrap.ts calls `loadMessages`); a missing or unreadable
 * file stops the boot. The whole files are kept, not only `error.*` and `validation.*`: the shared zod
 * rules name keys of their forms (`market.sell.priceInvalid`, `jpoint.convert.amountMin`, …), and
 * those reach callers as `data.reason` too. Messages are compiled on first use and cached.
 */

/** Where the locale files live: the client's sources in this repository. */
export const LOCALES_DIR = path.join(REPO_ROOT, "client/src/locales");

/** Parameters of an ICU message: numbers and strings (dates travel as ISO strings). */
export type MessageParams = Record<string, string | number>;

export class MessageCatalog {
  private readonly compiled = new Map<string, IntlMessageFormat>();

  constructor(private readonly messages: Readonly<Record<Locale, ReadonlyMap<string, string>>>) {}

  /** Whether `key` has a message in every language (a reason must). */
  has(key: string): boolean {
    return LOCALES.every((locale) => this.messages[locale].has(key));
  }

  /**
   * The message `key` in `locale` with `params` (tw's when the language lacks it). Throws when the
   * key is unknown or a placeholder has no value, so callers choose their fallback.
   */
  format(locale: Locale, key: string, params: MessageParams = {}): string {
    const cacheKey = `${locale}\u0000${key}`;
    let message = this.compiled.get(cacheKey);
    if (!message) {
      const source = this.messages[locale].get(key) ?? this.messages[DEFAULT_LOCALE].get(key);
      if (source === undefined) throw new Error(`no message "${key}"`);
      message = new IntlMessageFormat(source, LOCALE_TAGS[locale]);
      this.compiled.set(cacheKey, message);
    }
    const text = message.format(params);
    return typeof text === "string" ? text : String(text);
  }
}

/** Reads the five locale files from `dir`; throws naming the file that is missing or not a flat JSON map. */
export function readMessageCatalog(dir: string = LOCALES_DIR): MessageCatalog {
  const byLocale = {} as Record<Locale, Map<string, string>>;
  for (const locale of LOCALES) {
    const file = path.join(dir, `${locale}.json`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      throw new Error(`locale file ${file} cannot be read: ${(error as Error).message}`);
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new Error(`locale file ${file} is not a JSON object`);
    }
    const kept = new Map<string, string>();
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === "string") kept.set(key, value);
    }
    byLocale[locale] = kept;
  }
  return new MessageCatalog(byLocale);
}

let loaded: MessageCatalog | undefined;

/** Reads the locale files once (at boot); later calls answer the same catalogue. */
export function loadMessages(dir?: string): MessageCatalog {
  loaded ??= readMessageCatalog(dir);
  return loaded;
}

/** The catalogue read at boot (read now when a test or CLI uses the formatter without booting). */
export function messages(): MessageCatalog {
  return loadMessages();
}
