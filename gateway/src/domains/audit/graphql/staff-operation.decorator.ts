// Older import path of the staff-operation decorator (gateway/src/graphql/staff-operation.decorator.ts).
export { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
