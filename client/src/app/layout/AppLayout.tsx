import { lazy, Suspense } from "react";
import { Box, Container } from "@mantine/core";
import { Outlet, ScrollRestoration } from "react-router";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { Breadcrumbs } from "./Breadcrumbs";
import { PageLoader } from "./PageLoader";
import { ReferralRegisterPrompt } from "../../modules/accounts/components/ReferralRegisterPrompt";
import { withChunkReload } from "../../shared/chunkReload";
import { useSite } from "../../shared/sites/useSite";
import { useSiteAccent } from "../../shared/sites/useSiteAccent";
import { useStickySite } from "./useStickySite";

// Neither is needed to show the page: they load beside it, outside the first page's JavaScript.
const ShellExtras = lazy(
  withChunkReload(() => import("../../shared/shell/ShellExtras").then((m) => ({ default: m.ShellExtras }))),
);
const LaunchNoticeBar = lazy(
  withChunkReload(() =>
    import("../../modules/content/components/site/LaunchNoticeBar").then((m) => ({
      default: m.LaunchNoticeBar,
    })),
  ),
);

/**
 * The shell around every page of every site: header, the launch notice (when staff turned it on), breadcrumbs,
 * page, footer. ScrollRestoration scrolls to the top on a page change (to the anchor when the URL
 * has a hash, back to the old position on back/forward).
 */
export function AppLayout() {
  // The site of the page (portal, marketplace, star, art) colours the whole document.
  useSiteAccent(useSite().key);
  // A link from a site's page to a page the site also serves stays inside the site.
  useStickySite();
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <Header />
      <Suspense fallback={null}>
        <LaunchNoticeBar />
      </Suspense>
      <Box component="main" style={{ flex: 1 }}>
        <Container pt="lg" pb="xl">
          <Breadcrumbs />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <Footer />
      <ReferralRegisterPrompt />
      <Suspense fallback={null}>
        <ShellExtras />
      </Suspense>
      <ScrollRestoration />
    </Box>
  );
}
