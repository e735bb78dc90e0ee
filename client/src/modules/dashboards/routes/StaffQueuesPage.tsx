import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconExternalLink, IconStack2 } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { RequireStaff, StaffNav } from "../../staff";
import { QUEUE_BOARD_HREF } from "../urls";

/**
 * /{lang}/admin/queues-board (staff with queuesManage: admin): the queue board itself is served by the
 * gateway at /admin/queues (its own page, behind the same session and 2FA check); this page opens it.
 */
export function StaffQueuesPage() {
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-queues">
        <StaffNav current="queues" />
        <Alert variant="light" icon={<IconStack2 size={18} />}>
          <Text size="sm">
            <FormattedMessage id="dashboards.queues.body" />
          </Text>
        </Alert>
        <div>
          <Button
            component="a"
            href={QUEUE_BOARD_HREF}
            target="_blank"
            rel="noopener"
            rightSection={<IconExternalLink size={16} />}
            data-testid="open-queue-board"
          >
            <FormattedMessage id="dashboards.queues.open" />
          </Button>
        </div>
      </Stack>
    </RequireStaff>
  );
}
