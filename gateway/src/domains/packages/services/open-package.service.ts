import type { DataSource, EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { withTransaction } from "../../../infra/transaction.js";
import { mintUnits } from "../../holdings/index.js";
import { recordMissionEvent } from "../../missions/index.js";
import { findPackageInfoByIds } from "../../primary/index.js";
import { insertDraw } from "../repo/draw.repo.js";
import { findUserPackageRow, markPackageOpened } from "../repo/user-package.repo.js";
import { drawPackage } from "./package-draw.js";
import { loadPool } from "./package-view.js";
import { loadUserPackages } from "./my-packages-query.service.js";
import type { UserPackageView } from "./views.js";
import { notifyAfterCommit } from "../../notices/index.js";

interface PackageRow {
  id: string;
  user_id: string;
  product_id: string;
  serial: number;
  state: string;
  cards_per_package: number;
  seed: string;
  not_open_yet: number;
  open_at: Date | null;
}

/**
 * Opens one of the viewer's packages (docs/PACKAGES.md). Refusals, in this order: 400 malformed id, 404
 * unknown or someone else's (a package is private: both answer the same, docs/ERRORS.md R7), 2007
 * already opened, 2008 before the product's open time. One transaction: the state moves
 * UNOPENED → OPENED by a conditional update (so of two concurrent opens exactly one proceeds, the other
 * answers 2007), the cards of each slot are drawn from the product's seed (package-draw.ts), recorded in
 * package_draw and minted to the owner, 1 unit per drawn card. Returns the package with its draws.
 */
export async function openPackage(
  dataSource: DataSource,
  userId: string,
  packageId: string,
): Promise<UserPackageView> {
  assertRowId("packageId", packageId);
  await withTransaction(dataSource, (em) => openInTransaction(em, userId, packageId));
  const [opened] = await loadUserPackages(dataSource.manager, { userId, packageIds: [packageId] });
  return opened!;
}

async function openInTransaction(em: EntityManager, userId: string, packageId: string): Promise<void> {
  const pkg = await loadPackage(em, packageId);
  assertOpenable(pkg, userId);

  if (!(await markPackageOpened(em, packageId, userId))) {
    // Someone opened it between the read and the update (a second tab): answer as for a replay.
    assertOpenable(await loadPackage(em, packageId), userId);
    throw new DomainError("PACKAGE_ALREADY_OPENED");
  }

  const draws = drawPackage({
    seed: pkg.seed,
    productId: String(pkg.product_id),
    serial: Number(pkg.serial),
    cardsPerPackage: Number(pkg.cards_per_package),
    pool: await loadPool(em, String(pkg.product_id)),
  });
  for (const { slot, entry } of draws) {
    await insertDraw(em, { packageId, slot, poolEntryId: entry.id, cardId: entry.cardId });
  }
  // Minted per card in card id order, the order every minting transaction locks card rows in.
  const units = new Map<string, number>();
  for (const { entry } of draws) units.set(entry.cardId, (units.get(entry.cardId) ?? 0) + 1);
  for (const cardId of [...units.keys()].sort((a, b) => Number(a) - Number(b))) {
    await mintUnits(em, cardId, userId, units.get(cardId)!);
  }
  await notifyAfterCommit(em, { userId, kind: "PACKAGE_OPENED", key: packageId, params: { packageId } });
  await recordMissionEvent(em, { userId, event: "open-package", key: `package.${packageId}` });
}

async function loadPackage(em: EntityManager, packageId: string): Promise<PackageRow> {
  const pkg = await findUserPackageRow(em, packageId);
  const product =
    pkg && (await findPackageInfoByIds(em, [String(pkg.product_id)])).get(String(pkg.product_id));
  if (!pkg || !product) throw new DomainError("NOT_FOUND");
  return {
    id: pkg.id,
    user_id: pkg.user_id,
    product_id: pkg.product_id,
    serial: pkg.serial,
    state: pkg.state,
    cards_per_package: product.cards_per_package,
    seed: product.seed,
    not_open_yet: Number(product.not_open_yet),
    open_at: product.open_at,
  };
}

function assertOpenable(pkg: PackageRow, userId: string): void {
  if (String(pkg.user_id) !== String(userId)) throw new DomainError("NOT_FOUND");
  if (pkg.state !== "UNOPENED") throw new DomainError("PACKAGE_ALREADY_OPENED");
  if (Number(pkg.not_open_yet)) {
    throw new DomainError("OPEN_TIME_NOT_REACHED", { openAt: new Date(pkg.open_at!).toISOString() });
  }
}
