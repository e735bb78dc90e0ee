import { useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { Avatar, Combobox, Group, Loader, Text, TextInput, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { skipToken, useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router";
import { searchTextRule } from "@vitrine/schema";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { HeaderSearchQuery } from "../../modules/catalog/graphql/search";
import { searchUrl } from "../../modules/home/urls";
import type { HeaderSearchQuery as HeaderSearchResult, SearchItemType } from "../../gql/graphql";

export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_SUGGESTION_LIMIT = 8;

type Suggestion = HeaderSearchResult["search"][number];

const GROUPS: { type: SearchItemType; labelId: string }[] = [
  { type: "ARTWORK", labelId: "header.search.artworks" },
  { type: "PUBLISHER", labelId: "header.search.publishers" },
];

const optionValue = (item: Suggestion) => `${item.type}:${item.id}`;

/**
 * Header search (spec §2): suggestions for artworks and publishers as you type; Enter or a chosen
 * suggestion goes to /{lang}?search=<text> (a suggestion searches for its name).
 */
export function HeaderSearch({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const urlSearch = params.get("search") ?? "";
  const [value, setValue] = useState(urlSearch);
  const [debounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  // Follow the URL (back/forward, leaving the results page).
  useEffect(() => setValue(urlSearch), [urlSearch]);

  const text = searchTextRule.safeParse(debounced);
  const { data, loading } = useQuery(
    HeaderSearchQuery,
    text.success ? { variables: { text: text.data, limit: SEARCH_SUGGESTION_LIMIT } } : skipToken,
  );
  const items = useMemo(() => (text.success ? (data?.search ?? []) : []), [data, text.success]);

  const go = (query: string) => {
    const trimmed = query.trim();
    if (!trimmed) return;
    setValue(trimmed);
    combobox.closeDropdown();
    onNavigate?.();
    void navigate(searchUrl(locale, trimmed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    // With a highlighted suggestion, Combobox submits that option instead.
    if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
    event.preventDefault();
    go(value);
  };

  const groups = GROUPS.map((group) => ({
    ...group,
    items: items.filter((i) => i.type === group.type),
  })).filter((group) => group.items.length > 0);
  const showDropdown = value.trim().length > 0 && (groups.length > 0 || (!loading && text.success && !!data));

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(optionId) => {
        const item = items.find((i) => optionValue(i) === optionId);
        if (item) go(item.name);
      }}
      withinPortal
      position="bottom-start"
      shadow="lg"
      radius="md"
    >
      <Combobox.Target>
        <TextInput
          data-testid="header-search"
          aria-label={intl.formatMessage({ id: "header.search.label" })}
          placeholder={intl.formatMessage({ id: "header.search.placeholder" })}
          value={value}
          maxLength={100}
          radius="xl"
          leftSection={<IconSearch size={16} />}
          rightSection={loading ? <Loader size={14} /> : null}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={onKeyDown}
          w="100%"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showDropdown}>
        <Combobox.Options mah={420} style={{ overflowY: "auto" }}>
          {groups.length === 0 ? (
            <Combobox.Empty>{intl.formatMessage({ id: "header.search.empty" })}</Combobox.Empty>
          ) : (
            groups.map((group) => (
              <Combobox.Group key={group.type} label={intl.formatMessage({ id: group.labelId })}>
                {group.items.map((item) => (
                  <Combobox.Option
                    key={optionValue(item)}
                    value={optionValue(item)}
                    data-testid="search-suggestion"
                    data-type={item.type}
                  >
                    <Group gap="sm" wrap="nowrap">
                      <Avatar
                        src={item.imageUrl}
                        alt=""
                        size={32}
                        radius={item.type === "PUBLISHER" ? "xl" : "sm"}
                      >
                        {item.name.slice(0, 1)}
                      </Avatar>
                      <Text size="sm" truncate>
                        {item.name}
                      </Text>
                    </Group>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
