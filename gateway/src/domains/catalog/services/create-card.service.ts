import { createHash } from "node:crypto";
import { newCardRule, type NewCardInput } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { parseInput } from "../../../shared/parse-input.js";
import { findCardViewsByIds } from "../repo/sales-lookups.repo.js";
import { findCardReferences, insertCard, nextTokenId } from "../repo/staff-card.repo.js";
import type { CardView } from "./card-view.js";

/**
 * The platform's contract of a publisher on a chain: a stable 20-byte address derived from the
 * publisher's slug and the chain's code (the demo catalogue derives its contracts the same way), so every
 * card of one publisher on one chain shares a contract and differs by token id.
 */
export function platformContract(publisherSlug: string, chainCode: string): { id: string; address: string } {
  const address = `0x${createHash("sha256").update(`contract:${publisherSlug}:${chainCode}`).digest("hex").slice(0, 40)}`;
  return { id: `${chainCode.toLowerCase()}-${publisherSlug}`, address };
}

/** Tries of the token-id assignment when a parallel creation took the same id first. */
const TOKEN_TRIES = 3;

/**
 * Staff (catalogManage): a new card of an existing artist, publisher, chain and (optionally) series of
 * that publisher. Its contract and token id are assigned by the platform (next free token id of the
 * publisher's contract on that chain). Bad input is refused before anything is written: DATA_ERROR,
 * 604 unknown artist, 2200 publisher, 2201 series (unknown or another publisher's), 2202 chain.
 */
export async function createCard(deps: Pick<AppDeps, "dataSource">, input: NewCardInput): Promise<CardView> {
  const card = parseInput(newCardRule, input);
  for (let attempt = 1; ; attempt++) {
    try {
      const id = await withTransaction(deps.dataSource, async (em) => {
        const refs = await findCardReferences(em, card);
        if (!refs.artist) throw new DomainError("ARTIST_NOT_FOUND");
        if (refs.publisherSlug === null) throw new DomainError("CARD_PUBLISHER_NOT_FOUND");
        if (refs.chainCode === null) throw new DomainError("CARD_CHAIN_NOT_FOUND");
        if (card.seriesId !== null && refs.seriesPublisherId !== card.publisherId) {
          throw new DomainError("CARD_SERIES_NOT_FOUND");
        }
        const contract = platformContract(refs.publisherSlug, refs.chainCode);
        const tokenId = await nextTokenId(em, card.chainId, contract.address);
        return insertCard(em, {
          ...card,
          contractId: contract.id,
          contractAddress: contract.address,
          tokenAddress: contract.address,
          tokenId,
        });
      });
      const view = (await findCardViewsByIds(deps.dataSource.manager, [id])).get(id);
      if (!view) throw new DomainError("NOT_FOUND");
      return view;
    } catch (error) {
      if (attempt < TOKEN_TRIES && duplicateKeyOf(error) === "uq_card_token") continue;
      throw error;
    }
  }
}
