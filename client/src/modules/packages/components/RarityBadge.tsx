import { Badge } from "@mantine/core";
import { useIntl } from "react-intl";

/** Message ids by value (explicit, so every message id can be checked). */
const PACKAGES_RARITY_MESSAGE = {
  COMMON: "packages.rarity.COMMON",
  RARE: "packages.rarity.RARE",
  EPIC: "packages.rarity.EPIC",
  LEGENDARY: "packages.rarity.LEGENDARY",
} as const;

const rarityColor: Record<string, string> = {
  COMMON: "gray",
  RARE: "blue",
  EPIC: "grape",
  LEGENDARY: "yellow",
};

/** The localized rarity name; a rarity staff invented beyond the four known ones shows as written. */
export function useRarityLabel(): (rarity: string) => string {
  const intl = useIntl();
  return (rarity) => {
    const id = PACKAGES_RARITY_MESSAGE[rarity as keyof typeof PACKAGES_RARITY_MESSAGE];
    return id in intl.messages ? intl.formatMessage({ id }) : rarity;
  };
}

export function RarityBadge({ rarity }: { rarity: string }) {
  const label = useRarityLabel();
  return (
    <Badge variant="light" color={rarityColor[rarity] ?? "teal"} data-testid="package-rarity">
      {label(rarity)}
    </Badge>
  );
}
