// A choice of storage space or location: the tree as an indented, searchable list, optionally with
// "Not in a space" first.
import { Select } from 'antd';
import { useMemo } from 'react';
import { NO_SPACE, NO_SPACE_TITLE } from '../spaces/group-by-space';
import { flattenSpaceTree, spacePathText, type SpaceNode } from '../spaces/space-tree';

export interface SpacePickerProps {
  roots: readonly SpaceNode[];
  /** A space id, NO_SPACE, or null before a choice. */
  value: string | null;
  onChange(value: string): void;
  allowNoSpace?: boolean;
  label?: string;
}

export function SpacePicker({ roots, value, onChange, allowNoSpace = false, label = 'Storage space' }: SpacePickerProps) {
  const options = useMemo(
    () => [
      ...(allowNoSpace ? [{ value: NO_SPACE, label: NO_SPACE_TITLE, title: NO_SPACE_TITLE }] : []),
      ...flattenSpaceTree(roots).map((node) => ({
        value: node.space.id,
        label: <span style={{ paddingInlineStart: (node.level - 1) * 16, fontWeight: node.level === 1 ? 600 : 400 }}>{node.space.name}</span>,
        title: spacePathText(node.space),
        // The label is markup: name the option for screen readers by its path.
        'aria-label': spacePathText(node.space),
      })),
    ],
    [roots, allowNoSpace],
  );
  return (
    <Select
      aria-label={label}
      size="large"
      style={{ width: '100%' }}
      value={value}
      placeholder="Choose a space or location"
      options={options}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'title' }}
      optionLabelProp="title"
    />
  );
}
