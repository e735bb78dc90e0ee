import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anonymiseAccount,
  anonymiseOverdueAccounts,
} from "../../../src/domains/accounts/services/account-deletion.service.js";
import { DELETION_BLOCKERS } from "../../../src/domains/accounts/services/deletion-blockers.js";
import { createAccount } from "../../../src/domains/accounts/services/create-account.service.js";
import { hashPassword } from "../../../src/domains/accounts/services/password.js";
import { makeStaffByEmail } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  errorCodeOf,
  latestMailedCode,
  registerAccount,
  SessionClient,
  STRONG_PASSWORD,
} from "../../helpers/session-client.js";

let t: TestGateway;
let staff: SessionClient;
beforeAll(async () => {
  t = await startTestGateway();
  await t.gateway.deps.dataSource.transaction(async (em) =>
    createAccount(em, {
      email: "boss@example.com",
      passwordHash: await hashPassword(STRONG_PASSWORD),
      nickname: "boss",
      signUpMethod: "email",
      site: 1,
      locale: "en",
      role: "staff",
    }),
  );
  staff = new SessionClient(t);
  await staff.gql(
    `mutation { login(input: { email: "boss@example.com", password: "${STRONG_PASSWORD}" }) { twoFactorRequired } }`,
  );
  await makeStaffByEmail(t, "boss@example.com", ["support"]); // the role and 2FA staff operations need
});
afterAll(async () => {
  await t.close();
});

const REQUEST = `mutation { requestAccountDeletion { resendInSeconds } }`;
const CONFIRM = `mutation($i: ConfirmAccountDeletionInput!) { confirmAccountDeletion(input: $i) { deletionDueAt } }`;
const LOGIN = `mutation($e: String!) { login(input: { email: $e, password: "${STRONG_PASSWORD}" }) { twoFactorRequired } }`;
const row = async (id: string) =>
  (
    (await t.gateway.deps.dataSource.query("SELECT * FROM user_account WHERE id = ?", [id])) as Record<
      string,
      unknown
    >[]
  )[0]!;

async function scheduleDeletion(email: string, nickname: string) {
  const c = new SessionClient(t);
  const { id } = await registerAccount(t, c, { email, nickname });
  expect((await c.gql(REQUEST)).body.errors).toBeUndefined();
  const code = await latestMailedCode(t, email);
  const res = await c.gql<{ confirmAccountDeletion: { deletionDueAt: string } }>(CONFIRM, {
    i: { email, code },
  });
  expect(res.body.errors).toBeUndefined();
  return { c, id, due: res.body.data!.confirmAccountDeletion.deletionDueAt };
}

describe("account deletion", () => {
  it("needs the account's own e-mail (2020) and the mailed code (1007); nothing changes on failure", async () => {
    const c = new SessionClient(t);
    const { id } = await registerAccount(t, c, { email: "quinn@example.com", nickname: "quinn" });
    await c.gql(REQUEST);
    const code = await latestMailedCode(t, "quinn@example.com");
    expect(errorCodeOf(await c.gql(CONFIRM, { i: { email: "other@example.com", code } }))).toBe(2020);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(errorCodeOf(await c.gql(CONFIRM, { i: { email: "quinn@example.com", code: wrong } }))).toBe(1007);
    expect((await row(id)).status).toBe("active");
    expect((await c.gql(`{ me { email } }`)).body.data).toEqual({ me: { email: "quinn@example.com" } });
    expect(errorCodeOf(await new SessionClient(t).gql(REQUEST))).toBe(1010);
  });

  it("enters a 7-day pending state: sessions end, login answers 2018, a job is scheduled for the due time", async () => {
    const { c, id, due } = await scheduleDeletion("rae@example.com", "rae");
    const days = (Date.parse(due) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect((await row(id)).status).toBe("pending_deletion");
    expect(c.token).toBeUndefined();
    expect(errorCodeOf(await new SessionClient(t).gql(LOGIN, { e: "rae@example.com" }))).toBe(2018);
    const jobs = (await t.gateway.deps.dataSource.query(
      "SELECT job_id AS jobId, run_at AS runAt FROM outbox_message WHERE queue = 'accounts'",
    )) as { jobId: string; runAt: Date }[];
    expect(
      jobs.some(
        (j) => j.jobId.startsWith(`anonymise-${id}-`) && Math.abs(j.runAt.getTime() - Date.parse(due)) < 1000,
      ),
    ).toBe(true);
  });

  it("staff can restore a pending account; members cannot (2017); the job then does nothing", async () => {
    const { id } = await scheduleDeletion("sam@example.com", "sam");
    const member = new SessionClient(t);
    await registerAccount(t, member, { email: "tom@example.com", nickname: "tom" });
    expect(errorCodeOf(await member.gql(`mutation($u: ID!) { restoreAccount(userId: $u) }`, { u: id }))).toBe(
      2017,
    );
    const pending = await staff.gql<{ accountsPendingDeletion: { userId: string }[] }>(
      `{ accountsPendingDeletion { userId email } }`,
    );
    expect(pending.body.data!.accountsPendingDeletion.map((p) => p.userId)).toContain(id);
    expect(
      (await staff.gql(`mutation($u: ID!) { restoreAccount(userId: $u) }`, { u: id })).body.data,
    ).toEqual({ restoreAccount: true });
    expect(errorCodeOf(await staff.gql(`mutation($u: ID!) { restoreAccount(userId: $u) }`, { u: id }))).toBe(
      404,
    );
    expect((await new SessionClient(t).gql(LOGIN, { e: "sam@example.com" })).body.errors).toBeUndefined();
    expect(await anonymiseAccount(t.gateway.deps, id)).toBe(false);
    expect((await row(id)).email).toBe("sam@example.com");
  });

  it("anonymises after the period, once, keeping the row under a pseudonym", async () => {
    const { id } = await scheduleDeletion("uma@example.com", "uma");
    expect(await anonymiseAccount(t.gateway.deps, id)).toBe(false); // not due yet
    await t.gateway.deps.dataSource.query(
      "UPDATE user_account SET deletion_due_at = NOW(3) - INTERVAL 1 SECOND WHERE id = ?",
      [id],
    );
    const [first, second] = await Promise.all([
      anonymiseAccount(t.gateway.deps, id),
      anonymiseOverdueAccounts(t.gateway.deps),
    ]);
    expect(Number(first) + second).toBe(1);
    const r = await row(id);
    expect(r.status).toBe("deleted");
    expect(r.email).toBe(`deleted-${String(r.public_id)}@deleted.invalid`);
    expect([r.password_hash, r.phone, r.birthday, r.first_name, r.totp_secret]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(errorCodeOf(await new SessionClient(t).gql(LOGIN, { e: "uma@example.com" }))).toBe(1008);
  });

  it("is refused (2024) while another domain reports something held", async () => {
    const c = new SessionClient(t);
    const { id } = await registerAccount(t, c, { email: "vic@example.com", nickname: "vic" });
    DELETION_BLOCKERS.push({ name: "usdt-balance", blocks: async (_em, userId) => userId === id });
    try {
      const res = await c.gql(REQUEST);
      expect(errorCodeOf(res)).toBe(2024);
      expect(res.body.errors![0]!.extensions!.data).toEqual({
        reason: "accounts.delete.blocked",
        blocker: "usdt-balance",
      });
      expect((await row(id)).status).toBe("active");
    } finally {
      DELETION_BLOCKERS.pop();
    }
  });
});
