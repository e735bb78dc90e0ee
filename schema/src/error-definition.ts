/** How an error code is declared: its number, name, message key, client behaviour and status. */

/** What the client does when it receives the code (spec §8 "Code handling by the client"). */
export type ErrorBehaviour =
  | "snackbar" // show the localized message in the snackbar
  | "countdown" // message plus the seconds left from data.remainingTime (1006)
  | "login" // message, then open the login dialog (1010, 1011)
  | "loginHome" // message, open login, go to the locale home (1038, 1039, 1045)
  | "silent"; // pass silently (1019, 1046, 1047, 1098, 1099)

export interface ErrorDefinition {
  readonly code: number;
  readonly name: string;
  readonly messageKey: string;
  readonly behaviour: ErrorBehaviour;
  /** HTTP-ish status used by the gateway for logging and REST-style routes. */
  readonly status: number;
}

export function def(code: number, name: string, behaviour: ErrorBehaviour = "snackbar", status = 400) {
  return { code, name, messageKey: `error.${name}`, behaviour, status } as const;
}
