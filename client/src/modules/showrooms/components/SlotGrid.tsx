import { AspectRatio, Box, Paper, SimpleGrid, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { CardTile_CardFragment } from "../../../gql/graphql";
import { CardTile } from "../../catalog";

/**
 * A room's slots as its template lays them out (columns, slot count); each filled slot is the card's
 * tile (linking to its card page), empty ones a dim frame. Narrow screens use at most two columns.
 */
export function SlotGrid({
  columns,
  slotCount,
  slots,
}: {
  columns: number;
  slotCount: number;
  slots: readonly { slotIndex: number; card: CardTile_CardFragment }[];
}) {
  const bySlot = new Map(slots.map((s) => [s.slotIndex, s.card]));
  return (
    <SimpleGrid cols={{ base: Math.min(2, columns), sm: columns }} spacing="md" data-testid="showroom-slots">
      {Array.from({ length: slotCount }, (_, index) => {
        const card = bySlot.get(index);
        return card ? (
          <Box key={index} data-testid="showroom-slot" data-filled="true">
            <CardTile card={card} />
          </Box>
        ) : (
          <Paper
            key={index}
            withBorder
            radius="lg"
            p="sm"
            bg="dark.7"
            data-testid="showroom-slot"
            data-filled="false"
          >
            <AspectRatio ratio={3 / 4}>
              <Text c="dimmed" size="sm" ta="center">
                <FormattedMessage id="showrooms.slot.empty" values={{ n: index + 1 }} />
              </Text>
            </AspectRatio>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
