import { Skeleton, Stack } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import type { ContentKind } from "../../../gql/graphql";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { LatestContentQuery } from "../graphql/reader";
import { ArticleView } from "../components/reader/ArticleView";

/**
 * A page that shows the newest published item of its kind: beginner guide, performance guarantee,
 * join community. Staff replace the page by publishing a newer item.
 */
export function ContentSinglePage({ kind }: { kind: ContentKind }) {
  const { data, error, refetch } = useQuery(LatestContentQuery, { variables: { kind } });
  const item = data?.contentItems.items[0];
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data)
    return (
      <Stack gap="md" data-testid="content-loading">
        <Skeleton height={36} width="60%" />
        <Skeleton height={240} />
      </Stack>
    );
  if (!item)
    return <EmptyState title={<FormattedMessage id="content.single.empty" />} testId="content-empty" />;
  return <ArticleView item={item} showDate={false} />;
}
