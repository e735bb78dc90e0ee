import { lazy, Suspense, useState } from "react";
import { Anchor, Box, Burger, Button, Container, Group, Skeleton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconUser } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { useIsMobile } from "../../shared/ui/useIsMobile";
import { useAppInfo } from "../../shared/app-info/useAppInfo";
import { SiteLogo } from "../../shared/sites/SiteLogo";
import { useSite } from "../../shared/sites/useSite";
import { withChunkReload } from "../../shared/chunkReload";
import { useLoginDialog } from "../../modules/accounts/hooks/useLoginDialog";
import { useViewer } from "../../modules/accounts/hooks/useViewer";
import { useAboutOverlay } from "../../modules/content/hooks/useAboutOverlay";
import { sitePath } from "@vitrine/schema";
import { HeaderSearch } from "./HeaderSearch";
import { LanguageMenu } from "./LanguageMenu";
import { HeaderNav } from "./HeaderNav";
import { siteNavItems } from "./siteNavItems";
import { SiteSwitcher } from "./SiteSwitcher";
import { AvatarMenu } from "./AvatarMenu";
import { NoticeBell } from "../../modules/notices";
import classes from "./Header.module.css";

// Only a phone opens the drawer: it loads when first needed, outside the first page's JavaScript
// (as do the avatar and language menus' dropdowns, see AvatarMenu and LanguageMenu).
const MobileDrawer = lazy(
  withChunkReload(() => import("./MobileDrawer").then((m) => ({ default: m.MobileDrawer }))),
);
const sessionSkeleton = <Skeleton height={36} width={120} radius="sm" ml={4} data-testid="session-loading" />;

/**
 * Site header (spec §2): the site's name and mark, search, the site's own nav (on the portal: About
 * overlay, Explore anchor, FAQ, and the content pages under "News & guides"), the site switcher,
 * language menu and login/avatar. At MOBILE_MAX_WIDTH_PX or less the
 * controls move into a drawer; the maintenance flag hides nav, language and login.
 */
export function Header() {
  const intl = useIntl();
  // The header's `me` is the app's one session request (cache-first everywhere else).
  const { viewer: user, loading: sessionLoading } = useViewer();
  const { locale } = useLocale();
  const isMobile = useIsMobile();
  const { maintenance } = useAppInfo();
  const openLogin = useLoginDialog();
  const openAbout = useAboutOverlay();
  const [drawerOpened, drawer] = useDisclosure(false);
  // Mounted from the first time the drawer opens (then kept, so it can animate closed and open again).
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  const showControls = !maintenance;

  const site = useSite();
  const { main: navItems, more: moreItems } = siteNavItems(site.key, locale, openAbout);

  return (
    <Box component="header" className={classes.header}>
      <Container className={classes.inner}>
        <Anchor
          component={Link}
          to={sitePath(site.key, locale)}
          className={classes.logo}
          aria-label={
            site.key === "portal"
              ? intl.formatMessage({ id: "header.logoLabel" })
              : intl.formatMessage({ id: "site.logoLabel" }, { name: site.name })
          }
          data-testid="header-logo"
        >
          <SiteLogo site={site} size={isMobile ? 24 : 28} />
        </Anchor>

        <Box className={classes.search}>
          <HeaderSearch />
        </Box>

        {showControls && !isMobile && (
          <Group
            gap={4}
            wrap="nowrap"
            ml="auto"
            component="nav"
            aria-label={intl.formatMessage({ id: "nav.main" })}
          >
            <HeaderNav items={navItems} moreItems={moreItems} />
            <SiteSwitcher />
            <LanguageMenu />
            {user && <NoticeBell />}
            {user ? (
              <AvatarMenu user={user} />
            ) : sessionLoading ? (
              // Until `me` answers (first load, or the store reset after logout) neither "Log in" nor the
              // avatar is right: a signed-in user must not see "Log in" flash, nor click it mid-sign-out.
              sessionSkeleton
            ) : (
              <Button
                data-testid="login-button"
                leftSection={<IconUser size={16} />}
                onClick={() => openLogin()}
                ml={4}
              >
                <FormattedMessage id="header.login" />
              </Button>
            )}
          </Group>
        )}

        {showControls && isMobile && (
          <Burger
            ml="auto"
            opened={drawerOpened}
            onClick={() => {
              setDrawerLoaded(true);
              drawer.toggle();
            }}
            size="sm"
            aria-label={intl.formatMessage({ id: "nav.menu" })}
            data-testid="header-burger"
          />
        )}
      </Container>

      {showControls && drawerLoaded && (
        <Suspense fallback={null}>
          <MobileDrawer
            opened={drawerOpened && isMobile}
            onClose={drawer.close}
            navItems={navItems}
            moreItems={moreItems}
            user={user}
            onLogin={() => openLogin()}
          />
        </Suspense>
      )}
    </Box>
  );
}
