// The rule editor of a template: its name and its rules in order (add, change, move, remove).
import { datasetsQueryOptions } from '@bullion/api-client';
import { PRICE_TEMPLATE_MAX_RULES, PRICE_TEMPLATE_NAME_MAX_LENGTH, shadowedRules, type PriceRule } from '@bullion/contract';
import { EmptyState } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { RuleEditor, type CategoryOption } from './rule-editor';
import { moved, newRule, replacedAt, type DraftErrors, type MatchNames, type TemplateDraft } from './rule-draft';
import { FieldLabel } from './side-editor';

export interface TemplateEditorProps {
  draft: TemplateDraft;
  /** The ids of the rules shown open; kept by the page, so it survives switching panels on a phone. */
  opened: ReadonlySet<string>;
  setOpened(update: (current: ReadonlySet<string>) => ReadonlySet<string>): void;
  onChange(update: (current: TemplateDraft) => TemplateDraft): void;
  errors: DraftErrors;
  disabled: boolean;
}

/** For each rule, the earlier rule with the very same criteria (which always wins), or null. */
function shadowingOf(rules: readonly PriceRule[]): (number | null)[] {
  const by = new Map(shadowedRules(rules).map(({ index, by: earlier }) => [index, earlier]));
  return rules.map((_rule, index) => by.get(index) ?? null);
}

export function TemplateEditor({ draft, opened, setOpened, onChange, errors, disabled }: TemplateEditorProps) {
  const datasets = useQuery(datasetsQueryOptions());
  const categories = useMemo<CategoryOption[]>(
    () => (datasets.data?.product.categories ?? []).map((category) => ({ label: `${'— '.repeat(category.level)}${category.name}`, value: category.id })),
    [datasets.data],
  );
  const names = useMemo<MatchNames>(
    () => ({
      category: (id) => datasets.data?.product.categories.find((category) => category.id === id)?.name,
      // Each rule looks up the title of the product it names itself.
      product: () => undefined,
    }),
    [datasets.data],
  );
  const shadowing = useMemo(() => shadowingOf(draft.rules), [draft.rules]);
  const toggle = (id: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // Rules with errors open (on a save that failed the check), so what needs correcting is in sight.
  const erroneous = useMemo(
    () => draft.rules.filter((_rule, index) => Object.keys(errors).some((key) => key === `rules.${index}` || key.startsWith(`rules.${index}.`))).map((rule) => rule.id),
    [draft.rules, errors],
  );
  useEffect(() => {
    setOpened((current) => (erroneous.every((id) => current.has(id)) ? current : new Set([...current, ...erroneous])));
  }, [erroneous, setOpened]);
  const addRule = () => {
    const rule = newRule(draft.rules);
    setOpened((current) => new Set(current).add(rule.id));
    onChange((current) => ({ ...current, rules: [...current.rules, rule] }));
  };
  const setRules = (change: (rules: PriceRule[]) => PriceRule[]) => onChange((current) => ({ ...current, rules: change(current.rules) }));

  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <FieldLabel label="Name" errors={errors.name}>
          <Input
            aria-label="Template name"
            value={draft.name}
            maxLength={PRICE_TEMPLATE_NAME_MAX_LENGTH}
            status={errors.name ? 'error' : undefined}
            disabled={disabled}
            onChange={(event) => {
              const name = event.target.value;
              onChange((current) => ({ ...current, name }));
            }}
          />
        </FieldLabel>
      </Card>
      <Flex align="baseline" justify="space-between" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Rules
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          The most specific rule prices a product: product, then category, then form, then metal; between equals, the higher one.
        </Typography.Text>
      </Flex>
      {draft.rules.length === 0 ? (
        <Card size="small">
          <EmptyState size="small" title="No rules yet: no product gets a price from this template.">
            {disabled ? null : (
              <Button type="primary" onClick={addRule}>
                Add a rule
              </Button>
            )}
          </EmptyState>
        </Card>
      ) : (
        draft.rules.map((rule, index) => (
          <RuleEditor
            key={rule.id}
            rule={rule}
            index={index}
            count={draft.rules.length}
            onChange={(next) => setRules((rules) => replacedAt(rules, index, next))}
            onRemove={() => setRules((rules) => rules.filter((_rule, at) => at !== index))}
            onMove={(to) => setRules((rules) => moved(rules, index, to))}
            open={opened.has(rule.id)}
            onToggle={() => toggle(rule.id)}
            errors={errors}
            shadowedBy={shadowing[index] ?? null}
            disabled={disabled}
            names={names}
            categories={categories}
            categoriesLoading={datasets.isPending}
          />
        ))
      )}
      {!disabled && draft.rules.length > 0 && draft.rules.length < PRICE_TEMPLATE_MAX_RULES ? (
        <Button type="dashed" onClick={addRule} block>
          Add a rule
        </Button>
      ) : null}
    </Flex>
  );
}
