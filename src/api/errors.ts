// The only way UI code reads an error from an RTK Query call.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The HTTP status, or undefined for network and parsing failures. */
export function httpStatusOf(error: unknown): number | undefined {
  return isFetchBaseQueryError(error) && typeof error.status === 'number' ? error.status : undefined;
}

export function isNetworkError(error: unknown): boolean {
  return isFetchBaseQueryError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
}

/** A field of the server's JSON error body (`message`, `error`), when there is one. */
export function serverField(error: unknown, field: 'message' | 'error'): string | undefined {
  if (!isFetchBaseQueryError(error)) return undefined;
  const data = error.data as Record<string, unknown> | undefined;
  const value = data && typeof data === 'object' ? data[field] : undefined;
  return typeof value === 'string' && value ? value : undefined;
}

export function serverMessage(error: unknown): string | undefined {
  return serverField(error, 'message');
}

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** Retry-After in seconds (the only form the server sends) as milliseconds; undefined when absent or not a number. */
export function retryAfterMs(header: string | null | undefined): number | undefined {
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim()) * 1000;
}
