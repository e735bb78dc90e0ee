import { storeShipmentRule, type Locale } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { escapeHtml } from "../../../shared/html.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findUserBriefById } from "../../accounts/index.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../ledger/index.js";
import { queueMail } from "../../mail/index.js";
import { notifyAfterCommit } from "../../notices/index.js";
import { returnStoreStock } from "../repo/item.repo.js";
import {
  findStoreOrders,
  markStoreOrderCancelled,
  markStoreOrderDelivered,
  markStoreOrderShipped,
  type StoreOrderRow,
} from "../repo/order.repo.js";
import { shippedMail } from "./shipped-mail.templates.js";
import { toOrderViews, type StoreOrderView } from "./store-view.js";

type Deps = Pick<AppDeps, "dataSource">;

async function orderOf(em: EntityManager, id: string): Promise<StoreOrderRow> {
  const [row] = await findStoreOrders(em, [id]);
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

async function view(deps: Deps, id: string, language: Locale): Promise<StoreOrderView> {
  const em = deps.dataSource.manager;
  return (await toOrderViews(em, [await orderOf(em, id)], language))[0]!;
}

/**
 * Staff mark a PAID order shipped with the carrier and tracking number: one conditional update (an
 * order shipped, delivered or cancelled already is 2142), the member's mail in their language and a
 * notice, both through the outbox in the same transaction.
 */
export async function shipStoreOrder(
  deps: Deps,
  rawId: string,
  rawInput: unknown,
  language: Locale,
): Promise<StoreOrderView> {
  const id = assertRowId("id", rawId);
  const shipment = parseInput(storeShipmentRule, rawInput);
  await withTransaction(deps.dataSource, async (em) => {
    const order = await orderOf(em, id);
    if (!(await markStoreOrderShipped(em, id, shipment.carrier, shipment.trackingNumber))) {
      throw new DomainError("STORE_ORDER_STATE");
    }
    const member = await findUserBriefById(em, String(order.user_id));
    if (member && member.status === "active") {
      const [item] = await toOrderViews(em, [order], member.locale as Locale);
      const mail = shippedMail(member.locale, { orderId: id, item: item?.itemName ?? "", ...shipment });
      await queueMail(em, {
        to: member.email,
        subject: mail.subject,
        text: mail.text,
        html: `<p>${escapeHtml(mail.text).replace(/\n/g, "<br>")}</p>`,
      });
    }
    await notifyAfterCommit(em, {
      userId: String(order.user_id),
      kind: "STORE_ORDER_SHIPPED",
      key: `store-${id}`,
      params: { orderId: id },
    });
  });
  return view(deps, id, language);
}

/** Staff mark a SHIPPED order delivered (2142 from any other state). */
export async function deliverStoreOrder(
  deps: Deps,
  rawId: string,
  language: Locale,
): Promise<StoreOrderView> {
  const id = assertRowId("id", rawId);
  await withTransaction(deps.dataSource, async (em) => {
    await orderOf(em, id);
    if (!(await markStoreOrderDelivered(em, id))) throw new DomainError("STORE_ORDER_STATE");
  });
  return view(deps, id, language);
}

/**
 * Staff cancel a PAID order: PAID → CANCELLED by a conditional update (so it happens once: a second
 * cancel, or one after shipping, is 2142), the units go back to the stock and the Jpower back to the
 * member through the ledger (keyed by the order: posted once).
 */
export async function cancelStoreOrder(
  deps: Deps,
  rawId: string,
  actorUserId: string | null,
  language: Locale,
): Promise<StoreOrderView> {
  const id = assertRowId("id", rawId);
  await withTransaction(deps.dataSource, async (em) => {
    const order = await orderOf(em, id);
    if (!(await markStoreOrderCancelled(em, id))) throw new DomainError("STORE_ORDER_STATE");
    await returnStoreStock(em, String(order.item_id), Number(order.quantity));
    const total = BigInt(order.total);
    await postLedgerTransaction(em, {
      kind: "jpower-store-cancel",
      currency: "JPOWER",
      legs: [
        { account: { system: SYSTEM_ACCOUNTS.JPOWER_STORE }, bucket: "available", amount: -total },
        { account: { userId: String(order.user_id) }, bucket: "available", amount: total },
      ],
      idempotencyKey: `jpower-store-cancel:${id}`,
      reference: { type: "jpower_store_order", id },
      actorUserId,
    });
  });
  return view(deps, id, language);
}
