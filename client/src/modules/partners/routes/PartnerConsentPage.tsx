import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconPlugConnected } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router";
import { browserLocation } from "../../../shared/browserLocation";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { ScopeList } from "../components/ScopeList";
import { ApprovePartnerConsentMutation, PartnerConsentQuery } from "../graphql/partners";

/** The partner's signed request from the query string (partner, state, return, ts, sig), or null. */
export function consentRequestOf(params: URLSearchParams) {
  const partnerId = params.get("partner");
  const state = params.get("state");
  const returnUrl = params.get("return");
  const ts = Number(params.get("ts"));
  const sig = params.get("sig");
  if (!partnerId || !state || !returnUrl || !sig || !Number.isSafeInteger(ts)) return null;
  return { partnerId, state, returnUrl, ts, sig };
}

/**
 * /{lang}/partners/consent (signed-in members; user_account_bind_fast): a partner platform asks to
 * bind this account. The member sees who asks and what it may see or do, then approves (sent back to
 * the partner with a signed result) or declines (sent back with error=access_denied).
 */
export function PartnerConsentPage() {
  const [params] = useSearchParams();
  const request = consentRequestOf(params);
  const handleError = useErrorHandler();
  const { data, error, loading } = useQuery(PartnerConsentQuery, {
    variables: { request: request! },
    skip: !request,
    fetchPolicy: "network-only",
  });
  const [approve, approving] = useMutation(ApprovePartnerConsentMutation);
  const consent = data?.partnerConsent;

  const body = !request ? (
    <Alert color="red" variant="light" data-testid="partner-consent-invalid">
      <FormattedMessage id="partners.consent.invalid" />
    </Alert>
  ) : error && !consent ? (
    <ErrorState error={error} />
  ) : loading || !consent ? (
    <Group justify="center" py="xl">
      <Loader />
    </Group>
  ) : (
    <Stack gap="md">
      <Text size="lg" data-testid="partner-consent-ask">
        <FormattedMessage id="partners.consent.ask" values={{ partner: <b>{consent.partnerName}</b> }} />
      </Text>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="partners.consent.scopesIntro" />
      </Text>
      <ScopeList scopes={consent.scopes} />
      {consent.alreadyBound ? (
        <Alert color="blue" variant="light">
          <FormattedMessage id="partners.consent.alreadyBound" />
        </Alert>
      ) : null}
      <Text size="xs" c="dimmed">
        <FormattedMessage id="partners.consent.revokeHint" />
      </Text>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button
          variant="default"
          onClick={() => browserLocation.assign(consent.denyUrl)}
          data-testid="partner-consent-deny"
        >
          <FormattedMessage id="partners.consent.deny" />
        </Button>
        <Button
          loading={approving.loading}
          data-testid="partner-consent-approve"
          onClick={() => {
            approve({ variables: { request } })
              .then((res) => {
                const url = res.data?.approvePartnerConsent.redirectUrl;
                if (url) browserLocation.assign(url);
              })
              .catch(handleError);
          }}
        >
          <FormattedMessage id="partners.consent.approve" />
        </Button>
      </Group>
    </Stack>
  );

  return (
    <Stack maw={560} mx="auto" gap="lg" data-testid="partner-consent-page">
      <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} bg="dark.7">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconPlugConnected size={28} />
            <Title order={1} size="h3">
              <FormattedMessage id="partners.consent.title" />
            </Title>
          </Group>
          {body}
        </Stack>
      </Paper>
    </Stack>
  );
}
