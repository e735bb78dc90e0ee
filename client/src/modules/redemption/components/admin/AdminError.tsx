import { Alert } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { ERRORS } from "@vitrine/schema";
import { FormattedMessage } from "react-intl";
import { mapError } from "../../../../shared/errors/errorMapper";
import { ErrorState } from "../../../../shared/ui/ErrorState";

/** 2014 reads as the catalogue's "not the administrator of this event"; anything else, the usual. */
export function AdminError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const mapped = mapError(error);
  if (mapped.code === ERRORS.NOT_EVENT_ADMINISTRATOR.code)
    return (
      <Alert color="red" variant="light" icon={<IconLock size={18} />} data-testid="redeem-admin-not-admin">
        <FormattedMessage id={ERRORS.NOT_EVENT_ADMINISTRATOR.messageKey} />
      </Alert>
    );
  return <ErrorState error={error} onRetry={onRetry} />;
}
