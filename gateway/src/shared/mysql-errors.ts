/** Which unique key a MySQL duplicate-entry error hit, if it is one. */
export function duplicateKeyOf(error: unknown): string | null {
  const driver =
    (error as { driverError?: { code?: string; sqlMessage?: string } }).driverError ??
    (error as { code?: string; sqlMessage?: string });
  if (driver?.code !== "ER_DUP_ENTRY") return null;
  const match = /for key '(?:[^.']*\.)?([^']+)'/.exec(driver.sqlMessage ?? "");
  return match?.[1] ?? "";
}
