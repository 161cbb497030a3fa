import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../http/client';

const demoAccountSchema = z.object({ email: z.string(), password: z.string() });

/** The seeded demo account; only a local API offers it (null elsewhere). */
export function demoAccountQueryOptions() {
  return queryOptions({
    queryKey: ['local', 'demo-account'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('/local/demo-account', { schema: demoAccountSchema, signal, reportErrors: false });
      } catch {
        return null;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}
