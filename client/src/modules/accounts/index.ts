/** What other modules use from the accounts module: its urls, the signed-in viewer and the sign-in prompts. */
export { accountUrl, loginUrl, personalVerifyUrl, safeRedirectPath, userPageUrl } from "./urls";
export { useViewer, type Viewer, type ViewerState } from "./hooks/useViewer";
export { useLoginDialog } from "./hooks/useLoginDialog";
export { useRequireSignIn } from "./hooks/useRequireSignIn";
