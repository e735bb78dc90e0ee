import { Money } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { listUserSessionsForStaff, loadAccount } from "../../accounts/index.js";
import { findCollectionRows } from "../../holdings/index.js";
import { myTrades } from "../../market/index.js";
import { listUserOrders } from "../../primary/index.js";
import { cardWithdrawalPage, usdtWithdrawalPage } from "../../wallet/index.js";

/** The lists the console's member lookup opens, one audited call each. */
export const MEMBER_VIEWS = ["HOLDINGS", "ORDERS", "TRADES", "WITHDRAWALS", "SESSIONS"] as const;
export type MemberView = (typeof MEMBER_VIEWS)[number];

/**
 * One line of a member's list, in one shape for every list (so one table and one Excel export serve
 * them all): what it is, a detail, its status, an amount and when.
 */
export interface MemberRowView {
  id: string;
  title: string;
  detail: string;
  status: string;
  amount: string;
  at: Date | null;
}

const usdt = (minor: bigint | string) => Money.ofMinor("USDT", minor).toDecimal();

/** Staff: one of a member's lists (memberLookup; each call audited with the view it opened). */
export async function memberActivity(
  deps: AppDeps,
  userId: string,
  view: MemberView,
): Promise<MemberRowView[]> {
  if (!/^\d{1,20}$/.test(userId) || !(await loadAccount(deps, userId))) {
    throw new DomainError("NOT_FOUND");
  }
  const db = deps.dataSource.manager;
  switch (view) {
    case "HOLDINGS":
      return (await findCollectionRows(db, userId)).map((h) => ({
        id: String(h.id),
        title: h.name,
        detail: `listed ${h.h_listed}`,
        status: h.h_listed > 0 ? "LISTED" : "HELD",
        amount: String(h.h_units),
        at: null,
      }));
    case "ORDERS":
      return (await listUserOrders(db, userId, { page: 1 })).items.map((o) => ({
        id: o.orderNo,
        title: o.productName ?? o.kind,
        detail: `× ${o.quantity}`,
        status: o.state,
        amount: o.amountTwd !== null ? `NT$ ${o.amountTwd}` : `${o.amountJpoint ?? 0n} JPOINT`,
        at: o.createdAt,
      }));
    case "TRADES": {
      const [bought, sold] = await Promise.all([
        myTrades(deps.dataSource, userId, "buyer"),
        myTrades(deps.dataSource, userId, "seller"),
      ]);
      return [...bought.map((t) => ({ t, side: "BOUGHT" })), ...sold.map((t) => ({ t, side: "SOLD" }))]
        .sort((a, b) => b.t.createdAt.getTime() - a.t.createdAt.getTime())
        .map(({ t, side }) => ({
          id: t.orderId,
          title: t.card.name,
          detail: `${side} × ${t.units}`,
          status: side,
          amount: `${t.total} USDT`,
          at: t.createdAt,
        }));
    }
    case "WITHDRAWALS": {
      const [coins, cards] = await Promise.all([
        usdtWithdrawalPage(deps, { userId }, 1),
        cardWithdrawalPage(deps, { userId }, 1),
      ]);
      return [
        ...coins.items.map((w) => ({
          id: `usdt-${w.id}`,
          title: `USDT ${w.network}`,
          detail: w.address,
          status: w.status,
          amount: `${usdt(w.amount)} USDT`,
          at: w.createdAt,
        })),
        ...cards.items.map((w) => ({
          id: `card-${w.id}`,
          title: w.cardName,
          detail: `${w.chain} ${w.address}`,
          status: w.status,
          amount: String(w.units),
          at: w.createdAt,
        })),
      ].sort((a, b) => b.at.getTime() - a.at.getTime());
    }
    case "SESSIONS":
      return (await listUserSessionsForStaff(db, userId)).map((s) => ({
        id: String(s.id),
        // The site's key (portal, marketplace, star, art) and the spec's website code.
        title: `${s.site_key} · site ${s.site}`,
        detail: s.user_agent ?? "",
        status: s.ip ?? "",
        amount: "",
        at: s.last_seen_at,
      }));
  }
}
