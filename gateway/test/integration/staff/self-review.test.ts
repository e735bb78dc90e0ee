import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kycIdBox } from "../../../src/domains/kyc/services/kyc-id-box.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser, uniqueName, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/*
 * Nobody decides their own case: a staff member holding every role still cannot review their own KYC,
 * approve, reject or settle their own USDT or card withdrawal, or credit themselves (2056, 2057), and
 * nothing changes. The withdrawal rows are written directly (no frozen balance behind them, so the
 * ledger checker is not run here): what is under test is the staff side.
 */

let t: TestGateway;
let staff: MarketUser;
const db = () => t.gateway.deps.dataSource;

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  staff = await createMarketUser(t, { role: "staff" });
});
afterAll(async () => {
  await t.close();
});

async function insert(sql: string, params: unknown[]): Promise<string> {
  return String(((await db().query(sql, params)) as { insertId: number }).insertId);
}

const ownKyc = (userId: string) =>
  insert(
    `INSERT INTO kyc_submission (user_id, status, pending_user_id, nationality, first_name, last_name, birthday,
       id_number_sealed, id_number_hint, phone_country, phone, address, purpose, front_file_key, back_file_key,
       selfie_file_key, second_id_file_key)
     VALUES (?, 'REVIEW', ?, 'TW', 'Self', 'Reviewer', '1990-01-01', ?, '6789', '+886', '912345678',
       'Taipei', 'INVEST', 'f', 'b', 's', 'x')`,
    [userId, userId, kycIdBox(t.config.KYC_ENCRYPTION_KEY).seal("A123456789")],
  );

const ownUsdtWithdrawal = (userId: string, status = "REVIEW") =>
  insert(
    `INSERT INTO usdt_withdrawal (user_id, network, address, amount, fee, status, idempotency_key)
     VALUES (?, 'ERC20', '0x000000000000000000000000000000000000dEaD', 5000000, 1000000, ?, ?)`,
    [userId, status, uniqueName("w")],
  );

async function ownCardWithdrawal(userId: string): Promise<string> {
  const [card] = (await db().query("SELECT id FROM card ORDER BY id LIMIT 1")) as { id: string }[];
  return insert(
    `INSERT INTO card_withdrawal (user_id, card_id, units, chain_code, address, fee_currency, fee, status, idempotency_key)
     VALUES (?, ?, 1, 'ETH', '0x000000000000000000000000000000000000dEaD', 'JPOINT', 0, 'REVIEW', ?)`,
    [userId, card!.id, uniqueName("c")],
  );
}

const statusOf = async (table: string, id: string) =>
  (
    (await db().query(`SELECT status, reviewed_by FROM ${table} WHERE id = ?`, [id])) as {
      status: string;
      reviewed_by: string | null;
    }[]
  )[0];

describe("no self-review", () => {
  it("staff cannot approve or fail their own KYC (2056)", async () => {
    const id = await ownKyc(staff.id);
    for (const approve of [true, false]) {
      const res = await staff.client.gql(
        `mutation($id: ID!, $a: Boolean!) { reviewKyc(id: $id, approve: $a, reason: "mine") { id } }`,
        { id, a: approve },
      );
      expect(errorCodeOf(res)).toBe(2056);
    }
    expect(await statusOf("kyc_submission", id)).toEqual({ status: "REVIEW", reviewed_by: null });
  });

  it("another compliance staff member may review it", async () => {
    // One open submission per member: close the earlier one first.
    await db().query(
      "UPDATE kyc_submission SET pending_user_id = NULL, status = 'FAILED' WHERE user_id = ?",
      [staff.id],
    );
    const id = await ownKyc(staff.id);
    const other = await createMarketUser(t, { roles: ["compliance"] });
    const res = await other.client.gql(`mutation($id: ID!) { reviewKyc(id: $id, approve: true) { id } }`, {
      id,
    });
    expect(res.body.errors).toBeUndefined();
    expect((await statusOf("kyc_submission", id))!.status).toBe("APPROVED");
  });

  it("staff cannot approve, reject or settle their own USDT withdrawal (2056)", async () => {
    const id = await ownUsdtWithdrawal(staff.id);
    expect(
      errorCodeOf(
        await staff.client.gql(`mutation($id: ID!) { approveUsdtWithdrawal(id: $id) { id } }`, { id }),
      ),
    ).toBe(2056);
    expect(
      errorCodeOf(
        await staff.client.gql(
          `mutation($id: ID!) { rejectUsdtWithdrawal(id: $id, reason: "mine") { id } }`,
          { id },
        ),
      ),
    ).toBe(2056);
    expect(await statusOf("usdt_withdrawal", id)).toEqual({ status: "REVIEW", reviewed_by: null });
    const sending = await ownUsdtWithdrawal(staff.id, "SENDING");
    const settle = await staff.client.gql(
      `mutation($id: ID!) { settleUsdtWithdrawal(id: $id, confirmNotSent: true) { id } }`,
      { id: sending },
    );
    expect(errorCodeOf(settle)).toBe(2056);
    expect((await statusOf("usdt_withdrawal", sending))!.status).toBe("SENDING");
  });

  it("staff cannot approve, reject or settle their own card withdrawal (2056)", async () => {
    const id = await ownCardWithdrawal(staff.id);
    expect(
      errorCodeOf(
        await staff.client.gql(`mutation($id: ID!) { approveCardWithdrawal(id: $id) { id } }`, { id }),
      ),
    ).toBe(2056);
    expect(
      errorCodeOf(
        await staff.client.gql(
          `mutation($id: ID!) { rejectCardWithdrawal(id: $id, reason: "mine") { id } }`,
          { id },
        ),
      ),
    ).toBe(2056);
    expect(await statusOf("card_withdrawal", id)).toEqual({ status: "REVIEW", reviewed_by: null });
    await db().query("UPDATE card_withdrawal SET status = 'SENDING' WHERE id = ?", [id]);
    const settle = await staff.client.gql(
      `mutation($id: ID!) { settleCardWithdrawal(id: $id, confirmNotSent: true) { id } }`,
      { id },
    );
    expect(errorCodeOf(settle)).toBe(2056);
    expect((await statusOf("card_withdrawal", id))!.status).toBe("SENDING");
  });

  it("staff cannot credit themselves (2057), below or above the four-eyes threshold", async () => {
    for (const amount of ["5", "5000"]) {
      const res = await staff.client.gql(
        `mutation($i: AdminCreditUsdtInput!) { adminCreditUsdt(input: $i) { transactionId } }`,
        { i: { userId: staff.id, amount, reason: "self credit", idempotencyKey: `self-credit-${amount}` } },
      );
      expect(errorCodeOf(res)).toBe(2057);
    }
    const [{ n }] = (await db().query(
      `SELECT (SELECT COUNT(*) FROM ledger_transaction WHERE actor_user_id = ?) +
              (SELECT COUNT(*) FROM admin_credit_request WHERE requested_by = ?) AS n`,
      [staff.id, staff.id],
    )) as [{ n: string }];
    expect(Number(n)).toBe(0);
  });
});
