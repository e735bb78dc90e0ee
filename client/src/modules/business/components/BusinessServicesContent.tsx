import { Box, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { BusinessServicesQuery } from "../graphql/businessServices";
import { BusinessServicesIntro } from "./BusinessServicesIntro";
import classes from "./BusinessServicesContent.module.css";

/**
 * The staff-managed BUSINESS_SERVICES text above the form (newest published item, in the page's
 * language or tw as fallback); the built-in intro while staff have published none, or when it
 * cannot be read (the form below still works).
 */
export function BusinessServicesContent() {
  const { data, loading } = useQuery(BusinessServicesQuery);
  const item = data?.contentItems.items[0];
  if (loading && !data) return <Skeleton height={200} radius="lg" />;
  if (!item) return <BusinessServicesIntro />;
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} bg="dark.7" data-testid="business-services">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {item.title}
        </Title>
        {item.summary ? <Text c="dimmed">{item.summary}</Text> : null}
        <Box
          className={classes.body}
          // bodyHtml is the gateway's Markdown render, sanitised before it is served (no script, event
          // handlers or javascript: links); it is safe to insert as HTML.
          dangerouslySetInnerHTML={{ __html: item.bodyHtml }}
        />
      </Stack>
    </Paper>
  );
}
