import { useState } from "react";
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useLazyQuery } from "@apollo/client/react";
import { IconSearch } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { StaffMemberView } from "../../../gql/graphql";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { MemberActivity } from "../components/console/MemberActivity";
import { StaffMemberQuery } from "../graphql/moderation";

/**
 * /{lang}/admin/member — member lookup (memberLookup: support, compliance): by e-mail, public id or
 * account id; the profile, KYC state and balances, then one list at a time (holdings, orders, trades,
 * withdrawals, sessions). Every lookup and every list opened is written to the staff audit log.
 */
export function StaffMemberPage() {
  return (
    <RequireStaff>
      <MemberLookup />
    </RequireStaff>
  );
}

function MemberLookup() {
  const intl = useIntl();
  const [query, setQuery] = useState("");
  const [view, setView] = useState<StaffMemberView>("HOLDINGS");
  const [lookup, { data, loading, error, called }] = useLazyQuery(StaffMemberQuery, {
    fetchPolicy: "network-only",
  });
  const member = data?.staffMember;
  return (
    <Stack gap="lg" data-testid="staff-member">
      <StaffNav current="member" />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (query.trim()) void lookup({ variables: { query: query.trim() } }).catch(() => undefined);
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            style={{ flex: 1 }}
            maxLength={254}
            label={intl.formatMessage({ id: "staff.member.query" })}
            description={intl.formatMessage({ id: "staff.member.queryHelp" })}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            data-testid="staff-member-query"
          />
          <Button
            type="submit"
            loading={loading}
            leftSection={<IconSearch size={16} />}
            data-testid="staff-member-find"
          >
            <FormattedMessage id="staff.member.find" />
          </Button>
        </Group>
      </form>
      {called && error && !loading ? <ErrorState error={error} /> : null}
      {member ? (
        <>
          <Paper withBorder radius="lg" p="md" bg="dark.7" data-testid="staff-member-profile">
            <Group justify="space-between" wrap="wrap" mb="sm">
              <div>
                <Title order={2} size="h4">
                  {member.nickname}
                </Title>
                <Text size="sm" c="dimmed">
                  {member.email} · {member.publicId} · #{member.id}
                </Text>
              </div>
              <Group gap={6}>
                <Badge variant="light">{member.status}</Badge>
                <Badge
                  variant="light"
                  color={member.kycStatus === "APPROVED" ? "teal" : "yellow"}
                  data-testid="staff-member-kyc"
                >
                  KYC {member.kycStatus}
                </Badge>
                <Badge variant="light" color={member.twoFactorEnabled ? "teal" : "gray"}>
                  <FormattedMessage
                    id={member.twoFactorEnabled ? "staff.member.twoFactorOn" : "staff.member.twoFactorOff"}
                  />
                </Badge>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {member.balances.map((b) => (
                <Paper key={b.currency} withBorder radius="md" p="sm" data-testid="staff-member-balance">
                  <Text size="xs" c="dimmed">
                    {b.currency}
                  </Text>
                  <Text fw={700}>{b.available}</Text>
                  <Text size="xs" c="dimmed">
                    <FormattedMessage id="staff.member.frozen" values={{ amount: b.frozen }} />
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="sm">
              <FormattedMessage
                id="staff.member.since"
                values={{ date: <FormattedDate value={member.createdAt} dateStyle="medium" /> }}
              />
            </Text>
          </Paper>
          <MemberActivity userId={member.id} view={view} onView={setView} />
        </>
      ) : null}
    </Stack>
  );
}
