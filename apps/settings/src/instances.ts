// Registers the module instances this remote resolved through the federation shared scope, so the
// shell's diagnostics can prove there is one of each on the page.
import { API_CLIENT_MARKER } from '@bullion/api-client';
import { queryClient, registerInstances, SHARED_LIB_MARKER, useAppStore } from '@bullion/shared';
import { QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { Component } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_LocationContext } from 'react-router';
import { mountRootParcel } from 'single-spa';
import { create } from 'zustand';

export function registerSettingsInstances(): void {
  registerInstances('settings', {
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
