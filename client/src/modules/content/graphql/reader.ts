import { graphql } from "../../../gql";

export const ContentItemFieldsFragment = graphql(`
  fragment ContentItemFields on ContentItem {
    id
    kind
    webType
    category
    tags
    language
    fallback
    slug
    title
    summary
    coverUrl
    publishedAt
  }
`);

/** One page (20) of published items, newest first. */
export const ContentItemsQuery = graphql(`
  query ContentItems($kind: ContentKind!, $webType: Int, $category: String, $page: Int) {
    contentItems(kind: $kind, webType: $webType, category: $category, page: $page) {
      total
      page
      pageSize
      items {
        ...ContentItemFields
      }
    }
  }
`);

export const ContentCategoriesQuery = graphql(`
  query ContentCategories($kind: ContentKind!) {
    contentCategories(kind: $kind)
  }
`);

/** An article with its body (by id). */
export const ContentItemQuery = graphql(`
  query ContentItem($id: ID!) {
    contentItem(id: $id) {
      ...ContentItemFields
      bodyHtml
    }
  }
`);

/** The newest published item of a single-page kind (beginner guide, guarantee, community, about). */
export const LatestContentQuery = graphql(`
  query LatestContent($kind: ContentKind!) {
    contentItems(kind: $kind, page: 1) {
      total
      items {
        ...ContentItemFields
        bodyHtml
      }
    }
  }
`);

export const MarketplaceBannersQuery = graphql(`
  query MarketplaceBanners {
    marketplaceBanners {
      id
      imageUrl
      linkUrl
      title
    }
  }
`);
