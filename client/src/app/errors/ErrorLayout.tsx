import type { ReactNode } from "react";
import { Button, Stack, Text, Title } from "@mantine/core";
import { IconHome } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";

/** Shared look of the error pages: big code, title, text, link home. */
export function ErrorLayout({
  code,
  title,
  text,
  homeTo,
  testId,
}: {
  code: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  homeTo: string;
  testId: string;
}) {
  return (
    <Stack align="center" gap="md" py={64} ta="center" data-testid={testId}>
      <Text
        fz={{ base: 72, sm: 110 }}
        fw={900}
        lh={1}
        variant="gradient"
        gradient={{ from: "vitrine.4", to: "cyan.5", deg: 45 }}
        aria-hidden="true"
      >
        {code}
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
      {text && (
        <Text c="dimmed" maw={480}>
          {text}
        </Text>
      )}
      <Button
        component={Link}
        to={homeTo}
        leftSection={<IconHome size={16} />}
        mt="sm"
        data-testid="error-home-link"
      >
        <FormattedMessage id="errorPage.home" />
      </Button>
    </Stack>
  );
}
