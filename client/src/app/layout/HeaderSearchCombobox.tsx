import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from "react";
import { Avatar, Combobox, Group, Loader, Text, TextInput, useCombobox } from "@mantine/core";
import { skipToken, useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { cardUrl, publisherUrl } from "../../modules/catalog";
import { HeaderSearchQuery } from "../../modules/catalog/graphql/search";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { parseSearchText } from "./searchText";
import type { HeaderSearchQuery as HeaderSearchResult, SearchItemType } from "../../gql/graphql";

import { SEARCH_DEBOUNCE_MS, SEARCH_SUGGESTION_LIMIT, type HeaderSearchInputProps } from "./HeaderSearch";

type Suggestion = HeaderSearchResult["search"][number];

const GROUPS: { type: SearchItemType; labelId: string }[] = [
  { type: "ARTWORK", labelId: "header.search.artworks" },
  { type: "PUBLISHER", labelId: "header.search.publishers" },
];

const optionValue = (item: Suggestion) => `${item.type}:${item.id}`;

/** Where the plain input was when this replaced it: focused, with this selection. */
function handover(plain: RefObject<HTMLInputElement | null>): { start: number; end: number } | null {
  const input = plain.current;
  if (!input || typeof document === "undefined" || document.activeElement !== input) return null;
  return { start: input.selectionStart ?? input.value.length, end: input.selectionEnd ?? input.value.length };
}

/**
 * The header search with its suggestions (spec §2): artworks and publishers as you type; Enter goes to
 * /{lang}?search=<text>, a chosen suggestion to its card's or publisher's page. A chunk of
 * its own (Mantine's Combobox, popover and floating-ui): HeaderSearch shows a plain input until
 * someone focuses it, then this takes its place — keeping the text, the focus and the caret.
 */
export function HeaderSearchCombobox({
  value,
  setValue,
  go: navigateTo,
  plainInput,
  inputProps,
}: {
  value: string;
  setValue: (value: string) => void;
  go: (query: string) => void;
  plainInput: RefObject<HTMLInputElement | null>;
  inputProps: HeaderSearchInputProps;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  // Read while rendering: by the time effects run, the plain input has left the page.
  const [takeOver] = useState(() => handover(plainInput));
  const input = useRef<HTMLInputElement>(null);
  // Debounced from "" (not from the text it took over): typing that began in the plain input still
  // asks once, for the word, not for the part typed before the swap.
  const [debounced, setDebounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  useLayoutEffect(() => {
    if (!takeOver || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(takeOver.start, takeOver.end);
  }, [takeOver]);

  const text = parseSearchText(debounced);
  const { data, loading } = useQuery(
    HeaderSearchQuery,
    text !== undefined ? { variables: { text, limit: SEARCH_SUGGESTION_LIMIT } } : skipToken,
  );
  const items = useMemo(() => (text !== undefined ? (data?.search ?? []) : []), [data, text]);

  const go = (query: string) => {
    combobox.closeDropdown();
    navigateTo(query);
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
  const showDropdown =
    value.trim().length > 0 && (groups.length > 0 || (!loading && text !== undefined && !!data));

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(optionId) => {
        const item = items.find((i) => optionValue(i) === optionId);
        if (!item) return;
        combobox.closeDropdown();
        setValue("");
        void navigate(item.type === "PUBLISHER" ? publisherUrl(locale, item.id) : cardUrl(locale, item.id));
      }}
      withinPortal
      position="bottom-start"
      shadow="lg"
      radius="md"
    >
      <Combobox.Target>
        <TextInput
          {...inputProps}
          ref={input}
          value={value}
          rightSection={loading ? <Loader size={14} /> : null}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={onKeyDown}
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
