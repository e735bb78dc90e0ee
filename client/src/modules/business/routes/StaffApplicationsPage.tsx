import { useState } from "react";
import { Group, Pagination, SegmentedControl, Skeleton, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { BUSINESS_APPLICATION_STATES, type BusinessApplicationState } from "@vitrine/schema";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { RequireStaff, StaffNav } from "../../staff";
import { ApplicationCard } from "../components/staff/ApplicationCard";
import { STATE_MESSAGE } from "../messages";
import { ApproveModal, RejectModal } from "../components/staff/DecisionModals";
import {
  ApproveBusinessApplicationMutation,
  BusinessApplicationsQuery,
  RejectBusinessApplicationMutation,
} from "../graphql/staffApplications";

type Target = { id: string; company: string; action: "approve" | "reject" } | null;

/**
 * /{lang}/admin/applications (staff with issuerApplications): issuer applications by state, each
 * with its attachments; approve for a publisher (grants the issuer role) or reject with a reason.
 */
export function StaffApplicationsPage() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [state, setState] = useState<BusinessApplicationState>("SUBMITTED");
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<Target>(null);
  const queue = useQuery(BusinessApplicationsQuery, {
    variables: { state, page },
    fetchPolicy: "cache-and-network",
  });
  const refetchQueries = ["BusinessApplications"];
  const [approve, approving] = useMutation(ApproveBusinessApplicationMutation, { refetchQueries });
  const [reject, rejecting] = useMutation(RejectBusinessApplicationMutation, { refetchQueries });
  const data = queue.data?.businessApplications;

  const decide = async (run: () => Promise<unknown>, message: string) => {
    try {
      await run();
      snackbar.show(intl.formatMessage({ id: message }), "success");
      setTarget(null);
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-applications">
        <StaffNav current="applications" />
        <Group justify="space-between">
          <SegmentedControl
            value={state}
            onChange={(v) => {
              setState(v as BusinessApplicationState);
              setPage(1);
            }}
            data={BUSINESS_APPLICATION_STATES.map((s) => ({
              value: s,
              label: intl.formatMessage({ id: STATE_MESSAGE[s] }),
            }))}
            data-testid="staff-applications-filter"
          />
          {data ? (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="staff.applications.total" values={{ total: data.total }} />
            </Text>
          ) : null}
        </Group>
        {queue.error && !data ? (
          <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
        ) : !data ? (
          <Skeleton height={220} radius="lg" />
        ) : data.items.length === 0 ? (
          <EmptyState
            title={<FormattedMessage id="staff.applications.empty" />}
            testId="staff-applications-empty"
          />
        ) : (
          <>
            {data.items.map((a) => (
              <ApplicationCard
                key={a.id}
                application={a}
                onApprove={() => setTarget({ id: a.id, company: a.companyName, action: "approve" })}
                onReject={() => setTarget({ id: a.id, company: a.companyName, action: "reject" })}
              />
            ))}
            {data.total > data.pageSize ? (
              <Pagination
                value={page}
                onChange={setPage}
                total={Math.ceil(data.total / data.pageSize)}
                style={{ alignSelf: "center" }}
              />
            ) : null}
          </>
        )}
      </Stack>
      <ApproveModal
        company={target?.action === "approve" ? target.company : null}
        loading={approving.loading}
        onClose={() => setTarget(null)}
        onConfirm={(publisherId) =>
          void decide(
            () => approve({ variables: { id: target!.id, publisherId } }),
            "staff.applications.approved",
          )
        }
      />
      <RejectModal
        key={target?.id ?? "none"}
        company={target?.action === "reject" ? target.company : null}
        loading={rejecting.loading}
        onClose={() => setTarget(null)}
        onConfirm={(reason) =>
          void decide(() => reject({ variables: { id: target!.id, reason } }), "staff.applications.rejected")
        }
      />
    </RequireStaff>
  );
}
