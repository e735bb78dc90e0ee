import { SimpleGrid } from "@mantine/core";
import type { CardTile_CardFragment } from "../../../gql/graphql";
import { PRIORITY_TILES } from "../../../shared/ui/CardImage";
import { CardTile, CardTileSkeleton } from "./CardTile";

const cols = { base: 2, sm: 3, lg: 4 };

/** Responsive grid of card tiles; `loading` shows skeletons instead. */
export function CardGrid({
  cards,
  loading,
  skeletons = 8,
}: {
  cards?: readonly CardTile_CardFragment[];
  loading?: boolean;
  skeletons?: number;
}) {
  return (
    <SimpleGrid
      cols={cols}
      spacing={{ base: "sm", sm: "md", md: "lg" }}
      verticalSpacing={{ base: "sm", sm: "md", md: "lg" }}
    >
      {loading
        ? Array.from({ length: skeletons }, (_, i) => <CardTileSkeleton key={i} />)
        : cards?.map((card, index) => (
            <CardTile key={card.id} card={card} priority={index < PRIORITY_TILES} />
          ))}
    </SimpleGrid>
  );
}
