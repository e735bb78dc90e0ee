import type { DataSource, EntityManager } from "typeorm";
import { PackageStateEnum, UserPackageType } from "../graphql/packages.types.js";
import { loadDraws } from "./package-view.js";

interface UserPackageRow {
  id: string;
  product_id: string;
  product_name: string;
  serial: number;
  total_supply: number;
  cards_per_package: number;
  state: PackageStateEnum;
  open_at: Date | null;
  opened_at: Date | null;
  created_at: Date;
  seed_hash: string;
}

/**
 * The viewer's packages, newest first, optionally of one state; opened ones with their drawn cards.
 * Two SQL statements whatever the number of packages (the packages, then every draw of the page).
 */
export async function myPackages(
  dataSource: DataSource,
  userId: string,
  state?: PackageStateEnum | null,
): Promise<UserPackageType[]> {
  return loadUserPackages(dataSource.manager, { userId, state: state ?? null });
}

export async function loadUserPackages(
  em: EntityManager,
  filter: { userId: string; state?: PackageStateEnum | null; packageIds?: readonly string[] },
): Promise<UserPackageType[]> {
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
  const rows = (await em.query(
    `SELECT up.id, up.product_id, p.name AS product_name, up.serial, p.total_supply, p.cards_per_package, up.state,
            p.open_at, up.opened_at, up.created_at, p.seed_hash
       FROM user_package up JOIN primary_product p ON p.id = up.product_id
      WHERE ${where.join(" AND ")}
      ORDER BY up.created_at DESC, up.id DESC
      LIMIT 500`,
    params,
  )) as UserPackageRow[];
  const opened = rows.filter((r) => r.state === PackageStateEnum.OPENED).map((r) => String(r.id));
  const draws = await loadDraws(em, opened);
  return rows.map((r) =>
    Object.assign(new UserPackageType(), {
      id: String(r.id),
      productId: String(r.product_id),
      productName: r.product_name,
      serial: Number(r.serial),
      totalSupply: Number(r.total_supply),
      cardsPerPackage: Number(r.cards_per_package),
      state: r.state,
      openAt: r.open_at === null ? null : new Date(r.open_at),
      openedAt: r.opened_at === null ? null : new Date(r.opened_at),
      createdAt: new Date(r.created_at),
      seedHash: r.seed_hash,
      draws: draws.get(String(r.id)) ?? [],
    }),
  );
}
