import { Box, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowDown, IconSparkles } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { LogoMark } from "../../../shared/ui/Logo";
import { exploreUrl } from "../urls";
import classes from "../../../shared/ui/Hero.module.css";

export function Hero() {
  const { locale } = useLocale();
  return (
    <Box component="section" className={classes.hero} data-testid="home-hero">
      <Box className={classes.mark} visibleFrom="sm">
        <LogoMark size={320} />
      </Box>
      <Stack gap="md" maw={640} pos="relative">
        <Group gap={6}>
          <IconSparkles size={16} color="var(--mantine-color-vitrine-3)" />
          <Text size="sm" c="vitrine.3" fw={600} tt="uppercase" style={{ letterSpacing: "0.08em" }}>
            <FormattedMessage id="home.hero.eyebrow" />
          </Text>
        </Group>
        <Title order={1} className={classes.title}>
          <Text inherit span variant="gradient" gradient={{ from: "vitrine.2", to: "cyan.3", deg: 45 }}>
            <FormattedMessage id="app.name" />
          </Text>
        </Title>
        <Text size="xl" c="gray.3" lh={1.5}>
          <FormattedMessage id="app.tagline" />
        </Text>
        <Group gap="sm" mt="sm">
          <Button
            component={Link}
            to={exploreUrl(locale)}
            size="md"
            rightSection={<IconArrowDown size={16} />}
          >
            <FormattedMessage id="home.hero.cta" />
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
