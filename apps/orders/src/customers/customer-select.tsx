// Picks one of the group's customers by searching their name, e-mail or phone (the API searches; the
// first 20 matches are offered). With `onCreate`, the list ends with "Create customer …" for the name
// typed, so a new customer is added without leaving the form.
import { customerQueryOptions, customersQueryOptions } from '@bullion/api-client';
import { type Customer } from '@bullion/contract';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';

const CREATE = '__create__';
export const CUSTOMER_SEARCH_LIMIT = 20;

export interface CustomerSelectProps {
  value: string | null;
  onChange(customerId: string | null, customer: Customer | null): void;
  /** Offers to create a customer with the typed name. */
  onCreate?(name: string): void;
  placeholder?: string;
  allowClear?: boolean;
  status?: 'error';
  style?: CSSProperties;
  ariaLabel?: string;
}

export function CustomerSelect({ value, onChange, onCreate, placeholder = 'Search customers', allowClear = true, status, style, ariaLabel = 'Customer' }: CustomerSelectProps) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useQuery(customersQueryOptions({ q: q || undefined, limit: CUSTOMER_SEARCH_LIMIT }));
  // The chosen customer's name, when it is not among the matches shown.
  const chosen = useQuery({ ...customerQueryOptions(value ?? ''), enabled: Boolean(value) });
  const customers = useMemo(() => {
    const items = list.data?.items ?? [];
    return chosen.data && !items.some((customer) => customer.id === chosen.data?.id) ? [chosen.data, ...items] : items;
  }, [list.data, chosen.data]);

  const options = [
    ...customers.map((customer) => ({
      value: customer.id,
      label: customer.name,
      title: [customer.name, customer.email, customer.phone].filter(Boolean).join(' · '),
    })),
    ...(onCreate && text.trim() ? [{ value: CREATE, label: `Create customer "${text.trim()}"`, title: 'Create a customer with this name' }] : []),
  ];

  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      aria-label={ariaLabel}
      placeholder={placeholder}
      value={value ?? undefined}
      allowClear={allowClear}
      status={status}
      loading={list.isFetching}
      notFoundContent={list.isPending ? 'Searching…' : q ? `No customers found for "${q}"` : 'No customers yet'}
      options={options}
      optionRender={(option) => (
        <div>
          <div>{option.label}</div>
          {option.value !== CREATE && option.data.title !== option.label ? (
            <div style={{ fontSize: 12, opacity: 0.65 }}>{String(option.data.title).split(' · ').slice(1).join(' · ')}</div>
          ) : null}
        </div>
      )}
      onChange={(next: string | undefined) => {
        if (next === CREATE) {
          onCreate?.(text.trim());
          return;
        }
        setText('');
        onChange(next ?? null, customers.find((customer) => customer.id === next) ?? null);
      }}
      style={{ minWidth: 220, ...style }}
    />
  );
}
