import { AsyncLocalStorage } from 'node:async_hooks';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createBackgroundWork } from './background-work';

const silent = () => pino({ level: 'silent' });

describe('createBackgroundWork', () => {
  it('answers at once, and settled() waits for the work and what it started', async () => {
    const background = createBackgroundWork(silent());
    const done: string[] = [];
    background.run('outer', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push('outer');
      background.run('inner', async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push('inner');
      });
    });
    expect(done).toEqual([]);
    await background.settled();
    expect(done).toEqual(['outer', 'inner']);
  });

  it('logs a failure instead of throwing it', async () => {
    const logger = silent();
    const error = vi.spyOn(logger, 'error');
    const background = createBackgroundWork(logger);
    background.run('order update mail', async () => {
      throw new Error('SMTP server unreachable');
    });
    await expect(background.settled()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'order update mail failed');
  });

  it('runs outside the async-local context of the request that started it', async () => {
    const background = createBackgroundWork(silent());
    const request = new AsyncLocalStorage<string>();
    let seen: string | undefined = 'unset';
    request.run('idempotency key', () => background.run('check', async () => (seen = request.getStore())));
    await background.settled();
    expect(seen).toBeUndefined();
  });
});
