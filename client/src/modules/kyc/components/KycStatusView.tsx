import type { ReactNode } from "react";
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconAlertTriangle, IconClockHour4, IconId, IconRosetteDiscountCheck } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { KYC_REVIEW_BUSINESS_DAYS } from "@vitrine/schema";
import type { PersonalKycFieldsFragment } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { PersonalVerificationQuery } from "../graphql/kyc";
import { kycVerificationUrl } from "../urls";
import { NATIONALITY_MESSAGE, PURPOSE_MESSAGE } from "../messages";

/** Message ids by value (explicit, so every message id can be checked). */
const KYC_STATUS_MESSAGE = {
  NOT_SUBMITTED: "kyc.status.NOT_SUBMITTED",
  REVIEW: "kyc.status.REVIEW",
  APPROVED: "kyc.status.APPROVED",
  FAILED: "kyc.status.FAILED",
} as const;

const STATUS_COLOR: Record<string, string> = {
  NOT_SUBMITTED: "gray",
  REVIEW: "yellow",
  APPROVED: "teal",
  FAILED: "red",
};

/** The member's KYC status (spec §3, §9): not submitted, under review, approved or failed. */
export function KycStatusView({ publicId }: { publicId: string }) {
  const { locale } = useLocale();
  const { data, loading, error, refetch } = useQuery(PersonalVerificationQuery, {
    fetchPolicy: "cache-and-network",
  });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data)
    return <Skeleton height={320} radius="lg" maw={760} mx="auto" data-testid="kyc-loading" />;
  const kyc = data!.myKyc;
  const formUrl = kycVerificationUrl(locale, publicId);

  return (
    <Paper withBorder radius="lg" p="xl" bg="dark.7" maw={760} mx="auto" data-testid="personal-verify-page">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light" color={STATUS_COLOR[kyc.status] ?? "gray"}>
            {kyc.status === "APPROVED" ? <IconRosetteDiscountCheck size={26} /> : <IconId size={26} />}
          </ThemeIcon>
          <div>
            <Title order={1} size="h3">
              <FormattedMessage id="accounts.verify.title" />
            </Title>
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                <FormattedMessage id="accounts.verify.statusLabel" />
              </Text>
              <Badge color={STATUS_COLOR[kyc.status] ?? "gray"} variant="light" data-testid="kyc-status">
                <FormattedMessage id={KYC_STATUS_MESSAGE[kyc.status as keyof typeof KYC_STATUS_MESSAGE]} />
              </Badge>
            </Group>
          </div>
        </Group>

        {kyc.status === "NOT_SUBMITTED" ? (
          <>
            <Text size="sm">
              <FormattedMessage id="accounts.verify.why" />
            </Text>
            <List size="sm" c="dimmed" spacing={4}>
              <List.Item>
                <FormattedMessage id="accounts.verify.step1" />
              </List.Item>
              <List.Item>
                <FormattedMessage id="accounts.verify.step2" />
              </List.Item>
            </List>
            <Group>
              <Button component={Link} to={formUrl} data-testid="kyc-start">
                <FormattedMessage id="kyc.start" />
              </Button>
            </Group>
          </>
        ) : null}

        {kyc.status === "REVIEW" ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconClockHour4 size={20} />}
            title={<FormattedMessage id="kyc.review.title" />}
            data-testid="kyc-under-review"
          >
            <Stack gap={4}>
              {kyc.submittedAt ? (
                <Text size="sm">
                  <FormattedMessage
                    id="kyc.submittedOn"
                    values={{ date: <FormattedDate value={kyc.submittedAt} dateStyle="long" /> }}
                  />
                </Text>
              ) : null}
              <Text size="sm">
                <FormattedMessage id="kyc.review.days" values={KYC_REVIEW_BUSINESS_DAYS} />
              </Text>
            </Stack>
          </Alert>
        ) : null}

        {kyc.status === "FAILED" ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={<FormattedMessage id="kyc.failed.title" />}
            data-testid="kyc-failed"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                <FormattedMessage id="kyc.failed.reason" />{" "}
                <Text span fw={600} data-testid="kyc-failure-reason">
                  {kyc.failureReason}
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                <FormattedMessage id="kyc.failed.hint" />
              </Text>
              <Button component={Link} to={formUrl} color="red" variant="white" data-testid="kyc-resubmit">
                <FormattedMessage id="kyc.resubmit" />
              </Button>
            </Stack>
          </Alert>
        ) : null}

        {kyc.status === "APPROVED" ? (
          <Alert
            color="teal"
            variant="light"
            icon={<IconRosetteDiscountCheck size={20} />}
            title={<FormattedMessage id="kyc.approved.title" />}
            data-testid="kyc-verified"
          >
            <Text size="sm">
              <FormattedMessage id="kyc.approved.body" />
            </Text>
          </Alert>
        ) : null}

        {kyc.status === "APPROVED" || kyc.status === "REVIEW" ? <KycDetails kyc={kyc} /> : null}
      </Stack>
    </Paper>
  );
}

function Detail({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/** What was submitted, as the member may see it: the ID number only by its last characters. */
function KycDetails({ kyc }: { kyc: PersonalKycFieldsFragment }) {
  return (
    <Paper radius="md" p="md" bg="dark.6" data-testid="kyc-details">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Detail label={<FormattedMessage id="kyc.form.name" />}>
          {kyc.firstName} {kyc.lastName}
        </Detail>
        <Detail label={<FormattedMessage id="kyc.form.nationality" />}>
          {kyc.nationality ? (
            <FormattedMessage id={NATIONALITY_MESSAGE[kyc.nationality as keyof typeof NATIONALITY_MESSAGE]} />
          ) : (
            "—"
          )}
        </Detail>
        <Detail label={<FormattedMessage id="kyc.form.birthday" />}>{kyc.birthday ?? "—"}</Detail>
        <Detail label={<FormattedMessage id="kyc.form.idNumber" />} testId="kyc-id-hint">
          {kyc.idNumberHint ? (
            <FormattedMessage id="kyc.idNumberHint" values={{ last: kyc.idNumberHint }} />
          ) : (
            "—"
          )}
        </Detail>
        <Detail label={<FormattedMessage id="kyc.form.phone" />}>
          {kyc.phoneCountry} {kyc.phone}
        </Detail>
        <Detail label={<FormattedMessage id="kyc.form.purpose" />}>
          {kyc.purpose ? (
            <FormattedMessage id={PURPOSE_MESSAGE[kyc.purpose as keyof typeof PURPOSE_MESSAGE]} />
          ) : (
            "—"
          )}
        </Detail>
        <Detail label={<FormattedMessage id="kyc.form.address" />}>{kyc.address ?? "—"}</Detail>
        {kyc.reviewedAt ? (
          <Detail label={<FormattedMessage id="kyc.reviewedAt" />}>
            <FormattedDate value={kyc.reviewedAt} dateStyle="long" />
          </Detail>
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}
