import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import { assertRowId } from "../../../shared/row-id.js";
import { countCardTrades, findCardTradeRowsPage, toTrade, type TradeView } from "../../market/index.js";
import { findCardIdByToken, findCardRowById } from "../repo/catalog.repo.js";
import { CARD_PAGE_LIST_SIZE, getCardDetail } from "./card-detail.service.js";
import type { CardDetailView } from "./card-detail-view.js";

/** The card page's trade history tab: 20 trades a page, newest first; 404 for an unknown card. */
export async function cardTradeHistory(
  dataSource: DataSource,
  rawCardId: string,
  page: number | null | undefined,
): Promise<Page<TradeView>> {
  const cardId = assertRowId("cardId", rawCardId);
  const window = pageWindow(page, CARD_PAGE_LIST_SIZE);
  const total = await countCardTrades(dataSource, cardId);
  if (total === 0 && !(await findCardRowById(dataSource, cardId))) throw new DomainError("NOT_FOUND");
  const rows =
    total > window.offset ? await findCardTradeRowsPage(dataSource, cardId, window.limit, window.offset) : [];
  return toPage(rows.map(toTrade), total, window);
}

export interface CardToken {
  tokenId: string;
  contractId?: string | null;
  tokenAddress?: string | null;
}

/** Each part of a card's token: its longest form (the card table's column) and its shape. */
const TOKEN_RULES: Record<keyof CardToken, { max: number; shape: RegExp }> = {
  tokenId: { max: 78, shape: /^\d{1,78}$/ },
  contractId: { max: 64, shape: /^[A-Za-z0-9_.:-]{1,64}$/ },
  tokenAddress: { max: 42, shape: /^0x[0-9a-fA-F]{40}$/ },
};

/**
 * DATA_ERROR naming token.<part>: validation.tooLong for a part longer than any card's (checked
 * whenever a token is sent), validation.format for one that cannot be what it names (checked when
 * the token is what finds the card).
 */
function assertCardToken(token: CardToken, shape: boolean): void {
  for (const [field, rule] of Object.entries(TOKEN_RULES) as [
    keyof CardToken,
    (typeof TOKEN_RULES)["tokenId"],
  ][]) {
    const value = token[field];
    if (value === null || value === undefined) continue;
    if (value.length > rule.max) {
      throw new DomainError("DATA_ERROR", { field: `token.${field}`, reason: "validation.tooLong" });
    }
    if (shape && !rule.shape.test(value)) {
      throw new DomainError("DATA_ERROR", { field: `token.${field}`, reason: "validation.format" });
    }
  }
}

/**
 * The id of the card a spec-shaped cardDetail address names: its token id, narrowed by the contract
 * id and token address when the address carries them. 404 when no card matches.
 */
export async function findCardIdForToken(dataSource: DataSource, token: CardToken): Promise<string> {
  assertCardToken(token, true);
  const id = await findCardIdByToken(dataSource.manager, token);
  if (id === undefined) throw new DomainError("NOT_FOUND");
  return id;
}

/**
 * The card page by id, or by token when no id is given (an id wins: the token is then only checked
 * for length); DATA_ERROR (validation.required) for neither.
 */
export async function cardDetailByIdOrToken(
  dataSource: DataSource,
  id: string | null | undefined,
  token: CardToken | null | undefined,
  viewerId: string | null,
): Promise<CardDetailView> {
  if (token) assertCardToken(token, false);
  if (id !== null && id !== undefined) return getCardDetail(dataSource, id, viewerId);
  if (!token) throw new DomainError("DATA_ERROR", { field: "id", reason: "validation.required" });
  return getCardDetail(dataSource, await findCardIdForToken(dataSource, token), viewerId);
}
