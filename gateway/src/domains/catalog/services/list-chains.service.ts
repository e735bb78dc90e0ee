import type { DataSource } from "typeorm";
import type { ChainView } from "./card-view.js";

export async function listChains(dataSource: DataSource): Promise<ChainView[]> {
  const rows: { id: number; code: string; name: string }[] = await dataSource.query(
    "SELECT id, code, name FROM chain ORDER BY sort_order, id",
  );
  return rows.map((r) => ({ id: String(r.id), code: r.code, name: r.name }));
}
