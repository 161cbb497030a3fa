// The orders-summary widget (contract 1.6): the shell mounts it inline on its dashboard.
// It takes no input; its links navigate through the parcel's router, which the shell's follows.
import { OrdersSummary } from './orders-summary';

export function OrdersSummaryWidget() {
  return <OrdersSummary />;
}
