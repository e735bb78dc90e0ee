import { graphql, HttpResponse } from "msw";
import { ContentCategoriesQuery, LatestContentQuery, MarketplaceBannersQuery } from "../graphql/reader";
import { LaunchNoticeQuery } from "../graphql/launchNotice";
import { typed } from "./contentFixtures";

/**
 * Client test defaults for what every page asks of the content module: the launch notice is off, no
 * marketplace banners, no published single-page item (the About overlay shows its built-in text).
 */
export const contentHandlers = [
  graphql.query(LaunchNoticeQuery, () =>
    HttpResponse.json({
      data: { launchNotice: typed("LaunchNotice", { enabled: false, text: "", url: null }) },
    }),
  ),
  graphql.query(MarketplaceBannersQuery, () => HttpResponse.json({ data: { marketplaceBanners: [] } })),
  graphql.query(LatestContentQuery, () =>
    HttpResponse.json({ data: { contentItems: typed("ContentItemPage", { total: 0, items: [] }) } }),
  ),
  graphql.query(ContentCategoriesQuery, () => HttpResponse.json({ data: { contentCategories: [] } })),
];
