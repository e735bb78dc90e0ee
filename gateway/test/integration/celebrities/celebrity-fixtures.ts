import type { DataSource } from "typeorm";
import { createAccount } from "../../../src/domains/accounts/services/create-account.service.js";
import { createCelebrity } from "../../../src/domains/celebrities/index.js";
import type { AppDeps } from "../../../src/app-deps.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { DomainError } from "../../../src/shared/domain-error.js";
import { uniqueName } from "../../helpers/market-fixtures.js";

/** Celebrity board fixtures over the real database and Redis (services called directly). */

export async function newMemberId(dataSource: DataSource): Promise<string> {
  const name = uniqueName("c");
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

/** `n` members, created a few at a time (one connection pool). */
export async function newMemberIds(dataSource: DataSource, n: number): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < n) {
    const batch = Math.min(20, n - ids.length);
    ids.push(...(await Promise.all(Array.from({ length: batch }, () => newMemberId(dataSource)))));
  }
  return ids;
}

export async function newCelebrity(deps: AppDeps, name = uniqueName("Star")): Promise<string> {
  const view = await createCelebrity(
    deps,
    { kind: "STAR", artistId: null, texts: [{ language: "tw", name, bio: "" }] },
    "en",
  );
  return view.id;
}

/** The error name a rejected call gave (or the error itself when it is not a DomainError). */
export async function refusalOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    return error instanceof DomainError ? error.errorName : String(error);
  }
  throw new Error("expected a refusal");
}

/** Deletes every Redis key of this gateway's prefix: what a Redis loss does to the board. */
export async function flushPrefix(deps: AppDeps): Promise<number> {
  let cursor = "0";
  let removed = 0;
  do {
    const [next, keys] = await deps.redis.scan(
      cursor,
      "MATCH",
      `${deps.config.QUEUE_PREFIX}:*`,
      "COUNT",
      500,
    );
    cursor = next;
    if (keys.length > 0) removed += await deps.redis.del(...keys);
  } while (cursor !== "0");
  return removed;
}
