import type { DataSource } from "typeorm";
import { findNewestCardsPerChain } from "../repo/catalog.repo.js";
import { toCardView, type CardView, type ChainView } from "./card-view.js";
import { listChains } from "./list-chains.service.js";

/** The newest released cards of every chain, `perChain` each, in one query (window function). */
export async function chainShowcase(
  dataSource: DataSource,
  perChain: number,
  now = new Date(),
): Promise<{ chain: ChainView; cards: CardView[] }[]> {
  const chains = await listChains(dataSource);
  const rows = await findNewestCardsPerChain(dataSource, perChain, now);
  const byChain = new Map<string, CardView[]>();
  for (const row of rows) {
    const view = toCardView(row);
    const list = byChain.get(view.chain.id) ?? [];
    list.push(view);
    byChain.set(view.chain.id, list);
  }
  return chains.map((chain) => ({ chain, cards: byChain.get(chain.id) ?? [] }));
}
