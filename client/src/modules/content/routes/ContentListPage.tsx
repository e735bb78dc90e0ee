import { Pagination, Skeleton, Stack, Tabs, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { ContentItemsQuery } from "../graphql/reader";
import { articleUrl, LIST_KINDS, WEB_TYPES, type ListKind } from "../kinds";
import { WEB_TYPE_MESSAGE } from "../messages";
import { CategoryChips } from "../components/reader/CategoryChips";
import { ContentCard } from "../components/reader/ContentCard";

const SKELETONS = 4;

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * A reader list (announcements, news, editorial, events): 20 a page, newest first, category chips,
 * paging kept in the URL (?page, ?category; announcements also ?web_type=3 portal | 4 marketplace).
 */
export function ContentListPage({ kind }: { kind: ListKind }) {
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get("page")) ?? 1;
  const category = params.get("category") || null;
  const askedWebType = positiveInt(params.get("web_type"));
  const webType =
    kind === "ANNOUNCEMENT" ? (WEB_TYPES.find((w) => w === askedWebType) ?? WEB_TYPES[0]) : undefined;
  const { data, loading, error, refetch } = useQuery(ContentItemsQuery, {
    variables: { kind, webType, category, page },
  });
  const list = data?.contentItems;

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  let body;
  if (error && !list) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (!list)
    body = (
      <Stack gap="sm" data-testid="content-loading">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <Skeleton key={i} height={122} radius="md" />
        ))}
      </Stack>
    );
  else if (list.items.length === 0)
    body = <EmptyState title={<FormattedMessage id="content.list.empty" />} testId="content-empty" />;
  else
    body = (
      <Stack gap="sm" data-testid="content-list" aria-busy={loading}>
        {list.items.map((item) => (
          <ContentCard key={item.id} item={item} to={articleUrl(locale, kind, item.id)} />
        ))}
        {list.total > list.pageSize ? (
          <Pagination
            mt="sm"
            total={Math.ceil(list.total / list.pageSize)}
            value={list.page}
            onChange={(p) => update({ page: p === 1 ? null : String(p) })}
            data-testid="content-pagination"
          />
        ) : null}
      </Stack>
    );

  return (
    <Stack gap="md" data-testid={`content-list-${kind.toLowerCase()}`}>
      <Title order={1}>
        <FormattedMessage id={LIST_KINDS[kind].routeName} />
      </Title>
      {kind === "ANNOUNCEMENT" ? (
        <Tabs
          value={String(webType)}
          onChange={(value) => update({ web_type: value === "4" ? "4" : null, page: null, category: null })}
        >
          <Tabs.List>
            {WEB_TYPES.map((w) => (
              <Tabs.Tab key={w} value={String(w)} data-testid={`content-webtype-${w}`}>
                <FormattedMessage id={WEB_TYPE_MESSAGE[w]} />
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      <CategoryChips kind={kind} value={category} onChange={(c) => update({ category: c, page: null })} />
      {body}
    </Stack>
  );
}
