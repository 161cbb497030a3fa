// The order form of /orders/new and of a draft being edited on its page: the side, the customer
// (picked, or created here), the price template (the group's default preselected), lines added from
// the catalog (the shell's catalog search dialog), from the lots the group holds (sales) or described
// by hand, each with its live price from the template at the spot in the store, or a typed-in price
// with its reason. A new order is saved as a draft or saved and quoted; a draft being edited is saved
// (the unsaved-changes bar) or saved and quoted. Leaving with changes asks first.
import { createOrderMutationOptions, datasetsQueryOptions, inventoryItemQueryOptions, priceTemplatesQueryOptions, productQueryOptions, quoteOrder, refreshOrders, updateOrderMutationOptions, fetchProductTitleFormatter } from '@bullion/api-client';
import { formatUsd, type InventoryItem, itemLineSource, meltCrossingText, type Order, ORDER_SIDES, type OrderSide, productLineSource } from '@bullion/contract';
import { selectGroupId, useAppStore, useLiveSpot, useShellServices, useUnsavedChanges } from '@bullion/shared';
import { LoadError, LoadingState, UnsavedChangesBar } from '@bullion/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Divider, Flex, Form, Input, Row, Segmented, Select, Statistic, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CustomerFormModal } from '../customers/customer-form-modal';
import { CustomerSelect } from '../customers/customer-select';
import { CustomLineModal } from './custom-line-modal';
import { InventoryPicker } from './inventory-picker';
import { SIDE_DESCRIPTIONS, SIDE_LABELS } from './labels';
import { checkOrderDraft, itemLines, livePrices, meltCrossings, newLineKey, orderInputOf, type DraftLine, type OrderDraft } from './order-draft';
import { OrderLinesEditor } from './order-lines-editor';
import { SpotNotice } from './spot-notice';

export const ADD_TO_ORDER_LABEL = 'Add to order';
const NO_TEMPLATE = '__none__';

function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <Form.Item label={label} validateStatus={error ? 'error' : undefined} help={error} style={{ marginBottom: 16 }}>
      {children}
    </Form.Item>
  );
}

export interface OrderFormProps {
  initial: OrderDraft;
  /** The draft order being edited; none: a new order. */
  editing?: Order;
  /** A catalog product to start the new order with (a collection's missing entry starts a buy order). */
  startWith?: { productId: string; quantity: number };
}

export function OrderForm({ initial, editing, startWith }: OrderFormProps) {
  const [draft, setDraft] = useState<OrderDraft>(initial);
  const changes = useUnsavedChanges(initial, draft, setDraft);
  const { dialog, navigation, toast } = useShellServices();
  const client = useQueryClient();
  const groupId = useAppStore(selectGroupId);
  const templates = useQuery(priceTemplatesQueryOptions());
  const spot = useLiveSpot();
  const create = useMutation(createOrderMutationOptions());
  const update = useMutation(updateOrderMutationOptions(editing?.id ?? ''));
  const [quoting, setQuoting] = useState(false);
  const [adding, setAdding] = useState(false);
  const [dialogOpen, setDialogOpen] = useState<'inventory' | 'custom' | null>(null);
  const [newCustomer, setNewCustomer] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState<'draft' | 'quote' | null>(null);

  const templateList = templates.data?.items ?? [];
  const defaultTemplate = templateList.find((template) => template.isDefault) ?? null;
  const templateId = draft.priceTemplateId === undefined ? (defaultTemplate?.id ?? null) : draft.priceTemplateId;
  const template = templateList.find((candidate) => candidate.id === templateId) ?? null;
  const prices = useMemo(() => livePrices(draft, template?.rules ?? null, spot.quote), [draft, template, spot.quote]);
  const errors = showErrors ? checkOrderDraft(draft, { quoting: showErrors === 'quote', prices }) : {};

  const patch = (change: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...change }));
  const changeLine = (key: string, change: (line: DraftLine) => DraftLine) =>
    setDraft((current) => ({ ...current, lines: current.lines.map((line) => (line.key === key ? change(line) : line)) }));
  const removeLine = (key: string) => setDraft((current) => ({ ...current, lines: current.lines.filter((line) => line.key !== key) }));
  const addLines = (lines: DraftLine[]) => setDraft((current) => ({ ...current, lines: [...current.lines, ...lines] }));

  const setSide = async (side: OrderSide) => {
    const items = itemLines(draft);
    if (side === 'buy' && items.length) {
      const confirmed = await dialog.confirm({
        title: 'Remove the inventory lines?',
        text: `A purchase cannot sell inventory items: the ${items.length === 1 ? 'line from inventory is' : `${items.length} lines from inventory are`} removed.`,
        confirmLabel: 'Remove and switch',
        cancelLabel: 'Cancel',
      });
      if (!confirmed) return;
    }
    setDraft((current) => ({ ...current, side, lines: side === 'buy' ? current.lines.filter((line) => line.source.kind !== 'item') : current.lines }));
  };

  /** Lines of catalog products (fetched for their snapshot), as many pieces of each as asked. */
  const addProducts = async (wanted: readonly { id: string; quantity: number }[]) => {
    setAdding(true);
    try {
      const datasets = await client.fetchQuery(datasetsQueryOptions());
      // The line keeps the title as the group reads the product now (its product title format).
      const titleOf = await fetchProductTitleFormatter(client, groupId);
      const products = await Promise.allSettled(wanted.map((product) => client.fetchQuery(productQueryOptions(product.id))));
      const lines = products.flatMap((result, index) =>
        result.status === 'fulfilled' && result.value
          ? [{ key: newLineKey(), source: productLineSource(result.value, datasets.product, titleOf), quantity: wanted[index]?.quantity ?? 1, maxQuantity: null, override: null } satisfies DraftLine]
          : [],
      );
      addLines(lines);
      if (lines.length < products.length) toast.show('error', `${products.length - lines.length} of ${products.length} products could not be added`);
    } catch (error) {
      toast.show('error', 'The products could not be added', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setAdding(false);
    }
  };

  const addFromCatalog = async () => {
    const existingIds = draft.lines.flatMap((line) => (line.source.kind === 'product' && line.source.productId ? [line.source.productId] : []));
    const selection = await dialog.searchCatalog({ existingIds, confirmLabel: ADD_TO_ORDER_LABEL });
    if (selection?.products.length) await addProducts(selection.products.map((product) => ({ id: product.id, quantity: 1 })));
  };

  // Started for one product (?product=…&quantity=…): its line once, on the first render.
  const started = useRef(false);
  useEffect(() => {
    if (!startWith || started.current) return;
    started.current = true;
    void addProducts([{ id: startWith.productId, quantity: startWith.quantity }]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address the page opened with
  }, []);

  const addItems = async (items: InventoryItem[]) => {
    setAdding(true);
    try {
      const datasets = await client.fetchQuery(datasetsQueryOptions());
      const lines = await Promise.all(
        items.map(async (picked) => {
          // The lot as it is now (the picker's page may be a minute old), and its product for category rules.
          const item = (await client.fetchQuery(inventoryItemQueryOptions(picked.id)).catch(() => null)) ?? picked;
          const product = item.productId ? await client.fetchQuery(productQueryOptions(item.productId)).catch(() => null) : null;
          return { key: newLineKey(), source: itemLineSource(item, product, datasets.product), quantity: item.quantity, maxQuantity: item.quantity, override: null } satisfies DraftLine;
        }),
      );
      addLines(lines);
    } catch (error) {
      toast.show('error', 'The items could not be added', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setAdding(false);
    }
  };

  /** Saves (creates the draft, or saves the one being edited), then quotes it when asked; goes to its page. */
  const submit = async (quote: boolean) => {
    setShowErrors(quote ? 'quote' : 'draft');
    if (Object.keys(checkOrderDraft(draft, { quoting: quote, prices })).length) return;
    // A quote promises its prices: a sale below melt or a purchase above it is confirmed with a reason first.
    let sending = draft;
    if (quote) {
      for (const { line, index, priced, crossing } of meltCrossings(draft, prices)) {
        const reason = await dialog.prompt({
          title: crossing.kind === 'below_melt' ? `Sell ${line.source.title} below melt?` : `Buy ${line.source.title} above melt?`,
          text: `${meltCrossingText(index, priced, crossing)}. The reason is kept on the line and shown on the order.`,
          label: 'Reason',
          placeholder: crossing.kind === 'below_melt' ? 'Why it sells below melt' : 'Why it is bought above melt',
          submitLabel: 'Quote at this price',
          cancelLabel: 'Back to the order',
        });
        if (!reason) return;
        sending = { ...sending, lines: sending.lines.map((candidate) => (candidate.key === line.key ? { ...candidate, meltReason: reason } : candidate)) };
      }
      if (sending !== draft) setDraft(sending);
    }
    setQuoting(quote);
    try {
      const input = orderInputOf(sending);
      const order = editing
        ? await update.mutateAsync({ customerId: input.customerId, ...(input.priceTemplateId === undefined ? {} : { priceTemplateId: input.priceTemplateId }), notes: input.notes, lines: input.lines, version: editing.version })
        : await create.mutateAsync(input);
      let message = editing ? `Order ${order.number} saved` : `Order ${order.number} saved as a draft`;
      if (quote) {
        try {
          await quoteOrder(order.id, { version: order.version });
          message = `Order ${order.number} quoted`;
        } catch {
          // The fetch layer has said why; the draft is saved and can be quoted from its page.
          message = `Order ${order.number} saved as a draft, not quoted`;
        }
        await refreshOrders(client);
      }
      changes.save();
      toast.show('success', message);
      const to = `/orders/${encodeURIComponent(order.id)}`;
      if (editing) navigation.navigate(to, { replace: true });
      else navigation.navigate(to);
    } catch {
      // Not saved: the fetch layer has shown why; the form keeps what was entered.
    } finally {
      setQuoting(false);
    }
  };

  if (templates.isPending) return <LoadingState label="Loading the order form" rows={8} />;
  if (templates.isError) return <LoadError title="The price templates could not be loaded" onRetry={() => void templates.refetch()} />;

  const saving = create.isPending || update.isPending;
  const addButtons = (
    <Flex gap={8} wrap justify="center">
      <Button onClick={() => void addFromCatalog()} loading={adding}>
        Add from the catalog
      </Button>
      {draft.side === 'sell' ? (
        <Button onClick={() => setDialogOpen('inventory')} disabled={adding}>
          Sell from inventory
        </Button>
      ) : null}
      <Button onClick={() => setDialogOpen('custom')} disabled={adding}>
        Custom line
      </Button>
    </Flex>
  );

  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Card title="Order" size="small">
              <Form layout="vertical" component="div">
                <Field label="Side">
                  <Segmented
                    aria-label="Side"
                    value={draft.side}
                    disabled={Boolean(editing)}
                    onChange={(side) => void setSide(side as OrderSide)}
                    options={ORDER_SIDES.map((side) => ({ value: side, label: `${SIDE_LABELS[side]}: ${side === 'sell' ? 'customer buys' : 'we buy'}` }))}
                  />
                  <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                    {SIDE_DESCRIPTIONS[draft.side]}.{editing ? ' The side of a saved order does not change.' : ''}
                  </Typography.Paragraph>
                </Field>
                <Field label="Customer" error={errors.customer}>
                  <CustomerSelect
                    value={draft.customerId}
                    onChange={(customerId) => patch({ customerId })}
                    onCreate={(name) => setNewCustomer(name)}
                    status={errors.customer ? 'error' : undefined}
                    allowClear={false}
                    style={{ width: '100%', maxWidth: 420 }}
                  />
                  <div>
                    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setNewCustomer('')}>
                      New customer…
                    </Button>
                  </div>
                </Field>
                <Field label="Price template">
                  <Select
                    aria-label="Price template"
                    value={templateId ?? NO_TEMPLATE}
                    onChange={(value: string) => patch({ priceTemplateId: value === NO_TEMPLATE ? null : value })}
                    options={[
                      ...templateList.map((candidate) => ({ value: candidate.id, label: candidate.isDefault ? `${candidate.name} (default)` : candidate.name })),
                      { value: NO_TEMPLATE, label: 'No template: type every price in' },
                    ]}
                    style={{ width: '100%', maxWidth: 420 }}
                  />
                </Field>
              </Form>
            </Card>
            <Card title={`Lines (${draft.lines.length})`} size="small" extra={draft.lines.length ? addButtons : null}>
              <Flex vertical gap={12}>
                <SpotNotice spot={spot} />
                {errors.lines ? <Alert type="error" showIcon title={errors.lines} /> : null}
                <OrderLinesEditor lines={draft.lines} prices={prices} errors={errors} onChange={changeLine} onRemove={removeLine} emptyExtra={addButtons} />
              </Flex>
            </Card>
            <Card title="Notes" size="small">
              <Input.TextArea
                aria-label="Notes"
                placeholder="Anything the desk should know (shown on the order, not on the receipt)"
                value={draft.notes}
                onChange={(event) => patch({ notes: event.target.value })}
                autoSize={{ minRows: 2, maxRows: 6 }}
                maxLength={4000}
              />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="Summary" size="small" style={{ position: 'sticky', top: 16 }}>
            {/* Lines without a price count nothing: a total of only those is no total, never $0. */}
            <Statistic title={draft.side === 'sell' ? 'Customer pays' : 'We pay'} value={draft.lines.length && prices.unpriced === draft.lines.length ? '—' : formatUsd(prices.subtotal)} />
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {draft.lines.length} line{draft.lines.length === 1 ? '' : 's'}
              {prices.unpriced ? ` · ${prices.unpriced} without a price (not counted)` : ''}
            </Typography.Paragraph>
            <Divider style={{ margin: '12px 0' }} />
            <Flex vertical gap={8}>
              <Button type="primary" block loading={saving && quoting} disabled={saving && !quoting} onClick={() => void submit(true)}>
                Save and quote
              </Button>
              <Button block loading={saving && !quoting} disabled={saving && quoting} onClick={() => void submit(false)}>
                {editing ? 'Save' : 'Save as draft'}
              </Button>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                A quote locks the prices at the latest spot for 15 minutes; a draft keeps them indicative.
              </Typography.Text>
              {editing ? (
                <Link to={`/orders/${encodeURIComponent(editing.id)}`} replace>
                  <Button type="link" size="small" disabled={saving}>
                    Stop editing
                  </Button>
                </Link>
              ) : changes.dirty ? (
                <Button type="link" size="small" onClick={() => changes.discard()} disabled={saving}>
                  Discard and start again
                </Button>
              ) : null}
            </Flex>
          </Card>
        </Col>
      </Row>
      {editing && changes.dirty ? <UnsavedChangesBar onDiscard={() => changes.discard()} onSave={() => void submit(false)} saving={saving && !quoting} /> : null}
      <InventoryPicker
        open={dialogOpen === 'inventory'}
        existingIds={draft.lines.flatMap((line) => (line.source.inventoryItemId ? [line.source.inventoryItemId] : []))}
        onClose={() => setDialogOpen(null)}
        onPick={(items) => void addItems(items)}
      />
      <CustomLineModal
        open={dialogOpen === 'custom'}
        onClose={() => setDialogOpen(null)}
        onAdd={(source) => addLines([{ key: newLineKey(), source, quantity: 1, maxQuantity: null, override: null }])}
      />
      <CustomerFormModal open={newCustomer !== null} initialName={newCustomer ?? ''} onClose={() => setNewCustomer(null)} onSaved={(customer) => patch({ customerId: customer.id })} />
    </>
  );
}
