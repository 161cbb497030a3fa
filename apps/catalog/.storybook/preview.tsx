// The preview all remotes share (scripts/storybook/preview.tsx): shell services, msw mocks, router.
export { default } from '../../../scripts/storybook/preview';
