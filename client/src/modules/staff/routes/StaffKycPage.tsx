import { useState, type ReactNode } from "react";
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconCheck, IconX } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { KycReviewFieldsFragment, KycStatus } from "../../../gql/graphql";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { PhotoGallery } from "../components/PhotoGallery";
import { ReasonModal } from "../components/ReasonModal";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { StaffQueue } from "../components/StaffQueue";
import { NATIONALITY_MESSAGE, PURPOSE_MESSAGE } from "../../kyc";
import { KycQueueQuery, ReviewKycMutation } from "../graphql/staff";

/** Message ids by value (explicit, so every message id can be checked). */
const KYC_STATUS_MESSAGE = {
  NOT_SUBMITTED: "kyc.status.NOT_SUBMITTED",
  REVIEW: "kyc.status.REVIEW",
  APPROVED: "kyc.status.APPROVED",
  FAILED: "kyc.status.FAILED",
} as const;

const FILTERS = ["REVIEW", "APPROVED", "FAILED"] as const satisfies readonly KycStatus[];

/** /{lang}/admin/kyc — staff review KYC submissions (spec §3, §9). */
export function StaffKycPage() {
  return (
    <RequireStaff>
      <KycQueue />
    </RequireStaff>
  );
}

function KycQueue() {
  const intl = useIntl();
  const [status, setStatus] = useState<KycStatus>("REVIEW");
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(KycQueueQuery, {
    variables: { status, page },
    fetchPolicy: "cache-and-network",
  });
  const queue = data?.kycQueue;

  return (
    <Stack gap="lg" data-testid="staff-kyc">
      <StaffNav current="kyc" />
      <StaffQueue
        status={status}
        statuses={FILTERS.map((value) => ({
          value,
          label: intl.formatMessage({ id: KYC_STATUS_MESSAGE[value as keyof typeof KYC_STATUS_MESSAGE] }),
        }))}
        onStatus={(value) => {
          setStatus(value);
          setPage(1);
        }}
        filterTestId="staff-kyc-filter"
        queue={queue}
        error={error}
        loading={loading}
        onRetry={() => void refetch()}
        page={page}
        onPage={setPage}
        skeletonHeight={360}
        empty={<FormattedMessage id="staff.kyc.empty" />}
        emptyTestId="staff-kyc-empty"
      >
        {queue?.items.map((item) => (
          <KycReviewCard key={item.id} item={item} />
        ))}
      </StaffQueue>
    </Stack>
  );
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        <FormattedMessage id={label} />
      </Text>
      <Text size="sm" fw={500} data-testid={testId} style={{ wordBreak: "break-word" }}>
        {children}
      </Text>
    </div>
  );
}

function KycReviewCard({ item }: { item: KycReviewFieldsFragment }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [failing, setFailing] = useState(false);
  // After a decision the item has left this filter: ask for the queue again.
  const [review, { loading }] = useMutation(ReviewKycMutation, { refetchQueries: ["KycQueue"] });

  const decide = async (approve: boolean, reason?: string) => {
    try {
      await review({ variables: { id: item.id, approve, reason: reason ?? null } });
      setFailing(false);
      snackbar.show(
        intl.formatMessage({ id: approve ? "staff.kyc.approved" : "staff.kyc.failed" }),
        "success",
      );
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" bg="dark.7" data-testid="staff-kyc-item">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Text fw={700} data-testid="staff-kyc-member">
              {item.member.nickname}
            </Text>
            <Text size="sm" c="dimmed">
              {item.member.email} · #{item.member.id}
            </Text>
          </div>
          <Group gap="xs">
            <Badge
              variant="light"
              color={item.status === "APPROVED" ? "teal" : item.status === "FAILED" ? "red" : "yellow"}
            >
              <FormattedMessage id={KYC_STATUS_MESSAGE[item.status as keyof typeof KYC_STATUS_MESSAGE]} />
            </Badge>
            {item.submittedAt ? (
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="kyc.submittedOn"
                  values={{
                    date: <FormattedDate value={item.submittedAt} dateStyle="medium" timeStyle="short" />,
                  }}
                />
              </Text>
            ) : null}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Field label="kyc.form.name">
            {item.firstName} {item.lastName}
          </Field>
          <Field label="kyc.form.nationality">
            <FormattedMessage
              id={NATIONALITY_MESSAGE[item.nationality as keyof typeof NATIONALITY_MESSAGE]}
            />
          </Field>
          <Field label="kyc.form.birthday">{item.birthday}</Field>
          <Field label="kyc.form.idNumber" testId="staff-kyc-id-number">
            {item.idNumber}
          </Field>
          <Field label="kyc.form.phone">
            {item.phoneCountry} {item.phone}
          </Field>
          <Field label="kyc.form.purpose">
            <FormattedMessage id={PURPOSE_MESSAGE[item.purpose as keyof typeof PURPOSE_MESSAGE]} />
          </Field>
          <Field label="kyc.form.address">{item.address}</Field>
          {item.reviewedAt ? (
            <Field label="kyc.reviewedAt">
              <FormattedDate value={item.reviewedAt} dateStyle="medium" timeStyle="short" />
            </Field>
          ) : null}
          {item.failureReason ? (
            <Field label="kyc.failed.reason" testId="staff-kyc-failure-reason">
              {item.failureReason}
            </Field>
          ) : null}
        </SimpleGrid>
        <PhotoGallery images={item.images} />
        {item.status === "REVIEW" ? (
          <Group justify="flex-end">
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              onClick={() => setFailing(true)}
              disabled={loading}
              data-testid="staff-kyc-fail"
            >
              <FormattedMessage id="staff.kyc.fail" />
            </Button>
            <Button
              color="teal"
              leftSection={<IconCheck size={16} />}
              loading={loading && !failing}
              onClick={() => void decide(true)}
              data-testid="staff-kyc-approve"
            >
              <FormattedMessage id="staff.kyc.approve" />
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ReasonModal
        opened={failing}
        title={intl.formatMessage({ id: "staff.kyc.failTitle" }, { name: item.member.nickname })}
        description={intl.formatMessage({ id: "staff.kyc.failHint" })}
        confirmLabel={intl.formatMessage({ id: "staff.kyc.fail" })}
        loading={loading}
        onClose={() => setFailing(false)}
        onConfirm={(reason) => void decide(false, reason)}
      />
    </Paper>
  );
}
