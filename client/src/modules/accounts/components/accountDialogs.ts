/**
 * The login, register and forgot-password dialogs: one chunk, fetched when one of them first opens
 * (they lead to one another, so the others are then at hand). See hooks/accountDialogs.ts.
 */
export { LoginDialog } from "./LoginDialog";
export { RegisterDialog } from "./RegisterDialog";
export { ForgotPasswordDialog } from "./ForgotPasswordDialog";
