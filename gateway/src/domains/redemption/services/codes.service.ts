import { Readable } from "node:stream";
import { emailRule } from "@vitrine/schema";
import ExcelJS from "exceljs";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { insertCodesIgnoringDuplicates, type NewCode } from "../repo/code.repo.js";
import { requireEventAdministrator, type Caller } from "./access.js";
import { generateCode, isCodeShape, normaliseCode } from "./code-format.js";

export const GENERATE_MAX = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
const CHUNK = 1_000;

/**
 * New codes for an event (its administrators or staff): `count` codes (1–10,000), the first
 * `boundEmails.length` of them bound to those e-mails (vouchers), every one under the event's pack
 * name. A code that happens to exist already is drawn again. Returns how many were made.
 */
export async function generateRedeemCodes(
  deps: Pick<AppDeps, "dataSource">,
  caller: Caller,
  eventId: string,
  count: number,
  boundEmails: readonly string[] | null | undefined,
): Promise<number> {
  if (!Number.isInteger(count) || count < 1 || count > GENERATE_MAX)
    throw new DomainError("DATA_ERROR", {
      field: "count",
      reason: "validation.outOfRange",
      params: { min: 1, max: GENERATE_MAX },
    });
  const emails = (boundEmails ?? []).map((e) => parseInput(emailRule, e));
  if (emails.length > count) throw new DomainError("DATA_ERROR", { field: "boundEmails" });
  const em = deps.dataSource.manager;
  const event = await requireEventAdministrator(em, caller, eventId);
  let made = 0;
  while (made < count) {
    const batch: NewCode[] = [];
    for (let i = made; i < Math.min(count, made + CHUNK); i++) {
      batch.push({ code: generateCode(), boundEmail: emails[i] ?? null, packName: event.pack_name });
    }
    const stored = await insertCodesIgnoringDuplicates(em, eventId, batch);
    // A collision (1 in 2^60 per pair) skips a row: its e-mail, if any, would be lost, so refuse loudly.
    if (stored < batch.length && batch.some((b) => b.boundEmail)) throw new Error("redeem code collision");
    made += stored;
  }
  return made;
}

export interface ImportResult {
  imported: number;
  skipped: number;
}

const tooLarge = () => new DomainError("DATA_ERROR", { field: "file", reason: "validation.tooLarge" });
const cellsOf = (row: ExcelJS.Row) => {
  const cell = (i: number) => {
    const v = row.getCell(i).text;
    return typeof v === "string" ? v.trim() : "";
  };
  return [cell(1), cell(2), cell(3)];
};

/**
 * The rows of an uploaded .xlsx (zip) or .csv: code, e-mail (optional), pack name (optional). An .xlsx
 * is read as a stream, row by row, and refused at the first row past the limit: 5 MB of zip can
 * unpack to far more than 5 MB of rows.
 */
async function readRows(file: Buffer): Promise<string[][]> {
  const isZip = file.length > 4 && file.readUInt32LE(0) === 0x04034b50;
  const rows: string[][] = [];
  try {
    if (isZip) {
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
        worksheets: "emit",
        sharedStrings: "cache",
      });
      for await (const sheet of reader) {
        for await (const row of sheet) {
          if (row.hasValues) rows.push(cellsOf(row));
          if (rows.length > IMPORT_MAX_ROWS + 1) throw tooLarge();
        }
        break; // the first worksheet only
      }
    } else {
      const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([file]));
      if (sheet.rowCount > IMPORT_MAX_ROWS + 1) throw tooLarge();
      sheet.eachRow({ includeEmpty: false }, (row) => rows.push(cellsOf(row)));
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("DATA_ERROR", { field: "file", reason: "validation.document" });
  }
  return rows;
}

/**
 * Imports codes into an event (its administrators or staff) from an .xlsx or .csv of at most 5 MB
 * and 50,000 rows. A first row whose first cell is "code" is a header. Rows with a malformed code,
 * e-mail or pack name, and codes that already exist, are skipped.
 */
export async function importRedeemCodes(
  deps: Pick<AppDeps, "dataSource">,
  caller: Caller,
  eventId: string,
  file: Buffer,
): Promise<ImportResult> {
  const em = deps.dataSource.manager;
  await requireEventAdministrator(em, caller, eventId);
  if (file.length > IMPORT_MAX_BYTES)
    throw new DomainError("DATA_ERROR", { field: "file", reason: "validation.tooLarge" });
  const rows = await readRows(file);
  if (rows[0] && /^code$/i.test(rows[0][0] ?? "")) rows.shift();
  const valid: NewCode[] = [];
  const seen = new Set<string>();
  for (const [rawCode, rawEmail, rawPack] of rows) {
    const code = normaliseCode(rawCode ?? "");
    const email = rawEmail ? emailRule.safeParse(rawEmail) : null;
    const pack = rawPack ? rawPack.slice(0, 65) : null;
    if (!isCodeShape(code) || seen.has(code) || (email && !email.success) || (pack && pack.length > 64))
      continue;
    seen.add(code);
    valid.push({ code, boundEmail: email?.success ? email.data : null, packName: pack });
  }
  let imported = 0;
  for (let i = 0; i < valid.length; i += CHUNK) {
    imported += await insertCodesIgnoringDuplicates(em, eventId, valid.slice(i, i + CHUNK));
  }
  return { imported, skipped: rows.length - imported };
}
