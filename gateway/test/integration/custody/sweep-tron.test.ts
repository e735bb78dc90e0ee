import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pollDeposits } from "../../../src/domains/wallet/deposits/services/poll-deposits.service.js";
import { myDepositAddress } from "../../../src/domains/wallet/deposits/services/deposit-address.service.js";
import { sweepDeposits } from "../../../src/domains/wallet/custody/services/sweep-deposits.service.js";
import { createSweepSigner, type SweepSigner } from "../../../src/adapters/chain/sweep-signer.js";
import { tronAddressFromEvm } from "../../../src/adapters/chain/tron-address.js";
import { TEST_DEPOSIT_MNEMONIC, TEST_DEPOSIT_XPUBS } from "../../helpers/anvil.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { ENERGY_PER_TRANSFER, startTronFake, type TronFake } from "../../helpers/tron-fake.js";
import { crashingAfterGas, GAS_WALLET_ADDRESS, GAS_WALLET_KEY } from "./custody-fixtures.js";

const SENDER = "TCLR62QdWGGG56nDZ8Gtsscab4cSUJZo3A";
const ENERGY_FEE = 210;
const GAS_WALLET_TRON = tronAddressFromEvm(GAS_WALLET_ADDRESS);

describe("deposit sweeping on TRON (fake full node that burns TRX for energy)", () => {
  let tron: TronFake;
  let t: TestGateway;
  let signer: SweepSigner;

  beforeAll(async () => {
    tron = await startTronFake({ energyFee: ENERGY_FEE });
    tron.fund(SENDER, 1_000_000_000_000n);
    tron.fundTrx(GAS_WALLET_TRON, 10_000_000_000n);
    t = await startTestGateway({
      TRON_API_URL: tron.url,
      TRON_USDT_CONTRACT: tron.usdt,
      TRON_CONFIRMATIONS: "1",
      TRON_SWEEP_THRESHOLD_USDT: "10",
      GAS_WALLET_ADDRESS_EVM: GAS_WALLET_ADDRESS,
      ...TEST_DEPOSIT_XPUBS,
    });
    signer = createSweepSigner({
      mnemonic: TEST_DEPOSIT_MNEMONIC,
      gasKey: GAS_WALLET_KEY,
      pollingIntervalMs: 20,
    });
  });

  afterAll(async () => {
    await t?.close();
    await tron?.close();
  });

  const deps = (s: SweepSigner = signer) => ({ ...t.gateway.deps, sweepSigner: s });

  it("funds each address with TRX for the energy once, sweeps its USDT to the hot wallet, resumes a stopped run", async () => {
    const addresses: string[] = [];
    for (let i = 0; i < 3; i++) {
      const user = await createMarketUser(t, { signIn: false });
      const { address } = await myDepositAddress(t.gateway.deps, user.id, "TRC20");
      tron.transfer(SENDER, address, 15_000_000n + BigInt(i));
      addresses.push(address);
    }
    await pollDeposits(t.gateway.deps, "TRC20");
    const hot = t.gateway.deps.config.HOT_WALLET_ADDRESS_TRON;
    const hotBefore = tron.balanceOf(hot);

    // Stopped after the gas: the TRX is on the addresses, no USDT moved.
    const stopped = await sweepDeposits(deps(crashingAfterGas(signer)), "TRC20");
    expect(stopped).toMatchObject({ opened: 3, gasFunded: 3, swept: 0, failed: 0 });
    const fee = ((ENERGY_PER_TRANSFER * 125n) / 100n) * BigInt(ENERGY_FEE);
    for (const address of addresses) expect(tron.trxOf(address)).toBe(fee);
    expect(tron.trxTransfersFrom(GAS_WALLET_TRON)).toBe(3);

    const resumed = await sweepDeposits(deps(), "TRC20");
    expect(resumed).toMatchObject({ opened: 0, gasFunded: 0, swept: 3, failed: 0 });
    expect(tron.trxTransfersFrom(GAS_WALLET_TRON)).toBe(3);
    expect(tron.balanceOf(hot)).toBe(hotBefore + 45_000_003n);
    for (const address of addresses) {
      expect(tron.balanceOf(address)).toBe(0n);
      // Burnt for the energy the transfer used; the headroom stays for the next sweep.
      expect(tron.trxOf(address)).toBe(fee - ENERGY_PER_TRANSFER * BigInt(ENERGY_FEE));
    }

    // Twice: nothing more.
    expect(await sweepDeposits(deps(), "TRC20")).toMatchObject({ opened: 0, gasFunded: 0, swept: 0 });
    await expectLedgerSound(t.gateway.deps.dataSource);
  });
});
