import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resendApprovedWithdrawals } from "../../../src/domains/wallet/sweeps/services/resend-approved-withdrawals.service.js";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { externalAddress, uniqueKey } from "./wallet-fixtures.js";

let t: TestGateway;
const db = () => t.gateway.deps.dataSource;

beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t?.close();
});

/** A withdrawal row as the request service leaves it, approved `approvedSecondsAgo` ago (or still under review). */
async function withdrawal(
  status: "REVIEW" | "APPROVED" | "SENT",
  approvedSecondsAgo: number,
): Promise<string> {
  const user = await createMarketUser(t);
  const result = (await db().query(
    `INSERT INTO usdt_withdrawal (user_id, network, address, amount, fee, status, pending_user_id, idempotency_key, reviewed_at)
     VALUES (?, 'ERC20', ?, 10000000, 1000000, ?, ?, ?, NOW(3) - INTERVAL ? SECOND)`,
    [user.id, externalAddress(), status, status === "SENT" ? null : user.id, uniqueKey(), approvedSecondsAgo],
  )) as { insertId: number };
  return String(result.insertId);
}

describe("sweep task resend-approved-withdrawals", () => {
  it("schedules the send job again only for withdrawals left APPROVED for more than 5 minutes, once per window", async () => {
    const stale = await withdrawal("APPROVED", 600);
    const fresh = await withdrawal("APPROVED", 10);
    await withdrawal("REVIEW", 600);
    await withdrawal("SENT", 600);

    expect(await resendApprovedWithdrawals(t.gateway.deps)).toBe(1);
    await resendApprovedWithdrawals(t.gateway.deps);

    const queue = t.gateway.deps.queues.get("wallet");
    const jobs = await queue.getJobs(["waiting", "delayed", "prioritized"]);
    const sends = jobs.filter((j) => j.name === "sendUsdtWithdrawal");
    expect(sends.map((j) => j.data)).toEqual([{ withdrawalId: stale }]);
    expect(sends.some((j) => (j.data as { withdrawalId: string }).withdrawalId === fresh)).toBe(false);
  });
});
