import { Badge } from "@mantine/core";
import { useIntl } from "react-intl";

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
    const id = `packages.rarity.${rarity}`;
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
