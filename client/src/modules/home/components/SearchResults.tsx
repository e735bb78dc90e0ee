import { Box, Button, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { CardGrid } from "../../catalog";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { SearchCardsQuery } from "../graphql/queries";
import { homeUrl } from "../urls";
import { SectionHeading } from "./SectionHeading";

export const SEARCH_RESULTS_LIMIT = 20;

/** Home with ?search=: cards matching the text. */
export function SearchResults({ text }: { text: string }) {
  const { locale } = useLocale();
  const { data, loading, error, refetch } = useQuery(SearchCardsQuery, {
    variables: { search: text, limit: SEARCH_RESULTS_LIMIT },
  });
  const page = data?.cards;
  const clear = (
    <Button
      component={Link}
      to={homeUrl(locale)}
      variant="subtle"
      color="gray"
      size="xs"
      leftSection={<IconX size={14} />}
    >
      <FormattedMessage id="home.search.clear" />
    </Button>
  );
  return (
    <Box component="section" data-testid="search-results" aria-labelledby="search-results-title">
      <SectionHeading
        id="search-results-title"
        title={<FormattedMessage id="home.search.title" values={{ text }} />}
        subtitle={
          page ? <FormattedMessage id="home.search.count" values={{ count: page.total }} /> : undefined
        }
        aside={clear}
      />
      {error && !page ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !loading && page?.items.length === 0 ? (
        <EmptyState
          testId="search-empty"
          title={<FormattedMessage id="home.search.empty" values={{ text }} />}
          description={<FormattedMessage id="home.search.emptyHint" />}
        />
      ) : (
        <>
          <CardGrid cards={page?.items} loading={loading && !page} skeletons={8} />
          {page && page.total > page.items.length && (
            <Text size="sm" c="dimmed" ta="center" mt="lg">
              <FormattedMessage
                id="home.search.more"
                values={{ shown: page.items.length, total: page.total }}
              />
            </Text>
          )}
        </>
      )}
    </Box>
  );
}
