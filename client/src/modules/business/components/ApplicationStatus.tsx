import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconClockHour4, IconCircleX } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { ZonedTime } from "../../../shared/time/ZonedTime";
import type { BusinessApplicationFieldsFragment } from "../../../gql/graphql";
import { CATEGORY_MESSAGE, STATE_MESSAGE } from "../messages";
import { CodeLabel } from "./CodeLabel";

const STATE = {
  SUBMITTED: { color: "yellow", icon: IconClockHour4 },
  APPROVED: { color: "teal", icon: IconCircleCheck },
  REJECTED: { color: "red", icon: IconCircleX },
} as const;

/** The member's application: waiting, approved with the publisher, or rejected with the reason. */
export function ApplicationStatus({
  application,
  onApplyAgain,
}: {
  application: BusinessApplicationFieldsFragment;
  onApplyAgain?: () => void;
}) {
  const { color, icon: Icon } = STATE[application.state];
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} bg="dark.7" data-testid="business-status">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            <FormattedMessage id="business.status.title" />
          </Title>
          <Badge
            color={color}
            variant="light"
            size="lg"
            leftSection={<Icon size={14} />}
            data-testid="business-state"
          >
            <CodeLabel messages={STATE_MESSAGE} code={application.state} />
          </Badge>
        </Group>
        <Text fw={600}>{application.companyName}</Text>
        <Text size="sm" c="dimmed">
          <CodeLabel messages={CATEGORY_MESSAGE} code={application.category} /> ·{" "}
          <FormattedMessage
            id="business.status.submittedAt"
            values={{ time: <ZonedTime value={application.createdAt} /> }}
          />
        </Text>
        {application.state === "SUBMITTED" ? (
          <Alert color="yellow" variant="light">
            <FormattedMessage id="business.status.waiting" />
          </Alert>
        ) : null}
        {application.state === "APPROVED" && application.publisher ? (
          <Alert color="teal" variant="light" data-testid="business-approved">
            <FormattedMessage
              id="business.status.approved"
              values={{ publisher: <b>{application.publisher.name}</b> }}
            />
          </Alert>
        ) : null}
        {application.state === "REJECTED" ? (
          <Alert color="red" variant="light" data-testid="business-rejected">
            <FormattedMessage
              id="business.status.rejected"
              values={{ reason: application.rejectReason ?? "" }}
            />
          </Alert>
        ) : null}
        {application.attachments.length ? (
          <Group gap="xs">
            {application.attachments.map((f) => (
              <Anchor key={f.key} href={f.url} size="sm" download={f.name}>
                {f.name}
              </Anchor>
            ))}
          </Group>
        ) : null}
        {onApplyAgain && application.state !== "SUBMITTED" ? (
          <Button variant="light" w="fit-content" onClick={onApplyAgain} data-testid="business-apply-again">
            <FormattedMessage id="business.status.applyAgain" />
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
