import type { AdminCustomer, AdminOrderCard, AdminProduct } from '#shared/schemas/admin.ts'

// Answers of the admin API as the server shapes them (src/shared/schemas/admin.ts), for the admin
// components' tests.

/** One page of a paged admin list (`pageOf` in the schema). */
export function pageOf<T>(items: T[], { page = 1, pageCount = 1, total = items.length } = {}) {
  return { items, total, page, pageSize: 20, pageCount }
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export function adminProduct(n: number, overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: id(n),
    version: 1,
    name: `Product ${n}`,
    description: '',
    hindiName: null,
    searchAliases: '',
    unit: '1 kg',
    price: 10_000,
    originalPrice: null,
    imageUrl: null,
    imagePath: null,
    thumbnailUrl: null,
    badge: null,
    rating: 0,
    reviewCount: 0,
    isAvailable: true,
    isFeatured: false,
    stockQuantity: 50,
    hsnCode: null,
    gstRate: 0,
    categoryId: id(900),
    category: { id: id(900), name: 'Fruits', hindiName: 'फल' },
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    ...overrides,
  }
}

export function adminOrder(n: number, overrides: Partial<AdminOrderCard> = {}): AdminOrderCard {
  return {
    id: id(100 + n),
    orderNumber: `FC-2611-${String(n).padStart(4, '0')}`,
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    paymentReference: null,
    totalAmount: 45_000,
    itemCount: 3,
    customerName: `Customer ${n}`,
    createdAt: '2026-11-24T05:00:00.000Z',
    items: [{ productName: 'Alphonso Mango', quantity: 2 }],
    moreItems: 0,
    ...overrides,
  }
}

export function adminCustomer(n: number, overrides: Partial<AdminCustomer> = {}): AdminCustomer {
  return {
    id: `user-${n}`,
    name: `Shopper ${n}`,
    email: `shopper${n}@example.in`,
    joinedAt: '2026-10-01T06:30:00.000Z',
    orderCount: 2,
    totalSpend: 90_000,
    lastOrderAt: '2026-11-20T06:30:00.000Z',
    ...overrides,
  }
}
