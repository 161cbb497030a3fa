// Every story of this remote renders without throwing and shows its expected text (a Storybook build
// does not render stories): scripts/storybook/render-stories.tsx.
import { testStories, type StoryModules } from '../../../scripts/storybook/render-stories';

testStories(import.meta.glob<StoryModules[string]>('./**/*.stories.tsx', { eager: true }));
