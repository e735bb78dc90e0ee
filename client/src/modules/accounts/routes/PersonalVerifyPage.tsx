import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconId } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Navigate, useParams } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { useViewer } from "../hooks/useViewer";
import { personalVerifyUrl } from "../urls";

/**
 * /{lang}/users/:publicId/personalVerify — the signed-in member's identity verification (KYC).
 * The KYC form is a later issue; until then the page says truthfully that nothing was submitted.
 */
export function PersonalVerifyPage() {
  const { publicId } = useParams();
  const { locale } = useLocale();
  const { viewer } = useViewer();
  if (!viewer) return null;
  // Verification is private: someone else's publicId in the URL shows your own page.
  if (publicId !== viewer.publicId)
    return <Navigate to={personalVerifyUrl(locale, viewer.publicId)} replace />;

  return (
    <Paper withBorder radius="lg" p="xl" bg="dark.7" maw={720} mx="auto" data-testid="personal-verify-page">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconId size={26} />
          </ThemeIcon>
          <div>
            <Title order={1} size="h3">
              <FormattedMessage id="accounts.verify.title" />
            </Title>
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                <FormattedMessage id="accounts.verify.statusLabel" />
              </Text>
              <Badge color="gray" variant="light" data-testid="kyc-status">
                <FormattedMessage id="accounts.verify.notSubmitted" />
              </Badge>
            </Group>
          </div>
        </Group>
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
        <Text size="sm" c="dimmed">
          <FormattedMessage id="accounts.verify.soon" />
        </Text>
      </Stack>
    </Paper>
  );
}
