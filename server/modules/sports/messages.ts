// What the live-sports calls answer when an id is well formed but unknown (404).
export const SPORTS_MSG = {
  eventNotFound: 'Event not found.',
  marketNotFound: 'Market not found for this event.',
  seriesNotFound: 'Series not found.',
} as const;
