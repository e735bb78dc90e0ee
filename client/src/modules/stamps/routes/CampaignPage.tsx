import { Alert, Anchor, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { IconQrcode } from "@tabler/icons-react";
import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { ZonedTime } from "../../../shared/time/ZonedTime";
import { useRequireSignIn, useViewer } from "../../accounts";
import { LazyQrScanner } from "../../redemption";
import { DrawProof } from "../components/DrawProof";
import { STATE_COLOR, STATE_LABEL } from "../components/messages";
import { StampCard } from "../components/StampCard";
import { Winners } from "../components/Winners";
import { CampaignQuery } from "../graphql/stamps";
import { useCollectStamp } from "../hooks/useCollectStamp";
import { campaignsUrl, tokenOfScan } from "../urls";

/** /{lang}/campaign/:id: the member's stamp card, how to earn each stamp, the venue scanner, winners and proof. */
export function CampaignPage() {
  const { id = "" } = useParams();
  const { locale } = useLocale();
  const intl = useIntl();
  const snackbar = useSnackbar();
  const { viewer } = useViewer();
  const requireSignIn = useRequireSignIn();
  const [scanning, setScanning] = useState(false);
  const { collect, loading } = useCollectStamp();
  const { data, error, refetch } = useQuery(CampaignQuery, { variables: { id } });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const campaign = data?.campaign;
  if (!campaign) return null;
  const total = campaign.stamps.length;
  const hasVenue = campaign.stamps.some((s) => s.action === "VENUE_QR" && !s.collectedAt);

  const onScan = (text: string) => {
    setScanning(false);
    const token = tokenOfScan(text);
    if (!token) {
      snackbar.show(intl.formatMessage({ id: "error.STAMP_QR_INVALID" }), "error");
      return;
    }
    void collect(token);
  };

  return (
    <Stack gap="lg" data-testid="campaign-page">
      <Anchor component={Link} to={campaignsUrl(locale)} size="sm">
        <FormattedMessage id="stamps.back" />
      </Anchor>
      <Stack gap={6}>
        <Group gap="xs">
          <Badge color={STATE_COLOR[campaign.state]} data-testid="campaign-state">
            <FormattedMessage id={STATE_LABEL[campaign.state] ?? "stamps.state.OPEN"} />
          </Badge>
          <Text size="sm" c="dimmed">
            <ZonedTime value={campaign.startsAt} /> – <ZonedTime value={campaign.endsAt} />
          </Text>
        </Group>
        <Title order={1} size="h2">
          {campaign.title}
        </Title>
        {campaign.description ? <Text style={{ whiteSpace: "pre-wrap" }}>{campaign.description}</Text> : null}
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-yellow-light)">
          <Text size="sm" fw={700}>
            <FormattedMessage
              id="stamps.prize"
              values={{ n: campaign.winnersCount, prize: campaign.prize }}
            />
          </Text>
        </Paper>
      </Stack>

      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4">
            <FormattedMessage id="stamps.card.title" />
          </Title>
          <Text size="sm" data-testid="stamp-progress">
            <FormattedMessage id="stamps.card.progress" values={{ n: campaign.collected, total }} />
          </Text>
        </Group>
        <Progress value={total ? (campaign.collected / total) * 100 : 0} color="teal" radius="xl" />
        {!viewer ? (
          <Alert color="blue" data-testid="campaign-sign-in">
            <FormattedMessage id="stamps.signInToCollect" />
          </Alert>
        ) : campaign.completed ? (
          <Alert color="teal" data-testid="campaign-completed">
            <FormattedMessage id="stamps.completed" />
          </Alert>
        ) : null}
        <StampCard stamps={campaign.stamps} />
        {campaign.state === "OPEN" && hasVenue ? (
          <Stack gap="xs" align="flex-start">
            <Button
              leftSection={<IconQrcode size={18} />}
              variant="light"
              loading={loading}
              onClick={() => requireSignIn(() => setScanning((s) => !s))}
              data-testid="scan-venue"
            >
              <FormattedMessage id="stamps.scan" />
            </Button>
            {scanning ? <LazyQrScanner onText={onScan} /> : null}
          </Stack>
        ) : null}
      </Stack>

      {campaign.state === "DRAWN" ? <Winners campaign={campaign} /> : null}
      <DrawProof campaign={campaign} />
    </Stack>
  );
}
