import type { ReactNode } from "react";
import { Box, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import type { SiteDefinition } from "@vitrine/schema";
import { SiteMark } from "../../../shared/sites/SiteLogo";
import classes from "../../../shared/ui/Hero.module.css";
import siteClasses from "./SiteHero.module.css";

/** A site home's hero: the site's mark, name and tagline in its accent, and one call to action. */
export function SiteHero({
  site,
  eyebrow,
  tagline,
  cta,
  ctaTo,
}: {
  site: SiteDefinition;
  eyebrow: ReactNode;
  tagline: ReactNode;
  cta: ReactNode;
  ctaTo: string;
}) {
  return (
    <Box
      component="section"
      className={`${classes.hero} ${siteClasses.accent}`}
      data-testid={`${site.key}-hero`}
    >
      <Box className={classes.mark} visibleFrom="sm">
        <SiteMark site={site.key} size={280} />
      </Box>
      <Stack gap="md" maw={640} pos="relative">
        <Text size="sm" c="vitrine.3" fw={600} tt="uppercase" style={{ letterSpacing: "0.08em" }}>
          {eyebrow}
        </Text>
        <Title order={1} className={classes.title}>
          <Text inherit span variant="gradient" gradient={{ from: "vitrine.1", to: "vitrine.4", deg: 45 }}>
            {site.name}
          </Text>
        </Title>
        <Text size="xl" c="gray.3" lh={1.5}>
          {tagline}
        </Text>
        <Group gap="sm" mt="sm">
          <Button component={Link} to={ctaTo} size="md" rightSection={<IconArrowRight size={16} />}>
            {cta}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
