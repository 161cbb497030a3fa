// Files made once and then shared (the local secrets and signing keys under BULLION_DATA_DIR): with
// the data folder shared by several API instances, two may start at the same moment and each make
// its own. The file is written aside, then linked into place, which fails if it exists: the loser
// reads and uses the winner's content, so every instance ends up with the same secret.
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { dirname } from 'node:path';

/** Creates `file` with `content` unless it exists; answers the file's content either way. */
export function createFileOnce(file: string, content: string): string {
  mkdirSync(dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomUUID()}.tmp`;
  writeFileSync(aside, content, { mode: 0o600 });
  try {
    linkSync(aside, file);
    return content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(aside, { force: true });
  }
}
