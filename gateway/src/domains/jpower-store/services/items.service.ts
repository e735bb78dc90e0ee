import { storeItemRule, type Locale, type StoreItemInput } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findCardsTotalIssued } from "../../catalog/index.js";
import { userBalance } from "../../ledger/index.js";
import {
  findStoreItems,
  insertStoreItem,
  listStoreItems,
  lockStoreItem,
  replaceStoreItemTexts,
  updateStoreItem,
} from "../repo/item.repo.js";
import { toItemViews, type StaffStoreItemView, type StoreItemView } from "./store-view.js";

type Deps = Pick<AppDeps, "dataSource">;

/** The store front: items on sale or coming (not over), and the viewer's available Jpower. */
export async function storeFront(
  deps: Deps,
  viewerId: string | null,
  language: Locale,
): Promise<{ items: StoreItemView[]; balance: string | null }> {
  const em = deps.dataSource.manager;
  const items = await toItemViews(em, await listStoreItems(em, new Date()), language);
  const balance = viewerId ? (await userBalance(em, viewerId, "JPOWER")).available.toString() : null;
  return { items, balance };
}

/** One item (members: only one that is switched on; 404 otherwise). */
export async function storeItem(deps: Deps, rawId: string, language: Locale): Promise<StoreItemView> {
  const id = assertRowId("id", rawId);
  const [view] = await toItemViews(
    deps.dataSource.manager,
    await findStoreItems(deps.dataSource.manager, [id]),
    language,
  );
  if (!view || !view.active) throw new DomainError("NOT_FOUND");
  return view;
}

/** Staff: every item, on or off. */
export async function staffStoreItems(deps: Deps, language: Locale): Promise<StaffStoreItemView[]> {
  const em = deps.dataSource.manager;
  return toItemViews(em, await listStoreItems(em, null), language);
}

async function checkCard(em: EntityManager, input: StoreItemInput) {
  // A digital item's card must exist (R4), and its stock cannot exceed the card's total issue.
  if (!input.cardId) return;
  const total = (await findCardsTotalIssued(em, [input.cardId])).get(input.cardId);
  if (total === undefined) throw new DomainError("NOT_FOUND");
  if (input.stock > total) throw new DomainError("DATA_ERROR", { field: "stock", params: { max: total } });
}

const fields = (i: StoreItemInput) => ({
  kind: i.kind,
  cardId: i.cardId,
  price: i.price,
  stock: i.stock,
  perMemberLimit: i.perMemberLimit,
  imageUrl: i.imageUrl,
  startsAt: i.startsAt,
  endsAt: i.endsAt,
  active: i.active,
});

async function one(em: EntityManager, id: string, language: Locale): Promise<StaffStoreItemView> {
  const [view] = await toItemViews(em, await findStoreItems(em, [id]), language);
  if (!view) throw new DomainError("NOT_FOUND");
  return view;
}

/** Staff: a new item with its texts. */
export async function createStoreItem(
  deps: Deps,
  rawInput: unknown,
  language: Locale,
): Promise<StaffStoreItemView> {
  const input = parseInput(storeItemRule, rawInput);
  return withTransaction(deps.dataSource, async (em) => {
    await checkCard(em, input);
    const id = await insertStoreItem(em, fields(input));
    await replaceStoreItemTexts(em, id, input.texts);
    return one(em, id, language);
  });
}

/** Staff: every field and text, conditional on the version the editor read (2143 when stale). */
export async function editStoreItem(
  deps: Deps,
  rawId: string,
  version: number,
  rawInput: unknown,
  language: Locale,
): Promise<StaffStoreItemView> {
  const id = assertRowId("id", rawId);
  const input = parseInput(storeItemRule, rawInput);
  return withTransaction(deps.dataSource, async (em) => {
    if (!(await lockStoreItem(em, id))) throw new DomainError("NOT_FOUND");
    await checkCard(em, input);
    if (!(await updateStoreItem(em, id, version, fields(input)))) throw new DomainError("STORE_ITEM_CHANGED");
    await replaceStoreItemTexts(em, id, input.texts);
    return one(em, id, language);
  });
}
