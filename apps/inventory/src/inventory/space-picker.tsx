// Choosing a storage space or a location in it: the group's space tree as a TreeSelect.
import { spacesQueryOptions } from '@bullion/api-client';
import { type StorageSpace } from '@bullion/contract';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';

export interface SpaceTreeNode {
  value: string;
  title: string;
  /** The whole path, shown once chosen ("Home safe › Top shelf"). */
  label: string;
  children: SpaceTreeNode[];
}

/** The flat list (parents before children) as a tree. */
export function spaceTree(spaces: readonly StorageSpace[]): SpaceTreeNode[] {
  const nodes = new Map(spaces.map((space) => [space.id, { value: space.id, title: space.name, label: space.path.join(' › '), children: [] as SpaceTreeNode[] }]));
  const roots: SpaceTreeNode[] = [];
  for (const space of spaces) {
    const node = nodes.get(space.id) as SpaceTreeNode;
    const parent = space.parentId ? nodes.get(space.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export interface SpacePickerProps {
  value?: string | null;
  onChange?(spaceId: string | null): void;
  placeholder?: string;
  /** Offer "No space" (value null), e.g. to take items out of their space. */
  allowNone?: boolean;
  id?: string;
  'aria-label'?: string;
  style?: React.CSSProperties;
}

const NONE = '__none__';

export function SpacePicker({ value, onChange, placeholder = 'Choose a space', allowNone = false, id, style, ...rest }: SpacePickerProps) {
  const spaces = useQuery(spacesQueryOptions());
  const treeData = useMemo(() => {
    const tree = spaceTree(spaces.data?.spaces ?? []);
    return allowNone ? [{ value: NONE, title: 'No space (the drawer)', label: 'No space (the drawer)', children: [] }, ...tree] : tree;
  }, [spaces.data, allowNone]);
  return (
    <TreeSelect
      id={id}
      aria-label={rest['aria-label']}
      treeData={treeData}
      value={value === null ? (allowNone ? NONE : undefined) : value}
      onChange={(next: string | undefined) => onChange?.(next === NONE || next === undefined ? null : next)}
      placeholder={spaces.isError ? 'The spaces could not be loaded' : placeholder}
      loading={spaces.isPending}
      treeDefaultExpandAll
      // The list appears at once instead of sliding down: during the slide a space moved between the
      // press and the release of a quick click, which then landed beside it and chose nothing.
      transitionName=""
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeNodeLabelProp="label"
      style={{ width: '100%', ...style }}
      notFoundContent={spaces.isPending ? 'Loading spaces…' : 'No storage spaces yet'}
    />
  );
}
