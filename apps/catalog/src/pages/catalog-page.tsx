import { createProduct, datasetsQueryOptions } from '@bullion/api-client';
import { useShellServices, useUrlFilters } from '@bullion/shared';
import { AfterFirstPaint, LinkButton, LoadingState, PageHeader, RoleGate } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, InputNumber, Segmented, Select, Space } from 'antd';
import { useMemo } from 'react';
import { activeFilterCount, EMPTY_FILTERS, filtersFromParams, listQueryOf, paramsWithFilters, type CatalogFilters } from '../catalog/filters';
import { ProductResults } from '../catalog/product-results';
import { SEARCH_DEBOUNCE_MS } from '../search/search-term';


const SORT_OPTIONS = [
  { label: 'Best match', value: 'relevance' },
  { label: 'Title A–Z', value: 'title' },
  { label: 'Title Z–A', value: '-title' },
  { label: 'Newest year', value: '-year' },
  { label: 'Oldest year', value: 'year' },
  { label: 'Recently updated', value: '-updated' },
];

const STATUS_OPTIONS = ['draft', 'published', 'archived'].map((status) => ({ label: status, value: status }));

/** /catalog: search and filters live in the URL (free search parameters), so a link reproduces the view. */
export function CatalogPage() {
  const { filters, update, searchText, setSearchText } = useUrlFilters(filtersFromParams, paramsWithFilters, SEARCH_DEBOUNCE_MS);
  const datasets = useQuery(datasetsQueryOptions());
  const { dialog, navigation, toast } = useShellServices();

  const options = useMemo(() => {
    const product = datasets.data?.product;
    return {
      metals: (product?.metals ?? []).map((metal) => ({ label: metal.name, value: metal.value })),
      types: (product?.types ?? []).map((type) => ({ label: type.name, value: type.value })),
      countries: (datasets.data?.location.countries ?? []).map((country) => ({ label: country.name, value: country.iso3Code })),
      categories: (product?.categories ?? []).map((category) => ({ label: `${'— '.repeat(category.level)}${category.name}`, value: category.id })),
      series: (product?.series ?? []).map((series) => ({ label: series.name, value: series.id })),
    };
  }, [datasets.data]);

  const newProduct = async () => {
    const title = await dialog.prompt({ title: 'New product', label: 'Title', placeholder: 'e.g. 1 oz Silver Round', submitLabel: 'Create' });
    if (!title) return;
    const { id } = await createProduct({ title });
    toast.show('success', 'Product created as a draft');
    navigation.navigate(`/products/${encodeURIComponent(id)}?edit=true`);
  };

  const filterCount = activeFilterCount(filters);

  return (
    <>
      <PageHeader
        title="Catalog"
        subtitle="Bullion and coin products: the public catalog and your group's own"
        actions={
          <>
            <RoleGate permission="catalog.write">
              <LinkButton to="/products/import">Import products</LinkButton>
            </RoleGate>
            <RoleGate permission="catalog.write">
              <Button type="primary" onClick={() => void newProduct().catch(() => undefined)}>
                New product
              </Button>
            </RoleGate>
          </>
        }
      />
      {/* The filters and the results (the page's heavy part) render right after its first paint. */}
      <AfterFirstPaint fallback={<LoadingState label="Loading the catalog" rows={8} />}>
        <Card>
          <Flex vertical gap={12} style={{ marginBottom: 16 }}>
            <Flex gap={12} wrap>
              <Input.Search
                aria-label="Search products"
                placeholder="Search products"
                value={searchText}
                allowClear
                onChange={(event) => setSearchText(event.target.value)}
                onSearch={(value) => update({ q: value.trim() })}
                style={{ flex: '1 1 280px', maxWidth: 480 }}
              />
              <Segmented
                aria-label="Source"
                value={filters.scope}
                onChange={(scope) => update({ scope: scope as CatalogFilters['scope'] })}
                options={[
                  { label: 'All', value: 'all' },
                  { label: 'Public catalog', value: 'public' },
                  { label: 'My group', value: 'group' },
                ]}
              />
              <Select
                aria-label="Sort"
                value={filters.sort}
                onChange={(sort) => update({ sort })}
                options={SORT_OPTIONS}
                style={{ width: 170 }}
              />
            </Flex>
            <Flex gap={8} wrap align="center">
              <Select
                mode="multiple"
                aria-label="Metal"
                placeholder="Metal"
                value={filters.metal}
                onChange={(metal) => update({ metal })}
                options={options.metals}
                style={{ minWidth: 140 }}
                maxTagCount="responsive"
              />
              <Select
                mode="multiple"
                aria-label="Type"
                placeholder="Type"
                value={filters.type}
                onChange={(type) => update({ type })}
                options={options.types}
                style={{ minWidth: 130 }}
                maxTagCount="responsive"
              />
              <Select
                mode="multiple"
                aria-label="Country"
                placeholder="Country"
                value={filters.country}
                onChange={(country) => update({ country })}
                options={options.countries}
                showSearch={{ optionFilterProp: 'label' }}
                style={{ minWidth: 160 }}
                maxTagCount="responsive"
              />
              <Select
                aria-label="Category"
                placeholder="Category"
                allowClear
                value={filters.categoryId}
                onChange={(categoryId) => update({ categoryId: categoryId ?? null })}
                options={options.categories}
                style={{ minWidth: 170 }}
              />
              <Select
                aria-label="Series"
                placeholder="Series"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                value={filters.seriesId}
                onChange={(seriesId) => update({ seriesId: seriesId ?? null })}
                options={options.series}
                style={{ minWidth: 170 }}
              />
              <Space.Compact>
                <InputNumber
                  aria-label="Year from"
                  placeholder="Year from"
                  value={filters.yearFrom}
                  min={1700}
                  max={2100}
                  onChange={(yearFrom) => update({ yearFrom: yearFrom ?? null })}
                  style={{ width: 110 }}
                />
                <InputNumber
                  aria-label="Year to"
                  placeholder="Year to"
                  value={filters.yearTo}
                  min={1700}
                  max={2100}
                  onChange={(yearTo) => update({ yearTo: yearTo ?? null })}
                  style={{ width: 110 }}
                />
              </Space.Compact>
              {filters.scope !== 'public' ? (
                <Select
                  mode="multiple"
                  aria-label="Status"
                  placeholder="Status"
                  value={filters.status}
                  onChange={(status) => update({ status })}
                  options={STATUS_OPTIONS}
                  style={{ minWidth: 130 }}
                />
              ) : null}
              {filterCount || filters.q ? (
                <Button type="link" onClick={() => update({ ...EMPTY_FILTERS })}>
                  Clear {filterCount ? `${filterCount} filter${filterCount === 1 ? '' : 's'}` : 'search'}
                </Button>
              ) : null}
            </Flex>
          </Flex>
          <ProductResults query={listQueryOf(filters)} onClearFilters={() => update({ ...EMPTY_FILTERS })} />
        </Card>
      </AfterFirstPaint>
    </>
  );
}
