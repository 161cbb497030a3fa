// '@bullion/ui/virtual-list': the virtualised, paged list the catalog's results and the
// inventory's table are built on. Its own entry, bundled by each remote that uses it, so the shell
// and the shared singletons' chunk do not carry @tanstack/react-virtual.
export { LIST_PAGE_SIZE, usePagedRows, type ListPage, type PagedRows, type PagedRowsOptions, type RowOf } from './use-paged-rows';
export { PagedVirtualList, rowPosition, type PagedVirtualListProps } from './paged-virtual-list';
