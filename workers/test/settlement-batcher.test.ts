import { describe, expect, it } from "vitest";
import type { BatchSettlement } from "@vitrine/gateway/domains/market/index.js";
import { SettlementBatcher } from "../src/processors/market/settlement-batcher.js";

/** A batch settler that records the batches it was given and settles each id as `outcomeOf` says. */
function recorder(outcomeOf: (id: string) => BatchSettlement) {
  const batches: string[][] = [];
  const settle = async (ids: readonly string[]) => {
    batches.push([...ids]);
    return ids.map(outcomeOf);
  };
  return { batches, settle };
}
const sold = (listingId: string): BatchSettlement => ({ listingId, ok: true, outcome: "sold" });

describe("SettlementBatcher", () => {
  it("gathers the jobs running together into batches of at most maxBatch and answers each job with its own result", async () => {
    const { batches, settle } = recorder((id) =>
      id === "3" ? { listingId: id, ok: true, outcome: null } : sold(id),
    );
    const batcher = new SettlementBatcher(settle, 4, 1000);
    const ids = ["1", "2", "3", "4", "5", "6", "7", "8"];
    const results = await Promise.all(ids.map((id) => batcher.settle(id)));
    expect(batches).toEqual([
      ["1", "2", "3", "4"],
      ["5", "6", "7", "8"],
    ]);
    expect(results).toEqual(["sold", "sold", null, "sold", "sold", "sold", "sold", "sold"]);
  });

  it("sends a partial batch after maxWaitMs", async () => {
    const { batches, settle } = recorder(sold);
    const batcher = new SettlementBatcher(settle, 100, 5);
    expect(await Promise.all([batcher.settle("1"), batcher.settle("2")])).toEqual(["sold", "sold"]);
    expect(batches).toEqual([["1", "2"]]);
    expect(await batcher.settle("3")).toBe("sold");
    expect(batches).toEqual([["1", "2"], ["3"]]);
  });

  it("rejects only the job whose settlement failed; a batch that throws rejects its jobs", async () => {
    const failure = new Error("refused");
    const { settle } = recorder((id) =>
      id === "2" ? { listingId: id, ok: false, error: failure } : sold(id),
    );
    const batcher = new SettlementBatcher(settle, 3, 1000);
    const results = await Promise.allSettled(["1", "2", "3"].map((id) => batcher.settle(id)));
    expect(results).toEqual([
      { status: "fulfilled", value: "sold" },
      { status: "rejected", reason: failure },
      { status: "fulfilled", value: "sold" },
    ]);

    const down = new Error("database down");
    const broken = new SettlementBatcher(() => Promise.reject(down), 2, 1000);
    const both = await Promise.allSettled([broken.settle("1"), broken.settle("2")]);
    expect(both.map((r) => r.status === "rejected" && r.reason)).toEqual([down, down]);
  });
});
