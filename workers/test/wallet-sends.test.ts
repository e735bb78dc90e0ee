import type { Job } from "bullmq";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkers, type WorkerSet } from "../src/create-workers.js";
import { walletProcessor } from "../src/processors/wallet/wallet.processor.js";
import { loadSignerConfig } from "../src/signer-config.js";
import { DatabaseMailAdapter } from "../../gateway/src/adapters/mail/database-mail.adapter.js";
import { createHotWalletSigner } from "../../gateway/src/adapters/chain/hot-wallet-signer.js";
import { freezeUsdtWithdrawal } from "../../gateway/src/domains/wallet/usdt-withdrawals/services/usdt-withdrawal-ledger.js";
import { withTransaction } from "../../gateway/src/infra/transaction.js";
import { seedDemo } from "../../gateway/src/seed/seed-demo.js";
import { evmNetworkEnv, startAnvil, type DevChain } from "../../gateway/test/helpers/anvil.js";
import { expectLedgerSound } from "../../gateway/test/helpers/ledger-check.js";
import { createMarketUser, giveUnits } from "../../gateway/test/helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";
import {
  createWalletCard,
  externalAddress,
  uniqueKey,
} from "../../gateway/test/integration/wallet/wallet-fixtures.js";

/*
 * Withdrawals are signed and sent by the workers' process only: the wallet queue's processor gets
 * the hot wallet signer from the workers' signer config (workers/src/signer-config.ts), never from
 * the gateway's deps, which hold no key.
 */

let chain: DevChain;
let t: TestGateway;
let workers: WorkerSet;
const db = () => t.gateway.deps.dataSource;

beforeAll(async () => {
  chain = await startAnvil();
  t = await startTestGateway({ ...evmNetworkEnv(chain, "ERC20", 2), DEPOSIT_POLL_MS: "3600000" });
  await seedDemo(db());
  // As workers/src/main.ts does: the signer config over the workers' environment (here none set:
  // the development hot wallet) and the shared config.
  const signerConfig = loadSignerConfig({}, t.config);
  workers = await createWorkers(
    t.gateway.deps,
    new DatabaseMailAdapter(),
    createHotWalletSigner(signerConfig.HOT_WALLET_PRIVATE_KEY!),
  );
}, 60_000);

afterAll(async () => {
  await workers?.close();
  await t?.close();
  await chain?.stop();
});

/** An APPROVED USDT withdrawal of `micro` (fee 1 USDT) with amount + fee frozen, as review leaves it. */
async function approvedUsdtWithdrawal(address: string, micro: bigint): Promise<string> {
  const user = await createMarketUser(t, { usdt: "50", signIn: false });
  return withTransaction(db(), async (em) => {
    const result = (await em.query(
      `INSERT INTO usdt_withdrawal (user_id, network, address, amount, fee, status, idempotency_key)
       VALUES (?, 'ERC20', ?, ?, 1000000, 'APPROVED', ?)`,
      [user.id, address, micro.toString(), uniqueKey()],
    )) as { insertId: number };
    const id = String(result.insertId);
    await freezeUsdtWithdrawal(em, { id, userId: user.id, amount: micro, fee: 1_000_000n });
    return id;
  });
}

/** An APPROVED card withdrawal of 2 units (no fee) whose units left the holding, as a request does. */
async function approvedCardWithdrawal(address: string): Promise<{ id: string; tokenId: bigint }> {
  const user = await createMarketUser(t, { signIn: false });
  const card = await createWalletCard(db(), { tokenAddress: chain.cardsAddress, totalIssued: 10 });
  await giveUnits(db(), card.cardId, user.id, 2);
  await chain.mintCards(chain.deployer, card.tokenId, 10n);
  const id = await withTransaction(db(), async (em) => {
    await em.query(`UPDATE card_holding SET amount = amount - 2 WHERE card_id = ? AND user_id = ?`, [
      card.cardId,
      user.id,
    ]);
    const result = (await em.query(
      `INSERT INTO card_withdrawal (user_id, card_id, units, chain_code, address, fee_currency, fee, status, idempotency_key)
       VALUES (?, ?, 2, 'ETH', ?, 'JPOINT', 0, 'APPROVED', ?)`,
      [user.id, card.cardId, address, uniqueKey()],
    )) as { insertId: number };
    return String(result.insertId);
  });
  return { id, tokenId: card.tokenId };
}

async function statusOf(table: "usdt_withdrawal" | "card_withdrawal", id: string): Promise<string> {
  const [row] = (await db().query(`SELECT status FROM ${table} WHERE id = ?`, [id])) as { status: string }[];
  return row!.status;
}

/** Waits until the withdrawal leaves APPROVED/SENDING (at most 20 s, no fixed sleep); its status then. */
function settled(table: "usdt_withdrawal" | "card_withdrawal", id: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const status = await statusOf(table, id);
      expect(["APPROVED", "SENDING"]).not.toContain(status);
      return status;
    },
    { timeout: 20_000, interval: 100 },
  );
}

describe("the workers' wallet processor sends withdrawals with the workers' signer", () => {
  it("sends an approved USDT withdrawal and an approved card withdrawal on chain", async () => {
    const usdtTo = externalAddress();
    const cardTo = externalAddress();
    const usdtId = await approvedUsdtWithdrawal(usdtTo, 3_250_000n);
    const card = await approvedCardWithdrawal(cardTo);
    const queue = t.gateway.deps.queues.get("wallet");
    await queue.add("sendUsdtWithdrawal", { withdrawalId: usdtId });
    await queue.add("sendCardWithdrawal", { withdrawalId: card.id });

    expect(await settled("usdt_withdrawal", usdtId)).toBe("SENT");
    expect(await settled("card_withdrawal", card.id)).toBe("SENT");
    expect(await chain.usdtBalanceOf(usdtTo)).toBe(3_250_000n);
    expect(await chain.cardBalanceOf(cardTo, card.tokenId)).toBe(2n);
    await expectLedgerSound(db());
  }, 60_000);

  it("a process without the hot wallet key cannot send: the job fails before claiming, the withdrawal stays APPROVED", async () => {
    const to = externalAddress();
    const id = await approvedUsdtWithdrawal(to, 1_000_000n);
    const job = { name: "sendUsdtWithdrawal", data: { withdrawalId: id } } as Job;
    await expect(walletProcessor(t.gateway.deps, null)(job)).rejects.toThrow(/no hot wallet key/);
    expect(await statusOf("usdt_withdrawal", id)).toBe("APPROVED");
    expect(await chain.usdtBalanceOf(to)).toBe(0n);
    // The workers (with the key) still send it when the job comes again.
    await t.gateway.deps.queues.get("wallet").add("sendUsdtWithdrawal", { withdrawalId: id });
    expect(await settled("usdt_withdrawal", id)).toBe("SENT");
    expect(await chain.usdtBalanceOf(to)).toBe(1_000_000n);
  }, 60_000);
});
