import { useQuery } from "@apollo/client/react";
import { AppInfoQuery } from "./queries";

/** appInfo (maintenance flag, contact links); while loading or on error the site runs normally. */
export function useAppInfo() {
  const { data } = useQuery(AppInfoQuery);
  return {
    maintenance: data?.appInfo.maintenance ?? false,
    supportEmail: data?.appInfo.supportEmail,
    messengerUrl: data?.appInfo.messengerUrl,
  };
}
