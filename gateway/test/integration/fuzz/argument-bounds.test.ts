import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { changedTables, judgeAnswer, postGraphQL, tableFingerprint } from "../../helpers/fuzz-answers.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import {
  badValuesFor,
  documentFor,
  leavesOf,
  loadSchema,
  plausibleValue,
  type KnownIds,
  rootOperations,
  withLeaf,
} from "../../helpers/schema-operations.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/**
 * Issue 20: for every operation in schema/schema.graphql and every argument (nested input fields
 * included), a call with plausible values and ONE bad value (over-long, empty, negative, fractional,
 * huge) answers a catalogue code or a GraphQL validation error — never INTERNAL, never 5xx — and
 * writes nothing. Run as a visitor, a member and a staff member.
 */

// Written by any signed-in request (last seen) or by design for refused attempts too (the staff audit
// log records every staff operation, refused or not); not by the refused operation itself.
const IGNORED_TABLES = new Set(["user_session", "staff_audit_log", "schema_migrations"]);

/** Long texts by design (content bodies up to 100 KB): their own tests check where their bound is. */
const LONG_TEXT_LEAVES = new Set([
  "contentPreview.markdown",
  "saveContentItem.input.translations.bodyMarkdown",
]);

let t: TestGateway;
const callers: { name: string; cookie?: string }[] = [];
const ids: KnownIds = {};

/** The first row of each table an ID argument names, so a call reaches the rules behind "not found". */
const ID_TABLES: Record<string, string> = {
  listingId: "market_listing",
  cardId: "card",
  outputCardId: "card",
  chainId: "chain",
  publisherId: "publisher",
  artistId: "artist",
  seriesId: "series",
  productId: "primary_product",
  recipeId: "fusion_recipe",
  packageId: "user_package",
  quoteId: "jpoint_conversion_quote",
};

beforeAll(async () => {
  // Every call must reach its rules: no per-IP budget in the way.
  t = await startTestGateway({ PUBLIC_QUERY_RATE_PER_MINUTE: "1000000" });
  await seedDemo(t.gateway.deps.dataSource);
  const member = await createMarketUser(t, { usdt: "1000" });
  const staff = await createMarketUser(t, { usdt: "1000", role: "staff" });
  for (const [name, table] of Object.entries(ID_TABLES)) {
    const [row] = (await t.gateway.deps.dataSource.query(`SELECT MIN(id) AS id FROM ${table}`)) as {
      id: string | null;
    }[];
    if (row?.id) ids[name] = String(row.id);
  }
  ids.userId = member.id;
  callers.push(
    { name: "visitor" },
    { name: "member", cookie: member.client.cookieHeader() },
    {
      name: "staff",
      cookie: staff.client.cookieHeader(),
    },
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("every argument of every operation is bounded", () => {
  it("answers a catalogue code or a validation error to one bad value, and writes nothing", async () => {
    const started = Date.now();
    const schema = loadSchema();
    const dataSource = t.gateway.deps.dataSource;
    const problems: string[] = [];
    let operations = 0;
    let leavesTried = 0;
    let calls = 0;
    let withoutArguments = 0;

    for (const op of rootOperations(schema)) {
      const leaves = leavesOf(op.field.args);
      if (!leaves.length) {
        withoutArguments += 1; // nothing to bound; the fuzz test calls it
        continue;
      }
      operations += 1;
      leavesTried += leaves.length;
      const query = documentFor(op);
      const plausible: Record<string, unknown> = {};
      for (const arg of op.field.args) plausible[arg.name] = plausibleValue(arg.type, arg.name, ids);

      const before = await tableFingerprint(dataSource, IGNORED_TABLES);
      for (const leaf of leaves) {
        for (const bad of badValuesFor(leaf.typeName, leaf.path[leaf.path.length - 1]!)) {
          const variables = withLeaf(plausible, leaf.path, bad.value);
          for (const caller of callers) {
            calls += 1;
            const { res, raw } = await postGraphQL(t.url, { query, variables }, caller.cookie);
            const where = `${op.field.name}(${leaf.path.join(".")} ${bad.label}) as ${caller.name}`;
            const problem = judgeAnswer(res, raw);
            if (problem) problems.push(`${where}: ${problem}`);
            else if (!res.body.errors?.length && op.kind === "mutation") {
              problems.push(`${where}: accepted by a mutation`);
            } else if (
              !res.body.errors?.length &&
              (bad.label === "over-long" || bad.label === "long") &&
              !LONG_TEXT_LEAVES.has(`${op.field.name}.${leaf.path.join(".")}`)
            ) {
              problems.push(`${where}: ${bad.label} value accepted`);
            } else if (!res.body.errors?.length && process.env.BOUNDS_VERBOSE) {
              console.log(`accepted: ${where} -> ${JSON.stringify(res.body.data).slice(0, 120)}`);
            }
          }
        }
      }
      const changed = changedTables(before, await tableFingerprint(dataSource, IGNORED_TABLES));
      if (changed.length) problems.push(`${op.field.name}: a refused call wrote to ${changed.join(", ")}`);
    }

    console.log(
      `argument bounds: ${operations} operations with arguments (${withoutArguments} have none), ` +
        `${leavesTried} arguments and input fields, ${calls} calls ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(problems).toEqual([]);
    expect(operations).toBeGreaterThan(50);
    await expectLedgerSound(dataSource);
  }, 600_000);

  it("sendRegisterCode with a 100 KB address answers DATA_ERROR naming email", async () => {
    const mails = async () =>
      Number(
        (
          (await t.gateway.deps.dataSource.query(`SELECT COUNT(*) AS n FROM mail_message`)) as { n: string }[]
        )[0]!.n,
      );
    const before = await mails();
    const res = await t.gql(
      `mutation($i: SendRegisterCodeInput!) { sendRegisterCode(input: $i) { resendInSeconds } }`,
      {
        i: { email: `${"a".repeat(100_000)}@example.com`, site: 1 },
      },
    );
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: "DATA_ERROR", data: { field: "email" } });
    expect(await mails()).toBe(before);
  });
});
