import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { randomRequest, seededRng } from "../../helpers/fuzz-documents.js";
import { judgeAnswer, postGraphQL } from "../../helpers/fuzz-answers.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import { loadSchema, rootOperations } from "../../helpers/schema-operations.js";
import { SessionClient, STRONG_PASSWORD } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/**
 * Issue 12 item 9: random operations generated from schema/schema.graphql (valid and invalid
 * arguments, huge strings, deep selections, aliases, fragments, broken documents) as a visitor, a
 * member and a staff member. No answer is a 5xx, none carries a stack trace or SQL text, every error
 * is a catalogue code or a GraphQL validation error, and the ledger is sound afterwards.
 * FUZZ_OPS (default 10,000; 100,000 for the long run) and FUZZ_SEED reproduce a run.
 */
const OPS = Number(process.env.FUZZ_OPS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const IN_FLIGHT = 8;
// Sessions are checked (and renewed after a fuzzed logout) between batches.
const BATCH = 100;

interface Caller {
  name: string;
  email?: string;
  role?: "member" | "staff";
  client?: SessionClient;
}

let t: TestGateway;
const callers: Caller[] = [];

/** Signs a caller in again when a fuzzed call ended its session (logout, password change, deletion). */
async function keepSignedIn(caller: Caller): Promise<void> {
  if (!caller.role) return;
  const me = caller.client
    ? await caller.client.gql<{ me: { id: string } | null }>(`{ me { id } }`)
    : undefined;
  if (me?.body.data?.me) return;
  const client = new SessionClient(t);
  const res = await client.gql(`mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired } }`, {
    i: { email: caller.email, password: STRONG_PASSWORD },
  });
  if (!res.body.errors) {
    caller.client = client;
    return;
  }
  const fresh = await createMarketUser(t, { usdt: "500", role: caller.role });
  caller.email = fresh.email;
  caller.client = fresh.client;
}

beforeAll(async () => {
  // A low per-IP budget for the expensive public reads: the fuzz spends it within the minute, so some
  // calls answer RATE_LIMITED (9429) while most still reach the resolvers.
  t = await startTestGateway({ PUBLIC_QUERY_RATE_PER_MINUTE: "40" });
  await seedDemo(t.gateway.deps.dataSource);
  for (const role of ["member", "staff"] as const) {
    const user = await createMarketUser(t, { usdt: "500", role });
    callers.push({ name: role, role, email: user.email, client: user.client });
  }
  callers.push({ name: "visitor" });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("GraphQL fuzz", () => {
  it(
    `${OPS} generated operations: no 5xx, no leak, only catalogue or validation errors; ledger sound`,
    async () => {
      const started = Date.now();
      const schema = loadSchema();
      const operations = rootOperations(schema);
      const rng = seededRng(SEED);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const called = new Set<string>();
      const codes = new Map<string, number>();
      const spent = new Map<string, number>(); // wall milliseconds per root field (FUZZ_PROFILE=1 prints them)
      let done = 0;

      for (let batchStart = 0; batchStart < OPS; batchStart += BATCH) {
        for (const caller of callers) await keepSignedIn(caller);
        // Requests are generated up front in order, so a seed always gives the same requests.
        const batch = Array.from({ length: Math.min(BATCH, OPS - batchStart) }, (_, i) => ({
          index: batchStart + i,
          request: randomRequest(schema, rng, operations),
          caller: callers[Math.floor(rng() * callers.length)]!,
        }));
        let next = 0;
        const worker = async () => {
          while (next < batch.length) {
            const { index, request, caller } = batch[next++]!;
            const sent = Date.now();
            const { res, raw } = await postGraphQL(
              t.url,
              { query: request.query, variables: request.variables },
              caller.client?.cookieHeader(),
            );
            done += 1;
            const ms = Date.now() - sent;
            for (const field of request.fields) spent.set(field, (spent.get(field) ?? 0) + ms);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            for (const field of request.fields) called.add(field);
            const code = res.body.errors?.length
              ? String(res.body.errors[0]?.extensions?.code ?? "none")
              : res.body.data
                ? "data"
                : `HTTP ${res.status}`;
            codes.set(code, (codes.get(code) ?? 0) + 1);
            const problem = judgeAnswer(res, raw);
            if (problem && failures.length < 30) {
              failures.push(
                `#${index} (FUZZ_SEED=${SEED}) as ${caller.name}: ${problem}\n  ${request.query.slice(0, 400)}\n  ` +
                  JSON.stringify(request.variables).slice(0, 400),
              );
            }
          }
        };
        await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `graphql fuzz: ${done} operations over ${called.size}/${operations.length} root fields, seed ${SEED}, ` +
          `${seconds} s; HTTP statuses ${JSON.stringify(Object.fromEntries(statuses))}; answers ` +
          JSON.stringify(Object.fromEntries([...codes].sort((a, b) => b[1] - a[1]))),
      );
      if (process.env.FUZZ_PROFILE) {
        const slowest = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 15);
        console.log(`slowest root fields (ms in flight): ${JSON.stringify(Object.fromEntries(slowest))}`);
      }
      expect(failures).toEqual([]);
      expect(done).toBe(OPS);
      expect(called.size).toBe(operations.length);
      await expectLedgerSound(t.gateway.deps.dataSource);
    },
    Math.max(900_000, OPS * 20),
  );
});
