import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import type { AppDeps } from "../../../src/app-deps.js";
import { createAccount } from "../../../src/domains/accounts/services/create-account.service.js";
import { buyStoreItem, createStoreItem, saveStoreAddress } from "../../../src/domains/jpower-store/index.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS, userBalance } from "../../../src/domains/ledger/index.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { DomainError } from "../../../src/shared/domain-error.js";
import { uniqueName } from "../../helpers/market-fixtures.js";

/** Jpower store fixtures over the real database (services called directly). */

export async function newMemberId(dataSource: DataSource): Promise<string> {
  const name = uniqueName("s");
  const user = await withTransaction(dataSource, (em) =>
    createAccount(em, {
      email: `${name}@example.com`,
      passwordHash: "x",
      nickname: name,
      signUpMethod: "email",
      site: 1,
      locale: "en",
      role: "member",
    }),
  );
  return user.id;
}

export async function newMemberIds(dataSource: DataSource, n: number): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < n) {
    const batch = Math.min(20, n - ids.length);
    ids.push(...(await Promise.all(Array.from({ length: batch }, () => newMemberId(dataSource)))));
  }
  return ids;
}

/** Jpower handed to a member as a mission reward would (JPOWER_REWARDS → member). */
export async function giveJpower(dataSource: DataSource, userId: string, amount: number): Promise<void> {
  await withTransaction(dataSource, (em) =>
    postLedgerTransaction(em, {
      kind: "test-jpower",
      currency: "JPOWER",
      idempotencyKey: `test-jpower:${randomUUID()}`,
      legs: [
        { account: { system: SYSTEM_ACCOUNTS.JPOWER_REWARDS }, bucket: "available", amount: -BigInt(amount) },
        { account: { userId }, bucket: "available", amount: BigInt(amount) },
      ],
    }),
  );
}

export async function jpowerOf(dataSource: DataSource, userId: string): Promise<number> {
  return Number((await userBalance(dataSource.manager, userId, "JPOWER")).available);
}

export async function newItem(
  deps: AppDeps,
  options: {
    price?: number;
    stock?: number;
    limit?: number;
    kind?: "PHYSICAL" | "DIGITAL";
    cardId?: string;
  } = {},
): Promise<string> {
  const view = await createStoreItem(
    deps,
    {
      kind: options.kind ?? "PHYSICAL",
      cardId: options.cardId ?? null,
      price: String(options.price ?? 100),
      stock: options.stock ?? 10,
      perMemberLimit: options.limit ?? 5,
      imageUrl: "",
      startsAt: null,
      endsAt: null,
      active: true,
      texts: [{ language: "tw", name: uniqueName("Item"), description: "" }],
    },
    "en",
  );
  return view.id;
}

export const RECEIVER = {
  name: "Lin Mei",
  phone: "0912345678",
  address: "No. 1, Section 1, Zhongxiao E. Rd, Taipei",
};

export const requestId = () => `r${randomUUID().replace(/-/g, "")}`;

export async function itemStock(
  dataSource: DataSource,
  itemId: string,
): Promise<{ stock: number; sold: number }> {
  const [row] = (await dataSource.query(`SELECT stock, sold FROM jpower_store_item WHERE id = ?`, [
    itemId,
  ])) as {
    stock: number;
    sold: number;
  }[];
  return { stock: Number(row!.stock), sold: Number(row!.sold) };
}

export async function orderCount(dataSource: DataSource, userId: string): Promise<number> {
  const [row] = (await dataSource.query(`SELECT COUNT(*) AS n FROM jpower_store_order WHERE user_id = ?`, [
    userId,
  ])) as { n: string }[];
  return Number(row!.n);
}

export async function refusalOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    return error instanceof DomainError ? error.errorName : String(error);
  }
  throw new Error("expected a refusal");
}

/** The refusal table's store targets (errors/refusal-feature-fixtures.ts): an item, an order and a saved receiver of the owner. */
export async function storeRefusalFixtures(
  deps: AppDeps,
  ownerId: string,
): Promise<{ storeItem: string; storeOrder: string; storeAddress: string }> {
  const storeItem = await newItem(deps, { price: 1, stock: 1000, limit: 100 });
  await giveJpower(deps.dataSource, ownerId, 5);
  const order = await buyStoreItem(
    deps,
    ownerId,
    { itemId: storeItem, receiver: RECEIVER, requestId: requestId() },
    "en",
  );
  const [address] = await saveStoreAddress(deps, ownerId, RECEIVER);
  return { storeItem, storeOrder: order.id, storeAddress: address!.id };
}
