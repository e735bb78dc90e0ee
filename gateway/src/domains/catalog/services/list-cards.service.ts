import { boundedText, idRule } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { z } from "zod";
import { parseInput } from "../../../shared/parse-input.js";
import { CARD_SELECT, likeContains, toCardView, type CardRow, type CardView } from "./card-view.js";

export interface CardFilterInput {
  search?: string | null;
  chainId?: string | null;
  publisherId?: string | null;
}

/** Bounds of the filter (issue 20): refused as DATA_ERROR before any query. */
const cardFilterRule = z.object({
  search: boundedText("searchText").nullish(),
  chainId: idRule.nullish(),
  publisherId: idRule.nullish(),
});

/** Released cards matching the filter, newest release first. */
export async function listCards(
  dataSource: DataSource,
  rawFilter: CardFilterInput,
  limit: number,
  offset: number,
  now = new Date(),
): Promise<{ items: CardView[]; total: number }> {
  const filter = parseInput(cardFilterRule, rawFilter);
  const where: string[] = ["c.release_at <= ?"];
  const params: unknown[] = [now];
  const search = filter.search?.trim();
  if (search) {
    where.push("(c.name LIKE ? OR a.name LIKE ? OR p.name LIKE ?)");
    const pattern = likeContains(search);
    params.push(pattern, pattern, pattern);
  }
  if (filter.chainId) {
    where.push("c.chain_id = ?");
    params.push(Number(filter.chainId));
  }
  if (filter.publisherId) {
    where.push("c.publisher_id = ?");
    params.push(Number(filter.publisherId));
  }
  const clause = `WHERE ${where.join(" AND ")}`;
  const rows: CardRow[] = await dataSource.query(
    `${CARD_SELECT} ${clause} ORDER BY c.release_at DESC, c.id DESC LIMIT ? OFFSET ?`,
    [...params, limit, offset],
  );
  const [count] = (await dataSource.query(
    `SELECT COUNT(*) AS total FROM card c JOIN artist a ON a.id = c.artist_id JOIN publisher p ON p.id = c.publisher_id ${clause}`,
    params,
  )) as { total: string }[];
  return { items: rows.map(toCardView), total: Number(count?.total ?? 0) };
}
