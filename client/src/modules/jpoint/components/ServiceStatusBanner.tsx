import { Alert } from "@mantine/core";
import { IconAlertTriangle, IconPlayerPause } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage } from "react-intl";
import type { JpointWalletQuery } from "../../../gql/graphql";

/** Message ids by value (explicit, so every message id can be checked). */
const JPOINT_STATUS_PAUSED_MESSAGE = {
  TOPUP: "jpoint.status.paused.TOPUP",
  USE: "jpoint.status.paused.USE",
  BOTH: "jpoint.status.paused.BOTH",
} as const;

type Status = JpointWalletQuery["jpointServiceStatus"];

const when = (iso: string) => <FormattedDate value={iso} dateStyle="medium" timeStyle="short" />;

/** The Jpoint service's end (ended or coming) and the pause in effect now, as banners. */
export function ServiceStatusBanner({ status }: { status: Status }) {
  const pause = status.currentPause;
  return (
    <>
      {status.ended ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="jpoint-ended-banner">
          <FormattedMessage id="jpoint.status.ended" values={{ date: when(status.endsAt!) }} />
        </Alert>
      ) : status.endsAt ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="jpoint-ending-banner">
          <FormattedMessage id="jpoint.status.ending" values={{ date: when(status.endsAt) }} />
        </Alert>
      ) : null}
      {pause && !status.ended ? (
        <Alert color="orange" icon={<IconPlayerPause size={18} />} data-testid="jpoint-paused-banner">
          <FormattedMessage
            id={JPOINT_STATUS_PAUSED_MESSAGE[pause.scope as keyof typeof JPOINT_STATUS_PAUSED_MESSAGE]}
            values={{ from: when(pause.from), to: when(pause.to) }}
          />
          {pause.note ? ` ${pause.note}` : null}
        </Alert>
      ) : null}
    </>
  );
}
