import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sniffImage } from "../../../src/domains/accounts/services/profile-picture.service.js";
import { assertKycApproved, kycStatusOf } from "../../../src/domains/kyc/services/kyc-gate.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { seedKyc } from "../../../src/seed/seed-kyc.js";
import { makeStaffByEmail } from "../../helpers/market-fixtures.js";
import { SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

let t: TestGateway;
let uploadDir: string;
const db = () => t.gateway.deps.dataSource;
const idOf = async (email: string) =>
  String(
    ((await db().query(`SELECT id FROM user_account WHERE email = ?`, [email])) as [{ id: string }])[0].id,
  );

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "vitrine-kyc-seed-"));
  t = await startTestGateway({ UPLOAD_DIR: uploadDir });
  await seedDemo(db());
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

async function signIn(email: string, password: string): Promise<SessionClient> {
  const client = new SessionClient(t);
  const res = await client.gql(`mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired } }`, {
    i: { email, password },
  });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return client;
}

describe("seedKyc", () => {
  it("approves the demo collector, queues the demo seller, with valid private PNGs, once", async () => {
    expect(await seedKyc(db(), t.config)).toEqual({ kycSubmissions: 2 });
    const collector = await idOf("collector@vitrine.local");
    const seller = await idOf("seller@vitrine.local");
    expect(await kycStatusOf(db().manager, collector)).toBe("APPROVED");
    await expect(assertKycApproved(db().manager, collector)).resolves.toBeUndefined();
    expect(await kycStatusOf(db().manager, seller)).toBe("REVIEW");

    const files = await readdir(path.join(uploadDir, "kyc"));
    expect(files).toHaveLength(8);
    // Sealed at rest like uploads: no image on disk, the media route decrypts (checked below).
    for (const file of files) {
      const bytes = await readFile(path.join(uploadDir, "kyc", file));
      expect(sniffImage(bytes)).toBeNull();
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("VKF1");
    }

    // Idempotent: a reseed adds nothing.
    expect(await seedKyc(db(), t.config)).toEqual({ kycSubmissions: 2 });
    const [{ n }] = (await db().query(`SELECT COUNT(*) AS n FROM kyc_submission`)) as [{ n: string }];
    expect(Number(n)).toBe(2);
    const [{ f }] = (await db().query(`SELECT COUNT(*) AS f FROM kyc_file`)) as [{ f: string }];
    expect(Number(f)).toBe(8);

    // The staff queue is not empty and shows the seller's decrypted ID number and readable images.
    const staff = await signIn("staff@vitrine.local", "Staff#Vitrine2026");
    await makeStaffByEmail(t, "staff@vitrine.local", ["compliance"]); // 2FA on after the password login
    const queue = await staff.gql<{
      kycQueue: { items: { member: { email: string }; idNumber: string; images: { front: string } }[] };
    }>(`{ kycQueue { items { member { email } idNumber images { front } } } }`);
    expect(queue.body.data!.kycQueue.items).toHaveLength(1);
    const item = queue.body.data!.kycQueue.items[0]!;
    expect(item).toMatchObject({ member: { email: "seller@vitrine.local" }, idNumber: "B223456780" });
    const image = await fetch(`${t.url}${item.images.front}`, { headers: { cookie: staff.cookieHeader()! } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(sniffImage(Buffer.from(await image.arrayBuffer()))?.contentType).toBe("image/png");
  });
});
