import { EARLY_BIRD_SECONDS } from "@vitrine/schema";
import type { OrderView } from "../services/order-view.js";
import type { ProductView } from "../services/product-query.service.js";
import {
  PrimaryOrderKindEnum,
  PrimaryOrderStateEnum,
  ProductKindEnum,
  type PrimaryOrderType,
  type PrimaryProductType,
} from "./primary.types.js";

const str = (v: bigint | null) => (v === null ? null : v.toString());

export function toProductType(p: ProductView): PrimaryProductType {
  return {
    ...p,
    kind: p.kind as ProductKindEnum,
    card: p.card as PrimaryProductType["card"],
    priceTwd: p.priceTwd.toString(),
    discountPriceTwd: str(p.discountPriceTwd),
    priceJpoint: str(p.priceJpoint),
    earlyBirdAt: new Date(p.releaseAt.getTime() - EARLY_BIRD_SECONDS * 1000),
  };
}

export function toOrderType(o: OrderView): PrimaryOrderType {
  return {
    orderId: o.orderNo,
    kind: o.kind as PrimaryOrderKindEnum,
    state: o.state as PrimaryOrderStateEnum,
    productId: o.productId,
    productName: o.productName,
    productKind: o.productKind as ProductKindEnum | null,
    quantity: o.quantity,
    payWith: o.payWith,
    paymentWay: o.paymentWay,
    amountTwd: str(o.amountTwd),
    amountJpoint: str(o.amountJpoint),
    jpointCredit: str(o.jpointCredit),
    paidLate: o.paidLate,
    lateOutcome: o.lateOutcome,
    refundState: o.refundState,
    expiresAt: o.expiresAt,
    paidAt: o.paidAt,
    createdAt: o.createdAt,
    paymentUrl: o.state === "PROCESSING" ? o.redirectUrl : null,
    atm: o.atm,
    invoiceType: o.invoiceType,
    carrierCode: o.carrierCode,
    purchaserName: o.purchaserName,
    purchaserEmail: o.purchaserEmail,
  };
}
