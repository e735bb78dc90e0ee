import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { AppDeps } from "../../../app-deps.js";
import { DEV_REDEEM_CLAIM_SECRET } from "../../../config/development-values.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findRedemption, markClaimed } from "../repo/redemption.repo.js";
import { requireEventAdministrator, type Caller } from "./access.js";
import { loadRedemptionViews, type RedemptionView } from "./redemption-view.js";

/*
 * The claim QR of a physical gift: `VCLAIM1.<redemptionId>.<issuedAtMs>.<base64url HMAC-SHA256>` with
 * REDEEM_CLAIM_SECRET. It rotates every 30 s (issuedAt is the start of the current 30-second slot);
 * an administrator's scan is judged at its own scannedAt (scans queued offline are sent later): a
 * payload more than 60 s old at scannedAt is refused, as is a scannedAt more than 5 s in the future or
 * more than 24 h old. Refusals are DATA_ERROR with data.field and data.cause (format, signature,
 * expired, scannedAtFuture, scannedAtTooOld). Claiming twice claims once.
 */

export const CLAIM_QR_ROTATE_MS = 30_000;
export const CLAIM_QR_MAX_AGE_MS = 60_000;
export const CLAIM_SKEW_MS = 5_000;
export const CLAIM_SCAN_MAX_AGE_MS = 24 * 3600_000;
const PAYLOAD = /^VCLAIM1\.([1-9]\d{0,18})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/**
 * The signing secret: REDEEM_CLAIM_SECRET; unset, the development default outside production, and in
 * production a key derived from SESSION_SECRET (itself required and never a public value there). The
 * development default is on the list of public values production refuses (config/development-values.ts).
 */
export function claimSecret(
  config: Pick<AppDeps["config"], "REDEEM_CLAIM_SECRET" | "SESSION_SECRET" | "production">,
): string {
  if (config.REDEEM_CLAIM_SECRET) return config.REDEEM_CLAIM_SECRET;
  if (!config.production) return DEV_REDEEM_CLAIM_SECRET;
  return createHash("sha256").update(`vitrine-redeem-claim:${config.SESSION_SECRET}`).digest("base64url");
}

function signature(secret: string, redemptionId: string, issuedAtMs: number): string {
  return createHmac("sha256", secret).update(`VCLAIM1.${redemptionId}.${issuedAtMs}`).digest("base64url");
}

/** The payload of a redemption's claim QR for the 30-second slot that holds `at`. */
export function claimPayload(
  secret: string,
  redemptionId: string,
  at: Date,
): { payload: string; issuedAt: Date } {
  const issuedAtMs = Math.floor(at.getTime() / CLAIM_QR_ROTATE_MS) * CLAIM_QR_ROTATE_MS;
  return {
    payload: `VCLAIM1.${redemptionId}.${issuedAtMs}.${signature(secret, redemptionId, issuedAtMs)}`,
    issuedAt: new Date(issuedAtMs),
  };
}

export interface ClaimQrView {
  payload: string;
  issuedAt: Date;
  rotatesAt: Date;
}

/** The member's claim QR for their own unclaimed gift (anything else: 404). */
export async function claimQr(
  deps: Pick<AppDeps, "dataSource" | "config">,
  memberId: string,
  redemptionId: string,
  now: Date = new Date(),
): Promise<ClaimQrView> {
  assertRowId("redemptionId", redemptionId);
  const row = await findRedemption(deps.dataSource.manager, redemptionId);
  if (!row || String(row.user_id) !== memberId || row.claim_status !== "UNCLAIMED")
    throw new DomainError("NOT_FOUND");
  const { payload, issuedAt } = claimPayload(claimSecret(deps.config), redemptionId, now);
  return { payload, issuedAt, rotatesAt: new Date(issuedAt.getTime() + CLAIM_QR_ROTATE_MS) };
}

function refuse(field: string, cause: string, reason: string): never {
  throw new DomainError("DATA_ERROR", { field, cause, reason });
}

/** An event administrator marks a gift claimed from a scanned payload (see the rules above). */
export async function claimGift(
  deps: Pick<AppDeps, "dataSource" | "config">,
  admin: Caller,
  payload: string,
  scannedAt: Date,
  locale: string,
  now: Date = new Date(),
): Promise<RedemptionView> {
  const match = PAYLOAD.exec(payload.trim());
  if (!match) refuse("payload", "format", "validation.format");
  const [, redemptionId, issued, mac] = match;
  const issuedAtMs = Number(issued);
  const expected = Buffer.from(signature(claimSecret(deps.config), redemptionId!, issuedAtMs));
  const given = Buffer.from(mac!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    refuse("payload", "signature", "validation.invalid");
  if (Number.isNaN(scannedAt.getTime())) refuse("scannedAt", "format", "validation.date");
  if (scannedAt.getTime() > now.getTime() + CLAIM_SKEW_MS)
    refuse("scannedAt", "scannedAtFuture", "validation.outOfRange");
  if (scannedAt.getTime() < now.getTime() - CLAIM_SCAN_MAX_AGE_MS)
    refuse("scannedAt", "scannedAtTooOld", "validation.outOfRange");
  const age = scannedAt.getTime() - issuedAtMs;
  if (age > CLAIM_QR_MAX_AGE_MS || age < -CLAIM_SKEW_MS)
    refuse("payload", "expired", "validation.outOfRange");

  const em = deps.dataSource.manager;
  const row = await findRedemption(em, redemptionId!);
  if (!row) throw new DomainError("NOT_FOUND");
  await requireEventAdministrator(em, admin, String(row.event_id));
  if (row.claim_status === null) throw new DomainError("NOTHING_TO_REDEEM");
  // Conditional UNCLAIMED → CLAIMED: a second scan (or a queued duplicate) changes nothing.
  await markClaimed(em, redemptionId!, admin.id, now);
  return (await loadRedemptionViews(em, [redemptionId!], locale))[0]!;
}
