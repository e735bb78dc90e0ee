import { QueueEvents } from "bullmq";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkers, type WorkerSet } from "../src/create-workers.js";
import { loadSignerConfig } from "../src/signer-config.js";
import { createHotWalletSigner } from "../../gateway/src/adapters/chain/hot-wallet-signer.js";
import { DatabaseMailAdapter } from "../../gateway/src/adapters/mail/database-mail.adapter.js";
import { createRedis } from "../../gateway/src/infra/redis.js";
import { myDepositAddress } from "../../gateway/src/domains/wallet/deposits/services/deposit-address.service.js";
import {
  ANVIL_SENDER_KEYS,
  TEST_DEPOSIT_XPUBS,
  evmNetworkEnv,
  startAnvil,
  type DevChain,
} from "../../gateway/test/helpers/anvil.js";
import { expectLedgerSound } from "../../gateway/test/helpers/ledger-check.js";
import { createMarketUser, usdtOf } from "../../gateway/test/helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";

let chain: DevChain;
let t: TestGateway;
let workers: WorkerSet;

beforeAll(async () => {
  chain = await startAnvil();
  t = await startTestGateway({
    ...evmNetworkEnv(chain, "ERC20", 2),
    ...TEST_DEPOSIT_XPUBS,
    DEPOSIT_POLL_MS: "200",
  });
  // The workers' signer, as workers/src/main.ts builds it (nothing set: the development hot wallet).
  const signer = createHotWalletSigner(loadSignerConfig({}, t.config).HOT_WALLET_PRIVATE_KEY!);
  workers = await createWorkers(t.gateway.deps, new DatabaseMailAdapter(), signer);
});

afterAll(async () => {
  await workers?.close();
  await t?.close();
  await chain?.stop();
});

describe("wallet queue", () => {
  it("schedules one deposit poll and one deposit sweep per configured network only, and the daily reserves report", async () => {
    const schedulers = await t.gateway.deps.queues.get("wallet").getJobSchedulers();
    expect(
      schedulers
        .map((s) => [s.key, s.every ?? s.pattern, s.name])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ["poll-deposits-ERC20", 200, "pollDeposits"],
      ["reserves-report-daily", "30 0 * * *", "reservesReport"],
      ["sweep-deposits-ERC20", 3_600_000, "sweepDeposits"],
    ]);
  });

  it("credits a deposit through the scheduled polls", async () => {
    const user = await createMarketUser(t, { signIn: false });
    const { address } = await myDepositAddress(t.gateway.deps, user.id, "ERC20");
    await chain.transferUsdtFrom(ANVIL_SENDER_KEYS[0], address, 9_000_000n);
    const deposits = () =>
      t.gateway.deps.dataSource.query(`SELECT status FROM chain_deposit WHERE user_id = ?`, [
        user.id,
      ]) as Promise<{ status: string }[]>;
    const pending = await vi.waitFor(
      async () => {
        const rows = await deposits();
        expect(rows).toHaveLength(1);
        return rows;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(pending).toEqual([{ status: "PENDING" }]);
    await chain.mine(1);
    await expect.poll(deposits, { timeout: 10_000, interval: 100 }).toEqual([{ status: "CREDITED" }]);
    expect(await usdtOf(t.gateway.deps.dataSource, user.id)).toMatchObject({ available: "9" });
    await expectLedgerSound(t.gateway.deps.dataSource);
  });

  it("routes withdrawal sends to their services (an unknown withdrawal is skipped) and fails unknown jobs", async () => {
    const queue = t.gateway.deps.queues.get("wallet");
    const events = new QueueEvents("wallet", {
      connection: createRedis(t.config.REDIS_URL, "worker"),
      prefix: t.config.QUEUE_PREFIX,
    });
    try {
      await events.waitUntilReady();
      const usdt = await queue.add("sendUsdtWithdrawal", { withdrawalId: "999999" });
      expect(await usdt.waitUntilFinished(events, 10_000)).toBe("skipped");
      const card = await queue.add("sendCardWithdrawal", { withdrawalId: "999999" });
      expect(await card.waitUntilFinished(events, 10_000)).toBe("skipped");
      const unknown = await queue.add("mintMoney", {});
      await expect(unknown.waitUntilFinished(events, 10_000)).rejects.toThrow(/unknown wallet job/);
    } finally {
      await events.close();
    }
  });
});
