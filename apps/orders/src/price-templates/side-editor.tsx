// One side (ask or bid) of a rule: the premium kind, the quantity tiers with their premiums, the tier
// mode, the rounding of the unit price and the minimum unit price.
import { ROUNDING_INCREMENTS, ROUNDING_MODES, TIER_MODES, type PriceSideRule, type RoundingIncrement, type RoundingMode, type TierMode } from '@bullion/contract';
import { Button, Flex, InputNumber, Segmented, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { errorsUnder, PREMIUM_KIND_OPTIONS, replacedAt, TIER_MODE_HELP, TIER_MODE_LABELS, tierRangeText, withNewTier, withoutTier, type DraftErrors } from './rule-draft';

const INCREMENT_LABELS: Record<RoundingIncrement, string> = { '0.01': 'To the cent', '0.05': 'To 5 cents', '1.00': 'To the dollar' };
const MODE_LABELS: Record<RoundingMode, string> = { up: 'Up', down: 'Down', nearest: 'Nearest' };

export function FieldLabel({ label, children, errors = [] }: { label: string; children: ReactNode; errors?: string[] }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {children}
      {errors.map((message) => (
        <Typography.Text key={message} type="danger" style={{ fontSize: 12 }}>
          {message}
        </Typography.Text>
      ))}
    </Flex>
  );
}

export interface SideEditorProps {
  side: PriceSideRule;
  onChange(next: PriceSideRule): void;
  /** Where the side's errors are: "rules.0.ask". */
  path: string;
  errors: DraftErrors;
  disabled: boolean;
  /** Accessible names say which rule and side they edit: "Rule 2 ask". */
  label: string;
}

export function SideEditor({ side, onChange, path, errors, disabled, label }: SideEditorProps) {
  const at = (suffix: string) => errors[`${path}.${suffix}`] ?? [];
  const set = (patch: Partial<PriceSideRule>) => onChange({ ...side, ...patch });
  const unit = side.premiumKind === 'percent' ? { suffix: '%' } : { prefix: '$', suffix: side.premiumKind === 'per_ozt' ? '/oz' : '/pc' };

  return (
    <Flex vertical gap={12}>
      <FieldLabel label="Premium">
        <Segmented
          aria-label={`${label} premium kind`}
          size="small"
          value={side.premiumKind}
          options={PREMIUM_KIND_OPTIONS}
          onChange={(premiumKind) => set({ premiumKind })}
          disabled={disabled}
          style={{ alignSelf: 'flex-start' }}
        />
      </FieldLabel>

      <FieldLabel label="Quantity tiers" errors={at('tiers')}>
        <Flex vertical gap={6} role="group" aria-label={`${label} tiers`}>
          <Flex gap={8} style={{ fontSize: 12 }}>
            <Typography.Text type="secondary" style={{ width: 84, fontSize: 12 }}>
              From quantity
            </Typography.Text>
            <Typography.Text type="secondary" style={{ width: 124, fontSize: 12 }}>
              Premium
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Covers
            </Typography.Text>
          </Flex>
          {side.tiers.map((tier, index) => {
            const tierErrors = errorsUnder(errors, `${path}.tiers.${index}`);
            return (
              <Flex key={index} vertical gap={2}>
                <Flex gap={8} align="center">
                  <InputNumber
                    aria-label={`${label} tier ${index + 1} from quantity`}
                    size="small"
                    min={1}
                    max={1_000_000}
                    precision={0}
                    value={tier.minQuantity}
                    disabled={disabled || index === 0}
                    status={errors[`${path}.tiers.${index}.minQuantity`] ? 'error' : undefined}
                    onChange={(value) => {
                      if (typeof value === 'number') set({ tiers: replacedAt(side.tiers, index, { ...tier, minQuantity: value }) });
                    }}
                    style={{ width: 84, flex: 'none' }}
                  />
                  <InputNumber<string>
                    aria-label={`${label} tier ${index + 1} premium`}
                    size="small"
                    stringMode
                    step="1"
                    value={tier.premium}
                    disabled={disabled}
                    {...unit}
                    status={errors[`${path}.tiers.${index}.premium`] ? 'error' : undefined}
                    onChange={(value) => set({ tiers: replacedAt(side.tiers, index, { ...tier, premium: value ?? '' }) })}
                    style={{ width: 124, flex: 'none' }}
                  />
                  <Typography.Text type="secondary" style={{ minWidth: 44, fontVariantNumeric: 'tabular-nums' }} aria-label={`Tier ${index + 1} quantities`}>
                    {tierRangeText(side.tiers, index)}
                  </Typography.Text>
                  {index > 0 && !disabled ? (
                    <Button size="small" type="text" aria-label={`${label} remove tier ${index + 1}`} title="Remove tier" onClick={() => onChange(withoutTier(side, index))}>
                      ✕
                    </Button>
                  ) : null}
                </Flex>
                {tierErrors.map((message) => (
                  <Typography.Text key={message} type="danger" style={{ fontSize: 12 }}>
                    {message}
                  </Typography.Text>
                ))}
              </Flex>
            );
          })}
          {!disabled && withNewTier(side) !== side ? (
            <Button size="small" type="dashed" onClick={() => onChange(withNewTier(side))} style={{ alignSelf: 'flex-start' }} aria-label={`${label} add tier`}>
              Add tier
            </Button>
          ) : null}
        </Flex>
      </FieldLabel>

      {side.tiers.length > 1 ? (
        <FieldLabel label="Tier mode">
          <Segmented
            aria-label={`${label} tier mode`}
            size="small"
            value={side.tierMode}
            options={TIER_MODES.map((mode) => ({ label: TIER_MODE_LABELS[mode], value: mode }))}
            onChange={(tierMode) => set({ tierMode: tierMode as TierMode })}
            disabled={disabled}
            style={{ alignSelf: 'flex-start' }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {TIER_MODE_HELP[side.tierMode]}
          </Typography.Text>
        </FieldLabel>
      ) : null}

      <Flex gap={12} wrap>
        <FieldLabel label="Round the unit price">
          <Flex gap={6}>
            <Select
              aria-label={`${label} rounding increment`}
              size="small"
              value={side.rounding.increment}
              options={ROUNDING_INCREMENTS.map((increment) => ({ label: INCREMENT_LABELS[increment], value: increment }))}
              onChange={(increment) => set({ rounding: { ...side.rounding, increment } })}
              disabled={disabled}
              style={{ width: 130 }}
            />
            <Select
              aria-label={`${label} rounding direction`}
              size="small"
              value={side.rounding.mode}
              options={ROUNDING_MODES.map((mode) => ({ label: MODE_LABELS[mode], value: mode }))}
              onChange={(mode) => set({ rounding: { ...side.rounding, mode } })}
              disabled={disabled}
              style={{ width: 100 }}
            />
          </Flex>
        </FieldLabel>
        <FieldLabel label="Minimum unit price" errors={at('minimumUnitPrice')}>
          <InputNumber<string>
            aria-label={`${label} minimum unit price`}
            size="small"
            stringMode
            min="0"
            step="1"
            prefix="$"
            placeholder="None"
            value={side.minimumUnitPrice ?? null}
            disabled={disabled}
            status={at('minimumUnitPrice').length ? 'error' : undefined}
            onChange={(value) => set({ minimumUnitPrice: value === null || value === '' ? null : value })}
            style={{ width: 130 }}
          />
        </FieldLabel>
      </Flex>
    </Flex>
  );
}
