import { useState } from "react";
import { Badge, Group } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { Viewer } from "../../hooks/useViewer";
import { SettingsSection } from "./SettingsSection";
import { TwoFactorDisable } from "./TwoFactorDisable";
import { TwoFactorResetKey } from "./TwoFactorResetKey";
import { TwoFactorSetup } from "./TwoFactorSetup";

/**
 * Two-factor login with an authenticator app (spec §4: off or on; activate with a 6-digit code,
 * close with a code or the reset key; each of these also asks for the current password). The reset key is shown once, right after activation, and
 * stays on screen until the person confirms they kept it — even though `me` already says "on".
 */
export function TwoFactorSection({ viewer }: { viewer: Viewer }) {
  const [resetKey, setResetKey] = useState<string | null>(null);

  return (
    <SettingsSection
      title={
        <Group gap="sm" component="span">
          <FormattedMessage id="accounts.twoFactor.title" />
          <Badge color={viewer.twoFactorEnabled ? "teal" : "gray"} variant="light" data-testid="twofa-status">
            <FormattedMessage
              id={viewer.twoFactorEnabled ? "accounts.twoFactor.on" : "accounts.twoFactor.off"}
            />
          </Badge>
        </Group>
      }
      description={<FormattedMessage id="accounts.twoFactor.description" />}
      testId="twofa-section"
    >
      {resetKey ? (
        <TwoFactorResetKey resetKey={resetKey} onDone={() => setResetKey(null)} />
      ) : viewer.twoFactorEnabled ? (
        <TwoFactorDisable viewer={viewer} />
      ) : (
        <TwoFactorSetup viewer={viewer} onActivated={setResetKey} />
      )}
    </SettingsSection>
  );
}
