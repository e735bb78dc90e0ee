import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pollDeposits } from "../../../src/domains/wallet/deposits/services/poll-deposits.service.js";
import { isTronAddress } from "../../../src/adapters/chain/tron-address.js";
import { TEST_DEPOSIT_XPUBS } from "../../helpers/anvil.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, usdtOf, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { startTronFake, type TronFake } from "../../helpers/tron-fake.js";

const SENDER = "TCLR62QdWGGG56nDZ8Gtsscab4cSUJZo3A";

describe("USDT deposits on TRON (TRC20, against a fake full node)", () => {
  let tron: TronFake;
  let t: TestGateway;

  beforeAll(async () => {
    tron = await startTronFake();
    tron.fund(SENDER, 1_000_000_000_000n);
    // TRON_CONFIRMATIONS stays at the spec's 19.
    t = await startTestGateway({
      TRON_API_URL: tron.url,
      TRON_USDT_CONTRACT: tron.usdt,
      ...TEST_DEPOSIT_XPUBS,
    });
    await pollDeposits(t.gateway.deps, "TRC20");
  });

  afterAll(async () => {
    await t?.close();
    await tron?.close();
  });

  const poll = () => pollDeposits(t.gateway.deps, "TRC20");

  async function depositAddress(user: MarketUser): Promise<string> {
    const res = await user.client.gql<{ myDepositAddress: { address: string; confirmations: number } }>(
      `query { myDepositAddress(network: TRC20) { address confirmations } }`,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.myDepositAddress.confirmations).toBe(19);
    return res.body.data!.myDepositAddress.address;
  }

  async function depositRows(userId: string) {
    return (await t.gateway.deps.dataSource.query(
      `SELECT tx_hash, status, confirmations, amount FROM chain_deposit WHERE user_id = ? ORDER BY id`,
      [userId],
    )) as { tx_hash: string; status: string; confirmations: number; amount: string }[];
  }

  it("credits a TRC20 deposit after 19 confirmations, once", async () => {
    const user = await createMarketUser(t);
    const address = await depositAddress(user);
    expect(isTronAddress(address)).toBe(true);

    const { txId } = tron.transfer(SENDER, address, 25_500_000n);
    await poll();
    expect(await depositRows(user.id)).toEqual([
      { tx_hash: txId, status: "PENDING", confirmations: 1, amount: "25500000" },
    ]);

    tron.addBlocks(17);
    await poll();
    expect((await depositRows(user.id))[0]).toMatchObject({ status: "PENDING", confirmations: 18 });
    expect(await usdtOf(t.gateway.deps.dataSource, user.id)).toMatchObject({ available: "0" });

    tron.addBlocks(1);
    expect((await poll()).credited).toBe(1);
    expect((await depositRows(user.id))[0]).toMatchObject({ status: "CREDITED", confirmations: 19 });
    expect(await usdtOf(t.gateway.deps.dataSource, user.id)).toMatchObject({ available: "25.5" });

    tron.addBlocks(3);
    expect((await poll()).credited).toBe(0);
    expect(await usdtOf(t.gateway.deps.dataSource, user.id)).toMatchObject({ available: "25.5" });
    await expectLedgerSound(t.gateway.deps.dataSource);
  });

  it("marks a deposit whose block was replaced REORGED and never credits it", async () => {
    const user = await createMarketUser(t);
    const address = await depositAddress(user);
    const { block } = tron.transfer(SENDER, address, 3_000_000n);
    tron.addBlocks(2);
    await poll();
    expect((await depositRows(user.id))[0]).toMatchObject({ status: "PENDING", confirmations: 3 });

    tron.replaceBlock(block);
    expect((await poll()).reorged).toBe(1);
    expect((await depositRows(user.id))[0]).toMatchObject({ status: "REORGED" });

    tron.addBlocks(25);
    await poll();
    expect((await depositRows(user.id))[0]).toMatchObject({ status: "REORGED" });
    expect(await usdtOf(t.gateway.deps.dataSource, user.id)).toMatchObject({ available: "0" });
    await expectLedgerSound(t.gateway.deps.dataSource);
  });

  it("follows a deposit that a reorg moved into a later block and credits it once there", async () => {
    const user = await createMarketUser(t);
    const address = await depositAddress(user);
    const { txId, block } = tron.transfer(SENDER, address, 4_000_000n);
    await poll();
    expect((await depositRows(user.id))[0]).toMatchObject({ tx_hash: txId, status: "PENDING" });

    const moved = tron.moveTransfersToNewBlock(block);
    await poll();
    // Seen again in its new (canonical) block: PENDING there, counting from that block.
    const [row] = await depositRows(user.id);
    expect(row).toMatchObject({ tx_hash: txId, status: "PENDING", confirmations: 1 });
    const [stored] = (await t.gateway.deps.dataSource.query(
      `SELECT block_number FROM chain_deposit WHERE tx_hash = ?`,
      [txId],
    )) as { block_number: string }[];
    expect(Number(stored!.block_number)).toBe(moved);

    tron.addBlocks(18);
    expect((await poll()).credited).toBe(1);
    expect(await depositRows(user.id)).toHaveLength(1);
    expect(await usdtOf(t.gateway.deps.dataSource, user.id)).toMatchObject({ available: "4" });
    await expectLedgerSound(t.gateway.deps.dataSource);
  });

  it("takes back a deposit marked REORGED only because a lagging node missed its block", async () => {
    const user = await createMarketUser(t);
    const address = await depositAddress(user);
    const { txId, block } = tron.transfer(SENDER, address, 6_000_000n);
    await poll();
    tron.hideBlock(block, true);
    expect((await poll()).reorged).toBe(1);
    expect((await depositRows(user.id))[0]).toMatchObject({ tx_hash: txId, status: "REORGED" });

    // The block is there again, and by now the cursor is past it and it is final.
    tron.hideBlock(block, false);
    tron.addBlocks(30);
    expect((await poll()).credited).toBe(1);
    expect(await depositRows(user.id)).toEqual([
      { tx_hash: txId, status: "CREDITED", confirmations: 31, amount: "6000000" },
    ]);
    expect(await usdtOf(t.gateway.deps.dataSource, user.id)).toMatchObject({ available: "6" });
    await expectLedgerSound(t.gateway.deps.dataSource);
  });
});
