import { useState } from "react";
import { Alert, Grid, ScrollArea, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useMutation } from "@apollo/client/react";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from "@dnd-kit/core";
import { IconDeviceDesktop } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import type { CardTile_CardFragment, ShowroomFieldsFragment } from "../../../../gql/graphql";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { SaveShowroomSlotsMutation } from "../../graphql/showrooms";
import { EditorSlot, PaletteCard, PaletteDrop } from "./EditorPieces";
import {
  firstFreeSlot,
  freeUnits,
  placeCard,
  removeSlot,
  swapSlots,
  toSlotInputs,
  type Layout,
} from "./slotMoves";

export interface OwnedCard {
  units: number;
  listed: number;
  card: CardTile_CardFragment;
}

/** With a pointer, the slot under the pointer is the target; the keyboard has no pointer, so the dragged rect decides. */
const underPointerFirst: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/** Under this width the editor still works but advises a PC (spec §2). */
const PC_ADVISED_BELOW_PX = 960;

/**
 * Fills a room's slots with owned cards: drag a card from the palette into a slot, a slot onto another
 * (they swap) or back onto the palette (removed). Keyboard: focus a card, Space to pick it up, arrows to
 * move, Space to drop (dnd-kit's KeyboardSensor); every move also has a button. Each change is saved at
 * once; a refusal (e.g. the unit was just listed) puts the last saved layout back.
 */
export function SlotEditor({ room, owned }: { room: ShowroomFieldsFragment; owned: readonly OwnedCard[] }) {
  const onError = useErrorHandler();
  const narrow = useMediaQuery(`(max-width: ${PC_ADVISED_BELOW_PX - 1}px)`, false, {
    getInitialValueInEffect: false,
  });
  const saved: Layout = new Map(room.slots.map((s) => [s.slotIndex, s.card.id]));
  const [layout, setLayout] = useState<Layout>(saved);
  const [save] = useMutation(SaveShowroomSlotsMutation);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const cards = new Map(owned.map((o) => [o.card.id, o.card]));
  for (const s of room.slots) cards.set(s.card.id, s.card);
  const free = freeUnits(
    owned.map((o) => ({ cardId: o.card.id, units: o.units, listed: o.listed })),
    layout,
  );

  const apply = (next: Layout) => {
    const before = layout;
    setLayout(next);
    save({ variables: { id: room.id, slots: toSlotInputs(next) } }).catch((error: unknown) => {
      setLayout(before);
      onError(error);
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const [kind, value] = String(active.id).split(":") as [string, string];
    const target = String(over.id).slice("drop:".length);
    if (kind === "card" && target !== "palette" && (free.get(value) ?? 0) > 0)
      apply(placeCard(layout, Number(target), value));
    if (kind === "slot" && target === "palette") apply(removeSlot(layout, Number(value)));
    else if (kind === "slot" && Number(target) !== Number(value))
      apply(swapSlots(layout, Number(value), Number(target)));
  };

  return (
    <Stack gap="sm" data-testid="showroom-slot-editor">
      {narrow && (
        <Alert color="yellow" icon={<IconDeviceDesktop size={18} />} data-testid="showroom-pc-advice">
          <FormattedMessage id="showrooms.editor.pcAdvised" />
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        <FormattedMessage id="showrooms.editor.help" values={{ max: room.slotCount }} />
      </Text>
      <DndContext sensors={sensors} collisionDetection={underPointerFirst} onDragEnd={onDragEnd}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Title order={4} mb="xs">
              <FormattedMessage id="showrooms.editor.owned" />
            </Title>
            <PaletteDrop>
              <ScrollArea.Autosize mah={480}>
                <Stack gap={6} p={2}>
                  {owned.length === 0 && (
                    <Text size="sm" c="dimmed" data-testid="showroom-palette-empty">
                      <FormattedMessage id="showrooms.editor.noCards" />
                    </Text>
                  )}
                  {owned.map((o) => (
                    <PaletteCard
                      key={o.card.id}
                      card={o.card}
                      free={free.get(o.card.id) ?? 0}
                      onAdd={() => {
                        const slot = firstFreeSlot(layout, room.slotCount);
                        if (slot !== null) apply(placeCard(layout, slot, o.card.id));
                      }}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </PaletteDrop>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <SimpleGrid cols={{ base: Math.min(2, room.columns), sm: room.columns }} spacing="xs">
              {Array.from({ length: room.slotCount }, (_, index) => {
                const cardId = layout.get(index);
                return (
                  <EditorSlot
                    key={index}
                    index={index}
                    card={cardId ? cards.get(cardId) : undefined}
                    last={index === room.slotCount - 1}
                    onMove={(to) => apply(swapSlots(layout, index, to))}
                    onRemove={() => apply(removeSlot(layout, index))}
                  />
                );
              })}
            </SimpleGrid>
          </Grid.Col>
        </Grid>
      </DndContext>
    </Stack>
  );
}
