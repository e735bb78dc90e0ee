/**
 * Content kinds, states and limits (issue 15) without any zod: the client's first page (the header
 * navigation, the launch notice bar) uses these, and importing the models in rules/content.ts there
 * would put zod's string and object code on every first load. The models live in rules/content.ts.
 */
import { MAX_LENGTH } from "./limits.js";

export const CONTENT_KINDS = [
  "ANNOUNCEMENT",
  "NEWS",
  "EDITORIAL",
  "EVENT",
  "BEGINNER_GUIDE",
  "BUSINESS_SERVICES",
  "PERFORMANCE_GUARANTEE",
  "JOIN_COMMUNITY",
  "ABOUT",
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_STATES = ["DRAFT", "SCHEDULED", "PUBLISHED", "ARCHIVED"] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** Announcement web types (spec §9): 3 the portal, 4 the marketplace. */
export const CONTENT_WEB_TYPES = [3, 4] as const;

export const CONTENT_REVISION_ACTIONS = [
  "CREATED",
  "EDITED",
  "SCHEDULED",
  "PUBLISHED",
  "ARCHIVED",
  "UNSCHEDULED",
  "RESTORED",
] as const;
export type ContentRevisionAction = (typeof CONTENT_REVISION_ACTIONS)[number];

export const CONTENT_LIMITS = {
  slug: 120,
  title: 200,
  summary: 500,
  /** Markdown body in bytes (UTF-8), 100 KB. */
  bodyBytes: 100_000,
  tags: 10,
  tag: 30,
  category: 40,
  /** A cover, banner or body image: /media/content/<file> (or https for bodies). */
  imageUrl: MAX_LENGTH.url,
  linkUrl: MAX_LENGTH.url,
  bannerTitle: 120,
  banners: 20,
  /** The launch notice text per language. */
  noticeText: 300,
} as const;

/** Readers see 20 items per page. */
export const CONTENT_PAGE_SIZE = 20;

export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A URL the content image upload returned. */
export const CONTENT_IMAGE_URL_PATTERN = /^\/media\/content\/[A-Za-z0-9_-]{8,64}\.webp$/;
