// Calendar days as Indian players see them (IST, UTC+5:30): "today" and "tomorrow" in the lists.
export const IST_OFFSET_MS = 5.5 * 3600_000;
export const DAY_MS = 24 * 3600_000;

/** Epoch ms of the IST midnight that starts the day containing `epoch`. */
export function istDayStart(epoch: number): number {
  return Math.floor((epoch + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}
