import type { EntityManager } from "typeorm";

/** user_package: the sealed or opened packages people own, one serial per product. */

export type PackageState = "UNOPENED" | "OPENED";

/** Packages issued for a primary order number, in serial order. */
export async function findPackagesOfOrder(
  em: EntityManager,
  orderNo: string,
): Promise<{ id: string; product_id: string; user_id: string }[]> {
  return (await em.query(
    `SELECT id, product_id, user_id FROM user_package WHERE order_id = ? ORDER BY serial`,
    [orderNo],
  )) as { id: string; product_id: string; user_id: string }[];
}

/** The highest serial issued of a product (0 before the first). */
export async function lastSerialOf(em: EntityManager, productId: string): Promise<number> {
  const [{ last }] = (await em.query(
    `SELECT COALESCE(MAX(serial), 0) AS last FROM user_package WHERE product_id = ?`,
    [productId],
  )) as [{ last: number | string }];
  return Number(last);
}

/** A sealed package; returns its id. A duplicate serial (uq_package_serial) fails the insert. */
export async function insertUserPackage(
  em: EntityManager,
  p: { productId: string; userId: string; orderNo: string; serial: number },
): Promise<string> {
  const result = (await em.query(
    `INSERT INTO user_package (product_id, user_id, order_id, serial, state) VALUES (?, ?, ?, ?, 'UNOPENED')`,
    [p.productId, p.userId, p.orderNo, p.serial],
  )) as { insertId: number | string };
  return String(result.insertId);
}

/** How many packages of a product were issued. */
export async function countIssuedPackages(em: EntityManager, productId: string): Promise<number> {
  const [{ n }] = (await em.query(`SELECT COUNT(*) AS n FROM user_package WHERE product_id = ?`, [
    productId,
  ])) as [{ n: string | number }];
  return Number(n);
}

/** Opened packages per product, for the products among `productIds` that have any. */
export async function countOpenedPackages(
  em: EntityManager,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = (await em.query(
    `SELECT product_id, COUNT(*) AS n FROM user_package WHERE product_id IN (?) AND state = 'OPENED' GROUP BY product_id`,
    [[...productIds]],
  )) as { product_id: number | string; n: string | number }[];
  return new Map(rows.map((r) => [String(r.product_id), Number(r.n)]));
}

export interface UserPackageRow {
  id: string;
  user_id: string;
  product_id: string;
  serial: number;
  state: PackageState;
  opened_at: Date | null;
  created_at: Date;
}

const COLUMNS = `up.id, up.user_id, up.product_id, up.serial, up.state, up.opened_at, up.created_at`;

/** A person's packages, newest first (at most 500), optionally of one state or among some ids. */
export async function findUserPackageRows(
  em: EntityManager,
  filter: { userId: string; state?: PackageState | null; packageIds?: readonly string[] },
): Promise<UserPackageRow[]> {
  const where = ["up.user_id = ?"];
  const params: unknown[] = [filter.userId];
  if (filter.state) {
    where.push("up.state = ?");
    params.push(filter.state);
  }
  if (filter.packageIds) {
    if (filter.packageIds.length === 0) return [];
    where.push("up.id IN (?)");
    params.push([...filter.packageIds]);
  }
  return (await em.query(
    `SELECT ${COLUMNS} FROM user_package up
      WHERE ${where.join(" AND ")}
      ORDER BY up.created_at DESC, up.id DESC
      LIMIT 500`,
    params,
  )) as UserPackageRow[];
}

export async function findUserPackageRow(
  em: EntityManager,
  packageId: string,
): Promise<UserPackageRow | null> {
  const [row] = (await em.query(`SELECT ${COLUMNS} FROM user_package up WHERE up.id = ?`, [
    packageId,
  ])) as UserPackageRow[];
  return row ?? null;
}

/** The package of a product with this serial, if issued. */
export async function findPackageBySerial(
  em: EntityManager,
  productId: string,
  serial: number,
): Promise<{ id: string; state: string } | null> {
  const [pkg] = (await em.query(`SELECT id, state FROM user_package WHERE product_id = ? AND serial = ?`, [
    productId,
    serial,
  ])) as { id: string; state: string }[];
  return pkg ?? null;
}

/** UNOPENED → OPENED for its owner; false when it was not (any longer) sealed and theirs. */
export async function markPackageOpened(
  em: EntityManager,
  packageId: string,
  userId: string,
): Promise<boolean> {
  const changed = (await em.query(
    `UPDATE user_package SET state = 'OPENED', opened_at = UTC_TIMESTAMP(3)
      WHERE id = ? AND user_id = ? AND state = 'UNOPENED'`,
    [packageId, userId],
  )) as { affectedRows: number };
  return changed.affectedRows === 1;
}
