import { Money } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../../src/domains/ledger/services/check-ledger.service.js";
import { pollDeposits } from "../../../src/domains/wallet/deposits/services/poll-deposits.service.js";
import { myDepositAddress } from "../../../src/domains/wallet/deposits/services/deposit-address.service.js";
import { sweepDeposits } from "../../../src/domains/wallet/custody/services/sweep-deposits.service.js";
import { readOnChainReserves } from "../../../src/domains/wallet/custody/services/reserves.service.js";
import { runReservesReport } from "../../../src/domains/wallet/custody/services/reserves-report.service.js";
import { createSweepSigner, type SweepSigner } from "../../../src/adapters/chain/sweep-signer.js";
import { DEV_CHAIN_DEPLOYER_KEY } from "../../../dev/chain/dev-chain.js";
import {
  ANVIL_SENDER_KEYS,
  TEST_DEPOSIT_MNEMONIC,
  TEST_DEPOSIT_XPUBS,
  evmNetworkEnv,
  startAnvil,
  type DevChain,
} from "../../helpers/anvil.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, usdtOf } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import {
  crashingAfterGas,
  depositInOneBlock,
  GAS_WALLET_ADDRESS,
  GAS_WALLET_KEY,
  OUTSIDER_ADDRESS,
} from "./custody-fixtures.js";

const RESERVE_RULE = "members' USDT liabilities within on-chain reserves";

describe("deposit sweeping into the hot wallet (local EVM node)", () => {
  let chain: DevChain;
  let t: TestGateway;
  let signer: SweepSigner;
  const members: { id: string; address: string; amount: bigint }[] = [];

  beforeAll(async () => {
    chain = await startAnvil();
    t = await startTestGateway({
      ...evmNetworkEnv(chain, "ERC20", 1),
      ...TEST_DEPOSIT_XPUBS,
      GAS_WALLET_ADDRESS_EVM: GAS_WALLET_ADDRESS,
      ETH_SWEEP_THRESHOLD_USDT: "10",
    });
    signer = createSweepSigner({
      mnemonic: TEST_DEPOSIT_MNEMONIC,
      gasKey: GAS_WALLET_KEY,
      pollingIntervalMs: 50,
    });
  });

  afterAll(async () => {
    await t?.close();
    await chain?.stop();
  });

  const deps = () => ({ ...t.gateway.deps, sweepSigner: signer });
  const gasNonce = () => chain.client.getTransactionCount({ address: GAS_WALLET_ADDRESS });
  const sweepRows = async () =>
    (await t.gateway.deps.dataSource.query(
      `SELECT address, status, gas_tx_hash, gas_amount_raw, sweep_tx_hash, amount, reason FROM custody_sweep ORDER BY id`,
    )) as {
      address: string;
      status: string;
      gas_tx_hash: string | null;
      gas_amount_raw: string;
      amount: string;
    }[];
  const custody = async () =>
    Object.fromEntries(
      (
        (await t.gateway.deps.dataSource.query(`SELECT place, balance FROM custody_account`)) as {
          place: string;
          balance: string;
        }[]
      ).map((r) => [r.place, String(r.balance)]),
    );

  const memberMicro = async (id: string) =>
    Money.parse("USDT", (await usdtOf(t.gateway.deps.dataSource, id)).available).minor;

  async function depositTo(count: number, base: bigint) {
    const added: typeof members = [];
    for (let i = 0; i < count; i++) {
      const user = await createMarketUser(t, { signIn: false });
      const { address } = await myDepositAddress(t.gateway.deps, user.id, "ERC20");
      added.push({ id: user.id, address, amount: base + BigInt(i) * 1_000_000n });
    }
    await depositInOneBlock(
      chain,
      ANVIL_SENDER_KEYS[0],
      added.map((m) => ({ to: m.address, amount: m.amount })),
    );
    await pollDeposits(t.gateway.deps, "ERC20");
    members.push(...added);
    return added;
  }

  it("sweeps 50 deposits of 50 members into the hot wallet, funding gas once per address", async () => {
    const batch = await depositTo(50, 20_000_000n);
    for (const m of batch.slice(0, 3)) expect(await memberMicro(m.id)).toBe(m.amount);
    const hotBefore = await chain.usdtBalanceOf(chain.deployer);
    const nonceBefore = await gasNonce();

    const result = await sweepDeposits(deps(), "ERC20");
    expect(result).toMatchObject({ opened: 50, gasFunded: 50, swept: 50, failed: 0 });

    const total = batch.reduce((sum, m) => sum + m.amount, 0n);
    expect(await chain.usdtBalanceOf(chain.deployer)).toBe(hotBefore + total);
    for (const m of batch) expect(await chain.usdtBalanceOf(m.address)).toBe(0n);
    expect((await gasNonce()) - nonceBefore).toBe(50);
    const rows = await sweepRows();
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => r.status === "SWEPT" && r.gas_tx_hash && BigInt(r.gas_amount_raw) > 0n)).toBe(
      true,
    );
    expect(new Set(rows.map((r) => r.address.toLowerCase())).size).toBe(50);
    expect(await custody()).toEqual({ DEPOSIT_ADDRESSES: String(-total), HOT_WALLET: String(total) });
    // Members' balances did not move.
    for (const m of batch.slice(0, 5)) expect(await memberMicro(m.id)).toBe(m.amount);
    await expectLedgerSound(t.gateway.deps.dataSource);
  });

  it("a second sweep moves nothing more and funds no gas", async () => {
    const hotBefore = await chain.usdtBalanceOf(chain.deployer);
    const nonceBefore = await gasNonce();
    const result = await sweepDeposits(deps(), "ERC20");
    expect(result).toMatchObject({ opened: 0, gasFunded: 0, swept: 0, failed: 0 });
    expect(await chain.usdtBalanceOf(chain.deployer)).toBe(hotBefore);
    expect(await gasNonce()).toBe(nonceBefore);
    expect(await sweepRows()).toHaveLength(50);
  });

  it("leaves an address under the threshold where it is", async () => {
    const [small] = await depositTo(1, 5_000_000n);
    const result = await sweepDeposits(deps(), "ERC20");
    expect(result).toMatchObject({ opened: 0, swept: 0 });
    expect(await chain.usdtBalanceOf(small!.address)).toBe(5_000_000n);
  });

  it("a sweep stopped after funding gas resumes without funding again", async () => {
    const batch = await depositTo(3, 30_000_000n);
    const nonceBefore = await gasNonce();
    const stopped = await sweepDeposits({ ...deps(), sweepSigner: crashingAfterGas(signer) }, "ERC20");
    expect(stopped).toMatchObject({ opened: 3, gasFunded: 3, swept: 0, failed: 0 });
    expect((await gasNonce()) - nonceBefore).toBe(3);
    const open = (await sweepRows()).slice(-3);
    expect(open.map((r) => r.status)).toEqual(["GAS_FUNDED", "GAS_FUNDED", "GAS_FUNDED"]);
    expect(open.every((r) => /worker stopped/.test(String((r as { reason?: string }).reason)))).toBe(true);

    // Staff see the three waiting for their USDT transfer, with the last run's problem.
    const staff = await createMarketUser(t, { role: "staff" });
    const issues = await staff.client.gql<{
      sweepIssues: { address: string; status: string; reason: string }[];
    }>(
      `{ sweepIssues { id network address status amount destinationKind gasTxHash sweepTxHash reason updatedAt } }`,
    );
    expect(issues.body.errors).toBeUndefined();
    const listed = issues.body.data!.sweepIssues;
    expect(listed.map((s) => `${s.address} ${s.status}`).sort()).toEqual(
      batch.map((m) => `${m.address} GAS_FUNDED`).sort(),
    );
    expect(listed.every((s) => s.reason === "USDT transfer: worker stopped")).toBe(true);

    const hotBefore = await chain.usdtBalanceOf(chain.deployer);
    const resumed = await sweepDeposits(deps(), "ERC20");
    expect(resumed).toMatchObject({ opened: 0, gasFunded: 0, swept: 3, failed: 0 });
    expect((await gasNonce()) - nonceBefore).toBe(3);
    expect(await chain.usdtBalanceOf(chain.deployer)).toBe(hotBefore + 90_000_000n + 3_000_000n);
    for (const m of batch) expect(await chain.usdtBalanceOf(m.address)).toBe(0n);
    expect((await sweepRows()).filter((r) => r.status === "SWEPT")).toHaveLength(53);
    const after = await staff.client.gql<{ sweepIssues: unknown[] }>(`{ sweepIssues { id } }`);
    expect(after.body.data!.sweepIssues).toEqual([]);
  });

  it("sweeps an address again once a new deposit is credited to it", async () => {
    const first = members[0]!;
    await depositInOneBlock(chain, ANVIL_SENDER_KEYS[0], [{ to: first.address, amount: 12_000_000n }]);
    await pollDeposits(t.gateway.deps, "ERC20");
    members.push({ ...first, amount: 12_000_000n });
    const nonceBefore = await gasNonce();
    expect(await sweepDeposits(deps(), "ERC20")).toMatchObject({ opened: 1, swept: 1, failed: 0 });
    expect(await chain.usdtBalanceOf(first.address)).toBe(0n);
    // Its ETH left over from the first sweep's headroom may pay part of the fee: at most one funding.
    expect((await gasNonce()) - nonceBefore).toBeLessThanOrEqual(1);
    await expectLedgerSound(t.gateway.deps.dataSource);
  });

  it("the daily reserves report: covered, the gas wallet's runway, and only for staff", async () => {
    const report = await runReservesReport(t.gateway.deps, new Date("2026-11-24T16:30:00Z"));
    const liabilities = members.reduce((sum, m) => sum + m.amount, 0n);
    expect(report).toMatchObject({
      reportDate: "2026-11-25",
      liabilities: Money.ofMinor("USDT", liabilities).toDecimal(),
      shortfall: "0",
      complete: true,
    });
    const [eth] = report.lines;
    expect(eth).toMatchObject({ network: "ERC20", depositAddresses: "5", coldStorage: "0", error: null });
    const gasRows = (await t.gateway.deps.dataSource.query(
      `SELECT gas_amount_raw FROM custody_sweep WHERE status = 'SWEPT' AND gas_amount_raw > 0`,
    )) as { gas_amount_raw: string }[];
    const average = gasRows.reduce((s, r) => s + BigInt(r.gas_amount_raw), 0n) / BigInt(gasRows.length);
    const gasBalance = await chain.client.getBalance({ address: GAS_WALLET_ADDRESS });
    expect(eth!.gasRunwaySweeps).toBe(Number(gasBalance / average));

    // A rerun the same day replaces the report; staff read it, members are refused (2017).
    await runReservesReport(t.gateway.deps, new Date("2026-11-25T10:00:00Z"));
    const query = `{ reservesReport { reportDate liabilities shortfall complete
      lines { network hotWallet depositAddresses coldStorage gasWallet averageGasPerSweep gasRunwaySweeps error } } }`;
    const staff = await createMarketUser(t, { role: "staff" });
    const res = await staff.client.gql<{ reservesReport: { reportDate: string; lines: unknown[] } }>(query);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.reservesReport).toMatchObject({ reportDate: "2026-11-25", shortfall: "0" });
    expect(res.body.data!.reservesReport.lines).toHaveLength(1);
    const count = (await t.gateway.deps.dataSource.query(`SELECT COUNT(*) AS n FROM reserves_report`)) as {
      n: string | number;
    }[];
    expect(Number(count[0]!.n)).toBe(1);
    const member = await createMarketUser(t);
    const refused = await member.client.gql(query);
    expect(errorCodeOf(refused)).toBe(2017);
  });

  it("the reserve rule passes, and fails once USDT leaves the hot wallet behind the ledger's back", async () => {
    const dataSource = t.gateway.deps.dataSource;
    const reserves = () => readOnChainReserves(t.gateway.deps);
    expect(await checkLedger(dataSource, { reserves })).toEqual([]);
    const onChain = await reserves();
    expect(onChain.complete).toBe(true);
    // The unswept small deposit is counted on its address.
    expect(onChain.networks[0]).toMatchObject({
      network: "ERC20",
      depositAddresses: 5_000_000n,
      coldStorage: 0n,
    });

    // Everything but 1 USDT leaves the hot wallet: members' 53 swept deposits are no longer covered.
    const hot = await chain.usdtBalanceOf(chain.deployer);
    await chain.transferUsdtFrom(DEV_CHAIN_DEPLOYER_KEY, OUTSIDER_ADDRESS, hot - 1_000_000n);
    const violations = await checkLedger(dataSource, { reserves });
    expect(violations.map((v) => v.rule)).toEqual([RESERVE_RULE]);
    const liabilities = members.reduce((sum, m) => sum + m.amount, 0n);
    expect(JSON.parse(violations[0]!.detail)).toMatchObject({
      liabilities: String(liabilities),
      on_chain: String(1_000_000n + 5_000_000n),
    });
    const report = await runReservesReport(t.gateway.deps);
    expect(report.shortfall).toBe(Money.ofMinor("USDT", liabilities - 6_000_000n).toDecimal());
  });
});
