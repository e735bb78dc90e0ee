/** What other modules use from the content module: its urls, and the marketplace banner carousel. */
export * from "./urls";
export { BannerCarousel } from "./components/site/BannerCarousel";
