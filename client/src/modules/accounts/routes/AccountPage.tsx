import { Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { ChangePasswordSection } from "../components/account/ChangePasswordSection";
import { DeleteAccountSection } from "../components/account/DeleteAccountSection";
import { ProfileSection } from "../components/account/ProfileSection";
import { TwoFactorSection } from "../components/account/TwoFactorSection";
import { SessionsSection } from "../components/account/SessionsSection";
import { useViewer } from "../hooks/useViewer";
import { PartnerBindingsLink } from "../../partners";

/**
 * /{lang}/account: profile, password, two-factor login, the signed-in sessions (with their sites) and
 * account deletion (behind RequireViewer).
 */
export function AccountPage() {
  const { viewer } = useViewer();
  if (!viewer) return null;
  return (
    <Stack gap="xl" data-testid="account-page" maw={960} mx="auto">
      <div>
        <Title order={1}>
          <FormattedMessage id="accounts.settings.title" />
        </Title>
        <Text c="dimmed" mt={4}>
          <FormattedMessage id="accounts.settings.subtitle" values={{ email: viewer.email }} />
        </Text>
      </div>
      {/* Keyed by id: a different account signing in at this browser gets fresh forms. */}
      <ProfileSection key={`profile-${viewer.id}`} viewer={viewer} />
      <ChangePasswordSection viewer={viewer} />
      <TwoFactorSection viewer={viewer} />
      <SessionsSection />
      <PartnerBindingsLink />
      <DeleteAccountSection viewer={viewer} />
    </Stack>
  );
}
