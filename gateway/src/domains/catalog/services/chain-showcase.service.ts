import type { DataSource } from "typeorm";
import { CARD_SELECT, toCardView, type CardRow, type CardView, type ChainView } from "./card-view.js";
import { listChains } from "./list-chains.service.js";

/** The newest released cards of every chain, `perChain` each, in one query (window function). */
export async function chainShowcase(
  dataSource: DataSource,
  perChain: number,
  now = new Date(),
): Promise<{ chain: ChainView; cards: CardView[] }[]> {
  const chains = await listChains(dataSource);
  const rows: (CardRow & { rn: number })[] = await dataSource.query(
    `SELECT * FROM (
       SELECT ranked.*, ROW_NUMBER() OVER (PARTITION BY ranked.chain_id ORDER BY ranked.release_at DESC, ranked.id DESC) AS rn
         FROM (${CARD_SELECT} WHERE c.release_at <= ?) ranked
     ) t WHERE t.rn <= ? ORDER BY t.chain_id, t.rn`,
    [now, perChain],
  );
  const byChain = new Map<string, CardView[]>();
  for (const row of rows) {
    const view = toCardView(row);
    const list = byChain.get(view.chain.id) ?? [];
    list.push(view);
    byChain.set(view.chain.id, list);
  }
  return chains.map((chain) => ({ chain, cards: byChain.get(chain.id) ?? [] }));
}
