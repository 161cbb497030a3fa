// The switch between the two storage-space views (/spaces and /spaces/inventory).
import { Segmented } from 'antd';
import { Link, useNavigate } from 'react-router';

export type SpacesView = 'spaces' | 'inventory';

const VIEWS: { value: SpacesView; label: string; to: string }[] = [
  { value: 'spaces', label: 'Storage spaces', to: '/spaces' },
  { value: 'inventory', label: 'Space inventory', to: '/spaces/inventory' },
];

/**
 * A Segmented control whose options are links, so each view has its own URL (and opens in a new tab);
 * a click anywhere on an option goes there too, not only on its text.
 */
export function SpacesSwitch({ current }: { current: SpacesView }) {
  const navigate = useNavigate();
  return (
    <Segmented<SpacesView>
      aria-label="Storage space views"
      value={current}
      onChange={(view) => void navigate(VIEWS.find((each) => each.value === view)?.to ?? '/spaces')}
      options={VIEWS.map(({ value, label, to }) => ({ value, label: <Link to={to}>{label}</Link> }))}
      style={{ marginBottom: 16 }}
    />
  );
}
