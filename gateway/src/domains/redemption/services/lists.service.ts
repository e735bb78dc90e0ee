import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import type { Page } from "../../../shared/paging.js";
import { findUserBriefsByIds, findUserIdByEmail } from "../../accounts/index.js";
import { findEventCodesPage, type CodeStatus } from "../repo/code.repo.js";
import { findEventIdsPage } from "../repo/event.repo.js";
import {
  findEventRedemptionsPage,
  findMemberRedemptionsPage,
  type RedemptionFilter,
} from "../repo/redemption.repo.js";
import { administeredEventIds, requireEventAdministrator, type Caller } from "./access.js";
import { normaliseCode, printedCode } from "./code-format.js";
import { loadEventViews, type RedeemEventView } from "./event-view.js";
import { toRedemptionViews, type RedemptionView } from "./redemption-view.js";

/** limit/offset paging (the redemption contract): limit 1–100, offset 0–100,000. */
export function window(limit: number | null | undefined, offset: number | null | undefined) {
  const l = limit ?? 20;
  const o = offset ?? 0;
  if (!Number.isInteger(l) || l < 1 || l > 100)
    throw new DomainError("DATA_ERROR", {
      field: "limit",
      reason: "validation.outOfRange",
      params: { min: 1, max: 100 },
    });
  if (!Number.isInteger(o) || o < 0 || o > 100_000)
    throw new DomainError("DATA_ERROR", {
      field: "offset",
      reason: "validation.outOfRange",
      params: { min: 0, max: 100000 },
    });
  return { limit: l, offset: o, page: Math.floor(o / l) + 1 };
}

function pageOf<T>(items: T[], total: number, w: ReturnType<typeof window>): Page<T> {
  return { items, total, page: w.page, pageSize: w.limit };
}

/** The member's redemptions, newest first. */
export async function myRedemptions(
  em: EntityManager,
  memberId: string,
  locale: string,
  limit?: number | null,
  offset?: number | null,
): Promise<Page<RedemptionView>> {
  const w = window(limit, offset);
  const { rows, total } = await findMemberRedemptionsPage(em, memberId, w.offset, w.limit);
  return pageOf(await toRedemptionViews(em, rows, locale), total, w);
}

export interface PanelRedemptionFilter {
  status?: "CLAIMED" | "UNCLAIMED" | null;
  from?: Date | null;
  to?: Date | null;
  code?: string | null;
  memberEmail?: string | null;
}

/** The panel's filter as the repo reads it (an unknown member e-mail matches nothing). */
export async function resolveRedemptionFilter(
  em: EntityManager,
  f: PanelRedemptionFilter | null | undefined,
): Promise<RedemptionFilter> {
  const email = f?.memberEmail?.trim().toLowerCase();
  const userId = email ? ((await findUserIdByEmail(em, email)) ?? "0") : null;
  return {
    status: f?.status ?? null,
    from: f?.from ?? null,
    to: f?.to ?? null,
    code: f?.code ? normaliseCode(f.code) : null,
    userId,
  };
}

export interface RedemptionAdminRowView {
  redemption: RedemptionView;
  memberEmail: string;
}

/** An event's redemptions for its administrators (2014 otherwise), newest first. */
export async function eventRedemptions(
  em: EntityManager,
  caller: Caller,
  eventId: string,
  filter: PanelRedemptionFilter | null | undefined,
  locale: string,
  limit?: number | null,
  offset?: number | null,
): Promise<Page<RedemptionAdminRowView>> {
  await requireEventAdministrator(em, caller, eventId);
  const w = window(limit, offset);
  const f = await resolveRedemptionFilter(em, filter);
  const { rows, total } = await findEventRedemptionsPage(em, eventId, f, w.offset, w.limit);
  const views = await toRedemptionViews(em, rows, locale);
  const users = await findUserBriefsByIds(
    em,
    views.map((v) => v.userId),
  );
  return pageOf(
    views.map((redemption) => ({ redemption, memberEmail: users.get(redemption.userId)?.email ?? "" })),
    total,
    w,
  );
}

export interface RedeemCodeRowView {
  code: string;
  status: CodeStatus;
  boundEmail: string | null;
  packName: string | null;
  redeemedAt: Date | null;
}

/** An event's codes for its administrators (2014 otherwise), newest first; codes in printed form. */
export async function eventCodes(
  em: EntityManager,
  caller: Caller,
  eventId: string,
  filter: { status?: CodeStatus | null; code?: string | null } | null | undefined,
  limit?: number | null,
  offset?: number | null,
): Promise<Page<RedeemCodeRowView>> {
  await requireEventAdministrator(em, caller, eventId);
  const w = window(limit, offset);
  const { rows, total } = await findEventCodesPage(
    em,
    eventId,
    { status: filter?.status ?? null, code: filter?.code ? normaliseCode(filter.code) : null },
    w.offset,
    w.limit,
  );
  return pageOf(
    rows.map((r) => ({
      code: printedCode(r.code),
      status: r.status,
      boundEmail: r.bound_email,
      packName: r.pack_name,
      redeemedAt: r.redeemed_at ? new Date(r.redeemed_at) : null,
    })),
    total,
    w,
  );
}

/** Events the caller administers (named, issuer, or staff with redemptionManage). */
export async function administeredEvents(
  em: EntityManager,
  caller: Caller,
  locale: string,
): Promise<RedeemEventView[]> {
  return loadEventViews(em, await administeredEventIds(em, caller), locale);
}

/** Every event, newest first (staff). */
export async function staffRedeemEvents(
  deps: Pick<AppDeps, "dataSource">,
  locale: string,
  limit?: number | null,
  offset?: number | null,
): Promise<Page<RedeemEventView>> {
  const w = window(limit, offset);
  const em = deps.dataSource.manager;
  const { ids, total } = await findEventIdsPage(em, w.offset, w.limit);
  return pageOf(await loadEventViews(em, ids, locale), total, w);
}
