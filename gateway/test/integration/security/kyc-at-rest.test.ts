import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../../../src/app-deps.js";
import { sniffImage } from "../../../src/domains/accounts/services/profile-picture.service.js";
import {
  resealKycIdNumbers,
  sealAndRewrapKycFiles,
} from "../../../src/domains/kyc/services/kyc-at-rest.service.js";
import { kekOf } from "../../../src/domains/kyc/services/kyc-file-crypto.js";
import { kycFileByKey, readKycFile } from "../../../src/domains/kyc/services/kyc-files.service.js";
import { kycIdBox } from "../../../src/domains/kyc/services/kyc-id-box.js";
import { runSweep, SWEEP_TASKS } from "../../../src/domains/sweeper/sweep-tasks.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import type { SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { PNG, uploadKycFile } from "../kyc/kyc-fixtures.js";

/**
 * KYC photos at rest (issue 12): sealed with envelope encryption under KYC_ENCRYPTION_KEY, readable
 * through the media route by the owner and staff only, still readable after a key rotation, sealed
 * when found in plaintext, and removed KYC_RETENTION_DAYS after the account was anonymised.
 */

const OLD_KEY = "kyc-old-master-key-0123456789abcdefghij";
const NEW_KEY = "kyc-new-master-key-9876543210zyxwvutsrq";

let t: TestGateway;
let uploadDir: string;
let owner: MarketUser;
let staff: MarketUser;
let jpeg: Buffer;
const db = () => t.gateway.deps.dataSource;
const kycPath = (key: string) => path.join(uploadDir, "kyc", key);

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "vitrine-kyc-at-rest-"));
  t = await startTestGateway({
    UPLOAD_DIR: uploadDir,
    KYC_ENCRYPTION_KEY: OLD_KEY,
    KYC_RETENTION_DAYS: "1825",
  });
  owner = await createMarketUser(t);
  staff = await createMarketUser(t, { role: "staff" });
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

async function media(url: string, client: SessionClient | null): Promise<{ status: number; bytes: Buffer }> {
  const cookie = client?.cookieHeader();
  const res = await fetch(`${t.url}${url}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The gateway's dependencies with other KYC keys configured (a restart after a rotation). */
function withKeys(current: string, previous: string[]): AppDeps {
  const deps = t.gateway.deps;
  return {
    ...deps,
    config: { ...deps.config, KYC_ENCRYPTION_KEY: current, KYC_ENCRYPTION_KEY_PREVIOUS: previous },
  };
}

describe("KYC photos are encrypted at rest", () => {
  it("stores no readable image on disk, while the owner and staff get the original bytes", async () => {
    for (const original of [PNG, jpeg]) {
      const up = await uploadKycFile(t, owner.client, "FRONT", original);
      expect(up.status).toBe(200);
      const onDisk = await readFile(kycPath(up.json.key!));
      expect(sniffImage(onDisk)).toBeNull(); // no JPEG or PNG magic
      await expect(sharp(onDisk).metadata()).rejects.toThrow(); // an image decoder cannot read it
      expect(onDisk.includes(original.subarray(20, 60))).toBe(false);
      expect((await stat(kycPath(up.json.key!))).mode & 0o077).toBe(0); // owner-only file

      for (const viewer of [owner.client, staff.client]) {
        const res = await media(up.json.url!, viewer);
        expect(res.status).toBe(200);
        expect(res.bytes.equals(original)).toBe(true);
      }
      const row = (await kycFileByKey(db().manager, up.json.key))!;
      expect(row.keyId).toBe(kekOf(OLD_KEY).id);
      expect(row.wrappedKey).toMatch(/^w1\./);
    }
  });

  it("refuses a sealed file copied onto another row (the key is bound to its file)", async () => {
    const a = await uploadKycFile(t, owner.client, "BACK", PNG);
    const b = await uploadKycFile(t, owner.client, "SELFIE", jpeg);
    await writeFile(kycPath(b.json.key!), await readFile(kycPath(a.json.key!)));
    const row = (await kycFileByKey(db().manager, b.json.key))!;
    await expect(readKycFile(t.gateway.deps, row)).rejects.toThrow();
  });

  it("rotation: after the key changes, old files still decrypt with the previous key configured; the sweep re-wraps them", async () => {
    const up = await uploadKycFile(t, owner.client, "SECOND_ID", jpeg);
    const row = (await kycFileByKey(db().manager, up.json.key))!;
    const sealedBefore = await readFile(kycPath(up.json.key!));

    // The new key alone cannot open a file written under the old one.
    await expect(readKycFile(withKeys(NEW_KEY, []), row)).rejects.toThrow(/not configured/);
    // With the old key as previous, it decrypts to the original.
    const rotated = withKeys(NEW_KEY, [OLD_KEY]);
    expect((await readKycFile(rotated, row))!.equals(jpeg)).toBe(true);

    // The sweep re-wraps every data key under the new key; the photo file itself is untouched.
    expect(await sealAndRewrapKycFiles(rotated)).toBeGreaterThanOrEqual(1);
    const rewrapped = (await kycFileByKey(db().manager, up.json.key))!;
    expect(rewrapped.keyId).toBe(kekOf(NEW_KEY).id);
    expect((await readFile(kycPath(up.json.key!))).equals(sealedBefore)).toBe(true);
    // Now the old key can be dropped from the configuration.
    expect((await readKycFile(withKeys(NEW_KEY, []), rewrapped))!.equals(jpeg)).toBe(true);
    expect(await sealAndRewrapKycFiles(rotated)).toBe(0);

    // Back to the gateway's own key for the following tests.
    expect(await sealAndRewrapKycFiles(withKeys(OLD_KEY, [NEW_KEY]))).toBeGreaterThanOrEqual(1);
  });

  it("rotation: sealed ID numbers still open with the previous key; the sweep re-seals them under the new one", async () => {
    const user = await createMarketUser(t);
    const sealed = kycIdBox(OLD_KEY).seal("Z987654321");
    expect(sealed.startsWith(`k2.${kycIdBox(OLD_KEY).currentKeyId}.`)).toBe(true);
    // A row sealed before key ids (k1: no key id) is read by trying the configured keys.
    const legacy = sealed.replace(/^k2\.[0-9a-f]+\./, "k1.");
    const [{ insertId }] = [
      (await db().query(
        `INSERT INTO kyc_submission (user_id, status, nationality, first_name, last_name, birthday, id_number_sealed,
           id_number_hint, phone_country, phone, address, purpose, front_file_key, back_file_key, selfie_file_key,
           second_id_file_key)
         VALUES (?, 'APPROVED', 'TW', 'Lee', 'Ho', '1990-01-01', ?, '4321', '+886', '0911222333', 'Taipei',
           'COLLECTING', 'k', 'k', 'k', 'k')`,
        [user.id, legacy],
      )) as { insertId: number },
    ];
    const read = async () =>
      (
        (await db().query(`SELECT id_number_sealed AS s FROM kyc_submission WHERE id = ?`, [insertId])) as {
          s: string;
        }[]
      )[0]!.s;

    const rotated = withKeys(NEW_KEY, [OLD_KEY]);
    expect(() => kycIdBox({ KYC_ENCRYPTION_KEY: NEW_KEY }).open(legacy)).toThrow();
    expect(kycIdBox(rotated.config).open(legacy)).toBe("Z987654321");

    expect(await resealKycIdNumbers(rotated)).toBeGreaterThanOrEqual(1);
    const resealed = await read();
    expect(resealed.startsWith(`k2.${kycIdBox(NEW_KEY).currentKeyId}.`)).toBe(true);
    expect(kycIdBox({ KYC_ENCRYPTION_KEY: NEW_KEY }).open(resealed)).toBe("Z987654321");
    expect(await resealKycIdNumbers(rotated)).toBe(0);

    // Back under the gateway's own key for the following tests.
    await resealKycIdNumbers(withKeys(OLD_KEY, [NEW_KEY]));
    expect(kycIdBox(OLD_KEY).open(await read())).toBe("Z987654321");
  });

  it("a plaintext file from before encryption is sealed on its first read and still served", async () => {
    const key = "legacyPlainFileAAAAAAAAAAAAAAAAA";
    await writeFile(kycPath(key), PNG, { mode: 0o600 });
    await db().query(
      `INSERT INTO kyc_file (user_id, file_key, kind, mime, bytes) VALUES (?, ?, 'FRONT', 'image/png', ?)`,
      [owner.id, key, PNG.length],
    );
    const res = await media(`/media/kyc/${key}`, owner.client);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(PNG)).toBe(true);
    expect(sniffImage(await readFile(kycPath(key)))).toBeNull();
    expect((await kycFileByKey(db().manager, key))!.keyId).toBe(kekOf(OLD_KEY).id);
    expect((await media(`/media/kyc/${key}`, staff.client)).bytes.equals(PNG)).toBe(true);
  });

  it("a plaintext file nobody reads is sealed by the sweep", async () => {
    const key = "legacyPlainFileBBBBBBBBBBBBBBBBB";
    await writeFile(kycPath(key), jpeg, { mode: 0o600 });
    await db().query(
      `INSERT INTO kyc_file (user_id, file_key, kind, mime, bytes) VALUES (?, ?, 'BACK', 'image/jpeg', ?)`,
      [owner.id, key, jpeg.length],
    );
    const handled = await runSweep(
      t.gateway.deps,
      SWEEP_TASKS.filter((task) => task.name === "kyc-encryption-at-rest"),
    );
    expect(handled["kyc-encryption-at-rest"]).toBe(1);
    expect(sniffImage(await readFile(kycPath(key)))).toBeNull();
    expect((await media(`/media/kyc/${key}`, owner.client)).bytes.equals(jpeg)).toBe(true);
  });
});

describe("KYC data is removed after retention", () => {
  /** A member with one uploaded photo and a submission holding a sealed ID number. */
  async function memberWithKyc(): Promise<{ user: MarketUser; fileKey: string }> {
    const user = await createMarketUser(t);
    const up = await uploadKycFile(t, user.client, "FRONT", PNG);
    const k = up.json.key!;
    await db().query(
      `INSERT INTO kyc_submission (user_id, status, nationality, first_name, last_name, birthday, id_number_sealed,
         id_number_hint, phone_country, phone, address, purpose, front_file_key, back_file_key, selfie_file_key,
         second_id_file_key)
       VALUES (?, 'APPROVED', 'TW', 'Kai', 'Wu', '1990-01-01', ?, '6789', '+886', '0911222333', 'Taipei', 'COLLECTING',
         ?, ?, ?, ?)`,
      [user.id, kycIdBox(t.config.KYC_ENCRYPTION_KEY).seal("A123456789"), k, k, k, k],
    );
    return { user, fileKey: k };
  }

  /** Deletes the account the way the product does: pending deletion, then the sweeper anonymises it. */
  async function anonymise(userId: string, daysAgo: number): Promise<void> {
    await db().query(
      `UPDATE user_account SET status = 'pending_deletion', deletion_requested_at = NOW(3),
              deletion_due_at = NOW(3) - INTERVAL 1 SECOND WHERE id = ?`,
      [userId],
    );
    await runSweep(
      t.gateway.deps,
      SWEEP_TASKS.filter((task) => task.name === "anonymise-overdue-accounts"),
    );
    const [row] = (await db().query(`SELECT status FROM user_account WHERE id = ?`, [userId])) as {
      status: string;
    }[];
    expect(row!.status).toBe("deleted");
    // Move the clock: anonymised `daysAgo` days ago.
    await db().query(`UPDATE user_account SET anonymised_at = NOW(3) - INTERVAL ? DAY WHERE id = ?`, [
      daysAgo,
      userId,
    ]);
  }

  const kycRows = async (userId: string) => {
    const [counts] = (await db().query(
      `SELECT (SELECT COUNT(*) FROM kyc_file WHERE user_id = ?) AS files,
              (SELECT COUNT(*) FROM kyc_submission WHERE user_id = ?) AS submissions`,
      [userId, userId],
    )) as { files: string; submissions: string }[];
    return { files: Number(counts!.files), submissions: Number(counts!.submissions) };
  };
  const exists = (key: string) =>
    stat(kycPath(key)).then(
      () => true,
      () => false,
    );

  it("removes files, rows and the sealed ID number of accounts anonymised longer ago than KYC_RETENTION_DAYS, and keeps the others", async () => {
    const due = await memberWithKyc();
    const recent = await memberWithKyc();
    const active = await memberWithKyc();
    await anonymise(due.user.id, 1826);
    await anonymise(recent.user.id, 1824);

    const handled = await runSweep(
      t.gateway.deps,
      SWEEP_TASKS.filter((task) => task.name === "purge-kyc-after-retention"),
    );
    expect(handled["purge-kyc-after-retention"]).toBe(1);

    expect(await exists(due.fileKey)).toBe(false);
    expect(await kycRows(due.user.id)).toEqual({ files: 0, submissions: 0 });
    const [sealed] = (await db().query(`SELECT COUNT(*) AS n FROM kyc_submission WHERE user_id = ?`, [
      due.user.id,
    ])) as {
      n: string;
    }[];
    expect(Number(sealed!.n)).toBe(0);

    for (const kept of [recent, active]) {
      expect(await exists(kept.fileKey)).toBe(true);
      expect(await kycRows(kept.user.id)).toEqual({ files: 1, submissions: 1 });
    }
    // Staff can still open the kept one; a second run finds nothing more to do.
    expect((await media(`/media/kyc/${recent.fileKey}`, staff.client)).status).toBe(200);
    const again = await runSweep(
      t.gateway.deps,
      SWEEP_TASKS.filter((task) => task.name === "purge-kyc-after-retention"),
    );
    expect(again["purge-kyc-after-retention"]).toBe(0);
  });

  it("finishes a purge whose file was already removed (a crash between the file and the rows)", async () => {
    const half = await memberWithKyc();
    await anonymise(half.user.id, 2000);
    await rm(kycPath(half.fileKey));
    const handled = await runSweep(
      t.gateway.deps,
      SWEEP_TASKS.filter((task) => task.name === "purge-kyc-after-retention"),
    );
    expect(handled["purge-kyc-after-retention"]).toBe(1);
    expect(await kycRows(half.user.id)).toEqual({ files: 0, submissions: 0 });
  });
});
