import { AspectRatio, Badge, Group, Image, Stack, Text, Title } from "@mantine/core";
import { IconTag } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import type { ContentItemFieldsFragment } from "../../../../gql/graphql";
import { useDocumentMeta } from "../../hooks/useDocumentMeta";
import { ContentDate } from "./ContentDate";
import { FallbackBadge } from "./FallbackBadge";
import { categoryLabel } from "./categoryLabel";
import { ArticleBody } from "./ArticleBody";

export type Article = ContentItemFieldsFragment & { bodyHtml: string };

/**
 * An article: cover, title, time in GMT+8, category, tags, the "shown in Traditional Chinese" marker
 * and the body. The page's title and description become the article's.
 */
export function ArticleView({ item, showDate = true }: { item: Article; showDate?: boolean }) {
  const intl = useIntl();
  useDocumentMeta(item.title, item.summary);
  return (
    <Stack gap="md" component="article" data-testid="content-article" lang={item.language}>
      {item.coverUrl ? (
        <AspectRatio ratio={16 / 9} maw={880}>
          <Image src={item.coverUrl} alt="" radius="md" />
        </AspectRatio>
      ) : null}
      <Title order={1} data-testid="content-article-title">
        {item.title}
      </Title>
      <Group gap="xs" wrap="wrap">
        {showDate ? (
          <Text size="sm" c="dimmed" data-testid="content-article-date">
            <ContentDate value={item.publishedAt} />
          </Text>
        ) : null}
        {item.category ? (
          <Badge variant="light" size="sm">
            {categoryLabel(intl, item.category)}
          </Badge>
        ) : null}
        {item.fallback ? <FallbackBadge /> : null}
      </Group>
      {item.tags.length ? (
        <Group gap={6} wrap="wrap" data-testid="content-article-tags">
          {item.tags.map((tag) => (
            <Badge
              key={tag}
              variant="outline"
              color="gray"
              size="sm"
              tt="none"
              leftSection={<IconTag size={11} />}
            >
              {tag}
            </Badge>
          ))}
        </Group>
      ) : null}
      <ArticleBody html={item.bodyHtml} />
    </Stack>
  );
}
