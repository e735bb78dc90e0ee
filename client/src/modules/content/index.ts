/** What other modules use from the content module: its urls, and the marketplace banner carousel. */
export * from "./urls";
export { BannerCarousel } from "./components/site/BannerCarousel";
export { ContentCard } from "./components/reader/ContentCard";
export { ContentItemsQuery } from "./graphql/reader";
export { LIST_KINDS, type ListKind } from "./kinds";
