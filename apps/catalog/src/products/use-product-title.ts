// Product titles as the current group wants them read (settings.productTitleFormat, set on the
// settings' Group page): the shared formatter with the group's format.
import { groupQueryOptions } from '@bullion/api-client';
import { formatProductTitle, selectGroupId, useAppStore, type ProductTitleValues } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

export function useProductTitle(): (product: ProductTitleValues) => string {
  const groupId = useAppStore(selectGroupId);
  const group = useQuery({ ...groupQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });
  const format = group.data?.settings.productTitleFormat;
  return useCallback((product: ProductTitleValues) => formatProductTitle(format, product), [format]);
}
