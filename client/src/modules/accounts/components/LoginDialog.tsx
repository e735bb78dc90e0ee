import { useState } from "react";
import { Box } from "@mantine/core";
import { LoginPasswordStep } from "./LoginPasswordStep";
import { LoginSecondFactorStep } from "./LoginSecondFactorStep";

/**
 * Content of the "login" dialog (spec §4): e-mail and password; when the account has 2FA on, a
 * 6-digit step (or the reset key for a lost device) completes the login.
 */
export function LoginDialog({ initialEmail, challenge }: { initialEmail?: string; challenge?: string }) {
  const [pendingChallenge, setPendingChallenge] = useState<string | undefined>(challenge);
  const [email, setEmail] = useState(initialEmail ?? "");

  return (
    <Box data-testid="login-dialog">
      {pendingChallenge ? (
        <LoginSecondFactorStep
          challenge={pendingChallenge}
          onExpired={() => setPendingChallenge(undefined)}
        />
      ) : (
        <LoginPasswordStep
          initialEmail={email}
          onTwoFactorRequired={(next, typedEmail) => {
            setEmail(typedEmail);
            setPendingChallenge(next);
          }}
        />
      )}
    </Box>
  );
}
