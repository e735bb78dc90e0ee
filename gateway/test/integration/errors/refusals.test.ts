import { randomUUID } from "node:crypto";
import { errorByCode, type ErrorName } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kycIdBox } from "../../../src/domains/kyc/services/kyc-id-box.js";
import { freezeUsdtWithdrawal } from "../../../src/domains/wallet/usdt-withdrawals/services/usdt-withdrawal-ledger.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { judgeAnswer, postGraphQL } from "../../helpers/fuzz-answers.js";
import {
  BUY_LISTING,
  createMarketUser,
  createTestCard,
  giveUnits,
  listThroughApi,
  type MarketUser,
} from "../../helpers/market-fixtures.js";
import {
  ACCESS_OR_TARGET_REFUSALS,
  KNOWN_DEVIATIONS,
  MALFORMED_IDS,
  REFUSAL_TABLE,
  UNKNOWN_ID,
  UNKNOWN_REFERENCE,
  uniqueKey,
  type Fixtures,
  type OperationRule,
  type TargetRef,
} from "../../helpers/refusal-table.js";
import {
  documentFor,
  leavesOf,
  loadSchema,
  plausibleValue,
  rootOperations,
  type RootOperation,
} from "../../helpers/schema-operations.js";
import type { GraphQLResponse } from "../../helpers/test-gateway.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { openAuction } from "../market/auction-fixtures.js";
import {
  buyPackages,
  createProduct as createPackageProduct,
  productInput,
} from "../packages/package-fixtures.js";
import { createProduct as createReleaseProduct, creditJpoint } from "../primary/primary-fixtures.js";
import { redemptionRefusalFixtures } from "../redemption/redemption-fixtures.js";
import { contentRefusalFixtures } from "../content/content-fixtures.js";
import { featureRefusalFixtures } from "./refusal-feature-fixtures.js";
import { setKyc } from "../wallet/wallet-fixtures.js";

/**
 * Issue 22 part 2: one refusal per situation (docs/ERRORS.md, "One refusal per situation"). Every root
 * operation of schema/schema.graphql is classified in helpers/refusal-table.ts, and each is called:
 * as a visitor (R1), as a member who owns none of the targets (R2, R5–R7), as staff without the
 * operation's role (R2), with every ID malformed (R3) and every target unknown (R4), and finally as the
 * owner (or the staff member), who is not refused for who they are or what they point at.
 */

let t: TestGateway;
let owner: MarketUser;
let other: MarketUser;
let staff: MarketUser;
let wrongRole: MarketUser;
/** Staff of another role than content: "without the role" for the content operations. */
let financeOnly: MarketUser;
const f = {} as Fixtures;
const schema = loadSchema();
const operations = rootOperations(schema);

interface Caller {
  name: string;
  cookie?: string;
}

/** Answers no caller may ever get (5xx, INTERNAL, a leak, a code outside the catalogue). */
const broken: string[] = [];

async function call(caller: Caller, op: RootOperation, variables: Record<string, unknown>) {
  const { res, raw } = await postGraphQL(t.url, { query: documentFor(op), variables }, caller.cookie);
  const problem = judgeAnswer(res, raw);
  if (problem) broken.push(`${op.field.name} as ${caller.name}: ${problem}`);
  return res;
}

/** The catalogue name of the first error, or "answered" when there is none. */
function answerOf(res: GraphQLResponse<unknown>): string {
  const error = res.body.errors?.[0];
  if (!error) return "answered";
  const code = error.extensions?.errorCode;
  return typeof code === "number"
    ? (errorByCode(code)?.name ?? String(code))
    : String(error.extensions?.code);
}

/** What must be the same for someone else's private thing and an unknown one: code, message, data. */
function sameness(res: GraphQLResponse<unknown>) {
  const error = res.body.errors?.[0];
  const ext = error?.extensions ?? {};
  return JSON.stringify([error?.message, ext.code, ext.errorCode, ext.messageKey, ext.data ?? null]);
}

/** Sets a value at a path of a variables object (into the first element of lists), creating objects. */
function setPath(variables: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(variables);
  const keys = path.split(".");
  let node = copy;
  for (const key of keys.slice(0, -1)) {
    let next = node[key];
    if (Array.isArray(next)) next = next[0];
    if (next === null || typeof next !== "object") {
      next = {};
      node[key] = next;
    }
    node = next as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
  return copy;
}

/** Plausible values, the table's own, then the fixtures' ids (and any overrides, e.g. one unknown id). */
function variablesFor(op: RootOperation, rule: OperationRule, overrides: Record<string, unknown> = {}) {
  let variables: Record<string, unknown> = {};
  for (const arg of op.field.args) variables[arg.name] = plausibleValue(arg.type, arg.name);
  for (const [path, value] of Object.entries(rule.args?.(f) ?? {}))
    variables = setPath(variables, path, value);
  for (const r of rule.refs ?? []) variables = setPath(variables, r.path, f[r.fixture]);
  for (const [path, value] of Object.entries(overrides)) variables = setPath(variables, path, value);
  return variables;
}

/** The field name a DATA_ERROR carries for a path: the argument, or the input's own field. */
const fieldOf = (path: string) => path.split(".")[1] ?? path;

/** data.reason as a message key (a plain key, or a key with its parameters). */
function reasonOf(res: GraphQLResponse<unknown>): unknown {
  const reason = (res.body.errors?.[0]?.extensions?.data as Record<string, unknown> | undefined)?.reason;
  return typeof reason === "object" && reason !== null ? (reason as { key?: unknown }).key : reason;
}

const refused = (answer: string) => (ACCESS_OR_TARGET_REFUSALS as readonly string[]).includes(answer);

/** A new member of their own, for operations that end or change the caller's session or account. */
async function fresh(): Promise<Caller> {
  const user = await createMarketUser(t, { usdt: "100" });
  return { name: "a new member", cookie: user.client.cookieHeader() };
}

const as = (user: MarketUser, name: string): Caller => ({ name, cookie: user.client.cookieHeader() });

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const rows = (await t.gateway.deps.dataSource.query(sql, params)) as T[];
  if (!rows[0]) throw new Error(`no row: ${sql}`);
  return rows[0];
}

async function gqlOk<T>(user: MarketUser, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await user.client.gql<T>(query, variables);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!;
}

/** One of each thing the table points at; the owned ones belong to `owner`. */
async function createFixtures(): Promise<void> {
  const db = t.gateway.deps.dataSource;
  const buyer = await createMarketUser(t, { usdt: "1000" });
  f.ownerId = owner.id;
  f.ownerPublicId = owner.publicId;
  f.receiverEmail = buyer.email;
  for (const [name, table] of [
    ["chain", "chain"],
    ["publisher", "publisher"],
    ["series", "series"],
    ["artist", "artist"],
  ] as const) {
    f[name] = String((await one<{ id: string }>(`SELECT MIN(id) AS id FROM ${table}`)).id);
  }

  // Units of a card the owner holds (on no listing); listings and an auction of another card of theirs,
  // and a trade the buyer made on one of them (buying there never gives anyone the held card).
  f.heldCard = await createTestCard(db);
  f.listedCard = await createTestCard(db);
  f.spareCard = await createTestCard(db);
  await giveUnits(db, f.heldCard, owner.id, 5);
  await giveUnits(db, f.listedCard, owner.id, 20);
  const list = async (units: number) =>
    (await listThroughApi(owner, { cardId: f.listedCard, type: "DIRECT", units, unitPrice: "20" })).id;
  f.fixedListing = await list(8);
  f.listingToCancel = await list(1);
  f.auction = await openAuction(db, { sellerId: owner.id, cardId: f.listedCard, startPrice: "20" });
  f.trade = uniqueKey("trade");
  await gqlOk(buyer, BUY_LISTING, { i: { listingId: f.fixedListing, orderId: f.trade, units: 1 } });

  // A package of the owner, a release they bought with Jpoint, and a conversion quote of theirs.
  const product = await createPackageProduct(
    staff.client,
    productInput([f.spareCard, await createTestCard(db)]),
  );
  f.packageProduct = product.id;
  [f.package] = (await buyPackages(db, product.id, owner, 1)) as [string];
  f.release = await createReleaseProduct(db, { cardId: await createTestCard(db), priceJpoint: 300 });
  await creditJpoint(db, owner.id, 5000);
  const bought = await gqlOk<{ buyProduct: { orderId: string } }>(
    owner,
    `mutation($i: BuyProductInput!) { buyProduct(input: $i) { orderId } }`,
    { i: { productId: f.release, quantity: 1, payWith: "JPOINT", idempotencyKey: uniqueKey("fixture") } },
  );
  f.primaryOrder = bought.buyProduct.orderId;
  const quote = await gqlOk<{ quoteJpointConversion: { id: string } }>(
    owner,
    `mutation($a: String!) { quoteJpointConversion(amount: $a) { id } }`,
    { a: "100" },
  );
  f.quote = quote.quoteJpointConversion.id;
  // An event the owner administers, and the owner's unclaimed gift (its claim QR is theirs only).
  Object.assign(f, await redemptionRefusalFixtures(db, owner));
  // A published content item and a marketplace banner.
  Object.assign(f, await contentRefusalFixtures(t.gateway.deps, staff.id));
  // A notice, an application (by the buyer), a celebrity, a room type and the owner's rooms.
  Object.assign(f, await featureRefusalFixtures(t, owner, other, buyer));

  // Staff-side things: a recipe, a credit waiting for a second staff member, a pause window, a KYC
  // submission under review, an account waiting out its deletion.
  const recipe = await gqlOk<{ createFusionRecipe: { id: string } }>(
    staff,
    `mutation($i: CreateFusionRecipeInput!) { createFusionRecipe(input: $i) { id } }`,
    {
      i: {
        name: "Refusal recipe",
        outputCardId: f.spareCard,
        outputUnits: 1,
        inputs: [{ cardId: f.heldCard, units: 1 }],
      },
    },
  );
  f.recipe = recipe.createFusionRecipe.id;
  const credit = await gqlOk<{ adminCreditUsdt: { pendingRequest: { id: string } | null } }>(
    staff,
    `mutation($i: AdminCreditUsdtInput!) { adminCreditUsdt(input: $i) { pendingRequest { id } } }`,
    { i: { userId: owner.id, amount: "5000", reason: "Refusal table", idempotencyKey: uniqueKey("credit") } },
  );
  f.creditRequest = credit.adminCreditUsdt.pendingRequest!.id;
  const day = 86_400_000;
  const pause = await gqlOk<{ addJpointPause: { id: string } }>(
    staff,
    `mutation($i: JpointPauseInput!) { addJpointPause(input: $i) { id } }`,
    {
      i: {
        from: new Date(Date.now() + 30 * day).toISOString(),
        to: new Date(Date.now() + 31 * day).toISOString(),
        scope: "BOTH",
        note: "Refusal table",
      },
    },
  );
  f.jpointPause = pause.addJpointPause.id;
  await setKyc(db, buyer.id, "REVIEW");
  await setKyc(db, owner.id, "APPROVED");
  await setKyc(db, other.id, "APPROVED");
  // The staff queue opens every listed ID number: seal them as a real submission is.
  await db.query(`UPDATE kyc_submission SET id_number_sealed = ? WHERE user_id IN (?, ?, ?)`, [
    kycIdBox(t.gateway.deps.config).seal("A123456789"),
    buyer.id,
    owner.id,
    other.id,
  ]);
  f.kycSubmission = String(
    (await one<{ id: string }>(`SELECT id FROM kyc_submission WHERE user_id = ?`, [buyer.id])).id,
  );
  const leaving = await createMarketUser(t, { signIn: false });
  await db.query(
    `UPDATE user_account SET status = 'pending_deletion', deletion_requested_at = NOW(3),
            deletion_due_at = NOW(3) + INTERVAL 7 DAY WHERE id = ?`,
    [leaving.id],
  );
  f.pendingDeletionUser = leaving.id;

  // The owner's withdrawals under review (written as the request would leave them; no chain here).
  const usdt = (await db.query(
    `INSERT INTO usdt_withdrawal (user_id, network, address, amount, fee, status, pending_user_id, idempotency_key)
     VALUES (?, 'ERC20', ?, 10000000, 2000000, 'REVIEW', ?, ?)`,
    [owner.id, "0x000000000000000000000000000000000000dEaD", owner.id, randomUUID()],
  )) as { insertId: number };
  f.usdtWithdrawal = String(usdt.insertId);
  await withTransaction(db, (em) =>
    freezeUsdtWithdrawal(em, {
      id: f.usdtWithdrawal,
      userId: owner.id,
      amount: 10_000_000n,
      fee: 2_000_000n,
    }),
  );
  const card = (await db.query(
    `INSERT INTO card_withdrawal (user_id, card_id, units, chain_code, address, fee_currency, fee, status, idempotency_key)
     VALUES (?, ?, 1, 'ETH', ?, 'JPOINT', 0, 'REVIEW', ?)`,
    [owner.id, f.spareCard, "0x000000000000000000000000000000000000dEaD", randomUUID()],
  )) as { insertId: number };
  f.cardWithdrawal = String(card.insertId);
}

beforeAll(async () => {
  t = await startTestGateway({ PUBLIC_QUERY_RATE_PER_MINUTE: "1000000" });
  await seedDemo(t.gateway.deps.dataSource);
  owner = await createMarketUser(t, { usdt: "1000" });
  other = await createMarketUser(t, { usdt: "1000" });
  staff = await createMarketUser(t, { usdt: "100", role: "staff" });
  wrongRole = await createMarketUser(t, { roles: ["content"] });
  financeOnly = await createMarketUser(t, { roles: ["finance"] });
  await createFixtures();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The ID leaves of an operation (arguments and input fields), as dotted paths. */
function idPaths(op: RootOperation): string[] {
  return leavesOf(op.field.args)
    .filter((leaf) => leaf.typeName === "ID")
    .map((leaf) => leaf.path.join("."));
}

/** What a member who owns none of the targets gets, by the strictest rule among the targets. */
function otherExpects(refs: readonly TargetRef[]): ErrorName | null {
  // R5/R7: as an unknown one, which is R4's NOT_FOUND or a documented exception's own 404.
  const hidden = refs.find((r) => r.rule === "private");
  if (hidden) return hidden.unknownAnswers ?? "NOT_FOUND";
  if (refs.some((r) => r.rule === "ownListing")) return "NOT_OWNER_OF_WORK";
  if (refs.some((r) => r.rule === "heldUnits")) return "CARD_NOT_YOURS";
  return null;
}

describe("one refusal per situation (docs/ERRORS.md)", () => {
  it("classifies every operation of the schema, and every id each one takes", () => {
    const inSchema = operations.map((op) => op.field.name).sort();
    expect(Object.keys(REFUSAL_TABLE).sort()).toEqual(inSchema);
    const problems: string[] = [];
    for (const op of operations) {
      const rule = REFUSAL_TABLE[op.field.name]!;
      const paths = (rule.refs ?? []).map((r) => r.path);
      for (const path of idPaths(op)) {
        if (!paths.includes(path)) problems.push(`${op.field.name}: ID ${path} has no rule`);
      }
      const leaves = leavesOf(op.field.args).map((leaf) => leaf.path.join("."));
      for (const path of paths) {
        if (!leaves.includes(path)) problems.push(`${op.field.name}: ${path} is not one of its arguments`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("refuses visitors, members, staff without the role, malformed and unknown ids as the table says; never the owner", async () => {
    const started = Date.now();
    const problems: string[] = [];
    const visitor: Caller = { name: "visitor" };
    const member = as(other, "other member");
    const staffCaller = as(staff, "staff");
    const contentWrongRole = as(financeOnly, "staff without the role");
    let calls = 0;
    const expectAnswer = (where: string, answer: string, expected: string) => {
      if (answer !== expected) problems.push(`${where}: expected ${expected}, answered ${answer}`);
    };

    // Everything but the owner's calls first: those may change their targets (cancel, open, confirm).
    for (const op of operations) {
      const name = op.field.name;
      const rule = REFUSAL_TABLE[name]!;
      const refs = rule.refs ?? [];
      const vars = () => variablesFor(op, rule);

      // R1: a visitor.
      const asVisitor = answerOf(await call(visitor, op, vars()));
      calls += 1;
      if (rule.access === "public") {
        if (["LOGIN_REQUIRED", "FORBIDDEN"].includes(asVisitor))
          problems.push(`${name} as visitor: ${asVisitor}`);
      } else expectAnswer(`${name} as visitor`, asVisitor, "LOGIN_REQUIRED");

      // R2, R5–R7: a member who owns none of it; staff without the operation's role.
      const memberCaller = rule.freshCaller ? await fresh() : member;
      const otherRes = await call(memberCaller, op, vars());
      calls += 1;
      const asOther = answerOf(otherRes);
      if (process.env.REFUSALS_VERBOSE) console.log(`other ${name}: ${asOther}`);
      if (rule.access === "staff") {
        // The content role runs the content operations: "without the role" is then another role.
        const wrongRoleCaller = rule.contentRole ? contentWrongRole : as(wrongRole, "staff without the role");
        expectAnswer(`${name} as member`, asOther, "FORBIDDEN");
        expectAnswer(
          `${name} as ${wrongRoleCaller.name}`,
          answerOf(await call(wrongRoleCaller, op, vars())),
          "FORBIDDEN",
        );
        calls += 1;
      } else {
        const expected = otherExpects(refs);
        if (expected)
          expectAnswer(`${name} as ${memberCaller.name} on the owner's target`, asOther, expected);
        else if (refused(asOther)) problems.push(`${name} as ${memberCaller.name}: refused with ${asOther}`);
      }

      // R3 and R4, by whoever gets past the access check.
      const checker = rule.access === "staff" ? staffCaller : memberCaller;
      for (const r of refs) {
        const isId = idPaths(op).includes(r.path);
        if (isId) {
          for (const bad of MALFORMED_IDS) {
            const res = await call(checker, op, variablesFor(op, rule, { [r.path]: bad.value }));
            calls += 1;
            const where = `${name}(${r.path} ${bad.label})`;
            expectAnswer(where, answerOf(res), "DATA_ERROR");
            const data = res.body.errors?.[0]?.extensions?.data as Record<string, unknown> | undefined;
            if (
              answerOf(res) === "DATA_ERROR" &&
              (data?.field !== fieldOf(r.path) || reasonOf(res) !== "validation.id")
            )
              problems.push(
                `${where}: data ${JSON.stringify(data)}, expected field ${fieldOf(r.path)}, reason validation.id`,
              );
          }
        }
        const unknownRes = await call(
          checker,
          op,
          variablesFor(op, rule, { [r.path]: isId ? UNKNOWN_ID : UNKNOWN_REFERENCE }),
        );
        calls += 1;
        const asUnknown = answerOf(unknownRes);
        const key = `${name}(${r.path} unknown)`;
        const where = `${key} as ${checker.name}`;
        const deviation = KNOWN_DEVIATIONS[key];
        if (deviation)
          expectAnswer(`${where} (a known deviation: see KNOWN_DEVIATIONS)`, asUnknown, deviation);
        else if (r.unknownAnswers) expectAnswer(where, asUnknown, r.unknownAnswers);
        else if (r.rule === "filter") {
          if (refused(asUnknown)) problems.push(`${where}: a filter refused with ${asUnknown}`);
        } else expectAnswer(where, asUnknown, "NOT_FOUND");
        // R5/R7: someone else's private thing answers exactly like an unknown one.
        if (r.rule === "private" && rule.access !== "staff" && sameness(otherRes) !== sameness(unknownRes))
          problems.push(
            `${name}: someone else's ${r.fixture} ${sameness(otherRes)} differs from unknown ${sameness(unknownRes)}`,
          );
      }
    }

    // The owner (staff for staff operations) is never refused for who they are or what they point at.
    for (const op of operations) {
      const name = op.field.name;
      const rule = REFUSAL_TABLE[name]!;
      const caller =
        rule.access === "staff" ? staffCaller : rule.freshCaller ? await fresh() : as(owner, "owner");
      const answer = answerOf(await call(caller, op, variablesFor(op, rule)));
      calls += 1;
      if (process.env.REFUSALS_VERBOSE) console.log(`owner ${name}: ${answer}`);
      if (rule.ownerAnswers) expectAnswer(`${name} as ${caller.name}`, answer, rule.ownerAnswers);
      else if (refused(answer)) problems.push(`${name} as ${caller.name}: refused with ${answer}`);
    }

    console.log(
      `refusals: ${operations.length} operations, ${calls} calls in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect([...broken, ...problems]).toEqual([]);
  }, 300_000);
});
