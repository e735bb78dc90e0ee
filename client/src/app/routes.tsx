import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { currentStoredLocale, languageRedirectTarget } from "../shared/i18n/locale";
import { HomePage } from "../modules/home/routes/HomePage";
import { LocaleShell } from "./LocaleShell";
import { AppLayout } from "./layout/AppLayout";
import { NotFoundPage } from "./errors/NotFoundPage";
import { RootErrorPage, RouteErrorPage } from "./errors/RouteErrorPage";
import { PageLoader } from "./layout/PageLoader";
import { withChunkReload } from "../shared/chunkReload";
import { HOME_ROUTE_NAME, type RouteHandle } from "./routeHandle";

/**
 * Language resolution (spec §2): a valid /{lang} prefix wins; otherwise the `locale` cookie, else tw.
 * A missing code is added, an unknown two-letter code replaced; path, query and hash are kept.
 */
function languageLoader({ request }: LoaderFunctionArgs) {
  const target = languageRedirectTarget(new URL(request.url), currentStoredLocale());
  if (target) throw redirect(target);
  return null;
}

const faqPage = withChunkReload(() => import("../modules/content/routes/FaqPage"));
const legalPage = withChunkReload(() => import("../modules/content/routes/LegalPage"));

export const routes: RouteObject[] = [
  {
    id: "root",
    errorElement: <RootErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      { index: true, loader: languageLoader },
      {
        path: ":lang",
        loader: languageLoader,
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
        element: <LocaleShell />,
        children: [
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
                  {
                    path: "faqs",
                    handle: { name: "route.faqs" } satisfies RouteHandle,
                    lazy: async () => ({ Component: (await faqPage()).FaqPage }),
                  },
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
