import { useState } from "react";
import { Button, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { useLoginDialog, useViewer } from "../../accounts";
import { MyBusinessApplicationQuery } from "../graphql/business";
import { ApplicationStatus } from "./ApplicationStatus";
import { BusinessApplicationForm } from "./BusinessApplicationForm";

/**
 * Below the business-services text: visitors are asked to sign in; a member sees the form, or their
 * application's status (one waiting application at a time; after a decision they may apply again).
 */
export function BusinessApplicationSection() {
  const { viewer, loading: viewerLoading } = useViewer();
  const openLogin = useLoginDialog();
  const [again, setAgain] = useState(false);
  const mine = useQuery(MyBusinessApplicationQuery, { skip: !viewer, fetchPolicy: "cache-and-network" });

  if (viewerLoading) return <Skeleton height={320} radius="lg" />;
  if (!viewer)
    return (
      <Paper withBorder radius="lg" p="xl" bg="dark.7" data-testid="business-sign-in">
        <Stack align="center" ta="center" gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="business.signIn.title" />
          </Title>
          <Text size="sm" c="dimmed" maw={520}>
            <FormattedMessage id="business.signIn.body" />
          </Text>
          <Button onClick={() => openLogin()} data-testid="business-sign-in-button">
            <FormattedMessage id="business.signIn.button" />
          </Button>
        </Stack>
      </Paper>
    );
  if (mine.error && !mine.data) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <Skeleton height={320} radius="lg" />;
  const application = mine.data.myBusinessApplication;
  if (application && (application.state === "SUBMITTED" || !again))
    return <ApplicationStatus application={application} onApplyAgain={() => setAgain(true)} />;
  return <BusinessApplicationForm key={application?.id ?? "new"} email={viewer.email ?? ""} />;
}
