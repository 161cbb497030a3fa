// Storybook of this remote: the configuration all remotes share (scripts/storybook/main.ts).
export { default } from '../../../scripts/storybook/main';
