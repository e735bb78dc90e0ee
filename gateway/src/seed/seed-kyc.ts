import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { deflateSync } from "node:zlib";
import type { KycImageKind } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { sealPlaintextKycFile } from "../domains/kyc/services/kyc-at-rest.service.js";
import { encryptNewFile, isSealedFile, kycKeyring } from "../domains/kyc/services/kyc-file-crypto.js";
import { kycDir, kycFileByKey } from "../domains/kyc/services/kyc-files.service.js";
import { idNumberHint, kycIdBox } from "../domains/kyc/services/kyc-id-box.js";
import { withTransaction } from "../infra/transaction.js";
import { findUserIdByEmail, lockUserRow } from "../domains/accounts/index.js";
import {
  countSubmissionsOfUsers,
  hasAnySubmission,
  insertSeedSubmission,
  upsertSeedKycFile,
} from "../domains/kyc/repo/kyc-seed.repo.js";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small valid PNG (8-bit RGB): a card-shaped tile in one colour with a lighter band, enough for a
 * reviewer's screen to show four distinguishable demo images.
 */
export function demoPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const band = y > height * 0.3 && y < height * 0.45;
    for (let x = 0; x < width; x++) {
      const light = band || (x > width * 0.08 && x < width * 0.3 && y > height * 0.55 && y < height * 0.9);
      for (let i = 0; i < 3; i++) row[1 + x * 3 + i] = light ? Math.min(255, rgb[i]! + 90) : rgb[i]!;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const KIND_COLOURS: Record<KycImageKind, [number, number, number]> = {
  FRONT: [40, 90, 160],
  BACK: [60, 120, 90],
  SELFIE: [150, 90, 60],
  SECOND_ID: [110, 70, 140],
};

interface DemoKyc {
  email: string;
  status: "APPROVED" | "REVIEW";
  firstName: string;
  lastName: string;
  birthday: string;
  idNumber: string;
  phone: string;
  address: string;
  purpose: string;
}

/** The demo collector is verified; the demo seller waits in the staff queue. */
const DEMO_KYC: DemoKyc[] = [
  {
    email: "collector@vitrine.local",
    status: "APPROVED",
    firstName: "Mei",
    lastName: "Lin",
    birthday: "1991-04-12",
    idNumber: "A123456789",
    phone: "0912345678",
    address: "No. 7, Section 5, Xinyi Road, Xinyi District, Taipei City 110",
    purpose: "COLLECTING",
  },
  {
    email: "seller@vitrine.local",
    status: "REVIEW",
    firstName: "Hao",
    lastName: "Chen",
    birthday: "1987-09-30",
    idNumber: "B223456780",
    phone: "0987654321",
    address: "No. 100, Zhongzheng Road, West Central District, Tainan City 700",
    purpose: "TRADING",
  },
];

/** Stable keys per person and kind, so a reseed finds (and, if the folder was wiped, rewrites) the same files. */
const seedKey = (email: string, kind: KycImageKind) =>
  createHash("sha256").update(`vitrine-seed-kyc:${email}:${kind}`).digest("base64url").slice(0, 32);

async function userIdOf(dataSource: DataSource, email: string): Promise<string | undefined> {
  return findUserIdByEmail(dataSource.manager, email);
}

type SeedConfig = Pick<Config, "UPLOAD_DIR" | "KYC_ENCRYPTION_KEY" | "KYC_ENCRYPTION_KEY_PREVIOUS">;

/**
 * One demo image in the private folder, sealed like an upload (docs/KYC.md). A missing file is
 * written under a fresh data key and its row takes that key; a plaintext file left by an older seed
 * is sealed in place; a sealed file is left alone.
 */
async function seedKycFile(
  dataSource: DataSource,
  config: SeedConfig,
  file: { userId: string; key: string; kind: KycImageKind; png: Buffer },
): Promise<void> {
  const filePath = path.join(kycDir(config), file.key);
  const existing = await readFile(filePath).catch(() => null);
  const row = await kycFileByKey(dataSource.manager, file.key);
  if (existing && row) {
    if (!isSealedFile(existing)) await sealPlaintextKycFile({ config, dataSource }, row, existing);
    return;
  }
  const sealed = encryptNewFile(kycKeyring(config), file.png, file.key);
  await writeFile(filePath, sealed.sealed, { mode: 0o600 });
  await upsertSeedKycFile(dataSource.manager, {
    userId: file.userId,
    key: file.key,
    kind: file.kind,
    bytes: file.png.length,
    keyId: sealed.keyId,
    wrappedKey: sealed.wrappedKey,
  });
}

/**
 * Demo KYC (idempotent): an approved submission for the collector and one under review for the
 * seller, each with four small PNGs in the private KYC folder (sealed at rest). A person who already
 * has a submission keeps it; missing image files are rewritten.
 */
export async function seedKyc(
  dataSource: DataSource,
  config: SeedConfig,
): Promise<{ kycSubmissions: number }> {
  const dir = kycDir(config);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const staffId = await userIdOf(dataSource, "staff@vitrine.local");
  for (const demo of DEMO_KYC) {
    const userId = await userIdOf(dataSource, demo.email);
    if (!userId) continue;
    const kinds = Object.keys(KIND_COLOURS) as KycImageKind[];
    const keys = kinds.map((kind) => seedKey(demo.email, kind));
    for (const [i, kind] of kinds.entries()) {
      const png = demoPng(160, 100, KIND_COLOURS[kind]);
      await seedKycFile(dataSource, config, { userId, key: keys[i]!, kind, png });
    }
    await withTransaction(dataSource, async (em) => {
      await lockUserRow(em, userId);
      if (await hasAnySubmission(em, userId)) return;
      const approved = demo.status === "APPROVED";
      await insertSeedSubmission(em, {
        userId,
        status: demo.status,
        firstName: demo.firstName,
        lastName: demo.lastName,
        birthday: demo.birthday,
        idNumberSealed: kycIdBox(config.KYC_ENCRYPTION_KEY).seal(demo.idNumber),
        idNumberHint: idNumberHint(demo.idNumber),
        phone: demo.phone,
        address: demo.address,
        purpose: demo.purpose,
        fileKeys: keys,
        reviewedBy: approved ? (staffId ?? null) : null,
        reviewedAt: approved ? new Date() : null,
      });
    });
  }
  const demoIds: string[] = [];
  for (const demo of DEMO_KYC) {
    const id = await userIdOf(dataSource, demo.email);
    if (id) demoIds.push(id);
  }
  return { kycSubmissions: await countSubmissionsOfUsers(dataSource.manager, demoIds) };
}
