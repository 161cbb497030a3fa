// Start-up problems of the environment (data folder, disk, database) as one line that names the
// cause and what to change: the variable or the path. main.ts prints the line and exits non-zero.
export class StartupError extends Error {
  override name = 'StartupError';
}

function codeOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** A file-system error on the data folder, e.g. `BULLION_DATA_DIR (/srv/data) is not writable…`. */
export function describeDataDirError(error: unknown, path: string): string {
  const what = `BULLION_DATA_DIR (${path})`;
  switch (codeOf(error)) {
    case 'ENOSPC':
    case 'EDQUOT':
      return `${what}: the disk is full. Free some space, or set BULLION_DATA_DIR to a folder on another disk.`;
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return `${what} is not writable (${codeOf(error)}). Make it writable for this user, or set BULLION_DATA_DIR to another folder.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `${what} is not a folder: a file is in the way (${codeOf(error)}). Set BULLION_DATA_DIR to a folder.`;
    default:
      return `${what} cannot be used: ${messageOf(error)}. Set BULLION_DATA_DIR to a writable folder.`;
  }
}

/** The embedded database failed although its folder is writable. */
export function describeEmbeddedDatabaseError(error: unknown, path: string): string {
  if (/ENOSPC|no space left/i.test(messageOf(error)) || codeOf(error) === 'ENOSPC') return describeDataDirError({ code: 'ENOSPC' }, path);
  return (
    `The embedded database in ${path} could not start (${messageOf(error)}). The folder may hold files that are not a ` +
    'PGlite database, or be damaged: set BULLION_DATA_DIR to another folder, or move this one away.'
  );
}

/** DATABASE_URL without its password, for messages. */
export function redactDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.href;
  } catch {
    return '(not a valid URL)';
  }
}

/** A Postgres that cannot be reached or refuses us. */
export function describeDatabaseError(error: unknown, databaseUrl: string): string {
  const where = `DATABASE_URL (${redactDatabaseUrl(databaseUrl)})`;
  const code = codeOf(error);
  switch (code) {
    case 'ECONNREFUSED':
      return `${where}: nothing accepts connections there (ECONNREFUSED). Start Postgres, or fix the host and port in DATABASE_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${where}: the host name does not resolve (${code}). Fix the host in DATABASE_URL.`;
    case 'ETIMEDOUT':
      return `${where}: the connection timed out. Check that the host is reachable, or fix DATABASE_URL.`;
    case '28P01':
    case '28000':
      return `${where}: the server refused the user name or password (${code}). Fix the credentials in DATABASE_URL.`;
    case '3D000':
      return `${where}: the database does not exist (3D000). Create it, or fix the database name in DATABASE_URL.`;
    default:
      return `${where}: cannot use the database: ${messageOf(error)}. Check DATABASE_URL.`;
  }
}
