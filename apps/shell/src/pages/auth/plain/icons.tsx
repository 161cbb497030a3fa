// antd's icons (their SVG data) in the plain controls' classes: the first page carries no antd code.
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { SvgIcon as PlainSvgIcon } from '@bullion/ui/plain';

export function SvgIcon({ icon, className, spin }: { icon: IconDefinition; className?: string; spin?: boolean }) {
  return <PlainSvgIcon icon={icon} className={['pf-icon', spin ? 'pf-icon-spin' : '', className ?? ''].filter(Boolean).join(' ')} />;
}
