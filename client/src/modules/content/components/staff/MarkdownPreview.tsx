import { Skeleton, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { ErrorState } from "../../../../shared/ui/ErrorState";
import { ContentPreviewQuery } from "../../graphql/staff";
import { ArticleBody } from "../reader/ArticleBody";

/** The body rendered by the gateway exactly as publishing will (sanitised HTML). */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const { data, error, refetch } = useQuery(ContentPreviewQuery, {
    variables: { markdown },
    skip: markdown.trim() === "",
    fetchPolicy: "network-only",
  });
  if (markdown.trim() === "")
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="staff.content.previewEmpty" />
      </Text>
    );
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton height={120} />;
  return <ArticleBody html={data.contentPreview} />;
}
