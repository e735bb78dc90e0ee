import { lazy } from "react";
import { withChunkReload } from "../shared/chunkReload";

// Each page is a chunk of its own, loaded when a route needs it (routes.tsx).

/**
 * The home page too, but a React.lazy component rather than a lazy route: going home
 * must commit at once (logout and account deletion navigate home with flushSync before the cache
 * forgets the user), which a route that still has to load its module cannot do. AppLayout's Suspense
 * shows the loader meanwhile; `preloadHomePage` lets the first load of / fetch it alongside the rest.
 */
const homePage = withChunkReload(() => import("../modules/home/routes/HomePage"));
export const preloadHomePage = () => void homePage().catch(() => undefined);
export const HomePage = lazy(() => homePage().then((m) => ({ default: m.HomePage })));

export const loginRoute = withChunkReload(() => import("../modules/accounts/routes/LoginRoute"));
export const faqPage = withChunkReload(() => import("../modules/content/routes/FaqPage"));
export const legalPage = withChunkReload(() => import("../modules/content/routes/LegalPage"));
export const accountPage = withChunkReload(() => import("../modules/accounts/routes/AccountPage"));
export const publicUserPage = withChunkReload(() => import("../modules/accounts/routes/PublicUserPage"));
export const personalVerifyPage = withChunkReload(
  () => import("../modules/accounts/routes/PersonalVerifyPage"),
);
export const kycVerificationPage = withChunkReload(() => import("../modules/kyc/routes/KycVerificationPage"));
export const staffKycPage = withChunkReload(() => import("../modules/staff/routes/StaffKycPage"));
export const staffWithdrawalsPage = withChunkReload(
  () => import("../modules/staff/routes/StaffWithdrawalsPage"),
);
export const staffChainPage = withChunkReload(() => import("../modules/staff/routes/StaffChainPage"));
export const staffHomePage = withChunkReload(() => import("../modules/staff/routes/StaffHomePage"));
export const staffCreditsPage = withChunkReload(() => import("../modules/staff/routes/StaffCreditsPage"));
export const staffAuditPage = withChunkReload(() => import("../modules/staff/routes/StaffAuditPage"));
/** The staff console's frame (/admin), a layout of its own. */
export const staffLayout = withChunkReload(() => import("../modules/staff/components/console/StaffLayout"));
export const collectionBookLayout = withChunkReload(
  () => import("../modules/market/routes/CollectionBookLayout"),
);
export const collectionBookPages = withChunkReload(
  () => import("../modules/market/routes/CollectionBookPages"),
);
export const marketplacePage = withChunkReload(() => import("../modules/market/routes/MarketplacePage"));
export const productPage = withChunkReload(() => import("../modules/market/routes/ProductPage"));
export const completePage = withChunkReload(() => import("../modules/market/routes/CompletePage"));
export const jpointWalletPage = withChunkReload(() => import("../modules/jpoint/routes/JpointWalletPage"));
export const fusionPage = withChunkReload(() => import("../modules/fusion/routes/FusionPage"));
export const editCardPage = withChunkReload(() => import("../modules/market/routes/EditCardPage"));
export const releasesPage = withChunkReload(() => import("../modules/primary/routes/ReleasesPage"));
export const primaryProductPage = withChunkReload(
  () => import("../modules/primary/routes/PrimaryProductPage"),
);
export const purchaseHistoryPage = withChunkReload(
  () => import("../modules/primary/routes/PurchaseHistoryPage"),
);
export const packagesPage = withChunkReload(() => import("../modules/packages/routes/PackagesPage"));
export const starHomePage = withChunkReload(() => import("../modules/sites/routes/StarHomePage"));
export const artHomePage = withChunkReload(() => import("../modules/sites/routes/ArtHomePage"));
