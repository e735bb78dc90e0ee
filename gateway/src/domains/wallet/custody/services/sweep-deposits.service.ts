import type { UsdtNetwork } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import type { SweepSender, SweepSigner } from "../../../../adapters/chain/sweep-signer.js";
import { withTransaction } from "../../../../infra/transaction.js";
import { tokenUnitsToMicroUsdt } from "../../deposits/services/deposit-amount.js";
import {
  findOpenSweeps,
  findSweepCandidates,
  insertSweepIgnore,
  markFailed,
  markGasFunded,
  markSwept,
  moveCustody,
  setGasTxHash,
  setSweepQuote,
  setSweepReason,
  setSweepTxHash,
  type SweepRow,
} from "../repo/custody-sweep.repo.js";
import { withSweepLock } from "./sweep-lock.js";
import { sweepSettings, type SweepSettings } from "./sweep-settings.js";

/** What a process that sweeps has: the sweep signer (workers only: deposit keys and the gas wallet's key). */
export interface WithSweepSigner {
  sweepSigner: SweepSigner;
}

export interface SweepDepositsResult {
  network: UsdtNetwork;
  /** Why nothing was done (not configured, another sweep running). */
  skipped?: string;
  /** Sweeps opened by this run (addresses at or over the threshold without an open sweep). */
  opened: number;
  /** Addresses the gas wallet sent coin to in this run. */
  gasFunded: number;
  swept: number;
  failed: number;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  }
  return results;
}

/**
 * One sweep of a network's deposit addresses (docs/WALLET-CHAIN.md "Sweeping"): every address with a
 * credited deposit holding at least the threshold gets an open custody_sweep row; each open row goes
 * PENDING → (gas wallet funds exactly the missing fee) GAS_FUNDED → (the address sends its USDT to the
 * hot wallet or cold address) SWEPT, with the custody ledger moved in the same transaction as SWEPT.
 * Every step is a conditional update and every broadcast's hash is stored before it is waited for, so
 * a run that stops anywhere is resumed by the next one without funding or sending twice.
 */
export async function sweepDeposits(
  deps: AppDeps & WithSweepSigner,
  network: UsdtNetwork,
): Promise<SweepDepositsResult> {
  const result: SweepDepositsResult = { network, opened: 0, gasFunded: 0, swept: 0, failed: 0 };
  const settings = sweepSettings(deps.config, network);
  if (!settings) return { ...result, skipped: "network not configured" };
  const sender =
    settings.runtime.adapter.family === "evm"
      ? deps.sweepSigner.evm(settings.url)
      : deps.sweepSigner.tron(settings.url);
  const ran = await withSweepLock(deps, network, () => sweepLocked(deps, settings, sender, result));
  return ran ?? { ...result, skipped: "another sweep of this network is running" };
}

async function sweepLocked(
  deps: AppDeps,
  settings: SweepSettings,
  sender: SweepSender,
  result: SweepDepositsResult,
): Promise<SweepDepositsResult> {
  const { runtime } = settings;
  const { adapter, token, network } = runtime;
  const decimals = await adapter.tokenDecimals(token);
  const db = deps.dataSource;

  // 1. Open a sweep for every candidate at or over the threshold (an open one is kept as it is).
  const candidates = await findSweepCandidates(db, network);
  await inBatches(candidates, 10, async (c) => {
    const balance = await adapter.tokenBalance(token, c.address);
    const micro = tokenUnitsToMicroUsdt(balance, decimals);
    if (micro === 0n || micro < settings.thresholdMicro) return;
    if (sender.depositAddress(c.derivationIndex).toLowerCase() !== c.address.toLowerCase()) {
      throw new Error(`the sweep's mnemonic does not derive deposit address ${c.address}`);
    }
    const opened = await insertSweepIgnore(db, {
      network,
      address: c.address,
      userId: c.userId,
      derivationIndex: c.derivationIndex,
      destination: settings.destination,
      destinationKind: settings.destinationKind,
      amountRaw: balance,
      amount: micro,
    });
    if (opened) result.opened++;
  });
  const open = await findOpenSweeps(db, network);

  // 2. Gas: quote, fund what is missing (broadcasts one at a time), then wait for all of them.
  const funding: { row: SweepRow; hash: string }[] = [];
  for (const row of open.filter((r) => r.status === "PENDING")) {
    if (row.gasTxHash) {
      funding.push({ row, hash: row.gasTxHash });
      continue;
    }
    try {
      const balance = await adapter.tokenBalance(token, row.address);
      const micro = tokenUnitsToMicroUsdt(balance, decimals);
      if (micro === 0n) {
        if (await markFailed(db, row.id, "the address holds no USDT any more")) result.failed++;
        continue;
      }
      const quote = await sender.quoteTokenTransfer(token, row.address, row.destination, balance);
      const need = quote.gasLimit * quote.gasPrice;
      const have = await adapter.nativeBalance(row.address);
      const missing = need > have ? need - have : 0n;
      const quoted = await setSweepQuote(db, row.id, {
        amountRaw: balance,
        amount: micro,
        gasLimit: quote.gasLimit,
        gasPriceRaw: quote.gasPrice,
        gasAmountRaw: missing,
      });
      if (!quoted) continue;
      if (missing === 0n) {
        await markGasFunded(db, row.id);
        continue;
      }
      const hash = await sender.sendGas(row.address, missing);
      await setGasTxHash(db, row.id, hash);
      result.gasFunded++;
      funding.push({ row, hash });
    } catch (error) {
      await setSweepReason(db, row.id, `gas funding: ${message(error)}`);
    }
  }
  await Promise.all(
    funding.map(async ({ row, hash }) => {
      try {
        const outcome = await sender.waitFor(hash);
        if (outcome === "success") await markGasFunded(db, row.id);
        else if (await markFailed(db, row.id, `gas transfer ${hash} reverted`)) result.failed++;
      } catch (error) {
        await setSweepReason(db, row.id, `gas funding: ${message(error)}`);
      }
    }),
  );

  // 3. The USDT: each funded address sends what was quoted (its own key: broadcasts run side by side).
  const funded = await findOpenSweeps(db, network);
  await inBatches(
    funded.filter((r) => r.status === "GAS_FUNDED"),
    10,
    async (row) => {
      try {
        let hash = row.sweepTxHash;
        if (!hash) {
          const balance = await adapter.tokenBalance(token, row.address);
          if (balance < row.amountRaw) {
            const reason = `the address holds ${balance} base units, less than the ${row.amountRaw} quoted`;
            if (await markFailed(db, row.id, reason)) result.failed++;
            return;
          }
          hash = await sender.sendTokenFromDeposit(
            row.derivationIndex,
            token,
            row.destination,
            row.amountRaw,
            {
              gasLimit: row.gasLimit!,
              gasPrice: row.gasPriceRaw!,
            },
          );
          await setSweepTxHash(db, row.id, hash);
        }
        const outcome = await sender.waitFor(hash);
        if (outcome === "reverted") {
          if (await markFailed(db, row.id, `USDT transfer ${hash} reverted`)) result.failed++;
          return;
        }
        const done = await withTransaction(db, async (em) => {
          if (!(await markSwept(em, row.id))) return false;
          await moveCustody(em, network, "DEPOSIT_ADDRESSES", row.destinationKind, row.amount);
          return true;
        });
        if (done) result.swept++;
      } catch (error) {
        await setSweepReason(db, row.id, `USDT transfer: ${message(error)}`);
      }
    },
  );
  return result;
}
