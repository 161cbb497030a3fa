// A start-up that cannot work stops with one line naming the cause and what to change (the variable
// or the path), and a non-zero exit code: no stack trace, no misleading follow-up error.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeDataDirError, describeEmbeddedDatabaseError } from '../src/startup-errors';
import { SLOW } from './harness';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const apiMain = join(import.meta.dirname, '../src/main.ts');

function startApi(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, apiMain], {
      env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'silent', SEED_CATALOG: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, lines: output.split('\n').filter((line) => line.trim()) });
    });
  });
}

describe('the API refuses to start, in one line, when', SLOW.startsAnApi, () => {
  it('the data folder is not writable', async () => {
    const { code, lines } = await startApi({ BULLION_DATA_DIR: '/sys/bullion-start-test' });
    expect(code).not.toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^BULLION_DATA_DIR \(\/sys\/bullion-start-test\) is not writable/)]);
  });

  it('a file is where the data folder should be', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bullion-start-'));
    writeFileSync(join(dir, 'file'), 'not a folder');
    const { code, lines } = await startApi({ BULLION_DATA_DIR: join(dir, 'file', 'data') });
    expect(code).not.toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^BULLION_DATA_DIR \(.*file\/data\) is not a folder/)]);
  });

  it('the data folder holds something that is not a PGlite database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bullion-start-'));
    mkdirSync(join(dir, 'pglite'));
    writeFileSync(join(dir, 'pglite', 'PG_VERSION'), 'garbage');
    const { code, lines } = await startApi({ BULLION_DATA_DIR: dir });
    expect(code).not.toBe(0);
    expect(lines).toEqual([expect.stringContaining(`The embedded database in ${join(dir, 'pglite')} could not start`)]);
    expect(lines[0]).toContain('BULLION_DATA_DIR');
  });

  it('DATABASE_URL cannot be reached, without showing its password', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bullion-start-'));
    const { code, lines } = await startApi({ BULLION_DATA_DIR: dir, DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/bullion' });
    expect(code).not.toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^DATABASE_URL \(postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/bullion\): nothing accepts connections/)]);
    expect(lines[0]).not.toContain('s3cret');
  });

  it('the S3 bucket for stored files cannot be reached, without showing the secret key', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bullion-start-'));
    const { code, lines } = await startApi({
      BULLION_DATA_DIR: dir,
      STORAGE_S3_BUCKET: 'bullion-files',
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:1',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
      STORAGE_S3_ACCESS_KEY_ID: 'bullion',
      STORAGE_S3_SECRET_ACCESS_KEY: 'topsecret-s3-key',
      // The AWS SDK's notice that its releases after January 2027 need Node 22 (this may run on 20).
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    expect(code).not.toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^STORAGE_S3_BUCKET \(bullion-files at http:\/\/127\.0\.0\.1:1\): nothing accepts connections there/)]);
    expect(lines[0]).not.toContain('topsecret');
  });
});

describe('a full disk', () => {
  it('is named as such for the data folder and for the embedded database', () => {
    expect(describeDataDirError(Object.assign(new Error('no space'), { code: 'ENOSPC' }), '/data')).toBe(
      'BULLION_DATA_DIR (/data): the disk is full. Free some space, or set BULLION_DATA_DIR to a folder on another disk.',
    );
    expect(describeEmbeddedDatabaseError(new Error('ENOSPC: no space left on device, write'), '/data/pglite')).toMatch(/^BULLION_DATA_DIR \(\/data\/pglite\): the disk is full/);
  });
});
