// /customers: the group's customers by name, searched by name, e-mail or phone (the search lives in
// the URL), with each one's orders and lifetime figures; a member adds a customer here. Each leads to
// its page. A viewer sees New customer disabled, with the reason (RoleGate).
import { useUrlFilters } from '@bullion/shared';
import { PageHeader, RoleGate } from '@bullion/ui';
import { Button, Card, Flex, Grid, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { customerFiltersFromParams, customerListQueryOf, paramsWithCustomerFilters } from '../customers/customer-filters';
import { CustomerFormModal } from '../customers/customer-form-modal';
import { customerPath, CustomersTable } from '../customers/customers-table';

export function CustomersPage() {
  const { filters, update, searchText, setSearchText } = useUrlFilters(customerFiltersFromParams, paramsWithCustomerFilters);
  const query = useMemo(() => customerListQueryOf(filters), [filters]);
  const screens = Grid.useBreakpoint();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);

  const addButton = (
    <RoleGate permission="orders.write">
      <Button type="primary" onClick={() => setAdding(true)}>
        New customer
      </Button>
    </RoleGate>
  );

  return (
    <>
      <PageHeader title="Customers" subtitle="Whom the group buys from and sells to" actions={addButton} />
      <Card size={screens.md ? undefined : 'small'}>
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          <Input.Search
            aria-label="Search customers"
            placeholder="Name, e-mail or phone"
            value={searchText}
            allowClear
            onChange={(event) => setSearchText(event.target.value)}
            onSearch={(value) => update({ q: value.trim() })}
            style={{ flex: '1 1 220px', maxWidth: 360 }}
          />
        </Flex>
        <CustomersTable query={query} onClearSearch={() => update({ q: '' })} emptyExtra={addButton} />
      </Card>
      <CustomerFormModal open={adding} onClose={() => setAdding(false)} onSaved={(customer) => void navigate(customerPath(customer.id))} />
    </>
  );
}
