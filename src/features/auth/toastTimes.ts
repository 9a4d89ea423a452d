// Toasts stay 1 to 5 s (spec §9); a refusal stays long enough to be read, a success just 1 s.
export const ERROR_TOAST = { autoClose: 3000 };
