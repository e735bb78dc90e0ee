import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWorkers, type WorkerSet } from "../src/create-workers.js";
import { DatabaseMailAdapter } from "../../gateway/src/adapters/mail/database-mail.adapter.js";
import { myDepositAddress } from "../../gateway/src/domains/wallet/deposits/services/deposit-address.service.js";
import {
  ANVIL_SENDER_KEYS,
  TEST_DEPOSIT_XPUBS,
  evmNetworkEnv,
  startAnvil,
  type DevChain,
} from "../../gateway/test/helpers/anvil.js";
import { createMarketUser } from "../../gateway/test/helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";

/**
 * DEPOSIT_CREDITED end to end: a USDT transfer on the (local) chain, the deposit watcher's polls,
 * the credit, the outbox, the notices worker — one notice with the amount and network, pending for
 * the member's digest mail (deposits are mailed by default).
 */
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
  workers = await createWorkers(t.gateway.deps, new DatabaseMailAdapter());
});
afterAll(async () => {
  await workers?.close();
  await t?.close();
  await chain?.stop();
});

describe("deposit notices", () => {
  it("a credited deposit tells its member once", async () => {
    const user = await createMarketUser(t, { signIn: false });
    const { address } = await myDepositAddress(t.gateway.deps, user.id, "ERC20");
    await chain.transferUsdtFrom(ANVIL_SENDER_KEYS[0], address, 7_500_000n);
    const notices = () =>
      t.gateway.deps.dataSource.query(
        `SELECT kind, params, email_state AS emailState FROM notice WHERE user_id = ?`,
        [user.id],
      ) as Promise<{ kind: string; params: string | object; emailState: string }[]>;
    // Mined further until the watcher credits it (2 confirmations), then the notice follows.
    await expect
      .poll(
        async () => {
          await chain.mine(1);
          return (await notices()).length;
        },
        { timeout: 20_000, interval: 300 },
      )
      .toBe(1);
    const [notice] = await notices();
    const [deposit] = (await t.gateway.deps.dataSource.query(
      `SELECT id FROM chain_deposit WHERE user_id = ?`,
      [user.id],
    )) as { id: string }[];
    expect(notice!.kind).toBe("DEPOSIT_CREDITED");
    expect(typeof notice!.params === "string" ? JSON.parse(notice!.params) : notice!.params).toEqual({
      depositId: String(deposit!.id),
      amount: "7500000",
      network: "ERC20",
    });
    expect(notice!.emailState).toBe("pending");
    // More blocks change nothing (the credit is a conditional update from PENDING).
    await chain.mine(3);
    expect(await notices()).toHaveLength(1);
  });
});
