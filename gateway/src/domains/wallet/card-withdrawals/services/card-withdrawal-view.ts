import { findCardViewsByIds } from "../../../catalog/index.js";
import type { EntityManager } from "typeorm";
import {
  withMembers,
  withdrawalLifecycleOf,
  type WithdrawalLifecycleRow,
  type WithdrawalLifecycleView,
} from "../../shared/services/withdrawal-row.js";
import {
  findCardWithdrawalRow,
  type CardFeeCurrency,
  type CardWithdrawalColumns,
} from "../repo/card-withdrawal.repo.js";

export type { CardFeeCurrency } from "../repo/card-withdrawal.repo.js";

/** A card withdrawal as the API shows it (fee in the minor units of its currency). */
export interface CardWithdrawalView extends WithdrawalLifecycleView {
  cardId: string;
  cardName: string;
  cardImage: string;
  units: number;
  chain: string;
  address: string;
  feeCurrency: CardFeeCurrency;
  fee: bigint;
}

/** A card_withdrawal row with its member and the card's name and token. */
export interface CardWithdrawalRow extends CardWithdrawalColumns, WithdrawalLifecycleRow {
  card_name: string;
  card_image: string;
  token_address: string;
  token_id: string;
}

export function toCardWithdrawalView(row: CardWithdrawalRow): CardWithdrawalView {
  return {
    ...withdrawalLifecycleOf(row),
    cardId: String(row.card_id),
    cardName: row.card_name,
    cardImage: row.card_image,
    units: Number(row.units),
    chain: row.chain_code,
    address: row.address,
    feeCurrency: row.fee_currency,
    fee: BigInt(row.fee),
  };
}

/** The rows with their members and cards (one lookup each for all of them). */
export async function withMembersAndCards(
  db: EntityManager,
  rows: CardWithdrawalColumns[],
): Promise<CardWithdrawalRow[]> {
  if (rows.length === 0) return [];
  const cards = await findCardViewsByIds(db, [...new Set(rows.map((row) => String(row.card_id)))]);
  return (await withMembers(db, rows)).map((row) => {
    const card = cards.get(String(row.card_id));
    if (!card) throw new Error(`card withdrawal ${row.id}: card ${row.card_id} not found`);
    return {
      ...row,
      card_name: card.name,
      card_image: card.imageUrl,
      token_address: card.tokenAddress,
      token_id: card.tokenId,
    };
  });
}

export async function findCardWithdrawal(
  db: EntityManager,
  id: string,
): Promise<CardWithdrawalRow | undefined> {
  const row = await findCardWithdrawalRow(db, id);
  if (!row) return undefined;
  const [loaded] = await withMembersAndCards(db, [row]);
  return loaded;
}
