import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pollDeposits } from "../../../src/domains/wallet/deposits/services/poll-deposits.service.js";
import { usdtNetwork } from "../../../src/adapters/chain/chain-registry.js";
import {
  ANVIL_SENDER_KEYS,
  TEST_DEPOSIT_XPUBS,
  evmNetworkEnv,
  startAnvil,
  type DevChain,
} from "../../helpers/anvil.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, usdtOf, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

const SENDER = ANVIL_SENDER_KEYS[0];
const DEPOSITS = `query($page: Int) { myUsdtDeposits(page: $page) { total page pageSize
  items { id network txHash amount status confirmations requiredConfirmations createdAt creditedAt } } }`;
const ADDRESS = `query($n: UsdtNetwork!) { myDepositAddress(network: $n) { network address qrCode confirmations } }`;

interface DepositItem {
  network: string;
  txHash: string;
  amount: string;
  status: string;
  confirmations: number;
  requiredConfirmations: number;
  creditedAt: string | null;
}

describe("USDT deposits on EVM networks (local node)", () => {
  let eth: DevChain;
  let bsc: DevChain;
  let t: TestGateway;

  beforeAll(async () => {
    // BNB Smart Chain's USDT has 18 decimals: the second node imitates it.
    [eth, bsc] = await Promise.all([startAnvil(), startAnvil({ usdtDecimals: 18 })]);
    t = await startTestGateway({
      ...evmNetworkEnv(eth, "ERC20", 3),
      ...evmNetworkEnv(bsc, "BEP20", 3),
      ...TEST_DEPOSIT_XPUBS,
    });
    // The first poll of each network sets its cursor (nothing to see yet).
    await pollDeposits(t.gateway.deps, "ERC20");
    await pollDeposits(t.gateway.deps, "BEP20");
  });

  afterAll(async () => {
    await t?.close();
    await Promise.all([eth?.stop(), bsc?.stop()]);
  });

  async function depositAddress(user: MarketUser, network: string): Promise<string> {
    const res = await user.client.gql<{
      myDepositAddress: { address: string; qrCode: string; network: string };
    }>(ADDRESS, { n: network });
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.myDepositAddress.address;
  }

  async function deposits(user: MarketUser): Promise<DepositItem[]> {
    const res = await user.client.gql<{ myUsdtDeposits: { items: DepositItem[] } }>(DEPOSITS, {});
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.myUsdtDeposits.items;
  }

  const poll = (network: "ERC20" | "BEP20" = "ERC20") => pollDeposits(t.gateway.deps, network);

  it("lists the networks with what is configured", async () => {
    const res = await t.gql<{
      usdtNetworks: { network: string; available: boolean; confirmations: number; fee: string }[];
    }>(`{ usdtNetworks { network chain available fee confirmations maxWithdrawal } }`);
    expect(res.body.data!.usdtNetworks.map((n) => [n.network, n.available, n.confirmations])).toEqual([
      ["ERC20", true, 3],
      ["BEP20", true, 3],
      ["TRC20", false, 19],
    ]);
  });

  it("gives each member one HD address per network, with a QR code; 2038 when the network is off", async () => {
    const user = await createMarketUser(t);
    const res = await user.client.gql<{
      myDepositAddress: { network: string; address: string; qrCode: string; confirmations: number };
    }>(ADDRESS, { n: "ERC20" });
    const view = res.body.data!.myDepositAddress;
    const adapter = usdtNetwork(t.config, "ERC20")!.adapter;
    expect(view.address).toBe(adapter.deriveAddress(Number(user.id)));
    expect(view.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(view.confirmations).toBe(3);
    // Asking again answers the same address; one row.
    expect(await depositAddress(user, "ERC20")).toBe(view.address);
    const rows = (await t.gateway.deps.dataSource.query(
      `SELECT derivation_index FROM deposit_address WHERE user_id = ?`,
      [user.id],
    )) as { derivation_index: number }[];
    expect(rows.map((r) => Number(r.derivation_index))).toEqual([Number(user.id)]);

    const off = await user.client.gql(ADDRESS, { n: "TRC20" });
    expect(off.body.errors?.[0]?.extensions?.errorCode).toBe(2038);
  });

  it("shows a deposit PENDING with its confirmations and credits it exactly once after them", async () => {
    const user = await createMarketUser(t);
    const address = await depositAddress(user, "ERC20");
    const txHash = await eth.transferUsdtFrom(SENDER, address, 12_345_678n);

    await poll();
    let [item] = await deposits(user);
    expect(item).toMatchObject({
      network: "ERC20",
      txHash,
      amount: "12.345678",
      status: "PENDING",
      confirmations: 1,
      requiredConfirmations: 3,
      creditedAt: null,
    });
    expect(await usdtOf(t.gateway.deps.dataSource, user.id)).toMatchObject({ available: "0" });

    await eth.mine(1);
    await poll();
    [item] = await deposits(user);
    expect(item).toMatchObject({ status: "PENDING", confirmations: 2 });

    await eth.mine(1);
    const result = await poll();
    expect(result.credited).toBe(1);
    [item] = await deposits(user);
    expect(item).toMatchObject({ status: "CREDITED", confirmations: 3 });
    expect(item!.creditedAt).not.toBeNull();
    expect(await usdtOf(t.gateway.deps.dataSource, user.id)).toMatchObject({ available: "12.345678" });

    // Polling again, and re-reading the same log from scratch (cursor reset), credits nothing more.
    await eth.mine(2);
    expect((await poll()).credited).toBe(0);
    await t.gateway.deps.dataSource.query(`UPDATE chain_cursor SET next_block = 0 WHERE network = 'ERC20'`);
    const again = await poll();
    expect(again.fromBlock).toBe(0n);
    expect(again.seen).toBeGreaterThanOrEqual(1);
    expect(again.credited).toBe(0);
    expect(await deposits(user)).toHaveLength(1);
    expect(await usdtOf(t.gateway.deps.dataSource, user.id)).toMatchObject({ available: "12.345678" });
    const [ledger] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM ledger_transaction WHERE kind = 'deposit' AND idempotency_key LIKE ?`,
      [`deposit:ERC20:${txHash}:%`],
    )) as { n: string }[];
    expect(Number(ledger!.n)).toBe(1);
    await expectLedgerSound(t.gateway.deps.dataSource);
  });

  it("runs one poll per network at a time; concurrent polls credit a deposit once", async () => {
    const user = await createMarketUser(t);
    const address = await depositAddress(user, "ERC20");
    await eth.transferUsdtFrom(SENDER, address, 1_000_000n);
    await eth.mine(2);
    const results = await Promise.all([poll(), poll(), poll()]);
    expect(results.filter((r) => r.ran).length).toBeGreaterThanOrEqual(1);
    expect(results.filter((r) => !r.ran).length).toBeGreaterThanOrEqual(1);
    expect(results.reduce((sum, r) => sum + r.credited, 0)).toBe(1);
    expect(await usdtOf(t.gateway.deps.dataSource, user.id)).toMatchObject({ available: "1" });
    await expectLedgerSound(t.gateway.deps.dataSource);
  });

  it("ignores transfers to addresses that are not deposit addresses", async () => {
    const before = (await t.gateway.deps.dataSource.query(`SELECT COUNT(*) AS n FROM chain_deposit`)) as {
      n: string;
    }[];
    await eth.transferUsdtFrom(SENDER, "0x000000000000000000000000000000000000dEaD", 5_000_000n);
    await poll();
    const after = (await t.gateway.deps.dataSource.query(`SELECT COUNT(*) AS n FROM chain_deposit`)) as {
      n: string;
    }[];
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("never credits a deposit that a reorganisation dropped", async () => {
    const user = await createMarketUser(t);
    const address = await depositAddress(user, "ERC20");
    const txHash = await eth.transferUsdtFrom(SENDER, address, 7_000_000n);
    await poll();
    expect((await deposits(user))[0]).toMatchObject({ txHash, status: "PENDING", confirmations: 1 });

    // The block holding the transfer is replaced by an empty one, and the chain grows past the confirmations.
    await eth.reorg(1);
    expect(await eth.client.getTransactionReceipt({ hash: txHash }).catch(() => null)).toBeNull();
    const result = await poll();
    expect(result.reorged).toBe(1);
    expect((await deposits(user))[0]).toMatchObject({ txHash, status: "REORGED" });

    await eth.mine(5);
    await poll();
    await poll();
    expect((await deposits(user))[0]).toMatchObject({ txHash, status: "REORGED" });
    expect(await usdtOf(t.gateway.deps.dataSource, user.id)).toMatchObject({ available: "0" });
    await expectLedgerSound(t.gateway.deps.dataSource);
  });

  it("converts an 18-decimal token (BEP20) to micro-USDT, truncating the dust", async () => {
    const user = await createMarketUser(t);
    const address = await depositAddress(user, "BEP20");
    await bsc.transferUsdtFrom(SENDER, address, 1_500_000_000_000_000_123n);
    await bsc.mine(2);
    await poll("BEP20");
    const [item] = await deposits(user);
    expect(item).toMatchObject({ network: "BEP20", amount: "1.5", status: "CREDITED" });
    const [row] = (await t.gateway.deps.dataSource.query(
      `SELECT amount_raw, amount FROM chain_deposit WHERE user_id = ?`,
      [user.id],
    )) as { amount_raw: string; amount: string }[];
    expect(String(row!.amount_raw)).toBe("1500000000000000123");
    expect(String(row!.amount)).toBe("1500000");
    expect(await usdtOf(t.gateway.deps.dataSource, user.id)).toMatchObject({ available: "1.5" });
    await expectLedgerSound(t.gateway.deps.dataSource);
  });
});
