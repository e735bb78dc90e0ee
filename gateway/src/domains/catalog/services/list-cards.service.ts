import { boundedText, idRule } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { z } from "zod";
import { parseInput } from "../../../shared/parse-input.js";
import { countReleasedCards, findReleasedCards, type ReleasedCardFilter } from "../repo/catalog.repo.js";
import { likeContains, toCardView, type CardView } from "./card-view.js";

export interface CardFilterInput {
  search?: string | null;
  chainId?: string | null;
  publisherId?: string | null;
  artistId?: string | null;
}

/** Bounds of the filter (issue 20): refused as DATA_ERROR before any query. */
const cardFilterRule = z.object({
  search: boundedText("searchText").nullish(),
  chainId: idRule.nullish(),
  publisherId: idRule.nullish(),
  artistId: idRule.nullish(),
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
  const search = filter.search?.trim();
  const where: ReleasedCardFilter = {
    now,
    ...(search ? { searchPattern: likeContains(search) } : {}),
    ...(filter.chainId ? { chainId: Number(filter.chainId) } : {}),
    ...(filter.publisherId ? { publisherId: Number(filter.publisherId) } : {}),
    ...(filter.artistId ? { artistId: Number(filter.artistId) } : {}),
  };
  const rows = await findReleasedCards(dataSource, where, limit, offset);
  const total = await countReleasedCards(dataSource, where);
  return { items: rows.map(toCardView), total };
}
