// Diagnostics: which module instances are loaded across the shell and the remotes. Readable in
// development builds, and in production when config.json says `debug: true` or localStorage has
// `bullion:debug` = `1`.
import { API_CLIENT_MARKER } from '@bullion/api-client';
import { queryClient, readInstanceReport, registerInstances, SHARED_LIB_MARKER, useAppStore } from '@bullion/shared';
import { getInstance } from '@module-federation/runtime';
import { QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { Component } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_LocationContext } from 'react-router';
import { mountRootParcel } from 'single-spa';
import { create } from 'zustand';

export const DEBUG_STORAGE_KEY = 'bullion:debug';

export function registerShellInstances(): void {
  registerInstances('shell', {
    react: Component,
    'react-dom': createRoot,
    'react-router': UNSAFE_LocationContext,
    'react-query': QueryClient,
    'query-client': queryClient,
    zustand: create,
    store: useAppStore,
    antd: ConfigProvider,
    'single-spa': mountRootParcel,
    'shared-lib': SHARED_LIB_MARKER,
    'api-client': API_CLIENT_MARKER,
  });
}

export function diagnosticsEnabled(configDebug: boolean): boolean {
  if (import.meta.env.DEV || configDebug) return true;
  try {
    return localStorage.getItem(DEBUG_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function exposeDiagnostics(): void {
  (window as unknown as Record<string, unknown>).__BULLION_DEBUG__ = {
    instances: readInstanceReport,
    remotes: () => getInstance()?.options.remotes.map((remote) => ({ name: remote.name, entry: 'entry' in remote ? remote.entry : undefined })) ?? [],
  };
}
