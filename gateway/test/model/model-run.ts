import fc from "fast-check";
import { marketCommands } from "./market-commands.js";
import { Checked, checkLedgerSound, checkModel } from "./model-checks.js";
import { newModel, usdtMinor, type ModelStats } from "./model-state.js";
import { MEMBERS, newCast, START_UNITS, type World } from "./model-world.js";
import { primaryCommands } from "./primary-commands.js";
import { redemptionCommands } from "./redemption-commands.js";
import { walletCommands } from "./wallet-commands.js";

export interface ModelRunOptions {
  /** Random sequences to run (each on a fresh cast, all in one database). */
  runs: number;
  /** Longest sequence of commands. */
  maxCommands: number;
  /** fast-check seed and path, to replay a failure (both printed with it). */
  seed?: number;
  path?: string;
  /** The commands' replayPath printed in the counterexample. */
  replayPath?: string;
  /** Print the figures every this many sequences (long runs). */
  progressEvery?: number;
  /**
   * Sequences per database: after this many, `renewWorld` replaces the world (and its database). The
   * ledger checker reads the whole database after every sequence, so its cost grows with what earlier
   * sequences wrote; a bound keeps a long run linear. A sequence never creates a database.
   */
  perDatabase?: number;
  renewWorld?: () => Promise<World>;
}

export interface ModelRunResult {
  stats: ModelStats;
  seconds: number;
  /** Time spent in the ledger checker. */
  ledgerMs: number;
}

const amounts = (max: number) =>
  fc.array(fc.integer({ min: 0, max }), { minLength: MEMBERS, maxLength: MEMBERS });

/**
 * Runs random sequences of the money operations against the real services and checks the model
 * invariants after every command and the ledger checker after every sequence. A failure throws
 * fast-check's report: the shrunk sequence of commands, the seed and the path to replay it.
 */
export async function runLedgerModel(first: World, options: ModelRunOptions): Promise<ModelRunResult> {
  let world = first;
  let onThisDatabase = 0;
  const stats: ModelStats = {
    commands: 0,
    accepted: 0,
    refused: 0,
    checks: 0,
    sequences: 0,
    ledgerChecks: 0,
    databases: 1,
    byCommand: {},
  };
  const commands = [...marketCommands, ...walletCommands, ...primaryCommands, ...redemptionCommands].map(
    (arb) => arb.map((command) => new Checked(command)),
  );
  const started = performance.now();
  let ledgerMs = 0;
  await fc.assert(
    fc.asyncProperty(
      amounts(300),
      amounts(400),
      fc.commands(commands, {
        maxCommands: options.maxCommands,
        ...(options.replayPath === undefined ? {} : { replayPath: options.replayPath }),
      }),
      async (usdt, jpoint, sequence) => {
        if (options.perDatabase && options.renewWorld && onThisDatabase >= options.perDatabase) {
          world = await options.renewWorld();
          onThisDatabase = 0;
          stats.databases += 1;
        }
        onThisDatabase += 1;
        stats.sequences += 1;
        const cast = await newCast(
          world,
          usdt.map((whole) => usdtMinor(whole)),
          jpoint.map((points) => BigInt(points)),
        );
        const model = newModel(cast, { [cast.cardId]: START_UNITS }, stats);
        const real = { world, cast };
        await checkModel(model, real);
        await fc.asyncModelRun(() => ({ model, real }), sequence);
        const before = performance.now();
        await checkLedgerSound(model, real);
        ledgerMs += performance.now() - before;
        if (options.progressEvery && stats.sequences % options.progressEvery === 0) {
          console.log(describeRun({ stats, seconds: (performance.now() - started) / 1000, ledgerMs }));
        }
      },
    ),
    {
      numRuns: options.runs,
      includeErrorInReport: true,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.path === undefined ? {} : { path: options.path }),
    },
  );
  return { stats, seconds: (performance.now() - started) / 1000, ledgerMs };
}

export function describeRun({ stats, seconds, ledgerMs }: ModelRunResult, detail = false): string {
  const line =
    `ledger model: ${stats.sequences} sequences, ${stats.commands} commands ` +
    `(${stats.accepted} accepted, ${stats.refused} refused as the model predicted), ` +
    `${stats.checks} model-invariant checks, ${stats.ledgerChecks} ledger-checker runs ` +
    `(${(ledgerMs / 1000).toFixed(1)} s), ${stats.databases} database(s), ${seconds.toFixed(1)} s`;
  if (!detail) return line;
  const rows = Object.entries(stats.byCommand)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, t]) =>
        `  ${name}: ${t.runs} runs, ${(t.ms / t.runs).toFixed(1)} ms each (+${(t.checkMs / t.runs).toFixed(1)} ms checks)`,
    );
  return [line, ...rows].join("\n");
}
