/**
 * Account contracts shared by the gateway and the client: site codes and the limits the spec sets for
 * verification codes, 2FA and uploads. The form rules of spec §5 built on them are in rules/account.ts.
 */

import { MARKETPLACE_SITE_CODE, PORTAL_SITE_CODE } from "./sites.js";

/**
 * The spec's login "status": the website code of the site a caller signs in to (the site registry in
 * sites.ts gives each site its code: the marketplace 2, every other site 1).
 */
export const SITES = { PRIMARY: PORTAL_SITE_CODE, MARKETPLACE: MARKETPLACE_SITE_CODE } as const;
export type SiteCode = (typeof SITES)[keyof typeof SITES];

/** Spec §9: the e-mail verification countdown; a resend inside it answers 1006. */
export const EMAIL_CODE_RESEND_SECONDS = 300;
/** Spec §5: verification codes have 6 characters. */
export const EMAIL_CODE_LENGTH = 6;
/** 2FA: 6 digits, a new code every 30 seconds (spec §9). */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Spec §5: profile pictures are jpg/jpeg/png strictly under 5,000,000 bytes. */
export const PROFILE_PICTURE_MAX_BYTES = 5_000_000;
export const PROFILE_PICTURE_TYPES = ["image/jpeg", "image/png"] as const;
/** Spec §4: a deletion can be reversed through support within 7 days. */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;

/** Sex codes of spec §3. */
export const SEX = { MALE: 1, FEMALE: 2, PREFER_NOT_TO_SAY: 3 } as const;

/** Cookie that carries the session token (spec §9: prefix `auth.`). */
export const SESSION_COOKIE = "auth.token";
/** Header accepted instead of the cookie by non-browser clients (spec §7). */
export const SESSION_HEADER = "token";

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
