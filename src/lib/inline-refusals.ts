/** Failure statuses a form shows on itself (its own alert) instead of a notice: nothing else is said or logged. */
export const SHOWN_INLINE = [400, 401, 403, 404, 409, 429, 500, 502, 503] as const;
