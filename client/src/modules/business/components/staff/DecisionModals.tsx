import { useState } from "react";
import { Button, Group, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { BUSINESS_LIMITS, businessRejectReasonRule } from "@vitrine/schema";
import { FormattedMessage, useIntl } from "react-intl";
import { BusinessApplicationPublishersQuery } from "../../graphql/staffApplications";

/** Approve: choose the publisher the applicant will issue for. */
export function ApproveModal({
  company,
  loading,
  onClose,
  onConfirm,
}: {
  company: string | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: (publisherId: string) => void;
}) {
  const intl = useIntl();
  const publishers = useQuery(BusinessApplicationPublishersQuery, { skip: company === null });
  const [publisherId, setPublisherId] = useState<string | null>(null);
  return (
    <Modal
      opened={company !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: "staff.applications.approveTitle" })}
      centered
    >
      <Stack>
        <Text size="sm">
          <FormattedMessage id="staff.applications.approveBody" values={{ company: company ?? "" }} />
        </Text>
        <Select
          label={intl.formatMessage({ id: "staff.applications.publisher" })}
          data={(publishers.data?.businessApplicationPublishers ?? []).map((p) => ({
            value: p.id,
            label: p.name,
          }))}
          value={publisherId}
          onChange={setPublisherId}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="staff-application-publisher"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="staff.applications.cancel" />
          </Button>
          <Button
            disabled={!publisherId}
            loading={loading}
            onClick={() => publisherId && onConfirm(publisherId)}
            data-testid="staff-application-approve-confirm"
          >
            <FormattedMessage id="staff.applications.approve" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Reject: the reason is shown to the applicant and mailed, so it is required. */
export function RejectModal({
  company,
  loading,
  onClose,
  onConfirm,
}: {
  company: string | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const intl = useIntl();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const confirm = () => {
    const checked = businessRejectReasonRule.safeParse(reason);
    if (!checked.success) return setError(intl.formatMessage({ id: checked.error.issues[0]!.message }));
    onConfirm(checked.data);
  };
  return (
    <Modal
      opened={company !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: "staff.applications.rejectTitle" })}
      centered
    >
      <Stack>
        <Text size="sm">
          <FormattedMessage id="staff.applications.rejectBody" values={{ company: company ?? "" }} />
        </Text>
        <Textarea
          label={intl.formatMessage({ id: "staff.applications.reason" })}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(undefined);
          }}
          maxLength={BUSINESS_LIMITS.rejectReason}
          autosize
          minRows={3}
          error={error}
          data-testid="staff-application-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="staff.applications.cancel" />
          </Button>
          <Button
            color="red"
            loading={loading}
            onClick={confirm}
            data-testid="staff-application-reject-confirm"
          >
            <FormattedMessage id="staff.applications.reject" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
