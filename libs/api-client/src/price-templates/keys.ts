import type { PriceTemplatePreviewQuery } from '@bullion/contract';

/** Query keys of price templates: the group's list, each template, and each template's preview. */
export const priceTemplateKeys = {
  all: ['price-templates'] as const,
  list: () => [...priceTemplateKeys.all, 'list'] as const,
  details: () => [...priceTemplateKeys.all, 'detail'] as const,
  detail: (id: string) => [...priceTemplateKeys.details(), id] as const,
  preview: (id: string, query: PriceTemplatePreviewQuery) => [...priceTemplateKeys.detail(id), 'preview', query] as const,
};
