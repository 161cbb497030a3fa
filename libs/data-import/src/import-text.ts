// How the import wizard words counts and messages.

/** "1 row", "10,000 rows": en-US, like the rest of the app. */
export function countText(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : pluralNoun}`;
}

/** An error message as a sentence: ends with a full stop unless it ends with punctuation already. */
export function asSentence(message: string): string {
  const text = message.trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** "1 row could not be imported; it is listed below." / "3 rows …; they are listed below." */
export function failedRowsText(failed: number): string {
  return `${countText(failed, 'row')} could not be imported; ${failed === 1 ? 'it is' : 'they are'} listed below.`;
}
