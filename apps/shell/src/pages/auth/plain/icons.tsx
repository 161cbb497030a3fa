// antd's icons (their SVG data, @ant-design/icons-svg) drawn without @ant-design/icons: the plain
// controls of the first page carry no antd code.
import type { IconDefinition } from '@ant-design/icons-svg/es/types';

export function SvgIcon({ icon, className, spin }: { icon: IconDefinition; className?: string; spin?: boolean }) {
  const node = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span role="img" aria-hidden className={['pf-icon', spin ? 'pf-icon-spin' : '', className ?? ''].filter(Boolean).join(' ')}>
      <svg viewBox={node.attrs.viewBox} width="1em" height="1em" fill="currentColor" focusable="false">
        {(node.children ?? []).map((child, index) => (
          <path key={index} d={child.attrs.d} />
        ))}
      </svg>
    </span>
  );
}
