import type { DataSource } from "typeorm";
import { expect } from "vitest";
import { checkLedger } from "../../src/domains/ledger/services/check-ledger.service.js";

/** Asserts the ledger invariants (DESIGN.md §4); call after every test that moves money or units. */
export async function expectLedgerSound(dataSource: DataSource): Promise<void> {
  expect(await checkLedger(dataSource)).toEqual([]);
}
