/** What an unknown amount, weight or date reads as: never $0 or a made-up date. */
export const NO_VALUE = '—';
