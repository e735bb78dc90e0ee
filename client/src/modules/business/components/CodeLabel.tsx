import { FormattedMessage } from "react-intl";
import { labelOf } from "../messages";

/** A code (state, category, volume) in the page's language; a code this client does not know, as it is. */
export function CodeLabel({ messages, code }: { messages: Record<string, string>; code: string }) {
  const id = labelOf(messages, code);
  return id ? <FormattedMessage id={id} /> : <>{code}</>;
}
