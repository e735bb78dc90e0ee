import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import { IconBrandMessenger, IconMail } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { useAppInfo } from "../../shared/app-info/useAppInfo";
import { SiteLogo } from "../../shared/sites/SiteLogo";
import { useSite } from "../../shared/sites/useSite";
import { SiteLinks } from "./SiteSwitcher";
import { useAboutOverlay } from "../../modules/content/hooks/useAboutOverlay";
import { useContactDialog } from "../../modules/content/hooks/useContactDialog";
import { useCommodityExplainer } from "../../shared/shell/useCommodityExplainer";
import { faqUrl, privacyUrl, termsUrl } from "../../modules/content/urls";
import { LanguageMenu } from "./LanguageMenu";
import { BackToTop } from "./BackToTop";
import classes from "./Footer.module.css";

/**
 * Site footer (spec §2): about text (opens the About overlay), messenger and e-mail contact, language
 * menu, FAQ / privacy / terms, the digital-commodity explainer overlay, copyright with the current year,
 * the platform's sites, and the back-to-top button.
 */
export function Footer() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { messengerUrl } = useAppInfo();
  const openAbout = useAboutOverlay();
  const openContact = useContactDialog();
  const openExplainer = useCommodityExplainer();
  const year = new Date().getFullYear();
  const site = useSite();

  const links = [
    { to: faqUrl(locale), id: "nav.faq" },
    { to: privacyUrl(locale), id: "route.privacy" },
    { to: termsUrl(locale), id: "route.terms" },
  ];

  return (
    <Box component="footer" className={classes.footer}>
      <Container py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <SiteLogo site={site} size={24} />
            <UnstyledButton className={classes.about} onClick={openAbout} data-testid="footer-about">
              <FormattedMessage id="footer.aboutText" />{" "}
              <Text span c="vitrine.3" fw={500} size="sm">
                <FormattedMessage id="footer.readMore" />
              </Text>
            </UnstyledButton>
          </Stack>

          <Stack gap="xs">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              <FormattedMessage id="footer.help" />
            </Text>
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} className={classes.link} underline="never">
                <FormattedMessage id={link.id} />
              </Anchor>
            ))}
            <UnstyledButton className={classes.link} onClick={openExplainer} data-testid="footer-explainer">
              <FormattedMessage id="shell.explainer.footer" />
            </UnstyledButton>
          </Stack>

          <Stack gap="xs">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              <FormattedMessage id="footer.contact" />
            </Text>
            <Group gap="xs">
              <Tooltip label={intl.formatMessage({ id: "footer.messenger" })}>
                <ActionIcon
                  component="a"
                  href={messengerUrl ?? "#"}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="lg"
                  variant="default"
                  radius="xl"
                  aria-label={intl.formatMessage({ id: "footer.messenger" })}
                  data-testid="footer-messenger"
                  aria-disabled={!messengerUrl}
                  onClick={(event) => {
                    if (!messengerUrl) event.preventDefault();
                  }}
                >
                  <IconBrandMessenger size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={intl.formatMessage({ id: "footer.email" })}>
                <ActionIcon
                  size="lg"
                  variant="default"
                  radius="xl"
                  aria-label={intl.formatMessage({ id: "footer.email" })}
                  data-testid="footer-email"
                  onClick={openContact}
                >
                  <IconMail size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <Box mt="xs">
              <LanguageMenu testIdPrefix="footer-" position="top-start" variant="default" />
            </Box>
          </Stack>
        </SimpleGrid>

        <Divider my="lg" />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <SiteLinks testIdPrefix="footer-" />
          <Text size="xs" c="dimmed" data-testid="footer-year">
            <FormattedMessage id="footer.copyright" values={{ year: String(year) }} />
          </Text>
        </Group>
      </Container>
      <BackToTop />
    </Box>
  );
}
