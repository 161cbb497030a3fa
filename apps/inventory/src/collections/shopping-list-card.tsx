// What is still missing: the entries with pieces to get, in the collection's order, with a CSV
// export to take to a dealer or a show.
import { collectionShoppingList, type Collection } from '@bullion/contract';
import { useProductTitle } from '@bullion/api-client';
import { downloadCsv, useShellServices } from '@bullion/shared';
import { EmptyState } from '@bullion/ui';
import { Button, Card, Flex, theme, Typography } from 'antd';
import { shoppingListCsv, shoppingListFileName } from './shopping-list-csv';

export function ShoppingListCard({ collection }: { collection: Collection }) {
  const { toast } = useShellServices();
  const { token } = theme.useToken();
  const titleOf = useProductTitle();
  const lines = collectionShoppingList(collection.entries, titleOf);
  const exportCsv = () => {
    downloadCsv(shoppingListFileName(collection.title), shoppingListCsv(lines));
    toast.show('success', `Exported ${lines.length.toLocaleString('en-US')} ${lines.length === 1 ? 'line' : 'lines'} of the shopping list`);
  };
  return (
    <Card
      size="small"
      title="Shopping list"
      extra={
        <Button size="small" onClick={exportCsv} disabled={!lines.length}>
          Export CSV
        </Button>
      }
    >
      {lines.length ? (
        <ul aria-label="Shopping list" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
          {lines.map((line, index) => (
            <li key={line.entryId} style={{ padding: '6px 0', borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
              <Flex justify="space-between" gap={8}>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text ellipsis={{ tooltip: line.title }}>{line.title}</Typography.Text>
                  {line.targetGrade ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {line.targetGrade}
                    </Typography.Text>
                  ) : null}
                </Flex>
                <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                  × {line.missing.toLocaleString('en-US')}
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState size="small" title={collection.entries.length ? 'Nothing missing: the collection is complete' : 'Add products to see what is missing'} />
      )}
    </Card>
  );
}
