// The wizard with a definition of its own: an import without options or updates (as the inventory
// import), whose server answers errors one message at a time.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ImportDefinition } from '../definition';
import { defineImportFields } from '../fields';
import { groupRowErrors } from '../import-summary';
import { convertCells, mappedFields, readNumber, readText } from '../readers';
import { checkWithSchema } from '../validate-rows';
import { ImportWizard } from './import-wizard';

configure({ asyncUtilTimeout: 5000 });

interface Body {
  mode: 'validate' | 'commit';
  rows: Record<string, unknown>[];
}
interface Result {
  added: number;
  errors: { row: number; field: string | null; message: string }[];
}

const schema = z.strictObject({ title: z.string('Title is required.').min(1, 'Title is required.'), quantity: z.number('Quantity must be a number.').int().min(1).optional() });

function definition(send: (body: Body) => Promise<Result>): ImportDefinition<undefined, Body, Result> {
  const fields = defineImportFields([
    { key: 'title', label: 'Title', hint: 'Required.', synonyms: [], required: true },
    { key: 'quantity', label: 'Quantity', hint: 'Pieces.', synonyms: ['qty'] },
  ]);
  return {
    fields,
    wording: { noun: 'item', listKey: 'items', exampleColumns: 'Title, Quantity', templateFileName: 'items.csv', doneLabel: 'Go to the list' },
    maxRows: 100,
    reportsUpdates: false,
    rowConverter: (file, mapping) => (cells) =>
      convertCells(cells, mappedFields(mapping), (field, value) => ({ value: field === 'quantity' ? readNumber(value, file.delimiter === ';') : readText(value) })),
    check: (input) => checkWithSchema(schema, input),
    request: (rows, mode) => ({ rows, mode }),
    send,
    outcome: (result) => {
      const errors = groupRowErrors(result.errors);
      return { added: result.added, updated: 0, skipped: 0, failed: errors.length, errors };
    },
  };
}

function renderWizard(send: (body: Body) => Promise<Result>, onImported = vi.fn(), onDone = vi.fn()) {
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <ImportWizard definition={definition(send)} onDone={onDone} onImported={onImported} />
    </QueryClientProvider>,
  );
  return { ...view, onImported, onDone };
}

async function upload(container: HTMLElement, text: string, name = 'items.csv') {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([text], name)] } });
  });
}

const statistic = (title: string) => screen.getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content-value')?.textContent;

afterEach(cleanup);

describe('the import wizard', () => {
  it('checks rows in the browser and on the server, sends the valid ones and sums up in the import’s words', async () => {
    const send = vi.fn(async (body: Body): Promise<Result> =>
      body.mode === 'validate'
        ? { added: 2, errors: [{ row: 2, field: null, message: 'This lot is already in your inventory.' }] }
        : { added: body.rows.length, errors: [] },
    );
    const { container, onImported, onDone } = renderWizard(send);
    expect(screen.getByRole('link', { name: 'Download the CSV template' }).getAttribute('download')).toBe('items.csv');

    await upload(container, 'Title,Qty\nMaple,10\nBar,one\nKrugerrand,2\nEagle,1');
    expect(await screen.findByRole('heading', { name: 'Map columns to item fields' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));

    expect(await screen.findByText('Server check: 2 items would be added.')).toBeTruthy();
    expect(send.mock.calls[0]?.[0]).toEqual({ mode: 'validate', rows: [{ title: 'Maple', quantity: 10 }, { title: 'Krugerrand', quantity: 2 }, { title: 'Eagle', quantity: 1 }] });
    expect(statistic('Ready to import')).toBe('2');
    expect(statistic('With errors')).toBe('2');
    const review = within(screen.getByRole('region', { name: 'Review the rows' }));
    // File rows: row 2 failed in the browser, the server refused its 2nd row sent, file row 3.
    expect(review.getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.textContent)).toEqual(['2', '3']);
    expect(review.getAllByText('This lot is already in your inventory.', { exact: false }).length).toBeGreaterThan(0);
    expect(review.queryByRole('radio')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 items' }));
    expect(await screen.findByText('2 items imported from items.csv')).toBeTruthy();
    expect(send.mock.calls.at(-1)?.[0]).toEqual({ mode: 'commit', rows: [{ title: 'Maple', quantity: 10 }, { title: 'Eagle', quantity: 1 }] });
    expect(statistic('Added')).toBe('2');
    expect(statistic('Failed')).toBe('2');
    expect(screen.queryByText('Updated')).toBeNull();
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ added: 2, failed: 2 }));

    fireEvent.click(screen.getByRole('button', { name: 'Go to the list' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('says which column every item needs before checking rows', async () => {
    const { container } = renderWizard(vi.fn());
    await upload(container, 'Qty\n1');
    expect(await screen.findByText('Choose the column that holds the title: every item needs one.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Check the rows' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('explains a file that cannot be read, in the import’s words', async () => {
    const { container } = renderWizard(vi.fn());
    await upload(container, '{"products": []}', 'export.json');
    expect(await screen.findByText('"export.json" must hold a list of items, or an object with a "items" list.')).toBeTruthy();
  });
});
