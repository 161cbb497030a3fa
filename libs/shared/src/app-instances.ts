// Registers the module instances an app (the shell or a remote) resolved through the federation
// shared scope, so the diagnostics can prove there is one of each on the page.
// Imported as '@bullion/shared/app-instances', which is not a shared module: each app bundles its
// own copy, so the packages imported below are the instances that app got. This library's own
// singletons cannot be imported here the same way (the federation plugin keeps a package's imports
// of itself local), so the app hands them over as it sees them: SHARED_LIB_INSTANCES from
// '@bullion/shared', and the API client's marker (that package depends on this one).
import { QueryClient } from '@tanstack/react-query';
import { Component } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_LocationContext } from 'react-router';
import { mountRootParcel } from 'single-spa';
import { create } from 'zustand';
import { registerInstances, type InstanceRefs } from './instances';

/** `app` is `shell` or a remote's name; `own` holds the app's view of the workspace libraries. */
export function registerAppInstances(app: string, own: InstanceRefs): void {
  registerInstances(app, {
    react: Component,
    'react-dom': createRoot,
    'react-router': UNSAFE_LocationContext,
    'react-query': QueryClient,
    zustand: create,
    'single-spa': mountRootParcel,
    ...own,
  });
}
