import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'bullion-api' },
    redact: { paths: ['req.headers.authorization', 'req.headers.apikey', 'req.headers.token', '*.password'], censor: '[redacted]' },
  });
}
