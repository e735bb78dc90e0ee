import { useState } from "react";
import { Box } from "@mantine/core";
import { RegisterDone } from "./RegisterDone";
import { RegisterForm } from "./RegisterForm";
import { RegisterSharedAccount } from "./RegisterSharedAccount";

/** Spec §4 register steps: 0 the form, 1 the cross-site shared-account message, 2 done. */
export type RegisterStep = 0 | 1 | 2;

/** Content of the "register" dialog. */
export function RegisterDialog({
  initialEmail,
  referralCode,
}: {
  initialEmail?: string;
  referralCode?: string;
}) {
  const [step, setStep] = useState<RegisterStep>(0);
  const [email, setEmail] = useState(initialEmail ?? "");

  return (
    <Box data-testid="register-dialog" data-step={step}>
      {step === 0 && (
        <RegisterForm
          initialEmail={email}
          referralCode={referralCode}
          onSharedAccount={(typed) => {
            setEmail(typed);
            setStep(1);
          }}
          onRegistered={() => setStep(2)}
        />
      )}
      {step === 1 && <RegisterSharedAccount email={email} />}
      {step === 2 && <RegisterDone />}
    </Box>
  );
}
