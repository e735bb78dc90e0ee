import type { DataSource, EntityManager } from "typeorm";
import { findPackageInfoByIds } from "../../primary/index.js";
import { findUserPackageRows, type PackageState } from "../repo/user-package.repo.js";
import { loadDraws } from "./package-view.js";
import type { UserPackageView } from "./views.js";

/**
 * The viewer's packages, newest first, optionally of one state; opened ones with their drawn cards.
 * A fixed number of SQL statements whatever the number of packages (the packages, their products,
 * then every draw of the page and its cards).
 */
export async function myPackages(
  dataSource: DataSource,
  userId: string,
  state?: PackageState | null,
): Promise<UserPackageView[]> {
  return loadUserPackages(dataSource.manager, { userId, state: state ?? null });
}

export async function loadUserPackages(
  em: EntityManager,
  filter: { userId: string; state?: PackageState | null; packageIds?: readonly string[] },
): Promise<UserPackageView[]> {
  const found = await findUserPackageRows(em, filter);
  const products = await findPackageInfoByIds(
    em,
    found.map((r) => String(r.product_id)),
  );
  // Every package points at its product (foreign key); the join this replaces dropped none.
  const rows = found.filter((r) => products.has(String(r.product_id)));
  const opened = rows.filter((r) => r.state === "OPENED").map((r) => String(r.id));
  const draws = await loadDraws(em, opened);
  return rows.map((r) => {
    const p = products.get(String(r.product_id))!;
    return {
      id: String(r.id),
      productId: String(r.product_id),
      productName: p.name,
      serial: Number(r.serial),
      totalSupply: Number(p.total_supply),
      cardsPerPackage: Number(p.cards_per_package),
      state: r.state,
      openAt: p.open_at === null ? null : new Date(p.open_at),
      openedAt: r.opened_at === null ? null : new Date(r.opened_at),
      createdAt: new Date(r.created_at),
      seedHash: p.seed_hash,
      draws: draws.get(String(r.id)) ?? [],
    };
  });
}
