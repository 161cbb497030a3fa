import { createContext, useContext } from 'react';
import type { ShellConfig } from './config/shell-config';
import type { RemoteLoader } from './federation/remote-loader';

export interface ShellContextValue {
  config: ShellConfig;
  loader: RemoteLoader;
  /**
   * The tab's preview links (what they ask for and what applies: federation/preview-state.ts).
   * `reset`: back to the deployed versions (reloads the page, dropping the preview's code);
   * `forget`: drop a link that was not applied.
   */
  previews: { reset(): void; forget(): void };
}

const ShellContext = createContext<ShellContextValue | null>(null);

export const ShellContextProvider = ShellContext.Provider;

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the shell');
  return value;
}
