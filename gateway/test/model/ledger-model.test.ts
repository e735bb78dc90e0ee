import { afterAll, beforeAll, expect, it } from "vitest";
import { describeRun, runLedgerModel } from "./model-run.js";
import { startWorld, type World } from "./model-world.js";

/*
 * R1, the ledger model test: random sequences of buy, bid, settle, cancel, deposit, withdraw (and its
 * rejection and cancel), gift, convert, primary purchase with Jpoint, package opening and fusion run
 * against the real services; the model's invariants are checked after every command and the ledger
 * checker after every sequence; a failure is shrunk to a minimal sequence. The short form runs here
 * (`npm test`); `npm run test:model` runs 10,000 sequences. Sizes: MODEL_RUNS, MODEL_COMMANDS,
 * MODEL_PER_DATABASE;
 * MODEL_SEED, MODEL_PATH and MODEL_REPLAY_PATH replay a failure (all three are printed with it).
 */

const RUNS = Number(process.env.MODEL_RUNS ?? 8);
const MAX_COMMANDS = Number(process.env.MODEL_COMMANDS ?? 10);
/** Sequences per database in a long run (the ledger checker reads the whole database each time). */
const PER_DATABASE = Number(process.env.MODEL_PER_DATABASE ?? 1000);
const SEED = process.env.MODEL_SEED === undefined ? undefined : Number(process.env.MODEL_SEED);

let world: World;

beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.close();
});

it(
  "keeps the ledger and the model's invariants through random sequences of money operations",
  async () => {
    const result = await runLedgerModel(world, {
      runs: RUNS,
      maxCommands: MAX_COMMANDS,
      ...(SEED === undefined ? {} : { seed: SEED }),
      ...(process.env.MODEL_PATH ? { path: process.env.MODEL_PATH } : {}),
      ...(process.env.MODEL_REPLAY_PATH ? { replayPath: process.env.MODEL_REPLAY_PATH } : {}),
      ...(RUNS > 100 ? { progressEvery: 250 } : {}),
      perDatabase: PER_DATABASE,
      renewWorld: async () => {
        await world.close();
        world = await startWorld();
        return world;
      },
    });
    console.log(describeRun(result, true));
    expect(result.stats.sequences).toBeGreaterThanOrEqual(RUNS);
    expect(result.stats.ledgerChecks).toBe(result.stats.sequences);
  },
  // The full form (10,000 sequences) runs for a long time; the short form stays within seconds.
  RUNS > 100 ? 24 * 3_600_000 : 120_000,
);
