import { ERRORS } from "@vitrine/schema";
import type { Response } from "express";
import type { DomainError } from "../shared/domain-error.js";

/*
 * Shared by the REST routes beside /graphql (the image uploads): they answer a refused request in
 * the same error shape as GraphQL, so the client maps codes in one place.
 */

/** Sends `error` with its catalogue HTTP status as `{ errors: [{ message, extensions }] }`. */
export function sendDomainError(res: Response, error: DomainError): void {
  res
    .status(ERRORS[error.errorName].status)
    .json({ errors: [{ message: error.message, extensions: error.extensions }] });
}
