import { Money } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { findCollectionRows } from "../../holdings/index.js";
import { userBalance } from "../../ledger/index.js";
import { listBindingEvents } from "../repo/event.repo.js";
import { activeBindingOf } from "./bindings.service.js";
import { requireScope, type PartnerCaller } from "./partner-auth.service.js";

type Deps = Pick<AppDeps, "dataSource">;

export interface PartnerHoldingView {
  cardId: string;
  cardName: string;
  publisherId: string;
  units: number;
  listed: number;
}

/** holdings:read — the cards a bound member holds (2183 when not bound to this partner). */
export async function partnerMemberHoldings(
  deps: Deps,
  partner: PartnerCaller,
  memberId: string,
): Promise<PartnerHoldingView[]> {
  requireScope(partner, "holdings:read");
  const em = deps.dataSource.manager;
  const binding = await activeBindingOf(em, partner, memberId);
  const rows = await findCollectionRows(em, String(binding.user_id));
  return rows.map((r) => ({
    cardId: String(r.id),
    cardName: r.name,
    publisherId: String(r.publisher_id),
    units: Number(r.h_units),
    listed: Number(r.h_listed),
  }));
}

export interface PartnerBalanceView {
  currency: "USDT" | "JPOINT" | "JPOWER";
  available: string;
  frozen: string;
}

/** balances:read — USDT, Jpoint and Jpower, available and frozen, as decimal strings. */
export async function partnerMemberBalances(
  deps: Deps,
  partner: PartnerCaller,
  memberId: string,
): Promise<PartnerBalanceView[]> {
  requireScope(partner, "balances:read");
  const em = deps.dataSource.manager;
  const binding = await activeBindingOf(em, partner, memberId);
  const out: PartnerBalanceView[] = [];
  for (const currency of ["USDT", "JPOINT", "JPOWER"] as const) {
    const b = await userBalance(em, String(binding.user_id), currency);
    out.push({
      currency,
      available: Money.ofMinor(currency, b.available).toDecimal(),
      frozen: Money.ofMinor(currency, b.frozen).toDecimal(),
    });
  }
  return out;
}

export interface PartnerActivityView {
  eventId: string;
  type: string;
  createdAt: Date;
  /** The webhook body's `data`, as JSON. */
  data: string;
}

/** activity:read — the member's events since binding (the same ones the webhooks carry), newest first. */
export async function partnerMemberActivity(
  deps: Deps,
  partner: PartnerCaller,
  memberId: string,
  limit: number,
): Promise<PartnerActivityView[]> {
  requireScope(partner, "activity:read");
  const em = deps.dataSource.manager;
  const binding = await activeBindingOf(em, partner, memberId);
  const rows = await listBindingEvents(em, String(binding.id), Math.min(Math.max(limit, 1), 100));
  return rows.map((r) => ({
    eventId: r.event_id,
    type: r.type,
    createdAt: r.created_at,
    data: JSON.stringify((JSON.parse(r.body) as { data?: unknown }).data ?? {}),
  }));
}
