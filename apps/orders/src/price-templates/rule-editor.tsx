// One rule of a template: what it applies to (metal, form, category, one product; every criterion
// given must hold) and its ask and bid sides. Rules can be moved (the earlier of two equally specific
// rules wins) and removed.
import { PRICE_RULE_FORMS, PRICE_RULE_METALS, type PriceRule, type PriceRuleMatch } from '@bullion/contract';
import { productQueryOptions, useProductTitle } from '@bullion/api-client';
import { useShellServices } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Select, Tabs, Tag, Typography } from 'antd';
import { describeMatch, describeSide, errorsUnder, FORM_LABELS, metalLabel, SIDE_LABELS, type DraftErrors, type MatchNames } from './rule-draft';
import { FieldLabel, SideEditor } from './side-editor';

export interface CategoryOption {
  label: string;
  value: number;
}

/** The product a rule names: its title (looked up), a way to choose another and to clear it. */
function ProductCriterion({ productId, title, onChange, disabled, label }: { productId: string | null; title: string; onChange(id: string | null): void; disabled: boolean; label: string }) {
  const { dialog } = useShellServices();
  const choose = async () => {
    const selection = await dialog.searchCatalog({ confirmLabel: 'Use this product', existingIds: productId ? [productId] : [] });
    const chosen = selection?.products[0];
    if (chosen) onChange(chosen.id);
  };
  if (!productId) {
    return disabled ? (
      <Typography.Text type="secondary">Any product</Typography.Text>
    ) : (
      <Button size="small" onClick={() => void choose()} aria-label={`${label} choose product`}>
        Choose product…
      </Button>
    );
  }
  return (
    <Flex gap={6} align="center" wrap>
      <Tag style={{ marginInlineEnd: 0, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' }} title={title}>
        {title}
      </Tag>
      {disabled ? null : (
        <>
          <Button size="small" type="link" onClick={() => void choose()} style={{ padding: 0 }}>
            Change
          </Button>
          <Button size="small" type="link" onClick={() => onChange(null)} style={{ padding: 0 }} aria-label={`${label} clear product`}>
            Clear
          </Button>
        </>
      )}
    </Flex>
  );
}

export interface RuleEditorProps {
  rule: PriceRule;
  index: number;
  count: number;
  onChange(rule: PriceRule): void;
  onRemove(): void;
  onMove(to: number): void;
  /** Open: the rule's fields are shown; closed: one line of summary (long templates stay short). */
  open: boolean;
  onToggle(): void;
  errors: DraftErrors;
  /** The earlier rule with the very same criteria, which always wins over this one. */
  shadowedBy: number | null;
  disabled: boolean;
  names: MatchNames;
  categories: CategoryOption[];
  categoriesLoading: boolean;
}

export function RuleEditor({ rule, index, count, onChange, onRemove, onMove, open, onToggle, errors, shadowedBy, disabled, names, categories, categoriesLoading }: RuleEditorProps) {
  const path = `rules.${index}`;
  const label = `Rule ${index + 1}`;
  const setMatch = (patch: Partial<PriceRuleMatch>) => onChange({ ...rule, match: { ...rule.match, ...patch } });
  const matchErrors = errors[`${path}.match`] ?? [];
  const productId = rule.match.productId;
  const product = useQuery({ ...productQueryOptions(productId ?? ''), enabled: productId !== null });
  const titleOf = useProductTitle();
  const productTitle = product.data ? titleOf(product.data) : (product.isPending ? 'Loading…' : 'A product you cannot see');
  const description = describeMatch(rule.match, { ...names, product: () => productTitle });
  const hasErrors = errorsUnder(errors, path).length > 0;
  const sideErrors = (side: 'ask' | 'bid') => errorsUnder(errors, `${path}.${side}`).length > 0;

  return (
    <Card
      size="small"
      aria-label={`${label}: ${description}`}
      title={
        <Flex gap={8} align="center" style={{ minWidth: 0 }}>
          <Typography.Text type="secondary" style={{ flex: 'none' }}>
            {index + 1}.
          </Typography.Text>
          <Typography.Text strong style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={description}>
            {description}
          </Typography.Text>
          {hasErrors ? <Tag color="error">Check</Tag> : null}
        </Flex>
      }
      extra={
        <Flex gap={2}>
          <Button size="small" type="text" onClick={onToggle} aria-expanded={open} aria-label={`${open ? 'Close' : disabled ? 'Show' : 'Edit'} rule ${index + 1}`}>
            {open ? 'Close' : disabled ? 'Show' : 'Edit'}
          </Button>
          {disabled ? null : (
            <>
              <Button size="small" type="text" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move rule ${index + 1} up`} title="Move up">
                ↑
              </Button>
              <Button size="small" type="text" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Move rule ${index + 1} down`} title="Move down">
                ↓
              </Button>
              <Button size="small" type="text" danger onClick={onRemove} aria-label={`Remove rule ${index + 1}`} title="Remove rule">
                ✕
              </Button>
            </>
          )}
        </Flex>
      }
      styles={{ header: { minHeight: 40 }, body: { paddingBlock: open ? 12 : 8 } }}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Typography.Text type={sideErrors('ask') ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
            Ask {describeSide(rule.ask)}
          </Typography.Text>
          {' · '}
          <Typography.Text type={sideErrors('bid') ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
            Bid {describeSide(rule.bid)}
          </Typography.Text>
        </Typography.Text>
        {shadowedBy !== null ? (
          <Alert type="warning" showIcon title={`Never applies: rule ${shadowedBy + 1} has the same conditions and comes first.`} />
        ) : null}
        {open ? (
          <>
            <FieldLabel label="Applies to (every choice must hold)" errors={matchErrors}>
              <Flex gap={8} wrap align="center">
                <Select
                  aria-label={`${label} metal`}
                  size="small"
                  allowClear
                  placeholder="Any metal"
                  value={rule.match.metal}
                  options={PRICE_RULE_METALS.map((metal) => ({ label: metalLabel(metal), value: metal }))}
                  onChange={(metal) => setMatch({ metal: metal ?? null })}
                  disabled={disabled}
                  style={{ width: 120 }}
                />
                <Select
                  aria-label={`${label} form`}
                  size="small"
                  allowClear
                  placeholder="Any form"
                  value={rule.match.form}
                  options={PRICE_RULE_FORMS.map((form) => ({ label: FORM_LABELS[form], value: form }))}
                  onChange={(form) => setMatch({ form: form ?? null })}
                  disabled={disabled}
                  style={{ width: 110 }}
                />
                <Select
                  aria-label={`${label} category`}
                  size="small"
                  allowClear
                  placeholder="Any category"
                  loading={categoriesLoading}
                  value={rule.match.categoryId}
                  options={categories}
                  onChange={(categoryId) => setMatch({ categoryId: categoryId ?? null })}
                  disabled={disabled}
                  style={{ width: 180 }}
                />
                <ProductCriterion productId={productId} title={productTitle} onChange={(next) => setMatch({ productId: next })} disabled={disabled} label={label} />
              </Flex>
            </FieldLabel>
            <Tabs
              size="small"
              items={(['ask', 'bid'] as const).map((side) => ({
                key: side,
                label: sideErrors(side) ? <Typography.Text type="danger">{SIDE_LABELS[side]}</Typography.Text> : SIDE_LABELS[side],
                children: (
                  <SideEditor
                    side={rule[side]}
                    onChange={(next) => onChange({ ...rule, [side]: next })}
                    path={`${path}.${side}`}
                    errors={errors}
                    disabled={disabled}
                    label={`${label} ${side}`}
                  />
                ),
              }))}
            />
          </>
        ) : null}
      </Flex>
    </Card>
  );
}
