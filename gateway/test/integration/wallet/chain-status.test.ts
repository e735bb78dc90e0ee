import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUnits } from "viem";
import { tronAddressFromEvm } from "../../../src/adapters/chain/tron-address.js";
import { pollDeposits } from "../../../src/domains/wallet/deposits/services/poll-deposits.service.js";
import {
  ANVIL_SENDER_KEYS,
  TEST_DEPOSIT_XPUBS,
  evmNetworkEnv,
  startAnvil,
  type DevChain,
} from "../../helpers/anvil.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { startTronFake, type TronFake } from "../../helpers/tron-fake.js";
import { externalAddress } from "./wallet-fixtures.js";

const STATUS = `{ chainStatus { network available confirmations error headBlock cursorBlock lagBlocks
  lastPolledAt pendingDeposits hotWallet hotWalletUsdt hotWalletGas openWithdrawals shortfall } }`;

interface Status {
  network: string;
  available: boolean;
  confirmations: number | null;
  error: string | null;
  headBlock: number | null;
  cursorBlock: number | null;
  lagBlocks: number | null;
  lastPolledAt: string | null;
  pendingDeposits: number | null;
  hotWallet: string | null;
  hotWalletUsdt: string | null;
  hotWalletGas: string | null;
  openWithdrawals: string | null;
  shortfall: boolean | null;
}

describe("staff chain status (anvil for ERC20, the fake TRON node for TRC20, BEP20 off)", () => {
  let eth: DevChain;
  let tron: TronFake;
  let t: TestGateway;
  let staff: MarketUser;
  let member: MarketUser;

  beforeAll(async () => {
    [eth, tron] = await Promise.all([startAnvil(), startTronFake()]);
    t = await startTestGateway({
      ...evmNetworkEnv(eth, "ERC20", 3),
      TRON_API_URL: tron.url,
      TRON_USDT_CONTRACT: tron.usdt,
      ...TEST_DEPOSIT_XPUBS,
    });
    [staff, member] = await Promise.all([createMarketUser(t, { role: "staff" }), createMarketUser(t)]);
  });

  afterAll(async () => {
    await t?.close();
    await Promise.all([eth?.stop(), tron?.close()]);
  });

  async function status(): Promise<{ ERC20: Status; BEP20: Status; TRC20: Status }> {
    const res = await staff.client.gql<{ chainStatus: Status[] }>(STATUS);
    expect(res.body.errors).toBeUndefined();
    const items = res.body.data!.chainStatus;
    expect(items.map((s) => s.network)).toEqual(["ERC20", "BEP20", "TRC20"]);
    const [ERC20, BEP20, TRC20] = items as [Status, Status, Status];
    return { ERC20, BEP20, TRC20 };
  }

  async function cursorRow(network: string) {
    const [row] = (await t.gateway.deps.dataSource.query(
      `SELECT next_block FROM chain_cursor WHERE network = ?`,
      [network],
    )) as { next_block: string }[];
    return row ? Number(row.next_block) : null;
  }

  async function insertWithdrawal(network: string, amountMicro: bigint, status: string) {
    await t.gateway.deps.dataSource.query(
      `INSERT INTO usdt_withdrawal (user_id, network, address, amount, fee, status, idempotency_key)
       VALUES (?, ?, ?, ?, 0, ?, ?)`,
      [member.id, network, externalAddress(), amountMicro.toString(), status, `status-${Math.random()}`],
    );
  }

  it("refuses members with 2017", async () => {
    expect(errorCodeOf(await member.client.gql(STATUS))).toBe(2017);
  });

  it("shows an unconfigured network as not available, with nothing else", async () => {
    const { BEP20 } = await status();
    expect(BEP20).toEqual({
      network: "BEP20",
      available: false,
      confirmations: null,
      error: null,
      headBlock: null,
      cursorBlock: null,
      lagBlocks: null,
      lastPolledAt: null,
      pendingDeposits: null,
      hotWallet: null,
      hotWalletUsdt: null,
      hotWalletGas: null,
      openWithdrawals: null,
      shortfall: null,
    });
  });

  it("reads ERC20's head from the node and the hot wallet's balances from the chain", async () => {
    const { ERC20 } = await status();
    expect(ERC20.available).toBe(true);
    expect(ERC20.error).toBeNull();
    expect(ERC20.confirmations).toBe(3);
    expect(ERC20.headBlock).toBe(Number(await eth.client.getBlockNumber({ cacheTime: 0 })));
    // Never polled yet: no cursor, no lag.
    expect(ERC20.cursorBlock).toBeNull();
    expect(ERC20.lagBlocks).toBeNull();
    expect(ERC20.lastPolledAt).toBeNull();
    expect(ERC20.pendingDeposits).toBe(0);
    expect(ERC20.hotWallet).toBe(eth.deployer);
    const usdt = await eth.usdtBalanceOf(eth.deployer);
    expect(usdt).toBeGreaterThan(0n);
    expect(ERC20.hotWalletUsdt).toBe(formatUnits(usdt, 6));
    expect(ERC20.hotWalletGas).toBe(formatUnits(await eth.client.getBalance({ address: eth.deployer }), 18));
    expect(Number(ERC20.hotWalletGas)).toBeGreaterThan(0);
    expect(ERC20.openWithdrawals).toBe("0");
    expect(ERC20.shortfall).toBe(false);
  });

  it("shows the deposit watcher's cursor after a poll and its lag as blocks are mined", async () => {
    const before = Date.now();
    await pollDeposits(t.gateway.deps, "ERC20");
    let { ERC20 } = await status();
    const cursor = await cursorRow("ERC20");
    expect(cursor).not.toBeNull();
    expect(ERC20.cursorBlock).toBe(cursor);
    expect(ERC20.lagBlocks).toBe(Math.max(0, ERC20.headBlock! - cursor! + 1));
    expect(new Date(ERC20.lastPolledAt!).getTime()).toBeGreaterThanOrEqual(before - 1_000);

    const lag = ERC20.lagBlocks!;
    await eth.mine(5);
    ({ ERC20 } = await status());
    expect(ERC20.cursorBlock).toBe(cursor);
    expect(ERC20.lagBlocks).toBe(lag + 5);

    // The watcher catches up.
    await pollDeposits(t.gateway.deps, "ERC20");
    ({ ERC20 } = await status());
    expect(ERC20.cursorBlock).toBe(await cursorRow("ERC20"));
    expect(ERC20.lagBlocks).toBe(Math.max(0, ERC20.headBlock! - ERC20.cursorBlock! + 1));
    expect(ERC20.lagBlocks).toBeLessThan(lag + 5);
  });

  it("counts a deposit seen but not yet confirmed as pending", async () => {
    const user = await createMarketUser(t);
    const res = await user.client.gql<{ myDepositAddress: { address: string } }>(
      `query { myDepositAddress(network: ERC20) { address } }`,
    );
    expect(res.body.errors).toBeUndefined();
    await eth.transferUsdtFrom(ANVIL_SENDER_KEYS[0], res.body.data!.myDepositAddress.address, 10_000_000n);
    await pollDeposits(t.gateway.deps, "ERC20");
    expect((await status()).ERC20.pendingDeposits).toBe(1);
    expect((await status()).TRC20.pendingDeposits).toBe(0);

    // Three confirmations later it is credited and no longer pending.
    await eth.mine(3);
    await pollDeposits(t.gateway.deps, "ERC20");
    expect((await status()).ERC20.pendingDeposits).toBe(0);
  });

  it("sums open withdrawals per network and flags a shortfall once they exceed the hot wallet", async () => {
    await insertWithdrawal("ERC20", 100_000_000n, "REVIEW");
    await insertWithdrawal("ERC20", 50_500_000n, "APPROVED");
    // Done or failed withdrawals no longer need the hot wallet; another network's are not this one's.
    await insertWithdrawal("ERC20", 7_000_000n, "SENT");
    await insertWithdrawal("ERC20", 9_000_000n, "FAILED");
    await insertWithdrawal("TRC20", 3_000_000n, "REVIEW");
    let { ERC20 } = await status();
    expect(ERC20.openWithdrawals).toBe("150.5");
    expect(ERC20.shortfall).toBe(false);

    // A withdrawal being sent for the whole hot balance: together they exceed it.
    const hot = await eth.usdtBalanceOf(eth.deployer);
    await insertWithdrawal("ERC20", hot, "SENDING");
    ({ ERC20 } = await status());
    expect(ERC20.openWithdrawals).toBe(formatUnits(hot + 150_500_000n, 6));
    expect(ERC20.hotWalletUsdt).toBe(formatUnits(hot, 6));
    expect(ERC20.shortfall).toBe(true);
  });

  it("reads TRC20 from the TRON node: head, base58 hot wallet, USDT and TRX", async () => {
    // The TRON form of the configured hot wallet (the development one: anvil's first account).
    const hotWallet = tronAddressFromEvm(t.config.HOT_WALLET_ADDRESS_EVM);
    expect(t.config.HOT_WALLET_ADDRESS_TRON).toBe(hotWallet);
    let { TRC20 } = await status();
    expect(TRC20.available).toBe(true);
    expect(TRC20.error).toBeNull();
    expect(TRC20.confirmations).toBe(19);
    expect(TRC20.headBlock).toBe(tron.head());
    expect(TRC20.hotWallet).toBe(hotWallet);
    // An account the chain never saw: no USDT, no TRX; the open 3 USDT are a shortfall.
    expect(TRC20.hotWalletUsdt).toBe("0");
    expect(TRC20.hotWalletGas).toBe("0");
    expect(TRC20.openWithdrawals).toBe("3");
    expect(TRC20.shortfall).toBe(true);

    tron.fund(hotWallet, 2_500_000n);
    tron.fundTrx(hotWallet, 12_345_678n);
    tron.addBlocks(4);
    await pollDeposits(t.gateway.deps, "TRC20");
    ({ TRC20 } = await status());
    expect(TRC20.headBlock).toBe(tron.head());
    expect(TRC20.cursorBlock).toBe(await cursorRow("TRC20"));
    expect(TRC20.hotWalletUsdt).toBe("2.5");
    expect(TRC20.hotWalletGas).toBe("12.345678");
    expect(TRC20.shortfall).toBe(true);

    tron.fund(hotWallet, 500_000n);
    ({ TRC20 } = await status());
    expect(TRC20.hotWalletUsdt).toBe("3");
    // Exactly enough is not a shortfall.
    expect(TRC20.shortfall).toBe(false);
  });

  it("answers with an error on the item of a stopped node, and the rest as usual", async () => {
    const cursor = await cursorRow("ERC20");
    await eth.stop();
    const started = Date.now();
    const { ERC20, TRC20 } = await status();
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(ERC20.available).toBe(true);
    expect(ERC20.error).toMatch(/\S/);
    expect(ERC20.headBlock).toBeNull();
    expect(ERC20.lagBlocks).toBeNull();
    expect(ERC20.hotWalletUsdt).toBeNull();
    expect(ERC20.hotWalletGas).toBeNull();
    expect(ERC20.shortfall).toBeNull();
    // What the database knows is still shown.
    expect(ERC20.cursorBlock).toBe(cursor);
    expect(ERC20.pendingDeposits).toBe(0);
    expect(ERC20.hotWallet).toBe(eth.deployer);
    expect(ERC20.openWithdrawals).not.toBeNull();
    expect(TRC20.error).toBeNull();
    expect(TRC20.headBlock).toBe(tron.head());
  });
});

describe("staff chain status with a node that never answers", () => {
  let silent: Server;
  let t: TestGateway;

  beforeAll(async () => {
    // Accepts connections and never replies: the status must give up after its short timeout.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    t = await startTestGateway({
      TRON_API_URL: `http://127.0.0.1:${port}`,
      TRON_USDT_CONTRACT: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    });
  });

  afterAll(async () => {
    await t?.close();
    silent?.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it("gives up on the node within seconds and reports it on the item", async () => {
    const staff = await createMarketUser(t, { role: "staff" });
    const started = Date.now();
    const res = await staff.client.gql<{ chainStatus: Status[] }>(STATUS);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(res.body.errors).toBeUndefined();
    const tronItem = res.body.data!.chainStatus.find((s) => s.network === "TRC20")!;
    expect(tronItem.available).toBe(true);
    expect(tronItem.error).toMatch(/no answer within 3000 ms/);
    expect(tronItem.headBlock).toBeNull();
    expect(tronItem.hotWalletUsdt).toBeNull();
    expect(tronItem.pendingDeposits).toBe(0);
    expect(tronItem.openWithdrawals).toBe("0");
  });
});
