import type { Locale } from "@vitrine/schema";

/** A card's page by its row id (the short form every tile links to). */
export const cardUrl = (locale: Locale, id: string) => `/${locale}/card/${encodeURIComponent(id)}`;

/** A publisher's page: its cards, newest release first. */
export const publisherUrl = (locale: Locale, id: string) => `/${locale}/publisher/${encodeURIComponent(id)}`;

/** An artist's page: their cards, newest release first. */
export const artistUrl = (locale: Locale, id: string) => `/${locale}/artist/${encodeURIComponent(id)}`;

/** The parts of the spec's address cardDetail/{user_address?}/{contract_id?}/{token_address?}/{token_id}. */
export interface CardDetailAddress {
  tokenId: string;
  contractId: string | null;
  tokenAddress: string | null;
}

/**
 * Reads the segments after cardDetail/. The token id is the last segment and the only required one;
 * the optional ones are taken from the right, as the spec orders them: the segment before the token
 * id is the token address, the one before that the contract id, and a fourth (the holder's address,
 * user_address) is not needed to find the card and is ignored — the page shows every owner. The
 * gateway finds the card whose token id matches, narrowed by contract id and token address when
 * given (several chains may reuse a token id: the first card wins). Null when there is no segment.
 */
export function parseCardDetailPath(splat: string | undefined): CardDetailAddress | null {
  const parts = (splat ?? "").split("/").filter(Boolean);
  const tokenId = parts.at(-1);
  if (!tokenId) return null;
  return { tokenId, tokenAddress: parts.at(-2) ?? null, contractId: parts.at(-3) ?? null };
}
