import type { AuctionOutcome, BatchSettlement } from "@vitrine/gateway/domains/market/index.js";

/** Settles a batch of auctions and reports each one's result (settleAuctionBatch). */
export type SettleBatch = (listingIds: readonly string[]) => Promise<BatchSettlement[]>;

/**
 * Gathers the settlement jobs the market worker is running at the same moment into batches, so that
 * a closing wave (thousands of auctions due in one second) costs one transaction per batch rather
 * than one per auction. Each job still waits for, and answers with, its own auction's result: a
 * failed settlement rejects only its job, which BullMQ retries.
 *
 * A batch leaves when it holds `maxBatch` auctions, or `maxWaitMs` after its first one arrived (a
 * lone job waits that long at most); batches run side by side.
 */
export class SettlementBatcher {
  private pending: {
    listingId: string;
    resolve(o: AuctionOutcome | null): void;
    reject(e: unknown): void;
  }[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly settleBatch: SettleBatch,
    private readonly maxBatch: number,
    private readonly maxWaitMs: number,
  ) {}

  settle(listingId: string): Promise<AuctionOutcome | null> {
    return new Promise((resolve, reject) => {
      this.pending.push({ listingId, resolve, reject });
      if (this.pending.length >= this.maxBatch) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.maxWaitMs);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    this.settleBatch(batch.map((p) => p.listingId)).then(
      (results) =>
        batch.forEach((waiting, index) => {
          const result = results[index];
          if (!result || result.listingId !== waiting.listingId)
            waiting.reject(new Error(`no settlement result for auction ${waiting.listingId}`));
          else if (result.ok) waiting.resolve(result.outcome);
          else waiting.reject(result.error);
        }),
      (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
    );
  }
}
