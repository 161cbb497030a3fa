import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('commits the fallback first, then the children in a render of their own', async () => {
    const commits: string[] = [];
    function Recorder({ name }: { name: string }) {
      useEffect(() => {
        commits.push(name);
      }, [name]);
      return <p>{name}</p>;
    }
    await act(async () => {
      render(
        <>
          <h3>Heading</h3>
          <AfterFirstPaint fallback={<Recorder name="skeleton" />}>
            <Recorder name="table" />
          </AfterFirstPaint>
        </>,
      );
    });
    expect(commits).toEqual(['skeleton', 'table']);
    expect(screen.getByText('table')).toBeTruthy();
    expect(screen.queryByText('skeleton')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Heading' })).toBeTruthy();
  });

  it('keeps its children on later renders', async () => {
    const { rerender } = render(<AfterFirstPaint fallback={<p>skeleton</p>}>{<p>one</p>}</AfterFirstPaint>);
    await screen.findByText('one');
    rerender(<AfterFirstPaint fallback={<p>skeleton</p>}>{<p>two</p>}</AfterFirstPaint>);
    expect(screen.getByText('two')).toBeTruthy();
    expect(screen.queryByText('skeleton')).toBeNull();
  });
});
