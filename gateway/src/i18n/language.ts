import { DEFAULT_LOCALE, isLocale, type Locale } from "@vitrine/schema";

/*
 * The language of the messages in an answer (docs/ERRORS.md "Language"): an explicit `lang`
 * (`?lang=en` on the URL, or `extensions.lang` in a GraphQL request body) > the signed-in member's
 * `locale` > the `Accept-Language` header > tw.
 */

/** One BCP 47 tag (`zh-Hant-TW`, `en-GB`, `ja`) as one of Vitrine's languages, or undefined. */
export function localeOfTag(tag: string): Locale | undefined {
  const parts = tag.trim().toLowerCase().split(/[-_]/);
  const [language, ...rest] = parts;
  if (!language) return undefined;
  if (isLocale(language)) return language; // Vitrine's own codes (tw, cn, en, jp, kr) are accepted too
  switch (language) {
    case "en":
      return "en";
    case "ja":
      return "jp";
    case "ko":
      return "kr";
    case "zh":
      // The script decides when given; else a region that writes Traditional; else Simplified.
      if (rest.includes("hans")) return "cn";
      if (rest.includes("hant")) return "tw";
      return rest.some((p) => p === "tw" || p === "hk" || p === "mo") ? "tw" : "cn";
    default:
      return undefined;
  }
}

/**
 * The first of Vitrine's languages in an `Accept-Language` header, by q-value (ties keep the header's
 * order); `q=0` means "not this one". Undefined when none is acceptable.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked: { locale: Locale; q: number; index: number }[] = [];
  const entries = header.split(",").slice(0, 32);
  entries.forEach((entry, index) => {
    const [tag = "", ...params] = entry.split(";");
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split("=").map((s) => s.trim());
      if (name === "q" && value !== undefined) q = Number(value);
    }
    if (!Number.isFinite(q) || q <= 0) return;
    const locale = localeOfTag(tag);
    if (locale) ranked.push({ locale, q, index });
  });
  ranked.sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.locale;
}

/** An explicit `lang` value, when it names one of Vitrine's languages (`en`, `tw`, or a tag like `ja-JP`). */
export function explicitLocale(value: unknown): Locale | undefined {
  return typeof value === "string" && value.length <= 35 ? localeOfTag(value) : undefined;
}

/** The `lang` query parameter of a request URL (`/graphql?lang=en`). */
export function langParameter(url: string | undefined): string | undefined {
  const index = url?.indexOf("?") ?? -1;
  if (!url || index < 0) return undefined;
  return new URLSearchParams(url.slice(index + 1)).get("lang") ?? undefined;
}

/** What a request says about its language, and how to learn the signed-in member's `locale`. */
export interface LanguageSources {
  /** `?lang=` or the body's `extensions.lang`. */
  explicit?: unknown;
  acceptLanguage?: string | undefined;
  /** The signed-in member (null for a visitor); only asked when nothing explicit was given. */
  member?: () => Promise<{ locale: string } | null>;
}

/**
 * The language of one request, decided once (the first `resolve()`) and kept: GraphQL puts it in the
 * request context, the REST routes build one per refusal.
 */
export class RequestLanguage {
  private decided?: Promise<Locale>;

  constructor(private readonly sources: LanguageSources) {}

  /** The explicit choice, if any (known without asking for the session). */
  get explicit(): Locale | undefined {
    return explicitLocale(this.sources.explicit);
  }

  resolve(): Promise<Locale> {
    this.decided ??= this.decide();
    return this.decided;
  }

  private async decide(): Promise<Locale> {
    const explicit = this.explicit;
    if (explicit) return explicit;
    if (this.sources.member) {
      try {
        const member = await this.sources.member();
        if (member && isLocale(member.locale)) return member.locale;
      } catch {
        // the session could not be read (an outage): the headers still tell
      }
    }
    return localeFromAcceptLanguage(this.sources.acceptLanguage) ?? DEFAULT_LOCALE;
  }
}
