import type { ReactNode } from "react";
import { ActionIcon, Box, Group, Image, Paper, Text } from "@mantine/core";
import { useDraggable, useDroppable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { IconArrowLeft, IconArrowRight, IconPlus, IconX } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { CardTile_CardFragment } from "../../../../gql/graphql";

type Card = Pick<CardTile_CardFragment, "id" | "name" | "imageUrl">;

/** A card picture with its name, small enough for the editor. */
function Thumb({ card }: { card: Card }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Image src={card.imageUrl} alt="" w={36} h={48} radius="sm" fit="cover" />
      <Text size="sm" truncate title={card.name}>
        {card.name}
      </Text>
    </Group>
  );
}

/** One owned card in the palette: dragged into a slot, or placed in the next free slot by its button. */
export function PaletteCard({ card, free, onAdd }: { card: Card; free: number; onAdd: () => void }) {
  const intl = useIntl();
  // dnd-kit ids, not message ids: "card:<id>" from the palette, "slot:<n>" / "drop:<n>" in the grid.
  const dndId = `card:${card.id}`;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: dndId,
    disabled: free <= 0,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p={6}
      style={{
        transform: CSS.Translate.toString(transform),
        opacity: isDragging ? 0.6 : free > 0 ? 1 : 0.45,
        touchAction: "none",
        cursor: free > 0 ? "grab" : "default",
        zIndex: isDragging ? 10 : undefined,
        position: "relative",
      }}
      data-testid="showroom-palette-card"
      data-card-id={card.id}
      {...listeners}
      {...attributes}
      aria-label={intl.formatMessage({ id: "showrooms.editor.dragCard" }, { name: card.name })}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Thumb card={card} />
        <Group gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            ×{Math.max(0, free)}
          </Text>
          <ActionIcon
            size="sm"
            variant="light"
            disabled={free <= 0}
            onPointerDown={(e) => e.stopPropagation()}
            onKeyDown={(e) => e.stopPropagation()}
            onClick={onAdd}
            aria-label={intl.formatMessage({ id: "showrooms.editor.add" }, { name: card.name })}
            data-testid="showroom-palette-add"
          >
            <IconPlus size={14} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/** The palette as a drop target: a slot's card dropped here leaves the room. */
export function PaletteDrop({ children }: { children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: "drop:palette" });
  return (
    <Box
      ref={setNodeRef}
      style={{ outline: isOver ? "2px dashed var(--mantine-color-red-6)" : undefined, borderRadius: 8 }}
      data-testid="showroom-palette"
    >
      {children}
    </Box>
  );
}

/** A slot: a drop target; when filled, its card can be dragged to another slot or back to the palette. */
export function EditorSlot({
  index,
  card,
  last,
  onMove,
  onRemove,
}: {
  index: number;
  card: Card | undefined;
  last: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const dropId = `drop:${index}`;
  const dragId = `slot:${index}`;
  const drop = useDroppable({ id: dropId });
  const drag = useDraggable({ id: dragId, disabled: !card });
  const stop = {
    onPointerDown: (e: { stopPropagation: () => void }) => e.stopPropagation(),
    onKeyDown: (e: { stopPropagation: () => void }) => e.stopPropagation(),
  };
  return (
    <Paper
      ref={drop.setNodeRef}
      withBorder
      radius="md"
      p={6}
      mih={72}
      bg={drop.isOver ? "dark.5" : "dark.7"}
      data-testid="showroom-editor-slot"
      data-slot-index={index}
      data-card-id={card?.id ?? ""}
    >
      {card ? (
        <Box
          ref={drag.setNodeRef}
          style={{
            transform: CSS.Translate.toString(drag.transform),
            touchAction: "none",
            cursor: "grab",
            position: "relative",
            zIndex: drag.isDragging ? 10 : undefined,
          }}
          {...drag.listeners}
          {...drag.attributes}
          aria-label={intl.formatMessage(
            { id: "showrooms.editor.dragSlot" },
            { name: card.name, n: index + 1 },
          )}
        >
          <Thumb card={card} />
          <Group gap={4} mt={4} justify="flex-end">
            <ActionIcon
              size="sm"
              variant="subtle"
              disabled={index === 0}
              {...stop}
              onClick={() => onMove(index - 1)}
              aria-label={intl.formatMessage({ id: "showrooms.editor.moveLeft" })}
            >
              <IconArrowLeft size={14} />
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="subtle"
              disabled={last}
              {...stop}
              onClick={() => onMove(index + 1)}
              aria-label={intl.formatMessage({ id: "showrooms.editor.moveRight" })}
            >
              <IconArrowRight size={14} />
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              {...stop}
              onClick={onRemove}
              aria-label={intl.formatMessage({ id: "showrooms.editor.remove" })}
              data-testid="showroom-slot-remove"
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
        </Box>
      ) : (
        <Text size="xs" c="dimmed" ta="center" pt="md">
          <FormattedMessage id="showrooms.slot.empty" values={{ n: index + 1 }} />
        </Text>
      )}
    </Paper>
  );
}
