// The mock team's customers: retail walk-ins, a coin shop, an estate executor. Their orders are in
// the orders slice's fixtures (order count, latest order and lifetime figures are counted from them on
// read). Jane Doe, whose cash purchase is flagged for Form 8300, has her identification on file.
import { MOCK_GROUP_ID } from '../groups/fixtures';
import { EMPTY_IDENTIFICATION, type Customer, type CustomerIdentification } from '@bullion/contract';

/** A customer as the mock stores it: the identification whole (shown to admins only), the figures derived from the orders on read. */
export type MockCustomerRecord = Omit<Customer, 'orderCount' | 'lastOrderAt' | 'lifetime' | 'identification' | 'identificationOnFile'> & { identification: CustomerIdentification };

export const MOCK_CUSTOMER_IDS = {
  janeDoe: 'c1000000-0000-4000-8000-000000000001',
  marcoRossi: 'c1000000-0000-4000-8000-000000000002',
  coinShop: 'c1000000-0000-4000-8000-000000000003',
  hartleyEstate: 'c1000000-0000-4000-8000-000000000004',
  priyaShah: 'c1000000-0000-4000-8000-000000000005',
  /** No orders: the one that can be deleted. */
  walkIn: 'c1000000-0000-4000-8000-000000000006',
} as const;

const customer = (id: string, name: string, fields: Partial<MockCustomerRecord>, day: number): MockCustomerRecord => ({
  id,
  groupId: MOCK_GROUP_ID,
  name,
  email: null,
  phone: null,
  address: null,
  shippingAddress: null,
  notes: null,
  identification: EMPTY_IDENTIFICATION,
  version: 1,
  createdAt: `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  updatedAt: `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  ...fields,
});

export function mockCustomerRecords(): MockCustomerRecord[] {
  return [
    customer(
      MOCK_CUSTOMER_IDS.janeDoe,
      'Jane Doe',
      {
        email: 'jane.doe@example.com',
        phone: '+1 415 555 0134',
        address: '12 Harbor St\nSan Francisco, CA 94111',
        identification: { dateOfBirth: '1979-06-14', occupation: 'Architect', idType: 'drivers_license', idNumber: 'D4417829', idIssuer: 'California', tin: '123456789' },
      },
      3,
    ),
    customer(MOCK_CUSTOMER_IDS.marcoRossi, 'Marco Rossi', { email: 'marco@rossi.example', phone: '+1 212 555 0187', notes: 'Prefers wire transfers. Collects Philharmonics.', version: 2 }, 5),
    customer(
      MOCK_CUSTOMER_IDS.coinShop,
      'Liberty Coin Shop LLC',
      { email: 'buying@libertycoin.example', phone: '+1 702 555 0110', address: '900 Fremont St\nLas Vegas, NV 89101', shippingAddress: 'Receiving dock\n910 Fremont St\nLas Vegas, NV 89101', notes: 'Wholesale account.' },
      8,
    ),
    customer(MOCK_CUSTOMER_IDS.hartleyEstate, 'Hartley Estate (executor: R. Hartley)', { phone: '+1 617 555 0199', notes: 'Estate liquidation, several visits expected.' }, 14),
    customer(MOCK_CUSTOMER_IDS.priyaShah, 'Priya Shah', { email: 'priya.shah@example.com' }, 21),
    customer(MOCK_CUSTOMER_IDS.walkIn, 'Walk-in (no name given)', {}, 28),
  ];
}
