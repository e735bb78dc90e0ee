import { useState } from "react";
import { Avatar, Group, Select, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { StaffCardsQuery } from "../../graphql/catalog";

type CardOption = { id: string; name: string; imageUrl: string };

/** Cards a search lists (the gateway's staffCards, newest first). */
const PICK_LIMIT = 20;

/**
 * Picks a card by name (any release time, newest first): the gateway searches as staff type. `initial`
 * is a card picked elsewhere (a card just made), shown until the search lists it. Used by the release
 * form and by each pool entry of the package form.
 */
export function CardPicker({
  value,
  onChange,
  initial,
  error,
  label,
  testId = "staff-release-card",
}: {
  value: string;
  onChange: (id: string) => void;
  initial: CardOption | null;
  error?: string;
  label: string;
  testId?: string;
}) {
  const intl = useIntl();
  const [search, setSearch] = useState("");
  // Once a card is picked the input shows its label ("#7 Moonrise"): search by the name part.
  const [debounced] = useDebouncedValue(search.replace(/^#\d+\s*/, "").trim(), 250);
  const [picked, setPicked] = useState<CardOption | null>(null);
  const { data } = useQuery(StaffCardsQuery, { variables: { search: debounced || null, limit: PICK_LIMIT } });
  const cards: CardOption[] = [...(data?.staffCards ?? [])];
  // The picked card (or the one handed in) stays an option whatever the search lists.
  for (const kept of [picked, initial]) {
    if (kept && kept.id === value && !cards.some((c) => c.id === kept.id)) cards.unshift(kept);
  }
  const byId = new Map(cards.map((c) => [c.id, c]));
  return (
    <Select
      label={label}
      withAsterisk
      searchable
      value={value || null}
      onChange={(id) => {
        setPicked(id ? (byId.get(id) ?? null) : null);
        onChange(id ?? "");
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={cards.map((c) => ({ value: c.id, label: `#${c.id} ${c.name}` }))}
      renderOption={({ option }) => {
        const card = byId.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={card?.imageUrl} radius="sm" size="sm" />
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
      nothingFoundMessage={intl.formatMessage({ id: "staff.cards.nothingFound" })}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
