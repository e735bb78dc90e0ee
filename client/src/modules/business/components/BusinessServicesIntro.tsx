import { List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";

/**
 * What the business page says above the form when staff have published no business-services text
 * yet (the published text replaces it).
 */
export function BusinessServicesIntro() {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} bg="dark.7" data-testid="business-intro">
      <Stack gap="sm">
        <Title order={1} size="h2">
          <FormattedMessage id="business.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="business.intro.lead" />
        </Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {(["business.intro.issue", "business.intro.redeem", "business.intro.market"] as const).map((id) => (
            <List.Item key={id}>
              <FormattedMessage id={id} />
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
