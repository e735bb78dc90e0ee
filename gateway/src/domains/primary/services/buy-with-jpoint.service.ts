import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { requestHash, runIdempotent } from "../../../shared/idempotency.js";
import { assertJpointServiceOpen } from "../../jpoint-service/index.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../ledger/index.js";
import { insertJpointPaidOrder } from "../repo/order.repo.js";
import { deliverGoods, lockOrder } from "./fulfil-order.js";
import { checkIdempotencyKey } from "./order-input.js";
import { newOrderNo } from "./order-number.js";
import { loadOrderView, priorOrderByKey, type OrderView } from "./order-view.js";
import { assertPurchasable, lockProduct, takeStock, unitPrice } from "./product-stock.js";
import { notifyAfterCommit } from "../../notices/index.js";

export interface BuyWithJpointInput {
  productId: string;
  quantity: number;
  idempotencyKey: string;
}

/**
 * Buys a release or packages with Jpoint: immediate, one transaction. The product row is locked and
 * its stock taken by a conditional update (never oversold, whoever races), the order is recorded as
 * paid, the Jpoint moves to primary sales (1013 when the balance is short, which rolls it all back)
 * and the goods are delivered. A retry with the same key, product and quantity returns the first
 * order; the same key with anything else is 2016.
 */
export async function buyWithJpoint(
  deps: AppDeps,
  userId: string,
  input: BuyWithJpointInput,
): Promise<OrderView> {
  const key = checkIdempotencyKey(input.idempotencyKey);
  const hash = requestHash(["primary-jpoint", String(input.productId), input.quantity]);
  const orderId = await runIdempotent(
    hash,
    () => priorOrderByKey(deps.dataSource.manager, userId, key),
    () =>
      withTransaction(deps.dataSource, async (em) => {
        await assertJpointServiceOpen(em, "use");
        const product = await lockProduct(em, input.productId);
        const price = unitPrice(product, "JPOINT");
        if (price === null) throw new DomainError("WRONG_PAYMENT_CHANNEL", { payWith: "JPOINT" });
        await assertPurchasable(em, product, { userId, quantity: input.quantity, payWith: "JPOINT" });
        await takeStock(em, product.id, input.quantity);
        const total = price * BigInt(input.quantity);
        const id = await insertJpointPaidOrder(em, {
          orderNo: newOrderNo(),
          userId,
          productId: product.id,
          quantity: input.quantity,
          amountJpoint: total,
          key,
          hash,
        });
        await postLedgerTransaction(em, {
          kind: "primary-sale",
          currency: "JPOINT",
          idempotencyKey: `primary-order-${id}-jpoint-paid`,
          reference: { type: "primary_order", id },
          actorUserId: userId,
          legs: [
            { account: { userId }, bucket: "available", amount: -total },
            { account: { system: SYSTEM_ACCOUNTS.PRIMARY_SALES }, bucket: "available", amount: total },
          ],
        });
        const paidOrder = (await lockOrder(em, { id }))!;
        await deliverGoods(em, paidOrder);
        await notifyAfterCommit(em, {
          userId,
          kind: "PURCHASE_COMPLETE",
          key: id,
          params: { orderId: paidOrder.order_no },
        });
        return id;
      }),
  );
  return (await loadOrderView(deps.dataSource.manager, { id: orderId }))!;
}
