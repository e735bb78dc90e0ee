import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { isLocale } from "@vitrine/schema";
import { currentStoredLocale, languageRedirectTarget } from "../shared/i18n/locale";
import { loadMessages } from "../shared/i18n/messages";
import { LocaleShell } from "./LocaleShell";
import { AppLayout } from "./layout/AppLayout";
import { NotFoundPage } from "./errors/NotFoundPage";
import { RootErrorPage, RouteErrorPage } from "./errors/RouteErrorPage";
import { PageLoader } from "./layout/PageLoader";
import { HOME_ROUTE_NAME, type RouteHandle } from "./routeHandle";
import {
  HomePage,
  loginRoute,
  faqPage,
  legalPage,
  accountPage,
  publicUserPage,
  personalVerifyPage,
  kycVerificationPage,
  collectionBookLayout,
  collectionBookPages,
  productPage,
  completePage,
  jpointWalletPage,
  fusionPage,
  editCardPage,
  releasesPage,
  primaryProductPage,
  purchaseHistoryPage,
  packagesPage,
} from "./pages";
import { RequireViewer } from "../modules/accounts/components/RequireViewer";
import { walletRoutes } from "../modules/wallet/routes/walletRoutes";
import { publicModuleRoutes, signedInModuleRoutes } from "./moduleRoutes";
import { siteRoutes } from "./siteRoutes";

import { isConsolePath, staffConsoleRoute } from "./staffConsoleRoutes";

/** Module pages under admin/… open in the staff console's own layout; the rest in the site's. */
const siteModuleRoutes = signedInModuleRoutes.filter((route) => !isConsolePath(route));
const consoleModuleRoutes = signedInModuleRoutes.filter(isConsolePath);

/**
 * Language resolution (spec §2): a valid /{lang} prefix wins; otherwise the `locale` cookie, else tw.
 * A missing code is added, an unknown two-letter code replaced; path, query and hash are kept.
 */
function languageLoader({ request }: LoaderFunctionArgs) {
  const target = languageRedirectTarget(new URL(request.url), currentStoredLocale());
  if (target) throw redirect(target);
  return null;
}

/** The /:lang route: the language check above, then that language's messages (a lazy chunk). */
async function localeLoader(args: LoaderFunctionArgs) {
  languageLoader(args);
  if (isLocale(args.params.lang)) await loadMessages(args.params.lang);
  return null;
}

const faqRoute: RouteObject = {
  path: "faqs",
  handle: { name: "route.faqs" } satisfies RouteHandle,
  lazy: async () => ({ Component: (await faqPage()).FaqPage }),
};

const releasesRoutes: RouteObject[] = [
  {
    path: "releases",
    handle: { name: "route.releases" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await releasesPage()).ReleasesPage }),
  },
  {
    path: "releases/:productId",
    handle: { name: "route.primaryProduct" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await primaryProductPage()).PrimaryProductPage }),
  },
];

export const routes: RouteObject[] = [
  {
    id: "root",
    errorElement: <RootErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      { index: true, loader: languageLoader },
      {
        path: ":lang",
        loader: localeLoader,
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
        element: <LocaleShell />,
        children: [
          // The staff console (/admin): a layout of its own with navigation by role.
          staffConsoleRoute(consoleModuleRoutes),
          {
            element: <AppLayout />,
            children: [
              {
                errorElement: <RouteErrorPage />,
                children: [
                  {
                    index: true,
                    element: <HomePage />,
                    handle: { name: HOME_ROUTE_NAME } satisfies RouteHandle,
                  },
                  faqRoute,
                  {
                    path: "privacy",
                    handle: { name: "route.privacy" } satisfies RouteHandle,
                    lazy: async () => ({ Component: (await legalPage()).PrivacyPage }),
                  },
                  {
                    path: "terms",
                    handle: { name: "route.terms" } satisfies RouteHandle,
                    lazy: async () => ({ Component: (await legalPage()).TermsPage }),
                  },
                  {
                    // Alias kept from the original site (spec §2 lists both "terms" and "term").
                    path: "term",
                    handle: { name: "route.terms" } satisfies RouteHandle,
                    lazy: async () => ({ Component: (await legalPage()).TermsPage }),
                  },
                  {
                    path: "product/:listingId",
                    handle: { name: "route.product" } satisfies RouteHandle,
                    lazy: async () => ({ Component: (await productPage()).ProductPage }),
                  },
                  ...publicModuleRoutes,
                  // The other sites (/star, /art, the marketplace's own pages) with their homes.
                  ...siteRoutes([faqRoute, ...releasesRoutes, ...publicModuleRoutes]),
                  ...releasesRoutes,
                  {
                    path: "fusion",
                    handle: { name: "route.fusion" } satisfies RouteHandle,
                    lazy: async () => ({ Component: (await fusionPage()).FusionPage }),
                  },
                  {
                    // The home page with the login dialog over it; protected pages and the social
                    // login callback come here (spec §2).
                    path: "login",
                    lazy: async () => {
                      const { LoginRoute } = await loginRoute();
                      return {
                        element: (
                          <LoginRoute>
                            <HomePage />
                          </LoginRoute>
                        ),
                      };
                    },
                    handle: { name: HOME_ROUTE_NAME } satisfies RouteHandle,
                  },
                  {
                    path: "users/:publicId",
                    handle: { name: "route.user" } satisfies RouteHandle,
                    children: [
                      {
                        index: true,
                        lazy: async () => ({ Component: (await publicUserPage()).PublicUserPage }),
                      },
                      {
                        element: <RequireViewer />,
                        children: [
                          {
                            path: "personalVerify",
                            handle: { name: "route.personalVerify" } satisfies RouteHandle,
                            lazy: async () => ({
                              Component: (await personalVerifyPage()).PersonalVerifyPage,
                            }),
                          },
                          {
                            path: "personalVerify/verification",
                            handle: { name: "route.kycVerification" } satisfies RouteHandle,
                            lazy: async () => ({
                              Component: (await kycVerificationPage()).KycVerificationPage,
                            }),
                          },
                        ],
                      },
                    ],
                  },
                  {
                    // Pages for signed-in users only: visitors go to /login?redirect=… first.
                    element: <RequireViewer />,
                    children: [
                      {
                        path: "account",
                        handle: { name: "route.account" } satisfies RouteHandle,
                        lazy: async () => ({ Component: (await accountPage()).AccountPage }),
                      },
                      {
                        // Static, so it wins over users/:publicId.
                        path: "users/jpoint",
                        handle: { name: "route.jpoint" } satisfies RouteHandle,
                        lazy: async () => ({ Component: (await jpointWalletPage()).JpointWalletPage }),
                      },
                      // Wallet
                      ...walletRoutes,
                      ...siteModuleRoutes,
                      {
                        path: "complete/:orderId",
                        handle: { name: "route.complete" } satisfies RouteHandle,
                        lazy: async () => ({ Component: (await completePage()).CompletePage }),
                      },
                      {
                        // The seller's edit screen of a listing (spec §2 editCard), linked from the sell list.
                        path: "editCard/:listingId",
                        handle: { name: "route.editCard" } satisfies RouteHandle,
                        lazy: async () => ({ Component: (await editCardPage()).EditCardPage }),
                      },
                      {
                        path: "packages",
                        handle: { name: "route.packages" } satisfies RouteHandle,
                        lazy: async () => ({ Component: (await packagesPage()).PackagesPage }),
                      },
                      {
                        path: "users/history",
                        handle: { name: "route.purchaseHistory" } satisfies RouteHandle,
                        lazy: async () => ({ Component: (await purchaseHistoryPage()).PurchaseHistoryPage }),
                      },
                      {
                        path: "collectionBook",
                        handle: { name: "route.collectionBook" } satisfies RouteHandle,
                        lazy: async () => ({
                          Component: (await collectionBookLayout()).CollectionBookLayout,
                        }),
                        children: [
                          {
                            index: true,
                            lazy: async () => ({ Component: (await collectionBookPages()).CollectionPage }),
                          },
                          {
                            path: "sellList",
                            handle: { name: "route.sellList" } satisfies RouteHandle,
                            lazy: async () => ({ Component: (await collectionBookPages()).SellListPage }),
                          },
                          {
                            path: "soldList",
                            handle: { name: "route.soldList" } satisfies RouteHandle,
                            lazy: async () => ({ Component: (await collectionBookPages()).SoldListPage }),
                          },
                          {
                            path: "buyList",
                            handle: { name: "route.buyList" } satisfies RouteHandle,
                            lazy: async () => ({ Component: (await collectionBookPages()).BuyListPage }),
                          },
                          {
                            path: "bidList",
                            handle: { name: "route.bidList" } satisfies RouteHandle,
                            lazy: async () => ({ Component: (await collectionBookPages()).BidListPage }),
                          },
                        ],
                      },
                    ],
                  },
                  {
                    path: "*",
                    element: <NotFoundPage />,
                    handle: { name: "route.notFound" } satisfies RouteHandle,
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
