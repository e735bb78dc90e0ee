import { useState } from "react";
import { Button, Group, Text, TextInput } from "@mantine/core";
import { IconArchive, IconCalendarOff, IconCalendarTime, IconRestore, IconSend } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { StaffContentItemFieldsFragment } from "../../../../gql/graphql";
import { taipeiLocalToIso } from "../../forms/taipeiTime";
import type { StateAction } from "../../hooks/useContentActions";

/**
 * What the item's state allows: a draft is published now or scheduled (a time in GMT+8), a scheduled
 * item published now or unscheduled, a published one archived, an archived one restored to a draft.
 * Unsaved edits must be saved first (the actions work on the saved revision).
 */
export function StateActions({
  item,
  dirty,
  busy,
  onChange,
  onSchedule,
}: {
  item: StaffContentItemFieldsFragment;
  dirty: boolean;
  busy: boolean;
  onChange: (action: StateAction) => void;
  onSchedule: (publishAt: string) => void;
}) {
  const intl = useIntl();
  const [when, setWhen] = useState("");
  const publishAt = taipeiLocalToIso(when);
  const disabled = dirty || busy;
  const { state } = item;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="staff-content-state-actions">
      {state === "DRAFT" || state === "SCHEDULED" ? (
        <Button
          color="green"
          leftSection={<IconSend size={16} />}
          disabled={disabled}
          onClick={() => onChange("publish")}
          data-testid="staff-content-publish"
        >
          <FormattedMessage id="staff.content.action.publish" />
        </Button>
      ) : null}
      {state === "DRAFT" ? (
        <>
          <TextInput
            type="datetime-local"
            label={intl.formatMessage({ id: "staff.content.scheduleAt" })}
            value={when}
            onChange={(e) => setWhen(e.currentTarget.value)}
            data-testid="staff-content-schedule-at"
          />
          <Button
            variant="light"
            leftSection={<IconCalendarTime size={16} />}
            disabled={disabled || !publishAt}
            onClick={() => publishAt && onSchedule(publishAt)}
            data-testid="staff-content-schedule"
          >
            <FormattedMessage id="staff.content.action.schedule" />
          </Button>
        </>
      ) : null}
      {state === "SCHEDULED" ? (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconCalendarOff size={16} />}
          disabled={disabled}
          onClick={() => onChange("unschedule")}
          data-testid="staff-content-unschedule"
        >
          <FormattedMessage id="staff.content.action.unschedule" />
        </Button>
      ) : null}
      {state === "PUBLISHED" ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconArchive size={16} />}
          disabled={disabled}
          onClick={() => onChange("archive")}
          data-testid="staff-content-archive"
        >
          <FormattedMessage id="staff.content.action.archive" />
        </Button>
      ) : null}
      {state === "ARCHIVED" ? (
        <Button
          variant="light"
          leftSection={<IconRestore size={16} />}
          disabled={disabled}
          onClick={() => onChange("restore")}
          data-testid="staff-content-restore"
        >
          <FormattedMessage id="staff.content.action.restore" />
        </Button>
      ) : null}
      {dirty ? (
        <Text size="xs" c="dimmed">
          <FormattedMessage id="staff.content.saveFirst" />
        </Text>
      ) : null}
    </Group>
  );
}
