import { graphql, HttpResponse } from "msw";
import { AppInfoQuery } from "../app-info/queries";
import { HeaderSearchQuery } from "../../modules/catalog/graphql/search";
import { ChainShowcaseQuery, LatestCardsQuery, SearchCardsQuery } from "../../modules/home/graphql/queries";
import { SendContactMessageMutation } from "../../modules/content/contact/mutations";
import { appInfo, chainShowcase, latestCards, searchItems } from "./fixtures";

/** Default answers for every operation the shell sends; tests override them with server.use(...). */
export const handlers = [
  graphql.query(AppInfoQuery, () => HttpResponse.json({ data: { appInfo } })),
  graphql.query(LatestCardsQuery, () => HttpResponse.json({ data: { latestCards } })),
  graphql.query(ChainShowcaseQuery, () => HttpResponse.json({ data: { chainShowcase } })),
  graphql.query(SearchCardsQuery, ({ variables }) => {
    const items = latestCards.filter((c) => c.name.toLowerCase().includes(variables.search.toLowerCase()));
    const cards = { __typename: "CardPage", items, total: items.length };
    return HttpResponse.json({ data: { cards } });
  }),
  graphql.query(HeaderSearchQuery, ({ variables }) =>
    HttpResponse.json({
      data: {
        search: searchItems
          .filter((i) => i.name.toLowerCase().includes(variables.text.toLowerCase()))
          .slice(0, variables.limit),
      },
    }),
  ),
  graphql.mutation(SendContactMessageMutation, () =>
    HttpResponse.json({ data: { sendContactMessage: true } }),
  ),
];
