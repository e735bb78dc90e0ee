import { useQuery } from "@apollo/client/react";
import { AppInfoQuery } from "./queries";

/** appInfo (maintenance flag, contact links, shell settings); while loading or on error the site runs normally. */
export function useAppInfo() {
  const { data } = useQuery(AppInfoQuery);
  return {
    maintenance: data?.appInfo.maintenance ?? false,
    supportEmail: data?.appInfo.supportEmail,
    messengerUrl: data?.appInfo.messengerUrl,
    /** Null: the floating art-culture link goes to the site's own editorial list. */
    artCultureUrl: data?.appInfo.artCultureUrl ?? null,
    /** Null: no chat widget (CHAT_WIDGET_SRC unset on the gateway). */
    chatWidget: data?.appInfo.chatWidget ?? null,
  };
}
