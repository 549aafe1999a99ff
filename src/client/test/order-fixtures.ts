import type { AdminOrderDetail } from '#shared/schemas/admin.ts'
import type { OrderDetail } from '#shared/schemas/orders.ts'

// An order as GET /api/orders/:id answers it (OrderDetailSchema), and as the admin's
// GET /api/admin/orders/:id adds the customer and who changed each status.

export function orderDetailFixture(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: '00000000-0000-4000-8000-000000000301',
    orderNumber: 'FC-2611-0042',
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    totalAmount: 27_500,
    itemCount: 3,
    deliveryTimeSlot: '7:00 AM - 9:00 AM',
    slot: null,
    estimatedDelivery: null,
    createdAt: '2026-11-24T04:30:00.000Z',
    subtotal: 27_500,
    deliveryFee: 0,
    deliveryAddress: {
      recipientName: 'Asha Rao',
      phone: '9830012345',
      addressLine1: '12 Residency Road',
      addressLine2: null,
      landmark: 'Near the park',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
    },
    deliveryLocation: {
      id: '00000000-0000-4000-8000-000000000901',
      name: 'Koramangala',
      area: '5th Block',
      city: 'Bengaluru',
      deliveryTime: 30,
    },
    notes: null,
    deliveryPersonName: null,
    deliveryPersonPhone: null,
    deliveryPartner: null,
    cancelledAt: null,
    deliveredAt: null,
    items: [
      {
        id: '00000000-0000-4000-8000-000000000311',
        productId: '00000000-0000-4000-8000-000000000001',
        productName: 'Alphonso Mango',
        productImage: null,
        unit: '1 kg',
        quantity: 2,
        unitPrice: 12_000,
        originalPrice: null,
        totalPrice: 24_000,
      },
      {
        id: '00000000-0000-4000-8000-000000000312',
        productId: null,
        productName: 'Masala Chai',
        productImage: null,
        unit: '250 g',
        quantity: 1,
        unitPrice: 3_500,
        originalPrice: null,
        totalPrice: 3_500,
      },
    ],
    history: [
      {
        id: '00000000-0000-4000-8000-000000000321',
        status: 'pending',
        notes: null,
        createdAt: '2026-11-24T04:30:00.000Z',
      },
    ],
    paymentReference: null,
    paymentDueAt: null,
    invoiceNumber: null,
    ...overrides,
  }
}

export function adminOrderDetailFixture(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const base = orderDetailFixture()
  return {
    ...base,
    customer: { id: 'user-1', name: 'Asha Rao', email: 'asha@example.in' },
    history: base.history.map((entry) => ({ ...entry, changedBy: { id: 'user-1', name: '' } })),
    ...overrides,
  }
}
