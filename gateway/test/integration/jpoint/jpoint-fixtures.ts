import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import { createAccount } from "../../../src/domains/accounts/services/create-account.service.js";
import { hashPassword } from "../../../src/domains/accounts/services/password.js";
import { userBalance } from "../../../src/domains/ledger/services/balances.service.js";
import { SYSTEM_ACCOUNTS } from "../../../src/domains/ledger/services/ledger-accounts.js";
import { postLedgerTransaction } from "../../../src/domains/ledger/services/post-ledger-transaction.service.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { makeStaff, uniqueName, type MarketUser } from "../../helpers/market-fixtures.js";
import { SessionClient, STRONG_PASSWORD } from "../../helpers/session-client.js";
import type { TestGateway } from "../../helpers/test-gateway.js";

/** Credits whole Jpoint as a paid top-up would (PAYMENT_CLEARING → user), keeping the books balanced. */
export async function creditJpoint(dataSource: DataSource, userId: string, amount: number): Promise<void> {
  await withTransaction(dataSource, (em) =>
    postLedgerTransaction(em, {
      kind: "test-jpoint-topup",
      currency: "JPOINT",
      idempotencyKey: `test-jpoint:${randomUUID()}`,
      reference: { type: "user", id: userId },
      legs: [
        {
          account: { system: SYSTEM_ACCOUNTS.PAYMENT_CLEARING },
          bucket: "available",
          amount: -BigInt(amount),
        },
        { account: { userId }, bucket: "available", amount: BigInt(amount) },
      ],
    }),
  );
}

export async function jpointOf(dataSource: DataSource, userId: string): Promise<bigint> {
  return (await userBalance(dataSource.manager, userId, "JPOINT")).available;
}

export async function systemBalance(
  dataSource: DataSource,
  system: string,
  currency: string,
): Promise<bigint> {
  const [row] = (await dataSource.query(
    `SELECT available FROM ledger_account WHERE system_code = ? AND currency = ?`,
    [system, currency],
  )) as { available: string }[];
  return BigInt(row?.available ?? 0);
}

/** A signed-in staff member. */
export async function createStaffUser(t: TestGateway): Promise<MarketUser> {
  const name = uniqueName("s");
  const email = `${name}@example.com`;
  const user = await withTransaction(t.gateway.deps.dataSource, async (em) =>
    createAccount(em, {
      email,
      passwordHash: await hashPassword(STRONG_PASSWORD),
      nickname: name,
      signUpMethod: "email",
      site: 1,
      locale: "en",
      role: "staff",
    }),
  );
  const client = new SessionClient(t);
  const res = await client.gql(`mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired } }`, {
    i: { email, password: STRONG_PASSWORD },
  });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  await makeStaff(t, user.id); // every staff role, 2FA on
  return { id: user.id, publicId: user.publicId, email, client };
}
