// Renders every story of a remote (its src/stories.test.tsx passes them in) with the preview's decorators
// and the same msw handlers (msw/node here, the service worker in Storybook), runs its `play`, and
// checks the story's `parameters.expectText`. A story that throws fails `nx test`; Storybook's own
// build does not render stories. A story whose `play` walks through several steps may give itself
// more time with `parameters.testTimeout` (ms).
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { Component, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import preview, { resetStoryState } from './preview';

// The preview without msw's browser loader: the node server below answers instead.
setProjectAnnotations({ decorators: preview.decorators, parameters: preview.parameters, loaders: [resetStoryState] });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => cleanup());
afterAll(() => server.close());

class Boundary extends Component<{ onError(error: unknown): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function handlersOf(parameter: unknown): RequestHandler[] {
  if (!parameter || typeof parameter !== 'object') return [];
  if (Array.isArray(parameter)) return parameter as RequestHandler[];
  const handlers = (parameter as { handlers?: unknown }).handlers;
  if (!handlers) return [];
  return (Array.isArray(handlers) ? handlers : Object.values(handlers)).flat().filter(Boolean) as RequestHandler[];
}

type StoryModule = Parameters<typeof composeStories>[0];

/**
 * Per story. The first story of a run that draws a component family (antd's Table, say) pays for
 * its CSS-in-JS styles, which jsdom parses: several seconds on a busy machine, beyond vitest's 5 s.
 */
const STORY_TIMEOUT_MS = 20_000;
type ComposedStory = ReturnType<typeof composeStory>;

export type StoryModules = Record<string, StoryModule>;

// Declares one test per story of `modules`: every *.stories.tsx module of a remote, loaded eagerly by import.meta.glob.
export function testStories(modules: StoryModules) {
  describe('stories', () => {
    it('finds the stories', () => {
      expect(Object.keys(modules).length).toBeGreaterThan(0);
    });

    for (const [file, module] of Object.entries(modules)) {
      for (const [name, Story] of Object.entries(composeStories(module) as Record<string, ComposedStory>)) {
        it(`${file}: ${name} renders`, async () => {
          server.resetHandlers(...handlersOf(Story.parameters.msw));
          const errors: unknown[] = [];
          await Story.load();
          const { container } = render(
            <Boundary onError={(error) => errors.push(error)}>
              <Story />
            </Boundary>,
          );
          await Story.play?.({ canvasElement: container });
          const expectText: unknown = Story.parameters.expectText;
          if (typeof expectText === 'string') {
            expect((await screen.findAllByText(expectText, undefined, { timeout: STORY_TIMEOUT_MS / 2 })).length).toBeGreaterThan(0);
          }
          expect(errors).toEqual([]);
        }, typeof Story.parameters.testTimeout === 'number' ? Story.parameters.testTimeout : STORY_TIMEOUT_MS);
      }
    }
  });
}
