import type { ReactNode } from "react";
import { Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";

/** A titled part of the KYC form; `title` and `description` are message ids. */
export function KycFormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h5">
          <FormattedMessage id={title} />
        </Title>
        {description ? (
          <Text size="xs" c="dimmed">
            <FormattedMessage id={description} />
          </Text>
        ) : null}
      </div>
      {children}
    </Stack>
  );
}
