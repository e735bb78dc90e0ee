import { Anchor, Group, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useParams, useSearchParams } from "react-router";
import { FormattedMessage } from "react-intl";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { AdminError } from "../components/admin/AdminError";
import { ClaimScanPanel } from "../components/admin/ClaimScanPanel";
import { CodesPanel } from "../components/admin/CodesPanel";
import { RedemptionsPanel } from "../components/admin/RedemptionsPanel";
import { EventStateBadge } from "../components/badges";
import { RewardText } from "../components/RewardText";
import { AdministeredRedeemEventsQuery, RedeemEventRedemptionsQuery } from "../graphql/admin";
import { redeemAdminUrl } from "../urls";

const TABS = ["redemptions", "codes", "scan"] as const;
type Tab = (typeof TABS)[number];

/**
 * /{lang}/redeem-admin/{eventId}: one event's redemptions (filters, Excel export), its codes (print
 * sheet, new batches) and, for a physical gift, the claim QR scanner. Someone who does not administer
 * the event is told so (2014).
 */
export function RedeemAdminEventPage() {
  const { eventId = "" } = useParams();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as Tab)
    : "redemptions";
  const events = useQuery(AdministeredRedeemEventsQuery, { fetchPolicy: "cache-and-network" });
  // Asked first so that a non-administrator gets the 2014 answer for this very event.
  const probe = useQuery(RedeemEventRedemptionsQuery, {
    variables: { eventId, limit: 1, offset: 0 },
    fetchPolicy: "network-only",
  });
  const event = events.data?.administeredRedeemEvents.find((e) => e.id === eventId);
  const gifts = event?.rewardKind === "PHYSICAL_GIFT";

  const back = (
    <Anchor component={Link} to={redeemAdminUrl(locale)} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        <FormattedMessage id="redeem.admin.title" />
      </Group>
    </Anchor>
  );
  if (probe.error)
    return (
      <Stack gap="md" data-testid="redeem-admin-event">
        {back}
        <AdminError error={probe.error} onRetry={() => void probe.refetch()} />
      </Stack>
    );
  if (!event)
    return (
      <Stack gap="md" data-testid="redeem-admin-event">
        {back}
        {events.error ? (
          <AdminError error={events.error} onRetry={() => void events.refetch()} />
        ) : (
          <Skeleton height={200} radius="lg" />
        )}
      </Stack>
    );

  return (
    <Stack gap="md" data-testid="redeem-admin-event">
      {back}
      <div>
        <Group gap="sm" align="center">
          <Title order={1} size="h2" data-testid="redeem-admin-event-name">
            {event.name}
          </Title>
          <EventStateBadge state={event.state} />
        </Group>
        <Text c="dimmed" size="sm">
          <RewardText event={event} /> ·{" "}
          <FormattedMessage
            id="redeem.admin.redeemedOf"
            values={{ redeemed: event.redeemedCount, stock: event.stock }}
          />
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value && value !== "redemptions" ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="redemptions" data-testid="redeem-admin-tab-redemptions">
            <FormattedMessage id="redeem.admin.tab.redemptions" />
          </Tabs.Tab>
          <Tabs.Tab value="codes" data-testid="redeem-admin-tab-codes">
            <FormattedMessage id="redeem.admin.tab.codes" />
          </Tabs.Tab>
          {gifts ? (
            <Tabs.Tab value="scan" data-testid="redeem-admin-tab-scan">
              <FormattedMessage id="redeem.admin.tab.scan" />
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="redemptions" pt="md">
          <RedemptionsPanel eventId={event.id} gifts={gifts} />
        </Tabs.Panel>
        <Tabs.Panel value="codes" pt="md">
          <CodesPanel eventId={event.id} />
        </Tabs.Panel>
        {gifts ? (
          <Tabs.Panel value="scan" pt="md">
            <ClaimScanPanel />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}
