import { useCallback } from "react";
import { useApolloClient } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { ERRORS } from "@vitrine/schema";
import { MeQuery } from "../../modules/accounts/graphql/viewer";
import { useLoginDialog } from "../../modules/accounts/hooks/useLoginDialog";
import { useLocale } from "../i18n/LocaleContext";
import { useSnackbar } from "../snackbar/SnackbarContext";
import { mapError, type MappedError } from "./errorMapper";

/**
 * Returns a handler that maps an error (spec §8) and applies its behaviour:
 * snackbar · countdown (message plus seconds left) · login (message, open login; 1011 also forgets
 * the signed-in user) · loginHome (message, go to the locale home, open login) · silent.
 * An HTTP 401 answer goes home as well (spec §7).
 * The mapped error is returned so a caller can react further (e.g. restart its own countdown).
 */
export function useErrorHandler(): (error: unknown) => MappedError {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const openLogin = useLoginDialog();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { locale } = useLocale();

  return useCallback(
    (error: unknown) => {
      const mapped = mapError(error);
      const message = intl.formatMessage({ id: mapped.messageKey });
      // Seconds left (1006, 2019; the gateway's rate limit sends them too) are shown with the message.
      const withCountdown =
        mapped.remainingTime !== undefined
          ? intl.formatMessage({ id: "error.countdown" }, { message, seconds: mapped.remainingTime })
          : message;
      if (mapped.code === ERRORS.SESSION_EXPIRED.code) {
        // The gateway already dropped the session: the client must stop showing the user as signed in.
        client.writeQuery({ query: MeQuery, data: { me: null } });
      }
      switch (mapped.behaviour) {
        case "silent":
          break;
        case "snackbar":
        case "countdown":
          snackbar.show(withCountdown, "error");
          break;
        case "login":
          snackbar.show(message, "error");
          openLogin();
          break;
        case "loginHome":
          snackbar.show(message, "error");
          void navigate(`/${locale}`);
          openLogin();
          break;
      }
      if (mapped.httpStatus === 401 && mapped.behaviour !== "loginHome") void navigate(`/${locale}`);
      return mapped;
    },
    [intl, snackbar, openLogin, navigate, locale, client],
  );
}
