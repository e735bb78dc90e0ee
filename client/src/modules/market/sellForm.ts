import type { CreateListingInput, ListingType } from "../../gql/graphql";
import { isValidPrice } from "./price";

/** Spec §5: an auction closes 1 month ahead by default, at most 2 months (60 days). */
export const DEFAULT_AUCTION_DAYS = 30;
export const MAX_AUCTION_DAYS = 60;
const DAY_MS = 86_400_000;

export interface SellFormValues {
  type: ListingType;
  units: number;
  unitPrice: string;
  startPrice: string;
  buyNowPrice: string;
  /** datetime-local values ("YYYY-MM-DDTHH:mm"); empty means not set. */
  endsAt: string;
  startsAt: string;
  deadline: string;
}

function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function initialSellValues(now = new Date()): SellFormValues {
  return {
    type: "DIRECT",
    units: 1,
    unitPrice: "",
    startPrice: "",
    buyNowPrice: "",
    endsAt: toLocalInput(new Date(now.getTime() + DEFAULT_AUCTION_DAYS * DAY_MS)),
    startsAt: "",
    deadline: "",
  };
}

/** Message ids per invalid field (empty when valid). */
export function validateSell(values: SellFormValues, available: number, now = Date.now()) {
  const errors: Partial<Record<keyof SellFormValues, string>> = {};
  if (!Number.isInteger(values.units) || values.units < 1 || values.units > available) {
    errors.units = "market.sell.unitsInvalid";
  }
  if (values.type === "DIRECT") {
    if (!isValidPrice(values.unitPrice)) errors.unitPrice = "market.sell.priceInvalid";
    if (values.deadline && Date.parse(values.deadline) <= now)
      errors.deadline = "market.sell.deadlineInvalid";
  } else {
    if (!isValidPrice(values.startPrice)) errors.startPrice = "market.sell.priceInvalid";
    if (values.buyNowPrice) {
      if (!isValidPrice(values.buyNowPrice)) errors.buyNowPrice = "market.sell.priceInvalid";
      else if (Number(values.buyNowPrice) <= Number(values.startPrice)) {
        errors.buyNowPrice = "market.sell.buyNowInvalid";
      }
    }
    const ends = Date.parse(values.endsAt);
    if (Number.isNaN(ends) || ends <= now || ends > now + MAX_AUCTION_DAYS * DAY_MS) {
      errors.endsAt = "market.sell.endsInvalid";
    }
  }
  return errors;
}

const iso = (local: string) => (local ? new Date(local).toISOString() : null);

export function toCreateListingInput(cardId: string, values: SellFormValues): CreateListingInput {
  const common = { cardId, type: values.type, units: values.units, startsAt: iso(values.startsAt) };
  return values.type === "DIRECT"
    ? { ...common, unitPrice: values.unitPrice, endsAt: iso(values.deadline) }
    : {
        ...common,
        startPrice: values.startPrice,
        buyNowPrice: values.buyNowPrice || null,
        endsAt: iso(values.endsAt),
      };
}
