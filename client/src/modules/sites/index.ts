/** The site homes of the platform's other sites (Metastar, art); routes in app/siteRoutes.tsx. */
export { StarHomePage } from "./routes/StarHomePage";
export { ArtHomePage } from "./routes/ArtHomePage";
