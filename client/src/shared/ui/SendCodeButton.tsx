import { Button, Text, type ButtonProps } from "@mantine/core";
import { FormattedMessage } from "react-intl";

/** "Send code", then the seconds left until a new code may be requested (spec §4: 300 s). */
export function SendCodeButton({
  secondsLeft,
  sent,
  onClick,
  testId,
  ...props
}: ButtonProps & {
  secondsLeft: number;
  sent: boolean;
  onClick?: () => void;
  testId: string;
  type?: "button" | "submit";
}) {
  return (
    <Button
      variant="light"
      {...props}
      disabled={props.disabled || secondsLeft > 0}
      onClick={onClick}
      data-testid={testId}
    >
      {secondsLeft > 0 ? (
        <FormattedMessage id="accounts.code.resendIn" values={{ seconds: secondsLeft }} />
      ) : (
        <FormattedMessage id={sent ? "accounts.code.resend" : "accounts.code.send"} />
      )}
    </Button>
  );
}

/** Under a code field: its error, else where the code went, else that it must be sent first. */
export function CodeHint({ error, sentTo }: { error?: string; sentTo?: string }) {
  if (error) {
    return (
      <Text size="xs" c="red.6" role="alert">
        {error}
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      {sentTo ? (
        <FormattedMessage id="accounts.code.sentTo" values={{ email: sentTo }} />
      ) : (
        <FormattedMessage id="accounts.code.sendFirst" />
      )}
    </Text>
  );
}
