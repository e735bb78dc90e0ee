import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";

const cardPage = withChunkReload(() => import("./CardPage"));
const makerCardsPage = withChunkReload(() => import("./MakerCardsPage"));

/**
 * The catalog's public pages, each a lazily loaded chunk: a card's page by id (card/:cardId, where
 * every tile links) or by the spec's address cardDetail/{user_address?}/{contract_id?}/{token_address?}/{token_id}
 * (a splat: the optional segments are read from the right, see urls.ts parseCardDetailPath), and the
 * publisher and artist pages listing their cards.
 */
export const catalogRoutes: RouteObject[] = [
  {
    path: "card/:cardId",
    handle: { name: "route.card" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await cardPage()).CardPage }),
  },
  {
    path: "cardDetail/*",
    handle: { name: "route.card" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await cardPage()).CardPage }),
  },
  {
    path: "publisher/:makerId",
    handle: { name: "route.publisher" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await makerCardsPage()).PublisherPage }),
  },
  {
    path: "artist/:makerId",
    handle: { name: "route.artist" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await makerCardsPage()).ArtistPage }),
  },
];
