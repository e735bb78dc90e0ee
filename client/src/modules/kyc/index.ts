/** What other modules use from the kyc module: its urls and the verification status (personal verify page). */
export * from "./urls";
export { KycStatusView } from "./components/KycStatusView";
export { NATIONALITY_MESSAGE, PURPOSE_MESSAGE } from "./messages";
