// One group's holdings for the weekly summary: fine ozt per metal from the inventory summary, valued
// at the latest stored spot with the app's own valuation (valueHoldings), and the change of the melt
// value since the same day last week from the portfolio history. Nothing of it is stored.
import { moneyText, spotOf, valueHoldings, type InventoryMetal, type PriceTemplatePreview } from '@bullion/contract';
import type { Tx } from '../db/database';
import { portfolioHistory } from '../inventory/history';
import { summarise } from '../inventory/list-query';
import { SpaceTree } from '../spaces/space-tree';

export type LatestSpot = PriceTemplatePreview['spot'];

export interface MetalLine {
  metal: InventoryMetal;
  /** Fine troy ounces, 3 decimals. */
  fineOzt: string;
  /** USD per troy ounce, 2 decimals; null for a metal without a spot (copper) or before any quote. */
  spot: string | null;
  meltValue: string | null;
}

export interface GroupPortfolio {
  groupName: string;
  items: number;
  pieces: number;
  /** Items without a metal or fine weight: counted, not valued. */
  unvalued: number;
  metals: MetalLine[];
  /** Σ melt value (2 decimals); null without a spot for any metal held. */
  meltValue: string | null;
  /** The melt value now minus at the end of the same day last week (at that day's last quote); null when unknown. */
  change: { since: string; amount: string } | null;
}

/** Days of history to read: today and the 7 before it, so the first is the same weekday last week. */
const WEEK_OF_HISTORY_DAYS = 8;

/** In `tx` scoped to the group (row-level security); `spot` is the latest stored quote. */
export async function groupPortfolio(tx: Tx, group: { id: string; name: string }, spot: LatestSpot, now: Date): Promise<GroupPortfolio> {
  // No space filter: the whole group, so no space tree is needed.
  const summary = await summarise(tx, group.id, {}, new SpaceTree([]));
  const valuation = valueHoldings(summary.metals, spot, now.getTime());
  const metals = valuation.metals.map(
    (metal): MetalLine => ({ metal: metal.metal, fineOzt: metal.fineOzt.toFixed(3), spot: moneyText(spotOf(spot, metal.metal)), meltValue: moneyText(metal.meltValue) }),
  );
  let change: GroupPortfolio['change'] = null;
  if (valuation.meltValue && summary.items > 0) {
    const [weekAgo] = (await portfolioHistory(tx, group.id, WEEK_OF_HISTORY_DAYS, now)).days;
    const before = weekAgo?.meltValue;
    if (weekAgo && before !== null && before !== undefined) change = { since: weekAgo.date, amount: moneyText(valuation.meltValue.minus(before)) ?? '0.00' };
  }
  return {
    groupName: group.name,
    items: summary.items,
    pieces: summary.pieces,
    unvalued: summary.unvalued,
    metals,
    meltValue: moneyText(valuation.meltValue),
    change,
  };
}
