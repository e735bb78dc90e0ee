/** A `datetime-local` value (the staff member's own clock) as an ISO instant; "" stays null. */
export const isoOrNull = (local: string): string | null => (local ? new Date(local).toISOString() : null);

/** Whole number or null for an empty field. */
export const intOrNull = (value: string): number | null => (value.trim() === "" ? null : Number(value));
