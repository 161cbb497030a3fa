import { describe, expect, it } from 'vitest';
import { countText, failedRowsText } from './import-text';

describe('import texts', () => {
  it('read right in the singular and the plural', () => {
    expect(failedRowsText(1)).toBe('1 row could not be imported; it is listed below.');
    expect(failedRowsText(3)).toBe('3 rows could not be imported; they are listed below.');
    expect(countText(10_000, 'row')).toBe('10,000 rows');
  });
});
