// Every story of this remote renders without throwing and shows its expected text (a Storybook build
// does not render stories): scripts/storybook/render-stories.tsx.
import { beforeAll } from 'vitest';
import { testStories, type StoryModules } from '../../../scripts/storybook/render-stories';
import { PRELOAD_TIMEOUT_MS, preloadPages } from '@bullion/ui/testing';
import { SETTINGS_ROUTES } from './app';

// The stories render the area's pages, loaded ahead (lazy chunks, app.tsx) as after their first showing.
beforeAll(() => preloadPages(SETTINGS_ROUTES), PRELOAD_TIMEOUT_MS);

testStories(import.meta.glob<StoryModules[string]>('./**/*.stories.tsx', { eager: true }));
