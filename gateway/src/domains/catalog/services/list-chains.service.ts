import type { DataSource } from "typeorm";
import { findChains } from "../repo/catalog.repo.js";
import type { ChainView } from "./card-view.js";

export async function listChains(dataSource: DataSource): Promise<ChainView[]> {
  const rows = await findChains(dataSource);
  return rows.map((r) => ({ id: String(r.id), code: r.code, name: r.name }));
}
