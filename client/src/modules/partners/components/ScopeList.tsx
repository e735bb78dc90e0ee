import { List, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { scopeMessage } from "../messages";

/** What a partner may see or do, one line per scope. */
export function ScopeList({ scopes }: { scopes: readonly string[] }) {
  return (
    <List spacing={6} size="sm" icon={<IconCircleCheck size={18} color="var(--mantine-color-teal-5)" />}>
      {scopes.map((s) => {
        const id = scopeMessage(s);
        return (
          <List.Item key={s} data-testid="partner-scope">
            {id ? <FormattedMessage id={id} /> : <Text span>{s}</Text>}
          </List.Item>
        );
      })}
    </List>
  );
}
