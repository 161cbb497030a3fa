// The current group's branding (settings' Group page): its accent colour and logo, only while its
// plan has enableBranding (a team back on Free shows the app's own look, its settings kept).
import { groupsQueryOptions } from '@bullion/api-client';
import { cachedAvatarUrl, selectGroupId, useAppStore } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';

export interface GroupBranding {
  accentColor?: string;
  logoUrl?: string;
  name: string;
}

export function useGroupBranding(): GroupBranding | null {
  const groupId = useAppStore(selectGroupId);
  const cacheId = useAppStore((state) => state.cacheId);
  const groups = useQuery({ ...groupsQueryOptions(), enabled: Boolean(groupId) });
  const group = groups.data?.find((candidate) => candidate.id === groupId);
  if (!group?.subscription?.plan?.permissions?.enableBranding) return null;
  const { accentColor, logoUrl } = group.settings;
  if (!accentColor && !logoUrl) return null;
  return { name: group.name, accentColor, logoUrl: cachedAvatarUrl(logoUrl, cacheId) };
}
