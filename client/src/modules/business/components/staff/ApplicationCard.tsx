import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import type { StaffBusinessApplicationFieldsFragment } from "../../../../gql/graphql";
import { ZonedTime } from "../../../../shared/time/ZonedTime";
import { CATEGORY_MESSAGE, FIELD_LABEL, STATE_MESSAGE, VOLUME_MESSAGE, type FieldName } from "../../messages";
import { CodeLabel } from "../CodeLabel";
import { FileSize } from "../fileSize";

const COLOR = { SUBMITTED: "yellow", APPROVED: "teal", REJECTED: "red" } as const;

function Field({ label, children }: { label: FieldName; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        <FormattedMessage id={FIELD_LABEL[label]} />
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** One application in the staff queue: everything the applicant sent, and the decision buttons. */
export function ApplicationCard({
  application: a,
  onApprove,
  onReject,
}: {
  application: StaffBusinessApplicationFieldsFragment;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <Paper withBorder radius="lg" p="md" bg="dark.7" data-testid="staff-application">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={700}>{a.companyName}</Text>
            <Text size="xs" c="dimmed">
              {a.applicant.nickname} · {a.applicant.email} · <ZonedTime value={a.createdAt} />
            </Text>
          </Stack>
          <Badge color={COLOR[a.state]} variant="light">
            <CodeLabel messages={STATE_MESSAGE} code={a.state} />
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          <Field label="contactName">{a.contactName}</Field>
          <Field label="contactEmail">{a.contactEmail}</Field>
          <Field label="phone">{a.phone}</Field>
          <Field label="registrationNumber">{a.registrationNumber ?? "—"}</Field>
          <Field label="website">
            {a.website ? (
              <Anchor href={a.website} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                {a.website}
              </Anchor>
            ) : (
              "—"
            )}
          </Field>
          <Field label="category">
            <CodeLabel messages={CATEGORY_MESSAGE} code={a.category} /> ·{" "}
            <CodeLabel messages={VOLUME_MESSAGE} code={a.expectedVolume} />
          </Field>
        </SimpleGrid>
        <Field label="description">
          <span style={{ whiteSpace: "pre-wrap" }}>{a.description}</span>
        </Field>
        {a.attachments.length ? (
          <Group gap="md">
            {a.attachments.map((f) => (
              <Anchor
                key={f.key}
                href={f.url}
                download={f.name}
                size="sm"
                data-testid="staff-application-file"
              >
                <Group gap={4} wrap="nowrap">
                  <IconPaperclip size={14} />
                  {f.name} (<FileSize bytes={f.bytes} />)
                </Group>
              </Anchor>
            ))}
          </Group>
        ) : null}
        {a.state === "APPROVED" && a.publisher ? (
          <Text size="sm" c="teal.4">
            <FormattedMessage
              id="staff.applications.approvedFor"
              values={{ publisher: a.publisher.name, staff: a.decidedByName ?? "" }}
            />
          </Text>
        ) : null}
        {a.state === "REJECTED" ? (
          <Text size="sm" c="red.4">
            <FormattedMessage
              id="staff.applications.rejectedBecause"
              values={{ reason: a.rejectReason ?? "", staff: a.decidedByName ?? "" }}
            />
          </Text>
        ) : null}
        {a.state === "SUBMITTED" ? (
          <Group gap="xs">
            <Button size="xs" onClick={onApprove} data-testid="staff-application-approve">
              <FormattedMessage id="staff.applications.approve" />
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={onReject}
              data-testid="staff-application-reject"
            >
              <FormattedMessage id="staff.applications.reject" />
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
