import type { EntityManager } from "typeorm";

/* Demo seeds: member accounts created directly (already verified, on both sites) and counted. */

type Db = Pick<EntityManager, "query">;

export interface DemoAccountRow {
  publicId: string;
  email: string;
  passwordHash: string;
  nickname: string;
  role: string;
  referralCode: string;
}

/** Inserts an account and puts it on both sites of the platform; returns its id. */
export async function insertDemoAccount(db: Db, account: DemoAccountRow): Promise<string> {
  const inserted = (await db.query(
    "INSERT INTO user_account (public_id, email, password_hash, nickname, role, referral_code) VALUES (?, ?, ?, ?, ?, ?)",
    [
      account.publicId,
      account.email,
      account.passwordHash,
      account.nickname,
      account.role,
      account.referralCode,
    ],
  )) as { insertId: number };
  await db.query("INSERT IGNORE INTO user_site (user_id, site) VALUES (?, 1), (?, 2)", [
    inserted.insertId,
    inserted.insertId,
  ]);
  return String(inserted.insertId);
}

/** How many accounts exist (any status). */
export async function countAccounts(db: Db): Promise<number> {
  const [row] = (await db.query("SELECT COUNT(*) AS n FROM user_account")) as { n: string }[];
  return Number(row?.n ?? 0);
}
