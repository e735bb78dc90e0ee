import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useLocale } from "../../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../../shared/ui/ErrorState";
import { ZonedTime } from "../../../../shared/time/ZonedTime";
import type { StaffCampaignDetailFragment } from "../../../../gql/graphql";
import { QrImage } from "../../../redemption";
import { StaffCampaignsQuery } from "../../graphql/stamps";
import { collectStampUrl } from "../../urls";
import { STATE_COLOR, STATE_LABEL } from "../messages";

/** Staff: every campaign with its state, the seed's hash, an edit button and its venue QR codes to print. */
export function CampaignStaffList({ onEdit }: { onEdit: (c: StaffCampaignDetailFragment) => void }) {
  const { data, error, refetch } = useQuery(StaffCampaignsQuery);
  const [printing, setPrinting] = useState<StaffCampaignDetailFragment | null>(null);
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <Stack gap="sm" data-testid="staff-campaign-list">
      {(data?.staffCampaigns ?? []).map((c) => (
        <Paper key={c.id} withBorder radius="md" p="sm" data-testid="staff-campaign-row">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs">
                <Text fw={700}>{c.title}</Text>
                <Badge color={STATE_COLOR[c.state]} variant="light">
                  <FormattedMessage id={STATE_LABEL[c.state] ?? "stamps.state.OPEN"} />
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                <ZonedTime value={c.startsAt} /> – <ZonedTime value={c.endsAt} /> ·{" "}
                <FormattedMessage
                  id="staff.stamps.summary"
                  values={{ n: c.stamps.length, w: c.winnersCount }}
                />
              </Text>
              <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                SHA-256: {c.proof.seedHash}
              </Text>
            </Stack>
            <Group gap="xs">
              {c.stamps.some((s) => s.action === "VENUE_QR") ? (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPrinter size={16} />}
                  onClick={() => setPrinting(c)}
                  data-testid="staff-campaign-qr"
                >
                  <FormattedMessage id="staff.stamps.printQr" />
                </Button>
              ) : null}
              <Button size="xs" variant="default" disabled={c.state === "DRAWN"} onClick={() => onEdit(c)}>
                <FormattedMessage id="staff.stamps.editButton" />
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <Modal opened={printing !== null} onClose={() => setPrinting(null)} size="xl" title={printing?.title}>
        {printing ? <VenueQrSheet campaign={printing} /> : null}
      </Modal>
    </Stack>
  );
}

/** The venue QR codes of a campaign, one per VENUE_QR stamp, ready to print. */
function VenueQrSheet({ campaign }: { campaign: StaffCampaignDetailFragment }) {
  const { locale } = useLocale();
  const venue = campaign.stamps.filter((s) => s.action === "VENUE_QR");
  return (
    <Stack gap="md" data-testid="venue-qr-sheet">
      <Title order={3} size="h5">
        <FormattedMessage id="staff.stamps.qrIntro" />
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {venue.map((s) => {
          const token = campaign.stampTexts.find((t) => t.stampId === s.id)?.qrToken ?? "";
          const url = `${window.location.origin}${collectStampUrl(locale, campaign.id, token)}`;
          return (
            <Stack key={s.id} align="center" gap={4}>
              <QrImage text={url} size={200} testId="venue-qr" />
              <Text fw={700}>{s.name}</Text>
            </Stack>
          );
        })}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          <FormattedMessage id="staff.stamps.print" />
        </Button>
      </Group>
    </Stack>
  );
}
