/**
 * Staff-edited content (issue 15): announcements, news, editorial, events and the content pages, the
 * launch notice and the marketplace banners. One set of models for the gateway's input parsing and the
 * client's editor forms; the lengths fit the columns of migration 1795575000000.
 */
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "../locales.js";

import {
  CONTENT_IMAGE_URL_PATTERN,
  CONTENT_KINDS,
  CONTENT_LIMITS,
  CONTENT_SLUG_PATTERN,
  CONTENT_WEB_TYPES,
} from "../content.js";

const text = (max: number) => z.string().trim().max(max, { message: "validation.tooLong" });
const required = (max: number) => text(max).min(1, { message: "validation.required" });

export const contentSlugRule = required(CONTENT_LIMITS.slug).regex(CONTENT_SLUG_PATTERN, {
  message: "validation.invalid",
});
export const contentCategoryRule = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.category, { message: "validation.tooLong" })
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, { message: "validation.invalid" });
export const contentTagRule = required(CONTENT_LIMITS.tag);
export const contentImageUrlRule = z
  .string()
  .max(CONTENT_LIMITS.imageUrl, { message: "validation.tooLong" })
  .regex(CONTENT_IMAGE_URL_PATTERN, { message: "validation.invalid" });
/** Where a banner or the launch notice leads: an http(s) address or a path on the site. */
export const contentLinkRule = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.linkUrl, { message: "validation.tooLong" })
  .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v), {
    message: "validation.invalid",
  });

const bodyRule = z.string().refine((v) => new TextEncoder().encode(v).length <= CONTENT_LIMITS.bodyBytes, {
  message: "validation.tooLong",
});

export const contentTranslationRule = z.object({
  language: z.enum(LOCALES),
  slug: contentSlugRule,
  title: required(CONTENT_LIMITS.title),
  summary: text(CONTENT_LIMITS.summary),
  bodyMarkdown: bodyRule,
});
export type ContentTranslationInput = z.infer<typeof contentTranslationRule>;

const uniqueLanguages = <T extends { language: string }>(list: T[]) =>
  new Set(list.map((t) => t.language)).size === list.length;

/** A content item as the editor saves it (the id and expected revision are checked by the service). */
export const contentItemRule = z
  .object({
    kind: z.enum(CONTENT_KINDS),
    webType: z.number().int().nullish(),
    category: contentCategoryRule.nullish(),
    tags: z.array(contentTagRule).max(CONTENT_LIMITS.tags, { message: "validation.outOfRange" }),
    coverUrl: contentImageUrlRule.nullish(),
    translations: z.array(contentTranslationRule).min(1).max(LOCALES.length),
  })
  .refine((c) => uniqueLanguages(c.translations), { message: "validation.invalid", path: ["translations"] })
  .refine((c) => c.translations.some((t) => t.language === DEFAULT_LOCALE), {
    message: "validation.required",
    path: ["translations"],
  })
  .refine(
    (c) =>
      c.kind === "ANNOUNCEMENT"
        ? (CONTENT_WEB_TYPES as readonly number[]).includes(c.webType ?? -1)
        : c.webType === null || c.webType === undefined,
    { message: "validation.invalid", path: ["webType"] },
  );
export type ContentItemInput = z.infer<typeof contentItemRule>;

const localizedTextRule = (max: number) => z.object({ language: z.enum(LOCALES), text: text(max) });

/** The launch notice bar: on or off, where it leads, its text per language (tw required when on). */
export const launchNoticeRule = z
  .object({
    enabled: z.boolean(),
    url: contentLinkRule.nullish(),
    texts: z.array(localizedTextRule(CONTENT_LIMITS.noticeText)).max(LOCALES.length),
  })
  .refine((n) => uniqueLanguages(n.texts), { message: "validation.invalid", path: ["texts"] })
  .refine((n) => !n.enabled || n.texts.some((t) => t.language === DEFAULT_LOCALE && t.text !== ""), {
    message: "validation.required",
    path: ["texts"],
  });
export type LaunchNoticeInput = z.infer<typeof launchNoticeRule>;

/** One marketplace banner (spec §7 /banner/marketplace/{locale}); tw title required. */
export const marketplaceBannerRule = z
  .object({
    position: z.number().int().min(0).max(999),
    active: z.boolean(),
    imageUrl: contentImageUrlRule,
    linkUrl: contentLinkRule.nullish(),
    titles: z.array(localizedTextRule(CONTENT_LIMITS.bannerTitle)).min(1).max(LOCALES.length),
  })
  .refine((b) => uniqueLanguages(b.titles), { message: "validation.invalid", path: ["titles"] })
  .refine((b) => b.titles.some((t) => t.language === DEFAULT_LOCALE && t.text !== ""), {
    message: "validation.required",
    path: ["titles"],
  });
export type MarketplaceBannerInput = z.infer<typeof marketplaceBannerRule>;
