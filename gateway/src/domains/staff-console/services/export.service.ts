import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { DataSource } from "typeorm";
import { listAuditLog, type AuditLogFilter } from "../../audit/index.js";
import type { AppDeps } from "../../../app-deps.js";
import { memberActivity, type MemberView } from "./member-activity.service.js";

/** The most rows one audit-log export carries (the newest first); narrow the filter for more. */
export const AUDIT_EXPORT_MAX_ROWS = 5_000;

type Cell = string | number;

/** GMT+8 wall time, as the console shows it ("2026-11-25 17:30:00"). */
export function gmt8(date: Date | null): string {
  if (!date) return "";
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
}

/** Streams one sheet (headers, then rows) as an .xlsx into `out` (exceljs's WorkbookWriter). */
export async function writeSheet(
  out: Writable,
  name: string,
  headers: string[],
  rows: Iterable<Cell[]>,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(name.slice(0, 31).replace(/[\\/?*[\]:]/g, " "));
  sheet.addRow(headers).commit();
  let written = 0;
  for (const row of rows) {
    sheet.addRow(row).commit();
    written++;
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** A member's list (memberLookup) as sheet rows. */
export async function memberActivityRows(deps: AppDeps, userId: string, view: MemberView): Promise<Cell[][]> {
  const rows = await memberActivity(deps, userId, view);
  return rows.map((r) => [r.id, r.title, r.detail, r.status, r.amount, gmt8(r.at)]);
}

export const MEMBER_EXPORT_HEADERS = ["id", "item", "detail", "status", "amount", "when (GMT+8)"];
export const AUDIT_EXPORT_HEADERS = [
  "id",
  "time (GMT+8)",
  "actor",
  "roles",
  "operation",
  "kind",
  "target",
  "outcome",
  "args",
  "before",
  "after",
  "request id",
];

/** The audit log (auditRead) under the page's filter, newest first, at most AUDIT_EXPORT_MAX_ROWS rows. */
export async function auditLogRows(
  dataSource: DataSource,
  filter: Omit<AuditLogFilter, "page">,
): Promise<Cell[][]> {
  const rows: Cell[][] = [];
  for (let page = 1; rows.length < AUDIT_EXPORT_MAX_ROWS; page++) {
    const { items } = await listAuditLog(dataSource, { ...filter, page });
    if (!items.length) break;
    for (const e of items) {
      rows.push([
        Number(e.id),
        gmt8(e.createdAt),
        e.actor ? `${e.actor.nickname} <${e.actor.email}>` : "",
        e.actorRoles.join(","),
        e.operation,
        e.kind,
        e.targetType ? `${e.targetType} #${e.targetId}` : "",
        e.outcome,
        e.args ?? "",
        e.before ?? "",
        e.after ?? "",
        e.requestId ?? "",
      ]);
    }
  }
  return rows.slice(0, AUDIT_EXPORT_MAX_ROWS);
}
