import { startAnswerLosingRelay, tronSend } from "../../helpers/answer-losing-relay.js";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ChainAdapter } from "../../../src/adapters/chain/chain-adapter.js";
import { DEV_CHAIN_DEPLOYER_KEY } from "../../../dev/chain/dev-chain.js";
import { verifyTokenTransfer } from "../../../src/adapters/chain/transfer-verification.js";
import { tronAddressFromEvm } from "../../../src/adapters/chain/tron-address.js";
import { createTronAdapter } from "../../../src/adapters/chain/tron.adapter.js";
import { sendUsdtWithdrawal } from "../../../src/domains/wallet/usdt-withdrawals/services/send-usdt-withdrawal.service.js";
import { withHotWallet } from "../../helpers/hot-wallet.js";
import { TEST_DEPOSIT_XPUBS } from "../../helpers/anvil.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { startTronFake, type TronFake } from "../../helpers/tron-fake.js";
import { balanceOf, externalAddress, setKyc, uniqueKey, withdrawalCode } from "./wallet-fixtures.js";

let tron: TronFake;
let adapter: ChainAdapter;
let t: TestGateway;
let staff: MarketUser;
const db = () => t.gateway.deps.dataSource;
const hot = tronAddressFromEvm(privateKeyToAccount(DEV_CHAIN_DEPLOYER_KEY).address);
const tronAddress = () => tronAddressFromEvm(externalAddress());

beforeAll(async () => {
  tron = await startTronFake();
  adapter = createTronAdapter({
    apiUrl: tron.url,
    xpub: TEST_DEPOSIT_XPUBS.WALLET_XPUB_TRON,
    hotWalletAddress: hot,
  });
  t = await startTestGateway({
    TRON_API_URL: tron.url,
    TRON_USDT_CONTRACT: tron.usdt,
    TRON_CONFIRMATIONS: "1",
    TRON_WITHDRAWAL_FEE_USDT: "1",
  });
  staff = await createMarketUser(t, { role: "staff" });
}, 60_000);
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t?.close();
  await tron?.close();
});

describe("TRON transferOutcome and the USDT transfer check", () => {
  it("success with the Transfer log, reverted, and unknown for a hash the node does not know", async () => {
    tron.fund(hot, 5_000_000n);
    const to = tronAddress();
    const { txId, block } = tron.transfer(hot, to, 3_000_000n);
    const outcome = await adapter.transferOutcome(txId);
    expect(outcome.status).toBe("success");
    expect(outcome.blockNumber).toBe(BigInt(block));
    expect(outcome.logs).toHaveLength(1);
    expect(outcome.logs![0]!.topics[0]).toMatch(/^0x[0-9a-f]{64}$/);
    // With or without 0x, upper case: the same transaction.
    expect((await adapter.transferOutcome(`0x${txId.toUpperCase()}`)).status).toBe("success");

    const check = { txHash: txId, token: tron.usdt, from: hot, to, value: 3_000_000n };
    expect(await verifyTokenTransfer(adapter, check)).toBe(true);
    expect(await verifyTokenTransfer(adapter, { ...check, value: 3_000_001n })).toBe(false);
    expect(await verifyTokenTransfer(adapter, { ...check, to: tronAddress() })).toBe(false);
    expect(await verifyTokenTransfer(adapter, { ...check, from: tronAddress() })).toBe(false);

    // A transfer of exactly this kind that reverted in its block.
    const failed = tron.revertedTransfer(hot, to, 4_000_000n);
    expect(await adapter.transferOutcome(failed.txId)).toMatchObject({ status: "reverted" });
    expect(await verifyTokenTransfer(adapter, { ...check, txHash: failed.txId, value: 4_000_000n })).toBe(
      false,
    );

    expect(await adapter.transferOutcome("ab".repeat(32))).toEqual({ status: "unknown" });
    expect(await adapter.transferOutcome("not a hash")).toEqual({ status: "unknown" });
  });
});

describe("settleUsdtWithdrawal on TRC20", () => {
  it("a broadcast whose answer was lost is settled SENT with its txID; a wrong one is refused", async () => {
    const user = await createMarketUser(t, { usdt: "30" });
    await setKyc(db(), user.id, "APPROVED");
    const address = tronAddress();
    const i = {
      network: "TRC20",
      address,
      amount: "10",
      emailCode: await withdrawalCode(t, user),
      idempotencyKey: uniqueKey(),
    };
    const req = await user.client.gql<{ requestUsdtWithdrawal: { id: string } }>(
      `mutation($i: RequestUsdtWithdrawalInput!) { requestUsdtWithdrawal(input: $i) { id } }`,
      { i },
    );
    const id = req.body.data!.requestUsdtWithdrawal.id;
    await staff.client.gql(`mutation($id: ID!) { approveUsdtWithdrawal(id: $id) { id } }`, { id });
    tron.fund(hot, 20_000_000n);
    const relay = await startAnswerLosingRelay(tron.url, tronSend);
    try {
      const lost = { ...t.gateway.deps, config: { ...t.gateway.deps.config, TRON_API_URL: relay.url } };
      expect(await sendUsdtWithdrawal(withHotWallet(lost), id)).toBe("unknown");
    } finally {
      await relay.close();
    }
    expect(tron.balanceOf(address)).toBe(10_000_000n);
    const [sent] = await adapter.tokenTransfers(tron.usdt, BigInt(tron.head()), BigInt(tron.head()));
    expect(sent).toMatchObject({ to: address, value: 10_000_000n });

    const SETTLE = `mutation($id: ID!, $h: String) { settleUsdtWithdrawal(id: $id, txHash: $h) { status txHash } }`;
    const other = tron.transfer(hot, tronAddress(), 10_000_000n);
    const refused = await staff.client.gql(SETTLE, { id, h: other.txId });
    expect(errorCodeOf(refused)).toBe(400);
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "19", frozen: "11" });

    const res = await staff.client.gql<{ settleUsdtWithdrawal: { status: string; txHash: string } }>(SETTLE, {
      id,
      h: `0x${sent!.txHash}`,
    });
    expect(res.body.data!.settleUsdtWithdrawal).toEqual({ status: "SENT", txHash: sent!.txHash });
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "19", frozen: "0" });
  }, 60_000);
});
