import { useState } from "react";
import { Alert, Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { IconAlertCircle } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { mapError } from "../../../shared/errors/errorMapper";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { AdministeredRedeemEventsQuery } from "../graphql/admin";
import { redeemAdminUrl } from "../urls";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { CodeEntry } from "../components/CodeEntry";
import { RedeemConfirm } from "../components/RedeemConfirm";
import { RedeemResult } from "../components/RedeemResult";
import { RedemptionHistory } from "../components/RedemptionHistory";
import { ClaimQrModal } from "../components/ClaimQrModal";
import { MyRedemptionsQuery, RedeemCodePreviewQuery } from "../graphql/redemption";
import type { RedeemCodePreviewFields, RedemptionFields } from "../graphql/types";

type Step =
  | { kind: "enter" }
  | { kind: "preview"; preview: RedeemCodePreviewFields }
  | { kind: "result"; redemption: RedemptionFields };

/**
 * /{lang}/users/redeem (spec §2 users/{userAddress?}/redeem): the redeem zone. A code typed or
 * scanned, what it gives, the card to pick and the shipment details where needed, the confirmation,
 * the result; below, the member's redemption history.
 */
export function RedeemPage() {
  const intl = useIntl();
  const client = useApolloClient();
  const handleError = useErrorHandler();
  const [step, setStep] = useState<Step>({ kind: "enter" });
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [claimFor, setClaimFor] = useState<RedemptionFields | null>(null);
  const { locale } = useLocale();
  // Event administrators get a way to their panel from here.
  const administered = useQuery(AdministeredRedeemEventsQuery, { errorPolicy: "ignore" });
  const administers = (administered.data?.administeredRedeemEvents.length ?? 0) > 0;

  /** Catalogue errors are shown by the form; sign-in problems go through the usual handler. */
  const showError = (error: unknown) => {
    const mapped = mapError(error);
    if (mapped.behaviour === "login" || mapped.behaviour === "loginHome" || mapped.httpStatus === 401) {
      handleError(error);
      return;
    }
    const message = intl.formatMessage({ id: mapped.messageKey });
    // Too many guesses (9429) come with the seconds to wait.
    setProblem(
      mapped.remainingTime !== undefined
        ? intl.formatMessage({ id: "error.countdown" }, { message, seconds: mapped.remainingTime })
        : message,
    );
  };

  const check = async (code: string) => {
    setProblem(null);
    setChecking(true);
    try {
      const { data } = await client.query({
        query: RedeemCodePreviewQuery,
        variables: { code },
        fetchPolicy: "network-only",
      });
      if (data) setStep({ kind: "preview", preview: data.redeemCodePreview });
    } catch (error) {
      showError(error);
    } finally {
      setChecking(false);
    }
  };

  const done = (redemption: RedemptionFields) => {
    setStep({ kind: "result", redemption });
    void client.refetchQueries({ include: [MyRedemptionsQuery] });
  };

  return (
    <Stack gap="lg" data-testid="redeem-page">
      <div>
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={1}>
            <FormattedMessage id="redeem.title" />
          </Title>
          {administers ? (
            <Anchor component={Link} to={redeemAdminUrl(locale)} size="sm" data-testid="redeem-admin-link">
              <FormattedMessage id="redeem.adminLink" />
            </Anchor>
          ) : null}
        </Group>
        <Text c="dimmed">
          <FormattedMessage id="redeem.intro" />
        </Text>
      </div>
      {problem ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          withCloseButton
          onClose={() => setProblem(null)}
          data-testid="redeem-error"
        >
          {problem}
        </Alert>
      ) : null}
      {step.kind === "enter" ? <CodeEntry onCode={(code) => void check(code)} loading={checking} /> : null}
      {step.kind === "preview" ? (
        <RedeemConfirm
          preview={step.preview}
          onDone={done}
          onCancel={() => {
            setProblem(null);
            setStep({ kind: "enter" });
          }}
          onError={showError}
        />
      ) : null}
      {step.kind === "result" ? (
        <RedeemResult
          redemption={step.redemption}
          onAgain={() => setStep({ kind: "enter" })}
          onShowClaimQr={setClaimFor}
        />
      ) : null}
      <RedemptionHistory onShowClaimQr={setClaimFor} />
      <ClaimQrModal redemption={claimFor} onClose={() => setClaimFor(null)} />
    </Stack>
  );
}
