import { AspectRatio, Badge, Box, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { ContentItemFieldsFragment } from "../../../../gql/graphql";
import { ContentDate } from "./ContentDate";
import { FallbackBadge } from "./FallbackBadge";
import { categoryLabel } from "./categoryLabel";
import classes from "./ContentCard.module.css";

/** One item of a reader list: cover (fixed ratio), title, summary, date, category. */
export function ContentCard({ item, to }: { item: ContentItemFieldsFragment; to: string }) {
  const intl = useIntl();
  return (
    <Paper
      component={Link}
      to={to}
      withBorder
      radius="md"
      p="sm"
      bg="dark.7"
      className={classes.card}
      data-testid="content-card"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box className={classes.cover}>
          <AspectRatio ratio={16 / 9}>
            {item.coverUrl ? (
              <Image src={item.coverUrl} alt="" loading="lazy" radius="sm" />
            ) : (
              <Box className={classes.placeholder} />
            )}
          </AspectRatio>
        </Box>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            {item.category ? (
              <Badge variant="light" size="sm">
                {categoryLabel(intl, item.category)}
              </Badge>
            ) : null}
            {item.fallback ? <FallbackBadge /> : null}
          </Group>
          <Title order={2} size="h4" lineClamp={2} lang={item.language}>
            {item.title}
          </Title>
          {item.summary ? (
            <Text size="sm" c="dimmed" lineClamp={2} lang={item.language}>
              {item.summary}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            <ContentDate value={item.publishedAt} />
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
