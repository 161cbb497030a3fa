import { describe, expect, it } from 'vitest';
import { queryClient } from './query-client';

describe('queryClient defaults', () => {
  const { queries, mutations } = queryClient.getDefaultOptions();

  it('keeps query data fresh for 60 seconds', () => {
    expect(queries?.staleTime).toBe(60_000);
  });

  it('never retries a failed query', () => {
    expect([0, false]).toContain(queries?.retry);
  });

  it('keeps unused query data for 5 minutes', () => {
    expect(queries?.gcTime).toBe(300_000);
  });

  it('never retries a failed mutation', () => {
    expect([0, false]).toContain(mutations?.retry);
  });
});
