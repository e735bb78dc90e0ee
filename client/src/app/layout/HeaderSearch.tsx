import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from "react";
import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router";
import { SEARCH_TEXT_MAX } from "@vitrine/schema";
import { withChunkReload } from "../../shared/chunkReload";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { searchUrl } from "../../modules/home/urls";

export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_SUGGESTION_LIMIT = 8;

/** What the plain input and the one with suggestions share, so the swap cannot be seen. */
export type HeaderSearchInputProps = Pick<
  ComponentProps<typeof TextInput>,
  "aria-label" | "placeholder" | "maxLength" | "radius" | "leftSection" | "w"
> & { "data-testid": string };

const loadCombobox = withChunkReload(() => import("./HeaderSearchCombobox"));
const HeaderSearchCombobox = lazy(() => loadCombobox().then((m) => ({ default: m.HeaderSearchCombobox })));
const prefetch = () => void loadCombobox().catch(() => undefined);

/**
 * Header search (spec §2): suggestions for artworks and publishers as you type; Enter or a chosen
 * suggestion goes to /{lang}?search=<text>. Until someone focuses it, it is a plain input (Enter
 * already searches): the suggestions' code — Mantine's Combobox, popover and floating-ui — is not
 * part of the first page's JavaScript. Focus (or a hover, which only fetches) loads it; the input
 * with suggestions then takes the plain one's place with the same text, focus and caret.
 */
export function HeaderSearch({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const urlSearch = params.get("search") ?? "";
  const [value, setValue] = useState(urlSearch);
  const [wanted, setWanted] = useState(false);
  const plainInput = useRef<HTMLInputElement>(null);

  // Follow the URL (back/forward, leaving the results page).
  useEffect(() => setValue(urlSearch), [urlSearch]);

  const go = (query: string) => {
    const trimmed = query.trim();
    if (!trimmed) return;
    setValue(trimmed);
    onNavigate?.();
    void navigate(searchUrl(locale, trimmed));
  };

  const inputProps: HeaderSearchInputProps = {
    "data-testid": "header-search",
    "aria-label": intl.formatMessage({ id: "header.search.label" }),
    placeholder: intl.formatMessage({ id: "header.search.placeholder" }),
    maxLength: SEARCH_TEXT_MAX,
    radius: "xl",
    leftSection: <IconSearch size={16} />,
    w: "100%",
  };

  const plain = (
    <TextInput
      {...inputProps}
      ref={plainInput}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onPointerEnter={prefetch}
      // A transition: the plain input stays (focused, typing) until the chunk is there.
      onFocus={() => startTransition(() => setWanted(true))}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
        event.preventDefault();
        go(value);
      }}
    />
  );

  return (
    <Suspense fallback={plain}>
      {wanted ? (
        <HeaderSearchCombobox
          value={value}
          setValue={setValue}
          go={go}
          plainInput={plainInput}
          inputProps={inputProps}
        />
      ) : (
        plain
      )}
    </Suspense>
  );
}
