import { randomBytes } from "node:crypto";
import { readFile, rename, unlink, writeFile } from "node:fs/promises";
import type { DataSource } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import type { Config } from "../../../config.js";
import { randomToken } from "../../../shared/crypto.js";
import { isSealedFile, kycKeyring, sealFile, unwrapDataKey, wrapDataKey } from "./kyc-file-crypto.js";
import { kycIdBox } from "./kyc-id-box.js";
import { kycFilePath } from "./kyc-files.service.js";
import {
  claimKycFileKey,
  findKycFileById,
  findKycFilesNotUnder,
  rewrapKycFileKey,
  type KycFileRow,
} from "../repo/kyc-file.repo.js";
import { findIdNumbersNotSealedUnder, resealIdNumber } from "../repo/kyc-submission.repo.js";

type Deps = Pick<AppDeps, "config" | "dataSource" | "logger">;
/** What sealing and re-wrapping need (the seed passes a partial config). */
type StoreDeps = {
  config: Pick<Config, "UPLOAD_DIR" | "KYC_ENCRYPTION_KEY" | "KYC_ENCRYPTION_KEY_PREVIOUS">;
  dataSource: DataSource;
};

/** Files sealed or re-wrapped per sweep run: bounded work per run, the next run takes the rest. */
export const KYC_AT_REST_BATCH = 50;

/** Writes next to the file, then renames over it, so a reader sees the old or the new file, never half. */
async function replaceFile(file: string, bytes: Buffer): Promise<void> {
  const temp = `${file}.${randomToken(6)}.tmp`;
  await writeFile(temp, bytes, { flag: "wx", mode: 0o600 });
  try {
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/**
 * Seals a file stored in plaintext before encryption at rest (first read, or the sweep). The row
 * takes its wrapped data key first with a conditional update from "no key"; only then is the file
 * replaced by its sealed form. A crash in between leaves a plaintext file whose row already holds
 * the key: the next read or sweep finishes the job with that same key, so no data key is ever lost.
 */
export async function sealPlaintextKycFile(deps: StoreDeps, row: KycFileRow, plain: Buffer): Promise<void> {
  const ring = kycKeyring(deps.config);
  let dataKey: Buffer;
  if (row.keyId && row.wrappedKey) {
    dataKey = unwrapDataKey(ring, row.keyId, row.wrappedKey, row.key);
  } else {
    dataKey = randomBytes(32);
    const claimed = await claimKycFileKey(
      deps.dataSource,
      row.id,
      ring.current.id,
      wrapDataKey(ring.current, dataKey, row.key),
    );
    if (claimed !== 1) {
      // Someone else claimed it first: seal with the key they stored.
      const fresh = await findKycFileById(deps.dataSource, row.id);
      if (!fresh?.keyId || !fresh.wrappedKey) return;
      dataKey = unwrapDataKey(ring, fresh.keyId, fresh.wrappedKey, row.key);
    }
  }
  await replaceFile(kycFilePath(deps.config, row.key), sealFile(dataKey, plain, row.key));
}

/**
 * Re-wraps a file's data key under the current KEK (after KYC_ENCRYPTION_KEY changed and the old
 * key moved to KYC_ENCRYPTION_KEY_PREVIOUS). The photo itself is not touched. Conditional on the
 * wrap we read, so two sweeps never overwrite each other.
 */
export async function rewrapKycFile(deps: StoreDeps, row: KycFileRow): Promise<boolean> {
  const ring = kycKeyring(deps.config);
  if (!row.keyId || !row.wrappedKey || row.keyId === ring.current.id) return false;
  const dataKey = unwrapDataKey(ring, row.keyId, row.wrappedKey, row.key);
  const changed = await rewrapKycFileKey(
    deps.dataSource,
    row.id,
    { keyId: row.keyId, wrappedKey: row.wrappedKey },
    { keyId: ring.current.id, wrappedKey: wrapDataKey(ring.current, dataKey, row.key) },
  );
  return changed === 1;
}

/**
 * Sweep task: seals KYC files still stored in plaintext and re-wraps data keys held under an older
 * key. A file whose key is not configured any more is logged and skipped (it stays readable only
 * once that key is put back in KYC_ENCRYPTION_KEY_PREVIOUS).
 */
export async function sealAndRewrapKycFiles(deps: Deps): Promise<number> {
  const ring = kycKeyring(deps.config);
  const rows = await findKycFilesNotUnder(deps.dataSource, ring.current.id, KYC_AT_REST_BATCH);
  let handled = 0;
  for (const row of rows) {
    try {
      if (row.keyId && !ring.byId.has(row.keyId)) {
        deps.logger.error(
          { fileId: row.id, keyId: row.keyId },
          "KYC file under a key that is not configured",
        );
        continue;
      }
      if (row.keyId === null) {
        const bytes = await readFile(kycFilePath(deps.config, row.key)).catch(() => null);
        if (!bytes || isSealedFile(bytes)) continue;
        await sealPlaintextKycFile(deps, row, bytes);
        handled++;
      } else if (await rewrapKycFile(deps, row)) {
        handled++;
      }
    } catch (error) {
      deps.logger.error({ err: error, fileId: row.id }, "could not seal or re-wrap a KYC file");
    }
  }
  return handled;
}

/**
 * Re-seals ID numbers not sealed under the current key (after a rotation, and rows from before key
 * ids), a batch per run. Conditional on the value read, so a concurrent review or sweep is harmless.
 */
export async function resealKycIdNumbers(deps: Deps): Promise<number> {
  const box = kycIdBox(deps.config);
  const rows = await findIdNumbersNotSealedUnder(deps.dataSource, box.currentKeyId, KYC_AT_REST_BATCH);
  let handled = 0;
  for (const row of rows) {
    try {
      const resealed = box.seal(box.open(row.sealed));
      if ((await resealIdNumber(deps.dataSource, row.id, row.sealed, resealed)) === 1) handled++;
    } catch (error) {
      deps.logger.error({ err: error, submissionId: row.id }, "could not re-seal a KYC ID number");
    }
  }
  return handled;
}

/** Sweep task: KYC files and ID numbers all sealed under the current key. */
export async function keepKycEncryptedAtRest(deps: Deps): Promise<number> {
  return (await sealAndRewrapKycFiles(deps)) + (await resealKycIdNumbers(deps));
}
