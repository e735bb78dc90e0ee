import { Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { legalTexts } from "../legal/index";
import { LatestContentQuery } from "../graphql/reader";
import { ArticleBody } from "./reader/ArticleBody";

/**
 * Body of the About overlay (lazy: the texts of all languages stay out of the main bundle): the
 * newest published ABOUT item when staff wrote one, else the built-in text (also when it fails).
 */
export function AboutContent() {
  const { locale } = useLocale();
  const { data, loading } = useQuery(LatestContentQuery, { variables: { kind: "ABOUT" } });
  const item = data?.contentItems.items[0];
  if (loading && !data)
    return (
      <Stack gap="md" data-testid="about-loading">
        <Skeleton height={32} width="50%" />
        <Skeleton height={160} />
      </Stack>
    );
  if (item)
    return (
      <Stack gap="md" data-testid="about-content" lang={item.language}>
        <Title order={2}>{item.title}</Title>
        <ArticleBody html={item.bodyHtml} />
      </Stack>
    );
  const about = legalTexts[locale].about;
  return (
    <Stack gap="md" data-testid="about-content">
      <Title order={2}>{about.title}</Title>
      {about.paragraphs.map((paragraph, index) => (
        <Text key={index} size="lg" c="gray.3" lh={1.8}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
