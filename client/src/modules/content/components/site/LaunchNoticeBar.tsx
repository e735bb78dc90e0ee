import { useState } from "react";
import { ActionIcon, Anchor, Box, Container, Group, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconSpeakerphone, IconX } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { LaunchNoticeQuery } from "../../graphql/launchNotice";
import { dismissNotice, isNoticeDismissed } from "./noticeDismissal";
import classes from "./LaunchNoticeBar.module.css";

/**
 * The slim launch notice under the header (spec §4: on or off, text per language), when staff turned
 * it on. Dismissed for the session per text: a new text shows again.
 */
export function LaunchNoticeBar() {
  const intl = useIntl();
  const { data } = useQuery(LaunchNoticeQuery);
  const notice = data?.launchNotice;
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!notice?.enabled || !notice.text) return null;
  if (dismissed === notice.text || isNoticeDismissed(notice.text)) return null;
  return (
    <Box
      className={classes.bar}
      role="region"
      aria-label={intl.formatMessage({ id: "content.notice.label" })}
      data-testid="launch-notice"
    >
      <Container>
        <Group gap="sm" wrap="nowrap" justify="center" className={classes.inner}>
          <IconSpeakerphone size={16} className={classes.icon} aria-hidden />
          <Text size="sm" className={classes.text}>
            {notice.text}
            {notice.url ? (
              <>
                {" "}
                <Anchor href={notice.url} size="sm" fw={600} c="blue.3" data-testid="launch-notice-link">
                  <FormattedMessage id="content.notice.more" />
                </Anchor>
              </>
            ) : null}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={intl.formatMessage({ id: "content.notice.dismiss" })}
            onClick={() => {
              dismissNotice(notice.text);
              setDismissed(notice.text);
            }}
            data-testid="launch-notice-dismiss"
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      </Container>
    </Box>
  );
}
