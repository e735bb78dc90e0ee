import { describe, expect, it } from "vitest";
import { ListingStateEnum } from "../../src/domains/market/graphql/market.types.js";
import type { ListingRow } from "../../src/domains/market/repo/listing-select.repo.js";
import { listingState } from "../../src/domains/market/services/listing-view.js";

const now = new Date("2026-11-22T12:00:00Z");
const minutes = (m: number) => new Date(now.getTime() + m * 60_000);

function row(overrides: Partial<ListingRow>): ListingRow {
  return {
    l_status: "open",
    l_type: "auction",
    l_starts_at: minutes(-60),
    l_ends_at: minutes(60),
    l_highest_bid: null,
    ...overrides,
  } as ListingRow;
}

describe("the shown state of a listing", () => {
  it("reads stored end states as they are", () => {
    expect(listingState(row({ l_status: "sold" }), now)).toBe(ListingStateEnum.SOLD);
    expect(listingState(row({ l_status: "cancelled" }), now)).toBe(ListingStateEnum.CANCELLED);
    expect(listingState(row({ l_status: "closed" }), now)).toBe(ListingStateEnum.CLOSED);
  });

  it("derives not on shelf and selling from the clock", () => {
    expect(listingState(row({ l_starts_at: minutes(5) }), now)).toBe(ListingStateEnum.NOT_ON_SHELF);
    expect(listingState(row({}), now)).toBe(ListingStateEnum.SELLING);
  });

  it("an auction past its closing time is sold when bid on, closed when not — before settlement runs", () => {
    const ended = { l_ends_at: minutes(-1) };
    expect(listingState(row({ ...ended, l_highest_bid: "40000000" }), now)).toBe(ListingStateEnum.SOLD);
    expect(listingState(row(ended), now)).toBe(ListingStateEnum.CLOSED);
    expect(listingState(row({ ...ended, l_type: "direct" }), now)).toBe(ListingStateEnum.CLOSED);
  });
});
