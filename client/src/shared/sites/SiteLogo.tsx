import type { ComponentType } from "react";
import { Box, Group, Text } from "@mantine/core";
import { IconBuildingStore, IconPalette, IconStarFilled } from "@tabler/icons-react";
import type { SiteDefinition, SiteKey } from "@vitrine/schema";
import { Logo } from "../ui/Logo";

/** Each site's mark: Vitrine's "V" for the portal, an icon in the site's accent for the others. */
export const SITE_ICONS: Readonly<Record<Exclude<SiteKey, "portal">, ComponentType<{ size?: number }>>> = {
  marketplace: IconBuildingStore,
  star: IconStarFilled,
  art: IconPalette,
};

/** A site's mark in a rounded tile (the accent follows data-site). */
export function SiteMark({ site, size = 28 }: { site: SiteKey; size?: number }) {
  if (site === "portal") return null;
  const Icon = SITE_ICONS[site];
  return (
    <Box
      component="span"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        borderRadius: size * 0.28,
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        flexShrink: 0,
        color: "var(--mantine-color-vitrine-3)",
        background: "var(--mantine-color-dark-7)",
        border: "1px solid var(--mantine-color-dark-4)",
      }}
    >
      <Icon size={size * 0.6} />
    </Box>
  );
}

/** The site's name and mark for the header, the footer and the drawer. */
export function SiteLogo({ site, size = 28 }: { site: SiteDefinition; size?: number }) {
  if (site.key === "portal") return <Logo size={size} />;
  return (
    <Group gap={8} wrap="nowrap" component="span" data-testid="site-logo" data-site-logo={site.key}>
      <SiteMark site={site.key} size={size} />
      <Text
        component="span"
        fw={800}
        fz={size * 0.7}
        lh={1}
        variant="gradient"
        gradient={{ from: "vitrine.2", to: "vitrine.4", deg: 45 }}
        style={{ letterSpacing: "-0.02em", whiteSpace: "nowrap" }}
      >
        {site.name}
      </Text>
    </Group>
  );
}
