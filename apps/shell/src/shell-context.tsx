import { createContext, useContext } from 'react';
import type { ShellConfig } from './config/shell-config';
import type { PreviewRejection, PreviewOverrides } from './federation/preview-overrides';
import type { RemoteLoader } from './federation/remote-loader';

export interface ShellContextValue {
  config: ShellConfig;
  loader: RemoteLoader;
  previews: { overrides: PreviewOverrides; rejected: PreviewRejection[]; reset(): void };
}

const ShellContext = createContext<ShellContextValue | null>(null);

export const ShellContextProvider = ShellContext.Provider;

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the shell');
  return value;
}
