// The switch between the two storage-space views (/spaces and /spaces/inventory).
import { Segmented } from 'antd';
import { Link } from 'react-router';

export type SpacesView = 'spaces' | 'inventory';

const VIEWS: { value: SpacesView; label: string; to: string }[] = [
  { value: 'spaces', label: 'Storage spaces', to: '/spaces' },
  { value: 'inventory', label: 'Space inventory', to: '/spaces/inventory' },
];

/** A Segmented control whose options are links, so each view has its own URL. */
export function SpacesSwitch({ current }: { current: SpacesView }) {
  return (
    <Segmented<SpacesView>
      aria-label="Storage space views"
      value={current}
      options={VIEWS.map(({ value, label, to }) => ({ value, label: <Link to={to}>{label}</Link> }))}
      style={{ marginBottom: 16 }}
    />
  );
}
