import { ErrorScreen } from './error-screen';

/** Shown when the shell cannot start at all (config.json missing or invalid). */
export function StartupError({ error }: { error: unknown }) {
  return (
    <main style={{ padding: 48 }}>
      <ErrorScreen error={error} />
    </main>
  );
}
