/** What other modules use from the staff module: its urls (the account menu's staff entry). */
export * from "./urls";
/** The staff area's frame, for staff pages that other modules own (redemption events). */
export { RequireStaff } from "./components/RequireStaff";
export { StaffNav } from "./components/StaffNav";
